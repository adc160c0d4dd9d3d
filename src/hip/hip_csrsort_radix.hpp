/* The radix strategy of csrsort (structural_csrsort_radix.hip): the rows
 * too long for the tile kernel. Those that fit one tile of the radix sort
 * (medium rows) are each sorted by one block in shared memory; the longer
 * ones all together by one stable radix sort of (row slot, column) keys.
 * The tile kernel (structural_csrsort.hip) registers those rows here as it
 * meets them, so that the device alone knows how many rows and entries
 * there are; the sort reads that count itself, where the primitive
 * layer's sorts take theirs from the host, which would have to wait for
 * the stream to learn it. */
#ifndef FSPARSE_HIP_CSRSORT_RADIX_HPP
#define FSPARSE_HIP_CSRSORT_RADIX_HPP

#include <stdint.h>

#include "hip/hip_structural.hpp"

constexpr int radix_digit_bits = 8;
constexpr int radix_digits     = 1 << radix_digit_bits;
/* A tile of the sort: a thread per digit, each with radix_items entries.
 * A row of at most radix_tile entries is a medium row. */
constexpr int radix_items = 8;
constexpr int radix_tile  = radix_digits * radix_items;
/* A key's sorted bits: a column's (at most 31) and a slot's (at most 31). */
constexpr int radix_passes_max = 8;

/* The sort's counters, cleared before the tile kernel runs: the long rows
 * registered and their entries in one word (so that both come from one
 * atomic and a row's slot and its place among the packed entries agree),
 * the medium rows registered, whether a row overran the slots or nnz, the
 * tickets that hand out the sort's work, each phase's finished tiles, and
 * each pass's counts of digits. */
struct radix_control
{
    unsigned long long taken; /* rows << 32 | entries */
    int                medium;
    int                overrun;
    int                ticket;
    int                done[radix_passes_max + 1];
    int                hist[radix_passes_max * radix_digits];
};

/* Where the tile kernel registers the rows: slot s is the long row whose
 * entries start at row_begin[s], and they go to the packed positions
 * from packed_begin[s] on; medium row k has the entries [medium_begin[k],
 * medium_end[k]). At most `slots` rows of each kind. */
struct radix_rows
{
    radix_control* control; /* null: nothing is registered */
    rocsparse_int* row_begin;
    rocsparse_int* packed_begin;
    rocsparse_int* medium_begin;
    rocsparse_int* medium_end;
    int            slots;
};

/* Registers the row of entries [b, e), longer than the tile kernel's
 * longest. A medium row takes the next place in its list. A long row
 * takes one atomic add, which gives its slot and its place among the
 * packed entries together: thousands of rows register at once on a
 * power-law matrix, and a compare-and-swap that retries until the word
 * holds still makes them wait on each other in turn. Where the slots or
 * the packed entries run out, which only row pointers that overlap can
 * cause (each row has more than the tile kernel's longest entries, and
 * the rows of a well-formed matrix together hold at most nnz), the row is
 * flagged instead of written, and the sort then leaves every row as it is
 * (radix_shape_of): the counts may have wrapped by then, so none of them
 * is trusted. */
__device__ inline void radix_register_long_row(const radix_rows& rows, rocsparse_int nnz, rocsparse_int b,
                                               rocsparse_int e)
{
    const unsigned long long len = (unsigned long long)(e - b);
    if(len <= (unsigned long long)radix_tile)
    {
        const int k = atomicAdd(&rows.control->medium, 1);
        if(k >= rows.slots)
        {
            atomicExch(&rows.control->overrun, 1);
            return;
        }
        rows.medium_begin[k] = b;
        rows.medium_end[k]   = e;
        return;
    }
    const unsigned long long was     = atomicAdd(&rows.control->taken, (1ull << 32) + len);
    const unsigned long long count   = was >> 32;
    const unsigned long long entries = was & 0xffffffffull;
    if(count >= (unsigned long long)rows.slots || entries + len > (unsigned long long)nnz)
    {
        atomicExch(&rows.control->overrun, 1);
        return;
    }
    rows.row_begin[count]    = b;
    rows.packed_begin[count] = (rocsparse_int)entries;
}

/* The radix strategy's pieces of csrsort's buffer: the registry, the
 * tiles' published counts, the keys and values between passes. */
struct radix_buffer
{
    radix_rows          rows;
    unsigned long long* status;
    unsigned long long* keys[2];
    rocsparse_int*      vals[2];
};

/* Carves the pieces for up to `slots` rows of each kind and nnz entries. */
void radix_carve(buffer_carver& carve, int slots, rocsparse_int nnz, radix_buffer* out);

/* Sorts the registered rows' columns (keys in [base, n - 1 + base] take
 * col_bits bits), carrying perm where not null, on stream; the tile kernel
 * has registered them (after radix_control was cleared). */
rocsparse_status radix_sort_long_rows(hipStream_t          stream,
                                      rocsparse_int        nnz,
                                      int                  col_bits,
                                      const radix_buffer&  b,
                                      rocsparse_int*       col_ind,
                                      rocsparse_int*       perm);

#endif /* FSPARSE_HIP_CSRSORT_RADIX_HPP */
