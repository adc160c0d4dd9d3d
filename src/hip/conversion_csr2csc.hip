/* csr2csc, two strategies (hip_kernel_choice.hpp), both giving each
 * column its entries in the order of the CSR arrays, which is the order
 * of the rows:
 * - counting: the columns' entries are counted (atomics) and scanned into
 *   the column pointers; each entry's position and row go to a free slot
 *   of its column (atomics again, so in no set order), directly or
 *   through buckets of columns (buckets); then
 *   csrsort sorts each column's positions, carrying the rows along;
 * - radix: a stable radix sort of the column indices, over the bits the
 *   columns need, carries each entry's row (symbolic) or position
 *   (numeric) to its place; the column pointers come from searches in the
 *   sorted columns.
 * The numeric action then gathers the values (and for radix the rows)
 * through the positions. */
#include "hip/hip_dispatch.hpp"
#include "hip/hip_kernel_choice.hpp"
#include "hip/hip_structural.hpp"

/* The kernels below walk the entries in tiles (for_each_entry; the radix
 * strategy's entry rows in tiles of their own), so that rows of power-law
 * lengths cost no more than even ones. */

/* The radix strategy's entry rows, in tiles of entry_walk_tile entries:
 * tile_row[t] = the row that holds the tile's first entry, written by a
 * thread a row for each tile that starts among its entries. A tile whose
 * start no row holds (only with wrong row pointers) keeps whatever the
 * buffer held; its reader clamps it. */
static __global__ void __launch_bounds__(elementwise_block) tile_rows_kernel(rocsparse_int        m,
                                                                            rocsparse_int        nnz,
                                                                            rocsparse_index_base base,
                                                                            const rocsparse_int* row_ptr,
                                                                            rocsparse_int*       tile_row)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i >= m)
        return;
    rocsparse_int b, e;
    clamped_row(row_ptr, i, base, nnz, &b, &e);
    for(int64_t t = ((int64_t)b + entry_walk_tile - 1) / entry_walk_tile; t * entry_walk_tile < e; ++t)
        tile_row[t] = (rocsparse_int)i;
}

/* Rows a tile may span for the marks below; a tile spanning more (long
 * runs of empty rows, or wrong row pointers) searches instead, so that no
 * tile loops over more than this many rows. */
constexpr int64_t entry_rows_span_max = 4 * entry_walk_tile;

/* rows[k] = the row of entry k, plus base; with POSITIONS (the numeric
 * radix sort's values) positions[k] = k as well. The rows after the
 * tile's first (lo) up to the next tile's first (hi) are the ones that
 * can start inside the tile; each marks its start, and the row of the
 * entry at offset o is lo plus the rows that start in (0, o]: the last of
 * those holds it, however many empty rows start at the same place. A
 * thread an entry then reads its row from shared memory and writes one
 * run with its wavefront. Where the tile spans more than
 * entry_rows_span_max rows, each entry searches the row pointers of
 * [lo, hi] for the last row that starts at or before it. The row pointers
 * are only loaded at places in [0, m], and the rows written are clamped to
 * [0, m): wrong row pointers give wrong rows, never a write outside the
 * arrays. A block a tile: entry_walk_grid(nnz) blocks. */
