/* fsparse example: Level 1 on a one-based sparse vector, from C.
 *
 *   y <- y + alpha * x      (rocsparse_daxpyi)
 *   d <- x . y              (rocsparse_ddoti)
 *
 * x is sparse: nnz values with their one-based positions in y. Device
 * memory comes from fsparse-device.h, so the same program runs on a GPU
 * build and on the host backend. The program checks both results against
 * its own loop and exits non-zero on a wrong one. Build it against an
 * installed library (example.h lies beside this file):
 *
 *   cc c_level1.c $(pkg-config --cflags rocsparse) \
 *      $(pkg-config --libs --static rocsparse) -o c_level1
 */
#include "example.h"

int main(void)
{
    enum
    {
        n   = 8, /* length of the dense vector y */
        nnz = 3 /* entries of the sparse vector x */
    };
    const double        x_val[nnz] = {1.5, -2.0, 4.0};
    const rocsparse_int x_ind[nnz] = {2, 5, 8}; /* one-based positions in y */
    double              y[n]       = {1, 2, 3, 4, 5, 6, 7, 8};
    double              want_y[n];
    const double        alpha      = 2.0;
    double              dot        = 0.0;

    rocsparse_handle handle;
    CHECK(rocsparse_create_handle(&handle));

    /* The vectors live in device memory; alpha and the dot result stay on
     * the host (the handle's default, host pointer mode). */
    double*        d_x_val = NULL;
    rocsparse_int* d_x_ind = NULL;
    double*        d_y     = NULL;
    CHECK(fsparse_malloc((void**)&d_x_val, sizeof(x_val)));
    CHECK(fsparse_malloc((void**)&d_x_ind, sizeof(x_ind)));
    CHECK(fsparse_malloc((void**)&d_y, sizeof(y)));
    CHECK(fsparse_copy_to_device(d_x_val, x_val, sizeof(x_val)));
    CHECK(fsparse_copy_to_device(d_x_ind, x_ind, sizeof(x_ind)));
    CHECK(fsparse_copy_to_device(d_y, y, sizeof(y)));

    CHECK(rocsparse_daxpyi(handle, nnz, &alpha, d_x_val, d_x_ind, d_y, rocsparse_index_base_one));
    /* A host result is complete when ddoti returns. */
    CHECK(rocsparse_ddoti(handle, nnz, d_x_val, d_x_ind, d_y, &dot, rocsparse_index_base_one));

    /* The blocking copy also waits for daxpyi. */
    CHECK(fsparse_copy_to_host(y, d_y, sizeof(y)));

    /* The same on the host. Every value here is exact in binary, so the
     * results must be equal, not close. */
    double want_dot = 0.0;
    for(int i = 0; i < n; ++i)
        want_y[i] = i + 1;
    for(int k = 0; k < nnz; ++k)
        want_y[x_ind[k] - 1] += alpha * x_val[k];
    for(int k = 0; k < nnz; ++k)
        want_dot += x_val[k] * want_y[x_ind[k] - 1];
    int wrong = dot != want_dot;
    for(int i = 0; i < n; ++i)
        wrong |= y[i] != want_y[i];

    printf("y after daxpyi:");
    for(int i = 0; i < n; ++i)
        printf(" %.1f", y[i]);
    printf("\nx . y after daxpyi: %.1f\n", dot);

    CHECK(fsparse_free(d_x_val));
    CHECK(fsparse_free(d_x_ind));
    CHECK(fsparse_free(d_y));
    CHECK(rocsparse_destroy_handle(handle));
    if(wrong)
        fprintf(stderr, "c_level1: wrong result\n");
    return wrong ? EXIT_FAILURE : EXIT_SUCCESS;
}
