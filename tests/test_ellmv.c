/* rocsparse_Xellmv: y = alpha * A * x + beta * y, A in ELL format (built
 * by the test from a random CSR matrix, with and without extra padding),
 * against a naive reference; transposes are not implemented. */
#include <stdio.h>
#include <stdlib.h>

#include "sparse_gen.h"

typedef rocsparse_status (*ellmv_fn)(rocsparse_handle, rocsparse_operation, rocsparse_int, rocsparse_int,
                                     const void*, const rocsparse_mat_descr, const void*, const rocsparse_int*,
                                     rocsparse_int, const void*, const void*, void*);

typedef struct ellmv_routine
{
    const char*      name;
    const test_prec* prec;
    ellmv_fn         mv;
} ellmv_routine;

#define WRAP_ELLMV(p, T)                                                                                        \
    static rocsparse_status ellmv_##p(rocsparse_handle h, rocsparse_operation t, rocsparse_int m,              \
                                      rocsparse_int n, const void* alpha, const rocsparse_mat_descr d,         \
                                      const void* val, const rocsparse_int* ci, rocsparse_int w, const void* x, \
                                      const void* beta, void* y)                                               \
    {                                                                                                          \
        return rocsparse_##p##ellmv(h, t, m, n, (const T*)alpha, d, (const T*)val, ci, w, (const T*)x,         \
                                    (const T*)beta, (T*)y);                                                    \
    }
TEST_FOR_ALL(WRAP_ELLMV)

#define ELLMV_ROW(p, T) {"rocsparse_" #p "ellmv", &prec_##p, ellmv_##p},
static const ellmv_routine routines[] = {TEST_FOR_ALL(ELLMV_ROW)};

typedef struct ellmv_ctx
{
    const ellmv_routine* r;
    rocsparse_handle     handle;
    rocsparse_operation  trans;
    rocsparse_int        m, n;
    rocsparse_mat_descr  descr;
    const void*          val;
    const rocsparse_int* col_ind;
    rocsparse_int        width;
} ellmv_ctx;

static rocsparse_status ellmv_run(const void* ctx, const void* alpha, const void* x, const void* beta, void* y)
{
    const ellmv_ctx* c = ctx;
    return c->r->mv(c->handle, c->trans, c->m, c->n, alpha, c->descr, c->val, c->col_ind, c->width, x, beta, y);
}

/* A's ELL form of the given width on the device. */
static void dev_ell(const test_csr* A, rocsparse_int width, rocsparse_int** d_cols, void** d_vals)
{
    rocsparse_int* cols;
    void*          vals;
    size_t         total = (size_t)A->m * (size_t)width;
    csr_host_ell(A, width, A->base, &cols, &vals);
    *d_cols = dev_upload(cols, sizeof(rocsparse_int) * total);
    *d_vals = dev_upload(vals, A->prec->size * total);
    free(cols);
    free(vals);
}

