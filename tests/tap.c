#include "tap.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "rocsparse/rocsparse-types.h"

static int planned = -1; /* -1: no plan yet */
static int count   = 0;
static int failed  = 0;

static void vreport(int pass, const char* fmt, va_list args)
{
    ++count;
    if(!pass)
        ++failed;
    printf("%sok %d - ", pass ? "" : "not ", count);
    vprintf(fmt, args);
    putchar('\n');
    /* Flushed per line: a crash must not swallow the checks before it. */
    fflush(stdout);
}

void plan(int n)
{
    planned = n;
    printf("1..%d\n", n);
    fflush(stdout);
}

int ok(int pass, const char* fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    vreport(pass, fmt, args);
    va_end(args);
    return pass;
}

int is_int(long long got, long long want, const char* fmt, ...)
{
    va_list args;
    int     pass = got == want;
    va_start(args, fmt);
    vreport(pass, fmt, args);
    va_end(args);
    if(!pass)
        diag("    got %lld, expected %lld", got, want);
    return pass;
}

const char* status_name(int status)
{
    switch(status)
    {
    case rocsparse_status_success: return "rocsparse_status_success";
    case rocsparse_status_invalid_handle: return "rocsparse_status_invalid_handle";
    case rocsparse_status_not_implemented: return "rocsparse_status_not_implemented";
    case rocsparse_status_invalid_pointer: return "rocsparse_status_invalid_pointer";
    case rocsparse_status_invalid_size: return "rocsparse_status_invalid_size";
    case rocsparse_status_memory_error: return "rocsparse_status_memory_error";
    case rocsparse_status_internal_error: return "rocsparse_status_internal_error";
    case rocsparse_status_invalid_value: return "rocsparse_status_invalid_value";
    case rocsparse_status_arch_mismatch: return "rocsparse_status_arch_mismatch";
    case rocsparse_status_zero_pivot: return "rocsparse_status_zero_pivot";
    }
    return "(not a rocsparse_status)";
}

int is_status(int got, int want, const char* fmt, ...)
{
    va_list args;
    int     pass = got == want;
    va_start(args, fmt);
    vreport(pass, fmt, args);
    va_end(args);
    if(!pass)
        diag("    got %s (%d), expected %s (%d)", status_name(got), got, status_name(want), want);
    return pass;
}

int is_double(double got, double want, double rel_tol, const char* fmt, ...)
{
    va_list args;
    int     pass = got == want || fabs(got - want) <= rel_tol * fabs(want);
    va_start(args, fmt);
    vreport(pass, fmt, args);
    va_end(args);
    if(!pass)
        diag("    got %.17g, expected %.17g (relative tolerance %g)", got, want, rel_tol);
    return pass;
}

void diag(const char* fmt, ...)
{
    va_list args;
    fputs("# ", stdout);
    va_start(args, fmt);
    vprintf(fmt, args);
    va_end(args);
    putchar('\n');
    fflush(stdout);
}

void skip(int n, const char* fmt, ...)
{
    va_list args;
    for(int i = 0; i < n; ++i)
    {
        printf("ok %d # SKIP ", ++count);
        va_start(args, fmt);
        vprintf(fmt, args);
        va_end(args);
        putchar('\n');
    }
    fflush(stdout);
}

void todo(const char* reason, const char* fmt, ...)
{
    va_list args;
    printf("not ok %d - ", ++count);
    va_start(args, fmt);
    vprintf(fmt, args);
    va_end(args);
    printf(" # TODO %s\n", reason);
    fflush(stdout);
}

void bail_out(const char* fmt, ...)
{
    va_list args;
    fputs("Bail out! ", stdout);
    va_start(args, fmt);
    vprintf(fmt, args);
    va_end(args);
    putchar('\n');
    fflush(stdout);
    exit(1);
}

int done_testing(void)
{
    if(planned < 0)
        printf("1..%d\n", count);
    else if(planned != count)
        diag("planned %d checks but ran %d", planned, count);
    if(failed > 0)
        diag("%d of %d checks failed", failed, count);
    fflush(stdout);
    return failed == 0 && (planned < 0 || planned == count) ? 0 : 1;
}
