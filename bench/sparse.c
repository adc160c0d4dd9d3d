/* fsparse-bench: the runner of the sparse matrix routines (sparse.h): the
 * matrix, its conversion or analysis (timed as setup), a check of the
 * first call against a host reference, then the timed calls. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <rocsparse/fsparse-device.h>

#include "bench/matrices.h"
#include "bench/random.h"
#include "bench/reference.h"
#include "bench/sparse.h"
#include "bench/timer.h"

#define SETUP_REPEATS 3 /* timed, after one untimed */

/* Seeds of the streams drawn besides the matrix's own. */
#define SEED_IMAG 0x696d6167ull /* imaginary parts of a real generated matrix */
#define SEED_X 0x78ull
#define SEED_XI 0x7869ull
#define SEED_Y 0x79ull
#define SEED_YI 0x7969ull

/* The routine of a function name; the names of a routine's analysis and
 * solve in the library's bench lines (csrsv_analysis, csrsv_solve,
 * csrilu0_analysis, ...) run the whole routine, both. */
static const sparse_routine* lookup(const char* function, int analysis)
{
    static const char* const parts[] = {"_analysis", "_solve"};
    if(analysis && strcmp(function, "csrmv") == 0)
        return &sparse_csrmv_analysed;
    for(size_t i = 0; i < sparse_routine_count; ++i)
    {
        const sparse_routine* r   = &sparse_routines[i];
        const size_t          len = strlen(r->name);
        if(strcmp(r->name, function) == 0)
            return r;
        for(size_t k = 0; r->kind != SPARSE_PRODUCT && k < 2; ++k)
            if(strncmp(r->name, function, len) == 0 && strcmp(function + len, parts[k]) == 0
               && (k == 0 || r->kind == SPARSE_SOLVE))
                return r;
    }
    return NULL;
}

int sparse_find(const char* function)
{
    return lookup(function, 0) != NULL;
}

void sparse_describe(FILE* out)
{
    for(size_t i = 0; i < sparse_routine_count; ++i)
        fprintf(out, "  %-7s (s d c z) %s\n", sparse_routines[i].name, sparse_routines[i].summary);
    fputs("\nMatrices of --matrix (deterministic from --seed):\n", out);
    bench_matrix_describe(out);
}

static int report_status(const char* what, rocsparse_status status)
{
    if(status == rocsparse_status_success)
        return 1;
    fprintf(stderr, "fsparse-bench: %s: %s\n", what, bench_status_name(status));
    return 0;
}

static int out_of_memory(void)
{
    fprintf(stderr, "fsparse-bench: out of host memory\n");
    return 0;
}

static const char* operation_letter(rocsparse_operation op)
{
    return op == rocsparse_operation_none ? "N" : op == rocsparse_operation_transpose ? "T" : "C";
}

/* ---------------------------------------------------------- the matrix */
/* The matrix the options name, zero-based, values rounded to the
 * precision (so that the reference sees what the device sees) and with
 * imaginary parts for complex precisions. */
