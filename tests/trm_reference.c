/* For setenv and unsetenv under a strict -std. */
#define _POSIX_C_SOURCE 200809L

#include "config.h"
#include "trm_reference.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The one library header the triangular tests include: the strategies a
 * test may force come from the backend's own list, so that a kernel added
 * later is forced too without the tests naming it. */
#include "backend.h"

/* ------------------------------------------------------------- matrices */

typedef struct pair
{
    rocsparse_int i, j;
} pair;

static int cmp_pair(const void* a, const void* b)
{
    const pair* x = a;
    const pair* y = b;
    if(x->i != y->i)
        return (x->i > y->i) - (x->i < y->i);
    return (x->j > y->j) - (x->j < y->j);
}

/* Uniform in [0, 1). */
static long double unit01(void)
{
    return (long double)(rand_u64() >> 11) * 0x1p-53L;
}

/* The CSR arrays (zero-based, then shifted to base) of the n pairs,
 * sorted by row then column, duplicates dropped; uploaded with values
 * drawn by trm_new_values. */
static void build(test_csr* A, const test_prec* p, rocsparse_int m, pair* pairs, size_t n,
                  rocsparse_index_base base, unsigned flags)
{
    memset(A, 0, sizeof(*A));
    A->prec = p;
    A->m = A->n = m;
    A->base     = base;
    qsort(pairs, n, sizeof(*pairs), cmp_pair);
    size_t kept = 0;
    for(size_t k = 0; k < n; ++k)
        if(kept == 0 || cmp_pair(&pairs[kept - 1], &pairs[k]) != 0)
            pairs[kept++] = pairs[k];
    A->nnz     = (rocsparse_int)kept;
    A->row_ptr = xmalloc(sizeof(rocsparse_int) * (size_t)(m + 1));
    A->col_ind = xmalloc(sizeof(rocsparse_int) * kept);
    A->val     = xmalloc(p->size * kept);
    for(rocsparse_int i = 0; i <= m; ++i)
        A->row_ptr[i] = 0;
    for(size_t k = 0; k < kept; ++k)
    {
        ++A->row_ptr[pairs[k].i + 1];
        A->col_ind[k] = pairs[k].j;
    }
    for(rocsparse_int i = 0; i < m; ++i)
    {
        A->row_ptr[i + 1] += A->row_ptr[i];
        rocsparse_int len = A->row_ptr[i + 1] - A->row_ptr[i];
        if(len > A->max_row)
            A->max_row = len;
    }
    if(flags & trm_unsorted)
        for(rocsparse_int i = 0; i < m; ++i)
            for(rocsparse_int k = A->row_ptr[i + 1] - 1; k > A->row_ptr[i]; --k)
            {
                rocsparse_int o = rand_int(A->row_ptr[i], k), t = A->col_ind[k];
                A->col_ind[k]   = A->col_ind[o];
                A->col_ind[o]   = t;
            }
    for(size_t k = 0; k < kept; ++k)
        A->col_ind[k] += (rocsparse_int)base;
    for(rocsparse_int i = 0; i <= m; ++i)
        A->row_ptr[i] += (rocsparse_int)base;
    A->d_row_ptr = dev_upload(A->row_ptr, sizeof(rocsparse_int) * (size_t)(m + 1));
    A->d_col_ind = dev_upload(A->col_ind, sizeof(rocsparse_int) * kept);
    A->d_val     = dev_alloc(p->size * kept);
    A->descr     = test_descr(base, rocsparse_matrix_type_general);
    trm_new_values(A, flags);
}

/* len distinct columns other than i in [0, m) (below i only if
 * lower_only), appended to pairs as (i, c) and, if mirror, (c, i) too. */
static size_t random_row(pair* pairs, size_t n, rocsparse_int i, rocsparse_int len, rocsparse_int m, int lower_only,
                         int mirror)
{
    const rocsparse_int range = lower_only ? i : m - 1;
    if(len > range)
        len = range;
    const size_t first = n;
    if(len > range / 4)
    {
        /* Selection sampling over the candidates (i skipped): linear in m. */
        rocsparse_int chosen = 0;
        for(rocsparse_int c = 0; c < range && chosen < len; ++c)
            if(rand_u64() % (uint64_t)(range - c) < (uint64_t)(len - chosen))
            {
                pairs[n++] = (pair){i, c >= i ? c + 1 : c};
                ++chosen;
            }
    }
    else
        /* Few among many: draw again on a repeat. */
        for(rocsparse_int chosen = 0; chosen < len;)
        {
            rocsparse_int c = rand_int(0, range - 1);
            c               = c >= i ? c + 1 : c;
            int repeat      = 0;
            for(size_t q = first; q < n && !repeat; ++q)
                repeat = pairs[q].j == c;
            if(!repeat)
            {
                pairs[n++] = (pair){i, c};
                ++chosen;
            }
        }
    if(mirror)
        for(size_t q = first, end = n; q < end; ++q)
            pairs[n++] = (pair){pairs[q].j, i};
    return n;
}

void trm_random(test_csr* A, const test_prec* p, const trm_shape* s, rocsparse_index_base base, unsigned flags)
{
    const rocsparse_int m        = s->m;
    const int           sym      = (flags & trm_symmetric) != 0;
    rocsparse_int       long_row = s->long_len > 0 ? rand_int(0, m - 1) : -1;
    /* Rows are short but for one: a bound on the pairs, diagonal included. */
    size_t cap   = (size_t)m * (size_t)(2 * s->max_len + 1) + 2 * (size_t)s->long_len + 1;
    pair*  pairs = xmalloc(sizeof(pair) * cap);
    size_t n     = 0;
    for(rocsparse_int i = 0; i < m; ++i)
    {
        rocsparse_int len;
        if(i == long_row)
            len = s->long_len;
        else if(s->max_len == 0 || rand_int(0, 99) < s->empty_pct)
            len = 0;
        else
            len = rand_int(1, s->max_len);
        /* A symmetric pattern draws each row's lower part and mirrors it. */
        if(len > 0)
            n = random_row(pairs, n, i, sym ? (len + 1) / 2 : len, m, sym, sym);
        if(!(flags & trm_no_diag))
            pairs[n++] = (pair){i, i};
    }
    build(A, p, m, pairs, n, base, flags);
    free(pairs);
}

