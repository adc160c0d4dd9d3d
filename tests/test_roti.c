/* rocsparse_Xroti: x' = c x + s y, y' = c y - s x on the indexed entries,
 * against a naive reference, and bit for bit against rocSPARSE's own
 * reference (each product rounded, no fused multiply-add); both vectors are
 * checked; the identity rotation leaves both bit for bit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

typedef rocsparse_status (*roti_fn)(rocsparse_handle, rocsparse_int, void*, const rocsparse_int*, void*, const void*,
                                    const void*, rocsparse_index_base);

typedef struct roti_routine
{
    const char*      name;
    const test_prec* prec;
    roti_fn          fn;
} roti_routine;

#define WRAP_ROTI(p, T)                                                                                      \
    static rocsparse_status roti_##p(rocsparse_handle h, rocsparse_int nnz, void* x_val,                     \
                                     const rocsparse_int* x_ind, void* y, const void* c, const void* s,      \
                                     rocsparse_index_base base)                                              \
    {                                                                                                        \
        return rocsparse_##p##roti(h, nnz, (T*)x_val, x_ind, (T*)y, (const T*)c, (const T*)s, base);          \
    }
TEST_FOR_REAL(WRAP_ROTI)

#define ROTI_ROW(p, T) {"rocsparse_" #p "roti", &prec_##p, roti_##p},
static const roti_routine routines[] = {TEST_FOR_REAL(ROTI_ROW)};

typedef struct roti_args
{
    const roti_routine* r;
    sparse_case*        sc;
    void *              c, *s;
} roti_args;

static rocsparse_status roti_with_nulls(void* ctx, rocsparse_handle h, rocsparse_int nnz, int base, unsigned nulls)
{
    const roti_args* a = ctx;
    return a->r->fn(h, nnz, NULL_IF(nulls, 0, a->sc->d_x), NULL_IF(nulls, 1, a->sc->d_ind),
                    NULL_IF(nulls, 2, a->sc->d_y), NULL_IF(nulls, 3, a->c), NULL_IF(nulls, 4, a->s),
                    (rocsparse_index_base)base);
}

static void bad_args(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    static const char* const names[] = {"x_val", "x_ind", "y", "c", "s"};
    const roti_routine*      r       = routine;
    const test_prec*         p       = r->prec;
    sparse_case              sc;
    char                     c[16], s[16], label[128];
    sparse_case_init(&sc, p, 5, rocsparse_index_base_zero);
    random_values(p, c, 1);
    random_values(p, s, 1);
    roti_args a     = {r, &sc, scalar_arg(mode, c, p->size), scalar_arg(mode, s, p->size)};
    out_buf   out[] = {{sc.d_x, p->size * (size_t)sc.nnz, 1}, {sc.d_y, p->size * (size_t)sc.ylen, 1}};
    snprintf(label, sizeof(label), "%s %s", r->name, mode_name(mode));
    check_bad_args(label, handle, &a, roti_with_nulls, sc.nnz, names, 5, out, 2);
    scalar_done(mode, c, a.c, p->size);
    scalar_done(mode, s, a.s, p->size);
    sparse_case_free(&sc);
}

static void quick_return(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const roti_routine* r = routine;
    const test_prec*    p = r->prec;
    sparse_case         sc;
    sparse_case_init(&sc, p, 3, rocsparse_index_base_zero);
    size_t x_bytes = p->size * (size_t)sc.nnz, y_bytes = p->size * (size_t)sc.ylen;
    void*  x_after = malloc(x_bytes);
    void*  y_after = malloc(y_bytes);
    is_status(r->fn(handle, 0, NULL, NULL, NULL, NULL, NULL, rocsparse_index_base_one), rocsparse_status_success,
              "%s %s: nnz 0 with null arrays succeeds", r->name, mode_name(mode));
    is_status(r->fn(handle, 0, sc.d_x, NULL, sc.d_y, NULL, NULL, rocsparse_index_base_zero),
              rocsparse_status_success, "%s %s: nnz 0 with x_val and y succeeds", r->name, mode_name(mode));
    dev_download(x_after, sc.d_x, x_bytes);
    dev_download(y_after, sc.d_y, y_bytes);
    check_unchanged(x_after, sc.x, x_bytes, "%s %s: nnz 0 leaves x_val untouched", r->name, mode_name(mode));
    check_unchanged(y_after, sc.y, y_bytes, "%s %s: nnz 0 leaves y untouched", r->name, mode_name(mode));
    free(x_after);
    free(y_after);
    sparse_case_free(&sc);
}

/* rocSPARSE's tests compare with the rotation in the working precision,
 * each product rounded on its own (no fused multiply-add). */
