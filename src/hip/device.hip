/* The HIP backend's device side of a handle, the memory helpers of
 * fsparse-device.h, and the transfers routines make on the handle's
 * stream. Only here does the backend wait for the whole device: in the
 * explicit helpers. */
#include "hip/hip_check.hpp"
#include "hip/hip_workspace.hpp"

#include "backend.h"
#include "core/objects.h"

extern "C" rocsparse_status backend_handle_init(rocsparse_handle handle)
{
    handle->workspace      = NULL;
    handle->workspace_size = 0;

    /* No usable device: the handle is not created (no GPU, no driver). */
    int device = 0;
    if(hipGetDevice(&device) != hipSuccess)
    {
        (void)hipGetLastError();
        return rocsparse_status_internal_error;
    }
    int warp_size = 0;
    if(hipDeviceGetAttribute(&warp_size, hipDeviceAttributeWarpSize, device) != hipSuccess || warp_size <= 0)
    {
        (void)hipGetLastError();
        return rocsparse_status_internal_error;
    }
    int l2_bytes = 0;
    if(hipDeviceGetAttribute(&l2_bytes, hipDeviceAttributeL2CacheSize, device) != hipSuccess || l2_bytes < 0)
    {
        (void)hipGetLastError();
        l2_bytes = 0;
    }
    RETURN_IF_HIP_ERROR(hipMalloc(&handle->workspace, hip_workspace_size));
    handle->device         = device;
    handle->warp_size      = warp_size;
    handle->l2_bytes       = (size_t)l2_bytes;
    handle->workspace_size = hip_workspace_size;
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_handle_fini(rocsparse_handle handle)
{
    void* workspace        = handle->workspace;
    handle->workspace      = NULL;
    handle->workspace_size = 0;
    /* hipFree waits for work still using the workspace on any stream. */
    RETURN_IF_HIP_ERROR(hipFree(workspace));
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_malloc(void** ptr, size_t size)
{
    *ptr = NULL;
    RETURN_IF_HIP_ERROR(hipMalloc(ptr, size));
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_free(void* ptr)
{
    RETURN_IF_HIP_ERROR(hipFree(ptr));
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_copy_to_device(void* dst, const void* src, size_t size)
{
    RETURN_IF_HIP_ERROR(hipMemcpy(dst, src, size, hipMemcpyHostToDevice));
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_copy_to_host(void* dst, const void* src, size_t size)
{
    RETURN_IF_HIP_ERROR(hipMemcpy(dst, src, size, hipMemcpyDeviceToHost));
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_device_synchronize(void)
{
    RETURN_IF_HIP_ERROR(hipDeviceSynchronize());
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_get_device_count(int* count)
{
    *count                 = 0;
    const hipError_t error = hipGetDeviceCount(count);
    /* No device or no driver is an answer here, not a failure. */
    if(error == hipErrorNoDevice || error == hipErrorInsufficientDriver)
    {
        (void)hipGetLastError();
        *count = 0;
        return rocsparse_status_success;
    }
    RETURN_IF_HIP_ERROR(error);
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_set_device(int device)
{
    RETURN_IF_HIP_ERROR(hipSetDevice(device));
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_get_device(int* device)
{
    RETURN_IF_HIP_ERROR(hipGetDevice(device));
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_get_memory_info(size_t* free_bytes, size_t* total_bytes)
{
    RETURN_IF_HIP_ERROR(hipMemGetInfo(free_bytes, total_bytes));
    return rocsparse_status_success;
}

extern "C" rocsparse_status
backend_read_to_host(rocsparse_handle handle, void* dst, const void* device_src, size_t size)
{
    /* A copy queued on a stream starts after the work before it there; the
     * wait is for that stream only, not for the whole device. */
    RETURN_IF_HIP_ERROR(hipMemcpyAsync(dst, device_src, size, hipMemcpyDeviceToHost, handle->stream));
    RETURN_IF_HIP_ERROR(hipStreamSynchronize(handle->stream));
    return rocsparse_status_success;
}

static __global__ void store_int_kernel(rocsparse_int* dst, rocsparse_int value)
{
    *dst = value;
}

extern "C" rocsparse_status backend_store_int(rocsparse_handle handle, rocsparse_int* device_dst, rocsparse_int value)
{
    /* The value travels with the kernel's arguments: no host variable has
     * to outlive the call, so nothing waits. */
    store_int_kernel<<<1, 1, 0, handle->stream>>>(device_dst, value);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}
