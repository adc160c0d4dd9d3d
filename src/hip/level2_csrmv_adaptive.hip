/* The product of the load-balanced csrmv (see hip_csrmv_adaptive.hpp for
 * the work units; level2_csrmv_analysis.hip builds them). One kernel, one
 * block per unit; the kind of unit is uniform over its block. */
#include "hip/hip_csrmv_adaptive.hpp"
#include "hip/hip_reduce.hpp"

/* Partials of other blocks are read past the L1 cache, which is not
 * coherent between blocks. */
__device__ inline float load_volatile(const float* p)
{
    return *(const volatile float*)p;
}
__device__ inline double load_volatile(const double* p)
{
    return *(const volatile double*)p;
}
template <typename R>
__device__ inline hip_complex<R> load_volatile(const hip_complex<R>* p)
{
    return hip_complex<R>(load_volatile(&p->x), load_volatile(&p->y));
}

/* A run of short rows [r0, r1) starting at nonzero p0: the products go to
 * shared memory (coalesced loads of col_ind and val), then groups of
 * `width` lanes sum one row each, width sized so the rows fill the block. */
template <typename T>
__device__ void adaptive_row_run(rocsparse_int        r0,
                                 rocsparse_int        r1,
                                 rocsparse_int        p0,
                                 const rocsparse_int* row_ptr,
                                 const rocsparse_int* col_ind,
                                 const T*             val,
                                 const T*             x,
                                 const T&             alpha,
                                 const T&             beta,
                                 T*                   y,
                                 rocsparse_int        base,
                                 T*                   stage)
{
    const int count = row_ptr[r1] - base - p0; /* <= adaptive_stage_size by construction */
    /* Unrolled: several col_ind -> x chains in flight per thread. */
#pragma unroll 4
    for(int i = threadIdx.x; i < count; i += product_block)
        stage[i] = val[p0 + i] * x[col_ind[p0 + i] - base];
    __syncthreads();

    const int rows  = r1 - r0;
    int       width = 1;
    while(width < 32 && width * 2 * rows <= product_block)
        width *= 2;
    const int rows_per_pass = product_block / width;
    const int lane          = threadIdx.x % width;
    /* The same number of passes for every lane: all reach the shuffles. */
    for(int first = 0; first < rows; first += rows_per_pass)
    {
        const int  local  = first + (int)threadIdx.x / width;
        const bool active = local < rows;
        T          sum    = T(0);
        if(active)
        {
            const int end = row_ptr[r0 + local + 1] - base - p0;
            for(int i = row_ptr[r0 + local] - base - p0 + lane; i < end; i += width)
                sum += stage[i];
        }
        sum = subwarp_sum_dynamic(sum, width);
        if(active && lane == 0)
            store_result(y + r0 + local, alpha * sum, beta);
    }
}

/* One chunk of a long row; the last of its `chunks` blocks to finish adds
 * up the partials (fixed order) and writes y. */
template <typename T>
__device__ void adaptive_long_row_chunk(rocsparse_int        row,
                                        rocsparse_int        p0,
                                        rocsparse_int        length,
                                        int                  unit,
                                        int                  chunk,
                                        const rocsparse_int* col_ind,
                                        const T*             val,
                                        const T*             x,
                                        const T&             alpha,
                                        const T&             beta,
                                        T*                   y,
                                        rocsparse_int        base,
                                        int*                 arrivals,
                                        T*                   partials)
{
    __shared__ int last_block;
    const int      chunks = (length - 1) / adaptive_chunk + 1;
    const int64_t  stop   = (int64_t)(chunk + 1) * adaptive_chunk; /* may pass INT_MAX */
    const int      begin  = p0 + chunk * adaptive_chunk;
    const int      end    = p0 + (int)(length < stop ? length : stop);

    T sum = T(0);
#pragma unroll 4
    for(int i = begin + threadIdx.x; i < end; i += product_block)
        sum += val[i] * x[col_ind[i] - base];
    sum = block_reduce_sum<product_block>(sum);
    if(chunks == 1)
    {
        if(threadIdx.x == 0)
            store_result(y + row, alpha * sum, beta);
        return;
    }

    const int first_unit = unit - chunk;
    if(threadIdx.x == 0)
    {
        partials[unit] = sum;
        __threadfence(); /* the partial is visible before the arrival counts */
        last_block = atomicAdd(arrivals + first_unit, 1) == chunks - 1;
    }
    __syncthreads();
    if(!last_block)
        return;
    __threadfence();
    T total = T(0);
    for(int c = threadIdx.x; c < chunks; c += product_block)
        total += load_volatile(partials + first_unit + c);
    total = block_reduce_sum<product_block>(total);
    if(threadIdx.x == 0)
    {
        store_result(y + row, alpha * total, beta);
        arrivals[first_unit] = 0; /* ready for the next product */
    }
}

template <typename T>
__global__ void __launch_bounds__(product_block)
csrmv_adaptive_kernel(const rocsparse_int* __restrict__ unit_row,
                      const rocsparse_int* __restrict__ unit_chunk,
                      int*                 arrivals,
                      T*                   partials,
                      product_scalar<T>    alpha_,
                      const rocsparse_int* __restrict__ row_ptr,
                      const rocsparse_int* __restrict__ col_ind,
                      const T* __restrict__ val,
                      const T* __restrict__ x,
                      product_scalar<T>    beta_,
                      T* __restrict__ y,
                      rocsparse_int base)
{
    __shared__ T stage[adaptive_stage_size];

    const int           unit   = blockIdx.x;
    const rocsparse_int r0     = unit_row[unit];
    const rocsparse_int p0     = row_ptr[r0] - base;
    const rocsparse_int length = row_ptr[r0 + 1] - base - p0;
    const T             alpha  = alpha_.get();
    const T             beta   = beta_.get();
    if(length > adaptive_long_row)
        adaptive_long_row_chunk(r0, p0, length, unit, unit_chunk[unit], col_ind, val, x, alpha, beta, y, base,
                                arrivals, partials);
    else
        adaptive_row_run(r0, unit_row[unit + 1], p0, row_ptr, col_ind, val, x, alpha, beta, y, base, stage);
}

template <typename T>
rocsparse_status csrmv_adaptive(rocsparse_handle           handle,
                                const csrmv_adaptive_plan* plan,
                                product_scalar<T>          alpha,
                                const rocsparse_int*       row_ptr,
                                const rocsparse_int*       col_ind,
                                const T*                   val,
                                const T*                   x,
                                product_scalar<T>          beta,
                                T*                         y,
                                rocsparse_int              base)
{
    csrmv_adaptive_kernel<T><<<(unsigned)plan->units, product_block, 0, handle->stream>>>(
        plan->unit_row, plan->unit_chunk, plan->arrivals, static_cast<T*>(plan->partials), alpha, row_ptr, col_ind,
        val, x, beta, y, base);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

#define FSPARSE_ADAPTIVE_INSTANTIATE(T)                                                                 \
    template rocsparse_status csrmv_adaptive<T>(rocsparse_handle, const csrmv_adaptive_plan*,          \
                                                product_scalar<T>, const rocsparse_int*,               \
                                                const rocsparse_int*, const T*, const T*,              \
                                                product_scalar<T>, T*, rocsparse_int);
FSPARSE_ADAPTIVE_INSTANTIATE(float)
FSPARSE_ADAPTIVE_INSTANTIATE(double)
FSPARSE_ADAPTIVE_INSTANTIATE(hip_complex<float>)
FSPARSE_ADAPTIVE_INSTANTIATE(hip_complex<double>)
