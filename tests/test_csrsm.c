/* rocsparse_Xcsrsm_buffer_size, _analysis, _solve, rocsparse_csrsm_zero_pivot
 * and rocsparse_csrsm_clear: op(T) X = alpha op(B) in place of B, for 1, 8,
 * 32 and 33 right-hand sides, trans_B none and transpose, ldb larger than
 * it must be, every trans_A, both triangles and diagonal types, against a
 * long double reference per right-hand side and by the residual; padding
 * between the columns untouched; zero pivots; solves of fewer right-hand
 * sides than the buffer and the analysis were made for; an analysis
 * shared with csrsv, values changed after it, csrsm_clear. Every strategy
 * of setting trsv is forced in turn. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trm_reference.h"

/* Every precision's routines (trm_reference.c). */
static const test_prec* const precisions[] = {&prec_s, &prec_d, &prec_c, &prec_z};
typedef csrsm_ops csrsm_routine;

static const trm_shape shapes[] = {
    {"1 x 1", 1, 0, 0, 0},
    {"40 x 40 with empty rows", 40, 6, 0, 40},
    {"300 x 300", 300, 8, 0, 10},
    {"900 x 900 with a row of 700", 900, 3, 700, 20},
};
enum
{
    shape_count = sizeof(shapes) / sizeof(shapes[0])
};
static const rocsparse_int nrhs_list[4] = {1, 8, 32, 33};

/* One solve of nrhs right-hand sides and where it runs. */
typedef struct sm_case
{
    const csrsm_routine*   r;
    rocsparse_handle       handle;
    rocsparse_pointer_mode mode;
    const test_csr*        A;
    const char*            matrix;
    rocsparse_fill_mode    fill;
    rocsparse_diag_type    diag;
    rocsparse_operation    trans_A, trans_B;
    rocsparse_int          nrhs, ldb;
    rocsparse_matrix_type  type;
    const char*            forced;
} sm_case;

static void label_of(char* buf, size_t size, const sm_case* c)
{
    snprintf(buf, size, "%s %s base %d %s %s A %s B %s nrhs %d ldb %d%s, %s (m %d, nnz %d)%s%s", c->r->name,
             mode_name(c->mode), (int)c->A->base, fill_name(c->fill), diag_name(c->diag), trans_name(c->trans_A),
             trans_name(c->trans_B), c->nrhs, c->ldb, c->type == rocsparse_matrix_type_triangular ? " triangular" : "",
             c->matrix, c->A->m, c->A->nnz, c->forced != NULL ? ", forced " : "", c->forced != NULL ? c->forced : "");
}

/* B's layout: entry (row r, right-hand side j) of op(B), and B's size. */
static size_t b_at(const sm_case* c, rocsparse_int r, rocsparse_int j)
{
    return c->trans_B == rocsparse_operation_none ? (size_t)j * (size_t)c->ldb + (size_t)r
                                                  : (size_t)r * (size_t)c->ldb + (size_t)j;
}

static size_t b_len(const sm_case* c)
{
    return (size_t)c->ldb * (size_t)(c->trans_B == rocsparse_operation_none ? c->nrhs : c->A->m);
}

/* A case with its info, for csrsm_pivot. */
typedef struct sm_with_info
{
    sm_case            c;
    rocsparse_mat_info info;
} sm_with_info;

static rocsparse_status csrsm_pivot(const void* ctx, rocsparse_int* position)
{
    const sm_with_info* c = ctx;
    return rocsparse_csrsm_zero_pivot(c->c.handle, c->info, position);
}

