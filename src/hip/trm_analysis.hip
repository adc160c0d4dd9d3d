/* backend_trm_analysis of the HIP backend: the dependency lists of a
 * triangle in solve order (hip_trm.hpp), found on the device:
 * 1. a thread per row of A (a wavefront per long row) finds its diagonal
 *    and counts the entries of the triangle it keeps (and, for a
 *    transpose, adds each to its column);
 * 2. scans give each row of op(T) the start of its list; a thread per row
 *    (likewise) writes its entries there, unordered for a transpose, where
 *    a stable radix sort by column then groups them by row of op(T);
 * 3. the longest list, read back; levels, in one pass over the rows in
 *    dependency order (trm_levels_kernel below), and their number;
 * 4. a stable radix sort of the rows by level gives order[], and the lists
 *    are copied into solve order.
 * Setup work: it waits for the stream three times (for the lists' sizes,
 * for the number of levels and for the level boundaries); its
 * scratch is the user's buffer. */
#include <limits.h>
#include <stdlib.h>

#include "hip/hip_check.hpp"
#include "hip/hip_dispatch.hpp"
#include "hip/hip_kernel_choice.hpp"
#include "hip/hip_primitives.hpp"
#include "hip/hip_syncfree.hpp"
#include "hip/hip_trm.hpp"

#include "backend.h"
#include "core/status.h"

constexpr int trm_block = 256;

/* What the analysis's kernels add up, in this order in the scratch. */
enum trm_total
{
    total_levels,  /* largest level + 1 */
    total_longest, /* most dependencies of a row */
    total_count
};

/* Whether A's entry (row, col) belongs to T off its diagonal. */
__device__ inline bool kept_off_diagonal(bool lower, rocsparse_int row, rocsparse_int col, rocsparse_int m)
{
    return (unsigned)col < (unsigned)m && (lower ? col < row : col > row);
}

/* Rows longer than this are walked by the whole wavefront, not by one
 * lane: one very long row (power-law matrices) would otherwise hold its
 * wavefront for as many steps as it has entries. */
constexpr rocsparse_int trm_long_row = 64;

/* How many entries a lane loads at once when copying lists: the loads of
 * one lane then overlap instead of following one another. */
constexpr int trm_batch = 4;

/* The sum and the minimum of v over the wavefront, on every lane; every
 * lane must call. */
__device__ inline int wave_sum(int v)
{
    for(int delta = warpSize / 2; delta > 0; delta /= 2)
        v += __shfl_xor(v, delta, warpSize);
    return v;
}

__device__ inline int wave_min(int v)
{
    return -wave_max(-v);
}

/* Calls work(row, lane, step) for the row of each lane that has one,
 * whose entries are to be walked from its start + lane by step: short
 * rows (length at most trm_long_row) by their own lane alone (lane 0,
 * step 1, one call per lane), then each long row by the whole wavefront
 * together (lane = the lane's index, step = the wavefront's width, every
 * lane in the call). work tells the two apart by step; every lane must
 * call this. */
template <typename Work>
__device__ inline void for_rows_by_length(bool has_row, rocsparse_int row, rocsparse_int length, Work work)
{
    const bool alone = has_row && length <= trm_long_row;
    if(alone)
        work(row, 0, 1);
    uint64_t  pending = lanes_where(has_row && !alone);
    const int lane    = (int)(threadIdx.x % warpSize);
    while(pending != 0)
    {
        const int owner = __ffsll((unsigned long long)pending) - 1;
        pending &= pending - 1;
        work(__shfl(row, owner, warpSize), lane, warpSize);
    }
}

/* Step 1: count[i] = off-diagonal entries of T in row i (0 at m, for the
 * scan's total), column[c] += entries of T in column c when transposed,
 * diag_pos[i] = the first diagonal entry, and the first row without one
 * lowers *missing. */
__global__ void __launch_bounds__(trm_block) trm_count_kernel(rocsparse_int        m,
                                                              bool                 lower,
                                                              bool                 transposed,
                                                              const rocsparse_int* row_ptr,
                                                              const rocsparse_int* col_ind,
                                                              rocsparse_int        base,
                                                              rocsparse_int*       count,
                                                              rocsparse_int*       column,
                                                              rocsparse_int*       diag_pos,
                                                              rocsparse_int*       missing)
{
    const int64_t i = (int64_t)blockIdx.x * trm_block + threadIdx.x;
    if(i == m)
        count[m] = 0;
    const bool          has_row = i < m;
    const rocsparse_int mine    = has_row ? (rocsparse_int)i : 0;
    const rocsparse_int length  = has_row ? row_ptr[mine + 1] - row_ptr[mine] : 0;
    for_rows_by_length(has_row, mine, length, [&](rocsparse_int row, int lane, int step) {
        rocsparse_int n    = 0;
        rocsparse_int diag = INT_MAX; /* none yet */
        const rocsparse_int end = row_ptr[row + 1] - base;
        for(rocsparse_int start = row_ptr[row] - base + lane; start < end; start += trm_batch * step)
        {
            rocsparse_int c[trm_batch];
#pragma unroll
            for(int q = 0; q < trm_batch; ++q)
            {
                const rocsparse_int p = start + q * step;
                c[q]                  = p < end ? col_ind[p] - base : -1;
            }
#pragma unroll
            for(int q = 0; q < trm_batch; ++q)
            {
                const rocsparse_int p = start + q * step;
                if(p < end && c[q] == row)
                    diag = diag < p ? diag : p;
                else if(p < end && kept_off_diagonal(lower, row, c[q], m))
                {
                    ++n;
                    if(transposed)
                        atomicAdd(column + c[q], 1);
                }
            }
        }
        if(step > 1)
        {
            n    = wave_sum(n);
            diag = wave_min(diag);
            if(lane != 0)
                return;
        }
        count[row]    = n;
        diag_pos[row] = diag == INT_MAX ? -1 : diag;
        if(diag == INT_MAX)
            atomicMin(missing, row);
    });
}

