/* For setenv, mkstemp, dup and clock_gettime under a strict -std. */
#define _POSIX_C_SOURCE 200809L

#include "testutil.h"

#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* ------------------------------------------------------------ precisions */

const test_prec prec_s = {'s', sizeof(float), 0, FLT_EPSILON};
const test_prec prec_d = {'d', sizeof(double), 0, DBL_EPSILON};
const test_prec prec_c = {'c', sizeof(rocsparse_float_complex), 1, FLT_EPSILON};
const test_prec prec_z = {'z', sizeof(rocsparse_double_complex), 1, DBL_EPSILON};

static ref_t make_ref(long double re, long double im)
{
#ifdef CMPLXL
    return CMPLXL(re, im);
#else
    ref_t v;
    ((long double*)&v)[0] = re;
    ((long double*)&v)[1] = im;
    return v;
#endif
}

ref_t value_get(const test_prec* p, const void* buf, size_t i)
{
    switch(p->letter)
    {
    case 's': return make_ref(((const float*)buf)[i], 0);
    case 'd': return make_ref(((const double*)buf)[i], 0);
    case 'c':
    {
        const rocsparse_float_complex* v = (const rocsparse_float_complex*)buf + i;
        return make_ref(v->x, v->y);
    }
    default:
    {
        const rocsparse_double_complex* v = (const rocsparse_double_complex*)buf + i;
        return make_ref(v->x, v->y);
    }
    }
}

void value_set(const test_prec* p, void* buf, size_t i, ref_t v)
{
    switch(p->letter)
    {
    case 's': ((float*)buf)[i] = (float)creall(v); break;
    case 'd': ((double*)buf)[i] = (double)creall(v); break;
    case 'c':
    {
        rocsparse_float_complex* out = (rocsparse_float_complex*)buf + i;
        out->x = (float)creall(v);
        out->y = (float)cimagl(v);
        break;
    }
    default:
    {
        rocsparse_double_complex* out = (rocsparse_double_complex*)buf + i;
        out->x = (double)creall(v);
        out->y = (double)cimagl(v);
        break;
    }
    }
}

/* Uniform in [-1, 1), from the top 53 bits. */
static long double rand_unit(void)
{
    return (long double)(rand_u64() >> 11) * 0x1p-52L - 1.0L;
}

void random_values(const test_prec* p, void* buf, size_t n)
{
    for(size_t i = 0; i < n; ++i)
        value_set(p, buf, i, make_ref(rand_unit(), p->is_complex ? rand_unit() : 0));
}

void poison(const test_prec* p, void* buf, size_t n)
{
    for(size_t i = 0; i < n; ++i)
        value_set(p, buf, i, make_ref(NAN, p->is_complex ? NAN : 0));
}

/* One definition per component type; a real value is a complex one without
 * its imaginary part. */
#define DEFINE_MUL_ADD(R, FMA)                                                                               \
    static void mul_add_##R(const R* a, const R* b, R* c, int is_complex)                                    \
    {                                                                                                        \
        if(!is_complex)                                                                                      \
        {                                                                                                    \
            c[0] = FMA(a[0], b[0], c[0]);                                                                    \
            return;                                                                                          \
        }                                                                                                    \
        const R re = FMA(-a[1], b[1], FMA(a[0], b[0], c[0]));                                               \
        const R im = FMA(a[0], b[1], FMA(a[1], b[0], c[1]));                                                 \
        c[0]       = re;                                                                                     \
        c[1]       = im;                                                                                     \
    }
DEFINE_MUL_ADD(float, fmaf)
DEFINE_MUL_ADD(double, fma)

void value_mul_add(const test_prec* p, const void* a, const void* b, void* c)
{
    if(p->letter == 's' || p->letter == 'c')
        mul_add_float(a, b, c, p->is_complex);
    else
        mul_add_double(a, b, c, p->is_complex);
}

/* ------------------------------------------------------------ randomness */

/* splitmix64: small, fast and the same on every platform, unlike rand(). */
static uint64_t rng_state;

