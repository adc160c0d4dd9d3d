/* rocsparse_Xcsrgemm_buffer_size, rocsparse_csrgemm_nnz and
 * rocsparse_Xcsrgemm: C = alpha * A * B + beta * D, all CSR.
 *
 * The buffer size query records in info_C which terms its alpha and beta
 * leave (a null one drops its term; both null is invalid_pointer): the
 * other two calls take the operands of those terms only, and need no
 * array of a dropped one. Unlike rocSPARSE 1.8, both terms together are
 * computed. An info_C that no buffer size query has seen is
 * invalid_pointer in the other two calls (rocSPARSE's answer when its
 * csrgemm record is missing), after the other argument checks. */
#include "backend.h"
#include "core/checks.h"
#include "core/entry.h"
#include "core/validate.h"

/* The size an empty C's quick return gives: the buffer is never 0 bytes. */
enum
{
    csrgemm_quick_buffer_size = 256
};

/* One operand's arguments, in signature order: its descriptor, nnz,
 * values (VALUES in csrgemm, nothing in the pattern calls), row pointers
 * (rows + 1) and columns; all of them read only when used. */
#define OPERAND_ARGS(descr, base_option, nnz, values, row_ptr, rows, col_ind, used)                     \
    ARG_DESCR_IF(descr, base_option, used), ARG_SIZE_IF(nnz, NULL, used),                               \
        values ARG_ARRAY(row_ptr, (used) && (rows) > 0), ARG_ARRAY(col_ind, (used) && (nnz) > 0)
#define VALUES(val, nnz, used) ARG_ARRAY(val, (used) && (nnz) > 0),

/* The operand as the backend takes it; its address is passed only when its
 * term is present, so the descriptor is read only then. */
static csr_operand operand(int used, const rocsparse_mat_descr descr, rocsparse_int nnz, const void* val,
                           const rocsparse_int* row_ptr, const rocsparse_int* col_ind)
{
    const csr_operand none = {0};
    const csr_operand op   = {nnz, used ? descr->base : rocsparse_index_base_zero, val, row_ptr, col_ind};
    return used ? op : none;
}

/* Validation mode: the index data of the operands present (columns may be
 * unsorted and repeated: csr_operand says how they count). */
static rocsparse_status validate_operands(rocsparse_handle handle, precision prec, const char* routine,
                                          rocsparse_int m, rocsparse_int n, rocsparse_int k, const csr_operand* A,
                                          const csr_operand* B, const csr_operand* D)
{
    if(A != NULL)
    {
        RETURN_IF_ERROR(validate_csr(handle, prec, routine, m, k, A->nnz, A->base, A->row_ptr, A->col_ind, 0));
        RETURN_IF_ERROR(validate_csr(handle, prec, routine, k, n, B->nnz, B->base, B->row_ptr, B->col_ind, 0));
    }
    if(D != NULL)
        RETURN_IF_ERROR(validate_csr(handle, prec, routine, m, n, D->nnz, D->base, D->row_ptr, D->col_ind, 0));
    return rocsparse_status_success;
}

static unsigned terms_of(const void* alpha, const void* beta)
{
    return (alpha != NULL ? csrgemm_term_product : 0u) | (beta != NULL ? csrgemm_term_sum : 0u);
}

/* The terms info_C holds, 0 if none (or no valid info_C: the checks
 * report it). */
static unsigned recorded_terms(const rocsparse_mat_info info_C)
{
    return mat_info_valid(info_C) ? info_C->csrgemm_terms : 0u;
}

static rocsparse_status terms_recorded(unsigned terms)
{
    return terms != 0 ? rocsparse_status_success : rocsparse_status_invalid_pointer;
}

static rocsparse_status record_terms(rocsparse_mat_info info_C, unsigned terms, rocsparse_status status)
{
    if(status == rocsparse_status_success)
        info_C->csrgemm_terms = terms;
    return status;
}

static rocsparse_status quick_buffer_size(rocsparse_mat_info info_C, unsigned terms, size_t* buffer_size)
{
    *buffer_size = csrgemm_quick_buffer_size;
    return record_terms(info_C, terms, rocsparse_status_success);
}