static void analyse(const sm_case* c, const char* label, rocsparse_mat_descr descr, rocsparse_mat_info info,
                    rocsparse_analysis_policy policy, const void* d_B, void** buffer)
{
    const test_csr* A    = c->A;
    size_t          size = 0;
    char            alpha[16];
    value_set(A->prec, alpha, 0, 1);
    set_mode(c->handle, rocsparse_pointer_mode_host);
    is_status(c->r->buffer_size(c->handle, c->trans_A, c->trans_B, A->m, c->nrhs, A->nnz, alpha, descr, A->d_val,
                                A->d_row_ptr, A->d_col_ind, d_B, c->ldb, info, rocsparse_solve_policy_auto, &size),
              rocsparse_status_success, "%s: buffer_size succeeds", label);
    ok(size > 0, "%s: buffer_size is not 0", label);
    *buffer = trm_buffer(size);
    is_status(c->r->analysis(c->handle, c->trans_A, c->trans_B, A->m, c->nrhs, A->nnz, alpha, descr, A->d_val,
                             A->d_row_ptr, A->d_col_ind, d_B, c->ldb, info, policy, rocsparse_solve_policy_auto,
                             *buffer),
              rocsparse_status_success, "%s: analysis succeeds", label);
}

/* c's descriptor and info, analysed with policy into a new buffer (B's
 * contents play no part in the analysis), which it returns. */
static void* analysed(const sm_case* c, const char* label, rocsparse_analysis_policy policy, rocsparse_mat_descr* descr,
                      rocsparse_mat_info* info)
{
    *descr    = trm_descr(c->A->base, c->type, c->fill, c->diag);
    *info     = test_info();
    void* d_B = dev_alloc(c->A->prec->size * b_len(c));
    void* buffer;
    analyse(c, label, *descr, *info, policy, d_B, &buffer);
    dev_free(d_B);
    return buffer;
}

/* Solves in place of a random B and checks every right-hand side against
 * the reference and by the residual (one check each over all of them),
 * the padding untouched, and the zero pivot. */
static void solve_and_check(const sm_case* c, const char* label, rocsparse_mat_descr descr, rocsparse_mat_info info,
                            void* buffer)
{
    const test_csr*  A = c->A;
    const test_prec* p = A->prec;
    const size_t     m = (size_t)A->m, len = b_len(c);
    char             alpha[16];
    void*            B = xmalloc(p->size * len);
    random_values(p, alpha, 1);
    random_values(p, B, len);
    void* d_B     = dev_upload(B, p->size * len);
    void* d_alpha = scalar_arg(c->mode, alpha, p->size);
    set_mode(c->handle, c->mode);
    is_status(c->r->solve(c->handle, c->trans_A, c->trans_B, A->m, c->nrhs, A->nnz, d_alpha, descr, A->d_val,
                          A->d_row_ptr, A->d_col_ind, d_B, c->ldb, info, rocsparse_solve_policy_auto, buffer),
              rocsparse_status_success, "%s: solve succeeds", label);
    scalar_done(c->mode, alpha, d_alpha, p->size);
    void* got = xmalloc(p->size * len);
    dev_download(got, d_B, p->size * len);

    /* Padding: as it was; op(B) and X column by column for the reference. */
    const size_t   cols    = (size_t)c->nrhs * m;
    ref_t*         want    = ref_copy(p, B, len);
    long double*   bound   = calloc(len, sizeof(long double));
    ref_t*         x       = xmalloc(sizeof(ref_t) * cols);
    ref_t*         y       = xmalloc(sizeof(ref_t) * cols);
    ref_t*         gy      = xmalloc(sizeof(ref_t) * cols);
    long double*   yb      = xmalloc(sizeof(long double) * cols);
    unsigned char* tainted = calloc(m + 1, 1);
    ref_t          ralpha  = value_get(p, alpha, 0);
    for(rocsparse_int j = 0; j < c->nrhs; ++j)
        for(rocsparse_int r = 0; r < A->m; ++r)
        {
            x[(size_t)j * m + (size_t)r]  = want[b_at(c, r, j)];
            gy[(size_t)j * m + (size_t)r] = value_get(p, got, b_at(c, r, j));
        }
    ref_trsm(A, c->fill, c->diag, c->trans_A, ralpha, c->nrhs, x, y, yb, tainted);
    rocsparse_int first    = -1;
    rocsparse_int bad_rows = residual_bad_rows(A, c->fill, c->diag, c->trans_A, ralpha, c->nrhs, x, gy, tainted,
                                               &first);
    for(rocsparse_int j = 0; j < c->nrhs; ++j)
        for(rocsparse_int r = 0; r < A->m; ++r)
        {
            size_t at = b_at(c, r, j);
            want[at]  = y[(size_t)j * m + (size_t)r];
            bound[at] = yb[(size_t)j * m + (size_t)r];
            if(tainted[r])
                value_set(p, got, at, 0);
        }
    ok(bad_rows == 0, "%s: the residual of every row of every right-hand side is within rounding", label);
    if(bad_rows > 0)
        diag("    %d rows off, the first row %d", bad_rows, first);
    check_values(p, got, want, bound, len, "%s: X matches the reference (rows off a zero pivot), padding untouched",
                 label);
    sm_with_info pc = {*c, info};
    check_pivot(label, c->mode, A->base, ref_first_pivot(A, c->diag, 0), csrsm_pivot, &pc);
    set_mode(c->handle, rocsparse_pointer_mode_host);
    free(B);
    free(got);
    free(want);
    free(bound);
    free(x);
    free(y);
    free(gy);
    free(yb);
    free(tainted);
    dev_free(d_B);
}

