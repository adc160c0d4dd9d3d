/* csrsort (and cscsort, the same call): the column indices of each row
 * sorted in place, stably, with perm carried along. Four strategies
 * (hip_kernel_choice.hpp): tiles of short rows sorted in shared memory,
 * with the longer rows sorted a row a block in shared memory where they fit
 * and all together by one radix sort where not
 * (structural_csrsort_radix.hip), or sorted in chunks and placed by rank,
 * or left to the segmented sort; or every row through the segmented sort. */
#include "hip/hip_csrsort_radix.hpp"
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

/* The chunks strategy (below) works only the tiles that meet a row longer
 * than tile_row_max. The tile kernel finds each tile's rows anyway, so it
 * lists those tiles, one record a tile by an atomic counter: where no row
 * is long (most matrices) the chunks kernels find the list empty and
 * return, instead of a block a tile searching the row pointers. */
struct long_tile
{
    rocsparse_int tile;   /* entries [tile, tile + 1) * tile_entries */
    rocsparse_int lo, hi; /* the rows that may meet it, both included */
    rocsparse_int cut[2]; /* the long rows its edges cut, -1 for none
                           * (written by the sort of the pieces) */
};

__device__ inline void list_long_tile(
    long_tile* long_tiles, int* long_count, rocsparse_int tile, rocsparse_int lo, rocsparse_int hi)
{
    const int j         = atomicAdd(long_count, 1);
    long_tiles[j].tile = tile;
    long_tiles[j].lo   = lo;
    long_tiles[j].hi   = hi;
}

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
 * come before any write (a barrier apart), so the sort is in place.
 * Where long_tiles is not null, the tile is listed there when a long row
 * meets it: one that starts in it, or the row before, which may run in.
 * Where long_rows.control is not null, each long row that starts in the
 * tile is registered there for the radix sort (every row starts in one
 * tile, so each is registered once). */
template <bool PERM>
static __global__ void __launch_bounds__(tile_block) csrsort_tile_kernel(rocsparse_int        m,
                                                                       rocsparse_int        nnz,
                                                                       rocsparse_index_base base,
                                                                       const rocsparse_int* row_ptr,
                                                                       rocsparse_int*       col_ind,
                                                                       rocsparse_int*       perm,
                                                                       long_tile*           long_tiles,
                                                                       int*                 long_count,
                                                                       radix_rows           long_rows)
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
    bool                long_row = false;
    if(long_tiles != nullptr && threadIdx.x == 0 && r0 > 0)
    {
        rocsparse_int b, e;
        clamped_row(row_ptr, r0 - 1, base, nnz, &b, &e);
        long_row = e - b > tile_row_max && e > tile_begin;
    }
    if(r0 >= r1)
    {
        /* Inside one long row, or past the rows. */
        if(long_row)
            list_long_tile(long_tiles, long_count, (rocsparse_int)blockIdx.x, r0 - 1, r0 - 1);
        return;
    }

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
        long_row      = long_row || len > tile_row_max;
        if(len > tile_row_max && long_rows.control != nullptr)
            radix_register_long_row(long_rows, nnz, b, e);
        if(len < 2 || len > tile_row_max || b < s0 || e > s1)
            continue;
        const int code = ((b - s0) << tile_len_bits) | len;
        for(int t = b - s0; t < e - s0; ++t)
            seg[t] = code;
    }
    if(__syncthreads_or(long_row) && long_tiles != nullptr && threadIdx.x == 0)
        list_long_tile(long_tiles, long_count, (rocsparse_int)blockIdx.x, r0 > 0 ? r0 - 1 : 0, r1 - 1);

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

