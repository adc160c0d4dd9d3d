/* fsparse: device memory for programs that have no HIP of their own
 * (Fortran above all: hipfort is not needed). On a HIP build these act on
 * the current device; on the host backend "device" memory is host memory,
 * so the same program runs everywhere. Each returns a rocsparse_status. */
#ifndef FSPARSE_DEVICE_H
#define FSPARSE_DEVICE_H

#include <stddef.h>

#include "rocsparse-export.h"
#include "rocsparse-types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Allocates size bytes of device memory (size 0 gives a null pointer). */
ROCSPARSE_EXPORT
rocsparse_status fsparse_malloc(void** ptr, size_t size);

/* Frees what fsparse_malloc gave; a null pointer is accepted. */
ROCSPARSE_EXPORT
rocsparse_status fsparse_free(void* ptr);

/* Blocking copies between host and device memory. */
ROCSPARSE_EXPORT
rocsparse_status fsparse_copy_to_device(void* dst, const void* src, size_t size);

ROCSPARSE_EXPORT
rocsparse_status fsparse_copy_to_host(void* dst, const void* src, size_t size);

/* Waits until all work on the current device is done. */
ROCSPARSE_EXPORT
rocsparse_status fsparse_device_synchronize(void);

/* The number of devices this process can use; 0 when there is none. The
 * host backend has one, device 0. */
ROCSPARSE_EXPORT
rocsparse_status fsparse_get_device_count(int* count);

/* Makes device (0 to count - 1, else invalid_value) the current device of
 * the calling thread. A handle is bound to the device that is current when
 * it is created: set the device first (an MPI rank picks one from its rank
 * among the ranks of its node). */
ROCSPARSE_EXPORT
rocsparse_status fsparse_set_device(int device);

/* The current device of the calling thread. */
ROCSPARSE_EXPORT
rocsparse_status fsparse_get_device(int* device);

/* The free and the total memory of the current device, in bytes, as the
 * driver counts them (all processes on the device together). On the host
 * backend: the available and the total physical memory. */
ROCSPARSE_EXPORT
rocsparse_status fsparse_get_memory_info(size_t* free_bytes, size_t* total_bytes);

#ifdef __cplusplus
}
#endif

#endif /* FSPARSE_DEVICE_H */
