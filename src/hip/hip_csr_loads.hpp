/* Reading CSR rows, shared by the csrmv kernels: four consecutive entries
 * of col_ind and val with 16-byte loads, a row's sum by a group of lanes,
 * and the queue through which kernels without analysis hand the chunks of
 * long rows to csrmv_queued_chunks (level2_csrmv_adaptive.hip). */
#ifndef FSPARSE_HIP_CSR_LOADS_HPP
#define FSPARSE_HIP_CSR_LOADS_HPP

#include <stdint.h>

#include <type_traits>

#include "hip/hip_kernel_choice.hpp"
#include "hip/hip_spmv.hpp"
#include "hip/hip_workspace.hpp"

/* One entry of 4, 8 or 16 bytes. STREAM: read once, so on NVIDIA marked
 * evict-first, and the stream of the matrix leaves x in the L2 cache. */
template <bool STREAM, typename V>
__device__ inline V load1(const V* p)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    if(STREAM)
    {
        using raw_t = typename std::conditional<
            sizeof(V) == 4, unsigned, typename std::conditional<sizeof(V) == 8, uint2, uint4>::type>::type;
        static_assert(sizeof(raw_t) == sizeof(V), "entries of 4, 8 or 16 bytes");
        const raw_t raw = __ldcs(reinterpret_cast<const raw_t*>(p));
        V           v;
        __builtin_memcpy(&v, &raw, sizeof(v));
        return v;
    }
#endif
    return *p;
}

/* v = p[0..3], p 16-byte aligned. */
template <bool STREAM, typename V>
__device__ inline void load4(const V* p, V (&v)[4])
{
    constexpr int pieces = 4 * sizeof(V) / 16;
    uint4         raw[pieces];
#pragma unroll
    for(int i = 0; i < pieces; ++i)
        raw[i] = load1<STREAM>(reinterpret_cast<const uint4*>(p) + i);
    __builtin_memcpy(v, raw, sizeof(v));
}

/* Entries [at, at + 4) of col_ind and val (at a multiple of 4); those past
 * nnz read as column `base` (an index into x that exists) and value 0. */
template <bool STREAM, typename T>
__device__ inline void load_entries(int at, int nnz, const rocsparse_int* col, const T* val, rocsparse_int (&c)[4],
                                    T (&v)[4], rocsparse_int base)
{
    if(at + 4 <= nnz)
    {
        load4<STREAM>(col + at, c);
        load4<STREAM>(val + at, v);
        return;
    }
#pragma unroll
    for(int e = 0; e < 4; ++e)
    {
        c[e] = at + e < nnz ? col[at + e] : base;
        v[e] = at + e < nnz ? val[at + e] : T(0);
    }
}

/* kernel<ARGS..., loads> for a run-time choice of loads (one type: a
 * pointer to the kernel). */
#define CSR_LOADS_PICK(loads, kernel, ...)                                      \
    ((loads) == loads_streamed ? kernel<__VA_ARGS__, loads_streamed>            \
     : (loads) == loads_vector ? kernel<__VA_ARGS__, loads_vector>              \
                               : kernel<__VA_ARGS__, loads_scalar>)

/* sum += val[i] * x[col[i]] for the entries i in [b, e) of the four at
 * a, whose col_ind and val entries are c and v. */
template <typename T>
__device__ inline void
    add_entries(T& sum, int a, int b, int e, const rocsparse_int (&c)[4], const T (&v)[4], const T* x, rocsparse_int base)
{
#pragma unroll
    for(int t = 0; t < 4; ++t)
        if(a + t >= b && a + t < e)
            sum += v[t] * x[c[t] - base];
}

/* The sum of val[i] * x[col[i]] over [b, e) by a group of `width` lanes
 * (a power of two, at most the wavefront; lane: this thread's place in the
 * group); lane 0 holds it. Every lane of the group calls with the same b
 * and e. With vector loads each lane has UNROLL 16-byte loads of col_ind
 * (and their values) in flight before its gathers. */
