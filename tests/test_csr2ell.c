/* rocsparse_csr2ell_width, rocsparse_Xcsr2ell, rocsparse_ell2csr_nnz and
 * rocsparse_Xell2csr: the ELL layout against the seed's 3 x 5 example and
 * the test's own ELL form, then ELL -> CSR gives back the original exactly,
 * for every pair of bases. */
#include <stdio.h>
#include <stdlib.h>

#include "sparse_gen.h"

typedef rocsparse_status (*csr2ell_fn)(rocsparse_handle, rocsparse_int, const rocsparse_mat_descr, const void*,
                                       const rocsparse_int*, const rocsparse_int*, const rocsparse_mat_descr,
                                       rocsparse_int, void*, rocsparse_int*);
typedef rocsparse_status (*ell2csr_fn)(rocsparse_handle, rocsparse_int, rocsparse_int, const rocsparse_mat_descr,
                                       rocsparse_int, const void*, const rocsparse_int*, const rocsparse_mat_descr,
                                       void*, const rocsparse_int*, rocsparse_int*);

typedef struct ell_routines
{
    const test_prec* prec;
    csr2ell_fn       csr2ell;
    ell2csr_fn       ell2csr;
} ell_routines;

#define WRAP_ELL(p, T)                                                                                          \
    static rocsparse_status csr2ell_##p(rocsparse_handle h, rocsparse_int m, const rocsparse_mat_descr cd,     \
                                        const void* cv, const rocsparse_int* rp, const rocsparse_int* ci,      \
                                        const rocsparse_mat_descr ed, rocsparse_int w, void* ev,               \
                                        rocsparse_int* ec)                                                     \
    {                                                                                                          \
        return rocsparse_##p##csr2ell(h, m, cd, (const T*)cv, rp, ci, ed, w, (T*)ev, ec);                      \
    }                                                                                                          \
    static rocsparse_status ell2csr_##p(rocsparse_handle h, rocsparse_int m, rocsparse_int n,                  \
                                        const rocsparse_mat_descr ed, rocsparse_int w, const void* ev,         \
                                        const rocsparse_int* ec, const rocsparse_mat_descr cd, void* cv,       \
                                        const rocsparse_int* rp, rocsparse_int* ci)                            \
    {                                                                                                          \
        return rocsparse_##p##ell2csr(h, m, n, ed, w, (const T*)ev, ec, cd, (T*)cv, rp, ci);                   \
    }
TEST_FOR_ALL(WRAP_ELL)

#define ELL_ROW(p, T) {&prec_##p, csr2ell_##p, ell2csr_##p},
static const ell_routines routines[] = {TEST_FOR_ALL(ELL_ROW)};

/* An int result where the pointer mode wants it, poisoned. */
static rocsparse_int* int_result(rocsparse_pointer_mode mode, rocsparse_int* host)
{
    *host = -12345;
    return scalar_arg(mode, host, sizeof(*host));
}

/* ---------------------------------------------------------- the seed's example */

