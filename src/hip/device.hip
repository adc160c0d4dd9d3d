/* The HIP backend's device side of a handle, and the memory helpers of
 * fsparse-device.h. Only here does the backend allocate or wait for the
 * whole device: at handle creation and in the explicit helpers. */
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
