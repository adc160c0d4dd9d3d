/* Bad arguments of csrgemm's three calls (buffer size, nnz, values), in
 * every precision and both pointer modes: the handle, the objects, the
 * enumerations, the matrix types, the sizes, the pointers, alpha and beta
 * both null, an info_C that no buffer size query has seen, the operations
 * other than none; each failing call leaves every output as it was. And
 * the operands of a dropped term: never read, so they may be null, with
 * sizes that would be refused if they were. Then validation mode: bad
 * index data of an operand is invalid_value in each call. The numerical
 * results are test_csrgemm's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparse_gen.h"

/* Every argument of the three calls. */
typedef struct gemm_args
{
    rocsparse_handle     handle;
    rocsparse_operation  trans_A, trans_B;
    rocsparse_int        m, n, k;
    const void*          alpha;
    rocsparse_mat_descr  descr_A, descr_B, descr_D, descr_C;
    rocsparse_int        nnz_A, nnz_B, nnz_D;
    const void *         val_A, *val_B, *val_D;
    const rocsparse_int *row_ptr_A, *col_ind_A, *row_ptr_B, *col_ind_B, *row_ptr_D, *col_ind_D;
    const void*          beta;
    void*                val_C;
    rocsparse_int*       row_ptr_C;
    rocsparse_int*       col_ind_C;
    rocsparse_int*       nnz_C;
    rocsparse_mat_info   info;
    void*                temp;
    size_t*              size;
} gemm_args;

typedef rocsparse_status (*gemm_call)(const gemm_args* a);

#define TYPED(p, T)                                                                                               \
    static rocsparse_status p##_buffer_size(const gemm_args* a)                                                   \
    {                                                                                                             \
        return rocsparse_##p##csrgemm_buffer_size(a->handle, a->trans_A, a->trans_B, a->m, a->n, a->k, a->alpha,  \
                                                  a->descr_A, a->nnz_A, a->row_ptr_A, a->col_ind_A, a->descr_B,   \
                                                  a->nnz_B, a->row_ptr_B, a->col_ind_B, a->beta, a->descr_D,      \
                                                  a->nnz_D, a->row_ptr_D, a->col_ind_D, a->info, a->size);        \
    }                                                                                                             \
    static rocsparse_status p##_compute(const gemm_args* a)                                                       \
    {                                                                                                             \
        return rocsparse_##p##csrgemm(a->handle, a->trans_A, a->trans_B, a->m, a->n, a->k, a->alpha, a->descr_A, \
                                      a->nnz_A, a->val_A, a->row_ptr_A, a->col_ind_A, a->descr_B, a->nnz_B,       \
                                      a->val_B, a->row_ptr_B, a->col_ind_B, a->beta, a->descr_D, a->nnz_D,        \
                                      a->val_D, a->row_ptr_D, a->col_ind_D, a->descr_C, a->val_C, a->row_ptr_C,   \
                                      a->col_ind_C, a->info, a->temp);                                            \
    }
TEST_FOR_ALL(TYPED)

static rocsparse_status nnz_call(const gemm_args* a)
{
    return rocsparse_csrgemm_nnz(a->handle, a->trans_A, a->trans_B, a->m, a->n, a->k, a->descr_A, a->nnz_A,
                                 a->row_ptr_A, a->col_ind_A, a->descr_B, a->nnz_B, a->row_ptr_B, a->col_ind_B,
                                 a->descr_D, a->nnz_D, a->row_ptr_D, a->col_ind_D, a->descr_C, a->row_ptr_C, a->nnz_C,
                                 a->info, a->temp);
}

typedef struct gemm_routine
{
    const char*      letter;
    const test_prec* prec;
    gemm_call        buffer_size, compute;
} gemm_routine;

static const gemm_routine routines[] = {
    {"s", &prec_s, s_buffer_size, s_compute},
    {"d", &prec_d, d_buffer_size, d_compute},
    {"c", &prec_c, c_buffer_size, c_compute},
    {"z", &prec_z, z_buffer_size, z_compute},
};

/* A (4 x 3), B (3 x 5), D (4 x 5), zero-based; C of at most 20 entries. */
enum
{
    M    = 4,
    K    = 3,
    N    = 5,
    NNZ  = 6,
    MAXC = M * N
};
static const rocsparse_int row_ptr[M + 1] = {0, 2, 3, 3, 6};
static const rocsparse_int col_ind[NNZ]   = {2, 0, 1, 0, 2, 1};

