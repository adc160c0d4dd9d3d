/* fsparse-bench: the sparse matrix routines as a table (see sparse.h).
 * The calls of each precision come from one X-macro. */
#include <rocsparse/fsparse-device.h>

#include "bench/sparse.h"
#include "core/objects.h" /* the HYB parts' sizes, for the byte count */

#define DEFINE_CALLS(p, T)                                                                                    \
    static rocsparse_status csrmv_##p(sparse_problem* s)                                                      \
    {                                                                                                         \
        return rocsparse_##p##csrmv(s->handle, s->trans_A, s->m, s->n, s->nnz, (const T*)s->alpha, s->descr, \
                                    (const T*)s->val, s->row_ptr, s->col_ind, s->info, (const T*)s->x,       \
                                    (const T*)s->beta, (T*)s->y);                                             \
    }                                                                                                         \
    static rocsparse_status csrmv_analysis_##p(sparse_problem* s)                                             \
    {                                                                                                         \
        return rocsparse_##p##csrmv_analysis(s->handle, s->trans_A, s->m, s->n, s->nnz, s->descr,            \
                                             (const T*)s->val, s->row_ptr, s->col_ind, s->info);              \
    }                                                                                                         \
    static rocsparse_status coomv_##p(sparse_problem* s)                                                      \
    {                                                                                                         \
        return rocsparse_##p##coomv(s->handle, s->trans_A, s->m, s->n, s->nnz, (const T*)s->alpha, s->descr, \
                                    (const T*)s->val, s->coo_row, s->col_ind, (const T*)s->x,                \
                                    (const T*)s->beta, (T*)s->y);                                             \
    }                                                                                                         \
    static rocsparse_status ellmv_##p(sparse_problem* s)                                                      \
    {                                                                                                         \
        return rocsparse_##p##ellmv(s->handle, s->trans_A, s->m, s->n, (const T*)s->alpha, s->ell_descr,     \
                                    (const T*)s->ell_val, s->ell_col, s->ell_width, (const T*)s->x,          \
                                    (const T*)s->beta, (T*)s->y);                                             \
    }                                                                                                         \
    static rocsparse_status csr2ell_##p(sparse_problem* s)                                                    \
    {                                                                                                         \
        return rocsparse_##p##csr2ell(s->handle, s->m, s->descr, (const T*)s->val, s->row_ptr, s->col_ind,   \
                                      s->ell_descr, s->ell_width, (T*)s->ell_val, s->ell_col);                \
    }                                                                                                         \
    static rocsparse_status hybmv_##p(sparse_problem* s)                                                      \
    {                                                                                                         \
        return rocsparse_##p##hybmv(s->handle, s->trans_A, (const T*)s->alpha, s->descr, s->hyb,             \
                                    (const T*)s->x, (const T*)s->beta, (T*)s->y);                             \
    }                                                                                                         \
    static rocsparse_status csr2hyb_##p(sparse_problem* s)                                                    \
    {                                                                                                         \
        return rocsparse_##p##csr2hyb(s->handle, s->m, s->n, s->descr, (const T*)s->val, s->row_ptr,         \
                                      s->col_ind, s->hyb, s->user_ell_width, s->partition);                   \
    }                                                                                                         \
    static rocsparse_status csrmm_##p(sparse_problem* s)                                                      \
    {                                                                                                         \
        /* csrmm names A's shape m x k: here m x n. */                                                        \
        return rocsparse_##p##csrmm(s->handle, s->trans_A, s->trans_B, s->m, s->cols, s->n, s->nnz,          \
                                    (const T*)s->alpha, s->descr, (const T*)s->val, s->row_ptr, s->col_ind,  \
                                    (const T*)s->x, s->ldb, (const T*)s->beta, (T*)s->y, s->ldc);             \
    }
FSPARSE_FOR_ALL(DEFINE_CALLS)

/* The triangular solves and the factorizations: the analysis with the
 * policy of --apolicy; the runner clears it before each, so that either
 * policy does the work. */
