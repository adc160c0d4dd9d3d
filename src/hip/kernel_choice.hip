/* The kernel choices of the HIP backend (hip_kernel_choice.hpp): the
 * automatic rules, the forced strategies, and their names. Host code. */
#include "hip/hip_csrmv_adaptive.hpp"
#include "hip/hip_kernel_choice.hpp"
#include "hip/hip_workspace.hpp"

#include "backend.h"

extern "C" const char* const* backend_forcible_kernels(forced_setting setting)
{
#define KERNEL_NAME(name) #name,
    static const char* const csrmv[] = {CSRMV_KERNELS(KERNEL_NAME) nullptr};
    static const char* const loads[] = {CSR_LOADS(KERNEL_NAME) nullptr};
    static const char* const csrmm[] = {CSRMM_KERNELS(KERNEL_NAME) nullptr};
    static const char* const trsv[]  = {TRSV_KERNELS(KERNEL_NAME) nullptr};
    static const char* const trlevels[] = {TRLEVELS_KERNELS(KERNEL_NAME) nullptr};
    static const char* const trfactor[] = {TRFACTOR_KERNELS(KERNEL_NAME) nullptr};
    static const char* const csrgemm[]  = {CSRGEMM_KERNELS(KERNEL_NAME) nullptr};
    static const char* const csrsort[]  = {CSRSORT_KERNELS(KERNEL_NAME) nullptr};
    static const char* const coosort[]  = {COOSORT_KERNELS(KERNEL_NAME) nullptr};
    static const char* const csr2csc[]  = {CSR2CSC_KERNELS(KERNEL_NAME) nullptr};
#undef KERNEL_NAME
    static const char* const none[] = {nullptr};
    switch(setting)
    {
    case forced_csrmv: return csrmv;
    case forced_csr_loads: return loads;
    case forced_csrmm: return csrmm;
    case forced_trsv: return trsv;
    case forced_trlevels: return trlevels;
    case forced_trfactor: return trfactor;
    case forced_csrgemm: return csrgemm;
    case forced_csrsort: return csrsort;
    case forced_coosort: return coosort;
    case forced_csr2csc: return csr2csc;
    default: return none;
    }
}

/* ------------------------------------------------------------------ csrmv */

/* Vector CSR serves a matrix best when its rows are regular, a mean of at
 * least regular_min_mean and no row longer than regular_factor times the
 * mean plus regular_slack: each group of lanes then has about the same
 * work, and no group holds its block long. Below that mean, groups of 8
 * lanes would leave most lanes idle. */
constexpr int regular_min_mean = 16;
constexpr int regular_factor   = 2;
constexpr int regular_slack    = 32;
/* Without analysis the longest row is unknown: vector CSR then serves
 * only means so long that a row would have to be far longer than the mean
 * to hold its group long (and such rows are queued as chunks); below that,
 * the row blocks, which hold up on any distribution of row lengths. */
constexpr int vector_min_mean_unplanned = 64;
/* Regular rows of this mean or more get a block each instead of a group of
 * lanes: every thread of the block then has a 16-byte load or more, where
 * a wavefront per row would need a wide unroll, whose registers cost it
 * occupancy. */
constexpr int block_rows_min_mean = 4 * adaptive_block;
/* One thread per row serves a matrix whose rows all have at most 16
 * entries: the thread loads them all before its gathers, and neighbouring
 * threads' loads meet in the L1 cache. Below a mean of
 * short_rows_min_mean a thread has too few loads in flight to hide its
 * gathers, and the work units do better. Without analysis it serves means
 * up to short_rows_max_mean (excluded), where the row blocks take over. */
constexpr int short_rows_min_mean = 4;
constexpr int short_rows_max_mean = 12;

/* The thread's loads for rows of at most `longest` entries: 8 or 16, or 0
 * when rows are longer. */
static int short_rows_loads(int64_t longest)
{
    return longest <= 8 ? 8 : longest <= 16 ? 16 : 0;
}

/* Lanes per row of vector CSR: enough for a row of the mean length in one
 * round of 4-entry loads, from 8 up to the wavefront. */
static int vector_lanes(int64_t mean, int warp_size)
{
    int width = 8;
    while(width < warp_size && 4 * width < mean + 3)
        width *= 2;
    return width;
}

