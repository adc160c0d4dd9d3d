/* Level 1 of the HIP backend: one thread per nonzero of the sparse vector;
 * doti in level1_dot.hip. Kernels are templates on the value type T and on
 * the scalar source S (scalar_by_value or scalar_by_pointer). */
#include "hip/hip_check.hpp"
#include "hip/hip_dispatch.hpp"

template <typename T, typename S>
__global__ void __launch_bounds__(elementwise_block)
axpyi_kernel(rocsparse_int nnz, S alpha, const T* x_val, const rocsparse_int* x_ind, T* y, rocsparse_int base)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    const T       a = alpha.get();
    /* alpha 0 leaves y as it is, -0, NaN and Inf included, as in rocSPARSE
     * (in host pointer mode the entry point has already returned). */
    if(i < nnz && !is_zero(a))
    {
        T& yi = y[x_ind[i] - base];
        yi    = mul_add(a, x_val[i], yi);
    }
}

template <typename T, bool ZERO_Y>
__global__ void __launch_bounds__(elementwise_block)
gthr_kernel(rocsparse_int nnz, T* y, T* x_val, const rocsparse_int* x_ind, rocsparse_int base)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i < nnz)
    {
        x_val[i] = y[x_ind[i] - base];
        if(ZERO_Y)
            y[x_ind[i] - base] = T(0);
    }
}

/* a * b rounded on its own, never fused into the addition that follows:
 * rocSPARSE's reference rotation rounds each product (nvcc and hip-clang
 * would otherwise contract c * x + s * y). */
__device__ inline float product_rn(float a, float b)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    return __fmul_rn(a, b);
#else
#pragma clang fp contract(off)
    return a * b;
#endif
}

__device__ inline double product_rn(double a, double b)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    return __dmul_rn(a, b);
#else
#pragma clang fp contract(off)
    return a * b;
#endif
}

template <typename T, typename S>
__global__ void __launch_bounds__(elementwise_block)
roti_kernel(rocsparse_int nnz, T* x_val, const rocsparse_int* x_ind, T* y, S c_, S s_, rocsparse_int base)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    const T       c = c_.get();
    const T       s = s_.get();
    /* The identity leaves both vectors as they are, as in rocSPARSE. */
    if(i < nnz && !(is_one(c) && is_zero(s)))
    {
        const T x  = x_val[i];
        const T yi = y[x_ind[i] - base];
        x_val[i]           = product_rn(c, x) + product_rn(s, yi);
        y[x_ind[i] - base] = product_rn(c, yi) - product_rn(s, x);
    }
}

template <typename T>
__global__ void __launch_bounds__(elementwise_block)
sctr_kernel(rocsparse_int nnz, const T* x_val, const rocsparse_int* x_ind, T* y, rocsparse_int base)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i < nnz)
        y[x_ind[i] - base] = x_val[i];
}

extern "C" rocsparse_status backend_axpyi(rocsparse_handle     handle,
                                          precision            prec,
                                          rocsparse_int        nnz,
                                          const void*          alpha,
                                          const void*          x_val,
                                          const rocsparse_int* x_ind,
                                          void*                y,
                                          rocsparse_index_base base)
{
    return dispatch_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        return with_scalar<T>(handle, alpha, [&](auto alpha_arg) {
            axpyi_kernel<<<grid_for(nnz, elementwise_block), elementwise_block, 0, handle->stream>>>(
                nnz, alpha_arg, static_cast<const T*>(x_val), x_ind, static_cast<T*>(y), (rocsparse_int)base);
            RETURN_IF_LAUNCH_FAILED();
            return rocsparse_status_success;
        });
    });
}

extern "C" rocsparse_status backend_gthr(rocsparse_handle     handle,
                                         precision            prec,
                                         int                  zero_y,
                                         rocsparse_int        nnz,
                                         void*                y,
                                         void*                x_val,
                                         const rocsparse_int* x_ind,
                                         rocsparse_index_base base)
{
    return dispatch_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        const dim3 grid = grid_for(nnz, elementwise_block);
        if(zero_y)
            gthr_kernel<T, true><<<grid, elementwise_block, 0, handle->stream>>>(
                nnz, static_cast<T*>(y), static_cast<T*>(x_val), x_ind, (rocsparse_int)base);
        else
            gthr_kernel<T, false><<<grid, elementwise_block, 0, handle->stream>>>(
                nnz, static_cast<T*>(y), static_cast<T*>(x_val), x_ind, (rocsparse_int)base);
        RETURN_IF_LAUNCH_FAILED();
        return rocsparse_status_success;
    });
}

extern "C" rocsparse_status backend_roti(rocsparse_handle     handle,
                                         precision            prec,
                                         rocsparse_int        nnz,
                                         void*                x_val,
                                         const rocsparse_int* x_ind,
                                         void*                y,
                                         const void*          c,
                                         const void*          s,
                                         rocsparse_index_base base)
{
    return dispatch_real_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        return with_scalars<T>(handle, c, s, [&](auto c_arg, auto s_arg) {
            roti_kernel<<<grid_for(nnz, elementwise_block), elementwise_block, 0, handle->stream>>>(
                nnz, static_cast<T*>(x_val), x_ind, static_cast<T*>(y), c_arg, s_arg, (rocsparse_int)base);
            RETURN_IF_LAUNCH_FAILED();
            return rocsparse_status_success;
        });
    });
}

extern "C" rocsparse_status backend_sctr(rocsparse_handle     handle,
                                         precision            prec,
                                         rocsparse_int        nnz,
                                         const void*          x_val,
                                         const rocsparse_int* x_ind,
                                         void*                y,
                                         rocsparse_index_base base)
{
    return dispatch_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        sctr_kernel<<<grid_for(nnz, elementwise_block), elementwise_block, 0, handle->stream>>>(
            nnz, static_cast<const T*>(x_val), x_ind, static_cast<T*>(y), (rocsparse_int)base);
        RETURN_IF_LAUNCH_FAILED();
        return rocsparse_status_success;
    });
}
