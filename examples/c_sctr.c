/* fsparse example: rocsparse_dsctr, scattering a sparse vector into a
 * dense one, from C:
 *
 *   y[x_ind[i]] = x_val[i]      (other entries of y unchanged)
 */
#include "example.h"

int main(void)
{
    enum
    {
        n   = 30,
        nnz = 6
    };
    double        y[n], x_val[nnz], y_after[n];
    rocsparse_int x_ind[nnz] = {3, 11, 4, 29, 0, 17}; /* distinct, zero-based */
    fill_random(y, n);
    fill_random(x_val, nnz);

    rocsparse_handle handle;
    CHECK(rocsparse_create_handle(&handle));
    double*        d_y     = to_device(y, sizeof(y));
    double*        d_x_val = to_device(x_val, sizeof(x_val));
    rocsparse_int* d_x_ind = to_device(x_ind, sizeof(x_ind));

    CHECK(rocsparse_dsctr(handle, nnz, d_x_val, d_x_ind, d_y, rocsparse_index_base_zero));
    to_host(y_after, d_y, sizeof(y));

    double want[n];
    for(int i = 0; i < n; ++i)
        want[i] = y[i];
    for(int i = 0; i < nnz; ++i)
        want[x_ind[i]] = x_val[i];
    expect_close("dsctr", y_after, want, n, 0.0);

    CHECK(fsparse_free(d_y));
    CHECK(fsparse_free(d_x_val));
    CHECK(fsparse_free(d_x_ind));
    CHECK(rocsparse_destroy_handle(handle));
    return EXIT_SUCCESS;
}
