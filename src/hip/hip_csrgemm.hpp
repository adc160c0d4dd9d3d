/* What csrgemm's kernels (csrgemm.hip) share: the row bins, the hash
 * tables that accumulate a row of C, and the walk over a row's products.
 *
 * Every row of C is bounded by its count of intermediate products plus
 * the entries of D's row, and by n: that bound picks the row's bin. Bin b
 * (the strategy hash(64 << b) of hip_kernel_choice.hpp) gives each row a
 * group of 8 << b threads and an on-chip table of 64 << b slots, eight per
 * thread, so that a block of csrgemm_block threads always holds
 * csrgemm_block * 8 slots whatever the bin. Rows bounded above the largest
 * table take the long-row path: a block per row and a bitmap of C's
 * columns in the temporary buffer (csrgemm.hip). */
#ifndef FSPARSE_HIP_CSRGEMM_HPP
#define FSPARSE_HIP_CSRGEMM_HPP

#include <limits.h>
#include <stdint.h>

#include "hip/hip_check.hpp"
#include "hip/hip_dispatch.hpp"
#include "hip/hip_kernel_choice.hpp"

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

/* The bin of a row bounded by `bound` entries; a forced strategy (1 + its
 * bin, csrgemm_kernel) sends rows of smaller bins to its own, rows that it
 * cannot hold keep theirs. */
__host__ __device__ inline int csrgemm_row_bin(int64_t bound, int floor_bin)
{
    int bin = 0;
    while(bin < csrgemm_table_bins && bound > csrgemm_slots(bin))
        ++bin;
    return bin < floor_bin ? floor_bin : bin;
}

/* Inserts key into the on-chip table of 2^log2_slots slots by linear
 * probing from a multiplicative hash; returns its slot
 * and whether this call put it there. The table never fills: it has a slot
 * for every distinct column the row can have. */
__device__ inline unsigned
csrgemm_insert(rocsparse_int* keys, int log2_slots, rocsparse_int key, bool* fresh)
{
    const unsigned mask = (1u << log2_slots) - 1u;
    unsigned slot = log2_slots == 0 ? 0u : ((unsigned)key * 2654435761u) >> (32 - log2_slots);
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
        slot = (slot + 1u) & mask;
    }
    *fresh = false;
    return slot;
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
        int                 shift = lane_shift;
        while(shift > 0 && ((int64_t)(end - begin) << shift) > group)
            --shift;
        const int lanes = 1 << shift;
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
    if(p.d_ptr != nullptr)
    {
        const rocsparse_int end = p.d_ptr[row + 1] - p.d_base;
        for(rocsparse_int e = p.d_ptr[row] - p.d_base + thread; e < end; e += group)
        {
            const rocsparse_int col = p.d_col[e] - p.d_base;
            if(col >= 0 && col < p.n)
                sum(col, e);
        }
    }
}

#endif /* FSPARSE_HIP_CSRGEMM_HPP */
