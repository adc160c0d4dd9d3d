/* The index checks of the HIP backend (backend.h, "index validation").
 * Every thread checks one entry; a bad one is folded into a 64-bit key in
 * the handle's workspace with atomicMin, the key ordered by position
 * first, so the smallest key is the first bad entry whatever the order in
 * which the threads run. The key carries the entry's value too, so one
 * small copy on the handle's stream brings the whole report back. No
 * allocation, no wait beyond the handle's stream. */
#include <stdint.h>

#include "core/status.h"
#include "hip/hip_check.hpp"
#include "hip/hip_dispatch.hpp"

namespace
{

/* What the kernels leave in the workspace: the smallest key (all ones:
 * none), and for the row pointer check the last row pointer. */
struct validation_slot
{
    unsigned long long key;
    rocsparse_int      last;
};

/* Key = position (31 bits: every checked array has at most INT_MAX
 * entries) << 33 | array << 32 | the value's 32 bits. */
constexpr unsigned long long no_violation = ~0ull;

__device__ inline void report_violation(validation_slot* slot, int64_t pos, int array, rocsparse_int value)
{
    const unsigned long long key
        = ((unsigned long long)pos << 33) | ((unsigned long long)array << 32) | (uint32_t)value;
    atomicMin(&slot->key, key);
}

/* value lies in [base, base + len); len < 0: value is only >= base. 64-bit
 * arithmetic: no overflow near INT_MAX. */
__device__ inline bool index_in_range(rocsparse_int value, rocsparse_int base, rocsparse_int len)
{
    const int64_t c = (int64_t)value - base;
    return c >= 0 && (len < 0 || c < len);
}

#define FOR_EACH_THREAD(i, count)                                                     \
    for(int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x; i < (count); \
        i += (int64_t)gridDim.x * blockDim.x)

__global__ void __launch_bounds__(elementwise_block) row_ptr_kernel(
    rocsparse_int m, rocsparse_int nnz, rocsparse_int base, const rocsparse_int* row_ptr, validation_slot* slot)
{
    FOR_EACH_THREAD(i, (int64_t)m + 1)
    {
        const rocsparse_int v = row_ptr[i];
        if((i == 0 && v != base) || (i > 0 && v < row_ptr[i - 1]) || (i == m && nnz >= 0 && v != (int64_t)nnz + base))
            report_violation(slot, i, 0, v);
        if(i == m)
            slot->last = v;
    }
}

/* The first entry of its row: the row r holding k (row_ptr is sound) is
 * found by bisection, only for an entry that is not greater than the one
 * before it, which in a sorted matrix happens only at row starts. */
__device__ inline bool row_start(rocsparse_int m, rocsparse_int base, const rocsparse_int* row_ptr, int64_t k)
{
    rocsparse_int lo = 0, hi = m; /* row_ptr[lo] - base <= k < row_ptr[hi] - base */
    while(hi - lo > 1)
    {
        const rocsparse_int mid = lo + (hi - lo) / 2;
        if(row_ptr[mid] - base <= k)
            lo = mid;
        else
            hi = mid;
    }
    /* Empty rows share their start with the next row: the last row that
     * starts at or before k is k's row. */
    return row_ptr[lo] - base == k;
}

__global__ void __launch_bounds__(elementwise_block) csr_columns_kernel(rocsparse_int        m,
                                                                        rocsparse_int        n,
                                                                        rocsparse_int        nnz,
                                                                        rocsparse_int        base,
                                                                        const rocsparse_int* row_ptr,
                                                                        const rocsparse_int* col_ind,
                                                                        int                  sorted,
                                                                        validation_slot*     slot)
{
    FOR_EACH_THREAD(k, nnz)
    {
        const rocsparse_int c = col_ind[k];
        if(!index_in_range(c, base, n)
           || (sorted && k > 0 && c <= col_ind[k - 1] && !row_start(m, base, row_ptr, k)))
            report_violation(slot, k, 0, c);
    }
}

__global__ void __launch_bounds__(elementwise_block) coo_kernel(rocsparse_int        m,
                                                                rocsparse_int        n,
                                                                rocsparse_int        nnz,
                                                                rocsparse_int        base,
                                                                const rocsparse_int* row_ind,
                                                                const rocsparse_int* col_ind,
                                                                int                  sorted,
                                                                validation_slot*     slot)
{
    FOR_EACH_THREAD(k, nnz)
    {
        const rocsparse_int r = row_ind[k];
        if(!index_in_range(r, base, m) || (k > 0 && r < row_ind[k - 1]))
            report_violation(slot, k, 0, r);
        else if(col_ind != nullptr)
        {
            const rocsparse_int c = col_ind[k];
            if(!index_in_range(c, base, n) || (sorted && k > 0 && r == row_ind[k - 1] && c <= col_ind[k - 1]))
                report_violation(slot, k, 1, c);
        }
    }
}

/* Slot by slot; comparing with the slot before it in its row is enough to
 * find the first bad one (host/validate.c says why). */
__global__ void __launch_bounds__(elementwise_block) ell_kernel(
    rocsparse_int m, rocsparse_int n, rocsparse_int width, rocsparse_int base, const rocsparse_int* col_ind,
    validation_slot* slot)
{
    FOR_EACH_THREAD(s, (int64_t)m * width)
    {
        const rocsparse_int c = col_ind[s];
        if(c != -1 && (!index_in_range(c, base, n) || (s >= m && col_ind[s - m] == -1)))
            report_violation(slot, s, 0, c);
    }
}

__global__ void __launch_bounds__(elementwise_block)
    indices_kernel(rocsparse_int nnz, rocsparse_int base, const rocsparse_int* ind, validation_slot* slot)
{
    FOR_EACH_THREAD(k, nnz)
    {
        if(ind[k] < base)
            report_violation(slot, k, 0, ind[k]);
    }
}

/* Runs launch(slot) on the handle's stream between clearing the slot in
 * the workspace and copying it back, then decodes the key. */
template <typename Launch>
rocsparse_status run_validation(rocsparse_handle handle, index_violation* found, rocsparse_int* last, Launch&& launch)
{
    if(handle->workspace_size < sizeof(validation_slot))
        return rocsparse_status_internal_error;
    validation_slot* slot = static_cast<validation_slot*>(handle->workspace);
    RETURN_IF_HIP_ERROR(hipMemsetAsync(slot, 0xff, sizeof(*slot), handle->stream));
    launch(slot);
    RETURN_IF_LAUNCH_FAILED();
    validation_slot result;
    RETURN_IF_ERROR(backend_read_to_host(handle, &result, slot, sizeof(result)));
    if(last != nullptr)
        *last = result.last;
    found->pos   = -1;
    found->array = 0;
    found->value = 0;
    if(result.key != no_violation)
    {
        found->pos   = (int64_t)(result.key >> 33);
        found->array = (int)((result.key >> 32) & 1u);
        found->value = (rocsparse_int)(uint32_t)(result.key & 0xffffffffu);
    }
    return rocsparse_status_success;
}

} // namespace

