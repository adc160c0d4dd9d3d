/* What the tests of the triangular solves and incomplete factorizations
 * (csrsv, csrsm, csric0, csrilu0) share: square CSR matrices of the shapes
 * they need (random triangles with the other triangle's entries present,
 * chains, a diagonal, a 3D Laplacian) with well-conditioned values; a
 * reference solve and reference factorizations in long double; the
 * residual and factor checks; zero pivot checks; handles that force each
 * strategy the backend lists for a setting. */
#ifndef FSPARSE_TRM_REFERENCE_H
#define FSPARSE_TRM_REFERENCE_H

#include "sparse_gen.h"

/* ------------------------------------------------------------- matrices */

/* A random square matrix: each row has 0 to max_len entries off the
 * diagonal, on both sides of it (the triangle not solved with is present
 * and must be ignored); empty_pct of the rows have none; one row has
 * long_len (0: none). */
typedef struct trm_shape
{
    const char*   name;
    rocsparse_int m;
    rocsparse_int max_len;
    rocsparse_int long_len;
    int           empty_pct;
} trm_shape;

enum trm_flags
{
    trm_unsorted  = 1, /* columns in random order within rows */
    trm_symmetric = 2, /* a symmetric pattern with Hermitian values (HPD) */
    trm_no_diag   = 4  /* no diagonal entries at all */
};

/* The matrix on the host and the device (test_csr of sparse_gen.h, n = m,
 * a general descriptor of base). Values are well conditioned for both
 * triangles and their transposes: off-diagonal entries are scaled so that
 * every row and every column sums to less than 1 off the diagonal, and
 * diagonal entries have magnitudes in [1, 2) (trm_symmetric: real, 1 plus
 * the row's off-diagonal sum, so that the matrix is Hermitian positive
 * definite and diagonally dominant). */
void trm_random(test_csr* A, const test_prec* p, const trm_shape* s, rocsparse_index_base base, unsigned flags);
/* Tridiagonal: both triangles are chains of m rows, each row depending on
 * the one before it. */
void trm_tridiagonal(test_csr* A, const test_prec* p, rocsparse_int m, rocsparse_index_base base);
/* A pattern whose fits the analysis cannot keep (the GPU's stored32,
 * trm_factor.hip): 200 rows, row and column 100 full, and row 150 with
 * columns 10, 60 and 190 (and its transpose). Row 150 takes from row 100,
 * for ILU(0), the values of columns 150 and 190, and for IC(0) those of
 * columns 10 and 60: positions 40 and 50 apart in row 100, further than
 * the 32 bits of a kept fit. Symmetric pattern. */
void trm_far_matches(test_csr* A, const test_prec* p, rocsparse_index_base base);
/* The diagonal only: m independent rows, one level. */
void trm_diagonal(test_csr* A, const test_prec* p, rocsparse_int m, rocsparse_index_base base);
/* The 7-point Laplacian of an n x n x n grid (n^3 rows), columns sorted;
 * values as trm_symmetric gives (random, Hermitian, dominant). */
void trm_laplace3d(test_csr* A, const test_prec* p, rocsparse_int n, rocsparse_index_base base);
/* The same grid's 27-point stencil (every neighbour), as long rows with
 * many dependencies. */
void trm_laplace3d27(test_csr* A, const test_prec* p, rocsparse_int n, rocsparse_index_base base);

/* Removes row i's diagonal entry (a structural zero pivot), on the host
 * and the device; the device arrays are new. */
void trm_drop_diagonal(test_csr* A, rocsparse_int i);
/* Keeps A's lower triangle and diagonal alone, values unchanged, on the
 * host and the device; the device arrays are new. */
void trm_keep_lower(test_csr* A);

/* New values for A's pattern as the functions above draw them (flags:
 * trm_symmetric for Hermitian ones), uploaded to A->d_val. */
void trm_new_values(test_csr* A, unsigned flags);
/* A->val to A->d_val again, after the test changed it. */
void trm_store_values(test_csr* A);

/* The position in A's arrays (zero-based) of row i's diagonal entry, or -1. */
rocsparse_int trm_diag_at(const test_csr* A, rocsparse_int i);

/* A descriptor of this base, type, fill mode and diagonal type; bails out
 * on failure. */
rocsparse_mat_descr trm_descr(rocsparse_index_base base, rocsparse_matrix_type type, rocsparse_fill_mode fill,
                              rocsparse_diag_type diag);

const char* fill_name(rocsparse_fill_mode fill);
const char* diag_name(rocsparse_diag_type diag);

/* ------------------------------------------------------------ references */