static int load_matrix(const bench_options* opts, const sparse_routine* r, bench_matrix* A)
{
    char err[512];
    int  ok;
    if(opts->matrix != NULL)
        ok = bench_matrix_load(opts->matrix, opts->seed, opts->cache, A, err, sizeof(err));
    else if(opts->mtx != NULL)
        ok = bench_matrix_read_mtx(opts->mtx, A, err, sizeof(err));
    else
    {
        /* A random matrix: csrmm names its columns k, and -n its dense
         * columns; a solve's is a triangle with its diagonal. */
        const int64_t m   = opts->m >= 0 ? opts->m : 1000;
        const int64_t n   = r->is_mm ? (opts->k >= 0 ? opts->k : m) : (opts->n >= 0 ? opts->n : m);
        int64_t       nnz = opts->nnz_given ? opts->nnz : 5 * m;
        if(!opts->nnz_given && strcmp(r->name, "ellmv") == 0 && opts->ell_width >= 0)
            nnz = m * opts->ell_width; /* an ELL line names the width, not nnz */
        if(!opts->nnz_given && nnz > m * n)
            nnz = m * n;
        if(r->kind == SPARSE_SOLVE)
            ok = bench_matrix_random_triangle(m, opts->nnz_given || nnz <= m * (m + 1) / 2 ? nnz : m * (m + 1) / 2,
                                              opts->fill == rocsparse_fill_mode_lower, opts->seed, A, err, sizeof(err));
        else
            ok = bench_matrix_random(m, n, nnz, opts->seed, A, err, sizeof(err));
    }
    if(!ok)
    {
        fprintf(stderr, "fsparse-bench: %s\n", err);
        return 0;
    }
    if(opts->mtx != NULL) /* the file's name, without folders or blanks */
    {
        const char* slash = strrchr(opts->mtx, '/');
        snprintf(A->name, sizeof(A->name), "%s", slash != NULL ? slash + 1 : opts->mtx);
        for(char* c = A->name; *c; ++c)
            if(*c == ' ' || *c == '\t')
                *c = '_';
    }
    if(opts->save_mtx != NULL && !bench_matrix_write_mtx(opts->save_mtx, A, err, sizeof(err)))
    {
        fprintf(stderr, "fsparse-bench: %s\n", err);
        return 0;
    }
    if((opts->prec == precision_c || opts->prec == precision_z) && A->val_imag == NULL && r->kind != SPARSE_FACTOR)
    {
        /* A file's real matrix stays real; a generated one gets random
         * imaginary parts, so that a lost conjugation shows: for a solve
         * at most as large as the real parts, so that it stays bounded. A
         * factorization's matrix stays real: random imaginary parts would
         * make it neither Hermitian nor dominant. */
        A->val_imag = malloc(sizeof(double) * (size_t)A->nnz + 1);
        if(A->val_imag == NULL)
            return out_of_memory();
        for(int64_t k = 0; k < A->nnz; ++k)
        {
            const double v = opts->mtx != NULL ? 0.0 : bench_value(opts->seed ^ SEED_IMAG, (uint64_t)k);
            A->val_imag[k] = r->kind == SPARSE_SOLVE ? v * A->val[k] : v;
        }
    }
    if(opts->prec == precision_s || opts->prec == precision_c)
        for(int64_t k = 0; k < A->nnz; ++k)
        {
            A->val[k] = (float)A->val[k];
            if(A->val_imag != NULL)
                A->val_imag[k] = (float)A->val_imag[k];
        }
    if(A->val_imag != NULL && opts->prec != precision_c && opts->prec != precision_z)
    {
        free(A->val_imag); /* a complex file in a real precision: real parts */
        A->val_imag = NULL;
    }
    return 1;
}

/* ------------------------------------------------------- host operands */
typedef struct host_data
{
    void*          val; /* A's values in the precision */
    rocsparse_int* row_ptr;
    rocsparse_int* col_ind;
    void*          x; /* B: ldb x (cols or rows_x) */
    void*          y; /* C: ldc x cols, before the first call */
    size_t         x_count, y_count;
} host_data;

static void host_free(host_data* h)
{
    free(h->val);
    free(h->row_ptr);
    free(h->col_ind);
    free(h->x);
    free(h->y);
}

static double complex entry(const bench_matrix* A, int64_t k)
{
    return complex_of(A->val[k], A->val_imag != NULL ? A->val_imag[k] : 0.0);
}

static void dense_values(precision prec, void* v, size_t count, uint64_t seed_re, uint64_t seed_im)
{
    const int is_complex = prec == precision_c || prec == precision_z;
#pragma omp parallel for schedule(static)
    for(size_t i = 0; i < count; ++i)
        value_set(prec, v, i, complex_of(bench_value(seed_re, i), is_complex ? bench_value(seed_im, i) : 0.0));
}