void trm_tridiagonal(test_csr* A, const test_prec* p, rocsparse_int m, rocsparse_index_base base)
{
    pair*  pairs = xmalloc(sizeof(pair) * 3 * (size_t)m);
    size_t n     = 0;
    for(rocsparse_int i = 0; i < m; ++i)
        for(rocsparse_int j = i - 1; j <= i + 1; ++j)
            if(j >= 0 && j < m)
                pairs[n++] = (pair){i, j};
    build(A, p, m, pairs, n, base, 0);
    free(pairs);
}

void trm_far_matches(test_csr* A, const test_prec* p, rocsparse_index_base base)
{
    enum
    {
        m     = 200,
        arrow = 100,
        row   = 150
    };
    static const rocsparse_int cols[] = {10, 60, 190};
    pair                       pairs[4 * m + 16];
    size_t                     n = 0;
    for(rocsparse_int i = 0; i < m; ++i)
    {
        pairs[n++] = (pair){i, i};
        pairs[n++] = (pair){i, arrow};
        pairs[n++] = (pair){arrow, i};
    }
    for(size_t c = 0; c < sizeof(cols) / sizeof(cols[0]); ++c)
    {
        pairs[n++] = (pair){row, cols[c]};
        pairs[n++] = (pair){cols[c], row};
    }
    build(A, p, m, pairs, n, base, trm_symmetric);
}

void trm_diagonal(test_csr* A, const test_prec* p, rocsparse_int m, rocsparse_index_base base)
{
    pair* pairs = xmalloc(sizeof(pair) * (size_t)m);
    for(rocsparse_int i = 0; i < m; ++i)
        pairs[i] = (pair){i, i};
    build(A, p, m, pairs, (size_t)m, base, 0);
    free(pairs);
}

/* The stencil of an n^3 grid: the 6 face neighbours, or all 26. */
static void stencil3d(test_csr* A, const test_prec* p, rocsparse_int n, rocsparse_index_base base, int all)
{
    const rocsparse_int m     = n * n * n;
    pair*               pairs = xmalloc(sizeof(pair) * 27 * (size_t)m);
    size_t              count = 0;
    for(rocsparse_int z = 0; z < n; ++z)
        for(rocsparse_int y = 0; y < n; ++y)
            for(rocsparse_int x = 0; x < n; ++x)
                for(int dz = -1; dz <= 1; ++dz)
                    for(int dy = -1; dy <= 1; ++dy)
                        for(int dx = -1; dx <= 1; ++dx)
                        {
                            const int faces = (dz != 0) + (dy != 0) + (dx != 0);
                            if((!all && faces > 1) || z + dz < 0 || z + dz >= n || y + dy < 0 || y + dy >= n
                               || x + dx < 0 || x + dx >= n)
                                continue;
                            pairs[count++] = (pair){(z * n + y) * n + x, ((z + dz) * n + y + dy) * n + x + dx};
                        }
    build(A, p, m, pairs, count, base, trm_symmetric);
    free(pairs);
}

void trm_laplace3d(test_csr* A, const test_prec* p, rocsparse_int n, rocsparse_index_base base)
{
    stencil3d(A, p, n, base, 0);
}

void trm_laplace3d27(test_csr* A, const test_prec* p, rocsparse_int n, rocsparse_index_base base)
{
    stencil3d(A, p, n, base, 1);
}

void trm_new_values(test_csr* A, unsigned flags)
{
    const test_prec*    p   = A->prec;
    const rocsparse_int b   = (rocsparse_int)A->base, m = A->m;
    const int           sym = (flags & trm_symmetric) != 0;
    /* Off-diagonal entries per row and per column. */
    rocsparse_int* rc = calloc((size_t)m, sizeof(rocsparse_int));
    rocsparse_int* cc = calloc((size_t)m, sizeof(rocsparse_int));
    long double*   rs = calloc((size_t)m, sizeof(long double));
    if(rc == NULL || cc == NULL || rs == NULL)
        bail_out("out of host memory for the values of %d rows", m);
    for(rocsparse_int i = 0; i < m; ++i)
        for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
            if(A->col_ind[k] - b != i)
                ++rc[i], ++cc[A->col_ind[k] - b];
    random_values(p, A->val, (size_t)A->nnz);
    /* Off the diagonal, |v| < sqrt(2) / (2 (1 + row count + column count)):
     * each row and column sums to less than 0.71. */
    for(rocsparse_int i = 0; i < m; ++i)
        for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
        {
            rocsparse_int j = A->col_ind[k] - b;
            if(j == i)
                continue;
            ref_t v = value_get(p, A->val, (size_t)k) / (2.0L * (long double)(1 + rc[i] + cc[j]));
            value_set(p, A->val, (size_t)k, v);
        }
    if(sym)
    {
        /* The upper entries mirror the lower ones (the pattern is
         * symmetric and, built by build(), sorted within rows). */
        for(rocsparse_int i = 0; i < m; ++i)
            for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
            {
                rocsparse_int j = A->col_ind[k] - b;
                if(j >= i)
                    continue;
                ref_t v = value_get(p, A->val, (size_t)k);
                /* The entry (j, i): found in row j. */
                for(rocsparse_int q = A->row_ptr[j] - b; q < A->row_ptr[j + 1] - b; ++q)
                    if(A->col_ind[q] - b == i)
                        value_set(p, A->val, (size_t)q, conjl(value_get(p, A->val, (size_t)k)));
                rs[i] += ref_mag1(value_get(p, A->val, (size_t)k));
                rs[j] += ref_mag1(v);
            }
    }
    for(rocsparse_int i = 0; i < m; ++i)
    {
        rocsparse_int k = trm_diag_at(A, i);
        if(k < 0)
            continue;
        ref_t d;
        if(sym)
            d = 1.0L + rs[i] + unit01();
        else
        {
            /* Magnitude in [1, 2), a random sign or phase. */
            long double r = 1.0L + unit01();
            if(p->is_complex)
            {
                d = r * cexpl(I * 6.283185307179586476925L * unit01());
            }
            else
                d = rand_u64() & 1u ? r : -r;
        }
        value_set(p, A->val, (size_t)k, d);
    }
    free(rc);
    free(cc);
    free(rs);
    trm_store_values(A);
}

