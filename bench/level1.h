/* fsparse-bench: the Level 1 runner and its table of routines. All of
 * them work on one sparse vector (x_val, x_ind) and one dense vector y. */
#ifndef FSPARSE_BENCH_LEVEL1_H
#define FSPARSE_BENCH_LEVEL1_H

#include <complex.h>

#include "bench/bench.h"

/* The arrays a routine touches: bit masks. */
enum
{
    VEC_X      = 1, /* x_val */
    VEC_Y      = 2, /* y, at the nnz indexed entries */
    VEC_RESULT = 4  /* a scalar result in host memory */
};

/* One call's arguments; arrays are device memory, scalars host memory. */
typedef struct level1_args
{
    rocsparse_handle     handle;
    rocsparse_int        nnz;
    rocsparse_index_base base;
    const void*          alpha;
    const void*          beta;
    void*                x_val;
    const rocsparse_int* x_ind;
    void*                y;
    void*                result;
} level1_args;

/* A reference computation on host copies, in double complex. */
typedef struct level1_reference
{
    rocsparse_int        nnz;
    rocsparse_int        base;
    const rocsparse_int* ind;
    double complex       alpha, beta;
    double complex*      x;
    double complex*      y;
    double complex       result;
    double               scale; /* sum of |terms| of a dot product */
} level1_reference;

typedef struct level1_routine
{
    const char* name;
    const char* summary;
    rocsparse_status (*call[4])(const level1_args* args); /* by precision; NULL: none */
    int reads;
    int writes;
    int flops_real; /* per nonzero */
    int flops_complex;
    void (*reference)(level1_reference* r);
} level1_routine;

extern const level1_routine level1_routines[];
extern const size_t         level1_routine_count;

#endif /* FSPARSE_BENCH_LEVEL1_H */