/* 1 2 0 3 0 / 0 4 5 0 0 / 6 0 0 7 8: width 3, column-major, one pad. */
static void seed_example(rocsparse_handle handle, rocsparse_index_base base)
{
    static const rocsparse_int row_ptr[]  = {0, 3, 5, 8};
    static const rocsparse_int col_ind[]  = {0, 1, 3, 1, 2, 0, 3, 4};
    static const double        val[]      = {1, 2, 3, 4, 5, 6, 7, 8};
    static const rocsparse_int want_col[] = {0, 1, 0, 1, 2, 3, 3, -1, 4};
    static const double        want_val[] = {1, 4, 6, 2, 5, 7, 3, 0, 8};
    rocsparse_int              rp[4], ci[8], wc[9];
    for(int i = 0; i < 4; ++i)
        rp[i] = row_ptr[i] + (rocsparse_int)base;
    for(int i = 0; i < 8; ++i)
        ci[i] = col_ind[i] + (rocsparse_int)base;
    for(int i = 0; i < 9; ++i)
        wc[i] = want_col[i] < 0 ? -1 : want_col[i] + (rocsparse_int)base;
    rocsparse_mat_descr descr = test_descr(base, rocsparse_matrix_type_general);
    rocsparse_int*      d_rp  = dev_upload(rp, sizeof(rp));
    rocsparse_int*      d_ci  = dev_upload(ci, sizeof(ci));
    double*             d_v   = dev_upload(val, sizeof(val));
    rocsparse_int*      d_ec  = dev_ints(9, -777);
    double*             d_ev  = dev_random(&prec_d, 9, 1);
    rocsparse_int       width = -1;

    set_mode(handle, rocsparse_pointer_mode_host);
    is_status(rocsparse_csr2ell_width(handle, 3, descr, d_rp, descr, &width), rocsparse_status_success,
              "seed example base %d: csr2ell_width succeeds", (int)base);
    is_int(width, 3, "seed example base %d: ell_width 3", (int)base);
    is_status(rocsparse_dcsr2ell(handle, 3, descr, d_v, d_rp, d_ci, descr, 3, d_ev, d_ec), rocsparse_status_success,
              "seed example base %d: dcsr2ell succeeds", (int)base);
    rocsparse_int got_col[9];
    double        got_val[9];
    dev_download(got_col, d_ec, sizeof(got_col));
    dev_download(got_val, d_ev, sizeof(got_val));
    check_unchanged(got_col, wc, sizeof(wc), "seed example base %d: ell_col_ind column-major, padding -1",
                    (int)base);
    ref_t want[9];
    for(int i = 0; i < 9; ++i)
        want[i] = want_val[i];
    check_values(&prec_d, got_val, want, NULL, 9, "seed example base %d: ell_val column-major, padding 0",
                 (int)base);
    dev_free(d_rp);
    dev_free(d_ci);
    dev_free(d_v);
    dev_free(d_ec);
    dev_free(d_ev);
    rocsparse_destroy_mat_descr(descr);
}

/* ------------------------------------------------------------ bad arguments */

