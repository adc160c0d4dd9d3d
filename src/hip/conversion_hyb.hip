/* CSR <-> HYB. A HYB matrix is an ELL part of a fixed width (the first
 * ell_width entries of every row, column-major, padded with -1 / 0) and a
 * row-sorted COO part with the rest of each row; both use the same index
 * base, the one the conversion is given. ELL parts are handled with one
 * thread per row (width entries each), COO parts with one thread per
 * entry, so a very long row does not serialise on one thread. */
#include "hip/conversion_common.hpp"

#include "core/hyb_mat.h"

/* ------------------------------------------------------------ csr2hyb */

/* counts[i] = entries of row i beyond the ELL width (0 for i == m). */
static __global__ void __launch_bounds__(elementwise_block) hyb_overflow_counts_kernel(rocsparse_int        m,
                                                                                       const rocsparse_int* csr_row_ptr,
                                                                                       rocsparse_int        ell_width,
                                                                                       rocsparse_int*       counts)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i > m)
        return;
    const rocsparse_int overflow = i < m ? csr_row_ptr[i + 1] - csr_row_ptr[i] - ell_width : 0;
    counts[i]                    = overflow > 0 ? overflow : 0;
}

/* COO entry e of the hyb: one thread each, so a very long row is spread
 * over many threads. Its row r is the last one whose COO part starts at
 * or before e (coo_offsets, m + 1 entries, is the exclusive scan of the
 * overflow counts); it is entry (e - coo_offsets[r]) past the ELL part of
 * that CSR row. Entries keep the CSR order, so the COO part is sorted by
 * row, and by column within a row when the CSR rows are. */
template <typename T>
static __global__ void __launch_bounds__(elementwise_block) csr2hyb_coo_kernel(rocsparse_int        m,
                                                                               rocsparse_int        base,
                                                                               const T*             csr_val,
                                                                               const rocsparse_int* csr_row_ptr,
                                                                               const rocsparse_int* csr_col_ind,
                                                                               rocsparse_int        ell_width,
                                                                               const rocsparse_int* coo_offsets,
                                                                               rocsparse_int        coo_nnz,
                                                                               T*                   coo_val,
                                                                               rocsparse_int*       coo_row_ind,
                                                                               rocsparse_int*       coo_col_ind)
{
    const int64_t e = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(e >= coo_nnz)
        return;
    const rocsparse_int r = upper_bound_index(coo_offsets, m + 1, (rocsparse_int)e) - 1;
    const rocsparse_int k = csr_row_ptr[r] - base + ell_width + ((rocsparse_int)e - coo_offsets[r]);
    coo_row_ind[e]        = r + base;
    coo_col_ind[e]        = csr_col_ind[k];
    coo_val[e]            = csr_val[k];
}

/* What csr2hyb's fill (hyb_replace) needs. */
template <typename T>
struct csr2hyb_args
{
    hipStream_t          stream;
    rocsparse_int        base;
    const T*             csr_val;
    const rocsparse_int* csr_row_ptr;
    const rocsparse_int* csr_col_ind;
    const rocsparse_int* coo_offsets;
};

/* Queues the kernels that write the new hyb's parts. */
template <typename T>
static rocsparse_status csr2hyb_fill(void* ctx, rocsparse_hyb_mat next)
{
    const csr2hyb_args<T>& a = *static_cast<const csr2hyb_args<T>*>(ctx);
    const rocsparse_int    m = next->m;
    if(next->ell_nnz > 0)
    {
        csr_to_ell_kernel<T><<<grid_for(m, elementwise_block), elementwise_block, 0, a.stream>>>(
            m, a.base, a.csr_val, a.csr_row_ptr, a.csr_col_ind, a.base, next->ell_width, static_cast<T*>(next->ell_val),
            next->ell_col_ind);
        RETURN_IF_LAUNCH_FAILED();
    }
    if(next->coo_nnz > 0)
    {
        csr2hyb_coo_kernel<T><<<grid_for(next->coo_nnz, elementwise_block), elementwise_block, 0, a.stream>>>(
            m, a.base, a.csr_val, a.csr_row_ptr, a.csr_col_ind, next->ell_width, a.coo_offsets, next->coo_nnz,
            static_cast<T*>(next->coo_val), next->coo_row_ind, next->coo_col_ind);
        RETURN_IF_LAUNCH_FAILED();
    }
    return rocsparse_status_success;
}