/* Step 2: row i's kept entries from first[i] on, in storage order: the
 * row of op(T) that depends on another (key, transposed only), the row
 * depended on (dep), the entry's position (pos) and its index (idx, the
 * sort's payload, transposed only). A long row keeps storage order by
 * counting, in each stretch of a wavefront's width, the kept entries of
 * the lanes before. */
__global__ void __launch_bounds__(trm_block) trm_compact_kernel(rocsparse_int        m,
                                                                bool                 lower,
                                                                bool                 transposed,
                                                                const rocsparse_int* row_ptr,
                                                                const rocsparse_int* col_ind,
                                                                rocsparse_int        base,
                                                                const rocsparse_int* first,
                                                                rocsparse_int*       key,
                                                                rocsparse_int*       dep,
                                                                rocsparse_int*       pos,
                                                                rocsparse_int*       idx)
{
    const int64_t       i       = (int64_t)blockIdx.x * trm_block + threadIdx.x;
    const bool          has_row = i < m;
    const rocsparse_int mine    = has_row ? (rocsparse_int)i : 0;
    const rocsparse_int length  = has_row ? row_ptr[mine + 1] - row_ptr[mine] : 0;
    for_rows_by_length(has_row, mine, length, [&](rocsparse_int row, int lane, int step) {
        const rocsparse_int begin  = row_ptr[row] - base;
        const rocsparse_int end    = row_ptr[row + 1] - base;
        rocsparse_int       out    = first[row];
        const uint64_t      before = (uint64_t(1) << lane) - 1;
        /* Every lane of the wavefront runs the same stretches when step > 1,
         * the columns of trm_batch stretches loaded at once. */
        for(rocsparse_int start = begin; start < end; start += trm_batch * step)
        {
            rocsparse_int c[trm_batch];
#pragma unroll
            for(int q = 0; q < trm_batch; ++q)
            {
                const rocsparse_int p = start + q * step + lane;
                c[q]                  = p < end ? col_ind[p] - base : -1;
            }
#pragma unroll
            for(int q = 0; q < trm_batch; ++q)
            {
                const rocsparse_int p    = start + q * step + lane;
                const bool          kept = p < end && kept_off_diagonal(lower, row, c[q], m);
                const uint64_t      all  = step > 1 ? lanes_where(kept) : (uint64_t)kept;
                if(kept)
                {
                    const rocsparse_int o = out + __popcll((unsigned long long)(all & before));
                    pos[o]                = p;
                    if(transposed)
                    {
                        key[o] = c[q];
                        dep[o] = row;
                        idx[o] = o;
                    }
                    else
                        dep[o] = c[q];
                }
                out += __popcll((unsigned long long)all);
            }
        }
    });
}

/* The bit of row d among the lane's rows before its row k (the lane's
 * rows start at t0 in the order), or 0 when d is not one of them. */
__device__ inline unsigned own_earlier_row(rocsparse_int d, rocsparse_int m, bool forward, int64_t t0, int k)
{
    const int64_t off = (forward ? (int64_t)d : (int64_t)m - 1 - d) - t0;
    return off >= 0 && off < k ? 1u << off : 0u;
}

/* Step 3: level[r] for each row r of op(T), whose list is
 * dep[perm[j]] for j in [list[r], list[r + 1]) (perm null: dep[j]).
 * level[] starts at -1 and each row's level, once stored, is final, so it
 * is its own flag. Rows are handed out by a ticket in dependency order
 * (increasing rows when forward, else decreasing); every row a row depends
 * on comes earlier in that order, so it went to a block that is running or
 * done, or to this wavefront: the loop over the wavefront's rows never
 * blocks a lane on one row, so the wavefront's first unfinished row finds
 * its dependencies stored in the end, and every wait ends. A row has G
 * lanes: 1, or 32 where lists are long (trlevels_choose). A backward list
 * is walked from its end, as the solves walk it (trm_fill_kernel).
 *
 * With one lane a row, a lane may take K rows that follow each other in
 * the order (trlevels_choose: where lists are short) and try each in turn
 * every round, but not one that depends on an earlier row of its own
 * still waiting (the lane's first waiting row depends on none of its own,
 * so the lane always tries that one, and every wait still ends). The rows
 * that can be in flight bound this pass: in the order of rows, a row
 * waits on rows not far before it (the previous one, a line or a plane of
 * a stencil back), so rows hold their threads while the rows before them
 * finish, and more rows a thread keep more of them moving. A lane also
 * finds a dependency on its own previous row already stored, within the
 * same round. */
