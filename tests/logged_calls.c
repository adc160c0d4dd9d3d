#include "logged_calls.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------- the calls */

/* The cases of a switch on the precision letter: CALL(p) calls the
 * routine of letter p. */
#define REAL_CASES(CALL) \
    case 's':            \
        return CALL(s);  \
    case 'd':            \
        return CALL(d);
#define COMPLEX_CASES(CALL) \
    case 'c':               \
        return CALL(c);     \
    case 'z':               \
        return CALL(z);

#define AXPYI(p) rocsparse_##p##axpyi(a->handle, a->nnz, a->alpha, a->x_val, a->x_ind, a->y, a->base)
#define DOTI(p) rocsparse_##p##doti(a->handle, a->nnz, a->x_val, a->x_ind, a->y, a->result, a->base)
#define DOTCI(p) rocsparse_##p##dotci(a->handle, a->nnz, a->x_val, a->x_ind, a->y, a->result, a->base)
#define GTHR(p) rocsparse_##p##gthr(a->handle, a->nnz, a->y, a->x_val, a->x_ind, a->base)
#define GTHRZ(p) rocsparse_##p##gthrz(a->handle, a->nnz, a->y, a->x_val, a->x_ind, a->base)
#define ROTI(p) rocsparse_##p##roti(a->handle, a->nnz, a->x_val, a->x_ind, a->y, a->alpha, a->beta, a->base)
#define SCTR(p) rocsparse_##p##sctr(a->handle, a->nnz, a->x_val, a->x_ind, a->y, a->base)
#define COOMV(p)                                                                                                  \
    rocsparse_##p##coomv(a->handle, a->trans_T, a->m, a->n, a->nnz, a->alpha, a->descr, a->csr_val, a->coo_row_ind, \
                         a->csr_col_ind, a->x, a->beta, a->y)
#define CSRMV_ANALYSIS(p)                                                                                  \
    rocsparse_##p##csrmv_analysis(a->handle, a->trans_T, a->m, a->n, a->nnz, a->descr, a->csr_val,           \
                                  a->csr_row_ptr, a->csr_col_ind, a->info)
#define CSRMV(p)                                                                                                 \
    rocsparse_##p##csrmv(a->handle, a->trans_T, a->m, a->n, a->nnz, a->alpha, a->descr, a->csr_val,               \
                         a->csr_row_ptr, a->csr_col_ind, a->info, a->x, a->beta, a->y)
#define ELLMV(p)                                                                                                 \
    rocsparse_##p##ellmv(a->handle, a->trans_N, a->m, a->n, a->alpha, a->descr_ell, a->ell_val, a->ell_col_ind,   \
                         a->ell_width, a->x, a->beta, a->y)
#define HYBMV(p) rocsparse_##p##hybmv(a->handle, a->trans_N, a->alpha, a->descr, a->hyb, a->x, a->beta, a->y)
/* C = alpha * A * B^T + beta * C: m = 6, n = cols = 2, k = 5. */
#define CSRMM(p)                                                                                                 \
    rocsparse_##p##csrmm(a->handle, a->trans_N, a->trans_T, a->m, a->cols, a->n, a->nnz, a->alpha, a->descr,       \
                         a->csr_val, a->csr_row_ptr, a->csr_col_ind, a->B, a->ldb, a->beta, a->C, a->ldc)
#define CSR2ELL(p)                                                                                               \
    rocsparse_##p##csr2ell(a->handle, a->m, a->descr, a->csr_val, a->csr_row_ptr, a->csr_col_ind, a->descr_ell,  \
                           a->ell_width, a->out_ell_val, a->out_ell_col)
#define ELL2CSR(p)                                                                                               \
    rocsparse_##p##ell2csr(a->handle, a->m, a->n, a->descr_ell, a->ell_width, a->ell_val, a->ell_col_ind,         \
                           a->descr, a->out_val, a->csr_row_ptr, a->out_col_ind)
#define CSR2HYB(p)                                                                                               \
    rocsparse_##p##csr2hyb(a->handle, a->m, a->n, a->descr, a->csr_val, a->csr_row_ptr, a->csr_col_ind,          \
                           a->hyb_out, a->user_width, a->partition)
#define HYB2CSR(p)                                                                                               \
    rocsparse_##p##hyb2csr(a->handle, a->descr, a->hyb, a->out_val, a->out_row_ptr, a->out_col_ind, a->temp_buffer)

/* The triangular routines take the matrix as 6 x 6 (its lower triangle);
 * the factorizations work in place of out_val, so that csr_val stays as
 * the other routines want it. */
#define CSRSV_BUFFER_SIZE(p)                                                                                   \
    rocsparse_##p##csrsv_buffer_size(a->handle, a->trans_T, a->m, a->nnz, a->descr, a->csr_val, a->csr_row_ptr, \
                                     a->csr_col_ind, a->info, a->size_result)
#define CSRSV_ANALYSIS(p)                                                                                      \
    rocsparse_##p##csrsv_analysis(a->handle, a->trans_T, a->m, a->nnz, a->descr, a->csr_val, a->csr_row_ptr,    \
                                  a->csr_col_ind, a->info, a->apol, a->spol, a->temp_buffer)
#define CSRSV_SOLVE(p)                                                                                         \
    rocsparse_##p##csrsv_solve(a->handle, a->trans_T, a->m, a->nnz, a->alpha, a->descr, a->csr_val,             \
                               a->csr_row_ptr, a->csr_col_ind, a->info, a->x, a->y, a->spol, a->temp_buffer)
