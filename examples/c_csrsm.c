/* fsparse example: rocsparse_dcsrsm, a sparse triangular solve with
 * several right-hand sides at once, from C:
 *
 *   op(U) * X = alpha * B      (X overwrites B)
 *
 * U is the upper triangle of the 2D Laplacian, one-based; B is dense,
 * column-major, nrhs columns with leading dimension ldb. As for csrsv: the
 * buffer size, the analysis, the solves, the zero pivot.
 */
#include "example.h"

int main(void)
{
    const int nx = 10, ny = 13;
    laplacian A  = laplacian_2d(nx, ny, rocsparse_index_base_one);
    const int m = A.m, nrhs = 3, ldb = m;
    double*   X_true = example_alloc(sizeof(double) * ldb * nrhs);
    double*   B      = example_alloc(sizeof(double) * ldb * nrhs);
    fill_random(X_true, ldb * nrhs);
    const double alpha = 1.0;

    /* B = U * X_true, column by column, from the triangle taken on the host. */
    double* U = dense_triangle(&A, A.val, 0, 0);
    for(int j = 0; j < nrhs; ++j)
        dense_apply(m, U, X_true + j * ldb, B + j * ldb);
    free(U);

    rocsparse_handle    handle;
    rocsparse_mat_descr descr;
    rocsparse_mat_info  info;
    CHECK(rocsparse_create_handle(&handle));
    CHECK(rocsparse_create_mat_descr(&descr));
    CHECK(rocsparse_set_mat_index_base(descr, rocsparse_index_base_one));
    CHECK(rocsparse_set_mat_fill_mode(descr, rocsparse_fill_mode_upper));
    CHECK(rocsparse_create_mat_info(&info));
    device_csr     dA        = csr_to_device(&A);
    double*        d_B       = to_device(B, sizeof(double) * ldb * nrhs);

    const rocsparse_operation none = rocsparse_operation_none;
    size_t                    size;
    CHECK(rocsparse_dcsrsm_buffer_size(handle, none, none, m, nrhs, A.nnz, &alpha, descr, dA.val,
                                       dA.row_ptr, dA.col_ind, d_B, ldb, info,
                                       rocsparse_solve_policy_auto, &size));
    void* d_buffer = NULL;
    CHECK(fsparse_malloc(&d_buffer, size));
    CHECK(rocsparse_dcsrsm_analysis(handle, none, none, m, nrhs, A.nnz, &alpha, descr, dA.val,
                                    dA.row_ptr, dA.col_ind, d_B, ldb, info,
                                    rocsparse_analysis_policy_reuse, rocsparse_solve_policy_auto,
                                    d_buffer));
    CHECK(rocsparse_dcsrsm_solve(handle, none, none, m, nrhs, A.nnz, &alpha, descr, dA.val,
                                 dA.row_ptr, dA.col_ind, d_B, ldb, info,
                                 rocsparse_solve_policy_auto, d_buffer));
    rocsparse_int pivot;
    CHECK(rocsparse_csrsm_zero_pivot(handle, info, &pivot));
    to_host(B, d_B, sizeof(double) * ldb * nrhs);
    expect_close("dcsrsm_solve, U X = B", B, X_true, ldb * nrhs, 1e-13);
    CHECK(rocsparse_csrsm_clear(handle, info));

    CHECK(fsparse_free(d_buffer));
    device_csr_free(&dA);
    CHECK(fsparse_free(d_B));
    CHECK(rocsparse_destroy_mat_info(info));
    CHECK(rocsparse_destroy_mat_descr(descr));
    CHECK(rocsparse_destroy_handle(handle));
    laplacian_free(&A);
    free(X_true);
    free(B);
    return EXIT_SUCCESS;
}
