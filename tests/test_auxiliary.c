/* The auxiliary functions: handle, stream, pointer mode, version, matrix
 * descriptor, HYB matrix and matrix info objects. */
#include <stdio.h>
#include <string.h>

#include "testutil.h"

static void test_handle_lifetime(void)
{
    rocsparse_handle handle = NULL;
    /* rocSPARSE's status for a null place to put the handle. */
    is_status(rocsparse_create_handle(NULL), rocsparse_status_invalid_handle, "create_handle(NULL)");
    is_status(rocsparse_destroy_handle(NULL), rocsparse_status_invalid_handle, "destroy_handle(NULL)");
    is_status(rocsparse_create_handle(&handle), rocsparse_status_success, "create_handle");
    ok(handle != NULL, "create_handle returns a handle");
    is_status(rocsparse_destroy_handle(handle), rocsparse_status_success, "destroy_handle");
}

static void test_stream(rocsparse_handle handle)
{
    hipStream_t stream = (hipStream_t)&stream; /* anything but null, to see it overwritten */
    is_status(rocsparse_get_stream(handle, &stream), rocsparse_status_success, "get_stream");
    ok(stream == NULL, "a new handle runs on the default (null) stream");
    is_status(rocsparse_set_stream(handle, NULL), rocsparse_status_success, "set_stream(null stream)");
    stream = (hipStream_t)&stream;
    is_status(rocsparse_get_stream(handle, &stream), rocsparse_status_success, "get_stream after set_stream");
    ok(stream == NULL, "get_stream gives back the null stream set");
    is_status(rocsparse_get_stream(handle, NULL), rocsparse_status_invalid_pointer, "get_stream(handle, NULL)");
    is_status(rocsparse_set_stream(NULL, NULL), rocsparse_status_invalid_handle, "set_stream with a null handle");
    is_status(rocsparse_get_stream(NULL, &stream), rocsparse_status_invalid_handle, "get_stream with a null handle");
}

static void test_pointer_mode(rocsparse_handle handle)
{
    rocsparse_pointer_mode mode = (rocsparse_pointer_mode)42;
    is_status(rocsparse_get_pointer_mode(handle, &mode), rocsparse_status_success, "get_pointer_mode");
    is_int(mode, rocsparse_pointer_mode_host, "a new handle is in host pointer mode");
    is_status(rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_device), rocsparse_status_success,
              "set_pointer_mode(device)");
    rocsparse_get_pointer_mode(handle, &mode);
    is_int(mode, rocsparse_pointer_mode_device, "get_pointer_mode gives device back");
    is_status(rocsparse_set_pointer_mode(handle, (rocsparse_pointer_mode)5), rocsparse_status_invalid_value,
              "set_pointer_mode(5)");
    rocsparse_get_pointer_mode(handle, &mode);
    is_int(mode, rocsparse_pointer_mode_device, "an invalid mode leaves the mode as it was");
    is_status(rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_host), rocsparse_status_success,
              "set_pointer_mode(host)");
    rocsparse_get_pointer_mode(handle, &mode);
    is_int(mode, rocsparse_pointer_mode_host, "get_pointer_mode gives host back");
    is_status(rocsparse_get_pointer_mode(handle, NULL), rocsparse_status_invalid_pointer,
              "get_pointer_mode(handle, NULL)");
    is_status(rocsparse_set_pointer_mode(NULL, rocsparse_pointer_mode_host), rocsparse_status_invalid_handle,
              "set_pointer_mode with a null handle");
    is_status(rocsparse_get_pointer_mode(NULL, &mode), rocsparse_status_invalid_handle,
              "get_pointer_mode with a null handle");
}