#define CSRSM_BUFFER_SIZE(p)                                                                                   \
    rocsparse_##p##csrsm_buffer_size(a->handle, a->trans_N, a->trans_T, a->m, a->cols, a->nnz, a->alpha,        \
                                     a->descr, a->csr_val, a->csr_row_ptr, a->csr_col_ind, a->B, a->ldb,       \
                                     a->info, a->spol, a->size_result)
#define CSRSM_ANALYSIS(p)                                                                                      \
    rocsparse_##p##csrsm_analysis(a->handle, a->trans_N, a->trans_T, a->m, a->cols, a->nnz, a->alpha, a->descr, \
                                  a->csr_val, a->csr_row_ptr, a->csr_col_ind, a->B, a->ldb, a->info, a->apol,   \
                                  a->spol, a->temp_buffer)
#define CSRSM_SOLVE(p)                                                                                         \
    rocsparse_##p##csrsm_solve(a->handle, a->trans_N, a->trans_T, a->m, a->cols, a->nnz, a->alpha, a->descr,    \
                               a->csr_val, a->csr_row_ptr, a->csr_col_ind, a->B, a->ldb, a->info, a->spol,      \
                               a->temp_buffer)
#define FACTOR_BUFFER_SIZE(p, name)                                                                            \
    rocsparse_##p##name##_buffer_size(a->handle, a->m, a->nnz, a->descr, a->csr_val, a->csr_row_ptr,           \
                                      a->csr_col_ind, a->info, a->size_result)
#define FACTOR_ANALYSIS(p, name)                                                                               \
    rocsparse_##p##name##_analysis(a->handle, a->m, a->nnz, a->descr, a->csr_val, a->csr_row_ptr,              \
                                   a->csr_col_ind, a->info, a->apol, a->spol, a->temp_buffer)
#define FACTOR(p, name)                                                                                        \
    rocsparse_##p##name(a->handle, a->m, a->nnz, a->descr, a->out_val, a->csr_row_ptr, a->csr_col_ind, a->info, \
                        a->spol, a->temp_buffer)
#define CSRIC0_BUFFER_SIZE(p) FACTOR_BUFFER_SIZE(p, csric0)
#define CSRIC0_ANALYSIS(p) FACTOR_ANALYSIS(p, csric0)
#define CSRIC0(p) FACTOR(p, csric0)
#define CSRILU0_BUFFER_SIZE(p) FACTOR_BUFFER_SIZE(p, csrilu0)
#define CSRILU0_ANALYSIS(p) FACTOR_ANALYSIS(p, csrilu0)
#define CSRILU0(p) FACTOR(p, csrilu0)

#define CSR2CSC(p)                                                                                          \
    rocsparse_##p##csr2csc(a->handle, a->m, a->n, a->nnz, a->csr_val, a->csr_row_ptr, a->csr_col_ind,          \
                           a->out_csc_val, a->out_row_ind, a->out_row_ptr, a->action, a->base, a->temp_buffer)
#define NNZ(p) \
    rocsparse_##p##nnz(a->handle, a->dir, a->m, a->n, a->descr, a->dense, a->ld, a->counts, a->int_result)

/* One function per routine, the precision chosen by a->prec. */
#define CALLER(name, CASES)                                    \
    static rocsparse_status call_##name(const logged_args* a) \
    {                                                         \
        switch(a->prec)                                       \
        {                                                     \
            CASES                                             \
        }                                                     \
        return rocsparse_status_internal_error;               \
    }
#define CALLER_ALL(name, CALL) CALLER(name, REAL_CASES(CALL) COMPLEX_CASES(CALL))
CALLER_ALL(axpyi, AXPYI)
CALLER_ALL(doti, DOTI)
CALLER(dotci, COMPLEX_CASES(DOTCI))
CALLER_ALL(gthr, GTHR)
CALLER_ALL(gthrz, GTHRZ)
CALLER(roti, REAL_CASES(ROTI))
CALLER_ALL(sctr, SCTR)
CALLER_ALL(coomv, COOMV)
CALLER_ALL(csrmv_analysis, CSRMV_ANALYSIS)
CALLER_ALL(csrmv, CSRMV)
CALLER_ALL(ellmv, ELLMV)
CALLER_ALL(hybmv, HYBMV)
CALLER_ALL(csrmm, CSRMM)
CALLER_ALL(csr2ell, CSR2ELL)
CALLER_ALL(ell2csr, ELL2CSR)
CALLER_ALL(csr2hyb, CSR2HYB)
CALLER_ALL(hyb2csr, HYB2CSR)
CALLER_ALL(csrsv_buffer_size, CSRSV_BUFFER_SIZE)
CALLER_ALL(csrsv_analysis, CSRSV_ANALYSIS)
CALLER_ALL(csrsv_solve, CSRSV_SOLVE)
CALLER_ALL(csrsm_buffer_size, CSRSM_BUFFER_SIZE)
CALLER_ALL(csrsm_analysis, CSRSM_ANALYSIS)
CALLER_ALL(csrsm_solve, CSRSM_SOLVE)
CALLER_ALL(csric0_buffer_size, CSRIC0_BUFFER_SIZE)
CALLER_ALL(csric0_analysis, CSRIC0_ANALYSIS)
CALLER_ALL(csric0, CSRIC0)
CALLER_ALL(csrilu0_buffer_size, CSRILU0_BUFFER_SIZE)
CALLER_ALL(csrilu0_analysis, CSRILU0_ANALYSIS)
CALLER_ALL(csrilu0, CSRILU0)
CALLER_ALL(csr2csc, CSR2CSC)
CALLER_ALL(nnz, NNZ)

