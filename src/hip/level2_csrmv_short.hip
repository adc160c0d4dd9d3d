/* csrmv over short rows: one thread per row (see kernel_choice.hip for
 * when it serves). A thread loads all of its row's entries before its first
 * gather from x. Rows longer than the thread's K entries are summed by the
 * whole wavefront, one after another; without analysis, rows longer than
 * adaptive_long_row are queued as chunks for csrmv_queued_chunks. */
#include "hip/hip_csr_loads.hpp"
#include "hip/hip_csrmv_adaptive.hpp"
#include "hip/hip_dispatch.hpp"
#include "hip/hip_spmv.hpp"

/* queue: null when no row is to be queued. Threads past m take part in
 * the wavefront's work (a row of no entries). */
template <typename T, int K, int LOADS>
__global__ void __launch_bounds__(product_block)
csrmv_short_rows_kernel(rocsparse_int        m,
                        rocsparse_int        nnz,
                        product_scalar<T>    alpha_,
                        const rocsparse_int* __restrict__ row_ptr,
                        const rocsparse_int* __restrict__ col_ind,
                        const T* __restrict__ val,
                        const T* __restrict__ x,
                        product_scalar<T>    beta_,
                        T* __restrict__ y,
                        rocsparse_int  base,
                        rocsparse_int* queue,
                        int            reverse)
{
    const int64_t row  = (int64_t)block_in_pass(reverse) * product_block + threadIdx.x;
    const int     lane = threadIdx.x % warpSize;
    int           b = 0, e = 0;
    if(row < m)
    {
        b = row_ptr[row] - base;
        e = row_ptr[row + 1] - base;
    }
    const int len = e - b;
    /* [wb, we): what the wavefront sums for this row. */
    int wb = 0, we = 0;
    T   sum = T(0);
    if(len <= K)
    {
        /* Plain loads: the neighbours' rows share these cache lines. */
        rocsparse_int c[K];
        T             v[K];
#pragma unroll
        for(int j = 0; j < K; ++j)
        {
            c[j] = j < len ? col_ind[b + j] : base;
            v[j] = j < len ? val[b + j] : T(0);
        }
#pragma unroll
        for(int j = 0; j < K; ++j)
            if(j < len)
                sum += v[j] * x[c[j] - base];
    }
    else if(queue != nullptr && len > adaptive_long_row)
    {
        wb = queue_row_chunks(queue, (rocsparse_int)row, b, e);
        we = e;
    }
    else
    {
        wb = b;
        we = e;
    }

    const T alpha = alpha_.get();
    const T beta  = beta_.get();
    /* Rows the wavefront sums are stored by its lane 0; the others by their
     * own thread (a queued row: beta * y, the queue adds the rest). */
    const uint64_t wave_rows = lanes_where(we > wb);
    for(uint64_t rest = wave_rows; rest != 0; rest &= rest - 1)
    {
        const int q     = __ffsll((unsigned long long)rest) - 1;
        const int qb    = __shfl(wb, q);
        const int qe    = __shfl(we, q);
        const T   total = group_range_sum<T, LOADS, 1>(qb, qe, lane, warpSize, nnz, col_ind, val, x, base);
        if(lane == 0)
            store_result(y + (row - lane + q), alpha * total, beta);
    }
    if(row < m && ((wave_rows >> lane) & 1) == 0)
        store_result(y + row, alpha * sum, beta);
}

template <typename T>
rocsparse_status csrmv_short_rows(
    rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, int k, bool queue_long_rows, const csrmv_operands<T>& o)
{
    hipStream_t s = handle->stream;
    /* A matrix with no more nonzeros than a long row has none. */
    rocsparse_int* queue
        = queue_long_rows && nnz > adaptive_long_row ? static_cast<rocsparse_int*>(handle->workspace) : nullptr;
    if(queue != nullptr)
        RETURN_IF_HIP_ERROR(hipMemsetAsync(queue, 0, sizeof(rocsparse_int), s));
    auto kernel = k <= 8 ? CSR_LOADS_PICK(o.loads, csrmv_short_rows_kernel, T, 8)
                         : CSR_LOADS_PICK(o.loads, csrmv_short_rows_kernel, T, 16);
    kernel<<<grid_for(m, product_block), product_block, 0, s>>>(m, nnz, o.alpha, o.row_ptr, o.col_ind, o.val, o.x,
                                                                 o.beta, o.y, o.base, queue, o.reverse);
    RETURN_IF_LAUNCH_FAILED();
    if(queue == nullptr)
        return rocsparse_status_success;
    return csrmv_queued_chunks<T>(handle, o);
}

#define FSPARSE_SHORT_ROWS_INSTANTIATE(T)                                                             \
    template rocsparse_status csrmv_short_rows<T>(rocsparse_handle, rocsparse_int, rocsparse_int, int, \
                                                  bool, const csrmv_operands<T>&);
FSPARSE_SHORT_ROWS_INSTANTIATE(float)
FSPARSE_SHORT_ROWS_INSTANTIATE(double)
FSPARSE_SHORT_ROWS_INSTANTIATE(hip_complex<float>)
FSPARSE_SHORT_ROWS_INSTANTIATE(hip_complex<double>)
