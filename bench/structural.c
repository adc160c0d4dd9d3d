/* fsparse-bench: the runner of the structural routines (structural.h):
 * the operands, a check of the first call against the host, then the
 * timed calls in each cache mode; csrgemm's numeric part alone after. */
#include <stdlib.h>
#include <string.h>

#include <rocsparse/fsparse-device.h>

#include "bench/structural.h"

int structural_status(const char* what, rocsparse_status status)
{
    if(status == rocsparse_status_success)
        return 1;
    fprintf(stderr, "fsparse-bench: %s: %s\n", what, bench_status_name(status));
    return 0;
}

int structural_alloc(void** dev, size_t bytes)
{
    return structural_status("device allocation", fsparse_malloc(dev, bytes + 1));
}

int structural_upload(void** dev, const void* host, size_t bytes)
{
    return structural_alloc(dev, bytes) && structural_status("copy to device", fsparse_copy_to_device(*dev, host, bytes));
}

/* create_identity_permutation, as the library's bench lines name it, is
 * identity. */
static const structural_routine* lookup(const char* function)
{
    if(strcmp(function, "create_identity_permutation") == 0)
        function = "identity";
    for(size_t i = 0; i < structural_routine_count; ++i)
        if(strcmp(structural_routines[i].name, function) == 0)
            return &structural_routines[i];
    return NULL;
}

int structural_find(const char* function)
{
    return lookup(function) != NULL;
}

void structural_describe(FILE* out)
{
    fputs("\nStructural routines (the sorts and identity move indices; the values gathered\n"
          "through a sort's permutation are of the precision):\n",
          out);
    for(size_t i = 0; i < structural_routine_count; ++i)
        fprintf(out, "  %-17s (s d c z) %s\n", structural_routines[i].name, structural_routines[i].summary);
    fputs("\nProduct cases of csrgemm's --matrix:\n", out);
    bench_product_describe(out);
}

/* ------------------------------------------------------------- timing */
typedef struct structural_times
{
    bench_cache cache;
    double      median_us, min_us;
    double      numeric_us; /* csrgemm's numeric part; < 0: none */
} structural_times;

/* The untimed work before a call: the restores, then the routine's own. */
static int before_call(const structural_routine* r, structural_problem* p)
{
    for(size_t i = 0; i < sizeof(p->restore) / sizeof(p->restore[0]); ++i)
        if(p->restore[i].bytes > 0
           && !structural_status("restoring the input",
                                 fsparse_copy_to_device(p->restore[i].dev, p->restore[i].host, p->restore[i].bytes)))
            return 0;
    return r->before == NULL || structural_status("before the call", r->before(p));
}

/* iters calls of call in one cache mode, each after before_call (when
 * given r); their median and minimum. */
static int time_calls(const structural_routine* r, structural_call call, structural_problem* p, bench_cache cache,
                      double* median_us, double* min_us)
{
    const int    iters   = p->opts->iters;
    double*      seconds = (double*)malloc(sizeof(double) * (size_t)iters);
    bench_timer* timer   = bench_timer_create(iters, cache);
    char         name[64];
    int          ok = seconds != NULL && timer != NULL;
    snprintf(name, sizeof(name), "rocsparse %s", p->opts->function);
    if(!ok)
        fprintf(stderr, "fsparse-bench: cannot create a timer\n");
    for(int i = 0; ok && i < iters; ++i)
        ok = (r == NULL || before_call(r, p)) && bench_timer_start(timer, i) && structural_status(name, call(p))
             && bench_timer_stop(timer, i);
    ok = ok && bench_timer_read(timer, seconds);
    if(ok)
    {
        double median, min;
        bench_summarize(seconds, iters, &median, &min);
        *median_us = median * 1e6;
        *min_us    = min * 1e6;
    }
    bench_timer_destroy(timer);
    free(seconds);
    return ok;
}

/* The warm-up calls (the first checked), then each mode's timed calls;
 * csrgemm's numeric part after all of them. */
static int time_all(const structural_routine* r, structural_problem* p, structural_times t[2], int* count)
{
    const structural_call call = r->call[p->prec];
    const int             gemm = strcmp(r->name, "csrgemm") == 0;
    int                   ok   = 1;
    char                  name[64];
    snprintf(name, sizeof(name), "rocsparse %s", r->name);
    *count = 0;
    for(int mode = BENCH_COLD; mode <= BENCH_WARM; ++mode)
        if(p->opts->modes[mode])
        {
            t[*count].cache      = (bench_cache)mode;
            t[*count].numeric_us = -1;
            ++*count;
        }
    for(int i = 0; ok && i < (p->opts->warmup > 0 ? p->opts->warmup : 1); ++i)
    {
        ok = before_call(r, p) && structural_status(name, call(p));
        if(ok && i == 0 && p->opts->verify)
            ok = structural_status("fsparse_device_synchronize", fsparse_device_synchronize()) && r->check(p);
    }
    for(int i = 0; ok && i < *count; ++i)
        ok = time_calls(r, call, p, t[i].cache, &t[i].median_us, &t[i].min_us);
    if(ok && gemm)
    {
        double min_us;
        ok = structural_csrgemm_symbolic(p);
        for(int i = 0; ok && i < *count; ++i)
            ok = time_calls(NULL, structural_csrgemm_numeric[p->prec], p, t[i].cache, &t[i].numeric_us, &min_us);
    }
    return ok;
}

