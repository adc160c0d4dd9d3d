/* The kernels every backend implements: src/host (C + OpenMP) and src/hip
 * (HIP kernels on the handle's stream). Each is declared once, here.
 *
 * The C entry points (src/api) have already logged, checked every argument
 * and taken the quick returns before they call one of these, so a backend
 * trusts its arguments: sizes are positive unless said otherwise, pointers
 * are valid, enums are in range. Values are passed untyped with their
 * precision; a backend instantiates one kernel per precision.
 *
 * Scalars (alpha, beta, c, s) are host pointers when handle->pointer_mode
 * is host and device pointers otherwise; so are results (doti, and the
 * sizes that csr2ell_width and ell2csr_nnz return). */
#ifndef FSPARSE_BACKEND_H
#define FSPARSE_BACKEND_H

#include <stddef.h>

#include "core/objects.h"
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

/* The strategies a test may force for a setting (FSPARSE_FORCE_KERNEL), by
 * name, NULL-terminated: the handle stores 1 + the index of the forced
 * one. An empty list where the backend has only one kernel. */
const char* const* backend_forcible_kernels(forced_setting setting);

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


/* ------------------------------------------------------------------ Level 2 */
/* Common to the products: y = alpha * op(A) * x + beta * y with op given by
 * trans (none, transpose, conjugate_transpose). A is m x n; x has n entries
 * (m for a transpose), y has m (n for a transpose). The entry points have
 * taken every quick return that needs no arithmetic; m, n, nnz may still be
 * 0, and then y = beta * y (beta == 0 writes 0, even over NaN). beta == NULL
 * means "add to y" (beta 1, with no read of a scalar): hybmv adds its COO
 * part to what its ELL part wrote. Matrix indices are in base `base`. */

rocsparse_status backend_coomv(rocsparse_handle     handle,
                               precision            prec,
                               rocsparse_operation  trans,
                               rocsparse_int        m,
                               rocsparse_int        n,
                               rocsparse_int        nnz,
                               const void*          alpha,
                               rocsparse_index_base base,
                               const void*          coo_val,
                               const rocsparse_int* coo_row_ind,
                               const rocsparse_int* coo_col_ind,
                               const void*          x,
                               const void*          beta,
                               void*                y);

/* Builds what csrmv needs for a load-balanced product of this matrix
 * (structure only: the values may change between analysis and products).
 * The result is the backend's own and is freed by
 * backend_csrmv_analysis_free. m, n, nnz > 0. May allocate and synchronise
 * (analysis is setup work, not a hot path). */
rocsparse_status backend_csrmv_analysis(rocsparse_handle     handle,
                                        rocsparse_operation  trans,
                                        rocsparse_int        m,
                                        rocsparse_int        n,
                                        rocsparse_int        nnz,
                                        rocsparse_index_base base,
                                        const rocsparse_int* csr_row_ptr,
                                        const rocsparse_int* csr_col_ind,
                                        void**               analysis);
rocsparse_status backend_csrmv_analysis_free(void* analysis);

/* analysis is what backend_csrmv_analysis made for this matrix, or NULL
 * (then the backend picks a kernel from m and nnz alone). Products with
 * one analysis may run at the same time on several streams or threads, as
 * rocSPARSE allows: a product writes nothing to the analysis that another
 * product reads for its result. */
rocsparse_status backend_csrmv(rocsparse_handle     handle,
                               precision            prec,
                               rocsparse_operation  trans,
                               rocsparse_int        m,
                               rocsparse_int        n,
                               rocsparse_int        nnz,
                               const void*          alpha,
                               rocsparse_index_base base,
                               const void*          csr_val,
                               const rocsparse_int* csr_row_ptr,
                               const rocsparse_int* csr_col_ind,
                               void*                analysis,
                               const void*          x,
                               const void*          beta,
                               void*                y);

/* ELL: entry (i, j) of ell_val/ell_col_ind is at [j * m + i]. Padding
 * entries have column index -1 (whatever the base) and are skipped; so is
 * any index outside [base, base + n), as rocSPARSE's ellmv does. */
rocsparse_status backend_ellmv(rocsparse_handle     handle,
                               precision            prec,
                               rocsparse_operation  trans,
                               rocsparse_int        m,
                               rocsparse_int        n,
                               const void*          alpha,
                               rocsparse_index_base base,
                               const void*          ell_val,
                               const rocsparse_int* ell_col_ind,
                               rocsparse_int        ell_width,
                               const void*          x,
                               const void*          beta,
                               void*                y);

/* ------------------------------------------------------------------ Level 3 */
/* C = alpha * op(A) * op(B) + beta * C; A is CSR (m x k before op), B and C
 * column-major with leading dimensions ldb and ldc; C is m x n (op(A) rows
 * by n). m, n, k may be 0 as for the Level 2 products. */
