/* Malformed input through the public routines, on handles created with
 * FSPARSE_CHECK_INPUT=1 (validation mode): unsorted or out-of-range column
 * indices, row pointers that decrease or do not start at the base,
 * one-based row pointers under a zero-based descriptor, an nnz that
 * disagrees with the row pointers, unsorted COO, ELL entries out of range
 * or after padding, sparse-vector indices below the base; sizes past
 * INT_MAX; destroyed, foreign and wild object pointers. Each case expects
 * its status and checks that every output, with guard entries past its
 * end, is byte for byte what it was.
 *
 * The HYB cases corrupt a HYB made by csr2hyb through the library's
 * object layout (core/objects.h), as no routine makes a malformed one. */
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/objects.h"
#include "sparse_gen.h"


/* Entries past the end of every output, watched like the output. */
enum { guard = 16 };

/* ------------------------------------------------------------- cases */

static out_watch case_watch;
static char      case_name[256];

/* Starts a case with these outputs, watched until end_case. Returns 1, so
 * that a case reads `if(begin_case(...)) end_case(call, expected);`. */
static int begin_case(const out_buf* outs, int n_outs, const char* fmt, ...) TAP_PRINTF(3, 4);
static int begin_case(const out_buf* outs, int n_outs, const char* fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    vsnprintf(case_name, sizeof(case_name), fmt, args);
    va_end(args);
    watch_start(&case_watch, outs, n_outs);
    return 1;
}

static void end_case(rocsparse_status got, rocsparse_status want)
{
    expect_status(&case_watch, got, want, "%s", case_name);
    watch_end(&case_watch);
}


static out_buf dev_out(void* ptr, size_t bytes)
{
    out_buf o = {ptr, bytes, 1};
    return o;
}

static out_buf host_out(void* ptr, size_t bytes)
{
    out_buf o = {ptr, bytes, 0};
    return o;
}

static size_t ints(size_t n)
{
    return n * sizeof(rocsparse_int);
}

static size_t doubles(size_t n)
{
    return n * sizeof(double);
}

static const double one = 1.0, half = 0.5;

/* ------------------------------------------------------ the matrices */

/* Small, with rows of 2 to 6 entries (so every fault below has a place)
 * and a few empty rows. */
static const csr_shape shape = {"40 x 30", 40, 30, 6, 0, 10};

/* A sound matrix and a faulty copy of its index arrays. */
typedef struct faulty_csr
{
    test_csr       A;
    rocsparse_int* rp; /* host copies, faulty */
    rocsparse_int* ci;
    rocsparse_int* d_rp; /* device copies, faulty */
    rocsparse_int* d_ci;
    rocsparse_int  nnz; /* the nnz the call is given */
    rocsparse_mat_descr descr; /* the descriptor the call is given */
} faulty_csr;

/* The faults of a CSR matrix. */
enum
{
    fault_rows   = 1, /* the row pointers are broken */
    fault_needs_n = 2, /* shows only when the routine knows n */
    fault_needs_nnz = 4, /* shows only when the routine is given nnz */
    fault_order     = 8  /* shows only when the routine wants columns sorted */
};

typedef struct csr_fault
{
    const char* name;
    unsigned    kind;
    int         zero_base_only;
} csr_fault;

static const csr_fault csr_faults[] = {
    {"a column index past n", fault_needs_n, 0},
    {"a column index below the base", 0, 0},
    {"unsorted columns in a row", fault_order, 0},
    {"a repeated column in a row", fault_order, 0},
    {"decreasing row pointers", fault_rows, 0},
    {"row pointers that do not start at the base", fault_rows, 0},
    {"one-based row pointers with a zero-based descriptor", fault_rows, 1},
    {"an nnz that disagrees with the row pointers", fault_rows | fault_needs_nnz, 0},
};
enum { n_csr_faults = sizeof(csr_faults) / sizeof(csr_faults[0]) };

/* A position p > 0 whose entry is in the same row as entry p - 1. */
static rocsparse_int inner_position(const test_csr* A)
{
    const rocsparse_int b = (rocsparse_int)A->base;
    for(int tries = 0; tries < 1000; ++tries)
    {
        const rocsparse_int i = rand_int(0, A->m - 1);
        if(A->row_ptr[i + 1] - A->row_ptr[i] >= 2)
            return rand_int(A->row_ptr[i] - b + 1, A->row_ptr[i + 1] - b - 1);
    }
    bail_out("no row of two entries in the test matrix");
    return 0;
}

/* A non-empty row i > 0, for the row pointer faults. */
static rocsparse_int nonempty_row(const test_csr* A)
{
    for(int tries = 0; tries < 1000; ++tries)
    {
        const rocsparse_int i = rand_int(1, A->m - 1);
        if(A->row_ptr[i + 1] > A->row_ptr[i])
            return i;
    }
    bail_out("no non-empty row in the test matrix");
    return 0;
}

static void faulty_make(faulty_csr* F, rocsparse_index_base base)
{
    csr_random(&F->A, &prec_d, &shape, base);
    F->rp    = xmalloc(ints((size_t)F->A.m + 1));
    F->ci    = xmalloc(ints((size_t)F->A.nnz));
    F->d_rp  = dev_alloc(ints((size_t)F->A.m + 1));
    F->d_ci  = dev_alloc(ints((size_t)F->A.nnz));
    F->descr = F->A.descr;
}

static void faulty_free(faulty_csr* F)
{
    free(F->rp);
    free(F->ci);
    dev_free(F->d_rp);
    dev_free(F->d_ci);
    csr_free(&F->A);
}

/* The sound arrays into the faulty copies. */
static void faulty_reset(faulty_csr* F)
{
    memcpy(F->rp, F->A.row_ptr, ints((size_t)F->A.m + 1));
    memcpy(F->ci, F->A.col_ind, ints((size_t)F->A.nnz));
    dev_store(F->d_rp, F->rp, ints((size_t)F->A.m + 1));
    dev_store(F->d_ci, F->ci, ints((size_t)F->A.nnz));
    F->nnz   = F->A.nnz;
    F->descr = F->A.descr;
}

