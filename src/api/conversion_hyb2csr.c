/* rocsparse_hyb2csr_buffer_size and rocsparse_Xhyb2csr: HYB to CSR, each
 * row's ELL entries followed by its COO entries. */
#include "backend.h"
#include "core/checks.h"
#include "core/entry.h"
#include "core/validate.h"

static rocsparse_status minimal_buffer(size_t* buffer_size)
{
    *buffer_size = 256;
    return rocsparse_status_success;
}

/* Whether hyb (if valid) has no slot at all: no rows, no columns, or
 * neither part; nothing to size then. */
static int hyb_without_slots(const rocsparse_hyb_mat hyb)
{
    const struct _rocsparse_hyb_mat h = hyb_or_empty(hyb);
    return h.m == 0 || h.n == 0 || (h.ell_nnz == 0 && h.coo_nnz == 0);
}

rocsparse_status rocsparse_hyb2csr_buffer_size(rocsparse_handle          handle,
                                               const rocsparse_mat_descr descr,
                                               const rocsparse_hyb_mat   hyb,
                                               const rocsparse_int*      csr_row_ptr,
                                               size_t*                   buffer_size)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_DESCR(descr, "--indexbaseA"),
        ARG_HYB(hyb),
        ARG_ARRAY(csr_row_ptr, 1),
        ARG_RESULT(buffer_size),
        ARG_QUICK(hyb_without_slots(hyb)),
        ARG_NO_BENCH,
    };
    /* Never 0, so that a caller's allocation of it gives a valid pointer. */
    ENTRY_CHECK(precision_s, "rocsparse_hyb2csr_buffer_size", args, minimal_buffer(buffer_size));
    return backend_hyb2csr_buffer_size(handle, hyb, buffer_size);
}

/* Whether a hyb with slots holds no entry at all: no COO part and only
 * padding in the ELL part (counted into a scratch copy of the row pointers,
 * so that the caller's are untouched). Only a call with null CSR arrays
 * asks. */
static rocsparse_status hyb_is_empty(rocsparse_handle handle, rocsparse_index_base base, const rocsparse_hyb_mat hyb,
                                     int* empty)
{
    *empty = 0;
    if(hyb->coo_nnz > 0)
        return rocsparse_status_success;
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
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_DESCR(descr, "--indexbaseA"),
        ARG_HYB_MATRIX(hyb),
        ARG_ARRAY(csr_val, 0),
        ARG_ARRAY(csr_row_ptr, 1),
        ARG_ARRAY(csr_col_ind, 0),
        ARG_ARRAY(temp_buffer, 1),
        ARG_QUICK(hyb_or_empty(hyb).m == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xhyb2csr", args, rocsparse_status_success);
    VALIDATE(handle, validate_hyb(handle, prec, "rocsparse_Xhyb2csr", hyb, descr->base));
    /* No slot: no entry, and no buffer either (its size query returned
     * early); the CSR form is its row pointers. */
    if(hyb_without_slots(hyb))
        return write_empty_row_ptr(handle, hyb->m, descr->base, csr_row_ptr);
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