extern "C" rocsparse_status backend_validate_row_ptr(rocsparse_handle     handle,
                                                     rocsparse_int        m,
                                                     rocsparse_int        nnz,
                                                     rocsparse_index_base base,
                                                     const rocsparse_int* row_ptr,
                                                     rocsparse_int*       last,
                                                     index_violation*     found)
{
    return run_validation(handle, found, last, [&](validation_slot* slot) {
        row_ptr_kernel<<<strided_grid((int64_t)m + 1, elementwise_block), elementwise_block, 0, handle->stream>>>(
            m, nnz, (rocsparse_int)base, row_ptr, slot);
    });
}

extern "C" rocsparse_status backend_validate_csr_columns(rocsparse_handle     handle,
                                                         rocsparse_int        m,
                                                         rocsparse_int        n,
                                                         rocsparse_int        nnz,
                                                         rocsparse_index_base base,
                                                         const rocsparse_int* row_ptr,
                                                         const rocsparse_int* col_ind,
                                                         int                  sorted,
                                                         index_violation*     found)
{
    return run_validation(handle, found, nullptr, [&](validation_slot* slot) {
        csr_columns_kernel<<<strided_grid(nnz, elementwise_block), elementwise_block, 0, handle->stream>>>(
            m, n, nnz, (rocsparse_int)base, row_ptr, col_ind, sorted, slot);
    });
}

extern "C" rocsparse_status backend_validate_coo(rocsparse_handle     handle,
                                                 rocsparse_int        m,
                                                 rocsparse_int        n,
                                                 rocsparse_int        nnz,
                                                 rocsparse_index_base base,
                                                 const rocsparse_int* row_ind,
                                                 const rocsparse_int* col_ind,
                                                 int                  sorted,
                                                 index_violation*     found)
{
    return run_validation(handle, found, nullptr, [&](validation_slot* slot) {
        coo_kernel<<<strided_grid(nnz, elementwise_block), elementwise_block, 0, handle->stream>>>(
            m, n, nnz, (rocsparse_int)base, row_ind, col_ind, sorted, slot);
    });
}

extern "C" rocsparse_status backend_validate_ell(rocsparse_handle     handle,
                                                 rocsparse_int        m,
                                                 rocsparse_int        n,
                                                 rocsparse_int        width,
                                                 rocsparse_index_base base,
                                                 const rocsparse_int* col_ind,
                                                 index_violation*     found)
{
    return run_validation(handle, found, nullptr, [&](validation_slot* slot) {
        ell_kernel<<<strided_grid((int64_t)m * width, elementwise_block), elementwise_block, 0, handle->stream>>>(
            m, n, width, (rocsparse_int)base, col_ind, slot);
    });
}

extern "C" rocsparse_status backend_validate_indices(rocsparse_handle     handle,
                                                     rocsparse_int        nnz,
                                                     rocsparse_index_base base,
                                                     const rocsparse_int* ind,
                                                     index_violation*     found)
{
    return run_validation(handle, found, nullptr, [&](validation_slot* slot) {
        indices_kernel<<<strided_grid(nnz, elementwise_block), elementwise_block, 0, handle->stream>>>(
            nnz, (rocsparse_int)base, ind, slot);
    });
}
