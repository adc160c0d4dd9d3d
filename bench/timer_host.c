/* fsparse-bench: the wall-clock timer of the host backend (timer.h). A cold
 * timer writes a host buffer before each sample, twice the size of a core's
 * own cache (L2) as the C library reports it, to push the previous calls'
 * data out of it. A CPU's shared last-level cache can be hundreds of
 * megabytes; it is left alone, so that the driver's test stays quick: host
 * timings are not compared with anything, and the mode is there so that
 * both builds run the same command lines. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <rocsparse/fsparse-device.h>

#include "bench/bench.h"
#include "bench/timer.h"

#define EVICT_DEFAULT_BYTES ((size_t)2 << 20) /* where the L2's size is unknown */

struct bench_timer
{
    int            count;
    double*        start;
    double*        stop;
    unsigned char* evict;
    size_t         evict_bytes;
};

static size_t eviction_bytes(void)
{
    long l2 = 0;
#ifdef _SC_LEVEL2_CACHE_SIZE
    l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
#endif
    return l2 > 0 ? 2 * (size_t)l2 : EVICT_DEFAULT_BYTES;
}

bench_timer* bench_timer_create(int count, bench_cache cache)
{
    bench_timer* t = (bench_timer*)calloc(1, sizeof(*t));
    if(t == NULL)
        return NULL;
    t->count = count;
    t->start = (double*)calloc((size_t)count + 1, sizeof(double));
    t->stop  = (double*)calloc((size_t)count + 1, sizeof(double));
    if(cache == BENCH_COLD)
    {
        t->evict_bytes = eviction_bytes();
        t->evict       = (unsigned char*)malloc(t->evict_bytes);
    }
    if(t->start == NULL || t->stop == NULL || (cache == BENCH_COLD && t->evict == NULL))
    {
        bench_timer_destroy(t);
        return NULL;
    }
    return t;
}

void bench_timer_destroy(bench_timer* t)
{
    if(t == NULL)
        return;
    free(t->start);
    free(t->stop);
    free(t->evict);
    free(t);
}

/* Where the eviction's buffer is published, so that the compiler must
 * assume it is read and cannot drop the writes. */
static unsigned char* volatile bench_timer_evicted;

/* Synchronised on both sides, so that no earlier work is counted and all
 * of this call's is. */
int bench_timer_start(bench_timer* t, int i)
{
    if(fsparse_device_synchronize() != rocsparse_status_success)
        return 0;
    if(t->evict != NULL)
    {
        memset(t->evict, i & 0xff, t->evict_bytes);
        bench_timer_evicted = t->evict;
    }
    t->start[i] = bench_wall_seconds();
    return 1;
}

int bench_timer_stop(bench_timer* t, int i)
{
    if(fsparse_device_synchronize() != rocsparse_status_success)
        return 0;
    t->stop[i] = bench_wall_seconds();
    return 1;
}

int bench_timer_read(bench_timer* t, double* seconds)
{
    for(int i = 0; i < t->count; ++i)
        seconds[i] = t->stop[i] - t->start[i];
    return 1;
}

const char* bench_timer_kind(void)
{
    return "wall-clock";
}

const char* bench_timer_eviction(void)
{
    static char text[96];
    snprintf(text, sizeof(text), "memset of %zu bytes of host memory", eviction_bytes());
    return text;
}
