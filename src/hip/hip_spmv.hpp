/* What the sparse products of the HIP backend share (level2_*.hip,
 * level3_csrmm.hip): scalars resolved on the device, sub-warp sums, atomic
 * adds for every value type, y = beta * y, and the scatter kernel of the
 * transposed CSR products. */
#ifndef FSPARSE_HIP_SPMV_HPP
#define FSPARSE_HIP_SPMV_HPP

#include <stdint.h>

#include "hip/hip_check.hpp"
#include "hip/hip_dispatch.hpp"
#include "hip/hip_reduce.hpp"

#define RETURN_IF_ROCSPARSE_ERROR(expr)          \
    do                                            \
    {                                             \
        const rocsparse_status status_ = (expr);  \
        if(status_ != rocsparse_status_success)   \
            return status_;                       \
    } while(0)

/* Threads per block of every product kernel: a multiple of both wavefront
 * sizes, so sub-warps never straddle a wavefront. */
constexpr int product_block = 256;

/* alpha or beta of a product. Unlike scalar_by_value / scalar_by_pointer
 * the pointer mode is decided at run time (one instantiation per value
 * type instead of four), and a missing beta (backend contract: "add to y")
 * is the value 1, which leaves y exact. */
template <typename T>
struct product_scalar
{
    T        value;
    const T* pointer; /* device pointer mode; NULL otherwise */
    __device__ T get() const
    {
        return pointer != nullptr ? *pointer : value;
    }
};

template <typename T>
inline product_scalar<T> make_product_scalar(rocsparse_handle handle, const void* scalar)
{
    if(scalar == nullptr)
        return product_scalar<T>{T(1), nullptr};
    if(handle->pointer_mode == rocsparse_pointer_mode_host)
        return product_scalar<T>{*static_cast<const T*>(scalar), nullptr};
    return product_scalar<T>{T(0), static_cast<const T*>(scalar)};
}

/* Whether a kernel may leave y unread: beta is zero and known on the host. */
template <typename T>
inline bool beta_known_zero(const product_scalar<T>& beta)
{
    return beta.pointer == nullptr && is_zero(beta.value);
}

/* *y = ax + beta * *y, where beta == 0 never reads y (0 * NaN stays out). */
template <typename T>
__device__ inline void store_result(T* y, const T& ax, const T& beta)
{
    *y = is_zero(beta) ? ax : ax + beta * *y;
}

__device__ inline void atomic_add(float* p, float v)
{
    atomicAdd(p, v);
}
__device__ inline void atomic_add(double* p, double v)
{
    atomicAdd(p, v);
}
/* Each part on its own: fine for sums, whose parts are independent. */
template <typename R>
__device__ inline void atomic_add(hip_complex<R>* p, const hip_complex<R>& v)
{
    atomicAdd(&p->x, v.x);
    atomicAdd(&p->y, v.y);
}

/* Lanes per row for a mean row length: the largest power of two not above
 * it, between 1 and max_width (seed 003's vector-CSR rule). */
inline int lanes_for_mean_row(int64_t nnz, int64_t rows, int max_width)
{
    const int64_t mean  = rows > 0 ? nnz / rows : 0;
    int           width = 1;
    while(width * 2 <= mean && width * 2 <= max_width)
        width *= 2;
    return width;
}

/* Y[j * ld + i] = beta * Y[j * ld + i] for i < rows, j < cols. */
template <typename T>
__global__ void __launch_bounds__(product_block)
scale_kernel(rocsparse_int rows, rocsparse_int cols, int64_t ld, product_scalar<T> beta_, T* Y)
{
    const T       beta  = beta_.get();
    const int64_t total = (int64_t)rows * cols;
    for(int64_t e = (int64_t)blockIdx.x * product_block + threadIdx.x; e < total;
        e += (int64_t)gridDim.x * product_block)
    {
        const int64_t col = cols == 1 ? 0 : e / rows; /* no division for vectors */
        T*            p   = Y + col * ld + (e - col * rows);
        *p   = is_zero(beta) ? T(0) : beta * *p;
    }
}

