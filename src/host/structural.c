/* The structural routines of the host backend: transposition (csr2csc),
 * the identity permutation, the sorts of index arrays and the count of a
 * dense matrix's non-zeros. The index data may be wrong (validation mode
 * off): every segment a row pointer describes is clipped to [0, nnz) and
 * every key to the range the sizes give, so that nothing outside the
 * arrays is touched. */
#include <stdint.h>
#include <string.h>

#include "backend.h"
#include "host/host_types.h"

/* Segments up to this length are sorted by insertion, in place: for them
 * the merge sort's passes cost more than they save. Longer segments are
 * cut into runs of this length, each sorted by insertion, then merged. */
#define HOST_SORT_RUN 32

/* Rows counted together by host_nnz. */
#define HOST_NNZ_ROW_BLOCK 256

/* The smallest temporary buffer, for the routines that need none: never
 * 0 bytes, so that the caller's allocation is a valid pointer. */
#define HOST_MIN_BUFFER 256

/* [*begin, *end): segment i of a compressed index (row i of CSR), clipped
 * to [0, nnz). */
static inline void host_segment(const rocsparse_int* ptr, int64_t i, rocsparse_int base, rocsparse_int nnz,
                                rocsparse_int* begin, rocsparse_int* end)
{
    int64_t b = (int64_t)ptr[i] - base, e = (int64_t)ptr[i + 1] - base;
    b      = b < 0 ? 0 : b > nnz ? nnz : b;
    e      = e < b ? b : e > nnz ? nnz : e;
    *begin = (rocsparse_int)b;
    *end   = (rocsparse_int)e;
}

#define P s
#include "host/structural_template.h"
#undef P
#define P d
#include "host/structural_template.h"
#undef P
#define P c
#include "host/structural_template.h"
#undef P
#define P z
#include "host/structural_template.h"
#undef P

/* ------------------------------------------------------------ csr2csc */

rocsparse_status backend_csr2csc_buffer_size(rocsparse_handle handle,
                                             rocsparse_int    m,
                                             rocsparse_int    n,
                                             rocsparse_int    nnz,
                                             rocsparse_action action,
                                             size_t*          buffer_size)
{
    (void)handle, (void)m, (void)n, (void)nnz, (void)action;
    /* The column pointers serve as the scatter's cursors. */
    *buffer_size = HOST_MIN_BUFFER;
    return rocsparse_status_success;
}

rocsparse_status backend_csr2csc(rocsparse_handle     handle,
                                 precision            prec,
                                 rocsparse_int        m,
                                 rocsparse_int        n,
                                 rocsparse_int        nnz,
                                 rocsparse_index_base base,
                                 const void*          csr_val,
                                 const rocsparse_int* csr_row_ptr,
                                 const rocsparse_int* csr_col_ind,
                                 void*                csc_val,
                                 rocsparse_int*       csc_row_ind,
                                 rocsparse_int*       csc_col_ptr,
                                 rocsparse_action     action,
                                 void*                temp_buffer)
{
    (void)handle, (void)temp_buffer;
    const rocsparse_int b = (rocsparse_int)base;
    /* Count the entries of each column into csc_col_ptr[c + 1] and scan,
     * so that csc_col_ptr[c] is where column c starts; the scatter moves
     * each csc_col_ptr[c] to the start of column c + 1, and a shift by one
     * place gives the column pointers back. */
    memset(csc_col_ptr, 0, ((size_t)n + 1) * sizeof(rocsparse_int));
    for(rocsparse_int i = 0; i < m; ++i)
    {
        rocsparse_int begin, end;
        host_segment(csr_row_ptr, i, b, nnz, &begin, &end);
        for(rocsparse_int p = begin; p < end; ++p)
        {
            const rocsparse_int c = csr_col_ind[p] - b;
            if(c >= 0 && c < n)
                ++csc_col_ptr[c + 1];
        }
    }
    for(rocsparse_int c = 0; c < n; ++c)
        csc_col_ptr[c + 1] += csc_col_ptr[c];
    const void* val = action == rocsparse_action_numeric ? csr_val : NULL;
    HOST_DISPATCH(prec, host_csr2csc_scatter, m, n, nnz, b, val, csr_row_ptr, csr_col_ind, csc_val, csc_row_ind,
                  csc_col_ptr);
    for(rocsparse_int c = n; c > 0; --c)
        csc_col_ptr[c] = csc_col_ptr[c - 1] + b;
    csc_col_ptr[0] = b;
    return rocsparse_status_success;
}

/* ------------------------------------------------- identity permutation */

rocsparse_status backend_identity_permutation(rocsparse_handle handle, rocsparse_int n, rocsparse_int* p)
{
    (void)handle;
#pragma omp parallel for if(n > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < n; ++i)
        p[i] = i;
    return rocsparse_status_success;
}

