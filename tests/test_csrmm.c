/* rocsparse_Xcsrmm: C = alpha * op(A) * op(B) + beta * C, A CSR, B and C
 * dense column-major with padded leading dimensions, against the naive
 * reference applied column by column. */
#include <stdio.h>
#include <stdlib.h>

#include "config.h"
#include "sparse_gen.h"

/* The strategies of the backend's csrmm for op(A) = A
 * (src/hip/hip_kernel_choice.hpp); the host backend has one. */
#ifdef FSPARSE_BACKEND_HIP
static const forced_kernel forced_kernels[] = {{"csrmm:row_thread", 0, 0}, {"csrmm:rows", 0, 0}};
#else
static const forced_kernel* const forced_kernels = NULL;
#endif

typedef rocsparse_status (*csrmm_fn)(rocsparse_handle, rocsparse_operation, rocsparse_operation, rocsparse_int,
                                     rocsparse_int, rocsparse_int, rocsparse_int, const void*,
                                     const rocsparse_mat_descr, const void*, const rocsparse_int*,
                                     const rocsparse_int*, const void*, rocsparse_int, const void*, void*,
                                     rocsparse_int);

typedef struct csrmm_routine
{
    const char*      name;
    const test_prec* prec;
    csrmm_fn         mm;
} csrmm_routine;

#define WRAP_CSRMM(p, T)                                                                                        \
    static rocsparse_status csrmm_##p(rocsparse_handle h, rocsparse_operation ta, rocsparse_operation tb,      \
                                      rocsparse_int m, rocsparse_int n, rocsparse_int k, rocsparse_int nnz,    \
                                      const void* alpha, const rocsparse_mat_descr d, const void* val,         \
                                      const rocsparse_int* rp, const rocsparse_int* ci, const void* B,         \
                                      rocsparse_int ldb, const void* beta, void* C, rocsparse_int ldc)         \
    {                                                                                                          \
        return rocsparse_##p##csrmm(h, ta, tb, m, n, k, nnz, (const T*)alpha, d, (const T*)val, rp, ci,        \
                                    (const T*)B, ldb, (const T*)beta, (T*)C, ldc);                             \
    }
TEST_FOR_ALL(WRAP_CSRMM)

#define CSRMM_ROW(p, T) {"rocsparse_" #p "csrmm", &prec_##p, csrmm_##p},
static const csrmm_routine routines[] = {TEST_FOR_ALL(CSRMM_ROW)};

static rocsparse_int max1(rocsparse_int v)
{
    return v > 1 ? v : 1;
}

/* One product on fresh B, C and scalars; C's padding rows (ldc past the
 * rows of op(A)) must come back untouched. */
