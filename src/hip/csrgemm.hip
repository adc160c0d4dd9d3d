/* csrgemm: C = alpha * A * B + beta * D (backend.h, "Sparse product").
 *
 * Each call first plans the rows: a thread per row bounds the row's length
 * (its intermediate products plus D's entries, at most n) and picks its
 * bin (hip_csrgemm.hpp), and the rows are listed bin after bin. Each bin's
 * kernel then accumulates its rows, in on-chip hash tables or, for the
 * long rows, in a bitmap of C's columns (a block a row, or for the rows of
 * most work, split, many): the symbolic call counts the
 * distinct columns, scanned into C's row pointers; the numeric call sums
 * the values and writes each row sorted. Nothing
 * is stored per intermediate product, and the kernels learn the bins'
 * sizes from device memory, so that csrgemm never waits for the stream.
 *
 * Temporary buffer (bytes; each piece rounded up to 256):
 *     8 (m + 1)  C's row lengths (64 bits)
 *   + 8 (m + 1)  their exclusive scan
 *   + 4 m        the rows listed by bin
 *   + m          each row's bin
 *   + 196        the bins' sizes and fill cursors, the counts of the rows
 *                that may be split, and a ticket
 *   + the scan's temporary storage over m + 1 64-bit values
 *   + tables * 8 * words
 * where a long row is one whose bound (products plus D's entries, at most
 * n) passes 1536, three quarters of the largest on-chip table
 * (csrgemm_row_fits); words = ceil(n / 32)
 * (csrgemm_long_words), and tables = min(long rows, 512, max(1, 2^24 /
 * (2 words))) (csrgemm_long_tables): the long rows share that many
 * tables, each a bit per column and a count per 32 columns, so that the
 * buffer does not grow with their number (at most max(64 MiB, 8 words)
 * bytes for them, whatever the precision). The split rows, counted among
 * the long rows here, reuse those tables after the long kernel, one a
 * row: no more of them are split than there are tables. The buffer size
 * query reads back the count of long rows. */
#include "hip/conversion_common.hpp"
#include "hip/hip_csrgemm.hpp"
#include "hip/hip_spmv.hpp"

#include <type_traits>

/* The bins after the on-chip ones: the long rows, a block each, then the
 * split rows, each spread over many blocks. */
constexpr int csrgemm_long_bin  = csrgemm_table_bins;
constexpr int csrgemm_split_bin = csrgemm_table_bins + 1;
constexpr int csrgemm_bins      = csrgemm_table_bins + 2;

/* Rows that may be split are counted by class, the bit length of their
 * work: class c holds work in [2^c, 2^(c + 1)), the last class all above
 * (csrgemm_split_class). */
constexpr int csrgemm_split_classes = 32;

/* Counters: the size of each bin as the bound kernel counts it (the rows
 * that may be split in none), then each bin's fill cursor, then the rows
 * that may be split, by class, then the tickets of the class that is
 * split in part (csrgemm_split_cut); then each bin's first row in the
 * list and its count of rows, which the list kernel writes once, so that
 * each block of the bins' kernels reads two numbers before it starts or
 * returns (most bins of a product are empty, and their launches' blocks
 * all return) rather than summing every bin's counts. */
constexpr int csrgemm_class_counts  = 2 * csrgemm_bins;
constexpr int csrgemm_split_ticket  = csrgemm_class_counts + csrgemm_split_classes;
constexpr int csrgemm_counters      = csrgemm_split_ticket + 1;
constexpr int csrgemm_ranges        = csrgemm_counters;
constexpr int csrgemm_counter_slots = csrgemm_ranges + 2 * csrgemm_bins;

/* What the bound kernel writes for a row that may be split: this plus its
 * class (the list kernel picks its bin). */
constexpr int csrgemm_candidate = csrgemm_bins;
static_assert(csrgemm_candidate + csrgemm_split_classes <= csrgemm_uneven, "a bin byte holds a class");

/* A forced strategy is 1 + its bin (csrgemm_floor_bin). */
static_assert(csrgemm_kernel_global - 1 == csrgemm_long_bin && csrgemm_kernel_split - 1 == csrgemm_split_bin,
              "forced strategies name the long bins");

/* Words of a long row's bitmap (and of its counts per word). */
__host__ __device__ inline int64_t csrgemm_long_words(rocsparse_int n)
{
    return ((int64_t)n + 31) / 32;
}

/* Tables the long rows share, each of 2 * words 4-byte words (the bitmap,
 * then the counts): enough for the blocks that work on long rows to fill
 * the device, fewer when n is large, one at least. The pool is large
 * enough that every block of the long kernel has a table for the n of the
 * power-law benchmark: with fewer tables, the long rows, which hold most
 * of such a product's work, kept part of the GPU idle. */
constexpr int64_t csrgemm_long_tables_max = 512;
constexpr int64_t csrgemm_long_pool_words = (int64_t)1 << 24;

__host__ __device__ inline int64_t csrgemm_long_tables(int64_t long_rows, rocsparse_int n)
{
    const int64_t words  = 2 * csrgemm_long_words(n);
    int64_t       tables = words > 0 ? csrgemm_long_pool_words / words : 1;
    if(tables < 1)
        tables = 1;
    if(tables > csrgemm_long_tables_max)
        tables = csrgemm_long_tables_max;
    return tables < long_rows ? tables : long_rows;
}

/* A long row whose work (intermediate products plus D's entries) passes
 * this is split: its pieces are spread over many blocks
 * (csrgemm_split_walk_kernel) instead of one block walking it all. The
 * long kernel deals its rows to its blocks before their sizes are known,
 * so one row several times a block's fair share holds the whole kernel
 * back, and rows far below that share stack up on one block too. The
 * threshold is low enough that, on a power-law product, the busiest block
 * of the long kernel is left with less than the mean work of the blocks
 * (PERFORMANCE.md, the split long rows); a low threshold costs little
 * where more rows pass it than there are tables, as the largest are split
 * first (csrgemm_split_cut). */
constexpr int64_t csrgemm_split_work = (int64_t)1 << 14;

/* The split rows: at most as many as the pool has tables (one each, the
 * long rows' tables reused once the long kernel is done), so that the
 * buffer does not grow with their number; the rest stay long rows. */
__host__ __device__ inline int64_t csrgemm_split_rows_max(rocsparse_int m, rocsparse_int n)
{
    return csrgemm_long_tables(m, n);
}

__device__ inline int csrgemm_split_class(int64_t work)
{
    int c = 0;
    while(c < csrgemm_split_classes - 1 && (work >> (c + 1)) != 0)
        ++c;
    return c;
}

/* Of the rows that may be split, min(their count, split_max) are: every
 * row of the classes of most work from the top, as long as they fit
 * together (classes from *cut on), then *room rows of the next class
 * (cut - 1), the first to take a ticket in the list kernel. So the rows
 * split are the largest within a factor 2, whatever order the rows were
 * met in, and the tables are filled; the others stay long rows. */
__device__ inline void csrgemm_split_cut(const rocsparse_int* counters, int64_t split_max, int* cut, int64_t* room)
{
    int     c     = csrgemm_split_classes;
    int64_t taken = 0;
    while(c > 0 && taken + counters[csrgemm_class_counts + c - 1] <= split_max)
        taken += counters[csrgemm_class_counts + --c];
    *cut  = c;
    *room = c > 0 ? split_max - taken : 0;
}

/* The rows of a bin: those the bound kernel counted in it, and for the
 * long and split bins, their share of the rows that may be split. */
__device__ inline int64_t csrgemm_bin_size(const rocsparse_int* counters, int bin, int64_t split_max)
{
    if(bin != csrgemm_long_bin && bin != csrgemm_split_bin)
        return counters[bin];
    int64_t candidates = 0;
    for(int c = 0; c < csrgemm_split_classes; ++c)
        candidates += counters[csrgemm_class_counts + c];
    const int64_t split = candidates < split_max ? candidates : split_max;
    return bin == csrgemm_split_bin ? split : counters[bin] + candidates - split;
}