static void run_case(const sm_case* c)
{
    char label[384];
    label_of(label, sizeof(label), c);
    rocsparse_mat_descr descr;
    rocsparse_mat_info  info;
    void*               buffer = analysed(c, label, rocsparse_analysis_policy_reuse, &descr, &info);
    solve_and_check(c, label, descr, info, buffer);
    dev_free(buffer);
    rocsparse_destroy_mat_info(info);
    rocsparse_destroy_mat_descr(descr);
}

/* Every trans_A, trans_B, triangle and diagonal type; for each pair of
 * operations the four counts of right-hand sides, one per triangle and
 * diagonal type; ldb larger than it must be in turn. */
static void all_cases(rocsparse_handle handle, const csrsm_routine* r, const test_csr* A, const char* matrix,
                      const char* forced, unsigned turn)
{
    for(int f = 0; f < 2; ++f)
        for(int d = 0; d < 2; ++d)
            for(int ta = 0; ta < 3; ++ta)
                for(int tb = 0; tb < 2; ++tb, ++turn)
                {
                    sm_case c = {r,
                                 handle,
                                 test_modes[turn & 1u],
                                 A,
                                 matrix,
                                 f == 0 ? rocsparse_fill_mode_lower : rocsparse_fill_mode_upper,
                                 d == 0 ? rocsparse_diag_type_non_unit : rocsparse_diag_type_unit,
                                 test_ops[ta],
                                 tb == 0 ? rocsparse_operation_none : rocsparse_operation_transpose,
                                 nrhs_list[(f * 2 + d + ta + tb) % 4],
                                 0,
                                 (turn >> 1) & 1u ? rocsparse_matrix_type_triangular : rocsparse_matrix_type_general,
                                 forced};
                    c.ldb = (tb == 0 ? A->m : c.nrhs) + (turn % 3u == 0 ? 0 : rand_int(1, 3));
                    run_case(&c);
                }
}

/* ------------------------------------------------------------ zero pivots */

