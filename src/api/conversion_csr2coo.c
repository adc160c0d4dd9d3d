/* rocsparse_csr2coo: CSR row pointers expanded into COO row indices. */
#include "backend.h"
#include "core/entry.h"
#include "core/validate.h"

rocsparse_status rocsparse_csr2coo(rocsparse_handle     handle,
                                   const rocsparse_int* csr_row_ptr,
                                   rocsparse_int        nnz,
                                   rocsparse_int        m,
                                   rocsparse_int*       coo_row_ind,
                                   rocsparse_index_base idx_base)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_ARRAY(csr_row_ptr, 1),
        ARG_SIZE(nnz, "--nnz"),
        ARG_SIZE(m, "-m"),
        ARG_ARRAY(coo_row_ind, 1),
        ARG_BASE(idx_base, "--indexbaseA"),
        /* rocSPARSE checks the arrays also when there is nothing to do. */
        ARG_QUICK_LATE(nnz == 0 || m == 0),
    };
    ENTRY_CHECK(precision_s, "rocsparse_csr2coo", args, rocsparse_status_success);
    VALIDATE(handle,
             validate_csr(handle, precision_s, "rocsparse_csr2coo", m, -1, nnz, idx_base, csr_row_ptr, NULL, 0));
    return backend_csr2coo(handle, csr_row_ptr, nnz, m, coo_row_ind, idx_base);
}
