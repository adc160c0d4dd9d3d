/* The device-memory and device-choice helpers of fsparse-device.h, for
 * Fortran programs. */
#include "backend.h"
#include "rocsparse/fsparse-device.h"

rocsparse_status fsparse_malloc(void** ptr, size_t size)
{
    if(ptr == NULL)
        return rocsparse_status_invalid_pointer;
    *ptr = NULL;
    return size == 0 ? rocsparse_status_success : backend_malloc(ptr, size);
}

rocsparse_status fsparse_free(void* ptr)
{
    return backend_free(ptr);
}

rocsparse_status fsparse_copy_to_device(void* dst, const void* src, size_t size)
{
    if(size == 0)
        return rocsparse_status_success;
    if(dst == NULL || src == NULL)
        return rocsparse_status_invalid_pointer;
    return backend_copy_to_device(dst, src, size);
}

rocsparse_status fsparse_copy_to_host(void* dst, const void* src, size_t size)
{
    if(size == 0)
        return rocsparse_status_success;
    if(dst == NULL || src == NULL)
        return rocsparse_status_invalid_pointer;
    return backend_copy_to_host(dst, src, size);
}

rocsparse_status fsparse_device_synchronize(void)
{
    return backend_device_synchronize();
}

rocsparse_status fsparse_get_device_count(int* count)
{
    if(count == NULL)
        return rocsparse_status_invalid_pointer;
    return backend_get_device_count(count);
}

rocsparse_status fsparse_set_device(int device)
{
    int count = 0;
    rocsparse_status status = backend_get_device_count(&count);
    if(status != rocsparse_status_success)
        return status;
    if(device < 0 || device >= count)
        return rocsparse_status_invalid_value;
    return backend_set_device(device);
}

rocsparse_status fsparse_get_device(int* device)
{
    if(device == NULL)
        return rocsparse_status_invalid_pointer;
    return backend_get_device(device);
}

rocsparse_status fsparse_get_memory_info(size_t* free_bytes, size_t* total_bytes)
{
    if(free_bytes == NULL || total_bytes == NULL)
        return rocsparse_status_invalid_pointer;
    return backend_get_memory_info(free_bytes, total_bytes);
}