template <bool POSITIONS>
static __global__ void __launch_bounds__(entry_walk_block) entry_rows_kernel(rocsparse_int        m,
                                                                             rocsparse_int        nnz,
                                                                             rocsparse_index_base base,
                                                                             const rocsparse_int* row_ptr,
                                                                             const rocsparse_int* tile_row,
                                                                             rocsparse_int*       rows,
                                                                             rocsparse_int*       positions)
{
    constexpr int per = entry_walk_tile / entry_walk_block;
    /* 16-byte aligned for block_inclusive_scan's loads. */
    __shared__ __align__(16) rocsparse_int rank[entry_walk_tile];
    __shared__ rocsparse_int sums[entry_walk_block / 32];
    const int64_t first = (int64_t)blockIdx.x * entry_walk_tile;
    const int     count = nnz - first < entry_walk_tile ? (int)(nnz - first) : entry_walk_tile;
    auto clamp_to_rows  = [&](int64_t r) { return r < 0 ? 0 : r >= m ? (int64_t)m - 1 : r; };
    const int64_t lo    = clamp_to_rows(tile_row[blockIdx.x]);
    const int64_t next  = blockIdx.x + 1 < gridDim.x ? clamp_to_rows(tile_row[blockIdx.x + 1]) : (int64_t)m - 1;
    const int64_t hi    = next > lo ? next : lo;
    auto write          = [&](int64_t k, int64_t row) {
        rows[k] = (rocsparse_int)clamp_to_rows(row) + base;
        if(POSITIONS)
            positions[k] = (rocsparse_int)k;
    };
    if(hi - lo > entry_rows_span_max)
    {
        for(int64_t k = first + threadIdx.x; k < first + count; k += entry_walk_block)
            write(k, lo + lower_bound_wide(row_ptr + lo + 1, (rocsparse_int)(hi - lo), k + 1 + base));
        return;
    }
    for(int o = threadIdx.x; o < entry_walk_tile; o += entry_walk_block)
        rank[o] = 0;
    __syncthreads();
    for(int64_t r = lo + 1 + threadIdx.x; r <= hi; r += entry_walk_block)
    {
        const int64_t o = (int64_t)row_ptr[r] - base - first;
        if(o > 0 && o < count)
            atomicAdd(&rank[o], 1);
    }
    __syncthreads();
    block_inclusive_scan<entry_walk_block, per>(rank, sums);
    for(int o = threadIdx.x; o < count; o += entry_walk_block)
        write(first + o, lo + rank[o]);
}

/* The scatter writes each entry's position and row to a slot of its
 * column, 4 bytes at a time. Where each tile's columns spread over the
 * whole matrix (random columns) and the arrays come near the L2 cache's
 * size, every write takes a sector of its own out to memory; the buckets
 * strategy scatters first to scatter_buckets ranges of columns, a few
 * entries of a tile to each, so that sectors fill, then, range after
 * range, to the columns, each range a small window of the arrays. It
 * moves every entry twice more (three indices staged), which the direct
 * scatter saves where its writes meet in the L2 cache: banded matrices,
 * and any matrix while the scattered arrays fill at most half the L2,
 * which is where counting serves at all (csr2csc_choose). So the
 * automatic choice scatters directly and buckets is only forced. */
constexpr int scatter_buckets = 256;

/* Entries whose column is out of range are left out of both the counts
 * and the slots, so no slot lies outside its column. */
static __global__ void __launch_bounds__(entry_walk_block) count_columns_kernel(rocsparse_int        m,
                                                                                rocsparse_int        n,
                                                                                rocsparse_int        nnz,
                                                                                rocsparse_index_base base,
                                                                                const rocsparse_int* row_ptr,
                                                                                const rocsparse_int* col_ind,
                                                                                rocsparse_int*       counts)
{
    for_each_entry(m, nnz, base, row_ptr, [&](rocsparse_int, rocsparse_int k) {
        const int64_t c = (int64_t)col_ind[k] - base;
        if(c >= 0 && c < n)
            atomicAdd(&counts[c], 1);
    });
}

/* Entry k of row i, column c, to a free slot of its column. */
__device__ inline void scatter_entry(rocsparse_int        nnz,
                                     rocsparse_index_base base,
                                     const rocsparse_int* col_ptr,
                                     rocsparse_int*       filled,
                                     rocsparse_int*       positions,
                                     rocsparse_int*       csc_row_ind,
                                     rocsparse_int        i,
                                     rocsparse_int        k,
                                     int64_t              c)
{
    const int64_t slot = (int64_t)col_ptr[c] - base + atomicAdd(&filled[c], 1);
    if(slot < 0 || slot >= nnz)
        return;
    positions[slot]   = k;
    csc_row_ind[slot] = i + base;
}

/* The walk visits the entries that the counts saw, so each column's
 * slots stay inside it; the bounds are checked all the same, as no
 * write may leave the arrays. */
static __global__ void __launch_bounds__(entry_walk_block) scatter_columns_kernel(rocsparse_int        m,
                                                                                  rocsparse_int        n,
                                                                                  rocsparse_int        nnz,
                                                                                  rocsparse_index_base base,
                                                                                  const rocsparse_int* row_ptr,
                                                                                  const rocsparse_int* col_ind,
                                                                                  const rocsparse_int* col_ptr,
                                                                                  rocsparse_int*       filled,
                                                                                  rocsparse_int*       positions,
                                                                                  rocsparse_int*       csc_row_ind)
{
    for_each_entry(m, nnz, base, row_ptr, [&](rocsparse_int i, rocsparse_int k) {
        const int64_t c = (int64_t)col_ind[k] - base;
        if(c >= 0 && c < n)
            scatter_entry(nnz, base, col_ptr, filled, positions, csc_row_ind, i, k, c);
    });
}

