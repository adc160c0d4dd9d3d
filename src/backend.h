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
 * is host and device pointers otherwise; so is doti's result. The sizes
 * that csr2ell_width and ell2csr_nnz return go where their result_mode
 * says, so that an entry point can ask for a size on the host without
 * touching the handle (a handle may be shared by threads). */
#ifndef FSPARSE_BACKEND_H
#define FSPARSE_BACKEND_H

#include <stddef.h>
#include <stdint.h>

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
/* Blocking copies (host <-> device) and a wait for the whole device, for
 * fsparse-device.h only: they ignore the handle's stream, so no routine
 * uses them. */
rocsparse_status backend_copy_to_device(void* dst, const void* src, size_t size);
rocsparse_status backend_copy_to_host(void* dst, const void* src, size_t size);
rocsparse_status backend_device_synchronize(void);
/* The devices of the calling thread (fsparse-device.h): a failure to ask
 * because there is no device at all gives a count of 0. set_device takes
 * a device the count says exists. */
rocsparse_status backend_get_device_count(int* count);
rocsparse_status backend_set_device(int device);
rocsparse_status backend_get_device(int* device);
/* Free and total bytes of the current device (fsparse-device.h). */
rocsparse_status backend_get_memory_info(size_t* free_bytes, size_t* total_bytes);

/* What routines use instead: transfers in order on the handle's stream. */
/* Copies size bytes of device memory to host memory once the work queued
 * on the handle's stream is done, and returns when they are there: it
 * waits for that stream only. */
rocsparse_status backend_read_to_host(rocsparse_handle handle, void* dst, const void* device_src, size_t size);
/* *device_dst = value, queued on the handle's stream (no wait). */
rocsparse_status backend_store_int(rocsparse_handle handle, rocsparse_int* device_dst, rocsparse_int value);

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

/* ---------------------------------- Triangular solves and factorizations */
/* The triangle T of a square CSR matrix A (m x m, nnz entries, base) that a
 * fill mode names: the entries on that side of the diagonal (lower: column
 * < row, upper: column > row) and the diagonal. Entries on the other side
 * are ignored, and so is any entry whose column lies outside [base, base +
 * m): malformed columns can neither make a kernel read outside its arrays
 * nor make it wait for ever. Columns may be unsorted for the solves; the
 * factorizations need them sorted and distinct within rows. The diagonal
 * type unit means the diagonal is 1 and any diagonal entry is ignored.
 *
 * A zero pivot is a row, zero-based, whose diagonal entry is missing or
 * zero (non-unit diagonal only). Pivot cells are rocsparse_int in device
 * memory, rocsparse_int max meaning none; kernels lower them with an
 * atomic minimum and never reset them (the entry points do, before each
 * analysis, solve and factorization). A solve or
 * factorization with a zero pivot completes: it divides by the zero, so
 * inf or NaN spreads to the rows that depend on that row, and every other
 * row is right. */

/* Bytes of the user's buffer (never 0) that backend_trm_analysis and the
 * solves and factorizations below need, for nrhs right-hand sides (1 for
 * csrsv, csric0 and csrilu0; csrsm's solve takes the nrhs it was sized
 * for, or fewer). */
rocsparse_status backend_trm_buffer_size(rocsparse_handle handle,
                                         precision        prec,
                                         rocsparse_int    m,
                                         rocsparse_int    nnz,
                                         rocsparse_int    nrhs,
                                         size_t*          buffer_size);

/* The dependencies of the triangle (fill) for solves with op(T), trans
 * none or transpose (a conjugate transpose has the transpose's), and the
 * order the solves take the rows in. Depends on the pattern only: the
 * values may change between analysis and solves. Runs on the device on the
 * HIP backend; may allocate and synchronise (setup work). temp_buffer holds
 * backend_trm_buffer_size bytes. The result is the backend's own, freed by
 * backend_trm_analysis_free; solves read it and never write it, so solves
 * with one analysis may run at the same time. m > 0 (nnz may be 0). */
rocsparse_status backend_trm_analysis(rocsparse_handle     handle,
                                      rocsparse_operation  trans,
                                      rocsparse_fill_mode  fill,
                                      rocsparse_int        m,
                                      rocsparse_int        nnz,
                                      rocsparse_index_base base,
                                      const rocsparse_int* csr_row_ptr,
                                      const rocsparse_int* csr_col_ind,
                                      void*                temp_buffer,
                                      void**               analysis);