template <int G, int K>
__global__ void __launch_bounds__(trm_block) trm_levels_kernel(rocsparse_int        m,
                                                               bool                 forward,
                                                               const rocsparse_int* list,
                                                               const rocsparse_int* dep,
                                                               const rocsparse_int* perm,
                                                               rocsparse_int*       level,
                                                               rocsparse_int*       ticket,
                                                               rocsparse_int*       totals)
{
    static_assert(G == 1 || K == 1, "a lane takes several rows only when it walks their lists alone");
    static_assert(K <= 32, "a bit a row");
    constexpr int            rows = trm_block / G * K;
    __shared__ rocsparse_int first;
    if(threadIdx.x == 0)
        first = atomicAdd(ticket, rows);
    __syncthreads();
    const int64_t t0   = (int64_t)first + (int64_t)(threadIdx.x / G) * K;
    const int     lane = threadIdx.x % G;
    /* For the lane's row k (t0 + k in the order): its next list entry,
     * its list's end and its level so far; pending: a bit for each row
     * not yet stored. */
    rocsparse_int j[K], end[K], mine[K];
    unsigned      near[K];
    unsigned      pending = 0;
    rocsparse_int found   = 0;
#pragma unroll
    for(int k = 0; k < K; ++k)
    {
        const int64_t       t   = t0 + k;
        const rocsparse_int row = forward ? (rocsparse_int)t : m - 1 - (rocsparse_int)t;
        j[k]                    = 0;
        end[k]                  = 0;
        mine[k]                 = 0;
        near[k]                 = 0;
        if(t < m)
        {
            j[k]   = list[row] + lane;
            end[k] = list[row + 1];
            pending |= 1u << k;
            /* near[k]: a bit for each of the lane's earlier rows that row
             * k depends on, found once by a walk of its list whose loads
             * do not wait on one another. */
            if(K > 1)
                for(rocsparse_int at = j[k]; at < end[k]; ++at)
                    near[k] |= own_earlier_row(dep[perm != nullptr ? perm[at] : at], m, forward, t0, k);
        }
    }
    while(wave_any(pending != 0))
    {
        const unsigned before = pending;
#pragma unroll
        for(int k = 0; k < K; ++k)
        {
            const int64_t       t    = t0 + k;
            const rocsparse_int row  = forward ? (rocsparse_int)t : m - 1 - (rocsparse_int)t;
            /* A row waiting on one of the lane's earlier rows is not
             * walked: the walks of a round follow one another, and on a
             * stencil's run of rows, each after the one before, only the
             * first open row could move. */
            const bool open = ((pending >> k) & 1u) != 0 && (near[k] & pending) == 0;
            if(open)
            {
                for(; j[k] < end[k]; j[k] += G)
                {
                    const rocsparse_int at = forward ? j[k] : list[row] + end[k] - 1 - j[k];
                    const rocsparse_int l  = load_relaxed(level + dep[perm != nullptr ? perm[at] : at]);
                    if(l < 0)
                        break;
                    mine[k] = l + 1 > mine[k] ? l + 1 : mine[k];
                }
            }
            const bool ready = group_all<G>(!open || j[k] >= end[k]) && open;
            if(wave_any(ready))
            {
                const rocsparse_int lvl = group_max<G>(mine[k]);
                if(ready)
                {
                    found = lvl > found ? lvl : found;
                    if(lane == 0)
                        store_relaxed(level + row, lvl);
                    pending &= ~(1u << k);
                }
            }
        }
        /* With runs of rows, a wavefront that stored no row this round
         * waits for rows of other wavefronts: it pauses, leaving its issue
         * slots and the memory system to those that can move (faster on
         * the runs, slower with a lane a row: PERFORMANCE.md). */
        if(K > 1 && !wave_any(pending != before))
            pause_briefly();
    }
    /* One atomic per wavefront. */
    const int levels = wave_max(found + 1);
    if(threadIdx.x % warpSize == 0)
        atomicMax(totals + total_levels, levels);
}

/* Step 3 handed out as trm_levels_kernel<1, K> does, K rows that follow
 * each other in the order a lane, for lists of up to L entries (the
 * automatic choice: lists of one entry, chains): the lane holds its rows
 * and their lists in registers, loaded once. Each round it first loads,
 * all at once, the level of every dependency not yet seen stored of the
 * rows whose dependencies on the lane's own earlier rows are done, so
 * that a round waits on memory once however many rows it tries; then it
 * goes through its rows in order and stores each one that is ready. A
 * dependency on one of the lane's earlier rows is read from registers, so
 * a row stored in a round lets the next one go in the same round: on a
 * chain a round moves K rows, with no wait on memory between them (the
 * runs of trm_levels_kernel reload each stored level). A list longer than
 * L (this pass is forced on every triangle by the tests) walks the rest
 * of its entries from memory once the held ones are done. Why every wait
 * ends: as for trm_levels_kernel, a lane never waits on one row without
 * trying its others, and every dependency comes earlier in the order. */
