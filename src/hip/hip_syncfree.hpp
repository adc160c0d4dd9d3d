/* What a kernel needs to wait, inside one launch, for results that other
 * blocks publish (the triangular analysis and solves): wavefront votes,
 * a flag published after the data it guards (release) and read before that
 * data (acquire), and loads of published data that skip the L1 cache,
 * which is not kept coherent between multiprocessors.
 *
 * A lane may not spin on a result that another lane of its own wavefront
 * has still to compute: where a wavefront runs its lanes in lockstep (AMD),
 * the producing lane would never run. Kernels here therefore poll without
 * blocking, and loop over the whole wavefront until every lane is done. */
#ifndef FSPARSE_HIP_SYNCFREE_HPP
#define FSPARSE_HIP_SYNCFREE_HPP

#include <hip/hip_runtime.h>
#include <stdint.h>

#include "hip/hip_complex.hpp"

/* Whether p holds on some lane of the wavefront; every lane must call. */
__device__ inline bool wave_any(bool p)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    return __any_sync(0xffffffffu, p);
#else
    return __any(p);
#endif
}

/* Whether p holds on every lane of this lane's aligned group of G lanes
 * (G a power of two, at most 32); every lane of the wavefront must call. */
template <int G>
__device__ inline bool group_all(bool p)
{
    if(G == 1)
        return p;
#ifdef __HIP_PLATFORM_NVIDIA__
    const uint64_t lanes = __ballot_sync(0xffffffffu, p);
#else
    const uint64_t lanes = __ballot(p);
#endif
    const uint64_t group = (G >= 64) ? ~uint64_t(0) : ((uint64_t(1) << G) - 1);
    const int      first = (int)(threadIdx.x % warpSize) & ~(G - 1);
    return ((lanes >> first) & group) == group;
}

/* An int read with acquire semantics at device scope: data published
 * before the flag was stored (store_release) is visible after it. */
__device__ inline int load_acquire(const int* p)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    int v;
    asm volatile("ld.acquire.gpu.global.b32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    return v;
#else
    return __hip_atomic_load(p, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT);
#endif
}

__device__ inline void store_release(int* p, int v)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    asm volatile("st.release.gpu.global.b32 [%0], %1;" : : "l"(p), "r"(v) : "memory");
#else
    __hip_atomic_store(p, v, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
#endif
}

/* A value another block published, read after its flag: from the L2 cache
 * (NVIDIA: an older copy of its line may sit in this multiprocessor's L1;
 * AMD: the acquire above already invalidated the L1). */
__device__ inline float load_published(const float* p)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    return __ldcg(p);
#else
    return *p;
#endif
}
__device__ inline double load_published(const double* p)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    return __ldcg(p);
#else
    return *p;
#endif
}
template <typename R>
__device__ inline hip_complex<R> load_published(const hip_complex<R>* p)
{
    const R* parts = reinterpret_cast<const R*>(p);
    return hip_complex<R>(load_published(parts), load_published(parts + 1));
}

/* The largest v over the wavefront; every lane must call. */
__device__ inline int wave_max(int v)
{
    for(int delta = warpSize / 2; delta > 0; delta /= 2)
    {
        const int other = __shfl_xor(v, delta);
        v               = other > v ? other : v;
    }
    return v;
}

#endif /* FSPARSE_HIP_SYNCFREE_HPP */