/* The rows of a bin in the list: [*first, *first + *count); split_max:
 * csrgemm_split_rows_max. */
__device__ inline void
csrgemm_bin_range(const rocsparse_int* counters, int bin, int64_t split_max, int64_t* first, int64_t* count)
{
    int64_t before = 0;
    for(int b = 0; b < bin; ++b)
        before += csrgemm_bin_size(counters, b, split_max);
    *first = before;
    *count = csrgemm_bin_size(counters, bin, split_max);
}

/* The rows of a bin in the list, as the list kernel recorded them. */
__device__ inline void csrgemm_listed(const rocsparse_int* counters, int bin, int64_t* first, int64_t* count)
{
    *first = counters[csrgemm_ranges + 2 * bin];
    *count = counters[csrgemm_ranges + 2 * bin + 1];
}

/* Rows of A longer than this are bounded by the whole block rather than
 * by their own thread, so that a few very long rows of A do not hold the
 * plan back. */
constexpr rocsparse_int csrgemm_bound_alone = 64;

/* The intermediate products of row i of A * B over its entries
 * begin + thread, begin + thread + step, ...; *longest gets the longest
 * row of B among them. */
__device__ inline int64_t
csrgemm_products(const csrgemm_pattern& p, rocsparse_int i, int thread, int step, int64_t* longest)
{
    int64_t             products = 0;
    const rocsparse_int end      = p.a_ptr[i + 1] - p.a_base;
    *longest                     = 0;
    for(rocsparse_int e = p.a_ptr[i] - p.a_base + thread; e < end; e += step)
    {
        const rocsparse_int l = p.a_col[e] - p.a_base;
        if(l >= 0 && l < p.k)
        {
            const int64_t length = p.b_ptr[l + 1] - p.b_ptr[l];
            products += length;
            *longest = length > *longest ? length : *longest;
        }
    }
    return products;
}

/* A thread per row: its bound and bin (rows of A longer than
 * csrgemm_bound_alone listed, then bounded by the whole block one after
 * another), the bin flagged csrgemm_uneven where the row should walk
 * balanced (all_balanced: wherever it may); the bins' sizes are counted
 * per block, then added once per block. A long row whose work passes
 * csrgemm_split_work (forced split: every row, all long; forced global:
 * none) may be split: it is counted by class instead, and the list kernel
 * picks its bin. lengths[m] = 0 closes the array for the scan. */
static __global__ void __launch_bounds__(csrgemm_block) csrgemm_bound_kernel(csrgemm_pattern p,
                                                                             int             floor_bin,
                                                                             int             lane_shift,
                                                                             bool            all_balanced,
                                                                             int64_t*        lengths,
                                                                             unsigned char*  bins,
                                                                             rocsparse_int*  counters)
{
    __shared__ rocsparse_int      block_count[csrgemm_bins];
    __shared__ rocsparse_int      long_rows[csrgemm_block];
    __shared__ int                long_count;
    __shared__ unsigned long long long_products;
    __shared__ unsigned long long long_longest;
    if(threadIdx.x < csrgemm_bins)
        block_count[threadIdx.x] = 0;
    if(threadIdx.x == 0)
        long_count = 0;
    __syncthreads();
    /* Bin of row i, from its products (D's entries are added here) and
     * the longest row of B they come from. */
    auto place = [&](rocsparse_int i, int64_t bound, int64_t longest) {
        const int64_t entries = p.a_ptr != nullptr ? p.a_ptr[i + 1] - p.a_ptr[i] : 0;
        if(p.d_ptr != nullptr)
            bound += p.d_ptr[i + 1] - p.d_ptr[i];
        const int64_t work = bound;
        if(bound > p.n)
            bound = p.n;
        const bool force_split = floor_bin == csrgemm_split_bin;
        const int  bin         = csrgemm_row_bin(bound, force_split ? csrgemm_long_bin : floor_bin);
        if(bin == csrgemm_long_bin && (force_split || (floor_bin < csrgemm_long_bin && work > csrgemm_split_work)))
        {
            const int c = csrgemm_split_class(work);
            bins[i]     = (unsigned char)(csrgemm_candidate + c);
            atomicAdd(counters + csrgemm_class_counts + c, 1);
            return;
        }
        const bool uneven = bin >= csrgemm_balanced_bin && bin < csrgemm_table_bins
                            && (all_balanced || csrgemm_walk_uneven(bin, lane_shift, entries, bound, longest));
        bins[i] = (unsigned char)(bin | (uneven ? csrgemm_uneven : 0));
        atomicAdd(&block_count[bin], 1);
    };
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i < p.m)
    {
        int64_t longest = 0;
        if(p.a_ptr == nullptr)
            place((rocsparse_int)i, 0, 0);
        else if(p.a_ptr[i + 1] - p.a_ptr[i] > csrgemm_bound_alone)
            long_rows[atomicAdd(&long_count, 1)] = (rocsparse_int)i;
        else
        {
            const int64_t products = csrgemm_products(p, (rocsparse_int)i, 0, 1, &longest);
            place((rocsparse_int)i, products, longest);
        }
    }
    else if(i == p.m)
        lengths[i] = 0;
    __syncthreads();
    for(int r = 0; r < long_count; ++r)
    {
        if(threadIdx.x == 0)
            long_products = 0, long_longest = 0;
        __syncthreads();
        int64_t       longest;
        const int64_t mine = csrgemm_products(p, long_rows[r], threadIdx.x, csrgemm_block, &longest);
        if(mine != 0)
        {
            atomicAdd(&long_products, (unsigned long long)mine);
            atomicMax(&long_longest, (unsigned long long)longest);
        }
        __syncthreads();
        if(threadIdx.x == 0)
            place(long_rows[r], (int64_t)long_products, (int64_t)long_longest);
        __syncthreads();
    }
    if(threadIdx.x < csrgemm_bins && block_count[threadIdx.x] != 0)
        atomicAdd(counters + threadIdx.x, block_count[threadIdx.x]);
}

/* A thread per row: its place in its bin's list, from a rank within the
 * block and one cursor step per block and bin; a row that may be split
 * is, as csrgemm_split_cut says. */
static __global__ void __launch_bounds__(csrgemm_block) csrgemm_list_kernel(rocsparse_int        m,
                                                                            int64_t              split_max,
                                                                            const unsigned char* bins,
                                                                            rocsparse_int*       counters,
                                                                            rocsparse_int*       rows)
{
    __shared__ rocsparse_int block_count[csrgemm_bins];
    __shared__ rocsparse_int block_start[csrgemm_bins];
    __shared__ int           cut;
    __shared__ int64_t       room;
    if(threadIdx.x < csrgemm_bins)
        block_count[threadIdx.x] = 0;
    if(threadIdx.x == 0)
        csrgemm_split_cut(counters, split_max, &cut, &room);
    __syncthreads();
    const rocsparse_int i   = (rocsparse_int)(blockIdx.x * blockDim.x + threadIdx.x);
    int                 bin = i < m ? bins[i] & ~csrgemm_uneven : 0;
    if(bin >= csrgemm_candidate)
    {
        const int  c     = bin - csrgemm_candidate;
        const bool split = c >= cut || (c == cut - 1 && atomicAdd(counters + csrgemm_split_ticket, 1) < room);
        bin              = split ? csrgemm_split_bin : csrgemm_long_bin;
    }
    const rocsparse_int rank = i < m ? atomicAdd(&block_count[bin], 1) : 0;
    __syncthreads();
    if(threadIdx.x < csrgemm_bins && (block_count[threadIdx.x] != 0 || blockIdx.x == 0))
    {
        int64_t first, count;
        csrgemm_bin_range(counters, threadIdx.x, split_max, &first, &count);
        if(block_count[threadIdx.x] != 0)
            block_start[threadIdx.x]
                = (rocsparse_int)first + atomicAdd(counters + csrgemm_bins + threadIdx.x, block_count[threadIdx.x]);
        if(blockIdx.x == 0)
        {
            counters[csrgemm_ranges + 2 * threadIdx.x]     = (rocsparse_int)first;
            counters[csrgemm_ranges + 2 * threadIdx.x + 1] = (rocsparse_int)count;
        }
    }
    __syncthreads();
    if(i < m)
        rows[block_start[bin] + rank] = i;
}

