/* csrmv of the HIP backend. Which kernel serves (hip_csrmv_adaptive.hpp
 * has the rules and their measurements):
 * - with analysis: the work units of level2_csrmv_adaptive.hip; or, when
 *   the analysis found no need for them, a thread per row (short rows,
 *   level2_csrmv_short.hip), vector CSR (regular rows, here; summed
 *   lane-consecutively where the analysis found clustered columns) or a block
 *   per row (regular rows of a mean of block_rows_min_mean or more,
 *   level2_csrmv_adaptive.hip);
 * - without analysis, from the mean row length: a thread per row for short
 *   means; vector CSR for long ones, rows far longer than the mean (a
 *   power-law tail) queued as chunks and summed afterwards by whole
 *   blocks; in between, the row blocks of level2_csrmv_adaptive.hip.
 * Transposed products: y = beta * y, then a scatter with atomic adds. */
#include "hip/hip_csr_loads.hpp"
#include "hip/hip_csrmv_adaptive.hpp"
#include "hip/hip_reduce.hpp"
#include "hip/hip_spmv.hpp"
#include "hip/hip_workspace.hpp"

/* Vector CSR (seed 003): a group of WIDTH lanes per row, WIDTH from the
 * mean row length (vector_lanes), with 16-byte loads when col_ind and val
 * allow: a lane loads 4 entries at a time, in groups of 32 lanes or more
 * up to four times over before its gathers (twice for double complex).
 * Measured on the H100 (tuning harness, against the work units):
 * - lap3d27_100 (27 entries a row, 8 lanes): 82 us against 87 (f32), 123
 *   against 137 (f64); 4 lanes read 86 and 140, 16 lanes 109 and 166;
 * - dense2000_20k (a wavefront a row): f32 119 us with one-entry loads,
 *   114 with four rounds of 16-byte loads; f64 181 with one-entry loads,
 *   168 with two rounds, 164 with four, 175 with eight.
 * QUEUE (without analysis): rows the group would take over 32 rounds over
 * are queued as chunks, so that a power-law tail does not hold its group
 * for the whole product. A template flag, not a null queue: the code for
 * it cost the analysed product 2-3% (lap3d27_100 f64 134 against 130 us
 * in the harness). Rows past m take part in the shuffles with no entries.
 * READ_Y: false when beta is a host zero, and y is then only written: the
 * code for reading it cost registers (f64: 40 against 32, so six blocks a
 * multiprocessor instead of eight) and time (lap3d27_100, with the first
 * round peeled: f32 79 -> 73 us). */
template <int WIDTH>
constexpr int vector_queue_from = 32 * 4 * WIDTH;

template <typename T, int WIDTH, bool QUEUE, bool READ_Y, int LOADS>
__global__ void __launch_bounds__(product_block)
csrmv_vector_kernel(rocsparse_int        m,
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
                    int            reverse,
                    int            clustered)
{
    /* Rounds in flight: narrower groups are sized for a row in one round,
     * and the registers of more would cost them occupancy (lap3d27_100
     * f64: 74 registers and 169 us with four, 40 and 123 us with one). */
    constexpr int unroll = WIDTH < 32 ? 1 : sizeof(T) <= 8 ? 4 : 2;
    const int64_t row    = ((int64_t)block_in_pass(reverse) * product_block + threadIdx.x) / WIDTH;
    const int     lane   = threadIdx.x % WIDTH;
    int           b = 0, e = 0;
    if(row < m)
    {
        b = row_ptr[row] - base;
        e = row_ptr[row + 1] - base;
    }
    if constexpr(QUEUE)
    {
        int rest = b;
        if(e - b > vector_queue_from<WIDTH> && lane == 0)
            rest = queue_row_chunks(queue, (rocsparse_int)row, b, e);
        b = __shfl(rest, 0, WIDTH);
    }
    T sum;
    if constexpr(WIDTH == consecutive_width && LOADS == loads_vector)
        sum = clustered ? group_consecutive_sum<T, WIDTH>(b, e, lane, col_ind, val, x, base)
                        : group_range_sum<T, LOADS, unroll>(b, e, lane, WIDTH, nnz, col_ind, val, x, base);
    else
        sum = group_range_sum<T, LOADS, unroll>(b, e, lane, WIDTH, nnz, col_ind, val, x, base);
    if(row < m && lane == 0)
    {
        if constexpr(READ_Y)
            store_result(y + row, alpha_.get() * sum, beta_.get());
        else
            y[row] = alpha_.get() * sum;
    }
}

