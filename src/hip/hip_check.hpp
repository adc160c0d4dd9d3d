/* HIP errors as rocsparse_status. Every HIP call of the backend goes
 * through these, and every kernel launch is followed by
 * RETURN_IF_LAUNCH_FAILED, so no failure is silently dropped. */
#ifndef FSPARSE_HIP_CHECK_HPP
#define FSPARSE_HIP_CHECK_HPP

#include <hip/hip_runtime.h>

#include "rocsparse/rocsparse.h"

/* Allocation failures are the caller's to handle (memory_error); anything
 * else means the device or the library is in a bad state. */
static inline rocsparse_status hip_status(hipError_t error)
{
    if(error == hipSuccess)
        return rocsparse_status_success;
    if(error == hipErrorOutOfMemory || error == hipErrorMemoryAllocation)
        return rocsparse_status_memory_error;
    return rocsparse_status_internal_error;
}

#define RETURN_IF_HIP_ERROR(expr)                                  \
    do                                                             \
    {                                                              \
        const hipError_t hip_error_ = (expr);                      \
        if(hip_error_ != hipSuccess)                               \
            return hip_status(hip_error_);                         \
    } while(0)

/* A failed launch reports itself only through the last-error state;
 * reading it also clears it, so it is not blamed on a later call. */
#define RETURN_IF_LAUNCH_FAILED() RETURN_IF_HIP_ERROR(hipGetLastError())

#endif /* FSPARSE_HIP_CHECK_HPP */
