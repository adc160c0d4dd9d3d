/* rocsparse_hyb2csr_buffer_size and rocsparse_Xhyb2csr: HYB to CSR, each
 * row's ELL entries followed by its COO entries. */
#include "backend.h"
#include "core/checks.h"
#include "core/log.h"

rocsparse_status rocsparse_hyb2csr_buffer_size(rocsparse_handle          handle,
                                               const rocsparse_mat_descr descr,
                                               const rocsparse_hyb_mat   hyb,
                                               const rocsparse_int*      csr_row_ptr,
                                               size_t*                   buffer_size)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(!descr_valid(descr) || !hyb_valid(hyb))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
        log_trace_line(handle, precision_s, "rocsparse_hyb2csr_buffer_size", "%p,%p,%p,%p,%p", (void*)handle,
                       (void*)descr, (void*)hyb, (const void*)csr_row_ptr, (void*)buffer_size);
    RETURN_IF_ERROR(descr_check(descr));
    if(buffer_size == NULL)
        return rocsparse_status_invalid_pointer;
    /* Never 0, so that a caller's allocation of it gives a valid pointer. */
    if(hyb->m == 0)
    {
        *buffer_size = 256;
        return rocsparse_status_success;
    }
    if(csr_row_ptr == NULL)
        return rocsparse_status_invalid_pointer;
    return backend_hyb2csr_buffer_size(handle, hyb, buffer_size);
}

/* Whether the hyb holds no entry at all: no COO part and only padding in
 * the ELL part (counted into a scratch copy of the row pointers, so that
 * the caller's are untouched). Only a call with null CSR arrays asks. */
static rocsparse_status hyb_is_empty(rocsparse_handle handle, rocsparse_index_base base, const rocsparse_hyb_mat hyb,
                                     int* empty)
{
    *empty = 0;
    if(hyb->coo_nnz > 0)
        return rocsparse_status_success;
    if(hyb->ell_width == 0)
    {
        *empty = 1;
        return rocsparse_status_success;
    }
    rocsparse_int* row_ptr = NULL;
    RETURN_IF_ERROR(backend_malloc((void**)&row_ptr, ((size_t)hyb->m + 1) * sizeof(rocsparse_int)));
    rocsparse_int    entries = 0;
    rocsparse_status status  = backend_ell2csr_nnz(handle, rocsparse_pointer_mode_host, hyb->m, hyb->n, base,
                                                   hyb->ell_width, hyb->ell_col_ind, base, row_ptr, &entries);
    rocsparse_status freed   = backend_free(row_ptr);
    *empty                   = entries == 0;
    return status != rocsparse_status_success ? status : freed;
}

static rocsparse_status hyb2csr(rocsparse_handle          handle,
                                precision                 prec,
                                const rocsparse_mat_descr descr,
                                const rocsparse_hyb_mat   hyb,
                                void*                     csr_val,
                                rocsparse_int*            csr_row_ptr,
                                rocsparse_int*            csr_col_ind,
                                void*                     temp_buffer)
{
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    if(!descr_valid(descr) || !hyb_valid(hyb))
        return rocsparse_status_invalid_pointer;
    if(log_tracing(handle))
        log_trace_line(handle, prec, "rocsparse_Xhyb2csr", "%p,%p,%p,%p,%p,%p,%p", (void*)handle, (void*)descr,
                       (void*)hyb, csr_val, (void*)csr_row_ptr, (void*)csr_col_ind, temp_buffer);
    if(log_benching(handle))
        log_bench_line(handle, "-f hyb2csr -r %c -m %d -n %d --nnz %d --partition %s --ell_width %d --indexbaseA %d",
                       precision_letter(prec), hyb->m, hyb->n, hyb->ell_nnz + hyb->coo_nnz,
                       partition_name(hyb->partition), hyb->ell_width, (int)descr->base);
    RETURN_IF_ERROR(descr_check(descr));
    if(hyb->m == 0)
        return rocsparse_status_success;
    if(csr_row_ptr == NULL || temp_buffer == NULL)
        return rocsparse_status_invalid_pointer;
    if(csr_val == NULL || csr_col_ind == NULL)
    {
        /* Allowed only for a CSR matrix with no entries. */
        int empty;
        RETURN_IF_ERROR(hyb_is_empty(handle, descr->base, hyb, &empty));
        if(!empty)
            return rocsparse_status_invalid_pointer;
    }
    return backend_hyb2csr(handle, prec, descr->base, hyb, csr_val, csr_row_ptr, csr_col_ind, temp_buffer);
}

#define EXPORT_HYB2CSR(p, T)                                                                                \
    rocsparse_status rocsparse_##p##hyb2csr(rocsparse_handle handle, const rocsparse_mat_descr descr,       \
                                            const rocsparse_hyb_mat hyb, T* csr_val, rocsparse_int* csr_row_ptr, \
                                            rocsparse_int* csr_col_ind, void* temp_buffer)                  \
    {                                                                                                       \
        return hyb2csr(handle, precision_##p, descr, hyb, csr_val, csr_row_ptr, csr_col_ind, temp_buffer); \
    }
FSPARSE_FOR_ALL(EXPORT_HYB2CSR)
