/* The row-block csrmv (see hip_csrmv_adaptive.hpp; level2_csrmv_analysis.hip
 * builds the units of the analysed product), and a block per row. Every
 * kernel here runs blocks of adaptive_block threads; what a block does is
 * uniform over it, so all of its threads reach every barrier. */
#include "hip/hip_csr_loads.hpp"
#include "hip/hip_csrmv_adaptive.hpp"
#include "hip/hip_reduce.hpp"
#include "hip/hip_workspace.hpp"

/* Blocks that share the queued chunks. */
constexpr int adaptive_queue_blocks = 1024;

/* Shared memory of a block: the stage, then the row offsets of a run. */
template <typename T>
constexpr size_t adaptive_shared_bytes()
{
    return sizeof(T) * adaptive_stage + sizeof(int) * (adaptive_max_rows + 2);
}

/* stage[i - a0] = val[i] * x[col[i] - base] for i in [p0, p1), where
 * a0 = p0 rounded down to a multiple of stage_align and p1 - a0 + 3 <=
 * adaptive_stage.
 * With vector LOADS: 16-byte loads (col_ind and val 16-byte aligned), every load of the
 * thread issued before its first gather. Each thread writes its own
 * entries; the caller synchronises. */
template <typename T, int LOADS>
__device__ inline void stage_products(int p0, int p1, int a0, int nnz, const rocsparse_int* col, const T* val,
                                      const T* x, rocsparse_int base, T* stage)
{
    if constexpr(LOADS != loads_scalar)
    {
        constexpr int per_thread = adaptive_stage / (4 * adaptive_block);
        const int     vectors    = (p1 - a0 + 3) / 4;
        rocsparse_int c[per_thread][4];
        T             v[per_thread][4];
#pragma unroll
        for(int j = 0; j < per_thread; ++j)
        {
            const int k = threadIdx.x + j * adaptive_block;
            if(k < vectors)
                load_entries<LOADS == loads_streamed>(a0 + 4 * k, nnz, col, val, c[j], v[j], base);
        }
#pragma unroll
        for(int j = 0; j < per_thread; ++j)
        {
            const int k = threadIdx.x + j * adaptive_block;
            if(k < vectors)
            {
#pragma unroll
                for(int e = 0; e < 4; ++e)
                {
                    const int i      = a0 + 4 * k + e;
                    stage[4 * k + e] = (i >= p0 && i < p1) ? v[j][e] * x[c[j][e] - base] : T(0);
                }
            }
        }
    }
    else
    {
#pragma unroll 4
        for(int i = p0 + (int)threadIdx.x; i < p1; i += adaptive_block)
            stage[i - a0] = val[i] * x[col[i] - base];
    }
}

/* The sum of val[i] * x[col[i]] over [p0, p1) by the whole block; every
 * thread gets it. Lane-consecutive entries: thread t takes entries a + t,
 * a + t + adaptive_block, ..., range_loads of them in flight before its
 * gathers, where a is p0 rounded down to a multiple of 32 (the lanes before
 * p0 load nothing).
 * - A gather instruction reads x at 32 consecutive entries of one row,
 *   whose sorted columns share cache lines when the row is long: one L2
 *   request serves several lanes. With 16-byte loads (4 entries a lane)
 *   the lanes of a gather were 4 entries apart.
 * - A warp's load of col_ind is one whole 128-byte line, not two halves.
 * Both matter where a product is bound by requests to the L2 cache, as
 * power-law matrices are. */
constexpr int range_loads = adaptive_chunk / adaptive_block + 1;
static_assert(range_loads * adaptive_block >= adaptive_chunk + 31, "a chunk in one round of loads");