static int make_host(const bench_options* opts, const bench_matrix* A, sparse_problem* p, host_data* h)
{
    const size_t S = precision_size(p->prec);
    h->x_count     = (size_t)p->ldb * (size_t)(p->trans_B == rocsparse_operation_none ? p->cols : p->rows_x);
    h->y_count     = p->kind == SPARSE_SOLVE ? h->x_count : (size_t)p->ldc * (size_t)p->cols;
    h->val         = malloc(S * (size_t)A->nnz + 1);
    h->row_ptr     = malloc(sizeof(rocsparse_int) * (size_t)(A->m + 1));
    h->col_ind     = malloc(sizeof(rocsparse_int) * (size_t)A->nnz + 1);
    h->x           = malloc(S * h->x_count + 1);
    h->y           = malloc(S * h->y_count + 1);
    if(h->val == NULL || h->row_ptr == NULL || h->col_ind == NULL || h->x == NULL || h->y == NULL)
        return out_of_memory();
    for(int64_t i = 0; i <= A->m; ++i)
        h->row_ptr[i] = A->row_ptr[i] + (rocsparse_int)p->base;
#pragma omp parallel for schedule(static)
    for(int64_t k = 0; k < A->nnz; ++k)
    {
        h->col_ind[k] = A->col_ind[k] + (rocsparse_int)p->base;
        value_set(p->prec, h->val, (size_t)k, entry(A, k));
    }
    dense_values(p->prec, h->x, h->x_count, opts->seed ^ SEED_X, opts->seed ^ SEED_XI);
    dense_values(p->prec, h->y, h->y_count, opts->seed ^ SEED_Y, opts->seed ^ SEED_YI);
    return 1;
}

static int upload(void** dev, const void* host, size_t bytes)
{
    return report_status("device allocation", fsparse_malloc(dev, bytes + 1))
           && report_status("copy to device", fsparse_copy_to_device(*dev, host, bytes));
}

/* --------------------------------------------------------- the reference */
/* op(B)(r, c): B stored column-major with leading dimension ldb. */
static double complex b_entry(const sparse_problem* p, const host_data* h, int64_t r, int64_t c)
{
    if(p->trans_B == rocsparse_operation_none)
        return value_get(p->prec, h->x, (size_t)(r + c * p->ldb));
    const double complex v = value_get(p->prec, h->x, (size_t)(c + r * p->ldb));
    return p->trans_B == rocsparse_operation_conjugate_transpose ? conj(v) : v;
}

/* want = alpha*op(A)*op(B) + beta*C0 in double complex, with, per entry,
 * the sum of the magnitudes of its terms and their number: the bound of
 * the rounding error of any summation order. |re| + |im| stands for the
 * magnitude (at most sqrt(2) times larger, and no square root per term). */
static double magnitude(double complex v)
{
    return fabs(creal(v)) + fabs(cimag(v));
}

typedef struct reference
{
    double complex* want;
    double*         scale;
    int64_t*        terms;
} reference;

static int compute_reference(const sparse_problem* p, const bench_matrix* A, const host_data* h, reference* ref)
{
    const double complex alpha = value_get(p->prec, p->alpha, 0), beta = value_get(p->prec, p->beta, 0);
    const size_t         count = h->y_count;
    double complex*      sum   = calloc(count + 1, sizeof(double complex));
    ref->want                  = calloc(count + 1, sizeof(double complex));
    ref->scale                 = calloc(count + 1, sizeof(double));
    ref->terms                 = calloc(count + 1, sizeof(int64_t));
    if(sum == NULL || ref->want == NULL || ref->scale == NULL || ref->terms == NULL)
    {
        free(sum);
        return out_of_memory();
    }
    if(p->trans_A == rocsparse_operation_none)
    {
#pragma omp parallel for schedule(dynamic, 64)
        for(int64_t i = 0; i < A->m; ++i)
            for(int64_t c = 0; c < p->cols; ++c)
            {
                const size_t at = (size_t)(i + c * p->ldc);
                for(int64_t k = A->row_ptr[i]; k < A->row_ptr[i + 1]; ++k)
                {
                    const double complex t = entry(A, k) * b_entry(p, h, A->col_ind[k], c);
                    sum[at] += t;
                    ref->scale[at] += magnitude(t);
                }
                ref->terms[at] = A->row_ptr[i + 1] - A->row_ptr[i];
            }
    }
    else /* op(A) = A^T or A^H: entry (i, j) of A goes to row j */
        for(int64_t i = 0; i < A->m; ++i)
            for(int64_t k = A->row_ptr[i]; k < A->row_ptr[i + 1]; ++k)
            {
                const double complex a = p->trans_A == rocsparse_operation_transpose ? entry(A, k) : conj(entry(A, k));
                for(int64_t c = 0; c < p->cols; ++c)
                {
                    const size_t         at = (size_t)(A->col_ind[k] + c * p->ldc);
                    const double complex t  = a * b_entry(p, h, i, c);
                    sum[at] += t;
                    ref->scale[at] += magnitude(t);
                    ref->terms[at]++;
                }
            }
    for(size_t at = 0; at < count; ++at)
    {
        const double complex y0 = value_get(p->prec, h->y, at);
        ref->want[at]           = alpha * sum[at] + (beta == 0 ? 0 : beta * y0);
        ref->scale[at]          = magnitude(alpha) * ref->scale[at] + magnitude(beta) * magnitude(y0);
    }
    free(sum);
    return 1;
}

