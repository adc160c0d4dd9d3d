/* The row-block csrmv of the HIP backend (level2_csrmv_adaptive.hip), in
 * the manner of CSR-adaptive, with and without analysis.
 *
 * A block of adaptive_block threads takes a unit of work:
 * - a run of consecutive rows whose nonzeros fit the block's stage: the
 *   block loads col_ind and val with 16-byte loads (all of a thread's loads
 *   in flight before the first gather from x), writes the products
 *   val * x to shared memory, then sums each row from there;
 * - with analysis, one chunk of adaptive_chunk nonzeros of a long row: a
 *   row of k chunks gets k consecutive units; each writes its partial sum,
 *   and the block that finishes last sums the k partials in a fixed order
 *   and writes y. Every block then moves about the same number of bytes,
 *   whatever the row lengths, and the result is deterministic.
 * Without analysis, block b takes rows [b R, b R + R), R from the mean row
 * length; when they do not fit its stage, the block walks them in runs
 * that do, and queues the rows longer than adaptive_long_row for a second
 * kernel that spreads their chunks over the whole device (with atomic
 * adds).
 *
 * Loads of col_ind and val are marked streaming where the platform allows
 * (read once: they should not evict x from the L2 cache), unless the matrix
 * fits that cache (hip_csr_loads.hpp). Measured on the H100 (lap3d27_100,
 * f32): 113 us with the former scalar-load units, 96 us with 16-byte
 * loads, 89 us with the streaming hint as well. */
#ifndef FSPARSE_HIP_CSRMV_ADAPTIVE_HPP
#define FSPARSE_HIP_CSRMV_ADAPTIVE_HPP

#include "hip/hip_csr_loads.hpp"
#include "hip/hip_spmv.hpp"

/* Vector CSR (a group of lanes per row, level2_csrmv.hip) serves a matrix
 * best when its rows are regular: a mean of at least regular_min_mean, and
 * no row longer than regular_factor times the mean plus regular_slack.
 * Measured on the H100 against the work units: dense2000_20k 180 us
 * against 279 (an earlier session); lap3d27_100 82 against 87 us (f32) and
 * 123 against 137 (f64), lap3d27_48 f64 19 against 25. Without analysis it
 * serves means of at least vector_min_mean_unplanned, where a row would
 * have to be far longer than the mean to hold its group long (and is then
 * queued); below that the row blocks, which hold up on any distribution. */
constexpr int regular_min_mean          = 16;
constexpr int vector_min_mean_unplanned = 64;
constexpr int regular_factor   = 2;
constexpr int regular_slack    = 32;

/* Short rows (level2_csrmv_short.hip): one thread per row serves a matrix
 * whose rows all have at most 16 entries (the thread's loads, 8 or 16,
 * follow the longest row) and a mean of at least short_rows_min_mean; the
 * neighbouring threads' loads meet in the L1 cache. Measured on the H100
 * against the work units: lap2d5_2000 f64 113 us against 141 us, lap3d7_160
 * f32 98 against 117. Rows of 3 (rand3_8M) ran slower, 354 against 308 us:
 * too few loads in flight per thread for its random gathers.
 * Without analysis the same kernel serves means from short_rows_min_mean
 * up to short_rows_max_mean (excluded); rows over the thread's loads are
 * summed by the whole wavefront, or queued. On powerlaw_2M (mean 12) it ran
 * 1-2% slower than the row blocks. */
constexpr int short_rows_min_mean = 4;
constexpr int short_rows_max_mean = 12;
/* The entries a thread loads before its gathers: 8 or 16. */
inline int short_rows_loads(int64_t longest)
{
    return longest <= 8 ? 8 : longest <= 16 ? 16 : 0;
}

constexpr int adaptive_block = 256;
/* Regular rows of this mean or more get a block each instead of a group of
 * lanes: every thread of the block then has a 16-byte load or more. The
 * wavefront-per-row kernel, whose wide unroll takes 74 registers in f64,
 * held three blocks a multiprocessor. Measured on the H100 (tuning harness,
 * dense2000_20k): 112 -> 102 us (f32), 179 -> 150 us (f64). */
