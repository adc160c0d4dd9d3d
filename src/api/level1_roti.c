/* rocsparse_Xroti: Givens rotation of a sparse and a dense vector. */
#include "backend.h"
#include "core/log.h"
#include "core/status.h"

static rocsparse_status roti(rocsparse_handle     handle,
                             precision            prec,
                             rocsparse_int        nnz,
                             void*                x_val,
                             const rocsparse_int* x_ind,
                             void*                y,
                             const void*          c,
                             const void*          s,
                             rocsparse_index_base idx_base)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
    {
        char cs[LOG_SCALAR_SIZE], ss[LOG_SCALAR_SIZE];
        log_trace_line(handle, prec, "rocsparse_Xroti", "%p,%d,%p,%p,%p,%s,%s,%d", (void*)handle, nnz, x_val,
                       (const void*)x_ind, y, log_scalar(handle, prec, c, cs, sizeof(cs)),
                       log_scalar(handle, prec, s, ss, sizeof(ss)), (int)idx_base);
    }
    if(log_benching(handle))
    {
        char cs[LOG_SCALAR_SIZE], ss[LOG_SCALAR_SIZE];
        log_bench_line(handle, "-f roti -r %c --nnz %d%s%s --indexbaseA %d", precision_letter(prec), nnz,
                       log_bench_scalar(handle, prec, "alpha", c, cs, sizeof(cs)),
                       log_bench_scalar(handle, prec, "beta", s, ss, sizeof(ss)), (int)idx_base);
    }
    if(!index_base_valid(idx_base))
        return rocsparse_status_invalid_value;
    if(nnz < 0)
        return rocsparse_status_invalid_size;
    if(nnz == 0)
        return rocsparse_status_success;
    if(x_val == NULL || x_ind == NULL || y == NULL || c == NULL || s == NULL)
        return rocsparse_status_invalid_pointer;
    return backend_roti(handle, prec, nnz, x_val, x_ind, y, c, s, idx_base);
}

#define EXPORT_ROTI(p, T)                                                                                   \
    rocsparse_status rocsparse_##p##roti(rocsparse_handle handle, rocsparse_int nnz, T* x_val,              \
                                         const rocsparse_int* x_ind, T* y, const T* c, const T* s,          \
                                         rocsparse_index_base idx_base)                                     \
    {                                                                                                       \
        return roti(handle, precision_##p, nnz, x_val, x_ind, y, c, s, idx_base);                           \
    }
FSPARSE_FOR_REAL(EXPORT_ROTI)
