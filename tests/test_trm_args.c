/* Bad arguments of the 56 triangular routines (csrsv, csrsm, csric0,
 * csrilu0: buffer size, analysis, solve or factorization, zero pivot,
 * clear), in every precision and both pointer modes: each case carries
 * every later error too, so that the order of the checks is what is
 * tested, and no failing call writes an output. Then what the analysis a
 * solve needs decides: none made, one of another matrix, of another
 * triangle or operation, one cleared; the quick returns; the matrix types
 * taken; the operations refused; the zero pivot queries before any
 * analysis. The numerical results are tests/test_trm*.c's. */
#include <stdio.h>
#include <string.h>

#include "sparse_gen.h"

/* Every argument any of the routines takes. */
typedef struct trm_args
{
    rocsparse_handle          handle;
    rocsparse_operation       trans, trans_B;
    rocsparse_int             m, nrhs, nnz, ldb;
    const void*               alpha;
    rocsparse_mat_descr       descr;
    void*                     val;
    const rocsparse_int*      row_ptr;
    const rocsparse_int*      col_ind;
    const void*               x;
    void*                     y;
    void*                     B;
    rocsparse_mat_info        info;
    rocsparse_analysis_policy apol;
    rocsparse_solve_policy    spol;
    void*                     temp;
    size_t*                   size;
} trm_args;

typedef rocsparse_status (*trm_call)(const trm_args* a);

/* The typed routines of one precision, in the order of families[]. */
enum
{
    SV_SIZE,
    SV_ANALYSIS,
    SV_SOLVE,
    SM_SIZE,
    SM_ANALYSIS,
    SM_SOLVE,
    IC_SIZE,
    IC_ANALYSIS,
    IC_FACTOR,
    ILU_SIZE,
    ILU_ANALYSIS,
    ILU_FACTOR,
    TYPED_COUNT
};