constexpr int block_rows_min_mean = 4 * adaptive_block;
/* A run of short rows: starts of rows within one bin of this cost, where
 * each row costs adaptive_row_cost on top of its nonzeros... */
constexpr int adaptive_bin_cost = 2048;
constexpr int adaptive_row_cost = 2;
/* ...so a run has at most this many rows. */
constexpr int adaptive_max_rows = adaptive_bin_cost / adaptive_row_cost;
/* Rows longer than this are long rows, never part of a run (H100,
 * powerlaw_500k with analysis: 64 us with 1000, 58 us with 500). */
constexpr int adaptive_long_row = 500;
/* Entries of the stage: a run starts within one bin and its last row is
 * short; the stage begins at the start of the run rounded down to a
 * multiple of stage_align (so that a warp's 16-byte loads of col_ind cover
 * whole 128-byte lines: on powerlaw_2M f32 the loads of a misaligned stage
 * made 4.7 requests to L2 a warp, not 4) and ends on a 16-byte boundary,
 * up to 3 entries after the run. */
constexpr int stage_align   = 32;
constexpr int stage_slack   = stage_align - 1 + 3;
constexpr int adaptive_stage = 3 * 4 * adaptive_block;
static_assert(adaptive_bin_cost + adaptive_long_row + stage_slack <= adaptive_stage, "a run must fit the stage");
static_assert(adaptive_stage % (4 * adaptive_block) == 0, "whole 4-vectors per thread");

/* The analysis object of the HIP backend (host memory, malloc). */
struct csrmv_adaptive_plan
{
    rocsparse_int  units;      /* 0: no work units (see regular) */
    int            regular;    /* no row much longer than the mean: vector
                                  CSR serves, with no units */
    int            short_rows; /* 8 or 16: no row longer, one thread per
                                  row serves, with no units */
    int            clustered;  /* regular, and most entries' columns are
                                  near the previous entry's (see
                                  group_consecutive_sum) */
    void*          memory;     /* one device allocation holding the arrays */
    rocsparse_int* unit_row;   /* units + 1: first row (run) or the row
                                  (chunk) of each unit; m last */
    rocsparse_int* unit_ptr;   /* units + 1: first nonzero (zero-based) of
                                  each unit; nnz last */
    rocsparse_int* unit_chunk; /* units: -1 for a run, else the chunk's
                                  number within its row */
    int*           arrivals;   /* units: blocks done, at a long row's first unit */
    uint64_t*      partials;   /* units slots of tagged_words (a value, tagged) */
    unsigned       products;   /* products run with the plan (see csrmv_pass) */
};

/* A pass of the product over the matrix, with a plan.
 * - Every other pass runs its blocks in reverse order: what the last pass
 *   read last is still in the L2 cache, and is read first. Forward every
 *   time, a matrix larger than the cache finds little of it there (each
 *   pass evicts much of what the next one needs first). Measured on the H100
 *   (tuning harness, back-to-back products, f32 / f64): lap2d5_2000 76.7
 *   -> 69.6 us / 111.1 -> 103.6, lap3d7_160 97.5 -> 90.3 / 144.6 -> 137.9,
 *   tall_4Mx1k 127.1 -> 119.6 / 188.3 -> 182.9, lap3d27_48 f64 17.2 ->
 *   15.0; powerlaw_2M and rand3_8M unchanged. In a solver the vector
 *   operations between products evict part of what this keeps.
 * - The count of passes tags the partial sums of long rows, so that the
 *   block summing them knows when each has arrived without a memory fence
 *   (long_row_chunk). */
struct csrmv_pass
{
    int      reverse; /* the blocks in reverse order */
    unsigned tag;     /* never 0: the partials' memory starts zeroed */
};

/* The next pass with the plan (host side). */
inline csrmv_pass next_pass(csrmv_adaptive_plan* plan)
{
    if(++plan->products == 0)
        plan->products = 1;
    return csrmv_pass{(plan->products & 1) == 0, plan->products};
}

/* The block's place in the pass. */
__device__ inline unsigned block_in_pass(int reverse)
{
    return reverse ? gridDim.x - 1 - blockIdx.x : blockIdx.x;
}

