#include "api/precond_factor.h"

#include "core/entry.h"
#include "core/validate.h"

/* The arguments every factorization routine but zero_pivot and clear
 * takes first, in their order; the arguments hold the rest and the rules. */
#define FACTOR_ARGS(...)                                                                                        \
    {                                                                                                           \
        ARG_HANDLE(handle), ARG_SIZE(m, "-m"), ARG_SIZE(nnz, "--nnz"), ARG_DESCR_FACTOR(descr, "--indexbaseA"), \
            ARG_ARRAY(csr_val, nnz > 0), ARG_ARRAY(csr_row_ptr, 1), ARG_ARRAY(csr_col_ind, nnz > 0),            \
            ARG_INFO(info), __VA_ARGS__, ARG_QUICK(m == 0)                                                      \
    }

rocsparse_status factor_buffer_size(const factor_routine*     r,
                                    rocsparse_handle          handle,
                                    precision                 prec,
                                    rocsparse_int             m,
                                    rocsparse_int             nnz,
                                    const rocsparse_mat_descr descr,
                                    const void*               csr_val,
                                    const rocsparse_int*      csr_row_ptr,
                                    const rocsparse_int*      csr_col_ind,
                                    rocsparse_mat_info        info,
                                    size_t*                   buffer_size)
{
    const entry_arg args[] = FACTOR_ARGS(ARG_RESULT(buffer_size), ARG_NO_BENCH);
    ENTRY_CHECK(prec, r->buffer_size_name, args, trm_minimal_buffer_size(buffer_size));
    return backend_trm_buffer_size(handle, prec, m, nnz, 1, buffer_size);
}

/* The factorizations read columns sorted and distinct within rows. */
#define VALIDATE_FACTOR(name)                                                                                \
    VALIDATE(handle, validate_csr(handle, prec, name, m, m, nnz, descr->base, csr_row_ptr, csr_col_ind,     \
                                  VALIDATE_SORTED))

rocsparse_status factor_analysis(const factor_routine*     r,
                                 rocsparse_handle          handle,
                                 precision                 prec,
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
    const trm_problem p      = trm_factor_problem(r->user, r->slot, m, nnz, descr, csr_row_ptr, csr_col_ind);
    const entry_arg   args[] = FACTOR_ARGS(
        ARG_ENUM(analysis, "--apolicy", "RF"), ARG_INT(solve, NULL), ARG_ARRAY(temp_buffer, 1),
        ARG_VALUE_RULE(analysis == rocsparse_analysis_policy_reuse || analysis == rocsparse_analysis_policy_force),
        ARG_VALUE_RULE(solve == rocsparse_solve_policy_auto));
    ENTRY_CHECK(prec, r->analysis_name, args, trm_pivot_forget(info, r->slot));
    VALIDATE_FACTOR(r->analysis_name);
    return trm_analyse(handle, info, &p, analysis, temp_buffer);
}

rocsparse_status factor_zero_pivot(const factor_routine* r,
                                   rocsparse_handle      handle,
                                   rocsparse_mat_info    info,
                                   rocsparse_int*        position)
{
    const entry_arg args[] = {ARG_HANDLE(handle), ARG_INFO(info), ARG_RESULT(position), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, r->zero_pivot_name, args, rocsparse_status_success);
    return trm_pivot_report(handle, info, r->slot, position);
}

rocsparse_status factor_clear(const factor_routine* r, rocsparse_handle handle, rocsparse_mat_info info)
{
    const entry_arg args[] = {ARG_HANDLE(handle), ARG_INFO(info), ARG_NO_BENCH};
    ENTRY_CHECK(precision_s, r->clear_name, args, rocsparse_status_success);
    return trm_clear(info, r->user, TRM_LOWER, r->slot);
}

rocsparse_status factor_run(const factor_routine*     r,
                            rocsparse_handle          handle,
                            precision                 prec,
                            rocsparse_int             m,
                            rocsparse_int             nnz,
                            const rocsparse_mat_descr descr,
                            void*                     csr_val,
                            const rocsparse_int*      csr_row_ptr,
                            const rocsparse_int*      csr_col_ind,
                            rocsparse_mat_info        info,
                            rocsparse_solve_policy    policy,
                            void*                     temp_buffer)
{
    const trm_problem p      = trm_factor_problem(r->user, r->slot, m, nnz, descr, csr_row_ptr, csr_col_ind);
    const entry_arg   args[] = FACTOR_ARGS(ARG_INT(policy, NULL), ARG_ARRAY(temp_buffer, 1),
                                           ARG_VALUE_RULE(policy == rocsparse_solve_policy_auto),
                                           ARG_STATUS(trm_usable(info, &p)));
    ENTRY_CHECK(prec, r->factor_name, args, trm_pivot_forget(info, r->slot));
    VALIDATE_FACTOR(r->factor_name);
    const void*    analysis;
    rocsparse_int* pivot;
    RETURN_IF_ERROR(trm_prepare(handle, info, &p, &analysis, &pivot));
    return r->kernel(handle, prec, m, nnz, descr->base, csr_val, csr_row_ptr, csr_col_ind, analysis, pivot,
                     temp_buffer);
}
