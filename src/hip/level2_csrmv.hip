/* csrmv of the HIP backend. Rows of a mean length of at least
 * regular_min_mean: vector CSR (seed 003), one sub-warp per row whose
 * width follows the mean row length; without analysis, rows far longer
 * than the mean (a power-law tail) would stall their sub-warp for the
 * whole product, so they are queued and summed afterwards by whole blocks.
 * Shorter rows: the row-block kernels of level2_csrmv_adaptive.hip, with
 * the analysis's units when there are some. Transposed products:
 * y = beta * y, then a scatter with atomic adds. */
#include "hip/hip_csrmv_adaptive.hpp"
#include "hip/hip_reduce.hpp"
#include "hip/hip_spmv.hpp"
#include "hip/hip_workspace.hpp"

/* The queue of long rows lives in the handle's workspace: a count, then the
 * rows. A row that finds the queue full is summed by its own sub-warp. */
constexpr int long_row_queue_capacity = (int)(hip_workspace_size / sizeof(rocsparse_int)) - 1;
/* Blocks that share the queued rows. */
constexpr int long_row_blocks = 512;

/* A row is queued when its sub-warp would need more than 128 rounds. */
template <int WIDTH>
__host__ __device__ constexpr rocsparse_int long_row_threshold()
{
    return WIDTH * 128 > 1024 ? WIDTH * 128 : 1024;
}

/* One group of WIDTH lanes per row; lanes stride over the row, so the loads
 * of col_ind and val are coalesced across the group. Every lane reaches the
 * shuffles (rows past m just add zeros), as __shfl_down_sync requires. */
template <typename T, int WIDTH, bool DEFER>
__global__ void __launch_bounds__(product_block)
csrmv_vector_kernel(rocsparse_int        m,
                    product_scalar<T>    alpha_,
                    const rocsparse_int* __restrict__ row_ptr,
                    const rocsparse_int* __restrict__ col_ind,
                    const T* __restrict__ val,
                    const T* __restrict__ x,
                    product_scalar<T>    beta_,
                    T* __restrict__ y,
                    rocsparse_int  base,
                    rocsparse_int* long_rows)
{
    const int64_t row  = ((int64_t)blockIdx.x * product_block + threadIdx.x) / WIDTH;
    const int     lane = threadIdx.x % WIDTH;

    rocsparse_int begin = 0, end = 0;
    if(row < m)
    {
        begin = row_ptr[row] - base;
        end   = row_ptr[row + 1] - base;
    }
    int queued = 0;
    if(DEFER)
    {
        if(lane == 0 && end - begin > long_row_threshold<WIDTH>())
        {
            const int slot = atomicAdd(long_rows, 1);
            if(slot < long_row_queue_capacity)
            {
                long_rows[1 + slot] = (rocsparse_int)row;
                queued              = 1;
            }
        }
        /* Every lane reaches the broadcast (a full-mask shuffle on NVIDIA). */
        queued = __shfl(queued, 0, WIDTH);
    }

    T sum = T(0);
    if(!queued)
    {
#pragma unroll 4
        for(rocsparse_int i = begin + lane; i < end; i += WIDTH)
            sum += val[i] * x[col_ind[i] - base];
    }
    sum = subwarp_sum<WIDTH>(sum);
    if(row < m && lane == 0 && !queued)
        store_result(y + row, alpha_.get() * sum, beta_.get());
}