template <typename T, int LOADS, int UNROLL>
__device__ inline T group_range_sum(
    int b, int e, int lane, int width, int nnz, const rocsparse_int* col, const T* val, const T* x, rocsparse_int base)
{
    T sum = T(0);
    if constexpr(LOADS != loads_scalar)
    {
        const int a0      = b & ~3;
        const int vectors = (e - a0 + 3) / 4;
        int       k       = lane;
        if constexpr(UNROLL == 1)
        {
            /* The first round outside the loop: a narrow group takes most
             * rows in one, and the loop around it cost the vector kernel
             * time (PERFORMANCE.md). */
            rocsparse_int c[4] = {base, base, base, base};
            T             v[4] = {T(0), T(0), T(0), T(0)};
            if(k < vectors)
                load_entries<LOADS == loads_streamed>(a0 + 4 * k, nnz, col, val, c, v, base);
            add_entries(sum, a0 + 4 * k, b, e, c, v, x, base);
            k += width;
        }
        else
        {
            for(; k + (UNROLL - 1) * width < vectors; k += UNROLL * width)
            {
                rocsparse_int c[UNROLL][4];
                T             v[UNROLL][4];
#pragma unroll
                for(int u = 0; u < UNROLL; ++u)
                    load_entries<LOADS == loads_streamed>(a0 + 4 * (k + u * width), nnz, col, val, c[u], v[u], base);
#pragma unroll
                for(int u = 0; u < UNROLL; ++u)
                    add_entries(sum, a0 + 4 * (k + u * width), b, e, c[u], v[u], x, base);
            }
        }
        for(; k < vectors; k += width)
        {
            rocsparse_int c[4];
            T             v[4];
            load_entries<LOADS == loads_streamed>(a0 + 4 * k, nnz, col, val, c, v, base);
            add_entries(sum, a0 + 4 * k, b, e, c, v, x, base);
        }
    }
    else
    {
        for(int i = b + lane; i < e; i += width)
            sum += val[i] * x[col[i] - base];
    }
    return subwarp_sum_dynamic(sum, width);
}

/* The sum of val[i] * x[col[i]] over [b, e) by a group of WIDTH lanes,
 * lane-consecutively: lane k takes entries b + k, b + k + WIDTH, ...,
 * consecutive_loads of them in flight before its gathers; lane 0 holds the
 * sum. A gather instruction then reads x at WIDTH consecutive entries of a
 * row: where the row's columns come in clusters (a stencil's neighbours)
 * they share cache lines, where with 16-byte loads the lanes of a gather
 * were 4 entries apart. Chosen with analysis, which measures the clusters
 * (level2_csrmv_analysis.hip), for groups of 8 lanes and matrices that fit
 * the L2 cache; where the columns are random, or the matrix is streamed,
 * the 16-byte loads do better (PERFORMANCE.md). It reads one entry at a
 * time, so it needs no alignment. */
constexpr int consecutive_loads = 4;

template <typename T, int WIDTH>
__device__ inline T group_consecutive_sum(
    int b, int e, int lane, const rocsparse_int* col, const T* val, const T* x, rocsparse_int base)
{
    T sum = T(0);
    for(int i = b + lane; i < e; i += consecutive_loads * WIDTH)
    {
        rocsparse_int c[consecutive_loads];
        T             v[consecutive_loads];
#pragma unroll
        for(int j = 0; j < consecutive_loads; ++j)
        {
            const int at = i + j * WIDTH;
            c[j]         = at < e ? col[at] : base;
            v[j]         = at < e ? val[at] : T(0);
        }
#pragma unroll
        for(int j = 0; j < consecutive_loads; ++j)
            sum += v[j] * x[c[j] - base];
    }
    return subwarp_sum<WIDTH>(sum);
}

/* Nonzeros of one chunk of a long row: a work unit of the analysed product,
 * or an entry of the queue below. */
constexpr int adaptive_chunk = 2048;

/* The queue of long-row chunks, in the handle's workspace: a count (and a
 * pad), then (row, chunk) pairs. */
constexpr int adaptive_queue_capacity = (int)(hip_workspace_size / (2 * sizeof(rocsparse_int))) - 1;

/* Reserves up to `chunks` entries of the queue: returns how many it got,
 * from *slot on. */
__device__ inline int reserve_queue_chunks(rocsparse_int* queue, int chunks, int* slot)
{
    *slot = atomicAdd(queue, chunks);
    if(*slot >= adaptive_queue_capacity)
        return 0;
    return adaptive_queue_capacity - *slot < chunks ? adaptive_queue_capacity - *slot : chunks;
}

/* Entry slot of the queue: chunk `chunk` of row `row`. */
__device__ inline void queue_chunk(rocsparse_int* queue, int slot, rocsparse_int row, int chunk)
{
    queue[2 + 2 * slot] = row;
    queue[3 + 2 * slot] = chunk;
}

/* Queues the chunks of row `row`, entries [b, e), as many as fit, by one
 * thread; returns where the entries left to its caller begin (e when all
 * were queued). */
__device__ inline int queue_row_chunks(rocsparse_int* queue, rocsparse_int row, int b, int e)
{
    const int chunks = (e - b - 1) / adaptive_chunk + 1;
    int       slot   = 0;
    const int fit    = reserve_queue_chunks(queue, chunks, &slot);
    for(int c = 0; c < fit; ++c)
        queue_chunk(queue, slot + c, row, c);
    return fit == chunks ? e : b + fit * adaptive_chunk;
}

#endif /* FSPARSE_HIP_CSR_LOADS_HPP */