typedef struct fixture
{
    rocsparse_mat_descr descr, descr_C;
    rocsparse_mat_info  info, fresh;
    void *              d_row_ptr, *d_col_ind, *d_val, *temp, *alpha, *beta;
    rocsparse_int *     row_ptr_C, *col_ind_C, *nnz_dev;
    void*               val_C;
    rocsparse_int       nnz_host;
    size_t              size, temp_size;
} fixture;

/* The temporary buffer at least as large as the last size query gave. */
static void fit_temp(fixture* f, gemm_args* a)
{
    if(f->size > f->temp_size)
    {
        dev_free(f->temp);
        f->temp = dev_alloc(f->size), f->temp_size = f->size;
    }
    a->temp = f->temp;
}

/* The valid call: C = alpha * A * B + beta * D, every operand the one
 * matrix (B is its first three rows, D has columns below 3 only). */
static gemm_args valid_args(rocsparse_handle handle, fixture* f, rocsparse_pointer_mode mode)
{
    gemm_args a = {handle, rocsparse_operation_none, rocsparse_operation_none, M, N, K, f->alpha, f->descr,
                   f->descr, f->descr, f->descr_C, NNZ, 3, NNZ, f->d_val, f->d_val, f->d_val,
                   f->d_row_ptr, f->d_col_ind, f->d_row_ptr, f->d_col_ind, f->d_row_ptr, f->d_col_ind,
                   f->beta, f->val_C, f->row_ptr_C, f->col_ind_C,
                   mode == rocsparse_pointer_mode_device ? f->nnz_dev : &f->nnz_host, f->info, f->temp, &f->size};
    return a;
}

static void fixture_init(fixture* f, const test_prec* p, rocsparse_pointer_mode mode, void* alpha_h, void* beta_h)
{
    memset(f, 0, sizeof(*f));
    f->descr     = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_general);
    f->descr_C   = test_descr(rocsparse_index_base_one, rocsparse_matrix_type_general);
    f->info      = test_info();
    f->fresh     = test_info();
    f->d_row_ptr = dev_upload(row_ptr, sizeof(row_ptr));
    f->d_col_ind = dev_upload(col_ind, sizeof(col_ind));
    f->d_val     = dev_random(p, NNZ, 0);
    f->temp      = dev_alloc(64);
    f->temp_size = 64;
    f->row_ptr_C = dev_ints(M + 1, -5);
    f->col_ind_C = dev_ints(MAXC, -5);
    f->val_C     = dev_random(p, MAXC, 1);
    f->nnz_dev   = dev_ints(1, -5);
    f->nnz_host  = -5;
    f->size      = 12345;
    f->alpha     = scalar_arg(mode, alpha_h, p->size);
    f->beta      = scalar_arg(mode, beta_h, p->size);
}

static void fixture_free(fixture* f, const test_prec* p, rocsparse_pointer_mode mode, void* alpha_h, void* beta_h)
{
    rocsparse_destroy_mat_descr(f->descr), rocsparse_destroy_mat_descr(f->descr_C);
    rocsparse_destroy_mat_info(f->info), rocsparse_destroy_mat_info(f->fresh);
    dev_free(f->d_row_ptr), dev_free(f->d_col_ind), dev_free(f->d_val), dev_free(f->temp);
    dev_free(f->row_ptr_C), dev_free(f->col_ind_C), dev_free(f->val_C), dev_free(f->nnz_dev);
    scalar_done(mode, alpha_h, f->alpha, p->size);
    scalar_done(mode, beta_h, f->beta, p->size);
}

/* Runs call on a and expects want, every output unchanged. */
static void expect(const gemm_args* a, gemm_call call, rocsparse_status want, const fixture* f,
                   const test_prec* p, rocsparse_pointer_mode mode, const char* what, const char* routine)
{
    const out_buf outs[4] = {
        {f->row_ptr_C, sizeof(rocsparse_int) * (M + 1), 1},
        {f->col_ind_C, sizeof(rocsparse_int) * MAXC, 1},
        {f->val_C, p->size * MAXC, 1},
        {mode == rocsparse_pointer_mode_device ? (void*)f->nnz_dev : (void*)&f->nnz_host, sizeof(rocsparse_int),
         mode == rocsparse_pointer_mode_device},
    };
    out_watch w;
    watch_start(&w, outs, 4);
    const size_t size_before = f->size;
    expect_status(&w, call(a), want, "%s (%s): %s", routine, mode_name(mode), what);
    if(want != rocsparse_status_success)
        ok(f->size == size_before, "%s (%s): %s leaves the buffer size as it was", routine, mode_name(mode), what);
    watch_end(&w);
}

/* The checks one call shares with the other two: the handle, info_C, the
 * descriptors, the operations, the sizes. */
