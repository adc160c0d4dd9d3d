/* csrmv of the HIP backend: the kernel that csrmv_choose names
 * (kernel_choice.hip has the rules) runs the product; the vector CSR
 * kernel is here, the others in level2_csrmv_adaptive.hip and
 * level2_csrmv_short.hip. Transposed products: y = beta * y, then a
 * scatter with atomic adds. */
#include "hip/hip_csr_loads.hpp"
#include "hip/hip_csrmv_adaptive.hpp"
#include "hip/hip_kernel_choice.hpp"
#include "hip/hip_reduce.hpp"
#include "hip/hip_spmv.hpp"
#include "hip/hip_workspace.hpp"

/* Vector CSR (seed 003): a group of WIDTH lanes per row, with 16-byte
 * loads when col_ind and val allow: a lane loads 4 entries at a time, in
 * groups of 32 lanes or more up to four times over before its gathers
 * (twice for double complex), so that enough loads are in flight to hide
 * the gathers' latency.
 * QUEUE: rows the group would take over 32 rounds over are queued as
 * chunks, so that a power-law tail does not hold its group for the whole
 * product. A template flag, not a null queue: the code for it would cost
 * the other products registers and time.
 * CLUSTERED: groups of consecutive_width lanes sum lane-consecutively
 * (group_consecutive_sum), whatever LOADS says.
 * READ_Y: false when beta is a host zero, and y is then only written: the
 * code for reading it costs registers, and so blocks per multiprocessor.
 * Rows past m take part in the shuffles with no entries. */
template <int WIDTH>
constexpr int vector_queue_from = 32 * 4 * WIDTH;

template <typename T, int WIDTH, bool QUEUE, bool CLUSTERED, bool READ_Y, int LOADS>
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
                    int            reverse)
{
    /* Rounds in flight: narrower groups are sized for a row in one round,
     * and the registers of more rounds would cost them occupancy. */
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
    if constexpr(CLUSTERED)
        sum = group_consecutive_sum<T, WIDTH>(b, e, lane, col_ind, val, x, base);
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

/* The clustered sums read one entry at a time: one instance serves every
 * choice of loads. */
template <typename T, int WIDTH, bool QUEUE, bool CLUSTERED, bool READ_Y>
static auto vector_kernel_for(csr_loads loads)
{
    if constexpr(CLUSTERED)
        return csrmv_vector_kernel<T, WIDTH, QUEUE, true, READ_Y, loads_scalar>;
    else
        return CSR_LOADS_PICK(loads, csrmv_vector_kernel, T, WIDTH, QUEUE, false, READ_Y);
}

template <typename T, int WIDTH, bool QUEUE, bool CLUSTERED = false>
static rocsparse_status launch_vector(rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, const csrmv_operands<T>& o)
{
    static_assert(!CLUSTERED || (WIDTH == consecutive_width && !QUEUE), "clustered sums: groups of 8, no queue");
    auto kernel = beta_known_zero(o.beta) ? vector_kernel_for<T, WIDTH, QUEUE, CLUSTERED, false>(o.loads)
                                          : vector_kernel_for<T, WIDTH, QUEUE, CLUSTERED, true>(o.loads);
    const int64_t  blocks = ((int64_t)m * WIDTH - 1) / product_block + 1;
    hipStream_t    s      = handle->stream;
    rocsparse_int* queue  = static_cast<rocsparse_int*>(handle->workspace);
    if(QUEUE)
        RETURN_IF_HIP_ERROR(hipMemsetAsync(queue, 0, sizeof(rocsparse_int), s));
    kernel<<<(unsigned)blocks, product_block, 0, s>>>(m, nnz, o.alpha, o.row_ptr, o.col_ind, o.val, o.x, o.beta, o.y,
                                                      o.base, queue, o.reverse);
    RETURN_IF_LAUNCH_FAILED();
    if(!QUEUE)
        return rocsparse_status_success;
    return csrmv_queued_chunks<T>(handle, o);
}

/* Runs the chosen kernel. */
template <typename T>
static rocsparse_status csrmv_launch(rocsparse_handle           handle,
                                     csrmv_kernel               kernel,
                                     const csrmv_adaptive_plan* plan,
                                     rocsparse_int              m,
                                     rocsparse_int              nnz,
                                     const csrmv_operands<T>&   o)
{
    switch(kernel)
    {
    case csrmv_kernel_units: return csrmv_adaptive<T>(handle, plan, nnz, o);
    case csrmv_kernel_block_rows: return csrmv_block_rows<T>(handle, m, nnz, o);
    case csrmv_kernel_short_rows8: return csrmv_short_rows<T>(handle, m, nnz, 8, false, o);
    case csrmv_kernel_short_rows16: return csrmv_short_rows<T>(handle, m, nnz, 16, false, o);
    case csrmv_kernel_short_rows8_queued: return csrmv_short_rows<T>(handle, m, nnz, 8, true, o);
    case csrmv_kernel_short_rows16_queued: return csrmv_short_rows<T>(handle, m, nnz, 16, true, o);
    case csrmv_kernel_vector8: return launch_vector<T, 8, false>(handle, m, nnz, o);
    case csrmv_kernel_vector8_clustered: return launch_vector<T, 8, false, true>(handle, m, nnz, o);
    case csrmv_kernel_vector16: return launch_vector<T, 16, false>(handle, m, nnz, o);
    case csrmv_kernel_vector32: return launch_vector<T, 32, false>(handle, m, nnz, o);
    case csrmv_kernel_vector32_queued: return launch_vector<T, 32, true>(handle, m, nnz, o);
#ifndef __HIP_PLATFORM_NVIDIA__
    case csrmv_kernel_vector64: return launch_vector<T, 64, false>(handle, m, nnz, o);
    case csrmv_kernel_vector64_queued: return launch_vector<T, 64, true>(handle, m, nnz, o);
#endif
    case csrmv_kernel_row_blocks:
    case csrmv_kernel_auto: break;
    }
    return csrmv_row_blocks<T>(handle, m, nnz, o);
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

        csrmv_adaptive_plan* plan  = static_cast<csrmv_adaptive_plan*>(analysis);
        csrmv_facts          facts = {m, nnz, false, 0, false, false, false, 0};
        if(plan != nullptr)
        {
            facts.analysed    = true;
            facts.longest     = plan->longest;
            facts.clustered   = plan->clustered != 0;
            facts.units_ready = plan->units > 0;
        }
        facts.aligned      = (((uintptr_t)csr_col_ind | (uintptr_t)val) & 15) == 0;
        facts.matrix_bytes = (int64_t)nnz * (int64_t)(sizeof(rocsparse_int) + sizeof(T));
        const csrmv_choice      choice = csrmv_choose(handle, facts);
        const csrmv_operands<T> o      = {make_product_scalar<T>(handle, alpha),
                                          csr_row_ptr,
                                          csr_col_ind,
                                          val,
                                          xv,
                                          make_product_scalar<T>(handle, beta),
                                          yv,
                                          ib,
                                          plan != nullptr ? next_pass_reversed(plan) : 0,
                                          choice.loads};
        return csrmv_launch<T>(handle, choice.kernel, plan, m, nnz, o);
    });
}
