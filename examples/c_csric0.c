/* fsparse example: rocsparse_dcsric0, the incomplete Cholesky
 * factorization IC(0), and the two triangular solves that apply it as a
 * preconditioner, from C:
 *
 *   A ~ L * L^T, L with A's lower pattern, in place of A's values;
 *   z = (L L^T)^-1 r:  L t = r, then L^T z = t   (rocsparse_dcsrsv_solve)
 *
 * The factorization and csrsv's lower solve share one analysis of the
 * lower triangle (analysis policy reuse); the transposed solve has its own.
 * The checks: L * L^T equals A on A's lower pattern (what IC(0) means),
 * and L (L^T z) = r.
 */
#include "example.h"

int main(void)
{
    const int nx = 9, ny = 8;
    laplacian A  = laplacian_2d(nx, ny, rocsparse_index_base_zero);
    const int m  = A.m;
    double*   factor = example_alloc(sizeof(double) * A.nnz);
    double*   got    = example_alloc(sizeof(double) * A.nnz);
    double*   r      = example_alloc(sizeof(double) * m);
    double*   z      = example_alloc(sizeof(double) * m);
    double*   t      = example_alloc(sizeof(double) * m);
    double*   lz     = example_alloc(sizeof(double) * m);
    fill_random(r, m);
    const double one = 1.0;

    rocsparse_handle    handle;
    rocsparse_mat_descr descr; /* lower, non-unit: L and the matrix it comes from */
    rocsparse_mat_info  info;
    CHECK(rocsparse_create_handle(&handle));
    CHECK(rocsparse_create_mat_descr(&descr));
    CHECK(rocsparse_set_mat_fill_mode(descr, rocsparse_fill_mode_lower));
    CHECK(rocsparse_create_mat_info(&info));
    device_csr     dA        = csr_to_device(&A);
    double*        d_r       = to_device(r, sizeof(double) * m);
    double*        d_t       = NULL;
    double*        d_z       = NULL;
    CHECK(fsparse_malloc((void**)&d_t, sizeof(double) * m));
    CHECK(fsparse_malloc((void**)&d_z, sizeof(double) * m));

    /* One buffer, as large as the largest of the three routines need. */
    size_t size, largest = 0;
    CHECK(rocsparse_dcsric0_buffer_size(handle, m, A.nnz, descr, dA.val, dA.row_ptr, dA.col_ind, info,
                                        &size));
    largest = size > largest ? size : largest;
    CHECK(rocsparse_dcsrsv_buffer_size(handle, rocsparse_operation_none, m, A.nnz, descr, dA.val,
                                       dA.row_ptr, dA.col_ind, info, &size));
    largest = size > largest ? size : largest;
    CHECK(rocsparse_dcsrsv_buffer_size(handle, rocsparse_operation_transpose, m, A.nnz, descr,
                                       dA.val, dA.row_ptr, dA.col_ind, info, &size));
    largest = size > largest ? size : largest;
    void* d_buffer = NULL;
    CHECK(fsparse_malloc(&d_buffer, largest));

    /* The factorization, in place of dA.val. */
    CHECK(rocsparse_dcsric0_analysis(handle, m, A.nnz, descr, dA.val, dA.row_ptr, dA.col_ind, info,
                                     rocsparse_analysis_policy_reuse, rocsparse_solve_policy_auto,
                                     d_buffer));
    CHECK(rocsparse_dcsric0(handle, m, A.nnz, descr, dA.val, dA.row_ptr, dA.col_ind, info,
                            rocsparse_solve_policy_auto, d_buffer));
    rocsparse_int pivot;
    CHECK(rocsparse_csric0_zero_pivot(handle, info, &pivot)); /* success: no zero pivot */

    /* The two solves with the factor. */
    CHECK(rocsparse_dcsrsv_analysis(handle, rocsparse_operation_none, m, A.nnz, descr, dA.val,
                                    dA.row_ptr, dA.col_ind, info, rocsparse_analysis_policy_reuse,
                                    rocsparse_solve_policy_auto, d_buffer));
    CHECK(rocsparse_dcsrsv_analysis(handle, rocsparse_operation_transpose, m, A.nnz, descr, dA.val,
                                    dA.row_ptr, dA.col_ind, info, rocsparse_analysis_policy_reuse,
                                    rocsparse_solve_policy_auto, d_buffer));
    CHECK(rocsparse_dcsrsv_solve(handle, rocsparse_operation_none, m, A.nnz, &one, descr, dA.val,
                                 dA.row_ptr, dA.col_ind, info, d_r, d_t, rocsparse_solve_policy_auto,
                                 d_buffer));
    CHECK(rocsparse_dcsrsv_solve(handle, rocsparse_operation_transpose, m, A.nnz, &one, descr,
                                 dA.val, dA.row_ptr, dA.col_ind, info, d_t, d_z,
                                 rocsparse_solve_policy_auto, d_buffer));
    to_host(factor, dA.val, sizeof(double) * A.nnz);
    to_host(z, d_z, sizeof(double) * m);

    /* L * L^T on A's lower pattern must be A there. */
    double* L  = dense_triangle(&A, factor, 1, 0);
    double* LT = example_alloc(sizeof(double) * m * m);
    for(int i = 0; i < m; ++i)
        for(int j = 0; j < m; ++j)
            LT[j * m + i] = L[i * m + j];
    product_on_pattern(&A, L, LT, got);
    for(int i = 0; i < m; ++i)
        for(int k = A.row_ptr[i]; k < A.row_ptr[i + 1]; ++k)
            if(A.col_ind[k] > i)
                got[k] = A.val[k]; /* the upper pattern is not L's */
    expect_close("dcsric0: L L^T on the lower pattern of A", got, A.val, A.nnz, 1e-14);

    /* L (L^T z) must be r. */
    dense_apply(m, LT, z, t);
    dense_apply(m, L, t, lz);
    expect_close("dcsrsv_solve twice: L L^T z = r", lz, r, m, 1e-13);

    CHECK(rocsparse_csrsv_clear(handle, descr, info));
    CHECK(rocsparse_csric0_clear(handle, info));
    CHECK(fsparse_free(d_buffer));
    device_csr_free(&dA);
    CHECK(fsparse_free(d_r));
    CHECK(fsparse_free(d_t));
    CHECK(fsparse_free(d_z));
    CHECK(rocsparse_destroy_mat_info(info));
    CHECK(rocsparse_destroy_mat_descr(descr));
    CHECK(rocsparse_destroy_handle(handle));
    laplacian_free(&A);
    free(L);
    free(LT);
    free(factor);
    free(got);
    free(r);
    free(z);
    free(t);
    free(lz);
    return EXIT_SUCCESS;
}
