/* Host references of the triangular solves and the incomplete
 * factorizations, in double precision, for the checks of fsparse-bench
 * and of the cuSPARSE baseline: plain C without the library, like
 * matrices.c, so that both programs judge their results by the same rules.
 * The matrices are matrices.h's (zero-based, columns sorted), their
 * values already rounded to the precision the device computed in. */
#ifndef FSPARSE_BENCH_REFERENCE_H
#define FSPARSE_BENCH_REFERENCE_H

#include <stddef.h>
#include <stdint.h>

#include "matrices.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What a device array holds: float, double, float complex or double
 * complex values (the order of the library's precisions s, d, c, z). */
typedef enum bench_kind
{
    BENCH_KIND_FLOAT,
    BENCH_KIND_DOUBLE,
    BENCH_KIND_FLOAT_COMPLEX,
    BENCH_KIND_DOUBLE_COMPLEX
} bench_kind;

/* Entry at of an array of kind, as (real, imaginary) doubles. */
void bench_load_value(bench_kind kind, const void* data, int64_t at, double* re, double* im);

/* A triangular solve op(T) * X = alpha * B: T the lower (or upper)
 * triangle of A with the diagonal stored, or taken as 1 (unit), the other
 * triangle's entries ignored; op none (0), transpose (1) or conjugate
 * transpose (2). */
typedef struct bench_solve
{
    int    lower, unit, trans;
    double alpha[2]; /* real, imaginary */
} bench_solve;

/* Where entry (i, c) of an m x cols operand lies, in values: at
 * i * row_stride + c * col_stride (column-major: 1 and the leading
 * dimension). */
typedef struct bench_layout
{
    int64_t cols, row_stride, col_stride;
} bench_layout;

/* Checks X (sol) against B (rhs), both in the layout, by the residual
 * op(T) * X - alpha * B of each entry, against the rounding bound of a
 * substitution (backward stable entry by entry): (terms + 4) * 2 * eps *
 * (|op(T)| |X| + |alpha B|). Returns how many entries fail (a NaN fails),
 * the first of them described in err; -1 when out of host memory. */
int64_t bench_check_solve(const bench_matrix* A, const bench_solve* s, bench_kind kind, const bench_layout* layout,
                          const void* rhs, const void* sol, double eps, char* err, size_t err_size);

/* ILU(0) of A on its pattern, in place on lu (nnz values, A's real parts
 * on entry): L unit lower, U upper. IC(0) of A's lower triangle: L * L^T
 * on that pattern, in place on the lower triangle's entries of l; the
 * upper ones are left alone. Each returns the first zero pivot (a missing
 * or zero diagonal, or for IC(0) a value under the square root <= 0), or
 * -1 (-2 when out of host memory); the factor then holds inf or NaN below
 * it. */
int64_t bench_ilu0(const bench_matrix* A, double* lu);
int64_t bench_ic0(const bench_matrix* A, double* l);

/* Checks a factor (nnz values of kind, got) against the reference (want),
 * on A's pattern, or only its lower triangle (lower_only): each entry
 * within 64 * (row length + 4) * eps of the largest magnitude of its row
 * in want, imaginary parts within that of 0: room for the rounding errors
 * that reach a row from the rows it depends on, which stay small for the
 * dominant matrices of the suite (each row damps what it receives), while
 * a wrong update is off by a sizeable part of the row. Returns how many
 * fail, the first described in err. */
int64_t bench_check_factor(const bench_matrix* A, const double* want, bench_kind kind, const void* got, int lower_only,
                           double eps, char* err, size_t err_size);

#ifdef __cplusplus
}
#endif

#endif /* FSPARSE_BENCH_REFERENCE_H */
