/* Value types of the host backend: C99 complex has the layout of the API's
 * rocsparse_float_complex / rocsparse_double_complex (real part first). */
#ifndef FSPARSE_HOST_TYPES_H
#define FSPARSE_HOST_TYPES_H

#include <complex.h>

typedef float _Complex  host_c;
typedef double _Complex host_z;
typedef float           host_s;
typedef double          host_d;

/* Small loops run serially: an OpenMP team costs more than they do. */
#define HOST_PARALLEL_MIN 8192

/* Calls fn_s, fn_d, fn_c or fn_z with the same arguments. */
#define HOST_DISPATCH(prec, fn, ...)                                   \
    do                                                                 \
    {                                                                  \
        switch(prec)                                                   \
        {                                                              \
        case precision_s: fn##_s(__VA_ARGS__); break;                  \
        case precision_d: fn##_d(__VA_ARGS__); break;                  \
        case precision_c: fn##_c(__VA_ARGS__); break;                  \
        case precision_z: fn##_z(__VA_ARGS__); break;                  \
        }                                                              \
    } while(0)

#endif /* FSPARSE_HOST_TYPES_H */