/* --------------------------------------------------------------- sorts */

/* keys[0, len) ascending by insertion, stably; vals (may be null) along. */
static void insertion_sort(rocsparse_int* keys, rocsparse_int* vals, rocsparse_int len)
{
    for(rocsparse_int i = 1; i < len; ++i)
    {
        const rocsparse_int key = keys[i];
        const rocsparse_int val = vals != NULL ? vals[i] : 0;
        rocsparse_int       j   = i;
        for(; j > 0 && keys[j - 1] > key; --j)
        {
            keys[j] = keys[j - 1];
            if(vals != NULL)
                vals[j] = vals[j - 1];
        }
        keys[j] = key;
        if(vals != NULL)
            vals[j] = val;
    }
}

/* Merges the sorted runs [lo, mid) and [mid, hi) of sk/sv into dk/dv,
 * the left run first among equal keys (stability). */
static void merge_runs(const rocsparse_int* sk, const rocsparse_int* sv, rocsparse_int* dk, rocsparse_int* dv,
                       int64_t lo, int64_t mid, int64_t hi)
{
    int64_t a = lo, b = mid, out = lo;
    while(a < mid && b < hi)
    {
        const int64_t from = sk[b] < sk[a] ? b++ : a++;
        dk[out]            = sk[from];
        if(dv != NULL)
            dv[out] = sv[from];
        ++out;
    }
    for(; a < mid; ++a, ++out)
    {
        dk[out] = sk[a];
        if(dv != NULL)
            dv[out] = sv[a];
    }
    for(; b < hi; ++b, ++out)
    {
        dk[out] = sk[b];
        if(dv != NULL)
            dv[out] = sv[b];
    }
}

/* keys[0, len) ascending, stably, vals (may be null) moved along; tk and
 * tv (len entries each, tv only with vals) are scratch. */
static void sort_segment(rocsparse_int* keys, rocsparse_int* vals, rocsparse_int len, rocsparse_int* tk,
                         rocsparse_int* tv)
{
    for(int64_t s = 0; s < len; s += HOST_SORT_RUN)
        insertion_sort(keys + s, vals != NULL ? vals + s : NULL,
                       (rocsparse_int)(len - s < HOST_SORT_RUN ? len - s : HOST_SORT_RUN));
    if(len <= HOST_SORT_RUN)
        return;
    rocsparse_int *sk = keys, *sv = vals, *dk = tk, *dv = vals != NULL ? tv : NULL;
    for(int64_t width = HOST_SORT_RUN; width < len; width *= 2)
    {
        for(int64_t lo = 0; lo < len; lo += 2 * width)
        {
            const int64_t mid = lo + width < len ? lo + width : len;
            const int64_t hi  = lo + 2 * width < len ? lo + 2 * width : len;
            merge_runs(sk, sv, dk, dv, lo, mid, hi);
        }
        rocsparse_int* t = sk;
        sk = dk, dk = t;
        t = sv, sv = dv, dv = t;
    }
    if(sk != keys)
    {
        memcpy(keys, sk, (size_t)len * sizeof(rocsparse_int));
        if(vals != NULL)
            memcpy(vals, sv, (size_t)len * sizeof(rocsparse_int));
    }
}

/* Each of the m segments of ptr (base b) sorted, scratch at the same
 * offsets of tk and tv. Segments are independent: one thread each, taken
 * dynamically since their lengths vary. */
static void sort_segments(int64_t m, rocsparse_int nnz, rocsparse_int b, const rocsparse_int* ptr,
                          rocsparse_int* keys, rocsparse_int* vals, rocsparse_int* tk, rocsparse_int* tv)
{
#pragma omp parallel for schedule(dynamic, 64) if(nnz > HOST_PARALLEL_MIN)
    for(int64_t i = 0; i < m; ++i)
    {
        rocsparse_int begin, end;
        host_segment(ptr, i, b, nnz, &begin, &end);
        sort_segment(keys + begin, vals != NULL ? vals + begin : NULL, end - begin, tk + begin, tv + begin);
    }
}

rocsparse_status backend_csrsort_buffer_size(rocsparse_handle handle,
                                             rocsparse_int    m,
                                             rocsparse_int    n,
                                             rocsparse_int    nnz,
                                             size_t*          buffer_size)
{
    (void)handle, (void)m, (void)n;
    /* The merge sort's scratch keys and permutation. */
    *buffer_size = 2 * (size_t)nnz * sizeof(rocsparse_int);
    return rocsparse_status_success;
}