void trm_store_values(test_csr* A)
{
    dev_store(A->d_val, A->val, A->prec->size * (size_t)A->nnz);
}

rocsparse_int trm_diag_at(const test_csr* A, rocsparse_int i)
{
    const rocsparse_int b = (rocsparse_int)A->base;
    for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
        if(A->col_ind[k] - b == i)
            return k;
    return -1;
}

/* A's host arrays to new device arrays, after their pattern changed. */
static void upload_again(test_csr* A)
{
    dev_free(A->d_row_ptr);
    dev_free(A->d_col_ind);
    dev_free(A->d_val);
    A->d_row_ptr = dev_upload(A->row_ptr, sizeof(rocsparse_int) * (size_t)(A->m + 1));
    A->d_col_ind = dev_upload(A->col_ind, sizeof(rocsparse_int) * (size_t)A->nnz);
    A->d_val     = dev_upload(A->val, A->prec->size * (size_t)A->nnz);
}

void trm_drop_diagonal(test_csr* A, rocsparse_int i)
{
    const rocsparse_int k = trm_diag_at(A, i);
    if(k < 0)
        return;
    const size_t vs   = A->prec->size;
    const size_t tail = (size_t)(A->nnz - k - 1);
    memmove(A->col_ind + k, A->col_ind + k + 1, sizeof(rocsparse_int) * tail);
    memmove((char*)A->val + (size_t)k * vs, (char*)A->val + (size_t)(k + 1) * vs, vs * tail);
    for(rocsparse_int r = i + 1; r <= A->m; ++r)
        --A->row_ptr[r];
    --A->nnz;
    upload_again(A);
}

void trm_keep_lower(test_csr* A)
{
    const rocsparse_int b  = (rocsparse_int)A->base;
    const size_t        vs = A->prec->size;
    rocsparse_int       n  = 0;
    for(rocsparse_int i = 0; i < A->m; ++i)
    {
        const rocsparse_int begin = A->row_ptr[i] - b, end = A->row_ptr[i + 1] - b;
        A->row_ptr[i] = n + b;
        for(rocsparse_int k = begin; k < end; ++k)
            if(A->col_ind[k] - b <= i)
            {
                A->col_ind[n] = A->col_ind[k];
                memmove((char*)A->val + (size_t)n * vs, (char*)A->val + (size_t)k * vs, vs);
                ++n;
            }
    }
    A->row_ptr[A->m] = n + b;
    A->nnz           = n;
    upload_again(A);
}

rocsparse_mat_descr trm_descr(rocsparse_index_base base, rocsparse_matrix_type type, rocsparse_fill_mode fill,
                              rocsparse_diag_type diag)
{
    rocsparse_mat_descr d = test_descr(base, type);
    if(rocsparse_set_mat_fill_mode(d, fill) != rocsparse_status_success
       || rocsparse_set_mat_diag_type(d, diag) != rocsparse_status_success)
        bail_out("cannot set fill mode %d and diagonal type %d", (int)fill, (int)diag);
    return d;
}

const char* fill_name(rocsparse_fill_mode fill)
{
    return fill == rocsparse_fill_mode_lower ? "lower" : "upper";
}

const char* diag_name(rocsparse_diag_type diag)
{
    return diag == rocsparse_diag_type_unit ? "unit" : "non-unit";
}

/* ------------------------------------------------------------ references */

/* op(T) of a triangle as rows: off-diagonal entries by row of op(T), and
 * the diagonal (d: 1 for unit; 0 where a non-unit one is missing). */
typedef struct op_rows
{
    rocsparse_int  m;
    rocsparse_int* ptr; /* m + 1 */
    rocsparse_int* col;
    ref_t*         val;
    ref_t*         d;
    int            lower; /* op(T) is lower triangular: solved top down */
} op_rows;

static op_rows op_rows_of(const test_csr* A, rocsparse_fill_mode fill, rocsparse_diag_type diag,
                          rocsparse_operation trans)
{
    const rocsparse_int b = (rocsparse_int)A->base, m = A->m;
    op_rows             o;
    o.m     = m;
    o.ptr   = calloc((size_t)m + 1, sizeof(rocsparse_int));
    o.col   = xmalloc(sizeof(rocsparse_int) * (size_t)A->nnz);
    o.val   = xmalloc(sizeof(ref_t) * (size_t)A->nnz);
    o.d     = xmalloc(sizeof(ref_t) * (size_t)m);
    o.lower = (fill == rocsparse_fill_mode_lower) == (trans == rocsparse_operation_none);
    if(o.ptr == NULL)
        bail_out("out of host memory");
    for(rocsparse_int i = 0; i < m; ++i)
        o.d[i] = diag == rocsparse_diag_type_unit ? 1.0L : 0.0L;
    /* Two passes: count the entries of each row of op(T), then place them. */
    for(int pass = 0; pass < 2; ++pass)
    {
        rocsparse_int* fill_at = NULL;
        if(pass == 1)
        {
            for(rocsparse_int i = 0; i < m; ++i)
                o.ptr[i + 1] += o.ptr[i];
            fill_at = xmalloc(sizeof(rocsparse_int) * (size_t)m);
            memcpy(fill_at, o.ptr, sizeof(rocsparse_int) * (size_t)m);
        }
        for(rocsparse_int i = 0; i < m; ++i)
            for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
            {
                rocsparse_int j = A->col_ind[k] - b;
                if(j < 0 || j >= m)
                    continue;
                if(j == i)
                {
                    if(pass == 0 && diag == rocsparse_diag_type_non_unit)
                    {
                        ref_t v = value_get(A->prec, A->val, (size_t)k);
                        o.d[i]  = trans == rocsparse_operation_conjugate_transpose ? conjl(v) : v;
                    }
                    continue;
                }
                if((fill == rocsparse_fill_mode_lower) != (j < i))
                    continue;
                rocsparse_int r = trans == rocsparse_operation_none ? i : j;
                rocsparse_int c = trans == rocsparse_operation_none ? j : i;
                if(pass == 0)
                    ++o.ptr[r + 1];
                else
                {
                    ref_t v        = value_get(A->prec, A->val, (size_t)k);
                    o.col[fill_at[r]] = c;
                    o.val[fill_at[r]] = trans == rocsparse_operation_conjugate_transpose ? conjl(v) : v;
                    ++fill_at[r];
                }
            }
        free(fill_at);
    }
    return o;
}

