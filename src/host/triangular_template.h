/* Triangular kernels of the host backend for one precision. triangular.c
 * includes this once per precision with P and CONJ as level1_template.h
 * takes them, R the real type, RE(v) the real part and SQRT the real
 * square root. Sums are kept in T, as the API promises no more. */
#define HOST_CAT_(a, b) a##_##b
#define HOST_CAT(a, b) HOST_CAT_(a, b)
#define T HOST_CAT(host, P)
#define FN(name) HOST_CAT(name, P)

/* A solve op(T) * Y = alpha * X, for every right-hand side at once: entry
 * (r, j) of X or Y is at r * row_step + j * col_step. X and Y may be one
 * array, as a row reads its own entries of X before it writes them and
 * no other row's. */
typedef struct FN(host_trm_solve_ctx)
{
    const host_trm* a;
    int             conjugate;
    int             unit;
    T               alpha;
    const T*        val;
    const T*        x;
    T*              y;
    size_t          row_step, col_step;
    rocsparse_int   nrhs;
} FN(host_trm_solve_ctx);

static inline T FN(host_trm_op)(int conjugate, T v)
{
    return conjugate ? CONJ(v) : v;
}

/* Y(r, :) = alpha * X(r, :) */
static inline void FN(host_trm_start_row)(const FN(host_trm_solve_ctx) * c, rocsparse_int r)
{
    const T* x = c->x + r * c->row_step;
    T*       y = c->y + r * c->row_step;
    for(rocsparse_int j = 0; j < c->nrhs; ++j)
        y[j * c->col_step] = c->alpha * x[j * c->col_step];
}

/* Y(r, :) -= v * Y(from, :) */
static inline void FN(host_trm_sub_row)(const FN(host_trm_solve_ctx) * c, rocsparse_int r, T v, rocsparse_int from)
{
    const T* src = c->y + from * c->row_step;
    T*       y   = c->y + r * c->row_step;
    for(rocsparse_int j = 0; j < c->nrhs; ++j)
        y[j * c->col_step] -= v * src[j * c->col_step];
}

/* Y(r, :) /= op(T)(r, r), which is 0 when missing: a zero pivot. */
static inline void FN(host_trm_end_row)(const FN(host_trm_solve_ctx) * c, rocsparse_int r, rocsparse_int* first)
{
    if(c->unit)
        return;
    const rocsparse_int p = c->a->diag_pos[r];
    const T             d = p >= 0 ? FN(host_trm_op)(c->conjugate, c->val[p]) : (T)0;
    if(d == 0 && r < *first)
        *first = r;
    T* y = c->y + r * c->row_step;
    for(rocsparse_int j = 0; j < c->nrhs; ++j)
        y[j * c->col_step] /= d;
}

/* Row r, at position k, of the solve by its dependency list (rows of
 * earlier levels). */
static void FN(host_trm_solve_row)(const void* ctx, rocsparse_int k, rocsparse_int r, rocsparse_int* first)
{
    const FN(host_trm_solve_ctx)* c = (const FN(host_trm_solve_ctx)*)ctx;
    const host_trm*               a = c->a;
    FN(host_trm_start_row)(c, r);
    for(rocsparse_int d = a->dep_ptr[k]; d < a->dep_ptr[k + 1]; ++d)
        FN(host_trm_sub_row)(c, r, FN(host_trm_op)(c->conjugate, c->val[a->dep_val[d]]), a->dep_row[d]);
    FN(host_trm_end_row)(c, r, first);
}

/* The forced sequential solve, straight from the CSR arrays in row order:
 * for op none each row gathers from the rows before it; for a transpose
 * row i of T is a column of op(T), so once Y(i, :) is final it is
 * scattered into the rows that depend on it. */
