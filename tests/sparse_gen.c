/* For setenv and unsetenv under a strict -std. */
#define _POSIX_C_SOURCE 200809L

#include "sparse_gen.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const rocsparse_pointer_mode test_modes[2] = {rocsparse_pointer_mode_host, rocsparse_pointer_mode_device};
const rocsparse_index_base   test_bases[2] = {rocsparse_index_base_zero, rocsparse_index_base_one};
const rocsparse_operation    test_ops[3]   = {rocsparse_operation_none, rocsparse_operation_transpose,
                                              rocsparse_operation_conjugate_transpose};

const csr_shape test_shapes[] = {
    {"1 x 1", 1, 1, 1, 0, 0},
    {"40 x 57 with empty rows", 40, 57, 6, 0, 30},
    {"tall 300 x 17", 300, 17, 5, 0, 15},
    {"wide 20 x 400", 20, 400, 40, 0, 20},
    {"9001 x 3000", 9001, 3000, 8, 0, 10},
    {"150 x 5600 with a row of 5000", 150, 5600, 4, 5000, 30},
    /* Long, regular rows: csrmv analysis picks a wavefront per row. */
    {"64 x 500 with rows of 1 to 200", 64, 500, 200, 0, 0},
};
const size_t test_shape_count = sizeof(test_shapes) / sizeof(test_shapes[0]);

void* xmalloc(size_t bytes)
{
    void* p = malloc(bytes > 0 ? bytes : 1);
    if(p == NULL)
        bail_out("out of host memory (%zu bytes)", bytes);
    return p;
}

void* dev_random(const test_prec* p, size_t n, int poisoned)
{
    void* h = xmalloc(p->size * n);
    random_values(p, h, n);
    if(poisoned)
        poison(p, h, n);
    void* d = dev_upload(h, p->size * n);
    free(h);
    return d;
}

rocsparse_int* dev_ints(size_t n, rocsparse_int v)
{
    rocsparse_int* h = xmalloc(sizeof(rocsparse_int) * n);
    for(size_t i = 0; i < n; ++i)
        h[i] = v;
    rocsparse_int* d = dev_upload(h, sizeof(rocsparse_int) * n);
    free(h);
    return d;
}

rocsparse_mat_info test_info(void)
{
    rocsparse_mat_info info = NULL;
    if(rocsparse_create_mat_info(&info) != rocsparse_status_success)
        bail_out("rocsparse_create_mat_info failed");
    return info;
}

rocsparse_hyb_mat test_hyb(void)
{
    rocsparse_hyb_mat hyb = NULL;
    if(rocsparse_create_hyb_mat(&hyb) != rocsparse_status_success)
        bail_out("rocsparse_create_hyb_mat failed");
    return hyb;
}

void null_one(const void* const* ptrs, int n, int k, const void** q)
{
    for(int j = 0; j < n; ++j)
        q[j] = j == k ? NULL : ptrs[j];
}

const char* trans_name(rocsparse_operation trans)
{
    switch(trans)
    {
    case rocsparse_operation_none: return "none";
    case rocsparse_operation_transpose: return "transpose";
    case rocsparse_operation_conjugate_transpose: return "conj transpose";
    }
    return "(invalid)";
}

rocsparse_mat_descr test_descr(rocsparse_index_base base, rocsparse_matrix_type type)
{
    rocsparse_mat_descr descr = NULL;
    if(rocsparse_create_mat_descr(&descr) != rocsparse_status_success
       || rocsparse_set_mat_index_base(descr, base) != rocsparse_status_success
       || rocsparse_set_mat_type(descr, type) != rocsparse_status_success)
        bail_out("cannot make a descriptor of base %d type %d", (int)base, (int)type);
    return descr;
}

/* ------------------------------------------------------------ CSR matrix */

static int cmp_int(const void* a, const void* b)
{
    rocsparse_int x = *(const rocsparse_int*)a, y = *(const rocsparse_int*)b;
    return (x > y) - (x < y);
}

