/* Argument checks shared by the Level 2/3 and conversion entry points, so
 * that each rule is written once. */
#ifndef FSPARSE_CHECKS_H
#define FSPARSE_CHECKS_H

#include <limits.h>

#include "core/precision.h"
#include "core/status.h"

/* Whether a count fits rocsparse_int. A size that passes it (the slots of
 * an ELL matrix, m * width; a total of entries) is invalid_size: the
 * library indexes and counts every array in rocsparse_int. */
static inline int size_fits(long long count)
{
    return count <= INT_MAX;
}

static inline int operation_valid(rocsparse_operation op)
{
    return op == rocsparse_operation_none || op == rocsparse_operation_transpose
           || op == rocsparse_operation_conjugate_transpose;
}

static inline int partition_valid(rocsparse_hyb_partition p)
{
    return p == rocsparse_hyb_partition_auto || p == rocsparse_hyb_partition_user || p == rocsparse_hyb_partition_max;
}

/* N, T or C, as the bench driver's --transposeA/--transposeB take them. */
static inline char operation_letter(rocsparse_operation op)
{
    return op == rocsparse_operation_none ? 'N' : op == rocsparse_operation_transpose ? 'T' : 'C';
}

static inline const char* partition_name(rocsparse_hyb_partition p)
{
    return p == rocsparse_hyb_partition_user ? "user" : p == rocsparse_hyb_partition_max ? "max" : "auto";
}

/* The checks that follow logging for a descriptor's matrix: its base is
 * valid (invalid_value), then its type is general (not_implemented). */
static inline rocsparse_status descr_check(const struct _rocsparse_mat_descr* descr)
{
    if(!index_base_valid(descr->base))
        return rocsparse_status_invalid_value;
    if(descr->type != rocsparse_matrix_type_general)
        return rocsparse_status_not_implemented;
    return rocsparse_status_success;
}

/* The checks after logging that every product y = alpha op(A) x + beta y
 * makes, in the library's order: trans is an operation (invalid_value), the
 * descriptor's base (invalid_value), the operation is supported (only none
 * unless transpose_ok) and the matrix type is general (not_implemented),
 * then sizes m, n, extra >= 0 (invalid_size; extra is nnz or the ELL
 * width). On success *y_len is the length of y: m, or n for a transpose. */
rocsparse_status product_check(const struct _rocsparse_mat_descr* descr,
                               rocsparse_operation                trans,
                               int                                transpose_ok,
                               rocsparse_int                      m,
                               rocsparse_int                      n,
                               rocsparse_int                      extra,
                               rocsparse_int*                     y_len);

/* Writes an integer result (csr2ell_width, ell2csr_nnz) where the pointer
 * mode says the pointer lives. */
rocsparse_status write_int_result(rocsparse_handle handle, rocsparse_int* result, rocsparse_int value);

/* Reads n integers of a device array (blocking): the few values an entry
 * point needs to size its work. */
rocsparse_status read_ints(rocsparse_int* dst, const rocsparse_int* device_src, size_t n);

/* The number of entries of a CSR matrix of m > 0 rows, read back from its
 * row pointers (blocking). */
rocsparse_status csr_nnz_of(const rocsparse_int* csr_row_ptr, rocsparse_int m, rocsparse_int* nnz);

/* Whether the value and column arrays of a CSR matrix whose size the call
 * does not give may be null: only when the matrix has no entries, which is
 * read back from the row pointers, and only when one of them is null (so
 * the usual call does not block). Sets *empty (the matrix has no entries). */
rocsparse_status csr_arrays_check(const rocsparse_int* csr_row_ptr, rocsparse_int m, const void* csr_val,
                                  const rocsparse_int* csr_col_ind, int* empty);

#endif /* FSPARSE_CHECKS_H */
