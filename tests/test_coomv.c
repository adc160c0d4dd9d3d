/* rocsparse_Xcoomv: y = alpha * op(A) * x + beta * y, A in COO format (made
 * by the test itself from a random CSR matrix), against a naive reference. */
#include <stdio.h>
#include <stdlib.h>

#include "sparse_gen.h"

typedef rocsparse_status (*coomv_fn)(rocsparse_handle, rocsparse_operation, rocsparse_int, rocsparse_int,
                                     rocsparse_int, const void*, const rocsparse_mat_descr, const void*,
                                     const rocsparse_int*, const rocsparse_int*, const void*, const void*, void*);

typedef struct coomv_routine
{
    const char*      name;
    const test_prec* prec;
    coomv_fn         mv;
} coomv_routine;

#define WRAP_COOMV(p, T)                                                                                        \
    static rocsparse_status coomv_##p(rocsparse_handle h, rocsparse_operation t, rocsparse_int m,              \
                                      rocsparse_int n, rocsparse_int nnz, const void* alpha,                   \
                                      const rocsparse_mat_descr d, const void* val, const rocsparse_int* ri,   \
                                      const rocsparse_int* ci, const void* x, const void* beta, void* y)       \
    {                                                                                                          \
        return rocsparse_##p##coomv(h, t, m, n, nnz, (const T*)alpha, d, (const T*)val, ri, ci, (const T*)x,   \
                                    (const T*)beta, (T*)y);                                                    \
    }
TEST_FOR_ALL(WRAP_COOMV)

#define COOMV_ROW(p, T) {"rocsparse_" #p "coomv", &prec_##p, coomv_##p},
static const coomv_routine routines[] = {TEST_FOR_ALL(COOMV_ROW)};

typedef struct coomv_ctx
{
    const coomv_routine* r;
    rocsparse_handle     handle;
    rocsparse_operation  trans;
    rocsparse_int        m, n, nnz;
    rocsparse_mat_descr  descr;
    const void*          val;
    const rocsparse_int* row_ind;
    const rocsparse_int* col_ind;
} coomv_ctx;

static rocsparse_status coomv_run(const void* ctx, const void* alpha, const void* x, const void* beta, void* y)
{
    const coomv_ctx* c = ctx;
    return c->r->mv(c->handle, c->trans, c->m, c->n, c->nnz, alpha, c->descr, c->val, c->row_ind, c->col_ind, x,
                    beta, y);
}

/* The COO row indices of A on the device. */
static rocsparse_int* dev_coo_rows(const test_csr* A)
{
    rocsparse_int* rows = csr_host_coo_rows(A);
    rocsparse_int* d    = dev_upload(rows, sizeof(rocsparse_int) * (size_t)A->nnz);
    free(rows);
    return d;
}

