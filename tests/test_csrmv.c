/* rocsparse_Xcsrmv, rocsparse_Xcsrmv_analysis and rocsparse_csrmv_clear:
 * y = alpha * op(A) * x + beta * y against a naive reference, with and
 * without analysis, and the errors of an analysis made for another
 * problem. Every kernel of the backend is forced in turn on every shape
 * (FSPARSE_FORCE_KERNEL). */
#include <stdio.h>
#include <stdlib.h>

#include "config.h"
#include "sparse_gen.h"

/* The strategies of the backend's csrmv (src/hip/hip_kernel_choice.hpp,
 * src/host/csrmv_plan.h); on the HIP backend each runs with its automatic
 * loads (16-byte loads on aligned arrays, one entry at a time on the
 * unaligned ones) and again with streamed loads. */
#ifdef FSPARSE_BACKEND_HIP
static const forced_kernel forced_kernels[] = {
    {"csrmv:units", 1, 0},
    {"csrmv:row_blocks", 0, 0},
    {"csrmv:block_rows", 0, 0},
    {"csrmv:short_rows8", 0, 0},
    {"csrmv:short_rows16", 0, 0},
    {"csrmv:short_rows8_queued", 0, 0},
    {"csrmv:short_rows16_queued", 0, 0},
    {"csrmv:vector8", 0, 0},
    {"csrmv:vector8_clustered", 0, 0},
    {"csrmv:vector16", 0, 0},
    {"csrmv:vector32", 0, 0},
    {"csrmv:vector32_queued", 0, 0},
    {"csrmv:vector64", 0, 1},
    {"csrmv:vector64_queued", 0, 1},
};
static const char* const forced_loads[] = {"", ",csr_loads:streamed"};
#else
static const forced_kernel forced_kernels[] = {{"csrmv:rows", 0, 0}, {"csrmv:chunks", 1, 0}};
static const char* const   forced_loads[]   = {""};
#endif
enum
{
    forced_kernel_count = sizeof(forced_kernels) / sizeof(forced_kernels[0]),
    forced_loads_count  = sizeof(forced_loads) / sizeof(forced_loads[0]),
    forced_count        = forced_kernel_count * forced_loads_count
};

/* A handle of each forced kernel and loads, NULL where the platform has
 * no such kernel. */
typedef struct forced_run
{
    const forced_kernel* kernel;
    char                 setting[96];
    rocsparse_handle     handle;
} forced_run;

typedef rocsparse_status (*csrmv_fn)(rocsparse_handle, rocsparse_operation, rocsparse_int, rocsparse_int,
                                     rocsparse_int, const void*, const rocsparse_mat_descr, const void*,
                                     const rocsparse_int*, const rocsparse_int*, rocsparse_mat_info, const void*,
                                     const void*, void*);
typedef rocsparse_status (*analysis_fn)(rocsparse_handle, rocsparse_operation, rocsparse_int, rocsparse_int,
                                        rocsparse_int, const rocsparse_mat_descr, const void*, const rocsparse_int*,
                                        const rocsparse_int*, rocsparse_mat_info);

typedef struct csrmv_routine
{
    const char*      name;
    const test_prec* prec;
    csrmv_fn         mv;
    analysis_fn      analysis;
} csrmv_routine;

#define WRAP_CSRMV(p, T)                                                                                        \
    static rocsparse_status csrmv_##p(rocsparse_handle h, rocsparse_operation t, rocsparse_int m,              \
                                      rocsparse_int n, rocsparse_int nnz, const void* alpha,                   \
                                      const rocsparse_mat_descr d, const void* val, const rocsparse_int* rp,   \
                                      const rocsparse_int* ci, rocsparse_mat_info info, const void* x,         \
                                      const void* beta, void* y)                                               \
    {                                                                                                          \
        return rocsparse_##p##csrmv(h, t, m, n, nnz, (const T*)alpha, d, (const T*)val, rp, ci, info,          \
                                    (const T*)x, (const T*)beta, (T*)y);                                       \
    }                                                                                                          \
    static rocsparse_status analysis_##p(rocsparse_handle h, rocsparse_operation t, rocsparse_int m,           \
                                         rocsparse_int n, rocsparse_int nnz, const rocsparse_mat_descr d,      \
                                         const void* val, const rocsparse_int* rp, const rocsparse_int* ci,    \
                                         rocsparse_mat_info info)                                              \
    {                                                                                                          \
        return rocsparse_##p##csrmv_analysis(h, t, m, n, nnz, d, (const T*)val, rp, ci, info);                 \
    }