/* The queued rows, one block each at a time. */
template <typename T>
__global__ void __launch_bounds__(product_block)
csrmv_long_rows_kernel(product_scalar<T>    alpha_,
                       const rocsparse_int* __restrict__ row_ptr,
                       const rocsparse_int* __restrict__ col_ind,
                       const T* __restrict__ val,
                       const T* __restrict__ x,
                       product_scalar<T>    beta_,
                       T* __restrict__ y,
                       rocsparse_int        base,
                       const rocsparse_int* long_rows)
{
    const rocsparse_int count
        = long_rows[0] < long_row_queue_capacity ? long_rows[0] : long_row_queue_capacity;
    /* The bounds are the same for every thread of the block, so all of them
     * reach the reduction's barriers. */
    for(rocsparse_int q = blockIdx.x; q < count; q += gridDim.x)
    {
        const rocsparse_int row = long_rows[1 + q];
        const rocsparse_int end = row_ptr[row + 1] - base;
        T                   sum = T(0);
        for(rocsparse_int i = row_ptr[row] - base + (rocsparse_int)threadIdx.x; i < end; i += product_block)
            sum += val[i] * x[col_ind[i] - base];
        sum = block_reduce_sum<product_block>(sum);
        if(threadIdx.x == 0)
            store_result(y + row, alpha_.get() * sum, beta_.get());
    }
}

template <typename T, int WIDTH>
static rocsparse_status
    launch_vector(rocsparse_handle handle, bool defer_long_rows, rocsparse_int m, const csrmv_operands<T>& o)
{
    constexpr int rows_per_block = product_block / WIDTH;
    const dim3    grid((unsigned)((m - 1) / rows_per_block + 1));
    hipStream_t   stream = handle->stream;
    if(!defer_long_rows)
    {
        csrmv_vector_kernel<T, WIDTH, false><<<grid, product_block, 0, stream>>>(
            m, o.alpha, o.row_ptr, o.col_ind, o.val, o.x, o.beta, o.y, o.base, nullptr);
        RETURN_IF_LAUNCH_FAILED();
        return rocsparse_status_success;
    }
    rocsparse_int* long_rows = static_cast<rocsparse_int*>(handle->workspace);
    RETURN_IF_HIP_ERROR(hipMemsetAsync(long_rows, 0, sizeof(rocsparse_int), stream));
    csrmv_vector_kernel<T, WIDTH, true><<<grid, product_block, 0, stream>>>(
        m, o.alpha, o.row_ptr, o.col_ind, o.val, o.x, o.beta, o.y, o.base, long_rows);
    RETURN_IF_LAUNCH_FAILED();
    csrmv_long_rows_kernel<T><<<long_row_blocks, product_block, 0, stream>>>(
        o.alpha, o.row_ptr, o.col_ind, o.val, o.x, o.beta, o.y, o.base, long_rows);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

/* defer_long_rows: queue the rows far longer than the mean (no analysis
 * says there are none). */
template <typename T>
static rocsparse_status csrmv_vector(
    rocsparse_handle handle, bool defer_long_rows, rocsparse_int m, rocsparse_int nnz, const csrmv_operands<T>& o)
{
    /* Sub-warps never exceed the device's wavefront (32 on NVIDIA). */
    const int  width = lanes_for_mean_row(nnz, m, handle->warp_size < 64 ? 32 : 64);
    const bool d     = defer_long_rows;
    switch(width)
    {
    case 1: return launch_vector<T, 1>(handle, d, m, o);
    case 2: return launch_vector<T, 2>(handle, d, m, o);
    case 4: return launch_vector<T, 4>(handle, d, m, o);
    case 8: return launch_vector<T, 8>(handle, d, m, o);
    case 16: return launch_vector<T, 16>(handle, d, m, o);
    case 32: return launch_vector<T, 32>(handle, d, m, o);
    default: return launch_vector<T, 64>(handle, d, m, o);
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
        const csrmv_operands<T>    o    = {make_product_scalar<T>(handle, alpha), csr_row_ptr, csr_col_ind, val,
                                           xv, make_product_scalar<T>(handle, beta), yv, ib};
        if(plan != nullptr && plan->units > 0)
            return csrmv_adaptive<T>(handle, plan, nnz, o);
        if(plan != nullptr && plan->regular)
            return csrmv_vector<T>(handle, false, m, nnz, o);
        if(plan == nullptr && nnz / m >= regular_min_mean)
            return csrmv_vector<T>(handle, true, m, nnz, o);
        return csrmv_row_blocks<T>(handle, m, nnz, o);
    });
}