static void run_case(rocsparse_handle handle, const csrmm_routine* r, const test_csr* A, rocsparse_operation ta,
                     rocsparse_operation tb, rocsparse_int ncols, rocsparse_pointer_mode mode, int beta_zero,
                     rocsparse_int ldb_pad, rocsparse_int ldc_pad, const char* what)
{
    const test_prec* p     = r->prec;
    rocsparse_int    rows  = ta == rocsparse_operation_none ? A->m : A->n;
    rocsparse_int    inner = ta == rocsparse_operation_none ? A->n : A->m;
    rocsparse_int    b_rows = tb == rocsparse_operation_none ? inner : ncols;
    rocsparse_int    b_cols = tb == rocsparse_operation_none ? ncols : inner;
    rocsparse_int    ldb    = max1(b_rows + ldb_pad);
    rocsparse_int    ldc    = max1(rows + ldc_pad);
    size_t           b_len  = (size_t)ldb * (size_t)b_cols;
    size_t           c_len  = (size_t)ldc * (size_t)ncols;
    char             alpha[16], beta[16], label[256];
    snprintf(label, sizeof(label), "%s %s base %d A %s B %s, %s, %d columns, ldb %d ldc %d%s", r->name,
             mode_name(mode), (int)A->base, trans_name(ta), trans_name(tb), what, ncols, ldb, ldc,
             beta_zero ? ", beta 0 over NaN" : "");

    void* B  = xmalloc(p->size * b_len);
    void* C0 = xmalloc(p->size * c_len);
    random_values(p, B, b_len);
    random_values(p, C0, c_len);
    random_values(p, alpha, 1);
    random_values(p, beta, 1);
    if(beta_zero)
    {
        value_set(p, beta, 0, 0);
        for(rocsparse_int j = 0; j < ncols; ++j)
            poison(p, (char*)C0 + p->size * (size_t)j * (size_t)ldc, (size_t)rows);
    }
    void* d_B     = dev_upload(B, p->size * b_len);
    void* d_C     = dev_upload(C0, p->size * c_len);
    void* d_alpha = scalar_arg(mode, alpha, p->size);
    void* d_beta  = scalar_arg(mode, beta, p->size);
    is_status(r->mm(handle, ta, tb, A->m, ncols, A->n, A->nnz, d_alpha, A->descr, A->d_val, A->d_row_ptr,
                    A->d_col_ind, d_B, ldb, d_beta, d_C, ldc),
              rocsparse_status_success, "%s: succeeds", label);
    scalar_done(mode, alpha, d_alpha, p->size);
    scalar_done(mode, beta, d_beta, p->size);
    void* got = xmalloc(p->size * c_len);
    dev_download(got, d_C, p->size * c_len);

    /* Column j of C is a product with column j of op(B). */
    ref_t*       want  = ref_copy(p, C0, c_len);
    long double* bound = calloc(c_len, sizeof(long double));
    ref_t*       x     = xmalloc(sizeof(ref_t) * (size_t)max1(inner));
    if(bound == NULL)
        bail_out("out of host memory");
    for(rocsparse_int j = 0; j < ncols; ++j)
    {
        for(rocsparse_int i = 0; i < inner; ++i)
        {
            size_t at = tb == rocsparse_operation_none ? (size_t)i + (size_t)j * (size_t)ldb
                                                       : (size_t)j + (size_t)i * (size_t)ldb;
            x[i]      = value_get(p, B, at);
            if(tb == rocsparse_operation_conjugate_transpose)
                x[i] = conjl(x[i]);
        }
        ref_t* col = want + (size_t)j * (size_t)ldc;
        ref_t* y0  = ref_copy(p, (char*)C0 + p->size * (size_t)j * (size_t)ldc, (size_t)rows);
        ref_spmv(A, ta, value_get(p, alpha, 0), x, value_get(p, beta, 0), y0, col,
                 bound + (size_t)j * (size_t)ldc);
        free(y0);
    }
    check_values(p, got, want, bound, c_len, "%s: C matches the reference, padding untouched", label);

    free(x);
    free(want);
    free(bound);
    free(got);
    free(B);
    free(C0);
    dev_free(d_B);
    dev_free(d_C);
}