static int check_product(const sparse_problem* p, const bench_matrix* A, const host_data* h)
{
    const double eps = p->prec == precision_s || p->prec == precision_c ? FLT_EPSILON : DBL_EPSILON;
    reference    ref = {NULL, NULL, NULL};
    void*        got = malloc(precision_size(p->prec) * h->y_count + 1);
    int          ok  = got != NULL ? 1 : out_of_memory();
    ok = ok && compute_reference(p, A, h, &ref)
         && report_status("copy to host", fsparse_copy_to_host(got, p->y, precision_size(p->prec) * h->y_count));
    for(size_t at = 0; ok && at < h->y_count; ++at)
    {
        const double complex v = value_get(p->prec, got, at);
        /* Each term and the sum rounded once per addition, plus alpha, beta. */
        const double tolerance = (double)(ref.terms[at] + 4) * 2 * eps * ref.scale[at];
        if(!(cabs(v - ref.want[at]) <= tolerance))
        {
            fprintf(stderr,
                    "fsparse-bench: check failed: y[%zu] (row %lld, column %lld) is (%.17g;%.17g), expected "
                    "(%.17g;%.17g)\n",
                    at, (long long)(at % (size_t)p->ldc), (long long)(at / (size_t)p->ldc), creal(v), cimag(v),
                    creal(ref.want[at]), cimag(ref.want[at]));
            ok = 0;
        }
    }
    free(got);
    free(ref.want);
    free(ref.scale);
    free(ref.terms);
    return ok;
}

/* A solve by its residual (reference.h), the right-hand sides in x. */
static int check_solve(const sparse_problem* p, const bench_options* opts, const bench_matrix* A, const host_data* h,
                       const void* got, double eps)
{
    const int          none   = p->trans_B == rocsparse_operation_none;
    const bench_layout layout = {p->cols, none ? 1 : p->ldb, none ? p->ldb : 1};
    bench_solve        s;
    char               err[256];
    s.lower    = opts->fill == rocsparse_fill_mode_lower;
    s.unit     = opts->diag == rocsparse_diag_type_unit;
    s.trans    = p->trans_A == rocsparse_operation_none ? 0 : p->trans_A == rocsparse_operation_transpose ? 1 : 2;
    s.alpha[0] = creal(value_get(p->prec, p->alpha, 0));
    s.alpha[1] = cimag(value_get(p->prec, p->alpha, 0));
    const int64_t bad = bench_check_solve(A, &s, (bench_kind)p->prec, &layout, h->x, got, eps, err, sizeof(err));
    if(bad < 0)
        return out_of_memory();
    if(bad > 0)
        fprintf(stderr, "fsparse-bench: check failed: %s\n", err);
    return bad == 0;
}

/* A factorization against the host's, in double (reference.h); csric0 on
 * the lower triangle only, where its factor is. */
static int check_factor(const sparse_routine* r, const sparse_problem* p, const bench_matrix* A, const void* got,
                        double eps)
{
    const int cholesky = strcmp(r->name, "csric0") == 0;
    double*   want     = malloc(sizeof(double) * (size_t)A->nnz + 1);
    char      err[256];
    int64_t   bad;
    if(want == NULL)
        return out_of_memory();
    memcpy(want, A->val, sizeof(double) * (size_t)A->nnz);
    bad = (cholesky ? bench_ic0(A, want) : bench_ilu0(A, want)) < -1
              ? -1
              : bench_check_factor(A, want, (bench_kind)p->prec, got, cholesky, eps, err, sizeof(err));
    free(want);
    if(bad < 0)
        return out_of_memory();
    if(bad > 0)
        fprintf(stderr, "fsparse-bench: check failed: %s\n", err);
    return bad == 0;
}

