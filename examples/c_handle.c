/* fsparse example: the handle, the version, pointer modes and the matrix
 * descriptor, from C.
 *
 * A handle carries the stream and the pointer mode that every routine
 * called with it uses; a descriptor carries a matrix's type, index base,
 * fill mode and diagonal type. The example checks that each setting reads
 * back as set and that the library reports the version its header names.
 */
#include "example.h"

#include <string.h>

/* Stops with a message when a read-back value is not the expected one. */
static void expect_equal(const char* what, int got, int want)
{
    printf("%s: %d\n", what, got);
    if(got != want)
    {
        fprintf(stderr, "%s: got %d, expected %d\n", what, got, want);
        exit(EXIT_FAILURE);
    }
}

int main(void)
{
    rocsparse_handle handle;
    CHECK(rocsparse_create_handle(&handle));

    /* The version of the rocSPARSE API (1.8.9), as the header says it,
     * and fsparse's own release beside it. */
    int version;
    CHECK(rocsparse_get_version(handle, &version));
    expect_equal("rocsparse_get_version", version,
                 ROCSPARSE_VERSION_MAJOR * 100000 + ROCSPARSE_VERSION_MINOR * 100
                     + ROCSPARSE_VERSION_PATCH);
    char rev[64];
    CHECK(rocsparse_get_git_rev(handle, rev));
    printf("fsparse %s, revision %s\n", FSPARSE_VERSION_STRING, rev);
    if(memchr(rev, '\0', sizeof(rev)) == NULL)
    {
        fprintf(stderr, "rocsparse_get_git_rev: no terminating NUL\n");
        return EXIT_FAILURE;
    }

    /* A new handle is in host pointer mode: scalars such as alpha and
     * results such as a dot product are host memory. */
    rocsparse_pointer_mode mode;
    CHECK(rocsparse_get_pointer_mode(handle, &mode));
    expect_equal("pointer mode of a new handle", mode, rocsparse_pointer_mode_host);
    CHECK(rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_device));
    CHECK(rocsparse_get_pointer_mode(handle, &mode));
    expect_equal("pointer mode after setting device", mode, rocsparse_pointer_mode_device);
    CHECK(rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_host));

    /* A mode outside the enum is refused, and the handle keeps its mode. */
    rocsparse_status status = rocsparse_set_pointer_mode(handle, (rocsparse_pointer_mode)7);
    expect_equal("set_pointer_mode(7)", status, rocsparse_status_invalid_value);
    CHECK(rocsparse_get_pointer_mode(handle, &mode));
    expect_equal("pointer mode after the refused call", mode, rocsparse_pointer_mode_host);

    /* The default stream (null) unless set_stream gave another. */
    hipStream_t stream;
    CHECK(rocsparse_get_stream(handle, &stream));
    expect_equal("stream of a new handle is the default", stream == NULL, 1);

    /* A new descriptor: general, zero-based, lower, non-unit. */
    rocsparse_mat_descr descr;
    CHECK(rocsparse_create_mat_descr(&descr));
    expect_equal("descriptor type", rocsparse_get_mat_type(descr), rocsparse_matrix_type_general);
    expect_equal("descriptor base", rocsparse_get_mat_index_base(descr),
                 rocsparse_index_base_zero);
    expect_equal("descriptor fill", rocsparse_get_mat_fill_mode(descr), rocsparse_fill_mode_lower);
    expect_equal("descriptor diagonal", rocsparse_get_mat_diag_type(descr),
                 rocsparse_diag_type_non_unit);

    /* What a one-based upper triangle with a unit diagonal looks like;
     * a copy carries every setting. */
    CHECK(rocsparse_set_mat_index_base(descr, rocsparse_index_base_one));
    CHECK(rocsparse_set_mat_fill_mode(descr, rocsparse_fill_mode_upper));
    CHECK(rocsparse_set_mat_diag_type(descr, rocsparse_diag_type_unit));
    rocsparse_mat_descr copy;
    CHECK(rocsparse_create_mat_descr(&copy));
    CHECK(rocsparse_copy_mat_descr(copy, descr));
    expect_equal("copied base", rocsparse_get_mat_index_base(copy), rocsparse_index_base_one);
    expect_equal("copied fill", rocsparse_get_mat_fill_mode(copy), rocsparse_fill_mode_upper);
    expect_equal("copied diagonal", rocsparse_get_mat_diag_type(copy), rocsparse_diag_type_unit);

    /* The other objects: a HYB matrix (filled by csr2hyb) and a matrix
     * info (holding the analyses of csrmv, csrsv, csrsm, csric0, csrilu0). */
    rocsparse_hyb_mat hyb;
    rocsparse_mat_info info;
    CHECK(rocsparse_create_hyb_mat(&hyb));
    CHECK(rocsparse_create_mat_info(&info));

    CHECK(rocsparse_destroy_mat_info(info));
    CHECK(rocsparse_destroy_hyb_mat(hyb));
    CHECK(rocsparse_destroy_mat_descr(copy));
    CHECK(rocsparse_destroy_mat_descr(descr));
    CHECK(rocsparse_destroy_handle(handle));
    printf("c_handle: all settings read back as set\n");
    return EXIT_SUCCESS;
}
