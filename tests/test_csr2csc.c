/* rocsparse_csr2csc_buffer_size and rocsparse_Xcsr2csc in every precision
 * and both bases, actions symbolic and numeric: the CSC arrays against a
 * transpose the test builds by sorting the entries by (column, row), and
 * transposing the result again gives the original matrix back; symbolic
 * leaves csc_val as it was. Square, tall and wide matrices, empty rows and
 * columns, runs of empty rows longer than a tile of entries, a long row,
 * no entries at all, the empty shapes. Every strategy of setting csr2csc
 * is forced in turn. Bad arguments: test_structural_args. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "structural_util.h"

static const test_prec* const precisions[] = {&prec_s, &prec_d, &prec_c, &prec_z};

static const csr_shape shapes[] = {
    {"1 x 1", 1, 1, 1, 0, 0},
    {"40 x 57 with empty rows", 40, 57, 6, 0, 30},
    {"tall 300 x 17", 300, 17, 5, 0, 15},
    {"wide 20 x 400, most columns empty", 20, 400, 5, 0, 20},
    {"9001 x 3000", 9001, 3000, 8, 0, 10},
    {"150 x 5600 with a row of 5000", 150, 5600, 4, 5000, 30},
    {"tall 20000 x 8: columns of thousands", 20000, 8, 8, 0, 10},
    /* More rows than a tile of the GPU's entry walks has entries: the
     * walks that find rows by searching the row pointers, not through
     * shared memory. */
    {"20000 x 300, 99% of the rows empty", 20000, 300, 4, 0, 99},
    {"25 x 30 without entries", 25, 30, 0, 0, 100},
    /* Columns of 16 and 17 bits, over several tiles of entries: the radix
     * sorts' keys just fill and just pass two bytes. */
    {"2000 x 40000", 2000, 40000, 12, 0, 10},
    {"3000 x 70000", 3000, 70000, 8, 0, 10},
};

/* One entry of the reference: where it is, and where it came from. */
typedef struct entry
{
    rocsparse_int col, row, pos;
} entry;

static int by_column_then_row(const void* a, const void* b)
{
    const entry *x = a, *y = b;
    if(x->col != y->col)
        return x->col < y->col ? -1 : 1;
    return x->row < y->row ? -1 : x->row > y->row;
}

/* The CSC form of A (A's base): col_ptr (n + 1) by a binary search of
 * each column's first entry among the sorted ones, row_ind, and val
 * gathered from A's values. */
static void reference(const test_csr* A, rocsparse_int* col_ptr, rocsparse_int* row_ind, void* val)
{
    const rocsparse_int b = (rocsparse_int)A->base;
    entry*              e = xmalloc(sizeof(entry) * (size_t)A->nnz);
    for(rocsparse_int i = 0; i < A->m; ++i)
        for(rocsparse_int p = A->row_ptr[i] - b; p < A->row_ptr[i + 1] - b; ++p)
            e[p] = (entry){A->col_ind[p] - b, i, p};
    qsort(e, (size_t)A->nnz, sizeof(entry), by_column_then_row);
    for(rocsparse_int c = 0; c <= A->n; ++c)
    {
        rocsparse_int lo = 0, hi = A->nnz;
        while(lo < hi)
        {
            const rocsparse_int mid = lo + (hi - lo) / 2;
            if(e[mid].col < c)
                lo = mid + 1;
            else
                hi = mid;
        }
        col_ptr[c] = lo + b;
    }
    const size_t size = A->prec->size;
    for(rocsparse_int k = 0; k < A->nnz; ++k)
    {
        row_ind[k] = e[k].row + b;
        memcpy((char*)val + size * (size_t)k, (const char*)A->val + size * (size_t)e[k].pos, size);
    }
    free(e);
}

typedef rocsparse_status (*csr2csc_fn)(rocsparse_handle, rocsparse_int, rocsparse_int, rocsparse_int, const void*,
                                       const rocsparse_int*, const rocsparse_int*, void*, rocsparse_int*,
                                       rocsparse_int*, rocsparse_action, rocsparse_index_base, void*);
#define CSR2CSC_OF(p, T) (csr2csc_fn) rocsparse_##p##csr2csc,
static const csr2csc_fn routines[] = {TEST_FOR_ALL(CSR2CSC_OF)};

