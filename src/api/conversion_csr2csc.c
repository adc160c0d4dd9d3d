/* rocsparse_csr2csc_buffer_size and rocsparse_Xcsr2csc: the CSC form of a
 * CSR matrix (the CSR form of its transpose), with or without the values. */
#include "backend.h"
#include "core/checks.h"
#include "core/entry.h"
#include "core/validate.h"

static int action_valid(rocsparse_action action)
{
    return action == rocsparse_action_symbolic || action == rocsparse_action_numeric;
}

/* Never 0, so that a caller's allocation of it gives a valid pointer. */
static rocsparse_status minimal_buffer(size_t* buffer_size)
{
    *buffer_size = 256;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_csr2csc_buffer_size(rocsparse_handle     handle,
                                               rocsparse_int        m,
                                               rocsparse_int        n,
                                               rocsparse_int        nnz,
                                               const rocsparse_int* csr_row_ptr,
                                               const rocsparse_int* csr_col_ind,
                                               rocsparse_action     copy_values,
                                               size_t*              buffer_size)
{
    /* rocSPARSE 1.8.9 sizes the buffer before it looks at the arrays, and
     * does not check the action; an unknown action is refused here as
     * rocsparse_Xcsr2csc refuses it. */
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(m, NULL),
        ARG_SIZE(n, NULL),
        ARG_SIZE(nnz, NULL),
        ARG_ARRAY(csr_row_ptr, 1),
        ARG_ARRAY(csr_col_ind, 1),
        ARG_ENUM(copy_values, NULL, "SN"),
        ARG_RESULT(buffer_size),
        ARG_VALUE_RULE(action_valid(copy_values)),
        ARG_QUICK(m == 0 || n == 0 || nnz == 0),
        ARG_NO_BENCH,
    };
    ENTRY_CHECK(precision_s, "rocsparse_csr2csc_buffer_size", args, minimal_buffer(buffer_size));
    return backend_csr2csc_buffer_size(handle, m, n, nnz, copy_values, buffer_size);
}

static rocsparse_status csr2csc(rocsparse_handle     handle,
                                precision            prec,
                                rocsparse_int        m,
                                rocsparse_int        n,
                                rocsparse_int        nnz,
                                const void*          csr_val,
                                const rocsparse_int* csr_row_ptr,
                                const rocsparse_int* csr_col_ind,
                                void*                csc_val,
                                rocsparse_int*       csc_row_ind,
                                rocsparse_int*       csc_col_ptr,
                                rocsparse_action     copy_values,
                                rocsparse_index_base idx_base,
                                void*                temp_buffer)
{
    const int numeric = copy_values == rocsparse_action_numeric;
    /* As rocSPARSE 1.8.9: nothing to do for an empty shape, checked before
     * the arrays; the values only with action numeric. The index arrays of
     * the entries are needed only when there are entries. */
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_SIZE(nnz, "--nnz"),
        ARG_ARRAY(csr_val, numeric && nnz > 0),
        ARG_ARRAY(csr_row_ptr, 1),
        ARG_ARRAY(csr_col_ind, nnz > 0),
        ARG_ARRAY(csc_val, numeric && nnz > 0),
        ARG_ARRAY(csc_row_ind, nnz > 0),
        ARG_ARRAY(csc_col_ptr, 1),
        ARG_ENUM(copy_values, "--action", "SN"),
        ARG_BASE(idx_base, "--indexbaseA"),
        ARG_ARRAY(temp_buffer, 1),
        ARG_VALUE_RULE(action_valid(copy_values)),
        /* The last column pointer, nnz + base, must fit. */
        ARG_SIZE_RULE(size_fits((long long)nnz + idx_base)),
        ARG_QUICK(m == 0 || n == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xcsr2csc", args, rocsparse_status_success);
    VALIDATE(handle, validate_csr(handle, prec, "rocsparse_Xcsr2csc", m, n, nnz, idx_base, csr_row_ptr,
                                  nnz > 0 ? csr_col_ind : NULL, 0));
    /* Without entries the CSC form is its column pointers, all the base
     * (rocSPARSE 1.8.9 left them unwritten; its later releases write them). */
    if(nnz == 0)
        return write_empty_row_ptr(handle, n, idx_base, csc_col_ptr);
    return backend_csr2csc(handle, prec, m, n, nnz, idx_base, csr_val, csr_row_ptr, csr_col_ind, csc_val,
                           csc_row_ind, csc_col_ptr, copy_values, temp_buffer);
}

#define EXPORT_CSR2CSC(p, T)                                                                                  \
    rocsparse_status rocsparse_##p##csr2csc(rocsparse_handle handle, rocsparse_int m, rocsparse_int n,        \
                                            rocsparse_int nnz, const T* csr_val, const rocsparse_int* csr_row_ptr, \
                                            const rocsparse_int* csr_col_ind, T* csc_val,                     \
                                            rocsparse_int* csc_row_ind, rocsparse_int* csc_col_ptr,           \
                                            rocsparse_action copy_values, rocsparse_index_base idx_base,      \
                                            void* temp_buffer)                                                \
    {                                                                                                         \
        return csr2csc(handle, precision_##p, m, n, nnz, csr_val, csr_row_ptr, csr_col_ind, csc_val,          \
                       csc_row_ind, csc_col_ptr, copy_values, idx_base, temp_buffer);                         \
    }
FSPARSE_FOR_ALL(EXPORT_CSR2CSC)
