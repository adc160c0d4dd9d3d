/* The csrmv kernels of the HIP backend and what they share; which one
 * serves a product is decided in kernel_choice.hip.
 *
 * The row-block kernels (level2_csrmv_adaptive.hip), in the manner of
 * CSR-adaptive: a block of adaptive_block threads takes a unit of work,
 * - a run of consecutive rows whose nonzeros fit the block's stage: the
 *   block loads col_ind and val (all of a thread's loads in flight before
 *   the first gather from x), writes the products val * x to shared
 *   memory, then sums each row from there;
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
 * fits that cache (hip_csr_loads.hpp). */
#ifndef FSPARSE_HIP_CSRMV_ADAPTIVE_HPP
#define FSPARSE_HIP_CSRMV_ADAPTIVE_HPP

#include "hip/hip_csr_loads.hpp"
#include "hip/hip_kernel_choice.hpp"
#include "hip/hip_spmv.hpp"

constexpr int adaptive_block = 256;
/* A run of short rows: starts of rows within one bin of this cost, where
 * each row costs adaptive_row_cost on top of its nonzeros... */
constexpr int adaptive_bin_cost = 2048;
constexpr int adaptive_row_cost = 2;
/* ...so a run has at most this many rows. */
constexpr int adaptive_max_rows = adaptive_bin_cost / adaptive_row_cost;
/* Rows longer than this are long rows, never part of a run: a run holding
 * one would give its block far more work than the others. */
constexpr int adaptive_long_row = 500;
/* Entries of the stage: a run starts within one bin and its last row is
 * short; the stage begins at the start of the run rounded down to a
 * multiple of stage_align, so that a warp's 16-byte loads of col_ind
 * cover whole 128-byte lines instead of touching one more, and ends on a
 * 16-byte boundary, up to 3 entries after the run. */
constexpr int stage_align    = 32;
constexpr int stage_slack    = stage_align - 1 + 3;
constexpr int adaptive_stage = 3 * 4 * adaptive_block;
static_assert(adaptive_bin_cost + adaptive_long_row + stage_slack <= adaptive_stage, "a run must fit the stage");
static_assert(adaptive_stage % (4 * adaptive_block) == 0, "whole 4-vectors per thread");

/* 64-bit words of one partial sum of a long row: 32 bits of the value and
 * a tag in each, stored and loaded whole (long_row_chunk). */
template <typename T>
constexpr int tagged_words     = sizeof(T) / 4;
constexpr int tagged_words_max = 4;
/* Workspace bytes per chunk of a long row that a product with units
 * needs at most: its partial sum and the arrivals counter of its row. */
constexpr size_t partial_slot_bytes_max = 8 * tagged_words_max + sizeof(int);

/* The analysis object of the HIP backend (host memory, malloc). Products
 * only read it, except for the count of products, whose only use is the
 * order of their blocks (next_pass_reversed). */
struct csrmv_adaptive_plan
{
    int64_t        longest;   /* the longest row */
    int            clustered; /* most entries' columns are near the previous
                                 entry's (see group_consecutive_sum) */
    rocsparse_int  units;     /* work units; 0 when none were built */
    rocsparse_int  slots;     /* chunks of long rows among them */
    void*          memory;    /* one device allocation holding the arrays */
    rocsparse_int* unit_row;  /* units + 1: first row (run) or the row
                                 (chunk) of each unit; m last */
    rocsparse_int* unit_ptr;  /* units + 1: first nonzero (zero-based) of
                                 each unit; nnz last */
    rocsparse_int* unit_slot; /* units: -1 for a run, else the chunk's slot
                                 for its partial sum; the chunks of a row
                                 have consecutive slots */
    unsigned       products;  /* products run with the plan, counted
                                 atomically */
};

/* Whether the next product with the plan runs its blocks in reverse
 * order: every other one does, so that it starts on what the previous pass
 * read last, which is still in the L2 cache (forward every time, each pass
 * evicts what the next one needs first). Products on several streams or
 * threads may use one plan at once: the count is taken atomically, and
 * only the order of blocks depends on it, never the result. */
inline int next_pass_reversed(csrmv_adaptive_plan* plan)
{
    return (int)(__atomic_fetch_add(&plan->products, 1u, __ATOMIC_RELAXED) & 1u);
}

/* The block's place in the pass. */
__device__ inline unsigned block_in_pass(int reverse)
{
    return reverse ? gridDim.x - 1 - blockIdx.x : blockIdx.x;
}

/* The operands of y = alpha * A * x + beta * y, as every csrmv kernel
 * takes them (zero-based offsets: row_ptr - base), and how the product
 * runs them. */
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
    int                  reverse; /* the blocks in reverse order (next_pass_reversed) */
    csr_loads            loads;   /* how col_ind and val are read (the choice's) */
};

/* Groups of this many lanes may sum rows lane-consecutively
 * (csrmv_vector8_clustered). */
constexpr int consecutive_width = 8;
/* Columns within this of the previous entry's count as clustered (a
 * 64-byte run of doubles), and a matrix is clustered when at least half
 * of its entries are: the 27-point stencils are, random columns are not. */
constexpr int cluster_reach = 8;

/* The product with the plan's units. */
template <typename T>
rocsparse_status csrmv_adaptive(rocsparse_handle           handle,
                                const csrmv_adaptive_plan* plan,
                                rocsparse_int              nnz,
                                const csrmv_operands<T>&   o);

/* Row blocks of the mean row length (needs no analysis). */
template <typename T>
rocsparse_status
    csrmv_row_blocks(rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, const csrmv_operands<T>& o);

/* A block of adaptive_block threads per row. */
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
rocsparse_status csrmv_queued_chunks(rocsparse_handle handle, const csrmv_operands<T>& o);

#define FSPARSE_ADAPTIVE_EXTERN(T)                                                                              \
    extern template rocsparse_status csrmv_adaptive<T>(rocsparse_handle, const csrmv_adaptive_plan*,           \
                                                       rocsparse_int, const csrmv_operands<T>&);               \
    extern template rocsparse_status csrmv_row_blocks<T>(rocsparse_handle, rocsparse_int, rocsparse_int,       \
                                                         const csrmv_operands<T>&);                            \
    extern template rocsparse_status csrmv_block_rows<T>(rocsparse_handle, rocsparse_int, rocsparse_int,       \
                                                         const csrmv_operands<T>&);                            \
    extern template rocsparse_status csrmv_short_rows<T>(rocsparse_handle, rocsparse_int, rocsparse_int, int,  \
                                                         bool, const csrmv_operands<T>&);                      \
    extern template rocsparse_status csrmv_queued_chunks<T>(rocsparse_handle, const csrmv_operands<T>&);
FSPARSE_ADAPTIVE_EXTERN(float)
FSPARSE_ADAPTIVE_EXTERN(double)
FSPARSE_ADAPTIVE_EXTERN(hip_complex<float>)
FSPARSE_ADAPTIVE_EXTERN(hip_complex<double>)
#undef FSPARSE_ADAPTIVE_EXTERN

#endif /* FSPARSE_HIP_CSRMV_ADAPTIVE_HPP */