static void test_version(rocsparse_handle handle)
{
    int  version = -1;
    char rev[64];
    char own[32];
    is_status(rocsparse_get_version(handle, &version), rocsparse_status_success, "get_version");
    is_int(version, ROCSPARSE_VERSION_MAJOR * 100000 + ROCSPARSE_VERSION_MINOR * 100 + ROCSPARSE_VERSION_PATCH,
           "get_version agrees with rocsparse-version.h");
    /* The rocSPARSE API implemented, decoded as rocSPARSE's users decode it. */
    is_int(version / 100000, 1, "get_version: major version of the rocSPARSE API is 1");
    is_int(version / 100 % 1000, 8, "get_version: minor version of the rocSPARSE API is 8");
    is_int(version % 100, 9, "get_version: patch level of the rocSPARSE API is 9");
    /* fsparse's own version has macros of its own. */
    snprintf(own, sizeof(own), "%d.%d.%d", FSPARSE_VERSION_MAJOR, FSPARSE_VERSION_MINOR, FSPARSE_VERSION_PATCH);
    ok(strcmp(own, FSPARSE_VERSION_STRING) == 0, "FSPARSE_VERSION_STRING %s is FSPARSE_VERSION_MAJOR.MINOR.PATCH (%s)",
       FSPARSE_VERSION_STRING, own);
    is_status(rocsparse_get_version(handle, NULL), rocsparse_status_invalid_pointer, "get_version(handle, NULL)");
    is_status(rocsparse_get_version(NULL, &version), rocsparse_status_invalid_handle, "get_version, null handle");

    memset(rev, 'x', sizeof(rev));
    is_status(rocsparse_get_git_rev(handle, rev), rocsparse_status_success, "get_git_rev");
    const char* end = memchr(rev, '\0', sizeof(rev));
    ok(end != NULL && end > rev, "get_git_rev writes a non-empty string ending within 64 bytes");
    if(end != NULL)
        diag("git revision: %s", rev);
    is_status(rocsparse_get_git_rev(handle, NULL), rocsparse_status_invalid_pointer, "get_git_rev(handle, NULL)");
    is_status(rocsparse_get_git_rev(NULL, rev), rocsparse_status_invalid_handle, "get_git_rev, null handle");
}

/* The four fields of a descriptor, read through the getters. */
static int descr_is(rocsparse_mat_descr d, rocsparse_index_base base, rocsparse_matrix_type type,
                    rocsparse_fill_mode fill, rocsparse_diag_type diag)
{
    return rocsparse_get_mat_index_base(d) == base && rocsparse_get_mat_type(d) == type
           && rocsparse_get_mat_fill_mode(d) == fill && rocsparse_get_mat_diag_type(d) == diag;
}

/* One setter: every valid value sticks, invalid ones are refused and
 * change nothing, a null descriptor is refused. Written once for all four
 * setters through this table. */
typedef struct descr_field
{
    const char* name;
    rocsparse_status (*set)(rocsparse_mat_descr, int);
    int (*get)(rocsparse_mat_descr);
    int valid[4];
    int n_valid;
    int invalid[2];
} descr_field;

#define DESCR_ACCESSORS(field, type)                                                                         \
    static rocsparse_status set_##field(rocsparse_mat_descr d, int v)                                        \
    {                                                                                                        \
        return rocsparse_set_mat_##field(d, (type)v);                                                        \
    }                                                                                                        \
    static int get_##field(rocsparse_mat_descr d)                                                            \
    {                                                                                                        \
        return (int)rocsparse_get_mat_##field(d);                                                            \
    }
DESCR_ACCESSORS(index_base, rocsparse_index_base)
DESCR_ACCESSORS(type, rocsparse_matrix_type)
DESCR_ACCESSORS(fill_mode, rocsparse_fill_mode)
DESCR_ACCESSORS(diag_type, rocsparse_diag_type)

static const descr_field fields[] = {
    {"index_base", set_index_base, get_index_base, {1, 0}, 2, {2, -1}},
    {"type", set_type, get_type, {3, 2, 1, 0}, 4, {4, -1}},
    {"fill_mode", set_fill_mode, get_fill_mode, {1, 0}, 2, {2, -1}},
    {"diag_type", set_diag_type, get_diag_type, {1, 0}, 2, {2, -1}},
};