static void common_cases(const gemm_args* valid, gemm_call call, const fixture* f, const test_prec* p,
                         rocsparse_pointer_mode mode, const char* routine, int takes_c)
{
    rocsparse_mat_descr symmetric = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_symmetric);
    gemm_args           a;

    a = *valid, a.handle = NULL, a.info = NULL, a.m = -1;
    expect(&a, call, rocsparse_status_invalid_handle, f, p, mode, "null handle, then null info", routine);
    a = *valid, a.info = NULL, a.m = -1;
    expect(&a, call, rocsparse_status_invalid_pointer, f, p, mode, "null info_C, then m < 0", routine);
    a = *valid, a.descr_B = NULL, a.trans_A = (rocsparse_operation)77;
    expect(&a, call, rocsparse_status_invalid_pointer, f, p, mode, "null descr_B, then a bad operation", routine);
    a = *valid, a.descr_D = NULL, a.m = -1;
    expect(&a, call, rocsparse_status_invalid_pointer, f, p, mode, "null descr_D, then m < 0", routine);
    if(takes_c)
    {
        a = *valid, a.descr_C = NULL, a.m = -1;
        expect(&a, call, rocsparse_status_invalid_pointer, f, p, mode, "null descr_C, then m < 0", routine);
    }
    a = *valid, a.trans_B = (rocsparse_operation)77, a.descr_A = symmetric;
    expect(&a, call, rocsparse_status_invalid_value, f, p, mode, "a bad operation, then a symmetric A", routine);
    a = *valid, a.descr_D = symmetric, a.n = -1;
    expect(&a, call, rocsparse_status_not_implemented, f, p, mode, "a symmetric D, then n < 0", routine);
    a = *valid, a.k = -1, a.row_ptr_A = NULL;
    expect(&a, call, rocsparse_status_invalid_size, f, p, mode, "k < 0, then a null row_ptr_A", routine);
    a = *valid, a.nnz_B = -1, a.col_ind_A = NULL;
    expect(&a, call, rocsparse_status_invalid_size, f, p, mode, "nnz_B < 0, then a null col_ind_A", routine);
    a = *valid, a.nnz_D = -1;
    expect(&a, call, rocsparse_status_invalid_size, f, p, mode, "nnz_D < 0", routine);
    a = *valid, a.row_ptr_B = NULL, a.trans_A = rocsparse_operation_transpose;
    expect(&a, call, rocsparse_status_invalid_pointer, f, p, mode, "null row_ptr_B, then a transpose", routine);
    a = *valid, a.col_ind_D = NULL, a.trans_A = rocsparse_operation_transpose;
    expect(&a, call, rocsparse_status_invalid_pointer, f, p, mode, "null col_ind_D, then a transpose", routine);
    a = *valid, a.row_ptr_D = NULL;
    expect(&a, call, rocsparse_status_invalid_pointer, f, p, mode, "null row_ptr_D", routine);
    a = *valid, a.trans_A = rocsparse_operation_transpose;
    expect(&a, call, rocsparse_status_not_implemented, f, p, mode, "trans_A transpose", routine);
    a = *valid, a.trans_B = rocsparse_operation_conjugate_transpose;
    expect(&a, call, rocsparse_status_not_implemented, f, p, mode, "trans_B conjugate transpose", routine);
    rocsparse_destroy_mat_descr(symmetric);
}

