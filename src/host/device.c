/* The host backend's "device": host memory, and the calling thread. Work
 * is done when a routine returns, so there is nothing to wait for. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "backend.h"
#include "core/objects.h"

rocsparse_status backend_handle_init(rocsparse_handle handle)
{
    handle->device         = 0;
    handle->warp_size      = 1;
    handle->l2_bytes       = 0;
    handle->workspace      = NULL;
    handle->workspace_size = 0;
    return rocsparse_status_success;
}

rocsparse_status backend_handle_fini(rocsparse_handle handle)
{
    (void)handle;
    return rocsparse_status_success;
}

rocsparse_status backend_malloc(void** ptr, size_t size)
{
    *ptr = malloc(size);
    return *ptr != NULL ? rocsparse_status_success : rocsparse_status_memory_error;
}

rocsparse_status backend_free(void* ptr)
{
    free(ptr);
    return rocsparse_status_success;
}

rocsparse_status backend_copy_to_device(void* dst, const void* src, size_t size)
{
    memmove(dst, src, size);
    return rocsparse_status_success;
}

rocsparse_status backend_copy_to_host(void* dst, const void* src, size_t size)
{
    memmove(dst, src, size);
    return rocsparse_status_success;
}

rocsparse_status backend_device_synchronize(void)
{
    return rocsparse_status_success;
}

rocsparse_status backend_get_device_count(int* count)
{
    *count = 1;
    return rocsparse_status_success;
}

rocsparse_status backend_set_device(int device)
{
    (void)device;
    return rocsparse_status_success;
}

rocsparse_status backend_get_device(int* device)
{
    *device = 0;
    return rocsparse_status_success;
}

rocsparse_status backend_get_memory_info(size_t* free_bytes, size_t* total_bytes)
{
    /* Physical pages, as sysconf counts them: the host backend's "device"
     * memory is the machine's memory. */
    const long page  = sysconf(_SC_PAGESIZE);
    const long avail = sysconf(_SC_AVPHYS_PAGES);
    const long total = sysconf(_SC_PHYS_PAGES);
    if(page <= 0 || avail < 0 || total <= 0)
        return rocsparse_status_internal_error;
    *free_bytes  = (size_t)avail * (size_t)page;
    *total_bytes = (size_t)total * (size_t)page;
    return rocsparse_status_success;
}

rocsparse_status backend_read_to_host(rocsparse_handle handle, void* dst, const void* device_src, size_t size)
{
    (void)handle;
    memmove(dst, device_src, size);
    return rocsparse_status_success;
}

rocsparse_status backend_store_int(rocsparse_handle handle, rocsparse_int* device_dst, rocsparse_int value)
{
    (void)handle;
    *device_dst = value;
    return rocsparse_status_success;
}