/* Y = beta * Y on the handle's stream; nothing to do for a missing beta
 * ("add to Y") or a host beta of 1. */
template <typename T>
rocsparse_status scale_rows(
    rocsparse_handle handle, const void* beta, rocsparse_int rows, rocsparse_int cols, int64_t ld, T* Y)
{
    if(beta == nullptr || rows == 0 || cols == 0)
        return rocsparse_status_success;
    if(handle->pointer_mode == rocsparse_pointer_mode_host && is_one(*static_cast<const T*>(beta)))
        return rocsparse_status_success;
    const int64_t blocks = ((int64_t)rows * cols - 1) / product_block + 1;
    scale_kernel<T><<<(unsigned)(blocks < 65536 ? blocks : 65536), product_block, 0, handle->stream>>>(
        rows, cols, ld, make_product_scalar<T>(handle, beta), Y);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

/* Transposed CSR products: Y[:, j] += alpha * op(A)^T * X[:, j], where Y was
 * scaled by beta before. `width` lanes per row of A (no shuffles, so any
 * power of two up to the block works); each lane scatters its entries with
 * atomic adds. X(i, j) = X[i * x_row + j * x_col], conjugated when conj_x. */
template <typename T>
__global__ void __launch_bounds__(product_block)
csr_scatter_kernel(rocsparse_int        m,
                   rocsparse_int        cols,
                   int                  width,
                   bool                 conj_a,
                   bool                 conj_x,
                   product_scalar<T>    alpha_,
                   const rocsparse_int* row_ptr,
                   const rocsparse_int* col_ind,
                   const T*             val,
                   const T*             X,
                   int64_t              x_row,
                   int64_t              x_col,
                   T*                   Y,
                   int64_t              ldy,
                   rocsparse_int        base)
{
    const int64_t thread = (int64_t)blockIdx.x * product_block + threadIdx.x;
    const int64_t row    = thread / width;
    const int     lane   = (int)(thread % width);
    if(row >= m)
        return;
    const T             alpha = alpha_.get();
    const rocsparse_int begin = row_ptr[row] - base;
    const rocsparse_int end   = row_ptr[row + 1] - base;
    for(rocsparse_int j = 0; j < cols; ++j)
    {
        T xv = X[row * x_row + j * x_col];
        if(conj_x)
            xv = conjugate(xv);
        const T ax = alpha * xv;
        for(rocsparse_int i = begin + lane; i < end; i += width)
        {
            const T a = conj_a ? conjugate(val[i]) : val[i];
            atomic_add(Y + j * ldy + (col_ind[i] - base), a * ax);
        }
    }
}

template <typename T>
rocsparse_status launch_csr_scatter(rocsparse_handle     handle,
                                    rocsparse_int        m,
                                    rocsparse_int        nnz,
                                    rocsparse_int        cols,
                                    bool                 conj_a,
                                    bool                 conj_x,
                                    const void*          alpha,
                                    const rocsparse_int* row_ptr,
                                    const rocsparse_int* col_ind,
                                    const T*             val,
                                    const T*             X,
                                    int64_t              x_row,
                                    int64_t              x_col,
                                    T*                   Y,
                                    int64_t              ldy,
                                    rocsparse_int        base)
{
    const int     width  = lanes_for_mean_row(nnz, m, 32);
    const int64_t blocks = ((int64_t)m * width - 1) / product_block + 1;
    csr_scatter_kernel<T><<<(unsigned)blocks, product_block, 0, handle->stream>>>(
        m, cols, width, conj_a, conj_x, make_product_scalar<T>(handle, alpha), row_ptr, col_ind, val, X, x_row,
        x_col, Y, ldy, base);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

#endif /* FSPARSE_HIP_SPMV_HPP */
