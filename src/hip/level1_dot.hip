/* doti / dotci: a deterministic two-pass reduction. Pass one: a fixed grid
 * (at most dot_max_blocks) writes one partial sum per block into the
 * handle's workspace; pass two: one block sums them in a fixed order into
 * the result. The same inputs give the same bits on every run. */
#include <string.h>

#include "hip/hip_check.hpp"
#include "hip/hip_dispatch.hpp"
#include "hip/hip_reduce.hpp"
#include "hip/hip_workspace.hpp"

constexpr int dot_block = 256;

template <typename T, bool CONJ>
__global__ void __launch_bounds__(dot_block)
doti_partial_kernel(rocsparse_int nnz, const T* x_val, const rocsparse_int* x_ind, const T* y, rocsparse_int base,
                    T* partial)
{
    /* Each thread sums its terms in the order of rocSPARSE's reference:
     * y * x + sum, or conj(x) * y + sum for dotci. */
    T sum = T(0);
    for(int64_t i = (int64_t)blockIdx.x * dot_block + threadIdx.x; i < nnz; i += (int64_t)gridDim.x * dot_block)
        sum = CONJ ? mul_add(conjugate(x_val[i]), y[x_ind[i] - base], sum)
                   : mul_add(y[x_ind[i] - base], x_val[i], sum);
    sum = block_reduce_sum<dot_block>(sum);
    if(threadIdx.x == 0)
        partial[blockIdx.x] = sum;
}

template <typename T>
__global__ void __launch_bounds__(dot_block) doti_final_kernel(int blocks, const T* partial, T* result)
{
    T sum = T(0);
    for(int i = threadIdx.x; i < blocks; i += dot_block)
        sum += partial[i];
    sum = block_reduce_sum<dot_block>(sum);
    if(threadIdx.x == 0)
        *result = sum;
}

template <typename T>
static rocsparse_status doti_typed(rocsparse_handle     handle,
                                   int                  conjugate_x,
                                   rocsparse_int        nnz,
                                   const T*             x_val,
                                   const rocsparse_int* x_ind,
                                   const T*             y,
                                   T*                   result,
                                   rocsparse_int        base)
{
    const bool host_result = handle->pointer_mode == rocsparse_pointer_mode_host;
    if(nnz == 0)
    {
        if(host_result)
            memset((void*)result, 0, sizeof(T));
        else
            RETURN_IF_HIP_ERROR(hipMemsetAsync(result, 0, sizeof(T), handle->stream));
        return rocsparse_status_success;
    }

    /* Partial sums first, then one slot for a result on its way to the host. */
    T* partial       = static_cast<T*>(handle->workspace);
    T* device_result = host_result ? partial + dot_max_blocks : result;
    if(handle->workspace_size < (dot_max_blocks + 1) * sizeof(T))
        return rocsparse_status_internal_error;

    const rocsparse_int needed = (nnz - 1) / dot_block + 1;
    const int           blocks = needed < dot_max_blocks ? (int)needed : dot_max_blocks;
    if(conjugate_x)
        doti_partial_kernel<T, true><<<blocks, dot_block, 0, handle->stream>>>(nnz, x_val, x_ind, y, base, partial);
    else
        doti_partial_kernel<T, false><<<blocks, dot_block, 0, handle->stream>>>(nnz, x_val, x_ind, y, base, partial);
    RETURN_IF_LAUNCH_FAILED();
    doti_final_kernel<T><<<1, dot_block, 0, handle->stream>>>(blocks, partial, device_result);
    RETURN_IF_LAUNCH_FAILED();

    if(host_result)
        return backend_read_to_host(handle, result, device_result, sizeof(T));
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_doti(rocsparse_handle     handle,
                                         precision            prec,
                                         int                  conjugate_x,
                                         rocsparse_int        nnz,
                                         const void*          x_val,
                                         const rocsparse_int* x_ind,
                                         const void*          y,
                                         void*                result,
                                         rocsparse_index_base base)
{
    return dispatch_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        return doti_typed<T>(handle, conjugate_x, nnz, static_cast<const T*>(x_val), x_ind,
                             static_cast<const T*>(y), static_cast<T*>(result), (rocsparse_int)base);
    });
}
