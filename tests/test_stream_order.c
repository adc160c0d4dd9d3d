/* Every routine reads its inputs and writes its results in order on the
 * handle's stream: the format conversions (csr2ell_width -> csr2ell ->
 * ell2csr_nnz -> ell2csr, csr2hyb -> hyb2csr with the auto and max
 * partitions, csr2coo -> coo2csr) and the products (csrmv without and with
 * analysis, coomv, ellmv, hybmv, csrmm), in both pointer modes.
 *
 * The handle gets the producer's stream (stream_producer.h). Before each
 * group of calls the test queues there a delay and the writes of the
 * group's inputs, then makes the calls at once, with no synchronisation;
 * it reads the results after a wait for the whole device. Until the
 * writes land, the inputs hold poison chosen so that an early read fails
 * loudly:
 *  - row pointers read back on the host give INT_MAX entries (the first is
 *    -2^30, the others 2^30 - 1; INT_MAX is prime, so no m > 1 divides
 *    it): csr2hyb's auto width then overflows (invalid_size), and a matrix
 *    given without value and column arrays is not empty (invalid_pointer);
 *  - values are NaN and indices -777, so a kernel that read them would
 *    spoil its output.
 * ell2csr_nnz comes after a delay of its own, so that its kernels run
 * late: its count (host mode), read from the row pointers it writes, and
 * ell2csr's look at those row pointers (device mode) must wait for them.
 * Device-mode sizes of a matrix without rows follow a delayed write of
 * poison to the same place: written outside the stream, they would land
 * first and be overwritten. The matrix without entries runs first, so
 * that what is left in the library's scratch differs from the sizes the
 * other matrix asks for. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparse_gen.h"
#include "stream_producer.h"

/* ------------------------------------------------------ typed entry points */

/* A matrix's arrays on the device, in the forms the routines take. */
typedef struct formats
{
    rocsparse_int*     row_ptr;
    rocsparse_int*     col_ind;
    void*              val;
    rocsparse_int*     coo_row_ind; /* COO: with the CSR values and columns */
    rocsparse_int      ell_width;
    rocsparse_int*     ell_col_ind;
    void*              ell_val;
    rocsparse_hyb_mat  hyb;
    rocsparse_mat_info info; /* csrmv's analysis, or null */
} formats;

typedef rocsparse_status (*csr2ell_fn)(rocsparse_handle, const test_csr*, formats*, rocsparse_mat_descr);
typedef rocsparse_status (*ell2csr_fn)(rocsparse_handle, const test_csr*, rocsparse_mat_descr, const formats*,
                                       formats*);
typedef rocsparse_status (*csr2hyb_fn)(rocsparse_handle, const test_csr*, formats*, rocsparse_hyb_partition);
typedef rocsparse_status (*hyb2csr_fn)(rocsparse_handle, const test_csr*, const formats*, formats*, void*);
typedef rocsparse_status (*analysis_fn)(rocsparse_handle, const test_csr*, const formats*);
/* y = alpha * A * x + beta * y */
typedef rocsparse_status (*mv_fn)(rocsparse_handle, const test_csr*, const formats*, const void*, const void*,
                                  const void*, void*);
/* C = alpha * A * B + beta * C, B and C of n columns, leading dimensions
 * A's columns and rows. */
typedef rocsparse_status (*mm_fn)(rocsparse_handle, const test_csr*, const formats*, rocsparse_int, const void*,
                                  const void*, const void*, void*);

typedef struct routines
{
    const test_prec* prec;
    csr2ell_fn       csr2ell;
    ell2csr_fn       ell2csr;
    csr2hyb_fn       csr2hyb;
    hyb2csr_fn       hyb2csr;
    analysis_fn      analysis;
    mv_fn            csrmv, coomv, ellmv, hybmv;
    mm_fn            csrmm;
} routines;

