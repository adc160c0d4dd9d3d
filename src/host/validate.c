/* The index checks of the host backend (backend.h, "index validation").
 *
 * Sound input is the usual case, even in validation mode: so each check
 * first counts the entries that break a rule, in a flat loop without
 * branches that the compiler vectorises (omp simd), and only when the count
 * is not 0 searches for the first of them. The search
 * keeps the smallest failing position with an OpenMP min reduction, so the
 * report is the same whatever the number of threads. Ranges are tested in
 * unsigned arithmetic, which is defined for every entry, even one near
 * INT_MIN or INT_MAX. */
#include "backend.h"
#include "host/host_types.h"

/* No failing position yet. */
#define NO_POSITION INT64_MAX

/* v - base, wrapped to 32 bits unsigned, is at least limit =
 * range_limit(len, base) exactly when v lies outside [base, base + len)
 * (len < 0: exactly when v < base): a v below the base wraps past every
 * valid offset. */
static inline uint32_t range_limit(rocsparse_int len, rocsparse_int base)
{
    return len < 0 ? (UINT32_C(1) << 31) - (uint32_t)base : (uint32_t)len;
}

static inline unsigned outside(rocsparse_int v, rocsparse_int base, uint32_t limit)
{
    return (uint32_t)v - (uint32_t)base >= limit;
}

/* The report of position pos (NO_POSITION: none) of array number
 * `array`, whose entries are a. */
static void found_at(int64_t pos, int array, const rocsparse_int* a, index_violation* found)
{
    found->pos   = pos == NO_POSITION ? -1 : pos;
    found->array = pos == NO_POSITION ? 0 : array;
    found->value = pos == NO_POSITION ? 0 : a[pos];
}

rocsparse_status backend_validate_row_ptr(rocsparse_handle     handle,
                                          rocsparse_int        m,
                                          rocsparse_int        nnz,
                                          rocsparse_index_base base,
                                          const rocsparse_int* row_ptr,
                                          rocsparse_int*       last,
                                          index_violation*     found)
{
    (void)handle;
    int64_t first = row_ptr[0] != (rocsparse_int)base ? 0 : NO_POSITION;
#pragma omp parallel for reduction(min : first) if(m > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < m; ++i)
        if(row_ptr[i + 1] < row_ptr[i] && i + 1 < first)
            first = i + 1;
    if(first == NO_POSITION && nnz >= 0 && row_ptr[m] != (int64_t)nnz + base)
        first = m;
    *last = row_ptr[m];
    found_at(first, 0, row_ptr, found);
    return rocsparse_status_success;
}

rocsparse_status backend_validate_csr_columns(rocsparse_handle     handle,
                                              rocsparse_int        m,
                                              rocsparse_int        n,
                                              rocsparse_int        nnz,
                                              rocsparse_index_base base,
                                              const rocsparse_int* row_ptr,
                                              const rocsparse_int* col_ind,
                                              int                  sorted,
                                              index_violation*     found)
{
    (void)handle;
    const rocsparse_int b     = (rocsparse_int)base;
    const uint32_t      limit = range_limit(n, b);
    /* Columns out of range, and entries not above the one before them
     * ("descents"), which a sorted matrix has only where a row starts.
     * Each count is at most nnz. */
    unsigned bad = nnz > 0 && outside(col_ind[0], b, limit), descents = 0, row_start_descents = 0;
#pragma omp parallel for simd reduction(+ : bad, descents) if(nnz > HOST_PARALLEL_MIN)
    for(rocsparse_int k = 1; k < nnz; ++k)
    {
        bad += outside(col_ind[k], b, limit);
        descents += col_ind[k] <= col_ind[k - 1];
    }
    if(sorted)
    {
#pragma omp parallel for reduction(+ : row_start_descents) if(m > HOST_PARALLEL_MIN)
        for(rocsparse_int i = 1; i < m; ++i)
        {
            const rocsparse_int k = row_ptr[i] - b;
            /* Rows before i may all be empty: then k is 0. */
            row_start_descents += row_ptr[i + 1] > row_ptr[i] && k > 0 && col_ind[k] <= col_ind[k - 1];
        }
    }
    int64_t first = NO_POSITION;
    if(bad > 0 || (sorted && descents != row_start_descents))
    {
        /* Rows differ in length: dynamic chunks keep the threads busy. */
#pragma omp parallel for schedule(dynamic, 256) reduction(min : first) if(nnz > HOST_PARALLEL_MIN)
        for(rocsparse_int i = 0; i < m; ++i)
        {
            const rocsparse_int begin = row_ptr[i] - b;
            const rocsparse_int end   = row_ptr[i + 1] - b;
            for(rocsparse_int p = begin; p < end && p < first; ++p)
                if(outside(col_ind[p], b, limit) || (sorted && p > begin && col_ind[p] <= col_ind[p - 1]))
                    first = p;
        }
    }
    found_at(first, 0, col_ind, found);
    return rocsparse_status_success;
}

/* Whether the row, or the column, of COO entry k > 0 breaks a rule. */
static inline unsigned coo_row_bad(rocsparse_int k, rocsparse_int b, uint32_t limit, const rocsparse_int* row_ind)
{
    return outside(row_ind[k], b, limit) | (row_ind[k] < row_ind[k - 1]);
}