static void op_rows_free(op_rows* o)
{
    free(o->ptr);
    free(o->col);
    free(o->val);
    free(o->d);
}

/* Rounding allowed in one row of len terms: a generous multiple of the
 * worst case, which grows linearly with the terms summed in any order. */
static long double row_rounding(const test_prec* p, rocsparse_int len)
{
    return (long double)(8 + 2 * len) * p->eps;
}

void ref_trsm(const test_csr* A, rocsparse_fill_mode fill, rocsparse_diag_type diag, rocsparse_operation trans,
              ref_t alpha, rocsparse_int nrhs, const ref_t* x, ref_t* y, long double* bound, unsigned char* tainted)
{
    op_rows      o = op_rows_of(A, fill, diag, trans);
    const size_t m = (size_t)o.m;
    for(rocsparse_int step = 0; step < o.m; ++step)
    {
        rocsparse_int r   = o.lower ? step : o.m - 1 - step;
        int           bad = ref_mag1(o.d[r]) == 0;
        for(rocsparse_int k = o.ptr[r]; k < o.ptr[r + 1]; ++k)
            bad |= tainted[o.col[k]];
        tainted[r] = (unsigned char)bad;
        for(rocsparse_int j = 0; j < nrhs; ++j)
        {
            const size_t at = (size_t)j * m;
            if(bad)
            {
                y[at + (size_t)r]     = 0;
                bound[at + (size_t)r] = 0;
                continue;
            }
            ref_t       s   = ref_mul(alpha, x[at + (size_t)r]);
            long double mag = ref_mag1(s), inherited = 0;
            for(rocsparse_int k = o.ptr[r]; k < o.ptr[r + 1]; ++k)
            {
                const size_t c = at + (size_t)o.col[k];
                s -= ref_mul(o.val[k], y[c]);
                mag += ref_mag1(o.val[k]) * ref_mag1(y[c]);
                inherited += ref_mag1(o.val[k]) * bound[c];
            }
            y[at + (size_t)r]     = s / o.d[r];
            bound[at + (size_t)r] = (row_rounding(A->prec, o.ptr[r + 1] - o.ptr[r]) * mag + inherited) / ref_mag1(o.d[r]);
        }
    }
    op_rows_free(&o);
}

void ref_trsv(const test_csr* A, rocsparse_fill_mode fill, rocsparse_diag_type diag, rocsparse_operation trans,
              ref_t alpha, const ref_t* x, ref_t* y, long double* bound, unsigned char* tainted)
{
    ref_trsm(A, fill, diag, trans, alpha, 1, x, y, bound, tainted);
}

rocsparse_int ref_first_pivot(const test_csr* A, rocsparse_diag_type diag, int missing_only)
{
    if(diag == rocsparse_diag_type_unit)
        return -1;
    for(rocsparse_int i = 0; i < A->m; ++i)
    {
        rocsparse_int k = trm_diag_at(A, i);
        if(k < 0 || (!missing_only && ref_mag1(value_get(A->prec, A->val, (size_t)k)) == 0))
            return i;
    }
    return -1;
}

rocsparse_int residual_bad_rows(const test_csr* A, rocsparse_fill_mode fill, rocsparse_diag_type dt,
                                rocsparse_operation trans, ref_t alpha, rocsparse_int nrhs, const ref_t* x,
                                const ref_t* y, const unsigned char* tainted, rocsparse_int* first)
{
    op_rows       o   = op_rows_of(A, fill, dt, trans);
    rocsparse_int bad = 0;
    for(rocsparse_int j = 0; j < nrhs; ++j)
    {
        const ref_t* xj = x + (size_t)j * (size_t)o.m;
        const ref_t* yj = y + (size_t)j * (size_t)o.m;
        for(rocsparse_int r = 0; r < o.m; ++r)
        {
            if(tainted[r])
                continue;
            ref_t       res = ref_mul(alpha, xj[r]) - ref_mul(o.d[r], yj[r]);
            long double mag = ref_mag1(alpha) * ref_mag1(xj[r]) + ref_mag1(o.d[r]) * ref_mag1(yj[r]);
            for(rocsparse_int k = o.ptr[r]; k < o.ptr[r + 1]; ++k)
            {
                res -= ref_mul(o.val[k], yj[o.col[k]]);
                mag += ref_mag1(o.val[k]) * ref_mag1(yj[o.col[k]]);
            }
            /* Written so that NaN fails. */
            if(!(ref_abs(res) <= row_rounding(A->prec, o.ptr[r + 1] - o.ptr[r] + 1) * mag) && bad++ == 0
               && first != NULL)
                *first = r;
        }
    }
    op_rows_free(&o);
    return bad;
}

void check_residual(const char* label, const test_csr* A, rocsparse_fill_mode fill, rocsparse_diag_type dt,
                    rocsparse_operation trans, ref_t alpha, const ref_t* x, const void* y,
                    const unsigned char* tainted)
{
    ref_t*        ry    = ref_copy(A->prec, y, (size_t)A->m);
    rocsparse_int first = -1;
    rocsparse_int bad   = residual_bad_rows(A, fill, dt, trans, alpha, 1, x, ry, tainted, &first);
    ok(bad == 0, "%s: the residual of every row is within rounding", label);
    if(bad > 0)
        diag("    %d rows off, the first row %d", bad, first);
    free(ry);
}