static rocsparse_status call_csrmv_clear(const logged_args* a)
{
    return rocsparse_csrmv_clear(a->handle, a->info_spare);
}
static rocsparse_status call_csr2coo(const logged_args* a)
{
    return rocsparse_csr2coo(a->handle, a->csr_row_ptr, a->nnz, a->m, a->out_row_ind, a->base);
}
static rocsparse_status call_coo2csr(const logged_args* a)
{
    return rocsparse_coo2csr(a->handle, a->coo_row_ind, a->nnz, a->m, a->out_row_ptr, a->base);
}
static rocsparse_status call_csr2ell_width(const logged_args* a)
{
    return rocsparse_csr2ell_width(a->handle, a->m, a->descr, a->csr_row_ptr, a->descr_ell, a->int_result);
}
static rocsparse_status call_ell2csr_nnz(const logged_args* a)
{
    return rocsparse_ell2csr_nnz(a->handle, a->m, a->n, a->descr_ell, a->ell_width, a->ell_col_ind, a->descr,
                                 a->out_row_ptr, a->int_result);
}
static rocsparse_status call_hyb2csr_buffer_size(const logged_args* a)
{
    return rocsparse_hyb2csr_buffer_size(a->handle, a->descr, a->hyb, a->csr_row_ptr, a->size_result);
}

/* The zero pivots and clears on the spare info: no pivot, no analysis. */
static rocsparse_status call_csrsv_zero_pivot(const logged_args* a)
{
    return rocsparse_csrsv_zero_pivot(a->handle, a->descr, a->info_spare, a->int_result);
}
static rocsparse_status call_csrsv_clear(const logged_args* a)
{
    return rocsparse_csrsv_clear(a->handle, a->descr, a->info_spare);
}
static rocsparse_status call_csrsm_zero_pivot(const logged_args* a)
{
    return rocsparse_csrsm_zero_pivot(a->handle, a->info_spare, a->int_result);
}
static rocsparse_status call_csrsm_clear(const logged_args* a)
{
    return rocsparse_csrsm_clear(a->handle, a->info_spare);
}
static rocsparse_status call_csric0_zero_pivot(const logged_args* a)
{
    return rocsparse_csric0_zero_pivot(a->handle, a->info_spare, a->int_result);
}
static rocsparse_status call_csric0_clear(const logged_args* a)
{
    return rocsparse_csric0_clear(a->handle, a->info_spare);
}
static rocsparse_status call_csrilu0_zero_pivot(const logged_args* a)
{
    return rocsparse_csrilu0_zero_pivot(a->handle, a->info_spare, a->int_result);
}
static rocsparse_status call_csrilu0_clear(const logged_args* a)
{
    return rocsparse_csrilu0_clear(a->handle, a->info_spare);
}

/* The sorts reorder copies of the COO rows and CSR columns in place (the
 * values stay in range); cscsort takes the row pointers as the 5 x 6 CSC
 * matrix's column pointers. */
static rocsparse_status call_csr2csc_buffer_size(const logged_args* a)
{
    return rocsparse_csr2csc_buffer_size(a->handle, a->m, a->n, a->nnz, a->csr_row_ptr, a->csr_col_ind, a->action,
                                         a->size_result);
}
static rocsparse_status call_create_identity_permutation(const logged_args* a)
{
    return rocsparse_create_identity_permutation(a->handle, a->nnz, a->perm);
}
static rocsparse_status call_csrsort_buffer_size(const logged_args* a)
{
    return rocsparse_csrsort_buffer_size(a->handle, a->m, a->n, a->nnz, a->csr_row_ptr, a->sort_ind, a->size_result);
}
static rocsparse_status call_csrsort(const logged_args* a)
{
    return rocsparse_csrsort(a->handle, a->m, a->n, a->nnz, a->descr, a->csr_row_ptr, a->sort_ind, a->perm,
                             a->temp_buffer);
}
static rocsparse_status call_cscsort_buffer_size(const logged_args* a)
{
    return rocsparse_cscsort_buffer_size(a->handle, a->n, a->m, a->nnz, a->csr_row_ptr, a->sort_ind, a->size_result);
}
static rocsparse_status call_cscsort(const logged_args* a)
{
    return rocsparse_cscsort(a->handle, a->n, a->m, a->nnz, a->descr, a->csr_row_ptr, a->sort_ind, a->perm,
                             a->temp_buffer);
}
static rocsparse_status call_coosort_buffer_size(const logged_args* a)
{
    return rocsparse_coosort_buffer_size(a->handle, a->m, a->n, a->nnz, a->sort_row, a->sort_ind, a->size_result);
}
static rocsparse_status call_coosort_by_row(const logged_args* a)
{
    return rocsparse_coosort_by_row(a->handle, a->m, a->n, a->nnz, a->sort_row, a->sort_ind, a->perm,
                                    a->temp_buffer);
}
static rocsparse_status call_coosort_by_column(const logged_args* a)
{
    return rocsparse_coosort_by_column(a->handle, a->m, a->n, a->nnz, a->sort_row, a->sort_ind, a->perm,
                                       a->temp_buffer);
}

/* ------------------------------------------------------------- the table */

#define SIZES "-m 6 -n 5 --nnz 9"
/* The descriptor's triangle (lower, non-unit: the defaults), and csrsm's
 * operations and base. */
#define TRIANGLE "--uplo L --diag N"
#define SOLVE_NT "--transposeA N --transposeB T --indexbaseA 1 " TRIANGLE
#define PRODUCT "--alpha --beta"