TEST_FOR_ALL(WRAP_CSRMV)

#define CSRMV_ROW(p, T) {"rocsparse_" #p "csrmv", &prec_##p, csrmv_##p, analysis_##p},
static const csrmv_routine routines[] = {TEST_FOR_ALL(CSRMV_ROW)};

/* Every argument but the scalars and vectors, for mv_call. */
typedef struct csrmv_ctx
{
    const csrmv_routine* r;
    rocsparse_handle     handle;
    rocsparse_operation  trans;
    rocsparse_int        m, n, nnz;
    rocsparse_mat_descr  descr;
    const void*          val;
    const rocsparse_int* row_ptr;
    const rocsparse_int* col_ind;
    rocsparse_mat_info   info;
} csrmv_ctx;

static rocsparse_status csrmv_run(const void* ctx, const void* alpha, const void* x, const void* beta, void* y)
{
    const csrmv_ctx* c = ctx;
    return c->r->mv(c->handle, c->trans, c->m, c->n, c->nnz, alpha, c->descr, c->val, c->row_ptr, c->col_ind,
                    c->info, x, beta, y);
}

static csrmv_ctx ctx_of(const csrmv_routine* r, rocsparse_handle handle, rocsparse_operation trans,
                        const test_csr* A, rocsparse_mat_info info)
{
    csrmv_ctx c = {r, handle, trans, A->m, A->n, A->nnz, A->descr, A->d_val, A->d_row_ptr, A->d_col_ind, info};
    return c;
}

/* ------------------------------------------------------------ bad arguments */

/* Each case carries every later error too, so that the order of the
 * checks is what is tested. */
static void bad_args(rocsparse_handle handle, const csrmv_routine* r, rocsparse_pointer_mode mode)
{
    const test_prec*    p = r->prec;
    test_csr            A;
    rocsparse_mat_descr sym = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_symmetric);
    char                alpha[16], beta[16], label[128];
    csr_random(&A, p, &test_shapes[1], rocsparse_index_base_zero);
    random_values(p, alpha, 1);
    random_values(p, beta, 1);
    void* d_alpha = scalar_arg(mode, alpha, p->size);
    void* d_beta  = scalar_arg(mode, beta, p->size);
    void* d_x     = dev_random(p, (size_t)A.n, 0);
    void* d_y     = dev_random(p, (size_t)A.m, 1);
    snprintf(label, sizeof(label), "%s %s", r->name, mode_name(mode));

    const rocsparse_operation bad_trans = (rocsparse_operation)99;
    out_buf                   outs[]    = {{d_y, p->size * (size_t)A.m, 1}};
    out_watch                 w;
    watch_start(&w, outs, 1);