/* Applies fault f to the faulty copies. */
static void faulty_apply(faulty_csr* F, const csr_fault* f, rocsparse_mat_descr zero_descr)
{
    const test_csr*     A = &F->A;
    const rocsparse_int b = (rocsparse_int)A->base;
    faulty_reset(F);
    const int k = (int)(f - csr_faults);
    if(k == 0)
        F->ci[rand_int(0, A->nnz - 1)] = b + A->n + rand_int(0, 3);
    else if(k == 1)
        F->ci[rand_int(0, A->nnz - 1)] = b - rand_int(1, 3);
    else if(k == 2)
    {
        const rocsparse_int p = inner_position(A), t = F->ci[p];
        F->ci[p]                                     = F->ci[p - 1];
        F->ci[p - 1]                                 = t;
    }
    else if(k == 3)
    {
        const rocsparse_int p = inner_position(A);
        F->ci[p]              = F->ci[p - 1];
    }
    else if(k == 4)
    {
        /* Row i - 1 ends before it starts: a negative length. */
        const rocsparse_int i = nonempty_row(A);
        F->rp[i]              = F->rp[i - 1] - 1;
    }
    else if(k == 5)
        F->rp[0] = b + 1;
    else if(k == 6)
    {
        /* The whole matrix written one-based, given a zero-based descriptor. */
        for(rocsparse_int i = 0; i <= A->m; ++i)
            F->rp[i] += 1;
        for(rocsparse_int p = 0; p < A->nnz; ++p)
            F->ci[p] += 1;
        F->descr = zero_descr;
    }
    else
        F->nnz = A->nnz - 1; /* fewer than the row pointers hold */
    dev_store(F->d_rp, F->rp, ints((size_t)A->m + 1));
    dev_store(F->d_ci, F->ci, ints((size_t)A->nnz));
}

/* Whether fault f applies to a routine: given nnz, given n, reading the
 * columns; and the base. */
static int fault_applies(const csr_fault* f, int has_nnz, int has_n, int reads_columns, rocsparse_index_base base)
{
    if(f->zero_base_only && base != rocsparse_index_base_zero)
        return 0;
    if((f->kind & fault_needs_nnz) && !has_nnz)
        return 0;
    if((f->kind & fault_needs_n) && !has_n)
        return 0;
    return (f->kind & fault_rows) || reads_columns;
}

/* ------------------------------------------------------ CSR routines */

static void csr_products(rocsparse_handle handle, faulty_csr* F, const csr_fault* f)
{
    const test_csr* A   = &F->A;
    const size_t    len = (size_t)(A->m > A->n ? A->m : A->n);
    void*           x   = dev_random(&prec_d, len, 0);
    double*         y   = dev_random(&prec_d, len + guard, 0);
    const out_buf   y_out = dev_out(y, doubles(len + guard));
    for(int t = 0; t < 3; ++t)
    {
        const rocsparse_operation op = test_ops[t];
        if(begin_case(&y_out, 1, "csrmv %s base %d without analysis: %s", trans_name(op), A->base,
                      f->name))
            end_case(rocsparse_dcsrmv(handle, op, A->m, A->n, F->nnz, &one, F->descr, A->d_val, F->d_rp, F->d_ci,
                                      NULL, x, &half, y),
                     rocsparse_status_invalid_value);
    }
    for(int t = 0; t < 2; ++t)
    {
        const rocsparse_operation op = test_ops[t];
        /* The analysis sees the faulty matrix. */
        rocsparse_mat_info info = test_info();
        if(begin_case(NULL, 0, "csrmv_analysis %s base %d: %s", trans_name(op), A->base, f->name))
            end_case(rocsparse_dcsrmv_analysis(handle, op, A->m, A->n, F->nnz, F->descr, A->d_val, F->d_rp, F->d_ci,
                                               info),
                     rocsparse_status_invalid_value);
        rocsparse_destroy_mat_info(info);
        /* A sound analysis, then the arrays go bad in place. A changed
         * nnz is refused by the analysis check itself. */
        if(f->kind & fault_needs_nnz)
            continue;
        info = test_info();
        dev_store(F->d_rp, A->row_ptr, ints((size_t)A->m + 1));
        dev_store(F->d_ci, A->col_ind, ints((size_t)A->nnz));
        if(rocsparse_dcsrmv_analysis(handle, op, A->m, A->n, A->nnz, A->descr, A->d_val, F->d_rp, F->d_ci, info)
           != rocsparse_status_success)
            bail_out("csrmv_analysis of the sound matrix failed");
        dev_store(F->d_rp, F->rp, ints((size_t)A->m + 1));
        dev_store(F->d_ci, F->ci, ints((size_t)A->nnz));
        if(begin_case(&y_out, 1, "csrmv %s base %d with analysis: %s", trans_name(op), A->base, f->name))
            end_case(rocsparse_dcsrmv(handle, op, A->m, A->n, A->nnz, &one, F->descr, A->d_val, F->d_rp, F->d_ci,
                                      info, x, &half, y),
                     rocsparse_status_invalid_value);
        rocsparse_destroy_mat_info(info);
    }
    /* csrmm: C (ld rows) = op(A) op(B), n = 3 columns. */
    const rocsparse_int ld = (rocsparse_int)len, ncols = 3;
    void*               B  = dev_random(&prec_d, (size_t)ld * len, 0);
    double*             C  = dev_random(&prec_d, (size_t)ld * len + guard, 0);
    const out_buf       c_out = dev_out(C, doubles((size_t)ld * len + guard));
    for(int ta = 0; ta < 2; ++ta)
        for(int tb = 0; tb < 2; ++tb)
            if(begin_case(&c_out, 1, "csrmm A %s B %s base %d: %s", trans_name(test_ops[ta]),
                          trans_name(test_ops[tb]), A->base, f->name))
                end_case(rocsparse_dcsrmm(handle, test_ops[ta], test_ops[tb], A->m, ncols, A->n, F->nnz, &one,
                                          F->descr, A->d_val, F->d_rp, F->d_ci, B, ld, &half, C, ld),
                         rocsparse_status_invalid_value);
    dev_free(B);
    dev_free(C);
    dev_free(x);
    dev_free(y);
}