/* len distinct sorted columns in [0, n). */
static void random_row(rocsparse_int* cols, rocsparse_int len, rocsparse_int n)
{
    if(len > n / 4)
    {
        /* Selection sampling: linear in n, sorted by construction. */
        rocsparse_int chosen = 0;
        for(rocsparse_int c = 0; c < n && chosen < len; ++c)
            if(rand_u64() % (uint64_t)(n - c) < (uint64_t)(len - chosen))
                cols[chosen++] = c;
        return;
    }
    for(rocsparse_int k = 0; k < len;)
    {
        rocsparse_int c   = rand_int(0, n - 1);
        int           dup = 0;
        for(rocsparse_int j = 0; j < k && !dup; ++j)
            dup = cols[j] == c;
        if(!dup)
            cols[k++] = c;
    }
    qsort(cols, (size_t)len, sizeof(*cols), cmp_int);
}

void csr_random(test_csr* A, const test_prec* p, const csr_shape* shape, rocsparse_index_base base)
{
    rocsparse_int m = shape->m, n = shape->n;
    memset(A, 0, sizeof(*A));
    A->prec    = p;
    A->m       = m;
    A->n       = n;
    A->base    = base;
    A->row_ptr = xmalloc(sizeof(rocsparse_int) * (size_t)(m + 1));

    rocsparse_int long_row = shape->long_len > 0 ? rand_int(0, m - 1) : -1;
    A->row_ptr[0]          = 0;
    for(rocsparse_int i = 0; i < m; ++i)
    {
        rocsparse_int len;
        if(i == long_row)
            len = shape->long_len;
        else if(shape->max_len == 0 || rand_int(0, 99) < shape->empty_pct)
            len = 0;
        else
            len = rand_int(1, shape->max_len);
        if(len > n)
            len = n;
        if(len > A->max_row)
            A->max_row = len;
        A->row_ptr[i + 1] = A->row_ptr[i] + len;
    }
    A->nnz     = A->row_ptr[m];
    A->col_ind = xmalloc(sizeof(rocsparse_int) * (size_t)A->nnz);
    A->val     = xmalloc(p->size * (size_t)A->nnz);
    for(rocsparse_int i = 0; i < m; ++i)
        random_row(A->col_ind + A->row_ptr[i], A->row_ptr[i + 1] - A->row_ptr[i], n);
    random_values(p, A->val, (size_t)A->nnz);
    for(rocsparse_int k = 0; k < A->nnz; ++k)
        A->col_ind[k] += (rocsparse_int)base;
    for(rocsparse_int i = 0; i <= m; ++i)
        A->row_ptr[i] += (rocsparse_int)base;

    A->d_row_ptr = dev_upload(A->row_ptr, sizeof(rocsparse_int) * (size_t)(m + 1));
    A->d_col_ind = dev_upload(A->col_ind, sizeof(rocsparse_int) * (size_t)A->nnz);
    A->d_val     = dev_upload(A->val, p->size * (size_t)A->nnz);
    A->descr     = test_descr(base, rocsparse_matrix_type_general);
}

void csr_free(test_csr* A)
{
    dev_free(A->d_row_ptr);
    dev_free(A->d_col_ind);
    dev_free(A->d_val);
    free(A->row_ptr);
    free(A->col_ind);
    free(A->val);
    rocsparse_destroy_mat_descr(A->descr);
    memset(A, 0, sizeof(*A));
}

rocsparse_int* csr_host_coo_rows(const test_csr* A)
{
    rocsparse_int  b    = (rocsparse_int)A->base;
    rocsparse_int* rows = xmalloc(sizeof(rocsparse_int) * (size_t)A->nnz);
    for(rocsparse_int i = 0; i < A->m; ++i)
        for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
            rows[k] = i + b;
    return rows;
}

void csr_host_ell(const test_csr* A, rocsparse_int width, rocsparse_index_base ell_base, rocsparse_int** col_ind,
                  void** val)
{
    const test_prec* p     = A->prec;
    size_t           total = (size_t)A->m * (size_t)width;
    *col_ind               = xmalloc(sizeof(rocsparse_int) * total);
    *val                   = xmalloc(p->size * total);
    for(rocsparse_int i = 0; i < A->m; ++i)
    {
        rocsparse_int start = A->row_ptr[i] - A->base, len = A->row_ptr[i + 1] - A->row_ptr[i];
        for(rocsparse_int j = 0; j < width; ++j)
        {
            size_t at = (size_t)j * (size_t)A->m + (size_t)i;
            if(j < len)
            {
                (*col_ind)[at] = A->col_ind[start + j] - A->base + (rocsparse_int)ell_base;
                memcpy((char*)*val + at * p->size, (const char*)A->val + (size_t)(start + j) * p->size, p->size);
            }
            else
            {
                (*col_ind)[at] = -1;
                value_set(p, *val, at, 0);
            }
        }
    }
}

