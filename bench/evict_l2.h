/* The eviction of the GPU's L2 cache before a cold-cache timed call,
 * shared by fsparse-bench (HIP, timer_hip.hip) and cusparse-baseline
 * (CUDA), so that both libraries are measured after the very same kernel.
 * Include it after hip/hip_runtime.h or cuda_runtime.h.
 *
 * The kernel reads a buffer of twice the L2's size from the device
 * properties. It reads rather than writes: after a write the L2 would be
 * full of dirty lines, and the timed call would pay for writing them back
 * to memory. Reading also writes back, before the timed interval, what the
 * previous call left dirty. */
#ifndef FSPARSE_BENCH_EVICT_L2_H
#define FSPARSE_BENCH_EVICT_L2_H

#include <stddef.h>

#define BENCH_EVICT_THREADS 256
#define BENCH_EVICT_MAX_BLOCKS 65535u

/* Bytes to read: twice the L2, whole 16-byte words. */
static inline size_t bench_evict_bytes(int l2_bytes)
{
    return l2_bytes > 0 ? 2 * (((size_t)l2_bytes + 15) / 16 * 16) : 0;
}

static inline unsigned bench_evict_blocks(size_t words)
{
    const size_t blocks = (words + BENCH_EVICT_THREADS - 1) / BENCH_EVICT_THREADS;
    return blocks < 1 ? 1u : blocks > BENCH_EVICT_MAX_BLOCKS ? BENCH_EVICT_MAX_BLOCKS : (unsigned)blocks;
}

/* Reads words 16-byte words of data. The buffer holds zeros, so sink is
 * never written; the test only keeps the compiler from dropping the loads. */
__global__ void __launch_bounds__(BENCH_EVICT_THREADS) bench_evict_read(const int4* data, size_t words, int* sink)
{
    int acc = 0;
    for(size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < words; i += (size_t)gridDim.x * blockDim.x)
    {
        const int4 v = data[i];
        acc ^= v.x ^ v.y ^ v.z ^ v.w;
    }
    if(acc == 0x5eed)
        *sink = acc;
}

#endif /* FSPARSE_BENCH_EVICT_L2_H */