static rocsparse_status buffer_size_of(rocsparse_handle          handle,
                                       precision                 prec,
                                       rocsparse_operation       trans_A,
                                       rocsparse_operation       trans_B,
                                       rocsparse_int             m,
                                       rocsparse_int             n,
                                       rocsparse_int             k,
                                       const void*               alpha,
                                       const rocsparse_mat_descr descr_A,
                                       rocsparse_int             nnz_A,
                                       const rocsparse_int*      csr_row_ptr_A,
                                       const rocsparse_int*      csr_col_ind_A,
                                       const rocsparse_mat_descr descr_B,
                                       rocsparse_int             nnz_B,
                                       const rocsparse_int*      csr_row_ptr_B,
                                       const rocsparse_int*      csr_col_ind_B,
                                       const void*               beta,
                                       const rocsparse_mat_descr descr_D,
                                       rocsparse_int             nnz_D,
                                       const rocsparse_int*      csr_row_ptr_D,
                                       const rocsparse_int*      csr_col_ind_D,
                                       rocsparse_mat_info        info_C,
                                       size_t*                   buffer_size)
{
    const unsigned  terms  = terms_of(alpha, beta);
    const int       mul    = alpha != NULL, add = beta != NULL;
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_OP_NONE_IF(trans_A, "--transposeA", mul),
        ARG_OP_NONE_IF(trans_B, "--transposeB", mul),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_SIZE_IF(k, "-k", mul),
        ARG_SCALAR_OPT(alpha, "--alpha", !add),
        OPERAND_ARGS(descr_A, "--indexbaseA", nnz_A, , csr_row_ptr_A, m, csr_col_ind_A, mul),
        OPERAND_ARGS(descr_B, "--indexbaseB", nnz_B, , csr_row_ptr_B, k, csr_col_ind_B, mul),
        ARG_SCALAR_OPT(beta, "--beta", 0),
        OPERAND_ARGS(descr_D, "--indexbaseD", nnz_D, , csr_row_ptr_D, m, csr_col_ind_D, add),
        ARG_INFO(info_C),
        ARG_RESULT(buffer_size),
        ARG_QUICK(m == 0 || n == 0),
        ARG_NO_BENCH,
    };
    ENTRY_CHECK(prec, "rocsparse_Xcsrgemm_buffer_size", args, quick_buffer_size(info_C, terms, buffer_size));
    const csr_operand A = operand(mul, descr_A, nnz_A, NULL, csr_row_ptr_A, csr_col_ind_A);
    const csr_operand B = operand(mul, descr_B, nnz_B, NULL, csr_row_ptr_B, csr_col_ind_B);
    const csr_operand D = operand(add, descr_D, nnz_D, NULL, csr_row_ptr_D, csr_col_ind_D);
    VALIDATE(handle, validate_operands(handle, prec, "rocsparse_Xcsrgemm_buffer_size", m, n, k, mul ? &A : NULL,
                                       &B, add ? &D : NULL));
    return record_terms(info_C, terms,
                        backend_csrgemm_buffer_size(handle, prec, m, n, k, mul ? &A : NULL, mul ? &B : NULL,
                                                    add ? &D : NULL, buffer_size));
}

#define EXPORT_CSRGEMM_BUFFER_SIZE(p, T)                                                                       \
    rocsparse_status rocsparse_##p##csrgemm_buffer_size(                                                       \
        rocsparse_handle handle, rocsparse_operation trans_A, rocsparse_operation trans_B, rocsparse_int m,    \
        rocsparse_int n, rocsparse_int k, const T* alpha, const rocsparse_mat_descr descr_A, rocsparse_int nnz_A, \
        const rocsparse_int* csr_row_ptr_A, const rocsparse_int* csr_col_ind_A, const rocsparse_mat_descr descr_B, \
        rocsparse_int nnz_B, const rocsparse_int* csr_row_ptr_B, const rocsparse_int* csr_col_ind_B, const T* beta, \
        const rocsparse_mat_descr descr_D, rocsparse_int nnz_D, const rocsparse_int* csr_row_ptr_D,           \
        const rocsparse_int* csr_col_ind_D, rocsparse_mat_info info_C, size_t* buffer_size)                   \
    {                                                                                                          \
        return buffer_size_of(handle, precision_##p, trans_A, trans_B, m, n, k, alpha, descr_A, nnz_A,         \
                              csr_row_ptr_A, csr_col_ind_A, descr_B, nnz_B, csr_row_ptr_B, csr_col_ind_B, beta, \
                              descr_D, nnz_D, csr_row_ptr_D, csr_col_ind_D, info_C, buffer_size);            \
    }
FSPARSE_FOR_ALL(EXPORT_CSRGEMM_BUFFER_SIZE)

/* An empty C: its row pointers (where it has rows) and a count of 0. */
static rocsparse_status write_empty_c(rocsparse_handle handle, rocsparse_int m, const rocsparse_mat_descr descr_C,
                                     rocsparse_int* csr_row_ptr_C, rocsparse_int* nnz_C)
{
    if(m > 0)
        RETURN_IF_ERROR(write_empty_row_ptr(handle, m, descr_C->base, csr_row_ptr_C));
    return write_int_result(handle, nnz_C, 0);
}

