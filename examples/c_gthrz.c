/* fsparse example: rocsparse_dgthrz, gathering a sparse vector out of a
 * dense one and zeroing what was gathered, from C:
 *
 *   x_val[i] = y[x_ind[i]];  y[x_ind[i]] = 0
 */
#include "example.h"

int main(void)
{
    enum
    {
        n   = 40,
        nnz = 7
    };
    double        y[n], x_val[nnz], y_after[n];
    rocsparse_int x_ind[nnz];
    fill_random(y, n);
    for(int i = 0; i < nnz; ++i)
        x_ind[i] = 5 * i + 2; /* distinct zero-based positions */

    rocsparse_handle handle;
    CHECK(rocsparse_create_handle(&handle));
    double*        d_y     = to_device(y, sizeof(y));
    rocsparse_int* d_x_ind = to_device(x_ind, sizeof(x_ind));
    double*        d_x_val = NULL;
    CHECK(fsparse_malloc((void**)&d_x_val, sizeof(x_val)));

    CHECK(rocsparse_dgthrz(handle, nnz, d_y, d_x_val, d_x_ind, rocsparse_index_base_zero));
    to_host(x_val, d_x_val, sizeof(x_val));
    to_host(y_after, d_y, sizeof(y));

    double want_x[nnz], want_y[n];
    for(int i = 0; i < n; ++i)
        want_y[i] = y[i];
    for(int i = 0; i < nnz; ++i)
    {
        want_x[i]         = y[x_ind[i]];
        want_y[x_ind[i]] = 0.0;
    }
    expect_close("dgthrz: gathered values", x_val, want_x, nnz, 0.0);
    expect_close("dgthrz: y with the gathered entries zeroed", y_after, want_y, n, 0.0);

    CHECK(fsparse_free(d_y));
    CHECK(fsparse_free(d_x_ind));
    CHECK(fsparse_free(d_x_val));
    CHECK(rocsparse_destroy_handle(handle));
    return EXIT_SUCCESS;
}
