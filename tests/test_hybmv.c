/* rocsparse_Xhybmv: y = alpha * A * x + beta * y, A in HYB format made by
 * rocsparse_Xcsr2hyb with every partition, against a naive reference and
 * against rocsparse_Xcsrmv on the same inputs; transposes are not
 * implemented. */
#include <stdio.h>
#include <stdlib.h>

#include "sparse_gen.h"

typedef rocsparse_status (*hybmv_fn)(rocsparse_handle, rocsparse_operation, const void*, const rocsparse_mat_descr,
                                     const rocsparse_hyb_mat, const void*, const void*, void*);
typedef rocsparse_status (*csr2hyb_fn)(rocsparse_handle, rocsparse_int, rocsparse_int, const rocsparse_mat_descr,
                                       const void*, const rocsparse_int*, const rocsparse_int*, rocsparse_hyb_mat,
                                       rocsparse_int, rocsparse_hyb_partition);
typedef rocsparse_status (*csrmv_fn)(rocsparse_handle, rocsparse_operation, rocsparse_int, rocsparse_int,
                                     rocsparse_int, const void*, const rocsparse_mat_descr, const void*,
                                     const rocsparse_int*, const rocsparse_int*, rocsparse_mat_info, const void*,
                                     const void*, void*);

typedef struct hybmv_routine
{
    const char*      name;
    const test_prec* prec;
    hybmv_fn         mv;
    csr2hyb_fn       csr2hyb;
    csrmv_fn         csrmv;
} hybmv_routine;

#define WRAP_HYBMV(p, T)                                                                                        \
    static rocsparse_status hybmv_##p(rocsparse_handle h, rocsparse_operation t, const void* alpha,            \
                                      const rocsparse_mat_descr d, const rocsparse_hyb_mat hyb, const void* x,  \
                                      const void* beta, void* y)                                               \
    {                                                                                                          \
        return rocsparse_##p##hybmv(h, t, (const T*)alpha, d, hyb, (const T*)x, (const T*)beta, (T*)y);        \
    }                                                                                                          \
    static rocsparse_status csr2hyb_##p(rocsparse_handle h, rocsparse_int m, rocsparse_int n,                  \
                                        const rocsparse_mat_descr d, const void* val, const rocsparse_int* rp, \
                                        const rocsparse_int* ci, rocsparse_hyb_mat hyb, rocsparse_int w,       \
                                        rocsparse_hyb_partition part)                                          \
    {                                                                                                          \
        return rocsparse_##p##csr2hyb(h, m, n, d, (const T*)val, rp, ci, hyb, w, part);                        \
    }                                                                                                          \
    static rocsparse_status csrmv_##p(rocsparse_handle h, rocsparse_operation t, rocsparse_int m,              \
                                      rocsparse_int n, rocsparse_int nnz, const void* alpha,                   \
                                      const rocsparse_mat_descr d, const void* val, const rocsparse_int* rp,   \
                                      const rocsparse_int* ci, rocsparse_mat_info info, const void* x,         \
                                      const void* beta, void* y)                                               \
    {                                                                                                          \
        return rocsparse_##p##csrmv(h, t, m, n, nnz, (const T*)alpha, d, (const T*)val, rp, ci, info,          \
                                    (const T*)x, (const T*)beta, (T*)y);                                       \
    }
TEST_FOR_ALL(WRAP_HYBMV)

#define HYBMV_ROW(p, T) {"rocsparse_" #p "hybmv", &prec_##p, hybmv_##p, csr2hyb_##p, csrmv_##p},
static const hybmv_routine routines[] = {TEST_FOR_ALL(HYBMV_ROW)};

typedef struct hybmv_ctx
{
    const hybmv_routine* r;
    rocsparse_handle     handle;
    rocsparse_mat_descr  descr;
    rocsparse_hyb_mat    hyb;
    const test_csr*      A; /* for the csrmv comparison */
    rocsparse_operation  trans;
} hybmv_ctx;

