/* rocsparse_csr2coo and rocsparse_coo2csr: CSR -> COO against the test's
 * own expansion, then COO -> CSR must give back the original exactly. */
#include <stdio.h>
#include <stdlib.h>

#include "sparse_gen.h"

static void bad_args(rocsparse_handle handle)
{
    test_csr A;
    csr_random(&A, &prec_s, &test_shapes[1], rocsparse_index_base_zero);
    rocsparse_int*  d_coo = dev_ints((size_t)A.nnz, -777);
    rocsparse_int*  d_csr = dev_ints((size_t)A.m + 1, -777);
    const rocsparse_index_base zero = rocsparse_index_base_zero;
    out_buf         outs[] = {{d_coo, sizeof(rocsparse_int) * (size_t)A.nnz, 1},
                              {d_csr, sizeof(rocsparse_int) * (size_t)(A.m + 1), 1}};
    out_watch       w;
    watch_start(&w, outs, 2);
    const char* c2o = "rocsparse_csr2coo";
    expect_status(&w, rocsparse_csr2coo(NULL, NULL, -1, -1, NULL, (rocsparse_index_base)2),
                  rocsparse_status_invalid_handle, "%s: null handle (and every later error)", c2o);
    expect_status(&w, rocsparse_csr2coo(handle, NULL, -1, -1, NULL, (rocsparse_index_base)2),
                  rocsparse_status_invalid_value, "%s: idx_base 2 (and sizes, nulls)", c2o);
    expect_status(&w, rocsparse_csr2coo(handle, NULL, -1, A.m, NULL, zero), rocsparse_status_invalid_size,
                  "%s: nnz -1 (and nulls)", c2o);
    expect_status(&w, rocsparse_csr2coo(handle, NULL, A.nnz, -1, NULL, zero), rocsparse_status_invalid_size,
                  "%s: m -1 (and nulls)", c2o);
    expect_status(&w, rocsparse_csr2coo(handle, NULL, A.nnz, A.m, d_coo, zero), rocsparse_status_invalid_pointer,
                  "%s: null csr_row_ptr", c2o);
    expect_status(&w, rocsparse_csr2coo(handle, A.d_row_ptr, A.nnz, A.m, NULL, zero),
                  rocsparse_status_invalid_pointer, "%s: null coo_row_ind", c2o);

    rocsparse_int* rows   = csr_host_coo_rows(&A);
    rocsparse_int* d_rows = dev_upload(rows, sizeof(rocsparse_int) * (size_t)A.nnz);
    const char*    o2c    = "rocsparse_coo2csr";
    expect_status(&w, rocsparse_coo2csr(NULL, NULL, -1, -1, NULL, (rocsparse_index_base)-1),
                  rocsparse_status_invalid_handle, "%s: null handle (and every later error)", o2c);
    expect_status(&w, rocsparse_coo2csr(handle, NULL, -1, -1, NULL, (rocsparse_index_base)-1),
                  rocsparse_status_invalid_value, "%s: idx_base -1 (and sizes, nulls)", o2c);
    expect_status(&w, rocsparse_coo2csr(handle, NULL, -1, A.m, NULL, zero), rocsparse_status_invalid_size,
                  "%s: nnz -1 (and nulls)", o2c);
    expect_status(&w, rocsparse_coo2csr(handle, NULL, A.nnz, -1, NULL, zero), rocsparse_status_invalid_size,
                  "%s: m -1 (and nulls)", o2c);
    expect_status(&w, rocsparse_coo2csr(handle, NULL, A.nnz, A.m, d_csr, zero), rocsparse_status_invalid_pointer,
                  "%s: null coo_row_ind", o2c);
    expect_status(&w, rocsparse_coo2csr(handle, d_rows, A.nnz, A.m, NULL, zero), rocsparse_status_invalid_pointer,
                  "%s: null csr_row_ptr", o2c);
    watch_end(&w);

    /* Nothing to write: csr2coo still wants both arrays (rocSPARSE checks
     * them before its quick return), coo2csr none. */
    rocsparse_int* d_one = dev_ints(1, -777);
    is_status(rocsparse_csr2coo(handle, NULL, 0, 0, d_one, zero), rocsparse_status_invalid_pointer,
              "%s: m = nnz = 0 with a null csr_row_ptr", c2o);
    is_status(rocsparse_csr2coo(handle, A.d_row_ptr, 0, A.m, NULL, zero), rocsparse_status_invalid_pointer,
              "%s: nnz = 0 (no COO entries) with a null coo_row_ind", c2o);
    is_status(rocsparse_csr2coo(handle, A.d_row_ptr, 0, 0, d_one, zero), rocsparse_status_success,
              "%s: m = nnz = 0 with both arrays succeeds", c2o);
    is_status(rocsparse_csr2coo(handle, A.d_row_ptr, 0, A.m, d_one, zero), rocsparse_status_success,
              "%s: nnz = 0 with both arrays succeeds", c2o);
    rocsparse_int one = -1;
    dev_download(&one, d_one, sizeof(one));
    is_int(one, -777, "%s: nnz = 0 writes nothing", c2o);
    is_status(rocsparse_coo2csr(handle, NULL, 0, 0, NULL, rocsparse_index_base_one), rocsparse_status_success,
              "%s: m = nnz = 0 with null arrays succeeds", o2c);
    dev_free(d_one);

    free(rows);
    dev_free(d_rows);
    dev_free(d_coo);
    dev_free(d_csr);
    csr_free(&A);
}

