/* rocsparse_Xdoti and rocsparse_Xdotci: dot product of a sparse and a dense
 * vector, the latter conjugating the sparse one. */
#include "backend.h"
#include "core/log.h"
#include "core/status.h"

static rocsparse_status doti(rocsparse_handle     handle,
                             precision            prec,
                             int                  conjugate,
                             rocsparse_int        nnz,
                             const void*          x_val,
                             const rocsparse_int* x_ind,
                             const void*          y,
                             void*                result,
                             rocsparse_index_base idx_base)
{
    const char* name = conjugate ? "dotci" : "doti";
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
        log_trace_line(handle, prec, conjugate ? "rocsparse_Xdotci" : "rocsparse_Xdoti", "%p,%d,%p,%p,%p,%p,%d",
                       (void*)handle, nnz, x_val, (const void*)x_ind, y, result, (int)idx_base);
    if(log_benching(handle))
        log_bench_line(handle, "-f %s -r %c --nnz %d --indexbaseA %d", name, precision_letter(prec), nnz,
                       (int)idx_base);
    if(!index_base_valid(idx_base))
        return rocsparse_status_invalid_value;
    if(nnz < 0)
        return rocsparse_status_invalid_size;
    /* The result is written also for nnz == 0: a dot product of nothing is 0. */
    if(result == NULL)
        return rocsparse_status_invalid_pointer;
    if(nnz > 0 && (x_val == NULL || x_ind == NULL || y == NULL))
        return rocsparse_status_invalid_pointer;
    return backend_doti(handle, prec, conjugate, nnz, x_val, x_ind, y, result, idx_base);
}

#define EXPORT_DOT(p, T, name, conjugate)                                                                    \
    rocsparse_status rocsparse_##p##name(rocsparse_handle handle, rocsparse_int nnz, const T* x_val,        \
                                         const rocsparse_int* x_ind, const T* y, T* result,                 \
                                         rocsparse_index_base idx_base)                                     \
    {                                                                                                        \
        return doti(handle, precision_##p, conjugate, nnz, x_val, x_ind, y, result, idx_base);              \
    }
#define EXPORT_DOTI(p, T) EXPORT_DOT(p, T, doti, 0)
#define EXPORT_DOTCI(p, T) EXPORT_DOT(p, T, dotci, 1)
FSPARSE_FOR_ALL(EXPORT_DOTI)
FSPARSE_FOR_COMPLEX(EXPORT_DOTCI)
