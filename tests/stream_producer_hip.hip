/* stream_producer.h on the GPU: a non-blocking stream, and writes queued
 * on it behind a busy wait. */
#include <hip/hip_runtime.h>

#include "stream_producer.h"

extern "C" {
#include "tap.h"
}

/* Long against what a read outside the stream takes (microseconds for a
 * launch and a small copy), short enough for a test of a few hundred
 * waits. */
static const long long delay_ms = 20;

/* Counts the SM's cycles; at a clock below the peak rate the wait is only
 * longer. */
static __global__ void delay_kernel(long long cycles)
{
    const long long start = clock64();
    while(clock64() - start < cycles)
    {
    }
}

static __global__ void copy_kernel(unsigned char* dst, const unsigned char* src, size_t bytes)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for(size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < bytes; i += stride)
        dst[i] = src[i];
}

static void check(hipError_t error, const char* what)
{
    if(error != hipSuccess)
        bail_out("%s failed: %s", what, hipGetErrorString(error));
}

hipStream_t producer_stream_create(void)
{
    hipStream_t stream = NULL;
    check(hipStreamCreateWithFlags(&stream, hipStreamNonBlocking), "hipStreamCreateWithFlags");
    return stream;
}

void producer_stream_destroy(hipStream_t stream)
{
    check(hipStreamDestroy(stream), "hipStreamDestroy");
}

void producer_delay(hipStream_t stream)
{
    int device = 0, khz = 0;
    check(hipGetDevice(&device), "hipGetDevice");
    check(hipDeviceGetAttribute(&khz, hipDeviceAttributeClockRate, device), "hipDeviceGetAttribute");
    delay_kernel<<<1, 1, 0, stream>>>((long long)khz * delay_ms);
    check(hipGetLastError(), "the delay kernel's launch");
}

void producer_copy(hipStream_t stream, void* dst, const void* src, size_t bytes)
{
    if(bytes == 0)
        return;
    const size_t block  = 256;
    const size_t blocks = (bytes + block - 1) / block;
    copy_kernel<<<(unsigned)(blocks < 1024 ? blocks : 1024), (unsigned)block, 0, stream>>>(
        static_cast<unsigned char*>(dst), static_cast<const unsigned char*>(src), bytes);
    check(hipGetLastError(), "the copy kernel's launch");
}