static rocsparse_status hybmv_run(const void* ctx, const void* alpha, const void* x, const void* beta, void* y)
{
    const hybmv_ctx* c = ctx;
    return c->r->mv(c->handle, c->trans, alpha, c->descr, c->hyb, x, beta, y);
}

static rocsparse_status csrmv_run(const void* ctx, const void* alpha, const void* x, const void* beta, void* y)
{
    const hybmv_ctx* c = ctx;
    const test_csr*  A = c->A;
    return c->r->csrmv(c->handle, rocsparse_operation_none, A->m, A->n, A->nnz, alpha, A->descr, A->d_val,
                       A->d_row_ptr, A->d_col_ind, NULL, x, beta, y);
}

static void bad_args(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const hybmv_routine* r = routine;
    const test_prec*    p = r->prec;
    test_csr            A;
    rocsparse_mat_descr sym = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_symmetric);
    rocsparse_hyb_mat   hyb = test_hyb();
    char                alpha[16], beta[16], label[128];
    csr_random(&A, p, &test_shapes[1], rocsparse_index_base_zero);
    is_status(r->csr2hyb(handle, A.m, A.n, A.descr, A.d_val, A.d_row_ptr, A.d_col_ind, hyb, 0,
                         rocsparse_hyb_partition_auto),
              rocsparse_status_success, "%s: csr2hyb for the argument checks succeeds", r->name);
    random_values(p, alpha, 1);
    random_values(p, beta, 1);
    void* d_alpha = scalar_arg(mode, alpha, p->size);
    void* d_beta  = scalar_arg(mode, beta, p->size);
    void* d_x     = dev_random(p, (size_t)A.n, 0);
    void* d_y     = dev_random(p, (size_t)A.m, 1);
    snprintf(label, sizeof(label), "%s %s", r->name, mode_name(mode));

    const rocsparse_operation bad_trans = (rocsparse_operation)99;
    const rocsparse_operation none      = rocsparse_operation_none;
    out_buf                   outs[]    = {{d_y, p->size * (size_t)A.m, 1}};
    out_watch                 w;
    watch_start(&w, outs, 1);
    expect_status(&w, r->mv(NULL, bad_trans, NULL, NULL, NULL, NULL, NULL, NULL), rocsparse_status_invalid_handle,
                  "%s: null handle (and every later error)", label);
    expect_status(&w, r->mv(handle, bad_trans, NULL, NULL, hyb, NULL, NULL, NULL), rocsparse_status_invalid_pointer,
                  "%s: null descr (and every later error)", label);
    expect_status(&w, r->mv(handle, bad_trans, NULL, A.descr, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_pointer, "%s: null hyb (and every later error)", label);
    expect_status(&w, r->mv(handle, bad_trans, NULL, sym, hyb, NULL, NULL, NULL), rocsparse_status_invalid_value,
                  "%s: trans 99 (and a symmetric matrix, nulls)", label);
    expect_status(&w, r->mv(handle, none, NULL, sym, hyb, NULL, NULL, NULL), rocsparse_status_not_implemented,
                  "%s: symmetric matrix (and nulls)", label);
    const void*              ptrs[4]  = {d_alpha, d_x, d_beta, d_y};
    static const char* const names[4] = {"alpha", "x", "beta", "y"};
    for(int k = 0; k < 4; ++k)
    {
        const void* q[4];
        null_one(ptrs, 4, k, q);
        expect_status(&w, r->mv(handle, none, q[0], A.descr, hyb, q[1], q[2], (void*)q[3]),
                      rocsparse_status_invalid_pointer, "%s: null %s", label, names[k]);
    }
    expect_status(&w, r->mv(handle, rocsparse_operation_transpose, d_alpha, A.descr, hyb, d_x, d_beta, d_y),
                  rocsparse_status_not_implemented, "%s: transpose", label);
    expect_status(&w,
                  r->mv(handle, rocsparse_operation_conjugate_transpose, d_alpha, A.descr, hyb, d_x, d_beta, d_y),
                  rocsparse_status_not_implemented, "%s: conjugate transpose", label);
    /* A HYB without rows: the pointers still come first, then the quick
     * return, then the transpose's refusal. */
    rocsparse_hyb_mat empty = test_hyb();
    for(int k = 0; k < 4; ++k)
    {
        const void* q[4];
        null_one(ptrs, 4, k, q);
        expect_status(&w, r->mv(handle, none, q[0], A.descr, empty, q[1], q[2], (void*)q[3]),
                      rocsparse_status_invalid_pointer, "%s: a hyb never filled, null %s", label, names[k]);
    }
    expect_status(&w, r->mv(handle, rocsparse_operation_transpose, d_alpha, A.descr, empty, d_x, d_beta, d_y),
                  rocsparse_status_success, "%s: transpose of a hyb never filled: the quick return first", label);
    expect_status(&w, r->mv(handle, rocsparse_operation_transpose, d_alpha, A.descr, hyb, NULL, d_beta, d_y),
                  rocsparse_status_invalid_pointer, "%s: transpose with a null x: the pointers first", label);
    watch_end(&w);
    rocsparse_destroy_hyb_mat(empty);
    hybmv_ctx transposed = {r, handle, A.descr, hyb, NULL, rocsparse_operation_transpose};
    check_refused_after_idle(label, p, mode, d_x, d_y, (size_t)A.m, hybmv_run, &transposed);

    /* A conversion of another matrix that fails leaves the HYB as it was:
     * products with it still give A's result. */
    test_csr B;
    csr_random(&B, p, &test_shapes[4], rocsparse_index_base_zero);
    ok(r->csr2hyb(handle, B.m, B.n, B.descr, B.d_val, B.d_row_ptr, B.d_col_ind, hyb, -1,
                  rocsparse_hyb_partition_user)
           != rocsparse_status_success,
       "%s: csr2hyb of another matrix with user width -1 fails", label);
    ok(r->csr2hyb(handle, B.m, B.n, B.descr, B.d_val, B.d_row_ptr, NULL, hyb, 0, rocsparse_hyb_partition_auto)
           != rocsparse_status_success,
       "%s: csr2hyb of another matrix without csr_col_ind fails", label);
    hybmv_ctx        kept    = {r, handle, A.descr, hyb, &A, rocsparse_operation_none};
    const mv_variant after[] = {{"hybmv after the failed conversions", hybmv_run, &kept}};
    check_mv(label, &A, rocsparse_operation_none, mode, 0, after, 1);
    csr_free(&B);

    scalar_done(mode, alpha, d_alpha, p->size);
    scalar_done(mode, beta, d_beta, p->size);
    dev_free(d_x);
    dev_free(d_y);
    rocsparse_destroy_hyb_mat(hyb);
    rocsparse_destroy_mat_descr(sym);
    csr_free(&A);
}

