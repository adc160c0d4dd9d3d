/* fsparse-bench: times one routine of the library per run and prints a
 * line about it for each cache mode. See --help (options.c) for the options
 * and the columns. */
#include <stdio.h>

#include "bench/bench.h"

const char* bench_status_name(rocsparse_status status)
{
    static const char* const names[] = {
        "rocsparse_status_success",       "rocsparse_status_invalid_handle", "rocsparse_status_not_implemented",
        "rocsparse_status_invalid_pointer", "rocsparse_status_invalid_size", "rocsparse_status_memory_error",
        "rocsparse_status_internal_error", "rocsparse_status_invalid_value", "rocsparse_status_arch_mismatch",
        "rocsparse_status_zero_pivot"};
    if((unsigned)status < sizeof(names) / sizeof(names[0]))
        return names[status];
    return "unknown rocsparse_status";
}

const char* bench_cache_name(bench_cache cache)
{
    return cache == BENCH_COLD ? "cold" : "warm";
}

/* The library's build, so that a saved line says what produced it. */
void bench_print_banner(void)
{
    rocsparse_handle handle;
    char             rev[64] = "unknown";
    if(rocsparse_create_handle(&handle) == rocsparse_status_success)
    {
        rocsparse_get_git_rev(handle, rev);
        rocsparse_destroy_handle(handle);
    }
    printf("# fsparse %s (rocSPARSE %d.%d.%d API), %s backend, revision %s\n", FSPARSE_VERSION_STRING,
           ROCSPARSE_VERSION_MAJOR, ROCSPARSE_VERSION_MINOR, ROCSPARSE_VERSION_PATCH,
           ROCSPARSE_BACKEND_HIP ? "HIP" : "host", rev);
}

static void print_report(const bench_options* opts, const bench_report* r)
{
    const double seconds = r->median_us * 1e-6;
    char         gflops[32];
    if(r->flops > 0 && seconds > 0)
        snprintf(gflops, sizeof(gflops), "%.3f", r->flops / seconds * 1e-9);
    else
        snprintf(gflops, sizeof(gflops), "-");
    printf("%-10s %4c %10lld %10lld %4d %6d %12.3f %12.3f %10.3f %9s %4s\n", opts->function,
           precision_letter(opts->prec), (long long)r->nnz, (long long)r->n, (int)opts->base, opts->iters,
           r->median_us, r->min_us, seconds > 0 ? r->bytes / seconds * 1e-9 : 0.0, gflops, bench_cache_name(r->cache));
}

/* How the samples were taken, as a '#' line: the same for every runner. */
void bench_print_timing(const bench_options* opts, int setup_repeats)
{
    printf("# timing: %s, %d warm-up and %d timed calls", bench_timer_kind(), opts->warmup, opts->iters);
    if(setup_repeats > 0)
        printf("; setup: median of %d after one untimed", setup_repeats);
    if(opts->modes[BENCH_COLD])
        printf("; cold: before each timed call, %s", bench_timer_eviction());
    printf("\n");
}

int main(int argc, char** argv)
{
    bench_options opts;
    bench_report  report[2];
    int           count  = 0;
    int           status = bench_parse_options(argc, argv, &opts);

    if(status == BENCH_HELP)
        return BENCH_OK;
    if(status != BENCH_OK)
        return BENCH_USAGE;
    if(sparse_find(opts.function))
        return sparse_run(&opts);
    if(structural_find(opts.function))
        return structural_run(&opts);
    if(!level1_find(opts.function))
    {
        bench_usage_error("unknown function '%s'", opts.function);
        return BENCH_USAGE;
    }
    status = level1_run(&opts, report, &count);
    if(status != BENCH_OK)
        return status;
    bench_print_banner();
    bench_print_timing(&opts, 0);
    printf("# %-8s %4s %10s %10s %4s %6s %12s %12s %10s %9s %4s\n", "function", "prec", "nnz", "n", "base", "iters",
           "median_us", "min_us", "GB/s", "GFLOP/s", "l2");
    for(int i = 0; i < count; ++i)
        print_report(&opts, &report[i]);
    return BENCH_OK;
}