/* The values of the terms, and how a kernel reads alpha and beta. */
template <typename T, typename Alpha, typename Beta>
struct csrgemm_values
{
    const T* a;
    const T* b;
    const T* d;
    Alpha    alpha;
    Beta     beta;
};

/* Where a row of C goes: its pointers, columns and values. */
template <typename T>
struct csrgemm_result
{
    const rocsparse_int* ptr;
    rocsparse_int*       col;
    T*                   val;
    rocsparse_int        base;
};

/* Inserts the row's columns (and, NUMERIC, adds its values) into a table
 * of 2^log2_slots slots, over the products that walk(product, sum) gives
 * this thread; returns how many columns this thread put there first. */
template <bool NUMERIC, typename T, typename Alpha, typename Beta, typename W>
__device__ inline int csrgemm_fill_table(const csrgemm_pattern&                  p,
                                         const csrgemm_values<T, Alpha, Beta>& v,
                                         W&&                                    walk,
                                         rocsparse_int*                         keys,
                                         T*                                     vals,
                                         int                                    log2_slots)
{
    T alpha = T(0);
    T beta  = T(0);
    if constexpr(NUMERIC)
    {
        if(p.a_ptr != nullptr)
            alpha = v.alpha.get();
        if(p.d_ptr != nullptr)
            beta = v.beta.get();
    }
    int fresh_count = 0;
    walk(
        [&](rocsparse_int col, rocsparse_int e, rocsparse_int f) {
            bool           fresh;
            const unsigned slot = csrgemm_insert(keys, log2_slots, col, &fresh);
            fresh_count += fresh;
            if constexpr(NUMERIC)
                atomic_add(vals + slot, alpha * v.a[e] * v.b[f]);
        },
        [&](rocsparse_int col, rocsparse_int e) {
            bool           fresh;
            const unsigned slot = csrgemm_insert(keys, log2_slots, col, &fresh);
            fresh_count += fresh;
            if constexpr(NUMERIC)
                atomic_add(vals + slot, beta * v.d[e]);
        });
    return fresh_count;
}

/* The shared memory of a bin that walks its rows by lanes: none. */
struct csrgemm_no_walk_shared
{
};

/* The numeric call orders each compacted table, its first `entries`
 * slots, one of two ways. Ranking has every entry count the entries below
 * it, so each thread's work grows with the square of the entries over the
 * group: cheap for short rows, costly for rows of a thousand entries or
 * more. A bitonic network over the entries padded to a power
 * of two does a few compare-exchanges a thread per stage, with a barrier
 * between stages, so it pays off only where rows are long. The choice
 * weighs a compare-exchange and its share of the barrier as several
 * ranking steps; it is made for the block as a whole, from its longest
 * table, since the network's barriers are the block's. Only the bins of
 * large groups hold rows that long: the smaller bins keep ranking alone,
 * without the choice's barrier and the network's registers. */
constexpr int csrgemm_network_step_cost = 8;
constexpr int csrgemm_network_bin       = 3;

/* The network's size for tables of at most `widest` entries: the smallest
 * power of two that holds them, or 0 where ranking costs less (a forced
 * strategy, `always`, takes the network whenever there are entries). */
template <int GROUP>
__device__ inline int csrgemm_network_size(int widest, bool always)
{
    if(widest <= 1)
        return 0;
    int size = 1, log2_size = 0;
    while(size < widest)
    {
        size <<= 1;
        ++log2_size;
    }
    const int64_t stages  = (int64_t)log2_size * (log2_size + 1) / 2;
    const int64_t network = stages * ((size / 2 + GROUP - 1) / GROUP) * csrgemm_network_step_cost;
    const int64_t ranking = (int64_t)widest * ((widest + GROUP - 1) / GROUP);
    return always || network < ranking ? size : 0;
}

/* Sorts the first `size` keys of a group's table (a power of two, padded
 * with csrgemm_empty, which sorts last) with their values, by a bitonic
 * network; every thread of the block calls it with the same size. Keys are
 * distinct but for the padding, so the order is the columns' order. */
template <int GROUP, typename T>
__device__ inline void csrgemm_network_sort(rocsparse_int* keys, T* vals, int size, int thread)
{
    for(int k = 2; k <= size; k <<= 1)
        for(int j = k >> 1; j > 0; j >>= 1)
        {
            for(int i = thread; i < size / 2; i += GROUP)
            {
                /* Pair i compares lo and lo + j, in the ascending half of
                 * its run of k unless lo's bit k is set. */
                const int           lo = ((i & ~(j - 1)) << 1) | (i & (j - 1));
                const int           hi = lo + j;
                const rocsparse_int a  = keys[lo];
                const rocsparse_int b  = keys[hi];
                if((lo & k) == 0 ? a > b : a < b)
                {
                    keys[lo]   = b;
                    keys[hi]   = a;
                    const T v  = vals[lo];
                    vals[lo]   = vals[hi];
                    vals[hi]   = v;
                }
            }
            __syncthreads();
        }
}

/* One on-chip bin: a group of csrgemm_group(BIN) threads per row, rows
 * taken csrgemm_block / group at a time by each block in turn (the grid
 * does not depend on the bin's size, which only the device knows). The
 * groups walk their rows by lanes, but in the large bins
 * (csrgemm_balanced_bin) a block walks its rows balanced when one of them
 * is flagged csrgemm_uneven, as the block's groups walk in step then. The
 * numeric call compacts each table to its front and orders it, by ranks or
 * in the large bins by the network (csrgemm_network_size; every table by
 * the network where forced_paths), so the row comes out sorted. */
/* Blocks of a table kernel that a multiprocessor must hold at once: in
 * the numeric calls of the bins that may take the network, it asks for
 * more registers than the fill, and unbounded the compiler takes them at
 * the cost of a block a multiprocessor, which the fill, waiting on memory,
 * needs more. 0 leaves the other kernels unbounded: a bound there lets
 * the compiler spend registers that the symbolic fill does without, at
 * the cost of blocks again. On AMD the bound's second argument means
 * waves per execution unit: left at its default. */
template <int BIN, bool NUMERIC>
struct csrgemm_table_min_blocks
{
#ifdef __HIP_PLATFORM_NVIDIA__
    static constexpr int value = NUMERIC && BIN >= csrgemm_network_bin ? 6 : 0;
#else
    static constexpr int value = 1;
#endif
};