rocsparse_int hyb_width_bound(const test_csr* A)
{
    const long long bound = 2 * ((long long)A->nnz - 1) / A->m + 1;
    return bound > 0 ? (rocsparse_int)bound : 0;
}

rocsparse_int hyb_narrow_width(const test_csr* A)
{
    const rocsparse_int bound = hyb_width_bound(A);
    return bound < 2 ? bound : 2;
}

/* ------------------------------------------------------------- reference */

ref_t* ref_copy(const test_prec* p, const void* buf, size_t n)
{
    ref_t* r = xmalloc(sizeof(ref_t) * n);
    for(size_t i = 0; i < n; ++i)
        r[i] = value_get(p, buf, i);
    return r;
}

long double ref_mag1(ref_t v)
{
    return fabsl(creall(v)) + fabsl(cimagl(v));
}

ref_t ref_mul(ref_t a, ref_t b)
{
    long double ar = creall(a), ai = cimagl(a), br = creall(b), bi = cimagl(b);
    ref_t       r  = 0;
    ((long double*)&r)[0] = ar * br - ai * bi;
    ((long double*)&r)[1] = ar * bi + ai * br;
    return r;
}

void ref_spmv(const test_csr* A, rocsparse_operation trans, ref_t alpha, const ref_t* x, ref_t beta, const ref_t* y0,
              ref_t* want, long double* bound)
{
    size_t       out = (size_t)(trans == rocsparse_operation_none ? A->m : A->n);
    ref_t*       sum = calloc(out + 1, sizeof(ref_t));
    long double* mag = calloc(out + 1, sizeof(long double));
    size_t*      cnt = calloc(out + 1, sizeof(size_t));
    if(sum == NULL || mag == NULL || cnt == NULL)
        bail_out("out of host memory for a reference of %zu entries", out);
    rocsparse_int b = (rocsparse_int)A->base;
    for(rocsparse_int i = 0; i < A->m; ++i)
        for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
        {
            rocsparse_int j = A->col_ind[k] - b;
            ref_t         a = value_get(A->prec, A->val, (size_t)k);
            size_t        to, from;
            if(trans == rocsparse_operation_none)
                to = (size_t)i, from = (size_t)j;
            else
                to = (size_t)j, from = (size_t)i;
            if(trans == rocsparse_operation_conjugate_transpose)
                a = conjl(a);
            sum[to] += ref_mul(a, x[from]);
            /* At least |a| |x|, at most twice it. */
            mag[to] += ref_mag1(a) * ref_mag1(x[from]);
            ++cnt[to];
        }
    int use_y = ref_abs(beta) != 0;
    for(size_t r = 0; r < out; ++r)
    {
        want[r]           = alpha * sum[r];
        long double scale = ref_abs(alpha) * mag[r];
        if(use_y)
        {
            want[r] += beta * y0[r];
            scale += ref_abs(beta) * ref_abs(y0[r]);
        }
        bound[r] = (8 + sqrtl((long double)cnt[r])) * A->prec->eps * scale;
    }
    free(sum);
    free(mag);
    free(cnt);
}

/* ---------------------------------------------------- Level 2 driver */

enum { guard_len = 3 };

/* A device y of out_len entries and guards: y0 (host) holds what was
 * uploaded; the first out_len are NaN when poisoned. */
static void* make_y(const test_prec* p, rocsparse_int out_len, int poisoned, void* y0)
{
    size_t total = (size_t)out_len + guard_len;
    random_values(p, y0, total);
    if(poisoned)
        poison(p, y0, (size_t)out_len);
    return dev_upload(y0, p->size * total);
}

static void random_scalars(const test_prec* p, int beta_zero, char* alpha, char* beta)
{
    random_values(p, alpha, 1);
    random_values(p, beta, 1);
    if(beta_zero)
        value_set(p, beta, 0, 0);
}

/* alpha 0 and beta 1 in host pointer mode: each variant leaves y as it
 * is, bit for bit, though x is NaN and y holds -0 (y + 0 * NaN would be NaN,
 * -0 + 0 would be +0). */
