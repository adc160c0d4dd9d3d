/* rocsparse_create_identity_permutation and the sorts of index arrays in
 * place: rocsparse_csrsort, rocsparse_cscsort, rocsparse_coosort_by_row and
 * rocsparse_coosort_by_column, with their buffer size queries. Each sort
 * permutes perm (when given) along with the keys. */
#include "backend.h"
#include "core/entry.h"
#include "core/validate.h"

/* Never 0, so that a caller's allocation of it gives a valid pointer. */
static rocsparse_status minimal_buffer(size_t* buffer_size)
{
    *buffer_size = 256;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_create_identity_permutation(rocsparse_handle handle, rocsparse_int n, rocsparse_int* p)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(n, "-n"),
        ARG_ARRAY(p, 1),
        /* rocSPARSE 1.8.9 wants p also when there is nothing to write. */
        ARG_QUICK_LATE(n == 0),
    };
    ENTRY_CHECK(precision_s, "rocsparse_create_identity_permutation", args, rocsparse_status_success);
    return backend_identity_permutation(handle, n, p);
}

/* The buffer size of a sort of a compressed format (csrsort, cscsort:
 * major_ptr, minor_ind) or of COO (coosort: both index arrays), in
 * rocSPARSE 1.8.9's order: the arrays before the result, then nothing to
 * size for an empty matrix. A CSC matrix is sized as the CSR matrix of its
 * transpose; coosort's size does not depend on the direction. */
typedef rocsparse_status (*sort_size_fn)(rocsparse_handle, rocsparse_int, rocsparse_int, rocsparse_int, size_t*);

static rocsparse_status sort_buffer_size(const char*          routine,
                                         sort_size_fn         backend_size,
                                         rocsparse_handle     handle,
                                         rocsparse_int        m,
                                         rocsparse_int        n,
                                         rocsparse_int        nnz,
                                         const rocsparse_int* first,
                                         const rocsparse_int* second,
                                         size_t*              buffer_size,
                                         int                  exchange)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(m, NULL),
        ARG_SIZE(n, NULL),
        ARG_SIZE(nnz, NULL),
        ARG_ARRAY(first, 1),
        ARG_ARRAY(second, 1),
        ARG_ARRAY(buffer_size, 1),
        ARG_QUICK_LATE(m == 0 || n == 0 || nnz == 0),
        ARG_NO_BENCH,
    };
    ENTRY_CHECK(precision_s, routine, args, minimal_buffer(buffer_size));
    return exchange ? backend_size(handle, n, m, nnz, buffer_size) : backend_size(handle, m, n, nnz, buffer_size);
}

rocsparse_status rocsparse_csrsort_buffer_size(rocsparse_handle     handle,
                                               rocsparse_int        m,
                                               rocsparse_int        n,
                                               rocsparse_int        nnz,
                                               const rocsparse_int* csr_row_ptr,
                                               const rocsparse_int* csr_col_ind,
                                               size_t*              buffer_size)
{
    return sort_buffer_size("rocsparse_csrsort_buffer_size", backend_csrsort_buffer_size, handle, m, n, nnz,
                            csr_row_ptr, csr_col_ind, buffer_size, 0);
}

rocsparse_status rocsparse_cscsort_buffer_size(rocsparse_handle     handle,
                                               rocsparse_int        m,
                                               rocsparse_int        n,
                                               rocsparse_int        nnz,
                                               const rocsparse_int* csc_col_ptr,
                                               const rocsparse_int* csc_row_ind,
                                               size_t*              buffer_size)
{
    return sort_buffer_size("rocsparse_cscsort_buffer_size", backend_csrsort_buffer_size, handle, m, n, nnz,
                            csc_col_ptr, csc_row_ind, buffer_size, 1);
}

rocsparse_status rocsparse_coosort_buffer_size(rocsparse_handle     handle,
                                               rocsparse_int        m,
                                               rocsparse_int        n,
                                               rocsparse_int        nnz,
                                               const rocsparse_int* coo_row_ind,
                                               const rocsparse_int* coo_col_ind,
                                               size_t*              buffer_size)
{
    return sort_buffer_size("rocsparse_coosort_buffer_size", backend_coosort_buffer_size, handle, m, n, nnz,
                            coo_row_ind, coo_col_ind, buffer_size, 0);
}

/* csrsort (csc 0) and cscsort (csc 1): the minor indices of each major
 * slice (a row of CSR, a column of CSC) ascending. The arrays are checked
 * before the quick return, as rocSPARSE 1.8.9 does; perm may be null. */
