/* rocsparse_Xcsrsm_buffer_size, _analysis and _solve, rocsparse_csrsm_zero_pivot
 * and rocsparse_csrsm_clear: op(T) * X = alpha * op(B) in place of B, T the
 * triangle of a CSR matrix that the descriptor names, nrhs right-hand
 * sides. The analysis is the triangle's, shared with csrsv, csric0 and
 * csrilu0 (core/trm_info.h). */
#include "backend.h"
#include "core/entry.h"
#include "core/trm_info.h"
#include "core/validate.h"

/* The checks every csrsm routine makes, and the bench options of the
 * solve's shape, in its signature's order; the arguments hold what differs
 * (the analysis and solve policies, a temporary buffer or a result) and
 * the routine's rules. */
#define CSRSM_ARGS(...)                                                                                         \
    {                                                                                                           \
        ARG_HANDLE(handle), ARG_OP(trans_A, "--transposeA"), ARG_OP_NO_CONJ(trans_B, "--transposeB"),           \
            ARG_SIZE(m, "-m"), ARG_SIZE(nrhs, "-k"), ARG_SIZE(nnz, "--nnz"), ARG_SCALAR(alpha, "--alpha"),      \
            ARG_DESCR_TRIANGLE(descr, "--indexbaseA"), ARG_ARRAY(csr_val, nnz > 0), ARG_ARRAY(csr_row_ptr, 1), \
            ARG_ARRAY(csr_col_ind, nnz > 0), ARG_ARRAY(B, 1), ARG_INT(ldb, NULL), ARG_INFO(info), __VA_ARGS__,  \
            ARG_QUICK(m == 0 || nrhs == 0)                                                                      \
    }

static rocsparse_status buffer_size_of(rocsparse_handle          handle,
                                       precision                 prec,
                                       rocsparse_operation       trans_A,
                                       rocsparse_operation       trans_B,
                                       rocsparse_int             m,
                                       rocsparse_int             nrhs,
                                       rocsparse_int             nnz,
                                       const void*               alpha,
                                       const rocsparse_mat_descr descr,
                                       const void*               csr_val,
                                       const rocsparse_int*      csr_row_ptr,
                                       const rocsparse_int*      csr_col_ind,
                                       const void*               B,
                                       rocsparse_int             ldb,
                                       rocsparse_mat_info        info,
                                       rocsparse_solve_policy    policy,
                                       size_t*                   buffer_size)
{
    const entry_arg args[] = CSRSM_ARGS(ARG_INT(policy, NULL), ARG_RESULT(buffer_size),
                                        ARG_VALUE_RULE(policy == rocsparse_solve_policy_auto), ARG_NO_BENCH);
    ENTRY_CHECK(prec, "rocsparse_Xcsrsm_buffer_size", args, trm_minimal_buffer_size(buffer_size));
    return backend_trm_buffer_size(handle, prec, m, nnz, nrhs, buffer_size);
}

static rocsparse_status analyse(rocsparse_handle          handle,
                                precision                 prec,
                                rocsparse_operation       trans_A,
                                rocsparse_operation       trans_B,
                                rocsparse_int             m,
                                rocsparse_int             nrhs,
                                rocsparse_int             nnz,
                                const void*               alpha,
                                const rocsparse_mat_descr descr,
                                const void*               csr_val,
                                const rocsparse_int*      csr_row_ptr,
                                const rocsparse_int*      csr_col_ind,
                                const void*               B,
                                rocsparse_int             ldb,
                                rocsparse_mat_info        info,
                                rocsparse_analysis_policy analysis,
                                rocsparse_solve_policy    solve,
                                void*                     temp_buffer)
{
    const trm_problem p
        = trm_solve_problem(trm_user_csrsm, trm_pivot_csrsm, trans_A, m, nnz, descr, csr_row_ptr, csr_col_ind);
    const entry_arg args[] = CSRSM_ARGS(
        ARG_ENUM(analysis, "--apolicy", "RF"), ARG_INT(solve, NULL), ARG_ARRAY(temp_buffer, 1),
        ARG_VALUE_RULE(analysis == rocsparse_analysis_policy_reuse || analysis == rocsparse_analysis_policy_force),
        ARG_VALUE_RULE(solve == rocsparse_solve_policy_auto));
    ENTRY_CHECK(prec, "rocsparse_Xcsrsm_analysis", args, trm_pivot_forget(info, p.slot));
    VALIDATE(handle, validate_csr(handle, prec, "rocsparse_Xcsrsm_analysis", m, m, nnz, descr->base, csr_row_ptr,
                                  csr_col_ind, 0));
    return trm_analyse(handle, info, &p, analysis, temp_buffer);
}

rocsparse_status rocsparse_csrsm_zero_pivot(rocsparse_handle handle, rocsparse_mat_info info, rocsparse_int* position)
{
    const entry_arg args[] = {ARG_HANDLE(handle), ARG_INFO(info), ARG_RESULT(position), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, "rocsparse_csrsm_zero_pivot", args, rocsparse_status_success);
    return trm_pivot_report(handle, info, trm_pivot_csrsm, position);
}

