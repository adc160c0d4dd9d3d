/* rocsparse_Xcsrmm: C = alpha * op(A) * op(B) + beta * C, A in CSR format
 * (m x k), B and C dense and column-major. */
#include "backend.h"
#include "core/entry.h"
#include "core/validate.h"

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
    /* op(A) is c_rows x a_cols; C is c_rows x n; op(B) is a_cols x n. */
    const rocsparse_int c_rows = trans_A == rocsparse_operation_none ? m : k;
    const rocsparse_int a_cols = trans_A == rocsparse_operation_none ? k : m;
    const rocsparse_int b_rows = trans_B == rocsparse_operation_none ? a_cols : n;
    const entry_arg     args[] = {
        ARG_HANDLE(handle),
        ARG_OP(trans_A, "--transposeA"),
        ARG_OP(trans_B, "--transposeB"),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_SIZE(k, "-k"),
        ARG_SIZE(nnz, "--nnz"),
        ARG_SCALAR_IDLE(alpha, "--alpha", 0),
        ARG_DESCR(descr, "--indexbaseA"),
        ARG_ARRAY(csr_val, nnz > 0),
        ARG_ARRAY(csr_row_ptr, m > 0),
        ARG_ARRAY(csr_col_ind, nnz > 0),
        ARG_ARRAY(B, nnz > 0),
        ARG_INT(ldb, NULL),
        ARG_SCALAR_IDLE(beta, "--beta", 1),
        ARG_ARRAY(C, 1),
        ARG_INT(ldc, NULL),
        /* An empty C is a quick return whatever ldb and ldc are; else C is
         * written (beta * C when A has no entries), and B read only when
         * A has entries. */
        ARG_QUICK(c_rows == 0 || n == 0),
        ARG_SIZE_RULE_LATE(ldc >= c_rows && (nnz == 0 || ldb >= b_rows)),
    };
    ENTRY_CHECK(prec, "rocsparse_Xcsrmm", args, rocsparse_status_success);
    VALIDATE(handle, validate_csr(handle, prec, "rocsparse_Xcsrmm", m, k, nnz, descr->base, csr_row_ptr, csr_col_ind,
                                  VALIDATE_SORTED));
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
