/* rocsparse_create_identity_permutation, rocsparse_csrsort, rocsparse_cscsort,
 * rocsparse_coosort_by_row and rocsparse_coosort_by_column (with their
 * buffer size queries) on shuffled input, with and without equal keys, in
 * both bases: the keys against a stable sort of the test's own (qsort with
 * the original position as the last key), perm null, starting from the
 * identity or from another permutation (perm[j] must be the old perm at
 * the position the j-th entry came from, which checks stability too), and
 * the values gathered through perm (rocsparse_dgthr) equal the values in
 * sorted order. Many short rows, long rows (thousands of entries, one over
 * many tiles of the GPU kernels), empty rows, rows on both sides of a few
 * hundred entries and of 2048 (the longest that the radix strategy sorts
 * a row a block), hundreds of long rows, minor indices that take a few
 * bits or tens of them (so that the radix strategy's keys take two passes
 * or more than four). Every strategy of settings csrsort and coosort is
 * forced in turn. Row pointers that overlap (without validation mode):
 * the call returns and writes only inside its outputs.
 * Bad arguments: test_structural_args. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "structural_util.h"

/* ------------------------------------------------------------ inputs */

/* Compressed shapes: majors (rows of CSR, columns of CSC), the range of
 * the minor indices, segment lengths 0..max_len, and `long_count`
 * segments of long_len entries. */
typedef struct sort_shape
{
    const char*   name;
    rocsparse_int majors, minors, max_len, long_count, long_len;
} sort_shape;

static const sort_shape shapes[] = {
    {"1 x 1", 1, 1, 1, 0, 0},
    {"20000 short rows (0 to 8 entries)", 20000, 3000, 8, 0, 0},
    {"300 rows of 0 to 100 and a row of 6000", 300, 9000, 100, 1, 6000},
    {"200 rows of 0 to 300", 200, 2000, 300, 0, 0},
    {"4 long rows of 4000", 4, 50000, 0, 4, 4000},
    {"a row of 20000 and 2000 rows of 0 to 150", 2001, 30000, 150, 1, 20000},
    {"600 rows of 0 to 400", 600, 5000, 400, 0, 0},
    {"a row of 300 in 200 minors", 1, 200, 0, 1, 300},
    {"300 rows of 0 to 400 in 2^26 minors", 300, 1 << 26, 400, 0, 0},
    {"2 rows of 2048 and 30 rows of 0 to 2600", 32, 20000, 2600, 2, 2048},
    {"a row of 2049 and 30 rows of 0 to 300", 31, 5000, 300, 1, 2049},
};
enum
{
    shape_count = sizeof(shapes) / sizeof(shapes[0])
};

/* Where perm starts from. */
enum
{
    PERM_NULL,
    PERM_IDENTITY,
    PERM_OTHER,
    PERM_KINDS
};
static const char* const perm_names[] = {"perm null", "perm from the identity", "perm from another permutation"};

/* Fisher-Yates. */
static void shuffle(rocsparse_int* a, rocsparse_int len)
{
    for(rocsparse_int i = len - 1; i > 0; --i)
    {
        const rocsparse_int j = rand_int(0, i);
        const rocsparse_int t = a[i];
        a[i]                  = a[j];
        a[j]                  = t;
    }
}

/* len minor indices in [0, range): distinct and shuffled, or (dups)
 * drawn from a third of the range so that keys repeat. */
static void draw_minors(rocsparse_int* a, rocsparse_int len, rocsparse_int range, int dups)
{
    if(dups)
    {
        const rocsparse_int r = range / 3 > 0 ? range / 3 : 1;
        for(rocsparse_int k = 0; k < len; ++k)
            a[k] = rand_int(0, r - 1);
        return;
    }
    /* Distinct: a random subset by selection sampling, or, in a range of
     * millions (which selection sampling would walk for every row), one
     * draw from each of len equal strides; then shuffled. */
    if(len > 0 && range > (1 << 20))
    {
        const rocsparse_int stride = range / len;
        for(rocsparse_int k = 0; k < len; ++k)
            a[k] = k * stride + rand_int(0, stride - 1);
        shuffle(a, len);
        return;
    }
    rocsparse_int got = 0;
    for(rocsparse_int c = 0; c < range && got < len; ++c)
        if(rand_int(0, range - c - 1) < len - got)
            a[got++] = c;
    shuffle(a, len);
}

