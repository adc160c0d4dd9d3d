/* What the sorts, csr2csc and nnz of the HIP backend share: the bits a key
 * needs, row bounds that stay inside the arrays whatever the row pointers
 * hold, and carving one temporary buffer into aligned pieces. */
#ifndef FSPARSE_HIP_STRUCTURAL_HPP
#define FSPARSE_HIP_STRUCTURAL_HPP

#include <stddef.h>
#include <stdint.h>

#include "hip/conversion_common.hpp"

/* Bits that hold every value of [0, largest]: the radix sorts look at
 * these only, so keys out of range cannot make them index outside their
 * counters. At least one, so that a sort always writes its outputs. */
inline int key_bits(int64_t largest)
{
    int bits = 1;
    while(bits < 63 && ((int64_t)1 << bits) <= largest)
        ++bits;
    return bits;
}

/* Row i's entries [*begin, *end), from row pointers of base `base`, kept
 * inside [0, nnz] with *begin <= *end: wrong row pointers give wrong rows,
 * never positions outside the arrays. */
__device__ inline void clamped_row(const rocsparse_int* row_ptr,
                                   int64_t              i,
                                   rocsparse_int        base,
                                   rocsparse_int        nnz,
                                   rocsparse_int*       begin,
                                   rocsparse_int*       end)
{
    int64_t b = (int64_t)row_ptr[i] - base;
    int64_t e = (int64_t)row_ptr[i + 1] - base;
    b         = b < 0 ? 0 : b > nnz ? nnz : b;
    e         = e < b ? b : e > nnz ? nnz : e;
    *begin    = (rocsparse_int)b;
    *end      = (rocsparse_int)e;
}

/* First i in [0, n) with a[i] >= key (n when none); 64-bit key, so that a
 * key past INT_MAX needs no care from the caller. */
