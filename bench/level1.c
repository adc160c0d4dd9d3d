/* fsparse-bench: runs one Level 1 routine of level1_routines: random
 * inputs, a check of the first call against the reference, then the timed
 * calls. Written once; the precision is data (element size, call table). */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <rocsparse/fsparse-device.h>

#include "bench/level1.h"
#include "bench/random.h"
#include "bench/timer.h"

static const level1_routine* lookup(const char* function)
{
    for(size_t i = 0; i < level1_routine_count; ++i)
        if(strcmp(level1_routines[i].name, function) == 0)
            return &level1_routines[i];
    return NULL;
}

int level1_find(const char* function)
{
    return lookup(function) != NULL;
}

/* The precision letters a routine has, space separated. */
static void precisions_of(const level1_routine* r, char* out)
{
    char* at = out;
    for(int p = 0; p < 4; ++p)
        if(r->call[p] != NULL)
        {
            if(at != out)
                *at++ = ' ';
            *at++ = precision_letter((precision)p);
        }
    *at = '\0';
}

void level1_describe(FILE* out)
{
    for(size_t i = 0; i < level1_routine_count; ++i)
    {
        char letters[9];
        precisions_of(&level1_routines[i], letters);
        fprintf(out, "  %-7s (%-7s) %s\n", level1_routines[i].name, letters, level1_routines[i].summary);
    }
}

/* Everything one run owns: host copies of the inputs, device arrays, and
 * the host scalars (16 bytes hold any precision). */
typedef struct level1_data
{
    precision      prec;
    size_t         value_size;
    rocsparse_int  nnz, n, base;
    void*          host_x;
    void*          host_y;
    rocsparse_int* host_ind;
    void*          dev_x;
    void*          dev_y;
    rocsparse_int* dev_ind;
    double         alpha[2], beta[2], result[2];
} level1_data;

static void release(level1_data* d)
{
    free(d->host_x);
    free(d->host_y);
    free(d->host_ind);
    fsparse_free(d->dev_x);
    fsparse_free(d->dev_y);
    fsparse_free(d->dev_ind);
}

static int report_status(const char* what, rocsparse_status status)
{
    if(status == rocsparse_status_success)
        return 1;
    fprintf(stderr, "fsparse-bench: %s: %s\n", what, bench_status_name(status));
    return 0;
}

/* Draws the inputs and puts them on the device. */
static int prepare(level1_data* d, const bench_options* opts)
{
    const size_t xbytes = d->value_size * (size_t)d->nnz;
    const size_t ybytes = d->value_size * (size_t)d->n;
    const size_t ibytes = sizeof(rocsparse_int) * (size_t)d->nnz;
    bench_rng    rng;

    /* +1: malloc(0) may give NULL, which would read as a failure. */
    d->host_x   = malloc(xbytes + 1);
    d->host_y   = malloc(ybytes + 1);
    d->host_ind = malloc(ibytes + 1);
    if(d->host_x == NULL || d->host_y == NULL || d->host_ind == NULL)
    {
        fprintf(stderr, "fsparse-bench: out of host memory\n");
        return 0;
    }
    rng_seed(&rng, opts->seed);
    random_values(&rng, d->prec, d->host_x, (size_t)d->nnz);
    random_values(&rng, d->prec, d->host_y, (size_t)d->n);
    random_sorted_indices(&rng, d->nnz, d->n, d->base, d->host_ind);

    value_set(d->prec, d->alpha, 0, complex_of(opts->alpha[0], opts->alpha[1]));
    value_set(d->prec, d->beta, 0, complex_of(opts->beta[0], opts->beta[1]));

    return report_status("device allocation", fsparse_malloc(&d->dev_x, xbytes))
           && report_status("device allocation", fsparse_malloc(&d->dev_y, ybytes))
           && report_status("device allocation", fsparse_malloc((void**)&d->dev_ind, ibytes))
           && report_status("copy to device", fsparse_copy_to_device(d->dev_x, d->host_x, xbytes))
           && report_status("copy to device", fsparse_copy_to_device(d->dev_y, d->host_y, ybytes))
           && report_status("copy to device", fsparse_copy_to_device(d->dev_ind, d->host_ind, ibytes));
}

/* Puts back what the routine overwrote of its own inputs. */
static int restore_inputs(const level1_routine* r, const level1_data* d)
{
    const int both = r->reads & r->writes;
    if((both & VEC_X)
       && !report_status("copy to device",
                         fsparse_copy_to_device(d->dev_x, d->host_x, d->value_size * (size_t)d->nnz)))
        return 0;
    if((both & VEC_Y)
       && !report_status("copy to device",
                         fsparse_copy_to_device(d->dev_y, d->host_y, d->value_size * (size_t)d->n)))
        return 0;
    return 1;
}

