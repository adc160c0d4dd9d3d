/* Level 1 of the host backend: the kernels of level1_template.h, one
 * instance per precision, behind the declarations of backend.h. */
#include <math.h>

#include "backend.h"
#include "host/host_types.h"

#define REAL 1
#define CONJ(v) (v)
#define P s
#define R float
#define FMA fmaf
#include "host/level1_template.h"
#undef P
#undef R
#undef FMA
#define P d
#define R double
#define FMA fma
#include "host/level1_template.h"
#undef P
#undef R
#undef FMA
#undef CONJ
#undef REAL

#define REAL 0
#define CONJ(v) conjf(v)
#define P c
#define R float
#define FMA fmaf
#include "host/level1_template.h"
#undef P
#undef R
#undef FMA
#undef CONJ
#define CONJ(v) conj(v)
#define P z
#define R double
#define FMA fma
#include "host/level1_template.h"
#undef P
#undef R
#undef FMA
#undef CONJ
#undef REAL

/* roti exists for real precisions only; these keep the dispatch uniform. */
#define host_roti_c(...) ((void)0)
#define host_roti_z(...) ((void)0)

rocsparse_status backend_axpyi(rocsparse_handle     handle,
                               precision            prec,
                               rocsparse_int        nnz,
                               const void*          alpha,
                               const void*          x_val,
                               const rocsparse_int* x_ind,
                               void*                y,
                               rocsparse_index_base base)
{
    (void)handle;
    HOST_DISPATCH(prec, host_axpyi, nnz, alpha, x_val, x_ind, y, (rocsparse_int)base);
    return rocsparse_status_success;
}

rocsparse_status backend_doti(rocsparse_handle     handle,
                              precision            prec,
                              int                  conjugate,
                              rocsparse_int        nnz,
                              const void*          x_val,
                              const rocsparse_int* x_ind,
                              const void*          y,
                              void*                result,
                              rocsparse_index_base base)
{
    (void)handle;
    HOST_DISPATCH(prec, host_doti, conjugate, nnz, x_val, x_ind, y, result, (rocsparse_int)base);
    return rocsparse_status_success;
}

rocsparse_status backend_gthr(rocsparse_handle     handle,
                              precision            prec,
                              int                  zero_y,
                              rocsparse_int        nnz,
                              void*                y,
                              void*                x_val,
                              const rocsparse_int* x_ind,
                              rocsparse_index_base base)
{
    (void)handle;
    HOST_DISPATCH(prec, host_gthr, zero_y, nnz, y, x_val, x_ind, (rocsparse_int)base);
    return rocsparse_status_success;
}

rocsparse_status backend_roti(rocsparse_handle     handle,
                              precision            prec,
                              rocsparse_int        nnz,
                              void*                x_val,
                              const rocsparse_int* x_ind,
                              void*                y,
                              const void*          c,
                              const void*          s,
                              rocsparse_index_base base)
{
    (void)handle;
    HOST_DISPATCH(prec, host_roti, nnz, x_val, x_ind, y, c, s, (rocsparse_int)base);
    return rocsparse_status_success;
}

rocsparse_status backend_sctr(rocsparse_handle     handle,
                              precision            prec,
                              rocsparse_int        nnz,
                              const void*          x_val,
                              const rocsparse_int* x_ind,
                              void*                y,
                              rocsparse_index_base base)
{
    (void)handle;
    HOST_DISPATCH(prec, host_sctr, nnz, x_val, x_ind, y, (rocsparse_int)base);
    return rocsparse_status_success;
}
