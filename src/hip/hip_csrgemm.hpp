/* What csrgemm's kernels (csrgemm.hip) share: the row bins, the hash
 * tables that accumulate a row of C, and the walk over a row's products.
 *
 * Every row of C is bounded by its count of intermediate products plus
 * the entries of D's row, and by n: that bound picks the row's bin. Bin b
 * (the strategy hash(64 << b) of hip_kernel_choice.hpp) gives each row a
 * group of 8 << b threads and an on-chip table of 64 << b slots, eight per
 * thread, so that a block of csrgemm_block threads always holds
 * csrgemm_block * 8 slots whatever the bin; a row takes the smallest table
 * that its bound fills at most three quarters of (all of the smallest
 * table, csrgemm_row_bin). Rows bounded above that take the long-row
 * path: a block per row and a bitmap of C's columns in the temporary
 * buffer; those of most work are split over many blocks (csrgemm.hip). */
#ifndef FSPARSE_HIP_CSRGEMM_HPP
#define FSPARSE_HIP_CSRGEMM_HPP

#include <limits.h>
#include <stdint.h>

#include "hip/hip_check.hpp"
#include "hip/hip_dispatch.hpp"
#include "hip/hip_kernel_choice.hpp"
#include "hip/hip_reduce.hpp"

/* Threads of every csrgemm kernel: a multiple of both wavefront sizes;
 * groups synchronise through the whole block only, so the wavefront size
 * plays no part in correctness. */
constexpr int csrgemm_block = 256;

/* Slots per thread of an on-chip table: a thread holds its share of the
 * table in registers while the table is compacted. */
constexpr int csrgemm_slots_per_thread = 8;

/* The on-chip bins (the long-row path is bin csrgemm_table_bins). */
constexpr int csrgemm_table_bins = 6;

__host__ __device__ constexpr int csrgemm_group(int bin)
{
    return 8 << bin;
}

__host__ __device__ constexpr int csrgemm_slots(int bin)
{
    return csrgemm_group(bin) * csrgemm_slots_per_thread;
}

static_assert(csrgemm_group(csrgemm_table_bins - 1) <= csrgemm_block, "a row's group fits a block");

/* A slot no column holds: columns are below n <= INT_MAX. */
constexpr rocsparse_int csrgemm_empty = INT_MAX;

/* Whether a row bounded by `bound` entries fits bin `bin`'s table. A row
 * whose columns barely merge (random columns) fills its table as far as
 * its bound says, and a nearly full table makes the last inserts probe
 * most of it, while the rest of the block waits at the next barrier: so a
 * table takes rows of at most three quarters of its slots. The smallest
 * table takes rows up to all of its slots, as a probe there is short
 * anyway, and the rows of a 7-point stencil's product, 49 products and 25
 * columns, stay in it. */
__host__ __device__ constexpr bool csrgemm_row_fits(int64_t bound, int bin)
{
    return bin == 0 ? bound <= csrgemm_slots(0) : bound * 4 <= (int64_t)csrgemm_slots(bin) * 3;
}

/* The bin of a row bounded by `bound` entries; a forced strategy (1 + its
 * bin, csrgemm_kernel) sends rows of smaller bins to its own, rows that it
 * cannot hold keep theirs. (Which long rows are split, csrgemm's bound
 * kernel decides.) */
__host__ __device__ inline int csrgemm_row_bin(int64_t bound, int floor_bin)
{
    int bin = 0;
    while(bin < csrgemm_table_bins && !csrgemm_row_fits(bound, bin))
        ++bin;
    return bin < floor_bin ? floor_bin : bin;
}

/* Inserts key into the on-chip table of 2^log2_slots slots, probing from
 * a multiplicative hash by steps of 1, 2, 3, ... (the offsets are the
 * triangular numbers, which visit every slot of a table of a power of two
 * slots); returns its slot and whether this call put it there. Growing
 * steps break up the runs of filled slots that probing by ones builds in
 * a well-filled table. The table never fills: it has a slot for every
 * distinct column the row can have, so the probe ends. */
__device__ inline unsigned
csrgemm_insert(rocsparse_int* keys, int log2_slots, rocsparse_int key, bool* fresh)
{
    const unsigned mask = (1u << log2_slots) - 1u;
    unsigned slot = log2_slots == 0 ? 0u : ((unsigned)key * 2654435761u) >> (32 - log2_slots);
    unsigned step = 1u;
    while(true)
    {
        const rocsparse_int seen = static_cast<volatile rocsparse_int*>(keys)[slot];
        if(seen == key)
            break;
        if(seen == csrgemm_empty)
        {
            const rocsparse_int before = atomicCAS(keys + slot, csrgemm_empty, key);
            if(before == csrgemm_empty)
            {
                *fresh = true;
                return slot;
            }
            if(before == key)
                break;
        }
        slot = (slot + step++) & mask;
    }
    *fresh = false;
    return slot;
}

/* Bins from this one on may walk their rows balanced
 * (csrgemm_walk_balanced): their groups are large enough that one long row
 * of B, walked by a few lanes while the rest of the group waits, costs many
 * times the row's share (PERFORMANCE.md, the power-law product).
 * Smaller groups keep csrgemm_walk_row, which needs no scan. */