#define MV(h, t, m, n, nnz, al, d, v, rp, ci, x, be, y) r->mv(h, t, m, n, nnz, al, d, v, rp, ci, NULL, x, be, y)
    expect_status(&w, MV(NULL, bad_trans, -1, -1, -1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_handle, "%s: null handle (and every later error)", label);
    expect_status(&w, MV(handle, bad_trans, -1, -1, -1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_pointer, "%s: null descr (and every later error)", label);
    expect_status(&w, MV(handle, bad_trans, -1, -1, -1, NULL, sym, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_value, "%s: trans 99 (and a symmetric matrix, sizes, nulls)", label);
    expect_status(&w,
                  MV(handle, rocsparse_operation_none, -1, -1, -1, NULL, sym, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_not_implemented, "%s: symmetric matrix (and sizes -1, nulls)", label);
    expect_status(&w, MV(handle, rocsparse_operation_none, -1, A.n, A.nnz, NULL, A.descr, NULL, NULL, NULL, NULL,
                         NULL, NULL),
                  rocsparse_status_invalid_size, "%s: m -1 (and nulls)", label);
    expect_status(&w, MV(handle, rocsparse_operation_none, A.m, -1, A.nnz, NULL, A.descr, NULL, NULL, NULL, NULL,
                         NULL, NULL),
                  rocsparse_status_invalid_size, "%s: n -1 (and nulls)", label);
    expect_status(&w, MV(handle, rocsparse_operation_none, A.m, A.n, -1, NULL, A.descr, NULL, NULL, NULL, NULL,
                         NULL, NULL),
                  rocsparse_status_invalid_size, "%s: nnz -1 (and nulls)", label);
    const void* ptrs[7] = {d_alpha, A.d_val, A.d_row_ptr, A.d_col_ind, d_x, d_beta, d_y};
    static const char* const names[7] = {"alpha", "csr_val", "csr_row_ptr", "csr_col_ind", "x", "beta", "y"};
    for(int k = 0; k < 7; ++k)
    {
        const void* q[7];
        null_one(ptrs, 7, k, q);
        expect_status(&w, MV(handle, rocsparse_operation_none, A.m, A.n, A.nnz, q[0], A.descr, q[1], q[2], q[3], q[4],
                             q[5], (void*)q[6]),
                      rocsparse_status_invalid_pointer, "%s: null %s", label, names[k]);
    }
#undef MV
    watch_end(&w);

    /* The analysis: the same order, and info is one more required pointer. */
    rocsparse_mat_info info = test_info();
    snprintf(label, sizeof(label), "%s_analysis", r->name);
    is_status(r->analysis(NULL, bad_trans, -1, -1, -1, NULL, NULL, NULL, NULL, NULL),
              rocsparse_status_invalid_handle, "%s: null handle (and every later error)", label);
    is_status(r->analysis(handle, bad_trans, -1, -1, -1, NULL, NULL, NULL, NULL, info),
              rocsparse_status_invalid_pointer, "%s: null descr (and every later error)", label);
    is_status(r->analysis(handle, bad_trans, -1, -1, -1, A.descr, NULL, NULL, NULL, NULL),
              rocsparse_status_invalid_pointer, "%s: null info (and every later error)", label);
    is_status(r->analysis(handle, bad_trans, -1, -1, -1, sym, NULL, NULL, NULL, info), rocsparse_status_invalid_value,
              "%s: trans 99 (and a symmetric matrix, sizes, nulls)", label);
    is_status(r->analysis(handle, rocsparse_operation_none, -1, -1, -1, sym, NULL, NULL, NULL, info),
              rocsparse_status_not_implemented, "%s: symmetric matrix (and sizes, nulls)", label);
    is_status(r->analysis(handle, rocsparse_operation_none, -1, A.n, A.nnz, A.descr, NULL, NULL, NULL, info),
              rocsparse_status_invalid_size, "%s: m -1 (and nulls)", label);
    is_status(r->analysis(handle, rocsparse_operation_none, A.m, -1, A.nnz, A.descr, NULL, NULL, NULL, info),
              rocsparse_status_invalid_size, "%s: n -1 (and nulls)", label);
    is_status(r->analysis(handle, rocsparse_operation_none, A.m, A.n, -1, A.descr, NULL, NULL, NULL, info),
              rocsparse_status_invalid_size, "%s: nnz -1 (and nulls)", label);
    is_status(r->analysis(handle, rocsparse_operation_none, A.m, A.n, A.nnz, A.descr, NULL, A.d_row_ptr, A.d_col_ind,
                          info),
              rocsparse_status_invalid_pointer, "%s: null csr_val", label);
    is_status(r->analysis(handle, rocsparse_operation_none, A.m, A.n, A.nnz, A.descr, A.d_val, NULL, A.d_col_ind,
                          info),
              rocsparse_status_invalid_pointer, "%s: null csr_row_ptr", label);
    is_status(r->analysis(handle, rocsparse_operation_none, A.m, A.n, A.nnz, A.descr, A.d_val, A.d_row_ptr, NULL,
                          info),
              rocsparse_status_invalid_pointer, "%s: null csr_col_ind", label);
    is_status(rocsparse_csrmv_clear(NULL, NULL), rocsparse_status_invalid_handle,
              "rocsparse_csrmv_clear: null handle gives invalid_handle");
    is_status(rocsparse_csrmv_clear(handle, NULL), rocsparse_status_invalid_pointer,
              "rocsparse_csrmv_clear: null info gives invalid_pointer");
    is_status(rocsparse_csrmv_clear(handle, info), rocsparse_status_success,
              "rocsparse_csrmv_clear: an info without analysis succeeds");
    rocsparse_destroy_mat_info(info);

    scalar_done(mode, alpha, d_alpha, p->size);
    scalar_done(mode, beta, d_beta, p->size);
    dev_free(d_x);
    dev_free(d_y);
    rocsparse_destroy_mat_descr(sym);
    csr_free(&A);
}

/* ------------------------------------------------------------ quick returns */

static void quick_return(rocsparse_handle handle, const csrmv_routine* r, rocsparse_pointer_mode mode)
{
    const test_prec*    p = r->prec;
    rocsparse_mat_descr descr[2];
    char                label[160];
    const char*         mn = mode_name(mode);
    for(int b = 0; b < 2; ++b)
        descr[b] = test_descr(test_bases[b], rocsparse_matrix_type_general);

    /* No output at all: nothing is read, every pointer may be null. */
    is_status(r->mv(handle, rocsparse_operation_none, 0, 0, 0, NULL, descr[0], NULL, NULL, NULL, NULL, NULL, NULL,
                    NULL),
              rocsparse_status_success, "%s %s: m = n = nnz = 0 with null arrays succeeds", r->name, mn);
    is_status(r->mv(handle, rocsparse_operation_none, 0, 7, 0, NULL, descr[1], NULL, NULL, NULL, NULL, NULL, NULL,
                    NULL),
              rocsparse_status_success, "%s %s: m = 0 (no rows of y) with null arrays succeeds", r->name, mn);
    is_status(r->mv(handle, rocsparse_operation_transpose, 7, 0, 0, NULL, descr[0], NULL, NULL, NULL, NULL, NULL,
                    NULL, NULL),
              rocsparse_status_success, "%s %s: transpose, n = 0 (no rows of y) with null arrays succeeds", r->name,
              mn);

    /* The matrix contributes nothing but y still has rows: y = beta * y. */
    for(int b = 0; b < 2; ++b)
    {
        rocsparse_int rows[7];
        for(int i = 0; i < 7; ++i)
            rows[i] = (rocsparse_int)test_bases[b];
        rocsparse_int* d_rows = dev_upload(rows, sizeof(rows));
        struct
        {
            rocsparse_operation trans;
            rocsparse_int       m, n, in_len, out_len;
            const char*         what;
        } cases[] = {
            {rocsparse_operation_none, 6, 0, 0, 6, "n = 0"},
            {rocsparse_operation_transpose, 0, 6, 0, 6, "transpose, m = 0"},
            {rocsparse_operation_none, 6, 4, 4, 6, "nnz = 0"},
            {rocsparse_operation_conjugate_transpose, 6, 4, 6, 4, "conj transpose, nnz = 0"},
        };
        for(size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); ++c)
        {
            csrmv_ctx ctx = {r,       handle, cases[c].trans, cases[c].m, cases[c].n, 0,
                             descr[b], NULL,  d_rows,         NULL,       NULL};
            snprintf(label, sizeof(label), "%s %s base %d: %s", r->name, mn, b, cases[c].what);
            check_mv_scaling(label, p, cases[c].in_len, cases[c].out_len, mode, csrmv_run, &ctx);
        }
        dev_free(d_rows);
    }
    for(int b = 0; b < 2; ++b)
        rocsparse_destroy_mat_descr(descr[b]);
}

/* ------------------------------------------------------------ numerics */

/* Shapes for csrmv alone, on top of the common ones, so that the automatic
 * choice of the device backend meets each of its paths too (every kernel is
 * also forced on every shape):
 * - a row of 20000 among short rows: many chunks with analysis; queued
 *   without;
 * - a row of 1500 among short rows: queued without analysis;
 * - a row of 300 among rows of up to 8: summed by its wavefront in the
 *   thread-per-row kernel without analysis;
 * - rows of 1 to 16: one thread per row with analysis, 16 loads each;
 * - rows of up to 150 and one of 8000: without analysis a wavefront per
 *   row, the long one queued as chunks;
 * - rows of 1 to 40 and of 1 to 100: regular, so with analysis vector CSR
 *   with groups of 8 and of 16 lanes;
 * - rows of 1 to 2500: regular with a mean over 1024, so with analysis a
 *   block per row;
 * - rows of 1 to 40 among 64 columns: regular, and most columns within 8
 *   of the previous one, so with analysis groups of 8 lanes that sum
 *   lane-consecutively. */
static const csr_shape extra_shapes[] = {
    {"3000 x 40000 with a row of 20000", 3000, 40000, 6, 20000, 10},
    {"200 x 3000 with a row of 1500", 200, 3000, 4, 1500, 10},
    {"2000 x 3000 with a row of 300", 2000, 3000, 8, 300, 0},
    {"5000 x 5000 with rows of 1 to 16", 5000, 5000, 16, 0, 0},
    {"100 x 9000 with a row of 8000", 100, 9000, 150, 8000, 0},
    {"4000 x 4000 with rows of 1 to 40", 4000, 4000, 40, 0, 0},
    {"3000 x 2000 with rows of 1 to 100", 3000, 2000, 100, 0, 0},
    {"60 x 3000 with rows of 1 to 2500", 60, 3000, 2500, 0, 0},
    {"3000 x 64 with rows of 1 to 40", 3000, 64, 40, 0, 0},
};
static const size_t extra_shape_count = sizeof(extra_shapes) / sizeof(extra_shapes[0]);

static const csr_shape* shape_at(size_t s)
{
    return s < test_shape_count ? &test_shapes[s] : &extra_shapes[s - test_shape_count];
}

/* The products of one matrix, checked against the reference: every
 * operation, with and without analysis, on aligned and unaligned arrays.
 * With a forced kernel (f not NULL), op = none only (the transposed
 * products have one kernel), and no products without analysis where the
 * kernel needs one. */
static void numeric(rocsparse_handle handle, const csrmv_routine* r, rocsparse_pointer_mode mode, size_t shape,
                    rocsparse_index_base base, const test_csr* A, const forced_run* f)
{
    const int ops = f == NULL ? 3 : 1;
    for(int t = 0; t < ops; ++t)
    {
        rocsparse_operation trans    = test_ops[t];
        rocsparse_mat_info  analysed = test_info();
        rocsparse_mat_info  fresh    = test_info();
        char                label[256];
        snprintf(label, sizeof(label), "%s %s base %d %s, %s (nnz %d)%s%s", r->name, mode_name(mode), (int)base,
                 trans_name(trans), shape_at(shape)->name, A->nnz, f != NULL ? ", forced " : "",
                 f != NULL ? f->setting : "");
        is_status(r->analysis(handle, trans, A->m, A->n, A->nnz, A->descr, A->d_val, A->d_row_ptr, A->d_col_ind,
                              analysed),
                  rocsparse_status_success, "%s: analysis succeeds", label);
        csrmv_ctx        plain = ctx_of(r, handle, trans, A, NULL);
        csrmv_ctx        with  = ctx_of(r, handle, trans, A, analysed);
        csrmv_ctx        empty = ctx_of(r, handle, trans, A, fresh);
        /* The same arrays one entry past a 16-byte boundary (the device
         * backend's wide loads need alignment, and must do without). */
        const size_t   vsize  = r->prec->size;
        char*          off_v  = dev_alloc(vsize * ((size_t)A->nnz + 1));
        rocsparse_int* off_c  = dev_alloc(sizeof(rocsparse_int) * ((size_t)A->nnz + 1));
        dev_store(off_v + vsize, A->val, vsize * (size_t)A->nnz);
        dev_store(off_c + 1, A->col_ind, sizeof(rocsparse_int) * (size_t)A->nnz);
        rocsparse_mat_info off_info = test_info();
        is_status(r->analysis(handle, trans, A->m, A->n, A->nnz, A->descr, off_v + vsize, A->d_row_ptr, off_c + 1,
                              off_info),
                  rocsparse_status_success, "%s: analysis of unaligned arrays succeeds", label);
        csrmv_ctx off_plain = plain, off_with = plain;
        off_plain.val = off_with.val = off_v + vsize;
        off_plain.col_ind = off_with.col_ind = off_c + 1;
        off_with.info                        = off_info;
        /* Products with one analysis in a row: the device backend runs
         * every other one in reverse block order. */
        const mv_variant analysed_variants[] = {{"with analysis", csrmv_run, &with},
                                                {"with analysis, a second product", csrmv_run, &with},
                                                {"with analysis, a third product", csrmv_run, &with},
                                                {"unaligned, with analysis", csrmv_run, &off_with},
                                                {"unaligned, with analysis, a second product", csrmv_run,
                                                 &off_with}};
        const mv_variant plain_variants[]    = {{"without analysis", csrmv_run, &plain},
                                                {"with an info never analysed", csrmv_run, &empty},
                                                {"unaligned, without analysis", csrmv_run, &off_plain}};
        mv_variant       variants[8];
        int              count = 0;
        for(size_t v = 0; v < sizeof(analysed_variants) / sizeof(analysed_variants[0]); ++v)
            variants[count++] = analysed_variants[v];
        if(f == NULL || !f->kernel->needs_analysis)
            for(size_t v = 0; v < sizeof(plain_variants) / sizeof(plain_variants[0]); ++v)
                variants[count++] = plain_variants[v];
        /* beta 0 over NaN in every other case, so that each shape, mode and
         * operation meets it. */
        int beta_zero = (int)((shape + (size_t)t + (size_t)mode + (size_t)base) & 1u);
        check_mv(label, A, trans, mode, beta_zero, variants, count);
        rocsparse_destroy_mat_info(analysed);
        rocsparse_destroy_mat_info(fresh);
        rocsparse_destroy_mat_info(off_info);
        dev_free(off_v);
        dev_free(off_c);
    }
}

/* ---------------------------------------------------- analysis lifecycle */

static void analysis_rules(rocsparse_handle handle, const csrmv_routine* r)
{
    const test_prec*   p = r->prec;
    test_csr           A;
    rocsparse_mat_info info = test_info();
    char               alpha[16], beta[16];
    const char*        n    = r->name;
    csr_random(&A, p, &test_shapes[1], rocsparse_index_base_one);
    random_values(p, alpha, 1);
    random_values(p, beta, 1);
    rocsparse_int big = A.m > A.n ? A.m : A.n;
    void*         d_x = dev_random(p, (size_t)big, 0);
    void*         d_y = dev_random(p, (size_t)big, 0);
    /* Same contents at other addresses: the analysis must be refused. */
    rocsparse_int* other_rows = dev_upload(A.row_ptr, sizeof(rocsparse_int) * (size_t)(A.m + 1));
    rocsparse_int* other_cols = dev_upload(A.col_ind, sizeof(rocsparse_int) * (size_t)A.nnz);

    is_status(r->analysis(handle, rocsparse_operation_none, A.m, A.n, A.nnz, A.descr, A.d_val, A.d_row_ptr,
                          A.d_col_ind, info),
              rocsparse_status_success, "%s_analysis: analysis for none succeeds", n);
    out_buf   outs[] = {{d_y, p->size * (size_t)big, 1}};
    out_watch w;
    watch_start(&w, outs, 1);
    expect_status(&w,
                  r->mv(handle, rocsparse_operation_transpose, A.m, A.n, A.nnz, alpha, A.descr, A.d_val, A.d_row_ptr,
                        A.d_col_ind, info, d_x, beta, d_y),
                  rocsparse_status_invalid_value, "%s: info analysed for none, called with transpose", n);
    expect_status(&w,
                  r->mv(handle, rocsparse_operation_none, A.m - 1, A.n, A.nnz, alpha, A.descr, A.d_val, A.d_row_ptr,
                        A.d_col_ind, info, d_x, beta, d_y),
                  rocsparse_status_invalid_size, "%s: info analysed for another m", n);
    expect_status(&w,
                  r->mv(handle, rocsparse_operation_none, A.m, A.n - 1, A.nnz, alpha, A.descr, A.d_val, A.d_row_ptr,
                        A.d_col_ind, info, d_x, beta, d_y),
                  rocsparse_status_invalid_size, "%s: info analysed for another n", n);
    expect_status(&w,
                  r->mv(handle, rocsparse_operation_none, A.m, A.n, A.nnz - 1, alpha, A.descr, A.d_val, A.d_row_ptr,
                        A.d_col_ind, info, d_x, beta, d_y),
                  rocsparse_status_invalid_size, "%s: info analysed for another nnz", n);
    expect_status(&w,
                  r->mv(handle, rocsparse_operation_none, A.m, A.n, A.nnz, alpha, A.descr, A.d_val, other_rows,
                        A.d_col_ind, info, d_x, beta, d_y),
                  rocsparse_status_invalid_pointer, "%s: info analysed for other csr_row_ptr", n);
    expect_status(&w,
                  r->mv(handle, rocsparse_operation_none, A.m, A.n, A.nnz, alpha, A.descr, A.d_val, A.d_row_ptr,
                        other_cols, info, d_x, beta, d_y),
                  rocsparse_status_invalid_pointer, "%s: info analysed for other csr_col_ind", n);
    /* The analysis also names its descriptor: an equal one is another. */
    rocsparse_mat_descr other_descr = test_descr(rocsparse_index_base_one, rocsparse_matrix_type_general);
    expect_status(&w,
                  r->mv(handle, rocsparse_operation_none, A.m, A.n, A.nnz, alpha, other_descr, A.d_val, A.d_row_ptr,
                        A.d_col_ind, info, d_x, beta, d_y),
                  rocsparse_status_invalid_value, "%s: info analysed with another descriptor", n);
    expect_status(&w,
                  r->mv(handle, rocsparse_operation_none, A.m - 1, A.n, A.nnz, alpha, other_descr, A.d_val,
                        A.d_row_ptr, A.d_col_ind, info, d_x, beta, d_y),
                  rocsparse_status_invalid_size, "%s: another m and another descriptor: the sizes first", n);
    /* The analysis is checked before alpha 0 and beta 1 make the call idle. */
    char zero[16], one[16];
    value_set(p, zero, 0, 0);
    value_set(p, one, 0, 1);
    expect_status(&w,
                  r->mv(handle, rocsparse_operation_none, A.m, A.n, A.nnz, zero, other_descr, A.d_val, A.d_row_ptr,
                        A.d_col_ind, info, d_x, one, d_y),
                  rocsparse_status_invalid_value, "%s: another descriptor, alpha 0 and beta 1", n);
    rocsparse_destroy_mat_descr(other_descr);
    watch_end(&w);

    /* A new analysis replaces the old one. */
    is_status(r->analysis(handle, rocsparse_operation_transpose, A.m, A.n, A.nnz, A.descr, A.d_val, A.d_row_ptr,
                          A.d_col_ind, info),
              rocsparse_status_success, "%s_analysis: analysing the same info again, for transpose, succeeds", n);
    watch_start(&w, outs, 1);
    expect_status(&w,
                  r->mv(handle, rocsparse_operation_none, A.m, A.n, A.nnz, alpha, A.descr, A.d_val, A.d_row_ptr,
                        A.d_col_ind, info, d_x, beta, d_y),
                  rocsparse_status_invalid_value, "%s: info re-analysed for transpose, called with none", n);
    watch_end(&w);
    csrmv_ctx  tctx  = ctx_of(r, handle, rocsparse_operation_transpose, &A, info);
    mv_variant trans = {"with the replacing analysis", csrmv_run, &tctx};
    check_mv("rocsparse csrmv transpose after re-analysis", &A, rocsparse_operation_transpose,
             rocsparse_pointer_mode_host, 0, &trans, 1);

    /* Only the structure is analysed: new values need no new analysis. */
    random_values(p, A.val, (size_t)A.nnz);
    dev_store(A.d_val, A.val, p->size * (size_t)A.nnz);
    check_mv("rocsparse csrmv transpose, values changed after analysis", &A, rocsparse_operation_transpose,
             rocsparse_pointer_mode_host, 1, &trans, 1);

    /* After a clear, the info is as if never analysed. */
    is_status(rocsparse_csrmv_clear(handle, info), rocsparse_status_success, "%s: csrmv_clear succeeds", n);
    csrmv_ctx  nctx    = ctx_of(r, handle, rocsparse_operation_none, &A, info);
    mv_variant cleared = {"with a cleared info", csrmv_run, &nctx};
    check_mv("rocsparse csrmv none after csrmv_clear", &A, rocsparse_operation_none, rocsparse_pointer_mode_host, 0,
             &cleared, 1);
    is_status(rocsparse_csrmv_clear(handle, info), rocsparse_status_success, "%s: a second csrmv_clear succeeds",
              n);
    is_status(r->analysis(handle, rocsparse_operation_none, A.m, A.n, A.nnz, A.descr, A.d_val, A.d_row_ptr,
                          A.d_col_ind, info),
              rocsparse_status_success, "%s_analysis: analysing a cleared info succeeds", n);
    /* Destroying an info that holds an analysis frees it (leak checkers see). */
    is_status(rocsparse_destroy_mat_info(info), rocsparse_status_success,
              "%s: destroying an analysed info succeeds", n);

    dev_free(other_rows);
    dev_free(other_cols);
    dev_free(d_x);
    dev_free(d_y);
    csr_free(&A);
}

int main(void)
{
    test_init();
    rocsparse_handle handle = test_handle();
    /* A strategy that does not exist is refused, never ignored. */
    forced_setting_refused("csrmv:no_such_kernel");
    forced_setting_refused("no_such_routine:vector8");
    forced_setting_refused("csrmv");
    forced_run forced[forced_count];
    for(int k = 0; k < forced_kernel_count; ++k)
        for(int l = 0; l < forced_loads_count; ++l)
        {
            forced_run* f = &forced[k * forced_loads_count + l];
            f->kernel     = &forced_kernels[k];
            snprintf(f->setting, sizeof(f->setting), "%s%s", f->kernel->setting, forced_loads[l]);
            f->handle = forced_handle(f->kernel, f->setting);
        }
    for(size_t k = 0; k < sizeof(routines) / sizeof(routines[0]); ++k)
    {
        const csrmv_routine* r = &routines[k];
        for(int md = 0; md < 2; ++md)
        {
            set_mode(handle, test_modes[md]);
            bad_args(handle, r, test_modes[md]);
            quick_return(handle, r, test_modes[md]);
        }
        for(size_t s = 0; s < test_shape_count + extra_shape_count; ++s)
            for(int b = 0; b < 2; ++b)
            {
                test_csr A;
                csr_random(&A, r->prec, shape_at(s), test_bases[b]);
                for(int md = 0; md < 2; ++md)
                {
                    set_mode(handle, test_modes[md]);
                    numeric(handle, r, test_modes[md], s, test_bases[b], &A, NULL);
                }
                /* Each forced kernel in one mode, alternating. */
                for(int f = 0; f < forced_count; ++f)
                    if(forced[f].handle != NULL)
                    {
                        rocsparse_pointer_mode mode = test_modes[(s + (size_t)b + (size_t)f) & 1u];
                        set_mode(forced[f].handle, mode);
                        numeric(forced[f].handle, r, mode, s, test_bases[b], &A, &forced[f]);
                    }
                csr_free(&A);
            }
        set_mode(handle, rocsparse_pointer_mode_host);
        analysis_rules(handle, r);
    }
    for(int f = 0; f < forced_count; ++f)
        if(forced[f].handle != NULL)
            is_status(rocsparse_destroy_handle(forced[f].handle), rocsparse_status_success, "destroy the handle of %s",
                      forced[f].setting);
    is_status(rocsparse_destroy_handle(handle), rocsparse_status_success, "destroy the handle");
    return done_testing();
}