__device__ inline rocsparse_int lower_bound_wide(const rocsparse_int* a, rocsparse_int n, int64_t key)
{
    rocsparse_int lo = 0;
    rocsparse_int hi = n;
    while(lo < hi)
    {
        const rocsparse_int mid = lo + (hi - lo) / 2;
        if((int64_t)a[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Entries a block of entry_walk_block threads walks in for_each_entry. */
constexpr int entry_walk_block = 256;
constexpr int entry_walk_tile  = 8 * entry_walk_block;
/* Rows of at most this many entries in a tile are walked by groups of
 * entry_walk_group lanes (for_each_entry). */
constexpr int entry_walk_row_max = 64;
constexpr int entry_walk_group   = 8;

inline dim3 entry_walk_grid(rocsparse_int nnz)
{
    return dim3((unsigned)(((int64_t)nnz - 1) / entry_walk_tile + 1));
}

/* Calls f(i, k) for each entry k of the block's tile of entry_walk_tile
 * entries that lies in a row, i that row: the same work a block whatever
 * the row lengths, so that a long row is walked by as many threads as its
 * entries fill tiles, instead of holding a few threads long. Two searches
 * of the whole row pointers a block find the rows the tile spans; where
 * they are few enough (always, but for runs of empty rows) their starts
 * go to shared memory and each entry finds its row there, unless all of
 * them are short (see below). Whatever the
 * row pointers hold, i lies in [0, m) and k inside row i's clamped
 * bounds. Every thread of the block must call it (it holds barriers);
 * launch entry_walk_grid(nnz) blocks of entry_walk_block threads. */
template <typename F>
__device__ inline void for_each_entry(
    rocsparse_int m, rocsparse_int nnz, rocsparse_int base, const rocsparse_int* row_ptr, F&& f)
{
    __shared__ rocsparse_int span[2];
    __shared__ rocsparse_int starts[entry_walk_tile];
    const int64_t first = (int64_t)blockIdx.x * entry_walk_tile;
    const int64_t last  = first + entry_walk_tile < nnz ? first + entry_walk_tile - 1 : (int64_t)nnz - 1;
    if(threadIdx.x < 2)
    {
        /* The first pointer past the probe: the row after the probe's. */
        const int64_t probe = threadIdx.x == 0 ? first : last;
        span[threadIdx.x]   = lower_bound_wide(row_ptr, m + 1, probe + 1 + base);
    }
    __syncthreads();
    const rocsparse_int lo     = span[0];
    const rocsparse_int hi     = span[1] > lo ? span[1] : lo;
    const bool          shared = hi - lo <= entry_walk_tile;
    if(shared)
        for(int j = threadIdx.x; j < hi - lo; j += entry_walk_block)
            starts[j] = row_ptr[lo + j];
    /* Where every row meets the tile in at most entry_walk_row_max
     * entries (regular matrices), groups of entry_walk_group lanes walk
     * the rows instead: a row's bounds are loaded once, not searched for
     * by each entry, and no group is held long. The choice depends on the
     * row pointers and the tile only, so walks of one call over the same
     * matrix visit the same entries. */
    bool long_row = false;
    for(int64_t i = (int64_t)lo - 1 + threadIdx.x; shared && i < hi; i += entry_walk_block)
    {
        if(i < 0 || i >= m)
            continue;
        rocsparse_int b, e;
        clamped_row(row_ptr, i, base, nnz, &b, &e);
        const int64_t from = b > first ? b : first;
        const int64_t to   = e <= last ? e : last + 1;
        long_row           = long_row || to - from > entry_walk_row_max;
    }
    if(shared && !__syncthreads_or(long_row))
    {
        for(int64_t i = (int64_t)lo - 1 + threadIdx.x / entry_walk_group; i < hi;
            i += entry_walk_block / entry_walk_group)
        {
            if(i < 0 || i >= m)
                continue;
            rocsparse_int b, e;
            clamped_row(row_ptr, i, base, nnz, &b, &e);
            const int64_t to = e <= last ? e : last + 1;
            for(int64_t k = (b > first ? b : first) + threadIdx.x % entry_walk_group; k < to; k += entry_walk_group)
                f((rocsparse_int)i, (rocsparse_int)k);
        }
        return;
    }
    __syncthreads();
    for(int64_t k = first + threadIdx.x; k <= last; k += entry_walk_block)
    {
        const rocsparse_int next = lo
                                   + (shared ? lower_bound_wide(starts, hi - lo, k + 1 + base)
                                             : lower_bound_wide(row_ptr + lo, hi - lo, k + 1 + base));
        if(next == 0 || next > m)
            continue;
        rocsparse_int b, e;
        clamped_row(row_ptr, next - 1, base, nnz, &b, &e);
        if(k >= b && k < e)
            f(next - 1, (rocsparse_int)k);
    }
}

/* Pieces of one temporary buffer, each on a scratch_alignment boundary.
 * The same sequence of take() calls sizes the buffer (base null) and then
 * hands out its pieces, so the two cannot disagree. */
class buffer_carver
{
public:
    explicit buffer_carver(void* base)
        : base_(static_cast<char*>(base))
    {
    }

    template <typename P>
    P* take(size_t count)
    {
        P* piece = base_ == nullptr ? nullptr : reinterpret_cast<P*>(base_ + used_);
        used_ += scratch_align(count * sizeof(P));
        return piece;
    }

    size_t used() const
    {
        return used_;
    }

private:
    char*  base_;
    size_t used_ = 0;
};

/* csrsort (structural_csrsort.hip), for csr2csc too, which sorts the
 * positions of each column with it: keys in [base, n - 1 + base] (only
 * their order is used), perm carried along when not null. The buffer
 * holds csrsort_buffer_bytes, which depends on m and nnz only. */
rocsparse_status csrsort_buffer_bytes(rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, size_t* bytes);
rocsparse_status csrsort_run(rocsparse_handle     handle,
                             rocsparse_int        m,
                             rocsparse_int        n,
                             rocsparse_int        nnz,
                             rocsparse_index_base base,
                             const rocsparse_int* row_ptr,
                             rocsparse_int*       col_ind,
                             rocsparse_int*       perm,
                             void*                temp_buffer);

#endif /* FSPARSE_HIP_STRUCTURAL_HPP */