template <int BIN, bool NUMERIC, typename T, typename Alpha, typename Beta>
static __global__ void __launch_bounds__(csrgemm_block, (csrgemm_table_min_blocks<BIN, NUMERIC>::value))
    csrgemm_table_kernel(csrgemm_pattern                p,
                         csrgemm_values<T, Alpha, Beta> v,
                         const rocsparse_int*           counters,
                         const rocsparse_int*           rows,
                         const unsigned char*           bins,
                         int                            lane_shift,
                         bool                           forced_paths,
                         int64_t*                       lengths,
                         csrgemm_result<T>              c)
{
    constexpr int  group_size = csrgemm_group(BIN);
    constexpr int  slots      = csrgemm_slots(BIN);
    constexpr int  per_block  = csrgemm_block / group_size;
    constexpr int  all_slots  = csrgemm_block * csrgemm_slots_per_thread;
    constexpr bool balanced   = BIN >= csrgemm_balanced_bin;
    constexpr bool may_sort   = BIN >= csrgemm_network_bin;
    __shared__ rocsparse_int keys[all_slots];
    __shared__ T             vals[NUMERIC ? all_slots : 1];
    __shared__ rocsparse_int filled[per_block];
    __shared__ std::conditional_t<balanced, csrgemm_walk_shared<csrgemm_block>, csrgemm_no_walk_shared> walk_shared;

    const int      group  = threadIdx.x / group_size;
    const int      thread = threadIdx.x % group_size;
    rocsparse_int* table  = keys + group * slots;
    T*             values = vals + (NUMERIC ? group * slots : 0);
    const int      shift  = lane_shift < BIN + 3 ? lane_shift : BIN + 3;

    int64_t first, count;
    csrgemm_listed(counters, BIN, &first, &count);
    for(int64_t round = (int64_t)blockIdx.x * per_block; round < count; round += (int64_t)gridDim.x * per_block)
    {
        const rocsparse_int row = round + group < count ? rows[first + round + group] : -1;
        for(int s = thread; s < slots; s += group_size)
        {
            table[s] = csrgemm_empty;
            if constexpr(NUMERIC)
                values[s] = T(0);
        }
        if(thread == 0)
            filled[group] = 0;
        __syncthreads();
        /* The balanced walk keeps the whole block in step, rows or not:
         * the block takes it or not as one. */
        bool balance = false;
        if constexpr(balanced)
            balance = __syncthreads_or(row >= 0 && (bins[row] & csrgemm_uneven) != 0);
        auto walk = [&](auto&& product, auto&& sum) {
            if constexpr(balanced)
                if(balance)
                {
                    csrgemm_walk_balanced<group_size>(p, row, thread, walk_shared, product, sum);
                    return;
                }
            if(row >= 0)
                csrgemm_walk_row(p, row, thread, group_size, shift, product, sum);
        };
        const int fresh = csrgemm_fill_table<NUMERIC>(p, v, walk, table, values, BIN + 6);
        if constexpr(!NUMERIC)
        {
            if(fresh != 0)
                atomicAdd(&filled[group], fresh);
            __syncthreads();
            if(row >= 0 && thread == 0)
                lengths[row] = filled[group];
        }
        else
        {
            __syncthreads();
            rocsparse_int held_key[csrgemm_slots_per_thread];
            T             held_val[csrgemm_slots_per_thread];
            for(int j = 0; j < csrgemm_slots_per_thread; ++j)
            {
                held_key[j] = table[thread + j * group_size];
                held_val[j] = values[thread + j * group_size];
            }
            __syncthreads();
            for(int j = 0; j < csrgemm_slots_per_thread; ++j)
                if(held_key[j] != csrgemm_empty)
                {
                    const int at = atomicAdd(&filled[group], 1);
                    table[at]    = held_key[j];
                    values[at]   = held_val[j];
                }
            __syncthreads();
            int size = 0;
            if constexpr(may_sort)
            {
                __shared__ int network;
                if(threadIdx.x == 0)
                {
                    int widest = 0;
                    for(int g = 0; g < per_block; ++g)
                        widest = filled[g] > widest ? filled[g] : widest;
                    network = csrgemm_network_size<group_size>(widest, forced_paths);
                }
                __syncthreads();
                size = network;
            }
            const int entries = filled[group];
            if(size > 0)
            {
                for(int s = entries + thread; s < size; s += group_size)
                    table[s] = csrgemm_empty;
                __syncthreads();
                csrgemm_network_sort<group_size>(table, values, size, thread);
            }
            if(row >= 0)
            {
                const rocsparse_int start  = c.ptr[row] - c.base;
                const rocsparse_int length = c.ptr[row + 1] - c.ptr[row];
                for(int e = thread; e < entries; e += group_size)
                {
                    const rocsparse_int key  = table[e];
                    rocsparse_int       rank = e;
                    if(size == 0)
                    {
                        rank = 0;
                        for(int o = 0; o < entries; ++o)
                            rank += table[o] < key;
                    }
                    if(rank < length)
                    {
                        c.col[start + rank] = key + c.base;
                        c.val[start + rank] = values[e];
                    }
                }
            }
        }
        __syncthreads();
    }
}

/* Threads of the long-row kernel: a long row is the work of one block.
 * The split kernels' blocks are as large, so that a piece of a split row
 * is a chunk of the long kernel's walk, and one block's scan covers every
 * split row, a thread each. */
constexpr int csrgemm_long_block = 512;
static_assert(csrgemm_long_tables_max <= csrgemm_long_block, "a block holds a thread per split row");

/* Sets column col's bit in a long row's table; with COUNT, returns
 * whether this call set it. Only counting reads the word back: without
 * the read, the marks need not wait for memory. */
template <bool COUNT>
__device__ inline int csrgemm_long_mark(unsigned* bits, rocsparse_int col)
{
    const unsigned bit = 1u << (col & 31);
    if constexpr(COUNT)
        return (atomicOr(bits + (col >> 5), bit) & bit) == 0;
    else
    {
        atomicOr(bits + (col >> 5), bit);
        return 0;
    }
}

/* Words of a long row's table whose columns csrgemm_long_columns writes at
 * a time: staged in shared memory first, at most 32 a word, so that the
 * block writes them to C as one contiguous run. A thread writing its own
 * word's columns would leave each store of a wavefront spread over as
 * many cache lines as it has lanes wherever the row is dense. */
constexpr int csrgemm_columns_words = 256;

/* Shared memory of csrgemm_long_columns: the scan's scratch, one value a
 * thread, and the staged columns. */
struct csrgemm_columns_shared
{
    int64_t       scan[csrgemm_long_block];
    rocsparse_int staged[32 * csrgemm_columns_words];
};

/* Writes a long row of C from its table, once every bit is set: each
 * thread counts the bits of a run of consecutive words, the counts
 * scanned over the block give each word the rank of its first column in
 * the row (ranks, the table's second half), and the columns are written
 * in order with zero values for the adds (csrgemm_long_add), staged a
 * few words at a time. The work is n / 32 words, and no sort is needed.
 * Every thread of the block calls it. */
template <typename T>
__device__ inline void csrgemm_long_columns(const unsigned*          bits,
                                            rocsparse_int*           ranks,
                                            int64_t                  words,
                                            rocsparse_int            row,
                                            csrgemm_columns_shared&  sh,
                                            const csrgemm_result<T>& c)
{
    const int64_t run  = (words + csrgemm_long_block - 1) / csrgemm_long_block;
    const int64_t from = threadIdx.x * run < words ? threadIdx.x * run : words;
    const int64_t to   = from + run < words ? from + run : words;
    int64_t       mine = 0;
    for(int64_t w = from; w < to; ++w)
        mine += __popc(bits[w]);
    int64_t             total;
    int64_t             rank   = group_exclusive_scan<csrgemm_long_block>(mine, threadIdx.x, sh.scan, &total);
    const rocsparse_int start  = c.ptr[row] - c.base;
    const rocsparse_int length = c.ptr[row + 1] - c.ptr[row];
    for(int64_t w = from; w < to; ++w)
    {
        ranks[w] = (rocsparse_int)rank;
        rank += __popc(bits[w]);
    }
    __syncthreads();
    for(int64_t tile = 0; tile < words; tile += csrgemm_columns_words)
    {
        const int64_t       last  = tile + csrgemm_columns_words < words ? tile + csrgemm_columns_words : words;
        const rocsparse_int first = ranks[tile];
        const rocsparse_int end   = last < words ? ranks[last] : (rocsparse_int)total;
        if(threadIdx.x < last - tile)
        {
            const int64_t w  = tile + threadIdx.x;
            int           at = ranks[w] - first;
            for(unsigned word = bits[w]; word != 0u; word &= word - 1u, ++at)
                sh.staged[at] = (rocsparse_int)(32 * w + __ffs((int)word) - 1);
        }
        __syncthreads();
        for(rocsparse_int e = threadIdx.x; e < end - first; e += csrgemm_long_block)
            if(first + e < length)
            {
                c.col[start + first + e] = sh.staged[e] + c.base;
                c.val[start + first + e] = T(0);
            }
        __syncthreads();
    }
}

