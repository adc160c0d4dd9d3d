/* Instantiates the primitives of hip_primitives.hpp for the index type
 * (the header declares them extern): every build compiles them against
 * rocPRIM or CUB, once, and routines link to these instances. */
#include "hip/hip_primitives.hpp"

#include "rocsparse/rocsparse.h"

template hipError_t primitive_exclusive_scan_sum<rocsparse_int>(
    void*, size_t*, const rocsparse_int*, rocsparse_int*, rocsparse_int, int, hipStream_t);
template hipError_t primitive_reduce_sum<rocsparse_int>(
    void*, size_t*, const rocsparse_int*, rocsparse_int*, int, hipStream_t);
template hipError_t primitive_radix_sort_pairs<rocsparse_int, rocsparse_int>(
    void*, size_t*, const rocsparse_int*, rocsparse_int*, const rocsparse_int*, rocsparse_int*, int, int, hipStream_t);
PRIMITIVE_SORT_INSTANCES()