static void check_idle(const char* label, const test_prec* p, rocsparse_int in_len, size_t total,
                       const mv_variant* variants, int n_variants)
{
    char  alpha[16], beta[16];
    void* x   = xmalloc(p->size * (size_t)in_len);
    void* y0  = xmalloc(p->size * total);
    void* got = xmalloc(p->size * total);
    poison(p, x, (size_t)in_len);
    random_values(p, y0, total);
    for(size_t r = 0; r < total; r += 2)
        value_set(p, y0, r, -0.0L);
    value_set(p, alpha, 0, 0);
    value_set(p, beta, 0, 1);
    void* d_x = dev_upload(x, p->size * (size_t)in_len);
    for(int v = 0; v < n_variants; ++v)
    {
        void* d_y = dev_upload(y0, p->size * total);
        is_status(variants[v].call(variants[v].ctx, alpha, d_x, beta, d_y), rocsparse_status_success,
                  "%s %s: alpha 0, beta 1 succeeds", label, variants[v].name);
        dev_download(got, d_y, p->size * total);
        check_unchanged(got, y0, p->size * total, "%s %s: alpha 0, beta 1 leave y as it is, bit for bit", label,
                        variants[v].name);
        dev_free(d_y);
    }
    dev_free(d_x);
    free(x);
    free(y0);
    free(got);
}

void check_mv(const char* label, const test_csr* A, rocsparse_operation trans, rocsparse_pointer_mode mode,
              int beta_zero, const mv_variant* variants, int n_variants)
{
    const test_prec* p       = A->prec;
    rocsparse_int    in_len  = trans == rocsparse_operation_none ? A->n : A->m;
    rocsparse_int    out_len = trans == rocsparse_operation_none ? A->m : A->n;
    size_t           total   = (size_t)out_len + guard_len;
    char             alpha[16], beta[16];
    void*            x  = xmalloc(p->size * (size_t)in_len);
    void*            y0 = xmalloc(p->size * total);
    random_values(p, x, (size_t)in_len);
    random_scalars(p, beta_zero, alpha, beta);
    random_values(p, y0, total);
    if(beta_zero)
        poison(p, y0, (size_t)out_len);
    void* d_x = dev_upload(x, p->size * (size_t)in_len);

    ref_t*       rx    = ref_copy(p, x, (size_t)in_len);
    ref_t*       ry    = ref_copy(p, y0, total);
    ref_t*       want  = xmalloc(sizeof(ref_t) * total);
    long double* bound = xmalloc(sizeof(long double) * total);
    ref_spmv(A, trans, value_get(p, alpha, 0), rx, value_get(p, beta, 0), ry, want, bound);
    for(size_t g = (size_t)out_len; g < total; ++g)
    {
        want[g]  = ry[g];
        bound[g] = 0;
    }

    void** got = xmalloc(sizeof(void*) * (size_t)n_variants);
    for(int v = 0; v < n_variants; ++v)
    {
        void* d_y     = dev_upload(y0, p->size * total);
        void* d_alpha = scalar_arg(mode, alpha, p->size);
        void* d_beta  = scalar_arg(mode, beta, p->size);
        is_status(variants[v].call(variants[v].ctx, d_alpha, d_x, d_beta, d_y), rocsparse_status_success,
                  "%s %s%s: succeeds", label, variants[v].name, beta_zero ? " (beta 0, y NaN)" : "");
        scalar_done(mode, alpha, d_alpha, p->size);
        scalar_done(mode, beta, d_beta, p->size);
        got[v] = xmalloc(p->size * total);
        dev_download(got[v], d_y, p->size * total);
        dev_free(d_y);
        check_values(p, got[v], want, bound, total, "%s %s: y matches the reference, guards untouched", label,
                     variants[v].name);
    }
    if(n_variants > 1)
    {
        /* Variants agree with the first as closely as both are allowed to
         * stray from the reference. */
        ref_t*       first = ref_copy(p, got[0], total);
        long double* both  = xmalloc(sizeof(long double) * total);
        for(size_t r = 0; r < total; ++r)
            both[r] = 2 * bound[r];
        for(int v = 1; v < n_variants; ++v)
            check_values(p, got[v], first, both, total, "%s: %s agrees with %s", label, variants[v].name,
                         variants[0].name);
        free(first);
        free(both);
    }
    for(int v = 0; v < n_variants; ++v)
        free(got[v]);
    free(got);
    dev_free(d_x);
    free(x);
    free(y0);
    free(rx);
    free(ry);
    free(want);
    free(bound);
    if(mode == rocsparse_pointer_mode_host)
        check_idle(label, p, in_len, total, variants, n_variants);
}

