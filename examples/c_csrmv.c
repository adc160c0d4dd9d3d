/* fsparse example: rocsparse_dcsrmv on a 2D Laplacian in CSR format, from
 * C, without and with an analysis:
 *
 *   y = alpha * A * x + beta * y
 *
 * Without analysis (info null) each call looks at the matrix afresh; a
 * product repeated on one matrix (an iterative solver's) is analysed once
 * with rocsparse_dcsrmv_analysis, and every call given that info uses it.
 */
#include "example.h"

int main(void)
{
    const int       nx = 30, ny = 20;
    laplacian       A  = laplacian_2d(nx, ny, rocsparse_index_base_zero);
    const int       m  = A.m;
    double*         x  = example_alloc(sizeof(double) * m);
    double*         y0 = example_alloc(sizeof(double) * m);
    double*         y  = example_alloc(sizeof(double) * m);
    double*         ax = example_alloc(sizeof(double) * m);
    double*         want = example_alloc(sizeof(double) * m);
    fill_random(x, m);
    fill_random(y0, m);
    const double alpha = 2.0, beta = -0.5;

    /* The independent result: the stencil applied on the host. */
    laplacian_2d_apply(nx, ny, x, ax);
    for(int i = 0; i < m; ++i)
        want[i] = alpha * ax[i] + beta * y0[i];

    rocsparse_handle    handle;
    rocsparse_mat_descr descr; /* general, zero-based: the defaults */
    rocsparse_mat_info  info;
    CHECK(rocsparse_create_handle(&handle));
    CHECK(rocsparse_create_mat_descr(&descr));
    CHECK(rocsparse_create_mat_info(&info));

    device_csr     dA        = csr_to_device(&A);
    double*        d_x       = to_device(x, sizeof(double) * m);
    double*        d_y       = to_device(y0, sizeof(double) * m);

    /* 1. Without analysis. */
    CHECK(rocsparse_dcsrmv(handle, rocsparse_operation_none, m, m, A.nnz, &alpha, descr, dA.val,
                           dA.row_ptr, dA.col_ind, NULL, d_x, &beta, d_y));
    to_host(y, d_y, sizeof(double) * m);
    expect_close("dcsrmv without analysis", y, want, m, 1e-14);

    /* 2. With analysis: once for the matrix, then any number of products. */
    CHECK(rocsparse_dcsrmv_analysis(handle, rocsparse_operation_none, m, m, A.nnz, descr, dA.val,
                                    dA.row_ptr, dA.col_ind, info));
    CHECK(fsparse_copy_to_device(d_y, y0, sizeof(double) * m));
    CHECK(rocsparse_dcsrmv(handle, rocsparse_operation_none, m, m, A.nnz, &alpha, descr, dA.val,
                           dA.row_ptr, dA.col_ind, info, d_x, &beta, d_y));
    to_host(y, d_y, sizeof(double) * m);
    expect_close("dcsrmv with analysis", y, want, m, 1e-14);
    CHECK(rocsparse_csrmv_clear(handle, info));

    device_csr_free(&dA);
    CHECK(fsparse_free(d_x));
    CHECK(fsparse_free(d_y));
    CHECK(rocsparse_destroy_mat_info(info));
    CHECK(rocsparse_destroy_mat_descr(descr));
    CHECK(rocsparse_destroy_handle(handle));
    laplacian_free(&A);
    free(x);
    free(y0);
    free(y);
    free(ax);
    free(want);
    return EXIT_SUCCESS;
}
