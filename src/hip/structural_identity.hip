/* The identity permutation p[i] = i: a store-only kernel, four entries a
 * thread in one 16-byte store where p allows it, so that it runs at the
 * memory's write bandwidth. */
#include "hip/hip_structural.hpp"

constexpr int identity_per_thread = 4;

template <bool VECTOR>
static __global__ void __launch_bounds__(elementwise_block) identity_kernel(rocsparse_int n, rocsparse_int* p)
{
    const int64_t first = ((int64_t)blockIdx.x * blockDim.x + threadIdx.x) * identity_per_thread;
    if(first >= n)
        return;
    const rocsparse_int i = (rocsparse_int)first;
    if(VECTOR && first + identity_per_thread <= n)
    {
        *reinterpret_cast<int4*>(p + first) = make_int4(i, i + 1, i + 2, i + 3);
        return;
    }
    for(int64_t k = first; k < n && k < first + identity_per_thread; ++k)
        p[k] = (rocsparse_int)k;
}

extern "C" rocsparse_status backend_identity_permutation(rocsparse_handle handle, rocsparse_int n, rocsparse_int* p)
{
    const int64_t threads = ((int64_t)n + identity_per_thread - 1) / identity_per_thread;
    const dim3    grid((unsigned)((threads - 1) / elementwise_block + 1));
    if((uintptr_t)p % sizeof(int4) == 0)
        identity_kernel<true><<<grid, elementwise_block, 0, handle->stream>>>(n, p);
    else
        identity_kernel<false><<<grid, elementwise_block, 0, handle->stream>>>(n, p);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}