static rocsparse_int FN(host_trm_solve_sequential)(const FN(host_trm_solve_ctx) * c, rocsparse_int base,
                                                   const rocsparse_int* row_ptr, const rocsparse_int* col_ind)
{
    const host_trm*     a     = c->a;
    const rocsparse_int m     = a->m;
    const int           up    = host_trm_ascending(a);
    const int           none  = a->trans == rocsparse_operation_none;
    rocsparse_int       first = INT_MAX;
    if(!none)
        for(rocsparse_int i = 0; i < m; ++i)
            FN(host_trm_start_row)(c, i);
    for(rocsparse_int s = 0; s < m; ++s)
    {
        const rocsparse_int i = up ? s : m - 1 - s;
        if(none)
            FN(host_trm_start_row)(c, i);
        else
            FN(host_trm_end_row)(c, i, &first);
        for(rocsparse_int p = row_ptr[i] - base; p < row_ptr[i + 1] - base; ++p)
        {
            const rocsparse_int col = col_ind[p] - base;
            if(host_trm_classify(a->fill, m, i, col) != host_trm_off_diagonal)
                continue;
            const T v = FN(host_trm_op)(c->conjugate, c->val[p]);
            if(none)
                FN(host_trm_sub_row)(c, i, v, col);
            else
                FN(host_trm_sub_row)(c, col, v, i);
        }
        if(none)
            FN(host_trm_end_row)(c, i, &first);
    }
    return first;
}

static void FN(host_trm_solve)(const host_trm* a, int forced, rocsparse_operation trans, int unit,
                               const void* alpha, rocsparse_int base, const void* val,
                               const rocsparse_int* row_ptr, const rocsparse_int* col_ind, const void* x, void* y,
                               size_t row_step, size_t col_step, rocsparse_int nrhs, rocsparse_int* first)
{
    const FN(host_trm_solve_ctx) c = {.a         = a,
                                      .conjugate = trans == rocsparse_operation_conjugate_transpose,
                                      .unit      = unit,
                                      .alpha     = *(const T*)alpha,
                                      .val       = (const T*)val,
                                      .x         = (const T*)x,
                                      .y         = (T*)y,
                                      .row_step  = row_step,
                                      .col_step  = col_step,
                                      .nrhs      = nrhs};
    if(host_trm_sequential_chosen(a, forced))
        *first = FN(host_trm_solve_sequential)(&c, base, row_ptr, col_ind);
    else
        *first = host_trm_walk(a, forced, FN(host_trm_solve_row), &c);
}

/* The factorizations work on the CSR arrays in place; columns are sorted
 * and distinct within rows. A row reads only rows it depends on (lower
 * entries (i, k), k < i), which the walk has finished. Columns outside
 * [0, m) are skipped, never followed. */
typedef struct FN(host_trm_factor_ctx)
{
    const host_trm*      a;
    rocsparse_int        base;
    T*                   val;
    const rocsparse_int* row_ptr;
    const rocsparse_int* col_ind;
} FN(host_trm_factor_ctx);

/* ILU(0), the IKJ form on row i: for each lower entry (i, k) in column
 * order, l_ik = a_ik / u_kk, then row i -= l_ik * (row k right of its
 * diagonal), on row i's pattern only (a merge of the two sorted rows). */