template <typename T, int LOADS>
__device__ inline T block_range_sum(int p0, int p1, const rocsparse_int* col, const T* val, const T* x, rocsparse_int base)
{
    constexpr bool stream = LOADS == loads_streamed;
    T              sum    = T(0);
    for(int i = (p0 & ~31) + (int)threadIdx.x; i < p1; i += range_loads * adaptive_block)
    {
        rocsparse_int c[range_loads];
        T             v[range_loads];
#pragma unroll
        for(int j = 0; j < range_loads; ++j)
        {
            const int  at    = i + j * adaptive_block;
            const bool entry = at >= p0 && at < p1;
            c[j]             = entry ? load1<stream>(col + at) : base;
            v[j]             = entry ? load1<stream>(val + at) : T(0);
        }
#pragma unroll
        for(int j = 0; j < range_loads; ++j)
        {
            const int at = i + j * adaptive_block;
            if(at >= p0 && at < p1)
                sum += v[j] * x[c[j] - base];
        }
    }
    return block_reduce_sum<adaptive_block>(sum);
}

/* Rows of a run that a group of lanes would take more than this many
 * rounds over are "wide": a warp each sums them, after the others. */
constexpr int wide_row_rounds = 32;
constexpr int wide_row_lanes  = 32;
/* A wide row has over wide_row_rounds entries, so a stage holds fewer than: */
constexpr int wide_rows_max = adaptive_stage / wide_row_rounds;

/* The lanes that sum one row of a run of `rows` rows: sized so that the
 * rows fill the block. */
__device__ inline int run_row_width(int rows)
{
    int width = 1;
    while(width < 32 && width * 2 * rows <= adaptive_block)
        width *= 2;
    return width;
}

/* y[r0 + r] for the rows r < rows of a staged run, whose entries are
 * stage[start[r] - shift .. start[r + 1] - shift). Groups of
 * run_row_width(rows) lanes sum one row each; then the wide rows, a warp
 * each, unless may_have_wide is false (uniform over the block: no row of
 * the run is wide, and the barrier before them is left out). *wide_count
 * is 0 on entry, and a barrier has passed since it was set; the caller
 * resets it before another call. */
template <typename T>
__device__ inline void stage_row_sums(int        rows,
                                      const int* start,
                                      int        shift,
                                      const T*   stage,
                                      int64_t    r0,
                                      const T&   alpha,
                                      const T&   beta,
                                      T*         y,
                                      bool       may_have_wide,
                                      int*       wide_rows,
                                      int*       wide_count)
{
    const int width         = run_row_width(rows);
    const int rows_per_pass = adaptive_block / width;
    const int lane          = threadIdx.x % width;
    /* The same number of passes for every lane: all reach the shuffles. */
    for(int first = 0; first < rows; first += rows_per_pass)
    {
        const int local  = first + (int)threadIdx.x / width;
        bool      active = local < rows;
        T         s0 = T(0), s1 = T(0);
        if(active)
        {
            const int begin = start[local] - shift;
            const int end   = start[local + 1] - shift;
            if(end - begin > wide_row_rounds * width)
            {
                if(lane == 0)
                    wide_rows[atomicAdd(wide_count, 1)] = local;
                active = false;
            }
            else
            {
                int i = begin + lane;
                for(; i + width < end; i += 2 * width)
                {
                    s0 += stage[i];
                    s1 += stage[i + width];
                }
                if(i < end)
                    s0 += stage[i];
            }
        }
        const T sum = subwarp_sum_dynamic(s0 + s1, width);
        if(active && lane == 0)
            store_result(y + r0 + local, alpha * sum, beta);
    }
    if(!may_have_wide)
        return;
    __syncthreads();
    const int count = *wide_count;
    const int wlane = threadIdx.x % wide_row_lanes;
    for(int q = threadIdx.x / wide_row_lanes; q < count; q += adaptive_block / wide_row_lanes)
    {
        const int local = wide_rows[q];
        const int end   = start[local + 1] - shift;
        T         sum   = T(0);
        for(int i = start[local] - shift + wlane; i < end; i += wide_row_lanes)
            sum += stage[i];
        sum = subwarp_sum<wide_row_lanes>(sum);
        if(wlane == 0)
            store_result(y + r0 + local, alpha * sum, beta);
    }
}