template <typename T, int WIDTH, bool QUEUE>
static rocsparse_status launch_vector(rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, const csrmv_operands<T>& o)
{
    const csr_loads loads  = csr_loads_for(o.col_ind, o.val, nnz, handle->l2_bytes);
    auto            kernel = beta_known_zero(o.beta) ? CSR_LOADS_PICK(loads, csrmv_vector_kernel, T, WIDTH, QUEUE, false)
                                                     : CSR_LOADS_PICK(loads, csrmv_vector_kernel, T, WIDTH, QUEUE, true);
    const int64_t   blocks = ((int64_t)m * WIDTH - 1) / product_block + 1;
    hipStream_t     s      = handle->stream;
    rocsparse_int*  queue  = static_cast<rocsparse_int*>(handle->workspace);
    if(QUEUE)
        RETURN_IF_HIP_ERROR(hipMemsetAsync(queue, 0, sizeof(rocsparse_int), s));
    kernel<<<(unsigned)blocks, product_block, 0, s>>>(m, nnz, o.alpha, o.row_ptr, o.col_ind, o.val, o.x, o.beta, o.y,
                                                      o.base, queue, o.reverse, o.clustered);
    RETURN_IF_LAUNCH_FAILED();
    if(!QUEUE)
        return rocsparse_status_success;
    return csrmv_queued_chunks<T>(handle, loads, o);
}

/* The widest group: the wavefront. NVIDIA's has 32 lanes, so groups of 64
 * are not built there (vector_lanes never asks for them). */
#ifdef __HIP_PLATFORM_NVIDIA__
constexpr int widest_group = 32;
#else
constexpr int widest_group = 64;
#endif

/* queue_long_rows (without analysis) comes with means of at least
 * vector_min_mean_unplanned, so with groups of 32 lanes or more. */
template <typename T>
static rocsparse_status
    csrmv_vector(rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, bool queue_long_rows, const csrmv_operands<T>& o)
{
    const int width = vector_lanes(nnz / m, handle->warp_size);
    if(queue_long_rows)
        return width >= 64 ? launch_vector<T, widest_group, true>(handle, m, nnz, o)
                           : launch_vector<T, 32, true>(handle, m, nnz, o);
    switch(width)
    {
    case 8: return launch_vector<T, 8, false>(handle, m, nnz, o);
    case 16: return launch_vector<T, 16, false>(handle, m, nnz, o);
    case 32: return launch_vector<T, 32, false>(handle, m, nnz, o);
    default: return launch_vector<T, widest_group, false>(handle, m, nnz, o);
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
                                          void*                analysis,
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

        csrmv_adaptive_plan*    plan = static_cast<csrmv_adaptive_plan*>(analysis);
        const csrmv_pass        pass = plan != nullptr ? next_pass(plan) : csrmv_pass{0, 0};
        const csrmv_operands<T> o    = {make_product_scalar<T>(handle, alpha), csr_row_ptr, csr_col_ind, val,
                                        xv, make_product_scalar<T>(handle, beta), yv, ib, pass.reverse,
                                        plan != nullptr && plan->clustered};
        if(plan != nullptr && plan->units > 0)
            return csrmv_adaptive<T>(handle, plan, pass.tag, nnz, o);
        if(plan != nullptr && plan->short_rows > 0)
            return csrmv_short_rows<T>(handle, m, nnz, plan->short_rows, false, o);
        if(plan != nullptr && plan->regular)
            return nnz / m >= block_rows_min_mean ? csrmv_block_rows<T>(handle, m, nnz, o)
                                                  : csrmv_vector<T>(handle, m, nnz, false, o);
        /* Without analysis: from the mean row length alone. */
        const int64_t mean = nnz / m;
        if(plan == nullptr && mean >= short_rows_min_mean && mean < short_rows_max_mean)
            return csrmv_short_rows<T>(handle, m, nnz, short_rows_loads(mean + 1), true, o);
        if(plan == nullptr && mean >= vector_min_mean_unplanned)
            return csrmv_vector<T>(handle, m, nnz, true, o);
        return csrmv_row_blocks<T>(handle, m, nnz, o);
    });
}
