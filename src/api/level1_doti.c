/* rocsparse_Xdoti and rocsparse_Xdotci: dot product of a sparse and a dense
 * vector, the latter conjugating the sparse one. */
#include "backend.h"
#include "core/entry.h"
#include "core/validate.h"

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
    /* The result is written also for nnz == 0: a dot product of nothing is 0. */
    const char*     routine = conjugate ? "rocsparse_Xdotci" : "rocsparse_Xdoti";
    const entry_arg args[]  = {
        ARG_HANDLE(handle),
        ARG_SIZE(nnz, "--nnz"),
        ARG_ARRAY(x_val, nnz > 0),
        ARG_ARRAY(x_ind, nnz > 0),
        ARG_ARRAY(y, nnz > 0),
        ARG_RESULT(result),
        ARG_BASE(idx_base, "--indexbaseA"),
    };
    ENTRY_CHECK(prec, routine, args, rocsparse_status_success);
    VALIDATE(handle, validate_indices(handle, prec, routine, nnz, x_ind, idx_base));
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