rocsparse_status backend_trm_analysis_free(void* analysis);

/* The part of a factorization's work that depends on the pattern only,
 * kept in an analysis of the lower triangle for op none that csrilu0
 * (cholesky 0) or csric0 (1) will use; made once per analysis and kind,
 * later calls return at once. The HIP backend keeps there where each row
 * finds the values it takes of its dependencies (trm_factor.hip); the
 * host backend finds them as it factorizes and keeps nothing. row_ptr and
 * col_ind are the analysed matrix's. Setup work: may allocate and
 * synchronise. */
rocsparse_status backend_trm_factor_analysis(rocsparse_handle     handle,
                                             void*                analysis,
                                             int                  cholesky,
                                             rocsparse_index_base base,
                                             const rocsparse_int* csr_row_ptr,
                                             const rocsparse_int* csr_col_ind);

/* *pivot = the first row whose diagonal entry the analysis found missing,
 * or rocsparse_int max, queued on the handle's stream: how an entry point
 * resets a non-unit pivot cell before a solve or factorization lowers it
 * (a unit one it resets with backend_store_int). */
rocsparse_status backend_trm_structural_pivot(rocsparse_handle handle, const void* analysis, rocsparse_int* pivot);

/* Solves op(T) * y = alpha * x, op none, transpose or conjugate transpose
 * (the analysis was made for none, or for transpose in both other cases).
 * x and y may be the same array. Zero pivots lower *pivot. */
rocsparse_status backend_csrsv_solve(rocsparse_handle     handle,
                                     precision            prec,
                                     rocsparse_operation  trans,
                                     rocsparse_diag_type  diag,
                                     rocsparse_int        m,
                                     rocsparse_int        nnz,
                                     const void*          alpha,
                                     rocsparse_index_base base,
                                     const void*          csr_val,
                                     const rocsparse_int* csr_row_ptr,
                                     const rocsparse_int* csr_col_ind,
                                     const void*          analysis,
                                     const void*          x,
                                     void*                y,
                                     rocsparse_int*       pivot,
                                     void*                temp_buffer);

/* Solves op(T) * X = alpha * op(B) in place: B is m x nrhs column-major
 * (ldb >= m) for trans_B none, nrhs x m (ldb >= nrhs) for transpose, and
 * X overwrites it in the same layout. nrhs > 0. */
rocsparse_status backend_csrsm_solve(rocsparse_handle     handle,
                                     precision            prec,
                                     rocsparse_operation  trans_A,
                                     rocsparse_operation  trans_B,
                                     rocsparse_diag_type  diag,
                                     rocsparse_int        m,
                                     rocsparse_int        nrhs,
                                     rocsparse_int        nnz,
                                     const void*          alpha,
                                     rocsparse_index_base base,
                                     const void*          csr_val,
                                     const rocsparse_int* csr_row_ptr,
                                     const rocsparse_int* csr_col_ind,
                                     const void*          analysis,
                                     void*                B,
                                     rocsparse_int        ldb,
                                     rocsparse_int*       pivot,
                                     void*                temp_buffer);

/* ILU(0) in place: A = L * U on A's pattern, L unit lower (its diagonal
 * not stored), U upper with A's diagonal positions. analysis is the lower
 * triangle's for op none (its dependencies are the factorization's). A row
 * whose diagonal is missing, or whose U diagonal comes out zero, is a zero
 * pivot; the rows below that use it then hold inf or NaN. */
rocsparse_status backend_csrilu0(rocsparse_handle     handle,
                                 precision            prec,
                                 rocsparse_int        m,
                                 rocsparse_int        nnz,
                                 rocsparse_index_base base,
                                 void*                csr_val,
                                 const rocsparse_int* csr_row_ptr,
                                 const rocsparse_int* csr_col_ind,
                                 const void*          analysis,
                                 rocsparse_int*       pivot,
                                 void*                temp_buffer);

/* IC(0) in place on the lower triangle: A = L * L^H on A's lower pattern
 * (conjugate transpose; A Hermitian, only its lower triangle read), the
 * upper triangle's entries untouched. A row whose diagonal is missing or
 * whose value under the square root has a real part <= 0 is a zero pivot
 * (that square root is then NaN or 0, spreading as above). */
