/* One rocsparse_mat_info shared by csrsv, csrsm, csric0 and csrilu0 on the
 * lower triangle of one Hermitian positive definite matrix: every routine
 * analyses it under policy reuse and each gives right results; csrsv
 * analyses again under policy force and all still do; then each routine's
 * clear, one at a time: the cleared routine is refused (invalid_pointer)
 * and the others still give right results; last, all four analyse again
 * in another order. Both bases, both pointer modes, every precision. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trm_factor.h"

#define WRAP_FACTORS(p, T) FACTOR_WRAPPERS(ilu0, p, T) FACTOR_WRAPPERS(ic0, p, T)
TEST_FOR_ALL(WRAP_FACTORS)

#define ILU0_ROW(p, T) FACTOR_ROW(ilu0, p),
#define IC0_ROW(p, T) FACTOR_ROW(ic0, p),
static const factor_routine ilu0_routines[] = {TEST_FOR_ALL(ILU0_ROW)};
static const factor_routine ic0_routines[]  = {TEST_FOR_ALL(IC0_ROW)};

enum
{
    nrhs = 4
};

/* The routines, in the order their analyses and clears go. */
enum user
{
    user_csrsv,
    user_csrsm,
    user_csric0,
    user_csrilu0,
    user_count
};
static const char* const user_names[user_count] = {"csrsv", "csrsm", "csric0", "csrilu0"};

/* The shared state: the matrix, its lower triangle's descriptor, the info
 * and each routine's buffer. */
typedef struct shared
{
    rocsparse_handle       handle;
    rocsparse_pointer_mode mode;
    test_csr               A;
    rocsparse_mat_descr    lower;
    rocsparse_mat_info     info;
    const factor_routine*  factor[2]; /* csric0, csrilu0 */
    void*                  buffer[user_count];
    const char*            stage;
} shared;

static void analyse(shared* s, int user, rocsparse_analysis_policy policy)
{
    test_csr*        A = &s->A;
    const test_prec* p = A->prec;
    char             one[16];
    size_t           size = 0;
    rocsparse_status got, sized;
    value_set(p, one, 0, 1);
    set_mode(s->handle, rocsparse_pointer_mode_host);
    dev_free(s->buffer[user]);
    /* csrsm's setup calls take B, which they do not read. */
    void* d_B = dev_alloc(p->size * (size_t)A->m * nrhs);
    if(user == user_csrsv)
        sized = csrsv_of(p)->buffer_size(s->handle, rocsparse_operation_none, A->m, A->nnz, s->lower, A->d_val,
                                         A->d_row_ptr, A->d_col_ind, s->info, &size);
    else if(user == user_csrsm)
        sized = csrsm_of(p)->buffer_size(s->handle, rocsparse_operation_none, rocsparse_operation_none, A->m, nrhs,
                                         A->nnz, one, s->lower, A->d_val, A->d_row_ptr, A->d_col_ind, d_B, A->m,
                                         s->info, rocsparse_solve_policy_auto, &size);
    else
        sized = s->factor[user - user_csric0]->buffer_size(s->handle, A->m, A->nnz, s->lower, A->d_val, A->d_row_ptr,
                                                           A->d_col_ind, s->info, &size);
    is_status(sized, rocsparse_status_success, "precision %c base %d %s: %s buffer_size", p->letter, (int)A->base,
              s->stage, user_names[user]);
    s->buffer[user] = trm_buffer(size);
    if(user == user_csrsv)
        got = csrsv_of(p)->analysis(s->handle, rocsparse_operation_none, A->m, A->nnz, s->lower, A->d_val,
                                    A->d_row_ptr, A->d_col_ind, s->info, policy, rocsparse_solve_policy_auto,
                                    s->buffer[user]);
    else if(user == user_csrsm)
        got = csrsm_of(p)->analysis(s->handle, rocsparse_operation_none, rocsparse_operation_none, A->m, nrhs, A->nnz,
                                    one, s->lower, A->d_val, A->d_row_ptr, A->d_col_ind, d_B, A->m, s->info, policy,
                                    rocsparse_solve_policy_auto, s->buffer[user]);
    else
        got = s->factor[user - user_csric0]->analysis(s->handle, A->m, A->nnz, s->lower, A->d_val, A->d_row_ptr,
                                                      A->d_col_ind, s->info, policy, rocsparse_solve_policy_auto,
                                                      s->buffer[user]);
    dev_free(d_B);
    is_status(got, rocsparse_status_success, "precision %c base %d %s: %s analysis, policy %s", p->letter,
              (int)A->base, s->stage, user_names[user],
              policy == rocsparse_analysis_policy_force ? "force" : "reuse");
}

