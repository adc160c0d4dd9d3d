/* rocsparse_Xgthr and rocsparse_Xgthrz: gather y's entries into x, the
 * latter zeroing exactly the gathered entries of y. */
#include <stdio.h>
#include <stdlib.h>

#include "testutil.h"

typedef rocsparse_status (*gthr_fn)(rocsparse_handle, rocsparse_int, void*, void*, const rocsparse_int*,
                                    rocsparse_index_base);

typedef struct gthr_routine
{
    const char*      name;
    const test_prec* prec;
    int              zero_y;
    gthr_fn          fn;
} gthr_routine;

/* gthr takes a const y and gthrz a writable one; one wrapper type serves both. */
#define WRAP_GTHR(p, T, name, ytype)                                                                         \
    static rocsparse_status name##_##p(rocsparse_handle h, rocsparse_int nnz, void* y, void* x_val,          \
                                       const rocsparse_int* x_ind, rocsparse_index_base base)                \
    {                                                                                                        \
        return rocsparse_##p##name(h, nnz, (ytype*)y, (T*)x_val, x_ind, base);                               \
    }
#define WRAP_GTHR_CONST(p, T) WRAP_GTHR(p, T, gthr, const T)
#define WRAP_GTHRZ(p, T) WRAP_GTHR(p, T, gthrz, T)
TEST_FOR_ALL(WRAP_GTHR_CONST)
TEST_FOR_ALL(WRAP_GTHRZ)

#define GTHR_ROW(p, T) {"rocsparse_" #p "gthr", &prec_##p, 0, gthr_##p},
#define GTHRZ_ROW(p, T) {"rocsparse_" #p "gthrz", &prec_##p, 1, gthrz_##p},
static const gthr_routine routines[] = {TEST_FOR_ALL(GTHR_ROW) TEST_FOR_ALL(GTHRZ_ROW)};

typedef struct gthr_args
{
    const gthr_routine* r;
    sparse_case*        sc;
} gthr_args;

static rocsparse_status gthr_with_nulls(void* ctx, rocsparse_handle h, rocsparse_int nnz, int base, unsigned nulls)
{
    const gthr_args* a = ctx;
    return a->r->fn(h, nnz, NULL_IF(nulls, 0, a->sc->d_y), NULL_IF(nulls, 1, a->sc->d_x),
                    NULL_IF(nulls, 2, a->sc->d_ind), (rocsparse_index_base)base);
}

/* x_val poisoned on the device: what the routine does not write stays NaN. */
static void poison_x(sparse_case* sc)
{
    void* nan = malloc(sc->prec->size * (size_t)sc->nnz);
    poison(sc->prec, nan, (size_t)sc->nnz);
    dev_store(sc->d_x, nan, sc->prec->size * (size_t)sc->nnz);
    free(nan);
}

static void bad_args(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    static const char* const names[] = {"y", "x_val", "x_ind"};
    const gthr_routine*      r       = routine;
    sparse_case              sc;
    char                     label[128];
    sparse_case_init(&sc, r->prec, 5, rocsparse_index_base_zero);
    poison_x(&sc);
    gthr_args a     = {r, &sc};
    out_buf   out[] = {{sc.d_x, r->prec->size * (size_t)sc.nnz, 1}, {sc.d_y, r->prec->size * (size_t)sc.ylen, 1}};
    snprintf(label, sizeof(label), "%s %s", r->name, mode_name(mode));
    check_bad_args(label, handle, &a, gthr_with_nulls, sc.nnz, names, 3, out, 2);
    sparse_case_free(&sc);
}

static void quick_return(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const gthr_routine* r = routine;
    sparse_case         sc;
    sparse_case_init(&sc, r->prec, 3, rocsparse_index_base_zero);
    poison_x(&sc);
    size_t x_bytes = r->prec->size * (size_t)sc.nnz, y_bytes = r->prec->size * (size_t)sc.ylen;
    void*  x_before = malloc(x_bytes);
    void*  x_after  = malloc(x_bytes);
    void*  y_after  = malloc(y_bytes);
    dev_download(x_before, sc.d_x, x_bytes);
    is_status(r->fn(handle, 0, NULL, NULL, NULL, rocsparse_index_base_one), rocsparse_status_success,
              "%s %s: nnz 0 with null arrays succeeds", r->name, mode_name(mode));
    is_status(r->fn(handle, 0, sc.d_y, sc.d_x, NULL, rocsparse_index_base_zero), rocsparse_status_success,
              "%s %s: nnz 0 with y and x_val succeeds", r->name, mode_name(mode));
    dev_download(x_after, sc.d_x, x_bytes);
    dev_download(y_after, sc.d_y, y_bytes);
    check_unchanged(x_after, x_before, x_bytes, "%s %s: nnz 0 leaves x_val untouched", r->name, mode_name(mode));
    check_unchanged(y_after, sc.y, y_bytes, "%s %s: nnz 0 leaves y untouched", r->name, mode_name(mode));
    free(x_before);
    free(x_after);
    free(y_after);
    sparse_case_free(&sc);
}

static void numeric(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode, rocsparse_int nnz,
                    rocsparse_index_base base)
{
    const gthr_routine* r = routine;
    const test_prec*    p = r->prec;
    sparse_case         sc;
    char                label[128];
    sparse_case_init(&sc, p, nnz, base);
    poison_x(&sc);
    case_label(label, sizeof(label), r->name, mode, base, nnz);
    is_status(r->fn(handle, nnz, sc.d_y, sc.d_x, sc.d_ind, base), rocsparse_status_success, "%s: succeeds", label);

    size_t n = (size_t)nnz, ylen = (size_t)sc.ylen;
    void*  x_got  = malloc(p->size * n);
    void*  y_got  = malloc(p->size * ylen);
    ref_t* x_want = malloc(sizeof(ref_t) * n);
    ref_t* y_want = malloc(sizeof(ref_t) * ylen);
    dev_download(x_got, sc.d_x, p->size * n);
    dev_download(y_got, sc.d_y, p->size * ylen);
    for(size_t j = 0; j < ylen; ++j)
        y_want[j] = value_get(p, sc.y, j);
    for(rocsparse_int i = 0; i < nnz; ++i)
    {
        x_want[i] = value_get(p, sc.y, sc_pos(&sc, i));
        if(r->zero_y)
            y_want[sc_pos(&sc, i)] = 0;
    }
    /* Copies: exact. */
    check_values(p, x_got, x_want, NULL, n, "%s: x_val holds the gathered entries", label);
    check_values(p, y_got, y_want, NULL, ylen,
                 r->zero_y ? "%s: exactly the gathered entries of y are zero" : "%s: y unchanged", label);
    free(x_got);
    free(y_got);
    free(x_want);
    free(y_want);
    sparse_case_free(&sc);
}

int main(void)
{
    static const level1_family family = {bad_args, quick_return, numeric};
    return LEVEL1_MAIN(family, routines);
}