/* ---------------------------------------------------------- the report */
static void print_header(const bench_options* opts, const structural_routine* r)
{
    bench_print_banner();
    bench_print_timing(opts, 0);
    printf("# timed: %s\n", structural_timed(r, opts));
    printf("# %-14s %-16s %4s %9s %9s %10s %5s %5s %4s %6s %12s %12s %9s %9s %-16s %12s %9s %4s\n", "routine",
           "matrix", "prec", "m", "n", "nnz", "cols", "trans", "base", "iters", "median_us", "min_us", "GB/s",
           "GFLOP/s", "setup", "setup_us", "setup_x", "l2");
}

static void print_line(const structural_routine* r, const structural_problem* p, const char* matrix,
                       const structural_times* t)
{
    const int    is_complex = p->prec == precision_c || p->prec == precision_z;
    const double seconds    = t->median_us * 1e-6;
    const double flops      = (double)p->products * (is_complex ? 8 : 2);
    char         setup[96];
    if(t->numeric_us >= 0)
        snprintf(setup, sizeof(setup), "%-16s %12.3f %9.2f", "numeric", t->numeric_us,
                 t->median_us > 0 ? t->numeric_us / t->median_us : 0.0);
    else
        snprintf(setup, sizeof(setup), "%-16s %12s %9s", "-", "-", "-");
    printf("%-16s %-16s %4c %9lld %9lld %10lld %5d %5s %4d %6d %12.3f %12.3f %9.2f %9.2f %s %4s\n", r->name, matrix,
           precision_letter(p->prec), (long long)p->m, (long long)p->n, (long long)p->nnz, 1, "N", (int)p->base,
           p->opts->iters, t->median_us, t->min_us, seconds > 0 ? r->bytes(p) / seconds * 1e-9 : 0.0,
           seconds > 0 ? flops / seconds * 1e-9 : 0.0, setup, bench_cache_name(t->cache));
}

/* csrgemm's sizes, a '#' line that comparison-table.sh reads: the
 * intermediate products, nnz_C, and the device memory the product takes
 * besides its operands: the buffer and C. */
static void print_gemm_info(const structural_problem* p, const char* matrix)
{
    const double c_bytes = 4.0 * (double)(p->m + 1) + (4.0 + (double)precision_size(p->prec)) * p->nnz_C;
    printf("# gemm-info %s %c products %lld nnz_C %d buffer_bytes %zu C_bytes %.0f peak_bytes %.0f\n", matrix,
           precision_letter(p->prec), (long long)p->products, p->nnz_C, p->buffer_size, c_bytes,
           (double)p->buffer_size + c_bytes);
}

/* ------------------------------------------------------------- the run */
static void release(structural_problem* p)
{
    void* arrays[] = {p->val_A, p->ptr_A, p->ind_A, p->out_val, p->out_ptr, p->out_ind, p->perm, p->buffer};
    if(!p->same)
    {
        fsparse_free(p->val_B);
        fsparse_free(p->ptr_B);
        fsparse_free(p->ind_B);
    }
    for(size_t i = 0; i < sizeof(arrays) / sizeof(arrays[0]); ++i)
        fsparse_free(arrays[i]);
    if(p->info != NULL)
        rocsparse_destroy_mat_info(p->info);
    if(p->descr_A != NULL)
        rocsparse_destroy_mat_descr(p->descr_A);
    if(p->descr_B != NULL)
        rocsparse_destroy_mat_descr(p->descr_B);
    if(p->descr_C != NULL)
        rocsparse_destroy_mat_descr(p->descr_C);
    if(p->handle != NULL)
        rocsparse_destroy_handle(p->handle);
    bench_matrix_free(&p->A);
    bench_matrix_free(&p->B);
    bench_matrix_free(&p->T);
    free(p->coo_row);
    free(p->coo_col);
    free(p->shuffled_val);
    free(p->identity);
}

static int make_descr(rocsparse_mat_descr* descr, rocsparse_index_base base)
{
    return structural_status("rocsparse_create_mat_descr", rocsparse_create_mat_descr(descr))
           && structural_status("rocsparse_set_mat_index_base", rocsparse_set_mat_index_base(*descr, base));
}

int structural_run(const bench_options* opts)
{
    const structural_routine* r = lookup(opts->function);
    structural_problem        p;
    structural_times          t[2];
    int                       count = 0, ok;
    char                      matrix[64];
    memset(&p, 0, sizeof(p));
    p.opts = opts;
    p.prec = opts->prec;
    p.base = opts->base;
    if(opts->mtx != NULL)
    {
        bench_usage_error("%s takes a generated matrix (--matrix), not --mtx", r->name);
        return BENCH_USAGE;
    }
    ok = structural_status("rocsparse_create_handle", rocsparse_create_handle(&p.handle))
         && make_descr(&p.descr_A, p.base) && make_descr(&p.descr_B, p.base) && make_descr(&p.descr_C, p.base)
         && r->prepare(&p) && time_all(r, &p, t, &count);
    snprintf(matrix, sizeof(matrix), "%s", opts->matrix != NULL ? opts->matrix : p.A.name);
    if(ok)
    {
        print_header(opts, r);
        if(strcmp(r->name, "csrgemm") == 0)
            print_gemm_info(&p, matrix);
    }
    for(int i = 0; ok && i < count; ++i)
        print_line(r, &p, matrix, &t[i]);
    release(&p);
    return ok ? BENCH_OK : BENCH_FAILED;
}
