/* Which kernel serves a product, for the routines of the HIP backend that
 * have several: each routine's kernel is chosen by one function here
 * (kernel_choice.hip), from what is known of the matrix, unless a test
 * forces one through the handle (FSPARSE_FORCE_KERNEL, read at creation;
 * README, Testing). The strategies' names are those the variable takes. */
#ifndef FSPARSE_HIP_KERNEL_CHOICE_HPP
#define FSPARSE_HIP_KERNEL_CHOICE_HPP

#include <stdint.h>

#include "core/objects.h"

/* ------------------------------------------------------------------ csrmv */

/* How a csrmv kernel reads col_ind and val: one entry at a time, or with
 * 16-byte loads, marked read-once (streamed) or not. Forced by
 * csr_loads:scalar|vector|streamed; the 16-byte loads need col_ind and val
 * on 16-byte boundaries, so arrays that are not read one entry at a time
 * whatever is forced. */
#define CSR_LOADS(X) X(scalar) X(vector) X(streamed)
enum csr_loads
{
#define CSR_LOADS_ENUM(name) loads_##name,
    CSR_LOADS(CSR_LOADS_ENUM)
#undef CSR_LOADS_ENUM
};

/* The csrmv strategies (op = none; transposed products have one kernel):
 * - units: the analysis's work units, runs of short rows and chunks of
 *   long rows, a block each (level2_csrmv_adaptive.hip). With analysis
 *   only: forced without one, or on a matrix whose long rows have more
 *   chunks than the handle's workspace holds partial sums for, the
 *   automatic choice serves instead;
 * - row_blocks: a fixed number of rows per block, walked in runs, long
 *   rows queued (the same file);
 * - block_rows: a block per row (the same file);
 * - short_rowsK: a thread per row that loads K entries before its gathers,
 *   longer rows summed by the wavefront; _queued: rows longer than a
 *   long row queued as chunks instead (level2_csrmv_short.hip);
 * - vectorW: a group of W lanes per row; _clustered: summed
 *   lane-consecutively; _queued: rows far longer than the mean queued as
 *   chunks (level2_csrmv.hip). Groups of 64 lanes exist where the
 *   wavefront has 64. */
#ifdef __HIP_PLATFORM_NVIDIA__
#define CSRMV_WAVE64_KERNELS(X)
#else
#define CSRMV_WAVE64_KERNELS(X) X(vector64) X(vector64_queued)
#endif
#define CSRMV_KERNELS(X)                                                                                     \
    X(units)                                                                                                 \
    X(row_blocks)                                                                                            \
    X(block_rows)                                                                                            \
    X(short_rows8)                                                                                           \
    X(short_rows16)                                                                                          \
    X(short_rows8_queued)                                                                                    \
    X(short_rows16_queued)                                                                                   \
    X(vector8)                                                                                               \
    X(vector8_clustered)                                                                                     \
    X(vector16)                                                                                              \
    X(vector32)                                                                                              \
    X(vector32_queued)                                                                                       \
    CSRMV_WAVE64_KERNELS(X)

enum csrmv_kernel
{
    csrmv_kernel_auto, /* never chosen: what the handle holds when nothing is forced */
#define CSRMV_KERNEL_ENUM(name) csrmv_kernel_##name,
    CSRMV_KERNELS(CSRMV_KERNEL_ENUM)
#undef CSRMV_KERNEL_ENUM
};

/* What is known of a product when its kernel is chosen. Without analysis,
 * only m and nnz; the analysis adds the longest row and the clusters; the
 * product adds how col_ind and val can be read. */
struct csrmv_facts
{
    int64_t m, nnz;
    bool    analysed;
    int64_t longest;     /* analysed: the longest row */
    bool    clustered;   /* analysed: most entries' columns near the previous one's */
    bool    units_ready; /* analysed: the analysis has (or, while it runs, can
                            have) the work units */
    bool    aligned;     /* col_ind and val on 16-byte boundaries */
    int64_t matrix_bytes; /* of col_ind and val together */
};

struct csrmv_choice
{
    csrmv_kernel kernel;
    csr_loads    loads;
};

/* The one choice of the csrmv kernel (and of its loads): the handle's
 * forced strategy where it can serve, else the automatic rules. The
 * analysis asks it too, to learn whether to build the work units; its
 * answer does not depend on the loads, which the analysis cannot know. */
csrmv_choice csrmv_choose(rocsparse_handle handle, const csrmv_facts& facts);

/* Chunks of long rows whose partial sums a product with units can keep:
 * they live in the handle's workspace (see level2_csrmv_adaptive.hip). */
int64_t csrmv_partial_slots_max();

/* ------------------------------------------------------------------ csrmm */