/* 64-bit words of one partial: 32 bits of the value and the pass's tag in
 * each, stored and loaded whole. */
template <typename T>
constexpr int tagged_words = sizeof(T) / 4;
constexpr int tagged_words_max = 4;

/* The operands of y = alpha * A * x + beta * y, as every csrmv kernel
 * takes them (zero-based offsets: row_ptr - base). */
template <typename T>
struct csrmv_operands
{
    product_scalar<T>    alpha;
    const rocsparse_int* row_ptr;
    const rocsparse_int* col_ind;
    const T*             val;
    const T*             x;
    product_scalar<T>    beta;
    T*                   y;
    rocsparse_int        base;
    int                  reverse;   /* the blocks in reverse order (csrmv_pass) */
    int                  clustered; /* the plan's clustered */
};

/* Lanes per row of vector CSR: enough for a row of the mean length in one
 * round of 4-entry loads, from 8 up to the wavefront. */
inline int vector_lanes(int64_t mean, int warp_size)
{
    int width = 8;
    while(width < warp_size && 4 * width < mean + 3)
        width *= 2;
    return width;
}

/* Groups of this many lanes sum rows lane-consecutively when the plan
 * found the columns clustered. */
constexpr int consecutive_width = 8;
/* Columns within this of the previous entry's count as clustered (a
 * 64-byte run of doubles), and a matrix is clustered when at least half
 * of its entries are. The 27-point stencils: 18 of 26; random columns:
 * almost none. */
constexpr int cluster_reach = 8;

/* The product with the plan's units. */
template <typename T>
rocsparse_status csrmv_adaptive(rocsparse_handle           handle,
                                const csrmv_adaptive_plan* plan,
                                unsigned                   tag,
                                rocsparse_int              nnz,
                                const csrmv_operands<T>&   o);

/* The same without analysis (row blocks of the mean row length). */
template <typename T>
rocsparse_status
    csrmv_row_blocks(rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, const csrmv_operands<T>& o);

/* With analysis, regular rows of a mean of at least block_rows_min_mean:
 * a block of adaptive_block threads per row. */
template <typename T>
rocsparse_status
    csrmv_block_rows(rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, const csrmv_operands<T>& o);

/* Rows of at most k entries (8 or 16), one thread each; longer rows are
 * summed by their warp, or queued when queue_long_rows. */
template <typename T>
rocsparse_status csrmv_short_rows(
    rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, int k, bool queue_long_rows, const csrmv_operands<T>& o);

/* Adds alpha times the sums of the chunks queued in the handle's workspace
 * (hip_csr_loads.hpp) to y. */
template <typename T>
rocsparse_status
    csrmv_queued_chunks(rocsparse_handle handle, csr_loads loads, const csrmv_operands<T>& o);

#define FSPARSE_ADAPTIVE_EXTERN(T)                                                                         \
    extern template rocsparse_status csrmv_adaptive<T>(rocsparse_handle, const csrmv_adaptive_plan*,      \
                                                       unsigned, rocsparse_int, const csrmv_operands<T>&); \
    extern template rocsparse_status csrmv_row_blocks<T>(rocsparse_handle, rocsparse_int, rocsparse_int, \
                                                         const csrmv_operands<T>&);                      \
    extern template rocsparse_status csrmv_block_rows<T>(rocsparse_handle, rocsparse_int, rocsparse_int, \
                                                         const csrmv_operands<T>&);                      \
    extern template rocsparse_status csrmv_short_rows<T>(rocsparse_handle, rocsparse_int, rocsparse_int, int, \
                                                         bool, const csrmv_operands<T>&);                \
    extern template rocsparse_status csrmv_queued_chunks<T>(rocsparse_handle, csr_loads,  \
                                                            const csrmv_operands<T>&);
FSPARSE_ADAPTIVE_EXTERN(float)
FSPARSE_ADAPTIVE_EXTERN(double)
FSPARSE_ADAPTIVE_EXTERN(hip_complex<float>)
FSPARSE_ADAPTIVE_EXTERN(hip_complex<double>)
#undef FSPARSE_ADAPTIVE_EXTERN

#endif /* FSPARSE_HIP_CSRMV_ADAPTIVE_HPP */
