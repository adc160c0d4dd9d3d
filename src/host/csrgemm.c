/* csrgemm on the host backend: Gustavson's row-by-row product. Each
 * thread marks the columns its current row of C has reached in an array
 * of n integers, so that a row costs its products and its sort only.
 *
 * Those arrays (threads * n integers) are allocated per call, not taken
 * from the temporary buffer: the buffer's documented bound is a small
 * multiple of m, and n per thread could pass it many times over. csrgemm
 * is a setup routine, run once per product, where an allocation costs
 * little next to the product itself. The buffer itself is not used. */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>

#include "backend.h"
#include "host/host_omp.h"
#include "host/host_types.h"

/* Whether the product is worth an OpenMP team: its intermediate products
 * (64-bit: their count may pass 2^31) and D's entries, or many rows. */
static int host_csrgemm_parallel(rocsparse_int m, const csr_operand* A, const csr_operand* B, const csr_operand* D)
{
    int64_t work = m + (D != NULL ? D->nnz : 0);
    if(A != NULL)
        for(rocsparse_int q = 0; q < A->nnz && work <= HOST_PARALLEL_MIN; ++q)
        {
            const rocsparse_int l = A->col_ind[q] - A->base;
            work += B->row_ptr[l + 1] - B->row_ptr[l];
        }
    return work > HOST_PARALLEL_MIN;
}

/* One marker array of n integers per thread the call may use; NULL when
 * the memory is not there. */
static rocsparse_int* host_csrgemm_work(rocsparse_int n)
{
    return (rocsparse_int*)malloc((size_t)host_max_threads() * n * sizeof(rocsparse_int));
}

/* The calling thread's marker array in work, every entry -1 (no row and
 * no position has it yet). */
static rocsparse_int* thread_markers(rocsparse_int* work, rocsparse_int n)
{
    rocsparse_int* mark = work + (size_t)host_thread_num() * n;
    for(rocsparse_int j = 0; j < n; ++j)
        mark[j] = -1;
    return mark;
}

/* Adds column j to row i of C, whose columns start at begin (relative to
 * the array) and reach *end, unless it is there already: pos[j] is where
 * column j was put last, in this row or in another one. */
static void add_column(rocsparse_int j, rocsparse_int begin, rocsparse_int* end, rocsparse_int* col,
                       rocsparse_int* pos)
{
    const rocsparse_int p = pos[j];
    if(p >= begin && p < *end && col[p] == j)
        return;
    pos[j]      = *end;
    col[(*end)++] = j;
}

static int compare_columns(const void* a, const void* b)
{
    const rocsparse_int x = *(const rocsparse_int*)a, y = *(const rocsparse_int*)b;
    return (x > y) - (x < y);
}

/* Row i of C's pattern: its columns (zero-based), each once, sorted, at
 * col[begin...]. pos as add_column takes it. */
static void gather_row_columns(rocsparse_int i, const csr_operand* A, const csr_operand* B,
                                        const csr_operand* D, rocsparse_int begin, rocsparse_int* col,
                                        rocsparse_int* pos)
{
    rocsparse_int end = begin;
    if(A != NULL)
        for(rocsparse_int q = A->row_ptr[i] - A->base; q < A->row_ptr[i + 1] - A->base; ++q)
        {
            const rocsparse_int l = A->col_ind[q] - A->base;
            for(rocsparse_int r = B->row_ptr[l] - B->base; r < B->row_ptr[l + 1] - B->base; ++r)
                add_column(B->col_ind[r] - B->base, begin, &end, col, pos);
        }
    if(D != NULL)
        for(rocsparse_int q = D->row_ptr[i] - D->base; q < D->row_ptr[i + 1] - D->base; ++q)
            add_column(D->col_ind[q] - D->base, begin, &end, col, pos);
    qsort(col + begin, (size_t)(end - begin), sizeof(rocsparse_int), compare_columns);
}

#define P s
#include "host/csrgemm_template.h"
#undef P
#define P d
#include "host/csrgemm_template.h"
#undef P
#define P c
#include "host/csrgemm_template.h"
#undef P
#define P z
#include "host/csrgemm_template.h"
#undef P

