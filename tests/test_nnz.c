/* rocsparse_Xnnz in every precision, both directions and both pointer
 * modes: the counts per row or per column and the total against the
 * test's own count, on dense matrices with zero rows and zero columns,
 * negative zeros (zero) and, for complex, entries with one part zero (not
 * zero); ld > m with non-zero values in the rows past m that must not be
 * counted. The quick return writes a total of 0. Bad arguments:
 * test_structural_args. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparse_gen.h"

static const test_prec* const precisions[] = {&prec_s, &prec_d, &prec_c, &prec_z};

typedef rocsparse_status (*nnz_fn)(rocsparse_handle, rocsparse_direction, rocsparse_int, rocsparse_int,
                                   const rocsparse_mat_descr, const void*, rocsparse_int, rocsparse_int*,
                                   rocsparse_int*);
#define NNZ_OF(p, T) (nnz_fn) rocsparse_##p##nnz,
static const nnz_fn routines[] = {TEST_FOR_ALL(NNZ_OF)};

typedef struct dense_shape
{
    const char*   name;
    rocsparse_int m, n, ld;
} dense_shape;

static const dense_shape shapes[] = {
    {"1 x 1", 1, 1, 1},
    {"37 x 23, ld 40", 37, 23, 40},
    {"300 x 1", 300, 1, 300},
    {"1 x 300, ld 5", 1, 300, 5},
    {"2000 x 700, ld 2003", 2000, 700, 2003},
};

/* A random dense matrix: about a third of the entries zero (some -0),
 * every seventh row and every fifth column all zero, complex entries with
 * one part zero among the others; the rows past m hold ones. */
static void *draw(const test_prec* p, const dense_shape* s)
{
    const size_t len = (size_t)s->ld * (size_t)s->n;
    void*        A   = xmalloc(p->size * len);
    for(rocsparse_int j = 0; j < s->n; ++j)
        for(rocsparse_int i = 0; i < s->ld; ++i)
        {
            const size_t k = (size_t)j * s->ld + (size_t)i;
            ref_t        v;
            const int    r = rand_int(0, 8);
            if(i >= s->m)
                v = 1;
            else if(i % 7 == 3 || j % 5 == 2 || r < 2)
                v = 0;
            else if(r == 2)
                v = -0.0;
            else if(r == 3 && p->is_complex)
                v = (ref_t)(0.5L * I); /* real part zero */
            else if(r == 4)
                v = 0.25; /* imaginary part zero */
            else
                v = rand_int(1, 9) - 5 + (p->is_complex ? (long double)rand_int(1, 3) * I : 0);
            value_set(p, A, k, v);
        }
    return A;
}

static void check_case(rocsparse_handle h, size_t pi, const dense_shape* s, rocsparse_direction dir,
                       rocsparse_pointer_mode mode)
{
    const test_prec* p = precisions[pi];
    char             label[160];
    snprintf(label, sizeof(label), "rocsparse_%cnnz %s %s, %s", p->letter,
             dir == rocsparse_direction_row ? "per row" : "per column", mode_name(mode), s->name);
    void*               A     = draw(p, s);
    const rocsparse_int count = dir == rocsparse_direction_row ? s->m : s->n;
    rocsparse_int*      want  = calloc((size_t)count, sizeof(rocsparse_int));
    rocsparse_int       want_total = 0;
    for(rocsparse_int j = 0; j < s->n; ++j)
        for(rocsparse_int i = 0; i < s->m; ++i)
            if(value_get(p, A, (size_t)j * s->ld + (size_t)i) != 0)
            {
                ++want[dir == rocsparse_direction_row ? i : j];
                ++want_total;
            }
    void*               d_A      = dev_upload(A, p->size * (size_t)s->ld * (size_t)s->n);
    rocsparse_int*      d_counts = dev_ints((size_t)count, -777);
    rocsparse_int       total    = -777;
    rocsparse_int*      d_total  = dev_ints(1, -777);
    rocsparse_mat_descr descr    = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_general);
    set_mode(h, mode);
    rocsparse_int* result = mode == rocsparse_pointer_mode_host ? &total : d_total;
    if(is_status(routines[pi](h, dir, s->m, s->n, descr, d_A, s->ld, d_counts, result), rocsparse_status_success,
                 "%s: succeeds", label))
    {
        rocsparse_int* got = xmalloc(sizeof(rocsparse_int) * (size_t)count);
        dev_download(got, d_counts, sizeof(rocsparse_int) * (size_t)count);
        check_unchanged(got, want, sizeof(rocsparse_int) * (size_t)count, "%s: counts", label);
        if(mode == rocsparse_pointer_mode_device)
            dev_download(&total, d_total, sizeof(total));
        is_int(total, want_total, "%s: total", label);
        free(got);
    }
    set_mode(h, rocsparse_pointer_mode_host);
    rocsparse_destroy_mat_descr(descr);
    dev_free(d_A), dev_free(d_counts), dev_free(d_total);
    free(A), free(want);
}

/* No rows or no columns: a total of 0, in either mode, counts untouched. */
static void empty_cases(rocsparse_handle h)
{
    rocsparse_mat_descr descr = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_general);
    rocsparse_int*      d_counts = dev_ints(4, -777);
    rocsparse_int*      d_total  = dev_ints(1, -777);
    double*             d_A      = dev_random(&prec_d, 4, 0);
    for(int md = 0; md < 2; ++md)
    {
        set_mode(h, test_modes[md]);
        rocsparse_int  total  = -777;
        rocsparse_int* result = test_modes[md] == rocsparse_pointer_mode_host ? &total : d_total;
        is_status(rocsparse_dnnz(h, rocsparse_direction_row, 0, 4, descr, d_A, 1, d_counts, result),
                  rocsparse_status_success, "rocsparse_dnnz %s m = 0: succeeds", mode_name(test_modes[md]));
        if(test_modes[md] == rocsparse_pointer_mode_device)
            dev_download(&total, d_total, sizeof(total));
        is_int(total, 0, "rocsparse_dnnz %s m = 0: total 0", mode_name(test_modes[md]));
        rocsparse_int counts[4];
        dev_download(counts, d_counts, sizeof(counts));
        ok(counts[0] == -777 && counts[3] == -777, "rocsparse_dnnz %s m = 0: counts untouched",
           mode_name(test_modes[md]));
    }
    set_mode(h, rocsparse_pointer_mode_host);
    rocsparse_destroy_mat_descr(descr);
    dev_free(d_counts), dev_free(d_total), dev_free(d_A);
}

int main(void)
{
    test_init();
    rocsparse_handle h = test_handle();
    empty_cases(h);
    const rocsparse_direction dirs[] = {rocsparse_direction_row, rocsparse_direction_column};
    for(size_t pi = 0; pi < 4; ++pi)
        for(size_t s = 0; s < sizeof(shapes) / sizeof(shapes[0]); ++s)
            for(int d = 0; d < 2; ++d)
                for(int md = 0; md < 2; ++md)
                    check_case(h, pi, &shapes[s], dirs[d], test_modes[md]);
    is_status(rocsparse_destroy_handle(h), rocsparse_status_success, "destroy the handle");
    return done_testing();
}