/* Adds value to the entry of column col of a long row of C, at the rank
 * its table gives (csrgemm_long_columns); the row starts at start and has
 * length entries, past which nothing is written. */
template <typename T>
__device__ inline void csrgemm_long_add(const unsigned*          bits,
                                        const rocsparse_int*     ranks,
                                        rocsparse_int            col,
                                        T                        value,
                                        const csrgemm_result<T>& c,
                                        rocsparse_int            start,
                                        rocsparse_int            length)
{
    const unsigned      below = bits[col >> 5] & ((1u << (col & 31)) - 1u);
    const rocsparse_int at    = ranks[col >> 5] + __popc(below);
    if(at < length)
        atomic_add(c.val + start + at, value);
}

/* Blocks of the long kernel a multiprocessor must hold at once. Left
 * unbounded, the compiler's choice of registers moved with unrelated
 * edits, once to fewer registers and spills that made the long rows of a
 * power-law product slower; two blocks, the occupancy the faster choice
 * had, bound it to 64 registers. On AMD the bound's second argument means
 * waves per execution unit: left at its default. */
#ifdef __HIP_PLATFORM_NVIDIA__
constexpr int csrgemm_long_min_blocks = 2;
#else
constexpr int csrgemm_long_min_blocks = 1;
#endif

/* The long rows: a block per row, on one of the shared tables in the
 * buffer, each a bit per column of C and, per 32 columns, the count of
 * the row's columns before them. The symbolic call counts the bits it
 * sets first. The numeric call sets the bits, writes the columns
 * (csrgemm_long_columns), then adds each product at its column's rank.
 * The work per row is its products plus n / 32 words. Block b works on
 * table b and rows b, b + tables, ...; blocks beyond the tables have
 * nothing to do. */
template <bool NUMERIC, typename T, typename Alpha, typename Beta>
static __global__ void __launch_bounds__(csrgemm_long_block, csrgemm_long_min_blocks)
    csrgemm_long_kernel(csrgemm_pattern                p,
                        csrgemm_values<T, Alpha, Beta> v,
                        const rocsparse_int*           counters,
                        const rocsparse_int*           rows,
                        unsigned*                      tables,
                        int64_t*                       lengths,
                        csrgemm_result<T>              c)
{
    __shared__ csrgemm_walk_shared<csrgemm_long_block>                   sh;
    __shared__ std::conditional_t<NUMERIC, csrgemm_columns_shared, char> columns;
    __shared__ rocsparse_int                                             filled;

    int64_t first, count;
    csrgemm_listed(counters, csrgemm_long_bin, &first, &count);
    const int64_t  words  = csrgemm_long_words(p.n);
    const int64_t  stride = csrgemm_long_tables(count, p.n);
    unsigned*      bits   = tables + blockIdx.x * 2 * words;
    rocsparse_int* ranks  = reinterpret_cast<rocsparse_int*>(bits + words);
    for(int64_t index = blockIdx.x; index < count && blockIdx.x < stride; index += stride)
    {
        const rocsparse_int row = rows[first + index];
        for(int64_t w = threadIdx.x; w < words; w += csrgemm_long_block)
            bits[w] = 0u;
        if(threadIdx.x == 0)
            filled = 0;
        __syncthreads();
        int  fresh = 0;
        auto mark  = [&](rocsparse_int col) { fresh += csrgemm_long_mark<!NUMERIC>(bits, col); };
        csrgemm_walk_balanced<csrgemm_long_block>(
            p, row, threadIdx.x, sh, [&](rocsparse_int col, rocsparse_int, rocsparse_int) { mark(col); },
            [&](rocsparse_int col, rocsparse_int) { mark(col); });
        if constexpr(!NUMERIC)
        {
            if(fresh != 0)
                atomicAdd(&filled, fresh);
            __syncthreads();
            if(threadIdx.x == 0)
                lengths[row] = filled;
        }
        else
        {
            __syncthreads();
            csrgemm_long_columns(bits, ranks, words, row, columns, c);
            const T             alpha  = p.a_ptr != nullptr ? v.alpha.get() : T(0);
            const T             beta   = p.d_ptr != nullptr ? v.beta.get() : T(0);
            const rocsparse_int start  = c.ptr[row] - c.base;
            const rocsparse_int length = c.ptr[row + 1] - c.ptr[row];
            csrgemm_walk_balanced<csrgemm_long_block>(
                p, row, threadIdx.x, sh,
                [&](rocsparse_int col, rocsparse_int e, rocsparse_int f) {
                    csrgemm_long_add(bits, ranks, col, alpha * v.a[e] * v.b[f], c, start, length);
                },
                [&](rocsparse_int col, rocsparse_int e) {
                    csrgemm_long_add(bits, ranks, col, beta * v.d[e], c, start, length);
                });
        }
        __syncthreads();
    }
}

/* The split rows (the bin after the long rows), each on a table of the
 * pool, table h for the h-th split row (the long kernel is done with them
 * by then), in phases: each a launch of its own, so that it sees the
 * previous one's writes, and each grid independent of the rows' count,
 * which only the device knows. The tables are cleared
 * (csrgemm_split_clear_kernel); the pieces of every split row are spread
 * over the blocks, which mark the rows' columns
 * (csrgemm_split_walk_kernel); the numeric call then writes each row's
 * columns, a block a row as the long kernel does
 * (csrgemm_split_columns_kernel), and spreads the pieces again to add
 * each product at its column's rank. Within a phase, blocks share the
 * tables, lengths and values of C through atomics only.
 *
 * A piece is a chunk of csrgemm_long_block entries of the row of A, the
 * part of the walk the long kernel takes at a time, or csrgemm_split_sums
 * entries of D's row. Pieces of a fixed count of products would even the
 * work out further, but finding where one starts needs the lengths of
 * every row of B before it, scanned (a power-law row may have tens of
 * thousands of entries of A) or stored per entry of A, which the buffer
 * does not hold. A chunk's products vary with the rows of B it meets,
 * but no chunk is more than one row of B above the others, and blocks
 * beyond the first wave take pieces as blocks finish. */
constexpr int64_t csrgemm_split_sums = 4 * csrgemm_long_block;

/* Blocks of the split walks: enough that blocks beyond those the device
 * holds at once pick up pieces where others finish, few enough that the
 * scan each block starts with (a thread per split row) stays cheap. With
 * no split row, every block returns at once. */
constexpr int csrgemm_split_blocks = 2048;

/* Chunks of A's entries of split row `row`. */
__device__ inline int64_t csrgemm_split_chunks(const csrgemm_pattern& p, rocsparse_int row)
{
    const int64_t entries = p.a_ptr != nullptr ? (int64_t)p.a_ptr[row + 1] - p.a_ptr[row] : 0;
    return entries > 0 ? (entries + csrgemm_long_block - 1) / csrgemm_long_block : 0;
}

/* Pieces of split row `row`: its chunks, then its pieces of D's row. */
__device__ inline int64_t csrgemm_split_pieces(const csrgemm_pattern& p, rocsparse_int row)
{
    const int64_t sums = p.d_ptr != nullptr ? (int64_t)p.d_ptr[row + 1] - p.d_ptr[row] : 0;
    return csrgemm_split_chunks(p, row) + (sums > 0 ? (sums + csrgemm_split_sums - 1) / csrgemm_split_sums : 0);
}

