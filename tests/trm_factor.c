#include "trm_factor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Random matrices with their diagonal (sorted columns, as the
 * factorizations need): the 1 x 1 case, empty off-diagonal rows, a long
 * row, more rows than the host backend's OpenMP threshold (8192). */
static const trm_shape shapes[] = {
    {"1 x 1", 1, 0, 0, 0},
    {"40 x 40 with empty rows", 40, 6, 0, 40},
    {"300 x 300", 300, 8, 0, 10},
    {"1200 x 1200 with a row of 900", 1200, 4, 900, 20},
    {"9000 x 9000", 9000, 4, 0, 5},
};
enum
{
    shape_count = sizeof(shapes) / sizeof(shapes[0])
};

/* The largest matrix whose factors are also compared with a dense
 * factorization (m^2 values of the reference type). */
enum
{
    dense_max = 400
};

/* One factorization and where it runs. */
typedef struct factor_case
{
    const factor_family*   family;
    const factor_routine*  r;
    rocsparse_handle       handle;
    rocsparse_pointer_mode mode;
    test_csr*              A;
    const char*            matrix;
    rocsparse_matrix_type  type;
    rocsparse_analysis_policy policy;
    int                    nan_analysis; /* analysed while the values were NaN */
    int                    sv_first;     /* csrsv analysed the lower triangle first */
    const char*            forced;
} factor_case;

static void label_of(char* buf, size_t size, const factor_case* c)
{
    snprintf(buf, size, "%s %s base %d%s%s%s%s, %s (m %d, nnz %d)%s%s", c->r->name, mode_name(c->mode),
             (int)c->A->base, c->type == rocsparse_matrix_type_triangular ? " triangular" : "",
             c->policy == rocsparse_analysis_policy_force ? " policy force" : "",
             c->nan_analysis ? ", analysed on NaN values" : "", c->sv_first ? ", after csrsv's analysis" : "",
             c->matrix, c->A->m, c->A->nnz, c->forced != NULL ? ", forced " : "", c->forced != NULL ? c->forced : "");
}

typedef struct pivot_ctx
{
    const factor_family* family;
    rocsparse_handle     handle;
    rocsparse_mat_info   info;
} pivot_ctx;

static rocsparse_status factor_pivot(const void* ctx, rocsparse_int* position)
{
    const pivot_ctx* c = ctx;
    return c->family->zero_pivot(c->handle, c->info, position);
}

/* A csrsv analysis of A's triangle into info, with its own buffer. */
static void* sv_analyse(const char* label, rocsparse_handle handle, const test_csr* A, rocsparse_mat_descr descr,
                        rocsparse_operation trans, rocsparse_mat_info info)
{
    const csrsv_ops* sv   = csrsv_of(A->prec);
    size_t           size = 0;
    is_status(sv->buffer_size(handle, trans, A->m, A->nnz, descr, A->d_val, A->d_row_ptr, A->d_col_ind, info, &size),
              rocsparse_status_success, "%s: csrsv buffer_size", label);
    void* buffer = trm_buffer(size);
    is_status(sv->analysis(handle, trans, A->m, A->nnz, descr, A->d_val, A->d_row_ptr, A->d_col_ind, info,
                           rocsparse_analysis_policy_reuse, rocsparse_solve_policy_auto, buffer),
              rocsparse_status_success, "%s: csrsv analysis", label);
    return buffer;
}

/* A solve with csrsv of F's triangle (F: A with the factor values), x
 * random; returns the solution (host, m values) for a next solve. */