/* ------------------------------------------------------------ reference */

typedef struct sort_item
{
    rocsparse_int major, minor, pos;
} sort_item;

static int by_major_minor_pos(const void* a, const void* b)
{
    const sort_item *x = a, *y = b;
    if(x->major != y->major)
        return x->major < y->major ? -1 : 1;
    if(x->minor != y->minor)
        return x->minor < y->minor ? -1 : 1;
    return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/* The stable order of (major[k], minor[k]) as positions: src[j] is where
 * the j-th sorted entry was. */
static rocsparse_int* stable_order(const rocsparse_int* major, const rocsparse_int* minor, rocsparse_int nnz)
{
    sort_item* it = xmalloc(sizeof(sort_item) * (size_t)nnz);
    for(rocsparse_int k = 0; k < nnz; ++k)
        it[k] = (sort_item){major[k], minor[k], k};
    qsort(it, (size_t)nnz, sizeof(sort_item), by_major_minor_pos);
    rocsparse_int* src = xmalloc(sizeof(rocsparse_int) * (size_t)(nnz > 0 ? nnz : 1));
    for(rocsparse_int j = 0; j < nnz; ++j)
        src[j] = it[j].pos;
    free(it);
    return src;
}

/* ------------------------------------------------------------ checking */

/* The sort's results against src: the keys (each array gathered through
 * src), perm (its starting values gathered through src), and, from the
 * identity, the values gathered through perm by rocsparse_dgthr. */
typedef struct sorted_check
{
    rocsparse_handle     handle;
    const char*          label;
    rocsparse_int        nnz;
    const rocsparse_int* src;
    int                  perm_kind;
    const rocsparse_int* perm0; /* perm's starting values (host) */
    rocsparse_int*       d_perm;
} sorted_check;

static void check_keys(const sorted_check* c, const rocsparse_int* before, const rocsparse_int* d_after,
                       const char* what)
{
    const size_t   bytes = sizeof(rocsparse_int) * (size_t)c->nnz;
    rocsparse_int* want  = xmalloc(bytes);
    rocsparse_int* got   = xmalloc(bytes);
    for(rocsparse_int j = 0; j < c->nnz; ++j)
        want[j] = before[c->src[j]];
    dev_download(got, d_after, bytes);
    check_unchanged(got, want, bytes, "%s: %s sorted", c->label, what);
    free(want);
    free(got);
}

static void check_perm(const sorted_check* c)
{
    if(c->perm_kind == PERM_NULL)
        return;
    const size_t   bytes = sizeof(rocsparse_int) * (size_t)c->nnz;
    rocsparse_int* want  = xmalloc(bytes);
    rocsparse_int* got   = xmalloc(bytes);
    for(rocsparse_int j = 0; j < c->nnz; ++j)
        want[j] = c->perm0[c->src[j]];
    dev_download(got, c->d_perm, bytes);
    check_unchanged(got, want, bytes, "%s: perm", c->label);
    if(c->perm_kind == PERM_IDENTITY)
    {
        /* Values in input order, gathered through perm: sorted order. */
        double* val  = xmalloc(sizeof(double) * (size_t)c->nnz);
        double* wantv = xmalloc(sizeof(double) * (size_t)c->nnz);
        random_values(&prec_d, val, (size_t)c->nnz);
        for(rocsparse_int j = 0; j < c->nnz; ++j)
            wantv[j] = val[c->src[j]];
        double* d_val = dev_upload(val, sizeof(double) * (size_t)c->nnz);
        double* d_out = dev_random(&prec_d, (size_t)c->nnz, 1);
        is_status(rocsparse_dgthr(c->handle, c->nnz, d_val, d_out, c->d_perm, rocsparse_index_base_zero),
                  rocsparse_status_success, "%s: rocsparse_dgthr through perm succeeds", c->label);
        dev_download(val, d_out, sizeof(double) * (size_t)c->nnz);
        check_unchanged(val, wantv, sizeof(double) * (size_t)c->nnz, "%s: values gathered through perm sorted",
                        c->label);
        dev_free(d_val);
        dev_free(d_out);
        free(val);
        free(wantv);
    }
    free(want);
    free(got);
}

/* perm's starting values for the kind, on the host and on the device (the
 * identity made by rocsparse_create_identity_permutation); NULL device
 * array for PERM_NULL. */
static rocsparse_int* start_perm(rocsparse_handle h, int kind, rocsparse_int nnz, rocsparse_int** host)
{
    *host = xmalloc(sizeof(rocsparse_int) * (size_t)(nnz > 0 ? nnz : 1));
    for(rocsparse_int k = 0; k < nnz; ++k)
        (*host)[k] = k;
    if(kind == PERM_NULL)
        return NULL;
    rocsparse_int* d = dev_ints((size_t)(nnz > 0 ? nnz : 1), -777);
    if(kind == PERM_IDENTITY)
    {
        is_status(rocsparse_create_identity_permutation(h, nnz, d), rocsparse_status_success,
                  "rocsparse_create_identity_permutation n %d: succeeds", nnz);
        return d;
    }
    shuffle(*host, nnz);
    dev_store(d, *host, sizeof(rocsparse_int) * (size_t)nnz);
    return d;
}

/* ----------------------------------------------------- csrsort, cscsort */

static void compressed_case(rocsparse_handle h, const char* hname, const sort_shape* s, rocsparse_index_base base,
                            int csc, int dups, int perm_kind)
{
    const rocsparse_int b = (rocsparse_int)base;
    rocsparse_int*      ptr = xmalloc(sizeof(rocsparse_int) * ((size_t)s->majors + 1));
    ptr[0]                  = 0;
    for(rocsparse_int i = 0; i < s->majors; ++i)
    {
        rocsparse_int len = i < s->long_count ? s->long_len : rand_int(0, s->max_len);
        if(!dups && len > s->minors)
            len = s->minors;
        ptr[i + 1] = ptr[i] + len;
    }
    const rocsparse_int nnz   = ptr[s->majors];
    rocsparse_int*      minor = xmalloc(sizeof(rocsparse_int) * (size_t)(nnz > 0 ? nnz : 1));
    rocsparse_int*      major = xmalloc(sizeof(rocsparse_int) * (size_t)(nnz > 0 ? nnz : 1));
    for(rocsparse_int i = 0; i < s->majors; ++i)
    {
        draw_minors(minor + ptr[i], ptr[i + 1] - ptr[i], s->minors, dups);
        for(rocsparse_int k = ptr[i]; k < ptr[i + 1]; ++k)
            major[k] = i, minor[k] += b;
    }
    for(rocsparse_int i = 0; i <= s->majors; ++i)
        ptr[i] += b;
    rocsparse_int* src = stable_order(major, minor, nnz);

    char label[240];
    snprintf(label, sizeof(label), "rocsparse_%s base %d %s, %s%s, %s (nnz %d)", csc ? "cscsort" : "csrsort",
             (int)base, hname, s->name, dups ? " with equal keys" : "", perm_names[perm_kind], nnz);
    /* csrsort takes m rows and n columns; cscsort m rows and n columns of
     * the CSC matrix whose columns are the majors. */
    const rocsparse_int m = csc ? s->minors : s->majors, n = csc ? s->majors : s->minors;
    rocsparse_int*      d_ptr   = dev_upload(ptr, sizeof(rocsparse_int) * ((size_t)s->majors + 1));
    rocsparse_int*      d_minor = dev_upload(minor, sizeof(rocsparse_int) * (size_t)(nnz > 0 ? nnz : 1));
    rocsparse_int*      perm0;
    rocsparse_int*      d_perm = start_perm(h, perm_kind, nnz, &perm0);
    rocsparse_mat_descr descr  = test_descr(base, rocsparse_matrix_type_general);
    size_t              size   = 0;
    const rocsparse_status qs  = csc ? rocsparse_cscsort_buffer_size(h, m, n, nnz, d_ptr, d_minor, &size)
                                     : rocsparse_csrsort_buffer_size(h, m, n, nnz, d_ptr, d_minor, &size);
    is_status(qs, rocsparse_status_success, "%s: buffer_size succeeds", label);
    ok(size > 0, "%s: buffer_size is not 0", label);
    void*                  buffer = dev_alloc(size > 0 ? size : 1);
    const rocsparse_status st = csc ? rocsparse_cscsort(h, m, n, nnz, descr, d_ptr, d_minor, d_perm, buffer)
                                    : rocsparse_csrsort(h, m, n, nnz, descr, d_ptr, d_minor, d_perm, buffer);
    if(is_status(st, rocsparse_status_success, "%s: succeeds", label))
    {
        const sorted_check c = {h, label, nnz, src, perm_kind, perm0, d_perm};
        check_keys(&c, minor, d_minor, csc ? "csc_row_ind" : "csr_col_ind");
        check_perm(&c);
        rocsparse_int* got = xmalloc(sizeof(rocsparse_int) * ((size_t)s->majors + 1));
        dev_download(got, d_ptr, sizeof(rocsparse_int) * ((size_t)s->majors + 1));
        check_unchanged(got, ptr, sizeof(rocsparse_int) * ((size_t)s->majors + 1), "%s: pointers untouched", label);
        free(got);
    }
    dev_free(buffer);
    rocsparse_destroy_mat_descr(descr);
    dev_free(d_ptr), dev_free(d_minor);
    if(d_perm != NULL)
        dev_free(d_perm);
    free(perm0), free(src), free(ptr), free(minor), free(major);
}

/* Row pointers that overlap, without validation mode: rows 0, 2, 4, ...
 * all hold the positions [0, len), the rows between them run backwards
 * (from len to 0) and so are empty. Nothing is promised of the order
 * then, only that the call returns, leaves the row pointers as they were
 * and writes nothing past the nnz entries of col_ind and perm. On the
 * GPU, rows of one length that cannot all be real overrun the radix
 * strategy's slots or entries (which then sorts nothing), and those that
 * fit race with each other over the same positions. */
enum
{
    overlap_guard = 16
};

static void overlap_case(rocsparse_handle h, const char* hname, rocsparse_int rows, rocsparse_int len,
                         rocsparse_index_base base)
{
    const rocsparse_int b = (rocsparse_int)base, m = 2 * rows - 1, n = 5000, nnz = len;
    const size_t        cells = (size_t)nnz + overlap_guard;
    rocsparse_int*      ptr   = xmalloc(sizeof(rocsparse_int) * ((size_t)m + 1));
    rocsparse_int*      col   = xmalloc(sizeof(rocsparse_int) * cells);
    rocsparse_int*      perm  = xmalloc(sizeof(rocsparse_int) * cells);
    for(rocsparse_int i = 0; i <= m; ++i)
        ptr[i] = (i % 2 == 0 ? 0 : len) + b;
    for(size_t k = 0; k < cells; ++k)
    {
        col[k]  = k < (size_t)nnz ? rand_int(0, n - 1) + b : -7;
        perm[k] = k < (size_t)nnz ? (rocsparse_int)k : -7;
    }
    rocsparse_int* d_ptr  = dev_upload(ptr, sizeof(rocsparse_int) * ((size_t)m + 1));
    rocsparse_int* d_col  = dev_upload(col, sizeof(rocsparse_int) * cells);
    rocsparse_int* d_perm = dev_upload(perm, sizeof(rocsparse_int) * cells);
    char           label[200];
    snprintf(label, sizeof(label), "rocsparse_csrsort base %d %s, %d rows over the same %d positions", (int)base,
             hname, (int)rows, (int)len);
    size_t size = 0;
    is_status(rocsparse_csrsort_buffer_size(h, m, n, nnz, d_ptr, d_col, &size), rocsparse_status_success,
              "%s: buffer_size succeeds", label);
    void*               buffer = dev_alloc(size > 0 ? size : 1);
    rocsparse_mat_descr descr  = test_descr(base, rocsparse_matrix_type_general);
    is_status(rocsparse_csrsort(h, m, n, nnz, descr, d_ptr, d_col, d_perm, buffer), rocsparse_status_success,
              "%s: returns", label);
    rocsparse_int* got = xmalloc(sizeof(rocsparse_int) * cells);
    dev_download(got, d_col, sizeof(rocsparse_int) * cells);
    check_unchanged(got + nnz, col + nnz, sizeof(rocsparse_int) * overlap_guard, "%s: nothing past csr_col_ind",
                    label);
    dev_download(got, d_perm, sizeof(rocsparse_int) * cells);
    check_unchanged(got + nnz, perm + nnz, sizeof(rocsparse_int) * overlap_guard, "%s: nothing past perm", label);
    dev_download(got, d_ptr, sizeof(rocsparse_int) * ((size_t)m + 1));
    check_unchanged(got, ptr, sizeof(rocsparse_int) * ((size_t)m + 1), "%s: pointers untouched", label);
    free(got);
    rocsparse_destroy_mat_descr(descr);
    dev_free(buffer);
    dev_free(d_ptr), dev_free(d_col), dev_free(d_perm);
    free(ptr), free(col), free(perm);
}

/* run_handles_init's handles made without validation mode (which would
 * refuse overlapping pointers; test_malformed), whatever the environment
 * asks of the others. */
static void unvalidated_handles(run_handles* h, const char* setting)
{
    const char* check = getenv("FSPARSE_CHECK_INPUT");
    char*       saved = check != NULL ? xmalloc(strlen(check) + 1) : NULL;
    if(saved != NULL)
        strcpy(saved, check);
    unsetenv("FSPARSE_CHECK_INPUT");
    run_handles_init(h, setting);
    if(saved != NULL && setenv("FSPARSE_CHECK_INPUT", saved, 1) != 0)
        bail_out("cannot set FSPARSE_CHECK_INPUT back");
    free(saved);
}

/* --------------------------------------------------------------- coosort */

/* COO shapes: m x n and nnz entries in shuffled order. */
typedef struct coo_shape
{
    const char*   name;
    rocsparse_int m, n, nnz;
} coo_shape;

static const coo_shape coo_shapes[] = {
    {"1 x 1, 1 entry", 1, 1, 1},
    {"300 x 17, 2000 entries", 300, 17, 2000},
    {"20 x 5000, 30000 entries", 20, 5000, 30000},
    {"9001 x 500, 60000 entries", 9001, 500, 60000},
};

static void coo_case(rocsparse_handle h, const char* hname, const coo_shape* s, rocsparse_index_base base,
                     int by_column, int dups, int perm_kind)
{
    const rocsparse_int b = (rocsparse_int)base, nnz = s->nnz;
    rocsparse_int*      row = xmalloc(sizeof(rocsparse_int) * (size_t)nnz);
    rocsparse_int*      col = xmalloc(sizeof(rocsparse_int) * (size_t)nnz);
    /* Distinct (row, column) pairs unless dups: positions drawn from the
     * m * n cells (the shapes have enough), or from a few rows and
     * columns so that pairs repeat. */
    const int64_t cells = (int64_t)s->m * s->n;
    if(dups || cells < nnz)
        for(rocsparse_int k = 0; k < nnz; ++k)
        {
            row[k] = rand_int(0, s->m > 3 ? s->m / 3 : s->m - 1);
            col[k] = rand_int(0, s->n > 3 ? s->n / 3 : s->n - 1);
        }
    else
    {
        int64_t got = 0;
        for(int64_t c = 0; c < cells && got < nnz; ++c)
            if((int64_t)(rand_u64() % (uint64_t)(cells - c)) < nnz - got)
            {
                row[got] = (rocsparse_int)(c / s->n), col[got] = (rocsparse_int)(c % s->n);
                ++got;
            }
        for(rocsparse_int i = nnz - 1; i > 0; --i)
        {
            const rocsparse_int j = rand_int(0, i), tr = row[i], tc = col[i];
            row[i] = row[j], col[i] = col[j];
            row[j] = tr, col[j] = tc;
        }
    }
    for(rocsparse_int k = 0; k < nnz; ++k)
        row[k] += b, col[k] += b;
    rocsparse_int* src = by_column ? stable_order(col, row, nnz) : stable_order(row, col, nnz);

    char label[240];
    snprintf(label, sizeof(label), "rocsparse_coosort_by_%s base %d %s, %s%s, %s", by_column ? "column" : "row",
             (int)base, hname, s->name, dups ? " with equal keys" : "", perm_names[perm_kind]);
    rocsparse_int* d_row = dev_upload(row, sizeof(rocsparse_int) * (size_t)nnz);
    rocsparse_int* d_col = dev_upload(col, sizeof(rocsparse_int) * (size_t)nnz);
    rocsparse_int* perm0;
    rocsparse_int* d_perm = start_perm(h, perm_kind, nnz, &perm0);
    size_t         size   = 0;
    is_status(rocsparse_coosort_buffer_size(h, s->m, s->n, nnz, d_row, d_col, &size), rocsparse_status_success,
              "%s: buffer_size succeeds", label);
    ok(size > 0, "%s: buffer_size is not 0", label);
    void*                  buffer = dev_alloc(size > 0 ? size : 1);
    const rocsparse_status st     = by_column
                                        ? rocsparse_coosort_by_column(h, s->m, s->n, nnz, d_row, d_col, d_perm, buffer)
                                        : rocsparse_coosort_by_row(h, s->m, s->n, nnz, d_row, d_col, d_perm, buffer);
    if(is_status(st, rocsparse_status_success, "%s: succeeds", label))
    {
        const sorted_check c = {h, label, nnz, src, perm_kind, perm0, d_perm};
        check_keys(&c, row, d_row, "coo_row_ind");
        check_keys(&c, col, d_col, "coo_col_ind");
        check_perm(&c);
    }
    dev_free(buffer);
    dev_free(d_row), dev_free(d_col);
    if(d_perm != NULL)
        dev_free(d_perm);
    free(perm0), free(src), free(row), free(col);
}

/* ------------------------------------------------ identity permutation */

static void identity_cases(rocsparse_handle h)
{
    const rocsparse_int sizes[] = {1, 1000, 100000};
    for(size_t k = 0; k < sizeof(sizes) / sizeof(sizes[0]); ++k)
    {
        const rocsparse_int n = sizes[k];
        rocsparse_int*      d = dev_ints((size_t)n, -777);
        is_status(rocsparse_create_identity_permutation(h, n, d), rocsparse_status_success,
                  "rocsparse_create_identity_permutation n %d: succeeds", n);
        rocsparse_int* got = xmalloc(sizeof(rocsparse_int) * (size_t)n);
        dev_download(got, d, sizeof(rocsparse_int) * (size_t)n);
        rocsparse_int bad = -1;
        for(rocsparse_int i = 0; i < n && bad < 0; ++i)
            if(got[i] != i)
                bad = i;
        ok(bad < 0, "rocsparse_create_identity_permutation n %d: p[i] = i (first wrong: %d)", n, bad);
        free(got);
        dev_free(d);
    }
    rocsparse_int* d = dev_ints(1, -777);
    rocsparse_int  v = 0;
    is_status(rocsparse_create_identity_permutation(h, 0, d), rocsparse_status_success,
              "rocsparse_create_identity_permutation n 0: succeeds");
    dev_download(&v, d, sizeof(v));
    is_int(v, -777, "rocsparse_create_identity_permutation n 0: writes nothing");
    dev_free(d);
}

int main(void)
{
    test_init();
    run_handles csr, coo;
    run_handles_init(&csr, "csrsort");
    run_handles_init(&coo, "coosort");
    identity_cases(csr.handle[0]);
    for(size_t k = 0; k < csr.count; ++k)
        for(int csc = 0; csc < 2; ++csc)
            for(size_t s = 0; s < shape_count; ++s)
                for(int b = 0; b < 2; ++b)
                    for(int dups = 0; dups < 2; ++dups)
                        for(int pk = 0; pk < PERM_KINDS; ++pk)
                            compressed_case(csr.handle[k], csr.name[k], &shapes[s], test_bases[b], csc, dups, pk);
    /* Rows of the radix strategy's medium and long kinds, as many as fit
     * its slots and more. */
    static const rocsparse_int overlaps[][2] = {{2, 300}, {40, 300}, {3, 3000}, {40, 3000}};
    run_handles                loose;
    unvalidated_handles(&loose, "csrsort");
    for(size_t k = 0; k < loose.count; ++k)
        for(size_t o = 0; o < sizeof(overlaps) / sizeof(overlaps[0]); ++o)
            for(int b = 0; b < 2; ++b)
                overlap_case(loose.handle[k], loose.name[k], overlaps[o][0], overlaps[o][1], test_bases[b]);
    run_handles_free(&loose);
    for(size_t k = 0; k < coo.count; ++k)
        for(int by_column = 0; by_column < 2; ++by_column)
            for(size_t s = 0; s < sizeof(coo_shapes) / sizeof(coo_shapes[0]); ++s)
                for(int b = 0; b < 2; ++b)
                    for(int dups = 0; dups < 2; ++dups)
                        for(int pk = 0; pk < PERM_KINDS; ++pk)
                            coo_case(coo.handle[k], coo.name[k], &coo_shapes[s], test_bases[b], by_column, dups,
                                     pk);
    run_handles_free(&csr);
    run_handles_free(&coo);
    return done_testing();
}
