/* backend_csrmv_analysis: the work units of the load-balanced csrmv (see
 * hip_csrmv_adaptive.hpp), found on the device from csr_row_ptr alone:
 * 1. one thread per row decides whether the row starts a unit and how
 *    many units it starts (1, or its chunks for a long row);
 * 2. an exclusive scan gives each starting row its first unit;
 * 3. the total comes back to the host (the grid size of the products);
 * 4. one thread per starting row writes its units.
 * Setup work: it allocates, and waits for the stream. */
#include <stdlib.h>

#include "hip/hip_csrmv_adaptive.hpp"
#include "hip/hip_primitives.hpp"

#include "backend.h"

/* The bin of a row start: its nonzero offset plus a cost per row before it. */
__device__ inline int64_t adaptive_bin(rocsparse_int offset, rocsparse_int row)
{
    return ((int64_t)offset + (int64_t)adaptive_row_cost * row) / adaptive_bin_cost;
}

/* units[r] = units that row r starts; units[m] = 0 (the scan's total). */
__global__ void __launch_bounds__(product_block)
adaptive_count_units_kernel(rocsparse_int m, const rocsparse_int* row_ptr, rocsparse_int base, rocsparse_int* units)
{
    const int64_t r = (int64_t)blockIdx.x * product_block + threadIdx.x;
    if(r > m)
        return;
    if(r == m)
    {
        units[m] = 0;
        return;
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
    units[r] = !starts ? 0 : is_long ? (length - 1) / adaptive_chunk + 1 : 1;
}

__global__ void __launch_bounds__(product_block)
adaptive_fill_units_kernel(rocsparse_int        m,
                           rocsparse_int        total,
                           const rocsparse_int* units,
                           const rocsparse_int* first_unit,
                           rocsparse_int*       unit_row,
                           rocsparse_int*       unit_chunk)
{
    const int64_t r = (int64_t)blockIdx.x * product_block + threadIdx.x;
    if(r >= m)
        return;
    if(r == 0)
        unit_row[total] = m;
    const rocsparse_int first = first_unit[r];
    for(rocsparse_int c = 0; c < units[r]; ++c)
    {
        unit_row[first + c]   = (rocsparse_int)r;
        unit_chunk[first + c] = c;
    }
}

static size_t round_up(size_t bytes)
{
    return (bytes + 255) / 256 * 256;
}

/* Fills plan; whatever it allocated is in plan->memory and *scratch, freed
 * by the caller on success and failure alike. */
static rocsparse_status build_plan(rocsparse_handle     handle,
                                   rocsparse_int        m,
                                   rocsparse_index_base base,
                                   const rocsparse_int* csr_row_ptr,
                                   csrmv_adaptive_plan* plan,
                                   void**               scratch)
{
    hipStream_t  stream     = handle->stream;
    const size_t index_size = round_up(sizeof(rocsparse_int) * ((size_t)m + 1));
    size_t       scan_bytes = 0;
    RETURN_IF_HIP_ERROR(primitive_exclusive_scan_sum<rocsparse_int>(
        nullptr, &scan_bytes, nullptr, nullptr, 0, m + 1, stream));
    RETURN_IF_HIP_ERROR(hipMalloc(scratch, 2 * index_size + scan_bytes));
    rocsparse_int* units      = static_cast<rocsparse_int*>(*scratch);
    rocsparse_int* first_unit = reinterpret_cast<rocsparse_int*>(static_cast<char*>(*scratch) + index_size);
    void*          scan_temp  = static_cast<char*>(*scratch) + 2 * index_size;

    const dim3 grid = grid_for(m + 1, product_block);
    adaptive_count_units_kernel<<<grid, product_block, 0, stream>>>(m, csr_row_ptr, (rocsparse_int)base, units);
    RETURN_IF_LAUNCH_FAILED();
    RETURN_IF_HIP_ERROR(
        primitive_exclusive_scan_sum<rocsparse_int>(scan_temp, &scan_bytes, units, first_unit, 0, m + 1, stream));

    rocsparse_int total = 0;
    RETURN_IF_HIP_ERROR(hipMemcpyAsync(&total, first_unit + m, sizeof(total), hipMemcpyDeviceToHost, stream));
    RETURN_IF_HIP_ERROR(hipStreamSynchronize(stream));

    /* Partials first: 16-byte values need the allocation's alignment. */
    const size_t n_units      = (size_t)total;
    const size_t partial_size = round_up(16 * n_units);
    const size_t row_size     = round_up(sizeof(rocsparse_int) * (n_units + 1));
    const size_t chunk_size   = round_up(sizeof(rocsparse_int) * n_units);
    const size_t arrival_size = round_up(sizeof(int) * n_units);
    RETURN_IF_HIP_ERROR(hipMalloc(&plan->memory, partial_size + row_size + chunk_size + arrival_size));
    char* memory     = static_cast<char*>(plan->memory);
    plan->partials   = memory;
    plan->unit_row   = reinterpret_cast<rocsparse_int*>(memory + partial_size);
    plan->unit_chunk = reinterpret_cast<rocsparse_int*>(memory + partial_size + row_size);
    plan->arrivals   = reinterpret_cast<int*>(memory + partial_size + row_size + chunk_size);
    RETURN_IF_HIP_ERROR(hipMemsetAsync(plan->arrivals, 0, arrival_size, stream));

    adaptive_fill_units_kernel<<<grid_for(m, product_block), product_block, 0, stream>>>(
        m, total, units, first_unit, plan->unit_row, plan->unit_chunk);
    RETURN_IF_LAUNCH_FAILED();
    /* The scratch is freed next: the kernels that use it must be done. */
    RETURN_IF_HIP_ERROR(hipStreamSynchronize(stream));
    plan->units = total;
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
    (void)csr_col_ind;
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

    /* The longest row decides between the plain vector kernel and work
     * units; it comes back to the host, whatever the pointer mode. */
    rocsparse_int                longest = 0;
    const rocsparse_pointer_mode mode    = handle->pointer_mode;
    handle->pointer_mode                 = rocsparse_pointer_mode_host;
    rocsparse_status status              = backend_csr2ell_width(handle, m, csr_row_ptr, &longest);
    handle->pointer_mode                 = mode;
    if(status != rocsparse_status_success)
    {
        backend_csrmv_analysis_free(plan);
        return status;
    }
    const int64_t mean = nnz / m;
    if(mean >= regular_min_mean && (int64_t)longest <= regular_factor * mean + regular_slack)
    {
        plan->regular = 1;
        *analysis     = plan;
        return rocsparse_status_success;
    }

    void* scratch = nullptr;
    status        = build_plan(handle, m, base, csr_row_ptr, plan, &scratch);
    const hipError_t freed   = hipFree(scratch);
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
