/* csrsort (and cscsort, the same call): the column indices of each row
 * sorted in place, stably, with perm carried along. Two strategies
 * (hip_kernel_choice.hpp): tiles of short rows sorted in shared memory
 * with the longer rows left to the segmented sort, or every row through
 * the segmented sort. */
#include "hip/hip_kernel_choice.hpp"
#include "hip/hip_structural.hpp"

/* A block owns the rows that start in its tile of tile_entries positions
 * and sorts those of at most tile_row_max entries; such a row ends at most
 * tile_row_max entries past the tile, so the block's window holds it. The
 * window's three arrays take 26 KiB of shared memory, which leaves room
 * for several blocks a multiprocessor. */
constexpr int tile_block    = 256;
constexpr int tile_entries  = 2048;
constexpr int tile_row_max  = 128;
constexpr int tile_window   = tile_entries + tile_row_max;
constexpr int tile_no_row   = -1;
constexpr int tile_len_bits = 16;
static_assert(tile_window < (1 << (31 - tile_len_bits)) && tile_row_max < (1 << tile_len_bits),
              "a row's place in the window and its length share one int");

/* First row in [0, m) whose start is at or past position pos. */
__device__ inline rocsparse_int first_row_from(const rocsparse_int* row_ptr,
                                               rocsparse_int        m,
                                               rocsparse_index_base base,
                                               int64_t              pos)
{
    return lower_bound_wide(row_ptr, m, pos + (int64_t)base);
}

/* Entry t of the window goes to place sb + rank in its row (sb: where the
 * row starts in the window), rank the number of the row's entries with a
 * smaller column or an equal column before it: a stable order, computed
 * by every entry on its own from shared memory, so that no thread waits
 * for another and the wavefront size plays no part. All reads of a row
 * come before any write (a barrier apart), so the sort is in place. */
template <bool PERM>
static __global__ void __launch_bounds__(tile_block) csrsort_tile_kernel(rocsparse_int        m,
                                                                       rocsparse_int        nnz,
                                                                       rocsparse_index_base base,
                                                                       const rocsparse_int* row_ptr,
                                                                       rocsparse_int*       col_ind,
                                                                       rocsparse_int*       perm)
{
    __shared__ rocsparse_int key[tile_window];
    __shared__ rocsparse_int val[PERM ? tile_window : 1];
    __shared__ int           seg[tile_window];
    __shared__ rocsparse_int rows[2];

    const int64_t tile_begin = (int64_t)blockIdx.x * tile_entries;
    if(threadIdx.x < 2)
        rows[threadIdx.x] = first_row_from(row_ptr, m, base, tile_begin + (int64_t)threadIdx.x * tile_entries);
    __syncthreads();
    const rocsparse_int r0 = rows[0];
    const rocsparse_int r1 = rows[1];
    if(r0 >= r1)
        return;

    rocsparse_int s0, unused;
    clamped_row(row_ptr, r0, base, nnz, &s0, &unused);
    int64_t s1 = r1 < m ? (int64_t)row_ptr[r1] - base : nnz;
    s1         = s1 < s0 ? s0 : s1 > nnz ? nnz : s1;
    s1         = s1 > (int64_t)s0 + tile_window ? (int64_t)s0 + tile_window : s1;
    const int window = (int)(s1 - s0);

    for(int t = threadIdx.x; t < window; t += tile_block)
    {
        key[t] = col_ind[s0 + t];
        if(PERM)
            val[t] = perm[s0 + t];
        seg[t] = tile_no_row;
    }
    __syncthreads();

    /* Rows of one entry are sorted already; longer ones than the window
     * can hold belong to the segmented sort. */
    for(int64_t r = r0 + (int64_t)threadIdx.x; r < r1; r += tile_block)
    {
        rocsparse_int b, e;
        clamped_row(row_ptr, r, base, nnz, &b, &e);
        const int len = e - b;
        if(len < 2 || len > tile_row_max || b < s0 || e > s1)
            continue;
        const int code = ((b - s0) << tile_len_bits) | len;
        for(int t = b - s0; t < e - s0; ++t)
            seg[t] = code;
    }
    __syncthreads();

    for(int t = threadIdx.x; t < window; t += tile_block)
    {
        const int code = seg[t];
        if(code == tile_no_row)
            continue;
        const int           sb   = code >> tile_len_bits;
        const int           se   = sb + (code & ((1 << tile_len_bits) - 1));
        const rocsparse_int k    = key[t];
        int                 rank = 0;
        for(int u = sb; u < se; ++u)
        {
            const rocsparse_int ku = key[u];
            rank += (ku < k) | ((ku == k) & (u < t));
        }
        col_ind[s0 + sb + rank] = k;
        if(PERM)
            perm[s0 + sb + rank] = val[t];
    }
}

/* The segments of the segmented sort: the rows longer than long_min
 * entries; other rows become empty segments, which it skips. */
static __global__ void __launch_bounds__(elementwise_block) long_row_segments_kernel(rocsparse_int        m,
                                                                                    rocsparse_int        nnz,
                                                                                    rocsparse_index_base base,
                                                                                    const rocsparse_int* row_ptr,
                                                                                    int                  long_min,
                                                                                    int*                 seg_begin,
                                                                                    int*                 seg_end)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i >= m)
        return;
    rocsparse_int b, e;
    clamped_row(row_ptr, i, base, nnz, &b, &e);
    seg_begin[i] = b;
    seg_end[i]   = e - b > long_min ? e : b;
}

/* Copies the sorted long rows back, a group of long_copy_group threads a
 * row, each taking every long_copy_group-th entry. */
