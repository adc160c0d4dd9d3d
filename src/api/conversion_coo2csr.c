/* rocsparse_coo2csr: sorted COO row indices compressed into CSR row
 * pointers. */
#include "backend.h"
#include "core/checks.h"
#include "core/log.h"

rocsparse_status rocsparse_coo2csr(rocsparse_handle     handle,
                                   const rocsparse_int* coo_row_ind,
                                   rocsparse_int        nnz,
                                   rocsparse_int        m,
                                   rocsparse_int*       csr_row_ptr,
                                   rocsparse_index_base idx_base)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_coo2csr", "%p,%p,%d,%d,%p,%d", (void*)handle,
                       (const void*)coo_row_ind, nnz, m, (void*)csr_row_ptr, (int)idx_base);
    if(log_benching(handle))
        log_bench_line(handle, "-f coo2csr -m %d --nnz %d --indexbaseA %d", m, nnz, (int)idx_base);
    if(!index_base_valid(idx_base))
        return rocsparse_status_invalid_value;
    /* The last row pointer, nnz + base, must fit. */
    if(nnz < 0 || m < 0 || !size_fits((long long)nnz + idx_base))
        return rocsparse_status_invalid_size;
    if(m == 0)
        return rocsparse_status_success;
    if(csr_row_ptr == NULL || (nnz > 0 && coo_row_ind == NULL))
        return rocsparse_status_invalid_pointer;
    if(nnz > 0)
        return backend_coo2csr(handle, coo_row_ind, nnz, m, csr_row_ptr, idx_base);
    /* No entries: every row pointer is the base. The row pointers of an ELL
     * matrix of width 0 are exactly that; its count goes to a host int. */
    rocsparse_int                nnz_out;
    const rocsparse_pointer_mode mode = handle->pointer_mode;
    handle->pointer_mode              = rocsparse_pointer_mode_host;
    rocsparse_status status = backend_ell2csr_nnz(handle, m, 1, idx_base, 0, NULL, idx_base, csr_row_ptr, &nnz_out);
    handle->pointer_mode    = mode;
    return status;
}
