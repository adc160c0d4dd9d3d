/* Logging through ROCSPARSE_LAYER (bit 1 trace, bit 2 bench),
 * ROCSPARSE_LOG_TRACE_PATH and ROCSPARSE_LOG_BENCH_PATH; stderr when a path
 * is unset or cannot be opened. A handle reads them once, at creation. The
 * lines are written from an entry point's argument list (core/entry.h). */
#ifndef FSPARSE_LOG_H
#define FSPARSE_LOG_H

#include "core/entry.h"

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
 * then every argument, comma separated: pointers as %p, integers and enums
 * as %d, scalars as their value in host pointer mode (complex ones as
 * "(re;im)"), else as their address. */
void log_trace_args(rocsparse_handle handle, const char* routine, precision prec, const entry_arg* args,
                    size_t count);

/* One line that the bench driver runs as the same call: "-f" and the name
 * without "rocsparse_" and the X, "-r" and the precision when there is an
 * X, then the options the arguments give, always in the order of
 * bench_order in log.c. Scalars appear only in host pointer mode, as
 * "--alpha re" or "--alpha re --alphai im". Nothing with ARG_NO_BENCH. */
void log_bench_args(rocsparse_handle handle, const char* routine, precision prec, const entry_arg* args,
                    size_t count);

#endif /* FSPARSE_LOG_H */