template <int K, int L>
__global__ void __launch_bounds__(trm_block) trm_levels_held_kernel(rocsparse_int        m,
                                                                    bool                 forward,
                                                                    const rocsparse_int* list,
                                                                    const rocsparse_int* dep,
                                                                    const rocsparse_int* perm,
                                                                    rocsparse_int*       level,
                                                                    rocsparse_int*       ticket,
                                                                    rocsparse_int*       totals)
{
    static_assert(K <= 32, "a bit a row");
    constexpr int            rows = trm_block * K;
    __shared__ rocsparse_int first;
    if(threadIdx.x == 0)
        first = atomicAdd(ticket, rows);
    __syncthreads();
    const int64_t t0 = (int64_t)first + (int64_t)threadIdx.x * K;
    /* far[k][e]: a dependency of row k outside this lane's rows whose
     * level is not yet seen stored, or -1; near[k]: a bit for each of the
     * lane's earlier rows that row k depends on; mine[k]: the largest
     * level + 1 seen among row k's dependencies, its level once stored;
     * pending: a bit a row not yet stored; longer: a bit a row whose list
     * has more than L entries. */
    rocsparse_int far[K][L], mine[K];
    unsigned      near[K];
    unsigned      pending = 0, longer = 0;
    rocsparse_int found   = 0;
#pragma unroll
    for(int k = 0; k < K; ++k)
    {
        const int64_t       t   = t0 + k;
        const rocsparse_int row = forward ? (rocsparse_int)t : m - 1 - (rocsparse_int)t;
        mine[k]                 = 0;
        near[k]                 = 0;
#pragma unroll
        for(int e = 0; e < L; ++e)
            far[k][e] = -1;
        if(t < m)
        {
            pending |= 1u << k;
            const rocsparse_int b = list[row];
            const rocsparse_int n = list[row + 1] - b;
            if(n > L)
                longer |= 1u << k;
#pragma unroll
            for(int e = 0; e < L; ++e)
                if(e < n)
                {
                    const rocsparse_int d   = dep[perm != nullptr ? perm[b + e] : b + e];
                    const unsigned      bit = own_earlier_row(d, m, forward, t0, k);
                    near[k] |= bit;
                    if(bit == 0)
                        far[k][e] = d;
                }
        }
    }
    while(wave_any(pending != 0))
    {
        /* All the loads of the round first, then what they tell. */
        rocsparse_int seen[K][L];
#pragma unroll
        for(int k = 0; k < K; ++k)
        {
            const bool active = ((pending >> k) & 1u) != 0 && (near[k] & pending) == 0;
#pragma unroll
            for(int e = 0; e < L; ++e)
                seen[k][e] = active && far[k][e] >= 0 ? load_relaxed(level + far[k][e]) : -1;
        }
#pragma unroll
        for(int k = 0; k < K; ++k)
        {
#pragma unroll
            for(int e = 0; e < L; ++e)
                if(seen[k][e] >= 0)
                {
                    mine[k]   = seen[k][e] + 1 > mine[k] ? seen[k][e] + 1 : mine[k];
                    far[k][e] = -1;
                }
        }
#pragma unroll
        for(int k = 0; k < K; ++k)
        {
            if(((pending >> k) & 1u) == 0 || (near[k] & pending) != 0)
                continue;
            bool ready = true;
#pragma unroll
            for(int e = 0; e < L; ++e)
                ready = ready && far[k][e] < 0;
            const int64_t       t   = t0 + k;
            const rocsparse_int row = forward ? (rocsparse_int)t : m - 1 - (rocsparse_int)t;
            rocsparse_int       lvl = mine[k];
            if(ready && ((longer >> k) & 1u) != 0)
                for(rocsparse_int at = list[row] + L; at < list[row + 1]; ++at)
                {
                    const rocsparse_int l = load_relaxed(level + dep[perm != nullptr ? perm[at] : at]);
                    if(l < 0)
                    {
                        ready = false;
                        break;
                    }
                    lvl = l + 1 > lvl ? l + 1 : lvl;
                }
            if(!ready)
                continue;
#pragma unroll
            for(int i = 0; i < k; ++i)
                if(((near[k] >> i) & 1u) != 0)
                    lvl = mine[i] + 1 > lvl ? mine[i] + 1 : lvl;
            mine[k] = lvl;
            found   = lvl > found ? lvl : found;
            store_relaxed(level + row, lvl);
            pending &= ~(1u << k);
        }
    }
    const int levels = wave_max(found + 1);
    if(threadIdx.x % warpSize == 0)
        atomicMax(totals + total_levels, levels);
}

/* totals[total_longest] = the longest list, one atomic per block: with
 * one a wavefront, their queue at the one address took as long as the
 * analysis's other kernels that read the whole matrix (PERFORMANCE.md). */