#define TYPED(p, T)                                                                                              \
    static rocsparse_status p##sv_size(const trm_args* a)                                                        \
    {                                                                                                            \
        return rocsparse_##p##csrsv_buffer_size(a->handle, a->trans, a->m, a->nnz, a->descr, a->val, a->row_ptr, \
                                                a->col_ind, a->info, a->size);                                   \
    }                                                                                                            \
    static rocsparse_status p##sv_analysis(const trm_args* a)                                                    \
    {                                                                                                            \
        return rocsparse_##p##csrsv_analysis(a->handle, a->trans, a->m, a->nnz, a->descr, a->val, a->row_ptr,    \
                                             a->col_ind, a->info, a->apol, a->spol, a->temp);                    \
    }                                                                                                            \
    static rocsparse_status p##sv_solve(const trm_args* a)                                                       \
    {                                                                                                            \
        return rocsparse_##p##csrsv_solve(a->handle, a->trans, a->m, a->nnz, a->alpha, a->descr, a->val,         \
                                          a->row_ptr, a->col_ind, a->info, a->x, a->y, a->spol, a->temp);        \
    }                                                                                                            \
    static rocsparse_status p##sm_size(const trm_args* a)                                                        \
    {                                                                                                            \
        return rocsparse_##p##csrsm_buffer_size(a->handle, a->trans, a->trans_B, a->m, a->nrhs, a->nnz,          \
                                                a->alpha, a->descr, a->val, a->row_ptr, a->col_ind, a->B,        \
                                                a->ldb, a->info, a->spol, a->size);                              \
    }                                                                                                            \
    static rocsparse_status p##sm_analysis(const trm_args* a)                                                    \
    {                                                                                                            \
        return rocsparse_##p##csrsm_analysis(a->handle, a->trans, a->trans_B, a->m, a->nrhs, a->nnz, a->alpha,   \
                                             a->descr, a->val, a->row_ptr, a->col_ind, a->B, a->ldb, a->info,    \
                                             a->apol, a->spol, a->temp);                                         \
    }                                                                                                            \
    static rocsparse_status p##sm_solve(const trm_args* a)                                                       \
    {                                                                                                            \
        return rocsparse_##p##csrsm_solve(a->handle, a->trans, a->trans_B, a->m, a->nrhs, a->nnz, a->alpha,      \
                                          a->descr, a->val, a->row_ptr, a->col_ind, a->B, a->ldb, a->info,       \
                                          a->spol, a->temp);                                                     \
    }                                                                                                            \
    static rocsparse_status p##ic_size(const trm_args* a)                                                        \
    {                                                                                                            \
        return rocsparse_##p##csric0_buffer_size(a->handle, a->m, a->nnz, a->descr, a->val, a->row_ptr,          \
                                                 a->col_ind, a->info, a->size);                                  \
    }                                                                                                            \
    static rocsparse_status p##ic_analysis(const trm_args* a)                                                    \
    {                                                                                                            \
        return rocsparse_##p##csric0_analysis(a->handle, a->m, a->nnz, a->descr, a->val, a->row_ptr, a->col_ind, \
                                              a->info, a->apol, a->spol, a->temp);                               \
    }                                                                                                            \
    static rocsparse_status p##ic_factor(const trm_args* a)                                                      \
    {                                                                                                            \
        return rocsparse_##p##csric0(a->handle, a->m, a->nnz, a->descr, a->val, a->row_ptr, a->col_ind, a->info, \
                                     a->spol, a->temp);                                                          \
    }                                                                                                            \
    static rocsparse_status p##ilu_size(const trm_args* a)                                                       \
    {                                                                                                            \
        return rocsparse_##p##csrilu0_buffer_size(a->handle, a->m, a->nnz, a->descr, a->val, a->row_ptr,         \
                                                  a->col_ind, a->info, a->size);                                 \
    }                                                                                                            \
    static rocsparse_status p##ilu_analysis(const trm_args* a)                                                   \
    {                                                                                                            \
        return rocsparse_##p##csrilu0_analysis(a->handle, a->m, a->nnz, a->descr, a->val, a->row_ptr,            \
                                               a->col_ind, a->info, a->apol, a->spol, a->temp);                  \
    }                                                                                                            \
    static rocsparse_status p##ilu_factor(const trm_args* a)                                                     \
    {                                                                                                            \
        return rocsparse_##p##csrilu0(a->handle, a->m, a->nnz, a->descr, a->val, a->row_ptr, a->col_ind,         \
                                      a->info, a->spol, a->temp);                                                \
    }                                                                                                            \
    static const trm_call typed_##p[TYPED_COUNT]                                                                 \
        = {p##sv_size, p##sv_analysis, p##sv_solve, p##sm_size, p##sm_analysis, p##sm_solve,                    \
           p##ic_size, p##ic_analysis, p##ic_factor, p##ilu_size, p##ilu_analysis, p##ilu_factor};
TEST_FOR_ALL(TYPED)

static const test_prec* const precs[4]       = {&prec_s, &prec_d, &prec_c, &prec_z};
static const trm_call* const  typed_calls[4] = {typed_s, typed_d, typed_c, typed_z};

/* What a family's arguments are. */
enum
{
    USES_OP     = 1,   /* trans */
    USES_SM     = 2,   /* trans_B, nrhs, alpha, B, ldb */
    USES_ALPHA  = 4,   /* alpha */
    USES_XY     = 8,   /* x and y */
    USES_APOL   = 16,  /* an analysis policy */
    USES_SPOL   = 32,  /* a solve policy */
    USES_TEMP   = 64,  /* a temporary buffer */
    USES_SIZE   = 128, /* a buffer size result */
    NEEDS_TRM   = 256  /* a solve or factorization: needs its analysis */
};

typedef struct family
{
    const char* name;
    int         index; /* into a precision's typed calls */
    unsigned    uses;
    int         analysis; /* the index of its analysis */
} family;

#define ANALYSIS_USES (USES_APOL | USES_SPOL | USES_TEMP)
static const family families[TYPED_COUNT] = {
    {"csrsv_buffer_size", SV_SIZE, USES_OP | USES_SIZE, SV_ANALYSIS},
    {"csrsv_analysis", SV_ANALYSIS, USES_OP | ANALYSIS_USES, SV_ANALYSIS},
    {"csrsv_solve", SV_SOLVE, USES_OP | USES_ALPHA | USES_XY | USES_SPOL | USES_TEMP | NEEDS_TRM, SV_ANALYSIS},
    {"csrsm_buffer_size", SM_SIZE, USES_OP | USES_SM | USES_SPOL | USES_SIZE, SM_ANALYSIS},
    {"csrsm_analysis", SM_ANALYSIS, USES_OP | USES_SM | ANALYSIS_USES, SM_ANALYSIS},
    {"csrsm_solve", SM_SOLVE, USES_OP | USES_SM | USES_SPOL | USES_TEMP | NEEDS_TRM, SM_ANALYSIS},
    {"csric0_buffer_size", IC_SIZE, USES_SIZE, IC_ANALYSIS},
    {"csric0_analysis", IC_ANALYSIS, ANALYSIS_USES, IC_ANALYSIS},
    {"csric0", IC_FACTOR, USES_SPOL | USES_TEMP | NEEDS_TRM, IC_ANALYSIS},
    {"csrilu0_buffer_size", ILU_SIZE, USES_SIZE, ILU_ANALYSIS},
    {"csrilu0_analysis", ILU_ANALYSIS, ANALYSIS_USES, ILU_ANALYSIS},
    {"csrilu0", ILU_FACTOR, USES_SPOL | USES_TEMP | NEEDS_TRM, ILU_ANALYSIS},
};

/* ---------------------------------------------------------------- data */

/* A 4 x 4 lower triangle with its diagonal, base zero, and a copy of its
 * row pointers (the same matrix at another address). */
enum
{
    M    = 4,
    NNZ  = 7,
    NRHS = 2
};
static const rocsparse_int row_ptr[M + 1] = {0, 1, 3, 5, 7};
static const rocsparse_int col_ind[NNZ]   = {0, 0, 1, 1, 2, 2, 3};

typedef struct fixture
{
    rocsparse_mat_descr general, general_one, triangular, symmetric, hermitian, upper, unit;
    rocsparse_int *     d_row_ptr, *d_row_ptr_copy, *d_col_ind;
    void *              d_val, *d_x, *d_y, *d_B, *d_temp, *d_alpha;
    rocsparse_double_complex alpha;
    size_t              size;
} fixture;

static rocsparse_mat_descr descr_of(rocsparse_index_base base, rocsparse_matrix_type type, rocsparse_fill_mode fill,
                                    rocsparse_diag_type diag)
{
    rocsparse_mat_descr d = test_descr(base, type);
    if(rocsparse_set_mat_fill_mode(d, fill) != rocsparse_status_success
       || rocsparse_set_mat_diag_type(d, diag) != rocsparse_status_success)
        bail_out("cannot set a descriptor's fill mode and diagonal type");
    return d;
}

static void fixture_init(fixture* f)
{
    const rocsparse_index_base zero = rocsparse_index_base_zero;
    f->general     = descr_of(zero, rocsparse_matrix_type_general, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit);
    f->general_one = descr_of(rocsparse_index_base_one, rocsparse_matrix_type_general, rocsparse_fill_mode_lower,
                              rocsparse_diag_type_non_unit);
    f->triangular
        = descr_of(zero, rocsparse_matrix_type_triangular, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit);
    f->symmetric
        = descr_of(zero, rocsparse_matrix_type_symmetric, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit);
    f->hermitian
        = descr_of(zero, rocsparse_matrix_type_hermitian, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit);
    f->upper = descr_of(zero, rocsparse_matrix_type_general, rocsparse_fill_mode_upper, rocsparse_diag_type_non_unit);
    f->unit  = descr_of(zero, rocsparse_matrix_type_general, rocsparse_fill_mode_lower, rocsparse_diag_type_unit);
    f->d_row_ptr      = dev_upload(row_ptr, sizeof(row_ptr));
    f->d_row_ptr_copy = dev_upload(row_ptr, sizeof(row_ptr));
    f->d_col_ind      = dev_upload(col_ind, sizeof(col_ind));
    f->d_val          = dev_random(&prec_z, NNZ, 0);
    f->d_x            = dev_random(&prec_z, M * NRHS, 0);
    f->d_y            = dev_random(&prec_z, M * NRHS, 0);
    f->d_B            = dev_random(&prec_z, M * NRHS, 0);
    f->d_alpha        = dev_random(&prec_z, 1, 0);
    f->alpha.x = 1.0, f->alpha.y = 0.0;
    f->d_temp = NULL;
}

/* The temporary buffer, as large as every family of every precision asks
 * for this matrix. */
static trm_args valid_args(const fixture* f, rocsparse_handle handle, rocsparse_pointer_mode mode,
                           rocsparse_mat_info info, size_t* size);

static void fixture_buffer(fixture* f, rocsparse_handle handle)
{
    size_t             most = 0, size = 0;
    rocsparse_mat_info info = test_info();
    const trm_args     a    = valid_args(f, handle, rocsparse_pointer_mode_host, info, &size);
    for(int p = 0; p < 4; ++p)
        for(int k = 0; k < TYPED_COUNT; ++k)
            if(families[k].uses & USES_SIZE)
            {
                size                          = 0;
                const rocsparse_status status = typed_calls[p][k](&a);
                if(status != rocsparse_status_success || size == 0)
                    bail_out("%c%s does not size its buffer: %s", precs[p]->letter, families[k].name,
                             status_name(status));
                most = size > most ? size : most;
            }
    rocsparse_destroy_mat_info(info);
    f->d_temp = dev_alloc(most);
}

static void fixture_free(fixture* f)
{
    rocsparse_mat_descr d[] = {f->general, f->general_one, f->triangular, f->symmetric, f->hermitian, f->upper, f->unit};
    for(size_t k = 0; k < sizeof(d) / sizeof(d[0]); ++k)
        rocsparse_destroy_mat_descr(d[k]);
    void* dev[] = {f->d_row_ptr, f->d_row_ptr_copy, f->d_col_ind, f->d_val, f->d_x, f->d_y, f->d_B, f->d_alpha, f->d_temp};
    for(size_t k = 0; k < sizeof(dev) / sizeof(dev[0]); ++k)
        dev_free(dev[k]);
}

/* Valid arguments of the 4 x 4 problem in this pointer mode. */
static trm_args valid_args(const fixture* f, rocsparse_handle handle, rocsparse_pointer_mode mode,
                           rocsparse_mat_info info, size_t* size)
{
    const trm_args a = {.handle  = handle,
                        .trans   = rocsparse_operation_none,
                        .trans_B = rocsparse_operation_none,
                        .m       = M,
                        .nrhs    = NRHS,
                        .nnz     = NNZ,
                        .ldb     = M,
                        .alpha   = mode == rocsparse_pointer_mode_host ? (const void*)&f->alpha : f->d_alpha,
                        .descr   = f->general,
                        .val     = f->d_val,
                        .row_ptr = f->d_row_ptr,
                        .col_ind = f->d_col_ind,
                        .x       = f->d_x,
                        .y       = f->d_y,
                        .B       = f->d_B,
                        .info    = info,
                        .apol    = rocsparse_analysis_policy_reuse,
                        .spol    = rocsparse_solve_policy_auto,
                        .temp    = f->d_temp,
                        .size    = size};
    return a;
}

/* ------------------------------------------------------- the check order */

/* The cases, from every argument wrong to one wrong at a time. */
static void check_order(const fixture* f, rocsparse_handle handle, rocsparse_pointer_mode mode, int p,
                        const family* fam)
{
    const trm_call call = typed_calls[p][fam->index];
    const unsigned u    = fam->uses;
    char           label[96];
    snprintf(label, sizeof(label), "rocsparse_%c%s %s", precs[p]->letter, fam->name, mode_name(mode));
    size_t             size = 0;
    rocsparse_mat_info info = test_info();

    out_buf   outs[] = {{f->d_y, M * NRHS * sizeof(rocsparse_double_complex), 1},
                        {f->d_B, M * NRHS * sizeof(rocsparse_double_complex), 1},
                        {f->d_val, NNZ * sizeof(rocsparse_double_complex), 1}};
    out_watch w;
    watch_start(&w, outs, 3);

    /* Everything wrong, then righted one argument at a time. */
    trm_args a = {.handle  = NULL,
                  .trans   = (rocsparse_operation)99,
                  .trans_B = (rocsparse_operation)99,
                  .m       = -1,
                  .nrhs    = -1,
                  .nnz     = -1,
                  .ldb     = 0,
                  .descr   = NULL,
                  .info    = NULL,
                  .apol    = (rocsparse_analysis_policy)9,
                  .spol    = (rocsparse_solve_policy)9,
                  .size    = NULL};
    expect_status(&w, call(&a), rocsparse_status_invalid_handle, "%s: null handle (and every later error)", label);
    a.handle = handle;
    expect_status(&w, call(&a), rocsparse_status_invalid_pointer, "%s: null descr (and every later error)", label);
    a.descr = f->symmetric;
    expect_status(&w, call(&a), rocsparse_status_invalid_pointer, "%s: null info (and every later error)", label);
    a.info = info;
    if(u & USES_OP)
    {
        expect_status(&w, call(&a), rocsparse_status_invalid_value, "%s: trans 99 (and every later error)", label);
        a.trans = rocsparse_operation_none;
    }
    if(u & USES_SM)
    {
        expect_status(&w, call(&a), rocsparse_status_invalid_value, "%s: trans_B 99 (and every later error)", label);
        a.trans_B = rocsparse_operation_none;
    }
    if(u & USES_APOL)
    {
        expect_status(&w, call(&a), rocsparse_status_invalid_value, "%s: analysis policy 9 (and later errors)",
                      label);
        a.apol = rocsparse_analysis_policy_force;
    }
    if(u & USES_SPOL)
    {
        expect_status(&w, call(&a), rocsparse_status_invalid_value, "%s: solve policy 9 (and later errors)", label);
        a.spol = rocsparse_solve_policy_auto;
    }
    expect_status(&w, call(&a), rocsparse_status_not_implemented, "%s: symmetric matrix (and later errors)", label);
    a.descr = f->hermitian;
    expect_status(&w, call(&a), rocsparse_status_not_implemented, "%s: hermitian matrix (and later errors)", label);
    a.descr = f->general;
    expect_status(&w, call(&a), rocsparse_status_invalid_size, "%s: m -1 (and later errors)", label);
    a.m = M;
    if(u & USES_SM)
    {
        expect_status(&w, call(&a), rocsparse_status_invalid_size, "%s: nrhs -1 (and later errors)", label);
        a.nrhs = NRHS;
    }
    expect_status(&w, call(&a), rocsparse_status_invalid_size, "%s: nnz -1 (and later errors)", label);
    a.nnz = NNZ;

    /* The quick return, before the arrays (not before a size result). */
    a.m = 0;
    if(u & USES_SIZE)
    {
        expect_status(&w, call(&a), rocsparse_status_invalid_pointer, "%s: m 0, null buffer_size", label);
        a.size = &size;
    }
    expect_status(&w, call(&a), rocsparse_status_success, "%s: m 0 and null arrays: quick return", label);
    if(u & USES_SIZE)
        ok(size > 0, "%s: m 0: a buffer size that is not 0 (%zu)", label, size);
    a.m = M;
    if(u & USES_SM)
    {
        a.nrhs = 0;
        expect_status(&w, call(&a), rocsparse_status_success, "%s: nrhs 0 and null arrays: quick return", label);
        a.nrhs = NRHS;
    }

    /* The arrays, each null in turn. */
    const trm_args good = valid_args(f, handle, mode, info, &size);
    struct
    {
        const char* name;
        unsigned    when;
        size_t      offset;
    } arrays[] = {
        {"alpha", USES_ALPHA | USES_SM, offsetof(trm_args, alpha)},
        {"csr_val", ~0u, offsetof(trm_args, val)},
        {"csr_row_ptr", ~0u, offsetof(trm_args, row_ptr)},
        {"csr_col_ind", ~0u, offsetof(trm_args, col_ind)},
        {"x", USES_XY, offsetof(trm_args, x)},
        {"y", USES_XY, offsetof(trm_args, y)},
        {"B", USES_SM, offsetof(trm_args, B)},
        {"temp_buffer", USES_TEMP, offsetof(trm_args, temp)},
    };
    for(size_t k = 0; k < sizeof(arrays) / sizeof(arrays[0]); ++k)
        if(u & arrays[k].when)
        {
            trm_args b = good;
            memset((char*)&b + arrays[k].offset, 0, sizeof(void*));
            expect_status(&w, call(&b), rocsparse_status_invalid_pointer, "%s: null %s", label, arrays[k].name);
        }
    if(u & NEEDS_TRM)
        expect_status(&w, call(&good), rocsparse_status_invalid_pointer, "%s: no analysis made", label);
    watch_end(&w);
    rocsparse_destroy_mat_info(info);
}

/* ------------------------------------------------ the analysis a solve needs */

static void check_analysis_needed(const fixture* f, rocsparse_handle handle, rocsparse_pointer_mode mode, int p,
                                  const family* fam)
{
    const trm_call solve   = typed_calls[p][fam->index];
    const trm_call analyse = typed_calls[p][fam->analysis];
    char           label[96];
    snprintf(label, sizeof(label), "rocsparse_%c%s %s", precs[p]->letter, fam->name, mode_name(mode));
    size_t             size = 0;
    rocsparse_mat_info info = test_info();
    const trm_args     good = valid_args(f, handle, mode, info, &size);
    is_status(analyse(&good), rocsparse_status_success, "%s: its analysis", label);
    is_status(solve(&good), rocsparse_status_success, "%s: after its analysis", label);

    trm_args b = good;
    b.m        = M - 1;
    is_status(solve(&b), rocsparse_status_invalid_size, "%s: analysis of another m", label);
    b     = good;
    b.nnz = NNZ - 1;
    is_status(solve(&b), rocsparse_status_invalid_size, "%s: analysis of another nnz", label);
    b       = good;
    b.descr = f->general_one;
    is_status(solve(&b), rocsparse_status_invalid_value, "%s: analysis in another base", label);
    b         = good;
    b.row_ptr = f->d_row_ptr_copy;
    is_status(solve(&b), rocsparse_status_invalid_pointer, "%s: analysis of other csr_row_ptr", label);
    b       = good;
    b.descr = f->triangular;
    is_status(solve(&b), rocsparse_status_success, "%s: type triangular, same triangle", label);
    if(fam->uses & USES_OP)
    {
        b       = good;
        b.trans = rocsparse_operation_transpose;
        is_status(solve(&b), rocsparse_status_invalid_pointer, "%s: analysed for none, solved transposed", label);
        is_status(analyse(&b), rocsparse_status_success, "%s: analysis for the transpose", label);
        b.trans = rocsparse_operation_conjugate_transpose;
        is_status(solve(&b), rocsparse_status_success, "%s: the conjugate transpose uses the transpose's", label);
        b       = good;
        b.descr = f->upper;
        is_status(solve(&b), rocsparse_status_invalid_pointer, "%s: analysed the lower triangle, solved upper",
                  label);
    }
    if(fam->uses & USES_SM)
    {
        b     = good;
        b.ldb = M - 1;
        is_status(solve(&b), rocsparse_status_invalid_size, "%s: ldb < m", label);
        b.m = 0;
        is_status(solve(&b), rocsparse_status_success, "%s: ldb < m but m 0: quick return", label);
        b         = good;
        b.trans_B = rocsparse_operation_transpose;
        b.ldb     = NRHS - 1;
        is_status(solve(&b), rocsparse_status_invalid_size, "%s: B transposed, ldb < nrhs", label);
        b.ldb = NRHS;
        is_status(solve(&b), rocsparse_status_success, "%s: B transposed, ldb = nrhs", label);
        b.trans_B = rocsparse_operation_conjugate_transpose;
        is_status(solve(&b), rocsparse_status_not_implemented, "%s: B conjugate transposed", label);
        is_status(analyse(&b), rocsparse_status_not_implemented, "%s: analysis, B conjugate transposed", label);
    }
    /* Values may change after the analysis; the pattern's arrays may not. */
    b          = good;
    b.row_ptr  = f->d_row_ptr_copy;
    b.apol     = rocsparse_analysis_policy_reuse;
    is_status(analyse(&b), rocsparse_status_success, "%s: reuse with another matrix analyses it", label);
    is_status(solve(&b), rocsparse_status_success, "%s: which the solve then takes", label);
    is_status(solve(&good), rocsparse_status_invalid_pointer, "%s: and the first matrix no more", label);
    rocsparse_destroy_mat_info(info);
}

/* A triangle without entries is legal: null value and column arrays. With
 * a unit diagonal it has no pivot; with a non-unit one every diagonal
 * entry is missing, and the first row is the zero pivot, in the base. */
static rocsparse_status family_pivot(int fam, rocsparse_handle handle, rocsparse_mat_descr descr,
                                     rocsparse_mat_info info, rocsparse_int* position);

static void check_no_entries(const fixture* f, rocsparse_handle handle, rocsparse_pointer_mode mode, int p,
                             const family* fam)
{
    char label[96];
    snprintf(label, sizeof(label), "rocsparse_%c%s %s nnz 0", precs[p]->letter, fam->name, mode_name(mode));
    for(int base = 0; base < 2; ++base)
    {
        const rocsparse_int empty_ptr[M + 1] = {base, base, base, base, base};
        rocsparse_int*      d_empty          = dev_upload(empty_ptr, sizeof(empty_ptr));
        rocsparse_int*      d_pos            = dev_alloc(sizeof(rocsparse_int));
        size_t              size             = 0;
        rocsparse_mat_info  info             = test_info();
        trm_args            a                = valid_args(f, handle, mode, info, &size);
        a.nnz = 0, a.val = NULL, a.col_ind = NULL, a.row_ptr = d_empty;
        rocsparse_mat_descr unit = descr_of(base, rocsparse_matrix_type_general, rocsparse_fill_mode_lower,
                                            rocsparse_diag_type_unit);
        rocsparse_mat_descr non_unit = descr_of(base, rocsparse_matrix_type_general, rocsparse_fill_mode_lower,
                                                rocsparse_diag_type_non_unit);
        const int factor = !(fam->uses & USES_OP);
        for(int d = factor; d < 2; ++d)
        {
            a.descr = d ? non_unit : unit;
            is_status(typed_calls[p][fam->analysis](&a), rocsparse_status_success, "%s base %d diag %s: analysis",
                      label, base, d ? "non-unit" : "unit");
            is_status(typed_calls[p][fam->index](&a), rocsparse_status_success,
                      "%s base %d diag %s: null csr_val and csr_col_ind", label, base, d ? "non-unit" : "unit");
            rocsparse_int       host_pos = 7;
            const rocsparse_int poison   = 7;
            dev_store(d_pos, &poison, sizeof(poison));
            const int on_host = mode == rocsparse_pointer_mode_host;
            is_status(family_pivot(fam->index, handle, a.descr, info, on_host ? &host_pos : d_pos),
                      d ? rocsparse_status_zero_pivot : rocsparse_status_success, "%s base %d diag %s: zero pivot",
                      label, base, d ? "non-unit" : "unit");
            if(!on_host)
                dev_download(&host_pos, d_pos, sizeof(host_pos));
            is_int(host_pos, d ? base : -1, "%s base %d diag %s: its position", label, base,
                   d ? "non-unit" : "unit");
        }
        rocsparse_destroy_mat_descr(unit);
        rocsparse_destroy_mat_descr(non_unit);
        rocsparse_destroy_mat_info(info);
        dev_free(d_pos);
        dev_free(d_empty);
    }
}

/* ------------------------------------------------ zero pivots and clears */

typedef rocsparse_status (*pivot_call)(rocsparse_handle, rocsparse_mat_descr, rocsparse_mat_info, rocsparse_int*);
typedef rocsparse_status (*clear_call)(rocsparse_handle, rocsparse_mat_descr, rocsparse_mat_info);

static rocsparse_status sv_pivot(rocsparse_handle h, rocsparse_mat_descr d, rocsparse_mat_info i, rocsparse_int* p)
{
    return rocsparse_csrsv_zero_pivot(h, d, i, p);
}
static rocsparse_status sm_pivot(rocsparse_handle h, rocsparse_mat_descr d, rocsparse_mat_info i, rocsparse_int* p)
{
    (void)d;
    return rocsparse_csrsm_zero_pivot(h, i, p);
}
static rocsparse_status ic_pivot(rocsparse_handle h, rocsparse_mat_descr d, rocsparse_mat_info i, rocsparse_int* p)
{
    (void)d;
    return rocsparse_csric0_zero_pivot(h, i, p);
}
static rocsparse_status ilu_pivot(rocsparse_handle h, rocsparse_mat_descr d, rocsparse_mat_info i, rocsparse_int* p)
{
    (void)d;
    return rocsparse_csrilu0_zero_pivot(h, i, p);
}
static rocsparse_status sv_clear(rocsparse_handle h, rocsparse_mat_descr d, rocsparse_mat_info i)
{
    return rocsparse_csrsv_clear(h, d, i);
}
static rocsparse_status sm_clear(rocsparse_handle h, rocsparse_mat_descr d, rocsparse_mat_info i)
{
    (void)d;
    return rocsparse_csrsm_clear(h, i);
}
static rocsparse_status ic_clear(rocsparse_handle h, rocsparse_mat_descr d, rocsparse_mat_info i)
{
    (void)d;
    return rocsparse_csric0_clear(h, i);
}
static rocsparse_status ilu_clear(rocsparse_handle h, rocsparse_mat_descr d, rocsparse_mat_info i)
{
    (void)d;
    return rocsparse_csrilu0_clear(h, i);
}

static const struct
{
    const char* name;
    pivot_call  pivot;
    clear_call  clear;
    int         takes_descr;
} untyped[] = {
    {"csrsv", sv_pivot, sv_clear, 1},
    {"csrsm", sm_pivot, sm_clear, 0},
    {"csric0", ic_pivot, ic_clear, 0},
    {"csrilu0", ilu_pivot, ilu_clear, 0},
};

static rocsparse_status family_pivot(int fam, rocsparse_handle handle, rocsparse_mat_descr descr,
                                     rocsparse_mat_info info, rocsparse_int* position)
{
    const int k = fam == SV_SOLVE ? 0 : fam == SM_SOLVE ? 1 : fam == IC_FACTOR ? 2 : 3;
    return untyped[k].pivot(handle, descr, info, position);
}

static void check_untyped(const fixture* f, rocsparse_handle handle, rocsparse_pointer_mode mode)
{
    rocsparse_mat_info info    = test_info();
    rocsparse_int*     d_pos   = dev_alloc(sizeof(rocsparse_int));
    const int          on_host = mode == rocsparse_pointer_mode_host;
    for(size_t k = 0; k < sizeof(untyped) / sizeof(untyped[0]); ++k)
    {
        char label[96];
        snprintf(label, sizeof(label), "rocsparse_%s_zero_pivot %s", untyped[k].name, mode_name(mode));
        rocsparse_int  host_pos = 7;
        rocsparse_int* pos      = on_host ? &host_pos : d_pos;
        is_status(untyped[k].pivot(NULL, f->general, info, pos), rocsparse_status_invalid_handle, "%s: null handle",
                  label);
        is_status(untyped[k].pivot(handle, f->general, NULL, pos), rocsparse_status_invalid_pointer, "%s: null info",
                  label);
        is_status(untyped[k].pivot(handle, f->general, info, NULL), rocsparse_status_invalid_pointer,
                  "%s: null position", label);
        const rocsparse_int poison = 7;
        if(!on_host)
            dev_store(d_pos, &poison, sizeof(poison));
        is_status(untyped[k].pivot(handle, f->general, info, pos), rocsparse_status_success,
                  "%s: before any analysis", label);
        if(!on_host)
            dev_download(&host_pos, d_pos, sizeof(host_pos));
        is_int(host_pos, -1, "%s: before any analysis, position -1", label);
        if(untyped[k].takes_descr)
        {
            /* As in rocSPARSE, for hipSPARSE's query that has none. */
            is_status(untyped[k].pivot(handle, NULL, info, pos), rocsparse_status_success,
                      "%s: a null descr is taken", label);
        }

        snprintf(label, sizeof(label), "rocsparse_%s_clear", untyped[k].name);
        is_status(untyped[k].clear(NULL, f->general, info), rocsparse_status_invalid_handle, "%s: null handle",
                  label);
        if(untyped[k].takes_descr)
            is_status(untyped[k].clear(handle, NULL, info), rocsparse_status_invalid_pointer, "%s: null descr",
                      label);
        is_status(untyped[k].clear(handle, f->general, NULL), rocsparse_status_invalid_pointer, "%s: null info",
                  label);
        is_status(untyped[k].clear(handle, f->general, info), rocsparse_status_success,
                  "%s: an info without analysis", label);
    }
    dev_free(d_pos);
    rocsparse_destroy_mat_info(info);
}

/* A cleared analysis is gone for its routine only; the last user frees it. */
static void check_sharing(const fixture* f, rocsparse_handle handle, int p)
{
    const trm_call* c    = typed_calls[p];
    size_t          size = 0;
    rocsparse_mat_info info = test_info();
    const trm_args  a    = valid_args(f, handle, rocsparse_pointer_mode_host, info, &size);
    char            label[64];
    snprintf(label, sizeof(label), "%c: shared analysis", precs[p]->letter);
    is_status(c[ILU_ANALYSIS](&a), rocsparse_status_success, "%s: csrilu0_analysis", label);
    is_status(c[SV_SOLVE](&a), rocsparse_status_invalid_pointer, "%s: csrsv_solve needs its own analysis call",
              label);
    is_status(c[SV_ANALYSIS](&a), rocsparse_status_success, "%s: csrsv_analysis (reuse)", label);
    is_status(c[SV_SOLVE](&a), rocsparse_status_success, "%s: csrsv_solve", label);
    is_status(rocsparse_csrilu0_clear(handle, info), rocsparse_status_success, "%s: csrilu0_clear", label);
    is_status(c[ILU_FACTOR](&a), rocsparse_status_invalid_pointer, "%s: csrilu0 after its clear", label);
    is_status(c[SV_SOLVE](&a), rocsparse_status_success, "%s: csrsv_solve after csrilu0_clear", label);
    is_status(rocsparse_csrsv_clear(handle, f->upper, info), rocsparse_status_success,
              "%s: csrsv_clear of the upper triangle", label);
    is_status(c[SV_SOLVE](&a), rocsparse_status_success, "%s: csrsv_solve of the lower one still", label);
    is_status(rocsparse_csrsv_clear(handle, f->general, info), rocsparse_status_success,
              "%s: csrsv_clear of the lower triangle", label);
    is_status(c[SV_SOLVE](&a), rocsparse_status_invalid_pointer, "%s: csrsv_solve after its clear", label);
    rocsparse_destroy_mat_info(info);
}

int main(void)
{
    test_init();
    fixture          f;
    rocsparse_handle handle = test_handle();
    fixture_init(&f);
    fixture_buffer(&f, handle);
    for(int m = 0; m < 2; ++m)
    {
        set_mode(handle, test_modes[m]);
        for(int p = 0; p < 4; ++p)
            for(int k = 0; k < TYPED_COUNT; ++k)
            {
                check_order(&f, handle, test_modes[m], p, &families[k]);
                if(families[k].uses & NEEDS_TRM)
                {
                    check_analysis_needed(&f, handle, test_modes[m], p, &families[k]);
                    check_no_entries(&f, handle, test_modes[m], p, &families[k]);
                }
            }
        check_untyped(&f, handle, test_modes[m]);
    }
    set_mode(handle, rocsparse_pointer_mode_host);
    for(int p = 0; p < 4; ++p)
        check_sharing(&f, handle, p);
    fixture_free(&f);
    rocsparse_destroy_handle(handle);
    return done_testing();
}