const logged_routine logged_routines[] = {
    {"axpyi", "sdcz", "handle nnz alpha x_val x_ind y base", "--nnz 9 --alpha --indexbaseA 1", call_axpyi},
    {"doti", "sdcz", "handle nnz x_val x_ind y result base", "--nnz 9 --indexbaseA 1", call_doti},
    {"dotci", "cz", "handle nnz x_val x_ind y result base", "--nnz 9 --indexbaseA 1", call_dotci},
    {"gthr", "sdcz", "handle nnz y x_val x_ind base", "--nnz 9 --indexbaseA 1", call_gthr},
    {"gthrz", "sdcz", "handle nnz y x_val x_ind base", "--nnz 9 --indexbaseA 1", call_gthrz},
    {"roti", "sd", "handle nnz x_val x_ind y alpha beta base", "--nnz 9 --alpha --beta --indexbaseA 1", call_roti},
    {"sctr", "sdcz", "handle nnz x_val x_ind y base", "--nnz 9 --indexbaseA 1", call_sctr},
    {"coomv", "sdcz", "handle trans_T m n nnz alpha descr csr_val coo_row_ind csr_col_ind x beta y",
     SIZES " " PRODUCT " --transposeA T --indexbaseA 1", call_coomv},
    {"csrmv_analysis", "sdcz", "handle trans_T m n nnz descr csr_val csr_row_ptr csr_col_ind info",
     SIZES " --transposeA T --indexbaseA 1", call_csrmv_analysis},
    {"csrmv_clear", "", "handle info_spare", NULL, call_csrmv_clear},
    {"csrmv", "sdcz", "handle trans_T m n nnz alpha descr csr_val csr_row_ptr csr_col_ind info x beta y",
     SIZES " " PRODUCT " --transposeA T --indexbaseA 1 --analysis 1", call_csrmv},
    {"ellmv", "sdcz", "handle trans_N m n alpha descr_ell ell_val ell_col_ind ell_width x beta y",
     "-m 6 -n 5 --ell_width 3 " PRODUCT " --transposeA N --indexbaseA 0", call_ellmv},
    /* --nnz of a HYB counts its ELL slots: 6 * 2, and 1 COO entry. */
    {"hybmv", "sdcz", "handle trans_N alpha descr hyb x beta y",
     "-m 6 -n 5 --nnz 13 --partition user --ell_width 2 " PRODUCT " --transposeA N --indexbaseA 1", call_hybmv},
    {"csrmm", "sdcz",
     "handle trans_N trans_T m cols n nnz alpha descr csr_val csr_row_ptr csr_col_ind B ldb beta C ldc",
     "-m 6 -n 2 -k 5 --nnz 9 " PRODUCT " --transposeA N --transposeB T --indexbaseA 1", call_csrmm},
    {"csr2coo", "", "handle csr_row_ptr nnz m out_row_ind base", "-m 6 --nnz 9 --indexbaseA 1", call_csr2coo},
    {"coo2csr", "", "handle coo_row_ind nnz m out_row_ptr base", "-m 6 --nnz 9 --indexbaseA 1", call_coo2csr},
    {"csr2ell_width", "", "handle m descr csr_row_ptr descr_ell int_result", "-m 6 --indexbaseA 1 --indexbaseB 0",
     call_csr2ell_width},
    {"csr2ell", "sdcz", "handle m descr csr_val csr_row_ptr csr_col_ind descr_ell ell_width out_ell_val out_ell_col",
     "-m 6 --ell_width 3 --indexbaseA 1 --indexbaseB 0", call_csr2ell},
    {"ell2csr_nnz", "", "handle m n descr_ell ell_width ell_col_ind descr out_row_ptr int_result",
     "-m 6 -n 5 --ell_width 3 --indexbaseA 0 --indexbaseB 1", call_ell2csr_nnz},
    {"ell2csr", "sdcz", "handle m n descr_ell ell_width ell_val ell_col_ind descr out_val csr_row_ptr out_col_ind",
     "-m 6 -n 5 --ell_width 3 --indexbaseA 0 --indexbaseB 1", call_ell2csr},
    {"csr2hyb", "sdcz", "handle m n descr csr_val csr_row_ptr csr_col_ind hyb_out user_width partition",
     "-m 6 -n 5 --partition user --ell_width 2 --indexbaseA 1", call_csr2hyb},
    {"hyb2csr_buffer_size", "", "handle descr hyb csr_row_ptr size_result", NULL, call_hyb2csr_buffer_size},
    {"hyb2csr", "sdcz", "handle descr hyb out_val out_row_ptr out_col_ind temp_buffer",
     "-m 6 -n 5 --nnz 13 --partition user --ell_width 2 --indexbaseA 1", call_hyb2csr},
    {"csrsv_buffer_size", "sdcz", "handle trans_T m nnz descr csr_val csr_row_ptr csr_col_ind info size_result",
     NULL, call_csrsv_buffer_size},
    {"csrsv_analysis", "sdcz",
     "handle trans_T m nnz descr csr_val csr_row_ptr csr_col_ind info apol spol temp_buffer",
     "-m 6 --nnz 9 --transposeA T --indexbaseA 1 " TRIANGLE " --apolicy F", call_csrsv_analysis},
    {"csrsv_zero_pivot", "", "handle descr info_spare int_result", NULL, call_csrsv_zero_pivot},
    {"csrsv_clear", "", "handle descr info_spare", NULL, call_csrsv_clear},
    {"csrsv_solve", "sdcz",
     "handle trans_T m nnz alpha descr csr_val csr_row_ptr csr_col_ind info x y spol temp_buffer",
     "-m 6 --nnz 9 --alpha --transposeA T --indexbaseA 1 " TRIANGLE, call_csrsv_solve},
    {"csrsm_buffer_size", "sdcz",
     "handle trans_N trans_T m cols nnz alpha descr csr_val csr_row_ptr csr_col_ind B ldb info spol size_result",
     NULL, call_csrsm_buffer_size},
    {"csrsm_analysis", "sdcz",
     "handle trans_N trans_T m cols nnz alpha descr csr_val csr_row_ptr csr_col_ind B ldb info apol spol "
     "temp_buffer",
     "-m 6 -k 2 --nnz 9 --alpha " SOLVE_NT " --apolicy F", call_csrsm_analysis},
    {"csrsm_zero_pivot", "", "handle info_spare int_result", NULL, call_csrsm_zero_pivot},
    {"csrsm_clear", "", "handle info_spare", NULL, call_csrsm_clear},
    {"csrsm_solve", "sdcz",
     "handle trans_N trans_T m cols nnz alpha descr csr_val csr_row_ptr csr_col_ind B ldb info spol temp_buffer",
     "-m 6 -k 2 --nnz 9 --alpha " SOLVE_NT, call_csrsm_solve},
    {"csric0_buffer_size", "sdcz", "handle m nnz descr csr_val csr_row_ptr csr_col_ind info size_result", NULL,
     call_csric0_buffer_size},
    {"csric0_analysis", "sdcz", "handle m nnz descr csr_val csr_row_ptr csr_col_ind info apol spol temp_buffer",
     "-m 6 --nnz 9 --indexbaseA 1 --apolicy F", call_csric0_analysis},
    {"csric0_zero_pivot", "", "handle info_spare int_result", NULL, call_csric0_zero_pivot},
    {"csric0_clear", "", "handle info_spare", NULL, call_csric0_clear},
    {"csric0", "sdcz", "handle m nnz descr out_val csr_row_ptr csr_col_ind info spol temp_buffer",
     "-m 6 --nnz 9 --indexbaseA 1", call_csric0},
    {"csrilu0_buffer_size", "sdcz", "handle m nnz descr csr_val csr_row_ptr csr_col_ind info size_result", NULL,
     call_csrilu0_buffer_size},
    {"csrilu0_analysis", "sdcz", "handle m nnz descr csr_val csr_row_ptr csr_col_ind info apol spol temp_buffer",
     "-m 6 --nnz 9 --indexbaseA 1 --apolicy F", call_csrilu0_analysis},
    {"csrilu0_zero_pivot", "", "handle info_spare int_result", NULL, call_csrilu0_zero_pivot},
    {"csrilu0_clear", "", "handle info_spare", NULL, call_csrilu0_clear},
    {"csrilu0", "sdcz", "handle m nnz descr out_val csr_row_ptr csr_col_ind info spol temp_buffer",
     "-m 6 --nnz 9 --indexbaseA 1", call_csrilu0},
    {"csr2csc_buffer_size", "", "handle m n nnz csr_row_ptr csr_col_ind action size_result", NULL,
     call_csr2csc_buffer_size},
    {"csr2csc", "sdcz",
     "handle m n nnz csr_val csr_row_ptr csr_col_ind out_csc_val out_row_ind out_row_ptr action base temp_buffer",
     SIZES " --action N --indexbaseA 1", call_csr2csc},
    {"nnz", "sdcz", "handle dir m n descr dense ld counts int_result", "-m 6 -n 5 --dir C --ld 7", call_nnz},
    {"create_identity_permutation", "", "handle nnz perm", "-n 9", call_create_identity_permutation},
    {"csrsort_buffer_size", "", "handle m n nnz csr_row_ptr sort_ind size_result", NULL, call_csrsort_buffer_size},
    {"csrsort", "", "handle m n nnz descr csr_row_ptr sort_ind perm temp_buffer",
     SIZES " --indexbaseA 1 --perm 1", call_csrsort},
    {"cscsort_buffer_size", "", "handle n m nnz csr_row_ptr sort_ind size_result", NULL, call_cscsort_buffer_size},
    {"cscsort", "", "handle n m nnz descr csr_row_ptr sort_ind perm temp_buffer",
     "-m 5 -n 6 --nnz 9 --indexbaseA 1 --perm 1", call_cscsort},
    {"coosort_buffer_size", "", "handle m n nnz sort_row sort_ind size_result", NULL, call_coosort_buffer_size},
    {"coosort_by_row", "", "handle m n nnz sort_row sort_ind perm temp_buffer", SIZES " --perm 1",
     call_coosort_by_row},
    {"coosort_by_column", "", "handle m n nnz sort_row sort_ind perm temp_buffer", SIZES " --perm 1",
     call_coosort_by_column},
};
const size_t logged_routine_count = sizeof(logged_routines) / sizeof(logged_routines[0]);

