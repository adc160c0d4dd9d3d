/* Format conversions of the host backend: the index-only ones here, the
 * value-moving kernels of conversion_template.h once per precision. */
#include <stdlib.h>

#include "backend.h"
#include "core/hyb_mat.h"
#include "core/objects.h"
#include "host/host_types.h"

#define P s
#include "host/conversion_template.h"
#undef P
#define P d
#include "host/conversion_template.h"
#undef P
#define P c
#include "host/conversion_template.h"
#undef P
#define P z
#include "host/conversion_template.h"
#undef P

/* The first position of a sorted array holding a value >= key. The key is
 * 64-bit: the row after the last, m + base, may pass INT_MAX. */
static rocsparse_int lower_bound(const rocsparse_int* a, rocsparse_int len, int64_t key)
{
    rocsparse_int lo = 0, hi = len;
    while(lo < hi)
    {
        const rocsparse_int mid = lo + (hi - lo) / 2;
        if(a[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* ptr[i + 1] holds row i's count: makes ptr row pointers from base. */
static void counts_to_pointers(rocsparse_int m, rocsparse_int base, rocsparse_int* ptr)
{
    ptr[0] = base;
    for(rocsparse_int i = 0; i < m; ++i)
        ptr[i + 1] += ptr[i];
}

/* Entries of ELL row i with a column in [base, base + n). */
static rocsparse_int ell_row_count(rocsparse_int i, rocsparse_int m, rocsparse_int n, rocsparse_int base,
                                   rocsparse_int width, const rocsparse_int* col)
{
    rocsparse_int count = 0;
    for(rocsparse_int p = 0; p < width; ++p)
    {
        const rocsparse_int c = col[(size_t)p * m + i] - base;
        count += c >= 0 && c < n;
    }
    return count;
}

rocsparse_status backend_csr2coo(rocsparse_handle     handle,
                                 const rocsparse_int* csr_row_ptr,
                                 rocsparse_int        nnz,
                                 rocsparse_int        m,
                                 rocsparse_int*       coo_row_ind,
                                 rocsparse_index_base idx_base)
{
    (void)handle;
    const rocsparse_int base = (rocsparse_int)idx_base;
#pragma omp parallel for if(nnz > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < m; ++i)
        for(rocsparse_int p = csr_row_ptr[i] - base; p < csr_row_ptr[i + 1] - base; ++p)
            coo_row_ind[p] = i + base;
    return rocsparse_status_success;
}

rocsparse_status backend_coo2csr(rocsparse_handle     handle,
                                 const rocsparse_int* coo_row_ind,
                                 rocsparse_int        nnz,
                                 rocsparse_int        m,
                                 rocsparse_int*       csr_row_ptr,
                                 rocsparse_index_base base)
{
    (void)handle;
    /* Row i starts at the first entry of a row >= i (indices are sorted).
     * The m + 1 row pointers are counted in 64 bits: m may be INT_MAX. */
#pragma omp parallel for if(m > HOST_PARALLEL_MIN)
    for(int64_t i = 0; i <= m; ++i)
        csr_row_ptr[i] = lower_bound(coo_row_ind, nnz, i + base) + (rocsparse_int)base;
    return rocsparse_status_success;
}

rocsparse_status backend_csr2ell_width(rocsparse_handle       handle,
                                       rocsparse_pointer_mode result_mode,
                                       rocsparse_int          m,
                                       const rocsparse_int*   csr_row_ptr,
                                       rocsparse_int*         ell_width)
{
    (void)handle;
    (void)result_mode; /* host and "device" pointers are both host memory */
    rocsparse_int width = 0;
#pragma omp parallel for reduction(max : width) if(m > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < m; ++i)
    {
        const rocsparse_int len = csr_row_ptr[i + 1] - csr_row_ptr[i];
        if(len > width)
            width = len;
    }
    *ell_width = width;
    return rocsparse_status_success;
}

rocsparse_status backend_csr2ell(rocsparse_handle     handle,
                                 precision            prec,
                                 rocsparse_int        m,
                                 rocsparse_index_base csr_base,
                                 const void*          csr_val,
                                 const rocsparse_int* csr_row_ptr,
                                 const rocsparse_int* csr_col_ind,
                                 rocsparse_index_base ell_base,
                                 rocsparse_int        ell_width,
                                 void*                ell_val,
                                 rocsparse_int*       ell_col_ind)
{
    (void)handle;
    HOST_DISPATCH(prec, host_csr2ell, m, (rocsparse_int)csr_base, csr_val, csr_row_ptr, csr_col_ind,
                  (rocsparse_int)ell_base, ell_width, ell_val, ell_col_ind);
    return rocsparse_status_success;
}

rocsparse_status backend_ell2csr_nnz(rocsparse_handle       handle,
                                     rocsparse_pointer_mode result_mode,
                                     rocsparse_int          m,
                                     rocsparse_int          n,
                                     rocsparse_index_base   ell_base,
                                     rocsparse_int          ell_width,
                                     const rocsparse_int*   ell_col_ind,
                                     rocsparse_index_base   csr_base,
                                     rocsparse_int*         csr_row_ptr,
                                     rocsparse_int*         csr_nnz)
{
    (void)handle;
    (void)result_mode; /* host and "device" pointers are both host memory */
#pragma omp parallel for if((long long)m * ell_width > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < m; ++i)
        csr_row_ptr[i + 1] = ell_row_count(i, m, n, (rocsparse_int)ell_base, ell_width, ell_col_ind);
    counts_to_pointers(m, (rocsparse_int)csr_base, csr_row_ptr);
    if(csr_nnz != NULL)
        *csr_nnz = csr_row_ptr[m] - (rocsparse_int)csr_base;
    return rocsparse_status_success;
}

rocsparse_status backend_ell2csr(rocsparse_handle     handle,
                                 precision            prec,
                                 rocsparse_int        m,
                                 rocsparse_int        n,
                                 rocsparse_index_base ell_base,
                                 rocsparse_int        ell_width,
                                 const void*          ell_val,
                                 const rocsparse_int* ell_col_ind,
                                 rocsparse_index_base csr_base,
                                 void*                csr_val,
                                 const rocsparse_int* csr_row_ptr,
                                 rocsparse_int*       csr_col_ind)
{
    (void)handle;
    HOST_DISPATCH(prec, host_ell2csr, m, n, (rocsparse_int)ell_base, ell_width, ell_val, ell_col_ind,
                  (rocsparse_int)csr_base, csr_val, csr_row_ptr, csr_col_ind);
    return rocsparse_status_success;
}

/* What csr2hyb's fill (hyb_replace) needs. */
typedef struct csr2hyb_args
{
    precision            prec;
    rocsparse_int        base;
    const void*          csr_val;
    const rocsparse_int* csr_row_ptr;
    const rocsparse_int* csr_col_ind;
    const rocsparse_int* coo_ptr;
} csr2hyb_args;

static rocsparse_status csr2hyb_fill(void* ctx, rocsparse_hyb_mat next)
{
    const csr2hyb_args* a = (const csr2hyb_args*)ctx;
    if(next->ell_width > 0)
        HOST_DISPATCH(a->prec, host_csr2ell, next->m, a->base, a->csr_val, a->csr_row_ptr, a->csr_col_ind, a->base,
                      next->ell_width, next->ell_val, next->ell_col_ind);
    if(next->coo_nnz > 0)
        HOST_DISPATCH(a->prec, host_csr2hyb_coo, next->m, a->base, a->csr_val, a->csr_row_ptr, a->csr_col_ind,
                      next->ell_width, a->coo_ptr, next->coo_val, next->coo_row_ind, next->coo_col_ind);
    return rocsparse_status_success;
}

rocsparse_status backend_csr2hyb(rocsparse_handle        handle,
                                 precision               prec,
                                 rocsparse_int           m,
                                 rocsparse_int           n,
                                 rocsparse_index_base    base,
                                 const void*             csr_val,
                                 const rocsparse_int*    csr_row_ptr,
                                 const rocsparse_int*    csr_col_ind,
                                 rocsparse_int           ell_width,
                                 rocsparse_hyb_partition partition,
                                 rocsparse_hyb_mat       hyb)
{
    (void)handle;
    /* COO positions: each row's entries past the ELL width. */
    rocsparse_int* coo_ptr = (rocsparse_int*)malloc(((size_t)m + 1) * sizeof(rocsparse_int));
    if(coo_ptr == NULL)
        return rocsparse_status_memory_error;
    coo_ptr[0] = 0;
    for(rocsparse_int i = 0; i < m; ++i)
    {
        const rocsparse_int len = csr_row_ptr[i + 1] - csr_row_ptr[i];
        coo_ptr[i + 1]          = coo_ptr[i] + (len > ell_width ? len - ell_width : 0);
    }
    const hyb_layout   layout = {m, n, partition, ell_width, coo_ptr[m]};
    const csr2hyb_args args   = {prec, (rocsparse_int)base, csr_val, csr_row_ptr, csr_col_ind, coo_ptr};
    const rocsparse_status status = hyb_replace(hyb, &layout, precision_size(prec), csr2hyb_fill, (void*)&args);
    free(coo_ptr);
    return status;
}

rocsparse_status backend_hyb2csr_buffer_size(rocsparse_handle        handle,
                                             const rocsparse_hyb_mat hyb,
                                             size_t*                 buffer_size)
{
    (void)handle;
    /* Where each row's COO entries start. */
    *buffer_size = ((size_t)hyb->m + 1) * sizeof(rocsparse_int);
    return rocsparse_status_success;
}

rocsparse_status backend_hyb2csr(rocsparse_handle        handle,
                                 precision               prec,
                                 rocsparse_index_base    base,
                                 const rocsparse_hyb_mat hyb,
                                 void*                   csr_val,
                                 rocsparse_int*          csr_row_ptr,
                                 rocsparse_int*          csr_col_ind,
                                 void*                   temp_buffer)
{
    (void)handle;
    const rocsparse_int  m       = hyb->m;
    const rocsparse_int  b       = (rocsparse_int)base;
    rocsparse_int*       coo_ptr = (rocsparse_int*)temp_buffer;
#pragma omp parallel for if(m > HOST_PARALLEL_MIN)
    for(int64_t i = 0; i <= m; ++i)
        coo_ptr[i] = lower_bound(hyb->coo_row_ind, hyb->coo_nnz, i + b);
#pragma omp parallel for if((long long)m * hyb->ell_width > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < m; ++i)
        csr_row_ptr[i + 1] = ell_row_count(i, m, hyb->n, b, hyb->ell_width, hyb->ell_col_ind)
                             + coo_ptr[i + 1] - coo_ptr[i];
    counts_to_pointers(m, b, csr_row_ptr);
    if(hyb->ell_width > 0)
        HOST_DISPATCH(prec, host_ell2csr, m, hyb->n, b, hyb->ell_width, hyb->ell_val, hyb->ell_col_ind, b, csr_val,
                      csr_row_ptr, csr_col_ind);
    if(hyb->coo_nnz > 0)
        HOST_DISPATCH(prec, host_hyb2csr_coo, m, b, hyb, coo_ptr, csr_val, csr_row_ptr, csr_col_ind);
    return rocsparse_status_success;
}