static int close_enough(double complex got, double complex want, double tolerance)
{
    return cabs(got - want) <= tolerance;
}

static int mismatch(const char* what, size_t i, double complex got, double complex want)
{
    fprintf(stderr, "fsparse-bench: check failed: %s[%zu] is (%.17g;%.17g), expected (%.17g;%.17g)\n", what, i,
            creal(got), cimag(got), creal(want), cimag(want));
    return 0;
}

/* Compares device array dev (count values) with the reference want. */
static int compare_array(const level1_data* d, const char* what, const void* dev, const double complex* want,
                         size_t count, double tolerance)
{
    void* got = malloc(d->value_size * count + 1);
    int   ok  = got != NULL;
    if(!ok)
        fprintf(stderr, "fsparse-bench: out of host memory\n");
    ok = ok && report_status("copy to host", fsparse_copy_to_host(got, dev, d->value_size * count));
    for(size_t i = 0; ok && i < count; ++i)
        if(!close_enough(value_get(d->prec, got, i), want[i], tolerance))
            ok = mismatch(what, i, value_get(d->prec, got, i), want[i]);
    free(got);
    return ok;
}

/* Checks the outcome of the first call, made on the inputs in d. Every
 * array is compared, also those the routine must leave alone. */
static int check_first_call(const level1_routine* r, const level1_data* d)
{
    const double     eps = d->prec == precision_s || d->prec == precision_c ? FLT_EPSILON : DBL_EPSILON;
    level1_reference ref = {0};
    double           tolerance;
    int              ok;

    ref.nnz   = d->nnz;
    ref.base  = d->base;
    ref.ind   = d->host_ind;
    ref.alpha = value_get(d->prec, d->alpha, 0);
    ref.beta  = value_get(d->prec, d->beta, 0);
    ref.x     = malloc(sizeof(double complex) * (size_t)d->nnz + 1);
    ref.y     = malloc(sizeof(double complex) * (size_t)d->n + 1);
    if(ref.x == NULL || ref.y == NULL)
    {
        free(ref.x);
        free(ref.y);
        fprintf(stderr, "fsparse-bench: out of host memory\n");
        return 0;
    }
    for(rocsparse_int i = 0; i < d->nnz; ++i)
        ref.x[i] = value_get(d->prec, d->host_x, (size_t)i);
    for(rocsparse_int i = 0; i < d->n; ++i)
        ref.y[i] = value_get(d->prec, d->host_y, (size_t)i);
    r->reference(&ref);

    /* Each entry is a few roundings of terms no larger than this. */
    tolerance = 16 * eps * (1 + cabs(ref.alpha) + cabs(ref.beta));
    ok        = compare_array(d, "x_val", d->dev_x, ref.x, (size_t)d->nnz, tolerance)
         && compare_array(d, "y", d->dev_y, ref.y, (size_t)d->n, tolerance);
    /* A sum of nnz terms: errors grow with their magnitudes. */
    if(ok && (r->writes & VEC_RESULT)
       && !close_enough(value_get(d->prec, d->result, 0), ref.result,
                        16 * eps * sqrt((double)d->nnz + 1) * ref.scale))
        ok = mismatch("result", 0, value_get(d->prec, d->result, 0), ref.result);
    free(ref.x);
    free(ref.y);
    return ok;
}

/* Bytes of one call by the minimum-bytes model: each array read once,
 * each written once; of y only the nnz entries at the indices. */
static double minimum_bytes(const level1_routine* r, const level1_data* d)
{
    const int arrays = !!(r->reads & VEC_X) + !!(r->reads & VEC_Y) + !!(r->writes & VEC_X)
                       + !!(r->writes & VEC_Y);
    return (double)d->nnz * (double)((size_t)arrays * d->value_size + sizeof(rocsparse_int))
           + ((r->writes & VEC_RESULT) ? (double)d->value_size : 0.0);
}

/* The calls of a run, numbered from 0 over the warm-up and every mode. */
typedef struct call_site
{
    const level1_routine* r;
    const bench_options*  opts;
    level1_data*          d;
    level1_args           args;
    char                  name[32];
    int                   k; /* the next call's number */
} call_site;

/* Call k: inputs restored before it (untimed) unless it is the first, so
 * that every call sees the same ones; between the timer's marks when a
 * timer is given; checked when it is the first. */
