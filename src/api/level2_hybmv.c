/* rocsparse_Xhybmv: y = alpha * A * x + beta * y, A in HYB format: the ELL
 * part's product with beta, then the COO part's added to it. Only the
 * non-transposed product exists (not_implemented otherwise). */
#include "backend.h"
#include "core/entry.h"
#include "core/validate.h"

static rocsparse_status hybmv(rocsparse_handle          handle,
                              precision                 prec,
                              rocsparse_operation       trans,
                              const void*               alpha,
                              const rocsparse_mat_descr descr,
                              const rocsparse_hyb_mat   hyb,
                              const void*               x,
                              const void*               beta,
                              void*                     y)
{
    /* x is required even for a HYB without entries, and the pointers come
     * before the quick return, as in rocSPARSE. */
    const struct _rocsparse_hyb_mat shape   = hyb_or_empty(hyb);
    const int                       has_ell = shape.ell_width > 0;
    const int                       has_coo = shape.coo_nnz > 0;
    const entry_arg                 args[]  = {
        ARG_HANDLE(handle),
        ARG_OP_NONE(trans, "--transposeA"),
        ARG_SCALAR_IDLE(alpha, "--alpha", 0),
        ARG_DESCR(descr, "--indexbaseA"),
        ARG_HYB_MATRIX(hyb),
        ARG_ARRAY(x, 1),
        ARG_SCALAR_IDLE(beta, "--beta", 1),
        ARG_ARRAY(y, 1),
        ARG_QUICK_LATE(shape.m == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xhybmv", args, rocsparse_status_success);
    VALIDATE(handle, validate_hyb(handle, prec, "rocsparse_Xhybmv", hyb, descr->base));
    /* With no ELL part, an ELL product of width 0 still writes beta * y. */
    if(has_ell || !has_coo)
        RETURN_IF_ERROR(backend_ellmv(handle, prec, trans, hyb->m, hyb->n, alpha, descr->base, hyb->ell_val,
                                      hyb->ell_col_ind, hyb->ell_width, x, beta, y));
    if(!has_coo)
        return rocsparse_status_success;
    return backend_coomv(handle, prec, trans, hyb->m, hyb->n, hyb->coo_nnz, alpha, descr->base, hyb->coo_val,
                         hyb->coo_row_ind, hyb->coo_col_ind, x, has_ell ? NULL : beta, y);
}

#define EXPORT_HYBMV(p, T)                                                                                  \
    rocsparse_status rocsparse_##p##hybmv(rocsparse_handle handle, rocsparse_operation trans, const T* alpha, \
                                          const rocsparse_mat_descr descr, const rocsparse_hyb_mat hyb,     \
                                          const T* x, const T* beta, T* y)                                  \
    {                                                                                                       \
        return hybmv(handle, precision_##p, trans, alpha, descr, hyb, x, beta, y);                          \
    }
FSPARSE_FOR_ALL(EXPORT_HYBMV)