#define DEFINE_TRIANGULAR_CALLS(p, T)                                                                          \
    static rocsparse_status csrsv_buffer_size_##p(sparse_problem* s, size_t* size)                             \
    {                                                                                                          \
        return rocsparse_##p##csrsv_buffer_size(s->handle, s->trans_A, s->m, s->nnz, s->descr, (const T*)s->val, \
                                                s->row_ptr, s->col_ind, s->info, size);                        \
    }                                                                                                          \
    static rocsparse_status csrsv_analysis_##p(sparse_problem* s)                                              \
    {                                                                                                          \
        return rocsparse_##p##csrsv_analysis(s->handle, s->trans_A, s->m, s->nnz, s->descr, (const T*)s->val,   \
                                             s->row_ptr, s->col_ind, s->info, s->apolicy,  \
                                             rocsparse_solve_policy_auto, s->buffer);                           \
    }                                                                                                          \
    static rocsparse_status csrsv_solve_##p(sparse_problem* s)                                                 \
    {                                                                                                          \
        return rocsparse_##p##csrsv_solve(s->handle, s->trans_A, s->m, s->nnz, (const T*)s->alpha, s->descr,    \
                                          (const T*)s->val, s->row_ptr, s->col_ind, s->info, (const T*)s->x,   \
                                          (T*)s->y, rocsparse_solve_policy_auto, s->buffer);                    \
    }                                                                                                          \
    static rocsparse_status csrsm_buffer_size_##p(sparse_problem* s, size_t* size)                             \
    {                                                                                                          \
        return rocsparse_##p##csrsm_buffer_size(s->handle, s->trans_A, s->trans_B, s->m, s->cols, s->nnz,      \
                                                (const T*)s->alpha, s->descr, (const T*)s->val, s->row_ptr,    \
                                                s->col_ind, (const T*)s->y, s->ldb, s->info,                   \
                                                rocsparse_solve_policy_auto, size);                            \
    }                                                                                                          \
    static rocsparse_status csrsm_analysis_##p(sparse_problem* s)                                              \
    {                                                                                                          \
        return rocsparse_##p##csrsm_analysis(s->handle, s->trans_A, s->trans_B, s->m, s->cols, s->nnz,          \
                                             (const T*)s->alpha, s->descr, (const T*)s->val, s->row_ptr,       \
                                             s->col_ind, (const T*)s->y, s->ldb, s->info,                      \
                                             s->apolicy, rocsparse_solve_policy_auto,     \
                                             s->buffer);                                                       \
    }                                                                                                          \
    static rocsparse_status csrsm_solve_##p(sparse_problem* s)                                                 \
    {                                                                                                          \
        return rocsparse_##p##csrsm_solve(s->handle, s->trans_A, s->trans_B, s->m, s->cols, s->nnz,             \
                                          (const T*)s->alpha, s->descr, (const T*)s->val, s->row_ptr,          \
                                          s->col_ind, (T*)s->y, s->ldb, s->info, rocsparse_solve_policy_auto,  \
                                          s->buffer);                                                          \
    }
FSPARSE_FOR_ALL(DEFINE_TRIANGULAR_CALLS)

/* csrilu0 and csric0 have the same arguments: one macro for both. */
#define DEFINE_FACTOR_CALLS(p, T, f)                                                                           \
    static rocsparse_status f##_buffer_size_##p(sparse_problem* s, size_t* size)                               \
    {                                                                                                          \
        return rocsparse_##p##f##_buffer_size(s->handle, s->m, s->nnz, s->descr, (const T*)s->val, s->row_ptr,  \
                                              s->col_ind, s->info, size);                                      \
    }                                                                                                          \
    static rocsparse_status f##_analysis_##p(sparse_problem* s)                                                \
    {                                                                                                          \
        return rocsparse_##p##f##_analysis(s->handle, s->m, s->nnz, s->descr, (const T*)s->val, s->row_ptr,     \
                                           s->col_ind, s->info, s->apolicy,               \
                                           rocsparse_solve_policy_auto, s->buffer);                             \
    }                                                                                                          \
    static rocsparse_status f##_##p(sparse_problem* s)                                                         \
    {                                                                                                          \
        return rocsparse_##p##f(s->handle, s->m, s->nnz, s->descr, (T*)s->val, s->row_ptr, s->col_ind, s->info, \
                                rocsparse_solve_policy_auto, s->buffer);                                       \
    }