static csrmv_kernel vector_kernel(int width, bool queued)
{
#ifndef __HIP_PLATFORM_NVIDIA__
    if(width >= 64)
        return queued ? csrmv_kernel_vector64_queued : csrmv_kernel_vector64;
#endif
    if(queued)
        return csrmv_kernel_vector32_queued;
    return width <= 8 ? csrmv_kernel_vector8 : width == 16 ? csrmv_kernel_vector16 : csrmv_kernel_vector32;
}

static csrmv_kernel short_rows_kernel(int loads, bool queued)
{
    if(loads <= 8)
        return queued ? csrmv_kernel_short_rows8_queued : csrmv_kernel_short_rows8;
    return queued ? csrmv_kernel_short_rows16_queued : csrmv_kernel_short_rows16;
}

static csrmv_kernel csrmv_automatic(rocsparse_handle handle, const csrmv_facts& f, csr_loads loads)
{
    const int64_t mean = f.nnz / f.m;
    if(f.analysed)
    {
        if(mean >= regular_min_mean && f.longest <= regular_factor * mean + regular_slack)
        {
            if(mean >= block_rows_min_mean)
                return csrmv_kernel_block_rows;
            const int width = vector_lanes(mean, handle->warp_size);
            /* Lane-consecutive sums gather x at neighbouring columns
             * together, which pays where the columns are clustered and the
             * matrix stays in the L2 cache; streamed, the 16-byte loads win. */
            if(width == consecutive_width && f.clustered && loads == loads_vector)
                return csrmv_kernel_vector8_clustered;
            return vector_kernel(width, false);
        }
        if(mean >= short_rows_min_mean && short_rows_loads(f.longest) > 0)
            return short_rows_kernel(short_rows_loads(f.longest), false);
        /* Irregular rows: the units give every block the same work. */
        return f.units_ready ? csrmv_kernel_units : csrmv_kernel_row_blocks;
    }
    if(mean >= short_rows_min_mean && mean < short_rows_max_mean)
        return short_rows_kernel(short_rows_loads(mean + 1), true);
    if(mean >= vector_min_mean_unplanned)
        return vector_kernel(vector_lanes(mean, handle->warp_size), true);
    return csrmv_kernel_row_blocks;
}

/* 16-byte loads need aligned arrays. They are streamed unless col_ind and
 * val fit the L2 cache together: then repeated products find them there. */
static csr_loads csr_loads_choose(rocsparse_handle handle, const csrmv_facts& f)
{
    if(!f.aligned)
        return loads_scalar;
    if(handle->forced[forced_csr_loads] != 0)
        return (csr_loads)(handle->forced[forced_csr_loads] - 1);
    return (double)f.matrix_bytes <= (double)handle->l2_bytes ? loads_vector : loads_streamed;
}

csrmv_choice csrmv_choose(rocsparse_handle handle, const csrmv_facts& f)
{
    const csr_loads loads  = csr_loads_choose(handle, f);
    const int       forced = handle->forced[forced_csrmv];
    /* Every forced strategy serves any matrix, except the units, which
     * exist only where the analysis built them. */
    if(forced != csrmv_kernel_auto && (forced != csrmv_kernel_units || (f.analysed && f.units_ready)))
        return csrmv_choice{(csrmv_kernel)forced, loads};
    return csrmv_choice{csrmv_automatic(handle, f, loads), loads};
}

int64_t csrmv_partial_slots_max()
{
    return (int64_t)(hip_workspace_size / partial_slot_bytes_max);
}

/* ------------------------------------------------------------------ csrmm */

/* A thread per row up to this mean row length: neighbouring threads take
 * neighbouring rows, whose columns (in stencils and banded matrices) are
 * alike, so a warp's gathers from a column of B share sectors and its
 * stores to C are coalesced. Longer rows are better summed by groups of
 * lanes, which reuse each entry of A for a block of columns. */
constexpr int row_thread_max_mean = 64;

csrmm_kernel csrmm_choose(rocsparse_handle handle, int64_t m, int64_t nnz)
{
    if(handle->forced[forced_csrmm] != 0)
        return (csrmm_kernel)handle->forced[forced_csrmm];
    return nnz / m <= row_thread_max_mean ? csrmm_kernel_row_thread : csrmm_kernel_rows;
}

/* ------------------------------------------------------------------- trsv */

/* Lanes per row of the sync-free solve, from the mean number of
 * dependencies: a lane a row for a chain; for a few dependencies a row, 8
 * lanes, or 4 on large triangles, where more rows then share a wavefront;
 * 32 for more (and for the long rows that irregular triangles have). The
 * thresholds come from the 3D stencils, the chain and the power-law
 * triangle of the benchmarks. */
