/* rocsparse_Xcsrsv_buffer_size, _analysis, _solve, rocsparse_csrsv_zero_pivot
 * and rocsparse_csrsv_clear: op(T) y = alpha x for both triangles, both
 * diagonal types and every operation, against a long double reference
 * and by the residual, on random triangles (the other triangle present,
 * unsorted columns, empty rows, a long row), a 100k-row chain, a 200k-row
 * diagonal and a 3D Laplacian; zero pivots, structural and numerical; the
 * analysis' life (values changed after it, reuse, force, clear). Every
 * strategy of setting trsv is forced in turn (FSPARSE_FORCE_KERNEL), and
 * each of trlevels, the analysis's level passes, on every case. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trm_reference.h"

/* Every precision's routines (trm_reference.c). */
static const test_prec* const precisions[] = {&prec_s, &prec_d, &prec_c, &prec_z};
typedef csrsv_ops csrsv_routine;

/* Random triangles: the 1 x 1 case, empty off-diagonal rows, a long row,
 * more rows than the host backend's OpenMP threshold (8192). */
static const trm_shape shapes[] = {
    {"1 x 1", 1, 0, 0, 0},
    {"2 x 2", 2, 1, 0, 0},
    {"40 x 40 with empty rows", 40, 6, 0, 40},
    {"300 x 300", 300, 8, 0, 10},
    {"1500 x 1500 with a row of 1200", 1500, 4, 1200, 20},
    {"9000 x 9000", 9000, 5, 0, 5},
    /* No entries at all: the diagonal is missing (a zero pivot at row 0
     * unless unit, where y = alpha x). */
    {"30 x 30 without entries", 30, 0, 0, 0},
};
enum
{
    shape_count = sizeof(shapes) / sizeof(shapes[0])
};

/* One solve: its problem, where it runs, and what it tries. */
typedef struct sv_case
{
    const csrsv_routine*  r;
    rocsparse_handle      handle;
    rocsparse_pointer_mode mode;
    const test_csr*       A;
    const char*           matrix;
    rocsparse_fill_mode   fill;
    rocsparse_diag_type   diag;
    rocsparse_operation   trans;
    rocsparse_matrix_type type;
    int                   in_place;      /* x and y the same array */
    int                   nan_analysis;  /* analysed while the values were NaN */
    const char*           forced;        /* the forced strategy, or NULL */
} sv_case;

static const char* label_of(char* buf, size_t size, const sv_case* c)
{
    snprintf(buf, size, "%s %s base %d %s %s %s%s, %s (m %d, nnz %d)%s%s%s%s", c->r->name, mode_name(c->mode),
             (int)c->A->base, fill_name(c->fill), diag_name(c->diag), trans_name(c->trans),
             c->type == rocsparse_matrix_type_triangular ? " triangular" : "", c->matrix, c->A->m, c->A->nnz,
             c->in_place ? ", in place" : "", c->nan_analysis ? ", analysed on NaN values" : "",
             c->forced != NULL ? ", forced " : "", c->forced != NULL ? c->forced : "");
    return buf;
}

typedef struct pivot_ctx
{
    rocsparse_handle    handle;
    rocsparse_mat_descr descr;
    rocsparse_mat_info  info;
} pivot_ctx;

static rocsparse_status csrsv_pivot(const void* ctx, rocsparse_int* position)
{
    const pivot_ctx* c = ctx;
    return rocsparse_csrsv_zero_pivot(c->handle, c->descr, c->info, position);
}

enum
{
    guard_len = 3
};

/* The analysis of c's triangle into info: buffer size, then the analysis
 * itself (on NaN values if c says so: it depends on the pattern only). */