static void bad_args(rocsparse_handle handle, rocsparse_pointer_mode mode)
{
    const ell_routines* r = &routines[1];
    const test_prec*    p = r->prec;
    test_csr            A;
    rocsparse_mat_descr sym = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_symmetric);
    const char*         mn  = mode_name(mode);
    csr_random(&A, p, &test_shapes[1], rocsparse_index_base_zero);
    rocsparse_mat_descr d     = A.descr;
    rocsparse_int       w     = A.max_row;
    size_t              total = (size_t)A.m * (size_t)w;
    rocsparse_int *     h_ec;
    void*               h_ev;
    csr_host_ell(&A, w, rocsparse_index_base_zero, &h_ec, &h_ev);
    rocsparse_int* d_ec  = dev_upload(h_ec, sizeof(rocsparse_int) * total);
    void*          d_ev  = dev_upload(h_ev, p->size * total);
    rocsparse_int* o_ec  = dev_ints(total, -777);
    void*          o_ev  = dev_random(p, total, 1);
    rocsparse_int* o_rp  = dev_ints((size_t)A.m + 1, -777);
    rocsparse_int* o_ci  = dev_ints((size_t)A.nnz, -777);
    void*          o_cv  = dev_random(p, (size_t)A.nnz, 1);
    rocsparse_int  h_res;
    rocsparse_int* res = int_result(mode, &h_res);
    out_watch      wt;

    /* csr2ell_width */
    const char* f      = "rocsparse_csr2ell_width";
    out_buf     outs[] = {{res, sizeof(rocsparse_int), mode == rocsparse_pointer_mode_device}};
    watch_start(&wt, outs, 1);
    expect_status(&wt, rocsparse_csr2ell_width(NULL, -1, NULL, NULL, NULL, NULL), rocsparse_status_invalid_handle,
                  "%s %s: null handle (and every later error)", f, mn);
    expect_status(&wt, rocsparse_csr2ell_width(handle, -1, NULL, NULL, d, NULL), rocsparse_status_invalid_pointer,
                  "%s %s: null csr_descr (and every later error)", f, mn);
    expect_status(&wt, rocsparse_csr2ell_width(handle, -1, d, NULL, NULL, NULL), rocsparse_status_invalid_pointer,
                  "%s %s: null ell_descr (and every later error)", f, mn);
    expect_status(&wt, rocsparse_csr2ell_width(handle, -1, sym, NULL, d, NULL), rocsparse_status_not_implemented,
                  "%s %s: symmetric csr_descr (and m -1, nulls)", f, mn);
    expect_status(&wt, rocsparse_csr2ell_width(handle, -1, d, NULL, sym, NULL), rocsparse_status_not_implemented,
                  "%s %s: symmetric ell_descr (and m -1, nulls)", f, mn);
    expect_status(&wt, rocsparse_csr2ell_width(handle, -1, d, NULL, d, NULL), rocsparse_status_invalid_size,
                  "%s %s: m -1 (and nulls)", f, mn);
    expect_status(&wt, rocsparse_csr2ell_width(handle, A.m, d, NULL, d, res), rocsparse_status_invalid_pointer,
                  "%s %s: null csr_row_ptr", f, mn);
    expect_status(&wt, rocsparse_csr2ell_width(handle, A.m, d, A.d_row_ptr, d, NULL),
                  rocsparse_status_invalid_pointer, "%s %s: null ell_width", f, mn);
    watch_end(&wt);

    /* csr2ell */
    f          = "rocsparse_dcsr2ell";
    out_buf o2[] = {{o_ec, sizeof(rocsparse_int) * total, 1}, {o_ev, p->size * total, 1}};
    watch_start(&wt, o2, 2);
    expect_status(&wt, r->csr2ell(NULL, -1, NULL, NULL, NULL, NULL, NULL, -1, NULL, NULL),
                  rocsparse_status_invalid_handle, "%s %s: null handle (and every later error)", f, mn);
    expect_status(&wt, r->csr2ell(handle, -1, NULL, NULL, NULL, NULL, d, -1, NULL, NULL),
                  rocsparse_status_invalid_pointer, "%s %s: null csr_descr (and every later error)", f, mn);
    expect_status(&wt, r->csr2ell(handle, -1, d, NULL, NULL, NULL, NULL, -1, NULL, NULL),
                  rocsparse_status_invalid_pointer, "%s %s: null ell_descr (and every later error)", f, mn);
    expect_status(&wt, r->csr2ell(handle, -1, sym, NULL, NULL, NULL, d, -1, NULL, NULL),
                  rocsparse_status_not_implemented, "%s %s: symmetric csr_descr (and sizes, nulls)", f, mn);
    expect_status(&wt, r->csr2ell(handle, -1, d, NULL, NULL, NULL, sym, -1, NULL, NULL),
                  rocsparse_status_not_implemented, "%s %s: symmetric ell_descr (and sizes, nulls)", f, mn);
    expect_status(&wt, r->csr2ell(handle, -1, d, NULL, NULL, NULL, d, w, NULL, NULL), rocsparse_status_invalid_size,
                  "%s %s: m -1 (and nulls)", f, mn);
    expect_status(&wt, r->csr2ell(handle, A.m, d, NULL, NULL, NULL, d, -1, NULL, NULL),
                  rocsparse_status_invalid_size, "%s %s: ell_width -1 (and nulls)", f, mn);
    {
        const void*              ptrs[5]  = {A.d_val, A.d_row_ptr, A.d_col_ind, o_ev, o_ec};
        static const char* const names[5] = {"csr_val", "csr_row_ptr", "csr_col_ind", "ell_val", "ell_col_ind"};
        for(int k = 0; k < 5; ++k)
        {
            const void* q[5];
            null_one(ptrs, 5, k, q);
            expect_status(&wt, r->csr2ell(handle, A.m, d, q[0], q[1], q[2], d, w, (void*)q[3], (rocsparse_int*)q[4]),
                          rocsparse_status_invalid_pointer, "%s %s: null %s", f, mn, names[k]);
        }
    }
    watch_end(&wt);

    /* ell2csr_nnz */
    f            = "rocsparse_ell2csr_nnz";
    out_buf o3[] = {{o_rp, sizeof(rocsparse_int) * (size_t)(A.m + 1), 1}, outs[0]};
    watch_start(&wt, o3, 2);
    expect_status(&wt, rocsparse_ell2csr_nnz(NULL, -1, -1, NULL, -1, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_handle, "%s %s: null handle (and every later error)", f, mn);
    expect_status(&wt, rocsparse_ell2csr_nnz(handle, -1, -1, NULL, -1, NULL, d, NULL, NULL),
                  rocsparse_status_invalid_pointer, "%s %s: null ell_descr (and every later error)", f, mn);
    expect_status(&wt, rocsparse_ell2csr_nnz(handle, -1, -1, d, -1, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_pointer, "%s %s: null csr_descr (and every later error)", f, mn);
    expect_status(&wt, rocsparse_ell2csr_nnz(handle, -1, -1, sym, -1, NULL, d, NULL, NULL),
                  rocsparse_status_not_implemented, "%s %s: symmetric ell_descr (and sizes, nulls)", f, mn);
    expect_status(&wt, rocsparse_ell2csr_nnz(handle, -1, A.n, d, w, NULL, d, NULL, NULL),
                  rocsparse_status_invalid_size, "%s %s: m -1 (and nulls)", f, mn);
    expect_status(&wt, rocsparse_ell2csr_nnz(handle, A.m, -1, d, w, NULL, d, NULL, NULL),
                  rocsparse_status_invalid_size, "%s %s: n -1 (and nulls)", f, mn);
    expect_status(&wt, rocsparse_ell2csr_nnz(handle, A.m, A.n, d, -1, NULL, d, NULL, NULL),
                  rocsparse_status_invalid_size, "%s %s: ell_width -1 (and nulls)", f, mn);
    expect_status(&wt, rocsparse_ell2csr_nnz(handle, A.m, A.n, d, w, NULL, d, o_rp, res),
                  rocsparse_status_invalid_pointer, "%s %s: null ell_col_ind", f, mn);
    expect_status(&wt, rocsparse_ell2csr_nnz(handle, A.m, A.n, d, w, d_ec, d, NULL, res),
                  rocsparse_status_invalid_pointer, "%s %s: null csr_row_ptr", f, mn);
    expect_status(&wt, rocsparse_ell2csr_nnz(handle, A.m, A.n, d, w, d_ec, d, o_rp, NULL),
                  rocsparse_status_invalid_pointer, "%s %s: null csr_nnz", f, mn);
    watch_end(&wt);

    /* ell2csr */
    f            = "rocsparse_dell2csr";
    out_buf o4[] = {{o_ci, sizeof(rocsparse_int) * (size_t)A.nnz, 1}, {o_cv, p->size * (size_t)A.nnz, 1}};
    watch_start(&wt, o4, 2);
    expect_status(&wt, r->ell2csr(NULL, -1, -1, NULL, -1, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_handle, "%s %s: null handle (and every later error)", f, mn);
    expect_status(&wt, r->ell2csr(handle, -1, -1, NULL, -1, NULL, NULL, d, NULL, NULL, NULL),
                  rocsparse_status_invalid_pointer, "%s %s: null ell_descr (and every later error)", f, mn);
    expect_status(&wt, r->ell2csr(handle, -1, -1, d, -1, NULL, NULL, NULL, NULL, NULL, NULL),
                  rocsparse_status_invalid_pointer, "%s %s: null csr_descr (and every later error)", f, mn);
    expect_status(&wt, r->ell2csr(handle, -1, -1, sym, -1, NULL, NULL, d, NULL, NULL, NULL),
                  rocsparse_status_not_implemented, "%s %s: symmetric ell_descr (and sizes, nulls)", f, mn);
    expect_status(&wt, r->ell2csr(handle, -1, A.n, d, w, NULL, NULL, d, NULL, NULL, NULL),
                  rocsparse_status_invalid_size, "%s %s: m -1 (and nulls)", f, mn);
    expect_status(&wt, r->ell2csr(handle, A.m, -1, d, w, NULL, NULL, d, NULL, NULL, NULL),
                  rocsparse_status_invalid_size, "%s %s: n -1 (and nulls)", f, mn);
    expect_status(&wt, r->ell2csr(handle, A.m, A.n, d, -1, NULL, NULL, d, NULL, NULL, NULL),
                  rocsparse_status_invalid_size, "%s %s: ell_width -1 (and nulls)", f, mn);
    {
        const void*              ptrs[5]  = {d_ev, d_ec, o_cv, A.d_row_ptr, o_ci};
        static const char* const names[5] = {"ell_val", "ell_col_ind", "csr_val", "csr_row_ptr", "csr_col_ind"};
        for(int k = 0; k < 5; ++k)
        {
            const void* q[5];
            null_one(ptrs, 5, k, q);
            expect_status(&wt,
                          r->ell2csr(handle, A.m, A.n, d, w, q[0], q[1], d, (void*)q[2], q[3], (rocsparse_int*)q[4]),
                          rocsparse_status_invalid_pointer, "%s %s: null %s", f, mn, names[k]);
        }
    }
    watch_end(&wt);

    /* Quick returns: nothing to convert, sizes still reported. */
    is_status(rocsparse_csr2ell_width(handle, 0, d, NULL, d, res), rocsparse_status_success,
              "rocsparse_csr2ell_width %s: m = 0 succeeds", mn);
    scalar_done(mode, &h_res, res, sizeof(h_res));
    is_int(h_res, 0, "rocsparse_csr2ell_width %s: m = 0 gives width 0", mn);
    res = int_result(mode, &h_res);
    is_status(rocsparse_ell2csr_nnz(handle, 0, 5, d, 3, NULL, d, NULL, res), rocsparse_status_success,
              "rocsparse_ell2csr_nnz %s: m = 0 succeeds", mn);
    scalar_done(mode, &h_res, res, sizeof(h_res));
    is_int(h_res, 0, "rocsparse_ell2csr_nnz %s: m = 0 gives nnz 0", mn);
    is_status(r->csr2ell(handle, 0, d, NULL, NULL, NULL, d, 3, NULL, NULL), rocsparse_status_success,
              "rocsparse_dcsr2ell %s: m = 0 with null arrays succeeds", mn);
    is_status(r->csr2ell(handle, A.m, d, A.d_val, A.d_row_ptr, A.d_col_ind, d, 0, NULL, NULL),
              rocsparse_status_success, "rocsparse_dcsr2ell %s: ell_width = 0 with null ELL arrays succeeds", mn);
    is_status(r->ell2csr(handle, 0, 4, d, 2, NULL, NULL, d, NULL, NULL, NULL), rocsparse_status_success,
              "rocsparse_dell2csr %s: m = 0 with null arrays succeeds", mn);

    free(h_ec);
    free(h_ev);
    dev_free(d_ec);
    dev_free(d_ev);
    dev_free(o_ec);
    dev_free(o_ev);
    dev_free(o_rp);
    dev_free(o_ci);
    dev_free(o_cv);
    rocsparse_destroy_mat_descr(sym);
    csr_free(&A);
}

/* ------------------------------------------------------------ round trip */

static void round_trip(rocsparse_handle handle, const ell_routines* r, const csr_shape* shape,
                       rocsparse_index_base csr_base, rocsparse_index_base ell_base, rocsparse_pointer_mode mode)
{
    const test_prec* p = r->prec;
    test_csr         A;
    char             label[192];
    csr_random(&A, p, shape, csr_base);
    snprintf(label, sizeof(label), "%c %s csr base %d ell base %d, %s (nnz %d)", p->letter, mode_name(mode),
             (int)csr_base, (int)ell_base, shape->name, A.nnz);
    rocsparse_mat_descr ell_descr = test_descr(ell_base, rocsparse_matrix_type_general);
    set_mode(handle, mode);

    rocsparse_int  h_width;
    rocsparse_int* width = int_result(mode, &h_width);
    is_status(rocsparse_csr2ell_width(handle, A.m, A.descr, A.d_row_ptr, ell_descr, width), rocsparse_status_success,
              "csr2ell_width %s: succeeds", label);
    scalar_done(mode, &h_width, width, sizeof(h_width));
    is_int(h_width, A.max_row, "csr2ell_width %s: the longest row", label);

    /* The exact width, and padding columns beyond it. */
    for(rocsparse_int extra = 0; extra <= 2; extra += 2)
    {
        rocsparse_int  w     = A.max_row + extra;
        size_t         total = (size_t)A.m * (size_t)w;
        rocsparse_int* want_col;
        void*          want_val;
        csr_host_ell(&A, w, ell_base, &want_col, &want_val);
        rocsparse_int* d_ec = dev_ints(total, -777);
        void*          d_ev = dev_random(p, total, 1);
        is_status(r->csr2ell(handle, A.m, A.descr, A.d_val, A.d_row_ptr, A.d_col_ind, ell_descr, w, d_ev, d_ec),
                  rocsparse_status_success, "csr2ell %s width %d: succeeds", label, w);
        rocsparse_int* got_col = xmalloc(sizeof(rocsparse_int) * total);
        void*          got_val = xmalloc(p->size * total);
        dev_download(got_col, d_ec, sizeof(rocsparse_int) * total);
        dev_download(got_val, d_ev, p->size * total);
        check_unchanged(got_col, want_col, sizeof(rocsparse_int) * total,
                        "csr2ell %s width %d: ell_col_ind as the layout says", label, w);
        /* Copies and zeros: bitwise equal. */
        check_unchanged(got_val, want_val, p->size * total, "csr2ell %s width %d: ell_val as the layout says", label,
                        w);

        rocsparse_int  h_nnz;
        rocsparse_int* nnz  = int_result(mode, &h_nnz);
        rocsparse_int* d_rp = dev_ints((size_t)A.m + 1, -777);
        is_status(rocsparse_ell2csr_nnz(handle, A.m, A.n, ell_descr, w, d_ec, A.descr, d_rp, nnz),
                  rocsparse_status_success, "ell2csr_nnz %s width %d: succeeds", label, w);
        scalar_done(mode, &h_nnz, nnz, sizeof(h_nnz));
        is_int(h_nnz, A.nnz, "ell2csr_nnz %s width %d: nnz of the original", label, w);
        rocsparse_int* got_rp = xmalloc(sizeof(rocsparse_int) * (size_t)(A.m + 1));
        dev_download(got_rp, d_rp, sizeof(rocsparse_int) * (size_t)(A.m + 1));
        check_unchanged(got_rp, A.row_ptr, sizeof(rocsparse_int) * (size_t)(A.m + 1),
                        "ell2csr_nnz %s width %d: row pointers of the original", label, w);

        rocsparse_int* d_ci = dev_ints((size_t)A.nnz, -777);
        void*          d_cv = dev_random(p, (size_t)A.nnz, 1);
        is_status(r->ell2csr(handle, A.m, A.n, ell_descr, w, d_ev, d_ec, A.descr, d_cv, d_rp, d_ci),
                  rocsparse_status_success, "ell2csr %s width %d: succeeds", label, w);
        rocsparse_int* got_ci = xmalloc(sizeof(rocsparse_int) * (size_t)A.nnz);
        void*          got_cv = xmalloc(p->size * (size_t)A.nnz);
        dev_download(got_ci, d_ci, sizeof(rocsparse_int) * (size_t)A.nnz);
        dev_download(got_cv, d_cv, p->size * (size_t)A.nnz);
        check_unchanged(got_ci, A.col_ind, sizeof(rocsparse_int) * (size_t)A.nnz,
                        "ell2csr %s width %d: column indices of the original", label, w);
        check_unchanged(got_cv, A.val, p->size * (size_t)A.nnz, "ell2csr %s width %d: values of the original", label,
                        w);

        free(want_col);
        free(want_val);
        free(got_col);
        free(got_val);
        free(got_rp);
        free(got_ci);
        free(got_cv);
        dev_free(d_ec);
        dev_free(d_ev);
        dev_free(d_rp);
        dev_free(d_ci);
        dev_free(d_cv);
    }
    rocsparse_destroy_mat_descr(ell_descr);
    csr_free(&A);
}

int main(void)
{
    test_init();
    rocsparse_handle handle = test_handle();
    for(int b = 0; b < 2; ++b)
        seed_example(handle, test_bases[b]);
    for(int md = 0; md < 2; ++md)
    {
        set_mode(handle, test_modes[md]);
        bad_args(handle, test_modes[md]);
    }
    static const csr_shape all_empty = {"25 x 30 all rows empty", 25, 30, 0, 0, 100};
    for(size_t k = 0; k < sizeof(routines) / sizeof(routines[0]); ++k)
        for(size_t s = 0; s <= test_shape_count; ++s)
        {
            const csr_shape* shape = s < test_shape_count ? &test_shapes[s] : &all_empty;
            /* Every pair of bases and both modes, over the shapes. */
            for(int cb = 0; cb < 2; ++cb)
                for(int eb = 0; eb < 2; ++eb)
                    round_trip(handle, &routines[k], shape, test_bases[cb], test_bases[eb],
                               test_modes[(s + (size_t)cb + (size_t)eb + k) & 1u]);
        }
    set_mode(handle, rocsparse_pointer_mode_host);
    is_status(rocsparse_destroy_handle(handle), rocsparse_status_success, "destroy the handle");
    return done_testing();
}
