/* ellmv of the HIP backend (op = none only; the entry point rejects the
 * others): one thread per row. ELL is column-major, so at each step j the
 * threads of a block read consecutive entries (coalesced). Padding (column
 * -1) and any column outside [base, base + n) are skipped. */
#include "hip/hip_spmv.hpp"

template <typename T>
__global__ void __launch_bounds__(product_block)
ellmv_kernel(rocsparse_int        m,
             rocsparse_int        n,
             rocsparse_int        width,
             product_scalar<T>    alpha_,
             const rocsparse_int* __restrict__ ell_col_ind,
             const T* __restrict__ ell_val,
             const T* __restrict__ x,
             product_scalar<T>    beta_,
             T* __restrict__ y,
             rocsparse_int base)
{
    const int64_t row = (int64_t)blockIdx.x * product_block + threadIdx.x;
    if(row >= m)
        return;
    T sum = T(0);
    for(rocsparse_int j = 0; j < width; ++j)
    {
        const int64_t       e   = (int64_t)j * m + row;
        const rocsparse_int col = ell_col_ind[e] - base;
        if(col >= 0 && col < n)
            sum += ell_val[e] * x[col];
    }
    store_result(y + row, alpha_.get() * sum, beta_.get());
}

extern "C" rocsparse_status backend_ellmv(rocsparse_handle     handle,
                                          precision            prec,
                                          rocsparse_operation  trans,
                                          rocsparse_int        m,
                                          rocsparse_int        n,
                                          const void*          alpha,
                                          rocsparse_index_base base,
                                          const void*          ell_val,
                                          const rocsparse_int* ell_col_ind,
                                          rocsparse_int        ell_width,
                                          const void*          x,
                                          const void*          beta,
                                          void*                y)
{
    if(trans != rocsparse_operation_none)
        return rocsparse_status_not_implemented;
    return dispatch_precision(prec, [&](auto tag) -> rocsparse_status {
        using T = typename decltype(tag)::type;
        T* yv   = static_cast<T*>(y);
        if(m == 0)
            return rocsparse_status_success;
        if(n == 0 || ell_width == 0)
            return scale_rows<T>(handle, beta, m, 1, m, yv);
        ellmv_kernel<T><<<grid_for(m, product_block), product_block, 0, handle->stream>>>(
            m, n, ell_width, make_product_scalar<T>(handle, alpha), ell_col_ind, static_cast<const T*>(ell_val),
            static_cast<const T*>(x), make_product_scalar<T>(handle, beta), yv, (rocsparse_int)base);
        RETURN_IF_LAUNCH_FAILED();
        return rocsparse_status_success;
    });
}
