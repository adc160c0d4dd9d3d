/* Bad arguments of csr2csc (buffer size and the four precisions), nnz,
 * the identity permutation and the sorts: each case carries every later
 * error too, so that the order of the checks is what is tested, and no
 * failing call writes an output; then the quick returns. The results are
 * test_csr2csc's, test_sorts' and test_nnz's. */
#include <limits.h>
#include <stdio.h>

#include "sparse_gen.h"

/* A 6 x 5 matrix of 9 entries, base one; outputs large enough for it and
 * its transpose. */
static const rocsparse_int row_ptr_host[7] = {1, 3, 4, 4, 7, 8, 10};
static const rocsparse_int col_ind_host[9] = {1, 4, 2, 1, 3, 5, 5, 2, 3};

static void csr2csc_args(rocsparse_handle h)
{
    rocsparse_int* ptr    = dev_upload(row_ptr_host, sizeof(row_ptr_host));
    rocsparse_int* col    = dev_upload(col_ind_host, sizeof(col_ind_host));
    double*        val    = dev_random(&prec_d, 9, 0);
    double*        oval   = dev_random(&prec_d, 9, 1);
    rocsparse_int* orow   = dev_ints(9, -777);
    rocsparse_int* optr   = dev_ints(6, -777);
    size_t         size   = 7;
    if(rocsparse_csr2csc_buffer_size(h, 6, 5, 9, ptr, col, rocsparse_action_symbolic, &size)
       != rocsparse_status_success)
        bail_out("csr2csc_buffer_size failed");
    void* buffer = dev_alloc(size);
    size         = 7;
    out_buf        outs[] = {{oval, 9 * sizeof(double), 1}, {orow, sizeof(rocsparse_int) * 9, 1},
                             {optr, sizeof(rocsparse_int) * 6, 1}, {&size, sizeof(size), 0}};
    out_watch      w;
    watch_start(&w, outs, 4);
    const rocsparse_action     num = rocsparse_action_numeric, bad_action = (rocsparse_action)2;
    const rocsparse_index_base one = rocsparse_index_base_one, bad_base = (rocsparse_index_base)2;
    const char*                bs  = "rocsparse_csr2csc_buffer_size";
    expect_status(&w, rocsparse_csr2csc_buffer_size(NULL, -1, -1, -1, NULL, NULL, bad_action, NULL),
                  rocsparse_status_invalid_handle, "%s: null handle (and every later error)", bs);
    expect_status(&w, rocsparse_csr2csc_buffer_size(h, -1, -1, -1, NULL, NULL, bad_action, NULL),
                  rocsparse_status_invalid_value, "%s: action 2 (and sizes, nulls)", bs);
    expect_status(&w, rocsparse_csr2csc_buffer_size(h, -1, 5, 9, NULL, NULL, num, NULL),
                  rocsparse_status_invalid_size, "%s: m -1 (and nulls)", bs);
    expect_status(&w, rocsparse_csr2csc_buffer_size(h, 6, -1, 9, NULL, NULL, num, NULL),
                  rocsparse_status_invalid_size, "%s: n -1 (and nulls)", bs);
    expect_status(&w, rocsparse_csr2csc_buffer_size(h, 6, 5, -1, NULL, NULL, num, NULL),
                  rocsparse_status_invalid_size, "%s: nnz -1 (and nulls)", bs);
    expect_status(&w, rocsparse_csr2csc_buffer_size(h, 6, 5, 9, NULL, NULL, num, NULL),
                  rocsparse_status_invalid_pointer, "%s: null buffer_size (and arrays)", bs);
    expect_status(&w, rocsparse_csr2csc_buffer_size(h, 6, 5, 9, NULL, NULL, num, &size),
                  rocsparse_status_invalid_pointer, "%s: null csr_row_ptr", bs);
    expect_status(&w, rocsparse_csr2csc_buffer_size(h, 6, 5, 9, ptr, NULL, num, &size),
                  rocsparse_status_invalid_pointer, "%s: null csr_col_ind", bs);

    const char* cs = "rocsparse_dcsr2csc";
    expect_status(&w, rocsparse_dcsr2csc(NULL, -1, -1, -1, NULL, NULL, NULL, NULL, NULL, NULL, bad_action, bad_base, NULL),
                  rocsparse_status_invalid_handle, "%s: null handle (and every later error)", cs);
    expect_status(&w, rocsparse_dcsr2csc(h, -1, -1, -1, NULL, NULL, NULL, NULL, NULL, NULL, bad_action, one, NULL),
                  rocsparse_status_invalid_value, "%s: action 2 (and sizes, nulls)", cs);
    expect_status(&w, rocsparse_dcsr2csc(h, -1, -1, -1, NULL, NULL, NULL, NULL, NULL, NULL, num, bad_base, NULL),
                  rocsparse_status_invalid_value, "%s: idx_base 2 (and sizes, nulls)", cs);
    expect_status(&w, rocsparse_dcsr2csc(h, -1, 5, 9, NULL, NULL, NULL, NULL, NULL, NULL, num, one, NULL),
                  rocsparse_status_invalid_size, "%s: m -1 (and nulls)", cs);
    expect_status(&w, rocsparse_dcsr2csc(h, 6, -1, 9, NULL, NULL, NULL, NULL, NULL, NULL, num, one, NULL),
                  rocsparse_status_invalid_size, "%s: n -1 (and nulls)", cs);
    expect_status(&w, rocsparse_dcsr2csc(h, 6, 5, -1, NULL, NULL, NULL, NULL, NULL, NULL, num, one, NULL),
                  rocsparse_status_invalid_size, "%s: nnz -1 (and nulls)", cs);
    expect_status(&w, rocsparse_dcsr2csc(h, 6, 5, INT_MAX, NULL, NULL, NULL, NULL, NULL, NULL, num, one, NULL),
                  rocsparse_status_invalid_size, "%s: nnz + base past INT_MAX (and nulls)", cs);
    /* Each required array null in turn, the others given. */
    const void* arrays[] = {val, ptr, col, oval, orow, optr, buffer};
    const char* names[]  = {"csr_val", "csr_row_ptr", "csr_col_ind", "csc_val", "csc_row_ind", "csc_col_ptr",
                            "temp_buffer"};
    for(int k = 0; k < 7; ++k)
    {
        const void* q[7];
        null_one(arrays, 7, k, q);
        expect_status(&w,
                      rocsparse_dcsr2csc(h, 6, 5, 9, q[0], q[1], q[2], (void*)q[3], (rocsparse_int*)q[4],
                                         (rocsparse_int*)q[5], num, one, (void*)q[6]),
                      rocsparse_status_invalid_pointer, "%s: null %s", cs, names[k]);
    }
    watch_end(&w);
    is_status(rocsparse_dcsr2csc(h, 0, 5, 9, NULL, NULL, NULL, NULL, NULL, NULL, num, one, NULL),
              rocsparse_status_success, "%s: m = 0 with null arrays succeeds", cs);
    is_status(rocsparse_dcsr2csc(h, 6, 5, 9, NULL, ptr, col, NULL, orow, optr, rocsparse_action_symbolic, one, buffer),
              rocsparse_status_success, "%s: symbolic with null values succeeds", cs);
    dev_free(ptr), dev_free(col), dev_free(val), dev_free(oval), dev_free(orow), dev_free(optr), dev_free(buffer);
}

