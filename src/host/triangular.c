/* Triangular solves and incomplete factorizations of the host backend:
 * the analysis (trm_analysis.h), the walk over its levels that the solves
 * and factorizations share, and the row kernels of triangular_template.h,
 * one instance per precision. */
#include <limits.h>
#include <math.h>
#include <stdlib.h>

#include "backend.h"
#include "host/host_omp.h"
#include "host/host_types.h"
#include "host/trm_analysis.h"

/* A level runs as a parallel loop when it holds at least this much work
 * (its rows plus the dependencies they read): below that, the barrier that
 * ends the loop costs more than sharing the rows saves, and the level
 * joins the thin ones around it, which one thread takes in a row with a
 * single barrier after them. */
#define HOST_TRM_WIDE_MIN 2048

/* Lowers a pivot cell to row, atomically: solves sharing one cell may run
 * in several threads of the caller. */
static void host_trm_lower_pivot(rocsparse_int* pivot, rocsparse_int row)
{
    rocsparse_int seen = __atomic_load_n(pivot, __ATOMIC_RELAXED);
    while(row < seen && !__atomic_compare_exchange_n(pivot, &seen, row, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
    {
    }
}

/* The kernel a routine takes a row with: fn(ctx, k, row, first) does row
 * `row`, at position k of the solve order, and lowers *first (the
 * thread's own) to it on a zero pivot. */
typedef void (*host_trm_row_fn)(const void* ctx, rocsparse_int k, rocsparse_int row, rocsparse_int* first);

/* Rows are taken in the dependency direction: increasing index when op(T)
 * is lower triangular, decreasing when it is upper. */
static int host_trm_ascending(const host_trm* a)
{
    return (a->fill == rocsparse_fill_mode_lower) == (a->trans == rocsparse_operation_none);
}

/* Levels are shared among threads only when there are at least this many.
 * Taking the rows level by level reads memory far less in order than
 * taking them by index (the rows of a level, and the rows they read, lie
 * far apart: in a 3D stencil, a plane's width apart), so that one thread
 * needs several times longer per row; fewer threads than that factor lose
 * to a single one going down the rows. */
#define HOST_TRM_LEVEL_THREADS_MIN 8

/* The one choice of the host's triangular kernels: the rows in index order
 * on the calling thread (in the dependency direction), or level by level.
 * Automatic: by levels when some level is wide and there are enough
 * threads to share it. */
static int host_trm_sequential_chosen(const host_trm* a, int forced)
{
    if(forced != host_trm_auto)
        return forced == host_trm_sequential;
    return !a->any_wide || host_max_threads() < HOST_TRM_LEVEL_THREADS_MIN;
}

/* Does every row with fn level by level, and returns the first zero pivot
 * met (int max: none): wide levels (every level when forced) as parallel
 * loops, runs of thin levels by one thread of the team. The barrier after
 * each loop or run is what lets a row read the rows of earlier levels. */
static rocsparse_int host_trm_walk(const host_trm* a, int forced, host_trm_row_fn fn, const void* ctx)
{
    rocsparse_int first       = INT_MAX;
    const int     every_level = forced == host_trm_levels;
#pragma omp parallel reduction(min : first)
    {
        rocsparse_int l = 0;
        while(l < a->levels)
        {
            const rocsparse_int begin = a->level_ptr[l];
            if(every_level || a->wide[l])
            {
#pragma omp for schedule(static)
                for(rocsparse_int k = begin; k < a->level_ptr[l + 1]; ++k)
                    fn(ctx, k, a->order[k], &first);
                ++l;
                continue;
            }
            while(l < a->levels && !a->wide[l])
                ++l;
#pragma omp single
            for(rocsparse_int k = begin; k < a->level_ptr[l]; ++k)
                fn(ctx, k, a->order[k], &first);
        }
    }
    return first;
}

#define CONJ(v) (v)
#define RE(v) (v)
#define SQRT sqrtf
#define R float
#define P s
#include "host/triangular_template.h"
#undef P
#undef R
#undef SQRT
#define SQRT sqrt
#define R double
#define P d
#include "host/triangular_template.h"
#undef P
#undef R
#undef SQRT
#undef RE
#undef CONJ
#define CONJ(v) conjf(v)
#define RE(v) crealf(v)
#define SQRT sqrtf
#define R float
#define P c
#include "host/triangular_template.h"
#undef P
#undef R
#undef SQRT
#undef RE
#undef CONJ
#define CONJ(v) conj(v)
#define RE(v) creal(v)
#define SQRT sqrt
#define R double
#define P z
#include "host/triangular_template.h"
#undef P
#undef R
#undef SQRT
#undef RE
#undef CONJ

rocsparse_status backend_trm_buffer_size(rocsparse_handle handle,
                                         precision        prec,
                                         rocsparse_int    m,
                                         rocsparse_int    nnz,
                                         rocsparse_int    nrhs,
                                         size_t*          buffer_size)
{
    (void)handle, (void)prec, (void)m, (void)nnz, (void)nrhs;
    /* The analysis keeps what it builds, and the kernels work in place:
     * nothing is needed, but the size is never 0. */
    *buffer_size = 64;
    return rocsparse_status_success;
}

static void host_trm_free(host_trm* a)
{
    free(a->order);
    free(a->level_ptr);
    free(a->wide);
    free(a->dep_ptr);
    free(a->dep_row);
    free(a->dep_val);
    free(a->diag_pos);
    free(a);
}

rocsparse_status backend_trm_analysis_free(void* analysis)
{
    if(analysis != NULL)
        host_trm_free((host_trm*)analysis);
    return rocsparse_status_success;
}

/* Nothing to keep: host_trm_factor finds each row's matches as it goes. */
rocsparse_status backend_trm_factor_analysis(rocsparse_handle     handle,
                                             void*                analysis,
                                             int                  cholesky,
                                             rocsparse_index_base base,
                                             const rocsparse_int* csr_row_ptr,
                                             const rocsparse_int* csr_col_ind)
{
    (void)handle;
    (void)analysis;
    (void)cholesky;
    (void)base;
    (void)csr_row_ptr;
    (void)csr_col_ind;
    return rocsparse_status_success;
}

/* The dependency lists by row of op(T), and the diagonal positions: for
 * op none a row's off-diagonal entries; for the transpose the entries of
 * its column, found through a counting transpose of T's pattern (each
 * list then by increasing row). Fills a->dep_*, a->diag_pos, a->missing;
 * cursor holds m entries. */
static rocsparse_status host_trm_dependencies(host_trm* a, rocsparse_int base, const rocsparse_int* row_ptr,
                                              const rocsparse_int* col_ind, rocsparse_int* cursor)
{
    const rocsparse_int m    = a->m;
    const int           none = a->trans == rocsparse_operation_none;
    for(rocsparse_int r = 0; r <= m; ++r)
        a->dep_ptr[r] = 0;
    a->missing = INT_MAX;
    for(rocsparse_int i = 0; i < m; ++i)
    {
        a->diag_pos[i] = -1;
        for(rocsparse_int p = row_ptr[i] - base; p < row_ptr[i + 1] - base; ++p)
        {
            const rocsparse_int c = col_ind[p] - base;
            switch(host_trm_classify(a->fill, m, i, c))
            {
            case host_trm_diagonal:
                if(a->diag_pos[i] < 0) /* a repeated diagonal entry is ignored */
                    a->diag_pos[i] = p;
                break;
            case host_trm_off_diagonal: ++a->dep_ptr[(none ? i : c) + 1]; break;
            case host_trm_ignored: break;
            }
        }
        if(a->diag_pos[i] < 0 && a->missing == INT_MAX)
            a->missing = i;
    }
    for(rocsparse_int r = 0; r < m; ++r)
        a->dep_ptr[r + 1] += a->dep_ptr[r];
    const size_t deps = (size_t)a->dep_ptr[m] + 1; /* + 1: never a malloc(0) */
    a->dep_row        = (rocsparse_int*)malloc(deps * sizeof(rocsparse_int));
    a->dep_val        = (rocsparse_int*)malloc(deps * sizeof(rocsparse_int));
    if(a->dep_row == NULL || a->dep_val == NULL)
        return rocsparse_status_memory_error;
    for(rocsparse_int r = 0; r < m; ++r)
        cursor[r] = a->dep_ptr[r];
    for(rocsparse_int i = 0; i < m; ++i)
        for(rocsparse_int p = row_ptr[i] - base; p < row_ptr[i + 1] - base; ++p)
        {
            const rocsparse_int c = col_ind[p] - base;
            if(host_trm_classify(a->fill, m, i, c) != host_trm_off_diagonal)
                continue;
            const rocsparse_int at = cursor[none ? i : c]++;
            a->dep_row[at]         = none ? c : i;
            a->dep_val[at]         = p;
        }
    return rocsparse_status_success;
}

/* Each row's level (into level, m entries), then the rows ordered by
 * level (a counting sort, by index within a level), and which levels are
 * wide. */
static rocsparse_status host_trm_schedule(host_trm* a, rocsparse_int* level)
{
    const rocsparse_int m     = a->m;
    const int           up    = host_trm_ascending(a);
    rocsparse_int       top = 0;
    for(rocsparse_int s = 0; s < m; ++s)
    {
        /* The dependencies of a row lie before it in this direction. */
        const rocsparse_int r   = up ? s : m - 1 - s;
        rocsparse_int       lev = 0;
        for(rocsparse_int d = a->dep_ptr[r]; d < a->dep_ptr[r + 1]; ++d)
            if(level[a->dep_row[d]] >= lev)
                lev = level[a->dep_row[d]] + 1;
        level[r] = lev;
        if(lev > top)
            top = lev;
    }
    a->levels    = top + 1;
    a->level_ptr = (rocsparse_int*)calloc((size_t)a->levels + 1, sizeof(rocsparse_int));
    a->wide      = (unsigned char*)malloc((size_t)a->levels);
    long long* work = (long long*)calloc((size_t)a->levels, sizeof(long long));
    if(a->level_ptr == NULL || a->wide == NULL || work == NULL)
    {
        free(work);
        return rocsparse_status_memory_error;
    }
    for(rocsparse_int r = 0; r < m; ++r)
    {
        ++a->level_ptr[level[r] + 1];
        work[level[r]] += 1 + a->dep_ptr[r + 1] - a->dep_ptr[r];
    }
    a->any_wide = 0;
    for(rocsparse_int l = 0; l < a->levels; ++l)
    {
        a->level_ptr[l + 1] += a->level_ptr[l];
        a->wide[l] = work[l] >= HOST_TRM_WIDE_MIN;
        a->any_wide |= a->wide[l];
    }
    free(work);
    rocsparse_int* next = (rocsparse_int*)malloc((size_t)a->levels * sizeof(rocsparse_int));
    if(next == NULL)
        return rocsparse_status_memory_error;
    for(rocsparse_int l = 0; l < a->levels; ++l)
        next[l] = a->level_ptr[l];
    for(rocsparse_int r = 0; r < m; ++r)
        a->order[next[level[r]]++] = r;
    free(next);
    return rocsparse_status_success;
}

/* The dependency lists moved from row order into solve order, so that a
 * walk down order[] reads them in one stream. */
static rocsparse_status host_trm_lists_in_order(host_trm* a)
{
    const rocsparse_int m    = a->m;
    const size_t        deps = (size_t)a->dep_ptr[m] + 1;
    rocsparse_int*      ptr  = (rocsparse_int*)malloc(((size_t)m + 1) * sizeof(rocsparse_int));
    rocsparse_int*      row  = (rocsparse_int*)malloc(deps * sizeof(rocsparse_int));
    rocsparse_int*      pos  = (rocsparse_int*)malloc(deps * sizeof(rocsparse_int));
    if(ptr == NULL || row == NULL || pos == NULL)
    {
        free(ptr), free(row), free(pos);
        return rocsparse_status_memory_error;
    }
    ptr[0] = 0;
    for(rocsparse_int k = 0; k < m; ++k)
    {
        const rocsparse_int r = a->order[k];
        rocsparse_int       at = ptr[k];
        for(rocsparse_int d = a->dep_ptr[r]; d < a->dep_ptr[r + 1]; ++d, ++at)
        {
            row[at] = a->dep_row[d];
            pos[at] = a->dep_val[d];
        }
        ptr[k + 1] = at;
    }
    free(a->dep_ptr), free(a->dep_row), free(a->dep_val);
    a->dep_ptr = ptr, a->dep_row = row, a->dep_val = pos;
    return rocsparse_status_success;
}

rocsparse_status backend_trm_analysis(rocsparse_handle     handle,
                                      rocsparse_operation  trans,
                                      rocsparse_fill_mode  fill,
                                      rocsparse_int        m,
                                      rocsparse_int        nnz,
                                      rocsparse_index_base base,
                                      const rocsparse_int* csr_row_ptr,
                                      const rocsparse_int* csr_col_ind,
                                      void*                temp_buffer,
                                      void**               analysis)
{
    (void)handle, (void)nnz, (void)temp_buffer;
    host_trm* a = (host_trm*)calloc(1, sizeof(*a));
    if(a == NULL)
        return rocsparse_status_memory_error;
    a->trans          = trans == rocsparse_operation_none ? trans : rocsparse_operation_transpose;
    a->fill           = fill;
    a->m              = m;
    a->order          = (rocsparse_int*)malloc((size_t)m * sizeof(rocsparse_int));
    a->dep_ptr        = (rocsparse_int*)malloc(((size_t)m + 1) * sizeof(rocsparse_int));
    a->diag_pos       = (rocsparse_int*)malloc((size_t)m * sizeof(rocsparse_int));
    rocsparse_int* scratch = (rocsparse_int*)malloc((size_t)m * sizeof(rocsparse_int));
    rocsparse_status status = rocsparse_status_memory_error;
    if(a->order != NULL && a->dep_ptr != NULL && a->diag_pos != NULL && scratch != NULL)
        status = host_trm_dependencies(a, (rocsparse_int)base, csr_row_ptr, csr_col_ind, scratch);
    if(status == rocsparse_status_success)
        status = host_trm_schedule(a, scratch);
    if(status == rocsparse_status_success)
        status = host_trm_lists_in_order(a);
    free(scratch);
    if(status != rocsparse_status_success)
    {
        host_trm_free(a);
        return status;
    }
    *analysis = a;
    return rocsparse_status_success;
}

rocsparse_status backend_trm_structural_pivot(rocsparse_handle handle, const void* analysis, rocsparse_int* pivot)
{
    (void)handle;
    *pivot = ((const host_trm*)analysis)->missing;
    return rocsparse_status_success;
}

rocsparse_status backend_csrsv_solve(rocsparse_handle     handle,
                                     precision            prec,
                                     rocsparse_operation  trans,
                                     rocsparse_diag_type  diag,
                                     rocsparse_int        m,
                                     rocsparse_int        nnz,
                                     const void*          alpha,
                                     rocsparse_index_base base,
                                     const void*          csr_val,
                                     const rocsparse_int* csr_row_ptr,
                                     const rocsparse_int* csr_col_ind,
                                     const void*          analysis,
                                     const void*          x,
                                     void*                y,
                                     rocsparse_int*       pivot,
                                     void*                temp_buffer)
{
    (void)m, (void)nnz, (void)temp_buffer;
    /* One right-hand side: rows one entry apart. */
    rocsparse_int first = INT_MAX;
    HOST_DISPATCH(prec, host_trm_solve, (const host_trm*)analysis, handle->forced[forced_trsv], trans,
                  diag == rocsparse_diag_type_unit, alpha, (rocsparse_int)base, csr_val, csr_row_ptr, csr_col_ind, x,
                  y, 1, 1, 1, &first);
    host_trm_lower_pivot(pivot, first);
    return rocsparse_status_success;
}

rocsparse_status backend_csrsm_solve(rocsparse_handle     handle,
                                     precision            prec,
                                     rocsparse_operation  trans_A,
                                     rocsparse_operation  trans_B,
                                     rocsparse_diag_type  diag,
                                     rocsparse_int        m,
                                     rocsparse_int        nrhs,
                                     rocsparse_int        nnz,
                                     const void*          alpha,
                                     rocsparse_index_base base,
                                     const void*          csr_val,
                                     const rocsparse_int* csr_row_ptr,
                                     const rocsparse_int* csr_col_ind,
                                     const void*          analysis,
                                     void*                B,
                                     rocsparse_int        ldb,
                                     rocsparse_int*       pivot,
                                     void*                temp_buffer)
{
    (void)m, (void)nnz, (void)temp_buffer;
    /* Entry (r, j) of B is at r * row_step + j * col_step. */
    const int    by_col   = trans_B == rocsparse_operation_none;
    const size_t row_step = by_col ? 1 : (size_t)ldb;
    const size_t col_step = by_col ? (size_t)ldb : 1;
    rocsparse_int first    = INT_MAX;
    HOST_DISPATCH(prec, host_trm_solve, (const host_trm*)analysis, handle->forced[forced_trsv], trans_A,
                  diag == rocsparse_diag_type_unit, alpha, (rocsparse_int)base, csr_val, csr_row_ptr, csr_col_ind, B,
                  B, row_step, col_step, nrhs, &first);
    host_trm_lower_pivot(pivot, first);
    return rocsparse_status_success;
}

/* ILU(0) (cholesky 0) or IC(0) (cholesky 1) in place. */
static rocsparse_status host_factor(rocsparse_handle     handle,
                                    precision            prec,
                                    int                  cholesky,
                                    rocsparse_index_base base,
                                    void*                csr_val,
                                    const rocsparse_int* csr_row_ptr,
                                    const rocsparse_int* csr_col_ind,
                                    const void*          analysis,
                                    rocsparse_int*       pivot)
{
    rocsparse_int first = INT_MAX;
    HOST_DISPATCH(prec, host_trm_factor, cholesky, (const host_trm*)analysis, handle->forced[forced_trfactor],
                  (rocsparse_int)base, csr_val, csr_row_ptr, csr_col_ind, &first);
    host_trm_lower_pivot(pivot, first);
    return rocsparse_status_success;
}

rocsparse_status backend_csrilu0(rocsparse_handle     handle,
                                 precision            prec,
                                 rocsparse_int        m,
                                 rocsparse_int        nnz,
                                 rocsparse_index_base base,
                                 void*                csr_val,
                                 const rocsparse_int* csr_row_ptr,
                                 const rocsparse_int* csr_col_ind,
                                 const void*          analysis,
                                 rocsparse_int*       pivot,
                                 void*                temp_buffer)
{
    (void)m, (void)nnz, (void)temp_buffer;
    return host_factor(handle, prec, 0, base, csr_val, csr_row_ptr, csr_col_ind, analysis, pivot);
}

rocsparse_status backend_csric0(rocsparse_handle     handle,
                                precision            prec,
                                rocsparse_int        m,
                                rocsparse_int        nnz,
                                rocsparse_index_base base,
                                void*                csr_val,
                                const rocsparse_int* csr_row_ptr,
                                const rocsparse_int* csr_col_ind,
                                const void*          analysis,
                                rocsparse_int*       pivot,
                                void*                temp_buffer)
{
    (void)m, (void)nnz, (void)temp_buffer;
    return host_factor(handle, prec, 1, base, csr_val, csr_row_ptr, csr_col_ind, analysis, pivot);
}