rocsparse_status backend_csric0(rocsparse_handle     handle,
                                precision            prec,
                                rocsparse_int        m,
                                rocsparse_int        nnz,
                                rocsparse_index_base base,
                                void*                csr_val,
                                const rocsparse_int* csr_row_ptr,
                                const rocsparse_int* csr_col_ind,
                                const void*          analysis,
                                rocsparse_int*       pivot,
                                void*                temp_buffer);

/* --------------------------------------------------------------- Conversion */
/* Sizes are > 0 unless said. Both bases are passed where the formats may
 * differ (the CSR and the ELL descriptor each have one). An ELL matrix has
 * at most INT_MAX slots (m * ell_width; the entry points check). The HIP
 * backend counts the m + 1 row pointers of its scans in rocsparse_int:
 * for m == INT_MAX its coo2csr, ell2csr_nnz, csr2hyb and hyb2csr (and the
 * buffer size query) return invalid_size. */

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

/* *ell_width = longest row; ell_width is a host or device pointer as
 * result_mode says (a host one is written before the call returns). */
rocsparse_status backend_csr2ell_width(rocsparse_handle       handle,
                                       rocsparse_pointer_mode result_mode,
                                       rocsparse_int          m,
                                       const rocsparse_int*   csr_row_ptr,
                                       rocsparse_int*         ell_width);

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
 * follows result_mode as ell_width does above, and csr_nnz may be null
 * (the count is not wanted). ell_width may be 0. m * ell_width + csr_base
 * <= INT_MAX (the entry point checks), so that no row pointer overflows
 * even when every slot is an entry. */
rocsparse_status backend_ell2csr_nnz(rocsparse_handle       handle,
                                     rocsparse_pointer_mode result_mode,
                                     rocsparse_int          m,
                                     rocsparse_int          n,
                                     rocsparse_index_base   ell_base,
                                     rocsparse_int          ell_width,
                                     const rocsparse_int*   ell_col_ind,
                                     rocsparse_index_base   csr_base,
                                     rocsparse_int*         csr_row_ptr,
                                     rocsparse_int*         csr_nnz);

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

/* ------------------------------------------ Sparse product (csrgemm) */
/* One CSR operand of C = alpha * A * B + beta * D: its own base, columns
 * possibly unsorted within rows (entries of one row with equal columns
 * count as one column of the pattern, their values summed). val is null
 * in the calls that see the pattern only. */
typedef struct csr_operand
{
    rocsparse_int        nnz;
    rocsparse_index_base base;
    const void*          val;
    const rocsparse_int* row_ptr;
    const rocsparse_int* col_ind;
} csr_operand;

/* The three calls of csrgemm. A is m x k, B is k x n, D and C are m x n;
 * m > 0 and n > 0, k and the nnz may be 0. A and B are both null when the
 * product term is absent (alpha null), D is null when the sum term is
 * absent (beta null); at least one term is present.
 *
 * Row i of C has, ascending and once each, the columns j of every
 * structural product A(i, l) * B(l, j) and those of row i of D; no entry
 * is dropped for its value, none is added beyond these. The count of
 * intermediate products (the sum over A's entries of the length of the B
 * row they select) may pass 2^31: it is counted in 64 bits.
 *
 * The temporary buffer holds backend_csrgemm_buffer_size bytes (never 0):
 * a small multiple of m, plus what rows too long for the kernels' on-chip
 * tables need (README states the bound). Its contents do not carry from
 * csrgemm_nnz to csrgemm: each call works from the operands alone (and
 * csrgemm from C's row pointers). The buffer size query and csrgemm_nnz
 * may wait for the handle's stream (they read counts back); csrgemm does
 * not. */
rocsparse_status backend_csrgemm_buffer_size(rocsparse_handle   handle,
                                             precision          prec,
                                             rocsparse_int      m,
                                             rocsparse_int      n,
                                             rocsparse_int      k,
                                             const csr_operand* A,
                                             const csr_operand* B,
                                             const csr_operand* D,
                                             size_t*            buffer_size);

/* C's row pointers (m + 1, base c_base) and *nnz_C, a host or device
 * pointer as result_mode says (a host one is written before the call
 * returns). Returns invalid_size, with csr_row_ptr_C and *nnz_C
 * unspecified, when nnz_C + c_base would pass INT_MAX. */