static void csr_conversions(rocsparse_handle handle, faulty_csr* F, const csr_fault* f, rocsparse_hyb_mat hyb)
{
    const test_csr* A = &F->A;
    if(fault_applies(f, 1, 0, 0, A->base))
    {
        rocsparse_int* coo     = dev_ints((size_t)A->nnz + guard, -7);
        const out_buf  coo_out = dev_out(coo, ints((size_t)A->nnz + guard));
        if(begin_case(&coo_out, 1, "csr2coo base %d: %s", A->base, f->name))
            end_case(rocsparse_csr2coo(handle, F->d_rp, F->nnz, A->m, coo, rocsparse_get_mat_index_base(F->descr)),
                     rocsparse_status_invalid_value);
        dev_free(coo);
    }
    if(fault_applies(f, 0, 0, 0, A->base))
    {
        rocsparse_int width    = -7;
        const out_buf w_out    = host_out(&width, sizeof(width));
        if(begin_case(&w_out, 1, "csr2ell_width base %d: %s", A->base, f->name))
            end_case(rocsparse_csr2ell_width(handle, A->m, F->descr, F->d_rp, A->descr, &width),
                     rocsparse_status_invalid_value);
    }
    if(fault_applies(f, 0, 0, 1, A->base))
    {
        const rocsparse_int width   = A->max_row;
        const size_t        slots   = (size_t)A->m * (size_t)width;
        rocsparse_int*      ell_col = dev_ints(slots + guard, -7);
        double*             ell_val = dev_random(&prec_d, slots + guard, 0);
        const out_buf outs[] = {dev_out(ell_col, ints(slots + guard)), dev_out(ell_val, doubles(slots + guard))};
        if(begin_case(outs, 2, "csr2ell base %d: %s", A->base, f->name))
            end_case(rocsparse_dcsr2ell(handle, A->m, F->descr, A->d_val, F->d_rp, F->d_ci, A->descr, width, ell_val,
                                        ell_col),
                     rocsparse_status_invalid_value);
        dev_free(ell_col);
        dev_free(ell_val);
    }
    if(fault_applies(f, 0, 1, 1, A->base))
    {
        /* The hyb holds A; a refused conversion must leave it so. */
        if(begin_case(NULL, 0, "csr2hyb base %d: %s", A->base, f->name))
        {
            end_case(rocsparse_dcsr2hyb(handle, A->m, A->n, F->descr, A->d_val, F->d_rp, F->d_ci, hyb, hyb_narrow_width(A),
                                        rocsparse_hyb_partition_user),
                     rocsparse_status_invalid_value);
            size_t bytes = 0;
            if(rocsparse_hyb2csr_buffer_size(handle, A->descr, hyb, F->d_rp, &bytes) != rocsparse_status_success)
                bail_out("hyb2csr_buffer_size failed");
            void*          buffer = dev_alloc(bytes);
            rocsparse_int* rp     = dev_alloc(ints((size_t)A->m + 1));
            rocsparse_int* ci     = dev_alloc(ints((size_t)A->nnz));
            double*        val    = dev_alloc(doubles((size_t)A->nnz));
            rocsparse_status s    = rocsparse_dhyb2csr(handle, A->descr, hyb, val, rp, ci, buffer);
            rocsparse_int*   h_rp = xmalloc(ints((size_t)A->m + 1));
            rocsparse_int*   h_ci = xmalloc(ints((size_t)A->nnz));
            dev_download(h_rp, rp, ints((size_t)A->m + 1));
            dev_download(h_ci, ci, ints((size_t)A->nnz));
            ok(s == rocsparse_status_success && !memcmp(h_rp, A->row_ptr, ints((size_t)A->m + 1))
                   && !memcmp(h_ci, A->col_ind, ints((size_t)A->nnz)),
               "%s: the hyb still holds the matrix it held", case_name);
            free(h_rp);
            free(h_ci);
            dev_free(buffer);
            dev_free(rp);
            dev_free(ci);
            dev_free(val);
        }
    }
}

/* csr2csc, csrsort and cscsort (A as the CSC form of its transpose) take
 * columns in any order: only the other faults are refused. csrsort and
 * cscsort sort in place, so the faulty indices themselves must stay. */
static void csr_structural(rocsparse_handle handle, faulty_csr* F, const csr_fault* f)
{
    const test_csr* A = &F->A;
    if((f->kind & fault_order) || !fault_applies(f, 1, 1, 1, A->base))
        return;
    const rocsparse_index_base base = rocsparse_get_mat_index_base(F->descr);
    const size_t               nnz  = (size_t)A->nnz;
    size_t                     bytes = 0, more = 0;
    if(rocsparse_csr2csc_buffer_size(handle, A->m, A->n, F->nnz, F->d_rp, F->d_ci, rocsparse_action_numeric,
                                     &bytes)
           != rocsparse_status_success
       || rocsparse_csrsort_buffer_size(handle, A->m, A->n, F->nnz, F->d_rp, F->d_ci, &more)
              != rocsparse_status_success)
        bail_out("buffer size queries failed");
    void*          buffer  = dev_alloc(bytes > more ? bytes : more);
    double*        csc_val = dev_random(&prec_d, nnz + guard, 0);
    rocsparse_int* csc_row = dev_ints(nnz + guard, -7);
    rocsparse_int* csc_ptr = dev_ints((size_t)A->n + 1 + guard, -7);
    rocsparse_int* perm    = dev_ints(nnz + guard, -7);
    const out_buf  outs[]  = {dev_out(csc_val, doubles(nnz + guard)), dev_out(csc_row, ints(nnz + guard)),
                              dev_out(csc_ptr, ints((size_t)A->n + 1 + guard))};
    if(begin_case(outs, 3, "csr2csc base %d: %s", A->base, f->name))
        end_case(rocsparse_dcsr2csc(handle, A->m, A->n, F->nnz, A->d_val, F->d_rp, F->d_ci, csc_val, csc_row, csc_ptr,
                                    rocsparse_action_numeric, base, buffer),
                 rocsparse_status_invalid_value);
    const out_buf sorted[] = {dev_out(F->d_ci, ints(nnz)), dev_out(perm, ints(nnz + guard))};
    if(begin_case(sorted, 2, "csrsort base %d: %s", A->base, f->name))
        end_case(rocsparse_csrsort(handle, A->m, A->n, F->nnz, F->descr, F->d_rp, F->d_ci, perm, buffer),
                 rocsparse_status_invalid_value);
    if(begin_case(sorted, 2, "cscsort base %d: %s", A->base, f->name))
        end_case(rocsparse_cscsort(handle, A->n, A->m, F->nnz, F->descr, F->d_rp, F->d_ci, perm, buffer),
                 rocsparse_status_invalid_value);
    dev_free(buffer);
    dev_free(csc_val);
    dev_free(csc_row);
    dev_free(csc_ptr);
    dev_free(perm);
}

