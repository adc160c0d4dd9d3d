/* The inputs and host checks of the structural routines' benchmarks (see
 * operands.h). Deterministic from the seed whatever the number of
 * threads: every draw comes from bench_random_bits at a fixed index. */
#include "operands.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Streams of bench_random_bits, apart from matrices.c's (1 .. 5). */
enum
{
    STREAM_ROW_SHUFFLE = 101,
    STREAM_COO_SHUFFLE,
    STREAM_DENSE_ZERO
};

/* Arrays of a matrix of A->m rows and A->nnz entries (+1: no size is 0);
 * row_ptr zeroed. */
static int allocate(bench_matrix* A, char* err, size_t size)
{
    A->row_ptr  = (int32_t*)calloc((size_t)A->m + 1, sizeof(int32_t));
    A->col_ind  = (int32_t*)malloc(sizeof(int32_t) * (size_t)A->nnz + 1);
    A->val      = (double*)malloc(sizeof(double) * (size_t)A->nnz + 1);
    A->val_imag = NULL;
    if(A->row_ptr == NULL || A->col_ind == NULL || A->val == NULL)
    {
        bench_matrix_free(A);
        return bench_fail(err, size, "out of host memory");
    }
    return 1;
}

/* ------------------------------------------------------------ products */
/* galerkin_AP_G or galerkin_RAP_G: *second says which, *g the grid. */
static int galerkin_name(const char* name, int* second, int64_t* g)
{
    static const char* const prefixes[] = {"galerkin_AP_", "galerkin_RAP_"};
    for(int k = 0; k < 2; ++k)
    {
        const size_t len = strlen(prefixes[k]);
        char*        end;
        if(strncmp(name, prefixes[k], len) != 0 || name[len] < '1' || name[len] > '9')
            continue;
        *g      = strtoll(name + len, &end, 10);
        *second = k;
        return *end == '\0' && *g >= 2 && *g % 2 == 0 && *g <= 1000;
    }
    return 0;
}

int bench_product_known(const char* name)
{
    int     second;
    int64_t g;
    return bench_matrix_known(name) || galerkin_name(name, &second, &g);
}

void bench_product_describe(FILE* out)
{
    fputs("  NAME           a square matrix of the suite: C = NAME * NAME\n"
          "  galerkin_AP_G  C = A * P, A = lap3d7 on G^3 (G even), P the piecewise-constant\n"
          "                 prolongator of its 2x2x2 aggregates (G^3 x (G/2)^3, one 1 per row)\n"
          "  galerkin_RAP_G C = R * (A * P), R = P^T: the second product of the Galerkin R*A*P\n",
          out);
}

int bench_matrix_prolongator(int64_t g, bench_matrix* P, char* err, size_t size)
{
    const int64_t h = g / 2;
    memset(P, 0, sizeof(*P));
    if(g < 2 || g % 2 != 0)
        return bench_fail(err, size, "the prolongator needs an even grid, not %lld", (long long)g);
    snprintf(P->name, sizeof(P->name), "agg2_%lld", (long long)g);
    P->m   = g * g * g;
    P->n   = h * h * h;
    P->nnz = P->m;
    if(!allocate(P, err, size))
        return 0;
#pragma omp parallel for schedule(static)
    for(int64_t row = 0; row < P->m; ++row)
    {
        const int64_t x = row % g, y = (row / g) % g, z = row / (g * g);
        P->row_ptr[row + 1] = (int32_t)(row + 1);
        P->col_ind[row]     = (int32_t)(((z / 2) * h + y / 2) * h + x / 2);
        P->val[row]         = 1.0;
    }
    return 1;
}

int bench_matrix_transpose(const bench_matrix* A, bench_matrix* T, char* err, size_t size)
{
    memset(T, 0, sizeof(*T));
    snprintf(T->name, sizeof(T->name), "%.60s_T", A->name);
    T->m   = A->n;
    T->n   = A->m;
    T->nnz = A->nnz;
    if(!allocate(T, err, size))
        return 0;
    int32_t* next = (int32_t*)malloc(sizeof(int32_t) * (size_t)T->m + 1);
    if(next == NULL)
    {
        bench_matrix_free(T);
        return bench_fail(err, size, "out of host memory");
    }
    for(int64_t k = 0; k < A->nnz; ++k)
        T->row_ptr[A->col_ind[k] + 1]++;
    for(int64_t i = 0; i < T->m; ++i)
        T->row_ptr[i + 1] += T->row_ptr[i];
    memcpy(next, T->row_ptr, sizeof(int32_t) * (size_t)T->m);
    /* A's rows in order: each row of T receives its entries by rising
     * column of T, so T comes out sorted. */
    for(int64_t i = 0; i < A->m; ++i)
        for(int64_t k = A->row_ptr[i]; k < A->row_ptr[i + 1]; ++k)
        {
            const int32_t at = next[A->col_ind[k]]++;
            T->col_ind[at]   = (int32_t)i;
            T->val[at]       = A->val[k];
        }
    free(next);
    return 1;
}