static void bad_args(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const ellmv_routine* r = routine;
    const test_prec*    p = r->prec;
    test_csr            A;
    rocsparse_mat_descr sym = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_symmetric);
    char                alpha[16], beta[16], label[128];
    csr_random(&A, p, &test_shapes[1], rocsparse_index_base_zero);
    rocsparse_int  w = A.max_row;
    rocsparse_int* d_cols;
    void*          d_vals;
    dev_ell(&A, w, &d_cols, &d_vals);
    random_values(p, alpha, 1);
    random_values(p, beta, 1);
    void* d_alpha = scalar_arg(mode, alpha, p->size);
    void* d_beta  = scalar_arg(mode, beta, p->size);
    rocsparse_int big     = A.m > A.n ? A.m : A.n;
    void*         d_x     = dev_random(p, (size_t)big, 0);
    void*         d_y     = dev_random(p, (size_t)big, 1);
    snprintf(label, sizeof(label), "%s %s", r->name, mode_name(mode));

    const rocsparse_operation bad_trans = (rocsparse_operation)99;
    const rocsparse_operation none      = rocsparse_operation_none;
    out_buf                   outs[]    = {{d_y, p->size * (size_t)big, 1}};
    out_watch                 wt;
    watch_start(&wt, outs, 1);
    expect_status(&wt, r->mv(NULL, bad_trans, -1, -1, NULL, NULL, NULL, NULL, -1, NULL, NULL, NULL),
                  rocsparse_status_invalid_handle, "%s: null handle (and every later error)", label);
    expect_status(&wt, r->mv(handle, bad_trans, -1, -1, NULL, NULL, NULL, NULL, -1, NULL, NULL, NULL),
                  rocsparse_status_invalid_pointer, "%s: null descr (and every later error)", label);
    expect_status(&wt, r->mv(handle, bad_trans, -1, -1, NULL, sym, NULL, NULL, -1, NULL, NULL, NULL),
                  rocsparse_status_invalid_value, "%s: trans 99 (and a symmetric matrix, sizes, nulls)", label);
    expect_status(&wt, r->mv(handle, none, -1, -1, NULL, sym, NULL, NULL, -1, NULL, NULL, NULL),
                  rocsparse_status_not_implemented, "%s: symmetric matrix (and sizes -1, nulls)", label);
    expect_status(&wt, r->mv(handle, none, -1, A.n, NULL, A.descr, NULL, NULL, w, NULL, NULL, NULL),
                  rocsparse_status_invalid_size, "%s: m -1 (and nulls)", label);
    expect_status(&wt, r->mv(handle, none, A.m, -1, NULL, A.descr, NULL, NULL, w, NULL, NULL, NULL),
                  rocsparse_status_invalid_size, "%s: n -1 (and nulls)", label);
    expect_status(&wt, r->mv(handle, none, A.m, A.n, NULL, A.descr, NULL, NULL, -1, NULL, NULL, NULL),
                  rocsparse_status_invalid_size, "%s: ell_width -1 (and nulls)", label);
    const void*              ptrs[6]  = {d_alpha, d_vals, d_cols, d_x, d_beta, d_y};
    static const char* const names[6] = {"alpha", "ell_val", "ell_col_ind", "x", "beta", "y"};
    for(int k = 0; k < 6; ++k)
    {
        const void* q[6];
        null_one(ptrs, 6, k, q);
        expect_status(&wt, r->mv(handle, none, A.m, A.n, q[0], A.descr, q[1], q[2], w, q[3], q[4], (void*)q[5]),
                      rocsparse_status_invalid_pointer, "%s: null %s", label, names[k]);
    }
    /* Documented as not implemented; every argument is valid otherwise. */
    expect_status(&wt,
                  r->mv(handle, rocsparse_operation_transpose, A.m, A.n, d_alpha, A.descr, d_vals, d_cols, w, d_x,
                        d_beta, d_y),
                  rocsparse_status_not_implemented, "%s: transpose", label);
    expect_status(&wt,
                  r->mv(handle, rocsparse_operation_conjugate_transpose, A.m, A.n, d_alpha, A.descr, d_vals, d_cols,
                        w, d_x, d_beta, d_y),
                  rocsparse_status_not_implemented, "%s: conjugate transpose", label);
    watch_end(&wt);
    ellmv_ctx transposed = {r, handle, rocsparse_operation_transpose, A.m, A.n, A.descr, d_vals, d_cols, w};
    check_refused_after_idle(label, p, mode, d_x, d_y, (size_t)big, ellmv_run, &transposed);

    scalar_done(mode, alpha, d_alpha, p->size);
    scalar_done(mode, beta, d_beta, p->size);
    dev_free(d_x);
    dev_free(d_y);
    dev_free(d_cols);
    dev_free(d_vals);
    rocsparse_destroy_mat_descr(sym);
    csr_free(&A);
}

