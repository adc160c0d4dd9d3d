/* rocsparse-bench: the clock around the timed calls. The HIP backend's
 * build times with device events (timer_hip.hip), so that only the device
 * work between them counts; the host backend's with the wall clock after a
 * device synchronisation (timer_host.c). Plain C, callable from both. */
#ifndef FSPARSE_BENCH_TIMER_H
#define FSPARSE_BENCH_TIMER_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct bench_timer bench_timer;

/* A timer for samples 0 .. count-1; NULL when out of memory or events. */
bench_timer* bench_timer_create(int count);
void         bench_timer_destroy(bench_timer* t);

/* Around the calls of sample i, on the default stream (the library's
 * handles use it). Return 1 on success. */
int bench_timer_start(bench_timer* t, int i);
int bench_timer_stop(bench_timer* t, int i);

/* Waits for the device, then the seconds of samples 0 .. count-1. */
int bench_timer_read(bench_timer* t, double* seconds);

/* "hip-events" or "wall-clock", for the output. */
const char* bench_timer_kind(void);

#ifdef __cplusplus
}
#endif

#endif /* FSPARSE_BENCH_TIMER_H */