#define DEFINE_ILU0_CALLS(p, T) DEFINE_FACTOR_CALLS(p, T, csrilu0)
#define DEFINE_IC0_CALLS(p, T) DEFINE_FACTOR_CALLS(p, T, csric0)
FSPARSE_FOR_ALL(DEFINE_ILU0_CALLS)
FSPARSE_FOR_ALL(DEFINE_IC0_CALLS)

#define ALL(name) {name##_s, name##_d, name##_c, name##_z}
#define NONE {NULL, NULL, NULL, NULL}

/* ---------------------------------------------- setups without precision */
static rocsparse_status csr2coo_setup(sparse_problem* s)
{
    rocsparse_status status = rocsparse_status_success;
    if(s->coo_row == NULL)
        status = fsparse_malloc((void**)&s->coo_row, sizeof(rocsparse_int) * (size_t)s->nnz + 1);
    if(status != rocsparse_status_success)
        return status;
    return rocsparse_csr2coo(s->handle, s->row_ptr, s->nnz, s->m, s->coo_row, s->base);
}

/* csr2ell_width, then csr2ell; the arrays are allocated by the first
 * (untimed) setup only, so that the timed ones measure the conversion. */
static rocsparse_status csr2ell_setup(sparse_problem* s, sparse_call convert)
{
    rocsparse_int    width  = 0;
    rocsparse_status status = rocsparse_csr2ell_width(s->handle, s->m, s->descr, s->row_ptr, s->ell_descr, &width);
    if(status != rocsparse_status_success)
        return status;
    if(s->ell_val == NULL)
    {
        const size_t count = (size_t)s->m * (size_t)width;
        if((double)s->m * width > INT32_MAX)
        {
            /* The padded arrays would need more than 32-bit indices. */
            fprintf(stderr, "fsparse-bench: ELL of %d rows x width %d does not fit 32-bit indices\n", s->m, width);
            return rocsparse_status_invalid_size;
        }
        s->ell_width       = width;
        status             = fsparse_malloc(&s->ell_val, precision_size(s->prec) * count + 1);
        if(status == rocsparse_status_success)
            status = fsparse_malloc((void**)&s->ell_col, sizeof(rocsparse_int) * count + 1);
        if(status != rocsparse_status_success)
            return status;
    }
    return convert(s);
}
#define DEFINE_ELL_SETUP(p, T)                          \
    static rocsparse_status ell_setup_##p(sparse_problem* s) \
    {                                                   \
        return csr2ell_setup(s, csr2ell_##p);           \
    }
FSPARSE_FOR_ALL(DEFINE_ELL_SETUP)

static rocsparse_status csrmv_clear_undo(sparse_problem* s)
{
    return rocsparse_csrmv_clear(s->handle, s->info);
}

static rocsparse_status csrsv_clear_undo(sparse_problem* s)
{
    return rocsparse_csrsv_clear(s->handle, s->descr, s->info);
}

static rocsparse_status csrsm_clear_undo(sparse_problem* s)
{
    return rocsparse_csrsm_clear(s->handle, s->info);
}

static rocsparse_status csrilu0_clear_undo(sparse_problem* s)
{
    return rocsparse_csrilu0_clear(s->handle, s->info);
}

static rocsparse_status csric0_clear_undo(sparse_problem* s)
{
    return rocsparse_csric0_clear(s->handle, s->info);
}

/* A fresh HYB object, so that each csr2hyb starts from an empty one. */
static rocsparse_status hyb_renew(sparse_problem* s)
{
    rocsparse_status status = rocsparse_destroy_hyb_mat(s->hyb);
    s->hyb                  = NULL;
    return status != rocsparse_status_success ? status : rocsparse_create_hyb_mat(&s->hyb);
}

/* ----------------------------------------------------------------- bytes */
static double index_bytes(double count)
{
    return count * (double)sizeof(rocsparse_int);
}

static double csr_bytes(const sparse_problem* s)
{
    return index_bytes((double)s->m + 1 + s->nnz) + (double)s->nnz * (double)precision_size(s->prec);
}

/* A factorization reads the CSR arrays and writes the values back. */
static double factor_bytes(const sparse_problem* s)
{
    return csr_bytes(s) + (double)s->nnz * (double)precision_size(s->prec);
}

static double coo_bytes(const sparse_problem* s)
{
    return index_bytes(2.0 * s->nnz) + (double)s->nnz * (double)precision_size(s->prec);
}

/* ELL and HYB: the stored arrays, padding included: the kernel reads it. */
static double ell_bytes(const sparse_problem* s)
{
    return (double)s->m * s->ell_width * (double)(sizeof(rocsparse_int) + precision_size(s->prec));
}

static double hyb_bytes(const sparse_problem* s)
{
    const double ell = (double)s->hyb->m * s->hyb->ell_width;
    const double coo = (double)s->hyb->coo_nnz;
    return ell * (double)(sizeof(rocsparse_int) + precision_size(s->prec))
           + coo * (double)(2 * sizeof(rocsparse_int) + precision_size(s->prec));
}

/* ----------------------------------------------------------------- table */
const sparse_routine sparse_routines[] = {
    {"csrmv", "y = alpha*op(A)*x + beta*y, CSR (--analysis 1: after csrmv_analysis)", SPARSE_PRODUCT, 0, NONE, NULL,
     NONE, NULL, ALL(csrmv), csr_bytes},
    {"coomv", "y = alpha*op(A)*x + beta*y, COO (made by csr2coo)", SPARSE_PRODUCT, 0, NONE, "csr2coo",
     {csr2coo_setup, csr2coo_setup, csr2coo_setup, csr2coo_setup}, NULL, ALL(coomv), coo_bytes},
    {"ellmv", "y = alpha*A*x + beta*y, ELL (made by csr2ell_width + csr2ell)", SPARSE_PRODUCT, 0, NONE, "csr2ell",
     ALL(ell_setup), NULL, ALL(ellmv), ell_bytes},
    {"hybmv", "y = alpha*A*x + beta*y, HYB (made by csr2hyb, --partition)", SPARSE_PRODUCT, 0, NONE, "csr2hyb",
     ALL(csr2hyb), hyb_renew, ALL(hybmv), hyb_bytes},
    {"csrmm", "C = alpha*op(A)*op(B) + beta*C, CSR, B and C dense column-major", SPARSE_PRODUCT, 1, NONE, NULL, NONE,
     NULL, ALL(csrmm), csr_bytes},
    {"csrsv", "op(T)*y = alpha*x, T the --uplo triangle of A, --diag (after csrsv_analysis)", SPARSE_SOLVE, 0,
     ALL(csrsv_buffer_size), "csrsv_analysis", ALL(csrsv_analysis), csrsv_clear_undo, ALL(csrsv_solve), csr_bytes},
    {"csrsm", "op(T)*X = alpha*op(B) in place, --cols right-hand sides (after csrsm_analysis)", SPARSE_SOLVE, 1,
     ALL(csrsm_buffer_size), "csrsm_analysis", ALL(csrsm_analysis), csrsm_clear_undo, ALL(csrsm_solve), csr_bytes},
    {"csrilu0", "A = L*U on A's pattern, in place (after csrilu0_analysis)", SPARSE_FACTOR, 0,
     ALL(csrilu0_buffer_size), "csrilu0_analysis", ALL(csrilu0_analysis), csrilu0_clear_undo, ALL(csrilu0),
     factor_bytes},
    {"csric0", "A = L*L^H on A's lower pattern, in place (after csric0_analysis)", SPARSE_FACTOR, 0,
     ALL(csric0_buffer_size), "csric0_analysis", ALL(csric0_analysis), csric0_clear_undo, ALL(csric0),
     factor_bytes},
};

const size_t sparse_routine_count = sizeof(sparse_routines) / sizeof(sparse_routines[0]);

const sparse_routine sparse_csrmv_analysed = {"csrmv+analysis", "", SPARSE_PRODUCT, 0, NONE, "csrmv_analysis",
                                              ALL(csrmv_analysis), csrmv_clear_undo, ALL(csrmv), csr_bytes};
