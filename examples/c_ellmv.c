/* fsparse example: rocsparse_dellmv on a 2D Laplacian in ELL format, from
 * C:
 *
 *   y = alpha * A * x + beta * y
 *
 * ELL stores ell_width entries per row, column-major (entry k of row i at
 * k * m + i), padding short rows with column -1. rocsparse_csr2ell_width
 * and rocsparse_dcsr2ell make it from CSR.
 */
#include "example.h"

int main(void)
{
    const int nx = 20, ny = 20;
    laplacian A  = laplacian_2d(nx, ny, rocsparse_index_base_zero);
    const int m  = A.m;
    double*   x  = example_alloc(sizeof(double) * m);
    double*   y0 = example_alloc(sizeof(double) * m);
    double*   y  = example_alloc(sizeof(double) * m);
    double*   want = example_alloc(sizeof(double) * m);
    fill_random(x, m);
    fill_random(y0, m);
    const double alpha = -1.0, beta = 1.0; /* y = y - A * x, a residual */

    laplacian_2d_apply(nx, ny, x, want);
    for(int i = 0; i < m; ++i)
        want[i] = beta * y0[i] + alpha * want[i];

    rocsparse_handle    handle;
    rocsparse_mat_descr csr_descr, ell_descr;
    CHECK(rocsparse_create_handle(&handle));
    CHECK(rocsparse_create_mat_descr(&csr_descr));
    CHECK(rocsparse_create_mat_descr(&ell_descr));

    device_csr     dA        = csr_to_device(&A);
    double*        d_x       = to_device(x, sizeof(double) * m);
    double*        d_y       = to_device(y0, sizeof(double) * m);

    /* The width is the longest row (5 for this matrix), returned to the host. */
    rocsparse_int width;
    CHECK(rocsparse_csr2ell_width(handle, m, csr_descr, dA.row_ptr, ell_descr, &width));
    printf("ELL width: %d\n", (int)width);
    double*        d_ell_val = NULL;
    rocsparse_int* d_ell_col = NULL;
    CHECK(fsparse_malloc((void**)&d_ell_val, sizeof(double) * width * m));
    CHECK(fsparse_malloc((void**)&d_ell_col, sizeof(rocsparse_int) * width * m));
    CHECK(rocsparse_dcsr2ell(handle, m, csr_descr, dA.val, dA.row_ptr, dA.col_ind, ell_descr, width,
                             d_ell_val, d_ell_col));

    CHECK(rocsparse_dellmv(handle, rocsparse_operation_none, m, m, &alpha, ell_descr, d_ell_val,
                           d_ell_col, width, d_x, &beta, d_y));
    to_host(y, d_y, sizeof(double) * m);
    expect_close("dellmv", y, want, m, 1e-14);

    device_csr_free(&dA);
    CHECK(fsparse_free(d_x));
    CHECK(fsparse_free(d_y));
    CHECK(fsparse_free(d_ell_val));
    CHECK(fsparse_free(d_ell_col));
    CHECK(rocsparse_destroy_mat_descr(csr_descr));
    CHECK(rocsparse_destroy_mat_descr(ell_descr));
    CHECK(rocsparse_destroy_handle(handle));
    laplacian_free(&A);
    free(x);
    free(y0);
    free(y);
    free(want);
    return EXIT_SUCCESS;
}
