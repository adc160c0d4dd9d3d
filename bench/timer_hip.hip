/* rocsparse-bench: the device-event timer of the HIP backend (timer.h).
 * Events on the default stream bracket each sample; they are read once,
 * after all samples, so that timing adds no synchronisation between calls. */
#include <hip/hip_runtime.h>

#include <cstdlib>

#include "bench/timer.h"

struct bench_timer
{
    int         count;
    hipEvent_t* start;
    hipEvent_t* stop;
};

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
    std::free(t->start);
    std::free(t->stop);
    std::free(t);
}

extern "C" bench_timer* bench_timer_create(int count)
{
    bench_timer* t = static_cast<bench_timer*>(std::calloc(1, sizeof(bench_timer)));
    if(t == nullptr)
        return nullptr;
    t->count = count;
    t->start = static_cast<hipEvent_t*>(std::calloc(count + 1, sizeof(hipEvent_t)));
    t->stop  = static_cast<hipEvent_t*>(std::calloc(count + 1, sizeof(hipEvent_t)));
    bool ok  = t->start != nullptr && t->stop != nullptr;
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