static inline unsigned coo_col_bad(rocsparse_int        k,
                                   rocsparse_int        b,
                                   uint32_t             limit,
                                   const rocsparse_int* row_ind,
                                   const rocsparse_int* col_ind,
                                   unsigned             sorted)
{
    return outside(col_ind[k], b, limit)
           | (sorted & (row_ind[k] == row_ind[k - 1]) & (col_ind[k] <= col_ind[k - 1]));
}

rocsparse_status backend_validate_coo(rocsparse_handle     handle,
                                      rocsparse_int        m,
                                      rocsparse_int        n,
                                      rocsparse_int        nnz,
                                      rocsparse_index_base base,
                                      const rocsparse_int* row_ind,
                                      const rocsparse_int* col_ind,
                                      int                  sorted,
                                      index_violation*     found)
{
    (void)handle;
    const rocsparse_int b         = (rocsparse_int)base;
    const uint32_t      row_limit = range_limit(m, b);
    const uint32_t      col_limit = range_limit(n, b);
    if(nnz == 0)
    {
        found_at(NO_POSITION, 0, row_ind, found);
        return rocsparse_status_success;
    }
    /* Entry 0 has no entry before it. */
    const unsigned first_bad
        = outside(row_ind[0], b, row_limit) | (col_ind != NULL ? outside(col_ind[0], b, col_limit) << 1 : 0u);
    unsigned bad = first_bad != 0;
    if(col_ind == NULL)
    {
#pragma omp parallel for simd reduction(+ : bad) if(nnz > HOST_PARALLEL_MIN)
        for(rocsparse_int k = 1; k < nnz; ++k)
            bad += coo_row_bad(k, b, row_limit, row_ind);
    }
    else
    {
#pragma omp parallel for simd reduction(+ : bad) if(nnz > HOST_PARALLEL_MIN)
        for(rocsparse_int k = 1; k < nnz; ++k)
            bad += coo_row_bad(k, b, row_limit, row_ind) | coo_col_bad(k, b, col_limit, row_ind, col_ind, sorted);
    }
    int64_t first = NO_POSITION; /* 2 * entry + array */
    if(first_bad != 0)
        first = (first_bad & 1u) ? 0 : 1;
    else if(bad > 0)
    {
#pragma omp parallel for reduction(min : first) if(nnz > HOST_PARALLEL_MIN)
        for(rocsparse_int k = 1; k < nnz; ++k)
        {
            int64_t key = NO_POSITION;
            if(coo_row_bad(k, b, row_limit, row_ind))
                key = 2 * (int64_t)k;
            else if(col_ind != NULL && coo_col_bad(k, b, col_limit, row_ind, col_ind, sorted))
                key = 2 * (int64_t)k + 1;
            if(key < first)
                first = key;
        }
    }
    if(first == NO_POSITION)
        found_at(first, 0, row_ind, found);
    else
        found_at(first / 2, (int)(first % 2), first % 2 ? col_ind : row_ind, found);
    return rocsparse_status_success;
}

rocsparse_status backend_validate_ell(rocsparse_handle     handle,
                                      rocsparse_int        m,
                                      rocsparse_int        n,
                                      rocsparse_int        width,
                                      rocsparse_index_base base,
                                      const rocsparse_int* col_ind,
                                      index_violation*     found)
{
    (void)handle;
    const rocsparse_int b     = (rocsparse_int)base;
    const uint32_t      limit = range_limit(n, b);
    const int64_t       slots = (int64_t)m * width;
    /* Slot by slot in memory order: an entry is bad when it is neither
     * padding nor in range, or in range right after padding in its row
     * (the slot m before it). That is enough to find the first bad slot:
     * an entry in range that follows padding further back is preceded by
     * a bad slot. */
    unsigned bad = 0;
#pragma omp parallel for simd reduction(+ : bad) if(m > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < m; ++i)
        bad += (col_ind[i] != -1) & outside(col_ind[i], b, limit);
#pragma omp parallel for simd reduction(+ : bad) if(slots > HOST_PARALLEL_MIN)
    for(int64_t s = m; s < slots; ++s)
        bad += (col_ind[s] != -1) & (outside(col_ind[s], b, limit) | (col_ind[s - m] == -1));
    int64_t first = NO_POSITION;
    if(bad > 0)
    {
#pragma omp parallel for reduction(min : first) if(slots > HOST_PARALLEL_MIN)
        for(int64_t s = 0; s < slots; ++s)
        {
            const rocsparse_int c = col_ind[s];
            if(c != -1 && (outside(c, b, limit) || (s >= m && col_ind[s - m] == -1)) && s < first)
                first = s;
        }
    }
    found_at(first, 0, col_ind, found);
    return rocsparse_status_success;
}

rocsparse_status backend_validate_indices(rocsparse_handle     handle,
                                          rocsparse_int        nnz,
                                          rocsparse_index_base base,
                                          const rocsparse_int* ind,
                                          index_violation*     found)
{
    (void)handle;
    const rocsparse_int b   = (rocsparse_int)base;
    unsigned            bad = 0;
#pragma omp parallel for simd reduction(+ : bad) if(nnz > HOST_PARALLEL_MIN)
    for(rocsparse_int k = 0; k < nnz; ++k)
        bad += ind[k] < b;
    int64_t first = NO_POSITION;
    if(bad > 0)
    {
#pragma omp parallel for reduction(min : first) if(nnz > HOST_PARALLEL_MIN)
        for(rocsparse_int k = 0; k < nnz; ++k)
            if(ind[k] < b && k < first)
                first = k;
    }
    found_at(first, 0, ind, found);
    return rocsparse_status_success;
}