/* csrsv and csrsm: a solve with the lower triangle, checked (usable) or
 * refused with invalid_pointer and its output untouched. */
static void solve(shared* s, int user, int usable)
{
    test_csr*        A = &s->A;
    const test_prec* p = A->prec;
    const size_t     m = (size_t)A->m, len = user == user_csrsv ? m : m * nrhs;
    char             alpha[16], label[256];
    snprintf(label, sizeof(label), "precision %c base %d %s %s: %s", p->letter, (int)A->base, mode_name(s->mode),
             s->stage, user_names[user]);
    random_values(p, alpha, 1);
    void* x = xmalloc(p->size * len);
    random_values(p, x, len);
    void* d_x     = dev_upload(x, p->size * len);
    void* d_y     = user == user_csrsv ? dev_random(p, m, 1) : d_x;
    void* d_alpha = scalar_arg(s->mode, alpha, p->size);
    out_buf   outs[] = {{d_y, p->size * (user == user_csrsv ? m : len), 1}};
    out_watch w;
    if(!usable)
        watch_start(&w, outs, 1);
    set_mode(s->handle, s->mode);
    rocsparse_status got
        = user == user_csrsv
              ? csrsv_of(p)->solve(s->handle, rocsparse_operation_none, A->m, A->nnz, d_alpha, s->lower, A->d_val,
                                   A->d_row_ptr, A->d_col_ind, s->info, d_x, d_y, rocsparse_solve_policy_auto,
                                   s->buffer[user])
              : csrsm_of(p)->solve(s->handle, rocsparse_operation_none, rocsparse_operation_none, A->m, nrhs, A->nnz,
                                   d_alpha, s->lower, A->d_val, A->d_row_ptr, A->d_col_ind, d_x, A->m, s->info,
                                   rocsparse_solve_policy_auto, s->buffer[user]);
    set_mode(s->handle, rocsparse_pointer_mode_host);
    scalar_done(s->mode, alpha, d_alpha, p->size);
    if(!usable)
    {
        expect_status(&w, got, rocsparse_status_invalid_pointer, "%s after its clear", label);
        watch_end(&w);
    }
    else
    {
        is_status(got, rocsparse_status_success, "%s solve succeeds", label);
        void* y = xmalloc(p->size * len);
        dev_download(y, d_y, p->size * len);
        /* One right-hand side at a time (csrsv has one). */
        for(size_t j = 0; j * m < len; ++j)
            check_solution(label, A, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit,
                           rocsparse_operation_none, value_get(p, alpha, 0), (char*)x + j * m * p->size,
                           (char*)y + j * m * p->size, m, NULL);
        free(y);
    }
    if(d_y != d_x)
        dev_free(d_y);
    dev_free(d_x);
    free(x);
}

static rocsparse_status ic0_pivot(const void* ctx, rocsparse_int* position)
{
    const shared* s = ctx;
    return rocsparse_csric0_zero_pivot(s->handle, s->info, position);
}

static rocsparse_status ilu0_pivot(const void* ctx, rocsparse_int* position)
{
    const shared* s = ctx;
    return rocsparse_csrilu0_zero_pivot(s->handle, s->info, position);
}

/* csric0 and csrilu0: a factorization of a copy of A's values (the index
 * arrays are the analysed ones), checked or refused. */