#define WRAP(p, T)                                                                                              \
    static rocsparse_status csr2ell_##p(rocsparse_handle h, const test_csr* A, formats* f,                     \
                                        rocsparse_mat_descr ell_descr)                                         \
    {                                                                                                          \
        return rocsparse_##p##csr2ell(h, A->m, A->descr, (const T*)f->val, f->row_ptr, f->col_ind, ell_descr, \
                                      f->ell_width, (T*)f->ell_val, f->ell_col_ind);                           \
    }                                                                                                          \
    static rocsparse_status ell2csr_##p(rocsparse_handle h, const test_csr* A, rocsparse_mat_descr ell_descr,  \
                                        const formats* ell, formats* out)                                      \
    {                                                                                                          \
        return rocsparse_##p##ell2csr(h, A->m, A->n, ell_descr, ell->ell_width, (const T*)ell->ell_val,        \
                                      ell->ell_col_ind, A->descr, (T*)out->val, out->row_ptr, out->col_ind);   \
    }                                                                                                          \
    static rocsparse_status csr2hyb_##p(rocsparse_handle h, const test_csr* A, formats* f,                     \
                                        rocsparse_hyb_partition partition)                                     \
    {                                                                                                          \
        return rocsparse_##p##csr2hyb(h, A->m, A->n, A->descr, (const T*)f->val, f->row_ptr, f->col_ind,       \
                                      f->hyb, 0, partition);                                                   \
    }                                                                                                          \
    static rocsparse_status hyb2csr_##p(rocsparse_handle h, const test_csr* A, const formats* hyb,             \
                                        formats* out, void* buffer)                                            \
    {                                                                                                          \
        return rocsparse_##p##hyb2csr(h, A->descr, hyb->hyb, (T*)out->val, out->row_ptr, out->col_ind,         \
                                      buffer);                                                                 \
    }                                                                                                          \
    static rocsparse_status analysis_##p(rocsparse_handle h, const test_csr* A, const formats* f)             \
    {                                                                                                          \
        return rocsparse_##p##csrmv_analysis(h, rocsparse_operation_none, A->m, A->n, A->nnz, A->descr,        \
                                             (const T*)f->val, f->row_ptr, f->col_ind, f->info);               \
    }                                                                                                          \
    static rocsparse_status csrmv_##p(rocsparse_handle h, const test_csr* A, const formats* f,                 \
                                      const void* alpha, const void* x, const void* beta, void* y)             \
    {                                                                                                          \
        return rocsparse_##p##csrmv(h, rocsparse_operation_none, A->m, A->n, A->nnz, (const T*)alpha,          \
                                    A->descr, (const T*)f->val, f->row_ptr, f->col_ind, f->info,               \
                                    (const T*)x, (const T*)beta, (T*)y);                                       \
    }                                                                                                          \
    static rocsparse_status coomv_##p(rocsparse_handle h, const test_csr* A, const formats* f,                 \
                                      const void* alpha, const void* x, const void* beta, void* y)             \
    {                                                                                                          \
        return rocsparse_##p##coomv(h, rocsparse_operation_none, A->m, A->n, A->nnz, (const T*)alpha,          \
                                    A->descr, (const T*)f->val, f->coo_row_ind, f->col_ind, (const T*)x,       \
                                    (const T*)beta, (T*)y);                                                    \
    }                                                                                                          \
    static rocsparse_status ellmv_##p(rocsparse_handle h, const test_csr* A, const formats* f,                 \
                                      const void* alpha, const void* x, const void* beta, void* y)             \
    {                                                                                                          \
        return rocsparse_##p##ellmv(h, rocsparse_operation_none, A->m, A->n, (const T*)alpha, A->descr,        \
                                    (const T*)f->ell_val, f->ell_col_ind, f->ell_width, (const T*)x,           \
                                    (const T*)beta, (T*)y);                                                    \
    }                                                                                                          \
    static rocsparse_status hybmv_##p(rocsparse_handle h, const test_csr* A, const formats* f,                 \
                                      const void* alpha, const void* x, const void* beta, void* y)             \
    {                                                                                                          \
        return rocsparse_##p##hybmv(h, rocsparse_operation_none, (const T*)alpha, A->descr, f->hyb,            \
                                    (const T*)x, (const T*)beta, (T*)y);                                       \
    }                                                                                                          \
    static rocsparse_status csrmm_##p(rocsparse_handle h, const test_csr* A, const formats* f,                 \
                                      rocsparse_int n, const void* alpha, const void* B, const void* beta,     \
                                      void* C)                                                                 \
    {                                                                                                          \
        return rocsparse_##p##csrmm(h, rocsparse_operation_none, rocsparse_operation_none, A->m, n, A->n,      \
                                    A->nnz, (const T*)alpha, A->descr, (const T*)f->val, f->row_ptr,           \
                                    f->col_ind, (const T*)B, A->n, (const T*)beta, (T*)C, A->m);               \
    }