static void* sv_solve(const char* label, rocsparse_handle handle, rocsparse_pointer_mode mode, const test_csr* F,
                      rocsparse_fill_mode fill, rocsparse_diag_type diag, rocsparse_operation trans,
                      rocsparse_mat_info info, const void* x)
{
    const test_prec*    p     = F->prec;
    const size_t        m     = (size_t)F->m;
    rocsparse_mat_descr descr = trm_descr(F->base, rocsparse_matrix_type_general, fill, diag);
    char                what[448];
    snprintf(what, sizeof(what), "%s, then csrsv %s %s %s with the factor", label, fill_name(fill), diag_name(diag),
             trans_name(trans));
    void* buffer = sv_analyse(what, handle, F, descr, trans, info);
    char  alpha[16];
    random_values(p, alpha, 1);
    void* d_x     = dev_upload(x, p->size * m);
    void* d_y     = dev_random(p, m, 1);
    void* d_alpha = scalar_arg(mode, alpha, p->size);
    is_status(csrsv_of(p)->solve(handle, trans, F->m, F->nnz, d_alpha, descr, F->d_val, F->d_row_ptr, F->d_col_ind,
                                 info, d_x, d_y, rocsparse_solve_policy_auto, buffer),
              rocsparse_status_success, "%s: solve succeeds", what);
    scalar_done(mode, alpha, d_alpha, p->size);
    void* y = xmalloc(p->size * m);
    dev_download(y, d_y, p->size * m);
    void* checked = xmalloc(p->size * m);
    memcpy(checked, y, p->size * m);
    check_solution(what, F, fill, diag, trans, value_get(p, alpha, 0), x, checked, m, NULL);
    free(checked);
    dev_free(d_x);
    dev_free(d_y);
    dev_free(buffer);
    rocsparse_destroy_mat_descr(descr);
    return y;
}

/* The factorization of c->A on info: analysis, zero pivot after it,
 * factorization, the factors against the reference and by their product,
 * the zero pivot after it; without a pivot, the two solves with the
 * factors on the same info. A->d_val holds A's values again afterwards. */
static void run_on(const factor_case* c, rocsparse_mat_info info)
{
    test_csr*        A = c->A;
    const test_prec* p = A->prec;
    const size_t     nnz = (size_t)A->nnz;
    char             label[384];
    label_of(label, sizeof(label), c);
    set_mode(c->handle, c->mode);
    rocsparse_mat_descr descr = trm_descr(A->base, c->type, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit);
    void*               sv_buffer = NULL;
    if(c->sv_first)
    {
        rocsparse_mat_descr lower = trm_descr(
            A->base, rocsparse_matrix_type_general, rocsparse_fill_mode_lower,
            c->family->cholesky ? rocsparse_diag_type_non_unit : rocsparse_diag_type_unit);
        sv_buffer = sv_analyse(label, c->handle, A, lower, rocsparse_operation_none, info);
        rocsparse_destroy_mat_descr(lower);
    }
    size_t size = 0;
    is_status(c->r->buffer_size(c->handle, A->m, A->nnz, descr, A->d_val, A->d_row_ptr, A->d_col_ind, info, &size),
              rocsparse_status_success, "%s: buffer_size succeeds", label);
    ok(size > 0, "%s: buffer_size is not 0", label);
    void* buffer = trm_buffer(size);
    if(c->nan_analysis)
    {
        void* nan = xmalloc(p->size * nnz);
        poison(p, nan, nnz);
        dev_store(A->d_val, nan, p->size * nnz);
        free(nan);
    }
    is_status(c->r->analysis(c->handle, A->m, A->nnz, descr, A->d_val, A->d_row_ptr, A->d_col_ind, info, c->policy,
                             rocsparse_solve_policy_auto, buffer),
              rocsparse_status_success, "%s: analysis succeeds", label);
    trm_store_values(A);
    pivot_ctx pc = {c->family, c->handle, info};
    char      after[400];
    snprintf(after, sizeof(after), "%s, after the analysis", label);
    check_pivot(after, c->mode, A->base, ref_first_pivot(A, rocsparse_diag_type_non_unit, 1), factor_pivot, &pc);

    is_status(c->r->factor(c->handle, A->m, A->nnz, descr, A->d_val, A->d_row_ptr, A->d_col_ind, info,
                           rocsparse_solve_policy_auto, buffer),
              rocsparse_status_success, "%s: factorization succeeds", label);
    void* got = xmalloc(p->size * nnz);
    dev_download(got, A->d_val, p->size * nnz);
    ref_t*         want    = xmalloc(sizeof(ref_t) * (nnz + 1));
    long double*   bound   = xmalloc(sizeof(long double) * (nnz + 1));
    unsigned char* tainted = calloc((size_t)A->m + 1, 1);
    rocsparse_int  pivot   = c->family->cholesky ? ref_ic0(A, want, bound, tainted) : ref_ilu0(A, want, bound, tainted);
    if(c->family->cholesky)
        check_llh_product(label, A, got, tainted);
    else
        check_lu_product(label, A, got, tainted);
    check_pivot(label, c->mode, A->base, pivot, factor_pivot, &pc);

    /* The solves with the factors, on the factored values in place. */
    if(pivot < 0)
    {
        test_csr F = *A;
        F.val      = got;
        void* x    = xmalloc(p->size * (size_t)A->m);
        random_values(p, x, (size_t)A->m);
        void* z, *y;
        if(c->family->cholesky)
        {
            z = sv_solve(label, c->handle, c->mode, &F, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit,
                         rocsparse_operation_none, info, x);
            y = sv_solve(label, c->handle, c->mode, &F, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit,
                         rocsparse_operation_conjugate_transpose, info, z);
        }
        else
        {
            z = sv_solve(label, c->handle, c->mode, &F, rocsparse_fill_mode_lower, rocsparse_diag_type_unit,
                         rocsparse_operation_none, info, x);
            y = sv_solve(label, c->handle, c->mode, &F, rocsparse_fill_mode_upper, rocsparse_diag_type_non_unit,
                         rocsparse_operation_none, info, z);
        }
        free(x);
        free(z);
        free(y);
    }

    /* Small matrices without a pivot: the dense factorization too. */
    if(pivot < 0 && A->m <= dense_max)
    {
        ref_t* dense = xmalloc(sizeof(ref_t) * (nnz + 1));
        if(c->family->cholesky)
            dense_ic0(A, dense);
        else
            dense_ilu0(A, dense);
        check_values(p, got, dense, bound, nnz, "%s: the factors match the dense reference", label);
        free(dense);
    }
    untaint(A, 0, tainted, got, want, bound);
    check_values(p, got, want, bound, nnz, "%s: the factors match the reference (rows off a zero pivot)%s", label,
                 c->family->cholesky ? ", upper entries untouched" : "");
    trm_store_values(A);
    free(got);
    free(want);
    free(bound);
    free(tainted);
    dev_free(buffer);
    dev_free(sv_buffer);
    rocsparse_destroy_mat_descr(descr);
    set_mode(c->handle, rocsparse_pointer_mode_host);
}

