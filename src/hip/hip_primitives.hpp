/* Device-wide primitives over rocPRIM (AMD) or CUB (NVIDIA) behind one
 * interface, so that routines (conversions, sorts) are written once.
 * Each follows the two-call convention of both libraries: called with
 * temp == NULL it only stores the temporary storage it needs in
 * *temp_bytes (never 0); called again with that storage it runs on
 * stream. Errors come back as hipError_t. */
#ifndef FSPARSE_HIP_PRIMITIVES_HPP
#define FSPARSE_HIP_PRIMITIVES_HPP

#include <stdint.h>

#include <hip/hip_runtime.h>

#if defined(__HIP_PLATFORM_NVIDIA__)
#include <cub/cub.cuh>
#else
#include <rocprim/rocprim.hpp>
#endif

#include "rocsparse/rocsparse.h"

/* out[0] = init, out[i] = init + in[0] + ... + in[i-1], for i < n. */
template <typename T>
hipError_t primitive_exclusive_scan_sum(
    void* temp, size_t* temp_bytes, const T* in, T* out, T init, int n, hipStream_t stream)
{
    hipError_t error;
#if defined(__HIP_PLATFORM_NVIDIA__)
    error = hipCUDAErrorTohipError(cub::DeviceScan::ExclusiveScan(temp, *temp_bytes, in, out, cub::Sum(), init, n, stream));
#else
    error = rocprim::exclusive_scan(temp, *temp_bytes, in, out, init, (size_t)n, rocprim::plus<T>(), stream);
#endif
    /* A zero size would be a null buffer the caller cannot tell from "none". */
    if(temp == NULL && error == hipSuccess && *temp_bytes == 0)
        *temp_bytes = 4;
    return error;
}

/* *out = in[0] + ... + in[n-1] (0 when n == 0); out is device memory. */
template <typename T>
hipError_t primitive_reduce_sum(void* temp, size_t* temp_bytes, const T* in, T* out, int n, hipStream_t stream)
{
    hipError_t error;
#if defined(__HIP_PLATFORM_NVIDIA__)
    error = hipCUDAErrorTohipError(cub::DeviceReduce::Sum(temp, *temp_bytes, in, out, n, stream));
#else
    error = rocprim::reduce(temp, *temp_bytes, in, out, T(0), (size_t)n, rocprim::plus<T>(), stream);
#endif
    if(temp == NULL && error == hipSuccess && *temp_bytes == 0)
        *temp_bytes = 4;
    return error;
}

/* Sorts n (key, value) pairs by key, looking at key bits [0, end_bit)
 * only (keys must fit there); stable, so pairs of equal keys keep their
 * order. Not in place: the sorted pairs go to keys_out and values_out. */
template <typename K, typename V>
hipError_t primitive_radix_sort_pairs(void*       temp,
                                      size_t*     temp_bytes,
                                      const K*    keys_in,
                                      K*          keys_out,
                                      const V*    values_in,
                                      V*          values_out,
                                      int         n,
                                      int         end_bit,
                                      hipStream_t stream)
{
    hipError_t error;
#if defined(__HIP_PLATFORM_NVIDIA__)
    error = hipCUDAErrorTohipError(cub::DeviceRadixSort::SortPairs(
        temp, *temp_bytes, keys_in, keys_out, values_in, values_out, n, 0, end_bit, stream));
#else
    error = rocprim::radix_sort_pairs(
        temp, *temp_bytes, keys_in, keys_out, values_in, values_out, (size_t)n, 0, (unsigned)end_bit, stream);
#endif
    if(temp == NULL && error == hipSuccess && *temp_bytes == 0)
        *temp_bytes = 4;
    return error;
}

/* The same for keys alone. */
template <typename K>
hipError_t primitive_radix_sort_keys(
    void* temp, size_t* temp_bytes, const K* keys_in, K* keys_out, int n, int end_bit, hipStream_t stream)
{
    hipError_t error;
#if defined(__HIP_PLATFORM_NVIDIA__)
    error = hipCUDAErrorTohipError(
        cub::DeviceRadixSort::SortKeys(temp, *temp_bytes, keys_in, keys_out, n, 0, end_bit, stream));
#else
    error = rocprim::radix_sort_keys(temp, *temp_bytes, keys_in, keys_out, (size_t)n, 0, (unsigned)end_bit, stream);
#endif
    if(temp == NULL && error == hipSuccess && *temp_bytes == 0)
        *temp_bytes = 4;
    return error;
}

/* Sorts each of the segments [begin[s], end[s]) of n (key, value) pairs
 * by key, stably; pairs outside every segment are left unwritten in the
 * outputs. Keys must fit in bits [0, end_bit): rocPRIM's radix sort looks
 * at those bits only, CUB's segmented sort (which picks a method per
 * segment length) compares whole keys. Not in place. */
