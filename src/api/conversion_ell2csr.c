/* rocsparse_ell2csr_nnz and rocsparse_Xell2csr: ELL to CSR, padding and
 * out-of-range column indices dropped. */
#include "backend.h"
#include "core/checks.h"
#include "core/log.h"

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
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(!descr_valid(ell_descr) || !descr_valid(csr_descr))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_ell2csr_nnz", "%p,%d,%d,%p,%d,%p,%p,%p,%p", (void*)handle, m, n,
                       (void*)ell_descr, ell_width, (const void*)ell_col_ind, (void*)csr_descr,
                       (void*)csr_row_ptr, (void*)csr_nnz);
    if(log_benching(handle))
        log_bench_line(handle, "-f ell2csr_nnz -m %d -n %d --ell_width %d --indexbaseA %d --indexbaseB %d", m, n,
                       ell_width, (int)ell_descr->base, (int)csr_descr->base);
    RETURN_IF_ERROR(descr_check(ell_descr));
    RETURN_IF_ERROR(descr_check(csr_descr));
    /* Every slot could be an entry: the last row pointer must fit. */
    if(m < 0 || n < 0 || ell_width < 0 || !size_fits((long long)m * ell_width + csr_descr->base))
        return rocsparse_status_invalid_size;
    if(csr_nnz == NULL)
        return rocsparse_status_invalid_pointer;
    if(m == 0)
        return write_int_result(handle, csr_nnz, 0);
    if(csr_row_ptr == NULL || (ell_width > 0 && ell_col_ind == NULL))
        return rocsparse_status_invalid_pointer;
    return backend_ell2csr_nnz(handle, m, n, ell_descr->base, ell_width, ell_col_ind, csr_descr->base, csr_row_ptr,
                               csr_nnz);
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
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(!descr_valid(ell_descr) || !descr_valid(csr_descr))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
        log_trace_line(handle, prec, "rocsparse_Xell2csr", "%p,%d,%d,%p,%d,%p,%p,%p,%p,%p,%p", (void*)handle, m, n,
                       (void*)ell_descr, ell_width, ell_val, (const void*)ell_col_ind, (void*)csr_descr, csr_val,
                       (const void*)csr_row_ptr, (void*)csr_col_ind);
    if(log_benching(handle))
        log_bench_line(handle, "-f ell2csr -r %c -m %d -n %d --ell_width %d --indexbaseA %d --indexbaseB %d",
                       precision_letter(prec), m, n, ell_width, (int)ell_descr->base, (int)csr_descr->base);
    RETURN_IF_ERROR(descr_check(ell_descr));
    RETURN_IF_ERROR(descr_check(csr_descr));
    if(m < 0 || n < 0 || ell_width < 0 || !size_fits((long long)m * ell_width))
        return rocsparse_status_invalid_size;
    /* No slot, or no column to hold an entry: the CSR matrix is empty and
     * its row pointers are already written by ell2csr_nnz. */
    if(m == 0 || n == 0 || ell_width == 0)
        return rocsparse_status_success;
    if(ell_val == NULL || ell_col_ind == NULL || csr_row_ptr == NULL)
        return rocsparse_status_invalid_pointer;
    /* Only padding: the CSR matrix may have no value and column arrays. */
    int empty;
    RETURN_IF_ERROR(csr_arrays_check(csr_row_ptr, m, csr_val, csr_col_ind, &empty));
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
