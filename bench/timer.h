/* fsparse-bench: the clock around the timed calls. The HIP backend's
 * build times with device events (timer_hip.hip), so that only the device
 * work between them counts; the host backend's with the wall clock after a
 * device synchronisation (timer_host.c). Plain C, callable from both. */
#ifndef FSPARSE_BENCH_TIMER_H
#define FSPARSE_BENCH_TIMER_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What the caches hold when a timed call starts. Cold: whatever the
 * previous calls left there is evicted first, untimed, as a solver's other
 * work between two products would. Warm: the calls follow each other with
 * nothing in between, and each may find the previous one's data in the
 * cache. */
typedef enum bench_cache
{
    BENCH_COLD = 0,
    BENCH_WARM = 1
} bench_cache;

typedef struct bench_timer bench_timer;

/* A timer for samples 0 .. count-1; NULL when out of memory or events.
 * A cold timer owns the buffer that its eviction reads or writes. */
bench_timer* bench_timer_create(int count, bench_cache cache);
void         bench_timer_destroy(bench_timer* t);

/* Around the calls of sample i, on the default stream (the library's
 * handles use it). A cold timer's start first evicts the caches, outside
 * the timed interval. Return 1 on success. */
int bench_timer_start(bench_timer* t, int i);
int bench_timer_stop(bench_timer* t, int i);

/* Waits for the device, then the seconds of samples 0 .. count-1. */
int bench_timer_read(bench_timer* t, double* seconds);

/* "hip-events" or "wall-clock", for the output. */
const char* bench_timer_kind(void);

/* What a cold timer's eviction does, for the output, e.g. "reads 100663296
 * bytes (2x the L2)". */
const char* bench_timer_eviction(void);

#ifdef __cplusplus
}
#endif

#endif /* FSPARSE_BENCH_TIMER_H */