/* Clears the split rows' bitmaps (the counts per word are written whole
 * later); the symbolic call also zeroes their lengths, which the marks add
 * to. */
template <bool NUMERIC>
static __global__ void __launch_bounds__(elementwise_block) csrgemm_split_clear_kernel(rocsparse_int        m,
                                                                                       rocsparse_int        n,
                                                                                       const rocsparse_int* counters,
                                                                                       const rocsparse_int* rows,
                                                                                       unsigned*            tables,
                                                                                       int64_t*             lengths)
{
    int64_t first, count;
    csrgemm_listed(counters, csrgemm_split_bin, &first, &count);
    const int64_t words  = csrgemm_long_words(n);
    const int64_t stride = (int64_t)gridDim.x * blockDim.x;
    const int64_t start  = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    for(int64_t i = start; i < count * words; i += stride)
        tables[i / words * 2 * words + i % words] = 0u;
    if constexpr(!NUMERIC)
        for(int64_t i = start; i < count; i += stride)
            lengths[rows[first + i]] = 0;
}

/* The marks or, with ADD (numeric only), the adds of the split rows:
 * their pieces numbered row after row, block b taking pieces b, b +
 * blocks, ...; a block finds its pieces' rows in the scan of the rows'
 * counts of pieces it starts with. The symbolic call adds to each row's
 * length the bits the block set first, once a piece. */
template <bool NUMERIC, bool ADD, typename T, typename Alpha, typename Beta>
static __global__ void __launch_bounds__(csrgemm_long_block)
    csrgemm_split_walk_kernel(csrgemm_pattern                p,
                              csrgemm_values<T, Alpha, Beta> v,
                              const rocsparse_int*           counters,
                              const rocsparse_int*           rows,
                              unsigned*                      tables,
                              int64_t*                       lengths,
                              csrgemm_result<T>              c)
{
    static_assert(NUMERIC || !ADD, "the symbolic call only marks");
    __shared__ csrgemm_walk_shared<csrgemm_long_block> sh;
    __shared__ int64_t                                 starts[csrgemm_long_block];
    __shared__ rocsparse_int                           filled;

    int64_t first, count;
    csrgemm_listed(counters, csrgemm_split_bin, &first, &count);
    if(count == 0)
        return;
    const int64_t words  = csrgemm_long_words(p.n);
    const int64_t pieces = threadIdx.x < count ? csrgemm_split_pieces(p, rows[first + threadIdx.x]) : 0;
    int64_t       total;
    starts[threadIdx.x] = group_exclusive_scan<csrgemm_long_block>(pieces, threadIdx.x, sh.scan, &total);
    if(threadIdx.x == 0)
        filled = 0;
    __syncthreads();
    T alpha = T(0);
    T beta  = T(0);
    if constexpr(ADD)
    {
        if(p.a_ptr != nullptr)
            alpha = v.alpha.get();
        if(p.d_ptr != nullptr)
            beta = v.beta.get();
    }
    for(int64_t piece = blockIdx.x; piece < total; piece += gridDim.x)
    {
        /* The row holding the piece: the last one whose pieces start at
         * or before it (rows without pieces start where the next does). */
        int h = 0, hi = (int)count - 1;
        while(h < hi)
        {
            const int mid = (h + hi + 1) / 2;
            if(starts[mid] <= piece)
                h = mid;
            else
                hi = mid - 1;
        }
        const rocsparse_int  row    = rows[first + h];
        unsigned*            bits   = tables + (int64_t)h * 2 * words;
        const rocsparse_int* ranks  = reinterpret_cast<const rocsparse_int*>(bits + words);
        rocsparse_int        start  = 0;
        rocsparse_int        length = 0;
        if constexpr(ADD)
        {
            start  = c.ptr[row] - c.base;
            length = c.ptr[row + 1] - c.ptr[row];
        }
        int  fresh = 0;
        auto visit = [&](rocsparse_int col, T value) {
            if constexpr(ADD)
                csrgemm_long_add(bits, ranks, col, value, c, start, length);
            else
                fresh += csrgemm_long_mark<!NUMERIC>(bits, col);
        };
        /* Every thread takes the same piece: the chunk's scan keeps the
         * block in step. */
        const int64_t local  = piece - starts[h];
        const int64_t chunks = csrgemm_split_chunks(p, row);
        if(local < chunks)
            csrgemm_walk_chunk<csrgemm_long_block>(
                p, p.a_ptr[row] - p.a_base + local * csrgemm_long_block, p.a_ptr[row + 1] - p.a_base, threadIdx.x, sh,
                [&](rocsparse_int col, rocsparse_int e, rocsparse_int f) {
                    visit(col, ADD ? alpha * v.a[e] * v.b[f] : T(0));
                });
        else
        {
            const int64_t from = (local - chunks) * csrgemm_split_sums;
            csrgemm_walk_sums(p, row, threadIdx.x, csrgemm_long_block, from, from + csrgemm_split_sums,
                              [&](rocsparse_int col, rocsparse_int e) { visit(col, ADD ? beta * v.d[e] : T(0)); });
        }
        if constexpr(!NUMERIC)
        {
            if(fresh != 0)
                atomicAdd(&filled, fresh);
            __syncthreads();
            if(threadIdx.x == 0)
            {
                if(filled != 0)
                    atomicAdd(reinterpret_cast<unsigned long long*>(lengths + row), (unsigned long long)filled);
                filled = 0;
            }
            __syncthreads();
        }
    }
}

/* The numeric call's columns of the split rows, a block a row, once all
 * their bits are set. */
template <typename T>
static __global__ void __launch_bounds__(csrgemm_long_block) csrgemm_split_columns_kernel(rocsparse_int        m,
                                                                                         rocsparse_int        n,
                                                                                         const rocsparse_int* counters,
                                                                                         const rocsparse_int* rows,
                                                                                         unsigned*            tables,
                                                                                         csrgemm_result<T>    c)
{
    __shared__ csrgemm_columns_shared columns;
    int64_t                           first, count;
    csrgemm_listed(counters, csrgemm_split_bin, &first, &count);
    const int64_t words = csrgemm_long_words(n);
    for(int64_t h = blockIdx.x; h < count; h += gridDim.x)
    {
        unsigned* bits = tables + h * 2 * words;
        csrgemm_long_columns(bits, reinterpret_cast<rocsparse_int*>(bits + words), words, rows[first + h], columns, c);
    }
}

/* C's row pointers from the scanned lengths, unless nnz_C + base passes
 * INT_MAX (then the call reports invalid_size); nnz_C to device memory
 * when asked. */
static __global__ void __launch_bounds__(elementwise_block) csrgemm_row_ptr_kernel(rocsparse_int  m,
                                                                                   const int64_t* offsets,
                                                                                   rocsparse_int  base,
                                                                                   rocsparse_int* row_ptr,
                                                                                   rocsparse_int* nnz_device)
{
    const int64_t i     = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    const int64_t total = offsets[m];
    if(i > m || total + base > INT_MAX)
        return;
    row_ptr[i] = (rocsparse_int)(offsets[i] + base);
    if(i == 0 && nnz_device != nullptr)
        *nnz_device = (rocsparse_int)total;
}

/* ----------------------------------------------------------------- host */

/* Byte offsets of the buffer's pieces (the comment at the top). */
struct csrgemm_layout
{
    size_t lengths, offsets, rows, bins, counters, scan, scan_bytes, tables;
};