/* A run: rows [r0, r0 + rows), nonzeros [p0, p1), all of it fitting the
 * stage. The row offsets load while the products are staged. */
template <typename T, int LOADS>
__device__ inline void block_run(int64_t              r0,
                                 int                  rows,
                                 int                  p0,
                                 int                  p1,
                                 int                  nnz,
                                 const rocsparse_int* row_ptr,
                                 const rocsparse_int* col,
                                 const T*             val,
                                 const T*             x,
                                 const T&             alpha,
                                 const T&             beta,
                                 T*                   y,
                                 rocsparse_int        base,
                                 T*                   stage,
                                 int*                 start)
{
    __shared__ int wide_rows[wide_rows_max];
    __shared__ int wide_count;
    const int      a0    = p0 & ~(stage_align - 1);
    const int      width = run_row_width(rows);
    if(threadIdx.x == 0)
        wide_count = 0;
    /* Whether the run has a wide row, found as the offsets load; the
     * barrier after the staging tells the whole block. */
    bool wide = false;
    for(int r = threadIdx.x; r <= rows; r += adaptive_block)
    {
        start[r] = row_ptr[r0 + r] - base;
        if(r < rows)
            wide = wide || row_ptr[r0 + r + 1] - base - start[r] > wide_row_rounds * width;
    }
    stage_products<T, LOADS>(p0, p1, a0, nnz, col, val, x, base, stage);
    wide = __syncthreads_or(wide);
    stage_row_sums(rows, start, a0, stage, r0, alpha, beta, y, wide, wide_rows, &wide_count);
}

/* The partial sums of long rows live in the handle's workspace, not in
 * the plan: products on several streams may share one plan, but a handle
 * runs one product at a time (its stream orders them). A product zeroes
 * its slots before its kernel (csrmv_adaptive), so a slot that shows
 * partial_tag was written by this product. */
constexpr unsigned partial_tag = 1;

/* A partial sum, stored tagged: 32 bits of the value in each 64-bit word,
 * the tag in its upper half. Each word is one store, so a reader that sees
 * the tag sees the bits stored with it. */
template <typename T>
__device__ inline void store_tagged(uint64_t* slot, const T& value)
{
    static_assert(tagged_words<T> <= tagged_words_max, "a slot holds the value");
    unsigned bits[tagged_words<T>];
    __builtin_memcpy(bits, &value, sizeof(T));
#pragma unroll
    for(int w = 0; w < tagged_words<T>; ++w)
        *(volatile uint64_t*)(slot + w) = (uint64_t)partial_tag << 32 | bits[w];
}

/* The partial in slot, once every word of it carries the tag.
 * This wait ends: it is made only by the block that counted the last
 * arrival of the row (long_row_chunk), so every block that owes a partial
 * has already run its store_tagged, which comes before its arrival in the
 * same thread, and a store once made becomes visible to volatile loads
 * after a finite time. Nothing else writes the slot during the kernel, and
 * the zeroing before it has completed (stream order), so no other value
 * can carry the tag. */
template <typename T>
__device__ inline T load_tagged(const uint64_t* slot)
{
    unsigned bits[tagged_words<T>];
#pragma unroll
    for(int w = 0; w < tagged_words<T>; ++w)
    {
        uint64_t word;
        do
            word = *(const volatile uint64_t*)(slot + w);
        while((unsigned)(word >> 32) != partial_tag);
        bits[w] = (unsigned)word;
    }
    T value;
    __builtin_memcpy(&value, bits, sizeof(T));
    return value;
}

/* One chunk [p0, p1) of long row `row`, whose partial goes to slot `slot`;
 * the last of the row's blocks to arrive sums the partials (fixed order)
 * and writes y. No memory fence orders a partial before its arrival: the
 * summing block waits for each partial's tag instead, as a fence would
 * make requests to every slice of the L2 cache from every such block. */