rocsparse_status backend_csrgemm_nnz(rocsparse_handle       handle,
                                     rocsparse_int          m,
                                     rocsparse_int          n,
                                     rocsparse_int          k,
                                     const csr_operand*     A,
                                     const csr_operand*     B,
                                     const csr_operand*     D,
                                     rocsparse_index_base   c_base,
                                     rocsparse_int*         csr_row_ptr_C,
                                     rocsparse_pointer_mode result_mode,
                                     rocsparse_int*         nnz_C,
                                     void*                  temp_buffer);

/* C's columns and values, on the row pointers csrgemm_nnz gave; alpha and
 * beta follow the handle's pointer mode (alpha is read only when A is
 * given, beta only when D is). */
rocsparse_status backend_csrgemm(rocsparse_handle     handle,
                                 precision            prec,
                                 rocsparse_int        m,
                                 rocsparse_int        n,
                                 rocsparse_int        k,
                                 const void*          alpha,
                                 const csr_operand*   A,
                                 const csr_operand*   B,
                                 const void*          beta,
                                 const csr_operand*   D,
                                 rocsparse_index_base c_base,
                                 void*                csr_val_C,
                                 const rocsparse_int* csr_row_ptr_C,
                                 rocsparse_int*       csr_col_ind_C,
                                 void*                temp_buffer);

/* ------------------------------------- Transposition, sorting, counting */
/* Sizes are > 0 unless said; temporary buffers hold what the matching
 * _buffer_size gave (never 0). Index data that validation mode has not
 * checked may be wrong: a kernel then produces garbage in its outputs but
 * never reads or writes outside the arrays the sizes describe (sort keys
 * are taken on the bits that the sizes say they need). */

/* Depends on the sizes and the action only. */
rocsparse_status backend_csr2csc_buffer_size(rocsparse_handle handle,
                                             rocsparse_int    m,
                                             rocsparse_int    n,
                                             rocsparse_int    nnz,
                                             rocsparse_action action,
                                             size_t*          buffer_size);

/* The CSC form (base for both) of an m x n CSR matrix: csc_col_ptr (n +
 * 1), csc_row_ind (nnz, rows ascending within each column), csc_val
 * (nnz) for action numeric only. nnz may be 0 (then only the column
 * pointers are written). */
rocsparse_status backend_csr2csc(rocsparse_handle     handle,
                                 precision            prec,
                                 rocsparse_int        m,
                                 rocsparse_int        n,
                                 rocsparse_int        nnz,
                                 rocsparse_index_base base,
                                 const void*          csr_val,
                                 const rocsparse_int* csr_row_ptr,
                                 const rocsparse_int* csr_col_ind,
                                 void*                csc_val,
                                 rocsparse_int*       csc_row_ind,
                                 rocsparse_int*       csc_col_ptr,
                                 rocsparse_action     action,
                                 void*                temp_buffer);

/* p[i] = i. */
rocsparse_status backend_identity_permutation(rocsparse_handle handle, rocsparse_int n, rocsparse_int* p);

/* The sorts are stable (equal keys keep their order) and permute perm
 * along with the keys when it is not null: perm[j] becomes the old
 * perm[s], s the position the j-th sorted entry came from.
 *
 * csrsort: columns ascending within each of the m rows (columns in
 * [base, base + n)). cscsort is the same call with the roles of m and n
 * exchanged. */
rocsparse_status backend_csrsort_buffer_size(rocsparse_handle handle,
                                             rocsparse_int    m,
                                             rocsparse_int    n,
                                             rocsparse_int    nnz,
                                             size_t*          buffer_size);
rocsparse_status backend_csrsort(rocsparse_handle     handle,
                                 rocsparse_int        m,
                                 rocsparse_int        n,
                                 rocsparse_int        nnz,
                                 rocsparse_index_base base,
                                 const rocsparse_int* csr_row_ptr,
                                 rocsparse_int*       csr_col_ind,
                                 rocsparse_int*       perm,
                                 void*                temp_buffer);

/* coosort: entries by (major, minor), major in [0, m] and minor in [0,
 * n] (either base): by row, major is the row array and minor the column
 * array; by column, the other way round (and m, n exchanged). */
rocsparse_status backend_coosort_buffer_size(rocsparse_handle handle,
                                             rocsparse_int    m,
                                             rocsparse_int    n,
                                             rocsparse_int    nnz,
                                             size_t*          buffer_size);