/* -------------------------------------------------------------- the data */

enum
{
    M          = 6,
    N          = 5,
    NNZ        = 9,
    ELL_WIDTH  = 3, /* the longest row */
    USER_WIDTH = 2, /* the HYB's ELL part: one entry of row 3 goes to COO */
    COLS       = 2,
    LDB        = 4,
    LDC        = 7,
    DENSE      = 32, /* values in x and y: more than any index reaches */
    LD         = 7,  /* nnz's dense matrix, M x N */
    VALUE      = sizeof(rocsparse_double_complex)
};

/* Rows of 2, 1, 0, 3, 1 and 2 entries, one-based. */
static const rocsparse_int csr_row_ptr[M + 1] = {1, 3, 4, 4, 7, 8, 10};
static const rocsparse_int csr_col_ind[NNZ]   = {1, 4, 2, 1, 3, 5, 5, 2, 3};

static logged_args common;

/* Scalars of each precision in host memory and in device memory, and the
 * results, indexed by the precision's place in "sdcz". */
static rocsparse_double_complex alpha_host[4], beta_host[4], result_host;
static rocsparse_int            int_result_host;
static size_t                   size_result_host;
static void *                   alpha_dev[4], *beta_dev[4], *result_dev, *int_result_dev;

static void* allocations[48];
static int   allocation_count;