int64_t bench_product_count(const bench_matrix* A, const bench_matrix* B)
{
    int64_t total = 0;
#pragma omp parallel for reduction(+ : total) schedule(static)
    for(int64_t k = 0; k < A->nnz; ++k)
        total += B->row_ptr[A->col_ind[k] + 1] - B->row_ptr[A->col_ind[k]];
    return total;
}

/* One thread's accumulator of a row of A * B: a marker per column of B
 * (the last row that reached it, + 1), the sum and the sum of magnitudes
 * there, and the list of columns reached. */
typedef struct accumulator
{
    int64_t* mark;
    double*  sum;
    double*  scale;
    int32_t* terms;
    int32_t* cols;
    int64_t  count;
} accumulator;

static int accumulator_make(accumulator* a, int64_t n)
{
    a->mark  = (int64_t*)calloc((size_t)n + 1, sizeof(int64_t));
    a->sum   = (double*)malloc(sizeof(double) * (size_t)n + 1);
    a->scale = (double*)malloc(sizeof(double) * (size_t)n + 1);
    a->terms = (int32_t*)malloc(sizeof(int32_t) * (size_t)n + 1);
    a->cols  = (int32_t*)malloc(sizeof(int32_t) * (size_t)n + 1);
    a->count = 0;
    return a->mark != NULL && a->sum != NULL && a->scale != NULL && a->terms != NULL && a->cols != NULL;
}

static void accumulator_free(accumulator* a)
{
    free(a->mark);
    free(a->sum);
    free(a->scale);
    free(a->terms);
    free(a->cols);
}

static int compare_int32(const void* x, const void* y)
{
    const int32_t a = *(const int32_t*)x, b = *(const int32_t*)y;
    return (a > b) - (a < b);
}

/* Row i of A * B into a: the sorted columns reached in cols[0..count). */
static void accumulate_row(accumulator* a, const bench_matrix* A, const bench_matrix* B, int64_t i)
{
    a->count = 0;
    for(int64_t k = A->row_ptr[i]; k < A->row_ptr[i + 1]; ++k)
    {
        const int32_t r = A->col_ind[k];
        for(int64_t l = B->row_ptr[r]; l < B->row_ptr[r + 1]; ++l)
        {
            const int32_t c = B->col_ind[l];
            const double  t = A->val[k] * B->val[l];
            if(a->mark[c] != i + 1)
            {
                a->mark[c]            = i + 1;
                a->sum[c]             = 0;
                a->scale[c]           = 0;
                a->terms[c]           = 0;
                a->cols[a->count++]   = c;
            }
            a->sum[c] += t;
            a->scale[c] += fabs(t);
            a->terms[c]++;
        }
    }
    qsort(a->cols, (size_t)a->count, sizeof(int32_t), compare_int32);
}

int bench_matrix_multiply(const bench_matrix* A, const bench_matrix* B, bench_matrix* C, char* err, size_t size)
{
    int ok = 1;
    memset(C, 0, sizeof(*C));
    snprintf(C->name, sizeof(C->name), "product");
    C->m = A->m;
    C->n = B->n;
    C->row_ptr = (int32_t*)calloc((size_t)C->m + 1, sizeof(int32_t));
    if(C->row_ptr == NULL || A->n != B->m)
    {
        free(C->row_ptr);
        return bench_fail(err, size, C->row_ptr == NULL ? "out of host memory" : "inner dimensions differ");
    }
    for(int pass = 0; pass < 2 && ok; ++pass)
    {
#pragma omp parallel
        {
            accumulator a;
            const int   mine = accumulator_make(&a, B->n);
#pragma omp for schedule(dynamic, 256)
            for(int64_t i = 0; i < A->m; ++i)
            {
                if(!mine)
                    continue;
                accumulate_row(&a, A, B, i);
                if(pass == 0)
                    C->row_ptr[i + 1] = (int32_t)a.count;
                else
                    for(int64_t e = 0; e < a.count; ++e)
                    {
                        C->col_ind[C->row_ptr[i] + e] = a.cols[e];
                        C->val[C->row_ptr[i] + e]     = a.sum[a.cols[e]];
                    }
            }
            if(!mine)
            {
#pragma omp atomic write
                ok = 0;
            }
            accumulator_free(&a);
        }
        if(pass == 0 && ok)
        {
            int64_t total = 0;
            for(int64_t i = 1; i <= C->m; ++i)
            {
                total += C->row_ptr[i];
                ok = ok && total <= INT32_MAX;
                C->row_ptr[i] = (int32_t)total;
            }
            C->nnz = total;
            ok     = ok && (C->col_ind = (int32_t*)malloc(sizeof(int32_t) * (size_t)total + 1)) != NULL
                 && (C->val = (double*)malloc(sizeof(double) * (size_t)total + 1)) != NULL;
        }
    }
    if(!ok)
    {
        bench_matrix_free(C);
        return bench_fail(err, size, "out of host memory (or a product of more than 2^31-1 nonzeros)");
    }
    return 1;
}

