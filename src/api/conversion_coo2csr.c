/* rocsparse_coo2csr: sorted COO row indices compressed into CSR row
 * pointers. */
#include "backend.h"
#include "core/checks.h"
#include "core/entry.h"
#include "core/validate.h"

rocsparse_status rocsparse_coo2csr(rocsparse_handle     handle,
                                   const rocsparse_int* coo_row_ind,
                                   rocsparse_int        nnz,
                                   rocsparse_int        m,
                                   rocsparse_int*       csr_row_ptr,
                                   rocsparse_index_base idx_base)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_ARRAY(coo_row_ind, nnz > 0),
        ARG_SIZE(nnz, "--nnz"),
        ARG_SIZE(m, "-m"),
        ARG_ARRAY(csr_row_ptr, 1),
        ARG_BASE(idx_base, "--indexbaseA"),
        /* The last row pointer, nnz + base, must fit. */
        ARG_SIZE_RULE(size_fits((long long)nnz + idx_base)),
        ARG_QUICK(m == 0),
    };
    ENTRY_CHECK(precision_s, "rocsparse_coo2csr", args, rocsparse_status_success);
    VALIDATE(handle,
             validate_coo(handle, precision_s, "rocsparse_coo2csr", m, -1, nnz, idx_base, coo_row_ind, NULL, 0));
    if(nnz > 0)
        return backend_coo2csr(handle, coo_row_ind, nnz, m, csr_row_ptr, idx_base);
    return write_empty_row_ptr(handle, m, idx_base, csr_row_ptr);
}
