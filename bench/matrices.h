/* Sparse matrices for the benchmarks: the generated public suite (and a
 * few smaller stencils), random matrices of a given shape, and Matrix
 * Market files. Plain C with no dependency on the library, so that the
 * cuSPARSE baseline compiles the same file and times the very same
 * matrices. Everything is deterministic from a seed, whatever the number
 * of OpenMP threads. */
#ifndef FSPARSE_BENCH_MATRICES_H
#define FSPARSE_BENCH_MATRICES_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* CSR, zero-based, columns sorted and distinct within each row. */
typedef struct bench_matrix
{
    char     name[64];
    int64_t  m, n, nnz;
    int32_t* row_ptr;  /* m + 1 */
    int32_t* col_ind;  /* nnz */
    double*  val;      /* nnz real parts */
    double*  val_imag; /* nnz imaginary parts; NULL for a real matrix */
} bench_matrix;

/* The names bench_matrix_generate knows, one per line with a summary. */
void bench_matrix_describe(FILE* out);
int  bench_matrix_known(const char* name);

/* Each returns 1 on success; on failure 0, with the reason in err. */
int bench_matrix_generate(const char* name, uint64_t seed, bench_matrix* A, char* err, size_t err_size);

/* m x n with exactly nnz entries spread as evenly as possible over the
 * rows (rows 0 .. nnz % m - 1 one longer), random distinct columns. */
int bench_matrix_random(int64_t m, int64_t n, int64_t nnz, uint64_t seed, bench_matrix* A, char* err,
                        size_t err_size);

/* An m x m lower (or upper) triangle with exactly nnz entries, its
 * diagonal among them, the others spread as evenly over the rows as their
 * room allows, random distinct columns, values as bench_matrix_triangle's. */
int bench_matrix_random_triangle(int64_t m, int64_t nnz, int lower, uint64_t seed, bench_matrix* A, char* err,
                                 size_t err_size);

/* Matrix Market coordinate files: real, integer, complex or pattern;
 * general, symmetric, skew-symmetric or hermitian (the other triangle is
 * filled in). Duplicate entries are summed; pattern entries are 1. */
int bench_matrix_read_mtx(const char* path, bench_matrix* A, char* err, size_t err_size);
int bench_matrix_write_mtx(const char* path, const bench_matrix* A, char* err, size_t err_size);

/* A suite matrix through a cache of binary files in cache_dir (NULL: no
 * cache): read when there, else generated and written there. The cuSPARSE
 * baseline and fsparse-bench share it, so a matrix is generated once. */
int bench_matrix_load(const char* name, uint64_t seed, const char* cache_dir, bench_matrix* A, char* err,
                      size_t err_size);

void bench_matrix_free(bench_matrix* A);

/* Replaces the square A by its lower (lower != 0) or upper triangle for
 * the triangular solves, as the suite's NAME_L and NAME_U (see
 * bench_matrix_describe): the diagonal present in every row, the values
 * scaled so that solves stay bounded with a unit diagonal or not. */
int bench_matrix_triangle(bench_matrix* A, int lower, char* err, size_t err_size);

/* Writes the message into err (size bytes) and returns 0: the failure of
 * the functions here and in operands.c. */
int bench_fail(char* err, size_t size, const char* fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The longest row. */
int64_t bench_matrix_max_row(const bench_matrix* A);

/* A value in +-[0.1, 1] (never zero) that depends only on (seed, index):
 * the dense operands x and B are drawn from it in both programs. */
double bench_value(uint64_t seed, uint64_t index);

/* 64 random bits that depend only on (seed, stream, index): the draws of
 * the shuffled inputs of operands.c. */
uint64_t bench_random_bits(uint64_t seed, uint64_t stream, uint64_t index);

#ifdef __cplusplus
}
#endif

#endif /* FSPARSE_BENCH_MATRICES_H */