static void run_case(const factor_case* c)
{
    rocsparse_mat_info info = test_info();
    run_on(c, info);
    rocsparse_destroy_mat_info(info);
}

/* New values of A for the family: Hermitian for IC(0). */
static void family_values(const factor_family* family, test_csr* A)
{
    trm_new_values(A, family->cholesky ? trm_symmetric : 0);
}

/* The matrix types, policies, pointer modes, NaN analyses and csrsv's
 * analysis first, in turn. */
static void some_cases(const factor_family* family, const factor_routine* r, rocsparse_handle handle, test_csr* A,
                       const char* matrix, const char* forced, unsigned turn, int count)
{
    for(int k = 0; k < count; ++k, ++turn)
    {
        factor_case c = {family,
                         r,
                         handle,
                         test_modes[turn & 1u],
                         A,
                         matrix,
                         (turn >> 1) & 1u ? rocsparse_matrix_type_triangular : rocsparse_matrix_type_general,
                         (turn >> 2) & 1u ? rocsparse_analysis_policy_force : rocsparse_analysis_policy_reuse,
                         turn % 3u == 1,
                         turn % 5u == 2,
                         forced};
        run_case(&c);
    }
}

/* ------------------------------------------------------------ zero pivots */

/* A row of A without entries left of the diagonal, near row `near`: its
 * U diagonal (or the value under its square root) is its own diagonal
 * entry, so a 0 there is a numerical zero pivot exactly. */
static rocsparse_int row_without_lower(const test_csr* A, rocsparse_int near)
{
    const rocsparse_int b = (rocsparse_int)A->base;
    for(rocsparse_int d = 0; d < A->m; ++d)
    {
        rocsparse_int i  = (near + d) % A->m;
        int           lo = 0;
        for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
            lo |= A->col_ind[k] - b < i;
        if(!lo)
            return i;
    }
    return 0;
}

/* A missing diagonal (structural: after the analysis already), a zero
 * one (numerical: after the factorization only), and both. */
