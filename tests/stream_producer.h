/* How test_stream_order writes the library's inputs on the handle's
 * stream. On the GPU (stream_producer_hip.hip) the stream is created
 * non-blocking, so that nothing orders it with the default stream, and the
 * writes are kernels queued behind a wait of some tens of milliseconds: a
 * routine that read its inputs, or wrote its results, outside the stream
 * would do so long before they land. On the host backend
 * (stream_producer_host.c) there is no stream and the writes are plain
 * copies, so the same program checks the routines' results there. */
#ifndef FSPARSE_STREAM_PRODUCER_H
#define FSPARSE_STREAM_PRODUCER_H

#include <stddef.h>

#include "rocsparse/rocsparse.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The stream to set on the handle (the default one, null, on the host);
 * bails out when there is none. */
hipStream_t producer_stream_create(void);
void        producer_stream_destroy(hipStream_t stream);

/* Queues on stream a wait of some tens of milliseconds (nothing on the
 * host): the work queued after it runs that much later. */
void producer_delay(hipStream_t stream);

/* Queues on stream dst[0..bytes) = src[0..bytes), device memory both, by a
 * kernel (a plain copy on the host). */
void producer_copy(hipStream_t stream, void* dst, const void* src, size_t bytes);

#ifdef __cplusplus
}
#endif

#endif /* FSPARSE_STREAM_PRODUCER_H */