static void bad_args(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const coomv_routine* r = routine;
    const test_prec*    p = r->prec;
    test_csr            A;
    rocsparse_mat_descr sym = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_symmetric);
    char                alpha[16], beta[16], label[128];
    csr_random(&A, p, &test_shapes[1], rocsparse_index_base_zero);
    rocsparse_int* d_rows = dev_coo_rows(&A);
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
    expect_status(&w, r->mv(NULL, bad_trans, -1, -1, -1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_handle, "%s: null handle (and every later error)", label);
    expect_status(&w, r->mv(handle, bad_trans, -1, -1, -1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_pointer, "%s: null descr (and every later error)", label);
    expect_status(&w, r->mv(handle, bad_trans, -1, -1, -1, NULL, sym, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_value, "%s: trans 99 (and a symmetric matrix, sizes, nulls)", label);
    expect_status(&w, r->mv(handle, none, -1, -1, -1, NULL, sym, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_not_implemented, "%s: symmetric matrix (and sizes -1, nulls)", label);
    expect_status(&w, r->mv(handle, none, -1, A.n, A.nnz, NULL, A.descr, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_size, "%s: m -1 (and nulls)", label);
    expect_status(&w, r->mv(handle, none, A.m, -1, A.nnz, NULL, A.descr, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_size, "%s: n -1 (and nulls)", label);
    expect_status(&w, r->mv(handle, none, A.m, A.n, -1, NULL, A.descr, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_size, "%s: nnz -1 (and nulls)", label);
    const void*              ptrs[7]  = {d_alpha, A.d_val, d_rows, A.d_col_ind, d_x, d_beta, d_y};
    static const char* const names[7] = {"alpha", "coo_val", "coo_row_ind", "coo_col_ind", "x", "beta", "y"};
    for(int k = 0; k < 7; ++k)
    {
        const void* q[7];
        null_one(ptrs, 7, k, q);
        expect_status(&w, r->mv(handle, none, A.m, A.n, A.nnz, q[0], A.descr, q[1], q[2], q[3], q[4], q[5], (void*)q[6]),
                      rocsparse_status_invalid_pointer, "%s: null %s", label, names[k]);
    }
    watch_end(&w);

    scalar_done(mode, alpha, d_alpha, p->size);
    scalar_done(mode, beta, d_beta, p->size);
    dev_free(d_x);
    dev_free(d_y);
    dev_free(d_rows);
    rocsparse_destroy_mat_descr(sym);
    csr_free(&A);
}

static void quick_return(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const coomv_routine* r = routine;
    const char*         mn = mode_name(mode);
    rocsparse_mat_descr descr[2];
    char                label[160];
    for(int b = 0; b < 2; ++b)
        descr[b] = test_descr(test_bases[b], rocsparse_matrix_type_general);
    is_status(r->mv(handle, rocsparse_operation_none, 0, 0, 0, NULL, descr[0], NULL, NULL, NULL, NULL, NULL, NULL),
              rocsparse_status_success, "%s %s: m = n = nnz = 0 with null arrays succeeds", r->name, mn);
    is_status(r->mv(handle, rocsparse_operation_none, 0, 7, 0, NULL, descr[1], NULL, NULL, NULL, NULL, NULL, NULL),
              rocsparse_status_success, "%s %s: m = 0 (no rows of y) with null arrays succeeds", r->name, mn);
    is_status(r->mv(handle, rocsparse_operation_conjugate_transpose, 7, 0, 0, NULL, descr[0], NULL, NULL, NULL, NULL,
                    NULL, NULL),
              rocsparse_status_success, "%s %s: conj transpose, n = 0 (no rows of y) with null arrays succeeds",
              r->name, mn);
    for(int b = 0; b < 2; ++b)
    {
        struct
        {
            rocsparse_operation trans;
            rocsparse_int       m, n, in_len, out_len;
            const char*         what;
        } cases[] = {
            {rocsparse_operation_none, 6, 0, 0, 6, "n = 0"},
            {rocsparse_operation_transpose, 0, 6, 0, 6, "transpose, m = 0"},
            {rocsparse_operation_none, 6, 4, 4, 6, "nnz = 0"},
            {rocsparse_operation_transpose, 6, 4, 6, 4, "transpose, nnz = 0"},
        };
        for(size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); ++c)
        {
            coomv_ctx ctx = {r, handle, cases[c].trans, cases[c].m, cases[c].n, 0, descr[b], NULL, NULL, NULL};
            snprintf(label, sizeof(label), "%s %s base %d: %s", r->name, mn, b, cases[c].what);
            check_mv_scaling(label, r->prec, cases[c].in_len, cases[c].out_len, mode, coomv_run, &ctx);
        }
    }
    for(int b = 0; b < 2; ++b)
        rocsparse_destroy_mat_descr(descr[b]);
}

static void numeric(rocsparse_handle handle, const void* routine, size_t shape, const test_csr* A)
{
    const coomv_routine* r = routine;
    rocsparse_int* d_rows = dev_coo_rows(A);
    for(int md = 0; md < 2; ++md)
    {
        set_mode(handle, test_modes[md]);
        for(int t = 0; t < 3; ++t)
        {
            char label[192];
            snprintf(label, sizeof(label), "%s %s base %d %s, %s (nnz %d)", r->name, mode_name(test_modes[md]),
                     (int)A->base, trans_name(test_ops[t]), test_shapes[shape].name, A->nnz);
            coomv_ctx  ctx = {r, handle, test_ops[t], A->m, A->n, A->nnz, A->descr, A->d_val, d_rows, A->d_col_ind};
            mv_variant v   = {"coomv", coomv_run, &ctx};
            check_mv(label, A, test_ops[t], test_modes[md], (int)((shape + (size_t)t + (size_t)md + A->base) & 1u),
                     &v, 1);
        }
    }
    dev_free(d_rows);
}

int main(void)
{
    static const product_family family = {bad_args, quick_return, numeric};
    return PRODUCT_MAIN(family, routines);
}