/* The chunks strategy: a row longer than tile_row_max is cut where the
 * tiles of chunk_entries positions cut it. One kernel sorts every piece of
 * a long row inside its tile, in shared memory; a second places each
 * entry of a row that spans several tiles at the row's start plus its
 * rank: its place in its own sorted piece plus, in every other piece of
 * the row (sorted by then), the entries with a smaller column, or an
 * equal one in an earlier piece. Why not the alternatives:
 * - the segmented sort gives a segment one block, so the longest row
 *   holds one block for all its passes over memory while the GPU idles;
 * - the primitive layer's radix sort of packed (row slot, column) keys
 *   would need the count of entries in long rows, which only the device
 *   knows: sorting all nnz entries costs as much as coosort, and asking
 *   the host would synchronize (the radix strategy sorts them with a sort
 *   of its own, which reads that count on the device);
 * - a block a row in shared memory cannot hold rows of tens of thousands.
 * Here every block has at most chunk_entries entries to sort, and a row
 * of L entries costs each of its L / chunk_entries blocks L entries of
 * loads and binary searches in shared memory: the longest rows stay
 * short beside a pass over the matrix. Pieces of rows of one tile sort
 * together: their keys carry the piece's place in the tile above the
 * column and the entry's place below, so the sort (a bitonic network,
 * the same on wavefronts of any width) keeps each piece where it is, is
 * stable, and leaves other entries in place.
 * Both kernels take their tiles from the tile kernel's list (long_tile),
 * chunk_grid_max blocks at most each taking every gridDim.x-th record: the
 * grid's size cannot depend on the list's length, which only the device
 * knows, and an empty list then costs two launches of blocks that return
 * at once. */
constexpr int      chunk_entries  = entry_walk_tile;
constexpr int      chunk_block    = entry_walk_block;
constexpr int      chunk_idx_bits = 11;
constexpr int      chunk_per_lane = chunk_entries / chunk_block;
constexpr int      chunk_long_max = 32; /* long rows that meet a tile: at most 17 */
constexpr int      chunk_grid_max = 1024;
constexpr uint64_t chunk_no_entry = ~(uint64_t)0;
static_assert(chunk_entries == 1 << chunk_idx_bits, "a place in the tile takes chunk_idx_bits");
static_assert(chunk_entries == tile_entries, "the tile kernel lists the chunks' tiles");

enum chunk_kind : unsigned char
{
    chunk_other,
    chunk_whole_row,
    chunk_row_piece
};

/* Entries of a[0, n) (ascending) below key, or not above it. */
__device__ inline int count_before(const uint32_t* a, int n, uint32_t key, bool or_equal)
{
    int lo = 0, hi = n;
    while(lo < hi)
    {
        const int  mid  = (lo + hi) / 2;
        const bool left = or_equal ? a[mid] <= key : a[mid] < key;
        lo              = left ? mid + 1 : lo;
        hi              = left ? hi : mid;
    }
    return lo;
}

/* Sorts the pieces of the long rows in each listed tile and records the
 * rows its edges cut (long_tile::cut) for the placing kernel. */
