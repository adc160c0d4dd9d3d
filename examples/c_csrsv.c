/* fsparse example: rocsparse_dcsrsv, a sparse triangular solve, from C:
 *
 *   op(L) * y = alpha * x
 *
 * L is the lower triangle of the 2D Laplacian: the descriptor's fill mode
 * picks it out of the full matrix (the upper entries are ignored), with a
 * non-unit diagonal. The steps: the size of a temporary buffer, one
 * analysis per operation (it depends on the pattern only and lives in the
 * matrix info), then any number of solves; the zero pivot says whether a
 * diagonal was missing or zero. Both op(L) = L and op(L) = L^T are solved,
 * the pair that applies an incomplete Cholesky preconditioner.
 */
#include "example.h"

int main(void)
{
    const int nx = 14, ny = 11;
    laplacian A  = laplacian_2d(nx, ny, rocsparse_index_base_zero);
    const int m  = A.m;
    double*   y_true = example_alloc(sizeof(double) * m);
    double*   x      = example_alloc(sizeof(double) * m);
    double*   y      = example_alloc(sizeof(double) * m);
    fill_random(y_true, m);
    const double alpha = 2.0;

    rocsparse_handle    handle;
    rocsparse_mat_descr descr;
    rocsparse_mat_info  info;
    CHECK(rocsparse_create_handle(&handle));
    CHECK(rocsparse_create_mat_descr(&descr));
    CHECK(rocsparse_set_mat_fill_mode(descr, rocsparse_fill_mode_lower));
    CHECK(rocsparse_set_mat_diag_type(descr, rocsparse_diag_type_non_unit));
    CHECK(rocsparse_create_mat_info(&info));
    device_csr     dA        = csr_to_device(&A);
    double*        d_x       = NULL;
    double*        d_y       = NULL;
    CHECK(fsparse_malloc((void**)&d_x, sizeof(double) * m));
    CHECK(fsparse_malloc((void**)&d_y, sizeof(double) * m));

    /* One buffer serves the analyses and solves of both operations. */
    size_t size_none, size_trans;
    CHECK(rocsparse_dcsrsv_buffer_size(handle, rocsparse_operation_none, m, A.nnz, descr, dA.val,
                                       dA.row_ptr, dA.col_ind, info, &size_none));
    CHECK(rocsparse_dcsrsv_buffer_size(handle, rocsparse_operation_transpose, m, A.nnz, descr,
                                       dA.val, dA.row_ptr, dA.col_ind, info, &size_trans));
    void* d_buffer = NULL;
    CHECK(fsparse_malloc(&d_buffer, size_none > size_trans ? size_none : size_trans));

    const rocsparse_operation ops[2]   = {rocsparse_operation_none, rocsparse_operation_transpose};
    const char*               names[2] = {"dcsrsv_solve, L y = alpha x", "dcsrsv_solve, L^T y = alpha x"};
    for(int o = 0; o < 2; ++o)
    {
        /* x = op(L) * y_true / alpha, from the triangle taken on the host:
         * the solve must give y_true back. For this symmetric matrix L^T
         * is the upper triangle. */
        double* T = dense_triangle(&A, A.val, ops[o] == rocsparse_operation_none, 0);
        dense_apply(m, T, y_true, x);
        free(T);
        for(int i = 0; i < m; ++i)
            x[i] /= alpha;
        CHECK(fsparse_copy_to_device(d_x, x, sizeof(double) * m));

        CHECK(rocsparse_dcsrsv_analysis(handle, ops[o], m, A.nnz, descr, dA.val, dA.row_ptr,
                                        dA.col_ind, info, rocsparse_analysis_policy_reuse,
                                        rocsparse_solve_policy_auto, d_buffer));
        CHECK(rocsparse_dcsrsv_solve(handle, ops[o], m, A.nnz, &alpha, descr, dA.val, dA.row_ptr,
                                     dA.col_ind, info, d_x, d_y, rocsparse_solve_policy_auto,
                                     d_buffer));
        /* Success and -1: no zero pivot (else rocsparse_status_zero_pivot
         * and the first row, in the descriptor's base, whose diagonal was
         * missing or zero). */
        rocsparse_int pivot;
        CHECK(rocsparse_csrsv_zero_pivot(handle, descr, info, &pivot));
        to_host(y, d_y, sizeof(double) * m);
        expect_close(names[o], y, y_true, m, 1e-13);
    }
    CHECK(rocsparse_csrsv_clear(handle, descr, info));

    CHECK(fsparse_free(d_buffer));
    device_csr_free(&dA);
    CHECK(fsparse_free(d_x));
    CHECK(fsparse_free(d_y));
    CHECK(rocsparse_destroy_mat_info(info));
    CHECK(rocsparse_destroy_mat_descr(descr));
    CHECK(rocsparse_destroy_handle(handle));
    laplacian_free(&A);
    free(y_true);
    free(x);
    free(y);
    return EXIT_SUCCESS;
}
