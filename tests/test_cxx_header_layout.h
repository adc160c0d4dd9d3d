/* The layout of the complex types as the C compiler sees them, for the C++
 * test (test_cxx_header.cc) to compare with its own view. */
#ifndef FSPARSE_TEST_CXX_HEADER_LAYOUT_H
#define FSPARSE_TEST_CXX_HEADER_LAYOUT_H

#include <stddef.h>

#include "rocsparse/rocsparse.h"

#ifdef __cplusplus
extern "C" {
#endif

struct complex_layout
{
    size_t size, align, offset_y;
};

extern const struct complex_layout c_layout_float_complex;
extern const struct complex_layout c_layout_double_complex;

/* Writes (1,2), (3,4), ... into v[0..n-1], through the C view of the type. */
void c_fill_double_complex(rocsparse_double_complex* v, size_t n);

#ifdef __cplusplus
}
#endif

#endif /* FSPARSE_TEST_CXX_HEADER_LAYOUT_H */
