/* coomv of the HIP backend. y = beta * y first; then
 * - op = none: a segmented reduction. Each block takes coomv_tile
 *   consecutive nonzeros (rows sorted), scans the products by row in shared
 *   memory and adds each row's sum to y: rows inside the tile belong to it
 *   alone (plain add), its first and last row may be shared with the
 *   neighbouring tiles (atomic add). Any row may span any number of tiles.
 * - transposed: one thread per nonzero, atomic adds into y. */
#include "hip/hip_spmv.hpp"

constexpr int coomv_tile = product_block; /* one nonzero per thread */

template <typename T>
__global__ void __launch_bounds__(product_block)
coomv_segmented_kernel(rocsparse_int        nnz,
                       product_scalar<T>    alpha_,
                       const rocsparse_int* __restrict__ row_ind,
                       const rocsparse_int* __restrict__ col_ind,
                       const T* __restrict__ val,
                       const T* __restrict__ x,
                       T* __restrict__ y,
                       rocsparse_int base)
{
    __shared__ rocsparse_int rows[coomv_tile];
    __shared__ T             sums[coomv_tile];

    const int64_t first = (int64_t)blockIdx.x * coomv_tile;
    const int     count = nnz - first < coomv_tile ? (int)(nnz - first) : coomv_tile;
    const int     t     = threadIdx.x;
    const bool    valid = t < count;
    /* Past the end: row -1, which matches no real row (indices >= 0). */
    const rocsparse_int row = valid ? row_ind[first + t] - base : -1;
    rows[t]                 = row;
    sums[t]                 = valid ? val[first + t] * x[col_ind[first + t] - base] : T(0);
    __syncthreads();

    /* Inclusive scan restricted to runs of equal row (Hillis-Steele): the
     * entries before t in the same row are exactly those with its row,
     * since the rows are sorted. */
    for(int offset = 1; offset < coomv_tile; offset *= 2)
    {
        const bool same  = t >= offset && rows[t - offset] == row;
        const T    own   = sums[t];
        const T    other = same ? sums[t - offset] : T(0);
        __syncthreads();
        if(same)
            sums[t] = own + other;
        __syncthreads();
    }

    /* The last entry of each run holds the run's sum. */
    if(valid && (t == count - 1 || rows[t + 1] != row))
    {
        const T contribution = alpha_.get() * sums[t];
        if(row == rows[0] || row == rows[count - 1])
            atomic_add(y + row, contribution);
        else
            y[row] += contribution;
    }
}

template <typename T>
__global__ void __launch_bounds__(product_block)
coomv_scatter_kernel(rocsparse_int        nnz,
                     bool                 conj_a,
                     product_scalar<T>    alpha_,
                     const rocsparse_int* __restrict__ row_ind,
                     const rocsparse_int* __restrict__ col_ind,
                     const T* __restrict__ val,
                     const T* __restrict__ x,
                     T*            y,
                     rocsparse_int base)
{
    const int64_t i = (int64_t)blockIdx.x * product_block + threadIdx.x;
    if(i >= nnz)
        return;
    const T a = conj_a ? conjugate(val[i]) : val[i];
    atomic_add(y + (col_ind[i] - base), alpha_.get() * a * x[row_ind[i] - base]);
}

extern "C" rocsparse_status backend_coomv(rocsparse_handle     handle,
                                          precision            prec,
                                          rocsparse_operation  trans,
                                          rocsparse_int        m,
                                          rocsparse_int        n,
                                          rocsparse_int        nnz,
                                          const void*          alpha,
                                          rocsparse_index_base base,
                                          const void*          coo_val,
                                          const rocsparse_int* coo_row_ind,
                                          const rocsparse_int* coo_col_ind,
                                          const void*          x,
                                          const void*          beta,
                                          void*                y)
{
    return dispatch_precision(prec, [&](auto tag) -> rocsparse_status {
        using T                 = typename decltype(tag)::type;
        const bool    transpose = trans != rocsparse_operation_none;
        rocsparse_int y_size    = transpose ? n : m;
        T*            yv        = static_cast<T*>(y);
        RETURN_IF_ROCSPARSE_ERROR(scale_rows<T>(handle, beta, y_size, 1, y_size, yv));
        if(m == 0 || n == 0 || nnz == 0)
            return rocsparse_status_success;

        const product_scalar<T> a    = make_product_scalar<T>(handle, alpha);
        const dim3              grid = grid_for(nnz, product_block);
        if(transpose)
            coomv_scatter_kernel<T><<<grid, product_block, 0, handle->stream>>>(
                nnz, trans == rocsparse_operation_conjugate_transpose, a, coo_row_ind, coo_col_ind,
                static_cast<const T*>(coo_val), static_cast<const T*>(x), yv, (rocsparse_int)base);
        else
            coomv_segmented_kernel<T><<<grid, product_block, 0, handle->stream>>>(
                nnz, a, coo_row_ind, coo_col_ind, static_cast<const T*>(coo_val), static_cast<const T*>(x), yv,
                (rocsparse_int)base);
        RETURN_IF_LAUNCH_FAILED();
        return rocsparse_status_success;
    });
}
