/* The triangle analyses and zero pivot cells that csrsv, csrsm, csric0 and
 * csrilu0 keep in a rocsparse_mat_info (core/objects.h), and the steps
 * their entry points share: an analysis that reuses or replaces a record,
 * the check that a solve has an analysis of its own matrix, the pivot
 * cells' reset and report, and the clears.
 *
 * Four records at most, by fill mode and operation (none, or transpose,
 * which the conjugate transpose shares). An analysis under policy reuse
 * joins the record of its triangle when that record was made for the same
 * matrix (sizes, base and the two index arrays, by address), and builds a
 * new one otherwise; under policy force it always builds. The
 * factorizations use the lower triangle's record for op none. A record
 * lives while some routine uses it: *_clear drops the routine, and the
 * last one out frees it. */
#ifndef FSPARSE_TRM_INFO_H
#define FSPARSE_TRM_INFO_H

#include "core/objects.h"
#include "core/status.h"

/* The routines, as bits of trm_analysis.users. */
enum trm_user
{
    trm_user_csrsv   = 1,
    trm_user_csrsm   = 2,
    trm_user_csric0  = 4,
    trm_user_csrilu0 = 8
};

/* The fill modes a clear concerns, as bits (1 << fill mode). */
#define TRM_LOWER (1u << rocsparse_fill_mode_lower)
#define TRM_UPPER (1u << rocsparse_fill_mode_upper)
#define TRM_BOTH_FILLS (TRM_LOWER | TRM_UPPER)

/* What one analysis, solve or factorization concerns. */
typedef struct trm_problem
{
    unsigned             user;
    trm_pivot_slot       slot;
    rocsparse_operation  trans; /* as the caller gave it */
    rocsparse_fill_mode  fill;
    rocsparse_diag_type  diag;
    rocsparse_int        m, nnz;
    rocsparse_index_base base;
    const rocsparse_int* csr_row_ptr;
    const rocsparse_int* csr_col_ind;
} trm_problem;

/* The problem of a solve with op(T), T the triangle descr names; of a
 * factorization (the lower triangle, op none, non-unit diagonal). Built
 * before the argument checks: an invalid descriptor gives a problem that
 * nothing uses. */
trm_problem trm_solve_problem(unsigned user, trm_pivot_slot slot, rocsparse_operation trans, rocsparse_int m,
                              rocsparse_int nnz, const struct _rocsparse_mat_descr* descr,
                              const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind);
trm_problem trm_factor_problem(unsigned user, trm_pivot_slot slot, rocsparse_int m, rocsparse_int nnz,
                               const struct _rocsparse_mat_descr* descr, const rocsparse_int* csr_row_ptr,
                               const rocsparse_int* csr_col_ind);

/* The csrsv pivot cell of a fill mode. */
static inline trm_pivot_slot trm_csrsv_slot(rocsparse_fill_mode fill)
{
    return fill == rocsparse_fill_mode_upper ? trm_pivot_csrsv_upper : trm_pivot_csrsv_lower;
}

/* The buffer size of a quick return: never 0, so that allocating it gives
 * a valid pointer. */
rocsparse_status trm_minimal_buffer_size(size_t* buffer_size);

/* The analysis of p's triangle for p's routine, under policy (reuse or
 * force), then its pivot cell reset (structural pivots for a non-unit
 * diagonal). m > 0. */
rocsparse_status trm_analyse(rocsparse_handle          handle,
                             rocsparse_mat_info        info,
                             const trm_problem*        p,
                             rocsparse_analysis_policy policy,
                             void*                     temp_buffer);

/* Whether p's routine may solve or factorize with what info holds: success,
 * invalid_pointer when it made no analysis of that triangle (none, or one
 * since cleared or replaced), and for an analysis of another matrix what
 * csrmv gives: invalid_size (m, nnz), invalid_value (base),
 * invalid_pointer (index arrays). success for an invalid info, which the
 * object checks refuse first. */
rocsparse_status trm_usable(rocsparse_mat_info info, const trm_problem* p);

/* For a solve or factorization that trm_usable allowed: the backend's
 * analysis, and p's pivot cell, reset as trm_analyse does. */
rocsparse_status trm_prepare(rocsparse_handle   handle,
                             rocsparse_mat_info info,
                             const trm_problem* p,
                             const void**       analysis,
                             rocsparse_int**    pivot);

/* A quick return (m == 0): the routine found no pivot. Success. */
rocsparse_status trm_pivot_forget(rocsparse_mat_info info, trm_pivot_slot slot);

/* Writes the pivot of slot where the pointer mode says (waiting for the
 * handle's stream): its row in its base and zero_pivot, or -1 and success
 * when it holds none or was not set since the last clear. */
rocsparse_status trm_pivot_report(rocsparse_handle handle, rocsparse_mat_info info, trm_pivot_slot slot,
                                  rocsparse_int* position);

/* Drops user from the records of the fill modes in fills (TRM_LOWER ...),
 * freeing those it was the last user of, and forgets slot's pivot. */
rocsparse_status trm_clear(rocsparse_mat_info info, unsigned user, unsigned fills, trm_pivot_slot slot);

/* Frees every record and pivot cell (rocsparse_destroy_mat_info). */
rocsparse_status trm_free_all(rocsparse_mat_info info);

#endif /* FSPARSE_TRM_INFO_H */