__global__ void __launch_bounds__(trm_block)
trm_longest_kernel(rocsparse_int m, const rocsparse_int* list, rocsparse_int* totals)
{
    __shared__ int most;
    if(threadIdx.x == 0)
        most = 0;
    __syncthreads();
    const int64_t r       = (int64_t)blockIdx.x * trm_block + threadIdx.x;
    const int     longest = wave_max(r < m ? list[r + 1] - list[r] : 0);
    if(threadIdx.x % warpSize == 0 && longest > 0)
        atomicMax(&most, longest);
    __syncthreads();
    if(threadIdx.x == 0 && most > 0)
        atomicMax(totals + total_longest, most);
}

/* Step 4: after the sort, begin[l] = the first position of level l, and
 * count[k] = the length of the list of the row at position k. */
__global__ void __launch_bounds__(trm_block) trm_positions_kernel(rocsparse_int        m,
                                                                  rocsparse_int        levels,
                                                                  const rocsparse_int* sorted_level,
                                                                  const rocsparse_int* order,
                                                                  const rocsparse_int* list,
                                                                  rocsparse_int*       begin,
                                                                  rocsparse_int*       count)
{
    const int64_t k = (int64_t)blockIdx.x * trm_block + threadIdx.x;
    if(k > m)
        return;
    if(k == m)
    {
        begin[levels] = m;
        count[m]      = 0;
        return;
    }
    if(k == 0 || sorted_level[k] != sorted_level[k - 1])
        begin[sorted_level[k]] = (rocsparse_int)k;
    const rocsparse_int row = order[k];
    count[k]                = list[row + 1] - list[row];
}

/* Step 4: the list of the row at position k, copied to dep_ptr[k] on;
 * reversed when the solve runs backward. A lane waits at the first of its
 * dependencies that is not done and loads the rest only after it, so the
 * row solved last should come last: the nearest to the diagonal, which is
 * the last of a forward list in column order and the first of a backward
 * one. Reversed, a backward list is loaded while its last row is awaited,
 * as a forward one is. */
__global__ void __launch_bounds__(trm_block) trm_fill_kernel(rocsparse_int        m,
                                                             bool                 forward,
                                                             const rocsparse_int* order,
                                                             const rocsparse_int* list,
                                                             const rocsparse_int* dep,
                                                             const rocsparse_int* pos,
                                                             const rocsparse_int* perm,
                                                             const rocsparse_int* dep_ptr,
                                                             rocsparse_int*       dep_row,
                                                             rocsparse_int*       dep_val)
{
    const int64_t       k      = (int64_t)blockIdx.x * trm_block + threadIdx.x;
    const bool          has_k  = k < m;
    const rocsparse_int mine   = has_k ? (rocsparse_int)k : 0;
    const rocsparse_int row    = has_k ? order[mine] : 0;
    const rocsparse_int length = has_k ? list[row + 1] - list[row] : 0;
    for_rows_by_length(has_k, mine, length, [&](rocsparse_int at, int lane, int step) {
        const rocsparse_int r     = order[at];
        const rocsparse_int begin = list[r];
        const rocsparse_int end   = list[r + 1];
        /* The list's entry jq goes to first + jq, or to last - jq reversed. */
        const rocsparse_int first = dep_ptr[at] - begin;
        const rocsparse_int last  = dep_ptr[at] + end - 1;
        /* trm_batch entries a lane at once, all loads before the stores. */
        for(rocsparse_int j = begin + lane; j < end; j += trm_batch * step)
        {
            rocsparse_int d[trm_batch], v[trm_batch];
#pragma unroll
            for(int q = 0; q < trm_batch; ++q)
            {
                const rocsparse_int jq = j + q * step;
                const rocsparse_int e  = jq >= end ? 0 : perm != nullptr ? perm[jq] : jq;
                d[q]                   = jq < end ? dep[e] : 0;
                v[q]                   = jq < end ? pos[e] : 0;
            }
#pragma unroll
            for(int q = 0; q < trm_batch; ++q)
                if(j + q * step < end)
                {
                    const rocsparse_int to = forward ? first + j + q * step : last - (j + q * step);
                    dep_row[to]            = d[q];
                    dep_val[to]            = v[q];
                }
        }
    });
}

__global__ void __launch_bounds__(trm_block) trm_iota_kernel(rocsparse_int m, rocsparse_int* v)
{
    const int64_t k = (int64_t)blockIdx.x * trm_block + threadIdx.x;
    if(k < m)
        v[k] = (rocsparse_int)k;
}

/* Bits that hold every value below n (at least 1). */
static int bits_below(rocsparse_int n)
{
    int bits = 1;
    while(bits < 31 && ((rocsparse_int)1 << bits) < n)
        ++bits;
    return bits;
}