rocsparse_status backend_csrmm(rocsparse_handle     handle,
                               precision            prec,
                               rocsparse_operation  trans_A,
                               rocsparse_operation  trans_B,
                               rocsparse_int        m,
                               rocsparse_int        n,
                               rocsparse_int        k,
                               rocsparse_int        nnz,
                               const void*          alpha,
                               rocsparse_index_base base,
                               const void*          csr_val,
                               const rocsparse_int* csr_row_ptr,
                               const rocsparse_int* csr_col_ind,
                               const void*          B,
                               rocsparse_int        ldb,
                               const void*          beta,
                               void*                C,
                               rocsparse_int        ldc);

/* --------------------------------------------------------------- Conversion */
/* Sizes are > 0 unless said. Both bases are passed where the formats may
 * differ (the CSR and the ELL descriptor each have one). */

rocsparse_status backend_csr2coo(rocsparse_handle     handle,
                                 const rocsparse_int* csr_row_ptr,
                                 rocsparse_int        nnz,
                                 rocsparse_int        m,
                                 rocsparse_int*       coo_row_ind,
                                 rocsparse_index_base base);

rocsparse_status backend_coo2csr(rocsparse_handle     handle,
                                 const rocsparse_int* coo_row_ind,
                                 rocsparse_int        nnz,
                                 rocsparse_int        m,
                                 rocsparse_int*       csr_row_ptr,
                                 rocsparse_index_base base);

/* *ell_width = longest row; ell_width is a host or device pointer as the
 * pointer mode says (a host one is written before the call returns). */
rocsparse_status backend_csr2ell_width(rocsparse_handle     handle,
                                       rocsparse_int        m,
                                       const rocsparse_int* csr_row_ptr,
                                       rocsparse_int*       ell_width);

rocsparse_status backend_csr2ell(rocsparse_handle     handle,
                                 precision            prec,
                                 rocsparse_int        m,
                                 rocsparse_index_base csr_base,
                                 const void*          csr_val,
                                 const rocsparse_int* csr_row_ptr,
                                 const rocsparse_int* csr_col_ind,
                                 rocsparse_index_base ell_base,
                                 rocsparse_int        ell_width,
                                 void*                ell_val,
                                 rocsparse_int*       ell_col_ind);

/* Row pointers (base csr_base) of the CSR form of an ELL matrix; *csr_nnz
 * follows the pointer mode as ell_width does above. ell_width may be 0. */
rocsparse_status backend_ell2csr_nnz(rocsparse_handle     handle,
                                     rocsparse_int        m,
                                     rocsparse_int        n,
                                     rocsparse_index_base ell_base,
                                     rocsparse_int        ell_width,
                                     const rocsparse_int* ell_col_ind,
                                     rocsparse_index_base csr_base,
                                     rocsparse_int*       csr_row_ptr,
                                     rocsparse_int*       csr_nnz);

rocsparse_status backend_ell2csr(rocsparse_handle     handle,
                                 precision            prec,
                                 rocsparse_int        m,
                                 rocsparse_int        n,
                                 rocsparse_index_base ell_base,
                                 rocsparse_int        ell_width,
                                 const void*          ell_val,
                                 const rocsparse_int* ell_col_ind,
                                 rocsparse_index_base csr_base,
                                 void*                csr_val,
                                 const rocsparse_int* csr_row_ptr,
                                 rocsparse_int*       csr_col_ind);

/* Gives hyb new contents through hyb_replace (core/hyb_mat.h), so that a
 * failure leaves the old ones: ELL part of width ell_width (chosen by the
 * entry point from the partition), COO part with what does not fit, both
 * in base `base`. May allocate and synchronise: it has to learn the COO
 * part's size. */
rocsparse_status backend_csr2hyb(rocsparse_handle        handle,
                                 precision               prec,
                                 rocsparse_int           m,
                                 rocsparse_int           n,
                                 rocsparse_index_base    base,
                                 const void*             csr_val,
                                 const rocsparse_int*    csr_row_ptr,
                                 const rocsparse_int*    csr_col_ind,
                                 rocsparse_int           ell_width,
                                 rocsparse_hyb_partition partition,
                                 rocsparse_hyb_mat       hyb);

/* Temporary bytes that backend_hyb2csr needs for this hyb (> 0). */
rocsparse_status backend_hyb2csr_buffer_size(rocsparse_handle        handle,
                                             const rocsparse_hyb_mat hyb,
                                             size_t*                 buffer_size);

rocsparse_status backend_hyb2csr(rocsparse_handle        handle,
                                 precision               prec,
                                 rocsparse_index_base    base,
                                 const rocsparse_hyb_mat hyb,
                                 void*                   csr_val,
                                 rocsparse_int*          csr_row_ptr,
                                 rocsparse_int*          csr_col_ind,
                                 void*                   temp_buffer);

#ifdef __cplusplus
}
#endif

#endif /* FSPARSE_BACKEND_H */
