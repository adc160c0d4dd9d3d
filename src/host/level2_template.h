/* Level 2 kernels of the host backend for one precision. level2.c
 * includes this once per precision with P and CONJ as level1_template.h
 * takes them. Transposed products scatter into y: each thread then adds
 * into a private copy, summed at the end, so that no two threads write
 * one entry. */
#define HOST_CAT_(a, b) a##_##b
#define HOST_CAT(a, b) HOST_CAT_(a, b)
#define T HOST_CAT(host, P)
#define FN(name) HOST_CAT(name, P)

#include "host/axpby_template.h"

static inline T FN(host_op)(int conjugate, T v)
{
    return conjugate ? CONJ(v) : v;
}

/* Per-thread accumulators of len entries for a scatter of nnz products,
 * zeroed; NULL when a serial scatter is better (small work, one thread, or
 * copies that would take far more memory than the matrix). */
static T* FN(host_private_sums)(rocsparse_int len, rocsparse_int nnz, int* threads)
{
    *threads = host_max_threads();
    if(nnz <= HOST_PARALLEL_MIN || *threads < 2 || (size_t)*threads * len > 4 * (size_t)nnz + ((size_t)1 << 20))
        return NULL;
    return (T*)calloc((size_t)*threads * len, sizeof(T));
}

/* y[j] += alpha * (sum of the threads' sums[j]); inside a parallel region. */
static void FN(host_reduce_private)(rocsparse_int len, int threads, const T* sums, T alpha, T* y)
{
#pragma omp for schedule(static)
    for(rocsparse_int j = 0; j < len; ++j)
    {
        T s = 0;
        for(int t = 0; t < threads; ++t)
            s += sums[(size_t)t * len + j];
        y[j] += alpha * s;
    }
}

static void FN(host_coomv)(rocsparse_operation trans, rocsparse_int m, rocsparse_int n, rocsparse_int nnz,
                           const void* alpha_, rocsparse_int base, const void* val_, const rocsparse_int* row,
                           const rocsparse_int* col, const void* x_, const void* beta_, void* y_)
{
    const T  alpha = *(const T*)alpha_;
    const T* val   = (const T*)val_;
    const T* x     = (const T*)x_;
    T*       y     = (T*)y_;
    FN(host_scale)(trans == rocsparse_operation_none ? m : n, (const T*)beta_, y);
    if(nnz == 0)
        return;
    if(trans == rocsparse_operation_none)
    {
        /* Entries are sorted by row: each thread takes a range of entries
         * moved to row starts, so that it owns the rows it writes. */
#pragma omp parallel if(nnz > HOST_PARALLEL_MIN)
        {
            const int     t  = host_thread_num(), nt = host_num_threads();
            rocsparse_int lo = (rocsparse_int)((long long)nnz * t / nt);
            rocsparse_int hi = (rocsparse_int)((long long)nnz * (t + 1) / nt);
            while(lo > 0 && lo < nnz && row[lo] == row[lo - 1])
                ++lo;
            while(hi > 0 && hi < nnz && row[hi] == row[hi - 1])
                ++hi;
            for(rocsparse_int e = lo; e < hi; ++e)
                y[row[e] - base] += alpha * (val[e] * x[col[e] - base]);
        }
        return;
    }
    const int conjugate = trans == rocsparse_operation_conjugate_transpose;
    int       threads;
    T*        sums = FN(host_private_sums)(n, nnz, &threads);
    if(sums == NULL)
    {
        for(rocsparse_int e = 0; e < nnz; ++e)
            y[col[e] - base] += alpha * (FN(host_op)(conjugate, val[e]) * x[row[e] - base]);
        return;
    }
#pragma omp parallel num_threads(threads)
    {
        T* mine = sums + (size_t)host_thread_num() * n;
#pragma omp for schedule(static)
        for(rocsparse_int e = 0; e < nnz; ++e)
            mine[col[e] - base] += FN(host_op)(conjugate, val[e]) * x[row[e] - base];
        FN(host_reduce_private)(n, threads, sums, alpha, y);
    }
    free(sums);
}

static inline T FN(host_csr_row_dot)(rocsparse_int i, rocsparse_int base, const T* val, const rocsparse_int* row_ptr,
                                     const rocsparse_int* col_ind, const T* x)
{
    T sum = 0;
    for(rocsparse_int p = row_ptr[i] - base; p < row_ptr[i + 1] - base; ++p)
        sum += val[p] * x[col_ind[p] - base];
    return sum;
}

/* sums[col] += op(A(i, col)) * xi over row i. */
static inline void FN(host_csr_row_scatter)(rocsparse_int i, int conjugate, rocsparse_int base, const T* val,
                                            const rocsparse_int* row_ptr, const rocsparse_int* col_ind, T xi,
                                            T* sums)
{
    for(rocsparse_int p = row_ptr[i] - base; p < row_ptr[i + 1] - base; ++p)
        sums[col_ind[p] - base] += FN(host_op)(conjugate, val[p]) * xi;
}