static void* track(void* dev)
{
    if(allocation_count == (int)(sizeof(allocations) / sizeof(allocations[0])))
        bail_out("logged_calls: too many allocations");
    return allocations[allocation_count++] = dev;
}

static void* random_dev(size_t count)
{
    rocsparse_double_complex v[DENSE * 2];
    if(count > sizeof(v) / sizeof(v[0]))
        bail_out("logged_calls: %zu values asked for", count);
    random_values(&prec_z, v, count);
    return track(dev_upload(v, count * VALUE));
}

static void must(rocsparse_status status, const char* what)
{
    if(status != rocsparse_status_success)
        bail_out("logged_calls: %s failed: %s", what, status_name(status));
}

/* The ELL form (base zero, column-major, padding -1) of the CSR matrix. */
static void upload_ell(const rocsparse_double_complex* val)
{
    rocsparse_int            col[M * ELL_WIDTH];
    rocsparse_double_complex ell_val[M * ELL_WIDTH];
    memset(ell_val, 0, sizeof(ell_val));
    for(rocsparse_int i = 0; i < M; ++i)
        for(rocsparse_int j = 0; j < ELL_WIDTH; ++j)
        {
            const rocsparse_int k = csr_row_ptr[i] - 1 + j;
            const int           in_row = k < csr_row_ptr[i + 1] - 1;
            col[j * M + i]             = in_row ? csr_col_ind[k] - 1 : -1;
            if(in_row)
                ell_val[j * M + i] = val[k];
        }
    common.ell_col_ind = track(dev_upload(col, sizeof(col)));
    common.ell_val     = track(dev_upload(ell_val, sizeof(ell_val)));
}

static void* make_descr(rocsparse_index_base base)
{
    rocsparse_mat_descr d;
    must(rocsparse_create_mat_descr(&d), "create_mat_descr");
    must(rocsparse_set_mat_index_base(d, base), "set_mat_index_base");
    return d;
}

/* The temporary buffer, as large as hyb2csr and the triangular routines
 * want it, and the triangle analyses that the solves and factorizations
 * of the table use. */
static void triangular_init(rocsparse_handle handle, rocsparse_hyb_mat hyb)
{
    const rocsparse_double_complex alpha = {1.0, 0.0};
    const rocsparse_operation      none = rocsparse_operation_none, trans = rocsparse_operation_transpose;
    size_t                         sizes[4], most;
    must(rocsparse_hyb2csr_buffer_size(handle, common.descr, hyb, common.csr_row_ptr, &most), "hyb2csr_buffer_size");
    must(rocsparse_zcsrsv_buffer_size(handle, trans, M, NNZ, common.descr, common.csr_val, common.csr_row_ptr,
                                      common.csr_col_ind, common.info, &sizes[0]),
         "zcsrsv_buffer_size");
    must(rocsparse_zcsrsm_buffer_size(handle, none, trans, M, COLS, NNZ, &alpha, common.descr, common.csr_val,
                                      common.csr_row_ptr, common.csr_col_ind, common.B, LDB, common.info,
                                      rocsparse_solve_policy_auto, &sizes[1]),
         "zcsrsm_buffer_size");
    must(rocsparse_zcsric0_buffer_size(handle, M, NNZ, common.descr, common.csr_val, common.csr_row_ptr,
                                       common.csr_col_ind, common.info, &sizes[2]),
         "zcsric0_buffer_size");
    must(rocsparse_zcsrilu0_buffer_size(handle, M, NNZ, common.descr, common.csr_val, common.csr_row_ptr,
                                        common.csr_col_ind, common.info, &sizes[3]),
         "zcsrilu0_buffer_size");
    for(int k = 0; k < 4; ++k)
        most = sizes[k] > most ? sizes[k] : most;
    /* And as large as csr2csc and the sorts want it. */
    must(rocsparse_csr2csc_buffer_size(handle, M, N, NNZ, common.csr_row_ptr, common.csr_col_ind,
                                       rocsparse_action_numeric, &sizes[0]),
         "csr2csc_buffer_size");
    must(rocsparse_csrsort_buffer_size(handle, M, N, NNZ, common.csr_row_ptr, common.csr_col_ind, &sizes[1]),
         "csrsort_buffer_size");
    must(rocsparse_cscsort_buffer_size(handle, N, M, NNZ, common.csr_row_ptr, common.csr_col_ind, &sizes[2]),
         "cscsort_buffer_size");
    must(rocsparse_coosort_buffer_size(handle, M, N, NNZ, common.coo_row_ind, common.csr_col_ind, &sizes[3]),
         "coosort_buffer_size");
    for(int k = 0; k < 4; ++k)
        most = sizes[k] > most ? sizes[k] : most;
    common.temp_buffer = track(dev_alloc(most));

    const rocsparse_analysis_policy reuse = rocsparse_analysis_policy_reuse;
    const rocsparse_solve_policy    solve = rocsparse_solve_policy_auto;
    must(rocsparse_zcsrsv_analysis(handle, trans, M, NNZ, common.descr, common.csr_val, common.csr_row_ptr,
                                   common.csr_col_ind, common.info, reuse, solve, common.temp_buffer),
         "zcsrsv_analysis");
    must(rocsparse_zcsrsm_analysis(handle, none, trans, M, COLS, NNZ, &alpha, common.descr, common.csr_val,
                                   common.csr_row_ptr, common.csr_col_ind, common.B, LDB, common.info, reuse, solve,
                                   common.temp_buffer),
         "zcsrsm_analysis");
    must(rocsparse_zcsric0_analysis(handle, M, NNZ, common.descr, common.csr_val, common.csr_row_ptr,
                                    common.csr_col_ind, common.info, reuse, solve, common.temp_buffer),
         "zcsric0_analysis");
    must(rocsparse_zcsrilu0_analysis(handle, M, NNZ, common.descr, common.csr_val, common.csr_row_ptr,
                                     common.csr_col_ind, common.info, reuse, solve, common.temp_buffer),
         "zcsrilu0_analysis");
}