static void bad_args(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const csrmm_routine* r = routine;
    const test_prec*    p = r->prec;
    test_csr            A;
    rocsparse_mat_descr sym = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_symmetric);
    char                alpha[16], beta[16], label[128];
    const rocsparse_int n   = 3;
    csr_random(&A, p, &test_shapes[1], rocsparse_index_base_zero);
    random_values(p, alpha, 1);
    random_values(p, beta, 1);
    void*  d_alpha = scalar_arg(mode, alpha, p->size);
    void*  d_beta  = scalar_arg(mode, beta, p->size);
    size_t b_len = (size_t)A.n * (size_t)n, c_len = (size_t)A.m * (size_t)n;
    void*  d_B   = dev_random(p, b_len, 0);
    void*  d_C   = dev_random(p, c_len, 1);
    snprintf(label, sizeof(label), "%s %s", r->name, mode_name(mode));

    const rocsparse_operation bad  = (rocsparse_operation)99;
    const rocsparse_operation none = rocsparse_operation_none;
    out_buf                   outs[] = {{d_C, p->size * c_len, 1}};
    out_watch                 w;
    watch_start(&w, outs, 1);
    expect_status(&w, r->mm(NULL, bad, bad, -1, -1, -1, -1, NULL, NULL, NULL, NULL, NULL, NULL, -1, NULL, NULL, -1),
                  rocsparse_status_invalid_handle, "%s: null handle (and every later error)", label);
    expect_status(&w, r->mm(handle, bad, bad, -1, -1, -1, -1, NULL, NULL, NULL, NULL, NULL, NULL, -1, NULL, NULL, -1),
                  rocsparse_status_invalid_pointer, "%s: null descr (and every later error)", label);
    expect_status(&w, r->mm(handle, bad, none, -1, -1, -1, -1, NULL, sym, NULL, NULL, NULL, NULL, -1, NULL, NULL, -1),
                  rocsparse_status_invalid_value, "%s: trans_A 99 (and a symmetric matrix, sizes, nulls)", label);
    expect_status(&w, r->mm(handle, none, bad, -1, -1, -1, -1, NULL, sym, NULL, NULL, NULL, NULL, -1, NULL, NULL, -1),
                  rocsparse_status_invalid_value, "%s: trans_B 99 (and a symmetric matrix, sizes, nulls)", label);
    expect_status(&w,
                  r->mm(handle, none, none, -1, -1, -1, -1, NULL, sym, NULL, NULL, NULL, NULL, -1, NULL, NULL, -1),
                  rocsparse_status_not_implemented, "%s: symmetric matrix (and sizes -1, nulls)", label);
    struct
    {
        rocsparse_int m, n, k, nnz;
        const char*   what;
    } sizes[] = {{-1, n, A.n, A.nnz, "m -1"}, {A.m, -1, A.n, A.nnz, "n -1"}, {A.m, n, -1, A.nnz, "k -1"},
                 {A.m, n, A.n, -1, "nnz -1"}};
    for(size_t s = 0; s < sizeof(sizes) / sizeof(sizes[0]); ++s)
        expect_status(&w,
                      r->mm(handle, none, none, sizes[s].m, sizes[s].n, sizes[s].k, sizes[s].nnz, NULL, A.descr,
                            NULL, NULL, NULL, NULL, A.n, NULL, NULL, A.m),
                      rocsparse_status_invalid_size, "%s: %s (and nulls)", label, sizes[s].what);
    /* Leading dimensions too small for B (k rows) and C (m rows). */
    expect_status(&w,
                  r->mm(handle, none, none, A.m, n, A.n, A.nnz, d_alpha, A.descr, A.d_val, A.d_row_ptr, A.d_col_ind,
                        d_B, A.n - 1, d_beta, d_C, A.m),
                  rocsparse_status_invalid_size, "%s: ldb k - 1", label);
    expect_status(&w,
                  r->mm(handle, none, none, A.m, n, A.n, A.nnz, d_alpha, A.descr, A.d_val, A.d_row_ptr, A.d_col_ind,
                        d_B, A.n, d_beta, d_C, A.m - 1),
                  rocsparse_status_invalid_size, "%s: ldc m - 1", label);
    const void*              ptrs[7]  = {d_alpha, A.d_val, A.d_row_ptr, A.d_col_ind, d_B, d_beta, d_C};
    static const char* const names[7] = {"alpha", "csr_val", "csr_row_ptr", "csr_col_ind", "B", "beta", "C"};
    for(int k = 0; k < 7; ++k)
    {
        const void* q[7];
        null_one(ptrs, 7, k, q);
        expect_status(&w,
                      r->mm(handle, none, none, A.m, n, A.n, A.nnz, q[0], A.descr, q[1], q[2], q[3], q[4], A.n, q[5],
                            (void*)q[6], A.m),
                      rocsparse_status_invalid_pointer, "%s: null %s", label, names[k]);
        /* The leading dimensions come after the pointers. */
        expect_status(&w,
                      r->mm(handle, none, none, A.m, n, A.n, A.nnz, q[0], A.descr, q[1], q[2], q[3], q[4], A.n - 1,
                            q[5], (void*)q[6], A.m - 1),
                      rocsparse_status_invalid_pointer, "%s: null %s (and ldb, ldc too small)", label, names[k]);
    }
    watch_end(&w);

    scalar_done(mode, alpha, d_alpha, p->size);
    scalar_done(mode, beta, d_beta, p->size);
    dev_free(d_B);
    dev_free(d_C);
    rocsparse_destroy_mat_descr(sym);
    csr_free(&A);
}

/* In host pointer mode alpha 0 and beta 1 leave C as it is, bit for bit,
 * though B is NaN and C holds -0; and with no entries in A, B is not read,
 * so ldb is free while C is scaled (ldc still checked). */