constexpr int csrgemm_balanced_bin = 3;

/* A row's bin byte carries this flag when its block should walk balanced. */
constexpr unsigned char csrgemm_uneven = 0x80;

/* The lanes (as a shift) csrgemm_walk_row gives each entry of a row of
 * `entries` entries in a group of `group` threads: at most 2^lane_shift,
 * and no more than the group has for each entry. */
__host__ __device__ inline int csrgemm_walk_shift(int lane_shift, int group, int64_t entries)
{
    int shift = lane_shift;
    while(shift > 0 && (entries << shift) > group)
        --shift;
    return shift;
}

/* Whether a row of bin `bin` (entries of A, products, and the longest row
 * of B among them) walked by lanes would take its group more than twice
 * the steps of the balanced walk, plus about what the latter's scan costs:
 * the busiest lane walks the longest row of B, in as many rounds as the
 * row's entries need. */
__host__ __device__ inline bool
csrgemm_walk_uneven(int bin, int lane_shift, int64_t entries, int64_t products, int64_t longest)
{
    if(bin < csrgemm_balanced_bin || bin >= csrgemm_table_bins || entries == 0)
        return false;
    constexpr int64_t scan_steps = 8;
    const int         group      = csrgemm_group(bin);
    const int         shift      = csrgemm_walk_shift(lane_shift, group, entries);
    const int64_t     lanes      = (int64_t)1 << shift;
    const int64_t     per_round  = group >> shift;
    const int64_t     by_lanes   = (longest + lanes - 1) / lanes * ((entries + per_round - 1) / per_round);
    return by_lanes > 2 * ((products + group - 1) / group) + scan_steps;
}

/* The patterns of C = A * B + D as kernels read them: zero-based columns,
 * each operand's base removed as it is read. A column outside its range
 * (index data validation did not check) is skipped, so no read or write
 * leaves the arrays. */
struct csrgemm_pattern
{
    rocsparse_int        m, n, k;
    const rocsparse_int* a_ptr;
    const rocsparse_int* a_col;
    const rocsparse_int* b_ptr;
    const rocsparse_int* b_col;
    const rocsparse_int* d_ptr;
    const rocsparse_int* d_col;
    rocsparse_int        a_base, b_base, d_base;
};

/* Calls sum(col, d_entry) for the entries of D's row `row` from its
 * from-th on, before its to-th, `step` apart from the from + thread-th
 * (none without D). */
template <typename S>
__device__ inline void csrgemm_walk_sums(
    const csrgemm_pattern& p, rocsparse_int row, int thread, int step, int64_t from, int64_t to, S&& sum)
{
    if(p.d_ptr == nullptr)
        return;
    const int64_t begin = p.d_ptr[row] - p.d_base;
    const int64_t end   = p.d_ptr[row + 1] - p.d_base < begin + to ? p.d_ptr[row + 1] - p.d_base : begin + to;
    for(int64_t e = begin + from + thread; e < end; e += step)
    {
        const rocsparse_int col = p.d_col[e] - p.d_base;
        if(col >= 0 && col < p.n)
            sum(col, (rocsparse_int)e);
    }
}

/* Calls product(col, a_entry, b_entry) for each product of row `row` of A
 * * B and sum(col, d_entry) for each entry of D's row, spread over the
 * `group` threads of a group (this one is `thread`). Each entry of A gets
 * a few lanes that walk its row of B: as many as the group has for each
 * entry of the row, at most 2^lane_shift (about the mean row of B). All
 * entries of a short row of A then start at once, and each lane walks
 * consecutive entries of B, which share cache lines, instead of the group
 * taking the entries one after another, each a wait on memory. */
template <typename P, typename S>
__device__ inline void csrgemm_walk_row(const csrgemm_pattern& p,
                                        rocsparse_int          row,
                                        int                    thread,
                                        int                    group,
                                        int                    lane_shift,
                                        P&&                    product,
                                        S&&                    sum)
{
    if(p.a_ptr != nullptr)
    {
        const rocsparse_int begin = p.a_ptr[row] - p.a_base;
        const rocsparse_int end   = p.a_ptr[row + 1] - p.a_base;
        const int           shift = csrgemm_walk_shift(lane_shift, group, end - begin);
        const int           lanes = 1 << shift;
        const int lane  = thread & (lanes - 1);
        for(rocsparse_int e = begin + (thread >> shift); e < end; e += group >> shift)
        {
            const rocsparse_int l = p.a_col[e] - p.a_base;
            if(l < 0 || l >= p.k)
                continue;
            const rocsparse_int b_end = p.b_ptr[l + 1] - p.b_base;
            for(rocsparse_int f = p.b_ptr[l] - p.b_base + lane; f < b_end; f += lanes)
            {
                const rocsparse_int col = p.b_col[f] - p.b_base;
                if(col >= 0 && col < p.n)
                    product(col, e, f);
            }
        }
    }
    csrgemm_walk_sums(p, row, thread, group, 0, INT_MAX, sum);
}