static void test_descr_setter(const descr_field* f)
{
    rocsparse_mat_descr d = NULL;
    rocsparse_create_mat_descr(&d);
    for(int k = 0; k < f->n_valid; ++k)
    {
        is_status(f->set(d, f->valid[k]), rocsparse_status_success, "set_mat_%s(%d)", f->name, f->valid[k]);
        is_int(f->get(d), f->valid[k], "get_mat_%s gives %d back", f->name, f->valid[k]);
    }
    f->set(d, f->valid[0]);
    for(int k = 0; k < 2; ++k)
    {
        is_status(f->set(d, f->invalid[k]), rocsparse_status_invalid_value, "set_mat_%s(%d)", f->name,
                  f->invalid[k]);
        is_int(f->get(d), f->valid[0], "set_mat_%s(%d) changes nothing", f->name, f->invalid[k]);
    }
    is_status(f->set(NULL, f->valid[0]), rocsparse_status_invalid_pointer, "set_mat_%s on a null descriptor",
              f->name);
    is_status(f->set(NULL, f->invalid[0]), rocsparse_status_invalid_pointer,
              "set_mat_%s on a null descriptor with an invalid value", f->name);
    rocsparse_destroy_mat_descr(d);
}

static void test_descr(void)
{
    rocsparse_mat_descr a = NULL, b = NULL;
    is_status(rocsparse_create_mat_descr(NULL), rocsparse_status_invalid_pointer, "create_mat_descr(NULL)");
    /* Nothing to destroy: success, as rocSPARSE's delete of a null pointer. */
    is_status(rocsparse_destroy_mat_descr(NULL), rocsparse_status_success, "destroy_mat_descr(NULL)");
    is_status(rocsparse_create_mat_descr(&a), rocsparse_status_success, "create_mat_descr");
    ok(descr_is(a, rocsparse_index_base_zero, rocsparse_matrix_type_general, rocsparse_fill_mode_lower,
                rocsparse_diag_type_non_unit),
       "a new descriptor is general, base zero, lower, non-unit");
    ok(descr_is(NULL, rocsparse_index_base_zero, rocsparse_matrix_type_general, rocsparse_fill_mode_lower,
                rocsparse_diag_type_non_unit),
       "getters on a null descriptor give the defaults");
    for(size_t k = 0; k < sizeof(fields) / sizeof(fields[0]); ++k)
        test_descr_setter(&fields[k]);

    /* Every field away from its default, so that a copy of any one shows. */
    rocsparse_set_mat_index_base(a, rocsparse_index_base_one);
    rocsparse_set_mat_type(a, rocsparse_matrix_type_triangular);
    rocsparse_set_mat_fill_mode(a, rocsparse_fill_mode_upper);
    rocsparse_set_mat_diag_type(a, rocsparse_diag_type_unit);
    rocsparse_create_mat_descr(&b);
    is_status(rocsparse_copy_mat_descr(b, a), rocsparse_status_success, "copy_mat_descr");
    ok(descr_is(b, rocsparse_index_base_one, rocsparse_matrix_type_triangular, rocsparse_fill_mode_upper,
                rocsparse_diag_type_unit),
       "copy_mat_descr copies all four fields");
    ok(descr_is(a, rocsparse_index_base_one, rocsparse_matrix_type_triangular, rocsparse_fill_mode_upper,
                rocsparse_diag_type_unit),
       "copy_mat_descr leaves the source alone");
    is_status(rocsparse_copy_mat_descr(a, a), rocsparse_status_success, "copy_mat_descr onto itself");
    ok(descr_is(a, rocsparse_index_base_one, rocsparse_matrix_type_triangular, rocsparse_fill_mode_upper,
                rocsparse_diag_type_unit),
       "copy_mat_descr onto itself changes nothing");
    rocsparse_set_mat_type(b, rocsparse_matrix_type_symmetric);
    is_int(rocsparse_get_mat_type(a), rocsparse_matrix_type_triangular, "the copy is independent of its source");
    is_status(rocsparse_copy_mat_descr(b, NULL), rocsparse_status_invalid_pointer, "copy_mat_descr, null source");
    is_int(rocsparse_get_mat_type(b), rocsparse_matrix_type_symmetric, "a failed copy leaves the destination");
    is_status(rocsparse_copy_mat_descr(NULL, a), rocsparse_status_invalid_pointer, "copy_mat_descr, null dest");
    is_status(rocsparse_destroy_mat_descr(b), rocsparse_status_success, "destroy_mat_descr (copy)");
    is_status(rocsparse_destroy_mat_descr(a), rocsparse_status_success, "destroy_mat_descr");
}

