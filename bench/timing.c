/* fsparse-bench: the clock and the statistics of its samples. */
#include <stdlib.h>
#include <time.h>

#include "bench/bench.h"

double bench_wall_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int compare_doubles(const void* a, const void* b)
{
    const double x = *(const double*)a, y = *(const double*)b;
    return (x > y) - (x < y);
}

void bench_summarize(double* samples, int count, double* median, double* min)
{
    qsort(samples, (size_t)count, sizeof(*samples), compare_doubles);
    *min    = samples[0];
    *median = count % 2 ? samples[count / 2] : 0.5 * (samples[count / 2 - 1] + samples[count / 2]);
}