#define DEFINE_ROTATE(R)                                                                                     \
    static void rotate_##R(const void* c_, const void* s_, void* x_, void* y_)                             \
    {                                                                                                        \
        const R c = *(const R*)c_, s = *(const R*)s_;                                                        \
        R*      x = x_;                                                                                      \
        R*      y = y_;                                                                                      \
        const R xs = *x, ys = *y;                                                                            \
        *x         = c * xs + s * ys;                                                                        \
        *y         = c * ys - s * xs;                                                                        \
    }
DEFINE_ROTATE(float)
DEFINE_ROTATE(double)

static void rotation_order(const test_prec* p, const sparse_case* sc, const void* c, const void* s,
                           const void* x_got, const void* y_got, const char* label)
{
    const size_t x_bytes = p->size * (size_t)sc->nnz, y_bytes = p->size * (size_t)sc->ylen;
    char*        x_want  = malloc(x_bytes);
    char*        y_want  = malloc(y_bytes);
    memcpy(x_want, sc->x, x_bytes);
    memcpy(y_want, sc->y, y_bytes);
    for(rocsparse_int i = 0; i < sc->nnz; ++i)
    {
        void* x = x_want + p->size * (size_t)i;
        void* y = y_want + p->size * sc_pos(sc, i);
        if(p->letter == 's')
            rotate_float(c, s, x, y);
        else
            rotate_double(c, s, x, y);
    }
    check_unchanged(x_got, x_want, x_bytes, "%s: x_val is rocSPARSE's unfused rotation bit for bit", label);
    check_unchanged(y_got, y_want, y_bytes, "%s: y is rocSPARSE's unfused rotation bit for bit", label);
    free(x_want);
    free(y_want);
}

/* The identity (c 1, s 0) leaves x and y as they are, bit for bit, in both
 * pointer modes, as rocSPARSE does: though each holds NaN and -0 (1 * x +
 * 0 * NaN would be NaN, -0 + 0 would be +0). Spoils sc's x and y. */
static void identity(rocsparse_handle handle, const roti_routine* r, rocsparse_pointer_mode mode, sparse_case* sc,
                     const char* label)
{
    const test_prec* p       = r->prec;
    const size_t     x_bytes = p->size * (size_t)sc->nnz, y_bytes = p->size * (size_t)sc->ylen;
    poison(p, sc->x, (size_t)sc->nnz);
    poison(p, sc->y, (size_t)sc->ylen);
    for(rocsparse_int i = 0; i < sc->nnz; i += 2)
        value_set(p, sc->x, (size_t)i, -0.0L);
    for(rocsparse_int j = 1; j < sc->ylen; j += 2)
        value_set(p, sc->y, (size_t)j, -0.0L);
    dev_store(sc->d_x, sc->x, x_bytes);
    dev_store(sc->d_y, sc->y, y_bytes);
    char c[16], s[16];
    value_set(p, c, 0, 1);
    value_set(p, s, 0, 0);
    void*            d_c    = scalar_arg(mode, c, p->size);
    void*            d_s    = scalar_arg(mode, s, p->size);
    rocsparse_status status = r->fn(handle, sc->nnz, sc->d_x, sc->d_ind, sc->d_y, d_c, d_s, sc->base);
    scalar_done(mode, c, d_c, p->size);
    scalar_done(mode, s, d_s, p->size);
    is_status(status, rocsparse_status_success, "%s: c 1, s 0 succeeds", label);
    void* x_got = malloc(x_bytes);
    void* y_got = malloc(y_bytes);
    dev_download(x_got, sc->d_x, x_bytes);
    dev_download(y_got, sc->d_y, y_bytes);
    check_unchanged(x_got, sc->x, x_bytes, "%s: c 1, s 0 leaves x_val bit for bit (NaN, -0)", label);
    check_unchanged(y_got, sc->y, y_bytes, "%s: c 1, s 0 leaves y bit for bit (NaN, -0)", label);
    free(x_got);
    free(y_got);
}