static void analyse(const sv_case* c, const char* label, rocsparse_mat_descr descr, rocsparse_mat_info info,
                    rocsparse_analysis_policy policy, void** buffer)
{
    const test_csr* A    = c->A;
    size_t          size = 0;
    is_status(c->r->buffer_size(c->handle, c->trans, A->m, A->nnz, descr, A->d_val, A->d_row_ptr, A->d_col_ind, info,
                                &size),
              rocsparse_status_success, "%s: buffer_size succeeds", label);
    ok(size > 0, "%s: buffer_size is not 0", label);
    *buffer = trm_buffer(size);
    if(c->nan_analysis)
    {
        void* nan = xmalloc(A->prec->size * (size_t)A->nnz);
        poison(A->prec, nan, (size_t)A->nnz);
        dev_store(A->d_val, nan, A->prec->size * (size_t)A->nnz);
        free(nan);
    }
    is_status(c->r->analysis(c->handle, c->trans, A->m, A->nnz, descr, A->d_val, A->d_row_ptr, A->d_col_ind, info,
                             policy, rocsparse_solve_policy_auto, *buffer),
              rocsparse_status_success, "%s: analysis succeeds", label);
    if(c->nan_analysis)
        trm_store_values((test_csr*)A);
}

/* Solves with info (analysed for c) and checks y: the reference, the
 * residual, guards past the end, the zero pivot. */
static void solve_and_check(const sv_case* c, const char* label, rocsparse_mat_descr descr, rocsparse_mat_info info,
                            void* buffer)
{
    const test_csr*  A = c->A;
    const test_prec* p = A->prec;
    const size_t     m = (size_t)A->m, total = m + guard_len;
    char             alpha[16];
    void*            x  = xmalloc(p->size * total);
    void*            y0 = xmalloc(p->size * total);
    random_values(p, alpha, 1);
    random_values(p, x, m);
    /* y: NaN where the solution goes (unless it is x), random guards. */
    random_values(p, y0, total);
    if(c->in_place)
        memcpy(y0, x, p->size * m);
    else
        poison(p, y0, m);
    void* d_x     = c->in_place ? NULL : dev_upload(x, p->size * m);
    void* d_y     = dev_upload(y0, p->size * total);
    void* d_alpha = scalar_arg(c->mode, alpha, p->size);
    is_status(c->r->solve(c->handle, c->trans, A->m, A->nnz, d_alpha, descr, A->d_val, A->d_row_ptr, A->d_col_ind,
                          info, c->in_place ? d_y : d_x, d_y, rocsparse_solve_policy_auto, buffer),
              rocsparse_status_success, "%s: solve succeeds", label);
    scalar_done(c->mode, alpha, d_alpha, p->size);

    void* got = xmalloc(p->size * total);
    dev_download(got, d_y, p->size * total);
    check_solution(label, A, c->fill, c->diag, c->trans, value_get(p, alpha, 0), x, got, total, y0);

    pivot_ctx pc = {c->handle, descr, info};
    check_pivot(label, c->mode, A->base, ref_first_pivot(A, c->diag, 0), csrsv_pivot, &pc);

    free(x);
    free(y0);
    free(got);
    dev_free(d_x);
    dev_free(d_y);
}

static void run_case(const sv_case* c)
{
    char label[384];
    label_of(label, sizeof(label), c);
    rocsparse_mat_descr descr = trm_descr(c->A->base, c->type, c->fill, c->diag);
    rocsparse_mat_info  info  = test_info();
    void*               buffer;
    set_mode(c->handle, c->mode);
    analyse(c, label, descr, info, rocsparse_analysis_policy_reuse, &buffer);
    solve_and_check(c, label, descr, info, buffer);
    dev_free(buffer);
    rocsparse_destroy_mat_info(info);
    rocsparse_destroy_mat_descr(descr);
}

/* Every triangle, diagonal type and operation of A, the pointer mode, the
 * matrix type, in-place solves and NaN analyses taking turns. */
static void all_cases(rocsparse_handle handle, const csrsv_routine* r, const test_csr* A, const char* matrix,
                      const char* forced, unsigned turn)
{
    for(int f = 0; f < 2; ++f)
        for(int d = 0; d < 2; ++d)
            for(int t = 0; t < 3; ++t, ++turn)
            {
                sv_case c = {r,
                             handle,
                             test_modes[turn & 1u],
                             A,
                             matrix,
                             f == 0 ? rocsparse_fill_mode_lower : rocsparse_fill_mode_upper,
                             d == 0 ? rocsparse_diag_type_non_unit : rocsparse_diag_type_unit,
                             test_ops[t],
                             (turn >> 1) & 1u ? rocsparse_matrix_type_triangular : rocsparse_matrix_type_general,
                             (turn % 3u) == 0,
                             (turn % 5u) == 1,
                             forced};
                run_case(&c);
            }
}

