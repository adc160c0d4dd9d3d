/* The inputs and host checks of the structural routines' benchmarks
 * (csrgemm, csr2csc, the sorts, nnz): the operands of the sparse-sparse
 * product cases, the shuffled inputs of the sorts, the dense matrix of
 * nnz. Plain C without the library, like matrices.c, so that fsparse-bench
 * and the cuSPARSE baseline build the very same inputs from the same names
 * and seed, and judge their results by the same rules. Matrices are
 * matrices.h's: zero-based, columns sorted within rows. */
#ifndef FSPARSE_BENCH_OPERANDS_H
#define FSPARSE_BENCH_OPERANDS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "matrices.h"
#include "reference.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------- sparse-sparse products */
/* The operands of C = A * B for a case name:
 *   any square matrix of the suite (bench_matrix_known): A = B = it, the
 *   square A * A (*same set, B left empty);
 *   galerkin_AP_G: A the 7-point Laplacian on G^3 (lap3d7_G), B the
 *   piecewise-constant prolongator P of its 2x2x2 aggregates, the first
 *   product of a Galerkin triple product;
 *   galerkin_RAP_G: A = R = P^T, B = A*P (computed here): the second.
 * G is even, at least 2. Suite matrices go through the cache (cache_dir,
 * NULL: none). Returns 1, or 0 with the reason in err. */
int  bench_product_known(const char* name);
int  bench_product_operands(const char* name, uint64_t seed, const char* cache_dir, bench_matrix* A, bench_matrix* B,
                            int* same, char* err, size_t err_size);
void bench_product_describe(FILE* out);

/* P of the 2x2x2 aggregates of the G^3 grid (G even): G^3 x (G/2)^3, one
 * entry 1 per row, in the column of the aggregate of the row's point. */
int bench_matrix_prolongator(int64_t g, bench_matrix* P, char* err, size_t err_size);

/* T = A^T (real parts only), columns sorted within rows. */
int bench_matrix_transpose(const bench_matrix* A, bench_matrix* T, char* err, size_t err_size);

/* C = A * B on the host (real parts), rows sorted; every product of the
 * patterns kept, even where values cancel. */
int bench_matrix_multiply(const bench_matrix* A, const bench_matrix* B, bench_matrix* C, char* err, size_t err_size);

/* The intermediate products of A * B: sum over A's entries (i, k) of the
 * length of B's row k. */
int64_t bench_product_count(const bench_matrix* A, const bench_matrix* B);

/* The rows a product check looks at: all of them for at most
 * BENCH_CHECK_BLOCKS * BENCH_CHECK_ROWS rows, else BENCH_CHECK_BLOCKS blocks
 * of BENCH_CHECK_ROWS consecutive rows spread evenly (block b starts at
 * b * m / BENCH_CHECK_BLOCKS), so that the checks of the largest cases
 * stay cheap and read back little. */
#define BENCH_CHECK_BLOCKS 64
#define BENCH_CHECK_ROWS 256
int64_t bench_check_block_count(int64_t m);
void    bench_check_block(int64_t m, int64_t b, int64_t* first, int64_t* count);

/* Checks rows first .. first+count-1 of C = A * B (values of kind, row
 * pointers row_ptr[0..count] and columns col_ind as the device wrote
 * them, in base base, row_ptr[0] the offset of the first row): the
 * pattern exactly (sorted, every column a product reaches), each value
 * within (terms + 4) * 2 * eps * (sum of |terms|). Returns how many rows
 * fail, the first described in err; -1 when out of host memory. */
int64_t bench_check_product_rows(const bench_matrix* A, const bench_matrix* B, int64_t first, int64_t count,
                                 const int32_t* row_ptr, const int32_t* col_ind, const void* val, bench_kind kind,
                                 int base, double eps, char* err, size_t err_size);

/* ----------------------------------------------------------------- sorts */
/* A with the entries of each row in a random order (values moved with
 * their columns): the input of csrsort; of cscsort, applied to A^T. */
int bench_matrix_shuffle_rows(bench_matrix* A, uint64_t seed, char* err, size_t err_size);

/* The entries of A as COO (row, col, value), in a random global order:
 * the input of coosort. Arrays of A->nnz entries, allocated here. */
int bench_coo_shuffled(const bench_matrix* A, uint64_t seed, int32_t** row, int32_t** col, double** val, char* err,
                       size_t err_size);

/* ------------------------------------------------------------------- nnz */
/* dense_MxN: an M x N column-major dense matrix with about half of its
 * entries zero (whole columns and rows of zeros among them), the others
 * bench_value's. Names parse into *m, *n (1 when the name is one). */
int    bench_dense_name(const char* name, int64_t* m, int64_t* n);
double bench_dense_value(uint64_t seed, int64_t m, int64_t n, int64_t i, int64_t j);

#ifdef __cplusplus
}
#endif

#endif /* FSPARSE_BENCH_OPERANDS_H */
