/* fsparse example: rocsparse_dcsrilu0, the incomplete LU factorization
 * ILU(0), and the two triangular solves that apply it, from C, one-based:
 *
 *   A ~ L * U on A's pattern, in place of A's values: L below the
 *   diagonal with a unit diagonal (not stored), U on and above it;
 *   z = (L U)^-1 r:  L t = r, then U z = t   (rocsparse_dcsrsv_solve)
 *
 * Two descriptors name the two triangles of the one factored matrix:
 * lower with a unit diagonal, upper with a non-unit one. The checks:
 * L * U equals A on A's pattern, and L (U z) = r.
 */
#include "example.h"

int main(void)
{
    const int nx = 8, ny = 9;
    laplacian A  = laplacian_2d(nx, ny, rocsparse_index_base_one);
    const int m  = A.m;
    double*   factor = example_alloc(sizeof(double) * A.nnz);
    double*   got    = example_alloc(sizeof(double) * A.nnz);
    double*   r      = example_alloc(sizeof(double) * m);
    double*   z      = example_alloc(sizeof(double) * m);
    double*   t      = example_alloc(sizeof(double) * m);
    double*   luz    = example_alloc(sizeof(double) * m);
    fill_random(r, m);
    const double one = 1.0;

    rocsparse_handle    handle;
    rocsparse_mat_descr lower, upper;
    rocsparse_mat_info  info;
    CHECK(rocsparse_create_handle(&handle));
    CHECK(rocsparse_create_mat_descr(&lower));
    CHECK(rocsparse_set_mat_index_base(lower, rocsparse_index_base_one));
    CHECK(rocsparse_set_mat_fill_mode(lower, rocsparse_fill_mode_lower));
    CHECK(rocsparse_set_mat_diag_type(lower, rocsparse_diag_type_unit));
    CHECK(rocsparse_create_mat_descr(&upper));
    CHECK(rocsparse_set_mat_index_base(upper, rocsparse_index_base_one));
    CHECK(rocsparse_set_mat_fill_mode(upper, rocsparse_fill_mode_upper));
    CHECK(rocsparse_set_mat_diag_type(upper, rocsparse_diag_type_non_unit));
    CHECK(rocsparse_create_mat_info(&info));
    device_csr     dA        = csr_to_device(&A);
    double*        d_r       = to_device(r, sizeof(double) * m);
    double*        d_t       = NULL;
    double*        d_z       = NULL;
    CHECK(fsparse_malloc((void**)&d_t, sizeof(double) * m));
    CHECK(fsparse_malloc((void**)&d_z, sizeof(double) * m));

    size_t size, largest = 0;
    CHECK(rocsparse_dcsrilu0_buffer_size(handle, m, A.nnz, lower, dA.val, dA.row_ptr, dA.col_ind,
                                         info, &size));
    largest = size > largest ? size : largest;
    CHECK(rocsparse_dcsrsv_buffer_size(handle, rocsparse_operation_none, m, A.nnz, lower, dA.val,
                                       dA.row_ptr, dA.col_ind, info, &size));
    largest = size > largest ? size : largest;
    CHECK(rocsparse_dcsrsv_buffer_size(handle, rocsparse_operation_none, m, A.nnz, upper, dA.val,
                                       dA.row_ptr, dA.col_ind, info, &size));
    largest = size > largest ? size : largest;
    void* d_buffer = NULL;
    CHECK(fsparse_malloc(&d_buffer, largest));

    /* The factorization, in place of dA.val. */
    CHECK(rocsparse_dcsrilu0_analysis(handle, m, A.nnz, lower, dA.val, dA.row_ptr, dA.col_ind, info,
                                      rocsparse_analysis_policy_reuse,
                                      rocsparse_solve_policy_auto, d_buffer));
    CHECK(rocsparse_dcsrilu0(handle, m, A.nnz, lower, dA.val, dA.row_ptr, dA.col_ind, info,
                             rocsparse_solve_policy_auto, d_buffer));
    rocsparse_int pivot;
    CHECK(rocsparse_csrilu0_zero_pivot(handle, info, &pivot)); /* success: no zero pivot */

    /* L t = r, then U z = t: one analysis per triangle. */
    const rocsparse_operation none = rocsparse_operation_none;
    CHECK(rocsparse_dcsrsv_analysis(handle, none, m, A.nnz, lower, dA.val, dA.row_ptr, dA.col_ind,
                                    info, rocsparse_analysis_policy_reuse,
                                    rocsparse_solve_policy_auto, d_buffer));
    CHECK(rocsparse_dcsrsv_analysis(handle, none, m, A.nnz, upper, dA.val, dA.row_ptr, dA.col_ind,
                                    info, rocsparse_analysis_policy_reuse,
                                    rocsparse_solve_policy_auto, d_buffer));
    CHECK(rocsparse_dcsrsv_solve(handle, none, m, A.nnz, &one, lower, dA.val, dA.row_ptr, dA.col_ind,
                                 info, d_r, d_t, rocsparse_solve_policy_auto, d_buffer));
    CHECK(rocsparse_dcsrsv_solve(handle, none, m, A.nnz, &one, upper, dA.val, dA.row_ptr, dA.col_ind,
                                 info, d_t, d_z, rocsparse_solve_policy_auto, d_buffer));
    to_host(factor, dA.val, sizeof(double) * A.nnz);
    to_host(z, d_z, sizeof(double) * m);

    double* L = dense_triangle(&A, factor, 1, 1);
    double* U = dense_triangle(&A, factor, 0, 0);
    product_on_pattern(&A, L, U, got);
    expect_close("dcsrilu0: L U on the pattern of A", got, A.val, A.nnz, 1e-14);

    dense_apply(m, U, z, t);
    dense_apply(m, L, t, luz);
    expect_close("dcsrsv_solve twice: L U z = r", luz, r, m, 1e-13);

    CHECK(rocsparse_csrsv_clear(handle, lower, info));
    CHECK(rocsparse_csrsv_clear(handle, upper, info));
    CHECK(rocsparse_csrilu0_clear(handle, info));
    CHECK(fsparse_free(d_buffer));
    device_csr_free(&dA);
    CHECK(fsparse_free(d_r));
    CHECK(fsparse_free(d_t));
    CHECK(fsparse_free(d_z));
    CHECK(rocsparse_destroy_mat_info(info));
    CHECK(rocsparse_destroy_mat_descr(lower));
    CHECK(rocsparse_destroy_mat_descr(upper));
    CHECK(rocsparse_destroy_handle(handle));
    laplacian_free(&A);
    free(L);
    free(U);
    free(factor);
    free(got);
    free(r);
    free(z);
    free(t);
    free(luz);
    return EXIT_SUCCESS;
}
