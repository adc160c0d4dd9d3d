/* rocsparse_Xcsr2hyb, rocsparse_hyb2csr_buffer_size and rocsparse_Xhyb2csr:
 * CSR -> HYB -> CSR gives back the original exactly for every partition
 * whose ELL width is within rocSPARSE's bound, the HYB reads right through
 * rocSPARSE's struct layout; wider ones and failing calls leave the HYB
 * matrix as it was. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "sparse_gen.h"

typedef rocsparse_status (*csr2hyb_fn)(rocsparse_handle, rocsparse_int, rocsparse_int, const rocsparse_mat_descr,
                                       const void*, const rocsparse_int*, const rocsparse_int*, rocsparse_hyb_mat,
                                       rocsparse_int, rocsparse_hyb_partition);
typedef rocsparse_status (*hyb2csr_fn)(rocsparse_handle, const rocsparse_mat_descr, const rocsparse_hyb_mat, void*,
                                       rocsparse_int*, rocsparse_int*, void*);

typedef struct hyb_routines
{
    const test_prec* prec;
    csr2hyb_fn       csr2hyb;
    hyb2csr_fn       hyb2csr;
} hyb_routines;

#define WRAP_HYB(p, T)                                                                                          \
    static rocsparse_status csr2hyb_##p(rocsparse_handle h, rocsparse_int m, rocsparse_int n,                  \
                                        const rocsparse_mat_descr d, const void* val, const rocsparse_int* rp, \
                                        const rocsparse_int* ci, rocsparse_hyb_mat hyb, rocsparse_int w,       \
                                        rocsparse_hyb_partition part)                                          \
    {                                                                                                          \
        return rocsparse_##p##csr2hyb(h, m, n, d, (const T*)val, rp, ci, hyb, w, part);                        \
    }                                                                                                          \
    static rocsparse_status hyb2csr_##p(rocsparse_handle h, const rocsparse_mat_descr d,                       \
                                        const rocsparse_hyb_mat hyb, void* val, rocsparse_int* rp,             \
                                        rocsparse_int* ci, void* buf)                                          \
    {                                                                                                          \
        return rocsparse_##p##hyb2csr(h, d, hyb, (T*)val, rp, ci, buf);                                        \
    }
TEST_FOR_ALL(WRAP_HYB)

#define HYB_ROW(p, T) {&prec_##p, csr2hyb_##p, hyb2csr_##p},
static const hyb_routines routines[] = {TEST_FOR_ALL(HYB_ROW)};

/* hyb back to CSR must be A exactly; one check per array. */
static void check_back(rocsparse_handle handle, const hyb_routines* r, rocsparse_hyb_mat hyb, const test_csr* A,
                       const char* label)
{
    const test_prec* p      = r->prec;
    size_t           nnz    = (size_t)A->nnz;
    size_t           rp_len = sizeof(rocsparse_int) * (size_t)(A->m + 1);
    size_t           size   = 0;
    is_status(rocsparse_hyb2csr_buffer_size(handle, A->descr, hyb, A->d_row_ptr, &size), rocsparse_status_success,
              "%s: hyb2csr_buffer_size succeeds", label);
    ok(size > 0, "%s: hyb2csr_buffer_size is not 0", label);
    void*          buf = dev_alloc(size > 0 ? size : 1);
    rocsparse_int* h    = xmalloc(rp_len + sizeof(rocsparse_int) * nnz);
    void*          v    = xmalloc(p->size * nnz);
    rocsparse_int* d_rp = dev_ints((size_t)A->m + 1, -777);
    rocsparse_int* d_ci = dev_ints(nnz, -777);
    void*          d_cv = dev_random(p, nnz, 1);
    is_status(r->hyb2csr(handle, A->descr, hyb, d_cv, d_rp, d_ci, buf), rocsparse_status_success,
              "%s: hyb2csr succeeds", label);
    dev_download(h, d_rp, rp_len);
    check_unchanged(h, A->row_ptr, rp_len, "%s: row pointers of the original", label);
    dev_download(h, d_ci, sizeof(rocsparse_int) * nnz);
    check_unchanged(h, A->col_ind, sizeof(rocsparse_int) * nnz, "%s: column indices of the original", label);
    dev_download(v, d_cv, p->size * nnz);
    check_unchanged(v, A->val, p->size * nnz, "%s: values of the original", label);
    free(h);
    free(v);
    dev_free(buf);
    dev_free(d_rp);
    dev_free(d_ci);
    dev_free(d_cv);
}