static void csr_cases(rocsparse_handle handle, rocsparse_index_base base, rocsparse_mat_descr zero_descr)
{
    faulty_csr F;
    faulty_make(&F, base);
    rocsparse_hyb_mat hyb = test_hyb();
    if(rocsparse_dcsr2hyb(handle, F.A.m, F.A.n, F.A.descr, F.A.d_val, F.A.d_row_ptr, F.A.d_col_ind, hyb, hyb_narrow_width(&F.A),
                          rocsparse_hyb_partition_user)
       != rocsparse_status_success)
        bail_out("csr2hyb of the sound matrix failed");
    for(int k = 0; k < n_csr_faults; ++k)
    {
        const csr_fault* f = &csr_faults[k];
        if(!fault_applies(f, 1, 1, 1, base))
            continue;
        faulty_apply(&F, f, zero_descr);
        csr_products(handle, &F, f);
        csr_conversions(handle, &F, f, hyb);
        csr_structural(handle, &F, f);
    }
    rocsparse_destroy_hyb_mat(hyb);
    faulty_free(&F);
}

/* coosort in validation mode refuses a negative index (the indices carry
 * no base, so nothing tighter holds in both), leaving every array. */
static void coosort_cases(rocsparse_handle handle)
{
    enum { m = 7, n = 6, nnz = 12 };
    rocsparse_int row[nnz], col[nnz];
    for(int k = 0; k < nnz; ++k)
        row[k] = rand_int(0, m), col[k] = rand_int(0, n);
    size_t bytes = 0;
    for(int which = 0; which < 2; ++which)
    {
        rocsparse_int bad_row[nnz], bad_col[nnz];
        memcpy(bad_row, row, sizeof(row));
        memcpy(bad_col, col, sizeof(col));
        (which == 0 ? bad_row : bad_col)[rand_int(0, nnz - 1)] = -1;
        rocsparse_int* d_row = dev_upload(bad_row, sizeof(bad_row));
        rocsparse_int* d_col = dev_upload(bad_col, sizeof(bad_col));
        rocsparse_int* perm  = dev_ints(nnz + guard, -7);
        if(rocsparse_coosort_buffer_size(handle, m, n, nnz, d_row, d_col, &bytes) != rocsparse_status_success)
            bail_out("coosort_buffer_size failed");
        void*         buffer = dev_alloc(bytes);
        const out_buf outs[] = {dev_out(d_row, ints(nnz)), dev_out(d_col, ints(nnz)), dev_out(perm, ints(nnz + guard))};
        const char*   what   = which == 0 ? "a negative row index" : "a negative column index";
        if(begin_case(outs, 3, "coosort_by_row: %s", what))
            end_case(rocsparse_coosort_by_row(handle, m, n, nnz, d_row, d_col, perm, buffer),
                     rocsparse_status_invalid_value);
        if(begin_case(outs, 3, "coosort_by_column: %s", what))
            end_case(rocsparse_coosort_by_column(handle, m, n, nnz, d_row, d_col, perm, buffer),
                     rocsparse_status_invalid_value);
        dev_free(buffer);
        dev_free(d_row);
        dev_free(d_col);
        dev_free(perm);
    }
}

/* ------------------------------------------------------------- COO */

