/* What the HIP backend's triangular analysis (backend_trm_analysis) keeps
 * of one triangle, shared by the solves (csrsv, csrsm) and the
 * factorizations (csrilu0, csric0). The fields below are the contract
 * between those files: fields may be added, none removed or renamed.
 *
 * The analysis turns the triangle into dependency lists in solve order.
 * Row r of op(T) depends on row c when op(T) has an off-diagonal entry
 * (r, c); "level" of a row is 0 without dependencies, else 1 + the
 * largest level among its dependencies. order[] lists the rows by
 * increasing level (by row index within a level), so every dependency of
 * order[k] comes before position k: a kernel that hands out positions in
 * increasing order (a ticket counter) waits only on rows that are already
 * handed out, which is why its waits end. */
#ifndef FSPARSE_HIP_TRM_HPP
#define FSPARSE_HIP_TRM_HPP

#include "rocsparse/rocsparse.h"

struct trm_analysis_hip
{
    rocsparse_operation trans; /* none or transpose */
    rocsparse_fill_mode fill;
    rocsparse_int       m;
    rocsparse_int       nnz;    /* of A, as given */
    rocsparse_int       deps;   /* off-diagonal entries of T kept */
    rocsparse_int       levels; /* number of levels (host copy) */
    /* Device arrays, all owned by the analysis, zero-based: */
    rocsparse_int* order;    /* m: rows of op(T) in solve order */
    rocsparse_int* dep_ptr;  /* m + 1: the dependencies of order[k] are */
    rocsparse_int* dep_row;  /*   dep_row[dep_ptr[k] .. dep_ptr[k+1]), */
    rocsparse_int* dep_val;  /*   with their values at csr_val[dep_val[.]]
                                  (in column order of op(T) when the solve
                                  runs forward, reversed when backward) */
    rocsparse_int* diag_pos; /* m, by row: its diagonal in csr_val, or -1 */
    rocsparse_int* level;    /* m, by row: its level */
    rocsparse_int* missing;  /* 1: first row without a diagonal, or int max */
    /* Added for the solves' kernel choice and level-by-level launches: */
    rocsparse_int  longest;     /* most dependencies of one row */
    rocsparse_int* level_begin; /* host, levels + 1: the first position of
                                   each level in order[], then m */
    void*          memory;      /* device: everything above but the lists */
    void*          dep_memory;  /* device: dep_row and dep_val */
    /* Added for the factorizations (backend_trm_factor_analysis), [0] for
     * csrilu0 and [1] for csric0, each made once where its routine uses
     * this analysis: for each dependency, indexed as dep_row, the values
     * of the dependency's row that its row takes and who takes them
     * (trm_factor.hip, "fits kept by the analysis"). fitted: made (with
     * no dependencies the arrays stay null); fit_memory: all three. */
    bool           fitted[2];
    rocsparse_int* fit_first[2];
    unsigned*      fit_sources[2];
    unsigned*      fit_takers[2];
    void*          fit_memory[2];
};

/* The solves' scratch at the start of the user's buffer: a ticket counter,
 * then result slots, each a value that is its own flag (hip_syncfree.hpp),
 * all reset on the stream before each sync-free launch: one a row for
 * csrsv; for csrsm, a chunk of right-hand sides at a time, one a row and
 * right-hand side of the chunk, row-major (a row's values side by side).
 * csrsm with several right-hand sides has as many values again after the
 * slots: the chunk of a column-major B turned row-major, so that a row's
 * visit reads and writes its right-hand sides in one piece of memory
 * instead of a piece of each column (trm_solve.hip). */
constexpr size_t trm_ticket_bytes = 256;

inline size_t trm_round_up(size_t bytes)
{
    return (bytes + 255) / 256 * 256;
}

/* Right-hand sides of csrsm solved by one launch, for nrhs of them: 8 for
 * a few, else 32 (more than 32 are solved 32 at a time); trm_solve.hip
 * spreads them over the lanes of a row in one of several ways. */
inline int trm_rhs_lanes(rocsparse_int nrhs)
{
    return nrhs <= 8 ? 8 : 32;
}

/* Result slots a row of csrsm, the most a launch uses: one a right-hand
 * side of the launch (1 for csrsv). */
inline int trm_rhs_slots(rocsparse_int nrhs)
{
    const int lanes = trm_rhs_lanes(nrhs);
    return nrhs < lanes ? (int)nrhs : lanes;
}

/* Bytes of the result slots of m rows for nrhs right-hand sides (1 for
 * csrsv) of value_bytes each; the staged chunk of B takes as many. */
inline size_t trm_slot_bytes(rocsparse_int m, rocsparse_int nrhs, size_t value_bytes)
{
    return trm_round_up(value_bytes * (size_t)trm_rhs_slots(nrhs) * (size_t)m);
}

inline size_t trm_solve_scratch_bytes(rocsparse_int m, rocsparse_int nrhs, size_t value_bytes)
{
    const size_t slots = trm_slot_bytes(m, nrhs, value_bytes);
    return trm_ticket_bytes + (nrhs > 1 ? 2 * slots : slots);
}

/* Bytes of the user's buffer that csrilu0 and csric0 use (trm_factor.hip):
 * a ticket counter, then a slot per entry of A (value_bytes each) where a
 * finished row publishes what other rows read of it, each slot its own
 * done flag. The buffer size that backend_trm_buffer_size returns covers
 * this. */
inline size_t trm_factor_buffer_bytes(rocsparse_int nnz, size_t value_bytes)
{
    return trm_ticket_bytes + trm_round_up(value_bytes * (size_t)nnz);
}

#endif /* FSPARSE_HIP_TRM_HPP */