/* The first call's result against the reference of its kind. */
static int check_result(const sparse_routine* r, const bench_options* opts, const sparse_problem* p,
                        const bench_matrix* A, const host_data* h)
{
    const double eps   = p->prec == precision_s || p->prec == precision_c ? FLT_EPSILON : DBL_EPSILON;
    const size_t bytes = precision_size(p->prec) * (p->kind == SPARSE_FACTOR ? (size_t)p->nnz : h->y_count);
    void*        got;
    int          ok;
    if(p->kind == SPARSE_PRODUCT)
        return check_product(p, A, h);
    got = malloc(bytes + 1);
    if(got == NULL)
        return out_of_memory();
    ok = report_status("copy to host", fsparse_copy_to_host(got, p->kind == SPARSE_FACTOR ? p->val : p->y, bytes))
         && (p->kind == SPARSE_FACTOR ? check_factor(r, p, A, got, eps) : check_solve(p, opts, A, h, got, eps));
    free(got);
    return ok;
}

/* ------------------------------------------------------------- timing */
typedef struct timings
{
    bench_cache cache;
    double      median_us, min_us;
    double      setup_us; /* median; < 0: no setup */
} timings;

static double median_us_of(double* seconds, int count, double* min_us)
{
    double median, min;
    bench_summarize(seconds, count, &median, &min);
    if(min_us != NULL)
        *min_us = min * 1e6;
    return median * 1e6;
}

/* The setup as the library names it, for messages. */
static const char* setup_call_name(const sparse_routine* r, char* name, size_t size)
{
    snprintf(name, size, "rocsparse_%s", r->setup_name);
    return name;
}

/* The setup SETUP_REPEATS times in one cache mode, each after undo; the
 * last one leaves its result for the products. time_all has made it once
 * untimed before. */
static int time_setup(const sparse_routine* r, sparse_problem* p, timings* t)
{
    double       seconds[SETUP_REPEATS];
    bench_timer* timer = bench_timer_create(SETUP_REPEATS, t->cache);
    int          ok    = timer != NULL;
    char         name[64];
    setup_call_name(r, name, sizeof(name));
    if(!ok)
        fprintf(stderr, "fsparse-bench: cannot create a timer\n");
    for(int i = 0; ok && i < SETUP_REPEATS; ++i)
        ok = (r->undo == NULL || report_status("undoing the setup", r->undo(p))) && bench_timer_start(timer, i)
             && report_status(name, r->setup[p->prec](p)) && bench_timer_stop(timer, i);
    ok = ok && bench_timer_read(timer, seconds);
    if(ok)
        t->setup_us = median_us_of(seconds, SETUP_REPEATS, NULL);
    bench_timer_destroy(timer);
    return ok;
}

/* The products of a run, numbered from 0 over the warm-up and every mode;
 * the first is checked against the reference. */
typedef struct product_site
{
    const sparse_routine* r;
    const bench_options*  opts;
    sparse_problem*       p;
    const bench_matrix*   A;
    const host_data*      h;
    char                  name[64];
    int                   k; /* the next product's number */
} product_site;

static int make_product(product_site* c, bench_timer* timer, int sample)
{
    const int k  = c->k++;
    int       ok = (c->p->restore_bytes == 0
              || report_status("restoring the input",
                               fsparse_copy_to_device(c->p->restore, c->p->restore_from, c->p->restore_bytes)))
             && (timer == NULL || bench_timer_start(timer, sample))
             && report_status(c->name, c->r->call[c->p->prec](c->p)) && (timer == NULL || bench_timer_stop(timer, sample));
    if(ok && k == 0 && c->opts->verify)
        ok = report_status("fsparse_device_synchronize", fsparse_device_synchronize())
             && check_result(c->r, c->opts, c->p, c->A, c->h);
    return ok;
}

