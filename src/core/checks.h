/* The checks an entry point makes after entry_check (core/entry.h) that
 * need the device: small reads of the data to size the work, and results
 * written where the pointer mode says. */
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

/* Writes an integer result (csr2ell_width, ell2csr_nnz) where the pointer
 * mode says the pointer lives: a device one in order on the handle's
 * stream, after the work queued there. */
rocsparse_status write_int_result(rocsparse_handle handle, rocsparse_int* result, rocsparse_int value);

/* Writes the m + 1 row pointers of a CSR matrix of m > 0 rows and no
 * entries: all the base. */
rocsparse_status write_empty_row_ptr(rocsparse_handle handle, rocsparse_int m, rocsparse_index_base base,
                                     rocsparse_int* csr_row_ptr);

/* Reads n integers of a device array, the few values an entry point needs
 * to size its work: after the work queued on the handle's stream (which
 * may be producing them), waiting for that stream only. */
rocsparse_status read_ints(rocsparse_handle handle, rocsparse_int* dst, const rocsparse_int* device_src, size_t n);

/* The number of entries of a CSR matrix of m > 0 rows, read back from its
 * row pointers as read_ints does. */
rocsparse_status csr_nnz_of(rocsparse_handle handle, const rocsparse_int* csr_row_ptr, rocsparse_int m,
                            rocsparse_int* nnz);

/* Whether the value and column arrays of a CSR matrix whose size the call
 * does not give may be null: only when the matrix has no entries, which is
 * read back from the row pointers, and only when one of them is null (so
 * the usual call does not wait for the stream). Sets *empty (the matrix
 * has no entries). */
rocsparse_status csr_arrays_check(rocsparse_handle handle, const rocsparse_int* csr_row_ptr, rocsparse_int m,
                                  const void* csr_val, const rocsparse_int* csr_col_ind, int* empty);

#endif /* FSPARSE_CHECKS_H */