template <bool PERM>
static __global__ void __launch_bounds__(chunk_block) long_chunks_sort_kernel(rocsparse_int        m,
                                                                            rocsparse_int        nnz,
                                                                            rocsparse_index_base base,
                                                                            const rocsparse_int* row_ptr,
                                                                            int                  key_bits,
                                                                            uint32_t             key_mask,
                                                                            const int*           long_count,
                                                                            long_tile*           long_tiles,
                                                                            rocsparse_int*       col_ind,
                                                                            rocsparse_int*       perm,
                                                                            rocsparse_int*       part_col,
                                                                            rocsparse_int*       part_perm)
{
    __shared__ uint64_t      order[chunk_entries];
    __shared__ rocsparse_int cols[chunk_entries];
    __shared__ rocsparse_int vals[PERM ? chunk_entries : 1];
    __shared__ unsigned char kind[chunk_entries];
    __shared__ rocsparse_int longs[chunk_long_max];
    __shared__ int           long_rows;

    const int tiles = *long_count;
    for(int j = blockIdx.x; j < tiles; j += gridDim.x)
    {
        const int64_t first = (int64_t)long_tiles[j].tile * chunk_entries;
        const int64_t lo    = long_tiles[j].lo;
        const int64_t hi    = long_tiles[j].hi < m ? long_tiles[j].hi : m - 1;
        const int     count = (int)(nnz - first < chunk_entries ? nnz - first : chunk_entries);
        /* The previous record's readers are done with the shared arrays. */
        __syncthreads();
        if(threadIdx.x == 0)
            long_rows = 0;
        __syncthreads();
        for(int64_t r = (lo < 0 ? 0 : lo) + threadIdx.x; r <= hi; r += chunk_block)
        {
            rocsparse_int b, e;
            clamped_row(row_ptr, r, base, nnz, &b, &e);
            if(e - b > tile_row_max && b < first + count && e > first)
            {
                const int slot = atomicAdd(&long_rows, 1);
                if(slot < chunk_long_max)
                    longs[slot] = (rocsparse_int)r;
            }
        }
        __syncthreads();
        const int listed = long_rows < chunk_long_max ? long_rows : chunk_long_max;
        if(threadIdx.x == 0)
        {
            /* Only the first and the last long row can reach past the tile. */
            int cuts = 0;
            for(int l = 0; l < listed; ++l)
            {
                rocsparse_int b, e;
                clamped_row(row_ptr, longs[l], base, nnz, &b, &e);
                if((b < first || e > first + count) && cuts < 2)
                    long_tiles[j].cut[cuts++] = longs[l];
            }
            for(; cuts < 2; ++cuts)
                long_tiles[j].cut[cuts] = -1;
        }
        if(listed == 0)
            continue;

        /* Entries outside long rows keep their places (see above). */
        const int place_shift = key_bits + chunk_idx_bits;
        for(int t = threadIdx.x; t < chunk_entries; t += chunk_block)
        {
            order[t] = t < count ? ((uint64_t)t << place_shift) | (uint64_t)t : chunk_no_entry;
            kind[t]  = chunk_other;
        }
        __syncthreads();
        for(int l = 0; l < listed; ++l)
        {
            rocsparse_int b, e;
            clamped_row(row_ptr, longs[l], base, nnz, &b, &e);
            const int  pb    = (int)((b > first ? b : first) - first);
            const int  pe    = (int)((e < first + count ? e : first + count) - first);
            const bool whole = b >= first && e <= first + count;
            for(int t = pb + threadIdx.x; t < pe; t += chunk_block)
            {
                const rocsparse_int c = col_ind[first + t];
                cols[t]               = c;
                if(PERM)
                    vals[t] = perm[first + t];
                order[t] = ((uint64_t)pb << place_shift)
                           | ((uint64_t)((uint32_t)c & key_mask) << chunk_idx_bits) | (uint64_t)t;
                kind[t] = whole ? chunk_whole_row : chunk_row_piece;
            }
        }
        __syncthreads();

        block_bitonic_sort<chunk_block>(order, chunk_entries);

        /* A whole row is done; pieces wait for the placing kernel. */
        for(int t = threadIdx.x; t < count; t += chunk_block)
        {
            const int src = (int)(order[t] & (chunk_entries - 1));
            if(kind[src] == chunk_other)
                continue;
            rocsparse_int* to_col  = kind[src] == chunk_whole_row ? col_ind : part_col;
            rocsparse_int* to_perm = kind[src] == chunk_whole_row ? perm : part_perm;
            to_col[first + t]      = cols[src];
            if(PERM)
                to_perm[first + t] = vals[src];
        }
    }
}

/* Places the entries of the long rows that each listed tile's edges cut
 * (see above), from the pieces sorted in part_col and part_perm. */