template <typename T>
static rocsparse_status csr2hyb_typed(rocsparse_handle        handle,
                                      rocsparse_int           m,
                                      rocsparse_int           n,
                                      rocsparse_int           base,
                                      const T*                csr_val,
                                      const rocsparse_int*    csr_row_ptr,
                                      const rocsparse_int*    csr_col_ind,
                                      rocsparse_int           ell_width,
                                      rocsparse_hyb_partition partition,
                                      rocsparse_hyb_mat       hyb)
{
    /* Scratch: overflow counts (m + 1), their exclusive scan (the COO
     * offsets of each row, the total at [m]), the scan's storage. */
    rocsparse_int rows1;
    if(!row_pointer_count(m, &rows1))
        return rocsparse_status_invalid_size;
    size_t           scan_bytes = 0;
    rocsparse_status status     = conversion_scan_bytes(handle, rows1, &scan_bytes);
    if(status != rocsparse_status_success)
        return status;
    const size_t       index_bytes = index_array_bytes(rows1);
    conversion_scratch scratch(handle);
    status = scratch.acquire(2 * index_bytes + scan_bytes);
    if(status != rocsparse_status_success)
        return status;
    rocsparse_int* counts      = scratch.at<rocsparse_int>(0);
    rocsparse_int* coo_offsets = scratch.at<rocsparse_int>(index_bytes);

    hyb_overflow_counts_kernel<<<grid_for(rows1, elementwise_block), elementwise_block, 0, handle->stream>>>(
        m, csr_row_ptr, ell_width, counts);
    RETURN_IF_LAUNCH_FAILED();
    status =
        conversion_exclusive_scan(handle, scratch.at<void>(2 * index_bytes), scan_bytes, counts, coo_offsets, 0, rows1);
    if(status != rocsparse_status_success)
        return status;

    /* The COO part's size decides its allocation: wait for it (documented
     * in backend.h: csr2hyb synchronises). */
    rocsparse_int coo_nnz = 0;
    status                = backend_read_to_host(handle, &coo_nnz, coo_offsets + m, sizeof(coo_nnz));
    if(status != rocsparse_status_success)
        return status;

    const hyb_layout      layout = {m, n, partition, ell_width, coo_nnz};
    const csr2hyb_args<T> args   = {handle->stream, base, csr_val, csr_row_ptr, csr_col_ind, coo_offsets};
    status = hyb_replace(hyb, &layout, sizeof(T), csr2hyb_fill<T>, const_cast<csr2hyb_args<T>*>(&args));
    if(status != rocsparse_status_success)
        return status;
    return scratch.release();
}

extern "C" rocsparse_status backend_csr2hyb(rocsparse_handle        handle,
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
    return dispatch_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        return csr2hyb_typed<T>(handle, m, n, (rocsparse_int)base, static_cast<const T*>(csr_val), csr_row_ptr,
                                csr_col_ind, ell_width, partition, hyb);
    });
}

/* ------------------------------------------------------------ hyb2csr */

/* counts[i] = valid ELL entries + COO entries of row i; counts[m] = 0. */
static __global__ void __launch_bounds__(elementwise_block) hyb_row_counts_kernel(rocsparse_int        m,
                                                                                  rocsparse_int        n,
                                                                                  rocsparse_int        base,
                                                                                  rocsparse_int        ell_width,
                                                                                  const rocsparse_int* ell_col_ind,
                                                                                  rocsparse_int        coo_nnz,
                                                                                  const rocsparse_int* coo_row_ind,
                                                                                  rocsparse_int*       counts)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i > m)
        return;
    if(i == m)
    {
        counts[i] = 0;
        return;
    }
    /* The row's COO entries are [lo, hi) of the row-sorted COO part. */
    const rocsparse_int row = (rocsparse_int)i + base;
    const rocsparse_int lo  = lower_bound_index(coo_row_ind, coo_nnz, row);
    const rocsparse_int hi  = lower_bound_index(coo_row_ind, coo_nnz, row + 1);
    counts[i]               = ell_row_count((rocsparse_int)i, m, n, ell_width, ell_col_ind, base) + (hi - lo);
}

/* Row i of the CSR matrix is its valid ELL entries, then its COO entries.
 * The columns come out sorted when the hyb holds, per row, its smallest
 * columns in the ELL part and the rest in the COO part, each in order:
 * what csr2hyb makes from a CSR matrix with sorted rows (a hyb assembled
 * otherwise keeps that ELL-then-COO order in each row).
 * The ELL part: one thread per row, from the row's start. */
template <typename T>
static __global__ void __launch_bounds__(elementwise_block) hyb2csr_ell_kernel(rocsparse_int        m,
                                                                               rocsparse_int        n,
                                                                               rocsparse_int        base,
                                                                               rocsparse_int        ell_width,
                                                                               const T*             ell_val,
                                                                               const rocsparse_int* ell_col_ind,
                                                                               T*                   csr_val,
                                                                               const rocsparse_int* csr_row_ptr,
                                                                               rocsparse_int*       csr_col_ind)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i >= m)
        return;
    ell_row_to_csr((rocsparse_int)i, m, n, ell_width, ell_val, ell_col_ind, base, 0, csr_row_ptr[i] - base, csr_val,
                   csr_col_ind);
}

