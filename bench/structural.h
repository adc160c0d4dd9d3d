/* fsparse-bench: the structural routines: the sparse-sparse product
 * (csrgemm), the transposition (csr2csc), the sorts (csrsort, cscsort,
 * coosort by row and by column), the identity permutation and the dense
 * count (nnz). One runner (structural.c) serves them all; the table
 * (structural_routines.c) says per routine how to set up, call and check
 * it, per precision, and what it moves. */
#ifndef FSPARSE_BENCH_STRUCTURAL_H
#define FSPARSE_BENCH_STRUCTURAL_H

#include "bench/bench.h"
#include "bench/operands.h"

/* A device array refilled from the host, untimed, before each call: the
 * input that a sort overwrites in place. */
typedef struct structural_restore
{
    void*       dev;
    const void* host;
    size_t      bytes;
} structural_restore;

/* One problem. Host operands are zero-based; the device ones are in
 * base (the identity permutation and the gathers through it are
 * zero-based, as the API makes them). */
typedef struct structural_problem
{
    const bench_options* opts;
    precision            prec;
    rocsparse_index_base base;
    rocsparse_handle     handle;
    rocsparse_mat_descr  descr_A, descr_B, descr_C;
    rocsparse_mat_info   info;
    bench_matrix         A, B; /* B: csrgemm's right operand (A itself when same) */
    int                  same;
    bench_matrix         T;           /* cscsort, coosort_by_column: A^T, as expected */
    int32_t*             coo_row;     /* coosort: the shuffled input (host) */
    int32_t*             coo_col;
    void*                shuffled_val; /* the sorts: values in the input's order (host, precision) */
    int64_t              m, n, nnz;    /* of the line: A's shape and entries, C's for csrgemm */
    int64_t              ld;           /* nnz's dense matrix */
    /* Device arrays: the operands, then what the routine writes. */
    void*          val_A;
    rocsparse_int *ptr_A, *ind_A;
    void*          val_B;
    rocsparse_int *ptr_B, *ind_B;
    void*          out_val;
    rocsparse_int *out_ptr, *out_ind, *perm;
    void*          buffer;
    size_t         buffer_size;
    rocsparse_int  nnz_C; /* csrgemm */
    int64_t        products;
    double         alpha[2]; /* room for any precision */
    structural_restore restore[3];
    int32_t*           identity; /* the sorts' perm before each call (host) */
} structural_problem;

typedef rocsparse_status (*structural_call)(structural_problem* p);

typedef struct structural_routine
{
    const char* name;
    const char* summary;
    const char* timed; /* what the timed interval holds, for the '#' lines (the sorts: see structural_timed) */
    int         is_sort;
    /* The operands on the host and the device, outputs allocated; 1 on
     * success (0: said why). */
    int (*prepare)(structural_problem* p);
    /* Untimed before each call (NULL: only the restores). */
    structural_call before;
    structural_call call[4];
    /* Checks the first call's output against the host; 1 when right. */
    int (*check)(structural_problem* p);
    /* Minimum bytes of one call: each array read once, each written once. */
    double (*bytes)(const structural_problem* p);
} structural_routine;

extern const structural_routine structural_routines[];
extern const size_t             structural_routine_count;

/* csrgemm's numeric part alone (rocsparse_Xcsrgemm on the buffer and
 * row pointers of a symbolic part done once, untimed): timed after the
 * whole product and reported in its setup columns. */
extern const structural_call structural_csrgemm_numeric[4];
int structural_csrgemm_symbolic(structural_problem* p);

/* What the timed interval of r holds with these options. */
const char* structural_timed(const structural_routine* r, const bench_options* opts);

/* structural.c: messages shared with the routines. */
int structural_status(const char* what, rocsparse_status status);
int structural_upload(void** dev, const void* host, size_t bytes);
int structural_alloc(void** dev, size_t bytes);

#endif /* FSPARSE_BENCH_STRUCTURAL_H */
