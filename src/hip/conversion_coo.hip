/* CSR <-> COO row indices. Values and column indices are the same arrays
 * in both formats, so only the row structure is converted. */
#include "hip/conversion_common.hpp"

/* A group of 2^group_shift consecutive threads per row writes the row's
 * index at each of its entries, strided by the group size: rows with many
 * entries get many writers, short rows do not waste many threads. No
 * thread talks to another, so the wavefront size plays no part. */
static __global__ void __launch_bounds__(elementwise_block) csr2coo_kernel(
    rocsparse_int m, const rocsparse_int* csr_row_ptr, int group_shift, rocsparse_int* coo_row_ind, rocsparse_int base)
{
    const int64_t       thread = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    const int64_t       row    = thread >> group_shift;
    const rocsparse_int lane   = (rocsparse_int)(thread & ((1 << group_shift) - 1));
    if(row >= m)
        return;
    const rocsparse_int end = csr_row_ptr[row + 1] - base;
    for(rocsparse_int k = csr_row_ptr[row] - base + lane; k < end; k += (1 << group_shift))
        coo_row_ind[k] = (rocsparse_int)row + base;
}

/* Row pointer i (i = 0..m) is where row i starts in the row-sorted COO
 * array: the first entry whose row index is not below i. One binary
 * search per row pointer; no scratch, no scan, and empty rows need no
 * special case. */
static __global__ void __launch_bounds__(elementwise_block) coo2csr_kernel(const rocsparse_int* coo_row_ind,
                                                                           rocsparse_int        nnz,
                                                                           rocsparse_int        m,
                                                                           rocsparse_int*       csr_row_ptr,
                                                                           rocsparse_int        base)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i > m)
        return;
    csr_row_ptr[i] = lower_bound_index(coo_row_ind, nnz, (rocsparse_int)i + base) + base;
}

/* Threads per row for csr2coo: the average row length rounded up to a
 * power of two, at most 64 (beyond that a row's writes are already wide
 * and coalesced). */
static int csr2coo_group_shift(rocsparse_int nnz, rocsparse_int m)
{
    const int64_t average = ((int64_t)nnz + m - 1) / m;
    int           shift   = 0;
    while(shift < 6 && ((int64_t)1 << shift) < average)
        ++shift;
    return shift;
}

extern "C" rocsparse_status backend_csr2coo(rocsparse_handle     handle,
                                            const rocsparse_int* csr_row_ptr,
                                            rocsparse_int        nnz,
                                            rocsparse_int        m,
                                            rocsparse_int*       coo_row_ind,
                                            rocsparse_index_base base)
{
    if(m <= 0 || nnz <= 0)
        return rocsparse_status_success;
    const int     shift   = csr2coo_group_shift(nnz, m);
    const int64_t threads = (int64_t)m << shift;
    const dim3    grid((unsigned)((threads - 1) / elementwise_block + 1));
    csr2coo_kernel<<<grid, elementwise_block, 0, handle->stream>>>(m, csr_row_ptr, shift, coo_row_ind,
                                                                   (rocsparse_int)base);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_coo2csr(rocsparse_handle     handle,
                                            const rocsparse_int* coo_row_ind,
                                            rocsparse_int        nnz,
                                            rocsparse_int        m,
                                            rocsparse_int*       csr_row_ptr,
                                            rocsparse_index_base base)
{
    rocsparse_int rows1;
    if(!row_pointer_count(m, &rows1))
        return rocsparse_status_invalid_size;
    coo2csr_kernel<<<grid_for(rows1, elementwise_block), elementwise_block, 0, handle->stream>>>(
        coo_row_ind, nnz, m, csr_row_ptr, (rocsparse_int)base);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}
