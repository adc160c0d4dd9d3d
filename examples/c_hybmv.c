/* fsparse example: rocsparse_dhybmv on a 2D Laplacian in HYB format, from
 * C:
 *
 *   y = alpha * A * x + beta * y
 *
 * A HYB matrix is an ELL part of a fixed width and a COO part for the
 * entries beyond it. rocsparse_dcsr2hyb fills one from CSR; its layout is
 * the library's business, the handle-like rocsparse_hyb_mat holds it.
 * Here the user partition puts 3 entries of each row in ELL and the rest
 * in COO, so both parts take part in the product.
 */
#include "example.h"

int main(void)
{
    const int nx = 16, ny = 24;
    laplacian A  = laplacian_2d(nx, ny, rocsparse_index_base_zero);
    const int m  = A.m;
    double*   x  = example_alloc(sizeof(double) * m);
    double*   y0 = example_alloc(sizeof(double) * m);
    double*   y  = example_alloc(sizeof(double) * m);
    double*   want = example_alloc(sizeof(double) * m);
    fill_random(x, m);
    fill_random(y0, m);
    const double alpha = 0.5, beta = 2.0;

    laplacian_2d_apply(nx, ny, x, want);
    for(int i = 0; i < m; ++i)
        want[i] = alpha * want[i] + beta * y0[i];

    rocsparse_handle    handle;
    rocsparse_mat_descr descr;
    rocsparse_hyb_mat   hyb;
    CHECK(rocsparse_create_handle(&handle));
    CHECK(rocsparse_create_mat_descr(&descr));
    CHECK(rocsparse_create_hyb_mat(&hyb));

    device_csr     dA        = csr_to_device(&A);
    double*        d_x       = to_device(x, sizeof(double) * m);
    double*        d_y       = to_device(y0, sizeof(double) * m);

    CHECK(rocsparse_dcsr2hyb(handle, m, m, descr, dA.val, dA.row_ptr, dA.col_ind, hyb, 3,
                             rocsparse_hyb_partition_user));
    /* The CSR arrays are no longer needed: the HYB holds its own copy. */
    device_csr_free(&dA);

    CHECK(rocsparse_dhybmv(handle, rocsparse_operation_none, &alpha, descr, hyb, d_x, &beta, d_y));
    to_host(y, d_y, sizeof(double) * m);
    expect_close("dhybmv", y, want, m, 1e-14);

    CHECK(fsparse_free(d_x));
    CHECK(fsparse_free(d_y));
    CHECK(rocsparse_destroy_hyb_mat(hyb));
    CHECK(rocsparse_destroy_mat_descr(descr));
    CHECK(rocsparse_destroy_handle(handle));
    laplacian_free(&A);
    free(x);
    free(y0);
    free(y);
    free(want);
    return EXIT_SUCCESS;
}
