/* The test program of an incomplete factorization, csrilu0 or csric0
 * (their routines have the same signatures): factors of random matrices,
 * 3D Laplacians (7- and 27-point) and a long chain, in both bases and
 * pointer modes, against the long double reference and by the product of the factors;
 * then the triangular solves with the factors on the same mat_info; zero
 * pivots, structural and numerical; the analysis shared with csrsv, force,
 * values changed after it, *_clear; every strategy of setting trfactor
 * forced. */
#ifndef FSPARSE_TRM_FACTOR_H
#define FSPARSE_TRM_FACTOR_H

#include "trm_reference.h"

typedef rocsparse_status (*factor_buffer_fn)(rocsparse_handle, rocsparse_int, rocsparse_int, const rocsparse_mat_descr,
                                             const void*, const rocsparse_int*, const rocsparse_int*,
                                             rocsparse_mat_info, size_t*);
typedef rocsparse_status (*factor_analysis_fn)(rocsparse_handle, rocsparse_int, rocsparse_int,
                                               const rocsparse_mat_descr, const void*, const rocsparse_int*,
                                               const rocsparse_int*, rocsparse_mat_info, rocsparse_analysis_policy,
                                               rocsparse_solve_policy, void*);
typedef rocsparse_status (*factor_fn)(rocsparse_handle, rocsparse_int, rocsparse_int, const rocsparse_mat_descr,
                                      void*, const rocsparse_int*, const rocsparse_int*, rocsparse_mat_info,
                                      rocsparse_solve_policy, void*);

/* One precision of the factorization. */
typedef struct factor_routine
{
    const char*        name;
    const test_prec*   prec;
    factor_buffer_fn   buffer_size;
    factor_analysis_fn analysis;
    factor_fn          factor;
} factor_routine;

typedef struct factor_family
{
    const char* name;     /* "csrilu0" */
    int         cholesky; /* IC(0) (Hermitian matrices, L * L^H), else ILU(0) */
    rocsparse_status (*zero_pivot)(rocsparse_handle, rocsparse_mat_info, rocsparse_int*);
    rocsparse_status (*clear)(rocsparse_handle, rocsparse_mat_info);
    const factor_routine* routines;
    size_t                count;
} factor_family;

/* The whole program; returns its exit status. */
int factor_main(const factor_family* family);

/* The thin typed wrappers of one precision's routines, X(p, T), for a
 * family named ilu0 or ic0 (rocsparse_Xcsr<name>...): <name>_buffer_<p>,
 * <name>_analysis_<p> and <name>_factor_<p>. */
#define FACTOR_WRAPPERS(name, p, T)                                                                                \
    static rocsparse_status name##_buffer_##p(rocsparse_handle h, rocsparse_int m, rocsparse_int nnz,                    \
                                       const rocsparse_mat_descr d, const void* v, const rocsparse_int* rp,       \
                                       const rocsparse_int* ci, rocsparse_mat_info info, size_t* size)            \
    {                                                                                                             \
        return rocsparse_##p##csr##name##_buffer_size(h, m, nnz, d, (const T*)v, rp, ci, info, size);             \
    }                                                                                                             \
    static rocsparse_status name##_analysis_##p(rocsparse_handle h, rocsparse_int m, rocsparse_int nnz,           \
                                         const rocsparse_mat_descr d, const void* v, const rocsparse_int* rp,     \
                                         const rocsparse_int* ci, rocsparse_mat_info info,                        \
                                         rocsparse_analysis_policy ap, rocsparse_solve_policy sp, void* buf)      \
    {                                                                                                             \
        return rocsparse_##p##csr##name##_analysis(h, m, nnz, d, (const T*)v, rp, ci, info, ap, sp, buf);         \
    }                                                                                                             \
    static rocsparse_status name##_factor_##p(rocsparse_handle h, rocsparse_int m, rocsparse_int nnz,             \
                                       const rocsparse_mat_descr d, void* v, const rocsparse_int* rp,             \
                                       const rocsparse_int* ci, rocsparse_mat_info info, rocsparse_solve_policy sp, \
                                       void* buf)                                                                 \
    {                                                                                                             \
        return rocsparse_##p##csr##name(h, m, nnz, d, (T*)v, rp, ci, info, sp, buf);                              \
    }
#define FACTOR_ROW(name, p)                                                                                        \
    {"rocsparse_" #p "csr" #name, &prec_##p, name##_buffer_##p, name##_analysis_##p, name##_factor_##p}

#endif /* FSPARSE_TRM_FACTOR_H */