static void coo_cases(rocsparse_handle handle, rocsparse_index_base base)
{
    test_csr A;
    csr_random(&A, &prec_d, &shape, base);
    const rocsparse_int b     = (rocsparse_int)base;
    rocsparse_int*      rows0 = csr_host_coo_rows(&A);
    rocsparse_int*      rows  = xmalloc(ints((size_t)A.nnz));
    rocsparse_int*      cols  = xmalloc(ints((size_t)A.nnz));
    rocsparse_int*      d_rows = dev_alloc(ints((size_t)A.nnz));
    rocsparse_int*      d_cols = dev_alloc(ints((size_t)A.nnz));
    const size_t        len    = (size_t)(A.m > A.n ? A.m : A.n);
    void*               x      = dev_random(&prec_d, len, 0);
    double*             y      = dev_random(&prec_d, len + guard, 0);
    rocsparse_int*      rp     = dev_ints((size_t)A.m + 1 + guard, -7);
    const out_buf       y_out  = dev_out(y, doubles(len + guard));
    const out_buf       rp_out = dev_out(rp, ints((size_t)A.m + 1 + guard));
    static const char* const faults[] = {"a row index past m", "a row index below the base", "unsorted COO rows",
                                         "a column index past n", "a column index below the base",
                                         "unsorted columns in a row"};
    for(int k = 0; k < 6; ++k)
    {
        memcpy(rows, rows0, ints((size_t)A.nnz));
        memcpy(cols, A.col_ind, ints((size_t)A.nnz));
        const rocsparse_int e = rand_int(0, A.nnz - 1);
        if(k == 0)
            rows[e] = b + A.m + rand_int(0, 3);
        else if(k == 1)
            rows[e] = b - rand_int(1, 3);
        else if(k == 2)
        {
            /* The first and the last entry swapped: rows out of order. */
            rocsparse_int t  = rows[0];
            rows[0]          = rows[A.nnz - 1];
            rows[A.nnz - 1]  = t;
        }
        else if(k == 3)
            cols[e] = b + A.n + rand_int(0, 3);
        else if(k == 4)
            cols[e] = b - rand_int(1, 3);
        else
        {
            const rocsparse_int p = inner_position(&A), t = cols[p];
            cols[p]                                       = cols[p - 1];
            cols[p - 1]                                   = t;
        }
        dev_store(d_rows, rows, ints((size_t)A.nnz));
        dev_store(d_cols, cols, ints((size_t)A.nnz));
        for(int t = 0; t < 3; ++t)
            if(begin_case(&y_out, 1, "coomv %s base %d: %s", trans_name(test_ops[t]), b, faults[k]))
                end_case(rocsparse_dcoomv(handle, test_ops[t], A.m, A.n, A.nnz, &one, A.descr, A.d_val, d_rows,
                                          d_cols, x, &half, y),
                         rocsparse_status_invalid_value);
        if(k < 3 && begin_case(&rp_out, 1, "coo2csr base %d: %s", b, faults[k]))
            end_case(rocsparse_coo2csr(handle, d_rows, A.nnz, A.m, rp, base), rocsparse_status_invalid_value);
    }
    dev_free(d_rows);
    dev_free(d_cols);
    dev_free(x);
    dev_free(y);
    dev_free(rp);
    free(rows0);
    free(rows);
    free(cols);
    csr_free(&A);
}

/* ------------------------------------------------------------- ELL */

static void ell_cases(rocsparse_handle handle, rocsparse_index_base base)
{
    test_csr A;
    csr_random(&A, &prec_d, &shape, base);
    const rocsparse_int b     = (rocsparse_int)base;
    const rocsparse_int width = A.max_row + 1; /* padding in every row */
    const size_t        slots = (size_t)A.m * (size_t)width;
    rocsparse_int*      col0;
    void*               val;
    csr_host_ell(&A, width, base, &col0, &val);
    rocsparse_int* col     = xmalloc(ints(slots));
    rocsparse_int* d_col   = dev_alloc(ints(slots));
    void*          d_val   = dev_upload(val, doubles(slots));
    void*          x       = dev_random(&prec_d, (size_t)A.n, 0);
    double*        y       = dev_random(&prec_d, (size_t)A.m + guard, 0);
    rocsparse_int* rp      = dev_ints((size_t)A.m + 1 + guard, -7);
    rocsparse_int* ci      = dev_ints((size_t)A.nnz + guard, -7);
    double*        cv      = dev_random(&prec_d, (size_t)A.nnz + guard, 0);
    rocsparse_int  nnz_out = -7;
    static const char* const faults[] = {"an ELL column past n", "an ELL column below the base (not padding)",
                                         "an ELL entry after padding"};
    for(int k = 0; k < 3; ++k)
    {
        memcpy(col, col0, ints(slots));
        /* A row with an entry (for the first two) and padding after it. */
        rocsparse_int i;
        do
            i = rand_int(0, A.m - 1);
        while(A.row_ptr[i + 1] == A.row_ptr[i]);
        const rocsparse_int len = A.row_ptr[i + 1] - A.row_ptr[i];
        if(k == 0)
            col[(size_t)rand_int(0, len - 1) * A.m + i] = b + A.n;
        else if(k == 1)
            col[(size_t)rand_int(0, len - 1) * A.m + i] = b == 0 ? -2 : 0;
        else
        {
            /* The row's last entry becomes padding, its first padding an entry. */
            col[(size_t)(len - 1) * A.m + i] = -1;
            col[(size_t)len * A.m + i]       = b;
        }
        dev_store(d_col, col, ints(slots));
        const out_buf y_out = dev_out(y, doubles((size_t)A.m + guard));
        if(begin_case(&y_out, 1, "ellmv base %d: %s", b, faults[k]))
            end_case(rocsparse_dellmv(handle, rocsparse_operation_none, A.m, A.n, &one, A.descr, d_val, d_col, width,
                                      x, &half, y),
                     rocsparse_status_invalid_value);
        const out_buf nnz_outs[] = {dev_out(rp, ints((size_t)A.m + 1 + guard)), host_out(&nnz_out, sizeof(nnz_out))};
        if(begin_case(nnz_outs, 2, "ell2csr_nnz base %d: %s", b, faults[k]))
            end_case(rocsparse_ell2csr_nnz(handle, A.m, A.n, A.descr, width, d_col, A.descr, rp, &nnz_out),
                     rocsparse_status_invalid_value);
        const out_buf csr_outs[] = {dev_out(ci, ints((size_t)A.nnz + guard)), dev_out(cv, doubles((size_t)A.nnz + guard))};
        if(begin_case(csr_outs, 2, "ell2csr base %d: %s", b, faults[k]))
            end_case(rocsparse_dell2csr(handle, A.m, A.n, A.descr, width, d_val, d_col, A.descr, cv, A.d_row_ptr, ci),
                     rocsparse_status_invalid_value);
    }
    dev_free(d_col);
    dev_free(d_val);
    dev_free(x);
    dev_free(y);
    dev_free(rp);
    dev_free(ci);
    dev_free(cv);
    free(col0);
    free(col);
    free(val);
    csr_free(&A);
}

/* ------------------------------------------------------------- HYB */

