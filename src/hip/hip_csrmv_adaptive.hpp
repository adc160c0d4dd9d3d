/* The load-balanced csrmv that backend_csrmv_analysis prepares
 * (level2_csrmv_adaptive.hip), in the manner of CSR-adaptive.
 *
 * The analysis cuts the rows into work units, one thread block each:
 * - a run of consecutive rows, none longer than adaptive_long_row, whose
 *   cost (nonzeros + adaptive_row_cost per row) stays within one bin of
 *   adaptive_bin_cost: the block stages the products val * x in shared
 *   memory with coalesced loads, then sums each row from there;
 * - one chunk of adaptive_chunk nonzeros of a longer row: a row of k chunks
 *   gets k consecutive units; each writes its partial sum, and the block
 *   that finishes last sums the k partials in a fixed order and writes y.
 * So every block moves about the same number of bytes whatever the row
 * lengths, and the result is deterministic. */
#ifndef FSPARSE_HIP_CSRMV_ADAPTIVE_HPP
#define FSPARSE_HIP_CSRMV_ADAPTIVE_HPP

#include "hip/hip_spmv.hpp"

/* The plain vector kernel serves a matrix best when its rows are long (a
 * full warp per row keeps every lane busy) and regular: a mean of at least
 * regular_min_mean, and no row longer than regular_factor times the mean
 * plus regular_slack. Measured on the H100: dense2000_20k 180 us against
 * 279 us with work units; for short rows (lap3d27_100, 27 per row) work
 * units win, 145 us against 163 us, since the vector kernel leaves lanes
 * idle there. */
constexpr int regular_min_mean = 64;
constexpr int regular_factor   = 2;
constexpr int regular_slack    = 32;

/* Rows longer than this are long rows, each with units of its own. */
constexpr int adaptive_long_row = 512;
/* Nonzeros of one unit of a long row. */
constexpr int adaptive_chunk = 4096;
/* A run of short rows: starts of rows within one bin of this cost... */
constexpr int adaptive_bin_cost = 2048;
/* ...where each row costs this on top of its nonzeros (bounds the rows of
 * a unit at adaptive_bin_cost / adaptive_row_cost). */
constexpr int adaptive_row_cost = 2;
/* Nonzeros of a run of short rows: less than one bin plus its last row. */
constexpr int adaptive_stage_size = adaptive_bin_cost + adaptive_long_row;

/* The analysis object of the HIP backend (host memory, malloc). */
struct csrmv_adaptive_plan
{
    rocsparse_int  units;      /* 0: no work units (see regular) */
    int            regular;    /* no row much longer than the mean: the
                                  vector kernel serves, with no units */
    void*          memory;     /* one device allocation holding the arrays */
    rocsparse_int* unit_row;   /* units + 1: first row of each unit; m last */
    rocsparse_int* unit_chunk; /* units: chunk number within a long row */
    int*           arrivals;   /* units: blocks done, at a long row's first unit */
    void*          partials;   /* units values of up to 16 bytes */
};

template <typename T>
rocsparse_status csrmv_adaptive(rocsparse_handle           handle,
                                const csrmv_adaptive_plan* plan,
                                product_scalar<T>          alpha,
                                const rocsparse_int*       row_ptr,
                                const rocsparse_int*       col_ind,
                                const T*                   val,
                                const T*                   x,
                                product_scalar<T>          beta,
                                T*                         y,
                                rocsparse_int              base);

#define FSPARSE_ADAPTIVE_EXTERN(T)                                                                          \
    extern template rocsparse_status csrmv_adaptive<T>(rocsparse_handle, const csrmv_adaptive_plan*,       \
                                                       product_scalar<T>, const rocsparse_int*,            \
                                                       const rocsparse_int*, const T*, const T*,           \
                                                       product_scalar<T>, T*, rocsparse_int);
FSPARSE_ADAPTIVE_EXTERN(float)
FSPARSE_ADAPTIVE_EXTERN(double)
FSPARSE_ADAPTIVE_EXTERN(hip_complex<float>)
FSPARSE_ADAPTIVE_EXTERN(hip_complex<double>)
#undef FSPARSE_ADAPTIVE_EXTERN

#endif /* FSPARSE_HIP_CSRMV_ADAPTIVE_HPP */
