/* rocsparse_ell2csr_nnz and rocsparse_Xell2csr: ELL to CSR, padding and
 * out-of-range column indices dropped. */
#include "backend.h"
#include "core/checks.h"
#include "core/entry.h"
#include "core/validate.h"

rocsparse_status rocsparse_ell2csr_nnz(rocsparse_handle          handle,
                                       rocsparse_int             m,
                                       rocsparse_int             n,
                                       const rocsparse_mat_descr ell_descr,
                                       rocsparse_int             ell_width,
                                       const rocsparse_int*      ell_col_ind,
                                       const rocsparse_mat_descr csr_descr,
                                       rocsparse_int*            csr_row_ptr,
                                       rocsparse_int*            csr_nnz)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_DESCR(ell_descr, "--indexbaseA"),
        ARG_SIZE(ell_width, "--ell_width"),
        ARG_ARRAY(ell_col_ind, ell_width > 0),
        ARG_DESCR(csr_descr, "--indexbaseB"),
        ARG_ARRAY(csr_row_ptr, 1),
        /* Every slot could be an entry: the last row pointer must fit. */
        ARG_SIZE_RULE(size_fits((long long)m * ell_width + (descr_valid(csr_descr) ? csr_descr->base : 0))),
        ARG_RESULT(csr_nnz),
        ARG_QUICK(m == 0),
    };
    ENTRY_CHECK(precision_s, "rocsparse_ell2csr_nnz", args, write_int_result(handle, csr_nnz, 0));
    VALIDATE(handle, validate_ell(handle, precision_s, "rocsparse_ell2csr_nnz", m, n, ell_width, ell_descr->base,
                                  ell_col_ind));
    return backend_ell2csr_nnz(handle, handle->pointer_mode, m, n, ell_descr->base, ell_width, ell_col_ind,
                               csr_descr->base, csr_row_ptr, csr_nnz);
}

static rocsparse_status ell2csr(rocsparse_handle          handle,
                                precision                 prec,
                                rocsparse_int             m,
                                rocsparse_int             n,
                                const rocsparse_mat_descr ell_descr,
                                rocsparse_int             ell_width,
                                const void*               ell_val,
                                const rocsparse_int*      ell_col_ind,
                                const rocsparse_mat_descr csr_descr,
                                void*                     csr_val,
                                const rocsparse_int*      csr_row_ptr,
                                rocsparse_int*            csr_col_ind)
{
    /* No slot, or no column to hold an entry: the CSR matrix is empty and
     * its row pointers are already written by ell2csr_nnz. */
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_DESCR(ell_descr, "--indexbaseA"),
        ARG_SIZE(ell_width, "--ell_width"),
        ARG_ARRAY(ell_val, 1),
        ARG_ARRAY(ell_col_ind, 1),
        ARG_DESCR(csr_descr, "--indexbaseB"),
        ARG_ARRAY(csr_val, 0),
        ARG_ARRAY(csr_row_ptr, 1),
        ARG_ARRAY(csr_col_ind, 0),
        ARG_SIZE_RULE(size_fits((long long)m * ell_width)),
        ARG_QUICK(m == 0 || n == 0 || ell_width == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xell2csr", args, rocsparse_status_success);
    VALIDATE(handle,
             validate_ell(handle, prec, "rocsparse_Xell2csr", m, n, ell_width, ell_descr->base, ell_col_ind));
    /* Only padding: the CSR matrix may have no value and column arrays. */
    int empty;
    RETURN_IF_ERROR(csr_arrays_check(handle, csr_row_ptr, m, csr_val, csr_col_ind, &empty));
    if(empty)
        return rocsparse_status_success;
    return backend_ell2csr(handle, prec, m, n, ell_descr->base, ell_width, ell_val, ell_col_ind, csr_descr->base,
                           csr_val, csr_row_ptr, csr_col_ind);
}

#define EXPORT_ELL2CSR(p, T)                                                                                \
    rocsparse_status rocsparse_##p##ell2csr(rocsparse_handle handle, rocsparse_int m, rocsparse_int n,      \
                                            const rocsparse_mat_descr ell_descr, rocsparse_int ell_width,   \
                                            const T* ell_val, const rocsparse_int* ell_col_ind,             \
                                            const rocsparse_mat_descr csr_descr, T* csr_val,                \
                                            const rocsparse_int* csr_row_ptr, rocsparse_int* csr_col_ind)   \
    {                                                                                                       \
        return ell2csr(handle, precision_##p, m, n, ell_descr, ell_width, ell_val, ell_col_ind, csr_descr, \
                       csr_val, csr_row_ptr, csr_col_ind);                                                  \
    }
FSPARSE_FOR_ALL(EXPORT_ELL2CSR)