/* The COO part: one thread per entry (a very long row is spread over many
 * threads). A row's COO entries close its CSR row, so entry e of row r
 * goes (hi - e) places before the row's end, hi being where the next
 * row's COO entries start. Entries of rows outside [0, m) were not
 * counted and are dropped. */
template <typename T>
static __global__ void __launch_bounds__(elementwise_block) hyb2csr_coo_kernel(rocsparse_int        m,
                                                                               rocsparse_int        base,
                                                                               rocsparse_int        coo_nnz,
                                                                               const T*             coo_val,
                                                                               const rocsparse_int* coo_row_ind,
                                                                               const rocsparse_int* coo_col_ind,
                                                                               T*                   csr_val,
                                                                               const rocsparse_int* csr_row_ptr,
                                                                               rocsparse_int*       csr_col_ind)
{
    const int64_t e = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(e >= coo_nnz)
        return;
    const int64_t r = (int64_t)coo_row_ind[e] - base;
    if(r < 0 || r >= m)
        return;
    const rocsparse_int hi  = lower_bound_index(coo_row_ind, coo_nnz, (rocsparse_int)r + base + 1);
    const rocsparse_int pos = csr_row_ptr[r + 1] - base - (hi - (rocsparse_int)e);
    csr_col_ind[pos]        = coo_col_ind[e];
    csr_val[pos]            = coo_val[e];
}

/* Layout of hyb2csr's temporary buffer: the m + 1 row counts, then the
 * scan's storage. */
static rocsparse_status
hyb2csr_layout(rocsparse_handle handle, rocsparse_int m, size_t* counts_bytes, size_t* scan_bytes)
{
    rocsparse_int rows1;
    if(!row_pointer_count(m, &rows1))
        return rocsparse_status_invalid_size;
    *counts_bytes = index_array_bytes(rows1);
    return conversion_scan_bytes(handle, rows1, scan_bytes);
}

extern "C" rocsparse_status
backend_hyb2csr_buffer_size(rocsparse_handle handle, const rocsparse_hyb_mat hyb, size_t* buffer_size)
{
    size_t                 counts_bytes = 0, scan_bytes = 0;
    const rocsparse_status status = hyb2csr_layout(handle, hyb->m, &counts_bytes, &scan_bytes);
    if(status != rocsparse_status_success)
        return status;
    *buffer_size = counts_bytes + scan_bytes;
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_hyb2csr(rocsparse_handle        handle,
                                            precision               prec,
                                            rocsparse_index_base    base,
                                            const rocsparse_hyb_mat hyb,
                                            void*                   csr_val,
                                            rocsparse_int*          csr_row_ptr,
                                            rocsparse_int*          csr_col_ind,
                                            void*                   temp_buffer)
{
    const rocsparse_int m            = hyb->m;
    size_t              counts_bytes = 0, scan_bytes = 0;
    rocsparse_status    status = hyb2csr_layout(handle, m, &counts_bytes, &scan_bytes);
    if(status != rocsparse_status_success)
        return status;
    rocsparse_int* counts    = static_cast<rocsparse_int*>(temp_buffer);
    void*          scan_temp = static_cast<char*>(temp_buffer) + counts_bytes;

    hyb_row_counts_kernel<<<grid_for(m + 1, elementwise_block), elementwise_block, 0, handle->stream>>>(
        m, hyb->n, (rocsparse_int)base, hyb->ell_width, hyb->ell_col_ind, hyb->coo_nnz, hyb->coo_row_ind, counts);
    RETURN_IF_LAUNCH_FAILED();
    status = conversion_exclusive_scan(handle, scan_temp, scan_bytes, counts, csr_row_ptr, (rocsparse_int)base, m + 1);
    if(status != rocsparse_status_success || m == 0)
        return status;

    return dispatch_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        if(hyb->ell_width > 0)
        {
            hyb2csr_ell_kernel<T><<<grid_for(m, elementwise_block), elementwise_block, 0, handle->stream>>>(
                m, hyb->n, (rocsparse_int)base, hyb->ell_width, static_cast<const T*>(hyb->ell_val), hyb->ell_col_ind,
                static_cast<T*>(csr_val), csr_row_ptr, csr_col_ind);
            RETURN_IF_LAUNCH_FAILED();
        }
        if(hyb->coo_nnz > 0)
        {
            hyb2csr_coo_kernel<T><<<grid_for(hyb->coo_nnz, elementwise_block), elementwise_block, 0, handle->stream>>>(
                m, (rocsparse_int)base, hyb->coo_nnz, static_cast<const T*>(hyb->coo_val), hyb->coo_row_ind,
                hyb->coo_col_ind, static_cast<T*>(csr_val), csr_row_ptr, csr_col_ind);
            RETURN_IF_LAUNCH_FAILED();
        }
        return rocsparse_status_success;
    });
}