/* The triangle of A that fill and diag name, solved with: op(T) y = alpha x
 * in long double, by substitution. For each row, y, an error bound (a
 * running bound: the row's own rounding plus what it inherits from the
 * rows it uses), and tainted = 1 when the row depends on a zero pivot (a
 * missing or zero diagonal, non-unit only), whose value is then
 * undefined. Entries outside the triangle, or outside [base, base + m),
 * are ignored. */
void ref_trsv(const test_csr* A, rocsparse_fill_mode fill, rocsparse_diag_type diag, rocsparse_operation trans,
              ref_t alpha, const ref_t* x, ref_t* y, long double* bound, unsigned char* tainted);
/* The same for nrhs right-hand sides at once: x, y and bound hold m * nrhs
 * entries, column by column; tainted is the same for all of them. */
void ref_trsm(const test_csr* A, rocsparse_fill_mode fill, rocsparse_diag_type diag, rocsparse_operation trans,
              ref_t alpha, rocsparse_int nrhs, const ref_t* x, ref_t* y, long double* bound, unsigned char* tainted);

/* The first row (zero-based) whose diagonal is missing or zero, or -1
 * (-1 always for a unit diagonal). */
rocsparse_int ref_first_pivot(const test_csr* A, rocsparse_diag_type diag, int missing_only);

/* One check: the computed y (m values of A's precision) solves op(T) y =
 * alpha x up to rounding, row by row: |alpha x_i - (op(T) y)_i| within a
 * multiple of eps (|alpha x_i| + sum |t_ij y_j|). Tainted rows are not
 * looked at. */
void check_residual(const char* label, const test_csr* A, rocsparse_fill_mode fill, rocsparse_diag_type diag,
                    rocsparse_operation trans, ref_t alpha, const ref_t* x, const void* y,
                    const unsigned char* tainted);

/* Both checks of one computed solution: got holds total >= m values of A's
 * precision, the solution of op(T) y = alpha x (x: m values of A's
 * precision) and then entries that must still be as in y0 (NULL when
 * total == m). Rows depending on a zero pivot are not looked at. */
void check_solution(const char* label, const test_csr* A, rocsparse_fill_mode fill, rocsparse_diag_type diag,
                    rocsparse_operation trans, ref_t alpha, const void* x, void* got, size_t total, const void* y0);

/* The residual test without a check, for nrhs right-hand sides of x and
 * y (as ref_t, m * nrhs, column by column): the count of rows off, and
 * the first in *first (if not NULL). */
rocsparse_int residual_bad_rows(const test_csr* A, rocsparse_fill_mode fill, rocsparse_diag_type diag,
                                rocsparse_operation trans, ref_t alpha, rocsparse_int nrhs, const ref_t* x,
                                const ref_t* y, const unsigned char* tainted, rocsparse_int* first);

/* ILU(0) of A in long double, on A's pattern (columns sorted, distinct):
 * the factor values in A's order, a bound on each, and tainted rows (rows
 * that use a zero pivot's row, directly or not). Returns the first zero
 * pivot (missing diagonal or zero U diagonal), or -1. */
rocsparse_int ref_ilu0(const test_csr* A, ref_t* lu, long double* bound, unsigned char* tainted);
/* IC(0) of A's lower triangle in long double: L's values at the lower
 * entries (upper entries keep A's values, bound 0); a zero pivot's row is
 * tainted itself (its diagonal is NaN or 0). Returns the first zero pivot
 * (missing diagonal, or a value under the square root whose real part is
 * not positive), or -1. */
rocsparse_int ref_ic0(const test_csr* A, ref_t* l, long double* bound, unsigned char* tainted);

/* The same factorizations written the dense way, on an m x m array and a
 * mask of A's pattern (m small): independent of the sparse references'
 * row merges. Values in A's order; tainted rows left as they come. */
void dense_ilu0(const test_csr* A, ref_t* lu);
void dense_ic0(const test_csr* A, ref_t* l);

/* One check each: the computed factors multiply back to A on its pattern,
 * L * U for ILU(0) (L unit lower, U upper), L * L^H on the lower
 * triangle for IC(0); rows marked tainted are skipped. */
void check_lu_product(const char* label, const test_csr* A, const void* lu, const unsigned char* tainted);
void check_llh_product(const char* label, const test_csr* A, const void* l, const unsigned char* tainted);

/* Entries of tainted rows set to 0 in got and want, bound 0 (A's pattern,
 * or m rows when per_row): what is left is compared by check_values. */
void untaint(const test_csr* A, int per_row, const unsigned char* tainted, void* got, ref_t* want,
             long double* bound);

/* ------------------------------------------------------------ zero pivots */