void logged_data_init(void)
{
    rocsparse_handle handle = test_handle();
    common.m = M, common.n = N, common.nnz = NNZ, common.ell_width = ELL_WIDTH, common.cols = COLS;
    common.ldb = LDB, common.ldc = LDC, common.user_width = USER_WIDTH;
    common.trans_N = rocsparse_operation_none, common.trans_T = rocsparse_operation_transpose;
    common.base = rocsparse_index_base_one, common.partition = rocsparse_hyb_partition_user;
    common.apol = rocsparse_analysis_policy_force, common.spol = rocsparse_solve_policy_auto;
    common.ld = LD, common.action = rocsparse_action_numeric, common.dir = rocsparse_direction_column;

    rocsparse_int coo_row_ind[NNZ], x_ind[NNZ];
    for(rocsparse_int i = 0; i < M; ++i)
        for(rocsparse_int k = csr_row_ptr[i] - 1; k < csr_row_ptr[i + 1] - 1; ++k)
            coo_row_ind[k] = i + 1;
    random_indices(x_ind, NNZ, 2 * NNZ, rocsparse_index_base_one);
    rocsparse_double_complex val[NNZ];
    random_values(&prec_z, val, NNZ);

    common.descr       = make_descr(rocsparse_index_base_one);
    common.descr_ell   = make_descr(rocsparse_index_base_zero);
    common.csr_val     = track(dev_upload(val, sizeof(val)));
    common.csr_row_ptr = track(dev_upload(csr_row_ptr, sizeof(csr_row_ptr)));
    common.csr_col_ind = track(dev_upload(csr_col_ind, sizeof(csr_col_ind)));
    common.coo_row_ind = track(dev_upload(coo_row_ind, sizeof(coo_row_ind)));
    upload_ell(val);
    common.x           = random_dev(DENSE);
    common.y           = random_dev(DENSE);
    common.B           = random_dev(LDB * M); /* csrsm's B, nrhs x m transposed */
    common.C           = random_dev(LDC * COLS);
    common.x_val       = random_dev(NNZ);
    common.x_ind       = track(dev_upload(x_ind, sizeof(x_ind)));
    common.out_row_ptr = track(dev_alloc((M + 1) * sizeof(rocsparse_int)));
    common.out_row_ind = track(dev_alloc(NNZ * sizeof(rocsparse_int)));
    common.out_col_ind = track(dev_alloc(NNZ * sizeof(rocsparse_int)));
    common.out_val     = random_dev(NNZ); /* csric0 and csrilu0 factorize it */
    common.out_ell_val = track(dev_alloc(M * ELL_WIDTH * VALUE));
    common.out_ell_col = track(dev_alloc(M * ELL_WIDTH * sizeof(rocsparse_int)));
    common.out_csc_val = random_dev(NNZ);
    common.sort_row    = track(dev_upload(coo_row_ind, sizeof(coo_row_ind)));
    common.sort_ind    = track(dev_upload(csr_col_ind, sizeof(csr_col_ind)));
    rocsparse_int identity[NNZ];
    for(rocsparse_int k = 0; k < NNZ; ++k)
        identity[k] = k;
    common.perm   = track(dev_upload(identity, sizeof(identity)));
    common.dense  = random_dev(LD * N);
    common.counts = track(dev_alloc(N * sizeof(rocsparse_int)));
    result_dev         = track(dev_alloc(VALUE));
    int_result_dev     = track(dev_alloc(sizeof(rocsparse_int)));

    rocsparse_hyb_mat hyb, hyb_out;
    must(rocsparse_create_hyb_mat(&hyb), "create_hyb_mat");
    must(rocsparse_create_hyb_mat(&hyb_out), "create_hyb_mat");
    common.hyb = hyb, common.hyb_out = hyb_out;
    must(rocsparse_zcsr2hyb(handle, M, N, common.descr, common.csr_val, common.csr_row_ptr, common.csr_col_ind, hyb,
                            USER_WIDTH, rocsparse_hyb_partition_user),
         "zcsr2hyb");
    rocsparse_mat_info info, info_spare;
    must(rocsparse_create_mat_info(&info), "create_mat_info");
    must(rocsparse_create_mat_info(&info_spare), "create_mat_info");
    common.info = info, common.info_spare = info_spare;
    must(rocsparse_zcsrmv_analysis(handle, rocsparse_operation_transpose, M, N, NNZ, common.descr, common.csr_val,
                                   common.csr_row_ptr, common.csr_col_ind, info),
         "zcsrmv_analysis");
    triangular_init(handle, hyb);

    const test_prec* precs[] = {&prec_s, &prec_d, &prec_c, &prec_z};
    for(int p = 0; p < 4; ++p)
    {
        value_set(precs[p], &alpha_host[p], 0, LOGGED_ALPHA + LOGGED_ALPHA_I * I);
        value_set(precs[p], &beta_host[p], 0, LOGGED_BETA + LOGGED_BETA_I * I);
        alpha_dev[p] = track(dev_upload(&alpha_host[p], VALUE));
        beta_dev[p]  = track(dev_upload(&beta_host[p], VALUE));
    }
    rocsparse_destroy_handle(handle);
}