/* The first pass through the buckets: each entry's position, row and
 * column to a free slot of its bucket, staged as three arrays of nnz. A
 * block counts its entries a bucket in shared memory and takes their
 * slots with one atomic a bucket. */
static __global__ void __launch_bounds__(entry_walk_block) scatter_buckets_kernel(rocsparse_int        m,
                                                                                  rocsparse_int        n,
                                                                                  rocsparse_int        nnz,
                                                                                  rocsparse_index_base base,
                                                                                  const rocsparse_int* row_ptr,
                                                                                  const rocsparse_int* col_ind,
                                                                                  const rocsparse_int* col_ptr,
                                                                                  int                  bucket_shift,
                                                                                  rocsparse_int*       filled,
                                                                                  rocsparse_int*       staged)
{
    __shared__ int           here[scatter_buckets];
    __shared__ rocsparse_int row_of[entry_walk_tile];
    __shared__ rocsparse_int col_of[entry_walk_tile];
    __shared__ int           rank_of[entry_walk_tile];
    rocsparse_int* const     bucket_fill = filled + n + 1;
    const int64_t first = (int64_t)blockIdx.x * entry_walk_tile;
    for(int t = threadIdx.x; t < entry_walk_tile; t += entry_walk_block)
        row_of[t] = -1;
    for(int t = threadIdx.x; t < scatter_buckets; t += entry_walk_block)
        here[t] = 0;
    for_each_entry(m, nnz, base, row_ptr, [&](rocsparse_int i, rocsparse_int k) {
        const int64_t c = (int64_t)col_ind[k] - base;
        if(c < 0 || c >= n)
            return;
        const int t = (int)(k - first);
        row_of[t]   = i;
        col_of[t]   = (rocsparse_int)c;
        rank_of[t]  = atomicAdd(&here[c >> bucket_shift], 1);
    });
    __syncthreads();
    for(int t = threadIdx.x; t < scatter_buckets; t += entry_walk_block)
        if(here[t] > 0)
        {
            const int64_t from = (int64_t)t << bucket_shift;
            here[t] = col_ptr[from < n ? from : n] - base + atomicAdd(&bucket_fill[t], here[t]);
        }
    __syncthreads();
    for(int t = threadIdx.x; t < entry_walk_tile; t += entry_walk_block)
    {
        if(row_of[t] < 0)
            continue;
        const int64_t slot = (int64_t)here[col_of[t] >> bucket_shift] + rank_of[t];
        if(slot < 0 || slot >= nnz)
            continue;
        staged[slot]                   = (rocsparse_int)(first + t);
        staged[(int64_t)nnz + slot]     = row_of[t];
        staged[2 * (int64_t)nnz + slot] = col_of[t];
    }
}

/* The second pass: the staged entries, bucket after bucket, to their
 * columns; as many as the counts saw, a tile of them a block. */
static __global__ void __launch_bounds__(entry_walk_block) scatter_staged_kernel(rocsparse_int        n,
                                                                                  rocsparse_int        nnz,
                                                                                  rocsparse_index_base base,
                                                                                  const rocsparse_int* col_ptr,
                                                                                  const rocsparse_int* staged,
                                                                                  rocsparse_int*       filled,
                                                                                  rocsparse_int*       positions,
                                                                                  rocsparse_int*       csc_row_ind)
{
    const int64_t first = (int64_t)blockIdx.x * entry_walk_tile;
    const int64_t counted = (int64_t)col_ptr[n] - base;
    const int64_t total   = counted < nnz ? counted : nnz;
    const int64_t last  = first + entry_walk_tile < total ? first + entry_walk_tile : total;
    for(int64_t j = first + threadIdx.x; j < last; j += entry_walk_block)
    {
        const int64_t c = staged[2 * (int64_t)nnz + j];
        if(c >= 0 && c < n)
            scatter_entry(nnz, base, col_ptr, filled, positions, csc_row_ind, staged[(int64_t)nnz + j], staged[j], c);
    }
}