static void test_hyb_and_info(void)
{
    rocsparse_hyb_mat  hyb  = NULL;
    rocsparse_mat_info info = NULL;
    is_status(rocsparse_create_hyb_mat(NULL), rocsparse_status_invalid_pointer, "create_hyb_mat(NULL)");
    is_status(rocsparse_destroy_hyb_mat(NULL), rocsparse_status_invalid_pointer, "destroy_hyb_mat(NULL)");
    is_status(rocsparse_create_hyb_mat(&hyb), rocsparse_status_success, "create_hyb_mat");
    ok(hyb != NULL, "create_hyb_mat returns an object");
    is_status(rocsparse_destroy_hyb_mat(hyb), rocsparse_status_success, "destroy_hyb_mat");
    is_status(rocsparse_create_mat_info(NULL), rocsparse_status_invalid_pointer, "create_mat_info(NULL)");
    is_status(rocsparse_destroy_mat_info(NULL), rocsparse_status_invalid_pointer, "destroy_mat_info(NULL)");
    is_status(rocsparse_create_mat_info(&info), rocsparse_status_success, "create_mat_info");
    ok(info != NULL, "create_mat_info returns an object");
    is_status(rocsparse_destroy_mat_info(info), rocsparse_status_success, "destroy_mat_info");
}

/* A destroy given an object of another kind must refuse it and leave it
 * intact (the object is used afterwards). */
static void test_wrong_kind(void)
{
    rocsparse_mat_descr descr = NULL;
    rocsparse_mat_info  info  = NULL;
    rocsparse_create_mat_descr(&descr);
    rocsparse_create_mat_info(&info);
    rocsparse_set_mat_fill_mode(descr, rocsparse_fill_mode_upper);
    is_status(rocsparse_destroy_mat_info((rocsparse_mat_info)descr), rocsparse_status_invalid_pointer,
              "destroy_mat_info of a descriptor");
    is_status(rocsparse_destroy_hyb_mat((rocsparse_hyb_mat)descr), rocsparse_status_invalid_pointer,
              "destroy_hyb_mat of a descriptor");
    is_status(rocsparse_destroy_handle((rocsparse_handle)descr), rocsparse_status_invalid_handle,
              "destroy_handle of a descriptor");
    is_status(rocsparse_destroy_mat_descr((rocsparse_mat_descr)info), rocsparse_status_invalid_pointer,
              "destroy_mat_descr of a mat_info");
    is_int(rocsparse_get_mat_fill_mode(descr), rocsparse_fill_mode_upper, "the descriptor survives intact");
    is_status(rocsparse_destroy_mat_descr(descr), rocsparse_status_success, "then destroys as a descriptor");
    is_status(rocsparse_destroy_mat_info(info), rocsparse_status_success, "and the info as an info");
}

int main(void)
{
    test_init();
    test_handle_lifetime();
    rocsparse_handle handle = test_handle();
    test_stream(handle);
    test_pointer_mode(handle);
    test_version(handle);
    rocsparse_destroy_handle(handle);
    test_descr();
    test_hyb_and_info();
    test_wrong_kind();
    return done_testing();
}