static void nnz_args(rocsparse_handle h)
{
    double*             A      = dev_random(&prec_d, 30, 0);
    rocsparse_int*      counts = dev_ints(6, -777);
    rocsparse_int       total  = -777;
    rocsparse_mat_descr descr  = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_general);
    rocsparse_mat_descr sym    = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_symmetric);
    out_buf             outs[] = {{counts, sizeof(rocsparse_int) * 6, 1}, {&total, sizeof(total), 0}};
    out_watch           w;
    watch_start(&w, outs, 2);
    const rocsparse_direction row = rocsparse_direction_row, bad_dir = (rocsparse_direction)2;
    const char*               nz  = "rocsparse_dnnz";
    expect_status(&w, rocsparse_dnnz(NULL, bad_dir, -1, -1, NULL, NULL, -1, NULL, NULL),
                  rocsparse_status_invalid_handle, "%s: null handle (and every later error)", nz);
    expect_status(&w, rocsparse_dnnz(h, bad_dir, -1, -1, NULL, NULL, -1, NULL, NULL), rocsparse_status_invalid_pointer,
                  "%s: null descr (and every later error)", nz);
    expect_status(&w, rocsparse_dnnz(h, bad_dir, -1, -1, descr, NULL, -1, NULL, NULL), rocsparse_status_invalid_value,
                  "%s: dir 2 (and sizes, nulls)", nz);
    expect_status(&w, rocsparse_dnnz(h, row, 6, 5, sym, NULL, 2, NULL, NULL), rocsparse_status_not_implemented,
                  "%s: a symmetric matrix (and ld, nulls)", nz);
    expect_status(&w, rocsparse_dnnz(h, row, -1, 5, descr, NULL, 6, NULL, NULL), rocsparse_status_invalid_size,
                  "%s: m -1 (and nulls)", nz);
    expect_status(&w, rocsparse_dnnz(h, row, 6, -1, descr, NULL, 6, NULL, NULL), rocsparse_status_invalid_size,
                  "%s: n -1 (and nulls)", nz);
    expect_status(&w, rocsparse_dnnz(h, row, 6, 5, descr, NULL, 5, NULL, NULL), rocsparse_status_invalid_size,
                  "%s: ld 5 < m 6 (and nulls)", nz);
    expect_status(&w, rocsparse_dnnz(h, row, 6, 5, descr, NULL, 6, counts, &total), rocsparse_status_invalid_pointer,
                  "%s: null A", nz);
    expect_status(&w, rocsparse_dnnz(h, row, 6, 5, descr, A, 6, NULL, &total), rocsparse_status_invalid_pointer,
                  "%s: null nnz_per_row_columns", nz);
    expect_status(&w, rocsparse_dnnz(h, row, 6, 5, descr, A, 6, counts, NULL), rocsparse_status_invalid_pointer,
                  "%s: null nnz_total_dev_host_ptr", nz);
    watch_end(&w);
    is_status(rocsparse_dnnz(h, row, 0, 5, descr, NULL, 0, NULL, NULL), rocsparse_status_success,
              "%s: m = 0 with null arrays and total succeeds", nz);
    rocsparse_destroy_mat_descr(descr);
    rocsparse_destroy_mat_descr(sym);
    dev_free(A), dev_free(counts);
}

