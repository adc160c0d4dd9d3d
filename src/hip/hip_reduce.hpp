/* Sums across lanes: within groups of up to 32 lanes by shuffles, and
 * over a whole block. Groups of at most 32 lanes are valid for wavefronts of
 * both sizes (32 on NVIDIA, 64 on most AMD GPUs), and every sum here adds in
 * a fixed order, so results are deterministic. */
#ifndef FSPARSE_HIP_REDUCE_HPP
#define FSPARSE_HIP_REDUCE_HPP

#include <stdint.h>

#include <hip/hip_runtime.h>

#include "hip/hip_complex.hpp"

/* The lanes of the wavefront where p holds, a bit each (lane i: bit i). */
__device__ inline uint64_t lanes_where(bool p)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    return __ballot_sync(0xffffffffu, p);
#else
    return __ballot(p);
#endif
}

/* Shuffles within groups of `width` lanes (width a power of two, at most
 * 32, so valid for wavefronts of 32 and 64). On NVIDIA HIP maps __shfl_down
 * to __shfl_down_sync with the full mask: every lane of the warp must call. */
__device__ inline float shuffle_down(float v, int delta, int width)
{
    return __shfl_down(v, delta, width);
}
__device__ inline double shuffle_down(double v, int delta, int width)
{
    return __shfl_down(v, delta, width);
}
template <typename R>
__device__ inline hip_complex<R> shuffle_down(const hip_complex<R>& v, int delta, int width)
{
    return hip_complex<R>(shuffle_down(v.x, delta, width), shuffle_down(v.y, delta, width));
}

/* Sums over each aligned group of WIDTH lanes of the lanes STRIDE apart
 * (STRIDE a power of two, at most WIDTH): lane i < STRIDE of the group
 * holds the sum of its lanes i, i + STRIDE, i + 2 * STRIDE, ... */
template <int WIDTH, int STRIDE, typename T>
__device__ inline T strided_sum(T v)
{
#pragma unroll
    for(int delta = WIDTH / 2; delta >= STRIDE; delta /= 2)
        v += shuffle_down(v, delta, WIDTH);
    return v;
}

/* Sum over each aligned group of WIDTH lanes; lane 0 of the group holds it. */
template <int WIDTH, typename T>
__device__ inline T subwarp_sum(T v)
{
    return strided_sum<WIDTH, 1>(v);
}

/* The same with a width known only at run time (uniform over the block). */
template <typename T>
__device__ inline T subwarp_sum_dynamic(T v, int width)
{
    for(int delta = width / 2; delta > 0; delta /= 2)
        v += shuffle_down(v, delta, width);
    return v;
}

/* Sum of value over the BLOCK threads of the block (blockDim.x == BLOCK, a
 * multiple of 32); every thread gets it. All threads must call it. Each
 * group of 32 lanes sums by shuffles, then one thread adds the groups' sums:
 * two barriers, where a tree in shared memory takes one a level. */
template <int BLOCK, typename T>
__device__ T block_reduce_sum(T value)
{
    static_assert(BLOCK % 32 == 0, "whole groups of 32 lanes");
    constexpr int  groups = BLOCK / 32;
    __shared__ T   partial[groups];
    __shared__ T   total;
    value = subwarp_sum<32>(value);
    if(threadIdx.x % 32 == 0)
        partial[threadIdx.x / 32] = value;
    __syncthreads();
    if(threadIdx.x == 0)
    {
        T sum = partial[0];
        for(int g = 1; g < groups; ++g)
            sum += partial[g];
        total = sum;
    }
    __syncthreads();
    /* A later call writes partial after this call's second barrier, when
     * thread 0 has read it, and total after its own first barrier, which
     * no thread passes before reading this total. */
    return total;
}

/* Exclusive prefix sum of value over a group of GROUP threads (this one
 * `thread`, the group's values at scratch, one per thread); *total gets the
 * group's sum. A tree in shared memory synchronised through the whole block,
 * so that it needs no wavefront size: every thread of the block calls it,
 * and the block's groups scan side by side. */
template <int GROUP, typename T>
__device__ inline T group_exclusive_scan(T value, int thread, T* scratch, T* total)
{
    scratch[thread] = value;
    __syncthreads();
    for(int step = 1; step < GROUP; step <<= 1)
    {
        const T left = thread >= step ? scratch[thread - step] : T(0);
        __syncthreads();
        scratch[thread] += left;
        __syncthreads();
    }
    const T inclusive = scratch[GROUP - 1];
    const T mine      = scratch[thread] - value;
    __syncthreads();
    *total = inclusive;
    return mine;
}

#endif /* FSPARSE_HIP_REDUCE_HPP */