void logged_data_free(void)
{
    rocsparse_destroy_mat_descr(common.descr);
    rocsparse_destroy_mat_descr(common.descr_ell);
    rocsparse_destroy_hyb_mat(common.hyb);
    rocsparse_destroy_hyb_mat(common.hyb_out);
    rocsparse_destroy_mat_info(common.info);
    rocsparse_destroy_mat_info(common.info_spare);
    while(allocation_count > 0)
        dev_free(allocations[--allocation_count]);
}

logged_args logged_args_for(char prec, rocsparse_pointer_mode mode, rocsparse_handle handle)
{
    const char* at = prec != 0 ? strchr("sdcz", prec) : NULL;
    const int   p  = at != NULL ? (int)(at - "sdcz") : 0;
    const int   on_host = mode == rocsparse_pointer_mode_host;
    logged_args a       = common;
    a.prec              = prec;
    a.mode              = mode;
    a.handle            = handle;
    a.alpha             = on_host ? (void*)&alpha_host[p] : alpha_dev[p];
    a.beta              = on_host ? (void*)&beta_host[p] : beta_dev[p];
    a.result            = on_host ? (void*)&result_host : result_dev;
    a.int_result        = on_host ? (void*)&int_result_host : int_result_dev;
    a.size_result       = &size_result_host;
    return a;
}

/* ------------------------------------------------- the expected fields */

typedef struct member
{
    const char* name;
    size_t      offset;
    char        kind; /* p: a pointer, i: an int, s: a scalar */
} member;

#define MEMBER(f, kind) {#f, offsetof(logged_args, f), kind}
static const member members[] = {
    MEMBER(handle, 'p'),      MEMBER(descr, 'p'),       MEMBER(descr_ell, 'p'),   MEMBER(csr_val, 'p'),
    MEMBER(csr_row_ptr, 'p'), MEMBER(csr_col_ind, 'p'), MEMBER(coo_row_ind, 'p'), MEMBER(ell_val, 'p'),
    MEMBER(ell_col_ind, 'p'), MEMBER(hyb, 'p'),         MEMBER(info, 'p'),        MEMBER(info_spare, 'p'),
    MEMBER(x, 'p'),           MEMBER(y, 'p'),           MEMBER(B, 'p'),           MEMBER(C, 'p'),
    MEMBER(x_val, 'p'),       MEMBER(x_ind, 'p'),       MEMBER(out_row_ptr, 'p'), MEMBER(out_row_ind, 'p'),
    MEMBER(out_col_ind, 'p'), MEMBER(out_val, 'p'),     MEMBER(out_ell_val, 'p'), MEMBER(out_ell_col, 'p'),
    MEMBER(hyb_out, 'p'),     MEMBER(temp_buffer, 'p'), MEMBER(result, 'p'),      MEMBER(int_result, 'p'),
    MEMBER(size_result, 'p'), MEMBER(alpha, 's'),       MEMBER(beta, 's'),        MEMBER(m, 'i'),
    MEMBER(n, 'i'),           MEMBER(nnz, 'i'),         MEMBER(ell_width, 'i'),   MEMBER(cols, 'i'),
    MEMBER(ldb, 'i'),         MEMBER(ldc, 'i'),         MEMBER(user_width, 'i'),  MEMBER(trans_N, 'i'),
    MEMBER(trans_T, 'i'),     MEMBER(base, 'i'),        MEMBER(partition, 'i'),   MEMBER(apol, 'i'),
    MEMBER(spol, 'i'),        MEMBER(out_csc_val, 'p'), MEMBER(sort_row, 'p'),    MEMBER(sort_ind, 'p'),
    MEMBER(perm, 'p'),        MEMBER(dense, 'p'),       MEMBER(counts, 'p'),      MEMBER(ld, 'i'),
    MEMBER(action, 'i'),      MEMBER(dir, 'i'),
};

const char* logged_field(const logged_args* a, const char* name, char* buf, size_t size)
{
    for(size_t k = 0; k < sizeof(members) / sizeof(members[0]); ++k)
    {
        if(strcmp(members[k].name, name) != 0)
            continue;
        const char* at = (const char*)a + members[k].offset;
        if(members[k].kind == 'i')
            snprintf(buf, size, "%d", *(const int*)at);
        else if(members[k].kind == 'p' || a->mode != rocsparse_pointer_mode_host)
            snprintf(buf, size, "%p", *(void* const*)at);
        else
        {
            /* A scalar in host mode: its value, "(re;im)" if complex. */
            const int alpha = strcmp(name, "alpha") == 0;
            const double re = alpha ? LOGGED_ALPHA : LOGGED_BETA, im = alpha ? LOGGED_ALPHA_I : LOGGED_BETA_I;
            if(a->prec == 'c' || a->prec == 'z')
                snprintf(buf, size, "(%g;%g)", re, im);
            else
                snprintf(buf, size, "%g", re);
        }
        return buf;
    }
    return NULL;
}
