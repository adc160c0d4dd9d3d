/* csrsort's radix strategy (hip_csrsort_radix.hpp): the rows that the tile
 * kernel registered. Each medium row is sorted by one block in shared
 * memory; the long rows are sorted together by one stable least-
 * significant-digit radix sort of 64-bit keys, each entry's slot (its
 * row's place among the long rows) above its column, over the bits those
 * take. Medium rows kept out of the radix sort cost it no passes: a row a
 * tile would otherwise go through every pass with the rest.
 *
 * Only the device knows how many rows and entries there are, so the sort
 * is one launch that reads those counts itself: its blocks take tickets in
 * order (the tiles that count the digits of every pass, then each pass's
 * tiles), so a block only ever waits for work of smaller tickets, which
 * blocks already running hold: no wait can deadlock, whatever number of
 * blocks the device runs at once. A launch a pass would instead cost every
 * matrix without long rows several empty launches; this one returns at
 * once. A pass's tiles cannot start before the phase before is done, so
 * the medium rows, which wait for nothing, are dealt out in runs between
 * the phases: blocks that would wait for the last tiles of a phase sort
 * them meanwhile.
 *
 * A pass is a stable counting sort on one 8-bit digit: a tile's entries are
 * ranked among themselves in shared memory, and each digit's run starts at
 * that digit's start in the whole pass (from the counts of the first tiles)
 * plus the digit's entries in the tiles before, which the tile finds by
 * looking back at the counts those tiles publish (their own, or their own
 * plus all before them, whichever is there yet).
 *
 * The first pass reads the entries in their rows, the last writes each one
 * back into its row: no copy of the packed entries is made before or after,
 * and a pass never reads what it writes. */
#include "hip/hip_csrsort_radix.hpp"
#include "hip/hip_syncfree.hpp"

/* A thread per digit where the tile's counts are combined. */
constexpr int radix_block = radix_digits;
/* Wavefronts of a block at the narrowest width (32). */
constexpr int radix_waves_max = radix_block / 32;
/* Blocks of the launch: they take tickets until none is left, so more
 * than the device holds at once would only start late and find none. */
constexpr int radix_grid_max = 1024;

/* A tile's published count of one digit: a pass tag (the pass plus one, so
 * that the zero of a cleared word and the counts of the pass before read
 * as "not yet") and whether the count is the tile's own or includes every
 * tile before it. */
constexpr unsigned radix_own       = 1;
constexpr unsigned radix_inclusive = 2;

__device__ inline unsigned long long radix_status(int pass, unsigned kind, int count)
{
    return ((unsigned long long)(((unsigned)(pass + 1) << 2) | kind) << 32) | (unsigned)count;
}

typedef unsigned long long radix_key;

/* What every block derives from the registry: the medium rows, the long
 * rows and their entries, the tiles a phase has, the passes, and the bits
 * the passes sort. */
struct radix_shape
{
    int       medium, rows, entries, tiles, passes;
    radix_key sorted;
};

__device__ inline radix_shape radix_shape_of(const radix_control* control, int col_bits)
{
    /* Written by the tile kernel, an earlier launch; after an overrun
     * (radix_register_long_row) nothing is sorted. */
    const bool               overrun = control->overrun != 0;
    const unsigned long long taken   = overrun ? 0ull : control->taken;
    radix_shape              s;
    s.medium  = overrun ? 0 : control->medium;
    s.rows    = (int)(taken >> 32);
    s.entries = (int)(taken & 0xffffffffull);
    s.tiles   = (int)(((int64_t)s.entries + radix_tile - 1) / radix_tile);
    /* The slot takes the bits of rows - 1; two passes at least, so that the
     * first (which reads the rows) and the last (which writes them) are
     * never one pass. */
    const int slot_bits = s.rows > 1 ? 32 - __clz(s.rows - 1) : 0;
    const int bits      = col_bits + slot_bits;
    const int passes    = (bits + radix_digit_bits - 1) / radix_digit_bits;
    s.passes            = passes < 2 ? 2 : passes;
    s.sorted            = (1ull << bits) - 1;
    return s;
}

