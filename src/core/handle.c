/* The handle: device, stream, pointer mode, workspace, logging. */
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "config.h"
#include "core/entry.h"
#include "core/forced_kernel.h"
#include "core/log.h"
#include "core/registry.h"

/* FSPARSE_CHECK_INPUT set to a nonzero number asks for validation mode. */
static int check_input_requested(void)
{
    const char* value = getenv("FSPARSE_CHECK_INPUT");
    return value != NULL && strtol(value, NULL, 0) != 0;
}

rocsparse_status rocsparse_create_handle(rocsparse_handle* handle)
{
    /* rocSPARSE calls a null place for the handle an invalid handle. */
    if(handle == NULL)
        return rocsparse_status_invalid_handle;
    *handle = NULL;

    rocsparse_handle h = (rocsparse_handle)object_calloc(sizeof(*h));
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
    h->check_input = check_input_requested();
    status         = registry_add(h, tag_handle);
    if(status != rocsparse_status_success)
    {
        log_close(h);
        (void)backend_handle_fini(h);
        h->tag = tag_dead;
        free(h);
        return status;
    }
    /* Object pointers are looked up in the registry from now on, for
     * every handle (core/registry.h says why). */
    if(h->check_input)
        registry_checks_enable();
    *handle                = h;
    const entry_arg args[] = {ARG_HANDLE(h), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, "rocsparse_create_handle", args, rocsparse_status_success);
    return rocsparse_status_success;
}

rocsparse_status rocsparse_destroy_handle(rocsparse_handle handle)
{
    const entry_arg args[] = {ARG_HANDLE(handle), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, "rocsparse_destroy_handle", args, rocsparse_status_success);
    rocsparse_status status = backend_handle_fini(handle);
    log_close(handle);
    registry_remove(handle);
    handle->tag = tag_dead;
    free(handle);
    return status;
}

rocsparse_status rocsparse_set_stream(rocsparse_handle handle, hipStream_t stream)
{
    const entry_arg args[] = {ARG_HANDLE(handle), ARG_PTR(stream), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, "rocsparse_set_stream", args, rocsparse_status_success);
    handle->stream = stream;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_get_stream(rocsparse_handle handle, hipStream_t* stream)
{
    const entry_arg args[] = {ARG_HANDLE(handle), ARG_RESULT(stream), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, "rocsparse_get_stream", args, rocsparse_status_success);
    *stream = handle->stream;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_set_pointer_mode(rocsparse_handle handle, rocsparse_pointer_mode pointer_mode)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_INT(pointer_mode, NULL),
        ARG_VALUE_RULE(pointer_mode == rocsparse_pointer_mode_host || pointer_mode == rocsparse_pointer_mode_device),
        ARG_NO_BENCH,
    };
    ENTRY_CHECK(precision_s, "rocsparse_set_pointer_mode", args, rocsparse_status_success);
    handle->pointer_mode = pointer_mode;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_get_pointer_mode(rocsparse_handle handle, rocsparse_pointer_mode* pointer_mode)
{
    const entry_arg args[] = {ARG_HANDLE(handle), ARG_RESULT(pointer_mode), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, "rocsparse_get_pointer_mode", args, rocsparse_status_success);
    *pointer_mode = handle->pointer_mode;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_get_version(rocsparse_handle handle, int* version)
{
    const entry_arg args[] = {ARG_HANDLE(handle), ARG_RESULT(version), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, "rocsparse_get_version", args, rocsparse_status_success);
    *version = ROCSPARSE_VERSION_MAJOR * 100000 + ROCSPARSE_VERSION_MINOR * 100 + ROCSPARSE_VERSION_PATCH;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_get_git_rev(rocsparse_handle handle, char* rev)
{
    const entry_arg args[] = {ARG_HANDLE(handle), ARG_RESULT_FIRST(rev), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, "rocsparse_get_git_rev", args, rocsparse_status_success);
    /* The header promises at most 64 bytes, the NUL included. */
    strncpy(rev, FSPARSE_GIT_REV, 63);
    rev[63] = '\0';
    return rocsparse_status_success;
}