static void numeric(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode, rocsparse_int nnz,
                    rocsparse_index_base base)
{
    const roti_routine* r = routine;
    const test_prec*    p = r->prec;
    sparse_case         sc;
    char                c[16], s[16], label[128];
    sparse_case_init(&sc, p, nnz, base);
    random_values(p, c, 1);
    random_values(p, s, 1);
    case_label(label, sizeof(label), r->name, mode, base, nnz);

    void*            d_c    = scalar_arg(mode, c, p->size);
    void*            d_s    = scalar_arg(mode, s, p->size);
    rocsparse_status status = r->fn(handle, nnz, sc.d_x, sc.d_ind, sc.d_y, d_c, d_s, base);
    scalar_done(mode, c, d_c, p->size);
    scalar_done(mode, s, d_s, p->size);
    is_status(status, rocsparse_status_success, "%s: succeeds", label);

    size_t       n = (size_t)nnz, ylen = (size_t)sc.ylen;
    void*        x_got   = malloc(p->size * n);
    void*        y_got   = malloc(p->size * ylen);
    ref_t*       x_want  = malloc(sizeof(ref_t) * n);
    ref_t*       y_want  = malloc(sizeof(ref_t) * ylen);
    long double* x_bound = malloc(sizeof(long double) * n);
    long double* y_bound = calloc(ylen, sizeof(long double));
    dev_download(x_got, sc.d_x, p->size * n);
    dev_download(y_got, sc.d_y, p->size * ylen);
    for(size_t j = 0; j < ylen; ++j)
        y_want[j] = value_get(p, sc.y, j);
    ref_t cv = value_get(p, c, 0), sv = value_get(p, s, 0);
    for(rocsparse_int i = 0; i < nnz; ++i)
    {
        size_t j  = sc_pos(&sc, i);
        ref_t  x  = value_get(p, sc.x, (size_t)i);
        ref_t  y  = y_want[j];
        x_want[i] = cv * x + sv * y;
        y_want[j] = cv * y - sv * x;
        /* Two products and one sum, each rounded once (or fused). */
        x_bound[i] = 4 * p->eps * (ref_abs(cv) * ref_abs(x) + ref_abs(sv) * ref_abs(y));
        y_bound[j] = 4 * p->eps * (ref_abs(cv) * ref_abs(y) + ref_abs(sv) * ref_abs(x));
    }
    check_values(p, x_got, x_want, x_bound, n, "%s: x_val matches the reference", label);
    check_values(p, y_got, y_want, y_bound, ylen, "%s: y matches the reference, the rest of y untouched", label);
    rotation_order(p, &sc, c, s, x_got, y_got, label);
    free(x_got);
    free(y_got);
    free(x_want);
    free(y_want);
    free(x_bound);
    free(y_bound);
    identity(handle, r, mode, &sc, label);
    sparse_case_free(&sc);
}

int main(void)
{
    static const level1_family family = {bad_args, quick_return, numeric};
    return LEVEL1_MAIN(family, routines);
}