/* A *_zero_pivot call: position in the handle's pointer mode. */
typedef rocsparse_status (*pivot_call)(const void* ctx, rocsparse_int* position);

/* One call of call in mode (position on the device in device mode): it
 * must give zero_pivot and want + base, or success and -1 when want < 0. */
void check_pivot(const char* label, rocsparse_pointer_mode mode, rocsparse_index_base base, rocsparse_int want,
                 pivot_call call, const void* ctx);

/* ------------------------------------------------------- csrsv routines */

/* csrsv of one precision behind untyped values, for the tests that solve
 * with what they made (csrsm's shared analysis, the factors). */
typedef struct csrsv_ops
{
    const char*      name;
    const test_prec* prec;
    rocsparse_status (*buffer_size)(rocsparse_handle, rocsparse_operation, rocsparse_int, rocsparse_int,
                                    const rocsparse_mat_descr, const void*, const rocsparse_int*,
                                    const rocsparse_int*, rocsparse_mat_info, size_t*);
    rocsparse_status (*analysis)(rocsparse_handle, rocsparse_operation, rocsparse_int, rocsparse_int,
                                 const rocsparse_mat_descr, const void*, const rocsparse_int*, const rocsparse_int*,
                                 rocsparse_mat_info, rocsparse_analysis_policy, rocsparse_solve_policy, void*);
    rocsparse_status (*solve)(rocsparse_handle, rocsparse_operation, rocsparse_int, rocsparse_int, const void*,
                              const rocsparse_mat_descr, const void*, const rocsparse_int*, const rocsparse_int*,
                              rocsparse_mat_info, const void*, void*, rocsparse_solve_policy, void*);
} csrsv_ops;

/* The csrsv routines of precision p. */
const csrsv_ops* csrsv_of(const test_prec* p);

/* csrsm of one precision, likewise. */
typedef struct csrsm_ops
{
    const char*      name;
    const test_prec* prec;
    rocsparse_status (*buffer_size)(rocsparse_handle, rocsparse_operation, rocsparse_operation, rocsparse_int,
                                    rocsparse_int, rocsparse_int, const void*, const rocsparse_mat_descr, const void*,
                                    const rocsparse_int*, const rocsparse_int*, const void*, rocsparse_int,
                                    rocsparse_mat_info, rocsparse_solve_policy, size_t*);
    rocsparse_status (*analysis)(rocsparse_handle, rocsparse_operation, rocsparse_operation, rocsparse_int,
                                 rocsparse_int, rocsparse_int, const void*, const rocsparse_mat_descr, const void*,
                                 const rocsparse_int*, const rocsparse_int*, const void*, rocsparse_int,
                                 rocsparse_mat_info, rocsparse_analysis_policy, rocsparse_solve_policy, void*);
    rocsparse_status (*solve)(rocsparse_handle, rocsparse_operation, rocsparse_operation, rocsparse_int,
                              rocsparse_int, rocsparse_int, const void*, const rocsparse_mat_descr, const void*,
                              const rocsparse_int*, const rocsparse_int*, void*, rocsparse_int, rocsparse_mat_info,
                              rocsparse_solve_policy, void*);
} csrsm_ops;

const csrsm_ops* csrsm_of(const test_prec* p);

/* --------------------------------------------------------- forced kernels */

/* Handles forcing, one each, every strategy the backend lists for setting
 * ("trsv", "trlevels" or "trfactor"), plus extra (",trsv:x" or "") after it,
 * or only the one FSPARSE_TEST_STRATEGY names (sparse_gen.h): none where it
 * names another setting. Returns the count (0 where the backend has one
 * kernel); names[k] holds the setting of handles[k]. Both malloc'd;
 * trm_forced_free destroys them. */
size_t trm_forced_handles(const char* setting, const char* extra, rocsparse_handle** handles, char (**names)[96]);
void   trm_forced_free(rocsparse_handle* handles, char (*names)[96], size_t count);

/* The rows of a long test shape (a chain, a long diagonal): full, or
 * short_rows where full would take too long: for a strategy forced
 * (forced not NULL) on the host backend, which may synchronise its
 * threads after every level, so that a long chain is that many barriers,
 * and in a run that FSPARSE_TEST_STRATEGY narrows to one strategy, meant
 * for a sanitizer, under which a 100k-row chain outlasts a run. */
rocsparse_int trm_long_rows(rocsparse_int full, rocsparse_int short_rows, const char* forced);

/* A temporary buffer of bytes on the device (never a null pointer), with
 * random bytes in it: a routine must not expect it cleared. */
void* trm_buffer(size_t bytes);

#endif /* FSPARSE_TRM_REFERENCE_H */
