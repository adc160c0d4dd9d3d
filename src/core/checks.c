#include "core/checks.h"

#include "backend.h"

rocsparse_status write_int_result(rocsparse_handle handle, rocsparse_int* result, rocsparse_int value)
{
    if(handle->pointer_mode == rocsparse_pointer_mode_host)
    {
        *result = value;
        return rocsparse_status_success;
    }
    return backend_store_int(handle, result, value);
}

rocsparse_status write_empty_row_ptr(rocsparse_handle handle, rocsparse_int m, rocsparse_index_base base,
                                     rocsparse_int* csr_row_ptr)
{
    /* The row pointers of an ELL matrix of width 0 are exactly these; its
     * count is not wanted. */
    return backend_ell2csr_nnz(handle, rocsparse_pointer_mode_host, m, 1, base, 0, NULL, base, csr_row_ptr, NULL);
}

rocsparse_status read_ints(rocsparse_handle handle, rocsparse_int* dst, const rocsparse_int* device_src, size_t n)
{
    return backend_read_to_host(handle, dst, device_src, n * sizeof(*dst));
}

rocsparse_status csr_nnz_of(rocsparse_handle handle, const rocsparse_int* csr_row_ptr, rocsparse_int m,
                            rocsparse_int* nnz)
{
    rocsparse_int first, last;
    RETURN_IF_ERROR(read_ints(handle, &first, csr_row_ptr, 1));
    RETURN_IF_ERROR(read_ints(handle, &last, csr_row_ptr + m, 1));
    *nnz = last - first;
    return rocsparse_status_success;
}

rocsparse_status csr_arrays_check(rocsparse_handle handle, const rocsparse_int* csr_row_ptr, rocsparse_int m,
                                  const void* csr_val, const rocsparse_int* csr_col_ind, int* empty)
{
    *empty = 0;
    if(csr_val != NULL && csr_col_ind != NULL)
        return rocsparse_status_success;
    rocsparse_int nnz;
    RETURN_IF_ERROR(csr_nnz_of(handle, csr_row_ptr, m, &nnz));
    if(nnz != 0)
        return rocsparse_status_invalid_pointer;
    *empty = 1;
    return rocsparse_status_success;
}