rocsparse_status rocsparse_csrgemm_nnz(rocsparse_handle          handle,
                                       rocsparse_operation       trans_A,
                                       rocsparse_operation       trans_B,
                                       rocsparse_int             m,
                                       rocsparse_int             n,
                                       rocsparse_int             k,
                                       const rocsparse_mat_descr descr_A,
                                       rocsparse_int             nnz_A,
                                       const rocsparse_int*      csr_row_ptr_A,
                                       const rocsparse_int*      csr_col_ind_A,
                                       const rocsparse_mat_descr descr_B,
                                       rocsparse_int             nnz_B,
                                       const rocsparse_int*      csr_row_ptr_B,
                                       const rocsparse_int*      csr_col_ind_B,
                                       const rocsparse_mat_descr descr_D,
                                       rocsparse_int             nnz_D,
                                       const rocsparse_int*      csr_row_ptr_D,
                                       const rocsparse_int*      csr_col_ind_D,
                                       const rocsparse_mat_descr descr_C,
                                       rocsparse_int*            csr_row_ptr_C,
                                       rocsparse_int*            nnz_C,
                                       const rocsparse_mat_info  info_C,
                                       void*                     temp_buffer)
{
    const unsigned  terms  = recorded_terms(info_C);
    const int       mul    = (terms & csrgemm_term_product) != 0, add = (terms & csrgemm_term_sum) != 0;
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_OP_NONE_IF(trans_A, "--transposeA", mul),
        ARG_OP_NONE_IF(trans_B, "--transposeB", mul),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_SIZE_IF(k, "-k", mul),
        OPERAND_ARGS(descr_A, "--indexbaseA", nnz_A, , csr_row_ptr_A, m, csr_col_ind_A, mul),
        OPERAND_ARGS(descr_B, "--indexbaseB", nnz_B, , csr_row_ptr_B, k, csr_col_ind_B, mul),
        OPERAND_ARGS(descr_D, "--indexbaseD", nnz_D, , csr_row_ptr_D, m, csr_col_ind_D, add),
        ARG_DESCR(descr_C, "--indexbaseC"),
        ARG_RESULT(csr_row_ptr_C),
        ARG_RESULT(nnz_C),
        ARG_INFO(info_C),
        ARG_ARRAY(temp_buffer, 1),
        ARG_QUICK(m == 0 || n == 0),
        ARG_STATUS(terms_recorded(terms)),
        ARG_NO_BENCH,
    };
    ENTRY_CHECK(precision_s, "rocsparse_csrgemm_nnz", args, write_empty_c(handle, m, descr_C, csr_row_ptr_C, nnz_C));
    const csr_operand A = operand(mul, descr_A, nnz_A, NULL, csr_row_ptr_A, csr_col_ind_A);
    const csr_operand B = operand(mul, descr_B, nnz_B, NULL, csr_row_ptr_B, csr_col_ind_B);
    const csr_operand D = operand(add, descr_D, nnz_D, NULL, csr_row_ptr_D, csr_col_ind_D);
    VALIDATE(handle, validate_operands(handle, precision_s, "rocsparse_csrgemm_nnz", m, n, k, mul ? &A : NULL, &B,
                                       add ? &D : NULL));
    return backend_csrgemm_nnz(handle, m, n, k, mul ? &A : NULL, mul ? &B : NULL, add ? &D : NULL, descr_C->base,
                               csr_row_ptr_C, handle->pointer_mode, nnz_C, temp_buffer);
}