/* ------------------------------------------------------------ zero pivots */

/* Rows without a diagonal (structural pivots) and rows with a zero one
 * (numerical): after the analysis only the structural ones count, after
 * the solve both; rows that do not depend on them are still right. */
static void zero_pivots(rocsparse_handle handle, const csrsv_routine* r, rocsparse_index_base base,
                        const char* forced, unsigned turn)
{
    static const trm_shape shape = {"120 x 120", 120, 4, 0, 20};
    /* What each matrix holds: structural, numerical, both. */
    for(int kind = 0; kind < 3; ++kind)
    {
        test_csr A;
        trm_random(&A, r->prec, &shape, base, 0);
        rocsparse_int s = rand_int(20, 100), q = rand_int(5, 110);
        if(q == s)
            --q;
        char          what[96];
        if(kind != 1)
            trm_drop_diagonal(&A, s);
        if(kind != 0)
        {
            value_set(A.prec, A.val, (size_t)trm_diag_at(&A, q), 0);
            trm_store_values(&A);
        }
        snprintf(what, sizeof(what), "120 x 120 with %s", kind == 0 ? "a missing diagonal"
                                                          : kind == 1 ? "a zero diagonal"
                                                                      : "a missing and a zero diagonal");
        for(int f = 0; f < 2; ++f)
            for(int t = 0; t < 2; ++t, ++turn)
                for(int d = 0; d < 2; ++d)
                {
                    sv_case c = {r,
                                 handle,
                                 test_modes[turn & 1u],
                                 &A,
                                 what,
                                 f == 0 ? rocsparse_fill_mode_lower : rocsparse_fill_mode_upper,
                                 d == 0 ? rocsparse_diag_type_non_unit : rocsparse_diag_type_unit,
                                 test_ops[t],
                                 rocsparse_matrix_type_general,
                                 0,
                                 0,
                                 forced};
                    char label[384];
                    label_of(label, sizeof(label), &c);
                    rocsparse_mat_descr descr = trm_descr(base, c.type, c.fill, c.diag);
                    rocsparse_mat_info  info  = test_info();
                    void*               buffer;
                    set_mode(handle, c.mode);
                    analyse(&c, label, descr, info, rocsparse_analysis_policy_force, &buffer);
                    /* After the analysis: the missing diagonal only. */
                    char after[400];
                    snprintf(after, sizeof(after), "%s, after the analysis", label);
                    pivot_ctx pc = {handle, descr, info};
                    check_pivot(after, c.mode, base, ref_first_pivot(&A, c.diag, 1), csrsv_pivot, &pc);
                    solve_and_check(&c, label, descr, info, buffer);
                    dev_free(buffer);
                    rocsparse_destroy_mat_info(info);
                    rocsparse_destroy_mat_descr(descr);
                }
        csr_free(&A);
    }
}

/* ---------------------------------------------------- analysis lifecycle */

/* One info holding the lower and the upper analysis at once; a second
 * analysis with policy reuse and one with force; values changed between
 * analysis and solve; csrsv_clear, after which a solve is refused and
 * the info can be analysed again. */