/* The buffer size queries of the sorts, one signature. */
typedef rocsparse_status (*sort_size_fn)(rocsparse_handle, rocsparse_int, rocsparse_int, rocsparse_int,
                                         const rocsparse_int*, const rocsparse_int*, size_t*);

static void sort_size_args(rocsparse_handle h, const char* name, sort_size_fn f, const rocsparse_int* a,
                           const rocsparse_int* b)
{
    size_t    size   = 7;
    out_buf   outs[] = {{&size, sizeof(size), 0}};
    out_watch w;
    watch_start(&w, outs, 1);
    expect_status(&w, f(NULL, -1, -1, -1, NULL, NULL, NULL), rocsparse_status_invalid_handle,
                  "%s: null handle (and every later error)", name);
    expect_status(&w, f(h, -1, 5, 9, NULL, NULL, NULL), rocsparse_status_invalid_size, "%s: m -1 (and nulls)", name);
    expect_status(&w, f(h, 6, -1, 9, NULL, NULL, NULL), rocsparse_status_invalid_size, "%s: n -1 (and nulls)", name);
    expect_status(&w, f(h, 6, 5, -1, NULL, NULL, NULL), rocsparse_status_invalid_size, "%s: nnz -1 (and nulls)",
                  name);
    expect_status(&w, f(h, 6, 5, 9, NULL, b, &size), rocsparse_status_invalid_pointer, "%s: null first array", name);
    expect_status(&w, f(h, 6, 5, 9, a, NULL, &size), rocsparse_status_invalid_pointer, "%s: null second array",
                  name);
    expect_status(&w, f(h, 6, 5, 9, a, b, NULL), rocsparse_status_invalid_pointer, "%s: null buffer_size", name);
    /* rocSPARSE 1.8.9 wants the arrays also when there is nothing to sort. */
    expect_status(&w, f(h, 0, 5, 9, NULL, b, &size), rocsparse_status_invalid_pointer,
                  "%s: m = 0 with a null first array", name);
    watch_end(&w);
    is_status(f(h, 0, 5, 9, a, b, &size), rocsparse_status_success, "%s: m = 0 succeeds", name);
    ok(size > 0 && size != 7, "%s: m = 0 gives a buffer size, not 0", name);
}