static void bad_args(rocsparse_handle handle)
{
    const hyb_routines* r = &routines[2];
    test_csr            A, B, C;
    rocsparse_mat_descr sym = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_symmetric);
    csr_random(&A, r->prec, &test_shapes[1], rocsparse_index_base_zero);
    csr_random(&B, r->prec, &test_shapes[2], rocsparse_index_base_zero);
    csr_random(&C, r->prec, &test_shapes[5], rocsparse_index_base_zero);
    rocsparse_hyb_mat   hyb  = test_hyb();
    rocsparse_mat_descr d    = A.descr;
    const char*         f    = "rocsparse_ccsr2hyb";
    const rocsparse_hyb_partition user = rocsparse_hyb_partition_user, autop = rocsparse_hyb_partition_auto;
    is_status(r->csr2hyb(handle, A.m, A.n, d, A.d_val, A.d_row_ptr, A.d_col_ind, hyb, 0, autop),
              rocsparse_status_success, "%s: a first conversion succeeds", f);

    /* Each failing call gets another matrix B, and must leave A in hyb. */
    is_status(r->csr2hyb(NULL, -1, -1, NULL, NULL, NULL, NULL, NULL, -1, (rocsparse_hyb_partition)7),
              rocsparse_status_invalid_handle, "%s: null handle (and every later error)", f);
    is_status(r->csr2hyb(handle, -1, -1, NULL, NULL, NULL, NULL, hyb, -1, (rocsparse_hyb_partition)7),
              rocsparse_status_invalid_pointer, "%s: null descr (and every later error)", f);
    is_status(r->csr2hyb(handle, -1, -1, d, NULL, NULL, NULL, NULL, -1, (rocsparse_hyb_partition)7),
              rocsparse_status_invalid_pointer, "%s: null hyb (and every later error)", f);
    /* rocSPARSE looks at the partition after the matrix type. */
    is_status(r->csr2hyb(handle, -1, -1, sym, NULL, NULL, NULL, hyb, -1, (rocsparse_hyb_partition)7),
              rocsparse_status_not_implemented, "%s: symmetric matrix (and partition 7, sizes, nulls)", f);
    is_status(r->csr2hyb(handle, -1, -1, d, NULL, NULL, NULL, hyb, -1, (rocsparse_hyb_partition)7),
              rocsparse_status_invalid_value, "%s: partition 7 (and sizes, nulls)", f);
    is_status(r->csr2hyb(handle, -1, B.n, d, NULL, NULL, NULL, hyb, 0, autop), rocsparse_status_invalid_size,
              "%s: m -1 (and nulls)", f);
    is_status(r->csr2hyb(handle, B.m, -1, d, NULL, NULL, NULL, hyb, 0, autop), rocsparse_status_invalid_size,
              "%s: n -1 (and nulls)", f);
    /* The user width is checked after the quick return and the pointers,
     * against the matrix's entries. */
    is_status(r->csr2hyb(handle, B.m, B.n, d, NULL, NULL, NULL, hyb, -1, user), rocsparse_status_invalid_pointer,
              "%s: user partition, user_ell_width -1 and null arrays", f);
    is_status(r->csr2hyb(handle, B.m, B.n, d, B.d_val, B.d_row_ptr, B.d_col_ind, hyb, -1, user),
              rocsparse_status_invalid_value, "%s: user partition, user_ell_width -1", f);
    const rocsparse_int bound = hyb_width_bound(&B);
    is_status(r->csr2hyb(handle, B.m, B.n, d, B.d_val, B.d_row_ptr, B.d_col_ind, hyb, bound + 1, user),
              rocsparse_status_invalid_value, "%s: user partition, user_ell_width %d over the bound %d", f,
              bound + 1, bound);
    is_status(r->csr2hyb(handle, B.m, B.n, d, B.d_val, B.d_row_ptr, B.d_col_ind, hyb, INT_MAX, user),
              rocsparse_status_invalid_value, "%s: user partition, user_ell_width INT_MAX", f);
    /* A row longer than the bound: no max partition. */
    is_status(r->csr2hyb(handle, C.m, C.n, d, C.d_val, C.d_row_ptr, C.d_col_ind, hyb, 0, rocsparse_hyb_partition_max),
              rocsparse_status_invalid_value, "%s: max partition, a row of %d over the bound %d", f, C.max_row,
              hyb_width_bound(&C));
    is_status(r->csr2hyb(handle, B.m, B.n, d, NULL, B.d_row_ptr, B.d_col_ind, hyb, 0, autop),
              rocsparse_status_invalid_pointer, "%s: null csr_val", f);
    is_status(r->csr2hyb(handle, B.m, B.n, d, B.d_val, NULL, B.d_col_ind, hyb, 0, autop),
              rocsparse_status_invalid_pointer, "%s: null csr_row_ptr", f);
    is_status(r->csr2hyb(handle, B.m, B.n, d, B.d_val, B.d_row_ptr, NULL, hyb, 0, autop),
              rocsparse_status_invalid_pointer, "%s: null csr_col_ind", f);
    check_back(handle, r, hyb, &A, "rocsparse_ccsr2hyb: after the failing calls, hyb2csr");
    {
        rocsparse_hyb_mat other = test_hyb();
        is_status(r->csr2hyb(handle, 0, B.n, d, NULL, NULL, NULL, other, -1, user), rocsparse_status_success,
                  "%s: m = 0, user_ell_width -1, null arrays: the quick return comes first", f);
        is_status(r->csr2hyb(handle, B.m, B.n, d, B.d_val, B.d_row_ptr, B.d_col_ind, other, bound + 1, autop),
                  rocsparse_status_success, "%s: the auto partition ignores the user width", f);
        check_back(handle, r, other, &B, "rocsparse_ccsr2hyb: auto partition, user width over the bound");
        rocsparse_destroy_hyb_mat(other);
    }

    /* hyb2csr_buffer_size */
    f           = "rocsparse_hyb2csr_buffer_size";
    size_t size = 4242;
    is_status(rocsparse_hyb2csr_buffer_size(NULL, NULL, NULL, NULL, NULL), rocsparse_status_invalid_handle,
              "%s: null handle (and every later error)", f);
    is_status(rocsparse_hyb2csr_buffer_size(handle, NULL, hyb, A.d_row_ptr, &size), rocsparse_status_invalid_pointer,
              "%s: null descr", f);
    is_status(rocsparse_hyb2csr_buffer_size(handle, d, NULL, A.d_row_ptr, &size), rocsparse_status_invalid_pointer,
              "%s: null hyb", f);
    is_status(rocsparse_hyb2csr_buffer_size(handle, sym, hyb, A.d_row_ptr, &size),
              rocsparse_status_not_implemented, "%s: symmetric matrix", f);
    is_status(rocsparse_hyb2csr_buffer_size(handle, d, hyb, NULL, &size), rocsparse_status_invalid_pointer,
              "%s: null csr_row_ptr", f);
    is_status(rocsparse_hyb2csr_buffer_size(handle, d, hyb, A.d_row_ptr, NULL), rocsparse_status_invalid_pointer,
              "%s: null buffer_size", f);
    is_int((long long)size, 4242, "%s: failing calls leave buffer_size alone", f);

    /* hyb2csr */
    f                  = "rocsparse_chyb2csr";
    void*          buf = dev_alloc(4096);
    rocsparse_int* o_rp = dev_ints((size_t)A.m + 1, -777);
    rocsparse_int* o_ci = dev_ints((size_t)A.nnz, -777);
    void*          o_cv = dev_random(r->prec, (size_t)A.nnz, 1);
    out_buf   outs[] = {{o_rp, sizeof(rocsparse_int) * (size_t)(A.m + 1), 1},
                        {o_ci, sizeof(rocsparse_int) * (size_t)A.nnz, 1},
                        {o_cv, r->prec->size * (size_t)A.nnz, 1}};
    out_watch w;
    watch_start(&w, outs, 3);
    expect_status(&w, r->hyb2csr(NULL, NULL, NULL, NULL, NULL, NULL, NULL), rocsparse_status_invalid_handle,
                  "%s: null handle (and every later error)", f);
    expect_status(&w, r->hyb2csr(handle, NULL, hyb, NULL, NULL, NULL, NULL), rocsparse_status_invalid_pointer,
                  "%s: null descr (and every later error)", f);
    expect_status(&w, r->hyb2csr(handle, d, NULL, NULL, NULL, NULL, NULL), rocsparse_status_invalid_pointer,
                  "%s: null hyb (and every later error)", f);
    expect_status(&w, r->hyb2csr(handle, sym, hyb, NULL, NULL, NULL, NULL), rocsparse_status_not_implemented,
                  "%s: symmetric matrix (and nulls)", f);
    {
        void*                    ptrs[4]  = {o_cv, o_rp, o_ci, buf};
        static const char* const names[4] = {"csr_val", "csr_row_ptr", "csr_col_ind", "temp_buffer"};
        for(int k = 0; k < 4; ++k)
        {
            void* q[4];
            for(int j = 0; j < 4; ++j)
                q[j] = j == k ? NULL : ptrs[j];
            expect_status(&w, r->hyb2csr(handle, d, hyb, q[0], (rocsparse_int*)q[1], (rocsparse_int*)q[2], q[3]),
                          rocsparse_status_invalid_pointer, "%s: null %s", f, names[k]);
        }
    }
    watch_end(&w);

    /* An empty hyb: nothing to convert. */
    rocsparse_hyb_mat empty = test_hyb();
    size                    = 0;
    is_status(rocsparse_hyb2csr_buffer_size(handle, d, empty, A.d_row_ptr, &size), rocsparse_status_success,
              "%s: a hyb never filled: buffer_size succeeds", f);
    ok(size > 0, "%s: a hyb never filled: buffer_size is not 0", f);
    is_status(r->hyb2csr(handle, d, empty, NULL, NULL, NULL, NULL), rocsparse_status_success,
              "%s: a hyb never filled (0 x 0) with null arrays succeeds", f);
    rocsparse_destroy_hyb_mat(empty);

    /* No slot (no columns, or no entries): the size query returns early,
     * whatever csr_row_ptr is, and hyb2csr writes row pointers all the
     * base. */
    {
        static const rocsparse_int shapes[2][2] = {{6, 0}, {6, 4}};
        rocsparse_int* d_base = dev_ints(7, 0);
        for(int s = 0; s < 2; ++s)
        {
            const rocsparse_int m = shapes[s][0], n = shapes[s][1];
            rocsparse_hyb_mat   h = test_hyb();
            is_status(r->csr2hyb(handle, m, n, d, NULL, d_base, NULL, h, 0, autop), rocsparse_status_success,
                      "%s: csr2hyb of %d x %d without entries", f, m, n);
            size = 0;
            is_status(rocsparse_hyb2csr_buffer_size(handle, d, h, NULL, &size), rocsparse_status_success,
                      "%s: %d x %d without entries: buffer_size with a null csr_row_ptr succeeds", f, m, n);
            ok(size > 0, "%s: %d x %d without entries: buffer_size is not 0", f, m, n);
            void*          sbuf     = dev_alloc(size);
            rocsparse_int* s_rp     = dev_ints(7, -777);
            rocsparse_int  zero7[7] = {0}, got7[7];
            is_status(r->hyb2csr(handle, d, h, NULL, s_rp, NULL, sbuf), rocsparse_status_success,
                      "%s: %d x %d without entries: hyb2csr succeeds", f, m, n);
            dev_download(got7, s_rp, sizeof(got7));
            check_unchanged(got7, zero7, sizeof(got7), "%s: %d x %d without entries: row pointers all 0", f, m, n);
            dev_free(sbuf);
            dev_free(s_rp);
            rocsparse_destroy_hyb_mat(h);
        }
        dev_free(d_base);
    }

    dev_free(buf);
    dev_free(o_rp);
    dev_free(o_ci);
    dev_free(o_cv);
    rocsparse_destroy_hyb_mat(hyb);
    rocsparse_destroy_mat_descr(sym);
    csr_free(&A);
    csr_free(&B);
    csr_free(&C);
}

