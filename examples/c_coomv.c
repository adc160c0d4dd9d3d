/* fsparse example: rocsparse_dcoomv on a 2D Laplacian in COO format, from
 * C, one-based:
 *
 *   y = alpha * A * x + beta * y
 *
 * The COO row indices come from the CSR row pointers (rocsparse_csr2coo);
 * the column indices and values are the CSR ones.
 */
#include "example.h"

int main(void)
{
    const int nx = 25, ny = 17;
    laplacian A  = laplacian_2d(nx, ny, rocsparse_index_base_one);
    const int m  = A.m;
    double*   x  = example_alloc(sizeof(double) * m);
    double*   y  = example_alloc(sizeof(double) * m);
    double*   want = example_alloc(sizeof(double) * m);
    fill_random(x, m);
    const double alpha = 1.0, beta = 0.0; /* y = A * x: y's old values are not read */

    laplacian_2d_apply(nx, ny, x, want);

    rocsparse_handle    handle;
    rocsparse_mat_descr descr;
    CHECK(rocsparse_create_handle(&handle));
    CHECK(rocsparse_create_mat_descr(&descr));
    CHECK(rocsparse_set_mat_index_base(descr, rocsparse_index_base_one));

    device_csr     dA        = csr_to_device(&A);
    double*        d_x       = to_device(x, sizeof(double) * m);
    rocsparse_int* d_row_ind = NULL;
    double*        d_y       = NULL;
    CHECK(fsparse_malloc((void**)&d_row_ind, sizeof(rocsparse_int) * A.nnz));
    CHECK(fsparse_malloc((void**)&d_y, sizeof(double) * m));

    CHECK(rocsparse_csr2coo(handle, dA.row_ptr, A.nnz, m, d_row_ind, rocsparse_index_base_one));
    CHECK(rocsparse_dcoomv(handle, rocsparse_operation_none, m, m, A.nnz, &alpha, descr, dA.val,
                           d_row_ind, dA.col_ind, d_x, &beta, d_y));
    to_host(y, d_y, sizeof(double) * m);
    expect_close("dcoomv", y, want, m, 1e-14);

    device_csr_free(&dA);
    CHECK(fsparse_free(d_x));
    CHECK(fsparse_free(d_row_ind));
    CHECK(fsparse_free(d_y));
    CHECK(rocsparse_destroy_mat_descr(descr));
    CHECK(rocsparse_destroy_handle(handle));
    laplacian_free(&A);
    free(x);
    free(y);
    free(want);
    return EXIT_SUCCESS;
}