/* csc_col_ptr[c] = base + the first sorted entry of column c or after. */
__device__ inline void column_pointer(
    rocsparse_int nnz, rocsparse_index_base base, const rocsparse_int* sorted_col, int64_t c, rocsparse_int* col_ptr)
{
    col_ptr[c] = lower_bound_wide(sorted_col, nnz, c + base) + base;
}

static __global__ void __launch_bounds__(elementwise_block) column_pointers_kernel(rocsparse_int        n,
                                                                                  rocsparse_int        nnz,
                                                                                  rocsparse_index_base base,
                                                                                  const rocsparse_int* sorted_col,
                                                                                  rocsparse_int*       col_ptr)
{
    const int64_t c = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(c <= n)
        column_pointer(nnz, base, sorted_col, c, col_ptr);
}

/* csc_val[j] from the entry at from[j]; positions that no entry filled
 * (only with wrong indices) are clamped. With RADIX, csc_row_ind[j] too,
 * and the column pointers from the sorted columns, in the same launch:
 * their searches wait on memory while the gather streams, where a launch
 * of their own would wait alone. Launch max(nnz, n + 1) threads. */
template <bool RADIX, typename T>
static __global__ void __launch_bounds__(elementwise_block) gather_entries_kernel(rocsparse_int        n,
                                                                                 rocsparse_int        nnz,
                                                                                 rocsparse_index_base base,
                                                                                 const rocsparse_int* from,
                                                                                 const rocsparse_int* rows,
                                                                                 const rocsparse_int* sorted_col,
                                                                                 const T*             csr_val,
                                                                                 rocsparse_int*       csc_row_ind,
                                                                                 rocsparse_int*       csc_col_ptr,
                                                                                 T*                   csc_val)
{
    const int64_t j = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(RADIX && j <= n)
        column_pointer(nnz, base, sorted_col, j, csc_col_ptr);
    if(j >= nnz)
        return;
    rocsparse_int k = from[j];
    k               = k < 0 ? 0 : k >= nnz ? nnz - 1 : k;
    if(RADIX)
        csc_row_ind[j] = rows[k];
    csc_val[j] = csr_val[k];
}

/* RADIX: see gather_entries_kernel; rows, sorted_col and csc_col_ptr are
 * unused without it. */
template <bool RADIX>
static rocsparse_status gather_entries(rocsparse_handle     handle,
                                       precision            prec,
                                       rocsparse_int        n,
                                       rocsparse_int        nnz,
                                       rocsparse_index_base base,
                                       const rocsparse_int* from,
                                       const rocsparse_int* rows,
                                       const rocsparse_int* sorted_col,
                                       const void*          csr_val,
                                       rocsparse_int*       csc_row_ind,
                                       rocsparse_int*       csc_col_ptr,
                                       void*                csc_val)
{
    const rocsparse_int threads = RADIX && n >= nnz ? n + 1 : nnz;
    return dispatch_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        gather_entries_kernel<RADIX, T><<<grid_for(threads, elementwise_block), elementwise_block, 0, handle->stream>>>(
            n, nnz, base, from, rows, sorted_col, static_cast<const T*>(csr_val), csc_row_ind, csc_col_ptr,
            static_cast<T*>(csc_val));
        RETURN_IF_LAUNCH_FAILED();
        return rocsparse_status_success;
    });
}

/* The radix strategy's buffer: sorted columns, each tile's first row,
 * entry rows, positions before and after the sort (numeric only), and the
 * sort's storage. */
struct radix_buffer
{
    rocsparse_int* sorted_col;
    rocsparse_int* tile_row;
    rocsparse_int* rows;
    rocsparse_int* positions;
    rocsparse_int* sorted_positions;
    void*          temp;
    size_t         temp_bytes;
};

static rocsparse_status radix_carve(
    rocsparse_handle handle, rocsparse_int nnz, rocsparse_action action, void* buffer, radix_buffer* out, size_t* total)
{
    const rocsparse_int numeric = action == rocsparse_action_numeric ? nnz : 0;
    buffer_carver       carve(buffer);
    out->sorted_col       = carve.take<rocsparse_int>(nnz);
    out->tile_row         = carve.take<rocsparse_int>(((size_t)nnz + entry_walk_tile - 1) / entry_walk_tile);
    out->rows             = carve.take<rocsparse_int>(nnz);
    out->positions        = carve.take<rocsparse_int>(numeric);
    out->sorted_positions = carve.take<rocsparse_int>(numeric);
    out->temp_bytes       = 0;
    RETURN_IF_HIP_ERROR((primitive_radix_sort_pairs<rocsparse_int, rocsparse_int>(
        NULL, &out->temp_bytes, NULL, NULL, NULL, NULL, nnz, 31, handle->stream)));
    out->temp = carve.take<char>(out->temp_bytes);
    *total    = carve.used();
    return rocsparse_status_success;
}

