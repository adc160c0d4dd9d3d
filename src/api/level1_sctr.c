/* rocsparse_Xsctr: scatter a sparse vector into a dense one. */
#include "backend.h"
#include "core/log.h"
#include "core/status.h"

static rocsparse_status sctr(rocsparse_handle     handle,
                             precision            prec,
                             rocsparse_int        nnz,
                             const void*          x_val,
                             const rocsparse_int* x_ind,
                             void*                y,
                             rocsparse_index_base idx_base)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
        log_trace_line(handle, prec, "rocsparse_Xsctr", "%p,%d,%p,%p,%p,%d", (void*)handle, nnz, x_val,
                       (const void*)x_ind, y, (int)idx_base);
    if(log_benching(handle))
        log_bench_line(handle, "-f sctr -r %c --nnz %d --indexbaseA %d", precision_letter(prec), nnz,
                       (int)idx_base);
    if(!index_base_valid(idx_base))
        return rocsparse_status_invalid_value;
    if(nnz < 0)
        return rocsparse_status_invalid_size;
    if(nnz == 0)
        return rocsparse_status_success;
    if(x_val == NULL || x_ind == NULL || y == NULL)
        return rocsparse_status_invalid_pointer;
    return backend_sctr(handle, prec, nnz, x_val, x_ind, y, idx_base);
}

#define EXPORT_SCTR(p, T)                                                                                   \
    rocsparse_status rocsparse_##p##sctr(rocsparse_handle handle, rocsparse_int nnz, const T* x_val,        \
                                         const rocsparse_int* x_ind, T* y, rocsparse_index_base idx_base)   \
    {                                                                                                       \
        return sctr(handle, precision_##p, nnz, x_val, x_ind, y, idx_base);                                 \
    }
FSPARSE_FOR_ALL(EXPORT_SCTR)
