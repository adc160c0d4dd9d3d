/* rocsparse_csr2ell_width and rocsparse_Xcsr2ell: CSR to ELL, column-major
 * and padded with column -1 and value 0. */
#include "backend.h"
#include "core/checks.h"
#include "core/log.h"

rocsparse_status rocsparse_csr2ell_width(rocsparse_handle          handle,
                                         rocsparse_int             m,
                                         const rocsparse_mat_descr csr_descr,
                                         const rocsparse_int*      csr_row_ptr,
                                         const rocsparse_mat_descr ell_descr,
                                         rocsparse_int*            ell_width)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(!descr_valid(csr_descr) || !descr_valid(ell_descr))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_csr2ell_width", "%p,%d,%p,%p,%p,%p", (void*)handle, m,
                       (void*)csr_descr, (const void*)csr_row_ptr, (void*)ell_descr, (void*)ell_width);
    if(log_benching(handle))
        log_bench_line(handle, "-f csr2ell_width -m %d --indexbaseA %d --indexbaseB %d", m, (int)csr_descr->base,
                       (int)ell_descr->base);
    RETURN_IF_ERROR(descr_check(csr_descr));
    RETURN_IF_ERROR(descr_check(ell_descr));
    if(m < 0)
        return rocsparse_status_invalid_size;
    /* Like a dot product, the result is written also for an empty matrix. */
    if(ell_width == NULL)
        return rocsparse_status_invalid_pointer;
    if(m == 0)
        return write_int_result(handle, ell_width, 0);
    if(csr_row_ptr == NULL)
        return rocsparse_status_invalid_pointer;
    return backend_csr2ell_width(handle, m, csr_row_ptr, ell_width);
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
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(!descr_valid(csr_descr) || !descr_valid(ell_descr))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
        log_trace_line(handle, prec, "rocsparse_Xcsr2ell", "%p,%d,%p,%p,%p,%p,%p,%d,%p,%p", (void*)handle, m,
                       (void*)csr_descr, csr_val, (const void*)csr_row_ptr, (const void*)csr_col_ind,
                       (void*)ell_descr, ell_width, ell_val, (void*)ell_col_ind);
    if(log_benching(handle))
        log_bench_line(handle, "-f csr2ell -r %c -m %d --ell_width %d --indexbaseA %d --indexbaseB %d",
                       precision_letter(prec), m, ell_width, (int)csr_descr->base, (int)ell_descr->base);
    RETURN_IF_ERROR(descr_check(csr_descr));
    RETURN_IF_ERROR(descr_check(ell_descr));
    if(m < 0 || ell_width < 0 || !size_fits((long long)m * ell_width))
        return rocsparse_status_invalid_size;
    /* An ELL matrix with no slots has nothing to write. */
    if(m == 0 || ell_width == 0)
        return rocsparse_status_success;
    if(csr_row_ptr == NULL || ell_val == NULL || ell_col_ind == NULL)
        return rocsparse_status_invalid_pointer;
    /* An empty matrix may come without values and columns; its ELL form is
     * all padding. */
    int empty;
    RETURN_IF_ERROR(csr_arrays_check(csr_row_ptr, m, csr_val, csr_col_ind, &empty));
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