template <typename K, typename V>
hipError_t primitive_segmented_sort_pairs(void*       temp,
                                          size_t*     temp_bytes,
                                          const K*    keys_in,
                                          K*          keys_out,
                                          const V*    values_in,
                                          V*          values_out,
                                          int         n,
                                          int         segments,
                                          const int*  begin,
                                          const int*  end,
                                          int         end_bit,
                                          hipStream_t stream)
{
    hipError_t error;
#if defined(__HIP_PLATFORM_NVIDIA__)
    (void)end_bit;
    error = hipCUDAErrorTohipError(cub::DeviceSegmentedSort::StableSortPairs(
        temp, *temp_bytes, keys_in, keys_out, values_in, values_out, n, segments, begin, end, stream));
#else
    error = rocprim::segmented_radix_sort_pairs(temp, *temp_bytes, keys_in, keys_out, values_in, values_out,
                                                (unsigned)n, (unsigned)segments, begin, end, 0u,
                                                (unsigned)end_bit, stream);
#endif
    if(temp == NULL && error == hipSuccess && *temp_bytes == 0)
        *temp_bytes = 4;
    return error;
}

/* The same for keys alone. */
template <typename K>
hipError_t primitive_segmented_sort_keys(void*       temp,
                                         size_t*     temp_bytes,
                                         const K*    keys_in,
                                         K*          keys_out,
                                         int         n,
                                         int         segments,
                                         const int*  begin,
                                         const int*  end,
                                         int         end_bit,
                                         hipStream_t stream)
{
    hipError_t error;
#if defined(__HIP_PLATFORM_NVIDIA__)
    (void)end_bit;
    error = hipCUDAErrorTohipError(cub::DeviceSegmentedSort::StableSortKeys(
        temp, *temp_bytes, keys_in, keys_out, n, segments, begin, end, stream));
#else
    error = rocprim::segmented_radix_sort_keys(temp, *temp_bytes, keys_in, keys_out, (unsigned)n,
                                               (unsigned)segments, begin, end, 0u, (unsigned)end_bit, stream);
#endif
    if(temp == NULL && error == hipSuccess && *temp_bytes == 0)
        *temp_bytes = 4;
    return error;
}

/* Instantiated once for the index type, in primitives.hip. */
extern template hipError_t primitive_exclusive_scan_sum<rocsparse_int>(
    void*, size_t*, const rocsparse_int*, rocsparse_int*, rocsparse_int, int, hipStream_t);
extern template hipError_t primitive_reduce_sum<rocsparse_int>(
    void*, size_t*, const rocsparse_int*, rocsparse_int*, int, hipStream_t);
extern template hipError_t primitive_radix_sort_pairs<rocsparse_int, rocsparse_int>(
    void*, size_t*, const rocsparse_int*, rocsparse_int*, const rocsparse_int*, rocsparse_int*, int, int, hipStream_t);

/* The sorts of the structural routines: unsigned keys of 32 or 64 bits
 * (packed row and column), index keys for the segmented sorts. */
#define PRIMITIVE_SORT_INSTANCES(PREFIX)                                                                          \
    PREFIX template hipError_t primitive_radix_sort_pairs<uint32_t, rocsparse_int>(                              \
        void*, size_t*, const uint32_t*, uint32_t*, const rocsparse_int*, rocsparse_int*, int, int, hipStream_t); \
    PREFIX template hipError_t primitive_radix_sort_pairs<uint64_t, rocsparse_int>(                              \
        void*, size_t*, const uint64_t*, uint64_t*, const rocsparse_int*, rocsparse_int*, int, int, hipStream_t); \
    PREFIX template hipError_t primitive_radix_sort_keys<uint32_t>(                                              \
        void*, size_t*, const uint32_t*, uint32_t*, int, int, hipStream_t);                                      \
    PREFIX template hipError_t primitive_radix_sort_keys<uint64_t>(                                              \
        void*, size_t*, const uint64_t*, uint64_t*, int, int, hipStream_t);                                      \
    PREFIX template hipError_t primitive_segmented_sort_pairs<rocsparse_int, rocsparse_int>(                     \
        void*, size_t*, const rocsparse_int*, rocsparse_int*, const rocsparse_int*, rocsparse_int*, int, int,     \
        const int*, const int*, int, hipStream_t);                                                                \
    PREFIX template hipError_t primitive_segmented_sort_keys<rocsparse_int>(                                     \
        void*, size_t*, const rocsparse_int*, rocsparse_int*, int, int, const int*, const int*, int, hipStream_t);
PRIMITIVE_SORT_INSTANCES(extern)

#endif /* FSPARSE_HIP_PRIMITIVES_HPP */