template <typename T, int LOADS>
__device__ inline void long_row_chunk(rocsparse_int        row,
                                      int                  p0,
                                      int                  p1,
                                      int                  slot,
                                      const rocsparse_int* row_ptr,
                                      const rocsparse_int* col,
                                      const T*             val,
                                      const T*             x,
                                      const T&             alpha,
                                      const T&             beta,
                                      T*                   y,
                                      rocsparse_int        base,
                                      uint64_t*            partials,
                                      int*                 arrivals)
{
    __shared__ int last_block;
    const int      begin  = row_ptr[row] - base;
    const int      length = row_ptr[row + 1] - base - begin;
    const int      chunks = (length - 1) / adaptive_chunk + 1;
    const T        sum    = block_range_sum<T, LOADS>(p0, p1, col, val, x, base);
    if(chunks == 1)
    {
        if(threadIdx.x == 0)
            store_result(y + row, alpha * sum, beta);
        return;
    }
    const int first_slot = slot - (p0 - begin) / adaptive_chunk;
    if(threadIdx.x == 0)
    {
        store_tagged(partials + (size_t)slot * tagged_words<T>, sum);
        last_block = atomicAdd(arrivals + first_slot, 1) == chunks - 1;
    }
    __syncthreads();
    if(!last_block)
        return;
    T total = T(0);
    for(int c = threadIdx.x; c < chunks; c += adaptive_block)
        total += load_tagged<T>(partials + (size_t)(first_slot + c) * tagged_words<T>);
    total = block_reduce_sum<adaptive_block>(total);
    if(threadIdx.x == 0)
        store_result(y + row, alpha * total, beta);
}

/* With analysis: one unit per block. */
template <typename T, int LOADS>
__global__ void __launch_bounds__(adaptive_block)
csrmv_units_kernel(const rocsparse_int* __restrict__ unit_row,
                   const rocsparse_int* __restrict__ unit_ptr,
                   const rocsparse_int* __restrict__ unit_slot,
                   uint64_t*            partials,
                   int*                 arrivals,
                   int                  reverse,
                   rocsparse_int        nnz,
                   product_scalar<T>    alpha_,
                   const rocsparse_int* __restrict__ row_ptr,
                   const rocsparse_int* __restrict__ col_ind,
                   const T* __restrict__ val,
                   const T* __restrict__ x,
                   product_scalar<T>    beta_,
                   T* __restrict__ y,
                   rocsparse_int base)
{
    extern __shared__ char adaptive_shared[];
    T*                     stage = reinterpret_cast<T*>(adaptive_shared);
    int*                   start = reinterpret_cast<int*>(adaptive_shared + sizeof(T) * adaptive_stage);

    const int           unit  = block_in_pass(reverse);
    const rocsparse_int r0    = unit_row[unit];
    const rocsparse_int r1    = unit_row[unit + 1];
    const int           p0    = unit_ptr[unit];
    const int           p1    = unit_ptr[unit + 1];
    const int           slot  = unit_slot[unit];
    const T             alpha = alpha_.get();
    const T             beta  = beta_.get();
    if(slot >= 0)
        long_row_chunk<T, LOADS>(r0, p0, p1, slot, row_ptr, col_ind, val, x, alpha, beta, y, base, partials,
                                 arrivals);
    else
        block_run<T, LOADS>(r0, r1 - r0, p0, p1, nnz, row_ptr, col_ind, val, x, alpha, beta, y, base, stage, start);
}

/* Without analysis, rows that do not fit the stage together: runs of rows
 * that do, found from the row offsets in shared memory; long rows alone. */
