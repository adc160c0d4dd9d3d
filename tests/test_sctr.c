/* rocsparse_Xsctr: scatter x into y; every other entry of y stays. */
#include <stdio.h>
#include <stdlib.h>

#include "testutil.h"

typedef rocsparse_status (*sctr_fn)(rocsparse_handle, rocsparse_int, const void*, const rocsparse_int*, void*,
                                    rocsparse_index_base);

typedef struct sctr_routine
{
    const char*      name;
    const test_prec* prec;
    sctr_fn          fn;
} sctr_routine;

#define WRAP_SCTR(p, T)                                                                                      \
    static rocsparse_status sctr_##p(rocsparse_handle h, rocsparse_int nnz, const void* x_val,               \
                                     const rocsparse_int* x_ind, void* y, rocsparse_index_base base)         \
    {                                                                                                        \
        return rocsparse_##p##sctr(h, nnz, (const T*)x_val, x_ind, (T*)y, base);                              \
    }
TEST_FOR_ALL(WRAP_SCTR)

#define SCTR_ROW(p, T) {"rocsparse_" #p "sctr", &prec_##p, sctr_##p},
static const sctr_routine routines[] = {TEST_FOR_ALL(SCTR_ROW)};

typedef struct sctr_args
{
    const sctr_routine* r;
    sparse_case*        sc;
} sctr_args;

static rocsparse_status sctr_with_nulls(void* ctx, rocsparse_handle h, rocsparse_int nnz, int base, unsigned nulls)
{
    const sctr_args* a = ctx;
    return a->r->fn(h, nnz, NULL_IF(nulls, 0, a->sc->d_x), NULL_IF(nulls, 1, a->sc->d_ind),
                    NULL_IF(nulls, 2, a->sc->d_y), (rocsparse_index_base)base);
}

static void bad_args(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    static const char* const names[] = {"x_val", "x_ind", "y"};
    const sctr_routine*      r       = routine;
    sparse_case              sc;
    char                     label[128];
    sparse_case_init(&sc, r->prec, 5, rocsparse_index_base_zero);
    poison(r->prec, sc.y, (size_t)sc.ylen);
    dev_store(sc.d_y, sc.y, r->prec->size * (size_t)sc.ylen);
    sctr_args a     = {r, &sc};
    out_buf   out[] = {{sc.d_y, r->prec->size * (size_t)sc.ylen, 1}};
    snprintf(label, sizeof(label), "%s %s", r->name, mode_name(mode));
    check_bad_args(label, handle, &a, sctr_with_nulls, sc.nnz, names, 3, out, 1);
    sparse_case_free(&sc);
}

static void quick_return(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode)
{
    const sctr_routine* r = routine;
    sparse_case         sc;
    sparse_case_init(&sc, r->prec, 3, rocsparse_index_base_zero);
    size_t y_bytes = r->prec->size * (size_t)sc.ylen;
    void*  y_after = malloc(y_bytes);
    is_status(r->fn(handle, 0, NULL, NULL, NULL, rocsparse_index_base_one), rocsparse_status_success,
              "%s %s: nnz 0 with null arrays succeeds", r->name, mode_name(mode));
    is_status(r->fn(handle, 0, sc.d_x, NULL, sc.d_y, rocsparse_index_base_zero), rocsparse_status_success,
              "%s %s: nnz 0 with x_val and y succeeds", r->name, mode_name(mode));
    dev_download(y_after, sc.d_y, y_bytes);
    check_unchanged(y_after, sc.y, y_bytes, "%s %s: nnz 0 leaves y untouched", r->name, mode_name(mode));
    free(y_after);
    sparse_case_free(&sc);
}

static void numeric(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode, rocsparse_int nnz,
                    rocsparse_index_base base)
{
    const sctr_routine* r = routine;
    const test_prec*    p = r->prec;
    sparse_case         sc;
    char                label[128];
    sparse_case_init(&sc, p, nnz, base);
    case_label(label, sizeof(label), r->name, mode, base, nnz);
    is_status(r->fn(handle, nnz, sc.d_x, sc.d_ind, sc.d_y, base), rocsparse_status_success, "%s: succeeds", label);

    size_t ylen   = (size_t)sc.ylen;
    void*  y_got  = malloc(p->size * ylen);
    ref_t* y_want = malloc(sizeof(ref_t) * ylen);
    dev_download(y_got, sc.d_y, p->size * ylen);
    for(size_t j = 0; j < ylen; ++j)
        y_want[j] = value_get(p, sc.y, j);
    for(rocsparse_int i = 0; i < nnz; ++i)
        y_want[sc_pos(&sc, i)] = value_get(p, sc.x, (size_t)i);
    check_values(p, y_got, y_want, NULL, ylen, "%s: y holds x at x_ind, the rest of y untouched", label);
    free(y_got);
    free(y_want);
    sparse_case_free(&sc);
}

int main(void)
{
    static const level1_family family = {bad_args, quick_return, numeric};
    return LEVEL1_MAIN(family, routines);
}