static void FN(host_ilu0_row)(const void* ctx, rocsparse_int k_unused, rocsparse_int i, rocsparse_int* first)
{
    (void)k_unused;
    const FN(host_trm_factor_ctx)* f   = (const FN(host_trm_factor_ctx)*)ctx;
    const rocsparse_int            m   = f->a->m;
    const rocsparse_int            end = f->row_ptr[i + 1] - f->base;
    T*                             val = f->val;
    for(rocsparse_int p = f->row_ptr[i] - f->base; p < end; ++p)
    {
        const rocsparse_int k = f->col_ind[p] - f->base;
        if(k < 0)
            continue;
        if(k >= i)
            break;
        const rocsparse_int dk  = f->a->diag_pos[k];
        const T             lik = val[p] / (dk >= 0 ? val[dk] : (T)0);
        val[p]                  = lik;
        /* Without a diagonal, row k's upper part is found by its columns. */
        rocsparse_int       q    = dk >= 0 ? dk + 1 : f->row_ptr[k] - f->base;
        const rocsparse_int qend = f->row_ptr[k + 1] - f->base;
        rocsparse_int       s    = p + 1;
        while(q < qend && s < end)
        {
            const rocsparse_int cq = f->col_ind[q] - f->base;
            const rocsparse_int cs = f->col_ind[s] - f->base;
            if(cq >= m)
                break;
            if(cq <= k || cq < cs)
                ++q;
            else if(cs < cq)
                ++s;
            else
            {
                val[s] -= lik * val[q];
                ++s, ++q;
            }
        }
    }
    const rocsparse_int di = f->a->diag_pos[i];
    if((di < 0 || val[di] == 0) && i < *first)
        *first = i;
}

/* IC(0), up-looking on row i of the lower triangle: for each (i, k), k < i,
 * l_ik = (a_ik - sum_{j<k} l_ij conj(l_kj)) / l_kk over the columns rows i
 * and k share, then l_ii = sqrt(a_ii - sum_{j<i} |l_ij|^2) (real part). */
static void FN(host_ic0_row)(const void* ctx, rocsparse_int k_unused, rocsparse_int i, rocsparse_int* first)
{
    (void)k_unused;
    const FN(host_trm_factor_ctx)* f     = (const FN(host_trm_factor_ctx)*)ctx;
    const rocsparse_int            begin = f->row_ptr[i] - f->base;
    const rocsparse_int            end   = f->row_ptr[i + 1] - f->base;
    T*                             val   = f->val;
    R                              norm2 = 0;
    for(rocsparse_int p = begin; p < end; ++p)
    {
        const rocsparse_int k = f->col_ind[p] - f->base;
        if(k < 0)
            continue;
        if(k >= i)
            break;
        T                   sum  = 0;
        rocsparse_int       s    = begin;
        rocsparse_int       q    = f->row_ptr[k] - f->base;
        const rocsparse_int qend = f->row_ptr[k + 1] - f->base;
        while(s < p && q < qend)
        {
            const rocsparse_int cs = f->col_ind[s] - f->base;
            const rocsparse_int cq = f->col_ind[q] - f->base;
            if(cq >= k)
                break;
            if(cs < cq)
                ++s;
            else if(cq < cs)
                ++q;
            else
            {
                if(cs >= 0)
                    sum += val[s] * CONJ(val[q]);
                ++s, ++q;
            }
        }
        const rocsparse_int dk = f->a->diag_pos[k];
        val[p]                 = (val[p] - sum) / (dk >= 0 ? val[dk] : (T)0);
        norm2 += RE(val[p] * CONJ(val[p]));
    }
    const rocsparse_int di = f->a->diag_pos[i];
    if(di < 0)
    {
        if(i < *first)
            *first = i;
        return;
    }
    const R d = RE(val[di]) - norm2;
    if(d <= 0 && i < *first)
        *first = i;
    val[di] = SQRT(d);
}

static void FN(host_trm_factor)(int cholesky, const host_trm* a, int forced, rocsparse_int base, void* val,
                                const rocsparse_int* row_ptr, const rocsparse_int* col_ind, rocsparse_int* first)
{
    const FN(host_trm_factor_ctx) f  = {a, base, (T*)val, row_ptr, col_ind};
    const host_trm_row_fn         fn = cholesky ? FN(host_ic0_row) : FN(host_ilu0_row);
    if(!host_trm_sequential_chosen(a, forced))
    {
        *first = host_trm_walk(a, forced, fn, &f);
        return;
    }
    /* By index: a row depends on rows above it only. */
    *first = INT_MAX;
    for(rocsparse_int i = 0; i < a->m; ++i)
        fn(&f, -1, i, first);
}

#undef FN
#undef T
#undef HOST_CAT
#undef HOST_CAT_
