/* rocsparse_Xaxpyi: y += alpha * x with x sparse, against a naive reference,
 * and bit for bit against rocSPARSE's own reference order of fused
 * multiply-adds; alpha 0 leaves y bit for bit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

typedef rocsparse_status (*axpyi_fn)(rocsparse_handle, rocsparse_int, const void*, const void*,
                                     const rocsparse_int*, void*, rocsparse_index_base);

typedef struct axpyi_routine
{
    const char*      name;
    const test_prec* prec;
    axpyi_fn         fn;
} axpyi_routine;

#define WRAP_AXPYI(p, T)                                                                                     \
    static rocsparse_status axpyi_##p(rocsparse_handle h, rocsparse_int nnz, const void* alpha,              \
                                      const void* x_val, const rocsparse_int* x_ind, void* y,                \
                                      rocsparse_index_base base)                                             \
    {                                                                                                        \
        return rocsparse_##p##axpyi(h, nnz, (const T*)alpha, (const T*)x_val, x_ind, (T*)y, base);           \
    }
TEST_FOR_ALL(WRAP_AXPYI)

#define AXPYI_ROW(p, T) {"rocsparse_" #p "axpyi", &prec_##p, axpyi_##p},
static const axpyi_routine routines[] = {TEST_FOR_ALL(AXPYI_ROW)};

typedef struct axpyi_args
{
    const axpyi_routine* r;
    void*                alpha;
    sparse_case*         sc;
} axpyi_args;

static rocsparse_status axpyi_with_nulls(void* ctx, rocsparse_handle h, rocsparse_int nnz, int base, unsigned nulls)
{
    const axpyi_args* a = ctx;
    return a->r->fn(h, nnz, NULL_IF(nulls, 0, a->alpha), NULL_IF(nulls, 1, a->sc->d_x),
                    NULL_IF(nulls, 2, a->sc->d_ind), NULL_IF(nulls, 3, a->sc->d_y), (rocsparse_index_base)base);
}

static void bad_args(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    static const char* const names[] = {"alpha", "x_val", "x_ind", "y"};
    const axpyi_routine*     r       = routine;
    char                     alpha[16];
    sparse_case              sc;
    char                     label[128];
    sparse_case_init(&sc, r->prec, 5, rocsparse_index_base_zero);
    poison(r->prec, sc.y, (size_t)sc.ylen);
    dev_store(sc.d_y, sc.y, r->prec->size * (size_t)sc.ylen);
    random_values(r->prec, alpha, 1);
    axpyi_args a   = {r, scalar_arg(mode, alpha, r->prec->size), &sc};
    out_buf    y[] = {{sc.d_y, r->prec->size * (size_t)sc.ylen, 1}};
    snprintf(label, sizeof(label), "%s %s", r->name, mode_name(mode));
    check_bad_args(label, handle, &a, axpyi_with_nulls, sc.nnz, names, 4, y, 1);
    scalar_done(mode, alpha, a.alpha, r->prec->size);
    sparse_case_free(&sc);
}

static void quick_return(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const axpyi_routine* r = routine;
    sparse_case          sc;
    sparse_case_init(&sc, r->prec, 3, rocsparse_index_base_zero);
    size_t bytes  = r->prec->size * (size_t)sc.ylen;
    void*  before = malloc(bytes);
    void*  after  = malloc(bytes);
    poison(r->prec, sc.y, (size_t)sc.ylen);
    dev_store(sc.d_y, sc.y, bytes);
    dev_download(before, sc.d_y, bytes);
    is_status(r->fn(handle, 0, NULL, NULL, NULL, NULL, rocsparse_index_base_one), rocsparse_status_success,
              "%s %s: nnz 0 with null arrays succeeds", r->name, mode_name(mode));
    is_status(r->fn(handle, 0, NULL, NULL, NULL, sc.d_y, rocsparse_index_base_zero), rocsparse_status_success,
              "%s %s: nnz 0 with a y succeeds", r->name, mode_name(mode));
    dev_download(after, sc.d_y, bytes);
    check_unchanged(after, before, bytes, "%s %s: nnz 0 leaves y untouched", r->name, mode_name(mode));
    free(before);
    free(after);
    sparse_case_free(&sc);
}

/* rocSPARSE's tests compare with y = fma(alpha, x, y) in the working
 * precision (value_mul_add's order). y is first set to nearly cancel the
 * first product of each part (alpha.re * x.re, alpha.im * x.re), so that
 * the bits of the result are the rounding error of that product plus the
 * second one: an unfused product, or the fused products in another order,
 * gives other bits. */
