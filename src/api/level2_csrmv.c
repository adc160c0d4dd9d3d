/* rocsparse_Xcsrmv_analysis, rocsparse_csrmv_clear and rocsparse_Xcsrmv:
 * y = alpha * op(A) * x + beta * y, A in CSR format, with or without the
 * analysis kept in a rocsparse_mat_info. */
#include <stdlib.h>

#include "backend.h"
#include "core/checks.h"
#include "core/log.h"

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
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(!descr_valid(descr) || !mat_info_valid(info))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
        log_trace_line(handle, prec, "rocsparse_Xcsrmv_analysis", "%p,%d,%d,%d,%d,%p,%p,%p,%p,%p", (void*)handle,
                       (int)trans, m, n, nnz, (void*)descr, csr_val, (const void*)csr_row_ptr,
                       (const void*)csr_col_ind, (void*)info);
    if(log_benching(handle))
        log_bench_line(handle, "-f csrmv_analysis -r %c -m %d -n %d --nnz %d --transposeA %c --indexbaseA %d",
                       precision_letter(prec), m, n, nnz, operation_letter(trans), (int)descr->base);
    rocsparse_int y_len;
    RETURN_IF_ERROR(product_check(descr, trans, 1, m, n, nnz, &y_len));
    /* An empty matrix needs no analysis: the new (empty) one replaces any
     * old one, so that a later csrmv of this matrix is not refused. */
    if(m == 0 || n == 0 || nnz == 0)
        return mat_info_clear_csrmv(info);
    if(csr_val == NULL || csr_row_ptr == NULL || csr_col_ind == NULL)
        return rocsparse_status_invalid_pointer;

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
    record->csr_row_ptr = csr_row_ptr;
    record->csr_col_ind = csr_col_ind;
    status              = mat_info_clear_csrmv(info);
    info->csrmv         = record;
    return status;
}

rocsparse_status rocsparse_csrmv_clear(rocsparse_handle handle, rocsparse_mat_info info)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(!mat_info_valid(info))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_csrmv_clear", "%p,%p", (void*)handle, (void*)info);
    return mat_info_clear_csrmv(info);
}

/* The analysis in info must be of this very product; NULL when there is none. */
static rocsparse_status usable_analysis(const csrmv_analysis* a, rocsparse_operation trans, rocsparse_int m,
                                        rocsparse_int n, rocsparse_int nnz, const rocsparse_int* csr_row_ptr,
                                        const rocsparse_int* csr_col_ind, void** backend)
{
    *backend = NULL;
    if(a == NULL)
        return rocsparse_status_success;
    if(a->trans != trans)
        return rocsparse_status_invalid_value;
    if(a->m != m || a->n != n || a->nnz != nnz)
        return rocsparse_status_invalid_size;
    if(a->csr_row_ptr != csr_row_ptr || a->csr_col_ind != csr_col_ind)
        return rocsparse_status_invalid_pointer;
    *backend = a->backend;
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
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    /* info is optional, but one that is given must be alive. */
    if(!descr_valid(descr) || (info != NULL && !mat_info_valid(info)))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
    {
        char a[LOG_SCALAR_SIZE], b[LOG_SCALAR_SIZE];
        log_trace_line(handle, prec, "rocsparse_Xcsrmv", "%p,%d,%d,%d,%d,%s,%p,%p,%p,%p,%p,%p,%s,%p", (void*)handle,
                       (int)trans, m, n, nnz, log_scalar(handle, prec, alpha, a, sizeof(a)), (void*)descr, csr_val,
                       (const void*)csr_row_ptr, (const void*)csr_col_ind, (void*)info, x,
                       log_scalar(handle, prec, beta, b, sizeof(b)), y);
    }
    if(log_benching(handle))
    {
        char a[LOG_SCALAR_SIZE], b[LOG_SCALAR_SIZE];
        log_bench_line(handle,
                       "-f csrmv -r %c -m %d -n %d --nnz %d%s%s --transposeA %c --indexbaseA %d --analysis %d",
                       precision_letter(prec), m, n, nnz, log_bench_scalar(handle, prec, "alpha", alpha, a, sizeof(a)),
                       log_bench_scalar(handle, prec, "beta", beta, b, sizeof(b)), operation_letter(trans),
                       (int)descr->base, info != NULL && info->csrmv != NULL);
    }
    rocsparse_int y_len;
    RETURN_IF_ERROR(product_check(descr, trans, 1, m, n, nnz, &y_len));
    if(y_len == 0)
        return rocsparse_status_success;
    if(alpha == NULL || beta == NULL || y == NULL)
        return rocsparse_status_invalid_pointer;
    if(m > 0 && csr_row_ptr == NULL)
        return rocsparse_status_invalid_pointer;
    if(nnz > 0 && (csr_val == NULL || csr_col_ind == NULL || x == NULL))
        return rocsparse_status_invalid_pointer;
    void* analysis = NULL;
    if(info != NULL)
        RETURN_IF_ERROR(usable_analysis(info->csrmv, trans, m, n, nnz, csr_row_ptr, csr_col_ind, &analysis));
    return backend_csrmv(handle, prec, trans, m, n, nnz, alpha, descr->base, csr_val, csr_row_ptr, csr_col_ind,
                         analysis, x, beta, y);
}

#define EXPORT_CSRMV(p, T)                                                                                  \
    rocsparse_status rocsparse_##p##csrmv_analysis(                                                         \
        rocsparse_handle handle, rocsparse_operation trans, rocsparse_int m, rocsparse_int n,               \
        rocsparse_int nnz, const rocsparse_mat_descr descr, const T* csr_val, const rocsparse_int* csr_row_ptr, \
        const rocsparse_int* csr_col_ind, rocsparse_mat_info info)                                          \
    {                                                                                                       \
        return analyse(handle, precision_##p, trans, m, n, nnz, descr, csr_val, csr_row_ptr,        \
                              csr_col_ind, info);                                                           \
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