static void quick_return(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const ellmv_routine* r = routine;
    const char*         mn = mode_name(mode);
    rocsparse_mat_descr descr[2];
    char                label[160];
    for(int b = 0; b < 2; ++b)
        descr[b] = test_descr(test_bases[b], rocsparse_matrix_type_general);
    is_status(r->mv(handle, rocsparse_operation_none, 0, 0, NULL, descr[0], NULL, NULL, 0, NULL, NULL, NULL),
              rocsparse_status_success, "%s %s: m = n = width = 0 with null arrays succeeds", r->name, mn);
    is_status(r->mv(handle, rocsparse_operation_none, 0, 7, NULL, descr[1], NULL, NULL, 0, NULL, NULL, NULL),
              rocsparse_status_success, "%s %s: m = 0 (no rows of y), width 0 with null arrays succeeds", r->name,
              mn);
    /* Slots in a matrix without rows or columns: the shape is inconsistent,
     * checked before the quick return. */
    is_status(r->mv(handle, rocsparse_operation_none, 0, 7, NULL, descr[1], NULL, NULL, 3, NULL, NULL, NULL),
              rocsparse_status_invalid_size, "%s %s: m = 0 with width 3", r->name, mn);
    is_status(r->mv(handle, rocsparse_operation_none, 6, 0, NULL, descr[1], NULL, NULL, 3, NULL, NULL, NULL),
              rocsparse_status_invalid_size, "%s %s: n = 0 with width 3", r->name, mn);
    /* A transpose is refused only after the quick return and the pointers. */
    is_status(r->mv(handle, rocsparse_operation_transpose, 0, 7, NULL, descr[1], NULL, NULL, 0, NULL, NULL, NULL),
              rocsparse_status_success, "%s %s: transpose, m = 0: the quick return comes first", r->name, mn);
    is_status(r->mv(handle, rocsparse_operation_transpose, 6, 4, NULL, descr[1], NULL, NULL, 0, NULL, NULL, NULL),
              rocsparse_status_invalid_pointer, "%s %s: transpose, null pointers: the pointers come first", r->name,
              mn);
    for(int b = 0; b < 2; ++b)
    {
        struct
        {
            rocsparse_int m, n, in_len;
            const char*   what;
        } cases[] = {{6, 0, 0, "n = 0"}, {6, 4, 4, "ell_width = 0"}};
        for(size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); ++c)
        {
            ellmv_ctx ctx = {r, handle, rocsparse_operation_none, cases[c].m, cases[c].n, descr[b], NULL, NULL, 0};
            snprintf(label, sizeof(label), "%s %s base %d: %s", r->name, mn, b, cases[c].what);
            check_mv_scaling(label, r->prec, cases[c].in_len, cases[c].m, mode, ellmv_run, &ctx);
        }
    }
    for(int b = 0; b < 2; ++b)
        rocsparse_destroy_mat_descr(descr[b]);
}

static void numeric(rocsparse_handle handle, const void* routine, size_t shape, const test_csr* A)
{
    const ellmv_routine* r = routine;
    /* The exact width, and two columns of padding more. */
    for(int extra = 0; extra <= 2; extra += 2)
    {
        rocsparse_int  w = A->max_row + extra;
        rocsparse_int* d_cols;
        void*          d_vals;
        dev_ell(A, w, &d_cols, &d_vals);
        for(int md = 0; md < 2; ++md)
        {
            char label[192];
            set_mode(handle, test_modes[md]);
            snprintf(label, sizeof(label), "%s %s base %d, %s (nnz %d, width %d)", r->name,
                     mode_name(test_modes[md]), (int)A->base, test_shapes[shape].name, A->nnz, w);
            ellmv_ctx  ctx = {r, handle, rocsparse_operation_none, A->m, A->n, A->descr, d_vals, d_cols, w};
            mv_variant v   = {"ellmv", ellmv_run, &ctx};
            check_mv(label, A, rocsparse_operation_none, test_modes[md],
                     (int)((shape + (size_t)md + (size_t)extra / 2 + A->base) & 1u), &v, 1);
        }
        dev_free(d_cols);
        dev_free(d_vals);
    }
}

int main(void)
{
    static const product_family family = {bad_args, quick_return, numeric};
    return PRODUCT_MAIN(family, routines);
}