/* The counting strategy's buffer: per-column counts (then fill cursors)
 * and the buckets' fill cursors after them (one memset clears all), the
 * scan's storage, the positions, and csrsort's buffer, which the buckets'
 * staged entries use before csrsort runs. */
struct counting_buffer
{
    rocsparse_int* counts;
    void*          scan;
    size_t         scan_bytes;
    rocsparse_int* positions;
    void*          sort;
};

/* counts: n + 1 columns, the buckets. */
static size_t counting_cursors(rocsparse_int n)
{
    return (size_t)n + 1 + scatter_buckets;
}

static rocsparse_status counting_carve(
    rocsparse_handle handle, rocsparse_int n, rocsparse_int nnz, void* buffer, counting_buffer* out, size_t* total)
{
    rocsparse_int cols1;
    if(!row_pointer_count(n, &cols1))
        return rocsparse_status_invalid_size;
    size_t           sort_bytes = 0;
    rocsparse_status status     = conversion_scan_bytes(handle, cols1, &out->scan_bytes);
    if(status == rocsparse_status_success && nnz > 0)
        status = csrsort_buffer_bytes(handle, n, nnz, &sort_bytes);
    if(status != rocsparse_status_success)
        return status;
    const size_t staged_bytes = 3 * (size_t)nnz * sizeof(rocsparse_int);
    buffer_carver carve(buffer);
    out->counts    = carve.take<rocsparse_int>(counting_cursors(n));
    out->scan      = carve.take<char>(out->scan_bytes);
    out->positions = carve.take<rocsparse_int>(nnz);
    out->sort      = carve.take<char>(sort_bytes > staged_bytes ? sort_bytes : staged_bytes);
    *total         = carve.used();
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_csr2csc_buffer_size(rocsparse_handle handle,
                                                        rocsparse_int    m,
                                                        rocsparse_int    n,
                                                        rocsparse_int    nnz,
                                                        rocsparse_action action,
                                                        size_t*          buffer_size)
{
    (void)m;
    /* Either strategy may be forced on the call: room for the larger. */
    radix_buffer    radix;
    counting_buffer counting;
    size_t          radix_bytes, counting_bytes;
    rocsparse_status status = radix_carve(handle, nnz, action, NULL, &radix, &radix_bytes);
    if(status == rocsparse_status_success)
        status = counting_carve(handle, n, nnz, NULL, &counting, &counting_bytes);
    if(status == rocsparse_status_success)
        *buffer_size = radix_bytes > counting_bytes ? radix_bytes : counting_bytes;
    return status;
}

static rocsparse_status csr2csc_counting(rocsparse_handle     handle,
                                         bool                 through_buckets,
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
    const hipStream_t stream = handle->stream;
    counting_buffer   b;
    size_t            total;
    rocsparse_status  status = counting_carve(handle, n, nnz, temp_buffer, &b, &total);
    if(status != rocsparse_status_success)
        return status;
    RETURN_IF_HIP_ERROR(hipMemsetAsync(b.counts, 0, counting_cursors(n) * sizeof(rocsparse_int), stream));
    const dim3 tiles = entry_walk_grid(nnz);
    if(nnz > 0)
    {
        count_columns_kernel<<<tiles, entry_walk_block, 0, stream>>>(m, n, nnz, base, csr_row_ptr, csr_col_ind,
                                                                     b.counts);
        RETURN_IF_LAUNCH_FAILED();
    }
    status = conversion_exclusive_scan(handle, b.scan, b.scan_bytes, b.counts, csc_col_ptr, base, n + 1);
    if(status != rocsparse_status_success || nnz == 0)
        return status;
    /* The counts become fill cursors; the buckets' stay cleared. */
    RETURN_IF_HIP_ERROR(hipMemsetAsync(b.counts, 0, ((size_t)n + 1) * sizeof(rocsparse_int), stream));
    if(through_buckets)
    {
        rocsparse_int* const staged       = static_cast<rocsparse_int*>(b.sort);
        const int            columns_bits = key_bits((int64_t)n - 1);
        const int            shift        = columns_bits > 8 ? columns_bits - 8 : 0;
        scatter_buckets_kernel<<<tiles, entry_walk_block, 0, stream>>>(m, n, nnz, base, csr_row_ptr, csr_col_ind,
                                                                       csc_col_ptr, shift, b.counts, staged);
        RETURN_IF_LAUNCH_FAILED();
        scatter_staged_kernel<<<tiles, entry_walk_block, 0, stream>>>(n, nnz, base, csc_col_ptr, staged, b.counts,
                                                                      b.positions, csc_row_ind);
    }
    else
        scatter_columns_kernel<<<tiles, entry_walk_block, 0, stream>>>(
            m, n, nnz, base, csr_row_ptr, csr_col_ind, csc_col_ptr, b.counts, b.positions, csc_row_ind);
    RETURN_IF_LAUNCH_FAILED();
    /* Positions in [0, nnz) as the keys of a csrsort of n rows. */
    status = csrsort_run(handle, n, nnz, nnz, base, csc_col_ptr, b.positions, csc_row_ind, b.sort);
    if(status != rocsparse_status_success || action != rocsparse_action_numeric)
        return status;
    return gather_entries<false>(handle, prec, n, nnz, base, b.positions, NULL, NULL, csr_val, csc_row_ind, NULL,
                                 csc_val);
}

static rocsparse_status csr2csc_radix(rocsparse_handle     handle,
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
    const hipStream_t stream = handle->stream;
    radix_buffer      b;
    size_t            total;
    rocsparse_status  status = radix_carve(handle, nnz, action, temp_buffer, &b, &total);
    if(status != rocsparse_status_success)
        return status;
    const bool numeric = action == rocsparse_action_numeric;
    if(nnz > 0)
    {
        /* Columns lie in [base, n - 1 + base]: keys taken as they are. */
        const int end_bit = key_bits((int64_t)n - 1 + base);
        tile_rows_kernel<<<grid_for(m, elementwise_block), elementwise_block, 0, stream>>>(m, nnz, base, csr_row_ptr,
                                                                                            b.tile_row);
        RETURN_IF_LAUNCH_FAILED();
        const auto entry_rows = numeric ? entry_rows_kernel<true> : entry_rows_kernel<false>;
        entry_rows<<<entry_walk_grid(nnz), entry_walk_block, 0, stream>>>(m, nnz, base, csr_row_ptr, b.tile_row,
                                                                          b.rows, numeric ? b.positions : NULL);
        RETURN_IF_LAUNCH_FAILED();
        RETURN_IF_HIP_ERROR((primitive_radix_sort_pairs<rocsparse_int, rocsparse_int>(
            b.temp, &b.temp_bytes, csr_col_ind, b.sorted_col, numeric ? b.positions : b.rows,
            numeric ? b.sorted_positions : csc_row_ind, nnz, end_bit, stream)));
        RETURN_IF_LAUNCH_FAILED();
    }
    if(!numeric || nnz == 0)
    {
        column_pointers_kernel<<<grid_for(n + 1, elementwise_block), elementwise_block, 0, stream>>>(
            n, nnz, base, b.sorted_col, csc_col_ptr);
        RETURN_IF_LAUNCH_FAILED();
        return rocsparse_status_success;
    }
    return gather_entries<true>(handle, prec, n, nnz, base, b.sorted_positions, b.rows, b.sorted_col, csr_val,
                                csc_row_ind, csc_col_ptr, csc_val);
}

extern "C" rocsparse_status backend_csr2csc(rocsparse_handle     handle,
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
    rocsparse_int cols1;
    if(!row_pointer_count(n, &cols1))
        return rocsparse_status_invalid_size;
    /* counting and buckets differ in the scatter only. */
    const csr2csc_kernel kernel = csr2csc_choose(handle, nnz);
    if(kernel == csr2csc_kernel_radix)
        return csr2csc_radix(handle, prec, m, n, nnz, base, csr_val, csr_row_ptr, csr_col_ind, csc_val, csc_row_ind,
                             csc_col_ptr, action, temp_buffer);
    return csr2csc_counting(handle, kernel == csr2csc_kernel_buckets, prec, m, n, nnz, base, csr_val, csr_row_ptr,
                            csr_col_ind, csc_val, csc_row_ind, csc_col_ptr, action, temp_buffer);
}
