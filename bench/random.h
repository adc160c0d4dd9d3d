/* fsparse-bench: reproducible random inputs, and values of any precision
 * seen as double complex, so that data set-up and the reference check are
 * written once for the four precisions. */
#ifndef FSPARSE_BENCH_RANDOM_H
#define FSPARSE_BENCH_RANDOM_H

#include <complex.h>
#include <stddef.h>
#include <stdint.h>

#include "bench/bench.h"

typedef struct bench_rng
{
    uint64_t state;
} bench_rng;

void   rng_seed(bench_rng* rng, uint64_t seed);
double rng_uniform(bench_rng* rng); /* in [0, 1) */

/* count values uniform in +-[0.1, 1], real and imaginary part each. */
void random_values(bench_rng* rng, precision prec, void* values, size_t count);

/* nnz distinct indices out of [base, base + n), ascending. */
void random_sorted_indices(bench_rng* rng, rocsparse_int nnz, rocsparse_int n, rocsparse_int base,
                           rocsparse_int* indices);

/* CMPLX is C11; this is enough for the finite values used here. */
static inline double complex complex_of(double re, double im)
{
    return re + im * I;
}

double complex value_get(precision prec, const void* values, size_t i);
void           value_set(precision prec, void* values, size_t i, double complex v);

#endif /* FSPARSE_BENCH_RANDOM_H */
