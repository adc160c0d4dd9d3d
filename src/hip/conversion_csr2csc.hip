/* csr2csc: a stable radix sort of the column indices, over the bits the
 * columns need, carries each entry's row (symbolic) or position (numeric)
 * to its place in the columns; stability keeps the rows of a column
 * ascending. The numeric action then gathers rows and values through the
 * positions, and the column pointers come from searches in the sorted
 * columns. */
#include "hip/hip_dispatch.hpp"
#include "hip/hip_structural.hpp"

/* rows[k] = the row of entry k, plus base: a group of row_lanes threads a
 * row, each writing every row_lanes-th entry, so that rows of a few to a
 * few dozen entries (the usual ones) are written at once, and long rows
 * are not left to one thread. */
constexpr int row_lanes = 8;

static __global__ void __launch_bounds__(elementwise_block) entry_rows_kernel(rocsparse_int        m,
                                                                             rocsparse_int        nnz,
                                                                             rocsparse_index_base base,
                                                                             const rocsparse_int* row_ptr,
                                                                             rocsparse_int*       rows)
{
    const int64_t thread = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    const int64_t i      = thread / row_lanes;
    if(i >= m)
        return;
    rocsparse_int b, e;
    clamped_row(row_ptr, i, base, nnz, &b, &e);
    for(rocsparse_int k = b + (rocsparse_int)(thread % row_lanes); k < e; k += row_lanes)
        rows[k] = (rocsparse_int)i + base;
}

/* csc_col_ptr[c] = base + the first sorted entry of column c or after. */
static __global__ void __launch_bounds__(elementwise_block) column_pointers_kernel(rocsparse_int        n,
                                                                                  rocsparse_int        nnz,
                                                                                  rocsparse_index_base base,
                                                                                  const rocsparse_int* sorted_col,
                                                                                  rocsparse_int*       col_ptr)
{
    const int64_t c = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(c > n)
        return;
    col_ptr[c] = lower_bound_wide(sorted_col, nnz, c + base) + base;
}

template <typename T>
static __global__ void __launch_bounds__(elementwise_block) gather_entries_kernel(rocsparse_int        nnz,
                                                                                 const rocsparse_int* from,
                                                                                 const rocsparse_int* rows,
                                                                                 const T*             csr_val,
                                                                                 rocsparse_int*       csc_row_ind,
                                                                                 T*                   csc_val)
{
    const int64_t j = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(j >= nnz)
        return;
    const rocsparse_int k = from[j];
    csc_row_ind[j]        = rows[k];
    csc_val[j]            = csr_val[k];
}

/* The buffer: sorted columns, entry rows, positions before and after the
 * sort (numeric only), and the sort's storage. */
struct csr2csc_buffer
{
    rocsparse_int* sorted_col;
    rocsparse_int* rows;
    rocsparse_int* positions;
    rocsparse_int* sorted_positions;
    void*          temp;
    size_t         temp_bytes;
};

static rocsparse_status csr2csc_carve(
    rocsparse_handle handle, rocsparse_int nnz, rocsparse_action action, void* buffer, csr2csc_buffer* out, size_t* total)
{
    const rocsparse_int numeric = action == rocsparse_action_numeric ? nnz : 0;
    buffer_carver       carve(buffer);
    out->sorted_col       = carve.take<rocsparse_int>(nnz);
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

extern "C" rocsparse_status backend_csr2csc_buffer_size(rocsparse_handle handle,
                                                        rocsparse_int    m,
                                                        rocsparse_int    n,
                                                        rocsparse_int    nnz,
                                                        rocsparse_action action,
                                                        size_t*          buffer_size)
{
    (void)m;
    (void)n;
    csr2csc_buffer pieces;
    return csr2csc_carve(handle, nnz, action, NULL, &pieces, buffer_size);
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
    const hipStream_t stream = handle->stream;
    csr2csc_buffer    b;
    size_t            total;
    const rocsparse_status carved = csr2csc_carve(handle, nnz, action, temp_buffer, &b, &total);
    if(carved != rocsparse_status_success)
        return carved;

    if(nnz > 0)
    {
        const bool numeric = action == rocsparse_action_numeric;
        /* Columns lie in [base, n - 1 + base]: keys taken as they are. */
        const int end_bit = key_bits((int64_t)n - 1 + base);
        const int64_t row_threads = (int64_t)m * row_lanes;
        entry_rows_kernel<<<dim3((unsigned)((row_threads - 1) / elementwise_block + 1)), elementwise_block, 0,
                            stream>>>(m, nnz, base, csr_row_ptr, b.rows);
        RETURN_IF_LAUNCH_FAILED();
        if(numeric)
        {
            const rocsparse_status filled = backend_identity_permutation(handle, nnz, b.positions);
            if(filled != rocsparse_status_success)
                return filled;
        }
        RETURN_IF_HIP_ERROR((primitive_radix_sort_pairs<rocsparse_int, rocsparse_int>(
            b.temp, &b.temp_bytes, csr_col_ind, b.sorted_col, numeric ? b.positions : b.rows,
            numeric ? b.sorted_positions : csc_row_ind, nnz, end_bit, stream)));
        RETURN_IF_LAUNCH_FAILED();
        if(numeric)
        {
            const rocsparse_status gathered = dispatch_precision(prec, [&](auto tag) {
                using T = typename decltype(tag)::type;
                gather_entries_kernel<T><<<grid_for(nnz, elementwise_block), elementwise_block, 0, stream>>>(
                    nnz, b.sorted_positions, b.rows, static_cast<const T*>(csr_val), csc_row_ind,
                    static_cast<T*>(csc_val));
                RETURN_IF_LAUNCH_FAILED();
                return rocsparse_status_success;
            });
            if(gathered != rocsparse_status_success)
                return gathered;
        }
    }
    column_pointers_kernel<<<grid_for(cols1, elementwise_block), elementwise_block, 0, stream>>>(
        n, nnz, base, b.sorted_col, csc_col_ptr);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}