static void round_trip(rocsparse_handle handle, const csr_shape* shape, rocsparse_index_base base)
{
    test_csr A;
    char     label[160];
    csr_random(&A, &prec_d, shape, base);
    snprintf(label, sizeof(label), "base %d, %s (nnz %d)", (int)base, shape->name, A.nnz);
    size_t         nnz   = (size_t)A.nnz;
    /* At least one entry: csr2coo wants its output array also for nnz 0. */
    rocsparse_int* d_coo = dev_ints(nnz > 0 ? nnz : 1, -777);
    rocsparse_int* d_csr = dev_ints((size_t)A.m + 1, -777);
    rocsparse_int* want  = csr_host_coo_rows(&A);
    rocsparse_int* got   = xmalloc(sizeof(rocsparse_int) * (nnz + (size_t)A.m + 1));

    is_status(rocsparse_csr2coo(handle, A.d_row_ptr, A.nnz, A.m, d_coo, base), rocsparse_status_success,
              "rocsparse_csr2coo %s: succeeds", label);
    dev_download(got, d_coo, sizeof(rocsparse_int) * nnz);
    check_unchanged(got, want, sizeof(rocsparse_int) * nnz, "rocsparse_csr2coo %s: row indices exact", label);

    is_status(rocsparse_coo2csr(handle, d_coo, A.nnz, A.m, d_csr, base), rocsparse_status_success,
              "rocsparse_coo2csr %s: succeeds", label);
    dev_download(got, d_csr, sizeof(rocsparse_int) * (size_t)(A.m + 1));
    check_unchanged(got, A.row_ptr, sizeof(rocsparse_int) * (size_t)(A.m + 1),
                    "rocsparse_coo2csr %s: row pointers equal the original", label);

    free(want);
    free(got);
    dev_free(d_coo);
    dev_free(d_csr);
    csr_free(&A);
}

int main(void)
{
    test_init();
    rocsparse_handle handle = test_handle();
    bad_args(handle);
    static const csr_shape all_empty = {"25 x 30 all rows empty", 25, 30, 0, 0, 100};
    for(int b = 0; b < 2; ++b)
    {
        for(size_t s = 0; s < test_shape_count; ++s)
            round_trip(handle, &test_shapes[s], test_bases[b]);
        round_trip(handle, &all_empty, test_bases[b]);
    }
    is_status(rocsparse_destroy_handle(handle), rocsparse_status_success, "destroy the handle");
    return done_testing();
}
