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
 * entries, each given a slot by an atomic counter (their order does not
 * matter). Such rows number at most nnz / (long_min + 1), so the slots
 * are few where long_min is large; slots left over stay empty segments,
 * which the sort skips. Rows past the last slot (only with row pointers
 * that overlap) are left as they are. */
static __global__ void __launch_bounds__(elementwise_block) long_row_segments_kernel(rocsparse_int        m,
                                                                                    rocsparse_int        nnz,
                                                                                    rocsparse_index_base base,
                                                                                    const rocsparse_int* row_ptr,
                                                                                    int                  long_min,
                                                                                    int                  slots,
                                                                                    int*                 taken,
                                                                                    int*                 seg_begin,
                                                                                    int*                 seg_end)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i >= m)
        return;
    rocsparse_int b, e;
    clamped_row(row_ptr, i, base, nnz, &b, &e);
    if(e - b <= long_min)
        return;
    const int slot = atomicAdd(taken, 1);
    if(slot >= slots)
        return;
    seg_begin[slot] = b;
    seg_end[slot]   = e;
}

/* Copies the sorted long rows back, walking the entries (for_each_entry)
 * so that the longest row takes no longer than the others. When the rows
 * outnumbered the slots (only with row pointers that overlap) some were
 * not sorted: nothing is copied then. */
template <bool PERM>
static __global__ void __launch_bounds__(entry_walk_block) long_rows_copy_kernel(rocsparse_int        m,
                                                                                 rocsparse_int        nnz,
                                                                                 rocsparse_index_base base,
                                                                                 const rocsparse_int* row_ptr,
                                                                                 int                  long_min,
                                                                                 int                  slots,
                                                                                 const int*           taken,
                                                                                 const rocsparse_int* sorted_col,
                                                                                 const rocsparse_int* sorted_perm,
                                                                                 rocsparse_int*       col_ind,
                                                                                 rocsparse_int*       perm)
{
    /* The same for every thread: no long row at all, or not all sorted. */
    const int long_rows = *taken;
    if(long_rows == 0 || long_rows > slots)
        return;
    for_each_entry(m, nnz, base, row_ptr, [&](rocsparse_int i, rocsparse_int k) {
        rocsparse_int b, e;
        clamped_row(row_ptr, i, base, nnz, &b, &e);
        if(e - b <= long_min)
            return;
        col_ind[k] = sorted_col[k];
        if(PERM)
            perm[k] = sorted_perm[k];
    });
}

/* Rows longer than this go to the segmented sort. */
static int csrsort_long_min(csrsort_kernel kernel)
{
    return kernel == csrsort_kernel_segmented ? 1 : tile_row_max;
}

/* Slots for the segments of rows longer than long_min. */
static int csrsort_slots(rocsparse_int m, rocsparse_int nnz, int long_min)
{
    const int64_t most = (int64_t)nnz / (long_min + 1);
    return (int)(most < m ? most : m);
}

/* The pieces of the buffer, in one order for sizing and for use: the
 * slot counter and the segments' bounds in one piece (one memset clears
 * them), the sorted segments, the segmented sort's storage. */
struct csrsort_buffer
{
    int*           slot_data;
    rocsparse_int* sorted_col;
    rocsparse_int* sorted_perm;
    void*          temp;
    size_t         temp_bytes;
};

static rocsparse_status csrsort_carve(
    rocsparse_handle handle, int slots, rocsparse_int nnz, void* buffer, csrsort_buffer* out, size_t* total)
{
    buffer_carver carve(buffer);
    out->slot_data   = carve.take<int>(1 + 2 * (size_t)slots);
    out->sorted_col  = carve.take<rocsparse_int>(nnz);
    out->sorted_perm = carve.take<rocsparse_int>(nnz);
    size_t pairs = 0, keys = 0;
    RETURN_IF_HIP_ERROR((primitive_segmented_sort_pairs<rocsparse_int, rocsparse_int>(
        NULL, &pairs, NULL, NULL, NULL, NULL, nnz, slots, NULL, NULL, 32, handle->stream)));
    RETURN_IF_HIP_ERROR(primitive_segmented_sort_keys<rocsparse_int>(NULL, &keys, NULL, NULL, nnz, slots, NULL,
                                                                    NULL, 32, handle->stream));
    out->temp_bytes = pairs > keys ? pairs : keys;
    out->temp       = carve.take<char>(out->temp_bytes);
    *total          = carve.used();
    return rocsparse_status_success;
}