static void fma_order(rocsparse_handle handle, const axpyi_routine* r, rocsparse_pointer_mode mode,
                      sparse_case* sc, const void* alpha, const char* label)
{
    const test_prec* p     = r->prec;
    const size_t     bytes = p->size * (size_t)sc->ylen;
    const ref_t      a     = value_get(p, alpha, 0);
    for(rocsparse_int i = 0; i < sc->nnz; ++i)
    {
        const long double xr = creall(value_get(p, sc->x, (size_t)i));
        value_set(p, sc->y, sc_pos(sc, i), -(creall(a) * xr) - (cimagl(a) * xr) * I);
    }
    dev_store(sc->d_y, sc->y, bytes);

    char  scalar[16];
    memcpy(scalar, alpha, p->size);
    void*            d_alpha = scalar_arg(mode, scalar, p->size);
    rocsparse_status status  = r->fn(handle, sc->nnz, d_alpha, sc->d_x, sc->d_ind, sc->d_y, sc->base);
    scalar_done(mode, scalar, d_alpha, p->size);
    is_status(status, rocsparse_status_success, "%s: with a cancelling y, succeeds", label);

    void* got  = malloc(bytes);
    void* want = malloc(bytes);
    dev_download(got, sc->d_y, bytes);
    memcpy(want, sc->y, bytes);
    for(rocsparse_int i = 0; i < sc->nnz; ++i)
        value_mul_add(p, alpha, (const char*)sc->x + p->size * (size_t)i,
                      (char*)want + p->size * sc_pos(sc, i));
    check_unchanged(got, want, bytes, "%s: with a cancelling y, y is rocSPARSE's fma order bit for bit", label);
    free(got);
    free(want);
}

/* alpha 0 (+0 or -0) leaves y as it is, bit for bit, in both pointer
 * modes, as rocSPARSE does: though x is NaN and y holds -0 (y + 0 * NaN
 * would be NaN, -0 + 0 would be +0). Spoils sc's x and y. */
static void zero_alpha(rocsparse_handle handle, const axpyi_routine* r, rocsparse_pointer_mode mode,
                       sparse_case* sc, const char* label)
{
    const test_prec* p     = r->prec;
    const size_t     bytes = p->size * (size_t)sc->ylen;
    poison(p, sc->x, (size_t)sc->nnz);
    dev_store(sc->d_x, sc->x, p->size * (size_t)sc->nnz);
    for(rocsparse_int j = 0; j < sc->ylen; j += 2)
        value_set(p, sc->y, (size_t)j, -0.0L);
    void* got = malloc(bytes);
    for(int negative = 0; negative < 2; ++negative)
    {
        char alpha[16];
        value_set(p, alpha, 0, negative ? -0.0L : 0.0L);
        dev_store(sc->d_y, sc->y, bytes);
        void*            d_alpha = scalar_arg(mode, alpha, p->size);
        rocsparse_status status  = r->fn(handle, sc->nnz, d_alpha, sc->d_x, sc->d_ind, sc->d_y, sc->base);
        scalar_done(mode, alpha, d_alpha, p->size);
        is_status(status, rocsparse_status_success, "%s: alpha %c0 succeeds", label, negative ? '-' : '+');
        dev_download(got, sc->d_y, bytes);
        check_unchanged(got, sc->y, bytes, "%s: alpha %c0 leaves y bit for bit (x NaN, y with -0)", label,
                        negative ? '-' : '+');
    }
    free(got);
}

static void numeric(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode, rocsparse_int nnz,
                    rocsparse_index_base base)
{
    const axpyi_routine* r = routine;
    const test_prec*     p = r->prec;
    sparse_case          sc;
    char                 alpha[16], label[128];
    sparse_case_init(&sc, p, nnz, base);
    random_values(p, alpha, 1);
    case_label(label, sizeof(label), r->name, mode, base, nnz);

    void*            d_alpha = scalar_arg(mode, alpha, p->size);
    rocsparse_status status  = r->fn(handle, nnz, d_alpha, sc.d_x, sc.d_ind, sc.d_y, base);
    scalar_done(mode, alpha, d_alpha, p->size);
    is_status(status, rocsparse_status_success, "%s: succeeds", label);

    size_t       ylen  = (size_t)sc.ylen;
    void*        got   = malloc(p->size * ylen);
    ref_t*       want  = malloc(sizeof(ref_t) * ylen);
    long double* bound = calloc(ylen, sizeof(long double));
    dev_download(got, sc.d_y, p->size * ylen);
    /* Entries not indexed must come back exactly as they were. */
    for(size_t j = 0; j < ylen; ++j)
        want[j] = value_get(p, sc.y, j);
    ref_t a = value_get(p, alpha, 0);
    for(rocsparse_int i = 0; i < nnz; ++i)
    {
        size_t j    = sc_pos(&sc, i);
        ref_t  ax   = a * value_get(p, sc.x, (size_t)i);
        bound[j]    = 4 * p->eps * (ref_abs(want[j]) + ref_abs(ax));
        want[j]    += ax;
    }
    check_values(p, got, want, bound, ylen, "%s: y matches the reference, the rest of y untouched", label);
    free(got);
    free(want);
    free(bound);
    fma_order(handle, r, mode, &sc, alpha, label);
    zero_alpha(handle, r, mode, &sc, label);
    sparse_case_free(&sc);
}

int main(void)
{
    static const level1_family family = {bad_args, quick_return, numeric};
    return LEVEL1_MAIN(family, routines);
}
