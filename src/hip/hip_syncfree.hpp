/* What a kernel needs to wait, inside one launch, for results that other
 * blocks publish (the triangular analysis and solves, csrsort's radix
 * sort): wavefront votes, a flag published after the data it guards
 * (release) and read before that data (acquire), and loads of published
 * data that skip the L1 cache, which is not kept coherent between
 * multiprocessors.
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
#include "hip/hip_csr_loads.hpp"

/* Whether p holds on some lane of the wavefront; every lane must call. */
__device__ inline bool wave_any(bool p)
{
    /* The vote, not a ballot: the polling loops run faster with it. */
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
    const uint64_t lanes = lanes_where(p);
    const uint64_t group = (uint64_t(1) << G) - 1;
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
 * AMD: the acquire above already invalidated the L1). T: a type that
 * __ldcg takes (float, double, int, unsigned long long). */
template <typename T>
__device__ inline T load_published(const T* p)
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

/* Relaxed loads and stores at device scope, which the compiler keeps in
 * every round of a polling loop and which are served by the L2 cache: for
 * a value that is its own flag (it starts unset, and its one store is the
 * result), so that nothing else needs ordering and other loads may move
 * around them (no memory clobber on the loads). */
#ifdef __HIP_PLATFORM_NVIDIA__
__device__ inline int load_relaxed(const int* p)
{
    int v;
    asm volatile("ld.relaxed.gpu.global.b32 %0, [%1];" : "=r"(v) : "l"(p));
    return v;
}
__device__ inline float load_relaxed(const float* p)
{
    float v;
    asm volatile("ld.relaxed.gpu.global.f32 %0, [%1];" : "=f"(v) : "l"(p));
    return v;
}
__device__ inline double load_relaxed(const double* p)
{
    double v;
    asm volatile("ld.relaxed.gpu.global.f64 %0, [%1];" : "=d"(v) : "l"(p));
    return v;
}
__device__ inline void store_relaxed(int* p, int v)
{
    asm volatile("st.relaxed.gpu.global.b32 [%0], %1;" : : "l"(p), "r"(v) : "memory");
}
__device__ inline void store_relaxed(float* p, float v)
{
    asm volatile("st.relaxed.gpu.global.f32 [%0], %1;" : : "l"(p), "f"(v) : "memory");
}
__device__ inline void store_relaxed(double* p, double v)
{
    asm volatile("st.relaxed.gpu.global.f64 [%0], %1;" : : "l"(p), "d"(v) : "memory");
}
__device__ inline unsigned long long load_relaxed(const unsigned long long* p)
{
    unsigned long long v;
    asm volatile("ld.relaxed.gpu.global.b64 %0, [%1];" : "=l"(v) : "l"(p));
    return v;
}
__device__ inline void store_relaxed(unsigned long long* p, unsigned long long v)
{
    asm volatile("st.relaxed.gpu.global.b64 [%0], %1;" : : "l"(p), "l"(v) : "memory");
}
#else
template <typename T>
__device__ inline T load_relaxed(const T* p)
{
    return __hip_atomic_load(p, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
template <typename T>
__device__ inline void store_relaxed(T* p, T v)
{
    __hip_atomic_store(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
#endif
/* A complex value part by part: a reader that finds both parts set (see
 * is_unset) has the whole value, however the two stores are seen. */
template <typename R>
__device__ inline hip_complex<R> load_relaxed(const hip_complex<R>* p)
{
    const R* parts = reinterpret_cast<const R*>(p);
    return hip_complex<R>(load_relaxed(parts), load_relaxed(parts + 1));
}
template <typename R>
__device__ inline void store_relaxed(hip_complex<R>* p, const hip_complex<R>& v)
{
    R* parts = reinterpret_cast<R*>(p);
    store_relaxed(parts, v.x);
    store_relaxed(parts + 1, v.y);
}

/* A short pause of a wavefront or group whose rows are not done yet, so
 * that its polls leave issue slots to those that can move (the
 * factorizations' groups, the level passes of the analysis). It is the
 * same however long it has waited: a pause growing to 256 ns, meant to
 * keep the polls of rows far from the front off the memory system, made
 * every row that waited long find its values later, while the polls use a
 * fifth of the L2's throughput (PERFORMANCE.md). */
__device__ inline void pause_briefly()
{
#ifdef __HIP_PLATFORM_NVIDIA__
    __nanosleep(32u);
#else
    __builtin_amdgcn_s_sleep(1);
#endif
}

/* "Not yet computed", for a value that is its own flag: a signalling NaN,
 * which no arithmetic yields (its NaN results are quiet), so no result of
 * a solve can be taken for it. */
constexpr uint32_t unset_bits32 = 0x7fa00001u;
constexpr uint64_t unset_bits64 = 0x7ff4000000000001ull;

__device__ inline void make_unset(float& v)
{
    v = __uint_as_float(unset_bits32);
}
__device__ inline void make_unset(double& v)
{
    v = __longlong_as_double((long long)unset_bits64);
}
template <typename R>
__device__ inline void make_unset(hip_complex<R>& v)
{
    make_unset(v.x);
    make_unset(v.y);
}
__device__ inline bool is_unset(float v)
{
    return __float_as_uint(v) == unset_bits32;
}
__device__ inline bool is_unset(double v)
{
    return (uint64_t)__double_as_longlong(v) == unset_bits64;
}
template <typename R>
__device__ inline bool is_unset(const hip_complex<R>& v)
{
    return is_unset(v.x) || is_unset(v.y);
}

/* The largest v over each aligned group of width lanes (a power of two,
 * up to the wavefront), on every lane of it; every lane must call. */
__device__ inline int max_over_lanes(int v, int width)
{
    for(int delta = width / 2; delta > 0; delta /= 2)
    {
        const int other = __shfl_xor(v, delta, width);
        v               = other > v ? other : v;
    }
    return v;
}

template <int G>
__device__ inline int group_max(int v)
{
    return max_over_lanes(v, G);
}

__device__ inline int wave_max(int v)
{
    return max_over_lanes(v, warpSize);
}

#endif /* FSPARSE_HIP_SYNCFREE_HPP */