void check_mv_scaling(const char* label, const test_prec* p, rocsparse_int in_len, rocsparse_int out_len,
                      rocsparse_pointer_mode mode, mv_call call, const void* ctx)
{
    size_t total = (size_t)out_len + guard_len;
    void*  x     = xmalloc(p->size * (size_t)in_len);
    random_values(p, x, (size_t)in_len);
    void* d_x = dev_upload(x, p->size * (size_t)in_len);
    for(int beta_zero = 0; beta_zero < 2; ++beta_zero)
    {
        char   alpha[16], beta[16];
        void*  y0    = xmalloc(p->size * total);
        void*  got   = xmalloc(p->size * total);
        ref_t* want  = xmalloc(sizeof(ref_t) * total);
        long double* bound = xmalloc(sizeof(long double) * total);
        random_scalars(p, beta_zero, alpha, beta);
        void* d_y     = make_y(p, out_len, beta_zero, y0);
        void* d_alpha = scalar_arg(mode, alpha, p->size);
        void* d_beta  = scalar_arg(mode, beta, p->size);
        is_status(call(ctx, d_alpha, d_x, d_beta, d_y), rocsparse_status_success, "%s%s: succeeds", label,
                  beta_zero ? " beta 0 over NaN" : "");
        scalar_done(mode, alpha, d_alpha, p->size);
        scalar_done(mode, beta, d_beta, p->size);
        dev_download(got, d_y, p->size * total);
        ref_t b = value_get(p, beta, 0);
        for(size_t r = 0; r < total; ++r)
        {
            ref_t y  = value_get(p, y0, r);
            int   in = r < (size_t)out_len;
            /* beta 0 must give exactly 0, never 0 * NaN. */
            want[r]  = !in ? y : beta_zero ? 0 : b * y;
            bound[r] = in && !beta_zero ? 2 * p->eps * ref_abs(b * y) : 0;
        }
        check_values(p, got, want, bound, total, "%s%s: y = beta * y, guards untouched", label,
                     beta_zero ? " beta 0 over NaN" : "");
        dev_free(d_y);
        free(y0);
        free(got);
        free(want);
        free(bound);
    }
    dev_free(d_x);
    free(x);
}

void check_refused_after_idle(const char* label, const test_prec* p, rocsparse_pointer_mode mode, const void* x,
                              void* y, size_t y_len, mv_call call, const void* ctx)
{
    char alpha[16], beta[16];
    value_set(p, alpha, 0, 0);
    value_set(p, beta, 0, 1);
    void*     d_alpha = scalar_arg(mode, alpha, p->size);
    void*     d_beta  = scalar_arg(mode, beta, p->size);
    out_buf   outs[]  = {{y, p->size * y_len, 1}};
    out_watch w;
    watch_start(&w, outs, 1);
    expect_status(&w, call(ctx, d_alpha, x, d_beta, y),
                  mode == rocsparse_pointer_mode_host ? rocsparse_status_success : rocsparse_status_not_implemented,
                  "%s: not implemented, alpha 0 and beta 1", label);
    watch_end(&w);
    scalar_done(mode, alpha, d_alpha, p->size);
    scalar_done(mode, beta, d_beta, p->size);
}

/* ------------------------------------------------ failing calls */

static void read_out(const out_buf* out, void* host)
{
    if(out->on_device)
        dev_download(host, out->ptr, out->bytes);
    else
        memcpy(host, out->ptr, out->bytes);
}

void watch_start(out_watch* w, const out_buf* outs, int n)
{
    if(n > 4)
        bail_out("watch_start: %d outputs, at most 4", n);
    w->n = n;
    for(int k = 0; k < n; ++k)
    {
        w->outs[k]   = outs[k];
        w->before[k] = xmalloc(outs[k].bytes);
        read_out(&outs[k], w->before[k]);
    }
}

void expect_status(out_watch* w, rocsparse_status got, rocsparse_status want, const char* fmt, ...)
{
    char    name[256];
    va_list args;
    va_start(args, fmt);
    vsnprintf(name, sizeof(name), fmt, args);
    va_end(args);
    is_status(got, want, "%s gives %s", name, status_name(want));
    for(int k = 0; k < w->n; ++k)
    {
        void* now = xmalloc(w->outs[k].bytes);
        read_out(&w->outs[k], now);
        check_unchanged(now, w->before[k], w->outs[k].bytes, "%s leaves output %d unchanged", name, k + 1);
        free(now);
    }
}

