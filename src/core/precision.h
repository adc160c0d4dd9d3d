/* The four value types of the API, as one small enum that the entry points
 * pass to a backend instead of four copies of each routine. */
#ifndef FSPARSE_PRECISION_H
#define FSPARSE_PRECISION_H

#include <stddef.h>

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

#endif /* FSPARSE_PRECISION_H */