rocsparse_status csrsort_buffer_bytes(rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, size_t* bytes)
{
    *bytes = 0;
    for(const csrsort_kernel kernel : {csrsort_kernel_tile, csrsort_kernel_segmented})
    {
        csrsort_buffer         pieces;
        size_t                 total;
        const rocsparse_status status
            = csrsort_carve(handle, csrsort_slots(m, nnz, csrsort_long_min(kernel)), nnz, NULL, &pieces, &total);
        if(status != rocsparse_status_success)
            return status;
        *bytes = total > *bytes ? total : *bytes;
    }
    return rocsparse_status_success;
}

rocsparse_status csrsort_run(rocsparse_handle     handle,
                             rocsparse_int        m,
                             rocsparse_int        n,
                             rocsparse_int        nnz,
                             rocsparse_index_base base,
                             const rocsparse_int* row_ptr,
                             rocsparse_int*       col_ind,
                             rocsparse_int*       perm,
                             void*                temp_buffer)
{
    const hipStream_t    stream   = handle->stream;
    const csrsort_kernel kernel   = csrsort_choose(handle);
    const int            long_min = csrsort_long_min(kernel);
    const int            slots    = csrsort_slots(m, nnz, long_min);
    csrsort_buffer       b;
    size_t               total;
    const rocsparse_status carved = csrsort_carve(handle, slots, nnz, temp_buffer, &b, &total);
    if(carved != rocsparse_status_success)
        return carved;

    if(kernel == csrsort_kernel_tile)
    {
        const dim3 grid((unsigned)(((int64_t)nnz - 1) / tile_entries + 1));
        if(perm != NULL)
            csrsort_tile_kernel<true><<<grid, tile_block, 0, stream>>>(m, nnz, base, row_ptr, col_ind, perm);
        else
            csrsort_tile_kernel<false><<<grid, tile_block, 0, stream>>>(m, nnz, base, row_ptr, col_ind, perm);
        RETURN_IF_LAUNCH_FAILED();
    }
    /* No row can be longer than long_min: the tiles did everything. */
    if(slots == 0)
        return rocsparse_status_success;

    int* const taken     = b.slot_data;
    int* const seg_begin = b.slot_data + 1;
    int* const seg_end   = seg_begin + slots;
    RETURN_IF_HIP_ERROR(hipMemsetAsync(b.slot_data, 0, (1 + 2 * (size_t)slots) * sizeof(int), stream));
    long_row_segments_kernel<<<grid_for(m, elementwise_block), elementwise_block, 0, stream>>>(
        m, nnz, base, row_ptr, long_min, slots, taken, seg_begin, seg_end);
    RETURN_IF_LAUNCH_FAILED();
    /* Segmented sorts look at the key bits the columns need (rocPRIM). */
    const int end_bit = key_bits((int64_t)n - 1 + base);
    if(perm != NULL)
        RETURN_IF_HIP_ERROR((primitive_segmented_sort_pairs<rocsparse_int, rocsparse_int>(
            b.temp, &b.temp_bytes, col_ind, b.sorted_col, perm, b.sorted_perm, nnz, slots, seg_begin, seg_end,
            end_bit, stream)));
    else
        RETURN_IF_HIP_ERROR(primitive_segmented_sort_keys<rocsparse_int>(
            b.temp, &b.temp_bytes, col_ind, b.sorted_col, nnz, slots, seg_begin, seg_end, end_bit, stream));
    RETURN_IF_LAUNCH_FAILED();

    const dim3 grid = entry_walk_grid(nnz);
    if(perm != NULL)
        long_rows_copy_kernel<true><<<grid, entry_walk_block, 0, stream>>>(
            m, nnz, base, row_ptr, long_min, slots, taken, b.sorted_col, b.sorted_perm, col_ind, perm);
    else
        long_rows_copy_kernel<false><<<grid, entry_walk_block, 0, stream>>>(
            m, nnz, base, row_ptr, long_min, slots, taken, b.sorted_col, b.sorted_perm, col_ind, perm);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_csrsort_buffer_size(
    rocsparse_handle handle, rocsparse_int m, rocsparse_int n, rocsparse_int nnz, size_t* buffer_size)
{
    (void)n;
    return csrsort_buffer_bytes(handle, m, nnz, buffer_size);
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
    return csrsort_run(handle, m, n, nnz, base, csr_row_ptr, csr_col_ind, perm, temp_buffer);
}
