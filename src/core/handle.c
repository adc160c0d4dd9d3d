/* The handle: device, stream, pointer mode, workspace, logging. */
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "config.h"
#include "core/forced_kernel.h"
#include "core/log.h"
#include "core/status.h"

rocsparse_status rocsparse_create_handle(rocsparse_handle* handle)
{
    if(handle == NULL)
        return rocsparse_status_invalid_pointer;
    *handle = NULL;

    rocsparse_handle h = (rocsparse_handle)calloc(1, sizeof(*h));
    if(h == NULL)
        return rocsparse_status_memory_error;
    h->tag          = tag_handle;
    h->stream       = 0;
    h->pointer_mode = rocsparse_pointer_mode_host;

    rocsparse_status status = forced_kernels_read(h);
    if(status == rocsparse_status_success)
        status = backend_handle_init(h);
    if(status != rocsparse_status_success)
    {
        h->tag = tag_dead;
        free(h);
        return status;
    }
    log_open(h);
    if(log_tracing(h))
        log_trace_line(h, precision_s, "rocsparse_create_handle", "%p", (void*)h);
    *handle = h;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_destroy_handle(rocsparse_handle handle)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_destroy_handle", "%p", (void*)handle);
    rocsparse_status status = backend_handle_fini(handle);
    log_close(handle);
    handle->tag = tag_dead;
    free(handle);
    return status;
}

rocsparse_status rocsparse_set_stream(rocsparse_handle handle, hipStream_t stream)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_set_stream", "%p,%p", (void*)handle, (void*)stream);
    handle->stream = stream;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_get_stream(rocsparse_handle handle, hipStream_t* stream)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_get_stream", "%p,%p", (void*)handle, (void*)stream);
    if(stream == NULL)
        return rocsparse_status_invalid_pointer;
    *stream = handle->stream;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_set_pointer_mode(rocsparse_handle handle, rocsparse_pointer_mode pointer_mode)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_set_pointer_mode", "%p,%d", (void*)handle, (int)pointer_mode);
    if(pointer_mode != rocsparse_pointer_mode_host && pointer_mode != rocsparse_pointer_mode_device)
        return rocsparse_status_invalid_value;
    handle->pointer_mode = pointer_mode;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_get_pointer_mode(rocsparse_handle handle, rocsparse_pointer_mode* pointer_mode)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_get_pointer_mode", "%p,%p", (void*)handle, (void*)pointer_mode);
    if(pointer_mode == NULL)
        return rocsparse_status_invalid_pointer;
    *pointer_mode = handle->pointer_mode;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_get_version(rocsparse_handle handle, int* version)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_get_version", "%p,%p", (void*)handle, (void*)version);
    if(version == NULL)
        return rocsparse_status_invalid_pointer;
    *version = ROCSPARSE_VERSION_MAJOR * 100000 + ROCSPARSE_VERSION_MINOR * 100 + ROCSPARSE_VERSION_PATCH;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_get_git_rev(rocsparse_handle handle, char* rev)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_get_git_rev", "%p,%p", (void*)handle, (void*)rev);
    if(rev == NULL)
        return rocsparse_status_invalid_pointer;
    /* The header promises at most 64 bytes, the NUL included. */
    strncpy(rev, FSPARSE_GIT_REV, 63);
    rev[63] = '\0';
    return rocsparse_status_success;
}