void check_solution(const char* label, const test_csr* A, rocsparse_fill_mode fill, rocsparse_diag_type diag,
                    rocsparse_operation trans, ref_t alpha, const void* x, void* got, size_t total, const void* y0)
{
    const test_prec* p       = A->prec;
    const size_t     m       = (size_t)A->m;
    ref_t*           rx      = ref_copy(p, x, m);
    ref_t*           want    = xmalloc(sizeof(ref_t) * total);
    long double*     bound   = xmalloc(sizeof(long double) * total);
    unsigned char*   tainted = calloc(m + 1, 1);
    ref_trsv(A, fill, diag, trans, alpha, rx, want, bound, tainted);
    check_residual(label, A, fill, diag, trans, alpha, rx, got, tainted);
    untaint(A, 1, tainted, got, want, bound);
    for(size_t g = m; g < total; ++g)
    {
        want[g]  = value_get(p, y0, g);
        bound[g] = 0;
    }
    check_values(p, got, want, bound, total, "%s: y matches the reference (rows off a zero pivot)%s", label,
                 total > m ? ", guards untouched" : "");
    free(rx);
    free(want);
    free(bound);
    free(tainted);
}

/* Row i's entries of A (zero-based, sorted) as a map column -> position. */
static void map_row(const test_csr* A, rocsparse_int i, rocsparse_int* pos, rocsparse_int value)
{
    const rocsparse_int b = (rocsparse_int)A->base;
    for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
        pos[A->col_ind[k] - b] = value < 0 ? value : k;
}

/* Bound of a factor entry that took len terms of magnitude mag: the
 * factorization's errors do not grow along the dependencies of the
 * diagonally dominant test matrices, so a multiple of the row's own
 * rounding covers them. */
static long double factor_rounding(const test_prec* p, rocsparse_int len, long double mag)
{
    return 4 * row_rounding(p, len) * mag;
}

rocsparse_int ref_ilu0(const test_csr* A, ref_t* lu, long double* bound, unsigned char* tainted)
{
    rocsparse_int first = -1;
    const rocsparse_int b = (rocsparse_int)A->base, m = A->m;
    rocsparse_int*      pos = xmalloc(sizeof(rocsparse_int) * (size_t)m);
    long double*        mag = xmalloc(sizeof(long double) * (size_t)A->nnz);
    unsigned char*      pivot = calloc((size_t)m, 1);
    for(rocsparse_int j = 0; j < m; ++j)
        pos[j] = -1;
    for(rocsparse_int k = 0; k < A->nnz; ++k)
    {
        lu[k]  = value_get(A->prec, A->val, (size_t)k);
        mag[k] = ref_mag1(lu[k]);
    }
    for(rocsparse_int i = 0; i < m; ++i)
    {
        map_row(A, i, pos, 0);
        int bad = 0;
        /* Columns are sorted: the lower entries come in order. */
        for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b && A->col_ind[k] - b < i; ++k)
        {
            rocsparse_int j = A->col_ind[k] - b;
            if(pivot[j] || tainted[j])
            {
                bad = 1;
                continue;
            }
            rocsparse_int dj = trm_diag_at(A, j);
            lu[k] /= lu[dj];
            mag[k] /= ref_mag1(lu[dj]);
            for(rocsparse_int q = dj + 1; q < A->row_ptr[j + 1] - b; ++q)
            {
                rocsparse_int at = pos[A->col_ind[q] - b];
                if(at >= 0)
                {
                    lu[at] -= ref_mul(lu[k], lu[q]);
                    mag[at] += ref_mag1(lu[k]) * ref_mag1(lu[q]);
                }
            }
        }
        tainted[i]       = (unsigned char)bad;
        rocsparse_int di = trm_diag_at(A, i);
        pivot[i]         = (unsigned char)(di < 0 || ref_mag1(lu[di]) == 0);
        if(pivot[i] && first < 0)
            first = i;
        map_row(A, i, pos, -1);
    }
    for(rocsparse_int i = 0; i < m; ++i)
        for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
            bound[k] = tainted[i] ? 0 : factor_rounding(A->prec, A->max_row, mag[k]);
    free(pos);
    free(mag);
    free(pivot);
    return first;
}

rocsparse_int ref_ic0(const test_csr* A, ref_t* l, long double* bound, unsigned char* tainted)
{
    rocsparse_int first = -1;
    const rocsparse_int b = (rocsparse_int)A->base, m = A->m;
    rocsparse_int*      pos = xmalloc(sizeof(rocsparse_int) * (size_t)m);
    long double*        mag = xmalloc(sizeof(long double) * (size_t)A->nnz);
    for(rocsparse_int j = 0; j < m; ++j)
        pos[j] = -1;
    for(rocsparse_int k = 0; k < A->nnz; ++k)
    {
        l[k]     = value_get(A->prec, A->val, (size_t)k);
        mag[k]   = ref_mag1(l[k]);
        bound[k] = 0;
    }
    for(rocsparse_int i = 0; i < m; ++i)
    {
        map_row(A, i, pos, 0);
        int bad = 0;
        for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b && A->col_ind[k] - b <= i; ++k)
        {
            rocsparse_int j  = A->col_ind[k] - b;
            rocsparse_int dj = trm_diag_at(A, j);
            if(j < i && (tainted[j] || dj < 0))
            {
                bad = 1;
                continue;
            }
            /* l_ij = (a_ij - sum_{k<j} l_ik conj(l_jk)) / l_jj, and the
             * diagonal the square root of a_ii - sum |l_ik|^2. */
            for(rocsparse_int q = A->row_ptr[j] - b; q < A->row_ptr[j + 1] - b && A->col_ind[q] - b < j; ++q)
            {
                rocsparse_int at = pos[A->col_ind[q] - b];
                if(at >= 0)
                {
                    l[k] -= ref_mul(l[at], conjl(l[q]));
                    mag[k] += ref_mag1(l[at]) * ref_mag1(l[q]);
                }
            }
            if(j < i)
            {
                l[k] /= l[dj];
                mag[k] /= ref_mag1(l[dj]);
            }
            else if(creall(l[k]) > 0)
            {
                l[k]   = sqrtl(creall(l[k]));
                mag[k] = sqrtl(mag[k]);
            }
            else
            {
                bad = 1; /* the row's own diagonal: a zero pivot */
                if(first < 0)
                    first = i;
            }
        }
        if(trm_diag_at(A, i) < 0)
        {
            bad = 1;
            if(first < 0)
                first = i;
        }
        tainted[i] = (unsigned char)bad;
        map_row(A, i, pos, -1);
    }
    for(rocsparse_int i = 0; i < m; ++i)
        for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
            if(A->col_ind[k] - b <= i && !tainted[i])
                bound[k] = factor_rounding(A->prec, A->max_row, mag[k]);
    free(pos);
    free(mag);
    return first;
}

