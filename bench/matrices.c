/* Sparse matrices for the benchmarks (see matrices.h). Rows are filled in
 * parallel; each row draws from its own random stream, seeded from (seed,
 * row), so the result does not depend on the number of threads. */
#include "matrices.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ randomness */
static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

typedef struct row_rng
{
    uint64_t state;
} row_rng;

/* splitmix64 again: a stream per (seed, stream, index). */
static row_rng rng_for(uint64_t seed, uint64_t stream, uint64_t index)
{
    row_rng r;
    r.state = mix64(seed ^ mix64(stream * 0x9e3779b97f4a7c15ull + index));
    return r;
}

static uint64_t rng_next(row_rng* r)
{
    return mix64(r->state += 0x9e3779b97f4a7c15ull);
}

static double rng_unit(row_rng* r) /* [0, 1) */
{
    return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

static int64_t rng_below(row_rng* r, int64_t n)
{
    return (int64_t)(rng_unit(r) * (double)n);
}

/* Streams, so that lengths, columns and values never share draws. */
enum
{
    STREAM_LENGTH = 1,
    STREAM_COLUMNS,
    STREAM_VALUES,
    STREAM_IMAG,
    STREAM_DENSE
};

static double value_from(uint64_t bits)
{
    const double u         = (double)(bits >> 12) * (1.0 / 4503599627370496.0);
    const double magnitude = 0.1 + 0.9 * u;
    return (bits & 1) ? -magnitude : magnitude;
}

uint64_t bench_random_bits(uint64_t seed, uint64_t stream, uint64_t index)
{
    return mix64(seed ^ mix64(stream * 0x9e3779b97f4a7c15ull + index));
}

double bench_value(uint64_t seed, uint64_t index)
{
    return value_from(mix64(seed ^ mix64(STREAM_DENSE * 0x9e3779b97f4a7c15ull + index)));
}

/* ----------------------------------------------------------- small tools */
int bench_fail(char* err, size_t size, const char* fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    vsnprintf(err, size, fmt, args);
    va_end(args);
    return 0;
}

void bench_matrix_free(bench_matrix* A)
{
    free(A->row_ptr);
    free(A->col_ind);
    free(A->val);
    free(A->val_imag);
    memset(A, 0, sizeof(*A));
}

/* The entry arrays for A->nnz entries (+1: no size is 0); row_ptr is
 * allocated by the caller, before the nonzeros are counted. */
static int allocate_entries(bench_matrix* A, int with_imag, char* err, size_t size)
{
    A->col_ind  = (int32_t*)malloc(sizeof(int32_t) * (size_t)A->nnz + 1);
    A->val      = (double*)malloc(sizeof(double) * (size_t)A->nnz + 1);
    A->val_imag = with_imag ? (double*)malloc(sizeof(double) * (size_t)A->nnz + 1) : NULL;
    if(A->col_ind == NULL || A->val == NULL || (with_imag && A->val_imag == NULL))
    {
        bench_matrix_free(A);
        return bench_fail(err, size, "out of host memory");
    }
    return 1;
}

static int allocate_rows(bench_matrix* A, char* err, size_t size)
{
    A->row_ptr = (int32_t*)calloc((size_t)(A->m + 1), sizeof(int32_t));
    return A->row_ptr != NULL || bench_fail(err, size, "out of host memory");
}

/* row_ptr from the row lengths kept in row_ptr[1..m]; 0 when nnz would
 * not fit the library's 32-bit indices. */
static int lengths_to_offsets(bench_matrix* A, char* err, size_t size)
{
    int64_t total = 0;
    A->row_ptr[0] = 0;
    for(int64_t i = 1; i <= A->m; ++i)
    {
        total += A->row_ptr[i];
        if(total > INT32_MAX)
            return bench_fail(err, size, "%s: more than 2^31-1 nonzeros", A->name);
        A->row_ptr[i] = (int32_t)total;
    }
    A->nnz = total;
    return 1;
}

int64_t bench_matrix_max_row(const bench_matrix* A)
{
    int64_t longest = 0;
    for(int64_t i = 0; i < A->m; ++i)
        if(A->row_ptr[i + 1] - A->row_ptr[i] > longest)
            longest = A->row_ptr[i + 1] - A->row_ptr[i];
    return longest;
}

/* ------------------------------------------------------------- stencils */
/* Offsets (dz, dy, dx) in lexicographic order, so that the columns of a
 * row come out sorted: column = (z * g + y) * g + x. */
typedef struct stencil
{
    int count;
    int d[27][3];
} stencil;

static stencil make_stencil(int dims, int points)
{
    stencil s;
    s.count = 0;
    for(int dz = -1; dz <= 1; ++dz)
        for(int dy = -1; dy <= 1; ++dy)
            for(int dx = -1; dx <= 1; ++dx)
            {
                const int away = abs(dz) + abs(dy) + abs(dx);
                if((dims < 3 && dz != 0) || (dims < 2 && dy != 0))
                    continue;
                if(points != 27 && away > 1) /* 3, 5 and 7 points: the axes only */
                    continue;
                s.d[s.count][0] = dz;
                s.d[s.count][1] = dy;
                s.d[s.count][2] = dx;
                ++s.count;
            }
    return s;
}

static int inside(int64_t v, int64_t g)
{
    return v >= 0 && v < g;
}

/* The wind of the convection-diffusion stencil, per axis (x, y, z), in
 * units of the diffusion: the upwind neighbour gets -1 - w, the downwind
 * one -1 + w. With w < 1 every neighbour stays negative and the rows still
 * sum to zero inside: a nonsymmetric M-matrix, so ILU(0) exists. */
static const double convection_wind[3] = {0.5, 0.25, 0.1};

/* A Laplacian-like operator: -1 for each neighbour, the number of
 * neighbours of the full stencil on the diagonal (so interior rows sum to
 * zero and the matrix is symmetric and diagonally dominant); with
 * convection, the neighbours along each axis skewed by the wind. */
static int generate_stencil(bench_matrix* A, int dims, int points, int convection, int64_t g, char* err,
                            size_t size)
{
    const stencil s  = make_stencil(dims, points);
    const int64_t gy = dims >= 2 ? g : 1, gz = dims == 3 ? g : 1;
    A->m = A->n = g * gy * gz;
    A->nnz      = 0;
    if(!allocate_rows(A, err, size))
        return 0;
#pragma omp parallel for schedule(static)
    for(int64_t row = 0; row < A->m; ++row)
    {
        const int64_t x = row % g, y = (row / g) % gy, z = row / (g * gy);
        int           len = 0;
        for(int p = 0; p < s.count; ++p)
            len += inside(z + s.d[p][0], gz) && inside(y + s.d[p][1], gy) && inside(x + s.d[p][2], g);
        A->row_ptr[row + 1] = len;
    }
    if(!lengths_to_offsets(A, err, size) || !allocate_entries(A, 0, err, size))
        return 0;
#pragma omp parallel for schedule(static)
    for(int64_t row = 0; row < A->m; ++row)
    {
        const int64_t x = row % g, y = (row / g) % gy, z = row / (g * gy);
        int64_t       at = A->row_ptr[row];
        for(int p = 0; p < s.count; ++p)
            if(inside(z + s.d[p][0], gz) && inside(y + s.d[p][1], gy) && inside(x + s.d[p][2], g))
            {
                const int diagonal = s.d[p][0] == 0 && s.d[p][1] == 0 && s.d[p][2] == 0;
                double    v        = diagonal ? (double)(s.count - 1) : -1.0;
                for(int axis = 0; convection && axis < 3; ++axis)
                    v += convection_wind[axis] * s.d[p][2 - axis]; /* d holds (dz, dy, dx) */
                A->col_ind[at] = (int32_t)(((z + s.d[p][0]) * gy + y + s.d[p][1]) * g + x + s.d[p][2]);
                A->val[at++]   = v;
            }
    }
    return 1;
}

/* ------------------------------------------------------------ triangles */
/* Replaces A by its lower (or upper) triangle (A square), the diagonal
 * present in every row, with values that keep any triangular solve
 * bounded, unit diagonal or not: the off-diagonal entries of a row scaled
 * so that their magnitudes sum to at most 1/2, the diagonal one plus that
 * sum. The pattern is the triangle's; the values are not A's. */
int bench_matrix_triangle(bench_matrix* A, int lower, char* err, size_t size)
{
    bench_matrix T;
    memset(&T, 0, sizeof(T));
    T.m = T.n = A->m;
    if(!allocate_rows(&T, err, size))
        return 0;
#pragma omp parallel for schedule(static)
    for(int64_t i = 0; i < A->m; ++i)
    {
        int len = 1; /* the diagonal */
        for(int64_t k = A->row_ptr[i]; k < A->row_ptr[i + 1]; ++k)
            len += lower ? A->col_ind[k] < i : A->col_ind[k] > i;
        T.row_ptr[i + 1] = len;
    }
    if(!lengths_to_offsets(&T, err, size) || !allocate_entries(&T, 0, err, size))
    {
        bench_matrix_free(&T);
        return 0;
    }
#pragma omp parallel for schedule(dynamic, 1024)
    for(int64_t i = 0; i < A->m; ++i)
    {
        int64_t at  = T.row_ptr[i];
        double  sum = 0;
        for(int64_t k = A->row_ptr[i]; k < A->row_ptr[i + 1]; ++k)
            if(lower ? A->col_ind[k] < i : A->col_ind[k] > i)
                sum += fabs(A->val[k]);
        const double scale = sum > 0.5 ? 0.5 / sum : 1.0;
        /* Columns stay sorted: an upper row starts with its diagonal, a
         * lower one ends with it. */
        if(!lower)
        {
            T.col_ind[at] = (int32_t)i;
            T.val[at++]   = 1.0 + sum * scale;
        }
        for(int64_t k = A->row_ptr[i]; k < A->row_ptr[i + 1]; ++k)
            if(lower ? A->col_ind[k] < i : A->col_ind[k] > i)
            {
                T.col_ind[at] = A->col_ind[k];
                T.val[at++]   = A->val[k] * scale;
            }
        if(lower)
        {
            T.col_ind[at] = (int32_t)i;
            T.val[at]     = 1.0 + sum * scale;
        }
    }
    memcpy(T.name, A->name, sizeof(T.name));
    bench_matrix_free(A);
    *A = T;
    return 1;
}

/* ------------------------------------------------------- random columns */
static int compare_int32(const void* a, const void* b)
{
    const int32_t x = *(const int32_t*)a, y = *(const int32_t*)b;
    return (x > y) - (x < y);
}

static void sort_int32(int32_t* v, int64_t count)
{
    if(count > 24)
    {
        qsort(v, (size_t)count, sizeof(*v), compare_int32);
        return;
    }
    for(int64_t i = 1; i < count; ++i)
    {
        const int32_t key = v[i];
        int64_t       j   = i;
        for(; j > 0 && v[j - 1] > key; --j)
            v[j] = v[j - 1];
        v[j] = key;
    }
}

static int64_t unique_sorted(int32_t* v, int64_t count)
{
    int64_t kept = 0;
    for(int64_t i = 0; i < count; ++i)
        if(kept == 0 || v[kept - 1] != v[i])
            v[kept++] = v[i];
    return kept;
}

/* Scratch of one thread: a bitmap over the columns and a draw buffer. */
typedef struct scratch
{
    uint64_t* bits;
    int64_t   words;
} scratch;

/* Columns of one row into out (sorted, distinct); returns how many.
 * draws: how many uniform draws from [0, n); exact: redraw until there
 * are that many distinct ones, else keep the distinct ones drawn (so a
 * row of "about" draws columns). Dense rows use a bitmap, very dense ones
 * selection sampling; sparse rows sort their draws. */
static int64_t row_columns(row_rng* r, int64_t n, int64_t draws, int exact, scratch* s, int32_t* out)
{
    if(draws > n)
        draws = n;
    if(draws == 0)
        return 0;
    if(exact && draws * 4 >= n)
    {
        int64_t taken = 0;
        for(int64_t c = 0; c < n && taken < draws; ++c)
            if((double)(n - c) * rng_unit(r) < (double)(draws - taken))
                out[taken++] = (int32_t)c;
        return taken;
    }
    if(n <= 256 * draws)
    {
        const int64_t words = (n + 63) / 64;
        int64_t       count = 0, taken = 0;
        memset(s->bits, 0, sizeof(uint64_t) * (size_t)words);
        for(int64_t k = 0; exact ? count < draws : k < draws; ++k)
        {
            const int64_t  c    = rng_below(r, n);
            const uint64_t mask = 1ull << (c & 63);
            count += !(s->bits[c >> 6] & mask);
            s->bits[c >> 6] |= mask;
        }
        for(int64_t w = 0; w < words; ++w)
            for(uint64_t b = s->bits[w]; b != 0; b &= b - 1)
                out[taken++] = (int32_t)(w * 64 + __builtin_ctzll(b));
        return taken;
    }
    int64_t count = 0;
    for(int64_t want = draws; count < draws;)
    {
        for(int64_t k = 0; k < want; ++k)
            out[count + k] = (int32_t)rng_below(r, n);
        sort_int32(out, count + want);
        count = unique_sorted(out, count + want);
        if(!exact)
            break;
        want = draws - count;
    }
    return count;
}

static void fill_values(bench_matrix* A, uint64_t seed)
{
#pragma omp parallel for schedule(static)
    for(int64_t k = 0; k < A->nnz; ++k)
        A->val[k] = value_from(mix64(seed ^ mix64(STREAM_VALUES * 0x9e3779b97f4a7c15ull + (uint64_t)k)));
}

/* How a generated matrix draws its rows. */
typedef enum length_law
{
    LENGTH_FIXED,   /* every row: param columns, distinct */
    LENGTH_ABOUT,   /* every row: param draws, duplicates dropped */
    LENGTH_POWERLAW, /* P(len) ~ len^-2 on [1, param], distinct */
    LENGTH_EVEN      /* param entries in all, spread evenly, distinct */
} length_law;

static int64_t row_draws(length_law law, int64_t param, uint64_t seed, int64_t row, int64_t m)
{
    if(law == LENGTH_EVEN)
        return param / m + (row < param % m);
    if(law != LENGTH_POWERLAW)
        return param;
    /* Inverse of the continuous law's CDF, (1 - 1/x) / (1 - 1/K). */
    row_rng       r   = rng_for(seed, STREAM_LENGTH, (uint64_t)row);
    const double  u   = rng_unit(&r);
    const double  x   = 1.0 / (1.0 - u * (1.0 - 1.0 / (double)param));
    const int64_t len = (int64_t)x;
    return len < 1 ? 1 : len > param ? param : len;
}

static int random_rows(bench_matrix* A, length_law law, int64_t param, uint64_t seed, char* err, size_t size)
{
    int ok = allocate_rows(A, err, size);
    for(int pass = 0; pass < 2 && ok; ++pass)
    {
#pragma omp parallel
        {
            scratch  s;
            int64_t  cap    = 64;
            int32_t* buffer = (int32_t*)malloc(sizeof(int32_t) * (size_t)cap);
            s.words         = (A->n + 63) / 64;
            s.bits          = (uint64_t*)malloc(sizeof(uint64_t) * (size_t)(s.words + 1));
#pragma omp for schedule(dynamic, 256)
            for(int64_t row = 0; row < A->m; ++row)
            {
                const int64_t draws = row_draws(law, param, seed, row, A->m);
                row_rng       r     = rng_for(seed, STREAM_COLUMNS, (uint64_t)row);
                int64_t       len   = draws < A->n ? draws : A->n;
                if(draws > cap)
                {
                    cap    = draws > 2 * cap ? draws : 2 * cap;
                    buffer = (int32_t*)realloc(buffer, sizeof(int32_t) * (size_t)cap);
                }
                if(s.bits == NULL || buffer == NULL)
                    abort(); /* out of memory inside a parallel loop */
                /* Only rows that may drop duplicates are drawn to be counted. */
                if(pass == 1 || law == LENGTH_ABOUT)
                    len = row_columns(&r, A->n, draws, law != LENGTH_ABOUT, &s, buffer);
                if(pass == 0)
                    A->row_ptr[row + 1] = (int32_t)len;
                else
                    memcpy(A->col_ind + A->row_ptr[row], buffer, sizeof(int32_t) * (size_t)len);
            }
            free(buffer);
            free(s.bits);
        }
        if(pass == 0)
            ok = lengths_to_offsets(A, err, size) && allocate_entries(A, 0, err, size);
    }
    if(ok)
        fill_values(A, seed);
    return ok;
}

/* ------------------------------------------------------ random triangles */
/* Off-diagonal entries per row of an m x m triangle with k of them in all,
 * as even as the rows' room allows (row i of a lower triangle has room for
 * i, of an upper one for m - 1 - i): every row takes min(room, level - 1),
 * and the first rows with room take one more until k are placed. */
static void triangle_counts(int64_t m, int64_t k, int lower, int32_t* count)
{
    int64_t lo = 0, hi = m; /* the least level whose total reaches k */
    while(lo < hi)
    {
        const int64_t level = (lo + hi) / 2;
        int64_t       total = 0;
        for(int64_t i = 0; i < m; ++i)
        {
            const int64_t room = lower ? i : m - 1 - i;
            total += room < level ? room : level;
        }
        if(total >= k)
            hi = level;
        else
            lo = level + 1;
    }
    int64_t left = k;
    for(int64_t i = 0; i < m; ++i)
    {
        const int64_t room = lower ? i : m - 1 - i;
        count[i]           = (int32_t)(room < lo - 1 ? room : lo - 1 < 0 ? 0 : lo - 1);
        left -= count[i];
    }
    for(int64_t i = 0; i < m && left > 0; ++i)
        if((lower ? i : m - 1 - i) > count[i])
        {
            count[i]++;
            left--;
        }
}

int bench_matrix_random_triangle(int64_t m, int64_t nnz, int lower, uint64_t seed, bench_matrix* A, char* err,
                                 size_t size)
{
    memset(A, 0, sizeof(*A));
    if(m < 0 || m > INT32_MAX || nnz < m || (double)nnz > (double)m * (double)(m + 1) / 2 || nnz > INT32_MAX)
        return bench_fail(err, size, "a %lld x %lld triangle with its diagonal holds %lld to %.0f nonzeros, not %lld",
                    (long long)m, (long long)m, (long long)m, (double)m * (double)(m + 1) / 2, (long long)nnz);
    snprintf(A->name, sizeof(A->name), "random");
    A->m = A->n = m;
    if(!allocate_rows(A, err, size))
        return 0;
    triangle_counts(m, nnz - m, lower, A->row_ptr + 1);
    for(int64_t i = 0; i < m; ++i)
        A->row_ptr[i + 1]++; /* the diagonal */
    if(!lengths_to_offsets(A, err, size) || !allocate_entries(A, 0, err, size))
    {
        bench_matrix_free(A);
        return 0;
    }
#pragma omp parallel
    {
        scratch s;
        s.words = (m + 63) / 64;
        s.bits  = (uint64_t*)malloc(sizeof(uint64_t) * (size_t)(s.words + 1));
        if(s.bits == NULL)
            abort(); /* out of memory inside a parallel region */
#pragma omp for schedule(dynamic, 256)
        for(int64_t i = 0; i < m; ++i)
        {
            const int64_t begin = A->row_ptr[i], len = A->row_ptr[i + 1] - begin - 1;
            row_rng       r     = rng_for(seed, STREAM_COLUMNS, (uint64_t)i);
            int32_t*      out   = A->col_ind + begin + (lower ? 0 : 1);
            /* Distinct sorted draws from the row's room, then shifted there. */
            row_columns(&r, lower ? i : m - 1 - i, len, 1, &s, out);
            for(int64_t k = 0; !lower && k < len; ++k)
                out[k] += (int32_t)(i + 1);
            A->col_ind[lower ? begin + len : begin] = (int32_t)i;
        }
        free(s.bits);
    }
    fill_values(A, seed);
    /* The pattern is a triangle with its diagonal: this only scales. */
    return bench_matrix_triangle(A, lower, err, size);
}

/* ---------------------------------------------------------------- suite */
typedef struct suite_entry
{
    const char* name;
    const char* summary;
    int         dims, points; /* stencil: dims 1, 2 or 3; random: 0 */
    int         convection;   /* stencil: skewed by convection_wind */
    int64_t     grid;
    int64_t     m, n;
    length_law  law;
    int64_t     param;
} suite_entry;

static const suite_entry suite[] = {
    {"lap2d5_2000", "5-point 2D Laplacian, 2000^2 grid (4.0M rows)", 2, 5, 0, 2000, 0, 0, LENGTH_FIXED, 0},
    {"lap3d7_160", "7-point 3D Laplacian, 160^3 (4.1M rows, 28.5M nnz)", 3, 7, 0, 160, 0, 0, LENGTH_FIXED, 0},
    {"lap3d7_100", "7-point 3D Laplacian, 100^3 (1.0M rows, 6.9M nnz)", 3, 7, 0, 100, 0, 0, LENGTH_FIXED, 0},
    {"lap3d7_200", "7-point 3D Laplacian, 200^3 (8.0M rows, 55.8M nnz)", 3, 7, 0, 200, 0, 0, LENGTH_FIXED, 0},
    {"lap3d7_30", "7-point 3D Laplacian, 30^3 (27k rows, 184k nnz)", 3, 7, 0, 30, 0, 0, LENGTH_FIXED, 0},
    {"convdiff7_100", "7-point 3D convection-diffusion, 100^3, nonsymmetric (1.0M rows, 6.9M nnz)", 3, 7, 1, 100, 0,
     0, LENGTH_FIXED, 0},
    {"convdiff7_30", "7-point 3D convection-diffusion, 30^3, nonsymmetric (27k rows, 184k nnz)", 3, 7, 1, 30, 0, 0,
     LENGTH_FIXED, 0},
    {"chain_1M", "3-point 1D Laplacian, 1M rows: its triangles are bidiagonal chains", 1, 3, 0, 1000000, 0, 0,
     LENGTH_FIXED, 0},
    {"lap3d27_100", "27-point 3D stencil, 100^3 (1.0M rows, 26.5M nnz)", 3, 27, 0, 100, 0, 0, LENGTH_FIXED, 0},
    {"lap3d27_150", "27-point 3D stencil, 150^3 (3.4M rows, 89.9M nnz): its square is beyond cuSPARSE's memory", 3,
     27, 0, 150, 0, 0, LENGTH_FIXED, 0},
    {"lap3d27_64", "27-point 3D stencil, 64^3 (262k rows, 6.9M nnz)", 3, 27, 0, 64, 0, 0, LENGTH_FIXED, 0},
    {"lap3d27_48", "27-point 3D stencil, 48^3 (111k rows, 2.9M nnz)", 3, 27, 0, 48, 0, 0, LENGTH_FIXED, 0},
    {"powerlaw_2M", "2M x 2M, row lengths ~ power law a=2 on [1, 200000], random columns", 0, 0, 0, 0, 2000000,
     2000000, LENGTH_POWERLAW, 200000},
    {"powerlaw_500k", "500k x 500k, row lengths ~ power law a=2 on [1, 50000], random columns", 0, 0, 0, 0, 500000,
     500000, LENGTH_POWERLAW, 50000},
    {"rand3_8M", "8M x 8M, 3 random distinct columns per row", 0, 0, 0, 0, 8000000, 8000000, LENGTH_FIXED, 3},
    {"dense2000_20k", "20k x 20k, 2000 random draws per row, duplicates dropped (~1903)", 0, 0, 0, 0, 20000, 20000,
     LENGTH_ABOUT, 2000},
    {"tall_4Mx1k", "4M x 1000, 10 random distinct columns per row", 0, 0, 0, 0, 4000000, 1000, LENGTH_FIXED, 10},
};

static const suite_entry* find_entry(const char* name)
{
    for(size_t i = 0; i < sizeof(suite) / sizeof(suite[0]); ++i)
        if(strcmp(suite[i].name, name) == 0)
            return &suite[i];
    return NULL;
}

/* NAME_L and NAME_U name the triangles of the square suite matrix NAME:
 * *lower says which, and base receives NAME. 0 for any other name. */
static int triangle_name(const char* name, char* base, size_t base_size, int* lower)
{
    const size_t length = strlen(name);
    if(length < 3 || length >= base_size || name[length - 2] != '_'
       || (name[length - 1] != 'L' && name[length - 1] != 'U'))
        return 0;
    memcpy(base, name, length - 2);
    base[length - 2] = '\0';
    *lower           = name[length - 1] == 'L';
    const suite_entry* e = find_entry(base);
    return e != NULL && (e->dims != 0 || e->m == e->n);
}

int bench_matrix_known(const char* name)
{
    char base[64];
    int  lower;
    return find_entry(name) != NULL || triangle_name(name, base, sizeof(base), &lower);
}

void bench_matrix_describe(FILE* out)
{
    for(size_t i = 0; i < sizeof(suite) / sizeof(suite[0]); ++i)
        fprintf(out, "  %-14s %s\n", suite[i].name, suite[i].summary);
    fputs("  NAME_L, NAME_U the lower or upper triangle of a square one (e.g. lap3d7_100_L), for\n"
          "                 the triangular solves: the diagonal present in every row, the\n"
          "                 off-diagonal values of a row scaled to magnitudes summing to at\n"
          "                 most 1/2, the diagonal 1 plus that sum (bounded solutions, unit\n"
          "                 diagonal or not)\n",
          out);
}

int bench_matrix_generate(const char* name, uint64_t seed, bench_matrix* A, char* err, size_t size)
{
    const suite_entry* e = find_entry(name);
    char               base[64];
    int                lower, ok;
    memset(A, 0, sizeof(*A));
    if(e == NULL && triangle_name(name, base, sizeof(base), &lower))
    {
        ok = bench_matrix_generate(base, seed, A, err, size) && bench_matrix_triangle(A, lower, err, size);
        if(ok)
            snprintf(A->name, sizeof(A->name), "%s", name);
        else
            bench_matrix_free(A);
        return ok;
    }
    if(e == NULL)
        return bench_fail(err, size, "unknown matrix '%s'", name);
    snprintf(A->name, sizeof(A->name), "%s", name);
    if(e->dims != 0)
        return generate_stencil(A, e->dims, e->points, e->convection, e->grid, err, size);
    A->m = e->m;
    A->n = e->n;
    ok   = random_rows(A, e->law, e->param, seed, err, size);
    if(!ok)
        bench_matrix_free(A);
    return ok;
}

int bench_matrix_random(int64_t m, int64_t n, int64_t nnz, uint64_t seed, bench_matrix* A, char* err, size_t size)
{
    int ok;
    memset(A, 0, sizeof(*A));
    if(m < 0 || n < 0 || nnz < 0 || m > INT32_MAX || n > INT32_MAX || nnz > INT32_MAX)
        return bench_fail(err, size, "sizes must be in [0, 2^31-1]");
    if((m == 0 || n == 0) ? nnz != 0 : nnz / m > n || (nnz / m == n && nnz % m != 0))
        return bench_fail(err, size, "%lld nonzeros do not fit a %lld x %lld matrix", (long long)nnz, (long long)m,
                    (long long)n);
    snprintf(A->name, sizeof(A->name), "random");
    A->m = m;
    A->n = n;
    ok   = random_rows(A, LENGTH_EVEN, nnz, seed, err, size);
    if(!ok)
        bench_matrix_free(A);
    return ok;
}

/* ------------------------------------------------------- Matrix Market */
typedef struct triplet
{
    int32_t row, col;
    double  re, im;
} triplet;

static int compare_triplets(const void* a, const void* b)
{
    const triplet *x = (const triplet*)a, *y = (const triplet*)b;
    if(x->row != y->row)
        return (x->row > y->row) - (x->row < y->row);
    return (x->col > y->col) - (x->col < y->col);
}

static void lower_case(char* s)
{
    for(; *s; ++s)
        *s = (char)tolower((unsigned char)*s);
}

/* Sorted triplets, duplicates summed, into A (m, n set). */
static int triplets_to_csr(triplet* t, int64_t count, int complex_values, bench_matrix* A, char* err, size_t size)
{
    int64_t kept = 0;
    qsort(t, (size_t)count, sizeof(*t), compare_triplets);
    for(int64_t k = 0; k < count; ++k)
    {
        if(kept > 0 && t[kept - 1].row == t[k].row && t[kept - 1].col == t[k].col)
        {
            t[kept - 1].re += t[k].re;
            t[kept - 1].im += t[k].im;
        }
        else
            t[kept++] = t[k];
    }
    if(kept > INT32_MAX)
        return bench_fail(err, size, "more than 2^31-1 nonzeros");
    A->nnz = kept;
    if(!allocate_rows(A, err, size) || !allocate_entries(A, complex_values, err, size))
        return 0;
    for(int64_t k = 0; k < kept; ++k)
    {
        A->row_ptr[t[k].row + 1]++;
        A->col_ind[k] = t[k].col;
        A->val[k]     = t[k].re;
        if(complex_values)
            A->val_imag[k] = t[k].im;
    }
    for(int64_t i = 0; i < A->m; ++i)
        A->row_ptr[i + 1] += A->row_ptr[i];
    return 1;
}

int bench_matrix_read_mtx(const char* path, bench_matrix* A, char* err, size_t size)
{
    char      line[1024], object[64], format[64], field[64], symmetry[64];
    FILE*     f = fopen(path, "r");
    long long m, n, entries;
    triplet*  t     = NULL;
    int64_t   count = 0;
    int       ok    = 0, is_complex, is_pattern, mirror;
    double    sign  = 1.0, conj_sign = 1.0;

    memset(A, 0, sizeof(*A));
    if(f == NULL)
        return bench_fail(err, size, "%s: %s", path, strerror(errno));
    if(fgets(line, sizeof(line), f) == NULL
       || sscanf(line, "%%%%MatrixMarket %63s %63s %63s %63s", object, format, field, symmetry) != 4)
    {
        fclose(f);
        return bench_fail(err, size, "%s: no %%%%MatrixMarket header", path);
    }
    lower_case(object);
    lower_case(format);
    lower_case(field);
    lower_case(symmetry);
    is_complex = strcmp(field, "complex") == 0;
    is_pattern = strcmp(field, "pattern") == 0;
    mirror     = strcmp(symmetry, "general") != 0;
    if(strcmp(object, "matrix") != 0 || strcmp(format, "coordinate") != 0
       || !(is_complex || is_pattern || strcmp(field, "real") == 0 || strcmp(field, "integer") == 0)
       || !(strcmp(symmetry, "general") == 0 || strcmp(symmetry, "symmetric") == 0
            || strcmp(symmetry, "skew-symmetric") == 0 || strcmp(symmetry, "hermitian") == 0))
    {
        fclose(f);
        return bench_fail(err, size, "%s: unsupported kind '%s %s %s %s' (coordinate real/integer/complex/pattern, "
                    "general/symmetric/skew-symmetric/hermitian are)", path, object, format, field, symmetry);
    }
    if(strcmp(symmetry, "skew-symmetric") == 0)
        sign = -1.0;
    if(strcmp(symmetry, "hermitian") == 0)
        conj_sign = -1.0;
    do /* comments, then the size line */
        if(fgets(line, sizeof(line), f) == NULL)
        {
            fclose(f);
            return bench_fail(err, size, "%s: no size line", path);
        }
    while(line[0] == '%' || line[strspn(line, " \t\r\n")] == '\0');
    if(sscanf(line, "%lld %lld %lld", &m, &n, &entries) != 3 || m < 0 || n < 0 || entries < 0 || m > INT32_MAX
       || n > INT32_MAX || (mirror && m != n))
    {
        fclose(f);
        return bench_fail(err, size, "%s: bad size line '%s'", path, line);
    }
    A->m = m;
    A->n = n;
    snprintf(A->name, sizeof(A->name), "mtx");
    t = (triplet*)malloc(sizeof(triplet) * (size_t)(entries * (mirror ? 2 : 1) + 1));
    if(t == NULL)
    {
        fclose(f);
        return bench_fail(err, size, "out of host memory");
    }
    for(long long e = 0; e < entries; ++e)
    {
        long long i, j;
        double    re = 1.0, im = 0.0;
        char*     at;
        if(fgets(line, sizeof(line), f) == NULL)
        {
            bench_fail(err, size, "%s: %lld entries, %lld expected", path, e, entries);
            goto done;
        }
        errno = 0;
        i     = strtoll(line, &at, 10);
        j     = strtoll(at, &at, 10);
        if(!is_pattern)
            re = strtod(at, &at);
        if(is_complex)
            im = strtod(at, &at);
        if(errno != 0 || i < 1 || i > m || j < 1 || j > n || at[strspn(at, " \t\r\n")] != '\0')
        {
            bench_fail(err, size, "%s: bad entry '%s'", path, line);
            goto done;
        }
        t[count++] = (triplet){(int32_t)(i - 1), (int32_t)(j - 1), re, im};
        if(mirror && i != j)
            t[count++] = (triplet){(int32_t)(j - 1), (int32_t)(i - 1), sign * re, sign * conj_sign * im};
    }
    ok = triplets_to_csr(t, count, is_complex, A, err, size);
done:
    free(t);
    fclose(f);
    if(!ok)
        bench_matrix_free(A);
    return ok;
}

int bench_matrix_write_mtx(const char* path, const bench_matrix* A, char* err, size_t size)
{
    FILE* f = fopen(path, "w");
    int   ok;
    if(f == NULL)
        return bench_fail(err, size, "%s: %s", path, strerror(errno));
    fprintf(f, "%%%%MatrixMarket matrix coordinate %s general\n%lld %lld %lld\n", A->val_imag ? "complex" : "real",
            (long long)A->m, (long long)A->n, (long long)A->nnz);
    for(int64_t i = 0; i < A->m; ++i)
        for(int64_t k = A->row_ptr[i]; k < A->row_ptr[i + 1]; ++k)
        {
            fprintf(f, "%lld %lld %.17g", (long long)i + 1, (long long)A->col_ind[k] + 1, A->val[k]);
            if(A->val_imag)
                fprintf(f, " %.17g", A->val_imag[k]);
            fputc('\n', f);
        }
    ok = !ferror(f);
    ok = (fclose(f) == 0) && ok;
    return ok || bench_fail(err, size, "%s: write failed", path);
}

/* ---------------------------------------------------------- binary cache */
static const char cache_magic[8] = {'F', 'S', 'P', 'C', 'S', 'R', '1', '\n'};

static int read_cache(const char* path, bench_matrix* A)
{
    FILE*   f = fopen(path, "rb");
    char    magic[8];
    int64_t head[4];
    int     ok;
    if(f == NULL)
        return 0;
    ok = fread(magic, 1, 8, f) == 8 && memcmp(magic, cache_magic, 8) == 0 && fread(head, sizeof(head), 1, f) == 1
         && head[0] >= 0 && head[1] >= 0 && head[2] >= 0;
    if(ok)
    {
        char ignored[8];
        A->m = head[0];
        A->n = head[1];
        A->nnz = head[2];
        ok = allocate_rows(A, ignored, sizeof(ignored)) && allocate_entries(A, head[3] != 0, ignored, sizeof(ignored))
             && fread(A->row_ptr, sizeof(int32_t), (size_t)(A->m + 1), f) == (size_t)(A->m + 1)
             && fread(A->col_ind, sizeof(int32_t), (size_t)A->nnz, f) == (size_t)A->nnz
             && fread(A->val, sizeof(double), (size_t)A->nnz, f) == (size_t)A->nnz
             && (A->val_imag == NULL || fread(A->val_imag, sizeof(double), (size_t)A->nnz, f) == (size_t)A->nnz);
    }
    fclose(f);
    if(!ok)
        bench_matrix_free(A);
    return ok;
}

/* Written to a temporary name and renamed, so that a reader never sees
 * half a file. A cache that cannot be written is not an error. */
static void write_cache(const char* path, const bench_matrix* A)
{
    char    tmp[4200];
    FILE*   f;
    int64_t head[4] = {A->m, A->n, A->nnz, A->val_imag != NULL};
    int     ok;
    snprintf(tmp, sizeof(tmp), "%s.tmp", path);
    f = fopen(tmp, "wb");
    if(f == NULL)
        return;
    ok = fwrite(cache_magic, 1, 8, f) == 8 && fwrite(head, sizeof(head), 1, f) == 1
         && fwrite(A->row_ptr, sizeof(int32_t), (size_t)(A->m + 1), f) == (size_t)(A->m + 1)
         && fwrite(A->col_ind, sizeof(int32_t), (size_t)A->nnz, f) == (size_t)A->nnz
         && fwrite(A->val, sizeof(double), (size_t)A->nnz, f) == (size_t)A->nnz
         && (A->val_imag == NULL || fwrite(A->val_imag, sizeof(double), (size_t)A->nnz, f) == (size_t)A->nnz);
    ok = fclose(f) == 0 && ok;
    if(!ok || rename(tmp, path) != 0)
        remove(tmp);
}

int bench_matrix_load(const char* name, uint64_t seed, const char* cache_dir, bench_matrix* A, char* err,
                      size_t size)
{
    char path[4096];
    memset(A, 0, sizeof(*A));
    if(!bench_matrix_known(name))
        return bench_fail(err, size, "unknown matrix '%s'", name);
    if(cache_dir == NULL || cache_dir[0] == '\0')
        return bench_matrix_generate(name, seed, A, err, size);
    snprintf(path, sizeof(path), "%s/%s-%llu.csr", cache_dir, name, (unsigned long long)seed);
    if(read_cache(path, A))
    {
        snprintf(A->name, sizeof(A->name), "%s", name);
        return 1;
    }
    if(!bench_matrix_generate(name, seed, A, err, size))
        return 0;
    write_cache(path, A);
    return 1;
}
