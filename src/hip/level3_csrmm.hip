/* csrmm of the HIP backend: C = alpha * op(A) * op(B) + beta * C, B and C
 * column-major. op(B)(i, j) = B[i * b_row + j * b_col]: (1, ldb) for
 * trans_B none, (ldb, 1) otherwise, conjugated for conjugate_transpose.
 * - op(A) = A: one group of WIDTH lanes per (row, block of COLS columns);
 *   each loaded entry of A serves COLS columns, so A is read n / COLS
 *   times, and consecutive blocks take the column blocks of one row group
 *   (those re-reads of A then hit the L2 cache).
 * - op(A) = A^T or A^H: C = beta * C, then atomic scatters per row of A. */
#include "hip/hip_spmv.hpp"

template <typename T, int WIDTH, int COLS>
__global__ void __launch_bounds__(product_block)
csrmm_rows_kernel(rocsparse_int        m,
                  rocsparse_int        n,
                  int64_t              col_blocks,
                  int64_t              units,
                  product_scalar<T>    alpha_,
                  const rocsparse_int* __restrict__ row_ptr,
                  const rocsparse_int* __restrict__ col_ind,
                  const T* __restrict__ val,
                  const T* __restrict__ B,
                  int64_t              b_row,
                  int64_t              b_col,
                  bool                 conj_b,
                  product_scalar<T>    beta_,
                  T* __restrict__ C,
                  int64_t       ldc,
                  rocsparse_int base)
{
    constexpr int rows_per_block = product_block / WIDTH;
    const int     lane           = threadIdx.x % WIDTH;
    /* Uniform over the block, so every lane reaches the shuffles. */
    for(int64_t unit = blockIdx.x; unit < units; unit += gridDim.x)
    {
        const int64_t row   = (unit / col_blocks) * rows_per_block + threadIdx.x / WIDTH;
        const int64_t col0  = (unit % col_blocks) * COLS;
        const int     ncols = n - col0 < COLS ? (int)(n - col0) : COLS;

        T acc[COLS];
#pragma unroll
        for(int c = 0; c < COLS; ++c)
            acc[c] = T(0);
        if(row < m)
        {
            const rocsparse_int end = row_ptr[row + 1] - base;
            for(rocsparse_int i = row_ptr[row] - base + lane; i < end; i += WIDTH)
            {
                const T  a = val[i];
                const T* b = B + (int64_t)(col_ind[i] - base) * b_row + col0 * b_col;
#pragma unroll
                for(int c = 0; c < COLS; ++c)
                    if(c < ncols)
                    {
                        const T bv = b[c * b_col];
                        acc[c] += a * (conj_b ? conjugate(bv) : bv);
                    }
            }
        }
#pragma unroll
        for(int c = 0; c < COLS; ++c)
            acc[c] = subwarp_sum<WIDTH>(acc[c]);
        if(row < m && lane == 0)
        {
            const T alpha = alpha_.get();
            const T beta  = beta_.get();
#pragma unroll
            for(int c = 0; c < COLS; ++c)
                if(c < ncols)
                    store_result(C + (col0 + c) * ldc + row, alpha * acc[c], beta);
        }
    }
}

struct csrmm_args
{
    rocsparse_int        m, n;
    const rocsparse_int* row_ptr;
    const rocsparse_int* col_ind;
    int64_t              b_row, b_col;
    bool                 conj_b;
    int64_t              ldc;
    rocsparse_int        base;
};

