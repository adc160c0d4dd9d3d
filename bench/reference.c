/* Host references of the triangular solves and the incomplete
 * factorizations (see reference.h). */
#include "reference.h"

#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double complex load(bench_kind kind, const void* data, int64_t at)
{
    switch(kind)
    {
    case BENCH_KIND_FLOAT:
        return ((const float*)data)[at];
    case BENCH_KIND_DOUBLE:
        return ((const double*)data)[at];
    case BENCH_KIND_FLOAT_COMPLEX:
        return CMPLX(((const float*)data)[2 * at], ((const float*)data)[2 * at + 1]);
    default:
        return CMPLX(((const double*)data)[2 * at], ((const double*)data)[2 * at + 1]);
    }
}

void bench_load_value(bench_kind kind, const void* data, int64_t at, double* re, double* im)
{
    const double complex v = load(kind, data, at);
    *re                    = creal(v);
    *im                    = cimag(v);
}

static double magnitude(double complex v)
{
    return fabs(creal(v)) + fabs(cimag(v));
}

/* ------------------------------------------------------------- solves */
/* The rows of op(T): entries (row, column, value) in CSR, zero-based. */
typedef struct operator_rows
{
    int64_t*        row_ptr;
    int32_t*        col;
    double complex* val;
} operator_rows;

static void operator_free(operator_rows* t)
{
    free(t->row_ptr);
    free(t->col);
    free(t->val);
}

static int in_triangle(const bench_solve* s, int64_t i, int64_t j)
{
    return s->lower ? j <= i : j >= i;
}

/* op(T) as rows: the triangle's entries, the diagonal 1 where unit (the
 * stored one ignored), moved to row j for a transpose (conjugated for a
 * conjugate transpose). */
static int make_operator(const bench_matrix* A, const bench_solve* s, operator_rows* t)
{
    const int64_t m = A->m;
    t->row_ptr      = (int64_t*)calloc((size_t)m + 2, sizeof(int64_t));
    t->col          = (int32_t*)malloc(sizeof(int32_t) * ((size_t)A->nnz + (size_t)m + 1));
    t->val          = (double complex*)malloc(sizeof(double complex) * ((size_t)A->nnz + (size_t)m + 1));
    if(t->row_ptr == NULL || t->col == NULL || t->val == NULL)
        return 0;
    /* Counts into row_ptr[r + 2], offsets into row_ptr[r + 1], then each
     * entry placed at row_ptr[r + 1]++, which leaves row_ptr[r] its start. */
    for(int64_t i = 0; i < m; ++i)
    {
        if(s->unit)
            t->row_ptr[i + 2]++;
        for(int64_t k = A->row_ptr[i]; k < A->row_ptr[i + 1]; ++k)
        {
            const int64_t j = A->col_ind[k];
            if(j >= 0 && j < m && in_triangle(s, i, j) && !(s->unit && j == i))
                t->row_ptr[(s->trans ? j : i) + 2]++;
        }
    }
    for(int64_t r = 0; r < m; ++r)
        t->row_ptr[r + 2] += t->row_ptr[r + 1];
    for(int64_t i = 0; i < m; ++i)
    {
        if(s->unit)
        {
            const int64_t at = t->row_ptr[i + 1]++;
            t->col[at]       = (int32_t)i;
            t->val[at]       = 1;
        }
        for(int64_t k = A->row_ptr[i]; k < A->row_ptr[i + 1]; ++k)
        {
            const int64_t j = A->col_ind[k];
            if(!(j >= 0 && j < m && in_triangle(s, i, j) && !(s->unit && j == i)))
                continue;
            const double complex v  = CMPLX(A->val[k], A->val_imag != NULL ? A->val_imag[k] : 0.0);
            const int64_t        r  = s->trans ? j : i;
            const int64_t        at = t->row_ptr[r + 1]++;
            t->col[at]              = (int32_t)(s->trans ? i : j);
            t->val[at]              = s->trans == 2 ? conj(v) : v;
        }
    }
    return 1;
}

int64_t bench_check_solve(const bench_matrix* A, const bench_solve* s, bench_kind kind, const bench_layout* layout,
                          const void* rhs, const void* sol, double eps, char* err, size_t err_size)
{
    operator_rows        t     = {NULL, NULL, NULL};
    const double complex alpha = CMPLX(s->alpha[0], s->alpha[1]);
    int64_t              bad   = 0, first = -1;
    if(!make_operator(A, s, &t))
    {
        operator_free(&t);
        return -1;
    }
#pragma omp parallel for schedule(dynamic, 256) reduction(+ : bad)
    for(int64_t i = 0; i < A->m; ++i)
        for(int64_t c = 0; c < layout->cols; ++c)
        {
            double complex sum   = 0;
            double         scale = 0;
            for(int64_t k = t.row_ptr[i]; k < t.row_ptr[i + 1]; ++k)
            {
                const double complex term
                    = t.val[k] * load(kind, sol, t.col[k] * layout->row_stride + c * layout->col_stride);
                sum += term;
                scale += magnitude(term);
            }
            const int64_t        at  = i * layout->row_stride + c * layout->col_stride;
            const double complex b   = alpha * load(kind, rhs, at);
            const double         tol = (double)(t.row_ptr[i + 1] - t.row_ptr[i] + 4) * 2 * eps * (scale + magnitude(b));
            if(!(cabs(sum - b) <= tol))
            {
                ++bad;
#pragma omp critical
                if(first < 0 || i < first / layout->cols || (i == first / layout->cols && c < first % layout->cols))
                    first = i * layout->cols + c;
            }
        }
    if(bad > 0)
    {
        const int64_t        i = first / layout->cols, c = first % layout->cols;
        const double complex x = load(kind, sol, i * layout->row_stride + c * layout->col_stride);
        snprintf(err, err_size, "%lld entries fail the residual check, the first X(%lld, %lld) = (%.17g;%.17g)",
                 (long long)bad, (long long)i, (long long)c, creal(x), cimag(x));
    }
    operator_free(&t);
    return bad;
}