static void quick_return(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const hybmv_routine* r = routine;
    const char*         mn = mode_name(mode);
    char                label[160];
    rocsparse_hyb_mat   empty = test_hyb();
    rocsparse_mat_descr descr = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_general);
    hybmv_ctx           none  = {r, handle, descr, empty, NULL, rocsparse_operation_none};
    snprintf(label, sizeof(label), "%s %s: a hyb never filled (0 x 0)", r->name, mn);
    check_mv_scaling(label, r->prec, 1, 0, mode, hybmv_run, &none);
    for(int b = 0; b < 2; ++b)
    {
        rocsparse_mat_descr d = test_descr(test_bases[b], rocsparse_matrix_type_general);
        rocsparse_int       rows[7];
        for(int i = 0; i < 7; ++i)
            rows[i] = (rocsparse_int)test_bases[b];
        rocsparse_int* d_rows = dev_upload(rows, sizeof(rows));
        struct
        {
            rocsparse_int m, n;
            const char*   what;
        } cases[] = {{6, 0, "6 x 0"}, {6, 4, "6 x 4 with nnz = 0"}};
        for(size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); ++c)
        {
            rocsparse_hyb_mat hyb = test_hyb();
            snprintf(label, sizeof(label), "%s %s base %d: %s", r->name, mn, b, cases[c].what);
            is_status(r->csr2hyb(handle, cases[c].m, cases[c].n, d, NULL, d_rows, NULL, hyb, 0,
                                 rocsparse_hyb_partition_auto),
                      rocsparse_status_success, "%s: csr2hyb succeeds", label);
            /* x is required even when the matrix has no columns. */
            hybmv_ctx ctx = {r, handle, d, hyb, NULL, rocsparse_operation_none};
            check_mv_scaling(label, r->prec, cases[c].n > 0 ? cases[c].n : 1, cases[c].m, mode, hybmv_run, &ctx);
            rocsparse_destroy_hyb_mat(hyb);
        }
        dev_free(d_rows);
        rocsparse_destroy_mat_descr(d);
    }
    rocsparse_destroy_mat_descr(descr);
    rocsparse_destroy_hyb_mat(empty);
}

