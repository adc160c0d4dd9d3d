/* fsparse: the complex scalar types of the API.
 * Two floats or two doubles, real part first: the layout of C99 _Complex,
 * C++ std::complex and Fortran complex(c_float_complex/c_double_complex). */
#ifndef ROCSPARSE_COMPLEX_TYPES_H
#define ROCSPARSE_COMPLEX_TYPES_H

typedef struct
{
    float x, y;
} rocsparse_float_complex;

typedef struct
{
    double x, y;
} rocsparse_double_complex;

#endif /* ROCSPARSE_COMPLEX_TYPES_H */
