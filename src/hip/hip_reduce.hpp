/* Block-wide sum through shared memory. Every step ends in __syncthreads,
 * so the result does not depend on the wavefront size (32 on NVIDIA, 64 on
 * most AMD GPUs), and the fixed tree order makes it deterministic. */
#ifndef FSPARSE_HIP_REDUCE_HPP
#define FSPARSE_HIP_REDUCE_HPP

#include <hip/hip_runtime.h>

/* Sum of value over the BLOCK threads of the block (blockDim.x == BLOCK,
 * a power of two); every thread gets it. All threads must call it. */
template <int BLOCK, typename T>
__device__ T block_reduce_sum(T value)
{
    static_assert((BLOCK & (BLOCK - 1)) == 0, "BLOCK must be a power of two");
    __shared__ T partial[BLOCK];
    partial[threadIdx.x] = value;
    __syncthreads();
    for(int half = BLOCK / 2; half > 0; half /= 2)
    {
        if((int)threadIdx.x < half)
            partial[threadIdx.x] += partial[threadIdx.x + half];
        __syncthreads();
    }
    const T sum = partial[0];
    /* A second call in the same kernel must not overwrite partial[0]
     * before every thread has read it. */
    __syncthreads();
    return sum;
}

#endif /* FSPARSE_HIP_REDUCE_HPP */
