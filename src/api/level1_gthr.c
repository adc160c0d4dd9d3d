/* rocsparse_Xgthr and rocsparse_Xgthrz: gather a dense vector's entries
 * into a sparse one, the latter zeroing what it gathered. */
#include "backend.h"
#include "core/log.h"
#include "core/status.h"

static rocsparse_status gthr(rocsparse_handle     handle,
                             precision            prec,
                             int                  zero_y,
                             rocsparse_int        nnz,
                             void*                y,
                             void*                x_val,
                             const rocsparse_int* x_ind,
                             rocsparse_index_base idx_base)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
        log_trace_line(handle, prec, zero_y ? "rocsparse_Xgthrz" : "rocsparse_Xgthr", "%p,%d,%p,%p,%p,%d",
                       (void*)handle, nnz, y, x_val, (const void*)x_ind, (int)idx_base);
    if(log_benching(handle))
        log_bench_line(handle, "-f %s -r %c --nnz %d --indexbaseA %d", zero_y ? "gthrz" : "gthr",
                       precision_letter(prec), nnz, (int)idx_base);
    if(!index_base_valid(idx_base))
        return rocsparse_status_invalid_value;
    if(nnz < 0)
        return rocsparse_status_invalid_size;
    if(nnz == 0)
        return rocsparse_status_success;
    if(y == NULL || x_val == NULL || x_ind == NULL)
        return rocsparse_status_invalid_pointer;
    return backend_gthr(handle, prec, zero_y, nnz, y, x_val, x_ind, idx_base);
}

#define EXPORT_GTHR(p, T)                                                                                   \
    rocsparse_status rocsparse_##p##gthr(rocsparse_handle handle, rocsparse_int nnz, const T* y, T* x_val,  \
                                         const rocsparse_int* x_ind, rocsparse_index_base idx_base)         \
    {                                                                                                       \
        /* gthr only reads y: the backend is told not to zero it. */                                        \
        return gthr(handle, precision_##p, 0, nnz, (void*)y, x_val, x_ind, idx_base);                       \
    }
#define EXPORT_GTHRZ(p, T)                                                                                  \
    rocsparse_status rocsparse_##p##gthrz(rocsparse_handle handle, rocsparse_int nnz, T* y, T* x_val,       \
                                          const rocsparse_int* x_ind, rocsparse_index_base idx_base)        \
    {                                                                                                       \
        return gthr(handle, precision_##p, 1, nnz, y, x_val, x_ind, idx_base);                              \
    }
FSPARSE_FOR_ALL(EXPORT_GTHR)
FSPARSE_FOR_ALL(EXPORT_GTHRZ)
