/* rocsparse_Xgthr and rocsparse_Xgthrz: gather a dense vector's entries
 * into a sparse one, the latter zeroing what it gathered. */
#include "backend.h"
#include "core/entry.h"
#include "core/validate.h"

static rocsparse_status gthr(rocsparse_handle     handle,
                             precision            prec,
                             int                  zero_y,
                             rocsparse_int        nnz,
                             void*                y,
                             void*                x_val,
                             const rocsparse_int* x_ind,
                             rocsparse_index_base idx_base)
{
    const char*     routine = zero_y ? "rocsparse_Xgthrz" : "rocsparse_Xgthr";
    const entry_arg args[]  = {
        ARG_HANDLE(handle),
        ARG_SIZE(nnz, "--nnz"),
        ARG_ARRAY(y, 1),
        ARG_ARRAY(x_val, 1),
        ARG_ARRAY(x_ind, 1),
        ARG_BASE(idx_base, "--indexbaseA"),
        ARG_QUICK(nnz == 0),
    };
    ENTRY_CHECK(prec, routine, args, rocsparse_status_success);
    VALIDATE(handle, validate_indices(handle, prec, routine, nnz, x_ind, idx_base));
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