constexpr double  chain_max_mean   = 1.5;
constexpr double  few_max_mean     = 4;
constexpr int64_t few_large_rows   = 2000000;

static int trsv_group(const trsv_facts& f)
{
    const double mean = (double)f.deps / (double)f.m;
    if(mean <= chain_max_mean)
        return 1;
    if(mean <= few_max_mean)
        return f.m > few_large_rows ? 4 : 8;
    return 32;
}

/* Lists this long give each of 32 lanes eight loads or more: then they
 * load four at a time. */
constexpr int64_t long_list = 256;

/* The launches per level are never chosen automatically: on the stencils,
 * the chain and the power-law triangle the sync-free kernel was faster
 * (PERFORMANCE.md); they stay as a forced strategy. */
trsv_choice trsv_choose(rocsparse_handle handle, const trsv_facts& f)
{
    switch(handle->forced[forced_trsv])
    {
    case trsv_kernel_syncfree1: return trsv_choice{false, 1, false};
    case trsv_kernel_syncfree4: return trsv_choice{false, 4, false};
    case trsv_kernel_syncfree8: return trsv_choice{false, 8, false};
    case trsv_kernel_syncfree32: return trsv_choice{false, 32, false};
    case trsv_kernel_syncfree32_long: return trsv_choice{false, 32, true};
    case trsv_kernel_levels: return trsv_choice{true, trsv_group(f), false};
    default: break;
    }
    const int group = trsv_group(f);
    return trsv_choice{false, group, group == 32 && f.longest >= long_list};
}

/* csrsm: lists split over 4 parts where they are long enough that a lane
 * walking a whole one makes many dependent round trips (the 27-point
 * stencils, the power-law triangle), not where 4 rows then share a
 * wavefront (the 7-point stencils); beyond 8 right-hand sides, each lane of
 * a split row holds 4 of them. */
constexpr double split_min_mean = 4;

trsm_choice trsm_choose(rocsparse_handle handle, const trsv_facts& f, int64_t nrhs)
{
    const bool few = nrhs <= 8;
    bool       split;
    switch(handle->forced[forced_trsv])
    {
    case trsv_kernel_rhs_lanes: split = false; break;
    case trsv_kernel_rhs_split: split = true; break;
    default: split = f.longest >= long_list || (double)f.deps / (double)f.m > split_min_mean; break;
    }
    if(few)
        return split ? trsm_choice::lanes8_split : trsm_choice::lanes8;
    return split ? trsm_choice::packed_split : trsm_choice::lanes32;
}

/* --------------------------------------------------------------- trlevels */

/* From this list length on, the level pass gives a row 32 lanes, not 1:
 * a lane walks its list one load after another, and one long row would
 * hold up every row after it. Below, a lane a row is faster. */
constexpr int64_t trlevels_long_list = 256;
/* Where a lane takes a run of rows (PERFORMANCE.md, the level pass's
 * runs of rows, and the runs gated). Each round a lane walks, one load
 * after another, the lists of those of its rows that wait on no earlier
 * row of their own run; with long lists (the 27-point stencil's 13) that
 * walk still outlasts the wait it was meant to hide, and a lane a row is
 * faster, so only lists of up to trlevels_rows_list_max entries. The runs pay
 * where the rows in flight bound the pass, on more rows than the GPU holds
 * threads: faster on the 7-point stencils of 1M and 8M rows; on fewer
 * than trlevels_rows_min_rows (about twice the threads an H100 holds; not
 * measured below 1M) a lane a row. Lists of one entry (a chain: each row
 * waits for the one before) take the runs with their lists held
 * (lane_held), which find a row stored by their own lane in registers
 * instead of reloading it, so a chain moves a whole run each round; held
 * lists of 4 entries were slower than both other passes on the 7-point
 * stencils (PERFORMANCE.md has the timings). */
constexpr int64_t trlevels_rows_list_max = 4;
constexpr int64_t trlevels_rows_min_rows = (int64_t)1 << 19;

trlevels_kernel trlevels_choose(rocsparse_handle handle, int64_t m, int64_t longest)
{
    if(handle->forced[forced_trlevels] != 0)
        return (trlevels_kernel)handle->forced[forced_trlevels];
    if(longest >= trlevels_long_list)
        return trlevels_kernel_group32;
    if(longest <= trlevels_held_list)
        return trlevels_kernel_lane_held;
    const bool runs = longest <= trlevels_rows_list_max && m >= trlevels_rows_min_rows;
    return runs ? trlevels_kernel_lane_rows : trlevels_kernel_lane;
}