/* rocSPARSE's own tests read a HYB through a copy of rocSPARSE's struct,
 * these fields in this order; a HYB of fsparse must read the same. */
typedef struct rocsparse_hyb_view
{
    rocsparse_int           m, n;
    rocsparse_hyb_partition partition;
    rocsparse_int           ell_nnz, ell_width;
    rocsparse_int*          ell_col_ind;
    void*                   ell_val;
    rocsparse_int           coo_nnz;
    rocsparse_int*          coo_row_ind;
    rocsparse_int*          coo_col_ind;
    void*                   coo_val;
} rocsparse_hyb_view;

/* The HYB seen so holds A's shape, the partition, an ELL part of width
 * (any width when width < 0: the auto partition) and the entries of each
 * row past that width in its COO part. */
static void check_layout(rocsparse_hyb_mat hyb, const test_csr* A, rocsparse_hyb_partition part, rocsparse_int width,
                         const char* label)
{
    const rocsparse_hyb_view* v   = (const rocsparse_hyb_view*)hyb;
    rocsparse_int             coo = 0;
    for(rocsparse_int i = 0; i < A->m; ++i)
    {
        const rocsparse_int len = A->row_ptr[i + 1] - A->row_ptr[i];
        coo += len > v->ell_width ? len - v->ell_width : 0;
    }
    ok(v->m == A->m && v->n == A->n && v->partition == part && (width < 0 || v->ell_width == width)
           && v->ell_nnz == v->ell_width * A->m && v->coo_nnz == coo && (v->ell_nnz == 0) == (v->ell_col_ind == NULL)
           && (v->coo_nnz == 0) == (v->coo_row_ind == NULL),
       "%s: read as rocSPARSE's struct: m %d, n %d, partition %d, ell_width %d, ell_nnz %d, coo_nnz %d", label, v->m,
       v->n, (int)v->partition, v->ell_width, v->ell_nnz, v->coo_nnz);
}

