// The complex types as a host-only C++ compiler sees them: the plain structs
// of the C header, members x and y, with the layout C gives them (the C file
// beside this one reports it), so that C, C++ and Fortran share arrays.
// Built in every configuration by the C++ compiler; the GPU compilers' view
// is tests/test_complex_class.hip.
#include <rocsparse/rocsparse.h>

#include <cstddef>
#include <cstdio>
#include <type_traits>

// The TAP writer is C, without C++ guards of its own.
extern "C" {
#include "tap.h"
}
#include "test_cxx_header_layout.h"

// A host-only compiler gets no class: the struct is an aggregate, with no
// constructors of its own.
#ifdef __cpp_lib_is_aggregate
static_assert(std::is_aggregate<rocsparse_float_complex>::value, "float complex is the plain struct");
static_assert(std::is_aggregate<rocsparse_double_complex>::value, "double complex is the plain struct");
#endif
static_assert(!std::is_constructible<rocsparse_double_complex, double, double>::value,
              "double complex has no constructor from two parts in host-only C++");
static_assert(std::is_trivial<rocsparse_float_complex>::value && std::is_standard_layout<rocsparse_float_complex>::value,
              "float complex is trivial and standard-layout");
static_assert(std::is_trivial<rocsparse_double_complex>::value
                  && std::is_standard_layout<rocsparse_double_complex>::value,
              "double complex is trivial and standard-layout");

// Size, alignment and the offset of the imaginary part, as this compiler lays the type out.
template <typename C, typename R>
static void check_layout(const char* name, const struct complex_layout* c_view)
{
    is_int((long long)sizeof(C), (long long)(2 * sizeof(R)), "%s: sizeof is that of two parts", name);
    is_int((long long)alignof(C), (long long)alignof(R), "%s: aligned as one part", name);
    is_int((long long)offsetof(C, x), 0, "%s: x first", name);
    is_int((long long)offsetof(C, y), (long long)sizeof(R), "%s: y right after x", name);
    is_int((long long)sizeof(C), (long long)c_view->size, "%s: the same size in C", name);
    is_int((long long)alignof(C), (long long)c_view->align, "%s: the same alignment in C", name);
    is_int((long long)offsetof(C, y), (long long)c_view->offset_y, "%s: y at the same offset in C", name);
}

int main()
{
    check_layout<rocsparse_float_complex, float>("rocsparse_float_complex", &c_layout_float_complex);
    check_layout<rocsparse_double_complex, double>("rocsparse_double_complex", &c_layout_double_complex);

    // Brace initialisation, as C code writes it, and the members by name.
    rocsparse_double_complex z = {1.5, -2.0};
    rocsparse_float_complex  w = {0.25f, 4.0f};
    ok(z.x == 1.5 && z.y == -2.0 && w.x == 0.25f && w.y == 4.0f, "brace initialisation fills x then y");

    // Values written by C code read the same in C++.
    rocsparse_double_complex from_c[2];
    c_fill_double_complex(from_c, 2);
    ok(from_c[0].x == 1.0 && from_c[0].y == 2.0 && from_c[1].x == 3.0 && from_c[1].y == 4.0,
       "an array filled by C reads as (1,2), (3,4) in C++");
    return done_testing();
}