int bench_product_operands(const char* name, uint64_t seed, const char* cache_dir, bench_matrix* A, bench_matrix* B,
                           int* same, char* err, size_t size)
{
    int          second;
    int64_t      g;
    char         base[32];
    bench_matrix L, P;
    memset(A, 0, sizeof(*A));
    memset(B, 0, sizeof(*B));
    *same = 0;
    if(!galerkin_name(name, &second, &g))
    {
        if(!bench_matrix_load(name, seed, cache_dir, A, err, size))
            return 0;
        if(A->m != A->n)
        {
            bench_matrix_free(A);
            return bench_fail(err, size, "%s is not square: no square product", name);
        }
        *same = 1;
        return 1;
    }
    snprintf(base, sizeof(base), "lap3d7_%lld", (long long)g);
    if(!bench_matrix_known(base))
        return bench_fail(err, size, "%s: the suite has no %s", name, base);
    if(!bench_matrix_load(base, seed, cache_dir, &L, err, size))
        return 0;
    if(!bench_matrix_prolongator(g, &P, err, size))
    {
        bench_matrix_free(&L);
        return 0;
    }
    if(!second)
    {
        *A = L;
        *B = P;
    }
    else
    {
        const int ok = bench_matrix_multiply(&L, &P, B, err, size) && bench_matrix_transpose(&P, A, err, size);
        bench_matrix_free(&L);
        bench_matrix_free(&P);
        if(!ok)
        {
            bench_matrix_free(A);
            bench_matrix_free(B);
            return 0;
        }
    }
    snprintf(A->name, sizeof(A->name), "%s", name);
    return 1;
}

/* --------------------------------------------------------------- checks */
int64_t bench_check_block_count(int64_t m)
{
    return m <= (int64_t)BENCH_CHECK_BLOCKS * BENCH_CHECK_ROWS ? 1 : BENCH_CHECK_BLOCKS;
}

void bench_check_block(int64_t m, int64_t b, int64_t* first, int64_t* count)
{
    if(bench_check_block_count(m) == 1)
    {
        *first = 0;
        *count = m;
        return;
    }
    *first = b * m / BENCH_CHECK_BLOCKS;
    *count = BENCH_CHECK_ROWS;
}

int64_t bench_check_product_rows(const bench_matrix* A, const bench_matrix* B, int64_t first, int64_t count,
                                 const int32_t* row_ptr, const int32_t* col_ind, const void* val, bench_kind kind,
                                 int base, double eps, char* err, size_t size)
{
    int64_t bad = 0, first_bad = -1, oom = 0;
#pragma omp parallel
    {
        accumulator a;
        const int   mine = accumulator_make(&a, B->n);
#pragma omp for schedule(dynamic, 16) reduction(+ : bad)
        for(int64_t r = 0; r < count; ++r)
        {
            const int64_t i     = first + r;
            const int64_t begin = row_ptr[r] - row_ptr[0], len = row_ptr[r + 1] - row_ptr[r];
            int           wrong = 0;
            if(!mine)
                continue;
            accumulate_row(&a, A, B, i);
            wrong = len != a.count;
            for(int64_t e = 0; !wrong && e < len; ++e)
            {
                const int32_t c = a.cols[e];
                double        re, im;
                bench_load_value(kind, val, begin + e, &re, &im);
                wrong = col_ind[begin + e] - base != c
                        || !(fabs(re - a.sum[c]) + fabs(im) <= (a.terms[c] + 4) * 2 * eps * a.scale[c]);
            }
            if(wrong)
            {
                ++bad;
#pragma omp critical(bench_check_product_first)
                if(first_bad < 0 || i < first_bad)
                    first_bad = i;
            }
        }
        if(!mine)
        {
#pragma omp atomic write
            oom = 1;
        }
        accumulator_free(&a);
    }
    if(oom)
        return -1;
    if(bad > 0)
        bench_fail(err, size, "row %lld of the product (and %lld more rows) differs from the host's", (long long)first_bad,
             (long long)(bad - 1));
    return bad;
}

