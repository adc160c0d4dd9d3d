/* rocsparse_Xcsrmm: C = alpha * op(A) * op(B) + beta * C, A in CSR format
 * (m x k), B and C dense and column-major. */
#include "backend.h"
#include "core/checks.h"
#include "core/log.h"

static rocsparse_status csrmm(rocsparse_handle          handle,
                              precision                 prec,
                              rocsparse_operation       trans_A,
                              rocsparse_operation       trans_B,
                              rocsparse_int             m,
                              rocsparse_int             n,
                              rocsparse_int             k,
                              rocsparse_int             nnz,
                              const void*               alpha,
                              const rocsparse_mat_descr descr,
                              const void*               csr_val,
                              const rocsparse_int*      csr_row_ptr,
                              const rocsparse_int*      csr_col_ind,
                              const void*               B,
                              rocsparse_int             ldb,
                              const void*               beta,
                              void*                     C,
                              rocsparse_int             ldc)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(!descr_valid(descr))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
    {
        char a[LOG_SCALAR_SIZE], b[LOG_SCALAR_SIZE];
        log_trace_line(handle, prec, "rocsparse_Xcsrmm", "%p,%d,%d,%d,%d,%d,%d,%s,%p,%p,%p,%p,%p,%d,%s,%p,%d",
                       (void*)handle, (int)trans_A, (int)trans_B, m, n, k, nnz,
                       log_scalar(handle, prec, alpha, a, sizeof(a)), (void*)descr, csr_val,
                       (const void*)csr_row_ptr, (const void*)csr_col_ind, B, ldb,
                       log_scalar(handle, prec, beta, b, sizeof(b)), C, ldc);
    }
    if(log_benching(handle))
    {
        char a[LOG_SCALAR_SIZE], b[LOG_SCALAR_SIZE];
        log_bench_line(handle,
                       "-f csrmm -r %c -m %d -n %d -k %d --nnz %d%s%s --transposeA %c --transposeB %c "
                       "--indexbaseA %d",
                       precision_letter(prec), m, n, k, nnz,
                       log_bench_scalar(handle, prec, "alpha", alpha, a, sizeof(a)),
                       log_bench_scalar(handle, prec, "beta", beta, b, sizeof(b)), operation_letter(trans_A),
                       operation_letter(trans_B), (int)descr->base);
    }
    if(!operation_valid(trans_B))
        return rocsparse_status_invalid_value;
    /* op(A) is c_rows x a_cols; C is c_rows x n; op(B) is a_cols x n. */
    rocsparse_int c_rows;
    RETURN_IF_ERROR(product_check(descr, trans_A, 1, m, k, nnz, &c_rows));
    if(n < 0)
        return rocsparse_status_invalid_size;
    const rocsparse_int a_cols   = trans_A == rocsparse_operation_none ? k : m;
    const rocsparse_int b_rows   = trans_B == rocsparse_operation_none ? a_cols : n;
    if(ldb < b_rows || ldc < c_rows)
        return rocsparse_status_invalid_size;
    if(c_rows == 0 || n == 0)
        return rocsparse_status_success;
    if(alpha == NULL || beta == NULL || C == NULL)
        return rocsparse_status_invalid_pointer;
    if(m > 0 && csr_row_ptr == NULL)
        return rocsparse_status_invalid_pointer;
    if(nnz > 0 && (csr_val == NULL || csr_col_ind == NULL || B == NULL))
        return rocsparse_status_invalid_pointer;
    return backend_csrmm(handle, prec, trans_A, trans_B, m, n, k, nnz, alpha, descr->base, csr_val, csr_row_ptr,
                         csr_col_ind, B, ldb, beta, C, ldc);
}

#define EXPORT_CSRMM(p, T)                                                                                  \
    rocsparse_status rocsparse_##p##csrmm(                                                                  \
        rocsparse_handle handle, rocsparse_operation trans_A, rocsparse_operation trans_B, rocsparse_int m,  \
        rocsparse_int n, rocsparse_int k, rocsparse_int nnz, const T* alpha, const rocsparse_mat_descr descr, \
        const T* csr_val, const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind, const T* B,   \
        rocsparse_int ldb, const T* beta, T* C, rocsparse_int ldc)                                          \
    {                                                                                                       \
        return csrmm(handle, precision_##p, trans_A, trans_B, m, n, k, nnz, alpha, descr, csr_val,         \
                     csr_row_ptr, csr_col_ind, B, ldb, beta, C, ldc);                                       \
    }
FSPARSE_FOR_ALL(EXPORT_CSRMM)
