/* fsparse example: rocsparse_droti, a Givens rotation of a sparse vector
 * and the matching entries of a dense one, from C:
 *
 *   x_val[i], y[x_ind[i]]  <-  c * x_val[i] + s * y[x_ind[i]],
 *                             c * y[x_ind[i]] - s * x_val[i]
 */
#include "example.h"

int main(void)
{
    enum
    {
        n   = 25,
        nnz = 8
    };
    double        y[n], x_val[nnz], y_after[n], x_after[nnz];
    rocsparse_int x_ind[nnz];
    fill_random(y, n);
    fill_random(x_val, nnz);
    for(int i = 0; i < nnz; ++i)
        x_ind[i] = 3 * i + 1; /* one-based */
    const double angle = 0.3;
    const double c = cos(angle), s = sin(angle);

    rocsparse_handle handle;
    CHECK(rocsparse_create_handle(&handle));
    double*        d_y     = to_device(y, sizeof(y));
    double*        d_x_val = to_device(x_val, sizeof(x_val));
    rocsparse_int* d_x_ind = to_device(x_ind, sizeof(x_ind));

    /* c and s are host memory (host pointer mode). */
    CHECK(rocsparse_droti(handle, nnz, d_x_val, d_x_ind, d_y, &c, &s, rocsparse_index_base_one));
    to_host(x_after, d_x_val, sizeof(x_val));
    to_host(y_after, d_y, sizeof(y));

    double want_x[nnz], want_y[n];
    for(int i = 0; i < n; ++i)
        want_y[i] = y[i];
    for(int i = 0; i < nnz; ++i)
    {
        const double xi = x_val[i], yi = y[x_ind[i] - 1];
        want_x[i]            = c * xi + s * yi;
        want_y[x_ind[i] - 1] = c * yi - s * xi;
    }
    expect_close("droti: x", x_after, want_x, nnz, 1e-15);
    expect_close("droti: y", y_after, want_y, n, 1e-15);

    CHECK(fsparse_free(d_y));
    CHECK(fsparse_free(d_x_val));
    CHECK(fsparse_free(d_x_ind));
    CHECK(rocsparse_destroy_handle(handle));
    return EXIT_SUCCESS;
}
