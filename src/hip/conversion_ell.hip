/* CSR <-> ELL. ELL is column-major (entry j of row i at [j * m + i]) and
 * padded with column -1 and value 0; each kernel gives one thread a row,
 * so the threads of a wavefront touch consecutive ELL addresses. */
#include "hip/conversion_common.hpp"

/* Longest row: each thread keeps the maximum of the rows it visits, the
 * block combines them with a shared-memory atomicMax and one thread per
 * block folds that into *result (0 beforehand). A maximum does not depend
 * on the order, so the atomics leave the result deterministic, and no
 * step depends on the wavefront size. */
constexpr int max_row_blocks = 1024;

static __global__ void __launch_bounds__(elementwise_block)
    max_row_length_kernel(rocsparse_int m, const rocsparse_int* csr_row_ptr, rocsparse_int* result)
{
    __shared__ rocsparse_int block_max;
    if(threadIdx.x == 0)
        block_max = 0;
    __syncthreads();
    rocsparse_int longest = 0;
    for(int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < m; i += (int64_t)gridDim.x * blockDim.x)
    {
        const rocsparse_int length = csr_row_ptr[i + 1] - csr_row_ptr[i];
        longest                    = length > longest ? length : longest;
    }
    atomicMax(&block_max, longest);
    __syncthreads();
    if(threadIdx.x == 0)
        atomicMax(result, block_max);
}

/* counts[i] = valid entries of row i for i < m; counts[m] = 0, so that an
 * exclusive scan over m + 1 entries ends with the total. */
static __global__ void __launch_bounds__(elementwise_block) ell_row_counts_kernel(rocsparse_int        m,
                                                                                  rocsparse_int        n,
                                                                                  rocsparse_int        ell_base,
                                                                                  rocsparse_int        ell_width,
                                                                                  const rocsparse_int* ell_col_ind,
                                                                                  rocsparse_int*       counts)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i > m)
        return;
    counts[i] = i < m ? ell_row_count((rocsparse_int)i, m, n, ell_width, ell_col_ind, ell_base) : 0;
}

template <typename T>
static __global__ void __launch_bounds__(elementwise_block) ell2csr_kernel(rocsparse_int        m,
                                                                           rocsparse_int        n,
                                                                           rocsparse_int        ell_base,
                                                                           rocsparse_int        ell_width,
                                                                           const T*             ell_val,
                                                                           const rocsparse_int* ell_col_ind,
                                                                           rocsparse_int        csr_base,
                                                                           T*                   csr_val,
                                                                           const rocsparse_int* csr_row_ptr,
                                                                           rocsparse_int*       csr_col_ind)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i >= m)
        return;
    ell_row_to_csr((rocsparse_int)i, m, n, ell_width, ell_val, ell_col_ind, ell_base, csr_base - ell_base,
                   csr_row_ptr[i] - csr_base, csr_val, csr_col_ind);
}

extern "C" rocsparse_status backend_csr2ell_width(rocsparse_handle       handle,
                                                  rocsparse_pointer_mode result_mode,
                                                  rocsparse_int          m,
                                                  const rocsparse_int*   csr_row_ptr,
                                                  rocsparse_int*         ell_width)
{
    /* The maximum builds up in the workspace, then goes to the caller's
     * pointer (host or device) through conversion_return_size. */
    if(handle->workspace_size < sizeof(rocsparse_int))
        return rocsparse_status_internal_error;
    rocsparse_int* longest = static_cast<rocsparse_int*>(handle->workspace);
    RETURN_IF_HIP_ERROR(hipMemsetAsync(longest, 0, sizeof(rocsparse_int), handle->stream));
    if(m > 0)
    {
        const rocsparse_int needed = (m - 1) / elementwise_block + 1;
        const int           blocks = needed < max_row_blocks ? (int)needed : max_row_blocks;
        max_row_length_kernel<<<blocks, elementwise_block, 0, handle->stream>>>(m, csr_row_ptr, longest);
        RETURN_IF_LAUNCH_FAILED();
    }
    return conversion_return_size(handle, result_mode, longest, 0, ell_width);
}

extern "C" rocsparse_status backend_csr2ell(rocsparse_handle     handle,
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
    if(m <= 0 || ell_width <= 0)
        return rocsparse_status_success;
    return dispatch_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        csr_to_ell_kernel<T><<<grid_for(m, elementwise_block), elementwise_block, 0, handle->stream>>>(
            m, (rocsparse_int)csr_base, static_cast<const T*>(csr_val), csr_row_ptr, csr_col_ind,
            (rocsparse_int)ell_base, ell_width, static_cast<T*>(ell_val), ell_col_ind);
        RETURN_IF_LAUNCH_FAILED();
        return rocsparse_status_success;
    });
}

extern "C" rocsparse_status backend_ell2csr_nnz(rocsparse_handle       handle,
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
    /* Scratch: the m + 1 row counts, then the scan's temporary storage. */
    rocsparse_int rows1;
    if(!row_pointer_count(m, &rows1))
        return rocsparse_status_invalid_size;
    size_t           scan_bytes = 0;
    rocsparse_status status     = conversion_scan_bytes(handle, rows1, &scan_bytes);
    if(status != rocsparse_status_success)
        return status;
    const size_t       counts_bytes = index_array_bytes(rows1);
    conversion_scratch scratch(handle);
    status = scratch.acquire(counts_bytes + scan_bytes);
    if(status != rocsparse_status_success)
        return status;
    rocsparse_int* counts = scratch.at<rocsparse_int>(0);

    ell_row_counts_kernel<<<grid_for(rows1, elementwise_block), elementwise_block, 0, handle->stream>>>(
        m, n, (rocsparse_int)ell_base, ell_width, ell_col_ind, counts);
    RETURN_IF_LAUNCH_FAILED();
    status = conversion_exclusive_scan(handle, scratch.at<void>(counts_bytes), scan_bytes, counts, csr_row_ptr,
                                       (rocsparse_int)csr_base, rows1);
    if(status != rocsparse_status_success)
        return status;
    /* csr_row_ptr[m] = nnz + csr_base. */
    status = conversion_return_size(handle, result_mode, csr_row_ptr + m, (rocsparse_int)csr_base, csr_nnz);
    if(status != rocsparse_status_success)
        return status;
    return scratch.release();
}

extern "C" rocsparse_status backend_ell2csr(rocsparse_handle     handle,
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
    if(m <= 0 || ell_width <= 0)
        return rocsparse_status_success;
    return dispatch_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        ell2csr_kernel<T><<<grid_for(m, elementwise_block), elementwise_block, 0, handle->stream>>>(
            m, n, (rocsparse_int)ell_base, ell_width, static_cast<const T*>(ell_val), ell_col_ind,
            (rocsparse_int)csr_base, static_cast<T*>(csr_val), csr_row_ptr, csr_col_ind);
        RETURN_IF_LAUNCH_FAILED();
        return rocsparse_status_success;
    });
}