/* A as a dense m x m array (row-major) and its pattern. */
static void dense_of(const test_csr* A, ref_t** d, unsigned char** mask)
{
    const size_t        m = (size_t)A->m;
    const rocsparse_int b = (rocsparse_int)A->base;
    *d                    = calloc(m * m, sizeof(ref_t));
    *mask                 = calloc(m * m, 1);
    if(*d == NULL || *mask == NULL)
        bail_out("out of host memory for a dense %zu x %zu matrix", m, m);
    for(rocsparse_int i = 0; i < A->m; ++i)
        for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
        {
            size_t at     = (size_t)i * m + (size_t)(A->col_ind[k] - b);
            (*d)[at]      = value_get(A->prec, A->val, (size_t)k);
            (*mask)[at]   = 1;
        }
}

/* The dense values back in A's order. */
static void dense_gather(const test_csr* A, const ref_t* d, ref_t* out)
{
    const rocsparse_int b = (rocsparse_int)A->base;
    for(rocsparse_int i = 0; i < A->m; ++i)
        for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
            out[k] = d[(size_t)i * (size_t)A->m + (size_t)(A->col_ind[k] - b)];
}

void dense_ilu0(const test_csr* A, ref_t* lu)
{
    const size_t   m = (size_t)A->m;
    ref_t*         d;
    unsigned char* mask;
    dense_of(A, &d, &mask);
    /* Gaussian elimination that keeps only the pattern's entries. */
    for(size_t i = 1; i < m; ++i)
        for(size_t k = 0; k < i; ++k)
        {
            if(!mask[i * m + k])
                continue;
            d[i * m + k] /= d[k * m + k];
            for(size_t j = k + 1; j < m; ++j)
                if(mask[i * m + j])
                    d[i * m + j] -= d[i * m + k] * d[k * m + j];
        }
    dense_gather(A, d, lu);
    free(d);
    free(mask);
}

void dense_ic0(const test_csr* A, ref_t* l)
{
    const size_t   m = (size_t)A->m;
    ref_t*         d;
    unsigned char* mask;
    dense_of(A, &d, &mask);
    /* Column by column (left-looking Cholesky) on the lower pattern. */
    for(size_t j = 0; j < m; ++j)
    {
        ref_t s = d[j * m + j];
        for(size_t k = 0; k < j; ++k)
            if(mask[j * m + k])
                s -= d[j * m + k] * conjl(d[j * m + k]);
        d[j * m + j] = sqrtl(creall(s));
        for(size_t i = j + 1; i < m; ++i)
        {
            if(!mask[i * m + j])
                continue;
            ref_t t = d[i * m + j];
            for(size_t k = 0; k < j; ++k)
                if(mask[i * m + k] && mask[j * m + k])
                    t -= d[i * m + k] * conjl(d[j * m + k]);
            d[i * m + j] = t / d[j * m + j];
        }
    }
    dense_gather(A, d, l);
    free(d);
    free(mask);
}