static void hyb_cases(rocsparse_handle handle, rocsparse_index_base base)
{
    test_csr A;
    csr_random(&A, &prec_d, &shape, base);
    const rocsparse_int b   = (rocsparse_int)base;
    void*               x   = dev_random(&prec_d, (size_t)A.n, 0);
    double*             y   = dev_random(&prec_d, (size_t)A.m + guard, 0);
    rocsparse_int*      rp  = dev_ints((size_t)A.m + 1 + guard, -7);
    rocsparse_int*      ci  = dev_ints((size_t)A.nnz + guard, -7);
    double*             cv  = dev_random(&prec_d, (size_t)A.nnz + guard, 0);
    static const char* const faults[] = {"a HYB ELL column past n", "a HYB COO row past m", "unsorted HYB COO rows"};
    for(int k = 0; k < 3; ++k)
    {
        rocsparse_hyb_mat hyb = test_hyb();
        if(rocsparse_dcsr2hyb(handle, A.m, A.n, A.descr, A.d_val, A.d_row_ptr, A.d_col_ind, hyb, hyb_narrow_width(&A),
                              rocsparse_hyb_partition_user)
           != rocsparse_status_success)
            bail_out("csr2hyb of the sound matrix failed");
        if(hyb->coo_nnz < 2)
            bail_out("the test matrix left no COO part");
        if(k == 0)
        {
            const rocsparse_int bad = b + A.n;
            dev_store(hyb->ell_col_ind, &bad, sizeof(bad));
        }
        else if(k == 1)
        {
            const rocsparse_int bad = b + A.m;
            dev_store(hyb->coo_row_ind, &bad, sizeof(bad));
        }
        else
        {
            /* The first and the last COO entry swap rows. */
            rocsparse_int first, last;
            dev_download(&first, hyb->coo_row_ind, sizeof(first));
            dev_download(&last, hyb->coo_row_ind + hyb->coo_nnz - 1, sizeof(last));
            if(first == last)
                bail_out("the COO part of the test matrix is in one row");
            dev_store(hyb->coo_row_ind, &last, sizeof(last));
            dev_store(hyb->coo_row_ind + hyb->coo_nnz - 1, &first, sizeof(first));
        }
        const out_buf y_out = dev_out(y, doubles((size_t)A.m + guard));
        if(begin_case(&y_out, 1, "hybmv base %d: %s", b, faults[k]))
            end_case(rocsparse_dhybmv(handle, rocsparse_operation_none, &one, A.descr, hyb, x, &half, y),
                     rocsparse_status_invalid_value);
        size_t bytes = 0;
        if(rocsparse_hyb2csr_buffer_size(handle, A.descr, hyb, rp, &bytes) != rocsparse_status_success)
            bail_out("hyb2csr_buffer_size failed");
        void*         buffer = dev_alloc(bytes);
        const out_buf outs[] = {dev_out(rp, ints((size_t)A.m + 1 + guard)), dev_out(ci, ints((size_t)A.nnz + guard)),
                                dev_out(cv, doubles((size_t)A.nnz + guard))};
        if(begin_case(outs, 3, "hyb2csr base %d: %s", b, faults[k]))
            end_case(rocsparse_dhyb2csr(handle, A.descr, hyb, cv, rp, ci, buffer), rocsparse_status_invalid_value);
        dev_free(buffer);
        rocsparse_destroy_hyb_mat(hyb);
    }
    dev_free(x);
    dev_free(y);
    dev_free(rp);
    dev_free(ci);
    dev_free(cv);
    csr_free(&A);
}

/* --------------------------------------------------------- Level 1 */

static void level1_cases(rocsparse_handle handle, rocsparse_index_base base)
{
    enum { nnz = 40, range = 100 };
    const rocsparse_int b = (rocsparse_int)base;
    rocsparse_int       ind[nnz];
    static const char* const faults[] = {"a sparse-vector index below the base", "an index of INT_MIN"};
    for(int k = 0; k < 2; ++k)
    {
        random_indices(ind, nnz, range, base);
        ind[rand_int(0, nnz - 1)] = k == 0 ? b - 1 : INT_MIN;
        rocsparse_int* d_ind = dev_upload(ind, sizeof(ind));
        double*        xv    = dev_random(&prec_d, nnz + guard, 0);
        double*        y     = dev_random(&prec_d, range + guard, 0);
        void*          zx    = dev_random(&prec_z, nnz, 0);
        void*          zy    = dev_random(&prec_z, range, 0);
        double         result = -7;
        rocsparse_double_complex zresult = {-7, -7};
        const out_buf x_out   = dev_out(xv, doubles(nnz + guard));
        const out_buf y_out   = dev_out(y, doubles(range + guard));
        const out_buf both[]  = {x_out, y_out};
        const out_buf r_out   = host_out(&result, sizeof(result));
        const out_buf zr_out  = host_out(&zresult, sizeof(zresult));
        if(begin_case(&y_out, 1, "sctr base %d: %s", b, faults[k]))
            end_case(rocsparse_dsctr(handle, nnz, xv, d_ind, y, base), rocsparse_status_invalid_value);
        if(begin_case(&x_out, 1, "gthr base %d: %s", b, faults[k]))
            end_case(rocsparse_dgthr(handle, nnz, y, xv, d_ind, base), rocsparse_status_invalid_value);
        if(begin_case(both, 2, "gthrz base %d: %s", b, faults[k]))
            end_case(rocsparse_dgthrz(handle, nnz, y, xv, d_ind, base), rocsparse_status_invalid_value);
        if(begin_case(&y_out, 1, "axpyi base %d: %s", b, faults[k]))
            end_case(rocsparse_daxpyi(handle, nnz, &half, xv, d_ind, y, base), rocsparse_status_invalid_value);
        if(begin_case(&r_out, 1, "doti base %d: %s", b, faults[k]))
            end_case(rocsparse_ddoti(handle, nnz, xv, d_ind, y, &result, base), rocsparse_status_invalid_value);
        if(begin_case(&zr_out, 1, "zdotci base %d: %s", b, faults[k]))
            end_case(rocsparse_zdotci(handle, nnz, zx, d_ind, zy, &zresult, base), rocsparse_status_invalid_value);
        if(begin_case(both, 2, "roti base %d: %s", b, faults[k]))
            end_case(rocsparse_droti(handle, nnz, xv, d_ind, y, &half, &half, base), rocsparse_status_invalid_value);
        dev_free(d_ind);
        dev_free(xv);
        dev_free(y);
        dev_free(zx);
        dev_free(zy);
    }
}