static void sort_args(rocsparse_handle h)
{
    rocsparse_int* ptr    = dev_upload(row_ptr_host, sizeof(row_ptr_host));
    rocsparse_int* col    = dev_ints(9, 2);
    rocsparse_int* row    = dev_ints(9, 3);
    rocsparse_int* perm   = dev_ints(9, -777);
    /* Only the quick returns reach the sorts: no buffer is read. */
    void*          buffer = dev_alloc(256);
    sort_size_args(h, "rocsparse_csrsort_buffer_size", rocsparse_csrsort_buffer_size, ptr, col);
    sort_size_args(h, "rocsparse_cscsort_buffer_size", rocsparse_cscsort_buffer_size, ptr, col);
    sort_size_args(h, "rocsparse_coosort_buffer_size", rocsparse_coosort_buffer_size, row, col);

    rocsparse_mat_descr descr  = test_descr(rocsparse_index_base_one, rocsparse_matrix_type_general);
    out_buf             outs[] = {{col, sizeof(rocsparse_int) * 9, 1},
                                  {row, sizeof(rocsparse_int) * 9, 1},
                                  {perm, sizeof(rocsparse_int) * 9, 1}};
    out_watch           w;
    watch_start(&w, outs, 3);
    for(int csc = 0; csc < 2; ++csc)
    {
        const char* name = csc ? "rocsparse_cscsort" : "rocsparse_csrsort";
        rocsparse_status (*f)(rocsparse_handle, rocsparse_int, rocsparse_int, rocsparse_int,
                              const rocsparse_mat_descr, const rocsparse_int*, rocsparse_int*, rocsparse_int*, void*)
            = csc ? rocsparse_cscsort : rocsparse_csrsort;
        /* cscsort: the 6 pointers of the matrix are its 5 columns', m 5. */
        const rocsparse_int m = csc ? 5 : 6, n = csc ? 6 : 5;
        expect_status(&w, f(NULL, -1, -1, -1, NULL, NULL, NULL, perm, NULL), rocsparse_status_invalid_handle,
                      "%s: null handle (and every later error)", name);
        expect_status(&w, f(h, -1, -1, -1, NULL, NULL, NULL, perm, NULL), rocsparse_status_invalid_pointer,
                      "%s: null descr (and every later error)", name);
        expect_status(&w, f(h, -1, n, 9, descr, NULL, NULL, perm, NULL), rocsparse_status_invalid_size,
                      "%s: m -1 (and nulls)", name);
        expect_status(&w, f(h, m, -1, 9, descr, NULL, NULL, perm, NULL), rocsparse_status_invalid_size,
                      "%s: n -1 (and nulls)", name);
        expect_status(&w, f(h, m, n, -1, descr, NULL, NULL, perm, NULL), rocsparse_status_invalid_size,
                      "%s: nnz -1 (and nulls)", name);
        expect_status(&w, f(h, m, n, 9, descr, NULL, col, perm, buffer), rocsparse_status_invalid_pointer,
                      "%s: null pointers", name);
        expect_status(&w, f(h, m, n, 9, descr, ptr, NULL, perm, buffer), rocsparse_status_invalid_pointer,
                      "%s: null indices", name);
        expect_status(&w, f(h, m, n, 9, descr, ptr, col, perm, NULL), rocsparse_status_invalid_pointer,
                      "%s: null temp_buffer", name);
        expect_status(&w, f(h, 0, n, 9, descr, ptr, col, perm, NULL), rocsparse_status_invalid_pointer,
                      "%s: m = 0 with a null temp_buffer", name);
        expect_status(&w, f(h, m, n, 0, descr, ptr, col, perm, buffer), rocsparse_status_success,
                      "%s: nnz = 0 succeeds, writing nothing", name);
    }
    for(int by_column = 0; by_column < 2; ++by_column)
    {
        const char* name = by_column ? "rocsparse_coosort_by_column" : "rocsparse_coosort_by_row";
        rocsparse_status (*f)(rocsparse_handle, rocsparse_int, rocsparse_int, rocsparse_int, rocsparse_int*,
                              rocsparse_int*, rocsparse_int*, void*)
            = by_column ? rocsparse_coosort_by_column : rocsparse_coosort_by_row;
        expect_status(&w, f(NULL, -1, -1, -1, NULL, NULL, perm, NULL), rocsparse_status_invalid_handle,
                      "%s: null handle (and every later error)", name);
        expect_status(&w, f(h, -1, 5, 9, NULL, NULL, perm, NULL), rocsparse_status_invalid_size,
                      "%s: m -1 (and nulls)", name);
        expect_status(&w, f(h, 6, -1, 9, NULL, NULL, perm, NULL), rocsparse_status_invalid_size,
                      "%s: n -1 (and nulls)", name);
        expect_status(&w, f(h, 6, 5, -1, NULL, NULL, perm, NULL), rocsparse_status_invalid_size,
                      "%s: nnz -1 (and nulls)", name);
        expect_status(&w, f(h, 6, 5, 9, NULL, col, perm, buffer), rocsparse_status_invalid_pointer,
                      "%s: null coo_row_ind", name);
        expect_status(&w, f(h, 6, 5, 9, row, NULL, perm, buffer), rocsparse_status_invalid_pointer,
                      "%s: null coo_col_ind", name);
        expect_status(&w, f(h, 6, 5, 9, row, col, perm, NULL), rocsparse_status_invalid_pointer,
                      "%s: null temp_buffer", name);
        expect_status(&w, f(h, 6, 0, 9, row, col, perm, buffer), rocsparse_status_success,
                      "%s: n = 0 succeeds, writing nothing", name);
    }
    expect_status(&w, rocsparse_create_identity_permutation(NULL, -1, NULL), rocsparse_status_invalid_handle,
                  "rocsparse_create_identity_permutation: null handle (and every later error)");
    expect_status(&w, rocsparse_create_identity_permutation(h, -1, NULL), rocsparse_status_invalid_size,
                  "rocsparse_create_identity_permutation: n -1 (and null p)");
    expect_status(&w, rocsparse_create_identity_permutation(h, 9, NULL), rocsparse_status_invalid_pointer,
                  "rocsparse_create_identity_permutation: null p");
    expect_status(&w, rocsparse_create_identity_permutation(h, 0, NULL), rocsparse_status_invalid_pointer,
                  "rocsparse_create_identity_permutation: n = 0 with a null p (checked before the quick return)");
    expect_status(&w, rocsparse_create_identity_permutation(h, 0, perm), rocsparse_status_success,
                  "rocsparse_create_identity_permutation: n = 0 succeeds, writing nothing");
    watch_end(&w);
    rocsparse_destroy_mat_descr(descr);
    dev_free(ptr), dev_free(col), dev_free(row), dev_free(perm), dev_free(buffer);
}

int main(void)
{
    test_init();
    rocsparse_handle h = test_handle();
    csr2csc_args(h);
    nnz_args(h);
    sort_args(h);
    is_status(rocsparse_destroy_handle(h), rocsparse_status_success, "destroy the handle");
    return done_testing();
}
