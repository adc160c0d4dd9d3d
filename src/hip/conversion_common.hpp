/* What the format conversions of the HIP backend share: index searches,
 * per-row copies between CSR-like rows and column-major ELL, the scratch
 * memory of the scans, and returning a size to a host or device pointer.
 *
 * Conversions are setup work, not hot paths: they may allocate scratch
 * (when the handle's workspace is too small) and may synchronise the
 * handle's stream where a size has to reach the host. */
#ifndef FSPARSE_HIP_CONVERSION_COMMON_HPP
#define FSPARSE_HIP_CONVERSION_COMMON_HPP

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

#include "hip/hip_check.hpp"
#include "hip/hip_dispatch.hpp"
#include "hip/hip_primitives.hpp"

/* ------------------------------------------------------------ device side */

/* First position p in the sorted a[0..n) with a[p] >= key (n when none). */
__device__ inline rocsparse_int lower_bound_index(const rocsparse_int* a, rocsparse_int n, rocsparse_int key)
{
    rocsparse_int lo = 0;
    rocsparse_int hi = n;
    while(lo < hi)
    {
        const rocsparse_int mid = lo + (hi - lo) / 2;
        if(a[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* First position p in the sorted a[0..n) with a[p] > key (n when none). */
__device__ inline rocsparse_int upper_bound_index(const rocsparse_int* a, rocsparse_int n, rocsparse_int key)
{
    rocsparse_int lo = 0;
    rocsparse_int hi = n;
    while(lo < hi)
    {
        const rocsparse_int mid = lo + (hi - lo) / 2;
        if(a[mid] <= key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* An ELL column index names a real entry when it lies in [base, base + n);
 * padding (-1) and anything else out of range is skipped, as ellmv does.
 * 64-bit arithmetic: no overflow near INT_MAX. */
__device__ inline bool ell_column_valid(rocsparse_int col, rocsparse_int base, rocsparse_int n)
{
    const int64_t c = (int64_t)col - base;
    return c >= 0 && c < n;
}

/* Entry j of row i of an m-row ELL matrix: column-major. */
__device__ inline size_t ell_index(rocsparse_int i, rocsparse_int j, rocsparse_int m)
{
    return (size_t)j * (size_t)m + (size_t)i;
}

/* Writes count entries of a CSR row (from csr[begin]) as row i of an ELL
 * matrix of width width (count <= width), padding the rest with column -1
 * and value 0. Column indices move from csr_base to ell_base. Threads of
 * consecutive rows write consecutive addresses for each j. */
template <typename T>
__device__ void csr_row_to_ell(rocsparse_int        i,
                               rocsparse_int        m,
                               rocsparse_int        width,
                               rocsparse_int        begin,
                               rocsparse_int        count,
                               const T*             csr_val,
                               const rocsparse_int* csr_col_ind,
                               rocsparse_int        base_shift,
                               T*                   ell_val,
                               rocsparse_int*       ell_col_ind)
{
    for(rocsparse_int j = 0; j < width; ++j)
    {
        const size_t at = ell_index(i, j, m);
        if(j < count)
        {
            ell_col_ind[at] = csr_col_ind[begin + j] + base_shift;
            ell_val[at]     = csr_val[begin + j];
        }
        else
        {
            ell_col_ind[at] = -1;
            ell_val[at]     = T(0);
        }
    }
}

/* One thread per row: the first min(row length, ell_width) entries of each
 * CSR row as its ELL row, padded. csr2ell (width = longest row, so nothing
 * is cut) and the ELL part of csr2hyb (the rest goes to COO) share it. */
template <typename T>
static __global__ void __launch_bounds__(elementwise_block) csr_to_ell_kernel(rocsparse_int        m,
                                                                              rocsparse_int        csr_base,
                                                                              const T*             csr_val,
                                                                              const rocsparse_int* csr_row_ptr,
                                                                              const rocsparse_int* csr_col_ind,
                                                                              rocsparse_int        ell_base,
                                                                              rocsparse_int        ell_width,
                                                                              T*                   ell_val,
                                                                              rocsparse_int*       ell_col_ind)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i >= m)
        return;
    const rocsparse_int begin  = csr_row_ptr[i] - csr_base;
    const rocsparse_int length = csr_row_ptr[i + 1] - csr_base - begin;
    const rocsparse_int count  = length < ell_width ? length : ell_width;
    csr_row_to_ell((rocsparse_int)i, m, ell_width, begin, count, csr_val, csr_col_ind, ell_base - csr_base, ell_val,
                   ell_col_ind);
}

/* Number of valid entries (ell_column_valid) of ELL row i. */
__device__ inline rocsparse_int ell_row_count(rocsparse_int        i,
                                              rocsparse_int        m,
                                              rocsparse_int        n,
                                              rocsparse_int        width,
                                              const rocsparse_int* ell_col_ind,
                                              rocsparse_int        ell_base)
{
    rocsparse_int count = 0;
    for(rocsparse_int j = 0; j < width; ++j)
        count += ell_column_valid(ell_col_ind[ell_index(i, j, m)], ell_base, n) ? 1 : 0;
    return count;
}

/* Appends the valid entries of ELL row i, in their order, at csr[pos...];
 * returns the position after the last one. Columns move from ell_base to
 * ell_base + base_shift. */
template <typename T>
__device__ rocsparse_int ell_row_to_csr(rocsparse_int        i,
                                        rocsparse_int        m,
                                        rocsparse_int        n,
                                        rocsparse_int        width,
                                        const T*             ell_val,
                                        const rocsparse_int* ell_col_ind,
                                        rocsparse_int        ell_base,
                                        rocsparse_int        base_shift,
                                        rocsparse_int        pos,
                                        T*                   csr_val,
                                        rocsparse_int*       csr_col_ind)
{
    for(rocsparse_int j = 0; j < width; ++j)
    {
        const size_t        at  = ell_index(i, j, m);
        const rocsparse_int col = ell_col_ind[at];
        if(ell_column_valid(col, ell_base, n))
        {
            csr_col_ind[pos] = col + base_shift;
            csr_val[pos]     = ell_val[at];
            ++pos;
        }
    }
    return pos;
}

/* -------------------------------------------------------------- host side */

/* Scratch pieces start on this boundary (what CUB and rocPRIM expect of
 * their temporary storage, and more than any value type needs). */
constexpr size_t scratch_alignment = 256;

inline size_t scratch_align(size_t bytes)
{
    return (bytes + scratch_alignment - 1) / scratch_alignment * scratch_alignment;
}

/* The m + 1 entries of a row pointer array, as a count of the scans and
 * grids (rocsparse_int): false when m is INT_MAX, where it would not fit
 * (the routine then returns invalid_size). */
inline bool row_pointer_count(rocsparse_int m, rocsparse_int* count)
{
    if(m >= INT_MAX)
        return false;
    *count = m + 1;
    return true;
}

/* Bytes of an aligned piece holding n indices. */
inline size_t index_array_bytes(rocsparse_int n)
{
    return scratch_align((size_t)n * sizeof(rocsparse_int));
}

/* Temporary bytes of an exclusive scan over n indices (never 0). */
rocsparse_status conversion_scan_bytes(rocsparse_handle handle, rocsparse_int n, size_t* bytes);

/* out[0..n) = exclusive scan of in[0..n) starting at init, on the handle's
 * stream, with temp/temp_bytes as conversion_scan_bytes gave. */
rocsparse_status conversion_exclusive_scan(rocsparse_handle     handle,
                                           void*                temp,
                                           size_t               temp_bytes,
                                           const rocsparse_int* in,
                                           rocsparse_int*       out,
                                           rocsparse_int        init,
                                           rocsparse_int        n);

/* *result = *device_value - offset, where result is a host pointer (then
 * written before the return: the stream is synchronised) or a device one,
 * as result_mode says; nothing when result is null. */
rocsparse_status conversion_return_size(rocsparse_handle       handle,
                                        rocsparse_pointer_mode result_mode,
                                        const rocsparse_int*   device_value,
                                        rocsparse_int          offset,
                                        rocsparse_int*         result);

/* Device scratch for one conversion: the handle's workspace when it is
 * large enough (no allocation), otherwise a hipMalloc freed by release()
 * or, on an early error return, by the destructor. Work using it runs on
 * the handle's stream; hipFree waits for that work. */
class conversion_scratch
{
public:
    explicit conversion_scratch(rocsparse_handle handle)
        : handle_(handle)
    {
    }
    conversion_scratch(const conversion_scratch&)            = delete;
    conversion_scratch& operator=(const conversion_scratch&) = delete;
    ~conversion_scratch()
    {
        if(owned_)
            (void)hipFree(memory_);
    }

    rocsparse_status acquire(size_t bytes)
    {
        if(bytes <= handle_->workspace_size)
        {
            memory_ = handle_->workspace;
            return rocsparse_status_success;
        }
        RETURN_IF_HIP_ERROR(hipMalloc(&memory_, bytes));
        owned_ = true;
        return rocsparse_status_success;
    }

    rocsparse_status release()
    {
        if(!owned_)
            return rocsparse_status_success;
        owned_ = false;
        RETURN_IF_HIP_ERROR(hipFree(memory_));
        return rocsparse_status_success;
    }

    /* The piece at byte offset `offset` (a multiple of scratch_alignment). */
    template <typename P>
    P* at(size_t offset) const
    {
        return reinterpret_cast<P*>(static_cast<char*>(memory_) + offset);
    }

private:
    rocsparse_handle handle_;
    void*            memory_ = nullptr;
    bool             owned_  = false;
};

#endif /* FSPARSE_HIP_CONVERSION_COMMON_HPP */
