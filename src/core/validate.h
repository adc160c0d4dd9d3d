/* Validation of the index arrays a routine is given: what validation mode
 * (FSPARSE_CHECK_INPUT=1 at handle creation) checks before a routine
 * touches any output. Only in validation mode: on the GPU a separate check
 * costs more than the setup work it would guard (PERFORMANCE.md).
 *
 * Each function checks one format's index arrays with the backend's
 * validators (backend.h) and returns success, or invalid_value after one
 * line naming the routine, the array, the position and the bad value,
 * for example
 *     rocsparse_dcsrmv: csr_col_ind[17] = 9 is outside [0, 8)
 * in the handle's trace log when tracing is on, else on stderr. A
 * validator only reads: nothing is written to any output. routine and
 * prec name the routine as the trace log does (an X in routine becomes
 * the precision letter). They run after the argument checks: the sizes
 * are valid (>= 0) and the arrays the sizes call for are there; a null
 * array is not checked. */
#ifndef FSPARSE_VALIDATE_H
#define FSPARSE_VALIDATE_H

#include "core/objects.h"
#include "core/precision.h"

/* Columns strictly increase within each row (CSR, COO). */
#define VALIDATE_SORTED 1u

/* Whether the handle is in validation mode. */
static inline int input_checking(rocsparse_handle handle)
{
    return handle->check_input;
}

/* In validation mode, runs the validator call and returns its status
 * from the calling function unless it is success. */
#define VALIDATE(handle, call)                              \
    do                                                      \
    {                                                       \
        if(input_checking(handle))                          \
        {                                                   \
            const rocsparse_status validate_status_ = (call); \
            if(validate_status_ != rocsparse_status_success) \
                return validate_status_;                    \
        }                                                   \
    } while(0)

/* CSR of m rows: csr_row_ptr[0] == base, non-decreasing, and
 * csr_row_ptr[m] == nnz + base (nnz < 0: not known, any total); then, with
 * csr_col_ind not NULL, each column in [base, base + n) (n < 0: not known,
 * only >= base), strictly increasing within each row with VALIDATE_SORTED. */
rocsparse_status validate_csr(rocsparse_handle     handle,
                              precision            prec,
                              const char*          routine,
                              rocsparse_int        m,
                              rocsparse_int        n,
                              rocsparse_int        nnz,
                              rocsparse_index_base base,
                              const rocsparse_int* csr_row_ptr,
                              const rocsparse_int* csr_col_ind,
                              unsigned             flags);

/* COO of nnz entries: rows in [base, base + m) and sorted (non-decreasing);
 * with coo_col_ind not NULL, columns in [base, base + n), strictly
 * increasing within each row with VALIDATE_SORTED. */
rocsparse_status validate_coo(rocsparse_handle     handle,
                              precision            prec,
                              const char*          routine,
                              rocsparse_int        m,
                              rocsparse_int        n,
                              rocsparse_int        nnz,
                              rocsparse_index_base base,
                              const rocsparse_int* coo_row_ind,
                              const rocsparse_int* coo_col_ind,
                              unsigned             flags);

/* ELL of m rows and width ell_width (column-major): each entry in
 * [base, base + n) or padding (-1, whatever the base), padding only at
 * the end of a row. invalid_size when m * ell_width passes INT_MAX. */
rocsparse_status validate_ell(rocsparse_handle     handle,
                              precision            prec,
                              const char*          routine,
                              rocsparse_int        m,
                              rocsparse_int        n,
                              rocsparse_int        ell_width,
                              rocsparse_index_base base,
                              const rocsparse_int* ell_col_ind);

/* A HYB matrix read in base `base` (the descriptor's: the HYB does not
 * keep one): its ELL part as validate_ell, its COO part as validate_coo. */
rocsparse_status validate_hyb(rocsparse_handle        handle,
                              precision               prec,
                              const char*             routine,
                              const rocsparse_hyb_mat hyb,
                              rocsparse_index_base    base);

/* A sparse vector's nnz indices: each >= base (its dense length is not
 * known). */
rocsparse_status validate_indices(rocsparse_handle     handle,
                                  precision            prec,
                                  const char*          routine,
                                  rocsparse_int        nnz,
                                  const rocsparse_int* ind,
                                  rocsparse_index_base base);

#endif /* FSPARSE_VALIDATE_H */
