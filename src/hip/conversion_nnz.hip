/* nnz: the non-zeros of a dense column-major matrix per row or per column,
 * and their total. Each block counts a tile of the matrix, reading it
 * along the columns (consecutive threads, consecutive rows: coalesced),
 * and adds its counts to the outputs with atomics, so that the matrix is
 * read once at full bandwidth whatever its shape. */
#include "hip/hip_dispatch.hpp"
#include "hip/hip_structural.hpp"

constexpr int nnz_block = 256;
/* Per row: a block takes nnz_block rows and nnz_row_chunk columns, each
 * thread a row, enough loads a thread to keep the memory busy. */
constexpr int nnz_row_chunk = 64;
/* Per column: a block takes one column and nnz_column_chunk rows. */
constexpr int nnz_column_chunk = nnz_block * 16;

template <typename T>
__device__ inline int nonzero(const T& a)
{
    return a != T(0) ? 1 : 0;
}
template <typename R>
__device__ inline int nonzero(const hip_complex<R>& a)
{
    return (a.x != R(0) || a.y != R(0)) ? 1 : 0;
}

/* The sum of count over the block, in thread 0 (shared atomics: any
 * wavefront size). All threads call. */
__device__ inline int block_count_sum(int count)
{
    __shared__ int sum;
    if(threadIdx.x == 0)
        sum = 0;
    __syncthreads();
    if(count != 0)
        atomicAdd(&sum, count);
    __syncthreads();
    return sum;
}

template <typename T>
static __global__ void __launch_bounds__(nnz_block) nnz_per_row_kernel(
    rocsparse_int m, rocsparse_int n, const T* A, rocsparse_int ld, rocsparse_int* counts, rocsparse_int* total)
{
    const int64_t row_blocks = ((int64_t)m - 1) / nnz_block + 1;
    const int64_t i          = (blockIdx.x % row_blocks) * nnz_block + threadIdx.x;
    const int64_t j0         = (blockIdx.x / row_blocks) * nnz_row_chunk;
    const int64_t j1         = j0 + nnz_row_chunk < n ? j0 + nnz_row_chunk : n;
    int           count      = 0;
    if(i < m)
    {
        for(int64_t j = j0; j < j1; ++j)
            count += nonzero(A[j * ld + i]);
        if(count != 0)
            atomicAdd(&counts[i], count);
    }
    const int sum = block_count_sum(count);
    if(threadIdx.x == 0 && sum != 0)
        atomicAdd(total, sum);
}

template <typename T>
static __global__ void __launch_bounds__(nnz_block) nnz_per_column_kernel(
    rocsparse_int m, const T* A, rocsparse_int ld, rocsparse_int* counts, rocsparse_int* total)
{
    const int64_t row_chunks = ((int64_t)m - 1) / nnz_column_chunk + 1;
    const int64_t j          = blockIdx.x / row_chunks;
    const int64_t i0         = (blockIdx.x % row_chunks) * nnz_column_chunk;
    const int64_t i1         = i0 + nnz_column_chunk < m ? i0 + nnz_column_chunk : m;
    int           count      = 0;
    for(int64_t i = i0 + threadIdx.x; i < i1; i += nnz_block)
        count += nonzero(A[j * ld + i]);
    const int sum = block_count_sum(count);
    if(threadIdx.x == 0 && sum != 0)
    {
        atomicAdd(&counts[j], sum);
        atomicAdd(total, sum);
    }
}

extern "C" rocsparse_status backend_nnz(rocsparse_handle       handle,
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
    const hipStream_t stream = handle->stream;
    const bool        by_row = dir == rocsparse_direction_row;
    /* A host total is counted in the workspace, then read back. */
    rocsparse_int* total = result_mode == rocsparse_pointer_mode_device ? nnz_total
                                                                        : static_cast<rocsparse_int*>(handle->workspace);
    RETURN_IF_HIP_ERROR(
        hipMemsetAsync(nnz_per_row_columns, 0, (size_t)(by_row ? m : n) * sizeof(rocsparse_int), stream));
    RETURN_IF_HIP_ERROR(hipMemsetAsync(total, 0, sizeof(rocsparse_int), stream));

    const rocsparse_status counted = dispatch_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        const T* a = static_cast<const T*>(A);
        if(by_row)
        {
            const int64_t blocks = (((int64_t)m - 1) / nnz_block + 1) * (((int64_t)n - 1) / nnz_row_chunk + 1);
            nnz_per_row_kernel<T><<<dim3((unsigned)blocks), nnz_block, 0, stream>>>(m, n, a, ld,
                                                                                     nnz_per_row_columns, total);
        }
        else
        {
            const int64_t blocks = (((int64_t)m - 1) / nnz_column_chunk + 1) * (int64_t)n;
            nnz_per_column_kernel<T><<<dim3((unsigned)blocks), nnz_block, 0, stream>>>(m, a, ld,
                                                                                        nnz_per_row_columns, total);
        }
        RETURN_IF_LAUNCH_FAILED();
        return rocsparse_status_success;
    });
    if(counted != rocsparse_status_success || result_mode == rocsparse_pointer_mode_device)
        return counted;
    return backend_read_to_host(handle, nnz_total, total, sizeof(rocsparse_int));
}