static void zero_pivots(const factor_family* family, const factor_routine* r, rocsparse_handle handle,
                        rocsparse_index_base base, const char* forced, unsigned turn)
{
    static const trm_shape shape = {"150 x 150", 150, 3, 0, 40};
    for(int kind = 0; kind < 3; ++kind, ++turn)
    {
        test_csr A;
        trm_random(&A, r->prec, &shape, base, family->cholesky ? trm_symmetric : 0);
        rocsparse_int q = row_without_lower(&A, rand_int(10, 140)), s = rand_int(20, 130);
        if(s == q)
            s = q > 20 ? q - 1 : q + 1;
        if(kind != 0)
        {
            value_set(A.prec, A.val, (size_t)trm_diag_at(&A, q), 0);
            trm_store_values(&A);
        }
        if(kind != 1)
            trm_drop_diagonal(&A, s);
        const char* what = kind == 0 ? "150 x 150 with a missing diagonal"
                           : kind == 1 ? "150 x 150 with a zero pivot"
                                       : "150 x 150 with a missing diagonal and a zero pivot";
        for(int md = 0; md < 2; ++md)
        {
            factor_case c = {family, r, handle, test_modes[md], &A, what, rocsparse_matrix_type_general,
                             (turn >> 1) & 1u ? rocsparse_analysis_policy_force : rocsparse_analysis_policy_reuse,
                             0, md == 1, forced};
            run_case(&c);
        }
        csr_free(&A);
    }
}

/* ---------------------------------------------------- analysis lifecycle */

/* One info through the factorization's life: analysed and factored; the
 * factorization's clear, after which it is refused but csrsv's analysis
 * of the lower triangle still serves; analysed again (reuse) and
 * factored with new values; csrsv's clear, after which the factorization
 * still runs; a second clear. */
static void analysis_life(const factor_family* family, const factor_routine* r, rocsparse_handle handle,
                          rocsparse_index_base base)
{
    static const trm_shape shape = {"200 x 200", 200, 5, 0, 10};
    const test_prec*       p     = r->prec;
    test_csr               A;
    trm_random(&A, p, &shape, base, family->cholesky ? trm_symmetric : 0);
    rocsparse_mat_info info = test_info();
    factor_case        c    = {family, r, handle, rocsparse_pointer_mode_host, &A, "200 x 200, one info",
                               rocsparse_matrix_type_general, rocsparse_analysis_policy_reuse, 0, 1, NULL};
    char               label[384];
    label_of(label, sizeof(label), &c);
    run_on(&c, info);

    rocsparse_mat_descr descr =
        trm_descr(base, rocsparse_matrix_type_general, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit);
    is_status(family->clear(handle, info), rocsparse_status_success, "%s: %s_clear", label, family->name);
    pivot_ctx pc = {family, handle, info};
    char      cleared[400];
    snprintf(cleared, sizeof(cleared), "%s, after %s_clear", label, family->name);
    check_pivot(cleared, rocsparse_pointer_mode_host, base, -1, factor_pivot, &pc);
    void*     buffer = trm_buffer(1 << 16);
    out_buf   outs[] = {{A.d_val, p->size * (size_t)A.nnz, 1}};
    out_watch w;
    watch_start(&w, outs, 1);
    expect_status(&w,
                  r->factor(handle, A.m, A.nnz, descr, A.d_val, A.d_row_ptr, A.d_col_ind, info,
                            rocsparse_solve_policy_auto, buffer),
                  rocsparse_status_invalid_pointer, "%s: a factorization after %s_clear is refused", label,
                  family->name);
    watch_end(&w);
    dev_free(buffer);

    /* run_on solves with csrsv on this info: its analyses are still there,
     * and the factorization's is made again under policy reuse. */
    family_values(family, &A);
    c.matrix = "200 x 200, one info, analysed again after the clear, new values";
    c.sv_first = 0;
    run_on(&c, info);
    is_status(rocsparse_csrsv_clear(handle, descr, info), rocsparse_status_success, "%s: csrsv_clear", label);
    c.matrix = "200 x 200, one info, after csrsv_clear";
    run_on(&c, info);
    is_status(family->clear(handle, info), rocsparse_status_success, "%s: %s_clear", label, family->name);
    is_status(family->clear(handle, info), rocsparse_status_success, "%s: a second %s_clear", label, family->name);
    is_status(rocsparse_destroy_mat_info(info), rocsparse_status_success, "%s: destroy an analysed info", label);
    rocsparse_destroy_mat_descr(descr);
    csr_free(&A);
}