static rocsparse_status compressed_sort(const char*               routine,
                                        int                       csc,
                                        rocsparse_handle          handle,
                                        rocsparse_int             m,
                                        rocsparse_int             n,
                                        rocsparse_int             nnz,
                                        const rocsparse_mat_descr descr,
                                        const rocsparse_int*      major_ptr,
                                        rocsparse_int*            minor_ind,
                                        rocsparse_int*            perm,
                                        void*                     temp_buffer)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_SIZE(nnz, "--nnz"),
        ARG_DESCR_ANY(descr, "--indexbaseA"),
        ARG_ARRAY(major_ptr, 1),
        ARG_ARRAY(minor_ind, 1),
        ARG_ARRAY(perm, 0),
        ARG_ARRAY(temp_buffer, 1),
        ARG_BENCH_INT("--perm", perm != NULL),
        ARG_QUICK_LATE(m == 0 || n == 0 || nnz == 0),
    };
    ENTRY_CHECK(precision_s, routine, args, rocsparse_status_success);
    const rocsparse_int majors = csc ? n : m, minors = csc ? m : n;
    /* Unsorted input is what the routine is for: only the ranges. */
    VALIDATE(handle,
             validate_csr(handle, precision_s, routine, majors, minors, nnz, descr->base, major_ptr, minor_ind, 0));
    return backend_csrsort(handle, majors, minors, nnz, descr->base, major_ptr, minor_ind, perm, temp_buffer);
}

rocsparse_status rocsparse_csrsort(rocsparse_handle          handle,
                                   rocsparse_int             m,
                                   rocsparse_int             n,
                                   rocsparse_int             nnz,
                                   const rocsparse_mat_descr descr,
                                   const rocsparse_int*      csr_row_ptr,
                                   rocsparse_int*            csr_col_ind,
                                   rocsparse_int*            perm,
                                   void*                     temp_buffer)
{
    return compressed_sort("rocsparse_csrsort", 0, handle, m, n, nnz, descr, csr_row_ptr, csr_col_ind, perm,
                           temp_buffer);
}

rocsparse_status rocsparse_cscsort(rocsparse_handle          handle,
                                   rocsparse_int             m,
                                   rocsparse_int             n,
                                   rocsparse_int             nnz,
                                   const rocsparse_mat_descr descr,
                                   const rocsparse_int*      csc_col_ptr,
                                   rocsparse_int*            csc_row_ind,
                                   rocsparse_int*            perm,
                                   void*                     temp_buffer)
{
    return compressed_sort("rocsparse_cscsort", 1, handle, m, n, nnz, descr, csc_col_ptr, csc_row_ind, perm,
                           temp_buffer);
}

/* coosort by row (by_column 0) or by column (1). The indices carry no
 * base of their own (either base lies in [0, m] and [0, n]): validation
 * mode checks that none is negative. One past m or n is no danger: the
 * backend sorts on the bits that m and n need, so such an entry is
 * misplaced, never read or written out of bounds. */
static rocsparse_status coosort(const char*      routine,
                                int              by_column,
                                rocsparse_handle handle,
                                rocsparse_int    m,
                                rocsparse_int    n,
                                rocsparse_int    nnz,
                                rocsparse_int*   coo_row_ind,
                                rocsparse_int*   coo_col_ind,
                                rocsparse_int*   perm,
                                void*            temp_buffer)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_SIZE(nnz, "--nnz"),
        ARG_ARRAY(coo_row_ind, 1),
        ARG_ARRAY(coo_col_ind, 1),
        ARG_ARRAY(perm, 0),
        ARG_ARRAY(temp_buffer, 1),
        ARG_BENCH_INT("--perm", perm != NULL),
        ARG_QUICK_LATE(m == 0 || n == 0 || nnz == 0),
    };
    ENTRY_CHECK(precision_s, routine, args, rocsparse_status_success);
    VALIDATE(handle, validate_indices(handle, precision_s, routine, nnz, coo_row_ind, rocsparse_index_base_zero));
    VALIDATE(handle, validate_indices(handle, precision_s, routine, nnz, coo_col_ind, rocsparse_index_base_zero));
    if(by_column)
        return backend_coosort(handle, n, m, nnz, coo_col_ind, coo_row_ind, perm, temp_buffer);
    return backend_coosort(handle, m, n, nnz, coo_row_ind, coo_col_ind, perm, temp_buffer);
}

rocsparse_status rocsparse_coosort_by_row(rocsparse_handle handle,
                                          rocsparse_int    m,
                                          rocsparse_int    n,
                                          rocsparse_int    nnz,
                                          rocsparse_int*   coo_row_ind,
                                          rocsparse_int*   coo_col_ind,
                                          rocsparse_int*   perm,
                                          void*            temp_buffer)
{
    return coosort("rocsparse_coosort_by_row", 0, handle, m, n, nnz, coo_row_ind, coo_col_ind, perm, temp_buffer);
}

rocsparse_status rocsparse_coosort_by_column(rocsparse_handle handle,
                                             rocsparse_int    m,
                                             rocsparse_int    n,
                                             rocsparse_int    nnz,
                                             rocsparse_int*   coo_row_ind,
                                             rocsparse_int*   coo_col_ind,
                                             rocsparse_int*   perm,
                                             void*            temp_buffer)
{
    return coosort("rocsparse_coosort_by_column", 1, handle, m, n, nnz, coo_row_ind, coo_col_ind, perm,
                   temp_buffer);
}
