/* rocsparse_Xcoomv: y = alpha * op(A) * x + beta * y, A in COO format. */
#include "backend.h"
#include "core/checks.h"
#include "core/log.h"

static rocsparse_status coomv(rocsparse_handle          handle,
                              precision                 prec,
                              rocsparse_operation       trans,
                              rocsparse_int             m,
                              rocsparse_int             n,
                              rocsparse_int             nnz,
                              const void*               alpha,
                              const rocsparse_mat_descr descr,
                              const void*               coo_val,
                              const rocsparse_int*      coo_row_ind,
                              const rocsparse_int*      coo_col_ind,
                              const void*               x,
                              const void*               beta,
                              void*                     y)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(!descr_valid(descr))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
    {
        char a[LOG_SCALAR_SIZE], b[LOG_SCALAR_SIZE];
        log_trace_line(handle, prec, "rocsparse_Xcoomv", "%p,%d,%d,%d,%d,%s,%p,%p,%p,%p,%p,%s,%p", (void*)handle,
                       (int)trans, m, n, nnz, log_scalar(handle, prec, alpha, a, sizeof(a)), (void*)descr, coo_val,
                       (const void*)coo_row_ind, (const void*)coo_col_ind, x,
                       log_scalar(handle, prec, beta, b, sizeof(b)), y);
    }
    if(log_benching(handle))
    {
        char a[LOG_SCALAR_SIZE], b[LOG_SCALAR_SIZE];
        log_bench_line(handle, "-f coomv -r %c -m %d -n %d --nnz %d%s%s --transposeA %c --indexbaseA %d",
                       precision_letter(prec), m, n, nnz, log_bench_scalar(handle, prec, "alpha", alpha, a, sizeof(a)),
                       log_bench_scalar(handle, prec, "beta", beta, b, sizeof(b)), operation_letter(trans),
                       (int)descr->base);
    }
    rocsparse_int y_len;
    RETURN_IF_ERROR(product_check(descr, trans, 1, m, n, nnz, &y_len));
    if(y_len == 0)
        return rocsparse_status_success;
    if(alpha == NULL || beta == NULL || y == NULL)
        return rocsparse_status_invalid_pointer;
    if(nnz > 0 && (coo_val == NULL || coo_row_ind == NULL || coo_col_ind == NULL || x == NULL))
        return rocsparse_status_invalid_pointer;
    return backend_coomv(handle, prec, trans, m, n, nnz, alpha, descr->base, coo_val, coo_row_ind, coo_col_ind, x,
                         beta, y);
}

#define EXPORT_COOMV(p, T)                                                                                  \
    rocsparse_status rocsparse_##p##coomv(rocsparse_handle handle, rocsparse_operation trans, rocsparse_int m, \
                                          rocsparse_int n, rocsparse_int nnz, const T* alpha,               \
                                          const rocsparse_mat_descr descr, const T* coo_val,                \
                                          const rocsparse_int* coo_row_ind, const rocsparse_int* coo_col_ind, \
                                          const T* x, const T* beta, T* y)                                  \
    {                                                                                                       \
        return coomv(handle, precision_##p, trans, m, n, nnz, alpha, descr, coo_val, coo_row_ind,          \
                     coo_col_ind, x, beta, y);                                                              \
    }
FSPARSE_FOR_ALL(EXPORT_COOMV)