/* ------------------------------------------------------ factorizations */
/* Where each row's diagonal entry is, or -1. */
static int64_t* diagonal_positions(const bench_matrix* A)
{
    int64_t* diag = (int64_t*)malloc(sizeof(int64_t) * ((size_t)A->m + 1));
    if(diag == NULL)
        return NULL;
#pragma omp parallel for schedule(static)
    for(int64_t i = 0; i < A->m; ++i)
    {
        diag[i] = -1;
        for(int64_t k = A->row_ptr[i]; k < A->row_ptr[i + 1]; ++k)
            if(A->col_ind[k] == i)
                diag[i] = k;
    }
    return diag;
}

/* The rows in order, left-looking: row i is final once the rows it uses
 * are. at[] maps a column to its entry in the current row, -1 elsewhere. */
static int64_t factor(const bench_matrix* A, double* v, int cholesky)
{
    int64_t* diag  = diagonal_positions(A);
    int64_t* at    = (int64_t*)malloc(sizeof(int64_t) * ((size_t)A->n + 1));
    int64_t  pivot = -1;
    if(diag == NULL || at == NULL)
    {
        free(diag);
        free(at);
        return -2;
    }
    for(int64_t j = 0; j < A->n; ++j)
        at[j] = -1;
    for(int64_t i = 0; i < A->m; ++i)
    {
        const int64_t begin = A->row_ptr[i], end = A->row_ptr[i + 1];
        for(int64_t k = begin; k < end; ++k)
            at[A->col_ind[k]] = k;
        for(int64_t k = begin; k < end && A->col_ind[k] < i; ++k)
        {
            const int64_t j     = A->col_ind[k];
            const double  pivot_value = diag[j] >= 0 ? v[diag[j]] : 0.0;
            if(cholesky)
            {
                /* l_ij = (a_ij - sum over c < j of l_ic l_jc) / l_jj */
                for(int64_t q = A->row_ptr[j]; q < A->row_ptr[j + 1] && A->col_ind[q] < j; ++q)
                    if(at[A->col_ind[q]] >= 0)
                        v[k] -= v[at[A->col_ind[q]]] * v[q];
                v[k] /= pivot_value;
            }
            else
            {
                /* l_ij = a_ij / u_jj, then row i -= l_ij * (row j of U) */
                v[k] /= pivot_value;
                for(int64_t q = A->row_ptr[j + 1] - 1; q >= A->row_ptr[j] && A->col_ind[q] > j; --q)
                    if(at[A->col_ind[q]] >= 0)
                        v[at[A->col_ind[q]]] -= v[k] * v[q];
            }
        }
        if(cholesky && diag[i] >= 0)
        {
            double d = v[diag[i]];
            for(int64_t k = begin; k < end && A->col_ind[k] < i; ++k)
                d -= v[k] * v[k];
            if(!(d > 0) && pivot < 0)
                pivot = i;
            v[diag[i]] = sqrt(d);
        }
        if(pivot < 0 && (diag[i] < 0 || (!cholesky && v[diag[i]] == 0)))
            pivot = i;
        for(int64_t k = begin; k < end; ++k)
            at[A->col_ind[k]] = -1;
    }
    free(diag);
    free(at);
    return pivot;
}

int64_t bench_ilu0(const bench_matrix* A, double* lu)
{
    return factor(A, lu, 0);
}

int64_t bench_ic0(const bench_matrix* A, double* l)
{
    return factor(A, l, 1);
}

int64_t bench_check_factor(const bench_matrix* A, const double* want, bench_kind kind, const void* got, int lower_only,
                           double eps, char* err, size_t err_size)
{
    int64_t bad = 0, first = -1;
#pragma omp parallel for schedule(dynamic, 256) reduction(+ : bad)
    for(int64_t i = 0; i < A->m; ++i)
    {
        double        largest = 0;
        const int64_t begin = A->row_ptr[i], end = A->row_ptr[i + 1];
        for(int64_t k = begin; k < end; ++k)
            if(!lower_only || A->col_ind[k] <= i)
                largest = fmax(largest, fabs(want[k]));
        const double tol = 64.0 * (double)(end - begin + 4) * eps * largest;
        for(int64_t k = begin; k < end; ++k)
            if((!lower_only || A->col_ind[k] <= i) && !(cabs(load(kind, got, k) - want[k]) <= tol))
            {
                ++bad;
#pragma omp critical
                if(first < 0 || k < first)
                    first = k;
            }
    }
    if(bad > 0)
    {
        const double complex g = load(kind, got, first);
        int64_t              i = 0;
        while(A->row_ptr[i + 1] <= first)
            ++i;
        snprintf(err, err_size, "%lld entries differ from the reference, the first (%lld, %d) = (%.17g;%.17g), expected %.17g",
                 (long long)bad, (long long)i, A->col_ind[first], creal(g), cimag(g), want[first]);
    }
    return bad;
}
