/* Level 1 kernels of the host backend for one precision. level1.c includes
 * this once per precision with
 *   P          the precision letter (s, d, c, z)
 *   R          the component type (float or double)
 *   FMA        the fused multiply-add of R (fmaf or fma)
 *   CONJ(v)    the complex conjugate of v (v itself for real types)
 *   REAL       1 for real types, 0 for complex ones */
#define HOST_CAT_(a, b) a##_##b
#define HOST_CAT(a, b) HOST_CAT_(a, b)
#define T HOST_CAT(host, P)
#define FN(name) HOST_CAT(name, P)

/* a * b + c as rocSPARSE's own test reference computes it, so that results
 * match that reference bit for bit: one fused multiply-add for a real
 * value; for a complex one, each part two fused multiply-adds, the product
 * of the real parts (real part) and of a's imaginary part with b's real part
 * (imaginary part) first. A complex value is read and written as its two
 * components, the layout C11 guarantees. */
static inline T FN(host_mul_add)(T a, T b, T c)
{
#if REAL
    return FMA(a, b, c);
#else
    const R* p = (const R*)&a;
    const R* q = (const R*)&b;
    const R* r = (const R*)&c;
    T        out;
    R*       o = (R*)&out;
    o[0]       = FMA(-p[1], q[1], FMA(p[0], q[0], r[0]));
    o[1]       = FMA(p[0], q[1], FMA(p[1], q[0], r[1]));
    return out;
#endif
}

static void FN(host_axpyi)(rocsparse_int nnz, const void* alpha_, const void* x_val_, const rocsparse_int* x_ind,
                           void* y_, rocsparse_int base)
{
    const T  alpha = *(const T*)alpha_;
    const T* x_val = (const T*)x_val_;
    T*       y     = (T*)y_;
    /* alpha 0 leaves y as it is, -0, NaN and Inf included, as in rocSPARSE
     * (reached in device pointer mode; the entry point returns in host). */
    if(alpha == 0)
        return;
#pragma omp parallel for if(nnz > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < nnz; ++i)
        y[x_ind[i] - base] = FN(host_mul_add)(alpha, x_val[i], y[x_ind[i] - base]);
}

/* Term after term in the reference's order (y * x, or conj(x) * y for
 * dotci); above the parallel threshold each thread sums its share so and
 * OpenMP adds the shares. */
static void FN(host_doti)(int conjugate, rocsparse_int nnz, const void* x_val_, const rocsparse_int* x_ind,
                          const void* y_, void* result, rocsparse_int base)
{
    const T* x_val = (const T*)x_val_;
    const T* y     = (const T*)y_;
    T        sum   = 0;
#pragma omp parallel for reduction(+ : sum) if(nnz > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < nnz; ++i)
        sum = conjugate ? FN(host_mul_add)(CONJ(x_val[i]), y[x_ind[i] - base], sum)
                        : FN(host_mul_add)(y[x_ind[i] - base], x_val[i], sum);
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
/* Each product rounded on its own, as in rocSPARSE's reference: the build
 * turns the compiler's contraction into fused multiply-adds off. */
static void FN(host_roti)(rocsparse_int nnz, void* x_val_, const rocsparse_int* x_ind, void* y_, const void* c_,
                          const void* s_, rocsparse_int base)
{
    T*      x_val = (T*)x_val_;
    T*      y     = (T*)y_;
    const T c     = *(const T*)c_;
    const T s     = *(const T*)s_;
    /* The identity leaves both vectors as they are, as in rocSPARSE. */
    if(c == 1 && s == 0)
        return;
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