/* A CSC matrix on the device: outputs poisoned before each call. */
typedef struct csc_out
{
    rocsparse_int *ptr, *ind;
    void*          val;
    void*          val_before; /* host copy of the poisoned values */
} csc_out;

static void csc_out_init(csc_out* o, const test_prec* p, rocsparse_int majors, rocsparse_int nnz)
{
    const size_t len = nnz > 0 ? (size_t)nnz : 1;
    o->ptr           = dev_ints((size_t)majors + 1, -777);
    o->ind           = dev_ints(len, -777);
    o->val_before    = xmalloc(p->size * len);
    poison(p, o->val_before, len);
    o->val = dev_upload(o->val_before, p->size * len);
}

static void csc_out_free(csc_out* o)
{
    dev_free(o->ptr);
    dev_free(o->ind);
    dev_free(o->val);
    free(o->val_before);
}

/* csr2csc of the m x n matrix (row_ptr, col_ind, val) into o, with a
 * buffer of the size the query gives. */
static int run(rocsparse_handle h, csr2csc_fn f, rocsparse_int m, rocsparse_int n, rocsparse_int nnz,
               const void* val, const rocsparse_int* row_ptr, const rocsparse_int* col_ind, const csc_out* o,
               rocsparse_action action, rocsparse_index_base base, const char* label)
{
    size_t size = 0;
    is_status(rocsparse_csr2csc_buffer_size(h, m, n, nnz, row_ptr, col_ind, action, &size),
              rocsparse_status_success, "%s: buffer_size succeeds", label);
    ok(size > 0, "%s: buffer_size is not 0", label);
    void*                  buffer = dev_alloc(size > 0 ? size : 1);
    const rocsparse_status status = f(h, m, n, nnz, val, row_ptr, col_ind, o->val, o->ind, o->ptr, action, base, buffer);
    dev_free(buffer);
    return is_status(status, rocsparse_status_success, "%s: succeeds", label);
}

static void check_case(rocsparse_handle h, const char* hname, size_t pi, const csr_shape* shape,
                       rocsparse_index_base base, rocsparse_action action)
{
    const test_prec* p       = precisions[pi];
    const int        numeric = action == rocsparse_action_numeric;
    test_csr         A;
    csr_random(&A, p, shape, base);
    char label[200];
    snprintf(label, sizeof(label), "rocsparse_%ccsr2csc %s base %d %s, %s (nnz %d)", p->letter,
             numeric ? "numeric" : "symbolic", (int)base, hname, shape->name, A.nnz);

    const size_t   nnz      = (size_t)A.nnz, len = nnz > 0 ? nnz : 1;
    rocsparse_int* want_ptr = xmalloc(sizeof(rocsparse_int) * ((size_t)A.n + 1));
    rocsparse_int* want_ind = xmalloc(sizeof(rocsparse_int) * len);
    void*          want_val = xmalloc(p->size * len);
    reference(&A, want_ptr, want_ind, want_val);

    csc_out o;
    csc_out_init(&o, p, A.n, A.nnz);
    rocsparse_int* got_ptr = xmalloc(sizeof(rocsparse_int) * ((size_t)A.n + 1));
    rocsparse_int* got_ind = xmalloc(sizeof(rocsparse_int) * len);
    void*          got_val = xmalloc(p->size * len);
    if(run(h, routines[pi], A.m, A.n, A.nnz, A.d_val, A.d_row_ptr, A.d_col_ind, &o, action, base, label))
    {
        dev_download(got_ptr, o.ptr, sizeof(rocsparse_int) * ((size_t)A.n + 1));
        dev_download(got_ind, o.ind, sizeof(rocsparse_int) * nnz);
        dev_download(got_val, o.val, p->size * nnz);
        check_unchanged(got_ptr, want_ptr, sizeof(rocsparse_int) * ((size_t)A.n + 1), "%s: csc_col_ptr", label);
        check_unchanged(got_ind, want_ind, sizeof(rocsparse_int) * nnz, "%s: csc_row_ind", label);
        if(numeric)
            check_unchanged(got_val, want_val, p->size * nnz, "%s: csc_val", label);
        else
            check_unchanged(got_val, o.val_before, p->size * nnz, "%s: csc_val untouched", label);
    }

    /* The transpose of the transpose: the original, values included
     * (numeric) or the pattern (symbolic, values poisoned as they stay). */
    char again[240];
    snprintf(again, sizeof(again), "%s, transposed again", label);
    csc_out back;
    csc_out_init(&back, p, A.m, A.nnz);
    if(run(h, routines[pi], A.n, A.m, A.nnz, o.val, o.ptr, o.ind, &back, action, base, again))
    {
        rocsparse_int* ptr = xmalloc(sizeof(rocsparse_int) * ((size_t)A.m + 1));
        dev_download(ptr, back.ptr, sizeof(rocsparse_int) * ((size_t)A.m + 1));
        dev_download(got_ind, back.ind, sizeof(rocsparse_int) * nnz);
        dev_download(got_val, back.val, p->size * nnz);
        check_unchanged(ptr, A.row_ptr, sizeof(rocsparse_int) * ((size_t)A.m + 1), "%s: row pointers", again);
        check_unchanged(got_ind, A.col_ind, sizeof(rocsparse_int) * nnz, "%s: columns", again);
        check_unchanged(got_val, numeric ? A.val : back.val_before, p->size * nnz, "%s: values", again);
        free(ptr);
    }
    csc_out_free(&back);
    csc_out_free(&o);
    free(want_ptr), free(want_ind), free(want_val);
    free(got_ptr), free(got_ind), free(got_val);
    csr_free(&A);
}

