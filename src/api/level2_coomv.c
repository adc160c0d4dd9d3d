/* rocsparse_Xcoomv: y = alpha * op(A) * x + beta * y, A in COO format. */
#include "backend.h"
#include "core/entry.h"
#include "core/validate.h"

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
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_OP(trans, "--transposeA"),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_SIZE(nnz, "--nnz"),
        ARG_SCALAR_IDLE(alpha, "--alpha", 0),
        ARG_DESCR(descr, "--indexbaseA"),
        ARG_ARRAY(coo_val, nnz > 0),
        ARG_ARRAY(coo_row_ind, nnz > 0),
        ARG_ARRAY(coo_col_ind, nnz > 0),
        ARG_ARRAY(x, nnz > 0),
        ARG_SCALAR_IDLE(beta, "--beta", 1),
        ARG_ARRAY(y, 1),
        ARG_QUICK((trans == rocsparse_operation_none ? m : n) == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xcoomv", args, rocsparse_status_success);
    VALIDATE(handle, validate_coo(handle, prec, "rocsparse_Xcoomv", m, n, nnz, descr->base, coo_row_ind, coo_col_ind,
                                  VALIDATE_SORTED));
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