/* ------------------------------------------------------------ the program */

/* Every shape in both bases, the 7- and 27-point 3D Laplacians, a matrix
 * whose matches lie far apart, a chain. Under stored32 the analysis's fit
 * kernel takes slots of 8 lanes on the 7-point stencil (3 entries of a
 * dependency's row may give), 16 on the 27-point one (13), and 32, with
 * several loads a slot, on the matrix whose matches lie far apart (row
 * 100's 99 or 100). csric0 reads A's lower triangle alone, which is how
 * many callers store it: the 27-point stencil and the far matches again,
 * as their lower triangles alone. */
static void matrices(const factor_family* family, const factor_routine* r, rocsparse_handle handle,
                     const char* forced, unsigned turn, int count)
{
    for(int s = 0; s < shape_count; ++s)
        for(int b = 0; b < 2; ++b, ++turn)
        {
            test_csr A;
            trm_random(&A, r->prec, &shapes[s], test_bases[b], family->cholesky ? trm_symmetric : 0);
            some_cases(family, r, handle, &A, shapes[s].name, forced, turn, count);
            csr_free(&A);
        }
    test_csr A;
    trm_laplace3d(&A, r->prec, 16, test_bases[turn & 1u]);
    family_values(family, &A);
    some_cases(family, r, handle, &A, "3D Laplacian 16^3", forced, turn, 2);
    csr_free(&A);
    trm_laplace3d27(&A, r->prec, 12, test_bases[(turn + 1) & 1u]);
    family_values(family, &A);
    some_cases(family, r, handle, &A, "27-point 3D stencil 12^3", forced, turn, 2);
    csr_free(&A);
    trm_far_matches(&A, r->prec, test_bases[turn & 1u]);
    family_values(family, &A);
    some_cases(family, r, handle, &A, "matches far apart", forced, turn, 1);
    csr_free(&A);
    if(family->cholesky)
    {
        trm_laplace3d27(&A, r->prec, 12, test_bases[turn & 1u]);
        family_values(family, &A);
        trm_keep_lower(&A);
        some_cases(family, r, handle, &A, "27-point 3D stencil 12^3, its lower triangle alone", forced, turn, 1);
        csr_free(&A);
        trm_far_matches(&A, r->prec, test_bases[(turn + 1) & 1u]);
        family_values(family, &A);
        trm_keep_lower(&A);
        some_cases(family, r, handle, &A, "matches far apart, their lower triangle alone", forced, turn, 1);
        csr_free(&A);
    }
    trm_tridiagonal(&A, r->prec, trm_long_rows(100000, 3000, forced), test_bases[(turn >> 1) & 1u]);
    family_values(family, &A);
    some_cases(family, r, handle, &A, "chain", forced, turn, 1);
    csr_free(&A);
}

int factor_main(const factor_family* family)
{
    test_init();
    rocsparse_handle  handle = test_handle();
    rocsparse_handle* forced;
    char (*names)[96];
    size_t forced_count = trm_forced_handles("trfactor", "", &forced, &names);
    forced_setting_refused("trfactor:no_such_strategy");
    for(size_t k = 0; k < family->count; ++k)
    {
        const factor_routine* r = &family->routines[k];
        matrices(family, r, handle, NULL, (unsigned)k, 4);
        for(size_t f = 0; f < forced_count; ++f)
            if(forced[f] != NULL)
                matrices(family, r, forced[f], names[f], (unsigned)(k + f), 1);
        for(int b = 0; b < 2; ++b)
        {
            zero_pivots(family, r, handle, test_bases[b], NULL, (unsigned)(b + k));
            for(size_t f = 0; f < forced_count; ++f)
                if(forced[f] != NULL)
                    zero_pivots(family, r, forced[f], test_bases[b], names[f], (unsigned)(b + k + f));
            analysis_life(family, r, handle, test_bases[b]);
        }
    }
    trm_forced_free(forced, names, forced_count);
    is_status(rocsparse_destroy_handle(handle), rocsparse_status_success, "destroy the handle");
    return done_testing();
}