/* Nothing to transpose: no rows or no columns write nothing; no entries
 * write the column pointers only, and the entry arrays may be null. */
static void empty_cases(rocsparse_handle h)
{
    rocsparse_int* ptr = dev_ints(6, -777);
    rocsparse_int  row_ptr_host[4] = {1, 1, 1, 1}, got[6];
    rocsparse_int* row_ptr         = dev_upload(row_ptr_host, sizeof(row_ptr_host));
    void*          buffer          = dev_alloc(256);
    const rocsparse_index_base one = rocsparse_index_base_one;
    const rocsparse_action     num = rocsparse_action_numeric;
    is_status(rocsparse_dcsr2csc(h, 0, 5, 0, NULL, row_ptr, NULL, NULL, NULL, ptr, num, one, buffer),
              rocsparse_status_success, "rocsparse_dcsr2csc m = 0: succeeds");
    is_status(rocsparse_dcsr2csc(h, 3, 0, 0, NULL, row_ptr, NULL, NULL, NULL, ptr, num, one, buffer),
              rocsparse_status_success, "rocsparse_dcsr2csc n = 0: succeeds");
    dev_download(got, ptr, sizeof(got));
    int untouched = 1;
    for(int k = 0; k < 6; ++k)
        untouched &= got[k] == -777;
    ok(untouched, "rocsparse_dcsr2csc m = 0 or n = 0: csc_col_ptr untouched");
    is_status(rocsparse_zcsr2csc(h, 3, 5, 0, NULL, row_ptr, NULL, NULL, NULL, ptr, num, one, buffer),
              rocsparse_status_success, "rocsparse_zcsr2csc 3 x 5 without entries, null entry arrays: succeeds");
    dev_download(got, ptr, sizeof(got));
    int all_base = 1;
    for(int k = 0; k < 6; ++k)
        all_base &= got[k] == 1;
    ok(all_base, "rocsparse_zcsr2csc 3 x 5 without entries: the 6 column pointers are the base");
    size_t size = 0;
    is_status(rocsparse_csr2csc_buffer_size(h, 0, 5, 0, row_ptr, row_ptr, num, &size), rocsparse_status_success,
              "rocsparse_csr2csc_buffer_size m = 0: succeeds");
    ok(size > 0, "rocsparse_csr2csc_buffer_size m = 0: not 0");
    dev_free(buffer);
    dev_free(row_ptr);
    dev_free(ptr);
}

int main(void)
{
    test_init();
    run_handles h;
    run_handles_init(&h, "csr2csc");
    empty_cases(h.handle[0]);
    const rocsparse_action actions[] = {rocsparse_action_symbolic, rocsparse_action_numeric};
    for(size_t k = 0; k < h.count; ++k)
        for(size_t pi = 0; pi < 4; ++pi)
            for(int b = 0; b < 2; ++b)
                for(size_t s = 0; s < sizeof(shapes) / sizeof(shapes[0]); ++s)
                    for(int a = 0; a < 2; ++a)
                        check_case(h.handle[k], h.name[k], pi, &shapes[s], test_bases[b], actions[a]);
    run_handles_free(&h);
    return done_testing();
}
