/* rocsparse_Xcsrsv_buffer_size, _analysis and _solve, rocsparse_csrsv_zero_pivot
 * and rocsparse_csrsv_clear: op(T) * y = alpha * x, T the triangle of a CSR
 * matrix that the descriptor names. The analysis is kept in the mat_info
 * and shared (core/trm_info.h). */
#include "backend.h"
#include "core/entry.h"
#include "core/trm_info.h"
#include "core/validate.h"

/* The arguments the buffer size query and the analysis share, in their
 * order; the arguments hold the rest and the routine's rules. */
#define CSRSV_SETUP_ARGS(...)                                                                                   \
    {                                                                                                           \
        ARG_HANDLE(handle), ARG_OP(trans, "--transposeA"), ARG_SIZE(m, "-m"), ARG_SIZE(nnz, "--nnz"),           \
            ARG_DESCR_TRIANGLE(descr, "--indexbaseA"), ARG_ARRAY(csr_val, nnz > 0), ARG_ARRAY(csr_row_ptr, 1), \
            ARG_ARRAY(csr_col_ind, nnz > 0), ARG_INFO(info), __VA_ARGS__, ARG_QUICK(m == 0)                     \
    }

static rocsparse_status buffer_size_of(rocsparse_handle          handle,
                                       precision                 prec,
                                       rocsparse_operation       trans,
                                       rocsparse_int             m,
                                       rocsparse_int             nnz,
                                       const rocsparse_mat_descr descr,
                                       const void*               csr_val,
                                       const rocsparse_int*      csr_row_ptr,
                                       const rocsparse_int*      csr_col_ind,
                                       rocsparse_mat_info        info,
                                       size_t*                   buffer_size)
{
    const entry_arg args[] = CSRSV_SETUP_ARGS(ARG_RESULT(buffer_size), ARG_NO_BENCH);
    ENTRY_CHECK(prec, "rocsparse_Xcsrsv_buffer_size", args, trm_minimal_buffer_size(buffer_size));
    return backend_trm_buffer_size(handle, prec, m, nnz, 1, buffer_size);
}

/* The pivot cell of csrsv is the triangle's. */
static trm_problem problem(rocsparse_operation trans, rocsparse_int m, rocsparse_int nnz,
                           const rocsparse_mat_descr descr, const rocsparse_int* csr_row_ptr,
                           const rocsparse_int* csr_col_ind)
{
    trm_problem p = trm_solve_problem(trm_user_csrsv, trm_pivot_csrsv_lower, trans, m, nnz, descr, csr_row_ptr,
                                      csr_col_ind);
    p.slot        = trm_csrsv_slot(p.fill);
    return p;
}

static rocsparse_status analyse(rocsparse_handle          handle,
                                precision                 prec,
                                rocsparse_operation       trans,
                                rocsparse_int             m,
                                rocsparse_int             nnz,
                                const rocsparse_mat_descr descr,
                                const void*               csr_val,
                                const rocsparse_int*      csr_row_ptr,
                                const rocsparse_int*      csr_col_ind,
                                rocsparse_mat_info        info,
                                rocsparse_analysis_policy analysis,
                                rocsparse_solve_policy    solve,
                                void*                     temp_buffer)
{
    const trm_problem p      = problem(trans, m, nnz, descr, csr_row_ptr, csr_col_ind);
    const entry_arg   args[] = CSRSV_SETUP_ARGS(
        ARG_ENUM(analysis, "--apolicy", "RF"), ARG_INT(solve, NULL), ARG_ARRAY(temp_buffer, 1),
        ARG_VALUE_RULE(analysis == rocsparse_analysis_policy_reuse || analysis == rocsparse_analysis_policy_force),
        ARG_VALUE_RULE(solve == rocsparse_solve_policy_auto));
    ENTRY_CHECK(prec, "rocsparse_Xcsrsv_analysis", args, trm_pivot_forget(info, p.slot));
    VALIDATE(handle, validate_csr(handle, prec, "rocsparse_Xcsrsv_analysis", m, m, nnz, descr->base, csr_row_ptr,
                                  csr_col_ind, 0));
    return trm_analyse(handle, info, &p, analysis, temp_buffer);
}

rocsparse_status rocsparse_csrsv_zero_pivot(rocsparse_handle          handle,
                                            const rocsparse_mat_descr descr,
                                            rocsparse_mat_info        info,
                                            rocsparse_int*            position)
{
    /* descr may be null, as in rocSPARSE (hipSPARSE's csrsv2 zero pivot
     * query has none): then the lower triangle's cell if a lower analysis
     * or solve set it, else the upper one's. */
    const int      given = descr != NULL;
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_PTR(descr),
        ARG_INFO(info),
        ARG_RESULT(position),
        ARG_STATUS(!given || descr_valid(descr) ? rocsparse_status_success : rocsparse_status_invalid_pointer),
        ARG_NO_BENCH,
    };
    ENTRY_CHECK(precision_s, "rocsparse_csrsv_zero_pivot", args, rocsparse_status_success);
    const rocsparse_fill_mode fill
        = given ? descr->fill_mode
                : info->pivot[trm_pivot_csrsv_lower].set ? rocsparse_fill_mode_lower : rocsparse_fill_mode_upper;
    return trm_pivot_report(handle, info, trm_csrsv_slot(fill), position);
}