static void cases(rocsparse_handle handle, const gemm_routine* r, rocsparse_pointer_mode mode)
{
    const test_prec* p = r->prec;
    set_mode(handle, mode);
    rocsparse_double_complex alpha_h = {1.5, 0.5}, beta_h = {-0.5, 0.25};
    fixture                  f;
    fixture_init(&f, p, mode, &alpha_h, &beta_h);
    char name_size[64], name_compute[64];
    snprintf(name_size, sizeof(name_size), "rocsparse_%scsrgemm_buffer_size", r->letter);
    snprintf(name_compute, sizeof(name_compute), "rocsparse_%scsrgemm", r->letter);
    gemm_args       valid = valid_args(handle, &f, mode);
    gemm_args       a;

    /* An info_C that no buffer size query has seen. */
    a = valid, a.info = f.fresh;
    expect(&a, nnz_call, rocsparse_status_invalid_pointer, &f, p, mode, "an info_C without terms",
           "rocsparse_csrgemm_nnz");
    expect(&a, r->compute, rocsparse_status_invalid_pointer, &f, p, mode, "an info_C without terms", name_compute);

    /* The buffer size query. */
    common_cases(&valid, r->buffer_size, &f, p, mode, name_size, 0);
    a = valid, a.size = NULL, a.row_ptr_A = NULL;
    expect(&a, r->buffer_size, rocsparse_status_invalid_pointer, &f, p, mode, "null buffer_size", name_size);
    a = valid, a.alpha = NULL, a.beta = NULL, a.m = 0;
    expect(&a, r->buffer_size, rocsparse_status_invalid_pointer, &f, p, mode,
           "null alpha and beta, even for an empty C", name_size);
    a = valid, a.alpha = NULL, a.beta = NULL;
    expect(&a, r->buffer_size, rocsparse_status_invalid_pointer, &f, p, mode, "null alpha and beta", name_size);
    expect(&valid, r->buffer_size, rocsparse_status_success, &f, p, mode, "valid arguments", name_size);
    ok(f.size > 0, "%s (%s): the buffer size is not 0", name_size, mode_name(mode));
    fit_temp(&f, &valid);

    /* csrgemm_nnz and csrgemm with both terms recorded. */
    common_cases(&valid, nnz_call, &f, p, mode, "rocsparse_csrgemm_nnz", 1);
    a = valid, a.row_ptr_C = NULL, a.m = 0;
    expect(&a, nnz_call, rocsparse_status_invalid_pointer, &f, p, mode, "null row_ptr_C, even for an empty C",
           "rocsparse_csrgemm_nnz");
    a = valid, a.nnz_C = NULL, a.m = 0;
    expect(&a, nnz_call, rocsparse_status_invalid_pointer, &f, p, mode, "null nnz_C, even for an empty C",
           "rocsparse_csrgemm_nnz");
    a = valid, a.temp = NULL;
    expect(&a, nnz_call, rocsparse_status_invalid_pointer, &f, p, mode, "null temp_buffer", "rocsparse_csrgemm_nnz");
    common_cases(&valid, r->compute, &f, p, mode, name_compute, 1);
    a = valid, a.alpha = NULL, a.m = 0;
    expect(&a, r->compute, rocsparse_status_invalid_pointer, &f, p, mode, "null alpha with the product recorded",
           name_compute);
    a = valid, a.beta = NULL;
    expect(&a, r->compute, rocsparse_status_invalid_pointer, &f, p, mode, "null beta with the sum recorded",
           name_compute);
    a = valid, a.val_B = NULL;
    expect(&a, r->compute, rocsparse_status_invalid_pointer, &f, p, mode, "null val_B", name_compute);
    a = valid, a.val_D = NULL;
    expect(&a, r->compute, rocsparse_status_invalid_pointer, &f, p, mode, "null val_D", name_compute);
    a = valid, a.temp = NULL;
    expect(&a, r->compute, rocsparse_status_invalid_pointer, &f, p, mode, "null temp_buffer", name_compute);
    a = valid, a.row_ptr_C = NULL;
    expect(&a, r->compute, rocsparse_status_invalid_pointer, &f, p, mode, "null row_ptr_C", name_compute);

    /* C's pattern, then its arrays: null ones only where C is empty. */
    is_status(nnz_call(&valid), rocsparse_status_success, "%s: csrgemm_nnz with valid arguments", name_compute);
    a = valid, a.val_C = NULL;
    expect(&a, r->compute, rocsparse_status_invalid_pointer, &f, p, mode, "null val_C for a C with entries",
           name_compute);
    a = valid, a.col_ind_C = NULL;
    expect(&a, r->compute, rocsparse_status_invalid_pointer, &f, p, mode, "null col_ind_C for a C with entries",
           name_compute);

    /* The product only: D's arguments are not read, not even its sizes. */
    a = valid, a.beta = NULL, a.descr_D = NULL, a.nnz_D = -1, a.row_ptr_D = NULL, a.col_ind_D = NULL, a.val_D = NULL;
    is_status(r->buffer_size(&a), rocsparse_status_success, "%s (%s): the product only, D null", name_size,
              mode_name(mode));
    fit_temp(&f, &a);
    is_status(nnz_call(&a), rocsparse_status_success, "%s (%s): csrgemm_nnz of the product only, D null",
              name_compute, mode_name(mode));
    is_status(r->compute(&a), rocsparse_status_success, "%s (%s): the product only, D null", name_compute,
              mode_name(mode));
    /* The sum only: A's and B's, nor k, nor the operations. */
    a = valid, a.alpha = NULL, a.descr_A = NULL, a.descr_B = NULL, a.nnz_A = -1, a.nnz_B = -1, a.k = -1;
    a.row_ptr_A = a.col_ind_A = a.row_ptr_B = a.col_ind_B = NULL, a.val_A = a.val_B = NULL;
    a.trans_A = a.trans_B = rocsparse_operation_transpose;
    is_status(r->buffer_size(&a), rocsparse_status_success, "%s (%s): the sum only, A and B null", name_size,
              mode_name(mode));
    fit_temp(&f, &a);
    is_status(nnz_call(&a), rocsparse_status_success, "%s (%s): csrgemm_nnz of the sum only, A and B null",
              name_compute, mode_name(mode));
    is_status(r->compute(&a), rocsparse_status_success, "%s (%s): the sum only, A and B null", name_compute,
              mode_name(mode));
    /* Its C has no entries where D's rows are empty: row 2 (base one). */
    rocsparse_int got[M + 1];
    dev_download(got, f.row_ptr_C, sizeof(got));
    ok(got[0] == 1 && got[2] == got[3] && got[4] == NNZ + 1, "%s (%s): C's row pointers of the sum only",
       name_compute, mode_name(mode));

    fixture_free(&f, p, mode, &alpha_h, &beta_h);
}