static rocsparse_status csrgemm_layout_for(rocsparse_handle handle, rocsparse_int m, csrgemm_layout* l)
{
    if(m >= INT_MAX)
        return rocsparse_status_invalid_size;
    l->scan_bytes = 0;
    RETURN_IF_HIP_ERROR(primitive_exclusive_scan_sum<int64_t>(nullptr, &l->scan_bytes, nullptr, nullptr, 0, m + 1,
                                                              handle->stream));
    const size_t counts = (size_t)m + 1;
    l->lengths          = 0;
    l->offsets          = l->lengths + scratch_align(counts * sizeof(int64_t));
    l->rows             = l->offsets + scratch_align(counts * sizeof(int64_t));
    l->bins             = l->rows + scratch_align((size_t)m * sizeof(rocsparse_int));
    l->counters         = l->bins + scratch_align((size_t)m);
    l->scan             = l->counters + scratch_align(csrgemm_counter_slots * sizeof(rocsparse_int));
    l->tables           = l->scan + scratch_align(l->scan_bytes);
    return rocsparse_status_success;
}

/* The operands' patterns as the kernels read them. */
static csrgemm_pattern csrgemm_pattern_of(
    rocsparse_int m, rocsparse_int n, rocsparse_int k, const csr_operand* A, const csr_operand* B, const csr_operand* D)
{
    csrgemm_pattern p{m, n, k, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, 0, 0, 0};
    if(A != nullptr)
    {
        p.a_ptr  = A->row_ptr;
        p.a_col  = A->col_ind;
        p.a_base = (rocsparse_int)A->base;
        p.b_ptr  = B->row_ptr;
        p.b_col  = B->col_ind;
        p.b_base = (rocsparse_int)B->base;
    }
    if(D != nullptr)
    {
        p.d_ptr  = D->row_ptr;
        p.d_col  = D->col_ind;
        p.d_base = (rocsparse_int)D->base;
    }
    return p;
}

/* The most lanes per entry of A (as a shift): about the mean length of B's rows,
 * at most 32. */
static int csrgemm_lane_shift(rocsparse_int k, const csr_operand* B)
{
    if(B == nullptr || k == 0)
        return 0;
    const int64_t mean  = ((int64_t)B->nnz + k - 1) / k;
    int           shift = 0;
    while(shift < 5 && ((int64_t)1 << shift) < mean)
        ++shift;
    return shift;
}

/* Blocks of a kernel that walks its bin's rows: at most enough for every
 * row, and no more than keep the device busy, since the bin's size is known
 * on the device only. */
constexpr int64_t csrgemm_blocks_max = 4096;

static dim3 csrgemm_grid(rocsparse_int m, int rows_per_block)
{
    const int64_t needed = ((int64_t)m + rows_per_block - 1) / rows_per_block;
    return dim3((unsigned)(needed < csrgemm_blocks_max ? needed : csrgemm_blocks_max));
}

/* Bounds, bins and (list) lists the rows in the buffer at `base` (which
 * holds layout l); lane_shift is the table kernels' (csrgemm_lane_shift),
 * for the uneven flag. */
