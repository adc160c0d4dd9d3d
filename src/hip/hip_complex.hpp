/* The complex value type of the HIP kernels: two reals, real part first,
 * the layout of rocsparse_float_complex / rocsparse_double_complex, with
 * the arithmetic the kernels use. Trivially default-constructible, so it
 * may live in __shared__ memory. */
#ifndef FSPARSE_HIP_COMPLEX_HPP
#define FSPARSE_HIP_COMPLEX_HPP

#include <hip/hip_runtime.h>

#include "rocsparse/rocsparse.h"

template <typename R>
struct hip_complex
{
    R x, y;

    hip_complex() = default;
    __host__ __device__ constexpr hip_complex(R re, R im = R(0))
        : x(re)
        , y(im)
    {
    }

    __host__ __device__ hip_complex& operator+=(const hip_complex& b)
    {
        x += b.x;
        y += b.y;
        return *this;
    }
};

template <typename R>
__host__ __device__ inline hip_complex<R> operator+(const hip_complex<R>& a, const hip_complex<R>& b)
{
    return hip_complex<R>(a.x + b.x, a.y + b.y);
}

template <typename R>
__host__ __device__ inline hip_complex<R> operator-(const hip_complex<R>& a, const hip_complex<R>& b)
{
    return hip_complex<R>(a.x - b.x, a.y - b.y);
}

template <typename R>
__host__ __device__ inline hip_complex<R> operator*(const hip_complex<R>& a, const hip_complex<R>& b)
{
    return hip_complex<R>(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

/* Smith's quotient: the larger part of b scales the other, so that no
 * intermediate overflows or underflows where the quotient itself does not.
 * b == 0 gives inf or NaN, as a real division would. */
template <typename R>
__host__ __device__ inline hip_complex<R> operator/(const hip_complex<R>& a, const hip_complex<R>& b)
{
    if(fabs(b.x) >= fabs(b.y))
    {
        const R r = b.y / b.x;
        const R d = b.x + b.y * r;
        return hip_complex<R>((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }
    const R r = b.x / b.y;
    const R d = b.x * r + b.y;
    return hip_complex<R>((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}

__host__ __device__ inline bool is_zero(float v)
{
    return v == 0.0f;
}
__host__ __device__ inline bool is_zero(double v)
{
    return v == 0.0;
}
template <typename R>
__host__ __device__ inline bool is_zero(const hip_complex<R>& v)
{
    return v.x == R(0) && v.y == R(0);
}

template <typename T>
__host__ __device__ inline bool is_one(const T& v)
{
    return is_zero(v - T(1));
}

/* Conjugation is the identity on real values, so kernels stay generic. */
template <typename R>
__host__ __device__ inline hip_complex<R> conjugate(const hip_complex<R>& a)
{
    return hip_complex<R>(a.x, -a.y);
}

__host__ __device__ inline float conjugate(float a)
{
    return a;
}

__host__ __device__ inline double conjugate(double a)
{
    return a;
}

/* a * b + c as rocSPARSE's own test reference computes it, so that Level 1
 * results match that reference bit for bit: one fused multiply-add for a
 * real value; for a complex one, each part two fused multiply-adds, the
 * product of the real parts (real part) and of a's imaginary part with b's
 * real part (imaginary part) first. */
__host__ __device__ inline float mul_add(float a, float b, float c)
{
    return fmaf(a, b, c);
}

__host__ __device__ inline double mul_add(double a, double b, double c)
{
    return fma(a, b, c);
}

template <typename R>
__host__ __device__ inline hip_complex<R> mul_add(const hip_complex<R>& a, const hip_complex<R>& b,
                                                  const hip_complex<R>& c)
{
    return hip_complex<R>(mul_add(-a.y, b.y, mul_add(a.x, b.x, c.x)), mul_add(a.x, b.y, mul_add(a.y, b.x, c.y)));
}

static_assert(sizeof(hip_complex<float>) == sizeof(rocsparse_float_complex), "layout of the float complex type");
static_assert(sizeof(hip_complex<double>) == sizeof(rocsparse_double_complex), "layout of the double complex type");

#endif /* FSPARSE_HIP_COMPLEX_HPP */