template <typename T, int LOADS>
__device__ __noinline__ void block_walk(int64_t              r0,
                           int                  rows,
                           int                  nnz,
                           const rocsparse_int* row_ptr,
                           const rocsparse_int* col,
                           const T*             val,
                           const T*             x,
                           const T&             alpha,
                           const T&             beta,
                           T*                   y,
                           rocsparse_int        base,
                           T*                   stage,
                           int*                 start,
                           rocsparse_int*       queue)
{
    __shared__ int run_end;
    __shared__ int queued;
    __shared__ int wide_rows[wide_rows_max];
    __shared__ int wide_count;
    if(threadIdx.x == 0)
        wide_count = 0;
    for(int r = threadIdx.x; r <= rows; r += adaptive_block)
        start[r] = row_ptr[r0 + r] - base;
    __syncthreads();
    int r = 0;
    while(r < rows)
    {
        const int p      = start[r];
        const int length = start[r + 1] - p;
        if(length > adaptive_long_row)
        {
            /* The row's chunks go to the queue, as many as fit; y = beta * y
             * plus the sum of the others, here; the queue kernel adds the
             * queued chunks' sums later. */
            const int chunks = (length - 1) / adaptive_chunk + 1;
            if(threadIdx.x == 0)
            {
                int slot = 0;
                queued   = reserve_queue_chunks(queue, chunks, &slot);
                run_end  = slot;
            }
            __syncthreads();
            for(int c = threadIdx.x; c < queued; c += adaptive_block)
                queue_chunk(queue, run_end + c, (rocsparse_int)(r0 + r), c);
            const int rest = p + queued * adaptive_chunk;
            const T   sum  = rest < p + length ? block_range_sum<T, LOADS>(rest, p + length, col, val, x, base) : T(0);
            if(threadIdx.x == 0)
                store_result(y + r0 + r, alpha * sum, beta);
            __syncthreads(); /* everyone has read queued and run_end */
            ++r;
            continue;
        }
        /* The run: rows [r, end) with no long row, fitting the stage. */
        if(threadIdx.x == 0)
            run_end = rows;
        __syncthreads();
        for(int t = r + 1 + threadIdx.x; t <= rows; t += adaptive_block)
            if(start[t] - p > adaptive_stage - stage_slack || start[t] - start[t - 1] > adaptive_long_row)
            {
                atomicMin(&run_end, t - 1);
                break;
            }
        __syncthreads();
        const int end = run_end;
        const int a0  = p & ~(stage_align - 1);
        stage_products<T, LOADS>(p, start[end], a0, nnz, col, val, x, base, stage);
        __syncthreads();
        stage_row_sums(end - r, start + r, a0, stage, r0 + r, alpha, beta, y, true, wide_rows, &wide_count);
        __syncthreads(); /* the stage, run_end and wide_count are free again */
        if(threadIdx.x == 0)
            wide_count = 0;
        r = end;
    }
}

/* Registers bounded for six blocks a multiprocessor (f32) or four (wider
 * types): unbounded, the walk's registers would cost the common path
 * blocks; tighter bounds make the wider types spill. */
template <typename T, int LOADS>
__global__ void __launch_bounds__(adaptive_block, sizeof(T) <= 4 ? 6 : 4)
csrmv_row_blocks_kernel(rocsparse_int        m,
                        int                  rows_per_block,
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
    extern __shared__ char adaptive_shared[];
    T*                     stage = reinterpret_cast<T*>(adaptive_shared);
    int*                   start = reinterpret_cast<int*>(adaptive_shared + sizeof(T) * adaptive_stage);

    const int64_t r0    = (int64_t)blockIdx.x * rows_per_block;
    const int     rows  = m - r0 < rows_per_block ? (int)(m - r0) : rows_per_block;
    const int     p0    = row_ptr[r0] - base;
    const int     p1    = row_ptr[r0 + rows] - base;
    const T       alpha = alpha_.get();
    const T       beta  = beta_.get();
    if(p1 - p0 <= adaptive_stage - stage_slack)
        block_run<T, LOADS>(r0, rows, p0, p1, nnz, row_ptr, col_ind, val, x, alpha, beta, y, base, stage, start);
    else
        block_walk<T, LOADS>(r0, rows, nnz, row_ptr, col_ind, val, x, alpha, beta, y, base, stage, start, queue);
}

/* A block per row (chosen for regular rows of a mean of
 * block_rows_min_mean or more). */
