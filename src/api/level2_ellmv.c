/* rocsparse_Xellmv: y = alpha * A * x + beta * y, A in ELL format. Only
 * the non-transposed product exists (not_implemented otherwise). */
#include "backend.h"
#include "core/checks.h"
#include "core/log.h"

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
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(!descr_valid(descr))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
    {
        char a[LOG_SCALAR_SIZE], b[LOG_SCALAR_SIZE];
        log_trace_line(handle, prec, "rocsparse_Xellmv", "%p,%d,%d,%d,%s,%p,%p,%p,%d,%p,%s,%p", (void*)handle,
                       (int)trans, m, n, log_scalar(handle, prec, alpha, a, sizeof(a)), (void*)descr, ell_val,
                       (const void*)ell_col_ind, ell_width, x, log_scalar(handle, prec, beta, b, sizeof(b)), y);
    }
    if(log_benching(handle))
    {
        char a[LOG_SCALAR_SIZE], b[LOG_SCALAR_SIZE];
        log_bench_line(handle, "-f ellmv -r %c -m %d -n %d --ell_width %d%s%s --transposeA %c --indexbaseA %d",
                       precision_letter(prec), m, n, ell_width,
                       log_bench_scalar(handle, prec, "alpha", alpha, a, sizeof(a)),
                       log_bench_scalar(handle, prec, "beta", beta, b, sizeof(b)), operation_letter(trans),
                       (int)descr->base);
    }
    rocsparse_int y_len;
    RETURN_IF_ERROR(product_check(descr, trans, 0, m, n, ell_width, &y_len));
    if(!size_fits((long long)m * ell_width))
        return rocsparse_status_invalid_size;
    if(y_len == 0)
        return rocsparse_status_success;
    if(alpha == NULL || beta == NULL || y == NULL)
        return rocsparse_status_invalid_pointer;
    if(ell_width > 0 && (ell_val == NULL || ell_col_ind == NULL || x == NULL))
        return rocsparse_status_invalid_pointer;
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
