/* csrmv of the HIP backend. Without analysis: vector CSR (seed 003), one
 * sub-warp per row whose width follows the mean row length. With analysis:
 * the load-balanced kernel of level2_csrmv_adaptive.hip. Transposed
 * products: y = beta * y, then a scatter with atomic adds. */
#include "hip/hip_csrmv_adaptive.hpp"
#include "hip/hip_spmv.hpp"

/* One group of WIDTH lanes per row; lanes stride over the row, so the loads
 * of col_ind and val are coalesced across the group. Every lane reaches the
 * shuffles (rows past m just add zeros), as __shfl_down_sync requires. */
template <typename T, int WIDTH>
__global__ void __launch_bounds__(product_block)
csrmv_vector_kernel(rocsparse_int        m,
                    product_scalar<T>    alpha_,
                    const rocsparse_int* __restrict__ row_ptr,
                    const rocsparse_int* __restrict__ col_ind,
                    const T* __restrict__ val,
                    const T* __restrict__ x,
                    product_scalar<T>    beta_,
                    T* __restrict__ y,
                    rocsparse_int base)
{
    const int64_t row  = ((int64_t)blockIdx.x * product_block + threadIdx.x) / WIDTH;
    const int     lane = threadIdx.x % WIDTH;

    T sum = T(0);
    if(row < m)
    {
        const rocsparse_int end = row_ptr[row + 1] - base;
#pragma unroll 4
        for(rocsparse_int i = row_ptr[row] - base + lane; i < end; i += WIDTH)
            sum += val[i] * x[col_ind[i] - base];
    }
    sum = subwarp_sum<WIDTH>(sum);
    if(row < m && lane == 0)
        store_result(y + row, alpha_.get() * sum, beta_.get());
}

template <typename T, int WIDTH>
static rocsparse_status launch_vector(rocsparse_handle     handle,
                                      rocsparse_int        m,
                                      product_scalar<T>    alpha,
                                      const rocsparse_int* row_ptr,
                                      const rocsparse_int* col_ind,
                                      const T*             val,
                                      const T*             x,
                                      product_scalar<T>    beta,
                                      T*                   y,
                                      rocsparse_int        base)
{
    constexpr int rows_per_block = product_block / WIDTH;
    const dim3    grid((unsigned)((m - 1) / rows_per_block + 1));
    csrmv_vector_kernel<T, WIDTH>
        <<<grid, product_block, 0, handle->stream>>>(m, alpha, row_ptr, col_ind, val, x, beta, y, base);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

template <typename T>
static rocsparse_status csrmv_vector(rocsparse_handle     handle,
                                     rocsparse_int        m,
                                     rocsparse_int        nnz,
                                     const void*          alpha,
                                     const rocsparse_int* row_ptr,
                                     const rocsparse_int* col_ind,
                                     const T*             val,
                                     const T*             x,
                                     const void*          beta,
                                     T*                   y,
                                     rocsparse_int        base)
{
    /* Sub-warps never exceed the device's wavefront (32 on NVIDIA). */
    const int               width = lanes_for_mean_row(nnz, m, handle->warp_size < 64 ? 32 : 64);
    const product_scalar<T> a     = make_product_scalar<T>(handle, alpha);
    const product_scalar<T> b     = make_product_scalar<T>(handle, beta);
    switch(width)
    {
    case 1: return launch_vector<T, 1>(handle, m, a, row_ptr, col_ind, val, x, b, y, base);
    case 2: return launch_vector<T, 2>(handle, m, a, row_ptr, col_ind, val, x, b, y, base);
    case 4: return launch_vector<T, 4>(handle, m, a, row_ptr, col_ind, val, x, b, y, base);
    case 8: return launch_vector<T, 8>(handle, m, a, row_ptr, col_ind, val, x, b, y, base);
    case 16: return launch_vector<T, 16>(handle, m, a, row_ptr, col_ind, val, x, b, y, base);
    case 32: return launch_vector<T, 32>(handle, m, a, row_ptr, col_ind, val, x, b, y, base);
    default: return launch_vector<T, 64>(handle, m, a, row_ptr, col_ind, val, x, b, y, base);
    }
}

extern "C" rocsparse_status backend_csrmv(rocsparse_handle     handle,
                                          precision            prec,
                                          rocsparse_operation  trans,
                                          rocsparse_int        m,
                                          rocsparse_int        n,
                                          rocsparse_int        nnz,
                                          const void*          alpha,
                                          rocsparse_index_base base,
                                          const void*          csr_val,
                                          const rocsparse_int* csr_row_ptr,
                                          const rocsparse_int* csr_col_ind,
                                          const void*          analysis,
                                          const void*          x,
                                          const void*          beta,
                                          void*                y)
{
    return dispatch_precision(prec, [&](auto tag) -> rocsparse_status {
        using T        = typename decltype(tag)::type;
        const T* val   = static_cast<const T*>(csr_val);
        const T* xv    = static_cast<const T*>(x);
        T*       yv    = static_cast<T*>(y);
        const auto ib  = (rocsparse_int)base;

        if(trans != rocsparse_operation_none)
        {
            /* y = beta * y (n entries), then y += alpha * op(A)^T * x. */
            RETURN_IF_ROCSPARSE_ERROR(scale_rows<T>(handle, beta, n, 1, n, yv));
            if(m == 0 || nnz == 0 || n == 0)
                return rocsparse_status_success;
            return launch_csr_scatter<T>(handle, m, nnz, 1, trans == rocsparse_operation_conjugate_transpose,
                                         false, alpha, csr_row_ptr, csr_col_ind, val, xv, 1, 0, yv, n, ib);
        }
        if(m == 0)
            return rocsparse_status_success;
        if(nnz == 0 || n == 0)
            return scale_rows<T>(handle, beta, m, 1, m, yv);

        const csrmv_adaptive_plan* plan = static_cast<const csrmv_adaptive_plan*>(analysis);
        if(plan != nullptr && plan->units > 0)
            return csrmv_adaptive<T>(handle, plan, make_product_scalar<T>(handle, alpha), csr_row_ptr, csr_col_ind,
                                     val, xv, make_product_scalar<T>(handle, beta), yv, ib);
        return csrmv_vector<T>(handle, m, nnz, alpha, csr_row_ptr, csr_col_ind, val, xv, beta, yv, ib);
    });
}
