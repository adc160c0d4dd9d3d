/* csrmv of the HIP backend. Which kernel serves (hip_csrmv_adaptive.hpp
 * has the rules and their measurements):
 * - with analysis: the work units of level2_csrmv_adaptive.hip; or, when
 *   the analysis found no need for them, a thread per row (short rows,
 *   level2_csrmv_short.hip) or a wavefront per row (long regular rows);
 * - without analysis, from the mean row length: a thread per row for short
 *   means; a wavefront per row for long ones (vector CSR, seed 003, with
 *   the sub-warp as wide as the wavefront: the mean is at least its width),
 *   rows far longer than the mean (a power-law tail) queued as chunks and
 *   summed afterwards by whole blocks; in between, the row blocks of
 *   level2_csrmv_adaptive.hip.
 * Transposed products: y = beta * y, then a scatter with atomic adds. */
#include "hip/hip_csr_loads.hpp"
#include "hip/hip_csrmv_adaptive.hpp"
#include "hip/hip_reduce.hpp"
#include "hip/hip_spmv.hpp"
#include "hip/hip_workspace.hpp"

/* Long rows, a wavefront each, with 16-byte loads when col_ind and val
 * allow, four rounds of them in flight per lane (two for double complex).
 * Measured on the H100 (dense2000_20k, tuning harness): f32 119 us with
 * one-entry loads, 114 with four rounds; f64 181 us with one-entry loads,
 * 168 with two rounds, 164 with four, 175 with eight. queue (without analysis): rows a wavefront would take
 * over 128 rounds over are queued as chunks, so that a power-law tail does
 * not hold its wavefront for the whole product; null: none is. */
constexpr int wide_rows_queue_from = 4096;

template <typename T, int LOADS>
__global__ void __launch_bounds__(product_block)
csrmv_wide_rows_kernel(rocsparse_int        m,
                       rocsparse_int        nnz,
                       product_scalar<T>    alpha_,
                       const rocsparse_int* __restrict__ row_ptr,
                       const rocsparse_int* __restrict__ col_ind,
                       const T* __restrict__ val,
                       const T* __restrict__ x,
                       product_scalar<T>    beta_,
                       T* __restrict__ y,
                       rocsparse_int  base,
                       rocsparse_int* queue)
{
    constexpr int unroll = sizeof(T) <= 8 ? 4 : 2;
    const int64_t row    = ((int64_t)blockIdx.x * product_block + threadIdx.x) / warpSize;
    const int     lane   = threadIdx.x % warpSize;
    /* The row is the same over the wavefront: all of it returns here. */
    if(row >= m)
        return;
    int       b = row_ptr[row] - base;
    const int e = row_ptr[row + 1] - base;
    if(queue != nullptr && e - b > wide_rows_queue_from)
    {
        const int chunks = (e - b - 1) / adaptive_chunk + 1;
        int       fit    = 0;
        if(lane == 0)
        {
            int slot = 0;
            fit      = reserve_queue_chunks(queue, chunks, &slot);
            for(int c = 0; c < fit; ++c)
                queue_chunk(queue, slot + c, (rocsparse_int)row, c);
        }
        fit = __shfl(fit, 0);
        b   = fit == chunks ? e : b + fit * adaptive_chunk;
    }
    const T sum = wave_range_sum<T, LOADS, unroll>(b, e, nnz, col_ind, val, x, base);
    if(lane == 0)
        store_result(y + row, alpha_.get() * sum, beta_.get());
}

template <typename T>
static rocsparse_status csrmv_wide_rows(
    rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, bool queue_long_rows, const csrmv_operands<T>& o)
{
    const csr_loads loads  = csr_loads_for(o.col_ind, o.val, nnz, handle->l2_bytes);
    auto            kernel = CSR_LOADS_PICK(loads, csrmv_wide_rows_kernel, T);
    const int64_t   blocks = ((int64_t)m * handle->warp_size - 1) / product_block + 1;
    hipStream_t     s      = handle->stream;
    rocsparse_int*  queue
        = queue_long_rows && nnz > wide_rows_queue_from ? static_cast<rocsparse_int*>(handle->workspace) : nullptr;
    if(queue != nullptr)
        RETURN_IF_HIP_ERROR(hipMemsetAsync(queue, 0, sizeof(rocsparse_int), s));
    kernel<<<(unsigned)blocks, product_block, 0, s>>>(m, nnz, o.alpha, o.row_ptr, o.col_ind, o.val, o.x, o.beta, o.y,
                                                      o.base, queue);
    RETURN_IF_LAUNCH_FAILED();
    if(queue == nullptr)
        return rocsparse_status_success;
    return csrmv_queued_chunks<T>(handle, nnz, loads, o);
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
        const csrmv_operands<T>    o    = {make_product_scalar<T>(handle, alpha), csr_row_ptr, csr_col_ind, val,
                                           xv, make_product_scalar<T>(handle, beta), yv, ib};
        if(plan != nullptr && plan->units > 0)
            return csrmv_adaptive<T>(handle, plan, nnz, o);
        if(plan != nullptr && plan->short_rows > 0)
            return csrmv_short_rows<T>(handle, m, nnz, plan->short_rows, false, o);
        if(plan != nullptr && plan->regular)
            return csrmv_wide_rows<T>(handle, m, nnz, false, o);
        /* Without analysis: from the mean row length alone. */
        const int64_t mean = nnz / m;
        if(plan == nullptr && mean >= short_rows_min_mean && mean < short_rows_max_mean)
            return csrmv_short_rows<T>(handle, m, nnz, short_rows_loads(mean + 1), true, o);
        if(plan == nullptr && mean >= regular_min_mean)
            return csrmv_wide_rows<T>(handle, m, nnz, true, o);
        return csrmv_row_blocks<T>(handle, m, nnz, o);
    });
}
