/* backend_csrmv_analysis: the work units of the row-block csrmv (see
 * hip_csrmv_adaptive.hpp), found on the device from csr_row_ptr alone:
 * 1. one thread per row decides whether the row starts a unit and how
 *    many units it starts (1, or its chunks for a long row), and the
 *    longest row is found on the way;
 * 2. an exclusive scan gives each starting row its first unit;
 * 3. the total and the longest row come back to the host (the grid size
 *    of the products, and whether the rows are regular);
 * 4. one thread per starting row writes its units.
 * Setup work: it waits for the stream once (step 3), and allocates the
 * plan; its scratch is stream-ordered. */
#include <stdlib.h>

#include "hip/hip_csrmv_adaptive.hpp"
#include "hip/hip_primitives.hpp"

#include "backend.h"

/* The bin of a row start: its nonzero offset plus a cost per row before it. */
__device__ inline int64_t adaptive_bin(rocsparse_int offset, rocsparse_int row)
{
    return ((int64_t)offset + (int64_t)adaptive_row_cost * row) / adaptive_bin_cost;
}

/* units[r] = units that row r starts; units[m] = 0 (the scan's total);
 * *longest = the longest row (it starts at 0): one atomic per block. */
__global__ void __launch_bounds__(product_block)
adaptive_count_units_kernel(
    rocsparse_int m, const rocsparse_int* row_ptr, rocsparse_int base, rocsparse_int* units, rocsparse_int* longest)
{
    __shared__ rocsparse_int block_longest;
    if(threadIdx.x == 0)
        block_longest = 0;
    __syncthreads();
    const int64_t r = (int64_t)blockIdx.x * product_block + threadIdx.x;
    if(r == m)
        units[m] = 0;
    if(r < m)
    {
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
        units[r] = !starts ? 0 : is_long ? (length - 1) / adaptive_chunk + 1 : 1;
        atomicMax(&block_longest, length);
    }
    __syncthreads();
    if(threadIdx.x == 0 && block_longest > 0)
        atomicMax(longest, block_longest);
}

__global__ void __launch_bounds__(product_block)
adaptive_fill_units_kernel(rocsparse_int        m,
                           rocsparse_int        nnz,
                           rocsparse_int        total,
                           const rocsparse_int* row_ptr,
                           rocsparse_int        base,
                           const rocsparse_int* units,
                           const rocsparse_int* first_unit,
                           rocsparse_int*       unit_row,
                           rocsparse_int*       unit_ptr,
                           rocsparse_int*       unit_chunk)
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
        unit_row[first + c]   = (rocsparse_int)r;
        unit_ptr[first + c]   = begin + c * adaptive_chunk;
        unit_chunk[first + c] = is_long ? c : -1;
    }
}

/* *count += entries i whose column is within cluster_reach after entry
 * i - 1's (across row ends too: they are few). One atomic per block. */
__global__ void __launch_bounds__(product_block)
count_clustered_kernel(rocsparse_int nnz, const rocsparse_int* col_ind, rocsparse_int* count)
{
    const int64_t i    = (int64_t)blockIdx.x * product_block + threadIdx.x;
    const bool    near = i > 0 && i < nnz && (unsigned)(col_ind[i] - col_ind[i - 1] - 1) < (unsigned)cluster_reach;
    const int     n    = __syncthreads_count(near);
    if(threadIdx.x == 0 && n > 0)
        atomicAdd(count, n);
}

/* Whether most entries of the matrix are clustered (cluster_reach). One
 * wait for the stream. */
static rocsparse_status find_clustered(rocsparse_handle handle, rocsparse_int nnz, const rocsparse_int* col_ind,
                                       rocsparse_int* scratch, int* clustered)
{
    hipStream_t stream = handle->stream;
    RETURN_IF_HIP_ERROR(hipMemsetAsync(scratch, 0, sizeof(rocsparse_int), stream));
    count_clustered_kernel<<<grid_for(nnz, product_block), product_block, 0, stream>>>(nnz, col_ind, scratch);
    RETURN_IF_LAUNCH_FAILED();
    rocsparse_int          count  = 0;
    const rocsparse_status status = backend_read_to_host(handle, &count, scratch, sizeof(count));
    if(status == rocsparse_status_success)
        *clustered = 2 * (int64_t)count >= nnz;
    return status;
}

static size_t round_up(size_t bytes)
{
    return (bytes + 255) / 256 * 256;
}

/* The scratch: units[m + 2] and first_unit[m + 2] (each rounded up), then
 * the scan's temporary storage. */
static size_t scratch_index_bytes(rocsparse_int m)
{
    return round_up(sizeof(rocsparse_int) * ((size_t)m + 2));
}

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