static void zero_pivots(rocsparse_handle handle, const csrsm_routine* r, rocsparse_index_base base,
                        const char* forced, unsigned turn)
{
    static const trm_shape shape = {"100 x 100", 100, 4, 0, 20};
    test_csr               A;
    trm_random(&A, r->prec, &shape, base, trm_unsorted);
    rocsparse_int s = rand_int(30, 90), q = rand_int(5, 95);
    if(q == s)
        --q;
    trm_drop_diagonal(&A, s);
    value_set(A.prec, A.val, (size_t)trm_diag_at(&A, q), 0);
    trm_store_values(&A);
    for(int f = 0; f < 2; ++f)
        for(int tb = 0; tb < 2; ++tb, ++turn)
        {
            sm_case c = {r,
                         handle,
                         test_modes[turn & 1u],
                         &A,
                         "100 x 100 with a missing and a zero diagonal",
                         f == 0 ? rocsparse_fill_mode_lower : rocsparse_fill_mode_upper,
                         rocsparse_diag_type_non_unit,
                         test_ops[(turn >> 1) % 3u],
                         tb == 0 ? rocsparse_operation_none : rocsparse_operation_transpose,
                         8,
                         0,
                         rocsparse_matrix_type_general,
                         forced};
            c.ldb = tb == 0 ? A.m : c.nrhs;
            char label[384], after[400];
            label_of(label, sizeof(label), &c);
            snprintf(after, sizeof(after), "%s, after the analysis", label);
            rocsparse_mat_descr descr;
            rocsparse_mat_info  info;
            void*               buffer = analysed(&c, label, rocsparse_analysis_policy_force, &descr, &info);
            sm_with_info pc = {c, info};
            set_mode(handle, c.mode);
            check_pivot(after, c.mode, base, s, csrsm_pivot, &pc);
            solve_and_check(&c, label, descr, info, buffer);
            dev_free(buffer);
            rocsparse_destroy_mat_info(info);
            rocsparse_destroy_mat_descr(descr);
        }
    csr_free(&A);
}

/* ------------------------------------------- fewer right-hand sides */

/* A buffer sized, and an analysis made, for 33 right-hand sides serve
 * solves of fewer (8, 2 and 1), B column-major and row-major: the buffer
 * holds what the most right-hand sides need, wherever a backend places
 * the parts of a smaller solve in it. */
static void fewer_rhs(rocsparse_handle handle, const csrsm_routine* r, rocsparse_index_base base, unsigned turn)
{
    static const trm_shape     shape    = {"200 x 200", 200, 6, 0, 10};
    static const rocsparse_int fewer[3] = {8, 2, 1};
    test_csr                   A;
    trm_random(&A, r->prec, &shape, base, trm_unsorted);
    for(int tb = 0; tb < 2; ++tb, ++turn)
    {
        sm_case big = {r,
                       handle,
                       test_modes[turn & 1u],
                       &A,
                       "200 x 200, buffer and analysis for 33 right-hand sides",
                       (turn >> 1) & 1u ? rocsparse_fill_mode_upper : rocsparse_fill_mode_lower,
                       rocsparse_diag_type_non_unit,
                       test_ops[turn % 3u],
                       tb == 0 ? rocsparse_operation_none : rocsparse_operation_transpose,
                       33,
                       0,
                       rocsparse_matrix_type_general,
                       NULL};
        big.ldb = tb == 0 ? A.m : big.nrhs;
        char label[384];
        label_of(label, sizeof(label), &big);
        rocsparse_mat_descr descr;
        rocsparse_mat_info  info;
        void*               buffer = analysed(&big, label, rocsparse_analysis_policy_reuse, &descr, &info);
        for(int j = 0; j < 3; ++j)
        {
            sm_case c = big;
            c.nrhs    = fewer[j];
            c.ldb     = tb == 0 ? A.m + 1 : c.nrhs;
            label_of(label, sizeof(label), &c);
            solve_and_check(&c, label, descr, info, buffer);
        }
        dev_free(buffer);
        rocsparse_destroy_mat_info(info);
        rocsparse_destroy_mat_descr(descr);
    }
    csr_free(&A);
}

/* ---------------------------------------------------- analysis lifecycle */

/* csrsv's analysis of the triangle joined by csrsm's (reuse), then one
 * made anew (force); values changed after it; csrsm_clear refuses later
 * solves but leaves csrsv's analysis. */