TEST_FOR_ALL(WRAP)

#define ROW(p, T) \
    {&prec_##p, csr2ell_##p, ell2csr_##p, csr2hyb_##p, hyb2csr_##p, analysis_##p, \
     csrmv_##p, coomv_##p, ellmv_##p, hybmv_##p, csrmm_##p},
static const routines all_routines[] = {TEST_FOR_ALL(ROW)};

/* ------------------------------------------------------------ test data */

/* Rows of 1 to 12 entries, a fifth of them empty, and one of 300: the auto
 * partition of csr2hyb leaves a COO part. The max partition refuses a row
 * that long (over twice the mean), so it converts rows of 1 to 4 instead,
 * with no COO part. */
static const csr_shape full_shape  = {"700 x 900", 700, 900, 12, 300, 20};
static const csr_shape empty_shape = {"700 x 900 without entries", 700, 900, 0, 0, 100};
static const csr_shape short_shape = {"700 x 900 of short rows", 700, 900, 4, 0, 0};

enum { poison_index = -777 };

/* Device arrays of one group of calls, freed together at its end. */
enum { max_kept = 32 };
static void* kept_arrays[max_kept];
static int   kept_count;

static void* kept(void* device_array)
{
    if(kept_count == max_kept)
        bail_out("more than %d device arrays in one group", max_kept);
    kept_arrays[kept_count++] = device_array;
    return device_array;
}

static void free_kept(void)
{
    while(kept_count > 0)
        dev_free(kept_arrays[--kept_count]);
}

static rocsparse_int* poisoned_ints(size_t n)
{
    return kept(dev_ints(n, poison_index));
}

/* Row pointers that give INT_MAX entries when read back (see above). */
static rocsparse_int* poisoned_row_ptr(rocsparse_int m)
{
    rocsparse_int* h = xmalloc(sizeof(rocsparse_int) * ((size_t)m + 1));
    h[0]             = -(1 << 30);
    for(rocsparse_int i = 1; i <= m; ++i)
        h[i] = (1 << 30) - 1;
    rocsparse_int* d = kept(dev_upload(h, sizeof(rocsparse_int) * ((size_t)m + 1)));
    free(h);
    return d;
}

/* Poisoned CSR arrays for a matrix like M (value and column arrays null
 * when M has no entries: a caller may pass them so). */
static void csr_poisoned(formats* f, const test_csr* M)
{
    memset(f, 0, sizeof(*f));
    f->row_ptr = poisoned_row_ptr(M->m);
    f->col_ind = poisoned_ints((size_t)M->nnz);
    f->val     = kept(dev_random(M->prec, (size_t)M->nnz, 1));
}

/* The test's uploads are in place (a blocking copy may return before its
 * data has landed), then the delay that the writes queued next follow. */
static void start_inputs(hipStream_t stream)
{
    rocsparse_status status = fsparse_device_synchronize();
    if(status != rocsparse_status_success)
        bail_out("fsparse_device_synchronize failed: %s", status_name(status));
    producer_delay(stream);
}

/* Queues the writes of M's CSR arrays into f's (after start_inputs). */
static void produce_csr(hipStream_t stream, const formats* f, const test_csr* M)
{
    producer_copy(stream, f->row_ptr, M->d_row_ptr, sizeof(rocsparse_int) * ((size_t)M->m + 1));
    producer_copy(stream, f->col_ind, M->d_col_ind, sizeof(rocsparse_int) * (size_t)M->nnz);
    producer_copy(stream, f->val, M->d_val, M->prec->size * (size_t)M->nnz);
}

/* One check: the device array holds want's bytes. */
static void expect_bytes(const void* device_array, const void* want, size_t bytes, const char* label,
                         const char* what)
{
    void* got = xmalloc(bytes);
    dev_download(got, device_array, bytes);
    check_unchanged(got, want, bytes, "%s: %s", label, what);
    free(got);
}

/* M's CSR arrays are f's, one check per array. */
static void expect_csr(const formats* f, const test_csr* M, const char* label, const char* what)
{
    char text[128];
    snprintf(text, sizeof(text), "%s: row pointers", what);
    expect_bytes(f->row_ptr, M->row_ptr, sizeof(rocsparse_int) * ((size_t)M->m + 1), label, text);
    if(M->nnz == 0)
        return;
    snprintf(text, sizeof(text), "%s: column indices", what);
    expect_bytes(f->col_ind, M->col_ind, sizeof(rocsparse_int) * (size_t)M->nnz, label, text);
    snprintf(text, sizeof(text), "%s: values", what);
    expect_bytes(f->val, M->val, M->prec->size * (size_t)M->nnz, label, text);
}

/* A size result where the pointer mode wants it, poisoned; read back by
 * size_value after the calls. */
typedef struct size_result
{
    rocsparse_int  host;
    rocsparse_int* device;
} size_result;

static rocsparse_int* size_arg(size_result* r, rocsparse_pointer_mode mode)
{
    r->host   = poison_index;
    r->device = mode == rocsparse_pointer_mode_device ? poisoned_ints(1) : NULL;
    return r->device != NULL ? r->device : &r->host;
}

static rocsparse_int size_value(size_result* r)
{
    if(r->device != NULL)
        dev_download(&r->host, r->device, sizeof(r->host));
    return r->host;
}

/* ------------------------------------------------------------ the groups */

typedef struct stream_case
{
    rocsparse_handle       handle;
    hipStream_t            stream;
    const routines*        r;
    rocsparse_pointer_mode mode;
    char                   label[96];
} stream_case;

/* CSR -> ELL (one padding column beyond the longest row, so that even a
 * matrix without entries has slots, in the other base) -> CSR. */
static void ell_chain(const stream_case* c, const test_csr* M)
{
    const rocsparse_index_base ell_base  = M->base == rocsparse_index_base_zero ? rocsparse_index_base_one
                                                                                : rocsparse_index_base_zero;
    rocsparse_mat_descr        ell_descr = test_descr(ell_base, rocsparse_matrix_type_general);
    const size_t               slots     = (size_t)M->m * (size_t)(M->max_row + 1);
    formats                    in, out;
    size_result                width, count;
    csr_poisoned(&in, M);
    csr_poisoned(&out, M);
    in.ell_width   = M->max_row + 1;
    in.ell_col_ind = poisoned_ints(slots);
    in.ell_val     = kept(dev_random(M->prec, slots, 1));
    rocsparse_int* width_arg = size_arg(&width, c->mode);
    rocsparse_int* count_arg = size_arg(&count, c->mode);

    start_inputs(c->stream);
    produce_csr(c->stream, &in, M);
    is_status(rocsparse_csr2ell_width(c->handle, M->m, M->descr, in.row_ptr, ell_descr, width_arg),
              rocsparse_status_success, "%s: csr2ell_width succeeds", c->label);
    is_status(c->r->csr2ell(c->handle, M, &in, ell_descr), rocsparse_status_success, "%s: csr2ell succeeds",
              c->label);
    producer_delay(c->stream);
    is_status(rocsparse_ell2csr_nnz(c->handle, M->m, M->n, ell_descr, in.ell_width, in.ell_col_ind, M->descr,
                                    out.row_ptr, count_arg),
              rocsparse_status_success, "%s: ell2csr_nnz succeeds", c->label);
    is_status(c->r->ell2csr(c->handle, M, ell_descr, &in, &out), rocsparse_status_success, "%s: ell2csr succeeds",
              c->label);

    is_int(size_value(&width), M->max_row, "%s: csr2ell_width is the longest row", c->label);
    is_int(size_value(&count), M->nnz, "%s: ell2csr_nnz counts the entries", c->label);
    rocsparse_int* want_col;
    void*          want_val;
    csr_host_ell(M, in.ell_width, ell_base, &want_col, &want_val);
    expect_bytes(in.ell_col_ind, want_col, sizeof(rocsparse_int) * slots, c->label, "csr2ell: column indices");
    expect_bytes(in.ell_val, want_val, M->prec->size * slots, c->label, "csr2ell: values");
    expect_csr(&out, M, c->label, "ell2csr gives back the original");
    free(want_col);
    free(want_val);
    rocsparse_destroy_mat_descr(ell_descr);
    free_kept();
}

static void hyb_chain(const stream_case* c, const test_csr* M, rocsparse_hyb_partition partition)
{
    const char* name = partition == rocsparse_hyb_partition_max ? "max" : "auto";
    formats     in, out;
    csr_poisoned(&in, M);
    csr_poisoned(&out, M);
    in.hyb = test_hyb();

    start_inputs(c->stream);
    produce_csr(c->stream, &in, M);
    is_status(c->r->csr2hyb(c->handle, M, &in, partition), rocsparse_status_success,
              "%s: csr2hyb, %s partition, succeeds", c->label, name);
    size_t size = 0;
    is_status(rocsparse_hyb2csr_buffer_size(c->handle, M->descr, in.hyb, out.row_ptr, &size),
              rocsparse_status_success, "%s: hyb2csr_buffer_size succeeds", c->label);
    void* buffer = kept(dev_alloc(size));
    is_status(c->r->hyb2csr(c->handle, M, &in, &out, buffer), rocsparse_status_success, "%s: hyb2csr succeeds",
              c->label);

    expect_csr(&out, M, c->label, partition == rocsparse_hyb_partition_max ? "hyb2csr of the max partition"
                                                                           : "hyb2csr of the auto partition");
    rocsparse_destroy_hyb_mat(in.hyb);
    free_kept();
}

static void coo_chain(const stream_case* c, const test_csr* M)
{
    const size_t   ptr_bytes = sizeof(rocsparse_int) * ((size_t)M->m + 1);
    rocsparse_int* row_ptr   = poisoned_row_ptr(M->m);
    /* csr2coo wants its output array even when it has no entry to write. */
    rocsparse_int* coo_rows  = poisoned_ints(M->nnz > 0 ? (size_t)M->nnz : 1);
    rocsparse_int* back      = poisoned_row_ptr(M->m);

    start_inputs(c->stream);
    producer_copy(c->stream, row_ptr, M->d_row_ptr, ptr_bytes);
    is_status(rocsparse_csr2coo(c->handle, row_ptr, M->nnz, M->m, coo_rows, M->base), rocsparse_status_success,
              "%s: csr2coo succeeds", c->label);
    is_status(rocsparse_coo2csr(c->handle, coo_rows, M->nnz, M->m, back, M->base), rocsparse_status_success,
              "%s: coo2csr succeeds", c->label);

    if(M->nnz > 0)
    {
        rocsparse_int* want = csr_host_coo_rows(M);
        expect_bytes(coo_rows, want, sizeof(rocsparse_int) * (size_t)M->nnz, c->label, "csr2coo: row indices");
        free(want);
    }
    expect_bytes(back, M->row_ptr, ptr_bytes, c->label, "coo2csr gives back the row pointers");
    free_kept();
}

/* What a product needs built from the CSR arrays first, on the stream. */
enum build
{
    build_nothing,
    build_analysis,
    build_coo,
    build_ell,
    build_hyb
};

static const struct
{
    const char* name;
    enum build  build;
} products[] = {{"csrmv without analysis", build_nothing},
                {"csrmv with analysis", build_analysis},
                {"coomv", build_coo},
                {"ellmv", build_ell},
                {"hybmv", build_hyb}};

static rocsparse_status build_form(const stream_case* c, const test_csr* A, formats* f, enum build build)
{
    switch(build)
    {
    case build_analysis: return c->r->analysis(c->handle, A, f);
    case build_coo: return rocsparse_csr2coo(c->handle, f->row_ptr, A->nnz, A->m, f->coo_row_ind, A->base);
    case build_ell: return c->r->csr2ell(c->handle, A, f, A->descr);
    case build_hyb: return c->r->csr2hyb(c->handle, A, f, rocsparse_hyb_partition_auto);
    case build_nothing: break;
    }
    return rocsparse_status_success;
}

static mv_fn product_fn(const routines* r, enum build build)
{
    return build == build_coo ? r->coomv : build == build_ell ? r->ellmv : build == build_hyb ? r->hybmv : r->csrmv;
}

/* One product, or csrmm when n_rhs > 0: C = alpha * A * B + beta * C with
 * B of A->n rows and C of A->m rows, n_rhs columns each (a vector when
 * n_rhs is 0). Inputs all written on the stream, the reference one
 * column at a time. */
static void product(const stream_case* c, const test_csr* A, size_t k, rocsparse_int n_rhs)
{
    const test_prec* p     = A->prec;
    const size_t     cols  = n_rhs > 0 ? (size_t)n_rhs : 1;
    const size_t     x_len = (size_t)A->n * cols, y_len = (size_t)A->m * cols;
    const char*      name  = n_rhs > 0 ? "csrmm" : products[k].name;
    char             alpha[16], beta[16];
    void*            x = xmalloc(p->size * x_len);
    void*            y = xmalloc(p->size * y_len);
    random_values(p, alpha, 1);
    random_values(p, beta, 1);
    random_values(p, x, x_len);
    random_values(p, y, y_len);
    ref_t*       rx    = ref_copy(p, x, x_len);
    ref_t*       ry    = ref_copy(p, y, y_len);
    ref_t*       want  = xmalloc(sizeof(ref_t) * y_len);
    long double* bound = xmalloc(sizeof(long double) * y_len);
    for(size_t j = 0; j < cols; ++j)
        ref_spmv(A, rocsparse_operation_none, value_get(p, alpha, 0), rx + j * (size_t)A->n, value_get(p, beta, 0),
                 ry + j * (size_t)A->m, want + j * (size_t)A->m, bound + j * (size_t)A->m);

    formats f;
    csr_poisoned(&f, A);
    const enum build build = n_rhs > 0 ? build_nothing : products[k].build;
    f.coo_row_ind          = poisoned_ints((size_t)A->nnz);
    f.ell_width            = A->max_row + 1;
    f.ell_col_ind          = poisoned_ints((size_t)A->m * (size_t)f.ell_width);
    f.ell_val              = kept(dev_random(p, (size_t)A->m * (size_t)f.ell_width, 1));
    f.hyb                  = test_hyb();
    f.info                 = build == build_analysis ? test_info() : NULL;
    void* x_src            = kept(dev_upload(x, p->size * x_len));
    void* y_src            = kept(dev_upload(y, p->size * y_len));
    void* d_x              = kept(dev_random(p, x_len, 1));
    void* d_y              = kept(dev_random(p, y_len, 1));
    void* d_alpha          = scalar_arg(c->mode, alpha, p->size);
    void* d_beta           = scalar_arg(c->mode, beta, p->size);

    start_inputs(c->stream);
    produce_csr(c->stream, &f, A);
    producer_copy(c->stream, d_x, x_src, p->size * x_len);
    producer_copy(c->stream, d_y, y_src, p->size * y_len);
    if(build != build_nothing)
        is_status(build_form(c, A, &f, build), rocsparse_status_success, "%s: %s: its form is built", c->label,
                  name);
    rocsparse_status status = n_rhs > 0 ? c->r->csrmm(c->handle, A, &f, n_rhs, d_alpha, d_x, d_beta, d_y)
                                        : product_fn(c->r, build)(c->handle, A, &f, d_alpha, d_x, d_beta, d_y);
    is_status(status, rocsparse_status_success, "%s: %s succeeds", c->label, name);

    dev_download(y, d_y, p->size * y_len);
    check_values(p, y, want, bound, y_len, "%s: %s matches the reference", c->label, name);
    scalar_done(c->mode, alpha, d_alpha, p->size);
    scalar_done(c->mode, beta, d_beta, p->size);
    rocsparse_destroy_hyb_mat(f.hyb);
    if(f.info != NULL)
        rocsparse_destroy_mat_info(f.info);
    free_kept();
    free(x);
    free(y);
    free(rx);
    free(ry);
    free(want);
    free(bound);
}

/* Device mode: the sizes of a matrix without rows land after the work
 * queued before the call, here a delayed write of poison to them. */
static void ordered_results(const stream_case* c, rocsparse_mat_descr descr)
{
    rocsparse_int* poison = poisoned_ints(1);
    rocsparse_int* width  = kept(dev_ints(1, 1));
    rocsparse_int* count  = kept(dev_ints(1, 1));
    start_inputs(c->stream);
    producer_copy(c->stream, width, poison, sizeof(rocsparse_int));
    producer_copy(c->stream, count, poison, sizeof(rocsparse_int));
    is_status(rocsparse_csr2ell_width(c->handle, 0, descr, NULL, descr, width), rocsparse_status_success,
              "%s: csr2ell_width of 0 rows succeeds", c->label);
    is_status(rocsparse_ell2csr_nnz(c->handle, 0, 1, descr, 0, NULL, descr, NULL, count), rocsparse_status_success,
              "%s: ell2csr_nnz of 0 rows succeeds", c->label);
    rocsparse_int got = -1;
    dev_download(&got, width, sizeof(got));
    is_int(got, 0, "%s: csr2ell_width of 0 rows lands after the work before it", c->label);
    dev_download(&got, count, sizeof(got));
    is_int(got, 0, "%s: ell2csr_nnz of 0 rows lands after the work before it", c->label);
    free_kept();
}

static void set_label(stream_case* c, rocsparse_index_base base, const csr_shape* shape)
{
    snprintf(c->label, sizeof(c->label), "%c %s base %d, %s", c->r->prec->letter, mode_name(c->mode), (int)base,
             shape->name);
}

static void run_case(stream_case* c, rocsparse_index_base base)
{
    set_mode(c->handle, c->mode);
    const csr_shape* shapes[3] = {&empty_shape, &full_shape, &short_shape};
    test_csr         M[3];
    for(int k = 0; k < 3; ++k)
    {
        csr_random(&M[k], c->r->prec, shapes[k], base);
        set_label(c, base, shapes[k]);
        ell_chain(c, &M[k]);
        hyb_chain(c, &M[k], rocsparse_hyb_partition_auto);
        if(shapes[k] != &full_shape)
            hyb_chain(c, &M[k], rocsparse_hyb_partition_max);
        coo_chain(c, &M[k]);
    }
    set_label(c, base, &full_shape);
    for(size_t k = 0; k < sizeof(products) / sizeof(products[0]); ++k)
        product(c, &M[1], k, 0);
    product(c, &M[1], 0, 3);
    if(c->mode == rocsparse_pointer_mode_device)
        ordered_results(c, M[1].descr);
    for(int k = 0; k < 3; ++k)
        csr_free(&M[k]);
}

int main(void)
{
    test_init();
    stream_case c;
    c.stream = producer_stream_create();
    c.handle = test_handle();
    is_status(rocsparse_set_stream(c.handle, c.stream), rocsparse_status_success, "the handle takes the stream");
    for(size_t k = 0; k < sizeof(all_routines) / sizeof(all_routines[0]); ++k)
        for(int b = 0; b < 2; ++b)
            for(int md = 0; md < 2; ++md)
            {
                c.r    = &all_routines[k];
                c.mode = test_modes[md];
                run_case(&c, test_bases[b]);
            }
    is_status(rocsparse_destroy_handle(c.handle), rocsparse_status_success, "destroy the handle");
    producer_stream_destroy(c.stream);
    return done_testing();
}