uint64_t rand_u64(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
    z          = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z          = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

rocsparse_int rand_int(rocsparse_int lo, rocsparse_int hi)
{
    return lo + (rocsparse_int)(rand_u64() % (uint64_t)(hi - lo + 1));
}

void test_init(void)
{
    const char*        fixed = getenv("FSPARSE_TEST_SEED");
    unsigned long long seed;
    if(fixed != NULL && fixed[0] != '\0')
        seed = strtoull(fixed, NULL, 0);
    else
    {
        struct timespec now;
        clock_gettime(CLOCK_REALTIME, &now);
        /* Seconds alone would repeat across tests started together. */
        seed = ((unsigned long long)now.tv_sec * 1000000007ull) ^ (unsigned long long)now.tv_nsec
               ^ ((unsigned long long)getpid() << 32);
    }
    rng_state = seed;
    diag("random seed %llu (FSPARSE_TEST_SEED=%llu replays this run)", seed, seed);
}

void random_indices(rocsparse_int* ind, rocsparse_int nnz, rocsparse_int range, rocsparse_index_base base)
{
    /* The first nnz steps of a Fisher-Yates shuffle of 0..range-1. */
    rocsparse_int* pool = malloc(sizeof(*pool) * (size_t)(range > 0 ? range : 1));
    if(pool == NULL)
        bail_out("out of host memory for %d indices", range);
    for(rocsparse_int i = 0; i < range; ++i)
        pool[i] = i;
    for(rocsparse_int i = 0; i < nnz; ++i)
    {
        rocsparse_int j = rand_int(i, range - 1);
        rocsparse_int t = pool[i];
        pool[i]         = pool[j];
        pool[j]         = t;
        ind[i]          = pool[i] + (rocsparse_int)base;
    }
    free(pool);
}

/* --------------------------------------------------------- device memory */

void* dev_alloc(size_t bytes)
{
    void*            ptr    = NULL;
    rocsparse_status status = fsparse_malloc(&ptr, bytes);
    if(status != rocsparse_status_success || (bytes > 0 && ptr == NULL))
        bail_out("fsparse_malloc(%zu bytes) failed: %s", bytes, status_name(status));
    return ptr;
}

void* dev_upload(const void* host, size_t bytes)
{
    void* ptr = dev_alloc(bytes);
    dev_store(ptr, host, bytes);
    return ptr;
}

void dev_download(void* host, const void* dev, size_t bytes)
{
    rocsparse_status status = fsparse_device_synchronize();
    if(status == rocsparse_status_success)
        status = fsparse_copy_to_host(host, dev, bytes);
    if(status != rocsparse_status_success)
        bail_out("copy of %zu bytes to the host failed: %s", bytes, status_name(status));
}

void dev_store(void* dev, const void* host, size_t bytes)
{
    rocsparse_status status = fsparse_copy_to_device(dev, host, bytes);
    if(status != rocsparse_status_success)
        bail_out("fsparse_copy_to_device(%zu bytes) failed: %s", bytes, status_name(status));
}

void dev_free(void* dev)
{
    rocsparse_status status = fsparse_free(dev);
    if(status != rocsparse_status_success)
        bail_out("fsparse_free failed: %s", status_name(status));
}

void* scalar_arg(rocsparse_pointer_mode mode, void* host_value, size_t bytes)
{
    return mode == rocsparse_pointer_mode_device ? dev_upload(host_value, bytes) : host_value;
}

void scalar_done(rocsparse_pointer_mode mode, void* host_value, void* arg, size_t bytes)
{
    if(mode != rocsparse_pointer_mode_device)
        return;
    dev_download(host_value, arg, bytes);
    dev_free(arg);
}

const char* mode_name(rocsparse_pointer_mode mode)
{
    return mode == rocsparse_pointer_mode_device ? "device mode" : "host mode";
}

const char* case_label(char* buf, size_t size, const char* routine, rocsparse_pointer_mode mode,
                       rocsparse_index_base base, rocsparse_int nnz)
{
    snprintf(buf, size, "%s %s base %d nnz %d", routine, mode_name(mode), (int)base, nnz);
    return buf;
}

rocsparse_handle test_handle(void)
{
    rocsparse_handle handle = NULL;
    rocsparse_status status = rocsparse_create_handle(&handle);
    if(status != rocsparse_status_success)
        bail_out("rocsparse_create_handle failed: %s", status_name(status));
    return handle;
}

void set_mode(rocsparse_handle handle, rocsparse_pointer_mode mode)
{
    rocsparse_status status = rocsparse_set_pointer_mode(handle, mode);
    if(status != rocsparse_status_success)
        bail_out("rocsparse_set_pointer_mode(%d) failed: %s", (int)mode, status_name(status));
}

/* ------------------------------------------------------------ test data */

static void* host_alloc(size_t bytes)
{
    void* p = malloc(bytes > 0 ? bytes : 1);
    if(p == NULL)
        bail_out("out of host memory (%zu bytes)", bytes);
    return p;
}

void sparse_case_init(sparse_case* sc, const test_prec* p, rocsparse_int nnz, rocsparse_index_base base)
{
    sc->prec  = p;
    sc->base  = base;
    sc->nnz   = nnz;
    sc->range = nnz + rand_int(0, nnz);
    sc->ylen  = sc->range + rand_int(1, 4);
    sc->ind   = host_alloc(sizeof(rocsparse_int) * (size_t)nnz);
    sc->x     = host_alloc(p->size * (size_t)nnz);
    sc->y     = host_alloc(p->size * (size_t)sc->ylen);
    random_indices(sc->ind, nnz, sc->range, base);
    random_values(p, sc->x, (size_t)nnz);
    random_values(p, sc->y, (size_t)sc->ylen);
    sc->d_ind = dev_upload(sc->ind, sizeof(rocsparse_int) * (size_t)nnz);
    sc->d_x   = dev_upload(sc->x, p->size * (size_t)nnz);
    sc->d_y   = dev_upload(sc->y, p->size * (size_t)sc->ylen);
}

void sparse_case_free(sparse_case* sc)
{
    dev_free(sc->d_ind);
    dev_free(sc->d_x);
    dev_free(sc->d_y);
    free(sc->ind);
    free(sc->x);
    free(sc->y);
    memset(sc, 0, sizeof(*sc));
}

/* ------------------------------------------------------------ comparisons */

int check_values(const test_prec* p, const void* got, const ref_t* want, const long double* bound, size_t n,
                 const char* fmt, ...)
{
    enum { shown_max = 3 };
    size_t  bad = 0, shown[shown_max];
    va_list args;
    for(size_t i = 0; i < n; ++i)
    {
        long double limit = bound != NULL ? bound[i] : 0.0L;
        ref_t       g     = value_get(p, got, i);
        /* Written so that NaN fails. */
        if(!(ref_abs(g - want[i]) <= limit))
        {
            if(bad < shown_max)
                shown[bad] = i;
            ++bad;
        }
    }
    char name[256];
    va_start(args, fmt);
    vsnprintf(name, sizeof(name), fmt, args);
    va_end(args);
    ok(bad == 0, "%s", name);
    for(size_t k = 0; k < bad && k < shown_max; ++k)
    {
        size_t i = shown[k];
        ref_t  g = value_get(p, got, i);
        diag("    [%zu] got (%.10Lg, %.10Lg), expected (%.10Lg, %.10Lg), allowed error %.3Lg", i, creall(g),
             cimagl(g), creall(want[i]), cimagl(want[i]), bound != NULL ? bound[i] : 0.0L);
    }
    if(bad > 0)
        diag("    %zu of %zu entries differ", bad, n);
    return bad == 0;
}

int check_unchanged(const void* got, const void* before, size_t bytes, const char* fmt, ...)
{
    const unsigned char* a = got;
    const unsigned char* b = before;
    size_t               first;
    for(first = 0; first < bytes && a[first] == b[first]; ++first)
        ;
    char    name[256];
    va_list args;
    va_start(args, fmt);
    vsnprintf(name, sizeof(name), fmt, args);
    va_end(args);
    ok(first == bytes, "%s", name);
    if(first < bytes)
        diag("    first changed byte at offset %zu of %zu", first, bytes);
    return first == bytes;
}

/* ------------------------------------------------------ argument checks */

static void read_out(const out_buf* out, void* host)
{
    if(out->on_device)
        dev_download(host, out->ptr, out->bytes);
    else
        memcpy(host, out->ptr, out->bytes);
}

/* One failing call: its status, then every output unchanged. */
static void bad_call(const char* routine, rocsparse_handle handle, void* ctx, bad_arg_call call, rocsparse_int nnz,
                     int base, unsigned null_mask, rocsparse_status want, const char* what, const out_buf* outs,
                     int n_outs)
{
    void** before = host_alloc(sizeof(void*) * (size_t)(n_outs > 0 ? n_outs : 1));
    for(int k = 0; k < n_outs; ++k)
    {
        before[k] = host_alloc(outs[k].bytes);
        read_out(&outs[k], before[k]);
    }
    is_status(call(ctx, handle, nnz, base, null_mask), want, "%s: %s gives %s", routine, what, status_name(want));
    for(int k = 0; k < n_outs; ++k)
    {
        void* after = host_alloc(outs[k].bytes);
        read_out(&outs[k], after);
        check_unchanged(after, before[k], outs[k].bytes, "%s: %s leaves output %d unchanged", routine, what, k + 1);
        free(after);
        free(before[k]);
    }
    free(before);
}

void check_bad_args(const char* routine, rocsparse_handle handle, void* ctx, bad_arg_call call, rocsparse_int nnz,
                    const char* const* ptr_names, int n_ptrs, const out_buf* outs, int n_outs)
{
    const unsigned all = (1u << n_ptrs) - 1u;
    bad_call(routine, NULL, ctx, call, -1, 2, all, rocsparse_status_invalid_handle,
             "null handle (with every later error too)", outs, n_outs);
    bad_call(routine, handle, ctx, call, -1, 2, all, rocsparse_status_invalid_value,
             "idx_base 2 (with nnz < 0 and null pointers)", outs, n_outs);
    bad_call(routine, handle, ctx, call, -1, -1, all, rocsparse_status_invalid_value,
             "idx_base -1 (with nnz < 0 and null pointers)", outs, n_outs);
    bad_call(routine, handle, ctx, call, -1, rocsparse_index_base_zero, all, rocsparse_status_invalid_size,
             "nnz -1 (with null pointers)", outs, n_outs);
    for(int k = 0; k < n_ptrs; ++k)
    {
        char what[96];
        snprintf(what, sizeof(what), "null %s", ptr_names[k]);
        bad_call(routine, handle, ctx, call, nnz, rocsparse_index_base_zero, 1u << k,
                 rocsparse_status_invalid_pointer, what, outs, n_outs);
    }
}

/* ------------------------------------------------- Level 1 test driver */

void run_level1(rocsparse_handle handle, const level1_family* family, const void* routine)
{
    static const rocsparse_int          sizes[] = TEST_NNZ_LIST;
    static const rocsparse_pointer_mode modes[] = {rocsparse_pointer_mode_host, rocsparse_pointer_mode_device};
    static const rocsparse_index_base   bases[] = {rocsparse_index_base_zero, rocsparse_index_base_one};
    for(size_t m = 0; m < sizeof(modes) / sizeof(modes[0]); ++m)
    {
        set_mode(handle, modes[m]);
        family->bad_args(handle, routine, modes[m]);
        family->quick_return(handle, routine, modes[m]);
        for(size_t s = 0; s < sizeof(sizes) / sizeof(sizes[0]); ++s)
            for(size_t b = 0; b < sizeof(bases) / sizeof(bases[0]); ++b)
                family->numeric(handle, routine, modes[m], sizes[s], bases[b]);
    }
    set_mode(handle, rocsparse_pointer_mode_host);
}

int level1_main(const level1_family* family, const void* routines, size_t count, size_t size)
{
    test_init();
    rocsparse_handle handle = test_handle();
    for(size_t k = 0; k < count; ++k)
        run_level1(handle, family, (const char*)routines + k * size);
    is_status(rocsparse_destroy_handle(handle), rocsparse_status_success, "destroy the handle");
    return done_testing();
}
