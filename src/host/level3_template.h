/* Level 3 kernels of the host backend for one precision (P, CONJ as in
 * level1_template.h). */
#define HOST_CAT_(a, b) a##_##b
#define HOST_CAT(a, b) HOST_CAT_(a, b)
#define T HOST_CAT(host, P)
#define FN(name) HOST_CAT(name, P)

#include "host/axpby_template.h"

/* op(B)(r, j) for column-major B. */
static inline T FN(host_op_b)(rocsparse_operation trans_B, const T* B, rocsparse_int ldb, rocsparse_int r,
                              rocsparse_int j)
{
    if(trans_B == rocsparse_operation_none)
        return B[(size_t)j * ldb + r];
    const T v = B[(size_t)r * ldb + j];
    return trans_B == rocsparse_operation_conjugate_transpose ? CONJ(v) : v;
}

static void FN(host_csrmm)(rocsparse_operation trans_A, rocsparse_operation trans_B, rocsparse_int m,
                           rocsparse_int n, rocsparse_int k, rocsparse_int nnz, const void* alpha_,
                           rocsparse_int base, const void* val_, const rocsparse_int* row_ptr,
                           const rocsparse_int* col_ind, const void* B_, rocsparse_int ldb, const void* beta_,
                           void* C_, rocsparse_int ldc)
{
    const T  alpha = *(const T*)alpha_;
    const T* beta  = (const T*)beta_;
    const T* val   = (const T*)val_;
    const T* B     = (const T*)B_;
    T*       C     = (T*)C_;
    if(trans_A == rocsparse_operation_none)
    {
        /* Row i of C is row i of A times op(B): one thread per row. */
#pragma omp parallel for schedule(dynamic, 64) if((long long)nnz * n > HOST_PARALLEL_MIN)
        for(rocsparse_int i = 0; i < m; ++i)
            for(rocsparse_int j = 0; j < n; ++j)
            {
                T sum = 0;
                for(rocsparse_int p = row_ptr[i] - base; p < row_ptr[i + 1] - base; ++p)
                    sum += val[p] * FN(host_op_b)(trans_B, B, ldb, col_ind[p] - base, j);
                T* c = &C[(size_t)j * ldc + i];
                *c   = FN(host_axpby)(alpha, sum, beta, *c);
            }
        return;
    }
    /* op(A) = A^T or A^H scatters into C's rows: one thread per column of
     * C, so that no two write one entry. */
    const int conjugate = trans_A == rocsparse_operation_conjugate_transpose;
#pragma omp parallel for schedule(static) if((long long)nnz * n > HOST_PARALLEL_MIN)
    for(rocsparse_int j = 0; j < n; ++j)
    {
        T* c = &C[(size_t)j * ldc];
        for(rocsparse_int r = 0; r < k; ++r)
            c[r] = *beta == 0 ? 0 : *beta * c[r];
        for(rocsparse_int i = 0; i < m; ++i)
        {
            if(row_ptr[i] == row_ptr[i + 1])
                continue; /* B may be absent when A has no entries */
            const T b = alpha * FN(host_op_b)(trans_B, B, ldb, i, j);
            for(rocsparse_int p = row_ptr[i] - base; p < row_ptr[i + 1] - base; ++p)
                c[col_ind[p] - base] += (conjugate ? CONJ(val[p]) : val[p]) * b;
        }
    }
}

#undef FN
#undef T
#undef HOST_CAT
#undef HOST_CAT_
