/* fsparse example: rocsparse_dcsrmm, a sparse matrix times a dense one,
 * from C:
 *
 *   C = alpha * A * B + beta * C
 *
 * A is the m x m 2D Laplacian in CSR; B (m x n) and C (m x n) are dense
 * and column-major, with leading dimensions ldb and ldc that may exceed
 * the row count (here C has two rows of padding, which stay untouched).
 */
#include "example.h"

int main(void)
{
    const int nx = 12, ny = 10;
    laplacian A  = laplacian_2d(nx, ny, rocsparse_index_base_zero);
    const int m = A.m, n = 4; /* n columns of B and C */
    const int ldb = m, ldc = m + 2;
    double*   B    = example_alloc(sizeof(double) * ldb * n);
    double*   C0   = example_alloc(sizeof(double) * ldc * n);
    double*   C    = example_alloc(sizeof(double) * ldc * n);
    double*   want = example_alloc(sizeof(double) * ldc * n);
    fill_random(B, ldb * n);
    fill_random(C0, ldc * n);
    const double alpha = 1.5, beta = -1.0;

    /* Column by column: the stencil applied to each column of B. */
    for(int j = 0; j < n; ++j)
    {
        laplacian_2d_apply(nx, ny, B + j * ldb, want + j * ldc);
        for(int i = 0; i < ldc; ++i)
            want[j * ldc + i] = i < m ? alpha * want[j * ldc + i] + beta * C0[j * ldc + i]
                                      : C0[j * ldc + i];
    }

    rocsparse_handle    handle;
    rocsparse_mat_descr descr;
    CHECK(rocsparse_create_handle(&handle));
    CHECK(rocsparse_create_mat_descr(&descr));
    device_csr     dA        = csr_to_device(&A);
    double*        d_B       = to_device(B, sizeof(double) * ldb * n);
    double*        d_C       = to_device(C0, sizeof(double) * ldc * n);

    /* m rows of A and C, n columns of B and C, k = m columns of A. */
    CHECK(rocsparse_dcsrmm(handle, rocsparse_operation_none, rocsparse_operation_none, m, n, m,
                           A.nnz, &alpha, descr, dA.val, dA.row_ptr, dA.col_ind, d_B, ldb, &beta, d_C,
                           ldc));
    to_host(C, d_C, sizeof(double) * ldc * n);
    expect_close("dcsrmm", C, want, ldc * n, 1e-14);

    device_csr_free(&dA);
    CHECK(fsparse_free(d_B));
    CHECK(fsparse_free(d_C));
    CHECK(rocsparse_destroy_mat_descr(descr));
    CHECK(rocsparse_destroy_handle(handle));
    laplacian_free(&A);
    free(B);
    free(C0);
    free(C);
    free(want);
    return EXIT_SUCCESS;
}
