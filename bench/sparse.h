/* fsparse-bench: the sparse matrix products (csrmv, coomv, ellmv, hybmv,
 * csrmm), the triangular solves (csrsv, csrsm) and the incomplete
 * factorizations (csrilu0, csric0), and the conversions or analysis each
 * needs first. One runner (sparse.c) serves them all; the table
 * (sparse_routines.c) says per routine what to call, per precision, and
 * what it moves. */
#ifndef FSPARSE_BENCH_SPARSE_H
#define FSPARSE_BENCH_SPARSE_H

#include "bench/bench.h"

/* What a routine does, for the operands, the check and the bytes. */
typedef enum sparse_kind
{
    SPARSE_PRODUCT, /* y = alpha*op(A)*x + beta*y, C = alpha*op(A)*op(B) + beta*C */
    SPARSE_SOLVE,   /* op(T)*y = alpha*x (csrsv), op(T)*X = alpha*op(B) in place on B (csrsm) */
    SPARSE_FACTOR   /* A's values overwritten by its factors */
} sparse_kind;

/* One problem: A (m x n) on the device in CSR and in the format of the
 * routine, x or B (rows_x x cols), y or C (rows_y x cols), both
 * column-major (csrsm: B in y, in the layout of trans_B); scalars in host
 * memory (pointer mode host). */
typedef struct sparse_problem
{
    sparse_kind             kind;
    rocsparse_handle        handle;
    rocsparse_mat_descr     descr;     /* CSR, COO and HYB */
    rocsparse_mat_descr     ell_descr; /* ELL */
    rocsparse_mat_info      info;      /* csrmv with --analysis 1, solves, factorizations; else NULL */
    rocsparse_hyb_mat       hyb;
    precision               prec;
    rocsparse_operation     trans_A, trans_B;
    rocsparse_index_base    base;
    rocsparse_int           m, n, nnz;
    rocsparse_int           cols;           /* 1 for the matrix-vector products */
    rocsparse_int           rows_x, rows_y; /* rows of op(B) and of C */
    rocsparse_int           ldb, ldc;
    rocsparse_int           user_ell_width;
    rocsparse_hyb_partition partition;
    void*                   val; /* CSR on the device; COO shares val and col_ind */
    rocsparse_int*          row_ptr;
    rocsparse_int*          col_ind;
    rocsparse_int*          coo_row; /* made by csr2coo */
    rocsparse_int           ell_width;
    void*                   ell_val; /* made by csr2ell */
    rocsparse_int*          ell_col;
    void*                   x;
    void*                   y;
    double                  alpha[2], beta[2]; /* room for any precision */
    void*                     buffer; /* the solves' and factorizations' temporary buffer */
    rocsparse_analysis_policy apolicy; /* of their analysis */
    /* Copied (untimed) from the host before each call: the array a call
     * overwrites in place (csrsm's B, a factorization's values). */
    void*       restore;
    const void* restore_from;
    size_t      restore_bytes;
} sparse_problem;

typedef rocsparse_status (*sparse_call)(sparse_problem* p);
typedef rocsparse_status (*sparse_size_call)(sparse_problem* p, size_t* buffer_size);

typedef struct sparse_routine
{
    const char* name;
    const char* summary;
    sparse_kind kind;
    int         is_mm; /* csrmm, csrsm: dense columns */
    /* The temporary buffer's size, queried once before the setup (untimed);
     * NULL: none. */
    sparse_size_call buffer_size[4];
    /* Conversion or analysis before the products, timed as setup; undo
     * puts things back (untimed) before it is timed again. NULL: none. */
    const char* setup_name;
    sparse_call setup[4];
    sparse_call undo;
    sparse_call call[4];
    /* Bytes of the sparse matrix in this routine's format (the dense
     * operands are counted by the runner). */
    double (*matrix_bytes)(const sparse_problem* p);
} sparse_routine;

/* The table; csrmv is the first entry, and the runner picks the analysed
 * variant (csrmv_analysed) for --analysis 1. */
extern const sparse_routine sparse_routines[];
extern const size_t         sparse_routine_count;
extern const sparse_routine sparse_csrmv_analysed;

#endif /* FSPARSE_BENCH_SPARSE_H */
