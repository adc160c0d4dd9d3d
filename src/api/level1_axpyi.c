/* rocsparse_Xaxpyi: y += alpha * x, x sparse; alpha 0 leaves y as it is. */
#include "backend.h"
#include "core/entry.h"
#include "core/validate.h"

static rocsparse_status axpyi(rocsparse_handle     handle,
                              precision            prec,
                              rocsparse_int        nnz,
                              const void*          alpha,
                              const void*          x_val,
                              const rocsparse_int* x_ind,
                              void*                y,
                              rocsparse_index_base idx_base)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(nnz, "--nnz"),
        ARG_SCALAR_IDLE(alpha, "--alpha", 0),
        ARG_ARRAY(x_val, 1),
        ARG_ARRAY(x_ind, 1),
        ARG_ARRAY(y, 1),
        ARG_BASE(idx_base, "--indexbaseA"),
        ARG_QUICK(nnz == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xaxpyi", args, rocsparse_status_success);
    VALIDATE(handle, validate_indices(handle, prec, "rocsparse_Xaxpyi", nnz, x_ind, idx_base));
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
