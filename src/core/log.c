#include "core/log.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static FILE* open_log(const char* variable, int* owned)
{
    const char* path = getenv(variable);
    *owned = 0;
    if(path != NULL && path[0] != '\0')
    {
        FILE* f = fopen(path, "a");
        if(f != NULL)
        {
            *owned = 1;
            return f;
        }
    }
    return stderr;
}

void log_open(rocsparse_handle handle)
{
    const char* layer = getenv("ROCSPARSE_LAYER");
    handle->layer     = layer != NULL ? (unsigned)strtoul(layer, NULL, 0) : 0u;
    handle->log_trace = NULL;
    handle->log_bench = NULL;
    handle->own_trace = 0;
    handle->own_bench = 0;
    if(log_tracing(handle))
        handle->log_trace = open_log("ROCSPARSE_LOG_TRACE_PATH", &handle->own_trace);
    if(log_benching(handle))
        handle->log_bench = open_log("ROCSPARSE_LOG_BENCH_PATH", &handle->own_bench);
}

void log_close(rocsparse_handle handle)
{
    if(handle->own_trace)
        fclose(handle->log_trace);
    if(handle->own_bench)
        fclose(handle->log_bench);
    handle->log_trace = NULL;
    handle->log_bench = NULL;
    handle->own_trace = handle->own_bench = 0;
    handle->layer                         = 0;
}

void log_trace_line(rocsparse_handle handle, precision prec, const char* routine, const char* fmt, ...)
{
    FILE*   f = handle->log_trace;
    va_list args;
    for(const char* c = routine; *c != '\0'; ++c)
        fputc(*c == 'X' ? precision_letter(prec) : *c, f);
    fputc(',', f);
    va_start(args, fmt);
    vfprintf(f, fmt, args);
    va_end(args);
    fputc('\n', f);
    fflush(f);
}

void log_bench_line(rocsparse_handle handle, const char* fmt, ...)
{
    FILE*   f = handle->log_bench;
    va_list args;
    fputs(FSPARSE_BENCH_COMMAND " ", f);
    va_start(args, fmt);
    vfprintf(f, fmt, args);
    va_end(args);
    fputc('\n', f);
    fflush(f);
}

const char* log_value(precision prec, const void* value, char* buf, size_t size)
{
    if(value == NULL)
    {
        snprintf(buf, size, "(nil)");
        return buf;
    }
    switch(prec)
    {
    case precision_s:
        snprintf(buf, size, "%.9g", (double)*(const float*)value);
        break;
    case precision_d:
        snprintf(buf, size, "%.17g", *(const double*)value);
        break;
    case precision_c:
    {
        const rocsparse_float_complex* z = (const rocsparse_float_complex*)value;
        snprintf(buf, size, "(%.9g;%.9g)", (double)z->x, (double)z->y);
        break;
    }
    case precision_z:
    {
        const rocsparse_double_complex* z = (const rocsparse_double_complex*)value;
        snprintf(buf, size, "(%.17g;%.17g)", z->x, z->y);
        break;
    }
    }
    return buf;
}

const char* log_scalar(rocsparse_handle handle, precision prec, const void* value, char* buf, size_t size)
{
    if(handle->pointer_mode == rocsparse_pointer_mode_host)
        return log_value(prec, value, buf, size);
    snprintf(buf, size, "%p", value);
    return buf;
}

const char* log_bench_scalar(rocsparse_handle handle, precision prec, const char* name, const void* value, char* buf,
                             size_t size)
{
    buf[0] = '\0';
    if(handle->pointer_mode != rocsparse_pointer_mode_host || value == NULL)
        return buf;
    switch(prec)
    {
    case precision_s:
        snprintf(buf, size, " --%s %.9g", name, (double)*(const float*)value);
        break;
    case precision_d:
        snprintf(buf, size, " --%s %.17g", name, *(const double*)value);
        break;
    case precision_c:
    {
        const rocsparse_float_complex* z = (const rocsparse_float_complex*)value;
        snprintf(buf, size, " --%s %.9g --%si %.9g", name, (double)z->x, name, (double)z->y);
        break;
    }
    case precision_z:
    {
        const rocsparse_double_complex* z = (const rocsparse_double_complex*)value;
        snprintf(buf, size, " --%s %.17g --%si %.17g", name, z->x, name, z->y);
        break;
    }
    }
    return buf;
}
