/* backend_csrmv_analysis: what csrmv_choose needs to know of the matrix,
 * and the work units of the row-block csrmv (see hip_csrmv_adaptive.hpp)
 * when it chooses them; found on the device:
 * 1. one thread per row decides whether the row starts a unit and how
 *    many units it starts (1, or its chunks for a long row), and the
 *    totals (units, chunks of long rows, the longest row) build up; one
 *    thread per entry counts the clustered columns;
 * 2. exclusive scans give each starting row its first unit and its first
 *    slot for partial sums;
 * 3. the totals come back to the host, which asks csrmv_choose;
 * 4. for the units, one thread per starting row writes its units.
 * Setup work: it waits for the stream once (step 3), and allocates the
 * plan; its scratch is stream-ordered. */
#include <stdlib.h>

#include "hip/hip_csrmv_adaptive.hpp"
#include "hip/hip_kernel_choice.hpp"
#include "hip/hip_primitives.hpp"

#include "backend.h"

/* What step 1 adds up, in this order in the scratch. */
enum analysis_total
{
    total_units,
    total_slots,
    total_longest,
    total_clustered,
    total_count
};

/* The bin of a row start: its nonzero offset plus a cost per row before it. */
__device__ inline int64_t adaptive_bin(rocsparse_int offset, rocsparse_int row)
{
    return ((int64_t)offset + (int64_t)adaptive_row_cost * row) / adaptive_bin_cost;
}

/* units[r] = units that row r starts, slots[r] = those of them that are
 * chunks of a long row; both 0 at m (the scans' totals). totals: sums and
 * the longest row, one atomic each per block. Both counting kernels run on
 * a bounded grid (strided_grid) and stride: atomics on one address are
 * served one after another, so one per block of a grid that grows with the
 * matrix would cost more than the counting itself. */
__global__ void __launch_bounds__(product_block)
adaptive_count_units_kernel(rocsparse_int        m,
                            const rocsparse_int* row_ptr,
                            rocsparse_int        base,
                            rocsparse_int*       units,
                            rocsparse_int*       slots,
                            rocsparse_int*       totals)
{
    __shared__ rocsparse_int block_units, block_slots, block_longest;
    if(threadIdx.x == 0)
        block_units = block_slots = block_longest = 0;
    __syncthreads();
    rocsparse_int my_units = 0, my_slots = 0, my_longest = 0;
    for(int64_t r = (int64_t)blockIdx.x * product_block + threadIdx.x; r <= m;
        r += (int64_t)gridDim.x * product_block)
    {
        if(r == m)
        {
            units[m] = slots[m] = 0;
            continue;
        }
        const rocsparse_int begin   = row_ptr[r] - base;
        const rocsparse_int length  = row_ptr[r + 1] - base - begin;
        const bool          is_long = length > adaptive_long_row;
        bool                starts  = r == 0 || is_long;
        if(!starts)
        {
            /* A row after a long row starts a run, and so does a row whose
             * start falls into another bin than its predecessor's. */
            const rocsparse_int previous = row_ptr[r - 1] - base;
            starts = begin - previous > adaptive_long_row
                     || adaptive_bin(begin, (rocsparse_int)r) != adaptive_bin(previous, (rocsparse_int)r - 1);
        }
        const rocsparse_int count = !starts ? 0 : is_long ? (length - 1) / adaptive_chunk + 1 : 1;
        units[r]                  = count;
        slots[r]                  = is_long ? count : 0;
        my_units += count;
        my_slots += is_long ? count : 0;
        my_longest = length > my_longest ? length : my_longest;
    }
    /* One shared atomic of each kind per thread, after its rows. */
    atomicAdd(&block_units, my_units);
    atomicAdd(&block_slots, my_slots);
    atomicMax(&block_longest, my_longest);
    __syncthreads();
    if(threadIdx.x == 0)
    {
        atomicAdd(totals + total_units, block_units);
        atomicAdd(totals + total_slots, block_slots);
        atomicMax(totals + total_longest, block_longest);
    }
}

/* totals[total_clustered] += entries i whose column is within
 * cluster_reach after entry i - 1's (across row ends too: they are few).
 * One atomic per block. */
__global__ void __launch_bounds__(product_block)
count_clustered_kernel(rocsparse_int nnz, const rocsparse_int* col_ind, rocsparse_int* totals)
{
    /* The loop's bound is the same for the whole block, so every thread
     * takes part in each barrier count. */
    int n = 0;
    for(int64_t first = (int64_t)blockIdx.x * product_block; first < nnz; first += (int64_t)gridDim.x * product_block)
    {
        const int64_t i    = first + threadIdx.x;
        const bool    near = i > 0 && i < nnz && (unsigned)(col_ind[i] - col_ind[i - 1] - 1) < (unsigned)cluster_reach;
        n += __syncthreads_count(near);
    }
    if(threadIdx.x == 0 && n > 0)
        atomicAdd(totals + total_clustered, n);
}