/* The position of column j in row i of A (sorted), or -1. */
static rocsparse_int find_entry(const test_csr* A, rocsparse_int i, rocsparse_int j)
{
    const rocsparse_int b  = (rocsparse_int)A->base;
    rocsparse_int       lo = A->row_ptr[i] - b, hi = A->row_ptr[i + 1] - b;
    while(lo < hi)
    {
        rocsparse_int mid = lo + (hi - lo) / 2, c = A->col_ind[mid] - b;
        if(c == j)
            return mid;
        if(c < j)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

/* One check over the product entries: the count off and the first. */
static void product_verdict(const char* label, const char* what, rocsparse_int bad, rocsparse_int fi, rocsparse_int fj,
                            ref_t got, ref_t want)
{
    ok(bad == 0, "%s: %s equals A on its pattern", label, what);
    if(bad > 0)
        diag("    %d entries off, the first (%d, %d): product (%.10Lg, %.10Lg), A (%.10Lg, %.10Lg)", bad, fi, fj,
             creall(got), cimagl(got), creall(want), cimagl(want));
}

void check_lu_product(const char* label, const test_csr* A, const void* lu, const unsigned char* tainted)
{
    const rocsparse_int b   = (rocsparse_int)A->base;
    rocsparse_int       bad = 0, fi = -1, fj = -1;
    ref_t               fg = 0, fw = 0;
    for(rocsparse_int i = 0; i < A->m; ++i)
    {
        if(tainted[i])
            continue;
        for(rocsparse_int e = A->row_ptr[i] - b; e < A->row_ptr[i + 1] - b; ++e)
        {
            rocsparse_int j   = A->col_ind[e] - b;
            ref_t         sum = 0;
            long double   mag = 0;
            /* sum over k <= min(i, j) of L_ik U_kj, L_ii = 1. */
            for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
            {
                rocsparse_int c = A->col_ind[k] - b;
                if(c >= i || c > j)
                    continue;
                rocsparse_int u = find_entry(A, c, j);
                if(u < 0)
                    continue;
                ref_t t = ref_mul(value_get(A->prec, lu, (size_t)k), value_get(A->prec, lu, (size_t)u));
                sum += t;
                mag += ref_mag1(t);
            }
            if(j >= i)
            {
                sum += value_get(A->prec, lu, (size_t)e);
                mag += ref_mag1(value_get(A->prec, lu, (size_t)e));
            }
            ref_t want = value_get(A->prec, A->val, (size_t)e);
            if(!(ref_abs(sum - want) <= factor_rounding(A->prec, A->max_row, mag + ref_mag1(want))))
                if(bad++ == 0)
                    fi = i, fj = j, fg = sum, fw = want;
        }
    }
    product_verdict(label, "L * U", bad, fi, fj, fg, fw);
}

void check_llh_product(const char* label, const test_csr* A, const void* l, const unsigned char* tainted)
{
    const rocsparse_int b   = (rocsparse_int)A->base;
    rocsparse_int       bad = 0, fi = -1, fj = -1;
    ref_t               fg = 0, fw = 0;
    for(rocsparse_int i = 0; i < A->m; ++i)
    {
        if(tainted[i])
            continue;
        for(rocsparse_int e = A->row_ptr[i] - b; e < A->row_ptr[i + 1] - b; ++e)
        {
            rocsparse_int j = A->col_ind[e] - b;
            if(j > i)
                continue;
            ref_t       sum = 0;
            long double mag = 0;
            /* sum over k <= j of L_ik conj(L_jk). */
            for(rocsparse_int k = A->row_ptr[i] - b; k < A->row_ptr[i + 1] - b; ++k)
            {
                rocsparse_int c = A->col_ind[k] - b;
                if(c > j)
                    continue;
                rocsparse_int q = find_entry(A, j, c);
                if(q < 0)
                    continue;
                ref_t t = ref_mul(value_get(A->prec, l, (size_t)k), conjl(value_get(A->prec, l, (size_t)q)));
                sum += t;
                mag += ref_mag1(t);
            }
            ref_t want = value_get(A->prec, A->val, (size_t)e);
            if(!(ref_abs(sum - want) <= factor_rounding(A->prec, A->max_row, mag + ref_mag1(want))))
                if(bad++ == 0)
                    fi = i, fj = j, fg = sum, fw = want;
        }
    }
    product_verdict(label, "L * L^H", bad, fi, fj, fg, fw);
}

void untaint(const test_csr* A, int per_row, const unsigned char* tainted, void* got, ref_t* want,
             long double* bound)
{
    const rocsparse_int b = (rocsparse_int)A->base;
    for(rocsparse_int i = 0; i < A->m; ++i)
    {
        if(!tainted[i])
            continue;
        rocsparse_int lo = per_row ? i : A->row_ptr[i] - b, hi = per_row ? i + 1 : A->row_ptr[i + 1] - b;
        for(rocsparse_int k = lo; k < hi; ++k)
        {
            value_set(A->prec, got, (size_t)k, 0);
            want[k]  = 0;
            bound[k] = 0;
        }
    }
}

/* ------------------------------------------------------------ zero pivots */

void check_pivot(const char* label, rocsparse_pointer_mode mode, rocsparse_index_base base, rocsparse_int want,
                 pivot_call call, const void* ctx)
{
    rocsparse_int  position = -7;
    rocsparse_int* arg      = mode == rocsparse_pointer_mode_device ? dev_upload(&position, sizeof(position))
                                                                    : &position;
    is_status(call(ctx, arg), want < 0 ? rocsparse_status_success : rocsparse_status_zero_pivot,
              "%s: zero_pivot status (%s)", label, mode_name(mode));
    if(mode == rocsparse_pointer_mode_device)
    {
        dev_download(&position, arg, sizeof(position));
        dev_free(arg);
    }
    is_int(position, want < 0 ? -1 : want + (rocsparse_int)base, "%s: zero_pivot position (%s)", label,
           mode_name(mode));
}

/* ------------------------------------------- csrsv and csrsm routines */

#define WRAP_CSRSV(p, T)                                                                                           \
    static rocsparse_status sv_buffer_##p(rocsparse_handle h, rocsparse_operation t, rocsparse_int m,             \
                                          rocsparse_int nnz, const rocsparse_mat_descr d, const void* v,          \
                                          const rocsparse_int* rp, const rocsparse_int* ci, rocsparse_mat_info info, \
                                          size_t* size)                                                           \
    {                                                                                                             \
        return rocsparse_##p##csrsv_buffer_size(h, t, m, nnz, d, (const T*)v, rp, ci, info, size);                \
    }                                                                                                             \
    static rocsparse_status sv_analysis_##p(rocsparse_handle h, rocsparse_operation t, rocsparse_int m,           \
                                            rocsparse_int nnz, const rocsparse_mat_descr d, const void* v,        \
                                            const rocsparse_int* rp, const rocsparse_int* ci,                     \
                                            rocsparse_mat_info info, rocsparse_analysis_policy ap,                \
                                            rocsparse_solve_policy sp, void* buf)                                 \
    {                                                                                                             \
        return rocsparse_##p##csrsv_analysis(h, t, m, nnz, d, (const T*)v, rp, ci, info, ap, sp, buf);            \
    }                                                                                                             \
    static rocsparse_status sv_solve_##p(rocsparse_handle h, rocsparse_operation t, rocsparse_int m,              \
                                         rocsparse_int nnz, const void* alpha, const rocsparse_mat_descr d,       \
                                         const void* v, const rocsparse_int* rp, const rocsparse_int* ci,         \
                                         rocsparse_mat_info info, const void* x, void* y, rocsparse_solve_policy sp, \
                                         void* buf)                                                               \
    {                                                                                                             \
        return rocsparse_##p##csrsv_solve(h, t, m, nnz, (const T*)alpha, d, (const T*)v, rp, ci, info,            \
                                          (const T*)x, (T*)y, sp, buf);                                           \
    }
TEST_FOR_ALL(WRAP_CSRSV)

#define CSRSV_OPS(p, T) {"rocsparse_" #p "csrsv", &prec_##p, sv_buffer_##p, sv_analysis_##p, sv_solve_##p},
static const csrsv_ops csrsv_table[] = {TEST_FOR_ALL(CSRSV_OPS)};

