/* fsparse: the complex scalar types of the API.
 * Two floats or two doubles, real part first, named x and y: the layout of
 * C99 _Complex, C++ std::complex and Fortran complex(c_float_complex /
 * c_double_complex), so the same arrays pass between all of them.
 *
 * In C, and in C++ compiled by a host-only compiler, the types are plain
 * structs. C++14 or later compiled by a GPU compiler (hipcc, or nvcc, which
 * is HIP's compiler on NVIDIA) gets a complex class instead, as rocSPARSE's
 * header gives it, so that rocSPARSE's programs compile unchanged: the same
 * two public members, usable in kernels, with arithmetic, comparison,
 * std::real, std::imag, std::abs, std::conj, std::fma and << output. nvcc
 * counts even before a HIP header is included, so that the type does not
 * depend on the order of the includes. */
#ifndef ROCSPARSE_COMPLEX_TYPES_H
#define ROCSPARSE_COMPLEX_TYPES_H

#if defined(__cplusplus) && __cplusplus >= 201402L && (defined(__HIPCC__) || defined(__CUDACC__))

/* Templates need C++ linkage even where a program includes the API inside
 * an extern "C" block. */
extern "C++" {

/* __host__ and __device__: nvcc always declares them; clang's HIP mode
 * too, but HIP's runtime header is where AMD programs expect them. */
#ifdef __HIPCC__
#include <hip/hip_runtime.h>
#endif

#include <cmath>
#include <complex>
#include <ostream>
#include <sstream>
#include <type_traits>

template <typename T>
struct rocsparse_complex_num
{
    static_assert(std::is_same<T, float>::value || std::is_same<T, double>::value,
                  "rocsparse_complex_num holds two floats or two doubles");

    /* Public, as in the C struct: code written for either compiles with both. */
    T x, y;

    /* Trivial, so that arrays of it may be copied as bytes and placed in
     * __shared__ memory, as the C struct can. */
    rocsparse_complex_num() = default;

    /* Not explicit: a real number is a complex one, so 2.0 * z and
     * z == 0 work as with std::complex. */
    __host__ __device__ constexpr rocsparse_complex_num(T re, T im = T(0))
        : x(re)
        , y(im)
    {
    }

    /* Between precisions as std::complex converts: widening exactly and
     * implicitly, narrowing only when asked. */
    template <typename U, typename std::enable_if<(sizeof(U) < sizeof(T)), int>::type = 0>
    __host__ __device__ constexpr rocsparse_complex_num(const rocsparse_complex_num<U>& z)
        : x(z.x)
        , y(z.y)
    {
    }

    template <typename U, typename std::enable_if<(sizeof(U) > sizeof(T)), int>::type = 0>
    __host__ __device__ explicit constexpr rocsparse_complex_num(const rocsparse_complex_num<U>& z)
        : x(static_cast<T>(z.x))
        , y(static_cast<T>(z.y))
    {
    }

    /* To and from std::complex, a host type: on the host only. */
    __host__ rocsparse_complex_num(const std::complex<T>& z)
        : x(z.real())
        , y(z.imag())
    {
    }

    __host__ operator std::complex<T>() const
    {
        return std::complex<T>(x, y);
    }

    __host__ __device__ constexpr rocsparse_complex_num operator+() const
    {
        return *this;
    }

    __host__ __device__ constexpr rocsparse_complex_num operator-() const
    {
        return rocsparse_complex_num(-x, -y);
    }

    /* Compound assignment; the binary operators below are built on these. */
    __host__ __device__ rocsparse_complex_num& operator+=(const rocsparse_complex_num& b)
    {
        x += b.x;
        y += b.y;
        return *this;
    }

    __host__ __device__ rocsparse_complex_num& operator-=(const rocsparse_complex_num& b)
    {
        x -= b.x;
        y -= b.y;
        return *this;
    }

    __host__ __device__ rocsparse_complex_num& operator*=(const rocsparse_complex_num& b)
    {
        const T re = x * b.x - y * b.y;
        y          = x * b.y + y * b.x;
        x          = re;
        return *this;
    }

    /* Smith's method: scaling by the larger part of the divisor keeps the
     * intermediate products from overflowing or underflowing where the
     * quotient itself is representable. */
    __host__ __device__ rocsparse_complex_num& operator/=(const rocsparse_complex_num& b)
    {
        const T abs_re = b.x < T(0) ? -b.x : b.x;
        const T abs_im = b.y < T(0) ? -b.y : b.y;
        T       re, im;
        if(abs_re >= abs_im)
        {
            const T r = b.y / b.x;
            const T d = b.x + b.y * r;
            re        = (x + y * r) / d;
            im        = (y - x * r) / d;
        }
        else
        {
            const T r = b.x / b.y;
            const T d = b.x * r + b.y;
            re        = (x * r + y) / d;
            im        = (y * r - x) / d;
        }
        x = re;
        y = im;
        return *this;
    }

    /* A real operand scales both parts: no products with a zero imaginary
     * part, so infinities and signed zeros come out as with std::complex. */
    __host__ __device__ rocsparse_complex_num& operator+=(T b)
    {
        x += b;
        return *this;
    }

    __host__ __device__ rocsparse_complex_num& operator-=(T b)
    {
        x -= b;
        return *this;
    }

    __host__ __device__ rocsparse_complex_num& operator*=(T b)
    {
        x *= b;
        y *= b;
        return *this;
    }

    __host__ __device__ rocsparse_complex_num& operator/=(T b)
    {
        x /= b;
        y /= b;
        return *this;
    }

    /* Friends defined here are found through their arguments only, and
     * convert either operand (a real, the other precision widened). */
    friend __host__ __device__ rocsparse_complex_num operator+(rocsparse_complex_num a, const rocsparse_complex_num& b)
    {
        return a += b;
    }

    friend __host__ __device__ rocsparse_complex_num operator-(rocsparse_complex_num a, const rocsparse_complex_num& b)
    {
        return a -= b;
    }

    friend __host__ __device__ rocsparse_complex_num operator*(rocsparse_complex_num a, const rocsparse_complex_num& b)
    {
        return a *= b;
    }

    friend __host__ __device__ rocsparse_complex_num operator/(rocsparse_complex_num a, const rocsparse_complex_num& b)
    {
        return a /= b;
    }

    friend __host__ __device__ rocsparse_complex_num operator+(rocsparse_complex_num a, T b)
    {
        return a += b;
    }

    friend __host__ __device__ rocsparse_complex_num operator+(T a, rocsparse_complex_num b)
    {
        return b += a;
    }

    friend __host__ __device__ rocsparse_complex_num operator-(rocsparse_complex_num a, T b)
    {
        return a -= b;
    }

    friend __host__ __device__ rocsparse_complex_num operator-(T a, const rocsparse_complex_num& b)
    {
        return rocsparse_complex_num(a - b.x, -b.y);
    }

    friend __host__ __device__ rocsparse_complex_num operator*(rocsparse_complex_num a, T b)
    {
        return a *= b;
    }

    friend __host__ __device__ rocsparse_complex_num operator*(T a, rocsparse_complex_num b)
    {
        return b *= a;
    }

    friend __host__ __device__ rocsparse_complex_num operator/(rocsparse_complex_num a, T b)
    {
        return a /= b;
    }

    friend __host__ __device__ rocsparse_complex_num operator/(T a, const rocsparse_complex_num& b)
    {
        return rocsparse_complex_num(a) /= b;
    }

    friend __host__ __device__ constexpr bool operator==(const rocsparse_complex_num& a, const rocsparse_complex_num& b)
    {
        return a.x == b.x && a.y == b.y;
    }

    friend __host__ __device__ constexpr bool operator!=(const rocsparse_complex_num& a, const rocsparse_complex_num& b)
    {
        return !(a == b);
    }

    /* "(re,im)", formatted as std::complex is: the stream's flags,
     * precision and locale apply to each part, its width to the whole. */
    friend std::ostream& operator<<(std::ostream& out, const rocsparse_complex_num& z)
    {
        std::ostringstream text;
        text.flags(out.flags());
        text.imbue(out.getloc());
        text.precision(out.precision());
        text << '(' << z.x << ',' << z.y << ')';
        return out << text.str();
    }
};

/* The real functions of one precision, on the host and on the device:
 * the float ones by their C names, so that nothing is computed in double. */
namespace rocsparse_complex_detail
{
    __host__ __device__ inline float hypot(float a, float b)
    {
        return ::hypotf(a, b);
    }

    __host__ __device__ inline double hypot(double a, double b)
    {
        return ::hypot(a, b);
    }

    __host__ __device__ inline float fma(float a, float b, float c)
    {
        return ::fmaf(a, b, c);
    }

    __host__ __device__ inline double fma(double a, double b, double c)
    {
        return ::fma(a, b, c);
    }
} // namespace rocsparse_complex_detail

/* rocSPARSE's programs call these as std::real(z) and so on: they must be
 * in std, beside the overloads for std::complex. */
namespace std
{
    template <typename T>
    __host__ __device__ constexpr T real(const rocsparse_complex_num<T>& z)
    {
        return z.x;
    }

    template <typename T>
    __host__ __device__ constexpr T imag(const rocsparse_complex_num<T>& z)
    {
        return z.y;
    }

    template <typename T>
    __host__ __device__ constexpr rocsparse_complex_num<T> conj(const rocsparse_complex_num<T>& z)
    {
        return rocsparse_complex_num<T>(z.x, -z.y);
    }

    /* hypot, not sqrt(x*x + y*y): no overflow or underflow in the squares. */
    template <typename T>
    __host__ __device__ inline T abs(const rocsparse_complex_num<T>& z)
    {
        return rocsparse_complex_detail::hypot(z.x, z.y);
    }

    /* p * q + r, each part in two fused steps in the order rocSPARSE's
     * header uses, so that results match it bit for bit. */
    template <typename T>
    __host__ __device__ inline rocsparse_complex_num<T>
        fma(const rocsparse_complex_num<T>& p, const rocsparse_complex_num<T>& q, const rocsparse_complex_num<T>& r)
    {
        using rocsparse_complex_detail::fma;
        return rocsparse_complex_num<T>(fma(-p.y, q.y, fma(p.x, q.x, r.x)), fma(p.x, q.y, fma(p.y, q.x, r.y)));
    }
} // namespace std

typedef rocsparse_complex_num<float>  rocsparse_float_complex;
typedef rocsparse_complex_num<double> rocsparse_double_complex;

/* The layout the C struct has: what the library and Fortran rely on. */
static_assert(std::is_trivial<rocsparse_float_complex>::value && std::is_standard_layout<rocsparse_float_complex>::value
                  && sizeof(rocsparse_float_complex) == 2 * sizeof(float)
                  && alignof(rocsparse_float_complex) == alignof(float),
              "rocsparse_float_complex has the layout of two floats");
static_assert(std::is_trivial<rocsparse_double_complex>::value
                  && std::is_standard_layout<rocsparse_double_complex>::value
                  && sizeof(rocsparse_double_complex) == 2 * sizeof(double)
                  && alignof(rocsparse_double_complex) == alignof(double),
              "rocsparse_double_complex has the layout of two doubles");

} /* extern "C++" */

#else

typedef struct
{
    float x, y;
} rocsparse_float_complex;

typedef struct
{
    double x, y;
} rocsparse_double_complex;

#endif

#endif /* ROCSPARSE_COMPLEX_TYPES_H */
