/* copy-bandwidth: the device-to-device copy rate that issue 13's targets
 * for nnz and the identity permutation are set against ("at least 80% of
 * the copy bandwidth"). A copy's rate falls on small sizes, where the
 * launch and the ramp weigh, so the rate that is fair to a routine is that
 * of a copy moving as many bytes as the routine does (read plus written),
 * not only the rate of a large copy.
 *
 * Built and run on the GPU machine (CUDA), from the staged bench folder:
 *     nvcc -O2 -arch=sm_90 -o copy-bandwidth copy_bandwidth.cu
 *     ./copy-bandwidth [BYTES-MOVED...]
 * Each size is the bytes a routine moves (read plus written); the copy is
 * of half that many. Without sizes: those of the structural suite's
 * identity permutations and nnz, and 2 GiB moved. Each size: 20 timed
 * copies (cudaMemcpyAsync, device events around each) after 2, each after
 * the same L2 eviction as fsparse-bench's cold calls (evict_l2.h);
 * the median, and the rate in bytes read plus written. */
#include <algorithm>
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

#include "evict_l2.h"

#define CHECK(call)                                                                              \
    do                                                                                           \
    {                                                                                            \
        const cudaError_t e_ = (call);                                                           \
        if(e_ != cudaSuccess)                                                                    \
        {                                                                                        \
            fprintf(stderr, "copy-bandwidth: %s: %s\n", #call, cudaGetErrorString(e_));          \
            exit(1);                                                                             \
        }                                                                                        \
    } while(0)

int main(int argc, char** argv)
{
    /* The identity permutations of powerlaw_500k, lap3d7_100 and
     * lap3d27_100 (4 bytes an entry written), nnz of the dense
     * 10000 x 10000 double matrix (read), and 2 GiB. */
    std::vector<size_t> moved = {21340000, 27760000, 105860000, 800000000, (size_t)2 << 30};
    if(argc > 1)
    {
        moved.clear();
        for(int i = 1; i < argc; ++i)
            moved.push_back(strtoull(argv[i], NULL, 10));
    }
    int device, l2;
    CHECK(cudaGetDevice(&device));
    CHECK(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, device));
    const size_t evict_bytes = bench_evict_bytes(l2);
    const size_t words       = evict_bytes / 16;
    int4*        evict;
    int*         sink;
    CHECK(cudaMalloc(&evict, evict_bytes));
    CHECK(cudaMemset(evict, 0, evict_bytes));
    CHECK(cudaMalloc(&sink, sizeof(int)));
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, device));
    printf("# %s, L2 %d bytes; median of 20 copies after 2, L2 evicted before each\n", prop.name, l2);
    printf("# bytes moved, us, GB/s (read plus written)\n");
    for(size_t m : moved)
    {
        const size_t bytes = m / 2;
        char *       from, *to;
        CHECK(cudaMalloc(&from, bytes));
        CHECK(cudaMalloc(&to, bytes));
        CHECK(cudaMemset(from, 1, bytes));
        CHECK(cudaMemset(to, 0, bytes));
        std::vector<float> ms;
        for(int call = 0; call < 22; ++call)
        {
            bench_evict_read<<<bench_evict_blocks(words), BENCH_EVICT_THREADS>>>(evict, words, sink);
            CHECK(cudaGetLastError());
            CHECK(cudaEventRecord(start));
            CHECK(cudaMemcpyAsync(to, from, bytes, cudaMemcpyDeviceToDevice));
            CHECK(cudaEventRecord(stop));
            CHECK(cudaEventSynchronize(stop));
            float t;
            CHECK(cudaEventElapsedTime(&t, start, stop));
            if(call >= 2)
                ms.push_back(t);
        }
        std::sort(ms.begin(), ms.end());
        const double median_us = 1e3 * (ms[ms.size() / 2 - 1] + ms[ms.size() / 2]) / 2;
        printf("%zu %.2f %.0f\n", 2 * bytes, median_us, 2.0 * bytes / (median_us * 1e-6) / 1e9);
        CHECK(cudaFree(from));
        CHECK(cudaFree(to));
    }
    return 0;
}