static void numeric(rocsparse_handle handle, const void* routine, size_t shape, const test_csr* A)
{
    const hybmv_routine* r     = routine;
    const rocsparse_int  bound = hyb_width_bound(A);
    /* The ELL width each gives (auto's is below the bound); the widest
     * allowed leaves padding in every row when the rows are even. */
    struct
    {
        rocsparse_hyb_partition part;
        rocsparse_int           width;
        const char*             name;
    } parts[] = {
        {rocsparse_hyb_partition_auto, 0, "auto"},
        {rocsparse_hyb_partition_max, A->max_row, "max"},
        {rocsparse_hyb_partition_user, 0, "user width 0"},
        {rocsparse_hyb_partition_user, 1, "user width 1"},
        {rocsparse_hyb_partition_user, bound, "user width the widest allowed"},
    };
    for(size_t k = 0; k < sizeof(parts) / sizeof(parts[0]); ++k)
    {
        rocsparse_hyb_mat hyb = test_hyb();
        char              label[192];
        snprintf(label, sizeof(label), "%s base %d %s, %s (nnz %d)", r->name, (int)A->base, parts[k].name,
                 test_shapes[shape].name, A->nnz);
        set_mode(handle, rocsparse_pointer_mode_host);
        /* A longest row over the bound has no max partition (test_csr2hyb). */
        const rocsparse_int    user = parts[k].part == rocsparse_hyb_partition_user ? parts[k].width : 0;
        const rocsparse_status want
            = parts[k].width > bound ? rocsparse_status_invalid_value : rocsparse_status_success;
        is_status(r->csr2hyb(handle, A->m, A->n, A->descr, A->d_val, A->d_row_ptr, A->d_col_ind, hyb, user,
                             parts[k].part),
                  want, "%s: csr2hyb (width bound %d)", label, bound);
        if(want != rocsparse_status_success)
        {
            rocsparse_destroy_hyb_mat(hyb);
            continue;
        }
        /* The mode and beta 0 alternate over partitions, shapes and bases. */
        size_t                 c    = shape + k + (size_t)A->base;
        rocsparse_pointer_mode mode = test_modes[c & 1u];
        char                   mlabel[224];
        snprintf(mlabel, sizeof(mlabel), "%s %s", label, mode_name(mode));
        set_mode(handle, mode);
        hybmv_ctx        ctx        = {r, handle, A->descr, hyb, A, rocsparse_operation_none};
        const mv_variant variants[] = {{"hybmv", hybmv_run, &ctx}, {"csrmv", csrmv_run, &ctx}};
        check_mv(mlabel, A, rocsparse_operation_none, mode, (int)((c >> 1) & 1u), variants, 2);
        rocsparse_destroy_hyb_mat(hyb);
    }
}

int main(void)
{
    static const product_family family = {bad_args, quick_return, numeric};
    return PRODUCT_MAIN(family, routines);
}
