/* rocsparse_Xroti: Givens rotation of a sparse and a dense vector; the
 * identity (c 1, s 0) leaves both as they are. */
#include "backend.h"
#include "core/entry.h"
#include "core/validate.h"

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
    /* The bench driver takes c and s as its alpha and beta. */
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(nnz, "--nnz"),
        ARG_ARRAY(x_val, 1),
        ARG_ARRAY(x_ind, 1),
        ARG_ARRAY(y, 1),
        ARG_SCALAR_IDLE(c, "--alpha", 1),
        ARG_SCALAR_IDLE(s, "--beta", 0),
        ARG_BASE(idx_base, "--indexbaseA"),
        ARG_QUICK(nnz == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xroti", args, rocsparse_status_success);
    VALIDATE(handle, validate_indices(handle, prec, "rocsparse_Xroti", nnz, x_ind, idx_base));
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
