/* What the entry points of the two incomplete factorizations, csric0 and
 * csrilu0, share: the same arguments, checks and steps, the lower
 * triangle's analysis (core/trm_info.h), and only the kernel and the names
 * differ. Each routine's file describes it in a factor_routine and
 * exports it with EXPORT_FACTOR. */
#ifndef FSPARSE_PRECOND_FACTOR_H
#define FSPARSE_PRECOND_FACTOR_H

#include "backend.h"
#include "core/trm_info.h"

typedef rocsparse_status (*factor_kernel)(rocsparse_handle     handle,
                                          precision            prec,
                                          rocsparse_int        m,
                                          rocsparse_int        nnz,
                                          rocsparse_index_base base,
                                          void*                csr_val,
                                          const rocsparse_int* csr_row_ptr,
                                          const rocsparse_int* csr_col_ind,
                                          const void*          analysis,
                                          rocsparse_int*       pivot,
                                          void*                temp_buffer);

typedef struct factor_routine
{
    /* Names as entry_check takes them ("rocsparse_Xcsric0_analysis"). */
    const char*    buffer_size_name;
    const char*    analysis_name;
    const char*    factor_name;
    const char*    zero_pivot_name;
    const char*    clear_name;
    unsigned       user; /* trm_user bit */
    trm_pivot_slot slot;
    factor_kernel  kernel;
} factor_routine;

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
                                    size_t*                   buffer_size);

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
                                 void*                     temp_buffer);

rocsparse_status factor_zero_pivot(const factor_routine* r,
                                   rocsparse_handle      handle,
                                   rocsparse_mat_info    info,
                                   rocsparse_int*        position);

rocsparse_status factor_clear(const factor_routine* r, rocsparse_handle handle, rocsparse_mat_info info);

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
                            void*                     temp_buffer);

/* The public functions of a factorization called name, described by
 * routine: EXPORT_FACTOR_TYPED the three typed ones, stamped out per
 * precision (p, T); EXPORT_FACTOR its zero_pivot and clear. */
#define EXPORT_FACTOR_TYPED(name, routine, p, T)                                                             \
    rocsparse_status rocsparse_##p##name##_buffer_size(                                                      \
        rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, const rocsparse_mat_descr descr,        \
        const T* csr_val, const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind,                \
        rocsparse_mat_info info, size_t* buffer_size)                                                        \
    {                                                                                                        \
        return factor_buffer_size(routine, handle, precision_##p, m, nnz, descr, csr_val, csr_row_ptr,      \
                                  csr_col_ind, info, buffer_size);                                           \
    }                                                                                                        \
    rocsparse_status rocsparse_##p##name##_analysis(                                                         \
        rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, const rocsparse_mat_descr descr,        \
        const T* csr_val, const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind,                \
        rocsparse_mat_info info, rocsparse_analysis_policy analysis, rocsparse_solve_policy solve,           \
        void* temp_buffer)                                                                                   \
    {                                                                                                        \
        return factor_analysis(routine, handle, precision_##p, m, nnz, descr, csr_val, csr_row_ptr,         \
                               csr_col_ind, info, analysis, solve, temp_buffer);                             \
    }                                                                                                        \
    rocsparse_status rocsparse_##p##name(rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz,        \
                                         const rocsparse_mat_descr descr, T* csr_val,                        \
                                         const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind, \
                                         rocsparse_mat_info info, rocsparse_solve_policy policy,             \
                                         void* temp_buffer)                                                  \
    {                                                                                                        \
        return factor_run(routine, handle, precision_##p, m, nnz, descr, csr_val, csr_row_ptr, csr_col_ind, \
                          info, policy, temp_buffer);                                                        \
    }
#define EXPORT_FACTOR(name, routine)                                                                         \
    rocsparse_status rocsparse_##name##_zero_pivot(rocsparse_handle handle, rocsparse_mat_info info,         \
                                                   rocsparse_int* position)                                  \
    {                                                                                                        \
        return factor_zero_pivot(routine, handle, info, position);                                           \
    }                                                                                                        \
    rocsparse_status rocsparse_##name##_clear(rocsparse_handle handle, rocsparse_mat_info info)              \
    {                                                                                                        \
        return factor_clear(routine, handle, info);                                                          \
    }

#endif /* FSPARSE_PRECOND_FACTOR_H */
