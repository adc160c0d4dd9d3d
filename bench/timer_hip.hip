/* fsparse-bench: the device-event timer of the HIP backend (timer.h).
 * Events on the default stream bracket each sample; they are read once,
 * after all samples, so that timing adds no synchronisation between calls.
 * A cold timer launches the eviction kernel of evict_l2.h on that stream
 * before each start event, so the device runs it before the interval. */
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>

#include "bench/evict_l2.h"
#include "bench/timer.h"

struct bench_timer
{
    int         count;
    hipEvent_t* start;
    hipEvent_t* stop;
    int4*       evict; /* cold: the buffer the eviction reads, then a sink */
    size_t      evict_words;
};

/* The eviction's size from the current device's L2; 0 if unknown. */
static size_t eviction_bytes()
{
    int             device = 0;
    hipDeviceProp_t prop;
    if(hipGetDevice(&device) != hipSuccess || hipGetDeviceProperties(&prop, device) != hipSuccess)
        return 0;
    return bench_evict_bytes(prop.l2CacheSize);
}

extern "C" void bench_timer_destroy(bench_timer* t)
{
    if(t == nullptr)
        return;
    for(int i = 0; i < t->count; ++i)
    {
        if(t->start != nullptr && t->start[i] != nullptr)
            (void)hipEventDestroy(t->start[i]);
        if(t->stop != nullptr && t->stop[i] != nullptr)
            (void)hipEventDestroy(t->stop[i]);
    }
    if(t->evict != nullptr)
        (void)hipFree(t->evict);
    std::free(t->start);
    std::free(t->stop);
    std::free(t);
}

/* The buffer, zeroed (the kernel's loads must not read uninitialised
 * memory), with one more word for the sink. */
static bool make_eviction(bench_timer* t)
{
    const size_t bytes = eviction_bytes();
    t->evict_words     = bytes / sizeof(int4);
    return bytes > 0 && hipMalloc(&t->evict, bytes + sizeof(int4)) == hipSuccess
           && hipMemsetAsync(t->evict, 0, bytes + sizeof(int4), 0) == hipSuccess;
}

extern "C" bench_timer* bench_timer_create(int count, bench_cache cache)
{
    bench_timer* t = static_cast<bench_timer*>(std::calloc(1, sizeof(bench_timer)));
    if(t == nullptr)
        return nullptr;
    t->count = count;
    t->start = static_cast<hipEvent_t*>(std::calloc(count + 1, sizeof(hipEvent_t)));
    t->stop  = static_cast<hipEvent_t*>(std::calloc(count + 1, sizeof(hipEvent_t)));
    bool ok  = t->start != nullptr && t->stop != nullptr && (cache == BENCH_WARM || make_eviction(t));
    for(int i = 0; ok && i < count; ++i)
        ok = hipEventCreate(&t->start[i]) == hipSuccess && hipEventCreate(&t->stop[i]) == hipSuccess;
    if(!ok)
    {
        bench_timer_destroy(t);
        return nullptr;
    }
    return t;
}

extern "C" int bench_timer_start(bench_timer* t, int i)
{
    if(t->evict != nullptr)
    {
        bench_evict_read<<<bench_evict_blocks(t->evict_words), BENCH_EVICT_THREADS, 0, 0>>>(
            t->evict, t->evict_words, reinterpret_cast<int*>(t->evict + t->evict_words));
        if(hipGetLastError() != hipSuccess)
            return 0;
    }
    return hipEventRecord(t->start[i], 0) == hipSuccess;
}

extern "C" int bench_timer_stop(bench_timer* t, int i)
{
    return hipEventRecord(t->stop[i], 0) == hipSuccess;
}

extern "C" int bench_timer_read(bench_timer* t, double* seconds)
{
    for(int i = 0; i < t->count; ++i)
    {
        float ms = 0;
        if(hipEventSynchronize(t->stop[i]) != hipSuccess || hipEventElapsedTime(&ms, t->start[i], t->stop[i]) != hipSuccess)
            return 0;
        seconds[i] = 1e-3 * ms;
    }
    return 1;
}

extern "C" const char* bench_timer_kind(void)
{
    return "hip-events";
}

extern "C" const char* bench_timer_eviction(void)
{
    static char text[96];
    std::snprintf(text, sizeof(text), "a kernel reads %zu bytes (2x the L2)", eviction_bytes());
    return text;
}
