/* Host helpers of the HIP conversions (conversion_common.hpp). */
#include "hip/conversion_common.hpp"

rocsparse_status conversion_scan_bytes(rocsparse_handle handle, rocsparse_int n, size_t* bytes)
{
    *bytes = 0;
    RETURN_IF_HIP_ERROR(primitive_exclusive_scan_sum<rocsparse_int>(NULL, bytes, (const rocsparse_int*)NULL,
                                                                    (rocsparse_int*)NULL, 0, n, handle->stream));
    return rocsparse_status_success;
}

rocsparse_status conversion_exclusive_scan(rocsparse_handle     handle,
                                           void*                temp,
                                           size_t               temp_bytes,
                                           const rocsparse_int* in,
                                           rocsparse_int*       out,
                                           rocsparse_int        init,
                                           rocsparse_int        n)
{
    RETURN_IF_HIP_ERROR(
        primitive_exclusive_scan_sum<rocsparse_int>(temp, &temp_bytes, in, out, init, n, handle->stream));
    /* The primitives launch kernels of their own: catch a failed one here. */
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

static __global__ void subtract_index_kernel(const rocsparse_int* value, rocsparse_int offset, rocsparse_int* result)
{
    *result = *value - offset;
}

rocsparse_status conversion_return_size(rocsparse_handle       handle,
                                        rocsparse_pointer_mode result_mode,
                                        const rocsparse_int*   device_value,
                                        rocsparse_int          offset,
                                        rocsparse_int*         result)
{
    if(result == NULL)
        return rocsparse_status_success;
    if(result_mode == rocsparse_pointer_mode_device)
    {
        subtract_index_kernel<<<1, 1, 0, handle->stream>>>(device_value, offset, result);
        RETURN_IF_LAUNCH_FAILED();
        return rocsparse_status_success;
    }
    rocsparse_int          value  = 0;
    const rocsparse_status status = backend_read_to_host(handle, &value, device_value, sizeof(value));
    if(status == rocsparse_status_success)
        *result = value - offset;
    return status;
}