/* The timed products of one cache mode. */
static int time_products(product_site* c, timings* t)
{
    double*      seconds = malloc(sizeof(double) * (size_t)c->opts->iters);
    bench_timer* timer   = bench_timer_create(c->opts->iters, t->cache);
    int          ok      = seconds != NULL && timer != NULL;
    if(!ok)
        fprintf(stderr, "fsparse-bench: cannot create a timer\n");
    for(int i = 0; ok && i < c->opts->iters; ++i)
        ok = make_product(c, timer, i);
    ok = ok && bench_timer_read(timer, seconds);
    if(ok)
        t->median_us = median_us_of(seconds, c->opts->iters, &t->min_us);
    bench_timer_destroy(timer);
    free(seconds);
    return ok;
}

/* The setup once untimed (so that the products can be checked even
 * without a timed setup), its timed repeats in each mode, the warm-up
 * products, then the timed products in each mode: cold first. */
static int time_all(const sparse_routine* r, const bench_options* opts, sparse_problem* p, const bench_matrix* A,
                    const host_data* h, timings t[2], int* count)
{
    product_site c = {r, opts, p, A, h, "", 0};
    char         setup_name[64];
    int          ok = 1;
    snprintf(c.name, sizeof(c.name), "rocsparse_%c%s", precision_letter(p->prec), opts->function);
    *count = 0;
    for(int mode = BENCH_COLD; mode <= BENCH_WARM; ++mode)
        if(opts->modes[mode])
        {
            t[*count].cache    = (bench_cache)mode;
            t[*count].setup_us = -1;
            ++*count;
        }
    if(r->setup_name != NULL)
    {
        ok = report_status(setup_call_name(r, setup_name, sizeof(setup_name)), r->setup[p->prec](p));
        for(int i = 0; ok && i < *count; ++i)
            ok = time_setup(r, p, &t[i]);
    }
    for(int i = 0; ok && i < opts->warmup; ++i)
        ok = make_product(&c, NULL, 0);
    for(int i = 0; ok && i < *count; ++i)
        ok = time_products(&c, &t[i]);
    return ok;
}

/* ---------------------------------------------------------- the report */
/* Bytes of one product: the matrix in its format, op(B) read once, C
 * written once and read as well when beta != 0. */
static double product_bytes(const sparse_routine* r, const sparse_problem* p)
{
    const double S     = (double)precision_size(p->prec);
    const double c     = (double)p->rows_y * p->cols * S;
    const int    reads = value_get(p->prec, p->beta, 0) != 0;
    return r->matrix_bytes(p) + (double)p->rows_x * p->cols * S + c * (reads ? 2 : 1);
}

static void print_line(const sparse_routine* r, const bench_options* opts, const sparse_problem* p,
                       const char* matrix, const timings* t)
{
    const int    is_complex = p->prec == precision_c || p->prec == precision_z;
    const double seconds    = t->median_us * 1e-6;
    const double flops = p->kind == SPARSE_FACTOR ? 0 : (double)p->nnz * p->cols * (is_complex ? 8 : 2);
    char         name[32];
    char         setup[96];
    /* A solve with a unit diagonal is another routine in the tables. */
    snprintf(name, sizeof(name), "%s%s", r->name,
             p->kind == SPARSE_SOLVE && opts->diag == rocsparse_diag_type_unit ? "_unit" : "");
    if(r->setup_name != NULL)
        snprintf(setup, sizeof(setup), "%-16s %12.3f %9.2f", r->setup_name, t->setup_us,
                 t->median_us > 0 ? t->setup_us / t->median_us : 0.0);
    else
        snprintf(setup, sizeof(setup), "%-16s %12s %9s", "-", "-", "-");
    printf("%-16s %-16s %4c %9d %9d %10d %5d %5s %4d %6d %12.3f %12.3f %9.2f %9.2f %s %4s\n", name, matrix,
           precision_letter(p->prec), p->m, p->n, p->nnz, p->cols, operation_letter(p->trans_A), (int)p->base,
           opts->iters, t->median_us, t->min_us, seconds > 0 ? product_bytes(r, p) / seconds * 1e-9 : 0.0,
           seconds > 0 ? flops / seconds * 1e-9 : 0.0, setup, bench_cache_name(t->cache));
}

static void print_header(const bench_options* opts)
{
    bench_print_banner();
    bench_print_timing(opts, SETUP_REPEATS);
    printf("# %-14s %-16s %4s %9s %9s %10s %5s %5s %4s %6s %12s %12s %9s %9s %-16s %12s %9s %4s\n", "routine",
           "matrix", "prec", "m", "n", "nnz", "cols", "trans", "base", "iters", "median_us", "min_us", "GB/s",
           "GFLOP/s", "setup", "setup_us", "setup_x", "l2");
}