const csrsv_ops* csrsv_of(const test_prec* p)
{
    for(size_t k = 0; k < sizeof(csrsv_table) / sizeof(csrsv_table[0]); ++k)
        if(csrsv_table[k].prec == p)
            return &csrsv_table[k];
    bail_out("no csrsv of precision %c", p->letter);
    return NULL;
}

#define WRAP_CSRSM(p, T)                                                                                          \
    static rocsparse_status sm_buffer_##p(rocsparse_handle h, rocsparse_operation ta, rocsparse_operation tb,    \
                                          rocsparse_int m, rocsparse_int nrhs, rocsparse_int nnz,                \
                                          const void* alpha, const rocsparse_mat_descr d, const void* v,         \
                                          const rocsparse_int* rp, const rocsparse_int* ci, const void* B,       \
                                          rocsparse_int ldb, rocsparse_mat_info info, rocsparse_solve_policy sp, \
                                          size_t* size)                                                          \
    {                                                                                                            \
        return rocsparse_##p##csrsm_buffer_size(h, ta, tb, m, nrhs, nnz, (const T*)alpha, d, (const T*)v, rp,    \
                                                ci, (const T*)B, ldb, info, sp, size);                           \
    }                                                                                                            \
    static rocsparse_status sm_analysis_##p(rocsparse_handle h, rocsparse_operation ta, rocsparse_operation tb,  \
                                            rocsparse_int m, rocsparse_int nrhs, rocsparse_int nnz,              \
                                            const void* alpha, const rocsparse_mat_descr d, const void* v,       \
                                            const rocsparse_int* rp, const rocsparse_int* ci, const void* B,     \
                                            rocsparse_int ldb, rocsparse_mat_info info,                          \
                                            rocsparse_analysis_policy ap, rocsparse_solve_policy sp, void* buf)  \
    {                                                                                                            \
        return rocsparse_##p##csrsm_analysis(h, ta, tb, m, nrhs, nnz, (const T*)alpha, d, (const T*)v, rp, ci,   \
                                             (const T*)B, ldb, info, ap, sp, buf);                               \
    }                                                                                                            \
    static rocsparse_status sm_solve_##p(rocsparse_handle h, rocsparse_operation ta, rocsparse_operation tb,     \
                                         rocsparse_int m, rocsparse_int nrhs, rocsparse_int nnz, const void* alpha, \
                                         const rocsparse_mat_descr d, const void* v, const rocsparse_int* rp,    \
                                         const rocsparse_int* ci, void* B, rocsparse_int ldb,                    \
                                         rocsparse_mat_info info, rocsparse_solve_policy sp, void* buf)          \
    {                                                                                                            \
        return rocsparse_##p##csrsm_solve(h, ta, tb, m, nrhs, nnz, (const T*)alpha, d, (const T*)v, rp, ci,      \
                                          (T*)B, ldb, info, sp, buf);                                            \
    }
TEST_FOR_ALL(WRAP_CSRSM)

#define CSRSM_OPS(p, T) {"rocsparse_" #p "csrsm", &prec_##p, sm_buffer_##p, sm_analysis_##p, sm_solve_##p},
static const csrsm_ops csrsm_table[] = {TEST_FOR_ALL(CSRSM_OPS)};

const csrsm_ops* csrsm_of(const test_prec* p)
{
    for(size_t k = 0; k < sizeof(csrsm_table) / sizeof(csrsm_table[0]); ++k)
        if(csrsm_table[k].prec == p)
            return &csrsm_table[k];
    bail_out("no csrsm of precision %c", p->letter);
    return NULL;
}

/* --------------------------------------------------------- forced kernels */

size_t trm_forced_handles(const char* setting, const char* extra, rocsparse_handle** handles, char (**names)[96])
{
    forced_setting s = strcmp(setting, "trsv") == 0       ? forced_trsv
                       : strcmp(setting, "trlevels") == 0 ? forced_trlevels
                                                          : forced_trfactor;
    const char* const* list  = backend_forcible_kernels(s);
    const char*        only  = test_only_strategy(setting, list);
    const size_t       skip  = strlen(setting) + 1; /* "setting:" before a strategy's name */
    size_t             total = 0, count = 0;
    while(list[total] != NULL)
        ++total;
    *handles = xmalloc(sizeof(rocsparse_handle) * (total + 1));
    *names   = xmalloc(sizeof(**names) * (total + 1));
    for(size_t n = 0; n < total; ++n)
    {
        if(only != NULL && (strcmp(only, "automatic") == 0 || strcmp(only + skip, list[n]) != 0))
            continue;
        const size_t k = count++;
        snprintf((*names)[k], sizeof((*names)[k]), "%s:%s%s", setting, list[n], extra);
        /* A strategy of 64-lane wavefronts is refused where they have 32. */
        forced_kernel fk = {(*names)[k], 0, strstr(list[n], "64") != NULL};
        (*handles)[k]    = forced_handle(&fk, (*names)[k]);
    }
    return count;
}

rocsparse_int trm_long_rows(rocsparse_int full, rocsparse_int short_rows, const char* forced)
{
    const char* only = getenv("FSPARSE_TEST_STRATEGY");
    if(only != NULL && only[0] != '\0')
        return short_rows;
#ifdef FSPARSE_BACKEND_HIP
    (void)forced;
    return full;
#else
    return forced != NULL ? short_rows : full;
#endif
}

void trm_forced_free(rocsparse_handle* handles, char (*names)[96], size_t count)
{
    for(size_t k = 0; k < count; ++k)
        if(handles[k] != NULL)
            is_status(rocsparse_destroy_handle(handles[k]), rocsparse_status_success, "destroy the handle of %s",
                      names[k]);
    free(handles);
    free(names);
}

void* trm_buffer(size_t bytes)
{
    if(bytes == 0)
        bytes = 1;
    unsigned char* h = xmalloc(bytes);
    for(size_t i = 0; i < bytes; ++i)
        h[i] = (unsigned char)rand_u64();
    void* d = dev_upload(h, bytes);
    free(h);
    return d;
}