/* ------------------------------------------------- sizes past INT_MAX */

/* Refused from the sizes alone: the arrays are small and never read. */
static void overflow_cases(rocsparse_handle handle)
{
    const rocsparse_int big = 65536; /* big * big passes INT_MAX */
    rocsparse_int*      ints16 = dev_ints(16, -7);
    double*             vals16 = dev_random(&prec_d, 16, 0);
    const out_buf       small[] = {dev_out(ints16, ints(16)), dev_out(vals16, doubles(16))};
    for(int bi = 0; bi < 2; ++bi)
    {
        const rocsparse_index_base base  = test_bases[bi];
        rocsparse_mat_descr        descr = test_descr(base, rocsparse_matrix_type_general);
        rocsparse_int              nnz   = -7;
        const out_buf              nnz_outs[] = {small[0], host_out(&nnz, sizeof(nnz))};

        if(begin_case(small, 2, "csr2ell base %d: m * ell_width past INT_MAX", (int)base))
            end_case(rocsparse_dcsr2ell(handle, big, descr, vals16, ints16, ints16, descr, big, vals16, ints16),
                     rocsparse_status_invalid_size);
        if(begin_case(nnz_outs, 2, "ell2csr_nnz base %d: m * ell_width past INT_MAX", (int)base))
            end_case(rocsparse_ell2csr_nnz(handle, big, 4, descr, big, ints16, descr, ints16, &nnz),
                     rocsparse_status_invalid_size);
        if(begin_case(small, 2, "ell2csr base %d: m * ell_width past INT_MAX", (int)base))
            end_case(rocsparse_dell2csr(handle, big, 4, descr, big, vals16, ints16, descr, vals16, ints16, ints16),
                     rocsparse_status_invalid_size);
        /* csr2hyb bounds a user width by the matrix's entries, as rocSPARSE
         * does (invalid_value), which keeps m * width within an int: it
         * reads the row pointers for that, so they are sound here. */
        rocsparse_int* empty_rows = dev_ints((size_t)big + 1, (rocsparse_int)base);
        if(begin_case(small, 2, "csr2hyb base %d: m * user width past INT_MAX", (int)base))
        {
            rocsparse_hyb_mat hyb = test_hyb();
            end_case(rocsparse_dcsr2hyb(handle, big, 4, descr, vals16, empty_rows, ints16, hyb, big,
                                        rocsparse_hyb_partition_user),
                     rocsparse_status_invalid_value);
            rocsparse_destroy_hyb_mat(hyb);
        }
        dev_free(empty_rows);
        /* y has m entries: its size is not the problem. */
        double*       y     = dev_random(&prec_d, (size_t)big + guard, 0);
        const out_buf y_out = dev_out(y, doubles((size_t)big + guard));
        if(begin_case(&y_out, 1, "ellmv base %d: m * ell_width past INT_MAX", (int)base))
            end_case(rocsparse_dellmv(handle, rocsparse_operation_none, big, 4, &one, descr, vals16, ints16, big,
                                      vals16, &half, y),
                     rocsparse_status_invalid_size);
        dev_free(y);
        rocsparse_destroy_mat_descr(descr);
    }
    /* With base one, the last row pointer is nnz + 1: it must fit too. */
    rocsparse_mat_descr one_based = test_descr(rocsparse_index_base_one, rocsparse_matrix_type_general);
    rocsparse_int       nnz       = -7;
    const out_buf       nnz_outs[] = {small[0], host_out(&nnz, sizeof(nnz))};
    if(begin_case(nnz_outs, 2, "ell2csr_nnz base 1: m * ell_width = INT_MAX, last row pointer past it"))
        end_case(rocsparse_ell2csr_nnz(handle, INT_MAX, 4, one_based, 1, ints16, one_based, ints16, &nnz),
                 rocsparse_status_invalid_size);
    if(begin_case(small, 1, "coo2csr base 1: nnz = INT_MAX, last row pointer past it"))
        end_case(rocsparse_coo2csr(handle, ints16, INT_MAX, 4, ints16, rocsparse_index_base_one),
                 rocsparse_status_invalid_size);
    rocsparse_destroy_mat_descr(one_based);
    dev_free(ints16);
    dev_free(vals16);
}

/* ------------------------------------------------ object pointers */

/* Memory that starts with an object's tag but was never made by the
 * library: the tag check alone would take it. */
static void* fake_object(uint32_t tag)
{
    void* p = calloc(1, 4096);
    if(p == NULL)
        bail_out("out of host memory");
    memcpy(p, &tag, sizeof(tag));
    return p;
}

