/* rocsparse_Xcsrmv_analysis, rocsparse_csrmv_clear and rocsparse_Xcsrmv:
 * y = alpha * op(A) * x + beta * y, A in CSR format, with or without the
 * analysis kept in a rocsparse_mat_info. */
#include <stdlib.h>

#include "backend.h"
#include "core/entry.h"
#include "core/validate.h"

static rocsparse_status analyse(rocsparse_handle          handle,
                                precision                 prec,
                                rocsparse_operation       trans,
                                rocsparse_int             m,
                                rocsparse_int             n,
                                rocsparse_int             nnz,
                                const rocsparse_mat_descr descr,
                                const void*               csr_val,
                                const rocsparse_int*      csr_row_ptr,
                                const rocsparse_int*      csr_col_ind,
                                rocsparse_mat_info        info)
{
    /* An empty matrix needs no analysis: the new (empty) one replaces any
     * old one, so that a later csrmv of this matrix is not refused. */
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_OP(trans, "--transposeA"),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_SIZE(nnz, "--nnz"),
        ARG_DESCR(descr, "--indexbaseA"),
        ARG_ARRAY(csr_val, 1),
        ARG_ARRAY(csr_row_ptr, 1),
        ARG_ARRAY(csr_col_ind, 1),
        ARG_INFO(info),
        ARG_QUICK(m == 0 || n == 0 || nnz == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xcsrmv_analysis", args, mat_info_clear_csrmv(info));
    /* Only in validation mode, like every check of index data: on the GPU
     * a separate check is a kernel and a wait, which costs more than this
     * analysis itself (PERFORMANCE.md, "What checking input costs"). */
    VALIDATE(handle, validate_csr(handle, prec, "rocsparse_Xcsrmv_analysis", m, n, nnz, descr->base, csr_row_ptr,
                                  csr_col_ind, VALIDATE_SORTED));

    csrmv_analysis* record = (csrmv_analysis*)malloc(sizeof(*record));
    if(record == NULL)
        return rocsparse_status_memory_error;
    rocsparse_status status
        = backend_csrmv_analysis(handle, trans, m, n, nnz, descr->base, csr_row_ptr, csr_col_ind, &record->backend);
    if(status != rocsparse_status_success)
    {
        free(record);
        return status;
    }
    record->trans       = trans;
    record->m           = m;
    record->n           = n;
    record->nnz         = nnz;
    record->descr       = descr;
    record->csr_row_ptr = csr_row_ptr;
    record->csr_col_ind = csr_col_ind;
    status              = mat_info_clear_csrmv(info);
    info->csrmv         = record;
    return status;
}

rocsparse_status rocsparse_csrmv_clear(rocsparse_handle handle, rocsparse_mat_info info)
{
    const entry_arg args[] = {ARG_HANDLE(handle), ARG_INFO(info), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, "rocsparse_csrmv_clear", args, rocsparse_status_success);
    return mat_info_clear_csrmv(info);
}

/* An analysis (if any) must be of this very product: the status that
 * rocSPARSE gives one made for another, in its order. */
static rocsparse_status analysis_fits(const csrmv_analysis* a, rocsparse_operation trans, rocsparse_int m,
                                      rocsparse_int n, rocsparse_int nnz, const rocsparse_mat_descr descr,
                                      const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind)
{
    if(a == NULL)
        return rocsparse_status_success;
    if(a->trans != trans)
        return rocsparse_status_invalid_value;
    if(a->m != m || a->n != n || a->nnz != nnz)
        return rocsparse_status_invalid_size;
    if(a->descr != descr)
        return rocsparse_status_invalid_value;
    if(a->csr_row_ptr != csr_row_ptr || a->csr_col_ind != csr_col_ind)
        return rocsparse_status_invalid_pointer;
    return rocsparse_status_success;
}

static rocsparse_status csrmv(rocsparse_handle          handle,
                              precision                 prec,
                              rocsparse_operation       trans,
                              rocsparse_int             m,
                              rocsparse_int             n,
                              rocsparse_int             nnz,
                              const void*               alpha,
                              const rocsparse_mat_descr descr,
                              const void*               csr_val,
                              const rocsparse_int*      csr_row_ptr,
                              const rocsparse_int*      csr_col_ind,
                              rocsparse_mat_info        info,
                              const void*               x,
                              const void*               beta,
                              void*                     y)
{
    /* info is optional, but one that is given must be alive. */
    const csrmv_analysis* analysis = mat_info_valid(info) ? info->csrmv : NULL;
    const entry_arg       args[]   = {
        ARG_HANDLE(handle),
        ARG_OP(trans, "--transposeA"),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_SIZE(nnz, "--nnz"),
        ARG_SCALAR_IDLE(alpha, "--alpha", 0),
        ARG_DESCR(descr, "--indexbaseA"),
        ARG_ARRAY(csr_val, nnz > 0),
        ARG_ARRAY(csr_row_ptr, m > 0),
        ARG_ARRAY(csr_col_ind, nnz > 0),
        ARG_INFO_OPT(info),
        ARG_ARRAY(x, nnz > 0),
        ARG_SCALAR_IDLE(beta, "--beta", 1),
        ARG_ARRAY(y, 1),
        ARG_QUICK((trans == rocsparse_operation_none ? m : n) == 0),
        ARG_STATUS(analysis_fits(analysis, trans, m, n, nnz, descr, csr_row_ptr, csr_col_ind)),
        ARG_BENCH_INT("--analysis", analysis != NULL),
    };
    ENTRY_CHECK(prec, "rocsparse_Xcsrmv", args, rocsparse_status_success);
    VALIDATE(handle, validate_csr(handle, prec, "rocsparse_Xcsrmv", m, n, nnz, descr->base, csr_row_ptr, csr_col_ind,
                                  VALIDATE_SORTED));
    return backend_csrmv(handle, prec, trans, m, n, nnz, alpha, descr->base, csr_val, csr_row_ptr, csr_col_ind,
                         analysis != NULL ? analysis->backend : NULL, x, beta, y);
}

#define EXPORT_CSRMV(p, T)                                                                                  \
    rocsparse_status rocsparse_##p##csrmv_analysis(                                                         \
        rocsparse_handle handle, rocsparse_operation trans, rocsparse_int m, rocsparse_int n,               \
        rocsparse_int nnz, const rocsparse_mat_descr descr, const T* csr_val, const rocsparse_int* csr_row_ptr, \
        const rocsparse_int* csr_col_ind, rocsparse_mat_info info)                                          \
    {                                                                                                       \
        return analyse(handle, precision_##p, trans, m, n, nnz, descr, csr_val, csr_row_ptr, csr_col_ind,  \
                       info);                                                                               \
    }                                                                                                       \
    rocsparse_status rocsparse_##p##csrmv(rocsparse_handle handle, rocsparse_operation trans, rocsparse_int m, \
                                          rocsparse_int n, rocsparse_int nnz, const T* alpha,               \
                                          const rocsparse_mat_descr descr, const T* csr_val,                \
                                          const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind, \
                                          rocsparse_mat_info info, const T* x, const T* beta, T* y)         \
    {                                                                                                       \
        return csrmv(handle, precision_##p, trans, m, n, nnz, alpha, descr, csr_val, csr_row_ptr,          \
                     csr_col_ind, info, x, beta, y);                                                        \
    }
FSPARSE_FOR_ALL(EXPORT_CSRMV)