rocsparse_status rocsparse_csrsv_clear(rocsparse_handle handle, const rocsparse_mat_descr descr, rocsparse_mat_info info)
{
    const entry_arg args[] = {ARG_HANDLE(handle), ARG_DESCR_ANY(descr, NULL), ARG_INFO(info), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, "rocsparse_csrsv_clear", args, rocsparse_status_success);
    return trm_clear(info, trm_user_csrsv, 1u << descr->fill_mode, trm_csrsv_slot(descr->fill_mode));
}

static rocsparse_status solve(rocsparse_handle          handle,
                              precision                 prec,
                              rocsparse_operation       trans,
                              rocsparse_int             m,
                              rocsparse_int             nnz,
                              const void*               alpha,
                              const rocsparse_mat_descr descr,
                              const void*               csr_val,
                              const rocsparse_int*      csr_row_ptr,
                              const rocsparse_int*      csr_col_ind,
                              rocsparse_mat_info        info,
                              const void*               x,
                              void*                     y,
                              rocsparse_solve_policy    policy,
                              void*                     temp_buffer)
{
    const trm_problem p      = problem(trans, m, nnz, descr, csr_row_ptr, csr_col_ind);
    const entry_arg   args[] = {
        ARG_HANDLE(handle),
        ARG_OP(trans, "--transposeA"),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(nnz, "--nnz"),
        ARG_SCALAR(alpha, "--alpha"),
        ARG_DESCR_TRIANGLE(descr, "--indexbaseA"),
        ARG_ARRAY(csr_val, nnz > 0),
        ARG_ARRAY(csr_row_ptr, 1),
        ARG_ARRAY(csr_col_ind, nnz > 0),
        ARG_INFO(info),
        ARG_ARRAY(x, 1),
        ARG_ARRAY(y, 1),
        ARG_INT(policy, NULL),
        ARG_ARRAY(temp_buffer, 1),
        ARG_VALUE_RULE(policy == rocsparse_solve_policy_auto),
        ARG_QUICK(m == 0),
        ARG_STATUS(trm_usable(info, &p)),
    };
    ENTRY_CHECK(prec, "rocsparse_Xcsrsv_solve", args, trm_pivot_forget(info, p.slot));
    VALIDATE(handle, validate_csr(handle, prec, "rocsparse_Xcsrsv_solve", m, m, nnz, descr->base, csr_row_ptr,
                                  csr_col_ind, 0));
    const void*    analysis;
    rocsparse_int* pivot;
    RETURN_IF_ERROR(trm_prepare(handle, info, &p, &analysis, &pivot));
    return backend_csrsv_solve(handle, prec, trans, descr->diag_type, m, nnz, alpha, descr->base, csr_val,
                               csr_row_ptr, csr_col_ind, analysis, x, y, pivot, temp_buffer);
}

#define EXPORT_CSRSV(p, T)                                                                                   \
    rocsparse_status rocsparse_##p##csrsv_buffer_size(                                                       \
        rocsparse_handle handle, rocsparse_operation trans, rocsparse_int m, rocsparse_int nnz,              \
        const rocsparse_mat_descr descr, const T* csr_val, const rocsparse_int* csr_row_ptr,                 \
        const rocsparse_int* csr_col_ind, rocsparse_mat_info info, size_t* buffer_size)                      \
    {                                                                                                        \
        return buffer_size_of(handle, precision_##p, trans, m, nnz, descr, csr_val, csr_row_ptr,            \
                              csr_col_ind, info, buffer_size);                                               \
    }                                                                                                        \
    rocsparse_status rocsparse_##p##csrsv_analysis(                                                          \
        rocsparse_handle handle, rocsparse_operation trans, rocsparse_int m, rocsparse_int nnz,              \
        const rocsparse_mat_descr descr, const T* csr_val, const rocsparse_int* csr_row_ptr,                 \
        const rocsparse_int* csr_col_ind, rocsparse_mat_info info, rocsparse_analysis_policy analysis,       \
        rocsparse_solve_policy solve, void* temp_buffer)                                                     \
    {                                                                                                        \
        return analyse(handle, precision_##p, trans, m, nnz, descr, csr_val, csr_row_ptr, csr_col_ind, info, \
                       analysis, solve, temp_buffer);                                                        \
    }                                                                                                        \
    rocsparse_status rocsparse_##p##csrsv_solve(                                                             \
        rocsparse_handle handle, rocsparse_operation trans, rocsparse_int m, rocsparse_int nnz,              \
        const T* alpha, const rocsparse_mat_descr descr, const T* csr_val, const rocsparse_int* csr_row_ptr, \
        const rocsparse_int* csr_col_ind, rocsparse_mat_info info, const T* x, T* y,                         \
        rocsparse_solve_policy policy, void* temp_buffer)                                                    \
    {                                                                                                        \
        return solve(handle, precision_##p, trans, m, nnz, alpha, descr, csr_val, csr_row_ptr, csr_col_ind,  \
                     info, x, y, policy, temp_buffer);                                                       \
    }
FSPARSE_FOR_ALL(EXPORT_CSRSV)