/* op(A) = A; transposed products have one kernel:
 * - row_thread: a thread per row, a few columns of C at a time;
 * - rows: a group of lanes per row (from the mean row length) and block of
 *   columns. */
#define CSRMM_KERNELS(X) X(row_thread) X(rows)

enum csrmm_kernel
{
    csrmm_kernel_auto,
#define CSRMM_KERNEL_ENUM(name) csrmm_kernel_##name,
    CSRMM_KERNELS(CSRMM_KERNEL_ENUM)
#undef CSRMM_KERNEL_ENUM
};

csrmm_kernel csrmm_choose(rocsparse_handle handle, int64_t m, int64_t nnz);

/* ------------------------------------------------------------------- trsv */

/* The csrsv and csrsm strategies (trm_solve.hip), forced through the
 * setting trsv; each routine takes its own automatic choice where the one
 * forced is the other's. csrsv:
 * - syncfreeG: one launch, rows handed out in solve order by a ticket, a
 *   group of G lanes per row over its dependencies; _long: its lanes load
 *   four dependencies at a time (for long lists);
 * - levels: a launch per level, the group chosen as for sync-free.
 * csrsm (sync-free, chunks of 8 right-hand sides for nrhs <= 8, else of 32):
 * - rhs_lanes: a lane a right-hand side, so a group of 8 or 32 lanes a row;
 * - rhs_split: a group of 32 lanes a row, 4 parts of 8 lanes (each lane
 *   with 1 right-hand side, or 4 beyond 8), each part over a quarter of the
 *   row's dependency list. */
#define TRSV_KERNELS(X) \
    X(syncfree1) X(syncfree4) X(syncfree8) X(syncfree32) X(syncfree32_long) X(levels) X(rhs_lanes) X(rhs_split)

enum trsv_kernel
{
    trsv_kernel_auto,
#define TRSV_KERNEL_ENUM(name) trsv_kernel_##name,
    TRSV_KERNELS(TRSV_KERNEL_ENUM)
#undef TRSV_KERNEL_ENUM
};

/* What the analysis knows of a triangle. */
struct trsv_facts
{
    int64_t m, deps, longest, levels;
};

struct trsv_choice
{
    bool by_level;
    int  group;   /* lanes per row: 1, 4, 8 or 32 */
    bool batched; /* with 32 lanes: four loads at a time */
};

trsv_choice trsv_choose(rocsparse_handle handle, const trsv_facts& facts);

/* csrsm's shapes: lanes a row over right-hand sides x right-hand sides a
 * lane, split in 4 parts over the list or not. */
enum class trsm_choice
{
    lanes8,       /* 8 x 1 */
    lanes8_split, /* 8 x 1, in 4 parts */
    lanes32,      /* 32 x 1 */
    packed_split  /* 8 x 4, in 4 parts */
};

trsm_choice trsm_choose(rocsparse_handle handle, const trsv_facts& facts, int64_t nrhs);

/* --------------------------------------------------------------- trlevels */

/* The triangular analysis's level pass (trm_analysis.hip), forced through
 * the setting trlevels: a lane a row (lane), a lane a run of
 * trlevels_rows_a_lane rows tried in turn (lane_rows), runs of
 * trlevels_held_rows rows with the first trlevels_held_list entries of
 * their lists held in registers (lane_held), or 32 lanes a row (group32). */
#define TRLEVELS_KERNELS(X) X(lane) X(lane_rows) X(lane_held) X(group32)

enum trlevels_kernel
{
    trlevels_kernel_auto,
#define TRLEVELS_KERNEL_ENUM(name) trlevels_kernel_##name,
    TRLEVELS_KERNELS(TRLEVELS_KERNEL_ENUM)
#undef TRLEVELS_KERNEL_ENUM
};

/* The runs' lengths, each the fastest measured (PERFORMANCE.md): on the
 * 7-point stencils runs of 4 rows (against 8 and 16), on a chain held runs
 * of 8 (against 16 and 32). */
constexpr int trlevels_rows_a_lane = 4;
constexpr int trlevels_held_rows   = 8;
constexpr int trlevels_held_list   = 1;

/* From the triangle's rows and its longest dependency list. */
trlevels_kernel trlevels_choose(rocsparse_handle handle, int64_t m, int64_t longest);

/* --------------------------------------------------------------- trfactor */

/* csrilu0 and csric0 (trm_factor.hip) give each row a group of W = 8, 16
 * or 32 lanes (groupW; on AMD, groups of 32 are half wavefronts). A row of
 * at most W entries is held one entry per lane; longer rows are walked by
 * the group, every W-th entry per lane. matched8 and matched32: groups of
 * 8 or 32 whose rows find which values of their dependencies they take
 * through shared memory instead of a search per lane and dependency.
 * stored32: groups of 32 that read what matched32 finds from the
 * analysis, which kept it (matched32 where it did not). */