static void check_idle(rocsparse_handle handle, const csrmm_routine* r)
{
    const test_prec* p = r->prec;
    test_csr         A, E;
    csr_random(&A, p, &test_shapes[1], rocsparse_index_base_one);
    static const csr_shape no_entries = {"6 x 4 with nnz = 0", 6, 4, 0, 0, 100};
    csr_random(&E, p, &no_entries, rocsparse_index_base_one);
    const rocsparse_int       n    = 3;
    const rocsparse_operation none = rocsparse_operation_none;
    size_t                    b_len = (size_t)A.n * (size_t)n, c_len = (size_t)A.m * (size_t)n;
    char                      zero[16], one[16];
    value_set(p, zero, 0, 0);
    value_set(p, one, 0, 1);
    void* d_B = dev_random(p, b_len, 1);
    void* C0  = xmalloc(p->size * c_len);
    random_values(p, C0, c_len);
    for(size_t i = 0; i < c_len; i += 2)
        value_set(p, C0, i, -0.0L);
    void*     d_C    = dev_upload(C0, p->size * c_len);
    out_buf   outs[] = {{d_C, p->size * c_len, 1}};
    out_watch w;
    watch_start(&w, outs, 1);
    expect_status(&w,
                  r->mm(handle, none, none, A.m, n, A.n, A.nnz, zero, A.descr, A.d_val, A.d_row_ptr, A.d_col_ind,
                        d_B, A.n, one, d_C, A.m),
                  rocsparse_status_success, "%s host mode: alpha 0, beta 1 (B NaN, C with -0) leave C bit for bit",
                  r->name);
    expect_status(&w,
                  r->mm(handle, none, none, A.m, n, A.n, A.nnz, zero, A.descr, A.d_val, A.d_row_ptr, A.d_col_ind,
                        d_B, A.n, one, d_C, A.m - 1),
                  rocsparse_status_invalid_size, "%s host mode: alpha 0, beta 1, ldc too small: ldc first", r->name);
    expect_status(&w,
                  r->mm(handle, none, none, E.m, n, E.n, 0, one, E.descr, NULL, E.d_row_ptr, NULL, NULL, -1, one,
                        d_C, E.m - 1),
                  rocsparse_status_invalid_size, "%s host mode: no entries, ldc too small", r->name);
    watch_end(&w);
    is_status(r->mm(handle, none, none, E.m, n, E.n, 0, one, E.descr, NULL, E.d_row_ptr, NULL, NULL, -1, one, d_C,
                    E.m),
              rocsparse_status_success, "%s host mode: no entries, null B and ldb -1: B is not read", r->name);
    dev_free(d_B);
    dev_free(d_C);
    free(C0);
    csr_free(&A);
    csr_free(&E);
}