/* Fills plan (plan->regular, plan->short_rows, or the units). Uses scratch, which the caller
 * frees on success and failure alike. */
static rocsparse_status build_plan(rocsparse_handle     handle,
                                   rocsparse_int        m,
                                   rocsparse_int        nnz,
                                   rocsparse_index_base base,
                                   const rocsparse_int* csr_row_ptr,
                                   const rocsparse_int* csr_col_ind,
                                   csrmv_adaptive_plan* plan,
                                   void*                scratch,
                                   size_t               scan_bytes)
{
    hipStream_t    stream     = handle->stream;
    const size_t   index_size = scratch_index_bytes(m);
    rocsparse_int* units      = static_cast<rocsparse_int*>(scratch);
    /* first_unit[m] is the total; first_unit[m + 1] the longest row. */
    rocsparse_int* first_unit = reinterpret_cast<rocsparse_int*>(static_cast<char*>(scratch) + index_size);
    void*          scan_temp  = static_cast<char*>(scratch) + 2 * index_size;

    RETURN_IF_HIP_ERROR(hipMemsetAsync(first_unit + m + 1, 0, sizeof(rocsparse_int), stream));
    adaptive_count_units_kernel<<<grid_for(m + 1, product_block), product_block, 0, stream>>>(
        m, csr_row_ptr, (rocsparse_int)base, units, first_unit + m + 1);
    RETURN_IF_LAUNCH_FAILED();
    RETURN_IF_HIP_ERROR(
        primitive_exclusive_scan_sum<rocsparse_int>(scan_temp, &scan_bytes, units, first_unit, 0, m + 1, stream));

    rocsparse_int    back[2] = {0, 0}; /* total, longest */
    rocsparse_status status  = backend_read_to_host(handle, back, first_unit + m, sizeof(back));
    if(status != rocsparse_status_success)
        return status;
    const int64_t mean = nnz / m;
    if(mean >= regular_min_mean && (int64_t)back[1] <= regular_factor * mean + regular_slack)
    {
        plan->regular = 1;
        /* Only groups of consecutive_width lanes use it. */
        if(vector_lanes(mean, handle->warp_size) == consecutive_width)
            return find_clustered(handle, nnz, csr_col_ind, units, &plan->clustered);
        return rocsparse_status_success;
    }
    if(mean >= short_rows_min_mean && short_rows_loads(back[1]) > 0)
    {
        plan->short_rows = short_rows_loads(back[1]);
        return rocsparse_status_success;
    }

    /* Partials first, zeroed: no pass's tag is 0 (csrmv_pass). */
    const size_t n_units      = (size_t)back[0];
    const size_t partial_size = round_up(sizeof(uint64_t) * tagged_words_max * n_units);
    const size_t index_bytes  = round_up(sizeof(rocsparse_int) * (n_units + 1));
    RETURN_IF_HIP_ERROR(hipMalloc(&plan->memory, partial_size + 4 * index_bytes));
    char* memory     = static_cast<char*>(plan->memory);
    plan->partials   = reinterpret_cast<uint64_t*>(memory);
    plan->unit_row   = reinterpret_cast<rocsparse_int*>(memory + partial_size);
    plan->unit_ptr   = reinterpret_cast<rocsparse_int*>(memory + partial_size + index_bytes);
    plan->unit_chunk = reinterpret_cast<rocsparse_int*>(memory + partial_size + 2 * index_bytes);
    plan->arrivals   = reinterpret_cast<int*>(memory + partial_size + 3 * index_bytes);
    RETURN_IF_HIP_ERROR(hipMemsetAsync(plan->partials, 0, partial_size, stream));
    RETURN_IF_HIP_ERROR(hipMemsetAsync(plan->arrivals, 0, index_bytes, stream));

    adaptive_fill_units_kernel<<<grid_for(m, product_block), product_block, 0, stream>>>(
        m, nnz, back[0], csr_row_ptr, (rocsparse_int)base, units, first_unit, plan->unit_row, plan->unit_ptr,
        plan->unit_chunk);
    RETURN_IF_LAUNCH_FAILED();
    plan->units = back[0];
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

    hipStream_t  stream     = handle->stream;
    const size_t index_size = scratch_index_bytes(m);
    size_t       scan_bytes = 0;
    void*        scratch    = nullptr;
    bool         ordered    = true;
    rocsparse_status status = hip_status(primitive_exclusive_scan_sum<rocsparse_int>(
        nullptr, &scan_bytes, nullptr, nullptr, 0, m + 1, stream));
    if(status == rocsparse_status_success)
        status = hip_status(scratch_alloc(&scratch, 2 * index_size + scan_bytes, stream, &ordered));
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