__global__ void __launch_bounds__(product_block)
adaptive_fill_units_kernel(rocsparse_int        m,
                           rocsparse_int        nnz,
                           rocsparse_int        total,
                           const rocsparse_int* row_ptr,
                           rocsparse_int        base,
                           const rocsparse_int* units,
                           const rocsparse_int* first_unit,
                           const rocsparse_int* first_slot,
                           rocsparse_int*       unit_row,
                           rocsparse_int*       unit_ptr,
                           rocsparse_int*       unit_slot)
{
    const int64_t r = (int64_t)blockIdx.x * product_block + threadIdx.x;
    if(r >= m)
        return;
    if(r == 0)
    {
        unit_row[total] = m;
        unit_ptr[total] = nnz;
    }
    const rocsparse_int count = units[r];
    if(count == 0)
        return;
    const rocsparse_int first   = first_unit[r];
    const rocsparse_int begin   = row_ptr[r] - base;
    const bool          is_long = row_ptr[r + 1] - base - begin > adaptive_long_row;
    for(rocsparse_int c = 0; c < count; ++c)
    {
        unit_row[first + c]  = (rocsparse_int)r;
        unit_ptr[first + c]  = begin + c * adaptive_chunk;
        unit_slot[first + c] = is_long ? first_slot[r] + c : -1;
    }
}

static size_t round_up(size_t bytes)
{
    return (bytes + 255) / 256 * 256;
}

/* The scratch: the totals, then units, slots, first_unit and first_slot
 * (m + 1 each), each piece rounded up; then the scans' temporary storage. */
struct analysis_scratch
{
    rocsparse_int* totals;
    rocsparse_int* units;
    rocsparse_int* slots;
    rocsparse_int* first_unit;
    rocsparse_int* first_slot;
    void*          scan_temp;

    static size_t index_bytes(rocsparse_int m)
    {
        return round_up(sizeof(rocsparse_int) * ((size_t)m + 1));
    }
    static size_t bytes(rocsparse_int m, size_t scan_bytes)
    {
        return round_up(sizeof(rocsparse_int) * total_count) + 4 * index_bytes(m) + scan_bytes;
    }
    analysis_scratch(void* memory, rocsparse_int m)
    {
        char* p    = static_cast<char*>(memory);
        totals     = reinterpret_cast<rocsparse_int*>(p);
        p         += round_up(sizeof(rocsparse_int) * total_count);
        units      = reinterpret_cast<rocsparse_int*>(p);
        slots      = reinterpret_cast<rocsparse_int*>(p + index_bytes(m));
        first_unit = reinterpret_cast<rocsparse_int*>(p + 2 * index_bytes(m));
        first_slot = reinterpret_cast<rocsparse_int*>(p + 3 * index_bytes(m));
        scan_temp  = p + 4 * index_bytes(m);
    }
};

/* Stream-ordered scratch where the device has it (no wait for the device
 * on free), else plain. */
static hipError_t scratch_alloc(void** p, size_t bytes, hipStream_t stream, bool* ordered)
{
    *ordered         = true;
    hipError_t error = hipMallocAsync(p, bytes, stream);
    if(error == hipErrorNotSupported)
    {
        (void)hipGetLastError();
        *ordered = false;
        error    = hipMalloc(p, bytes);
    }
    return error;
}

/* Fills plan: what csrmv_choose needs, and the units when it chooses
 * them. Uses scratch, which the caller frees on success and failure alike. */