/* ------------------------------------------------------------- the run */
static void release(sparse_problem* p)
{
    fsparse_free(p->val);
    fsparse_free(p->row_ptr);
    fsparse_free(p->col_ind);
    fsparse_free(p->coo_row);
    fsparse_free(p->ell_val);
    fsparse_free(p->ell_col);
    fsparse_free(p->x);
    fsparse_free(p->y);
    fsparse_free(p->buffer);
    if(p->hyb != NULL)
        rocsparse_destroy_hyb_mat(p->hyb);
    if(p->info != NULL)
        rocsparse_destroy_mat_info(p->info);
    if(p->descr != NULL)
        rocsparse_destroy_mat_descr(p->descr);
    if(p->ell_descr != NULL)
        rocsparse_destroy_mat_descr(p->ell_descr);
    if(p->handle != NULL)
        rocsparse_destroy_handle(p->handle);
}

/* The shape of the problem from the matrix and the options. */
static int shape(const sparse_routine* r, const bench_options* opts, const bench_matrix* A, sparse_problem* p)
{
    const int     none = opts->trans_A == rocsparse_operation_none;
    /* csrsm's bench lines name its right-hand sides -k. */
    const int64_t given = r->kind == SPARSE_SOLVE ? opts->k : (opts->matrix == NULL && opts->mtx == NULL) ? opts->n : -1;
    const int64_t cols  = !r->is_mm ? 1 : opts->cols >= 0 ? opts->cols : given >= 0 ? given : 8;
    if(A->m > INT32_MAX || A->n > INT32_MAX || A->nnz > INT32_MAX || cols > INT32_MAX)
    {
        bench_usage_error("the matrix is too large for 32-bit indices");
        return 0;
    }
    if(r->kind != SPARSE_PRODUCT && A->m != A->n)
    {
        bench_usage_error("%s needs a square matrix, not %lld x %lld", r->name, (long long)A->m, (long long)A->n);
        return 0;
    }
    p->kind           = r->kind;
    p->prec           = opts->prec;
    p->trans_A        = opts->trans_A;
    p->trans_B        = r->is_mm ? opts->trans_B : rocsparse_operation_none;
    p->base           = opts->base;
    p->m              = (rocsparse_int)A->m;
    p->n              = (rocsparse_int)A->n;
    p->nnz            = (rocsparse_int)A->nnz;
    p->cols           = (rocsparse_int)cols;
    p->rows_x         = none ? p->n : p->m;
    p->rows_y         = none ? p->m : p->n;
    p->ldb            = p->trans_B == rocsparse_operation_none ? p->rows_x : p->cols;
    p->ldc            = p->rows_y;
    p->user_ell_width = opts->ell_width >= 0 ? (rocsparse_int)opts->ell_width : 0;
    p->partition      = opts->partition;
    p->apolicy        = opts->apolicy;
    if(r->kind == SPARSE_SOLVE) /* csrsm's B in y keeps its layout: ldc is ldb */
        p->ldc = p->ldb;
    if(r->kind == SPARSE_FACTOR) /* no dense operands */
        p->rows_x = p->rows_y = p->ldb = p->ldc = 0;
    value_set(p->prec, p->alpha, 0, complex_of(opts->alpha[0], opts->alpha[1]));
    value_set(p->prec, p->beta, 0, complex_of(r->kind == SPARSE_PRODUCT ? opts->beta[0] : 0.0,
                                              r->kind == SPARSE_PRODUCT ? opts->beta[1] : 0.0));
    return 1;
}

/* The solves' descriptor (the triangle), the info of the analysis, the
 * temporary buffer, and what is restored before each call. */