static void FN(host_csrmv_none)(rocsparse_int m, rocsparse_int nnz, T alpha, rocsparse_int base, const T* val,
                                const rocsparse_int* row_ptr, const rocsparse_int* col_ind,
                                const host_csrmv_plan* plan, const T* x, const T* beta, T* y)
{
    if(plan == NULL)
    {
#pragma omp parallel for schedule(static) if(nnz > HOST_PARALLEL_MIN)
        for(rocsparse_int i = 0; i < m; ++i)
            y[i] = FN(host_axpby)(alpha, FN(host_csr_row_dot)(i, base, val, row_ptr, col_ind, x), beta, y[i]);
        return;
    }
    /* Chunks of equal work, dynamically handed out; long rows are left to
     * the second loop, where all threads share each of them. */
#pragma omp parallel for schedule(dynamic, 1) if(nnz > HOST_PARALLEL_MIN)
    for(rocsparse_int c = 0; c < plan->chunks; ++c)
        for(rocsparse_int i = plan->chunk_row[c]; i < plan->chunk_row[c + 1]; ++i)
            if(row_ptr[i + 1] - row_ptr[i] <= plan->long_row)
                y[i] = FN(host_axpby)(alpha, FN(host_csr_row_dot)(i, base, val, row_ptr, col_ind, x), beta, y[i]);
    for(rocsparse_int l = 0; l < plan->long_rows; ++l)
    {
        const rocsparse_int i     = plan->long_row_ind[l];
        const rocsparse_int begin = row_ptr[i] - base, end = row_ptr[i + 1] - base;
        T                   sum   = 0;
#pragma omp parallel for reduction(+ : sum)
        for(rocsparse_int p = begin; p < end; ++p)
            sum += val[p] * x[col_ind[p] - base];
        y[i] = FN(host_axpby)(alpha, sum, beta, y[i]);
    }
}

static void FN(host_csrmv_trans)(int conjugate, rocsparse_int m, rocsparse_int n, rocsparse_int nnz, T alpha,
                                 rocsparse_int base, const T* val, const rocsparse_int* row_ptr,
                                 const rocsparse_int* col_ind, const host_csrmv_plan* plan, const T* x,
                                 const T* beta, T* y)
{
    FN(host_scale)(n, beta, y);
    if(nnz == 0)
        return;
    int threads;
    T*  sums = FN(host_private_sums)(n, nnz, &threads);
    if(sums == NULL)
    {
        for(rocsparse_int i = 0; i < m; ++i)
            FN(host_csr_row_scatter)(i, conjugate, base, val, row_ptr, col_ind, alpha * x[i], y);
        return;
    }
#pragma omp parallel num_threads(threads)
    {
        T* mine = sums + (size_t)host_thread_num() * n;
        if(plan != NULL)
        {
            /* Every row in its chunk: a scatter splits long rows no better. */
#pragma omp for schedule(dynamic, 1)
            for(rocsparse_int c = 0; c < plan->chunks; ++c)
                for(rocsparse_int i = plan->chunk_row[c]; i < plan->chunk_row[c + 1]; ++i)
                    FN(host_csr_row_scatter)(i, conjugate, base, val, row_ptr, col_ind, x[i], mine);
        }
        else
        {
#pragma omp for schedule(static)
            for(rocsparse_int i = 0; i < m; ++i)
                FN(host_csr_row_scatter)(i, conjugate, base, val, row_ptr, col_ind, x[i], mine);
        }
        FN(host_reduce_private)(n, threads, sums, alpha, y);
    }
    free(sums);
}

static void FN(host_csrmv)(rocsparse_operation trans, rocsparse_int m, rocsparse_int n, rocsparse_int nnz,
                           const void* alpha, rocsparse_int base, const void* val, const rocsparse_int* row_ptr,
                           const rocsparse_int* col_ind, const host_csrmv_plan* plan, const void* x,
                           const void* beta, void* y)
{
    if(trans == rocsparse_operation_none)
        FN(host_csrmv_none)(m, nnz, *(const T*)alpha, base, (const T*)val, row_ptr, col_ind, plan, (const T*)x,
                            (const T*)beta, (T*)y);
    else
        FN(host_csrmv_trans)(trans == rocsparse_operation_conjugate_transpose, m, n, nnz, *(const T*)alpha, base,
                             (const T*)val, row_ptr, col_ind, plan, (const T*)x, (const T*)beta, (T*)y);
}

static void FN(host_ellmv)(rocsparse_int m, rocsparse_int n, const void* alpha_, rocsparse_int base,
                           const void* val_, const rocsparse_int* col_ind, rocsparse_int width, const void* x_,
                           const void* beta_, void* y_)
{
    const T  alpha = *(const T*)alpha_;
    const T* val   = (const T*)val_;
    const T* x     = (const T*)x_;
    const T* beta  = (const T*)beta_;
    T*       y     = (T*)y_;
#pragma omp parallel for if((long long)m * width > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < m; ++i)
    {
        T sum = 0;
        for(rocsparse_int p = 0; p < width; ++p)
        {
            const size_t        slot = (size_t)p * m + i;
            const rocsparse_int c    = col_ind[slot] - base;
            if(c >= 0 && c < n)
                sum += val[slot] * x[c];
        }
        y[i] = FN(host_axpby)(alpha, sum, beta, y[i]);
    }
}

#undef FN
#undef T
#undef HOST_CAT
#undef HOST_CAT_
