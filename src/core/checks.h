/* The checks an entry point makes after entry_check (core/entry.h) that
 * need the device: small reads of the data to size the work, and results
 * written where the pointer mode says. */
#ifndef FSPARSE_CHECKS_H
#define FSPARSE_CHECKS_H

#include "core/precision.h"
#include "core/status.h"

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
