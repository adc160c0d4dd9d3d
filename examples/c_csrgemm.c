/* fsparse example: rocsparse_dcsrgemm, a sparse matrix times a sparse one,
 * from C:
 *
 *   C = alpha * A * A + beta * A
 *
 * A is the m x m 2D Laplacian in CSR (zero-based), C one-based. Three
 * calls: the buffer size (which also records in info that both terms are
 * present), C's row pointers and number of entries, then C's columns and
 * values. The result is checked against a dense product.
 */
#include "example.h"

int main(void)
{
    const int nx = 12, ny = 10;
    laplacian A = laplacian_2d(nx, ny, rocsparse_index_base_zero);
    const int m = A.m;
    const double alpha = 1.5, beta = -1.0;

    /* The dense reference: alpha * A * A + beta * A. */
    double* dense = example_alloc(sizeof(double) * m * m);
    double* want  = example_alloc(sizeof(double) * m * m);
    double* got   = example_alloc(sizeof(double) * m * m);
    for(int i = 0; i < m * m; ++i)
        dense[i] = 0.0, got[i] = 0.0;
    for(int i = 0; i < m; ++i)
        for(int p = A.row_ptr[i]; p < A.row_ptr[i + 1]; ++p)
            dense[i * m + A.col_ind[p]] = A.val[p];
    int want_nnz = 0;
    for(int i = 0; i < m; ++i)
        for(int j = 0; j < m; ++j)
        {
            double s = 0.0;
            for(int l = 0; l < m; ++l)
                s += dense[i * m + l] * dense[l * m + j];
            want[i * m + j] = alpha * s + beta * dense[i * m + j];
            want_nnz += want[i * m + j] != 0.0;
        }

    rocsparse_handle    handle;
    rocsparse_mat_descr descr_A, descr_C;
    rocsparse_mat_info  info;
    CHECK(rocsparse_create_handle(&handle));
    CHECK(rocsparse_create_mat_descr(&descr_A));
    CHECK(rocsparse_create_mat_descr(&descr_C));
    CHECK(rocsparse_set_mat_index_base(descr_C, rocsparse_index_base_one));
    CHECK(rocsparse_create_mat_info(&info));
    device_csr dA = csr_to_device(&A);
    const rocsparse_operation none = rocsparse_operation_none;

    /* A is every operand: A (m x m) times B = A, plus D = A. */
    size_t size;
    CHECK(rocsparse_dcsrgemm_buffer_size(handle, none, none, m, m, m, &alpha, descr_A, A.nnz, dA.row_ptr,
                                         dA.col_ind, descr_A, A.nnz, dA.row_ptr, dA.col_ind, &beta, descr_A,
                                         A.nnz, dA.row_ptr, dA.col_ind, info, &size));
    void*          buffer    = NULL;
    rocsparse_int* row_ptr_C = NULL;
    CHECK(fsparse_malloc(&buffer, size));
    CHECK(fsparse_malloc((void**)&row_ptr_C, sizeof(rocsparse_int) * (m + 1)));
    rocsparse_int nnz_C;
    CHECK(rocsparse_csrgemm_nnz(handle, none, none, m, m, m, descr_A, A.nnz, dA.row_ptr, dA.col_ind, descr_A,
                                A.nnz, dA.row_ptr, dA.col_ind, descr_A, A.nnz, dA.row_ptr, dA.col_ind, descr_C,
                                row_ptr_C, &nnz_C, info, buffer));
    rocsparse_int* col_ind_C = NULL;
    double*        val_C     = NULL;
    CHECK(fsparse_malloc((void**)&col_ind_C, sizeof(rocsparse_int) * nnz_C));
    CHECK(fsparse_malloc((void**)&val_C, sizeof(double) * nnz_C));
    CHECK(rocsparse_dcsrgemm(handle, none, none, m, m, m, &alpha, descr_A, A.nnz, dA.val, dA.row_ptr, dA.col_ind,
                             descr_A, A.nnz, dA.val, dA.row_ptr, dA.col_ind, &beta, descr_A, A.nnz, dA.val,
                             dA.row_ptr, dA.col_ind, descr_C, val_C, row_ptr_C, col_ind_C, info, buffer));

    /* C back on the host, spread out densely (one-based). */
    rocsparse_int* h_ptr = example_alloc(sizeof(rocsparse_int) * (m + 1));
    rocsparse_int* h_col = example_alloc(sizeof(rocsparse_int) * nnz_C);
    double*        h_val = example_alloc(sizeof(double) * nnz_C);
    to_host(h_ptr, row_ptr_C, sizeof(rocsparse_int) * (m + 1));
    to_host(h_col, col_ind_C, sizeof(rocsparse_int) * nnz_C);
    to_host(h_val, val_C, sizeof(double) * nnz_C);
    for(int i = 0; i < m; ++i)
        for(int p = h_ptr[i] - 1; p < h_ptr[i + 1] - 1; ++p)
            got[i * m + h_col[p] - 1] = h_val[p];
    printf("dcsrgemm: C has %d entries (expected %d)\n", nnz_C, want_nnz);
    if(nnz_C != want_nnz)
        return EXIT_FAILURE;
    expect_close("dcsrgemm", got, want, m * m, 1e-14);

    device_csr_free(&dA);
    CHECK(fsparse_free(buffer));
    CHECK(fsparse_free(row_ptr_C));
    CHECK(fsparse_free(col_ind_C));
    CHECK(fsparse_free(val_C));
    CHECK(rocsparse_destroy_mat_info(info));
    CHECK(rocsparse_destroy_mat_descr(descr_A));
    CHECK(rocsparse_destroy_mat_descr(descr_C));
    CHECK(rocsparse_destroy_handle(handle));
    laplacian_free(&A);
    free(dense), free(want), free(got), free(h_ptr), free(h_col), free(h_val);
    return EXIT_SUCCESS;
}
