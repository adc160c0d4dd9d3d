/* fsparse-bench: reproducible random inputs (see random.h). */
#include "bench/random.h"

/* splitmix64: small, fast, and the same stream on every platform. */
static uint64_t rng_next(bench_rng* rng)
{
    uint64_t z = (rng->state += 0x9e3779b97f4a7c15ull);
    z          = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z          = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

void rng_seed(bench_rng* rng, uint64_t seed)
{
    rng->state = seed;
}

double rng_uniform(bench_rng* rng)
{
    return (double)(rng_next(rng) >> 11) * 0x1.0p-53;
}

/* Never zero: a zero would let a wrong index or a skipped update go unseen. */
static double nonzero_value(bench_rng* rng)
{
    const double magnitude = 0.1 + 0.9 * rng_uniform(rng);
    return rng_uniform(rng) < 0.5 ? -magnitude : magnitude;
}

void random_values(bench_rng* rng, precision prec, void* values, size_t count)
{
    const int is_complex = prec == precision_c || prec == precision_z;
    for(size_t i = 0; i < count; ++i)
    {
        const double re = nonzero_value(rng);
        const double im = is_complex ? nonzero_value(rng) : 0.0;
        value_set(prec, values, i, complex_of(re, im));
    }
}

/* Selection sampling: each index is taken with probability (still needed) /
 * (still left), which gives distinct ascending indices in one pass. */
void random_sorted_indices(bench_rng* rng, rocsparse_int nnz, rocsparse_int n, rocsparse_int base,
                           rocsparse_int* indices)
{
    rocsparse_int taken = 0;
    for(rocsparse_int i = 0; i < n && taken < nnz; ++i)
        if((double)(n - i) * rng_uniform(rng) < (double)(nnz - taken))
            indices[taken++] = i + base;
}

double complex value_get(precision prec, const void* values, size_t i)
{
    switch(prec)
    {
    case precision_s:
        return ((const float*)values)[i];
    case precision_d:
        return ((const double*)values)[i];
    case precision_c:
    {
        const rocsparse_float_complex v = ((const rocsparse_float_complex*)values)[i];
        return complex_of(v.x, v.y);
    }
    case precision_z:
    {
        const rocsparse_double_complex v = ((const rocsparse_double_complex*)values)[i];
        return complex_of(v.x, v.y);
    }
    }
    return 0;
}

void value_set(precision prec, void* values, size_t i, double complex v)
{
    switch(prec)
    {
    case precision_s:
        ((float*)values)[i] = (float)creal(v);
        break;
    case precision_d:
        ((double*)values)[i] = creal(v);
        break;
    case precision_c:
        ((rocsparse_float_complex*)values)[i] = (rocsparse_float_complex){(float)creal(v), (float)cimag(v)};
        break;
    case precision_z:
        ((rocsparse_double_complex*)values)[i] = (rocsparse_double_complex){creal(v), cimag(v)};
        break;
    }
}
