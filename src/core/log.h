/* Logging through ROCSPARSE_LAYER (bit 1 trace, bit 2 bench),
 * ROCSPARSE_LOG_TRACE_PATH and ROCSPARSE_LOG_BENCH_PATH; stderr when a path
 * is unset or cannot be opened. A handle reads them once, at creation. */
#ifndef FSPARSE_LOG_H
#define FSPARSE_LOG_H

#include "core/objects.h"
#include "core/precision.h"

/* The name of the bench driver that bench lines tell the user to run: the
 * program fsparse installs (ROCm's rocsparse-bench is another program).
 * rocSPARSE writes "./rocsparse-bench", the client in its build folder;
 * fsparse-bench is installed with the library, on the PATH, so the bare
 * name runs as the line stands from any folder. */
#define FSPARSE_BENCH_COMMAND "fsparse-bench"

void log_open(rocsparse_handle handle);
void log_close(rocsparse_handle handle);

static inline int log_tracing(rocsparse_handle handle)
{
    return (handle->layer & rocsparse_layer_mode_log_trace) != 0;
}

static inline int log_benching(rocsparse_handle handle)
{
    return (handle->layer & rocsparse_layer_mode_log_bench) != 0;
}

/* One line: the routine's name (an X in it becomes the precision letter),
 * then the arguments as fmt prints them, comma separated by the caller. */
void log_trace_line(rocsparse_handle handle, precision prec, const char* routine, const char* fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* One line: FSPARSE_BENCH_COMMAND, then the arguments as fmt prints them. */
void log_bench_line(rocsparse_handle handle, const char* fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Writes a scalar argument for a log line: its value when the pointer is a
 * host pointer (pointer mode host), else the address. Returns buf. */
const char* log_scalar(rocsparse_handle handle, precision prec, const void* value, char* buf, size_t size);

/* A scalar as bench options: "--NAME RE" for real precisions, "--NAME RE
 * --NAMEi IM" for complex ones, so a logged line can be pasted into a shell.
 * With device pointer mode the value is not known on the host: it prints
 * nothing and the bench driver uses its default. Returns buf. */
const char* log_bench_scalar(rocsparse_handle handle, precision prec, const char* name, const void* value, char* buf,
                             size_t size);

/* The same for a value known to be in host memory. */
const char* log_value(precision prec, const void* value, char* buf, size_t size);

#define LOG_SCALAR_SIZE 128

#endif /* FSPARSE_LOG_H */