static int make_call(call_site* c, bench_timer* timer, int sample)
{
    const int k  = c->k++;
    int       ok = (k == 0 || restore_inputs(c->r, c->d)) && (timer == NULL || bench_timer_start(timer, sample))
             && report_status(c->name, c->r->call[c->d->prec](&c->args))
             && (timer == NULL || bench_timer_stop(timer, sample));
    if(ok && k == 0 && c->opts->verify)
        ok = report_status("fsparse_device_synchronize", fsparse_device_synchronize()) && check_first_call(c->r, c->d);
    return ok;
}

/* The timed calls of one cache mode; their median and minimum in us. */
static int time_mode(call_site* c, bench_cache cache, double* samples, bench_report* report)
{
    bench_timer* timer = bench_timer_create(c->opts->iters, cache);
    int          ok    = timer != NULL;
    if(!ok)
        fprintf(stderr, "fsparse-bench: cannot create a timer\n");
    for(int i = 0; ok && i < c->opts->iters; ++i)
        ok = make_call(c, timer, i);
    ok = ok && bench_timer_read(timer, samples);
    bench_timer_destroy(timer);
    if(ok)
    {
        bench_summarize(samples, c->opts->iters, &report->median_us, &report->min_us);
        report->median_us *= 1e6;
        report->min_us *= 1e6;
        report->cache = cache;
    }
    return ok;
}

/* The warm-up (its first call checked), then the timed calls of each mode
 * asked for, cold first. */
static int time_calls(const level1_routine* r, const bench_options* opts, level1_data* d, rocsparse_handle handle,
                      double* samples, bench_report report[2], int* count)
{
    call_site c = {r, opts, d, {handle, d->nnz, opts->base, d->alpha, d->beta, d->dev_x, d->dev_ind, d->dev_y,
                                d->result}, "", 0};
    int       ok = 1;
    snprintf(c.name, sizeof(c.name), "rocsparse_%c%s", precision_letter(d->prec), r->name);
    for(int i = 0; ok && i < opts->warmup; ++i)
        ok = make_call(&c, NULL, 0);
    *count = 0;
    for(int mode = BENCH_COLD; ok && mode <= BENCH_WARM; ++mode)
        if(opts->modes[mode])
            ok = time_mode(&c, (bench_cache)mode, samples, &report[(*count)++]);
    return ok;
}

int level1_run(const bench_options* opts, bench_report report[2], int* count)
{
    const level1_routine* r = lookup(opts->function);
    level1_data           d = {0};
    rocsparse_handle      handle = NULL;
    double*               samples = NULL;
    int                   ok;
    char                  letters[9];

    precisions_of(r, letters);
    if(r->call[opts->prec] == NULL)
    {
        bench_usage_error("%s has no precision %c (it has %s)", r->name, precision_letter(opts->prec), letters);
        return BENCH_USAGE;
    }
    d.prec       = opts->prec;
    d.value_size = precision_size(opts->prec);
    d.nnz        = (rocsparse_int)opts->nnz;
    d.base       = (rocsparse_int)opts->base;
    /* Without -n the dense vector is ten times longer than the sparse one. */
    d.n = (rocsparse_int)(opts->n >= 0 ? opts->n : opts->nnz * 10 > INT32_MAX ? INT32_MAX : opts->nnz * 10);
    if(d.nnz > d.n)
    {
        bench_usage_error("nnz (%d) is larger than the dense vector (%d): its indices must be distinct", d.nnz,
                          d.n);
        return BENCH_USAGE;
    }

    samples = malloc(sizeof(double) * (size_t)opts->iters);
    if(samples == NULL)
        fprintf(stderr, "fsparse-bench: out of host memory\n");
    ok = samples != NULL && report_status("rocsparse_create_handle", rocsparse_create_handle(&handle))
         && prepare(&d, opts) && time_calls(r, opts, &d, handle, samples, report, count);
    for(int i = 0; ok && i < *count; ++i)
    {
        const int is_complex = opts->prec == precision_c || opts->prec == precision_z;
        report[i].nnz        = d.nnz;
        report[i].n          = d.n;
        report[i].bytes      = minimum_bytes(r, &d);
        report[i].flops      = (double)d.nnz * (is_complex ? r->flops_complex : r->flops_real);
    }
    release(&d);
    if(handle != NULL)
        rocsparse_destroy_handle(handle);
    free(samples);
    return ok ? BENCH_OK : BENCH_FAILED;
}