static void analysis_life(rocsparse_handle handle, const csrsv_routine* r, rocsparse_index_base base)
{
    static const trm_shape shape = {"200 x 200", 200, 6, 0, 10};
    const test_prec*       p     = r->prec;
    test_csr               A;
    trm_random(&A, p, &shape, base, trm_unsorted);
    set_mode(handle, rocsparse_pointer_mode_host);
    rocsparse_mat_info  info = test_info();
    rocsparse_mat_descr lower =
        trm_descr(base, rocsparse_matrix_type_general, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit);
    rocsparse_mat_descr upper =
        trm_descr(base, rocsparse_matrix_type_general, rocsparse_fill_mode_upper, rocsparse_diag_type_unit);
    sv_case lc = {r, handle, rocsparse_pointer_mode_host, &A, "200 x 200, one info for both triangles",
                  rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit, rocsparse_operation_none,
                  rocsparse_matrix_type_general, 0, 0, NULL};
    sv_case uc = lc;
    uc.fill    = rocsparse_fill_mode_upper;
    uc.diag    = rocsparse_diag_type_unit;
    char ll[384], ul[384];
    label_of(ll, sizeof(ll), &lc);
    label_of(ul, sizeof(ul), &uc);
    void *lbuf, *ubuf;
    pivot_ctx pc = {handle, lower, info};
    char      before[400];
    snprintf(before, sizeof(before), "%s, before any analysis", ll);
    check_pivot(before, rocsparse_pointer_mode_host, base, -1, csrsv_pivot, &pc);
    analyse(&lc, ll, lower, info, rocsparse_analysis_policy_reuse, &lbuf);
    analyse(&uc, ul, upper, info, rocsparse_analysis_policy_reuse, &ubuf);
    solve_and_check(&lc, ll, lower, info, lbuf);
    solve_and_check(&uc, ul, upper, info, ubuf);

    /* Again with reuse (the analysis kept), and with force (made anew). */
    is_status(r->analysis(handle, rocsparse_operation_none, A.m, A.nnz, lower, A.d_val, A.d_row_ptr, A.d_col_ind,
                          info, rocsparse_analysis_policy_reuse, rocsparse_solve_policy_auto, lbuf),
              rocsparse_status_success, "%s: a second analysis, policy reuse", ll);
    is_status(r->analysis(handle, rocsparse_operation_none, A.m, A.nnz, upper, A.d_val, A.d_row_ptr, A.d_col_ind,
                          info, rocsparse_analysis_policy_force, rocsparse_solve_policy_auto, ubuf),
              rocsparse_status_success, "%s: a second analysis, policy force", ul);

    /* New values, no new analysis: the solve uses them. */
    trm_new_values(&A, 0);
    char nl[400], nu[400];
    snprintf(nl, sizeof(nl), "%s, values changed after the analysis", ll);
    snprintf(nu, sizeof(nu), "%s, values changed after the analysis", ul);
    solve_and_check(&lc, nl, lower, info, lbuf);
    solve_and_check(&uc, nu, upper, info, ubuf);

    /* Clearing the lower analysis leaves the upper one. */
    is_status(rocsparse_csrsv_clear(handle, lower, info), rocsparse_status_success, "%s: csrsv_clear", ll);
    void* d_x = dev_random(p, (size_t)A.m, 0);
    void* d_y = dev_random(p, (size_t)A.m, 1);
    char  one[16];
    value_set(p, one, 0, 1);
    out_buf   outs[] = {{d_y, p->size * (size_t)A.m, 1}};
    out_watch w;
    watch_start(&w, outs, 1);
    expect_status(&w,
                  r->solve(handle, rocsparse_operation_none, A.m, A.nnz, one, lower, A.d_val, A.d_row_ptr,
                           A.d_col_ind, info, d_x, d_y, rocsparse_solve_policy_auto, lbuf),
                  rocsparse_status_invalid_pointer, "%s: a solve after csrsv_clear is refused", ll);
    watch_end(&w);
    char cleared[400];
    snprintf(cleared, sizeof(cleared), "%s, after csrsv_clear", ll);
    check_pivot(cleared, rocsparse_pointer_mode_host, base, -1, csrsv_pivot, &pc);
    char cu[400];
    snprintf(cu, sizeof(cu), "%s, after the lower one's clear", ul);
    solve_and_check(&uc, cu, upper, info, ubuf);
    is_status(rocsparse_csrsv_clear(handle, lower, info), rocsparse_status_success, "%s: a second csrsv_clear", ll);
    char al[400];
    snprintf(al, sizeof(al), "%s, analysed again after the clear", ll);
    dev_free(lbuf);
    analyse(&lc, al, lower, info, rocsparse_analysis_policy_reuse, &lbuf);
    solve_and_check(&lc, al, lower, info, lbuf);
    /* Destroying an info that holds analyses frees them. */
    is_status(rocsparse_destroy_mat_info(info), rocsparse_status_success, "%s: destroy an analysed info", r->name);

    dev_free(d_x);
    dev_free(d_y);
    dev_free(lbuf);
    dev_free(ubuf);
    rocsparse_destroy_mat_descr(lower);
    rocsparse_destroy_mat_descr(upper);
    csr_free(&A);
}

/* ------------------------------------------------------------ big ones */

/* A 100k-row chain (each row waits for the one before it), 200k
 * independent rows, and a 3D Laplacian's triangles. */