template <typename T, int LOADS>
__global__ void __launch_bounds__(adaptive_block)
csrmv_block_rows_kernel(product_scalar<T>    alpha_,
                        const rocsparse_int* __restrict__ row_ptr,
                        const rocsparse_int* __restrict__ col_ind,
                        const T* __restrict__ val,
                        const T* __restrict__ x,
                        product_scalar<T>    beta_,
                        T* __restrict__ y,
                        rocsparse_int base,
                        int           reverse)
{
    const rocsparse_int row = block_in_pass(reverse);
    const T sum = block_range_sum<T, LOADS>(row_ptr[row] - base, row_ptr[row + 1] - base, col_ind, val, x, base);
    if(threadIdx.x == 0)
        store_result(y + row, alpha_.get() * sum, beta_.get());
}

/* The queued chunks, dealt round-robin to the blocks; each adds alpha * its
 * chunk's sum to y. */
template <typename T, int LOADS>
__global__ void __launch_bounds__(adaptive_block)
csrmv_queued_chunks_kernel(product_scalar<T>    alpha_,
                           const rocsparse_int* __restrict__ row_ptr,
                           const rocsparse_int* __restrict__ col_ind,
                           const T* __restrict__ val,
                           const T* __restrict__ x,
                           T*                   y,
                           rocsparse_int        base,
                           const rocsparse_int* queue)
{
    const int count = queue[0] < adaptive_queue_capacity ? queue[0] : adaptive_queue_capacity;
    const T   alpha = alpha_.get();
    for(int e = blockIdx.x; e < count; e += gridDim.x)
    {
        const rocsparse_int row = queue[2 + 2 * e];
        const int           p0  = row_ptr[row] - base + queue[3 + 2 * e] * adaptive_chunk;
        const int           end = row_ptr[row + 1] - base;
        const int           p1  = end - p0 < adaptive_chunk ? end : p0 + adaptive_chunk;
        const T             sum = block_range_sum<T, LOADS>(p0, p1, col_ind, val, x, base);
        if(threadIdx.x == 0)
            atomic_add(y + row, alpha * sum);
    }
}

/* Dynamic shared memory over 48 KiB (the double complex stage) needs the
 * kernel's consent, given per device: asked before every such launch. */
template <typename T, typename K>
static rocsparse_status allow_shared(K kernel)
{
    if(adaptive_shared_bytes<T>() > 48 * 1024)
        RETURN_IF_HIP_ERROR(hipFuncSetAttribute(reinterpret_cast<const void*>(kernel),
                                                hipFuncAttributeMaxDynamicSharedMemorySize,
                                                (int)adaptive_shared_bytes<T>()));
    return rocsparse_status_success;
}