constexpr int long_copy_group = 32;

template <bool PERM>
static __global__ void __launch_bounds__(elementwise_block) long_rows_copy_kernel(rocsparse_int        m,
                                                                                 const int*           seg_begin,
                                                                                 const int*           seg_end,
                                                                                 const rocsparse_int* sorted_col,
                                                                                 const rocsparse_int* sorted_perm,
                                                                                 rocsparse_int*       col_ind,
                                                                                 rocsparse_int*       perm)
{
    const int64_t thread = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    const int64_t row    = thread / long_copy_group;
    if(row >= m)
        return;
    const int end = seg_end[row];
    for(int k = seg_begin[row] + (int)(thread % long_copy_group); k < end; k += long_copy_group)
    {
        col_ind[k] = sorted_col[k];
        if(PERM)
            perm[k] = sorted_perm[k];
    }
}

/* The pieces of the buffer, in one order for sizing and for use. */
struct csrsort_buffer
{
    rocsparse_int* sorted_col;
    rocsparse_int* sorted_perm;
    int*           seg_begin;
    int*           seg_end;
    void*          temp;
    size_t         temp_bytes;
};

static rocsparse_status csrsort_carve(
    rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, void* buffer, csrsort_buffer* out, size_t* total)
{
    buffer_carver carve(buffer);
    out->sorted_col  = carve.take<rocsparse_int>(nnz);
    out->sorted_perm = carve.take<rocsparse_int>(nnz);
    out->seg_begin   = carve.take<int>(m);
    out->seg_end     = carve.take<int>(m);
    size_t pairs = 0, keys = 0;
    RETURN_IF_HIP_ERROR((primitive_segmented_sort_pairs<rocsparse_int, rocsparse_int>(
        NULL, &pairs, NULL, NULL, NULL, NULL, nnz, m, NULL, NULL, 32, handle->stream)));
    RETURN_IF_HIP_ERROR(primitive_segmented_sort_keys<rocsparse_int>(NULL, &keys, NULL, NULL, nnz, m, NULL, NULL,
                                                                    32, handle->stream));
    out->temp_bytes = pairs > keys ? pairs : keys;
    out->temp       = carve.take<char>(out->temp_bytes);
    *total          = carve.used();
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_csrsort_buffer_size(
    rocsparse_handle handle, rocsparse_int m, rocsparse_int n, rocsparse_int nnz, size_t* buffer_size)
{
    (void)n;
    csrsort_buffer pieces;
    return csrsort_carve(handle, m, nnz, NULL, &pieces, buffer_size);
}

extern "C" rocsparse_status backend_csrsort(rocsparse_handle     handle,
                                            rocsparse_int        m,
                                            rocsparse_int        n,
                                            rocsparse_int        nnz,
                                            rocsparse_index_base base,
                                            const rocsparse_int* csr_row_ptr,
                                            rocsparse_int*       csr_col_ind,
                                            rocsparse_int*       perm,
                                            void*                temp_buffer)
{
    csrsort_buffer b;
    size_t         total;
    const rocsparse_status carved = csrsort_carve(handle, m, nnz, temp_buffer, &b, &total);
    if(carved != rocsparse_status_success)
        return carved;
    const hipStream_t    stream   = handle->stream;
    const csrsort_kernel kernel   = csrsort_choose(handle);
    const int            long_min = kernel == csrsort_kernel_tile ? tile_row_max : 1;
    const int            end_bit  = key_bits((int64_t)n - 1 + base);

    if(kernel == csrsort_kernel_tile)
    {
        const dim3 grid((unsigned)(((int64_t)nnz - 1) / tile_entries + 1));
        if(perm != NULL)
            csrsort_tile_kernel<true><<<grid, tile_block, 0, stream>>>(m, nnz, base, csr_row_ptr, csr_col_ind, perm);
        else
            csrsort_tile_kernel<false><<<grid, tile_block, 0, stream>>>(m, nnz, base, csr_row_ptr, csr_col_ind, perm);
        RETURN_IF_LAUNCH_FAILED();
    }

    long_row_segments_kernel<<<grid_for(m, elementwise_block), elementwise_block, 0, stream>>>(
        m, nnz, base, csr_row_ptr, long_min, b.seg_begin, b.seg_end);
    RETURN_IF_LAUNCH_FAILED();
    if(perm != NULL)
        RETURN_IF_HIP_ERROR((primitive_segmented_sort_pairs<rocsparse_int, rocsparse_int>(
            b.temp, &b.temp_bytes, csr_col_ind, b.sorted_col, perm, b.sorted_perm, nnz, m, b.seg_begin, b.seg_end,
            end_bit, stream)));
    else
        RETURN_IF_HIP_ERROR(primitive_segmented_sort_keys<rocsparse_int>(b.temp, &b.temp_bytes, csr_col_ind,
                                                                        b.sorted_col, nnz, m, b.seg_begin,
                                                                        b.seg_end, end_bit, stream));
    RETURN_IF_LAUNCH_FAILED();

    const int64_t threads = (int64_t)m * long_copy_group;
    const dim3    grid((unsigned)((threads - 1) / elementwise_block + 1));
    if(perm != NULL)
        long_rows_copy_kernel<true><<<grid, elementwise_block, 0, stream>>>(
            m, b.seg_begin, b.seg_end, b.sorted_col, b.sorted_perm, csr_col_ind, perm);
    else
        long_rows_copy_kernel<false><<<grid, elementwise_block, 0, stream>>>(
            m, b.seg_begin, b.seg_end, b.sorted_col, b.sorted_perm, csr_col_ind, perm);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}