static void factorize(shared* s, int user, int usable)
{
    test_csr*             A = &s->A;
    const test_prec*      p = A->prec;
    const factor_routine* r = s->factor[user - user_csric0];
    const size_t          nnz = (size_t)A->nnz;
    char                  label[256];
    snprintf(label, sizeof(label), "%s base %d %s %s", r->name, (int)A->base, mode_name(s->mode), s->stage);
    void*     d_v    = dev_upload(A->val, p->size * nnz);
    out_buf   outs[] = {{d_v, p->size * nnz, 1}};
    out_watch w;
    if(!usable)
        watch_start(&w, outs, 1);
    rocsparse_status got = r->factor(s->handle, A->m, A->nnz, s->lower, d_v, A->d_row_ptr, A->d_col_ind, s->info,
                                     rocsparse_solve_policy_auto, s->buffer[user]);
    if(!usable)
    {
        expect_status(&w, got, rocsparse_status_invalid_pointer, "%s: a factorization after its clear", label);
        watch_end(&w);
        dev_free(d_v);
        return;
    }
    is_status(got, rocsparse_status_success, "%s: factorization succeeds", label);
    void* f = xmalloc(p->size * nnz);
    dev_download(f, d_v, p->size * nnz);
    ref_t*         want    = xmalloc(sizeof(ref_t) * (nnz + 1));
    long double*   bound   = xmalloc(sizeof(long double) * (nnz + 1));
    unsigned char* tainted = calloc((size_t)A->m + 1, 1);
    if(user == user_csric0)
    {
        ref_ic0(A, want, bound, tainted);
        check_llh_product(label, A, f, tainted);
    }
    else
    {
        ref_ilu0(A, want, bound, tainted);
        check_lu_product(label, A, f, tainted);
    }
    check_values(p, f, want, bound, nnz, "%s: the factors match the reference", label);
    check_pivot(label, s->mode, A->base, -1, user == user_csric0 ? ic0_pivot : ilu0_pivot, s);
    free(f);
    free(want);
    free(bound);
    free(tainted);
    dev_free(d_v);
}

/* Each routine once, usable unless cleared. */
static void all_four(shared* s, const int* cleared)
{
    for(int u = 0; u < user_count; ++u)
        if(u == user_csrsv || u == user_csrsm)
            solve(s, u, !cleared[u]);
        else
            factorize(s, u, !cleared[u]);
}

static void one_info(rocsparse_handle handle, size_t k, rocsparse_index_base base, rocsparse_pointer_mode mode)
{
    static const trm_shape shape    = {"300 x 300", 300, 6, 0, 10};
    shared                 s        = {0};
    int                    cleared[user_count] = {0};
    s.handle                        = handle;
    s.mode                          = mode;
    s.factor[0]                     = &ic0_routines[k];
    s.factor[1]                     = &ilu0_routines[k];
    trm_random(&s.A, ilu0_routines[k].prec, &shape, base, trm_symmetric);
    s.lower = trm_descr(base, rocsparse_matrix_type_general, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit);
    s.info  = test_info();

    s.stage = "all four analysed, policy reuse";
    for(int u = 0; u < user_count; ++u)
        analyse(&s, u, rocsparse_analysis_policy_reuse);
    all_four(&s, cleared);

    s.stage = "csrsv analysed again, policy force";
    analyse(&s, user_csrsv, rocsparse_analysis_policy_force);
    all_four(&s, cleared);

    static const char* const stages[user_count] = {"after csrsv_clear", "after csrsm_clear", "after csric0_clear",
                                                   "after csrilu0_clear"};
    for(int u = 0; u < user_count; ++u)
    {
        rocsparse_status got = u == user_csrsv    ? rocsparse_csrsv_clear(handle, s.lower, s.info)
                               : u == user_csrsm  ? rocsparse_csrsm_clear(handle, s.info)
                               : u == user_csric0 ? rocsparse_csric0_clear(handle, s.info)
                                                  : rocsparse_csrilu0_clear(handle, s.info);
        is_status(got, rocsparse_status_success, "%s base %d: %s_clear", ilu0_routines[k].name, (int)base,
                  user_names[u]);
        cleared[u] = 1;
        s.stage    = stages[u];
        all_four(&s, cleared);
    }

    s.stage = "analysed again in reverse order";
    for(int u = user_count - 1; u >= 0; --u)
    {
        analyse(&s, u, rocsparse_analysis_policy_reuse);
        cleared[u] = 0;
    }
    all_four(&s, cleared);

    is_status(rocsparse_destroy_mat_info(s.info), rocsparse_status_success, "destroy the shared info");
    for(int u = 0; u < user_count; ++u)
        dev_free(s.buffer[u]);
    rocsparse_destroy_mat_descr(s.lower);
    csr_free(&s.A);
}

int main(void)
{
    test_init();
    rocsparse_handle handle = test_handle();
    for(size_t k = 0; k < sizeof(ilu0_routines) / sizeof(ilu0_routines[0]); ++k)
        for(int b = 0; b < 2; ++b)
            one_info(handle, k, test_bases[b], test_modes[(k + (size_t)b) & 1u]);
    is_status(rocsparse_destroy_handle(handle), rocsparse_status_success, "destroy the handle");
    return done_testing();
}
