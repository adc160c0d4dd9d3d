/* fsparse example: rocsparse_dgthr, gathering a sparse vector out of a
 * dense one, from C:
 *
 *   x_val[i] = y[x_ind[i]]      (y unchanged)
 *
 * Positions are one-based here, as they are in a Fortran program.
 */
#include "example.h"

int main(void)
{
    enum
    {
        n   = 40,
        nnz = 9
    };
    double        y[n], x_val[nnz], y_after[n];
    rocsparse_int x_ind[nnz];
    fill_random(y, n);
    for(int i = 0; i < nnz; ++i)
        x_ind[i] = n - 4 * i; /* distinct, descending: any order is fine */

    rocsparse_handle handle;
    CHECK(rocsparse_create_handle(&handle));
    double*        d_y     = to_device(y, sizeof(y));
    rocsparse_int* d_x_ind = to_device(x_ind, sizeof(x_ind));
    double*        d_x_val = NULL;
    CHECK(fsparse_malloc((void**)&d_x_val, sizeof(x_val)));

    CHECK(rocsparse_dgthr(handle, nnz, d_y, d_x_val, d_x_ind, rocsparse_index_base_one));
    to_host(x_val, d_x_val, sizeof(x_val));
    to_host(y_after, d_y, sizeof(y));

    double want[nnz];
    for(int i = 0; i < nnz; ++i)
        want[i] = y[x_ind[i] - 1];
    expect_close("dgthr: gathered values", x_val, want, nnz, 0.0);
    expect_close("dgthr: y unchanged", y_after, y, n, 0.0);

    CHECK(fsparse_free(d_y));
    CHECK(fsparse_free(d_x_ind));
    CHECK(fsparse_free(d_x_val));
    CHECK(rocsparse_destroy_handle(handle));
    return EXIT_SUCCESS;
}
