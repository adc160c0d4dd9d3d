/* coosort by row or by column: one stable radix sort of each entry's
 * (major, minor) pair packed into one key, the major index in the high
 * bits, over the bits the sizes need; the sorted keys unpack into the two
 * index arrays, and perm moves along as the sort's values. Keys of 32 bits
 * where both indices fit together, else 64. */
#include "hip/hip_structural.hpp"

/* Each index is cut to its bits first: an index out of range gives a wrong
 * entry, never a key whose major part overflows into nothing. */
template <typename K>
static __global__ void __launch_bounds__(elementwise_block) pack_keys_kernel(rocsparse_int        nnz,
                                                                            const rocsparse_int* major,
                                                                            const rocsparse_int* minor,
                                                                            int                  minor_bits,
                                                                            uint32_t             major_mask,
                                                                            uint32_t             minor_mask,
                                                                            K*                   keys)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i >= nnz)
        return;
    keys[i] = ((K)((uint32_t)major[i] & major_mask) << minor_bits) | (K)((uint32_t)minor[i] & minor_mask);
}

template <typename K>
static __global__ void __launch_bounds__(elementwise_block) unpack_keys_kernel(rocsparse_int  nnz,
                                                                              const K*       keys,
                                                                              int            minor_bits,
                                                                              uint32_t       minor_mask,
                                                                              rocsparse_int* major,
                                                                              rocsparse_int* minor)
{
    const int64_t i = (int64_t)blockIdx.x * blockDim.x + threadIdx.x;
    if(i >= nnz)
        return;
    const K key = keys[i];
    major[i]    = (rocsparse_int)(key >> minor_bits);
    minor[i]    = (rocsparse_int)((uint32_t)key & minor_mask);
}

static uint32_t low_mask(int bits)
{
    return bits >= 32 ? 0xffffffffu : ((uint32_t)1 << bits) - 1;
}

/* The buffer: packed keys before and after the sort, the sorted perm,
 * and the sort's own storage (enough with or without values). */
template <typename K>
struct coosort_buffer
{
    K*             keys_in;
    K*             keys_out;
    rocsparse_int* perm_out;
    void*          temp;
    size_t         temp_bytes;
};

template <typename K>
static rocsparse_status coosort_carve(
    rocsparse_handle handle, rocsparse_int nnz, void* buffer, coosort_buffer<K>* out, size_t* total)
{
    buffer_carver carve(buffer);
    out->keys_in  = carve.take<K>(nnz);
    out->keys_out = carve.take<K>(nnz);
    out->perm_out = carve.take<rocsparse_int>(nnz);
    size_t pairs = 0, keys = 0;
    RETURN_IF_HIP_ERROR((primitive_radix_sort_pairs<K, rocsparse_int>(NULL, &pairs, NULL, NULL, NULL, NULL, nnz,
                                                                      8 * (int)sizeof(K), handle->stream)));
    RETURN_IF_HIP_ERROR(primitive_radix_sort_keys<K>(NULL, &keys, NULL, NULL, nnz, 8 * (int)sizeof(K), handle->stream));
    out->temp_bytes = pairs > keys ? pairs : keys;
    out->temp       = carve.take<char>(out->temp_bytes);
    *total          = carve.used();
    return rocsparse_status_success;
}

/* The packed key's type for these sizes, as f(type_tag<K>{}). */
template <typename F>
static rocsparse_status with_key_type(rocsparse_int m, rocsparse_int n, F&& f)
{
    if(key_bits(m) + key_bits(n) <= 32)
        return f(type_tag<uint32_t>{});
    return f(type_tag<uint64_t>{});
}

extern "C" rocsparse_status backend_coosort_buffer_size(
    rocsparse_handle handle, rocsparse_int m, rocsparse_int n, rocsparse_int nnz, size_t* buffer_size)
{
    return with_key_type(m, n, [&](auto tag) {
        using K = typename decltype(tag)::type;
        coosort_buffer<K> pieces;
        return coosort_carve(handle, nnz, NULL, &pieces, buffer_size);
    });
}

extern "C" rocsparse_status backend_coosort(rocsparse_handle handle,
                                            rocsparse_int    m,
                                            rocsparse_int    n,
                                            rocsparse_int    nnz,
                                            rocsparse_int*   major,
                                            rocsparse_int*   minor,
                                            rocsparse_int*   perm,
                                            void*            temp_buffer)
{
    return with_key_type(m, n, [&](auto tag) {
        using K = typename decltype(tag)::type;
        coosort_buffer<K>      b;
        size_t                 total;
        const rocsparse_status carved = coosort_carve(handle, nnz, temp_buffer, &b, &total);
        if(carved != rocsparse_status_success)
            return carved;
        const hipStream_t stream     = handle->stream;
        const int         major_bits = key_bits(m);
        const int         minor_bits = key_bits(n);
        const int         end_bit    = major_bits + minor_bits;
        const dim3        grid       = grid_for(nnz, elementwise_block);

        pack_keys_kernel<K><<<grid, elementwise_block, 0, stream>>>(nnz, major, minor, minor_bits,
                                                                     low_mask(major_bits), low_mask(minor_bits),
                                                                     b.keys_in);
        RETURN_IF_LAUNCH_FAILED();
        if(perm != NULL)
        {
            RETURN_IF_HIP_ERROR((primitive_radix_sort_pairs<K, rocsparse_int>(
                b.temp, &b.temp_bytes, b.keys_in, b.keys_out, perm, b.perm_out, nnz, end_bit, stream)));
            RETURN_IF_LAUNCH_FAILED();
            RETURN_IF_HIP_ERROR(hipMemcpyAsync(perm, b.perm_out, (size_t)nnz * sizeof(rocsparse_int),
                                               hipMemcpyDeviceToDevice, stream));
        }
        else
        {
            RETURN_IF_HIP_ERROR(
                primitive_radix_sort_keys<K>(b.temp, &b.temp_bytes, b.keys_in, b.keys_out, nnz, end_bit, stream));
            RETURN_IF_LAUNCH_FAILED();
        }
        unpack_keys_kernel<K><<<grid, elementwise_block, 0, stream>>>(nnz, b.keys_out, minor_bits,
                                                                       low_mask(minor_bits), major, minor);
        RETURN_IF_LAUNCH_FAILED();
        return rocsparse_status_success;
    });
}
