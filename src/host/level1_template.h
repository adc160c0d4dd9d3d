/* Level 1 kernels of the host backend for one precision. level1.c includes
 * this once per precision with
 *   P          the precision letter (s, d, c, z)
 *   CONJ(v)    the complex conjugate of v (v itself for real types)
 *   REAL       1 for real types, 0 for complex ones */
#define HOST_CAT_(a, b) a##_##b
#define HOST_CAT(a, b) HOST_CAT_(a, b)
#define T HOST_CAT(host, P)
#define FN(name) HOST_CAT(name, P)

static void FN(host_axpyi)(rocsparse_int nnz, const void* alpha_, const void* x_val_, const rocsparse_int* x_ind,
                           void* y_, rocsparse_int base)
{
    const T  alpha = *(const T*)alpha_;
    const T* x_val = (const T*)x_val_;
    T*       y     = (T*)y_;
#pragma omp parallel for if(nnz > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < nnz; ++i)
        y[x_ind[i] - base] += alpha * x_val[i];
}

static void FN(host_doti)(int conjugate, rocsparse_int nnz, const void* x_val_, const rocsparse_int* x_ind,
                          const void* y_, void* result, rocsparse_int base)
{
    const T* x_val = (const T*)x_val_;
    const T* y     = (const T*)y_;
    T        sum   = 0;
#pragma omp parallel for reduction(+ : sum) if(nnz > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < nnz; ++i)
        sum += (conjugate ? CONJ(x_val[i]) : x_val[i]) * y[x_ind[i] - base];
    *(T*)result = sum;
}

static void FN(host_gthr)(int zero_y, rocsparse_int nnz, void* y_, void* x_val_, const rocsparse_int* x_ind,
                          rocsparse_int base)
{
    T* y     = (T*)y_;
    T* x_val = (T*)x_val_;
#pragma omp parallel for if(nnz > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < nnz; ++i)
    {
        x_val[i] = y[x_ind[i] - base];
        if(zero_y)
            y[x_ind[i] - base] = 0;
    }
}

#if REAL /* a rotation of complex vectors is not part of the API */
static void FN(host_roti)(rocsparse_int nnz, void* x_val_, const rocsparse_int* x_ind, void* y_, const void* c_,
                          const void* s_, rocsparse_int base)
{
    T*      x_val = (T*)x_val_;
    T*      y     = (T*)y_;
    const T c     = *(const T*)c_;
    const T s     = *(const T*)s_;
#pragma omp parallel for if(nnz > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < nnz; ++i)
    {
        const T x  = x_val[i];
        const T yi = y[x_ind[i] - base];
        x_val[i]           = c * x + s * yi;
        y[x_ind[i] - base] = c * yi - s * x;
    }
}
#endif

static void FN(host_sctr)(rocsparse_int nnz, const void* x_val_, const rocsparse_int* x_ind, void* y_,
                          rocsparse_int base)
{
    const T* x_val = (const T*)x_val_;
    T*       y     = (T*)y_;
#pragma omp parallel for if(nnz > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < nnz; ++i)
        y[x_ind[i] - base] = x_val[i];
}

#undef FN
#undef T
#undef HOST_CAT
#undef HOST_CAT_
