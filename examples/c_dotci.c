/* fsparse example: rocsparse_zdotci, the conjugated dot product of a
 * sparse and a dense complex vector, from C:
 *
 *   result = sum conj(x_val[i]) * y[x_ind[i]]
 *
 * The complex types are structs of two doubles, x (real) and y (imaginary).
 */
#include "example.h"

int main(void)
{
    enum
    {
        n   = 50, /* length of y */
        nnz = 12
    };
    rocsparse_double_complex x_val[nnz], y[n];
    rocsparse_int            x_ind[nnz];
    for(int i = 0; i < nnz; ++i)
    {
        x_val[i].x = example_random();
        x_val[i].y = example_random();
        x_ind[i]   = 4 * i + 1; /* distinct zero-based positions */
    }
    for(int i = 0; i < n; ++i)
    {
        y[i].x = example_random();
        y[i].y = example_random();
    }

    rocsparse_handle handle;
    CHECK(rocsparse_create_handle(&handle));
    rocsparse_double_complex* d_x_val = to_device(x_val, sizeof(x_val));
    rocsparse_int*            d_x_ind = to_device(x_ind, sizeof(x_ind));
    rocsparse_double_complex* d_y     = to_device(y, sizeof(y));

    /* The result is host memory (host pointer mode): there on return. */
    rocsparse_double_complex result;
    CHECK(rocsparse_zdotci(handle, nnz, d_x_val, d_x_ind, d_y, &result,
                           rocsparse_index_base_zero));

    /* (a - ib)(c + id) = (ac + bd) + i(ad - bc), summed on the host. */
    double want[2] = {0.0, 0.0};
    for(int i = 0; i < nnz; ++i)
    {
        const rocsparse_double_complex a = x_val[i], b = y[x_ind[i]];
        want[0] += a.x * b.x + a.y * b.y;
        want[1] += a.x * b.y - a.y * b.x;
    }
    const double got[2] = {result.x, result.y};
    expect_close("zdotci", got, want, 2, 1e-13);

    CHECK(fsparse_free(d_x_val));
    CHECK(fsparse_free(d_x_ind));
    CHECK(fsparse_free(d_y));
    CHECK(rocsparse_destroy_handle(handle));
    return EXIT_SUCCESS;
}