/* Products a thread of a balanced walk takes at once: their columns are
 * read together, so that their waits on memory overlap. */
constexpr int csrgemm_walk_batch = 4;

/* Shared memory of a balanced walk for a block of THREADS threads: per
 * thread, one entry of A's row (its place among the chunk's products and
 * the start of its row of B) and the scan's scratch; then the block's count
 * of chunks. */
template <int THREADS>
struct csrgemm_walk_shared
{
    int64_t       scan[THREADS];
    int64_t       offset[THREADS];
    rocsparse_int first[THREADS];
    int           chunks;
};

/* One chunk of a balanced walk over the group of GROUP threads (a
 * contiguous part of the block, this one `thread`): the entries of A from
 * `chunk` on, GROUP at most and none from `end` on (none at all: the
 * thread only keeps the block in step). The lengths of their rows of B
 * are scanned, then each thread takes every GROUP-th product of the lot
 * and finds its entry of A by bisection, so a row of B far longer than the
 * others costs no more than its share, where a lane per entry would walk
 * it alone. Every thread of the block calls it. */
template <int GROUP, int THREADS, typename P>
__device__ inline void csrgemm_walk_chunk(
    const csrgemm_pattern& p, int64_t chunk, int64_t end, int thread, csrgemm_walk_shared<THREADS>& sh, P&& product)
{
    /* The group's part of the shared arrays. */
    const int      at     = (int)threadIdx.x - thread;
    int64_t*       offset = sh.offset + at;
    rocsparse_int* first  = sh.first + at;
    const int64_t  e      = chunk + thread;
    int64_t        length = 0;
    rocsparse_int  from   = 0;
    if(e < end)
    {
        const rocsparse_int l = p.a_col[e] - p.a_base;
        if(l >= 0 && l < p.k)
        {
            from   = p.b_ptr[l] - p.b_base;
            length = p.b_ptr[l + 1] - p.b_base - from;
        }
    }
    int64_t total;
    offset[thread] = group_exclusive_scan<GROUP>(length, thread, sh.scan + at, &total);
    first[thread]  = from;
    __syncthreads();
    const int entries = end - chunk < GROUP ? (int)(end - chunk) : GROUP;
    /* The entry whose products hold q: the last one starting at or
     * before it, searched from the previous one since q grows. */
    int lo = 0;
    for(int64_t q0 = thread; q0 < total; q0 += (int64_t)csrgemm_walk_batch * GROUP)
    {
        rocsparse_int col[csrgemm_walk_batch], entry[csrgemm_walk_batch], f[csrgemm_walk_batch];
        for(int j = 0; j < csrgemm_walk_batch; ++j)
        {
            const int64_t q = q0 + (int64_t)j * GROUP;
            col[j]          = -1;
            entry[j]        = 0;
            f[j]            = 0;
            if(q < total)
            {
                int hi = entries - 1;
                while(lo < hi)
                {
                    const int mid = (lo + hi + 1) / 2;
                    if(offset[mid] <= q)
                        lo = mid;
                    else
                        hi = mid - 1;
                }
                entry[j] = (rocsparse_int)chunk + lo;
                f[j]     = first[lo] + (rocsparse_int)(q - offset[lo]);
                col[j]   = p.b_col[f[j]] - p.b_base;
            }
        }
        for(int j = 0; j < csrgemm_walk_batch; ++j)
            if(col[j] >= 0 && col[j] < p.n)
                product(col[j], entry[j], f[j]);
    }
    __syncthreads();
}

/* As csrgemm_walk_row, the products spread evenly over the group of GROUP
 * threads (a contiguous part of the block, this one `thread`; row < 0: no
 * row, the thread only keeps the block in step): GROUP entries of A at a
 * time (csrgemm_walk_chunk). Every thread of the block calls it: the
 * groups take as many chunks as the longest row among them. */
template <int GROUP, int THREADS, typename P, typename S>
__device__ inline void csrgemm_walk_balanced(
    const csrgemm_pattern& p, rocsparse_int row, int thread, csrgemm_walk_shared<THREADS>& sh, P&& product, S&& sum)
{
    rocsparse_int begin = 0, end = 0;
    if(row >= 0 && p.a_ptr != nullptr)
    {
        begin = p.a_ptr[row] - p.a_base;
        end   = p.a_ptr[row + 1] - p.a_base;
    }
    if(threadIdx.x == 0)
        sh.chunks = 0;
    __syncthreads();
    if(thread == 0 && end > begin)
        atomicMax(&sh.chunks, (int)(((int64_t)end - begin + GROUP - 1) / GROUP));
    __syncthreads();
    const int chunks = sh.chunks;
    __syncthreads();
    for(int index = 0; index < chunks; ++index)
        csrgemm_walk_chunk<GROUP>(p, begin + (int64_t)index * GROUP, end, thread, sh, product);
    if(row >= 0)
        csrgemm_walk_sums(p, row, thread, GROUP, 0, INT_MAX, sum);
}

#endif /* FSPARSE_HIP_CSRGEMM_HPP */