static void analysis_life(rocsparse_handle handle, const csrsm_routine* r, rocsparse_index_base base)
{
    static const trm_shape shape = {"150 x 150", 150, 5, 0, 10};
    const test_prec*       p     = r->prec;
    test_csr               A;
    trm_random(&A, p, &shape, base, 0);
    rocsparse_mat_info  info  = test_info();
    rocsparse_mat_descr descr =
        trm_descr(base, rocsparse_matrix_type_general, rocsparse_fill_mode_upper, rocsparse_diag_type_non_unit);
    sm_case c = {r, handle, rocsparse_pointer_mode_host, &A, "150 x 150, analysed by csrsv first",
                 rocsparse_fill_mode_upper, rocsparse_diag_type_non_unit, rocsparse_operation_transpose,
                 rocsparse_operation_none, 8, 150, rocsparse_matrix_type_general, NULL};
    char label[384];
    label_of(label, sizeof(label), &c);
    size_t sv_size = 0;
    set_mode(handle, rocsparse_pointer_mode_host);
    is_status(csrsv_of(p)->buffer_size(handle, c.trans_A, A.m, A.nnz, descr, A.d_val, A.d_row_ptr, A.d_col_ind, info,
                                &sv_size),
              rocsparse_status_success, "%s: csrsv buffer_size", label);
    void* sv_buffer = trm_buffer(sv_size);
    is_status(csrsv_of(p)->analysis(handle, c.trans_A, A.m, A.nnz, descr, A.d_val, A.d_row_ptr, A.d_col_ind, info,
                             rocsparse_analysis_policy_reuse, rocsparse_solve_policy_auto, sv_buffer),
              rocsparse_status_success, "%s: csrsv analysis", label);
    void* d_B = dev_alloc(p->size * b_len(&c));
    void* buffer;
    analyse(&c, label, descr, info, rocsparse_analysis_policy_reuse, d_B, &buffer);
    solve_and_check(&c, label, descr, info, buffer);

    char forced_label[400];
    snprintf(forced_label, sizeof(forced_label), "%s, analysed again with policy force", label);
    dev_free(buffer);
    analyse(&c, forced_label, descr, info, rocsparse_analysis_policy_force, d_B, &buffer);
    trm_new_values(&A, 0);
    char changed[420];
    snprintf(changed, sizeof(changed), "%s, values changed after the analysis", forced_label);
    solve_and_check(&c, changed, descr, info, buffer);

    is_status(rocsparse_csrsm_clear(handle, info), rocsparse_status_success, "%s: csrsm_clear", label);
    char one[16];
    value_set(p, one, 0, 1);
    out_buf   outs[] = {{d_B, p->size * b_len(&c), 1}};
    out_watch w;
    watch_start(&w, outs, 1);
    expect_status(&w,
                  r->solve(handle, c.trans_A, c.trans_B, A.m, c.nrhs, A.nnz, one, descr, A.d_val, A.d_row_ptr,
                           A.d_col_ind, d_B, c.ldb, info, rocsparse_solve_policy_auto, buffer),
                  rocsparse_status_invalid_pointer, "%s: a solve after csrsm_clear is refused", label);
    watch_end(&w);
    /* csrsv's analysis of the same triangle is still there. */
    const size_t m = (size_t)A.m;
    void*        x = xmalloc(p->size * m);
    void*        y = xmalloc(p->size * m);
    random_values(p, x, m);
    void* d_x = dev_upload(x, p->size * m);
    void* d_y = dev_random(p, m, 1);
    is_status(csrsv_of(p)->solve(handle, c.trans_A, A.m, A.nnz, one, descr, A.d_val, A.d_row_ptr, A.d_col_ind, info, d_x,
                          d_y, rocsparse_solve_policy_auto, sv_buffer),
              rocsparse_status_success, "%s: a csrsv solve after csrsm_clear", label);
    dev_download(y, d_y, p->size * m);
    ref_t*         rx      = ref_copy(p, x, m);
    ref_t*         want    = xmalloc(sizeof(ref_t) * m);
    long double*   bound   = xmalloc(sizeof(long double) * m);
    unsigned char* tainted = calloc(m, 1);
    ref_trsv(&A, c.fill, c.diag, c.trans_A, 1, rx, want, bound, tainted);
    check_values(p, y, want, bound, m, "%s: the csrsv solve after csrsm_clear matches the reference", label);
    free(x);
    free(y);
    free(rx);
    free(want);
    free(bound);
    free(tainted);
    dev_free(d_x);
    dev_free(d_y);
    is_status(rocsparse_csrsm_clear(handle, info), rocsparse_status_success, "%s: a second csrsm_clear", label);
    is_status(rocsparse_destroy_mat_info(info), rocsparse_status_success, "%s: destroy an analysed info", label);
    dev_free(d_B);
    dev_free(buffer);
    dev_free(sv_buffer);
    rocsparse_destroy_mat_descr(descr);
    csr_free(&A);
}