/* --------------------------------------------------------------- trfactor */

/* The narrowest group that holds a row of the mean length one entry per
 * lane: wider groups leave lanes idle, and a row longer than its group is
 * walked one dependency at a time, waiting for each. Groups of 8 and of 32
 * match their rows through shared memory: with 27-point rows the searches
 * of every lane in every dependency are most of the work, and with
 * 7-point rows the match's one load a dependency makes the chain of loads
 * before a row can wait shorter than the searches' several (PERFORMANCE.md,
 * "csrilu0 and csric0: 7-point rows matched through shared memory").
 * Groups of 32 read the matches from the analysis where it kept them:
 * the match is then out of the rows' lives, which bound the wide levels
 * (PERFORMANCE.md, "fits kept by the analysis"). */
trfactor_kernel trfactor_choose(rocsparse_handle handle, int64_t m, int64_t nnz, bool fitted)
{
    trfactor_kernel kernel = (trfactor_kernel)handle->forced[forced_trfactor];
    if(kernel == trfactor_kernel_auto)
    {
        const int64_t mean = (nnz + m - 1) / m;
        kernel             = mean <= 8 ? trfactor_kernel_matched8
                             : mean <= 16 ? trfactor_kernel_group16
                                          : trfactor_kernel_stored32;
    }
    return kernel == trfactor_kernel_stored32 && !fitted ? trfactor_kernel_matched32 : kernel;
}

/* ---------------------------------------------------------------- csrgemm */

/* Without a forced strategy every row takes the smallest table that holds
 * it; a forced one is 1 + its bin (csrgemm_kernel). */
int csrgemm_floor_bin(rocsparse_handle handle)
{
    const int forced = handle->forced[forced_csrgemm];
    return forced == csrgemm_kernel_auto ? 0 : forced - 1;
}

/* The automatic choice walks a row by lanes unless that walk would be
 * uneven (csrgemm_walk_uneven): on rows that are already even, such as the
 * 27-point stencil's, the balanced walk's scan and searches cost more than
 * they save (PERFORMANCE.md); likewise a numeric table is ranked where
 * its rows are short (csrgemm_table_kernel). A forced strategy walks every
 * row of its large bins balanced and sorts every table there by the
 * network, so that the tests, which force every strategy and run the
 * automatic one, run both walks and both orderings on every shape,
 * whatever rows a random shape holds. */
bool csrgemm_forced_paths(rocsparse_handle handle)
{
    return handle->forced[forced_csrgemm] != csrgemm_kernel_auto;
}

/* ------------------------------------------------------------------ csrsort */

/* The tiles serve every matrix, and sort short rows without the segmented
 * sort's passes over memory. The radix sort spreads the long rows over the
 * whole device as the chunks do, but its cost grows with their entries
 * times a few passes, where the chunks' ranks grow with a row's length
 * times its pieces; where no row is long it adds one launch that returns
 * at once, the chunks two. */
csrsort_kernel csrsort_choose(rocsparse_handle handle)
{
    if(handle->forced[forced_csrsort] != 0)
        return (csrsort_kernel)handle->forced[forced_csrsort];
    return csrsort_kernel_radix;
}

/* ------------------------------------------------------------------ csr2csc */

/* Counting moves each entry fewer times than the radix sort's passes, but
 * its scatter writes every position and row to a slot of its own, 4 bytes
 * a 32-byte sector: cheap where those writes meet in the L2 cache, dear
 * where they do not. Banded columns keep them close together at any size,
 * random columns only while the two arrays fill a part of the L2 well
 * below its whole: once they come near it, the scatter of a matrix with
 * random columns takes longer than the whole radix strategy
 * (PERFORMANCE.md). The host cannot tell the two kinds apart, so counting
 * serves only where either is cheap: the arrays within 1 /
 * counting_max_l2_parts of the L2. */
constexpr int64_t counting_max_l2_parts = 2;

csr2csc_kernel csr2csc_choose(rocsparse_handle handle, int64_t nnz)
{
    if(handle->forced[forced_csr2csc] != 0)
        return (csr2csc_kernel)handle->forced[forced_csr2csc];
    const int64_t scattered = 2 * nnz * (int64_t)sizeof(rocsparse_int);
    return scattered * counting_max_l2_parts <= (int64_t)handle->l2_bytes ? csr2csc_kernel_counting
                                                                          : csr2csc_kernel_radix;
}