static int prepare_triangular(const sparse_routine* r, const bench_options* opts, sparse_problem* p,
                              const host_data* h)
{
    size_t bytes = 0;
    int    ok    = report_status("rocsparse_create_mat_info", rocsparse_create_mat_info(&p->info));
    if(ok && r->kind == SPARSE_SOLVE)
        ok = report_status("rocsparse_set_mat_fill_mode", rocsparse_set_mat_fill_mode(p->descr, opts->fill))
             && report_status("rocsparse_set_mat_diag_type", rocsparse_set_mat_diag_type(p->descr, opts->diag));
    ok = ok && report_status("the buffer size", r->buffer_size[p->prec](p, &bytes))
         && report_status("device allocation", fsparse_malloc(&p->buffer, bytes));
    if(r->kind == SPARSE_FACTOR)
    {
        p->restore       = p->val;
        p->restore_from  = h->val;
        p->restore_bytes = precision_size(p->prec) * (size_t)p->nnz;
    }
    else if(r->is_mm)
    {
        p->restore       = p->y;
        p->restore_from  = h->x;
        p->restore_bytes = precision_size(p->prec) * h->x_count;
    }
    return ok;
}

static int prepare(const sparse_routine* r, const bench_options* opts, const bench_matrix* A, sparse_problem* p,
                   host_data* h)
{
    const size_t S  = precision_size(p->prec);
    int          ok = make_host(opts, A, p, h)
             && report_status("rocsparse_create_handle", rocsparse_create_handle(&p->handle))
             && report_status("rocsparse_create_mat_descr", rocsparse_create_mat_descr(&p->descr))
             && report_status("rocsparse_set_mat_index_base", rocsparse_set_mat_index_base(p->descr, p->base))
             && report_status("rocsparse_create_mat_descr", rocsparse_create_mat_descr(&p->ell_descr))
             && report_status("rocsparse_set_mat_index_base", rocsparse_set_mat_index_base(p->ell_descr, p->base))
             && upload(&p->val, h->val, S * (size_t)p->nnz)
             && upload((void**)&p->row_ptr, h->row_ptr, sizeof(rocsparse_int) * (size_t)(p->m + 1))
             && upload((void**)&p->col_ind, h->col_ind, sizeof(rocsparse_int) * (size_t)p->nnz)
             && upload(&p->x, h->x, S * h->x_count) && upload(&p->y, h->y, S * h->y_count);
    if(ok && r == &sparse_csrmv_analysed)
        ok = report_status("rocsparse_create_mat_info", rocsparse_create_mat_info(&p->info));
    if(ok && r->kind != SPARSE_PRODUCT)
        ok = prepare_triangular(r, opts, p, h);
    if(ok && strcmp(r->name, "hybmv") == 0)
        ok = report_status("rocsparse_create_hyb_mat", rocsparse_create_hyb_mat(&p->hyb));
    return ok;
}

int sparse_run(const bench_options* opts)
{
    const sparse_routine* r = lookup(opts->function, opts->analysis);
    bench_matrix          A;
    sparse_problem        p;
    host_data             h;
    timings               t[2];
    int                   count = 0;
    int                   ok;

    memset(&A, 0, sizeof(A));
    memset(&p, 0, sizeof(p));
    memset(&h, 0, sizeof(h));
    if(opts->analysis && r != &sparse_csrmv_analysed)
    {
        bench_usage_error("--analysis 1 is for csrmv only");
        return BENCH_USAGE;
    }
    if(r->kind == SPARSE_FACTOR && opts->matrix == NULL && opts->mtx == NULL)
    {
        bench_usage_error("%s needs --matrix or --mtx (a random matrix need not have a factorization)", r->name);
        return BENCH_USAGE;
    }
    if(opts->matrix != NULL && !bench_matrix_known(opts->matrix))
    {
        bench_usage_error("unknown matrix '%s' (see --help)", opts->matrix);
        return BENCH_USAGE;
    }
    if(!load_matrix(opts, r, &A))
        return BENCH_FAILED;
    if(!shape(r, opts, &A, &p))
    {
        bench_matrix_free(&A);
        return BENCH_USAGE;
    }
    ok = prepare(r, opts, &A, &p, &h) && time_all(r, opts, &p, &A, &h, t, &count);
    if(ok)
        print_header(opts);
    for(int i = 0; ok && i < count; ++i)
        print_line(r, opts, &p, A.name, &t[i]);
    release(&p);
    host_free(&h);
    bench_matrix_free(&A);
    return ok ? BENCH_OK : BENCH_FAILED;
}
