/* Every exported routine of src/api, as one table that test_logging
 * drives: a call of it with valid arguments, the arguments its trace line
 * must show, and the options its bench line must carry. A new routine is
 * covered by adding its row to logged_routines (logged_calls.c). */
#ifndef FSPARSE_LOGGED_CALLS_H
#define FSPARSE_LOGGED_CALLS_H

#include "testutil.h"

/* Every argument that any routine of the table takes, for one precision
 * and pointer mode. Pointers are distinct allocations and the integers
 * that share a routine differ, so a field printed in another's place is
 * caught. All the routines run on one small matrix: 6 x 5, 9 entries. */
typedef struct logged_args
{
    char                   prec; /* s, d, c or z; 0 for a routine without */
    rocsparse_pointer_mode mode;
    void*                  handle;
    /* The matrix in CSR (base one) and COO; its ELL form of width 3 (base
     * zero), and its HYB of ELL width 2 (partition user, base one). */
    void *descr, *descr_ell, *csr_val, *csr_row_ptr, *csr_col_ind, *coo_row_ind, *ell_val, *ell_col_ind, *hyb;
    /* csrmv_analysis of that matrix, transposed, and the analyses of its
     * lower triangle (as a 6 x 6 matrix) for csrsv (transposed), csrsm,
     * csric0 and csrilu0; another info for the clears and zero pivots. */
    void *info, *info_spare;
    /* Dense operands; a sparse vector; the outputs of the conversions. */
    void *x, *y, *B, *C, *x_val, *x_ind;
    void *out_row_ptr, *out_row_ind, *out_col_ind, *out_val, *out_ell_val, *out_ell_col, *hyb_out, *temp_buffer;
    /* Scalars (roti's c and s too) and results, where the mode wants them;
     * buffer sizes are always host memory. */
    void *alpha, *beta, *result, *int_result, *size_result;
    rocsparse_int m, n, nnz, ell_width, cols, ldb, ldc, user_width;
    int           trans_N, trans_T, base, partition;
    /* The triangular routines' policies: force (1) and auto (0). */
    int apol, spol;
    /* The structural routines: csr2csc's values out (its indices go to
     * out_row_ind and out_row_ptr), copies of the COO rows and CSR columns
     * that the sorts reorder in place and their permutation, a dense
     * M x N matrix of leading dimension ld and its counts for nnz. */
    void *out_csc_val, *sort_row, *sort_ind, *perm, *dense, *counts;
    rocsparse_int ld;
    int           action, dir;
} logged_args;

/* The scalars, exact in every precision; imaginary parts for complex ones. */
#define LOGGED_ALPHA 2.5
#define LOGGED_ALPHA_I 1.25
#define LOGGED_BETA -0.5
#define LOGGED_BETA_I 0.75

typedef struct logged_routine
{
    const char* name;       /* without rocsparse_ and the precision letter */
    const char* precisions; /* the letters it is called in; "" if untyped */
    /* The fields of its trace line after the name: the logged_args members
     * passed, in argument order, separated by spaces. */
    const char* trace;
    /* Its bench line's options after -f and -r, each with its value, in any
     * order; a bare --alpha or --beta stands for that scalar's value (only
     * host mode shows it). NULL: the routine writes no bench line. */
    const char* bench;
    rocsparse_status (*call)(const logged_args* a);
} logged_routine;

extern const logged_routine logged_routines[];
extern const size_t         logged_routine_count;

/* The data, made once (with logging off) and freed at the end. */
void logged_data_init(void);
void logged_data_free(void);

/* The arguments of one call: prec 0 for an untyped routine. */
logged_args logged_args_for(char prec, rocsparse_pointer_mode mode, rocsparse_handle handle);

/* What the trace line shows for member name of a (%p, %d, or a scalar's
 * value in host mode); NULL if there is no such member. Returns buf. */
const char* logged_field(const logged_args* a, const char* name, char* buf, size_t size);

#endif /* FSPARSE_LOGGED_CALLS_H */