static size_t primitive_bytes(rocsparse_int m, rocsparse_int nnz)
{
    size_t scan = 0, sort_entries = 0, sort_rows = 0;
    if(primitive_exclusive_scan_sum<rocsparse_int>(nullptr, &scan, nullptr, nullptr, 0, m + 1, 0) != hipSuccess
       || primitive_radix_sort_pairs<rocsparse_int, rocsparse_int>(
              nullptr, &sort_entries, nullptr, nullptr, nullptr, nullptr, nnz, 31, 0)
              != hipSuccess
       || primitive_radix_sort_pairs<rocsparse_int, rocsparse_int>(
              nullptr, &sort_rows, nullptr, nullptr, nullptr, nullptr, m, 31, 0)
              != hipSuccess)
        return 0;
    size_t bytes = scan > sort_entries ? scan : sort_entries;
    return bytes > sort_rows ? bytes : sort_rows;
}

/* The analysis's scratch in the user's buffer: totals and the ticket,
 * then arrays of m + 1 and of nnz indices, then the primitives' storage. */
struct trm_analysis_scratch
{
    rocsparse_int* totals; /* total_count, then the ticket */
    rocsparse_int* count;  /* m + 1 */
    rocsparse_int* first;  /* m + 1: scan of count */
    rocsparse_int* column; /* m + 1: counts by column, then their scan */
    rocsparse_int* list;   /* m + 1: scan of column */
    rocsparse_int* rows;   /* m + 1: 0 .. m - 1, then the sorted levels */
    rocsparse_int* sorted; /* m + 1 */
    rocsparse_int* key;    /* nnz each: */
    rocsparse_int* dep;
    rocsparse_int* pos;
    rocsparse_int* idx;
    rocsparse_int* key_sorted;
    rocsparse_int* perm;
    void*          temp;
    size_t         temp_bytes;

    static constexpr int index_arrays = 6, entry_arrays = 6;

    static size_t bytes(rocsparse_int m, rocsparse_int nnz, size_t temp_bytes)
    {
        return trm_round_up(sizeof(rocsparse_int) * (total_count + 1))
               + index_arrays * trm_round_up(sizeof(rocsparse_int) * ((size_t)m + 1))
               + entry_arrays * trm_round_up(sizeof(rocsparse_int) * ((size_t)nnz + 1)) + temp_bytes;
    }
    trm_analysis_scratch(void* memory, rocsparse_int m, rocsparse_int nnz, size_t bytes)
        : temp_bytes(bytes)
    {
        char* p = static_cast<char*>(memory);
        auto  take = [&p](size_t count) {
            rocsparse_int* a = reinterpret_cast<rocsparse_int*>(p);
            p += trm_round_up(sizeof(rocsparse_int) * count);
            return a;
        };
        totals     = take(total_count + 1);
        count      = take((size_t)m + 1);
        first      = take((size_t)m + 1);
        column     = take((size_t)m + 1);
        list       = take((size_t)m + 1);
        rows       = take((size_t)m + 1);
        sorted     = take((size_t)m + 1);
        key        = take((size_t)nnz + 1);
        dep        = take((size_t)nnz + 1);
        pos        = take((size_t)nnz + 1);
        idx        = take((size_t)nnz + 1);
        key_sorted = take((size_t)nnz + 1);
        perm       = take((size_t)nnz + 1);
        temp       = p;
    }
};