/* The key of a column in slot `slot`: the column's low col_bits bits, the
 * slot above them, and the column's other bits (zero for a column in
 * range) above all, where no pass looks, so that a column out of range
 * comes back unchanged, somewhere in its row. */
__device__ inline uint32_t radix_low_mask(int col_bits)
{
    return (1u << col_bits) - 1;
}

__device__ inline radix_key radix_pack(rocsparse_int col, int slot, int col_bits)
{
    const uint32_t c   = (uint32_t)col;
    const uint32_t low = radix_low_mask(col_bits);
    return ((radix_key)(c & ~low) << 32) | ((radix_key)(uint32_t)slot << col_bits) | (radix_key)(c & low);
}

__device__ inline rocsparse_int radix_column(radix_key key, int col_bits)
{
    const uint32_t low = radix_low_mask(col_bits);
    return (rocsparse_int)(((uint32_t)(key >> 32) & ~low) | ((uint32_t)key & low));
}

__device__ inline int radix_slot(radix_key key, int col_bits, const radix_shape& s)
{
    return (int)((key & s.sorted) >> col_bits);
}

__device__ inline int radix_digit(radix_key key, int pass, const radix_shape& s)
{
    return (int)(((key & s.sorted) >> (pass * radix_digit_bits)) & (radix_digits - 1));
}

