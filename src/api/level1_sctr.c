/* rocsparse_Xsctr: scatter a sparse vector into a dense one. */
#include "backend.h"
#include "core/entry.h"
#include "core/validate.h"

static rocsparse_status sctr(rocsparse_handle     handle,
                             precision            prec,
                             rocsparse_int        nnz,
                             const void*          x_val,
                             const rocsparse_int* x_ind,
                             void*                y,
                             rocsparse_index_base idx_base)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(nnz, "--nnz"),
        ARG_ARRAY(x_val, 1),
        ARG_ARRAY(x_ind, 1),
        ARG_ARRAY(y, 1),
        ARG_BASE(idx_base, "--indexbaseA"),
        ARG_QUICK(nnz == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xsctr", args, rocsparse_status_success);
    VALIDATE(handle, validate_indices(handle, prec, "rocsparse_Xsctr", nnz, x_ind, idx_base));
    return backend_sctr(handle, prec, nnz, x_val, x_ind, y, idx_base);
}

#define EXPORT_SCTR(p, T)                                                                                   \
    rocsparse_status rocsparse_##p##sctr(rocsparse_handle handle, rocsparse_int nnz, const T* x_val,        \
                                         const rocsparse_int* x_ind, T* y, rocsparse_index_base idx_base)   \
    {                                                                                                       \
        return sctr(handle, precision_##p, nnz, x_val, x_ind, y, idx_base);                                 \
    }
FSPARSE_FOR_ALL(EXPORT_SCTR)