extern "C" rocsparse_status backend_trm_buffer_size(
    rocsparse_handle handle, precision prec, rocsparse_int m, rocsparse_int nnz, rocsparse_int nrhs, size_t* buffer_size)
{
    (void)handle;
    const size_t temp = primitive_bytes(m, nnz);
    if(temp == 0)
        return rocsparse_status_internal_error;
    const size_t analysis = trm_analysis_scratch::bytes(m, nnz, temp);
    const size_t solve    = trm_solve_scratch_bytes(m, nrhs, precision_size(prec));
    const size_t factor   = trm_factor_buffer_bytes(nnz, precision_size(prec));
    const size_t most     = analysis > solve ? analysis : solve;
    *buffer_size          = most > factor ? most : factor;
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_trm_analysis_free(void* analysis)
{
    trm_analysis_hip* a = static_cast<trm_analysis_hip*>(analysis);
    if(a == nullptr)
        return rocsparse_status_success;
    const hipError_t e1 = a->memory != nullptr ? hipFree(a->memory) : hipSuccess;
    const hipError_t e2 = a->dep_memory != nullptr ? hipFree(a->dep_memory) : hipSuccess;
    const hipError_t e3 = a->fit_memory[0] != nullptr ? hipFree(a->fit_memory[0]) : hipSuccess;
    const hipError_t e4 = a->fit_memory[1] != nullptr ? hipFree(a->fit_memory[1]) : hipSuccess;
    free(a->level_begin);
    free(a);
    RETURN_IF_HIP_ERROR(e1);
    RETURN_IF_HIP_ERROR(e2);
    RETURN_IF_HIP_ERROR(e3);
    RETURN_IF_HIP_ERROR(e4);
    return rocsparse_status_success;
}

/* Steps 1 to 4 into a, whose m-sized arrays are allocated. */
static rocsparse_status build_analysis(rocsparse_handle     handle,
                                       trm_analysis_hip*    a,
                                       rocsparse_index_base base,
                                       const rocsparse_int* row_ptr,
                                       const rocsparse_int* col_ind,
                                       void*                temp_buffer)
{
    hipStream_t           stream     = handle->stream;
    const rocsparse_int   m          = a->m;
    const rocsparse_int   nnz        = a->nnz;
    const bool            lower      = a->fill == rocsparse_fill_mode_lower;
    const bool            transposed = a->trans != rocsparse_operation_none;
    const bool            forward    = lower != transposed;
    const size_t          temp_bytes = primitive_bytes(m, nnz);
    trm_analysis_scratch  s(temp_buffer, m, nnz, temp_bytes);
    const dim3            rows_grid  = grid_for(m + 1, trm_block);
    size_t                bytes;

    RETURN_IF_HIP_ERROR(hipMemsetAsync(s.totals, 0, sizeof(rocsparse_int) * (total_count + 1), stream));
    RETURN_IF_HIP_ERROR(hipMemsetAsync(s.column, 0, sizeof(rocsparse_int) * ((size_t)m + 1), stream));
    RETURN_IF_HIP_ERROR(hipMemsetAsync(a->level, 0xff, sizeof(rocsparse_int) * (size_t)m, stream));
    /* The sort by column runs over nnz keys, of which the kept entries are
     * the first: the others, all ones, sort after every column (stably). */
    if(transposed)
        RETURN_IF_HIP_ERROR(hipMemsetAsync(s.key, 0xff, sizeof(rocsparse_int) * (size_t)nnz, stream));
    RETURN_IF_ERROR(backend_store_int(handle, a->missing, INT_MAX));

    trm_count_kernel<<<rows_grid, trm_block, 0, stream>>>(m, lower, transposed, row_ptr, col_ind, (rocsparse_int)base,
                                                           s.count, s.column, a->diag_pos, a->missing);
    RETURN_IF_LAUNCH_FAILED();
    bytes = s.temp_bytes;
    RETURN_IF_HIP_ERROR(
        primitive_exclusive_scan_sum<rocsparse_int>(s.temp, &bytes, s.count, s.first, 0, m + 1, stream));
    trm_compact_kernel<<<rows_grid, trm_block, 0, stream>>>(m, lower, transposed, row_ptr, col_ind,
                                                             (rocsparse_int)base, s.first, s.key, s.dep, s.pos, s.idx);
    RETURN_IF_LAUNCH_FAILED();

    /* The lists by row of op(T): for none, the compacted entries as they
     * are; for a transpose, sorted by column (stably: each list by row). */
    const rocsparse_int* list = s.first;
    const rocsparse_int* perm = nullptr;
    if(transposed)
    {
        bytes = s.temp_bytes;
        RETURN_IF_HIP_ERROR(
            primitive_exclusive_scan_sum<rocsparse_int>(s.temp, &bytes, s.column, s.list, 0, m + 1, stream));
        if(nnz > 0)
        {
            bytes = s.temp_bytes;
            RETURN_IF_HIP_ERROR((primitive_radix_sort_pairs<rocsparse_int, rocsparse_int>(
                s.temp, &bytes, s.key, s.key_sorted, s.idx, s.perm, nnz, bits_below(m), stream)));
        }
        list = s.list;
        perm = s.perm;
    }

    trm_longest_kernel<<<grid_for(m, trm_block), trm_block, 0, stream>>>(m, list, s.totals);
    RETURN_IF_LAUNCH_FAILED();
    rocsparse_int totals[total_count + 1];
    rocsparse_int deps = 0;
    RETURN_IF_HIP_ERROR(hipMemcpyAsync(&deps, list + m, sizeof(rocsparse_int), hipMemcpyDeviceToHost, stream));
    RETURN_IF_HIP_ERROR(
        hipMemcpyAsync(totals, s.totals, sizeof(rocsparse_int) * total_count, hipMemcpyDeviceToHost, stream));
    RETURN_IF_HIP_ERROR(hipStreamSynchronize(stream));
    a->longest = totals[total_longest];
    const trlevels_kernel pass = trlevels_choose(handle, m, a->longest);
    const auto levels_kernel = pass == trlevels_kernel_group32     ? trm_levels_kernel<32, 1>
                               : pass == trlevels_kernel_lane_rows ? trm_levels_kernel<1, trlevels_rows_a_lane>
                               : pass == trlevels_kernel_lane_held
                                   ? trm_levels_held_kernel<trlevels_held_rows, trlevels_held_list>
                                   : trm_levels_kernel<1, 1>;
    const int rows_a_block = pass == trlevels_kernel_group32     ? trm_block / 32
                             : pass == trlevels_kernel_lane_rows ? trm_block * trlevels_rows_a_lane
                             : pass == trlevels_kernel_lane_held ? trm_block * trlevels_held_rows
                                                                 : trm_block;
    levels_kernel<<<grid_for(m, rows_a_block), trm_block, 0, stream>>>(
        m, forward, list, s.dep, perm, a->level, s.totals + total_count, s.totals);
    RETURN_IF_LAUNCH_FAILED();

    RETURN_IF_HIP_ERROR(
        hipMemcpyAsync(totals, s.totals, sizeof(rocsparse_int) * total_count, hipMemcpyDeviceToHost, stream));
    RETURN_IF_HIP_ERROR(hipStreamSynchronize(stream));
    a->levels = totals[total_levels];
    a->deps   = deps;

    a->level_begin = static_cast<rocsparse_int*>(malloc(sizeof(rocsparse_int) * ((size_t)a->levels + 1)));
    if(a->level_begin == nullptr)
        return rocsparse_status_memory_error;
    const size_t lists = trm_round_up(sizeof(rocsparse_int) * ((size_t)deps + 1));
    RETURN_IF_HIP_ERROR(hipMalloc(&a->dep_memory, 2 * lists));
    a->dep_row = static_cast<rocsparse_int*>(a->dep_memory);
    a->dep_val = reinterpret_cast<rocsparse_int*>(static_cast<char*>(a->dep_memory) + lists);

    /* Rows by level, by row within a level (the sort is stable). */
    trm_iota_kernel<<<grid_for(m, trm_block), trm_block, 0, stream>>>(m, s.rows);
    RETURN_IF_LAUNCH_FAILED();
    bytes = s.temp_bytes;
    RETURN_IF_HIP_ERROR((primitive_radix_sort_pairs<rocsparse_int, rocsparse_int>(
        s.temp, &bytes, a->level, s.sorted, s.rows, a->order, m, bits_below(a->levels), stream)));
    trm_positions_kernel<<<rows_grid, trm_block, 0, stream>>>(m, a->levels, s.sorted, a->order, list, s.column,
                                                               s.count);
    RETURN_IF_LAUNCH_FAILED();
    bytes = s.temp_bytes;
    RETURN_IF_HIP_ERROR(
        primitive_exclusive_scan_sum<rocsparse_int>(s.temp, &bytes, s.count, a->dep_ptr, 0, m + 1, stream));
    trm_fill_kernel<<<grid_for(m, trm_block), trm_block, 0, stream>>>(m, forward, a->order, list, s.dep, s.pos, perm,
                                                                       a->dep_ptr, a->dep_row, a->dep_val);
    RETURN_IF_LAUNCH_FAILED();
    RETURN_IF_HIP_ERROR(hipMemcpyAsync(a->level_begin, s.column, sizeof(rocsparse_int) * ((size_t)a->levels + 1),
                                       hipMemcpyDeviceToHost, stream));
    RETURN_IF_HIP_ERROR(hipStreamSynchronize(stream));
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_trm_analysis(rocsparse_handle     handle,
                                                 rocsparse_operation  trans,
                                                 rocsparse_fill_mode  fill,
                                                 rocsparse_int        m,
                                                 rocsparse_int        nnz,
                                                 rocsparse_index_base base,
                                                 const rocsparse_int* csr_row_ptr,
                                                 const rocsparse_int* csr_col_ind,
                                                 void*                temp_buffer,
                                                 void**               analysis)
{
    *analysis           = nullptr;
    trm_analysis_hip* a = static_cast<trm_analysis_hip*>(calloc(1, sizeof(trm_analysis_hip)));
    if(a == nullptr)
        return rocsparse_status_memory_error;
    a->trans = trans == rocsparse_operation_none ? rocsparse_operation_none : rocsparse_operation_transpose;
    a->fill  = fill;
    a->m     = m;
    a->nnz   = nnz;

    /* order, dep_ptr, diag_pos, level and missing in one allocation. */
    const size_t     rows   = trm_round_up(sizeof(rocsparse_int) * ((size_t)m + 1));
    rocsparse_status status = hip_status(hipMalloc(&a->memory, 4 * rows + trm_round_up(sizeof(rocsparse_int))));
    if(status == rocsparse_status_success)
    {
        char* p     = static_cast<char*>(a->memory);
        a->order    = reinterpret_cast<rocsparse_int*>(p);
        a->dep_ptr  = reinterpret_cast<rocsparse_int*>(p + rows);
        a->diag_pos = reinterpret_cast<rocsparse_int*>(p + 2 * rows);
        a->level    = reinterpret_cast<rocsparse_int*>(p + 3 * rows);
        a->missing  = reinterpret_cast<rocsparse_int*>(p + 4 * rows);
        status      = build_analysis(handle, a, base, csr_row_ptr, csr_col_ind, temp_buffer);
    }
    if(status != rocsparse_status_success)
    {
        (void)hipGetLastError();
        backend_trm_analysis_free(a);
        return status;
    }
    *analysis = a;
    return rocsparse_status_success;
}

extern "C" rocsparse_status
backend_trm_structural_pivot(rocsparse_handle handle, const void* analysis, rocsparse_int* pivot)
{
    const trm_analysis_hip* a = static_cast<const trm_analysis_hip*>(analysis);
    RETURN_IF_HIP_ERROR(
        hipMemcpyAsync(pivot, a->missing, sizeof(rocsparse_int), hipMemcpyDeviceToDevice, handle->stream));
    return rocsparse_status_success;
}
