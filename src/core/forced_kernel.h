/* Forcing a routine's kernel, for tests: FSPARSE_FORCE_KERNEL. */
#ifndef FSPARSE_FORCED_KERNEL_H
#define FSPARSE_FORCED_KERNEL_H

#include "core/objects.h"

/* Fills handle->forced from FSPARSE_FORCE_KERNEL, a comma-separated list
 * of SETTING:STRATEGY (README, Testing). An unknown setting or strategy
 * gives invalid_value: a test must never believe that it forced a kernel
 * that it did not. Unset or empty: everything automatic. */
rocsparse_status forced_kernels_read(rocsparse_handle handle);

#endif /* FSPARSE_FORCED_KERNEL_H */