static void object_cases(rocsparse_handle handle)
{
    test_csr A;
    csr_random(&A, &prec_d, &shape, rocsparse_index_base_zero);
    void*         x     = dev_random(&prec_d, (size_t)A.n, 0);
    double*       y     = dev_random(&prec_d, (size_t)A.m + guard, 0);
    const out_buf y_out = dev_out(y, doubles((size_t)A.m + guard));
    /* A wild address: reading it would fault. */
    void* const wild = (void*)(uintptr_t)0x40;

#define CSRMV(h, d, i) \
    rocsparse_dcsrmv((h), rocsparse_operation_none, A.m, A.n, A.nnz, &one, (d), A.d_val, A.d_row_ptr, \
                     A.d_col_ind, (i), x, &half, y)

    /* Handles. */
    rocsparse_handle dead = test_handle();
    rocsparse_destroy_handle(dead);
    void*            fake_handle = fake_object(tag_handle);
    const rocsparse_handle bad_handles[] = {dead, (rocsparse_handle)fake_handle, (rocsparse_handle)A.descr,
                                            (rocsparse_handle)wild};
    static const char* const handle_kinds[] = {"a destroyed handle", "a foreign block tagged as a handle",
                                               "a descriptor as the handle", "a wild handle"};
    for(int k = 0; k < 4; ++k)
    {
        if(begin_case(&y_out, 1, "csrmv on %s", handle_kinds[k]))
            end_case(CSRMV(bad_handles[k], A.descr, NULL), rocsparse_status_invalid_handle);
        hipStream_t   stream   = (hipStream_t)wild;
        const out_buf s_out    = host_out(&stream, sizeof(stream));
        if(begin_case(&s_out, 1, "get_stream on %s", handle_kinds[k]))
            end_case(rocsparse_get_stream(bad_handles[k], &stream), rocsparse_status_invalid_handle);
        if(begin_case(NULL, 0, "destroy_handle of %s", handle_kinds[k]))
            end_case(rocsparse_destroy_handle(bad_handles[k]), rocsparse_status_invalid_handle);
    }
    free(fake_handle);

    /* Descriptors. */
    rocsparse_mat_descr dead_descr = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_general);
    rocsparse_destroy_mat_descr(dead_descr);
    void*                     fake_descr = fake_object(tag_mat_descr);
    rocsparse_mat_info        info       = test_info();
    const rocsparse_mat_descr bad_descrs[] = {dead_descr, (rocsparse_mat_descr)fake_descr,
                                              (rocsparse_mat_descr)info, (rocsparse_mat_descr)wild};
    static const char* const descr_kinds[] = {"a destroyed descriptor", "a foreign block tagged as a descriptor",
                                              "a mat_info as the descriptor", "a wild descriptor"};
    for(int k = 0; k < 4; ++k)
    {
        if(begin_case(&y_out, 1, "csrmv with %s", descr_kinds[k]))
            end_case(CSRMV(handle, bad_descrs[k], NULL), rocsparse_status_invalid_pointer);
        if(begin_case(NULL, 0, "set_mat_index_base of %s", descr_kinds[k]))
            end_case(rocsparse_set_mat_index_base(bad_descrs[k], rocsparse_index_base_one),
                     rocsparse_status_invalid_pointer);
        ok(rocsparse_get_mat_index_base(bad_descrs[k]) == rocsparse_index_base_zero,
           "get_mat_index_base of %s gives the default", descr_kinds[k]);
        if(begin_case(NULL, 0, "destroy_mat_descr of %s", descr_kinds[k]))
            end_case(rocsparse_destroy_mat_descr(bad_descrs[k]), rocsparse_status_invalid_pointer);
    }
    free(fake_descr);

    /* mat_infos. */
    rocsparse_mat_info dead_info = test_info();
    rocsparse_destroy_mat_info(dead_info);
    void*                    fake_info   = fake_object(tag_mat_info);
    const rocsparse_mat_info bad_infos[] = {dead_info, (rocsparse_mat_info)fake_info, (rocsparse_mat_info)A.descr,
                                            (rocsparse_mat_info)wild};
    static const char* const info_kinds[] = {"a destroyed mat_info", "a foreign block tagged as a mat_info",
                                             "a descriptor as the mat_info", "a wild mat_info"};
    for(int k = 0; k < 4; ++k)
    {
        if(begin_case(&y_out, 1, "csrmv with %s", info_kinds[k]))
            end_case(CSRMV(handle, A.descr, bad_infos[k]), rocsparse_status_invalid_pointer);
        if(begin_case(NULL, 0, "destroy_mat_info of %s", info_kinds[k]))
            end_case(rocsparse_destroy_mat_info(bad_infos[k]), rocsparse_status_invalid_pointer);
    }
    free(fake_info);
    rocsparse_destroy_mat_info(info);

    /* HYB matrices. */
    rocsparse_hyb_mat dead_hyb = test_hyb();
    rocsparse_destroy_hyb_mat(dead_hyb);
    void*                   fake_hyb   = fake_object(tag_hyb_mat);
    const rocsparse_hyb_mat bad_hybs[] = {dead_hyb, (rocsparse_hyb_mat)fake_hyb, (rocsparse_hyb_mat)A.descr,
                                          (rocsparse_hyb_mat)wild};
    static const char* const hyb_kinds[] = {"a destroyed HYB", "a foreign block tagged as a HYB",
                                            "a descriptor as the HYB", "a wild HYB"};
    for(int k = 0; k < 4; ++k)
    {
        if(begin_case(&y_out, 1, "hybmv with %s", hyb_kinds[k]))
            end_case(rocsparse_dhybmv(handle, rocsparse_operation_none, &one, A.descr, bad_hybs[k], x, &half, y),
                     rocsparse_status_invalid_pointer);
        if(begin_case(NULL, 0, "csr2hyb into %s", hyb_kinds[k]))
            end_case(rocsparse_dcsr2hyb(handle, A.m, A.n, A.descr, A.d_val, A.d_row_ptr, A.d_col_ind, bad_hybs[k], 0,
                                        rocsparse_hyb_partition_auto),
                     rocsparse_status_invalid_pointer);
        if(begin_case(NULL, 0, "destroy_hyb_mat of %s", hyb_kinds[k]))
            end_case(rocsparse_destroy_hyb_mat(bad_hybs[k]), rocsparse_status_invalid_pointer);
    }
    free(fake_hyb);
#undef CSRMV
    dev_free(x);
    dev_free(y);
    csr_free(&A);
}

int main(void)
{
    test_init();
    setenv("FSPARSE_CHECK_INPUT", "1", 1);
    rocsparse_handle    handle     = test_handle();
    rocsparse_mat_descr zero_descr = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_general);
    object_cases(handle);
    overflow_cases(handle);
    coosort_cases(handle);
    for(int bi = 0; bi < 2; ++bi)
    {
        csr_cases(handle, test_bases[bi], zero_descr);
        coo_cases(handle, test_bases[bi]);
        ell_cases(handle, test_bases[bi]);
        hyb_cases(handle, test_bases[bi]);
        level1_cases(handle, test_bases[bi]);
    }
    rocsparse_destroy_mat_descr(zero_descr);
    rocsparse_destroy_handle(handle);
    return done_testing();
}