rocsparse_status backend_coosort(rocsparse_handle handle,
                                 rocsparse_int    m,
                                 rocsparse_int    n,
                                 rocsparse_int    nnz,
                                 rocsparse_int*   major,
                                 rocsparse_int*   minor,
                                 rocsparse_int*   perm,
                                 void*            temp_buffer);

/* The non-zeros of a dense m x n column-major matrix A (ld >= m) per row
 * (m counts) or per column (n counts), and their total in *nnz_total, a
 * host or device pointer as result_mode says (a host one is written before
 * the call returns). Zero means equal to 0, both parts for complex. */
rocsparse_status backend_nnz(rocsparse_handle       handle,
                             precision              prec,
                             rocsparse_direction    dir,
                             rocsparse_int          m,
                             rocsparse_int          n,
                             const void*            A,
                             rocsparse_int          ld,
                             rocsparse_int*         nnz_per_row_columns,
                             rocsparse_pointer_mode result_mode,
                             rocsparse_int*         nnz_total);

/* ------------------------------------------------------- index validation */
/* Checks of the index arrays a routine is given, for validation mode
 * (src/core/validate.c calls them and reports what they find). Each only reads, looks for the first entry
 * that breaks its rule, and returns once *found is on the host: the HIP
 * backend runs one kernel on the handle's stream, copies a small result
 * from the handle's workspace and waits for that stream only. Sizes are
 * >= 0 and the arrays hold what the sizes say.
 *
 * found->pos is -1 when every entry keeps the rule. Otherwise it is the
 * first position that breaks it (for two arrays checked entry by entry,
 * the first entry, the first array before the second), found->array says
 * which array (0: the first one named, 1: the second) and found->value is
 * the entry there. */
typedef struct index_violation
{
    int64_t       pos;
    int           array;
    rocsparse_int value;
} index_violation;

/* row_ptr (m + 1 entries): row_ptr[0] == base, row_ptr[i] <= row_ptr[i + 1],
 * and row_ptr[m] == nnz + base when nnz >= 0. *last = row_ptr[m]. */
rocsparse_status backend_validate_row_ptr(rocsparse_handle     handle,
                                          rocsparse_int        m,
                                          rocsparse_int        nnz,
                                          rocsparse_index_base base,
                                          const rocsparse_int* row_ptr,
                                          rocsparse_int*       last,
                                          index_violation*     found);

/* For row pointers that passed the check above, with nnz entries: each
 * col_ind entry lies in [base, base + n) (n < 0: is only >= base), and,
 * when sorted, is greater than the entry before it in its row. */
rocsparse_status backend_validate_csr_columns(rocsparse_handle     handle,
                                              rocsparse_int        m,
                                              rocsparse_int        n,
                                              rocsparse_int        nnz,
                                              rocsparse_index_base base,
                                              const rocsparse_int* row_ptr,
                                              const rocsparse_int* col_ind,
                                              int                  sorted,
                                              index_violation*     found);

/* Entry by entry, the row (array 0) before the column (array 1): row_ind
 * lies in [base, base + m) and is not less than the row before it;
 * col_ind (unless NULL) lies in [base, base + n) and, when sorted, is
 * greater than the column before it if that entry is in the same row. */
rocsparse_status backend_validate_coo(rocsparse_handle     handle,
                                      rocsparse_int        m,
                                      rocsparse_int        n,
                                      rocsparse_int        nnz,
                                      rocsparse_index_base base,
                                      const rocsparse_int* row_ind,
                                      const rocsparse_int* col_ind,
                                      int                  sorted,
                                      index_violation*     found);

/* Each entry [j * m + i] of an ELL index array (m * width <= INT_MAX) is
 * padding (-1) or lies in [base, base + n), and no entry in range follows
 * padding in its row (padding ends a row, as rocSPARSE's ellmv reads it). */
rocsparse_status backend_validate_ell(rocsparse_handle     handle,
                                      rocsparse_int        m,
                                      rocsparse_int        n,
                                      rocsparse_int        width,
                                      rocsparse_index_base base,
                                      const rocsparse_int* col_ind,
                                      index_violation*     found);

/* A sparse vector's indices: ind[k] >= base (the dense length is not
 * known to the routines that take one). */
rocsparse_status backend_validate_indices(rocsparse_handle     handle,
                                          rocsparse_int        nnz,
                                          rocsparse_index_base base,
                                          const rocsparse_int* ind,
                                          index_violation*     found);

#ifdef __cplusplus
}
#endif

#endif /* FSPARSE_BACKEND_H */
