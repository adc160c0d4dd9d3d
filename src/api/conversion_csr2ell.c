/* rocsparse_csr2ell_width and rocsparse_Xcsr2ell: CSR to ELL, column-major
 * and padded with column -1 and value 0. */
#include "backend.h"
#include "core/checks.h"
#include "core/entry.h"
#include "core/validate.h"

rocsparse_status rocsparse_csr2ell_width(rocsparse_handle          handle,
                                         rocsparse_int             m,
                                         const rocsparse_mat_descr csr_descr,
                                         const rocsparse_int*      csr_row_ptr,
                                         const rocsparse_mat_descr ell_descr,
                                         rocsparse_int*            ell_width)
{
    /* Like a dot product, the result is written also for an empty matrix. */
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(m, "-m"),
        ARG_DESCR(csr_descr, "--indexbaseA"),
        ARG_ARRAY(csr_row_ptr, 1),
        ARG_DESCR(ell_descr, "--indexbaseB"),
        ARG_RESULT(ell_width),
        ARG_QUICK(m == 0),
    };
    ENTRY_CHECK(precision_s, "rocsparse_csr2ell_width", args, write_int_result(handle, ell_width, 0));
    VALIDATE(handle, validate_csr(handle, precision_s, "rocsparse_csr2ell_width", m, -1, -1, csr_descr->base,
                                  csr_row_ptr, NULL, 0));
    return backend_csr2ell_width(handle, handle->pointer_mode, m, csr_row_ptr, ell_width);
}

static rocsparse_status csr2ell(rocsparse_handle          handle,
                                precision                 prec,
                                rocsparse_int             m,
                                const rocsparse_mat_descr csr_descr,
                                const void*               csr_val,
                                const rocsparse_int*      csr_row_ptr,
                                const rocsparse_int*      csr_col_ind,
                                const rocsparse_mat_descr ell_descr,
                                rocsparse_int             ell_width,
                                void*                     ell_val,
                                rocsparse_int*            ell_col_ind)
{
    /* An ELL matrix with no slots has nothing to write. */
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(m, "-m"),
        ARG_DESCR(csr_descr, "--indexbaseA"),
        ARG_ARRAY(csr_val, 0),
        ARG_ARRAY(csr_row_ptr, 1),
        ARG_ARRAY(csr_col_ind, 0),
        ARG_DESCR(ell_descr, "--indexbaseB"),
        ARG_SIZE(ell_width, "--ell_width"),
        ARG_ARRAY(ell_val, 1),
        ARG_ARRAY(ell_col_ind, 1),
        ARG_SIZE_RULE(size_fits((long long)m * ell_width)),
        ARG_QUICK(m == 0 || ell_width == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xcsr2ell", args, rocsparse_status_success);
    /* An empty matrix may come without values and columns; its ELL form is
     * all padding. */
    int empty;
    RETURN_IF_ERROR(csr_arrays_check(handle, csr_row_ptr, m, csr_val, csr_col_ind, &empty));
    VALIDATE(handle, validate_csr(handle, prec, "rocsparse_Xcsr2ell", m, -1, -1, csr_descr->base, csr_row_ptr,
                                  csr_col_ind, VALIDATE_SORTED));
    return backend_csr2ell(handle, prec, m, csr_descr->base, csr_val, csr_row_ptr, csr_col_ind, ell_descr->base,
                           ell_width, ell_val, ell_col_ind);
}

#define EXPORT_CSR2ELL(p, T)                                                                                \
    rocsparse_status rocsparse_##p##csr2ell(rocsparse_handle handle, rocsparse_int m,                       \
                                            const rocsparse_mat_descr csr_descr, const T* csr_val,          \
                                            const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind, \
                                            const rocsparse_mat_descr ell_descr, rocsparse_int ell_width,   \
                                            T* ell_val, rocsparse_int* ell_col_ind)                         \
    {                                                                                                       \
        return csr2ell(handle, precision_##p, m, csr_descr, csr_val, csr_row_ptr, csr_col_ind, ell_descr,  \
                       ell_width, ell_val, ell_col_ind);                                                    \
    }
FSPARSE_FOR_ALL(EXPORT_CSR2ELL)