template <bool PERM>
static __global__ void __launch_bounds__(chunk_block) long_chunks_place_kernel(rocsparse_int        m,
                                                                             rocsparse_int        nnz,
                                                                             rocsparse_index_base base,
                                                                             const rocsparse_int* row_ptr,
                                                                             uint32_t             key_mask,
                                                                             const int*           long_count,
                                                                             const long_tile*     long_tiles,
                                                                             const rocsparse_int* part_col,
                                                                             const rocsparse_int* part_perm,
                                                                             rocsparse_int*       col_ind,
                                                                             rocsparse_int*       perm)
{
    __shared__ uint32_t other[chunk_entries];
    const int           tiles = *long_count;
    for(int j = blockIdx.x; j < tiles; j += gridDim.x)
        for(int side = 0; side < 2; ++side)
        {
            const int64_t first = (int64_t)long_tiles[j].tile * chunk_entries;
            const int64_t end   = nnz - first < chunk_entries ? nnz : first + chunk_entries;
            const int64_t r     = long_tiles[j].cut[side];
            if(r < 0 || r >= m)
                continue;
            rocsparse_int b, e;
            clamped_row(row_ptr, r, base, nnz, &b, &e);
            if(e - b <= tile_row_max || (b >= first && e <= end))
                continue;
            const int64_t pb = b > first ? b : first;
            const int64_t pe = e < end ? e : end;
            uint32_t      key[chunk_per_lane];
            int64_t       rank[chunk_per_lane];
            for(int s = 0; s < chunk_per_lane; ++s)
            {
                const int64_t t = pb + threadIdx.x + (int64_t)s * chunk_block;
                key[s]          = t < pe ? (uint32_t)part_col[t] & key_mask : 0;
                rank[s]         = t - pb;
            }
            for(int64_t c0 = (int64_t)b / chunk_entries * chunk_entries; c0 < e; c0 += chunk_entries)
            {
                if(c0 == first)
                    continue;
                const int64_t qb = b > c0 ? b : c0;
                const int64_t qe = e < c0 + chunk_entries ? e : c0 + chunk_entries;
                __syncthreads();
                for(int64_t t = qb + threadIdx.x; t < qe; t += chunk_block)
                    other[t - qb] = (uint32_t)part_col[t] & key_mask;
                __syncthreads();
                for(int s = 0; s < chunk_per_lane; ++s)
                    rank[s] += count_before(other, (int)(qe - qb), key[s], c0 < first);
            }
            for(int s = 0; s < chunk_per_lane; ++s)
            {
                const int64_t t   = pb + threadIdx.x + (int64_t)s * chunk_block;
                const int64_t dst = b + rank[s];
                if(t >= pe || dst >= e)
                    continue;
                col_ind[dst] = part_col[t];
                if(PERM)
                    perm[dst] = part_perm[t];
            }
            __syncthreads();
        }
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
 * them), the chunks' list of tiles and its counter, the sorted segments
 * (or pieces), the segmented sort's storage. */
