/* rocsparse_Xellmv: y = alpha * A * x + beta * y, A in ELL format. Only
 * the non-transposed product exists (not_implemented otherwise). */
#include "backend.h"
#include "core/checks.h"
#include "core/entry.h"
#include "core/validate.h"

static rocsparse_status ellmv(rocsparse_handle          handle,
                              precision                 prec,
                              rocsparse_operation       trans,
                              rocsparse_int             m,
                              rocsparse_int             n,
                              const void*               alpha,
                              const rocsparse_mat_descr descr,
                              const void*               ell_val,
                              const rocsparse_int*      ell_col_ind,
                              rocsparse_int             ell_width,
                              const void*               x,
                              const void*               beta,
                              void*                     y)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_OP_NONE(trans, "--transposeA"),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_SCALAR_IDLE(alpha, "--alpha", 0),
        ARG_DESCR(descr, "--indexbaseA"),
        ARG_ARRAY(ell_val, ell_width > 0),
        ARG_ARRAY(ell_col_ind, ell_width > 0),
        ARG_SIZE(ell_width, "--ell_width"),
        ARG_ARRAY(x, ell_width > 0),
        ARG_SCALAR_IDLE(beta, "--beta", 1),
        ARG_ARRAY(y, 1),
        /* Slots in a matrix without rows or columns: a shape that lies. */
        ARG_SIZE_RULE(ell_width == 0 || (m > 0 && n > 0)),
        ARG_SIZE_RULE(size_fits((long long)m * ell_width)),
        ARG_QUICK(m == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xellmv", args, rocsparse_status_success);
    VALIDATE(handle, validate_ell(handle, prec, "rocsparse_Xellmv", m, n, ell_width, descr->base, ell_col_ind));
    return backend_ellmv(handle, prec, trans, m, n, alpha, descr->base, ell_val, ell_col_ind, ell_width, x, beta, y);
}

#define EXPORT_ELLMV(p, T)                                                                                  \
    rocsparse_status rocsparse_##p##ellmv(rocsparse_handle handle, rocsparse_operation trans, rocsparse_int m, \
                                          rocsparse_int n, const T* alpha, const rocsparse_mat_descr descr, \
                                          const T* ell_val, const rocsparse_int* ell_col_ind,               \
                                          rocsparse_int ell_width, const T* x, const T* beta, T* y)         \
    {                                                                                                       \
        return ellmv(handle, precision_##p, trans, m, n, alpha, descr, ell_val, ell_col_ind, ell_width, x, \
                     beta, y);                                                                              \
    }
FSPARSE_FOR_ALL(EXPORT_ELLMV)