/* A long chain with 8 right-hand sides: each row waits for the one
 * before it, for every right-hand side (csrsv has the 100k-row one; the
 * reference of 8 right-hand sides costs more); shorter where
 * trm_long_rows says. */

static void chain(rocsparse_handle handle, const csrsm_routine* r, const char* forced, unsigned turn)
{
    test_csr A;
    trm_tridiagonal(&A, r->prec, trm_long_rows(30000, 3000, forced), test_bases[turn & 1u]);
    for(int f = 0; f < 2; ++f, ++turn)
    {
        sm_case c = {r,
                     handle,
                     test_modes[turn & 1u],
                     &A,
                     "chain",
                     f == 0 ? rocsparse_fill_mode_lower : rocsparse_fill_mode_upper,
                     rocsparse_diag_type_non_unit,
                     test_ops[(turn >> 1) % 3u],
                     (turn >> 2) & 1u ? rocsparse_operation_transpose : rocsparse_operation_none,
                     8,
                     0,
                     rocsparse_matrix_type_general,
                     forced};
        c.ldb = c.trans_B == rocsparse_operation_none ? A.m : c.nrhs;
        run_case(&c);
    }
    csr_free(&A);
}

int main(void)
{
    test_init();
    rocsparse_handle  handle = test_handle();
    rocsparse_handle* forced;
    char (*names)[96];
    size_t forced_count = trm_forced_handles("trsv", "", &forced, &names);
    for(size_t k = 0; k < sizeof(precisions) / sizeof(precisions[0]); ++k)
    {
        const csrsm_routine* r = csrsm_of(precisions[k]);
        for(int s = 0; s < shape_count; ++s)
            for(int b = 0; b < 2; ++b)
            {
                test_csr A;
                trm_random(&A, r->prec, &shapes[s], test_bases[b], s >= 2 ? trm_unsorted : 0);
                all_cases(handle, r, &A, shapes[s].name, NULL, (unsigned)(s + b));
                for(size_t f = 0; f < forced_count; ++f)
                    if(forced[f] != NULL && ((size_t)(s + b + k) + f) % 2 == 0)
                        all_cases(forced[f], r, &A, shapes[s].name, names[f], (unsigned)(s + b + f));
                csr_free(&A);
            }
        for(int b = 0; b < 2; ++b)
        {
            zero_pivots(handle, r, test_bases[b], NULL, (unsigned)(b + k));
            for(size_t f = 0; f < forced_count; ++f)
                if(forced[f] != NULL)
                    zero_pivots(forced[f], r, test_bases[b], names[f], (unsigned)(b + f + k));
            analysis_life(handle, r, test_bases[b]);
            fewer_rhs(handle, r, test_bases[b], (unsigned)(2 * b + k));
        }
        chain(handle, r, NULL, (unsigned)k);
        for(size_t f = 0; f < forced_count; ++f)
            if(forced[f] != NULL)
                chain(forced[f], r, names[f], (unsigned)(k + f));
    }
    trm_forced_free(forced, names, forced_count);
    is_status(rocsparse_destroy_handle(handle), rocsparse_status_success, "destroy the handle");
    return done_testing();
}
