/* rocsparse-bench: the wall-clock timer of the host backend (timer.h). */
#include <stdlib.h>

#include <rocsparse/fsparse-device.h>

#include "bench/bench.h"
#include "bench/timer.h"

struct bench_timer
{
    int     count;
    double* start;
    double* stop;
};

bench_timer* bench_timer_create(int count)
{
    bench_timer* t = (bench_timer*)calloc(1, sizeof(*t));
    if(t == NULL)
        return NULL;
    t->count = count;
    t->start = (double*)calloc((size_t)count + 1, sizeof(double));
    t->stop  = (double*)calloc((size_t)count + 1, sizeof(double));
    if(t->start == NULL || t->stop == NULL)
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
    free(t);
}

/* Synchronised on both sides, so that no earlier work is counted and all
 * of this call's is. */
int bench_timer_start(bench_timer* t, int i)
{
    if(fsparse_device_synchronize() != rocsparse_status_success)
        return 0;
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
