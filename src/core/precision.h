/* The four value types of the API, as one small enum that the entry points
 * pass to a backend instead of four copies of each routine. */
#ifndef FSPARSE_PRECISION_H
#define FSPARSE_PRECISION_H

#include <stddef.h>

#include "rocsparse/rocsparse.h"

typedef enum precision_
{
    precision_s = 0, /* float */
    precision_d = 1, /* double */
    precision_c = 2, /* rocsparse_float_complex */
    precision_z = 3  /* rocsparse_double_complex */
} precision;

/* X-macros over the precisions: X(letter, C type). */
#define FSPARSE_FOR_REAL(X) X(s, float) X(d, double)
#define FSPARSE_FOR_COMPLEX(X) X(c, rocsparse_float_complex) X(z, rocsparse_double_complex)
#define FSPARSE_FOR_ALL(X) FSPARSE_FOR_REAL(X) FSPARSE_FOR_COMPLEX(X)

/* The letter a routine's name carries, and the bytes of one value. */
static inline char precision_letter(precision p)
{
    return "sdcz"[p];
}

static inline size_t precision_size(precision p)
{
    static const size_t size[] = {4, 8, 8, 16};
    return size[p];
}

/* The real and imaginary parts (0 for a real precision) of the value of
 * precision p at a host address, widened exactly to double. */
static inline void precision_value_parts(precision p, const void* value, double* re, double* im)
{
    *im = 0.0;
    switch(p)
    {
    case precision_s: *re = *(const float*)value; return;
    case precision_d: *re = *(const double*)value; return;
    case precision_c:
        *re = ((const rocsparse_float_complex*)value)->x;
        *im = ((const rocsparse_float_complex*)value)->y;
        return;
    case precision_z:
        *re = ((const rocsparse_double_complex*)value)->x;
        *im = ((const rocsparse_double_complex*)value)->y;
        return;
    }
}

#endif /* FSPARSE_PRECISION_H */