rocsparse_status backend_csrsort(rocsparse_handle     handle,
                                 rocsparse_int        m,
                                 rocsparse_int        n,
                                 rocsparse_int        nnz,
                                 rocsparse_index_base base,
                                 const rocsparse_int* csr_row_ptr,
                                 rocsparse_int*       csr_col_ind,
                                 rocsparse_int*       perm,
                                 void*                temp_buffer)
{
    (void)handle, (void)n;
    rocsparse_int* tk = (rocsparse_int*)temp_buffer;
    sort_segments(m, nnz, (rocsparse_int)base, csr_row_ptr, csr_col_ind, perm, tk, tk + nnz);
    return rocsparse_status_success;
}

rocsparse_status backend_coosort_buffer_size(rocsparse_handle handle,
                                             rocsparse_int    m,
                                             rocsparse_int    n,
                                             rocsparse_int    nnz,
                                             size_t*          buffer_size)
{
    (void)handle;
    /* Bucket pointers for the larger of the two directions (the call
     * does not say which), then the minor indices and permutation as
     * bucketed, which serve afterwards as the merge sort's scratch. */
    const size_t majors = (size_t)(m > n ? m : n) + 2;
    *buffer_size        = (majors + 2 * (size_t)nnz) * sizeof(rocsparse_int);
    return rocsparse_status_success;
}

rocsparse_status backend_coosort(rocsparse_handle handle,
                                 rocsparse_int    m,
                                 rocsparse_int    n,
                                 rocsparse_int    nnz,
                                 rocsparse_int*   major,
                                 rocsparse_int*   minor,
                                 rocsparse_int*   perm,
                                 void*            temp_buffer)
{
    (void)handle, (void)n;
    /* A stable counting sort by major into buckets (majors in [0, m]: m + 1
     * buckets; a key outside goes to the last), then each bucket's minor
     * indices sorted stably as a CSR row: (major, minor) order, ties in
     * their order of input. */
    const int64_t       buckets = (int64_t)m + 1;
    rocsparse_int*      ptr     = (rocsparse_int*)temp_buffer; /* buckets + 1 */
    rocsparse_int*      tk      = ptr + (size_t)buckets + 1;
    rocsparse_int*      tv      = tk + nnz;
    memset(ptr, 0, ((size_t)buckets + 1) * sizeof(rocsparse_int));
    for(rocsparse_int p = 0; p < nnz; ++p)
    {
        const rocsparse_int k = major[p] < 0 || major[p] > m ? m : major[p];
        ++ptr[(int64_t)k + 1];
    }
    for(int64_t k = 0; k < buckets; ++k)
        ptr[k + 1] += ptr[k];
    /* ptr[k] advances to the start of bucket k + 1 as bucket k fills. */
    for(rocsparse_int p = 0; p < nnz; ++p)
    {
        const rocsparse_int k = major[p] < 0 || major[p] > m ? m : major[p];
        const rocsparse_int q = ptr[k]++;
        tk[q]                 = minor[p];
        if(perm != NULL)
            tv[q] = perm[p];
    }
    for(int64_t k = buckets; k > 0; --k)
        ptr[k] = ptr[k - 1];
    ptr[0] = 0;
#pragma omp parallel for if(nnz > HOST_PARALLEL_MIN)
    for(int64_t k = 0; k < buckets; ++k)
        for(rocsparse_int q = ptr[k]; q < ptr[k + 1]; ++q)
            major[q] = (rocsparse_int)k;
    memcpy(minor, tk, (size_t)nnz * sizeof(rocsparse_int));
    if(perm != NULL)
        memcpy(perm, tv, (size_t)nnz * sizeof(rocsparse_int));
    sort_segments(buckets, nnz, 0, ptr, minor, perm, tk, tv);
    return rocsparse_status_success;
}

/* ---------------------------------------------------------------- nnz */

rocsparse_status backend_nnz(rocsparse_handle       handle,
                             precision              prec,
                             rocsparse_direction    dir,
                             rocsparse_int          m,
                             rocsparse_int          n,
                             const void*            A,
                             rocsparse_int          ld,
                             rocsparse_int*         nnz_per_row_columns,
                             rocsparse_pointer_mode result_mode,
                             rocsparse_int*         nnz_total)
{
    (void)handle;
    (void)result_mode; /* host and "device" pointers are both host memory */
    int64_t total = 0;
    switch(prec)
    {
    case precision_s: total = host_nnz_s(dir, m, n, A, ld, nnz_per_row_columns); break;
    case precision_d: total = host_nnz_d(dir, m, n, A, ld, nnz_per_row_columns); break;
    case precision_c: total = host_nnz_c(dir, m, n, A, ld, nnz_per_row_columns); break;
    case precision_z: total = host_nnz_z(dir, m, n, A, ld, nnz_per_row_columns); break;
    }
    *nnz_total = (rocsparse_int)total;
    return rocsparse_status_success;
}