static rocsparse_status build_plan(rocsparse_handle     handle,
                                   rocsparse_int        m,
                                   rocsparse_int        nnz,
                                   rocsparse_index_base base,
                                   const rocsparse_int* csr_row_ptr,
                                   const rocsparse_int* csr_col_ind,
                                   csrmv_adaptive_plan* plan,
                                   void*                scratch_memory,
                                   size_t               scan_bytes)
{
    hipStream_t            stream = handle->stream;
    const analysis_scratch scratch(scratch_memory, m);

    RETURN_IF_HIP_ERROR(hipMemsetAsync(scratch.totals, 0, sizeof(rocsparse_int) * total_count, stream));
    adaptive_count_units_kernel<<<strided_grid((int64_t)m + 1, product_block), product_block, 0, stream>>>(
        m, csr_row_ptr, (rocsparse_int)base, scratch.units, scratch.slots, scratch.totals);
    RETURN_IF_LAUNCH_FAILED();
    count_clustered_kernel<<<strided_grid(nnz, product_block), product_block, 0, stream>>>(nnz, csr_col_ind,
                                                                                        scratch.totals);
    RETURN_IF_LAUNCH_FAILED();
    size_t temp_bytes = scan_bytes;
    RETURN_IF_HIP_ERROR(primitive_exclusive_scan_sum<rocsparse_int>(scratch.scan_temp, &temp_bytes, scratch.units,
                                                                    scratch.first_unit, 0, m + 1, stream));
    temp_bytes = scan_bytes;
    RETURN_IF_HIP_ERROR(primitive_exclusive_scan_sum<rocsparse_int>(scratch.scan_temp, &temp_bytes, scratch.slots,
                                                                    scratch.first_slot, 0, m + 1, stream));

    rocsparse_int          totals[total_count] = {};
    const rocsparse_status status              = backend_read_to_host(handle, totals, scratch.totals, sizeof(totals));
    if(status != rocsparse_status_success)
        return status;
    plan->longest   = totals[total_longest];
    plan->clustered = 2 * (int64_t)totals[total_clustered] >= nnz;

    csrmv_facts facts = {m, nnz, true, plan->longest, plan->clustered != 0, false, false, 0};
    facts.units_ready = totals[total_slots] <= csrmv_partial_slots_max();
    if(csrmv_choose(handle, facts).kernel != csrmv_kernel_units)
        return rocsparse_status_success;

    const size_t n_units     = (size_t)totals[total_units];
    const size_t index_bytes = round_up(sizeof(rocsparse_int) * (n_units + 1));
    RETURN_IF_HIP_ERROR(hipMalloc(&plan->memory, 3 * index_bytes));
    char* memory    = static_cast<char*>(plan->memory);
    plan->unit_row  = reinterpret_cast<rocsparse_int*>(memory);
    plan->unit_ptr  = reinterpret_cast<rocsparse_int*>(memory + index_bytes);
    plan->unit_slot = reinterpret_cast<rocsparse_int*>(memory + 2 * index_bytes);
    adaptive_fill_units_kernel<<<grid_for(m, product_block), product_block, 0, stream>>>(
        m, nnz, totals[total_units], csr_row_ptr, (rocsparse_int)base, scratch.units, scratch.first_unit,
        scratch.first_slot, plan->unit_row, plan->unit_ptr, plan->unit_slot);
    RETURN_IF_LAUNCH_FAILED();
    plan->units = totals[total_units];
    plan->slots = totals[total_slots];
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_csrmv_analysis(rocsparse_handle     handle,
                                                   rocsparse_operation  trans,
                                                   rocsparse_int        m,
                                                   rocsparse_int        n,
                                                   rocsparse_int        nnz,
                                                   rocsparse_index_base base,
                                                   const rocsparse_int* csr_row_ptr,
                                                   const rocsparse_int* csr_col_ind,
                                                   void**               analysis)
{
    (void)n;
    *analysis                 = nullptr;
    csrmv_adaptive_plan* plan = static_cast<csrmv_adaptive_plan*>(calloc(1, sizeof(csrmv_adaptive_plan)));
    if(plan == nullptr)
        return rocsparse_status_memory_error;
    /* Transposed products scatter with atomics: they need no plan. */
    if(trans != rocsparse_operation_none)
    {
        *analysis = plan;
        return rocsparse_status_success;
    }

    hipStream_t stream     = handle->stream;
    size_t      scan_bytes = 0;
    void*       scratch    = nullptr;
    bool        ordered    = true;
    rocsparse_status status = hip_status(primitive_exclusive_scan_sum<rocsparse_int>(
        nullptr, &scan_bytes, nullptr, nullptr, 0, m + 1, stream));
    if(status == rocsparse_status_success)
        status = hip_status(scratch_alloc(&scratch, analysis_scratch::bytes(m, scan_bytes), stream, &ordered));
    if(status == rocsparse_status_success)
        status = build_plan(handle, m, nnz, base, csr_row_ptr, csr_col_ind, plan, scratch, scan_bytes);
    /* After the fill kernel on the stream (stream-ordered), or after a wait
     * for the whole device (plain). */
    const hipError_t freed = scratch == nullptr ? hipSuccess
                             : ordered          ? hipFreeAsync(scratch, stream)
                                                : hipFree(scratch);
    if(status == rocsparse_status_success && freed != hipSuccess)
        status = hip_status(freed);
    if(status != rocsparse_status_success)
    {
        (void)hipGetLastError();
        backend_csrmv_analysis_free(plan);
        return status;
    }
    *analysis = plan;
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_csrmv_analysis_free(void* analysis)
{
    csrmv_adaptive_plan* plan = static_cast<csrmv_adaptive_plan*>(analysis);
    if(plan == nullptr)
        return rocsparse_status_success;
    const hipError_t error = plan->memory != nullptr ? hipFree(plan->memory) : hipSuccess;
    free(plan);
    RETURN_IF_HIP_ERROR(error);
    return rocsparse_status_success;
}
