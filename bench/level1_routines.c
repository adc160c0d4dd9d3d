/* fsparse-bench: the Level 1 routines, as a table. Each entry says which
 * arrays the routine reads and writes (which gives the byte count and what
 * must be restored between calls), its flops, a reference in double
 * complex, and a call per precision made from one X-macro. */
#include "bench/level1.h"

/* ------------------------------------------------------------ the calls */
#define DEFINE_CALLS_ALL(p, T)                                                                               \
    static rocsparse_status axpyi_##p(const level1_args* a)                                                 \
    {                                                                                                        \
        return rocsparse_##p##axpyi(a->handle, a->nnz, (const T*)a->alpha, (const T*)a->x_val, a->x_ind,    \
                                    (T*)a->y, a->base);                                                      \
    }                                                                                                        \
    static rocsparse_status doti_##p(const level1_args* a)                                                  \
    {                                                                                                        \
        return rocsparse_##p##doti(a->handle, a->nnz, (const T*)a->x_val, a->x_ind, (const T*)a->y,         \
                                   (T*)a->result, a->base);                                                  \
    }                                                                                                        \
    static rocsparse_status gthr_##p(const level1_args* a)                                                  \
    {                                                                                                        \
        return rocsparse_##p##gthr(a->handle, a->nnz, (const T*)a->y, (T*)a->x_val, a->x_ind, a->base);     \
    }                                                                                                        \
    static rocsparse_status gthrz_##p(const level1_args* a)                                                 \
    {                                                                                                        \
        return rocsparse_##p##gthrz(a->handle, a->nnz, (T*)a->y, (T*)a->x_val, a->x_ind, a->base);          \
    }                                                                                                        \
    static rocsparse_status sctr_##p(const level1_args* a)                                                  \
    {                                                                                                        \
        return rocsparse_##p##sctr(a->handle, a->nnz, (const T*)a->x_val, a->x_ind, (T*)a->y, a->base);     \
    }
#define DEFINE_CALL_DOTCI(p, T)                                                                              \
    static rocsparse_status dotci_##p(const level1_args* a)                                                 \
    {                                                                                                        \
        return rocsparse_##p##dotci(a->handle, a->nnz, (const T*)a->x_val, a->x_ind, (const T*)a->y,        \
                                    (T*)a->result, a->base);                                                 \
    }
#define DEFINE_CALL_ROTI(p, T)                                                                               \
    static rocsparse_status roti_##p(const level1_args* a)                                                  \
    {                                                                                                        \
        return rocsparse_##p##roti(a->handle, a->nnz, (T*)a->x_val, a->x_ind, (T*)a->y, (const T*)a->alpha, \
                                   (const T*)a->beta, a->base);                                              \
    }
FSPARSE_FOR_ALL(DEFINE_CALLS_ALL)
FSPARSE_FOR_COMPLEX(DEFINE_CALL_DOTCI)
FSPARSE_FOR_REAL(DEFINE_CALL_ROTI)

#define ALL_PRECISIONS(name) {name##_s, name##_d, name##_c, name##_z}
#define REAL_ONLY(name) {name##_s, name##_d, NULL, NULL}
#define COMPLEX_ONLY(name) {NULL, NULL, name##_c, name##_z}

/* ------------------------------------------------------- the references */
#define AT(r, i) ((r)->ind[i] - (r)->base)

static void reference_axpyi(level1_reference* r)
{
    for(rocsparse_int i = 0; i < r->nnz; ++i)
        r->y[AT(r, i)] += r->alpha * r->x[i];
}

static void dot(level1_reference* r, int conjugate)
{
    r->result = 0;
    r->scale  = 0;
    for(rocsparse_int i = 0; i < r->nnz; ++i)
    {
        const double complex x = conjugate ? conj(r->x[i]) : r->x[i];
        r->result += x * r->y[AT(r, i)];
        r->scale += cabs(x) * cabs(r->y[AT(r, i)]);
    }
}

static void reference_doti(level1_reference* r)
{
    dot(r, 0);
}

static void reference_dotci(level1_reference* r)
{
    dot(r, 1);
}

static void reference_gthr(level1_reference* r)
{
    for(rocsparse_int i = 0; i < r->nnz; ++i)
        r->x[i] = r->y[AT(r, i)];
}

static void reference_gthrz(level1_reference* r)
{
    for(rocsparse_int i = 0; i < r->nnz; ++i)
    {
        r->x[i]        = r->y[AT(r, i)];
        r->y[AT(r, i)] = 0;
    }
}

/* alpha is c and beta is s, as in the bench lines of roti. */
static void reference_roti(level1_reference* r)
{
    for(rocsparse_int i = 0; i < r->nnz; ++i)
    {
        const double complex x = r->x[i], y = r->y[AT(r, i)];
        r->x[i]        = r->alpha * x + r->beta * y;
        r->y[AT(r, i)] = r->alpha * y - r->beta * x;
    }
}

static void reference_sctr(level1_reference* r)
{
    for(rocsparse_int i = 0; i < r->nnz; ++i)
        r->y[AT(r, i)] = r->x[i];
}

/* ------------------------------------------------------------ the table */
/* flops per nonzero: a real multiply-add is 2, a complex one 8; a Givens
 * update of two reals is 6. */
const level1_routine level1_routines[] = {
    {"axpyi", "y[ind] += alpha * x_val", ALL_PRECISIONS(axpyi), VEC_X | VEC_Y, VEC_Y, 2, 8, reference_axpyi},
    {"doti", "result = sum x_val * y[ind]", ALL_PRECISIONS(doti), VEC_X | VEC_Y, VEC_RESULT, 2, 8,
     reference_doti},
    {"dotci", "result = sum conj(x_val) * y[ind]", COMPLEX_ONLY(dotci), VEC_X | VEC_Y, VEC_RESULT, 0, 8,
     reference_dotci},
    {"gthr", "x_val = y[ind]", ALL_PRECISIONS(gthr), VEC_Y, VEC_X, 0, 0, reference_gthr},
    {"gthrz", "x_val = y[ind]; y[ind] = 0", ALL_PRECISIONS(gthrz), VEC_Y, VEC_X | VEC_Y, 0, 0,
     reference_gthrz},
    {"roti", "Givens rotation of x_val and y[ind] by c = alpha, s = beta", REAL_ONLY(roti), VEC_X | VEC_Y,
     VEC_X | VEC_Y, 6, 0, reference_roti},
    {"sctr", "y[ind] = x_val", ALL_PRECISIONS(sctr), VEC_X, VEC_Y, 0, 0, reference_sctr},
};

const size_t level1_routine_count = sizeof(level1_routines) / sizeof(level1_routines[0]);
