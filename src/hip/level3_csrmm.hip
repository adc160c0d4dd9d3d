/* csrmm of the HIP backend: C = alpha * op(A) * op(B) + beta * C, B and C
 * column-major. op(B)(i, j) = B[i * b_row + j * b_col]: (1, ldb) for
 * trans_B none, (ldb, 1) otherwise, conjugated for conjugate_transpose.
 * op(A) = A has two kernels; csrmm_choose (kernel_choice.hip) picks one:
 * - row_thread, for short rows: one thread per row, row_thread_cols
 *   columns at a time. Neighbouring threads take neighbouring rows, so
 *   where the rows' columns are alike (stencils, banded matrices) a warp's
 *   gathers from a column of B fall on few sectors, and its stores to C
 *   are coalesced. Rows longer than row_thread_max_row go to one warp
 *   each, after the block's short rows.
 * - rows, for long rows: one group of WIDTH lanes per (row, block of COLS
 *   columns); each loaded entry of A serves COLS columns, so A is read
 *   n / COLS times, and consecutive blocks take the column blocks of one
 *   row group (those re-reads of A then hit the L2 cache).
 * - op(A) = A^T or A^H: C = beta * C, then atomic scatters per row of A. */
#include "hip/hip_kernel_choice.hpp"
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

/* Row-per-thread csrmm: block b takes rows [b B, b B + B), B = product_block. */
constexpr int row_thread_cols     = 8;
constexpr int row_thread_max_row  = 64;
constexpr int row_thread_warp     = 32; /* lanes per long row: whole warps on NVIDIA, half wavefronts on AMD */

/* C(row, c0 + j) for j < row_thread_cols and c0 + j < n: sums over the
 * row's entries [begin, end), `stride` apart starting at `first`. Returns
 * the partial sums in acc. */
template <typename T>
__device__ inline void row_thread_partial(T (&acc)[row_thread_cols],
                                          rocsparse_int        first,
                                          rocsparse_int        end,
                                          int                  stride,
                                          int                  c0,
                                          int                  n,
                                          const rocsparse_int* col_ind,
                                          const T*             val,
                                          const T*             B,
                                          int64_t              b_row,
                                          int64_t              b_col,
                                          bool                 conj_b,
                                          rocsparse_int        base)
{
#pragma unroll
    for(int j = 0; j < row_thread_cols; ++j)
        acc[j] = T(0);
    const T* Bc = B + c0 * b_col;
#pragma unroll 2
    for(rocsparse_int i = first; i < end; i += stride)
    {
        const T  a = val[i];
        const T* b = Bc + (int64_t)(col_ind[i] - base) * b_row;
#pragma unroll
        for(int j = 0; j < row_thread_cols; ++j)
            if(c0 + j < n)
            {
                const T bv = b[j * b_col];
                acc[j] += a * (conj_b ? conjugate(bv) : bv);
            }
    }
}

template <typename T>
__device__ inline void row_thread_store(const T (&acc)[row_thread_cols], int c0, int n, int64_t row, const T& alpha,
                                        const T& beta, T* C, int64_t ldc)
{
#pragma unroll
    for(int j = 0; j < row_thread_cols; ++j)
        if(c0 + j < n)
            store_result(C + (c0 + j) * ldc + row, alpha * acc[j], beta);
}

template <typename T>
__global__ void __launch_bounds__(product_block, 3)
csrmm_row_thread_kernel(rocsparse_int        m,
                        rocsparse_int        n,
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
    __shared__ int long_rows[product_block];
    __shared__ int long_count;
    if(threadIdx.x == 0)
        long_count = 0;
    __syncthreads();

    const int64_t row   = (int64_t)blockIdx.x * product_block + threadIdx.x;
    const T       alpha = alpha_.get();
    const T       beta  = beta_.get();
    if(row < m)
    {
        const rocsparse_int begin = row_ptr[row] - base;
        const rocsparse_int end   = row_ptr[row + 1] - base;
        if(end - begin > row_thread_max_row)
            long_rows[atomicAdd(&long_count, 1)] = (int)threadIdx.x;
        else
            for(int c0 = 0; c0 < n; c0 += row_thread_cols)
            {
                T acc[row_thread_cols];
                row_thread_partial(acc, begin, end, 1, c0, n, col_ind, val, B, b_row, b_col, conj_b, base);
                row_thread_store(acc, c0, n, row, alpha, beta, C, ldc);
            }
    }
    __syncthreads();

    /* The long rows: a group of row_thread_warp lanes each; the group's
     * loop bounds are uniform over it, so all its lanes reach the sums. */
    constexpr int groups = product_block / row_thread_warp;
    const int     lane   = threadIdx.x % row_thread_warp;
    for(int q = threadIdx.x / row_thread_warp; q < long_count; q += groups)
    {
        const int64_t       r     = (int64_t)blockIdx.x * product_block + long_rows[q];
        const rocsparse_int begin = row_ptr[r] - base;
        const rocsparse_int end   = row_ptr[r + 1] - base;
        for(int c0 = 0; c0 < n; c0 += row_thread_cols)
        {
            T acc[row_thread_cols];
            row_thread_partial(acc, begin + lane, end, row_thread_warp, c0, n, col_ind, val, B, b_row, b_col, conj_b,
                               base);
#pragma unroll
            for(int j = 0; j < row_thread_cols; ++j)
                acc[j] = subwarp_sum<row_thread_warp>(acc[j]);
            if(lane == 0)
                row_thread_store(acc, c0, n, r, alpha, beta, C, ldc);
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

        const product_scalar<T> a = make_product_scalar<T>(handle, alpha);
        const product_scalar<T> b = make_product_scalar<T>(handle, beta);
        if(csrmm_choose(handle, m, nnz) == csrmm_kernel_row_thread)
        {
            csrmm_row_thread_kernel<T><<<grid_for(m, product_block), product_block, 0, handle->stream>>>(
                m, n, a, csr_row_ptr, csr_col_ind, val, Bv, g.b_row, g.b_col, g.conj_b, b, Cv, g.ldc, g.base);
            RETURN_IF_LAUNCH_FAILED();
            return rocsparse_status_success;
        }
        /* Sub-warps stay within 32 lanes: COLS sums each cost log2(WIDTH)
         * shuffles, and 32 fits both wavefront sizes. */
        const int width = lanes_for_mean_row(nnz, m, 32);
        if(n == 1)
            return launch_rows_width<T, 1>(handle, width, g, a, val, Bv, b, Cv);
        if(n <= 4)
            return launch_rows_width<T, 4>(handle, width, g, a, val, Bv, b, Cv);
        return launch_rows_width<T, 8>(handle, width, g, a, val, Bv, b, Cv);
    });
}