/* Validation mode (a handle made with FSPARSE_CHECK_INPUT=1): A's and D's
 * column 9 out of range, B's row pointers decreasing, are invalid_value in
 * the three calls, outputs unchanged; an operand of a dropped term is not
 * looked at. */
static void validation_cases(rocsparse_handle handle, const gemm_routine* r)
{
    static const rocsparse_int bad_col[NNZ]       = {2, 0, 1, 0, 2, 9}; /* B's first three are fine */
    static const rocsparse_int bad_row_ptr[K + 1] = {0, 2, 1, 3};
    const test_prec*           p                  = r->prec;
    const rocsparse_pointer_mode mode             = rocsparse_pointer_mode_host;
    set_mode(handle, mode);
    rocsparse_double_complex alpha_h = {1.5, 0.5}, beta_h = {-0.5, 0.25};
    fixture                  f;
    fixture_init(&f, p, mode, &alpha_h, &beta_h);
    rocsparse_int* d_bad_col     = dev_upload(bad_col, sizeof(bad_col));
    rocsparse_int* d_bad_row_ptr = dev_upload(bad_row_ptr, sizeof(bad_row_ptr));
    char           name[64];
    snprintf(name, sizeof(name), "rocsparse_%scsrgemm, validation mode", r->letter);
    gemm_args valid = valid_args(handle, &f, mode);
    is_status(r->buffer_size(&valid), rocsparse_status_success, "%s: buffer_size of valid input", name);
    fit_temp(&f, &valid);
    const gemm_call calls[3] = {r->buffer_size, nnz_call, r->compute};
    for(int c = 0; c < 3; ++c)
    {
        gemm_args a = valid;
        a.col_ind_A = d_bad_col;
        expect(&a, calls[c], rocsparse_status_invalid_value, &f, p, mode, "a column of A out of range", name);
        a = valid, a.col_ind_D = d_bad_col;
        expect(&a, calls[c], rocsparse_status_invalid_value, &f, p, mode, "a column of D out of range", name);
        a = valid, a.row_ptr_B = d_bad_row_ptr;
        expect(&a, calls[c], rocsparse_status_invalid_value, &f, p, mode, "B's row pointers decreasing", name);
    }
    /* The sum only: A's bad column is not looked at. */
    gemm_args a = valid;
    a.alpha = NULL, a.col_ind_A = d_bad_col;
    is_status(r->buffer_size(&a), rocsparse_status_success, "%s: the sum only, A's bad column not read", name);
    fit_temp(&f, &a);
    is_status(nnz_call(&a), rocsparse_status_success, "%s: csrgemm_nnz of the sum only", name);
    is_status(r->compute(&a), rocsparse_status_success, "%s: csrgemm of the sum only", name);
    dev_free(d_bad_col), dev_free(d_bad_row_ptr);
    fixture_free(&f, p, mode, &alpha_h, &beta_h);
}

int main(void)
{
    test_init();
    rocsparse_handle handle = test_handle();
    for(size_t k = 0; k < sizeof(routines) / sizeof(routines[0]); ++k)
        for(int md = 0; md < 2; ++md)
            cases(handle, &routines[k], test_modes[md]);
    rocsparse_destroy_handle(handle);
    if(setenv("FSPARSE_CHECK_INPUT", "1", 1) != 0)
        bail_out("cannot set FSPARSE_CHECK_INPUT");
    handle = test_handle();
    unsetenv("FSPARSE_CHECK_INPUT");
    for(size_t k = 0; k < sizeof(routines) / sizeof(routines[0]); ++k)
        validation_cases(handle, &routines[k]);
    rocsparse_destroy_handle(handle);
    return done_testing();
}
