/* The C side of test_cxx_header.cc: the layout the C compiler gives the
 * complex types, and values written through it. */
#include "test_cxx_header_layout.h"

const struct complex_layout c_layout_float_complex
    = {sizeof(rocsparse_float_complex), _Alignof(rocsparse_float_complex), offsetof(rocsparse_float_complex, y)};
const struct complex_layout c_layout_double_complex
    = {sizeof(rocsparse_double_complex), _Alignof(rocsparse_double_complex), offsetof(rocsparse_double_complex, y)};

void c_fill_double_complex(rocsparse_double_complex* v, size_t n)
{
    for(size_t i = 0; i < n; ++i)
    {
        v[i].x = (double)(2 * i + 1);
        v[i].y = (double)(2 * i + 2);
    }
}