static void big_cases(rocsparse_handle handle, const csrsv_routine* r, const char* forced, unsigned turn)
{
    for(int k = 0; k < 3; ++k, ++turn)
    {
        test_csr             A;
        rocsparse_index_base base = test_bases[turn & 1u];
        const char*          what;
        if(k == 0)
            trm_tridiagonal(&A, r->prec, trm_long_rows(100000, 3000, forced), base), what = "chain";
        else if(k == 1)
            trm_diagonal(&A, r->prec, trm_long_rows(200000, 20000, forced), base), what = "diagonal";
        else
            trm_laplace3d(&A, r->prec, 24, base), what = "3D Laplacian 24^3";
        /* Each triangle once, with op none or a transpose (conjugate or
         * not) in turn. */
        for(int f = 0; f < 2; ++f, ++turn)
        {
            const int t = (int)((turn >> 1) & 1u);
            sv_case   c = {r,
                           handle,
                           test_modes[turn & 1u],
                           &A,
                           what,
                           f == 0 ? rocsparse_fill_mode_lower : rocsparse_fill_mode_upper,
                           (turn >> 2) & 1u ? rocsparse_diag_type_unit : rocsparse_diag_type_non_unit,
                           t == 0 ? rocsparse_operation_none : test_ops[1 + ((turn >> 3) & 1u)],
                           rocsparse_matrix_type_general,
                           (turn % 4u) == 3,
                           0,
                           forced};
            run_case(&c);
        }
        csr_free(&A);
    }
}

int main(void)
{
    test_init();
    rocsparse_handle  handle = test_handle();
    rocsparse_handle* forced;
    char (*names)[96];
    size_t forced_count = trm_forced_handles("trsv", "", &forced, &names);
    diag("%zu strategies of setting trsv to force", forced_count);
    forced_setting_refused("trsv:no_such_strategy");
    /* The analysis's level passes, each on every shape and the big cases. */
    rocsparse_handle* passes;
    char (*pass_names)[96];
    size_t pass_count = trm_forced_handles("trlevels", "", &passes, &pass_names);
    diag("%zu strategies of setting trlevels to force", pass_count);
    for(size_t k = 0; k < sizeof(precisions) / sizeof(precisions[0]); ++k)
    {
        const csrsv_routine* r = csrsv_of(precisions[k]);
        for(int s = 0; s < shape_count; ++s)
            for(int b = 0; b < 2; ++b)
            {
                test_csr A;
                trm_random(&A, r->prec, &shapes[s], test_bases[b],
                           s == shape_count - 1 ? trm_no_diag : s >= 3 ? trm_unsorted : 0);
                all_cases(handle, r, &A, shapes[s].name, NULL, (unsigned)(s + b));
                /* Each forced strategy on every other matrix, in turn. */
                for(size_t f = 0; f < forced_count; ++f)
                    if(forced[f] != NULL && ((size_t)(s + b) + f) % 2 == 0)
                        all_cases(forced[f], r, &A, shapes[s].name, names[f], (unsigned)(s + b + f));
                for(size_t f = 0; f < pass_count; ++f)
                    if(passes[f] != NULL)
                        all_cases(passes[f], r, &A, shapes[s].name, pass_names[f], (unsigned)(s + b + f));
                csr_free(&A);
            }
        for(int b = 0; b < 2; ++b)
        {
            zero_pivots(handle, r, test_bases[b], NULL, (unsigned)b);
            for(size_t f = 0; f < forced_count; ++f)
                if(forced[f] != NULL)
                    zero_pivots(forced[f], r, test_bases[b], names[f], (unsigned)(b + f));
            analysis_life(handle, r, test_bases[b]);
        }
        big_cases(handle, r, NULL, (unsigned)k);
        for(size_t f = 0; f < forced_count; ++f)
            if(forced[f] != NULL && (k + f) % 2 == 0)
                big_cases(forced[f], r, names[f], (unsigned)(k + f));
        for(size_t f = 0; f < pass_count; ++f)
            if(passes[f] != NULL)
                big_cases(passes[f], r, pass_names[f], (unsigned)(k + f));
    }
    trm_forced_free(passes, pass_names, pass_count);
    trm_forced_free(forced, names, forced_count);
    is_status(rocsparse_destroy_handle(handle), rocsparse_status_success, "destroy the handle");
    return done_testing();
}