template <typename T>
rocsparse_status csrmv_adaptive(rocsparse_handle           handle,
                                const csrmv_adaptive_plan* plan,
                                rocsparse_int              nnz,
                                const csrmv_operands<T>&   o)
{
    /* This product's partial sums and arrival counts, zeroed: the slots of
     * the plan's long-row chunks in the handle's workspace (the analysis
     * made no more than csrmv_partial_slots_max of them). */
    const size_t partial_bytes = (size_t)plan->slots * tagged_words<T> * sizeof(uint64_t);
    const size_t scratch_bytes = partial_bytes + (size_t)plan->slots * sizeof(int);
    uint64_t*    partials      = static_cast<uint64_t*>(handle->workspace);
    int*         arrivals      = reinterpret_cast<int*>(static_cast<char*>(handle->workspace) + partial_bytes);
    if(scratch_bytes > handle->workspace_size)
        return rocsparse_status_internal_error;
    if(scratch_bytes > 0)
        RETURN_IF_HIP_ERROR(hipMemsetAsync(handle->workspace, 0, scratch_bytes, handle->stream));
    auto kernel = CSR_LOADS_PICK(o.loads, csrmv_units_kernel, T);
    RETURN_IF_ROCSPARSE_ERROR(allow_shared<T>(kernel));
    kernel<<<(unsigned)plan->units, adaptive_block, adaptive_shared_bytes<T>(), handle->stream>>>(
        plan->unit_row, plan->unit_ptr, plan->unit_slot, partials, arrivals, o.reverse, nnz, o.alpha, o.row_ptr,
        o.col_ind, o.val, o.x, o.beta, o.y, o.base);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

template <typename T>
rocsparse_status
    csrmv_row_blocks(rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, const csrmv_operands<T>& o)
{
    /* Rows of about one bin's cost, as the analysis would cut them. */
    const int64_t per_row = (int64_t)nnz / m + adaptive_row_cost;
    int64_t       rows    = adaptive_bin_cost / per_row;
    rows                  = rows < 1 ? 1 : rows > adaptive_max_rows ? adaptive_max_rows : rows;
    const int64_t blocks  = ((int64_t)m - 1) / rows + 1;

    rocsparse_int* queue = static_cast<rocsparse_int*>(handle->workspace);
    hipStream_t    s     = handle->stream;
    /* A matrix with no more nonzeros than a long row has none. */
    const bool may_queue = nnz > adaptive_long_row;
    if(may_queue)
        RETURN_IF_HIP_ERROR(hipMemsetAsync(queue, 0, sizeof(rocsparse_int), s));
    auto kernel = CSR_LOADS_PICK(o.loads, csrmv_row_blocks_kernel, T);
    RETURN_IF_ROCSPARSE_ERROR(allow_shared<T>(kernel));
    kernel<<<(unsigned)blocks, adaptive_block, adaptive_shared_bytes<T>(), s>>>(
        m, (int)rows, nnz, o.alpha, o.row_ptr, o.col_ind, o.val, o.x, o.beta, o.y, o.base, queue);
    RETURN_IF_LAUNCH_FAILED();
    if(!may_queue)
        return rocsparse_status_success;
    return csrmv_queued_chunks<T>(handle, o);
}

template <typename T>
rocsparse_status
    csrmv_block_rows(rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, const csrmv_operands<T>& o)
{
    (void)nnz;
    auto kernel = CSR_LOADS_PICK(o.loads, csrmv_block_rows_kernel, T);
    kernel<<<(unsigned)m, adaptive_block, 0, handle->stream>>>(o.alpha, o.row_ptr, o.col_ind, o.val, o.x, o.beta,
                                                               o.y, o.base, o.reverse);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

template <typename T>
rocsparse_status csrmv_queued_chunks(rocsparse_handle handle, const csrmv_operands<T>& o)
{
    auto kernel = CSR_LOADS_PICK(o.loads, csrmv_queued_chunks_kernel, T);
    kernel<<<adaptive_queue_blocks, adaptive_block, 0, handle->stream>>>(
        o.alpha, o.row_ptr, o.col_ind, o.val, o.x, o.y, o.base, static_cast<const rocsparse_int*>(handle->workspace));
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

#define FSPARSE_ADAPTIVE_INSTANTIATE(T)                                                                       \
    template rocsparse_status csrmv_adaptive<T>(rocsparse_handle, const csrmv_adaptive_plan*, rocsparse_int,  \
                                                const csrmv_operands<T>&);                                   \
    template rocsparse_status csrmv_row_blocks<T>(rocsparse_handle, rocsparse_int, rocsparse_int,            \
                                                  const csrmv_operands<T>&);                                 \
    template rocsparse_status csrmv_block_rows<T>(rocsparse_handle, rocsparse_int, rocsparse_int,            \
                                                  const csrmv_operands<T>&);                                 \
    template rocsparse_status csrmv_queued_chunks<T>(rocsparse_handle, const csrmv_operands<T>&);
FSPARSE_ADAPTIVE_INSTANTIATE(float)
FSPARSE_ADAPTIVE_INSTANTIATE(double)
FSPARSE_ADAPTIVE_INSTANTIATE(hip_complex<float>)
FSPARSE_ADAPTIVE_INSTANTIATE(hip_complex<double>)