void watch_end(out_watch* w)
{
    for(int k = 0; k < w->n; ++k)
        free(w->before[k]);
    w->n = 0;
}

/* rocsparse_create_handle with FSPARSE_FORCE_KERNEL=setting. */
static rocsparse_status create_forced(const char* setting, rocsparse_handle* handle)
{
    *handle = NULL;
    if(setenv("FSPARSE_FORCE_KERNEL", setting, 1) != 0)
        bail_out("cannot set FSPARSE_FORCE_KERNEL");
    const rocsparse_status status = rocsparse_create_handle(handle);
    unsetenv("FSPARSE_FORCE_KERNEL");
    return status;
}

void forced_setting_refused(const char* setting)
{
    rocsparse_handle       handle = NULL;
    const rocsparse_status status = create_forced(setting, &handle);
    is_status(status, rocsparse_status_invalid_value, "rocsparse_create_handle refuses FSPARSE_FORCE_KERNEL=%s",
              setting);
    if(status == rocsparse_status_success)
        rocsparse_destroy_handle(handle);
}

const char* test_only_strategy(const char* setting, const char* const* list)
{
    const char* only = getenv("FSPARSE_TEST_STRATEGY");
    if(only == NULL || only[0] == '\0')
        return NULL;
    const size_t len = strlen(setting);
    if(strncmp(only, setting, len) != 0 || only[len] != ':')
        return "automatic";
    for(size_t k = 0; list[k] != NULL; ++k)
        if(strcmp(list[k], only + len + 1) == 0)
            return only;
    bail_out("FSPARSE_TEST_STRATEGY=%s: the backend has no such strategy", only);
    return NULL;
}

rocsparse_handle forced_handle(const forced_kernel* k, const char* setting)
{
    rocsparse_handle       handle = NULL;
    const rocsparse_status status = create_forced(setting, &handle);
    if(k->wave64 && status == rocsparse_status_invalid_value)
    {
        diag("FSPARSE_FORCE_KERNEL=%s: not a kernel of this platform (its wavefront has 32 lanes)", setting);
        return NULL;
    }
    if(!is_status(status, rocsparse_status_success, "rocsparse_create_handle with FSPARSE_FORCE_KERNEL=%s",
                  setting))
        bail_out("the library refuses FSPARSE_FORCE_KERNEL=%s", setting);
    if(k->needs_analysis)
        diag("%s serves products with analysis only: products without one are not run with it", k->setting);
    return handle;
}

int product_main(const product_family* family, const void* routines, size_t count, size_t size)
{
    test_init();
    rocsparse_handle  handle = test_handle();
    rocsparse_handle* forced = xmalloc(sizeof(rocsparse_handle) * (family->forced_count + 1));
    for(size_t f = 0; f < family->forced_count; ++f)
        forced[f] = forced_handle(&family->forced[f], family->forced[f].setting);
    for(size_t k = 0; k < count; ++k)
    {
        const void*                 routine = (const char*)routines + k * size;
        const product_routine_head* head    = routine;
        for(int md = 0; md < 2; ++md)
        {
            set_mode(handle, test_modes[md]);
            family->bad_args(handle, routine, test_modes[md]);
            family->quick_return(handle, routine, test_modes[md]);
        }
        for(size_t s = 0; s < test_shape_count; ++s)
            for(int b = 0; b < 2; ++b)
            {
                test_csr A;
                csr_random(&A, head->prec, &test_shapes[s], test_bases[b]);
                family->numeric(handle, routine, s, &A);
                for(size_t f = 0; f < family->forced_count; ++f)
                    if(forced[f] != NULL)
                        family->numeric_forced(forced[f], routine, s, &A, &family->forced[f], f);
                csr_free(&A);
            }
        set_mode(handle, rocsparse_pointer_mode_host);
    }
    for(size_t f = 0; f < family->forced_count; ++f)
        if(forced[f] != NULL)
            is_status(rocsparse_destroy_handle(forced[f]), rocsparse_status_success, "destroy the handle of %s",
                      family->forced[f].setting);
    free(forced);
    is_status(rocsparse_destroy_handle(handle), rocsparse_status_success, "destroy the handle");
    return done_testing();
}
