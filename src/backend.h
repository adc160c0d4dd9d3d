/* The kernels every backend implements: src/host (C + OpenMP) and src/hip
 * (HIP kernels on the handle's stream). Each is declared once, here.
 *
 * The C entry points (src/api) have already logged, checked every argument
 * and taken the quick returns before they call one of these, so a backend
 * trusts its arguments: sizes are positive unless said otherwise, pointers
 * are valid, enums are in range. Values are passed untyped with their
 * precision; a backend instantiates one kernel per precision.
 *
 * Scalars (alpha, c, s) are host pointers when handle->pointer_mode is
 * host and device pointers otherwise; so are results (doti). */
#ifndef FSPARSE_BACKEND_H
#define FSPARSE_BACKEND_H

#include <stddef.h>

#include "core/precision.h"
#include "rocsparse/rocsparse.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------- device and memory */

/* Binds a new handle to the current device: records device and warp size
 * and allocates the handle's workspace. Fails with internal_error when no
 * device is usable. */
rocsparse_status backend_handle_init(rocsparse_handle handle);
/* Releases what backend_handle_init acquired. */
rocsparse_status backend_handle_fini(rocsparse_handle handle);

rocsparse_status backend_malloc(void** ptr, size_t size);
rocsparse_status backend_free(void* ptr);
/* Blocking copies (host <-> device), for the Fortran helper. */
rocsparse_status backend_copy_to_device(void* dst, const void* src, size_t size);
rocsparse_status backend_copy_to_host(void* dst, const void* src, size_t size);
rocsparse_status backend_device_synchronize(void);

/* ------------------------------------------------------------------ Level 1 */

/* y[x_ind[i]-base] += alpha * x_val[i], nnz > 0 */
rocsparse_status backend_axpyi(rocsparse_handle     handle,
                               precision            prec,
                               rocsparse_int        nnz,
                               const void*          alpha,
                               const void*          x_val,
                               const rocsparse_int* x_ind,
                               void*                y,
                               rocsparse_index_base base);

/* result = sum op(x_val[i]) * y[x_ind[i]-base], op = conj when conjugate.
 * nnz may be 0: the result is then 0. With a host result, returns once the
 * value is there. */
rocsparse_status backend_doti(rocsparse_handle     handle,
                              precision            prec,
                              int                  conjugate,
                              rocsparse_int        nnz,
                              const void*          x_val,
                              const rocsparse_int* x_ind,
                              const void*          y,
                              void*                result,
                              rocsparse_index_base base);

/* x_val[i] = y[x_ind[i]-base]; then y[x_ind[i]-base] = 0 when zero_y. */
rocsparse_status backend_gthr(rocsparse_handle     handle,
                              precision            prec,
                              int                  zero_y,
                              rocsparse_int        nnz,
                              void*                y,
                              void*                x_val,
                              const rocsparse_int* x_ind,
                              rocsparse_index_base base);

/* (x, y) <- (c x + s y, c y - s x) on the entries x_ind; real precisions. */
rocsparse_status backend_roti(rocsparse_handle     handle,
                              precision            prec,
                              rocsparse_int        nnz,
                              void*                x_val,
                              const rocsparse_int* x_ind,
                              void*                y,
                              const void*          c,
                              const void*          s,
                              rocsparse_index_base base);

/* y[x_ind[i]-base] = x_val[i] */
rocsparse_status backend_sctr(rocsparse_handle     handle,
                              precision            prec,
                              rocsparse_int        nnz,
                              const void*          x_val,
                              const rocsparse_int* x_ind,
                              void*                y,
                              rocsparse_index_base base);

#ifdef __cplusplus
}
#endif

#endif /* FSPARSE_BACKEND_H */