/* ----------------------------------------------------------------- sorts */
int bench_matrix_shuffle_rows(bench_matrix* A, uint64_t seed, char* err, size_t size)
{
    (void)err;
    (void)size;
#pragma omp parallel for schedule(dynamic, 1024)
    for(int64_t i = 0; i < A->m; ++i)
    {
        const int64_t begin = A->row_ptr[i];
        for(int64_t j = A->row_ptr[i + 1] - 1; j > begin; --j)
        {
            const int64_t k = begin
                              + (int64_t)(bench_random_bits(seed, STREAM_ROW_SHUFFLE, (uint64_t)j)
                                          % (uint64_t)(j - begin + 1));
            const int32_t c = A->col_ind[j];
            const double  v = A->val[j];
            A->col_ind[j]   = A->col_ind[k];
            A->val[j]       = A->val[k];
            A->col_ind[k]   = c;
            A->val[k]       = v;
        }
    }
    return 1;
}

int bench_coo_shuffled(const bench_matrix* A, uint64_t seed, int32_t** row, int32_t** col, double** val, char* err,
                       size_t size)
{
    *row = (int32_t*)malloc(sizeof(int32_t) * (size_t)A->nnz + 1);
    *col = (int32_t*)malloc(sizeof(int32_t) * (size_t)A->nnz + 1);
    *val = (double*)malloc(sizeof(double) * (size_t)A->nnz + 1);
    if(*row == NULL || *col == NULL || *val == NULL)
    {
        free(*row);
        free(*col);
        free(*val);
        *row = *col = NULL;
        *val        = NULL;
        return bench_fail(err, size, "out of host memory");
    }
#pragma omp parallel for schedule(dynamic, 1024)
    for(int64_t i = 0; i < A->m; ++i)
        for(int64_t k = A->row_ptr[i]; k < A->row_ptr[i + 1]; ++k)
            (*row)[k] = (int32_t)i;
    memcpy(*col, A->col_ind, sizeof(int32_t) * (size_t)A->nnz);
    memcpy(*val, A->val, sizeof(double) * (size_t)A->nnz);
    for(int64_t j = A->nnz - 1; j > 0; --j)
    {
        const int64_t k = (int64_t)(bench_random_bits(seed, STREAM_COO_SHUFFLE, (uint64_t)j) % (uint64_t)(j + 1));
        const int32_t r = (*row)[j], c = (*col)[j];
        const double  v = (*val)[j];
        (*row)[j]       = (*row)[k];
        (*col)[j]       = (*col)[k];
        (*val)[j]       = (*val)[k];
        (*row)[k]       = r;
        (*col)[k]       = c;
        (*val)[k]       = v;
    }
    return 1;
}

/* ------------------------------------------------------------------- nnz */
int bench_dense_name(const char* name, int64_t* m, int64_t* n)
{
    char* end;
    if(strncmp(name, "dense_", 6) != 0 || name[6] < '1' || name[6] > '9')
        return 0;
    *m = strtoll(name + 6, &end, 10);
    if(*end != 'x' || end[1] < '1' || end[1] > '9')
        return 0;
    *n = strtoll(end + 1, &end, 10);
    return *end == '\0' && *m <= INT32_MAX && *n <= INT32_MAX;
}

/* Rows i % 97 == 13 and columns j % 89 == 7 are all zeros; elsewhere an
 * entry is zero with probability 1/2. */
double bench_dense_value(uint64_t seed, int64_t m, int64_t n, int64_t i, int64_t j)
{
    const uint64_t at = (uint64_t)i + (uint64_t)j * (uint64_t)m;
    (void)n;
    if(i % 97 == 13 || j % 89 == 7 || (bench_random_bits(seed, STREAM_DENSE_ZERO, at) & 1))
        return 0.0;
    return bench_value(seed, at);
}
