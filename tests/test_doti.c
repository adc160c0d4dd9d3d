/* rocsparse_Xdoti and rocsparse_Xdotci: sparse-dense dot products, the
 * latter conjugating x, against a reference summed in long double, and bit
 * for bit against rocSPARSE's own reference order of fused multiply-adds
 * where the library sums in that order. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "testutil.h"

typedef rocsparse_status (*dot_fn)(rocsparse_handle, rocsparse_int, const void*, const rocsparse_int*, const void*,
                                   void*, rocsparse_index_base);

typedef struct dot_routine
{
    const char*      name;
    const test_prec* prec;
    int              conjugate;
    dot_fn           fn;
} dot_routine;

#define WRAP_DOT(p, T, name)                                                                                 \
    static rocsparse_status name##_##p(rocsparse_handle h, rocsparse_int nnz, const void* x_val,             \
                                       const rocsparse_int* x_ind, const void* y, void* result,              \
                                       rocsparse_index_base base)                                            \
    {                                                                                                        \
        return rocsparse_##p##name(h, nnz, (const T*)x_val, x_ind, (const T*)y, (T*)result, base);           \
    }
#define WRAP_DOTI(p, T) WRAP_DOT(p, T, doti)
#define WRAP_DOTCI(p, T) WRAP_DOT(p, T, dotci)
TEST_FOR_ALL(WRAP_DOTI)
TEST_FOR_COMPLEX(WRAP_DOTCI)

#define DOTI_ROW(p, T) {"rocsparse_" #p "doti", &prec_##p, 0, doti_##p},
#define DOTCI_ROW(p, T) {"rocsparse_" #p "dotci", &prec_##p, 1, dotci_##p},
static const dot_routine routines[] = {TEST_FOR_ALL(DOTI_ROW) TEST_FOR_COMPLEX(DOTCI_ROW)};

typedef struct dot_args
{
    const dot_routine* r;
    sparse_case*       sc;
    void*              result;
} dot_args;

static rocsparse_status dot_with_nulls(void* ctx, rocsparse_handle h, rocsparse_int nnz, int base, unsigned nulls)
{
    const dot_args* a = ctx;
    return a->r->fn(h, nnz, NULL_IF(nulls, 0, a->sc->d_x), NULL_IF(nulls, 1, a->sc->d_ind),
                    NULL_IF(nulls, 2, a->sc->d_y), NULL_IF(nulls, 3, a->result), (rocsparse_index_base)base);
}

static void bad_args(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    static const char* const names[] = {"x_val", "x_ind", "y", "result"};
    const dot_routine*       r       = routine;
    char                     result[16], label[128];
    sparse_case              sc;
    sparse_case_init(&sc, r->prec, 5, rocsparse_index_base_zero);
    poison(r->prec, result, 1);
    dot_args a     = {r, &sc, scalar_arg(mode, result, r->prec->size)};
    out_buf  out[] = {{a.result, r->prec->size, mode == rocsparse_pointer_mode_device}};
    snprintf(label, sizeof(label), "%s %s", r->name, mode_name(mode));
    check_bad_args(label, handle, &a, dot_with_nulls, sc.nnz, names, 4, out, 1);
    scalar_done(mode, result, a.result, r->prec->size);
    sparse_case_free(&sc);
}

/* A dot product of nothing is 0, and that 0 is written. */
static void quick_return(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const dot_routine* r = routine;
    char               result[16];
    ref_t              zero = 0;
    poison(r->prec, result, 1);
    void* d_result = scalar_arg(mode, result, r->prec->size);
    is_status(r->fn(handle, 0, NULL, NULL, NULL, d_result, rocsparse_index_base_one), rocsparse_status_success,
              "%s %s: nnz 0 with null arrays succeeds", r->name, mode_name(mode));
    scalar_done(mode, result, d_result, r->prec->size);
    check_values(r->prec, result, &zero, NULL, 1, "%s %s: nnz 0 writes 0 to the result", r->name, mode_name(mode));
    is_status(r->fn(handle, 0, NULL, NULL, NULL, NULL, rocsparse_index_base_zero), rocsparse_status_invalid_pointer,
              "%s %s: nnz 0 with a null result gives invalid_pointer", r->name, mode_name(mode));
}

/* rocSPARSE's tests compare with one sum, term after term, of fused
 * multiply-adds in the working precision: r = fma(y, x, r) for doti,
 * r = fma(conj(x), y, r) for dotci (value_mul_add's order). The host
 * backend sums that way up to 8192 terms (OpenMP threads share longer
 * sums); a GPU sums in parallel, so only a single term can be compared
 * there. */