template <typename T, int WIDTH, int COLS>
static rocsparse_status launch_rows(rocsparse_handle         handle,
                                    const csrmm_args&        g,
                                    const product_scalar<T>& alpha,
                                    const T*                 val,
                                    const T*                 B,
                                    const product_scalar<T>& beta,
                                    T*                       C)
{
    const int64_t row_groups = ((int64_t)g.m - 1) / (product_block / WIDTH) + 1;
    const int64_t col_blocks = ((int64_t)g.n - 1) / COLS + 1;
    const int64_t units      = row_groups * col_blocks;
    const int64_t grid       = units < (1 << 30) ? units : (1 << 30);
    csrmm_rows_kernel<T, WIDTH, COLS><<<(unsigned)grid, product_block, 0, handle->stream>>>(
        g.m, g.n, col_blocks, units, alpha, g.row_ptr, g.col_ind, val, B, g.b_row, g.b_col, g.conj_b, beta, C,
        g.ldc, g.base);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

template <typename T, int COLS>
static rocsparse_status launch_rows_width(rocsparse_handle         handle,
                                          int                      width,
                                          const csrmm_args&        g,
                                          const product_scalar<T>& alpha,
                                          const T*                 val,
                                          const T*                 B,
                                          const product_scalar<T>& beta,
                                          T*                       C)
{
    switch(width)
    {
    case 1: return launch_rows<T, 1, COLS>(handle, g, alpha, val, B, beta, C);
    case 2: return launch_rows<T, 2, COLS>(handle, g, alpha, val, B, beta, C);
    case 4: return launch_rows<T, 4, COLS>(handle, g, alpha, val, B, beta, C);
    case 8: return launch_rows<T, 8, COLS>(handle, g, alpha, val, B, beta, C);
    case 16: return launch_rows<T, 16, COLS>(handle, g, alpha, val, B, beta, C);
    default: return launch_rows<T, 32, COLS>(handle, g, alpha, val, B, beta, C);
    }
}

extern "C" rocsparse_status backend_csrmm(rocsparse_handle     handle,
                                          precision            prec,
                                          rocsparse_operation  trans_A,
                                          rocsparse_operation  trans_B,
                                          rocsparse_int        m,
                                          rocsparse_int        n,
                                          rocsparse_int        k,
                                          rocsparse_int        nnz,
                                          const void*          alpha,
                                          rocsparse_index_base base,
                                          const void*          csr_val,
                                          const rocsparse_int* csr_row_ptr,
                                          const rocsparse_int* csr_col_ind,
                                          const void*          B,
                                          rocsparse_int        ldb,
                                          const void*          beta,
                                          void*                C,
                                          rocsparse_int        ldc)
{
    return dispatch_precision(prec, [&](auto tag) -> rocsparse_status {
        using T          = typename decltype(tag)::type;
        const T*   val   = static_cast<const T*>(csr_val);
        const T*   Bv    = static_cast<const T*>(B);
        T*         Cv    = static_cast<T*>(C);
        const bool b_row_major = trans_B != rocsparse_operation_none;
        csrmm_args g{m, n, csr_row_ptr, csr_col_ind, b_row_major ? (int64_t)ldb : 1,
                     b_row_major ? 1 : (int64_t)ldb, trans_B == rocsparse_operation_conjugate_transpose,
                     (int64_t)ldc, (rocsparse_int)base};

        if(trans_A != rocsparse_operation_none)
        {
            /* C is k x n; each row i of A scatters alpha * op(a) * op(B)(i, j). */
            RETURN_IF_ROCSPARSE_ERROR(scale_rows<T>(handle, beta, k, n, ldc, Cv));
            if(m == 0 || n == 0 || k == 0 || nnz == 0)
                return rocsparse_status_success;
            return launch_csr_scatter<T>(handle, m, nnz, n, trans_A == rocsparse_operation_conjugate_transpose,
                                         g.conj_b, alpha, csr_row_ptr, csr_col_ind, val, Bv, g.b_row, g.b_col, Cv,
                                         g.ldc, g.base);
        }
        if(m == 0 || n == 0)
            return rocsparse_status_success;
        if(k == 0 || nnz == 0)
            return scale_rows<T>(handle, beta, m, n, ldc, Cv);

        /* Sub-warps stay within 32 lanes: COLS sums each cost log2(WIDTH)
         * shuffles, and 32 fits both wavefront sizes. */
        const int               width = lanes_for_mean_row(nnz, m, 32);
        const product_scalar<T> a     = make_product_scalar<T>(handle, alpha);
        const product_scalar<T> b     = make_product_scalar<T>(handle, beta);
        if(n == 1)
            return launch_rows_width<T, 1>(handle, width, g, a, val, Bv, b, Cv);
        if(n <= 4)
            return launch_rows_width<T, 4>(handle, width, g, a, val, Bv, b, Cv);
        return launch_rows_width<T, 8>(handle, width, g, a, val, Bv, b, Cv);
    });
}
