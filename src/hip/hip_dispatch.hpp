/* From the untyped arguments of backend.h to typed kernels: the value type
 * of a precision, the pointer mode of scalars, and launch geometry. */
#ifndef FSPARSE_HIP_DISPATCH_HPP
#define FSPARSE_HIP_DISPATCH_HPP

#include <hip/hip_runtime.h>

#include "backend.h"
#include "core/objects.h"
#include "hip/hip_complex.hpp"

template <typename T>
struct type_tag
{
    using type = T;
};

/* Calls f(type_tag<T>{}) with the value type of prec; f returns a
 * rocsparse_status. One call site instantiates all four precisions. */
template <typename F>
rocsparse_status dispatch_precision(precision prec, F&& f)
{
    switch(prec)
    {
    case precision_s: return f(type_tag<float>{});
    case precision_d: return f(type_tag<double>{});
    case precision_c: return f(type_tag<hip_complex<float>>{});
    case precision_z: return f(type_tag<hip_complex<double>>{});
    }
    return rocsparse_status_internal_error;
}

/* The same for routines that exist for real values only. */
template <typename F>
rocsparse_status dispatch_real_precision(precision prec, F&& f)
{
    switch(prec)
    {
    case precision_s: return f(type_tag<float>{});
    case precision_d: return f(type_tag<double>{});
    default: return rocsparse_status_not_implemented;
    }
}

/* A scalar argument of a kernel: in host pointer mode its value, read at
 * the call; in device pointer mode the device address, read by the kernel.
 * Kernels take either through a template parameter and call get(). */
template <typename T>
struct scalar_by_value
{
    T value;
    __device__ T get() const
    {
        return value;
    }
};

template <typename T>
struct scalar_by_pointer
{
    const T* pointer;
    __device__ T get() const
    {
        return *pointer;
    }
};

/* Calls f with the scalar (or each of two scalars) in the form the
 * handle's pointer mode asks for. */
template <typename T, typename F>
rocsparse_status with_scalar(rocsparse_handle handle, const void* scalar, F&& f)
{
    if(handle->pointer_mode == rocsparse_pointer_mode_host)
        return f(scalar_by_value<T>{*static_cast<const T*>(scalar)});
    return f(scalar_by_pointer<T>{static_cast<const T*>(scalar)});
}

template <typename T, typename F>
rocsparse_status with_scalars(rocsparse_handle handle, const void* a, const void* b, F&& f)
{
    if(handle->pointer_mode == rocsparse_pointer_mode_host)
        return f(scalar_by_value<T>{*static_cast<const T*>(a)}, scalar_by_value<T>{*static_cast<const T*>(b)});
    return f(scalar_by_pointer<T>{static_cast<const T*>(a)}, scalar_by_pointer<T>{static_cast<const T*>(b)});
}

/* Threads per block of the element-wise kernels; a multiple of both
 * wavefront sizes (32 and 64). */
constexpr int elementwise_block = 256;

/* Blocks to cover n elements, one per thread. */
inline dim3 grid_for(rocsparse_int n, int block)
{
    return dim3((unsigned)((n - 1) / block + 1));
}

/* Blocks for a kernel whose threads stride over count elements: enough to
 * fill the device, no more, so that what each block adds up once (an
 * atomic on one address) stays few whatever the size. */
constexpr int64_t strided_blocks_max = 1024;

inline dim3 strided_grid(int64_t count, int block)
{
    const int64_t needed = (count + block - 1) / block;
    return dim3((unsigned)(needed < 1 ? 1 : needed > strided_blocks_max ? strided_blocks_max : needed));
}

#endif /* FSPARSE_HIP_DISPATCH_HPP */
