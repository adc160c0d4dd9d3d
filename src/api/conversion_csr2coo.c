/* rocsparse_csr2coo: CSR row pointers expanded into COO row indices. */
#include "backend.h"
#include "core/checks.h"
#include "core/log.h"

rocsparse_status rocsparse_csr2coo(rocsparse_handle     handle,
                                   const rocsparse_int* csr_row_ptr,
                                   rocsparse_int        nnz,
                                   rocsparse_int        m,
                                   rocsparse_int*       coo_row_ind,
                                   rocsparse_index_base idx_base)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_csr2coo", "%p,%p,%d,%d,%p,%d", (void*)handle,
                       (const void*)csr_row_ptr, nnz, m, (void*)coo_row_ind, (int)idx_base);
    if(log_benching(handle))
        log_bench_line(handle, "-f csr2coo -m %d --nnz %d --indexbaseA %d", m, nnz, (int)idx_base);
    if(!index_base_valid(idx_base))
        return rocsparse_status_invalid_value;
    if(nnz < 0 || m < 0)
        return rocsparse_status_invalid_size;
    if(nnz == 0 || m == 0)
        return rocsparse_status_success;
    if(csr_row_ptr == NULL || coo_row_ind == NULL)
        return rocsparse_status_invalid_pointer;
    return backend_csr2coo(handle, csr_row_ptr, nnz, m, coo_row_ind, idx_base);
}