static rocsparse_status csrgemm(rocsparse_handle          handle,
                                precision                 prec,
                                rocsparse_operation       trans_A,
                                rocsparse_operation       trans_B,
                                rocsparse_int             m,
                                rocsparse_int             n,
                                rocsparse_int             k,
                                const void*               alpha,
                                const rocsparse_mat_descr descr_A,
                                rocsparse_int             nnz_A,
                                const void*               csr_val_A,
                                const rocsparse_int*      csr_row_ptr_A,
                                const rocsparse_int*      csr_col_ind_A,
                                const rocsparse_mat_descr descr_B,
                                rocsparse_int             nnz_B,
                                const void*               csr_val_B,
                                const rocsparse_int*      csr_row_ptr_B,
                                const rocsparse_int*      csr_col_ind_B,
                                const void*               beta,
                                const rocsparse_mat_descr descr_D,
                                rocsparse_int             nnz_D,
                                const void*               csr_val_D,
                                const rocsparse_int*      csr_row_ptr_D,
                                const rocsparse_int*      csr_col_ind_D,
                                const rocsparse_mat_descr descr_C,
                                void*                     csr_val_C,
                                const rocsparse_int*      csr_row_ptr_C,
                                rocsparse_int*            csr_col_ind_C,
                                const rocsparse_mat_info  info_C,
                                void*                     temp_buffer)
{
    const unsigned  terms  = recorded_terms(info_C);
    const int       mul    = (terms & csrgemm_term_product) != 0, add = (terms & csrgemm_term_sum) != 0;
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_OP_NONE_IF(trans_A, "--transposeA", mul),
        ARG_OP_NONE_IF(trans_B, "--transposeB", mul),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_SIZE_IF(k, "-k", mul),
        ARG_SCALAR_OPT(alpha, "--alpha", mul),
        OPERAND_ARGS(descr_A, "--indexbaseA", nnz_A, VALUES(csr_val_A, nnz_A, mul), csr_row_ptr_A, m, csr_col_ind_A,
                     mul),
        OPERAND_ARGS(descr_B, "--indexbaseB", nnz_B, VALUES(csr_val_B, nnz_B, mul), csr_row_ptr_B, k, csr_col_ind_B,
                     mul),
        ARG_SCALAR_OPT(beta, "--beta", add),
        OPERAND_ARGS(descr_D, "--indexbaseD", nnz_D, VALUES(csr_val_D, nnz_D, add), csr_row_ptr_D, m, csr_col_ind_D,
                     add),
        ARG_DESCR(descr_C, "--indexbaseC"),
        /* C's values and columns may be null when C is empty (read back
         * below, only then). */
        ARG_ARRAY(csr_val_C, 0),
        ARG_ARRAY(csr_row_ptr_C, 1),
        ARG_ARRAY(csr_col_ind_C, 0),
        ARG_INFO(info_C),
        ARG_ARRAY(temp_buffer, 1),
        ARG_QUICK(m == 0 || n == 0),
        ARG_STATUS(terms_recorded(terms)),
    };
    ENTRY_CHECK(prec, "rocsparse_Xcsrgemm", args, rocsparse_status_success);
    const csr_operand A = operand(mul, descr_A, nnz_A, csr_val_A, csr_row_ptr_A, csr_col_ind_A);
    const csr_operand B = operand(mul, descr_B, nnz_B, csr_val_B, csr_row_ptr_B, csr_col_ind_B);
    const csr_operand D = operand(add, descr_D, nnz_D, csr_val_D, csr_row_ptr_D, csr_col_ind_D);
    VALIDATE(handle, validate_operands(handle, prec, "rocsparse_Xcsrgemm", m, n, k, mul ? &A : NULL, &B,
                                       add ? &D : NULL));
    VALIDATE(handle, validate_csr(handle, prec, "rocsparse_Xcsrgemm", m, n, -1, descr_C->base, csr_row_ptr_C, NULL,
                                  0));
    int empty;
    RETURN_IF_ERROR(csr_arrays_check(handle, csr_row_ptr_C, m, csr_val_C, csr_col_ind_C, &empty));
    if(empty)
        return rocsparse_status_success;
    return backend_csrgemm(handle, prec, m, n, k, alpha, mul ? &A : NULL, mul ? &B : NULL, beta, add ? &D : NULL,
                           descr_C->base, csr_val_C, csr_row_ptr_C, csr_col_ind_C, temp_buffer);
}

#define EXPORT_CSRGEMM(p, T)                                                                                   \
    rocsparse_status rocsparse_##p##csrgemm(                                                                   \
        rocsparse_handle handle, rocsparse_operation trans_A, rocsparse_operation trans_B, rocsparse_int m,    \
        rocsparse_int n, rocsparse_int k, const T* alpha, const rocsparse_mat_descr descr_A, rocsparse_int nnz_A, \
        const T* csr_val_A, const rocsparse_int* csr_row_ptr_A, const rocsparse_int* csr_col_ind_A,            \
        const rocsparse_mat_descr descr_B, rocsparse_int nnz_B, const T* csr_val_B,                            \
        const rocsparse_int* csr_row_ptr_B, const rocsparse_int* csr_col_ind_B, const T* beta,                 \
        const rocsparse_mat_descr descr_D, rocsparse_int nnz_D, const T* csr_val_D,                            \
        const rocsparse_int* csr_row_ptr_D, const rocsparse_int* csr_col_ind_D, const rocsparse_mat_descr descr_C, \
        T* csr_val_C, const rocsparse_int* csr_row_ptr_C, rocsparse_int* csr_col_ind_C,                        \
        const rocsparse_mat_info info_C, void* temp_buffer)                                                    \
    {                                                                                                          \
        return csrgemm(handle, precision_##p, trans_A, trans_B, m, n, k, alpha, descr_A, nnz_A, csr_val_A,     \
                       csr_row_ptr_A, csr_col_ind_A, descr_B, nnz_B, csr_val_B, csr_row_ptr_B, csr_col_ind_B,  \
                       beta, descr_D, nnz_D, csr_val_D, csr_row_ptr_D, csr_col_ind_D, descr_C, csr_val_C,      \
                       csr_row_ptr_C, csr_col_ind_C, info_C, temp_buffer);                                     \
    }
FSPARSE_FOR_ALL(EXPORT_CSRGEMM)
