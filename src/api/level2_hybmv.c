/* rocsparse_Xhybmv: y = alpha * A * x + beta * y, A in HYB format: the ELL
 * part's product with beta, then the COO part's added to it. Only the
 * non-transposed product exists (not_implemented otherwise). */
#include "backend.h"
#include "core/checks.h"
#include "core/log.h"

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
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(!descr_valid(descr) || !hyb_valid(hyb))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
    {
        char a[LOG_SCALAR_SIZE], b[LOG_SCALAR_SIZE];
        log_trace_line(handle, prec, "rocsparse_Xhybmv", "%p,%d,%s,%p,%p,%p,%s,%p", (void*)handle, (int)trans,
                       log_scalar(handle, prec, alpha, a, sizeof(a)), (void*)descr, (void*)hyb, x,
                       log_scalar(handle, prec, beta, b, sizeof(b)), y);
    }
    if(log_benching(handle))
    {
        char a[LOG_SCALAR_SIZE], b[LOG_SCALAR_SIZE];
        /* The hyb does not know how many ELL slots are padding: --nnz
         * counts them, an upper bound of the matrix's entries. */
        log_bench_line(handle,
                       "-f hybmv -r %c -m %d -n %d --nnz %d%s%s --transposeA %c --indexbaseA %d --partition %s "
                       "--ell_width %d",
                       precision_letter(prec), hyb->m, hyb->n, hyb->ell_nnz + hyb->coo_nnz,
                       log_bench_scalar(handle, prec, "alpha", alpha, a, sizeof(a)),
                       log_bench_scalar(handle, prec, "beta", beta, b, sizeof(b)), operation_letter(trans),
                       (int)descr->base, partition_name(hyb->partition), hyb->ell_width);
    }
    rocsparse_int y_len;
    RETURN_IF_ERROR(product_check(descr, trans, 0, hyb->m, hyb->n, hyb->ell_width, &y_len));
    if(y_len == 0)
        return rocsparse_status_success;
    if(alpha == NULL || beta == NULL || y == NULL)
        return rocsparse_status_invalid_pointer;
    const int has_ell = hyb->ell_width > 0;
    const int has_coo = hyb->coo_nnz > 0;
    if((has_ell || has_coo) && x == NULL)
        return rocsparse_status_invalid_pointer;
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