static rocsparse_status csrgemm_plan(rocsparse_handle       handle,
                                     const csrgemm_pattern& p,
                                     const csrgemm_layout&  l,
                                     char*                  base,
                                     int                    lane_shift,
                                     bool                   list)
{
    rocsparse_int* counters = reinterpret_cast<rocsparse_int*>(base + l.counters);
    RETURN_IF_HIP_ERROR(hipMemsetAsync(counters, 0, csrgemm_counter_slots * sizeof(rocsparse_int), handle->stream));
    csrgemm_bound_kernel<<<grid_for(p.m + 1, csrgemm_block), csrgemm_block, 0, handle->stream>>>(
        p, csrgemm_floor_bin(handle), lane_shift, csrgemm_forced_paths(handle),
        reinterpret_cast<int64_t*>(base + l.lengths),
        reinterpret_cast<unsigned char*>(base + l.bins), counters);
    RETURN_IF_LAUNCH_FAILED();
    if(!list)
        return rocsparse_status_success;
    csrgemm_list_kernel<<<grid_for(p.m, csrgemm_block), csrgemm_block, 0, handle->stream>>>(
        p.m, csrgemm_split_rows_max(p.m, p.n), reinterpret_cast<const unsigned char*>(base + l.bins), counters,
        reinterpret_cast<rocsparse_int*>(base + l.rows));
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

/* The split rows' phases (csrgemm_split_walk_kernel), symbolic or
 * numeric, on the grids that the most split rows there may be need. */
template <bool NUMERIC, typename T, typename Alpha, typename Beta>
static rocsparse_status csrgemm_run_split(rocsparse_handle                      handle,
                                          const csrgemm_pattern&                p,
                                          const csrgemm_values<T, Alpha, Beta>& v,
                                          const rocsparse_int*                  counters,
                                          const rocsparse_int*                  rows,
                                          unsigned*                             tables,
                                          int64_t*                              lengths,
                                          const csrgemm_result<T>&              c)
{
    const int64_t split_max = csrgemm_split_rows_max(p.m, p.n);
    if(split_max == 0)
        return rocsparse_status_success;
    /* One block at least: the symbolic call's lengths are zeroed there
     * even where n is 0. */
    const int64_t clear_blocks = split_max * csrgemm_long_words(p.n) / elementwise_block + 1;
    csrgemm_split_clear_kernel<NUMERIC>
        <<<dim3((unsigned)(clear_blocks < csrgemm_blocks_max ? clear_blocks : csrgemm_blocks_max)), elementwise_block,
           0, handle->stream>>>(p.m, p.n, counters, rows, tables, lengths);
    RETURN_IF_LAUNCH_FAILED();
    const dim3 walk_grid((unsigned)csrgemm_split_blocks);
    csrgemm_split_walk_kernel<NUMERIC, false>
        <<<walk_grid, csrgemm_long_block, 0, handle->stream>>>(p, v, counters, rows, tables, lengths, c);
    RETURN_IF_LAUNCH_FAILED();
    if constexpr(NUMERIC)
    {
        csrgemm_split_columns_kernel<<<dim3((unsigned)split_max), csrgemm_long_block, 0, handle->stream>>>(
            p.m, p.n, counters, rows, tables, c);
        RETURN_IF_LAUNCH_FAILED();
        csrgemm_split_walk_kernel<true, true>
            <<<walk_grid, csrgemm_long_block, 0, handle->stream>>>(p, v, counters, rows, tables, lengths, c);
        RETURN_IF_LAUNCH_FAILED();
    }
    return rocsparse_status_success;
}

/* Runs every bin's kernel, symbolic (lengths) or numeric (c). */
template <bool NUMERIC, int BIN = 0, typename T, typename Alpha, typename Beta>
static rocsparse_status csrgemm_run_bins(rocsparse_handle                      handle,
                                         const csrgemm_pattern&                p,
                                         const csrgemm_values<T, Alpha, Beta>& v,
                                         const csrgemm_layout&                 l,
                                         char*                                 base,
                                         int                                   lane_shift,
                                         const csrgemm_result<T>&              c)
{
    const rocsparse_int* counters = reinterpret_cast<const rocsparse_int*>(base + l.counters);
    const rocsparse_int* rows     = reinterpret_cast<const rocsparse_int*>(base + l.rows);
    int64_t*             lengths  = reinterpret_cast<int64_t*>(base + l.lengths);
    if constexpr(BIN < csrgemm_table_bins)
    {
        csrgemm_table_kernel<BIN, NUMERIC>
            <<<csrgemm_grid(p.m, csrgemm_block / csrgemm_group(BIN)), csrgemm_block, 0, handle->stream>>>(
                p, v, counters, rows, reinterpret_cast<const unsigned char*>(base + l.bins), lane_shift,
                csrgemm_forced_paths(handle), lengths, c);
        RETURN_IF_LAUNCH_FAILED();
        return csrgemm_run_bins<NUMERIC, BIN + 1>(handle, p, v, l, base, lane_shift, c);
    }
    else
    {
        const int64_t blocks = p.m < csrgemm_long_tables_max ? p.m : csrgemm_long_tables_max;
        unsigned*     tables = reinterpret_cast<unsigned*>(base + l.tables);
        csrgemm_long_kernel<NUMERIC><<<dim3((unsigned)blocks), csrgemm_long_block, 0, handle->stream>>>(
            p, v, counters, rows, tables, lengths, c);
        RETURN_IF_LAUNCH_FAILED();
        return csrgemm_run_split<NUMERIC>(handle, p, v, counters, rows, tables, lengths, c);
    }
}

extern "C" rocsparse_status backend_csrgemm_buffer_size(rocsparse_handle   handle,
                                                        precision          prec,
                                                        rocsparse_int      m,
                                                        rocsparse_int      n,
                                                        rocsparse_int      k,
                                                        const csr_operand* A,
                                                        const csr_operand* B,
                                                        const csr_operand* D,
                                                        size_t*            buffer_size)
{
    csrgemm_layout   l;
    rocsparse_status status = csrgemm_layout_for(handle, m, &l);
    if(status != rocsparse_status_success)
        return status;
    /* The long rows' tables are known only once the rows are bounded: that
     * runs in scratch here, and the counters are read back. The split rows
     * reuse the long rows' tables, at most one each (csrgemm_split_rows_max):
     * both count. */
    conversion_scratch scratch(handle);
    status = scratch.acquire(l.tables);
    if(status != rocsparse_status_success)
        return status;
    char*                 base = scratch.at<char>(0);
    const csrgemm_pattern p    = csrgemm_pattern_of(m, n, k, A, B, D);
    status                     = csrgemm_plan(handle, p, l, base, csrgemm_lane_shift(k, B), false);
    if(status != rocsparse_status_success)
        return status;
    rocsparse_int counters[csrgemm_counters];
    status = backend_read_to_host(handle, counters, base + l.counters, sizeof(counters));
    if(status != rocsparse_status_success)
        return status;
    /* The long rows' tables hold no values: the size is the same for every
     * precision. */
    (void)prec;
    /* The long rows: those counted so, and those that may be split. */
    int64_t long_rows = counters[csrgemm_long_bin];
    for(int c = 0; c < csrgemm_split_classes; ++c)
        long_rows += counters[csrgemm_class_counts + c];
    const int64_t words     = csrgemm_long_tables(long_rows, n) * 2 * csrgemm_long_words(n);
    status = scratch.release();
    if(status != rocsparse_status_success)
        return status;
    *buffer_size = l.tables + (size_t)words * sizeof(unsigned);
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_csrgemm_nnz(rocsparse_handle       handle,
                                                rocsparse_int          m,
                                                rocsparse_int          n,
                                                rocsparse_int          k,
                                                const csr_operand*     A,
                                                const csr_operand*     B,
                                                const csr_operand*     D,
                                                rocsparse_index_base   c_base,
                                                rocsparse_int*         csr_row_ptr_C,
                                                rocsparse_pointer_mode result_mode,
                                                rocsparse_int*         nnz_C,
                                                void*                  temp_buffer)
{
    csrgemm_layout   l;
    rocsparse_status status = csrgemm_layout_for(handle, m, &l);
    if(status != rocsparse_status_success)
        return status;
    char*                 base = static_cast<char*>(temp_buffer);
    const csrgemm_pattern p    = csrgemm_pattern_of(m, n, k, A, B, D);
    const int             lane_shift = csrgemm_lane_shift(k, B);
    status                           = csrgemm_plan(handle, p, l, base, lane_shift, true);
    if(status != rocsparse_status_success)
        return status;
    /* The symbolic call reads no values and no scalars. */
    const csrgemm_values<float, scalar_by_value<float>, scalar_by_value<float>> none{};
    status = csrgemm_run_bins<false>(handle, p, none, l, base, lane_shift, csrgemm_result<float>{});
    if(status != rocsparse_status_success)
        return status;
    size_t         bytes   = l.scan_bytes;
    int64_t*       offsets = reinterpret_cast<int64_t*>(base + l.offsets);
    RETURN_IF_HIP_ERROR(primitive_exclusive_scan_sum<int64_t>(
        base + l.scan, &bytes, reinterpret_cast<const int64_t*>(base + l.lengths), offsets, 0, m + 1, handle->stream));
    RETURN_IF_LAUNCH_FAILED();
    const bool on_device = result_mode == rocsparse_pointer_mode_device;
    csrgemm_row_ptr_kernel<<<grid_for(m + 1, elementwise_block), elementwise_block, 0, handle->stream>>>(
        m, offsets, (rocsparse_int)c_base, csr_row_ptr_C, on_device ? nnz_C : nullptr);
    RETURN_IF_LAUNCH_FAILED();
    int64_t total = 0;
    status        = backend_read_to_host(handle, &total, offsets + m, sizeof(total));
    if(status != rocsparse_status_success)
        return status;
    if(total + (int64_t)c_base > INT_MAX)
        return rocsparse_status_invalid_size;
    if(!on_device)
        *nnz_C = (rocsparse_int)total;
    return rocsparse_status_success;
}

/* alpha and beta as the kernels read them: by value in host pointer mode
 * (zero for an absent term, whose scalar is never read), else by address. */
template <typename T, typename F>
static rocsparse_status csrgemm_with_scalars(rocsparse_handle handle, const void* alpha, const void* beta, F&& f)
{
    if(handle->pointer_mode == rocsparse_pointer_mode_host)
        return f(scalar_by_value<T>{alpha != nullptr ? *static_cast<const T*>(alpha) : T(0)},
                 scalar_by_value<T>{beta != nullptr ? *static_cast<const T*>(beta) : T(0)});
    return f(scalar_by_pointer<T>{static_cast<const T*>(alpha)}, scalar_by_pointer<T>{static_cast<const T*>(beta)});
}

extern "C" rocsparse_status backend_csrgemm(rocsparse_handle     handle,
                                            precision            prec,
                                            rocsparse_int        m,
                                            rocsparse_int        n,
                                            rocsparse_int        k,
                                            const void*          alpha,
                                            const csr_operand*   A,
                                            const csr_operand*   B,
                                            const void*          beta,
                                            const csr_operand*   D,
                                            rocsparse_index_base c_base,
                                            void*                csr_val_C,
                                            const rocsparse_int* csr_row_ptr_C,
                                            rocsparse_int*       csr_col_ind_C,
                                            void*                temp_buffer)
{
    csrgemm_layout   l;
    rocsparse_status status = csrgemm_layout_for(handle, m, &l);
    if(status != rocsparse_status_success)
        return status;
    char*                 base = static_cast<char*>(temp_buffer);
    const csrgemm_pattern p    = csrgemm_pattern_of(m, n, k, A, B, D);
    const int             lane_shift = csrgemm_lane_shift(k, B);
    status                           = csrgemm_plan(handle, p, l, base, lane_shift, true);
    if(status != rocsparse_status_success)
        return status;
    return dispatch_precision(prec, [&](auto tag) -> rocsparse_status {
        using T = typename decltype(tag)::type;
        const csrgemm_result<T> c{csr_row_ptr_C, csr_col_ind_C, static_cast<T*>(csr_val_C), (rocsparse_int)c_base};
        return csrgemm_with_scalars<T>(handle, A != nullptr ? alpha : nullptr, D != nullptr ? beta : nullptr,
                                       [&](auto alpha_arg, auto beta_arg) -> rocsparse_status {
                                           using Alpha = decltype(alpha_arg);
                                           using Beta  = decltype(beta_arg);
                                           const csrgemm_values<T, Alpha, Beta> v{
                                               A != nullptr ? static_cast<const T*>(A->val) : nullptr,
                                               A != nullptr ? static_cast<const T*>(B->val) : nullptr,
                                               D != nullptr ? static_cast<const T*>(D->val) : nullptr, alpha_arg,
                                               beta_arg};
                                           return csrgemm_run_bins<true>(handle, p, v, l, base, lane_shift, c);
                                       });
    });
}