static void quick_return(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const csrmm_routine* r = routine;
    const char*         mn    = mode_name(mode);
    rocsparse_mat_descr descr = test_descr(rocsparse_index_base_one, rocsparse_matrix_type_general);
    const rocsparse_operation none = rocsparse_operation_none;
    is_status(r->mm(handle, none, none, 0, 4, 5, 0, NULL, descr, NULL, NULL, NULL, NULL, 5, NULL, NULL, 1),
              rocsparse_status_success, "%s %s: m = 0 (no rows of C) with null arrays succeeds", r->name, mn);
    is_status(r->mm(handle, none, rocsparse_operation_transpose, 3, 0, 5, 0, NULL, descr, NULL, NULL, NULL, NULL, 1,
                    NULL, NULL, 3),
              rocsparse_status_success, "%s %s: n = 0 (no columns of C) with null arrays succeeds", r->name, mn);
    is_status(r->mm(handle, rocsparse_operation_transpose, none, 3, 4, 0, 0, NULL, descr, NULL, NULL, NULL, NULL, 3,
                    NULL, NULL, 1),
              rocsparse_status_success, "%s %s: transpose, k = 0 (no rows of C) with null arrays succeeds", r->name,
              mn);
    /* An empty C returns before ldb and ldc are looked at. */
    is_status(r->mm(handle, none, none, 0, 4, 5, 0, NULL, descr, NULL, NULL, NULL, NULL, -1, NULL, NULL, -1),
              rocsparse_status_success, "%s %s: m = 0 with ldb = ldc = -1 succeeds", r->name, mn);
    is_status(r->mm(handle, none, rocsparse_operation_transpose, 3, 0, 5, 0, NULL, descr, NULL, NULL, NULL, NULL, 0,
                    NULL, NULL, 0),
              rocsparse_status_success, "%s %s: n = 0 with ldb = ldc = 0 succeeds", r->name, mn);
    rocsparse_destroy_mat_descr(descr);
    if(mode == rocsparse_pointer_mode_host)
        check_idle(handle, r);

    /* The matrix contributes nothing, C still has entries: C = beta * C. */
    static const csr_shape empty[] = {{"6 x 0", 6, 0, 0, 0, 100}, {"6 x 4 with nnz = 0", 6, 4, 0, 0, 100}};
    for(int b = 0; b < 2; ++b)
        for(size_t s = 0; s < sizeof(empty) / sizeof(empty[0]); ++s)
        {
            test_csr A;
            csr_random(&A, r->prec, &empty[s], test_bases[b]);
            for(int beta_zero = 0; beta_zero < 2; ++beta_zero)
            {
                run_case(handle, r, &A, none, none, 3, mode, beta_zero, 1, 2, empty[s].name);
                run_case(handle, r, &A, rocsparse_operation_transpose, rocsparse_operation_conjugate_transpose, 3,
                         mode, beta_zero, 0, 1, empty[s].name);
            }
            csr_free(&A);
        }
}

/* With a kernel forced, op(A) = A (the transposed products have one
 * kernel): each operation of B with 1, 3 (a block of 4 columns, partly
 * used) and 8 columns across the shapes and bases. */
static void numeric_forced(rocsparse_handle handle, const void* routine, size_t shape, const test_csr* A,
                           const forced_kernel* k, size_t index)
{
    const csrmm_routine*       r            = routine;
    static const rocsparse_int col_counts[] = {1, 3, 8};
    unsigned                   c            = (unsigned)shape + (unsigned)A->base + (unsigned)index;
    char                       what[160];
    snprintf(what, sizeof(what), "%s, forced %s", test_shapes[shape].name, k->setting);
    for(int tb = 0; tb < 3; ++tb, ++c)
    {
        rocsparse_pointer_mode mode = test_modes[(c / 3) & 1u];
        set_mode(handle, mode);
        run_case(handle, r, A, rocsparse_operation_none, test_ops[tb], col_counts[c % 3], mode, (int)((c / 2) & 1u),
                 (c % 4 == 0) ? 0 : 2, (c % 5 == 0) ? 0 : 3, what);
    }
}

static void numeric(rocsparse_handle handle, const void* routine, size_t shape, const test_csr* A)
{
    const csrmm_routine* r = routine;
    static const rocsparse_int col_counts[] = {1, 8, 32};
    unsigned                   c            = (unsigned)shape + (unsigned)A->base;
    for(int ta = 0; ta < 3; ++ta)
        for(int tb = 0; tb < 3; ++tb, ++c)
        {
            /* Column count, mode, beta 0 and padding rotate so that each
             * pair of operations meets each of them across the shapes and
             * bases; the large matrices stop at 8 columns (time, not
             * coverage). */
            rocsparse_int ncols = col_counts[c % 3];
            if(A->nnz > 20000 && ncols > 8)
                ncols = 8;
            rocsparse_pointer_mode mode = test_modes[(c / 3) & 1u];
            set_mode(handle, mode);
            run_case(handle, r, A, test_ops[ta], test_ops[tb], ncols, mode, (int)((c / 2) & 1u), (c % 4 == 0) ? 0 : 2,
                     (c % 5 == 0) ? 0 : 3, test_shapes[shape].name);
        }
}

int main(void)
{
#ifdef FSPARSE_BACKEND_HIP
    const size_t forced_count = sizeof(forced_kernels) / sizeof(forced_kernels[0]);
#else
    const size_t forced_count = 0;
#endif
    const product_family family = {bad_args, quick_return, numeric, forced_kernels, forced_count, numeric_forced};
    return PRODUCT_MAIN(family, routines);
}