rocsparse_status rocsparse_csrsm_clear(rocsparse_handle handle, rocsparse_mat_info info)
{
    const entry_arg args[] = {ARG_HANDLE(handle), ARG_INFO(info), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, "rocsparse_csrsm_clear", args, rocsparse_status_success);
    return trm_clear(info, trm_user_csrsm, TRM_BOTH_FILLS, trm_pivot_csrsm);
}

static rocsparse_status solve(rocsparse_handle          handle,
                              precision                 prec,
                              rocsparse_operation       trans_A,
                              rocsparse_operation       trans_B,
                              rocsparse_int             m,
                              rocsparse_int             nrhs,
                              rocsparse_int             nnz,
                              const void*               alpha,
                              const rocsparse_mat_descr descr,
                              const void*               csr_val,
                              const rocsparse_int*      csr_row_ptr,
                              const rocsparse_int*      csr_col_ind,
                              void*                     B,
                              rocsparse_int             ldb,
                              rocsparse_mat_info        info,
                              rocsparse_solve_policy    policy,
                              void*                     temp_buffer)
{
    const trm_problem p
        = trm_solve_problem(trm_user_csrsm, trm_pivot_csrsm, trans_A, m, nnz, descr, csr_row_ptr, csr_col_ind);
    /* B is m x nrhs, or nrhs x m when transposed; ldb matters only for
     * work done, as csrmm's leading dimensions. */
    const entry_arg args[] = CSRSM_ARGS(
        ARG_INT(policy, NULL), ARG_ARRAY(temp_buffer, 1), ARG_VALUE_RULE(policy == rocsparse_solve_policy_auto),
        ARG_SIZE_RULE_LATE(ldb >= (trans_B == rocsparse_operation_none ? m : nrhs)),
        ARG_STATUS(trm_usable(info, &p)));
    ENTRY_CHECK(prec, "rocsparse_Xcsrsm_solve", args, trm_pivot_forget(info, p.slot));
    VALIDATE(handle, validate_csr(handle, prec, "rocsparse_Xcsrsm_solve", m, m, nnz, descr->base, csr_row_ptr,
                                  csr_col_ind, 0));
    const void*    analysis;
    rocsparse_int* pivot;
    RETURN_IF_ERROR(trm_prepare(handle, info, &p, &analysis, &pivot));
    return backend_csrsm_solve(handle, prec, trans_A, trans_B, descr->diag_type, m, nrhs, nnz, alpha, descr->base,
                               csr_val, csr_row_ptr, csr_col_ind, analysis, B, ldb, pivot, temp_buffer);
}

#define EXPORT_CSRSM(p, T)                                                                                      \
    rocsparse_status rocsparse_##p##csrsm_buffer_size(                                                          \
        rocsparse_handle handle, rocsparse_operation trans_A, rocsparse_operation trans_B, rocsparse_int m,     \
        rocsparse_int nrhs, rocsparse_int nnz, const T* alpha, const rocsparse_mat_descr descr,                 \
        const T* csr_val, const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind, const T* B,       \
        rocsparse_int ldb, rocsparse_mat_info info, rocsparse_solve_policy policy, size_t* buffer_size)         \
    {                                                                                                           \
        return buffer_size_of(handle, precision_##p, trans_A, trans_B, m, nrhs, nnz, alpha, descr, csr_val,    \
                              csr_row_ptr, csr_col_ind, B, ldb, info, policy, buffer_size);                    \
    }                                                                                                           \
    rocsparse_status rocsparse_##p##csrsm_analysis(                                                             \
        rocsparse_handle handle, rocsparse_operation trans_A, rocsparse_operation trans_B, rocsparse_int m,     \
        rocsparse_int nrhs, rocsparse_int nnz, const T* alpha, const rocsparse_mat_descr descr,                 \
        const T* csr_val, const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind, const T* B,       \
        rocsparse_int ldb, rocsparse_mat_info info, rocsparse_analysis_policy analysis,                         \
        rocsparse_solve_policy solve, void* temp_buffer)                                                        \
    {                                                                                                           \
        return analyse(handle, precision_##p, trans_A, trans_B, m, nrhs, nnz, alpha, descr, csr_val,           \
                       csr_row_ptr, csr_col_ind, B, ldb, info, analysis, solve, temp_buffer);                   \
    }                                                                                                           \
    rocsparse_status rocsparse_##p##csrsm_solve(                                                                \
        rocsparse_handle handle, rocsparse_operation trans_A, rocsparse_operation trans_B, rocsparse_int m,     \
        rocsparse_int nrhs, rocsparse_int nnz, const T* alpha, const rocsparse_mat_descr descr,                 \
        const T* csr_val, const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind, T* B,             \
        rocsparse_int ldb, rocsparse_mat_info info, rocsparse_solve_policy policy, void* temp_buffer)           \
    {                                                                                                           \
        return solve(handle, precision_##p, trans_A, trans_B, m, nrhs, nnz, alpha, descr, csr_val,             \
                     csr_row_ptr, csr_col_ind, B, ldb, info, policy, temp_buffer);                              \
    }
FSPARSE_FOR_ALL(EXPORT_CSRSM)
