/* The device scratch that every handle owns (handle->workspace), allocated
 * once in backend_handle_init so that no routine allocates. */
#ifndef FSPARSE_HIP_WORKSPACE_HPP
#define FSPARSE_HIP_WORKSPACE_HPP

#include <stddef.h>

/* Reductions use at most this many blocks, whatever the input size: the
 * partial sums then fit in the workspace, and the result does not depend
 * on the device. */
constexpr int dot_max_blocks = 1024;

/* Room for dot_max_blocks partial sums plus one result of the widest value
 * type (double complex, 16 bytes), and for the queue of long-row chunks of
 * csrmv without analysis (level2_csrmv_adaptive.hip: 131071 chunks). */
constexpr size_t hip_workspace_size = 1024 * 1024;

static_assert(hip_workspace_size >= (dot_max_blocks + 1) * 16, "workspace too small for the reductions");

#endif /* FSPARSE_HIP_WORKSPACE_HPP */