#define TRFACTOR_KERNELS(X) X(group8) X(group16) X(group32) X(matched8) X(matched32) X(stored32)

enum trfactor_kernel
{
    trfactor_kernel_auto,
#define TRFACTOR_KERNEL_ENUM(name) trfactor_kernel_##name,
    TRFACTOR_KERNELS(TRFACTOR_KERNEL_ENUM)
#undef TRFACTOR_KERNEL_ENUM
};

/* fitted: whether the analysis kept the rows' fits (stored32). */
trfactor_kernel trfactor_choose(rocsparse_handle handle, int64_t m, int64_t nnz, bool fitted);

/* ---------------------------------------------------------------- csrgemm */

/* csrgemm's rows go to bins by the bound on their length (hip_csrgemm.hpp):
 * hashS, an on-chip hash table of S slots and a group of S / 8 threads per
 * row; global, a block per row and a table in the temporary buffer; split,
 * such a table, the row's pieces spread over many blocks (for the rows of
 * most work). A forced hashS takes every row that the smaller tables would
 * have taken (rows too long for it keep their bin); forced global takes
 * every row and splits none; forced split takes every row, as many as
 * there are tables, and the rest go to global. */
#define CSRGEMM_KERNELS(X) X(hash64) X(hash128) X(hash256) X(hash512) X(hash1024) X(hash2048) X(global) X(split)

enum csrgemm_kernel
{
    csrgemm_kernel_auto,
#define CSRGEMM_KERNEL_ENUM(name) csrgemm_kernel_##name,
    CSRGEMM_KERNELS(CSRGEMM_KERNEL_ENUM)
#undef CSRGEMM_KERNEL_ENUM
};

/* The smallest bin a row may take: 0 unless a strategy is forced. */
int csrgemm_floor_bin(rocsparse_handle handle);

/* Whether the rows take csrgemm's other paths wherever they may (a forced
 * strategy): every row of the bins that may walk balanced does, and every
 * numeric table of the bins that may take the network is sorted by it;
 * otherwise only the rows whose walk by lanes would be uneven walk
 * balanced, and a table of those bins is sorted by the network only where
 * that costs less than ranking its entries. */
bool csrgemm_forced_paths(rocsparse_handle handle);

/* ------------------------------------------------- sorts and transposition */

/* csrsort and cscsort (structural_csrsort.hip), forced through csrsort:
 * - tile: rows of at most csrsort_tile_row_max entries sorted in shared
 *   memory, a tile of consecutive rows a block, each entry placed by
 *   counting the entries of its row that go before it; longer rows by the
 *   segmented sort of the primitive layer;
 * - segmented: every row by the segmented sort;
 * - chunks: short rows as tile does; longer ones cut into the pieces that
 *   tiles of consecutive entries hold, each piece sorted in shared memory,
 *   then each entry placed by its rank in the row's other pieces;
 * - radix: short rows as tile does, which registers the longer ones; in
 *   one launch that reads their number on the device, those of at most
 *   radix_tile entries each sorted by a block in shared memory, the
 *   longer ones all together by one stable radix sort of (row slot,
 *   column) keys over the bits they need (structural_csrsort_radix.hip). */
#define CSRSORT_KERNELS(X) X(tile) X(segmented) X(chunks) X(radix)

enum csrsort_kernel
{
    csrsort_kernel_auto,
#define CSRSORT_KERNEL_ENUM(name) csrsort_kernel_##name,
    CSRSORT_KERNELS(CSRSORT_KERNEL_ENUM)
#undef CSRSORT_KERNEL_ENUM
};

csrsort_kernel csrsort_choose(rocsparse_handle handle);

/* coosort (structural_coosort.hip) has one strategy, a radix sort of the
 * packed (major, minor) pairs over the bits they need. */
#define COOSORT_KERNELS(X) X(radix)

/* csr2csc (conversion_csr2csc.hip): entries counted and scattered to
 * their columns, then each column sorted by csrsort (counting), or one
 * radix sort of the columns (radix); counting where the scattered arrays
 * take at most half the L2 cache. buckets is counting with the
 * entries scattered first to 256 ranges of columns, then within each;
 * only forced (conversion_csr2csc.hip says why). */
#define CSR2CSC_KERNELS(X) X(counting) X(radix) X(buckets)

enum csr2csc_kernel
{
    csr2csc_kernel_auto,
#define CSR2CSC_KERNEL_ENUM(name) csr2csc_kernel_##name,
    CSR2CSC_KERNELS(CSR2CSC_KERNEL_ENUM)
#undef CSR2CSC_KERNEL_ENUM
};

csr2csc_kernel csr2csc_choose(rocsparse_handle handle, int64_t nnz);

#endif /* FSPARSE_HIP_KERNEL_CHOICE_HPP */
