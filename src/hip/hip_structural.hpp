/* What the sorts, csr2csc and nnz of the HIP backend share: the bits a key
 * needs, row bounds that stay inside the arrays whatever the row pointers
 * hold, and carving one temporary buffer into aligned pieces. */
#ifndef FSPARSE_HIP_STRUCTURAL_HPP
#define FSPARSE_HIP_STRUCTURAL_HPP

#include <stddef.h>
#include <stdint.h>

#include "hip/conversion_common.hpp"
#include "hip/hip_reduce.hpp"

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

/* A row's entries [*begin, *end) from its two row pointers (raw, of base
 * `base`), kept inside [0, nnz] with *begin <= *end: wrong row pointers
 * give wrong rows, never positions outside the arrays. */
__device__ inline void clamp_row(
    int64_t first, int64_t next, rocsparse_int base, rocsparse_int nnz, rocsparse_int* begin, rocsparse_int* end)
{
    int64_t b = first - base;
    int64_t e = next - base;
    b         = b < 0 ? 0 : b > nnz ? nnz : b;
    e         = e < b ? b : e > nnz ? nnz : e;
    *begin    = (rocsparse_int)b;
    *end      = (rocsparse_int)e;
}

/* Row i's entries, clamped as clamp_row does. */
__device__ inline void clamped_row(const rocsparse_int* row_ptr,
                                   int64_t              i,
                                   rocsparse_int        base,
                                   rocsparse_int        nnz,
                                   rocsparse_int*       begin,
                                   rocsparse_int*       end)
{
    clamp_row(row_ptr[i], row_ptr[i + 1], base, nnz, begin, end);
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

/* lower_bound_wide by a whole wavefront, every lane with the same a, n
 * and key, each lane getting the answer: each round the lanes probe
 * evenly spaced points of the range and their vote keeps one of the
 * pieces between them, so a search of the row pointers of a 500k-row
 * matrix takes 5 dependent loads instead of 19. Where a is not sorted the
 * answer still lies in [0, n]. */
__device__ inline rocsparse_int lower_bound_lanes(const rocsparse_int* a, rocsparse_int n, int64_t key)
{
    const int     width = warpSize;
    const int     lane  = (int)(threadIdx.x % warpSize);
    rocsparse_int lo    = 0;
    rocsparse_int hi    = n;
    /* Invariant: the answer lies in [lo, hi]. Each round's probes are
     * strictly increasing (hi - lo > width), the last at hi - 1. */
    while(hi - lo > width)
    {
        const int64_t       span  = (int64_t)hi - lo;
        const rocsparse_int probe = lo + (rocsparse_int)(span * (lane + 1) / width) - 1;
        const int           below = __popcll(lanes_where((int64_t)a[probe] < key));
        /* The probes below the key end the range's lower part, the first
         * probe at or above it its upper one. */
        const rocsparse_int next_hi = below < width ? lo + (rocsparse_int)(span * (below + 1) / width) - 1 : hi;
        lo                          = lo + (rocsparse_int)(span * below / width);
        hi                          = next_hi;
    }
    const bool in = lo + lane < hi;
    return lo + __popcll(lanes_where(in && (int64_t)a[lo + lane] < key));
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

/* values[0 .. PER * BLOCK), in shared memory, replaced by their inclusive
 * scan: each thread sums its run of PER values (loaded 4 at a time: a
 * quarter of the shared-memory loads of one at a time), the runs' sums
 * are scanned within each wavefront by shuffles and across the wavefronts
 * through sums (BLOCK / 32 at least, shared), then each run is summed
 * out: one barrier where a scan over the block's threads takes two a
 * step. values 16-byte aligned. Every thread of the block (blockDim.x ==
 * BLOCK) must call; the results are visible to all on return. */
template <int BLOCK, int PER>
__device__ inline void block_inclusive_scan(rocsparse_int* values, rocsparse_int* sums)
{
    static_assert(PER % 4 == 0, "runs of whole 16-byte loads");
    const int   width = warpSize;
    const int   lane  = (int)(threadIdx.x % warpSize);
    const int   wave  = (int)(threadIdx.x / warpSize);
    int4* const run4  = reinterpret_cast<int4*>(values + threadIdx.x * PER);
    int4        v[PER / 4];
    rocsparse_int own = 0;
    for(int q = 0; q < PER / 4; ++q)
    {
        v[q] = run4[q];
        own += v[q].x + v[q].y + v[q].z + v[q].w;
    }
    rocsparse_int inclusive = own;
    for(int d = 1; d < width; d *= 2)
    {
        const rocsparse_int left = __shfl_up(inclusive, d, width);
        if(lane >= d)
            inclusive += left;
    }
    if(lane == width - 1)
        sums[wave] = inclusive;
    __syncthreads();
    rocsparse_int run = inclusive - own;
    for(int w = 0; w < wave; ++w)
        run += sums[w];
    for(int q = 0; q < PER / 4; ++q)
    {
        v[q].x += run;
        v[q].y += v[q].x;
        v[q].z += v[q].y;
        v[q].w += v[q].z;
        run     = v[q].w;
        run4[q] = v[q];
    }
    __syncthreads();
}

/* keys[0, size) in shared memory sorted ascending by a bitonic network
 * (size a power of two): the same steps on wavefronts of any width. Every
 * thread of the block, BLOCK of them, calls; the keys are in place after
 * its last barrier. */
template <int BLOCK, typename K>
__device__ inline void block_bitonic_sort(K* keys, int size)
{
    for(int span = 2; span <= size; span *= 2)
        for(int half = span / 2; half > 0; half /= 2)
        {
            /* Pair p joins the places lo and lo + half; a span's pairs run
             * up or down by the span's place in the network. */
            for(int p = threadIdx.x; p < size / 2; p += BLOCK)
            {
                const int lo = ((p & ~(half - 1)) << 1) | (p & (half - 1));
                const K   a  = keys[lo];
                const K   c  = keys[lo + half];
                if((a > c) == ((lo & span) == 0))
                {
                    keys[lo]        = c;
                    keys[lo + half] = a;
                }
            }
            __syncthreads();
        }
}

/* Calls f(i, k) for each entry k of the block's tile of entry_walk_tile
 * entries that lies in a row, i that row: the same work a block whatever
 * the row lengths, so that a long row is walked by as many threads as its
 * entries fill tiles, instead of holding a few threads long. Two searches
 * of the whole row pointers a block (a wavefront each) find the rows the
 * tile spans; where they are few enough (always, but for runs of empty
 * rows) their starts go to shared memory and each entry, a thread each,
 * finds its row there, unless all of them are short (see below).
 * Whatever the row pointers hold, i lies in [0, m) and k inside row i's
 * clamped bounds.
 * Every thread of the block must call it (it holds barriers); launch
 * entry_walk_grid(nnz) blocks of entry_walk_block threads. */
template <typename F>
__device__ inline void for_each_entry(
    rocsparse_int m, rocsparse_int nnz, rocsparse_int base, const rocsparse_int* row_ptr, F&& f)
{
    __shared__ rocsparse_int span[2];
    /* starts[j] = row_ptr[lo - 1 + j]: the bounds of every row the tile
     * spans, so that no walk below loads a row pointer again. */
    __shared__ rocsparse_int starts[entry_walk_tile + 2];
    const int64_t first = (int64_t)blockIdx.x * entry_walk_tile;
    const int64_t last  = first + entry_walk_tile < nnz ? first + entry_walk_tile - 1 : (int64_t)nnz - 1;
    /* The first two wavefronts find the first pointer past each probe
     * (the row after the probe's) together; entry_walk_block holds at
     * least two wavefronts of either width. */
    const int wave = (int)(threadIdx.x / warpSize);
    if(wave < 2)
    {
        const int64_t       probe = wave == 0 ? first : last;
        const rocsparse_int found = lower_bound_lanes(row_ptr, m + 1, probe + 1 + base);
        if(threadIdx.x % warpSize == 0)
            span[wave] = found;
    }
    __syncthreads();
    const rocsparse_int lo     = span[0];
    const rocsparse_int hi     = span[1] > lo ? span[1] : lo;
    const bool          shared = hi - lo <= entry_walk_tile;
    if(shared)
        for(int j = threadIdx.x; j < hi - lo + 2; j += entry_walk_block)
        {
            const int64_t at = (int64_t)lo - 1 + j;
            starts[j]        = at >= 0 && at <= m ? row_ptr[at] : base;
        }
    __syncthreads();
    /* Row i's clamped entries, for i in [lo - 1, hi - 1]. */
    auto row_bounds = [&](int64_t i, rocsparse_int* b, rocsparse_int* e) {
        if(shared)
            clamp_row(starts[i - lo + 1], starts[i - lo + 2], base, nnz, b, e);
        else
            clamped_row(row_ptr, i, base, nnz, b, e);
    };
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
        row_bounds(i, &b, &e);
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
            row_bounds(i, &b, &e);
            const int64_t to = e <= last ? e : last + 1;
            for(int64_t k = (b > first ? b : first) + threadIdx.x % entry_walk_group; k < to; k += entry_walk_group)
                f((rocsparse_int)i, (rocsparse_int)k);
        }
        return;
    }
    for(int64_t k = first + threadIdx.x; k <= last; k += entry_walk_block)
    {
        const rocsparse_int next = lo
                                   + (shared ? lower_bound_wide(starts + 1, hi - lo, k + 1 + base)
                                             : lower_bound_wide(row_ptr + lo, hi - lo, k + 1 + base));
        if(next == 0 || next > m)
            continue;
        rocsparse_int b, e;
        row_bounds(next - 1, &b, &e);
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
