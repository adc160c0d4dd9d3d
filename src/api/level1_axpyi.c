/* rocsparse_Xaxpyi: y += alpha * x, x sparse. */
#include "backend.h"
#include "core/log.h"
#include "core/status.h"

static rocsparse_status axpyi(rocsparse_handle     handle,
                              precision            prec,
                              rocsparse_int        nnz,
                              const void*          alpha,
                              const void*          x_val,
                              const rocsparse_int* x_ind,
                              void*                y,
                              rocsparse_index_base idx_base)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
    {
        char a[LOG_SCALAR_SIZE];
        log_trace_line(handle, prec, "rocsparse_Xaxpyi", "%p,%d,%s,%p,%p,%p,%d", (void*)handle, nnz,
                       log_scalar(handle, prec, alpha, a, sizeof(a)), x_val, (const void*)x_ind, y, (int)idx_base);
    }
    if(log_benching(handle))
    {
        char a[LOG_SCALAR_SIZE];
        log_bench_line(handle, "-f axpyi -r %c --nnz %d%s --indexbaseA %d", precision_letter(prec), nnz,
                       log_bench_scalar(handle, prec, "alpha", alpha, a, sizeof(a)), (int)idx_base);
    }
    if(!index_base_valid(idx_base))
        return rocsparse_status_invalid_value;
    if(nnz < 0)
        return rocsparse_status_invalid_size;
    if(nnz == 0)
        return rocsparse_status_success;
    if(alpha == NULL || x_val == NULL || x_ind == NULL || y == NULL)
        return rocsparse_status_invalid_pointer;
    return backend_axpyi(handle, prec, nnz, alpha, x_val, x_ind, y, idx_base);
}

#define EXPORT_AXPYI(p, T)                                                                                  \
    rocsparse_status rocsparse_##p##axpyi(rocsparse_handle handle, rocsparse_int nnz, const T* alpha,       \
                                          const T* x_val, const rocsparse_int* x_ind, T* y,                 \
                                          rocsparse_index_base idx_base)                                    \
    {                                                                                                       \
        return axpyi(handle, precision_##p, nnz, alpha, x_val, x_ind, y, idx_base);                         \
    }
FSPARSE_FOR_ALL(EXPORT_AXPYI)