struct csrsort_buffer
{
    int*           slot_data;
    int*           long_count;
    long_tile*     long_tiles;
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
    out->long_count  = carve.take<int>(1);
    out->long_tiles  = carve.take<long_tile>(entry_walk_grid(nnz).x);
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

/* The radix strategy's pieces (hip_csrsort_radix.hpp), carved from the
 * buffer's start instead of the others: slots for the rows longer than
 * tile_row_max. */
static size_t csrsort_radix_carve(rocsparse_int m, rocsparse_int nnz, void* buffer, radix_buffer* out)
{
    buffer_carver carve(buffer);
    radix_carve(carve, csrsort_slots(m, nnz, tile_row_max), nnz, out);
    return carve.used();
}

rocsparse_status csrsort_buffer_bytes(rocsparse_handle handle, rocsparse_int m, rocsparse_int nnz, size_t* bytes)
{
    radix_buffer radix;
    *bytes = csrsort_radix_carve(m, nnz, NULL, &radix);
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

/* The chunks strategy's two kernels over the tile kernel's list, pieces
 * sorted in the buffer's sorted arrays. */
template <bool PERM>
static rocsparse_status long_chunks(hipStream_t           stream,
                                    rocsparse_int         m,
                                    rocsparse_int         nnz,
                                    rocsparse_index_base  base,
                                    const rocsparse_int*  row_ptr,
                                    int                   end_bit,
                                    rocsparse_int*        col_ind,
                                    rocsparse_int*        perm,
                                    const csrsort_buffer& b)
{
    const uint32_t mask = end_bit >= 32 ? ~0u : (1u << end_bit) - 1;
    const unsigned tiles = entry_walk_grid(nnz).x;
    const dim3     grid(tiles < chunk_grid_max ? tiles : chunk_grid_max);
    long_chunks_sort_kernel<PERM><<<grid, chunk_block, 0, stream>>>(
        m, nnz, base, row_ptr, end_bit, mask, b.long_count, b.long_tiles, col_ind, perm, b.sorted_col, b.sorted_perm);
    long_chunks_place_kernel<PERM><<<grid, chunk_block, 0, stream>>>(
        m, nnz, base, row_ptr, mask, b.long_count, b.long_tiles, b.sorted_col, b.sorted_perm, col_ind, perm);
    RETURN_IF_LAUNCH_FAILED();
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
    csrsort_buffer       b     = {};
    radix_buffer         radix = {};
    size_t               total;
    if(kernel == csrsort_kernel_radix)
        csrsort_radix_carve(m, nnz, temp_buffer, &radix);
    else
    {
        const rocsparse_status carved = csrsort_carve(handle, slots, nnz, temp_buffer, &b, &total);
        if(carved != rocsparse_status_success)
            return carved;
    }

    if(kernel != csrsort_kernel_segmented)
    {
        /* Only the chunks take the list of tiles with long rows, only the
         * radix sort the registry of long rows (none where no row can be
         * long). */
        long_tile* const long_tiles = kernel == csrsort_kernel_chunks ? b.long_tiles : nullptr;
        int* const       long_count = kernel == csrsort_kernel_chunks ? b.long_count : nullptr;
        radix_rows       long_rows  = {};
        if(kernel == csrsort_kernel_radix && slots > 0)
            long_rows = radix.rows;
        if(long_tiles != nullptr)
            RETURN_IF_HIP_ERROR(hipMemsetAsync(long_count, 0, sizeof(int), stream));
        if(long_rows.control != nullptr)
            RETURN_IF_HIP_ERROR(hipMemsetAsync(long_rows.control, 0, sizeof(radix_control), stream));
        const dim3 grid((unsigned)(((int64_t)nnz - 1) / tile_entries + 1));
        if(perm != NULL)
            csrsort_tile_kernel<true><<<grid, tile_block, 0, stream>>>(m, nnz, base, row_ptr, col_ind, perm, long_tiles,
                                                                      long_count, long_rows);
        else
            csrsort_tile_kernel<false><<<grid, tile_block, 0, stream>>>(m, nnz, base, row_ptr, col_ind, perm,
                                                                       long_tiles, long_count, long_rows);
        RETURN_IF_LAUNCH_FAILED();
    }
    /* No row can be longer than long_min: the tiles did everything. */
    if(slots == 0)
        return rocsparse_status_success;
    /* Keys in [base, n - 1 + base]: their bits, unsigned, keep their order. */
    const int end_bit = key_bits((int64_t)n - 1 + base);
    if(kernel == csrsort_kernel_radix)
        return radix_sort_long_rows(stream, nnz, end_bit, radix, col_ind, perm);
    if(kernel == csrsort_kernel_chunks)
    {
        if(perm != NULL)
            return long_chunks<true>(stream, m, nnz, base, row_ptr, end_bit, col_ind, perm, b);
        return long_chunks<false>(stream, m, nnz, base, row_ptr, end_bit, col_ind, perm, b);
    }

    int* const taken     = b.slot_data;
    int* const seg_begin = b.slot_data + 1;
    int* const seg_end   = seg_begin + slots;
    RETURN_IF_HIP_ERROR(hipMemsetAsync(b.slot_data, 0, (1 + 2 * (size_t)slots) * sizeof(int), stream));
    long_row_segments_kernel<<<grid_for(m, elementwise_block), elementwise_block, 0, stream>>>(
        m, nnz, base, row_ptr, long_min, slots, taken, seg_begin, seg_end);
    RETURN_IF_LAUNCH_FAILED();
    /* Segmented sorts look at the key bits the columns need (rocPRIM). */
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