rocsparse_status backend_csrgemm_buffer_size(rocsparse_handle   handle,
                                             precision          prec,
                                             rocsparse_int      m,
                                             rocsparse_int      n,
                                             rocsparse_int      k,
                                             const csr_operand* A,
                                             const csr_operand* B,
                                             const csr_operand* D,
                                             size_t*            buffer_size)
{
    (void)handle, (void)prec, (void)m, (void)n, (void)k, (void)A, (void)B, (void)D;
    *buffer_size = 64;
    return rocsparse_status_success;
}

/* Counts row i's columns with a stamp per column: stamp[j] == i once
 * column j is in the row. */
static rocsparse_int count_row(rocsparse_int i, const csr_operand* A, const csr_operand* B, const csr_operand* D,
                               rocsparse_int* stamp)
{
    rocsparse_int count = 0;
    if(A != NULL)
        for(rocsparse_int q = A->row_ptr[i] - A->base; q < A->row_ptr[i + 1] - A->base; ++q)
        {
            const rocsparse_int l = A->col_ind[q] - A->base;
            for(rocsparse_int r = B->row_ptr[l] - B->base; r < B->row_ptr[l + 1] - B->base; ++r)
            {
                const rocsparse_int j = B->col_ind[r] - B->base;
                count += stamp[j] != i;
                stamp[j] = i;
            }
        }
    if(D != NULL)
        for(rocsparse_int q = D->row_ptr[i] - D->base; q < D->row_ptr[i + 1] - D->base; ++q)
        {
            const rocsparse_int j = D->col_ind[q] - D->base;
            count += stamp[j] != i;
            stamp[j] = i;
        }
    return count;
}

rocsparse_status backend_csrgemm_nnz(rocsparse_handle       handle,
                                     rocsparse_int          m,
                                     rocsparse_int          n,
                                     rocsparse_int          k,
                                     const csr_operand*     A,
                                     const csr_operand*     B,
                                     const csr_operand*     D,
                                     rocsparse_index_base   c_base,
                                     rocsparse_int*         csr_row_ptr_C,
                                     rocsparse_pointer_mode result_mode,
                                     rocsparse_int*         nnz_C,
                                     void*                  temp_buffer)
{
    (void)handle, (void)k, (void)result_mode, (void)temp_buffer;
    rocsparse_int* work = host_csrgemm_work(n);
    if(work == NULL)
        return rocsparse_status_memory_error;
#pragma omp parallel if(host_csrgemm_parallel(m, A, B, D))
    {
        rocsparse_int* stamp = thread_markers(work, n);
#pragma omp for schedule(dynamic, 16)
        for(rocsparse_int i = 0; i < m; ++i)
            csr_row_ptr_C[i + 1] = count_row(i, A, B, D, stamp);
    }
    free(work);
    /* The total in 64 bits: C's entries may pass what its indices hold. */
    int64_t total = c_base;
    for(rocsparse_int i = 0; i < m; ++i)
        total += csr_row_ptr_C[i + 1];
    if(total > INT_MAX)
        return rocsparse_status_invalid_size;
    csr_row_ptr_C[0] = c_base;
    for(rocsparse_int i = 0; i < m; ++i)
        csr_row_ptr_C[i + 1] += csr_row_ptr_C[i];
    /* Host memory in either pointer mode on this backend. */
    *nnz_C = (rocsparse_int)(total - c_base);
    return rocsparse_status_success;
}

rocsparse_status backend_csrgemm(rocsparse_handle     handle,
                                 precision            prec,
                                 rocsparse_int        m,
                                 rocsparse_int        n,
                                 rocsparse_int        k,
                                 const void*          alpha,
                                 const csr_operand*   A,
                                 const csr_operand*   B,
                                 const void*          beta,
                                 const csr_operand*   D,
                                 rocsparse_index_base c_base,
                                 void*                csr_val_C,
                                 const rocsparse_int* csr_row_ptr_C,
                                 rocsparse_int*       csr_col_ind_C,
                                 void*                temp_buffer)
{
    (void)handle, (void)k, (void)temp_buffer;
    rocsparse_int* work = host_csrgemm_work(n);
    if(work == NULL)
        return rocsparse_status_memory_error;
    HOST_DISPATCH(prec, host_csrgemm, m, n, alpha, A, B, beta, D, (rocsparse_int)c_base, csr_val_C, csr_row_ptr_C,
                  csr_col_ind_C, work);
    free(work);
    return rocsparse_status_success;
}