static void round_trip(rocsparse_handle handle, const hyb_routines* r, const csr_shape* shape,
                       rocsparse_index_base base)
{
    test_csr A;
    csr_random(&A, r->prec, shape, base);
    const rocsparse_int bound = hyb_width_bound(&A);
    /* The width each gives (auto's, unknown here, is within the bound);
     * one over the bound is refused, the object left as it was. */
    struct
    {
        rocsparse_hyb_partition part;
        rocsparse_int           width;
        const char*             name;
    } parts[] = {
        {rocsparse_hyb_partition_auto, -1, "auto"},
        {rocsparse_hyb_partition_max, A.max_row, "max"},
        {rocsparse_hyb_partition_user, 0, "user width 0"},
        {rocsparse_hyb_partition_user, 1, "user width 1"},
        {rocsparse_hyb_partition_user, 3, "user width 3"},
        {rocsparse_hyb_partition_user, A.max_row, "user width longest"},
        {rocsparse_hyb_partition_user, A.max_row + 3, "user width longest + 3"},
        {rocsparse_hyb_partition_user, bound, "user width the bound"},
        {rocsparse_hyb_partition_user, bound + 1, "user width the bound + 1"},
    };
    rocsparse_hyb_mat reused = test_hyb();
    for(size_t k = 0; k < sizeof(parts) / sizeof(parts[0]); ++k)
    {
        char label[192];
        snprintf(label, sizeof(label), "%c base %d %s, %s (nnz %d, width bound %d)", r->prec->letter, (int)base,
                 parts[k].name, shape->name, A.nnz, bound);
        const rocsparse_int    user = parts[k].part == rocsparse_hyb_partition_user ? parts[k].width : 0;
        const rocsparse_status want
            = parts[k].width > bound ? rocsparse_status_invalid_value : rocsparse_status_success;
        rocsparse_hyb_mat hyb = test_hyb();
        is_status(r->csr2hyb(handle, A.m, A.n, A.descr, A.d_val, A.d_row_ptr, A.d_col_ind, hyb, user, parts[k].part),
                  want, "%s: csr2hyb", label);
        if(want == rocsparse_status_success)
        {
            check_layout(hyb, &A, parts[k].part, parts[k].width, label);
            check_back(handle, r, hyb, &A, label);
        }
        rocsparse_destroy_hyb_mat(hyb);
        /* The same object converted again replaces what it held; a refused
         * conversion leaves it. */
        is_status(r->csr2hyb(handle, A.m, A.n, A.descr, A.d_val, A.d_row_ptr, A.d_col_ind, reused, user,
                             parts[k].part),
                  want, "%s: csr2hyb into a reused hyb", label);
    }
    check_back(handle, r, reused, &A, "reused hyb after every partition");
    rocsparse_destroy_hyb_mat(reused);
    csr_free(&A);
}

int main(void)
{
    test_init();
    rocsparse_handle handle = test_handle();
    bad_args(handle);
    /* Without entries: the width bound is 1 for 25 rows; for one row it is
     * 0 (rocSPARSE's formula gives -1 and refuses every width). */
    static const csr_shape empty[] = {{"25 x 30 all rows empty", 25, 30, 0, 0, 100},
                                      {"1 x 30 without entries", 1, 30, 0, 0, 100}};
    for(size_t k = 0; k < sizeof(routines) / sizeof(routines[0]); ++k)
        for(int b = 0; b < 2; ++b)
        {
            for(size_t s = 0; s < test_shape_count; ++s)
                round_trip(handle, &routines[k], &test_shapes[s], test_bases[b]);
            for(size_t s = 0; s < sizeof(empty) / sizeof(empty[0]); ++s)
                round_trip(handle, &routines[k], &empty[s], test_bases[b]);
        }
    is_status(rocsparse_destroy_handle(handle), rocsparse_status_success, "destroy the handle");
    return done_testing();
}