/* The last slot in [lo, hi] whose packed entries start at or before j. */
__device__ inline int radix_slot_of(const rocsparse_int* packed_begin, int lo, int hi, int64_t j)
{
    while(lo < hi)
    {
        const int mid = lo + (hi - lo + 1) / 2;
        if(packed_begin[mid] <= j)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

/* Shared memory of a block: the tile's keys and values in their ranked
 * order (or a medium row's keys in its network, and its perm values as
 * they were), the digit counts (per pass while counting, per wavefront
 * while ranking), the starts of each digit, and the scan's scratch. */
template <bool PERM>
struct radix_shared
{
    radix_key     keys[radix_tile];
    rocsparse_int vals[PERM ? radix_tile : 1];
    int           counts[(radix_passes_max > radix_waves_max ? radix_passes_max : radix_waves_max) * radix_digits];
    int           digit_base[radix_digits];
    int           local_start[radix_digits];
    int           global_start[radix_digits];
    int           scratch[radix_block];
    int           slot_range[2];
    int           ticket;
};

/* Medium row k sorted by the block: a bitonic network over its entries in
 * shared memory, each key the column (sign bit flipped, so that unsigned
 * order is the columns' order) above the entry's place in the row. The
 * places make the keys distinct, so the network's order is the stable
 * one, and they say where each entry's perm value was. Keys above every
 * real one fill the network up to a power of two. */
template <bool PERM>
__device__ void radix_medium_row(
    const radix_rows& rows, int k, rocsparse_int* col_ind, rocsparse_int* perm, radix_shared<PERM>& sh)
{
    const rocsparse_int b    = rows.medium_begin[k];
    const int           len  = rows.medium_end[k] - b;
    const int           size = 1 << (32 - __clz(len - 1));
    const uint32_t      flip = 0x80000000u;
    for(int t = threadIdx.x; t < size; t += radix_block)
    {
        radix_key key = ~0ull;
        if(t < len)
        {
            key = ((radix_key)((uint32_t)col_ind[b + t] ^ flip) << 32) | (uint32_t)t;
            if(PERM)
                sh.vals[t] = perm[b + t];
        }
        sh.keys[t] = key;
    }
    __syncthreads();
    block_bitonic_sort<radix_block>(sh.keys, size);
    for(int t = threadIdx.x; t < len; t += radix_block)
    {
        const radix_key key = sh.keys[t];
        col_ind[b + t]      = (rocsparse_int)((uint32_t)(key >> 32) ^ flip);
        if(PERM)
            perm[b + t] = sh.vals[(uint32_t)key];
    }
}

/* Exclusive sum of v over the block's threads; every thread calls. */
__device__ inline int radix_exclusive_sum(int v, int* scratch)
{
    scratch[threadIdx.x] = v;
    __syncthreads();
    for(int step = 1; step < radix_block; step *= 2)
    {
        const int left = threadIdx.x >= (unsigned)step ? scratch[threadIdx.x - step] : 0;
        __syncthreads();
        scratch[threadIdx.x] += left;
        __syncthreads();
    }
    const int before = scratch[threadIdx.x] - v;
    /* The scratch is free again for the next call. */
    __syncthreads();
    return before;
}

/* Thread 0 finds the slots of the tile's first and last entries, so that
 * each entry then searches only among the few rows the tile meets. */
template <bool PERM>
__device__ inline void radix_tile_slots(const radix_rows& rows, const radix_shape& s, int tile, radix_shared<PERM>& sh)
{
    if(threadIdx.x != 0)
        return;
    const int64_t first = (int64_t)tile * radix_tile;
    const int64_t last  = first + radix_tile < s.entries ? first + radix_tile - 1 : (int64_t)s.entries - 1;
    const int     lo    = radix_slot_of(rows.packed_begin, 0, s.rows - 1, first);
    sh.slot_range[0]    = lo;
    sh.slot_range[1]    = radix_slot_of(rows.packed_begin, lo, s.rows - 1, last);
}

/* Packed entry j (of slot `slot`) where it lies in its row. */
__device__ inline int64_t radix_row_position(const radix_rows& rows, int slot, int64_t j)
{
    return (int64_t)rows.row_begin[slot] + (j - rows.packed_begin[slot]);
}

/* Marks a tile of a phase done, after all its writes: every thread's
 * fence, the barrier, and a fence of the thread that counts, which orders
 * the whole block's writes (through the barrier) before the count. */
__device__ inline void radix_tile_done(radix_control* control, int phase)
{
    __threadfence();
    __syncthreads();
    if(threadIdx.x == 0)
    {
        __threadfence();
        atomicAdd(&control->done[phase], 1);
    }
}

/* Waits until every tile of a phase is done (thread 0 polls, the block
 * follows it through the barrier). */
__device__ inline void radix_wait_phase(radix_control* control, int phase, int tiles)
{
    if(threadIdx.x == 0)
        while(load_acquire(&control->done[phase]) < tiles)
        {
        }
    __syncthreads();
}

/* The first phase, a tile at a time: the digits of every pass counted in
 * shared memory, then added to the pass's counts; and the tile's published
 * counts cleared for the passes (a word left by an earlier call could
 * carry the same pass tag). A thread counts consecutive entries, which
 * mostly share a slot, so its runs of one digit take one atomic each. */
template <bool PERM>
__device__ void radix_count_tile(const radix_rows&    rows,
                                 const radix_shape&   s,
                                 int                  tile,
                                 int                  col_bits,
                                 const rocsparse_int* col_ind,
                                 unsigned long long*  status,
                                 radix_shared<PERM>&  sh)
{
    status[(size_t)tile * radix_digits + threadIdx.x] = 0;
    for(int i = threadIdx.x; i < s.passes * radix_digits; i += radix_block)
        sh.counts[i] = 0;
    radix_tile_slots(rows, s, tile, sh);
    __syncthreads();

    const int64_t first = (int64_t)tile * radix_tile + (int64_t)threadIdx.x * radix_items;
    radix_key     keys[radix_items];
    int           slot = first < s.entries ? radix_slot_of(rows.packed_begin, sh.slot_range[0], sh.slot_range[1], first)
                                           : 0;
#pragma unroll
    for(int i = 0; i < radix_items; ++i)
    {
        const int64_t j = first + i;
        keys[i]         = 0;
        if(j >= s.entries)
            continue;
        while(slot + 1 < s.rows && rows.packed_begin[slot + 1] <= j)
            ++slot;
        keys[i] = radix_pack(col_ind[radix_row_position(rows, slot, j)], slot, col_bits);
    }
    const int mine = first >= s.entries ? 0 : s.entries - first < radix_items ? (int)(s.entries - first) : radix_items;
    for(int pass = 0; pass < s.passes; ++pass)
    {
        int* const counts = sh.counts + pass * radix_digits;
        int        run    = 0;
        int        digit  = 0;
#pragma unroll
        for(int i = 0; i < radix_items; ++i)
        {
            if(i >= mine)
                break;
            const int d = radix_digit(keys[i], pass, s);
            if(run > 0 && d != digit)
            {
                atomicAdd(&counts[digit], run);
                run = 0;
            }
            digit = d;
            ++run;
        }
        if(run > 0)
            atomicAdd(&counts[digit], run);
    }
    __syncthreads();
    for(int i = threadIdx.x; i < s.passes * radix_digits; i += radix_block)
        if(sh.counts[i] != 0)
            atomicAdd(&rows.control->hist[i], sh.counts[i]);
    radix_tile_done(rows.control, 0);
}

/* Thread d's look-back for digit d of tile `tile`: publishes the tile's own
 * count, sums the counts of the tiles before until one that includes all
 * before it, publishes the tile's inclusive count, and returns the sum. */
__device__ inline int radix_look_back(unsigned long long* status, int pass, int tile, int own)
{
    unsigned long long* const mine = status + (size_t)tile * radix_digits + threadIdx.x;
    if(tile == 0)
    {
        store_relaxed(mine, radix_status(pass, radix_inclusive, own));
        return 0;
    }
    store_relaxed(mine, radix_status(pass, radix_own, own));
    const unsigned tag    = (unsigned)(pass + 1);
    int            before = 0;
    for(int prev = tile - 1;;)
    {
        const unsigned long long word = load_relaxed(status + (size_t)prev * radix_digits + threadIdx.x);
        const unsigned           high = (unsigned)(word >> 32);
        if(high >> 2 != tag)
            continue;
        before += (int)(unsigned)word;
        if((high & 3) == radix_inclusive)
            break;
        --prev;
    }
    store_relaxed(mine, radix_status(pass, radix_inclusive, before + own));
    return before;
}

/* One tile of one pass. The tile's entries are ranked stably among
 * themselves: wavefront w takes entries [w, w + 1) * radix_items * W in
 * rounds of W (its width), lane order within a round; the lanes of a round
 * with the same digit find each other by ballots over the digit's bits
 * (any width), and the lowest of them adds them to the wavefront's count of
 * the digit. */
template <bool PERM>
__device__ void radix_pass_tile(const radix_rows&    rows,
                                const radix_shape&   s,
                                int                  pass,
                                int                  tile,
                                int                  col_bits,
                                unsigned long long*  status,
                                const radix_key*     keys_in,
                                const rocsparse_int* vals_in,
                                radix_key*           keys_out,
                                rocsparse_int*       vals_out,
                                rocsparse_int*       col_ind,
                                rocsparse_int*       perm,
                                int&                 based_pass,
                                radix_shared<PERM>&  sh)
{
    const int d     = threadIdx.x;
    const int width = warpSize;
    const int wave  = threadIdx.x / width;
    const int lane  = threadIdx.x % width;
    const int waves = radix_block / width;

    radix_wait_phase(rows.control, pass, s.tiles);
    /* The digit's start over the whole pass, unless this block's last tile
     * was of the same pass. */
    if(based_pass != pass)
    {
        sh.digit_base[d] = radix_exclusive_sum(load_relaxed(&rows.control->hist[pass * radix_digits + d]), sh.scratch);
        based_pass       = pass;
    }
    for(int i = threadIdx.x; i < waves * radix_digits; i += radix_block)
        sh.counts[i] = 0;
    if(pass == 0)
        radix_tile_slots(rows, s, tile, sh);
    __syncthreads();

    const int64_t   first    = (int64_t)tile * radix_tile;
    const int       in_tile  = s.entries - first < radix_tile ? (int)(s.entries - first) : radix_tile;
    const uint64_t  below    = ((uint64_t)1 << lane) - 1;
    int* const      counts   = sh.counts + wave * radix_digits;
    radix_key       keys[radix_items];
    rocsparse_int   vals[radix_items];
    int             ranks[radix_items];
    /* Every item loaded before any is ranked, so that a thread's loads
     * overlap instead of each waiting behind the ranking of the one
     * before. */
#pragma unroll
    for(int i = 0; i < radix_items; ++i)
    {
        const int t = (wave * radix_items + i) * width + lane;
        keys[i]     = 0;
        vals[i]     = 0;
        if(t < in_tile && pass == 0)
        {
            const int     slot = radix_slot_of(rows.packed_begin, sh.slot_range[0], sh.slot_range[1], first + t);
            const int64_t at   = radix_row_position(rows, slot, first + t);
            keys[i]            = radix_pack(col_ind[at], slot, col_bits);
            if(PERM)
                vals[i] = perm[at];
        }
        else if(t < in_tile)
        {
            keys[i] = load_published(keys_in + first + t);
            if(PERM)
                vals[i] = load_published(vals_in + first + t);
        }
    }
#pragma unroll
    for(int i = 0; i < radix_items; ++i)
    {
        const int  t     = (wave * radix_items + i) * width + lane;
        const bool valid = t < in_tile;
        const int  digit = radix_digit(keys[i], pass, s);
        uint64_t   peers = lanes_where(valid);
#pragma unroll
        for(int bit = 0; bit < radix_digit_bits; ++bit)
        {
            const bool     set  = (digit >> bit) & 1;
            const uint64_t with = lanes_where(set);
            peers &= set ? with : ~with;
        }
        const int leader = valid ? __ffsll((unsigned long long)peers) - 1 : lane;
        int       seen   = 0;
        if(valid && lane == leader)
            seen = atomicAdd(&counts[digit], __popcll((unsigned long long)peers));
        seen     = __shfl(seen, leader, width);
        ranks[i] = seen + __popcll((unsigned long long)(peers & below));
    }
    __syncthreads();

    /* Digit d: its entries in the wavefronts before each one, and the tile's. */
    int own = 0;
    for(int w = 0; w < waves; ++w)
    {
        const int c                   = sh.counts[w * radix_digits + d];
        sh.counts[w * radix_digits + d] = own;
        own += c;
    }
    sh.local_start[d]  = radix_exclusive_sum(own, sh.scratch);
    sh.global_start[d] = sh.digit_base[d] + radix_look_back(status, pass, tile, own);
    __syncthreads();

#pragma unroll
    for(int i = 0; i < radix_items; ++i)
    {
        const int t = (wave * radix_items + i) * width + lane;
        if(t >= in_tile)
            continue;
        const int digit = radix_digit(keys[i], pass, s);
        const int at    = sh.local_start[digit] + counts[digit] + ranks[i];
        sh.keys[at]     = keys[i];
        if(PERM)
            sh.vals[at] = vals[i];
    }
    __syncthreads();

    /* Ranked entries, each digit's run to its place: consecutive threads
     * write consecutive places. The last pass writes into the rows; the
     * checks keep every write inside the entry's row and the arrays. */
    const bool last = pass == s.passes - 1;
    for(int t = threadIdx.x; t < in_tile; t += radix_block)
    {
        const radix_key key   = sh.keys[t];
        const int       digit = radix_digit(key, pass, s);
        const int64_t   dest  = (int64_t)sh.global_start[digit] + (t - sh.local_start[digit]);
        if(!last)
        {
            if(dest < s.entries)
            {
                keys_out[dest] = key;
                if(PERM)
                    vals_out[dest] = sh.vals[t];
            }
            continue;
        }
        const int     slot  = radix_slot(key, col_bits, s);
        const int64_t begin = rows.packed_begin[slot];
        const int64_t end   = slot + 1 < s.rows ? rows.packed_begin[slot + 1] : s.entries;
        if(dest < begin || dest >= end)
            continue;
        const int64_t at = radix_row_position(rows, slot, dest);
        col_ind[at]      = radix_column(key, col_bits);
        if(PERM)
            perm[at] = sh.vals[t];
    }
    radix_tile_done(rows.control, pass + 1);
}

/* The whole sort: the first tiles tickets count, then run tickets sort
 * medium rows, then come pass 0's tiles and the next run, and so on to the
 * last pass's tiles; tickets of a run past the last medium row do
 * nothing. Pass p reads the rows (p = 0) or keys[(p - 1) % 2], and writes
 * keys[p % 2] or, the last, the rows. */
template <bool PERM>
static __global__ void __launch_bounds__(radix_block) radix_long_rows_kernel(int                 col_bits,
                                                                             radix_rows          rows,
                                                                             unsigned long long* status,
                                                                             radix_key*          keys0,
                                                                             radix_key*          keys1,
                                                                             rocsparse_int*      vals0,
                                                                             rocsparse_int*      vals1,
                                                                             rocsparse_int*      col_ind,
                                                                             rocsparse_int*      perm)
{
    __shared__ radix_shared<PERM> sh;
    const radix_shape             s          = radix_shape_of(rows.control, col_bits);
    const int                     run        = (s.medium + s.passes - 1) / s.passes;
    const int                     stride     = s.tiles + run;
    const int                     tickets    = s.passes * stride + s.tiles;
    int                           based_pass = -1;
    if(s.medium == 0 && s.tiles == 0)
        return;
    for(;;)
    {
        if(threadIdx.x == 0)
            sh.ticket = atomicAdd(&rows.control->ticket, 1);
        __syncthreads();
        const int ticket = sh.ticket;
        if(ticket >= tickets)
            return;
        const int phase = ticket / stride;
        const int tile  = ticket % stride;
        if(tile >= s.tiles)
        {
            const int k = phase * run + tile - s.tiles;
            if(k < s.medium)
                radix_medium_row(rows, k, col_ind, perm, sh);
            else
                __syncthreads(); /* every thread has read the ticket */
            continue;
        }
        if(phase == 0)
        {
            radix_count_tile(rows, s, tile, col_bits, col_ind, status, sh);
            continue;
        }
        const int pass = phase - 1;
        radix_pass_tile(rows, s, pass, tile, col_bits, status, pass % 2 == 1 ? keys0 : keys1,
                        pass % 2 == 1 ? vals0 : vals1, pass % 2 == 0 ? keys0 : keys1, pass % 2 == 0 ? vals0 : vals1,
                        col_ind, perm, based_pass, sh);
    }
}

void radix_carve(buffer_carver& carve, int slots, rocsparse_int nnz, radix_buffer* out)
{
    const size_t tiles     = ((size_t)nnz + radix_tile - 1) / radix_tile;
    out->rows.control      = carve.take<radix_control>(1);
    out->rows.row_begin    = carve.take<rocsparse_int>((size_t)slots);
    out->rows.packed_begin = carve.take<rocsparse_int>((size_t)slots);
    out->rows.medium_begin = carve.take<rocsparse_int>((size_t)slots);
    out->rows.medium_end   = carve.take<rocsparse_int>((size_t)slots);
    out->rows.slots        = slots;
    out->status            = carve.take<unsigned long long>(tiles * radix_digits);
    for(int k = 0; k < 2; ++k)
    {
        out->keys[k] = carve.take<radix_key>((size_t)nnz);
        out->vals[k] = carve.take<rocsparse_int>((size_t)nnz);
    }
}

rocsparse_status radix_sort_long_rows(hipStream_t         stream,
                                      rocsparse_int       nnz,
                                      int                 col_bits,
                                      const radix_buffer& b,
                                      rocsparse_int*      col_ind,
                                      rocsparse_int*      perm)
{
    /* Enough blocks for every ticket the largest sort could have. */
    const int64_t tickets = (int64_t)(radix_passes_max + 1) * (((int64_t)nnz + radix_tile - 1) / radix_tile);
    const dim3    grid((unsigned)(tickets < radix_grid_max ? tickets : radix_grid_max));
    if(perm != NULL)
        radix_long_rows_kernel<true><<<grid, radix_block, 0, stream>>>(col_bits, b.rows, b.status, b.keys[0],
                                                                      b.keys[1], b.vals[0], b.vals[1], col_ind, perm);
    else
        radix_long_rows_kernel<false><<<grid, radix_block, 0, stream>>>(
            col_bits, b.rows, b.status, b.keys[0], b.keys[1], b.vals[0], b.vals[1], col_ind, perm);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}