static int sums_in_order(rocsparse_int nnz)
{
#ifdef FSPARSE_BACKEND_HIP
    return nnz == 1;
#else
    return nnz <= 8192;
#endif
}

/* x's imaginary parts are first set so that the real part of each product
 * nearly cancels (y.re x.re against y.im x.im, with the sign dotci's
 * conjugate gives): its bits are then the rounding error of the first
 * product plus the exact second one, which an unfused product, or the fused
 * ones in another order, does not give. */
static void fma_order(rocsparse_handle handle, const dot_routine* r, rocsparse_pointer_mode mode, sparse_case* sc,
                      const char* label)
{
    const test_prec* p = r->prec;
    if(p->is_complex)
    {
        for(rocsparse_int i = 0; i < sc->nnz; ++i)
        {
            const size_t j = sc_pos(sc, i);
            ref_t        y = value_get(p, sc->y, j);
            if(fabsl(cimagl(y)) < 0.25L)
            {
                y = creall(y) + 0.5L * I;
                value_set(p, sc->y, j, y);
            }
            const long double xr   = creall(value_get(p, sc->x, (size_t)i));
            const long double sign = r->conjugate ? -1 : 1;
            value_set(p, sc->x, (size_t)i, xr + sign * xr * creall(y) / cimagl(y) * I);
        }
        dev_store(sc->d_x, sc->x, p->size * (size_t)sc->nnz);
        dev_store(sc->d_y, sc->y, p->size * (size_t)sc->ylen);
    }

    char result[16], want[16], term[16];
    poison(p, result, 1);
    void*            d_result = scalar_arg(mode, result, p->size);
    rocsparse_status status   = r->fn(handle, sc->nnz, sc->d_x, sc->d_ind, sc->d_y, d_result, sc->base);
    scalar_done(mode, result, d_result, p->size);
    is_status(status, rocsparse_status_success, "%s: with cancelling products, succeeds", label);

    value_set(p, want, 0, 0);
    for(rocsparse_int i = 0; i < sc->nnz; ++i)
    {
        const void* y = (const char*)sc->y + p->size * sc_pos(sc, i);
        const ref_t x = value_get(p, sc->x, (size_t)i);
        value_set(p, term, 0, r->conjugate ? conjl(x) : x);
        if(r->conjugate)
            value_mul_add(p, term, y, want);
        else
            value_mul_add(p, y, term, want);
    }
    check_unchanged(result, want, p->size, "%s: with cancelling products, rocSPARSE's fma order bit for bit",
                    label);
}

static void numeric(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode, rocsparse_int nnz,
                    rocsparse_index_base base)
{
    const dot_routine* r = routine;
    const test_prec*   p = r->prec;
    sparse_case        sc;
    char               result[16], label[128];
    sparse_case_init(&sc, p, nnz, base);
    case_label(label, sizeof(label), r->name, mode, base, nnz);
    poison(p, result, 1);

    void*            d_result = scalar_arg(mode, result, p->size);
    rocsparse_status status   = r->fn(handle, nnz, sc.d_x, sc.d_ind, sc.d_y, d_result, base);
    scalar_done(mode, result, d_result, p->size);
    is_status(status, rocsparse_status_success, "%s: succeeds", label);

    ref_t       want     = 0;
    long double magnitude = 0;
    for(rocsparse_int i = 0; i < nnz; ++i)
    {
        ref_t x = value_get(p, sc.x, (size_t)i);
        ref_t y = value_get(p, sc.y, sc_pos(&sc, i));
        want += (r->conjugate ? conjl(x) : x) * y;
        magnitude += ref_abs(x) * ref_abs(y);
    }
    /* Rounding errors of a sum of random-signed terms grow like sqrt(nnz)
     * (the worst case, nnz, would let real errors pass at nnz = 100000 in
     * single precision); the constant covers the products. */
    long double bound = (8 + sqrtl((long double)nnz)) * p->eps * magnitude;
    check_values(p, result, &want, &bound, 1, "%s: result matches the reference", label);
    if(sums_in_order(nnz))
        fma_order(handle, r, mode, &sc, label);
    sparse_case_free(&sc);
}

int main(void)
{
    static const level1_family family = {bad_args, quick_return, numeric};
    return LEVEL1_MAIN(family, routines);
}
