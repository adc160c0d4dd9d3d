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

/* A line is built whole and written by one call, so that the lines of
 * calls made by two threads at once do not mix. */
typedef struct log_line
{
    char   text[2048];
    size_t len;
} log_line;

static void line_add(log_line* l, const char* fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void line_add(log_line* l, const char* fmt, ...)
{
    const size_t room = sizeof(l->text) - l->len;
    va_list      args;
    va_start(args, fmt);
    const int n = vsnprintf(l->text + l->len, room, fmt, args);
    va_end(args);
    if(n > 0)
        l->len += (size_t)n < room ? (size_t)n : room - 1;
}

static void line_write(const log_line* l, FILE* f)
{
    fprintf(f, "%s\n", l->text);
    fflush(f);
}

/* A value's real and imaginary parts (0 for a real precision), and the
 * significant digits that print each exactly. */
static int value_parts(precision prec, const void* value, double* re, double* im)
{
    precision_value_parts(prec, value, re, im);
    return prec == precision_s || prec == precision_c ? 9 : 17;
}

static int precision_complex(precision prec)
{
    return prec == precision_c || prec == precision_z;
}

/* A scalar's value is on the host only in host pointer mode. */
static int scalar_on_host(rocsparse_handle handle, const void* value)
{
    return handle->pointer_mode == rocsparse_pointer_mode_host && value != NULL;
}

static void trace_scalar(log_line* l, rocsparse_handle handle, precision prec, const void* value)
{
    if(!scalar_on_host(handle, value))
    {
        line_add(l, ",%p", value);
        return;
    }
    double    re, im;
    const int digits = value_parts(prec, value, &re, &im);
    if(precision_complex(prec))
        line_add(l, ",(%.*g;%.*g)", digits, re, digits, im);
    else
        line_add(l, ",%.*g", digits, re);
}

void log_trace_args(rocsparse_handle handle, const char* routine, precision prec, const entry_arg* args,
                    size_t count)
{
    log_line l = {.len = 0};
    for(const char* c = routine; *c != '\0'; ++c)
        line_add(&l, "%c", *c == 'X' ? precision_letter(prec) : *c);
    for(size_t i = 0; i < count; ++i)
        switch(args[i].kind)
        {
        case entry_handle:
        case entry_descr:
        case entry_info:
        case entry_hyb:
        case entry_pointer:
            line_add(&l, ",%p", args[i].ptr);
            break;
        case entry_int:
        case entry_operation:
        case entry_base:
        case entry_partition:
            line_add(&l, ",%d", args[i].value);
            break;
        case entry_scalar:
            trace_scalar(&l, handle, prec, args[i].ptr);
            break;
        default: /* rules and bench-only values are no arguments */
            break;
        }
    line_write(&l, handle->log_trace);
}

/* The bench driver takes its options in any order; they are written in
 * this one whatever the order of the arguments, so that the lines of one
 * routine compare as text: the shape, the scalars, the operations, the
 * bases, the rest. An option missing here is not written. */
static const char* const bench_order[] = {
    "-m",          "-n",           "-k",           "--nnz",        "--partition", "--ell_width", "--alpha",
    "--beta",      "--transposeA", "--transposeB", "--indexbaseA", "--indexbaseB", "--uplo",
    "--diag",      "--apolicy",    "--analysis",
    "--action",    "--dir",        "--ld",         "--perm",
};

/* N, T or C, as the bench driver's --transposeA/--transposeB take them. */
static char operation_letter(int op)
{
    return op == rocsparse_operation_none ? 'N' : op == rocsparse_operation_transpose ? 'T' : 'C';
}

static const char* partition_name(int p)
{
    return p == rocsparse_hyb_partition_user ? "user" : p == rocsparse_hyb_partition_max ? "max" : "auto";
}

static void bench_option(log_line* l, rocsparse_handle handle, precision prec, const entry_arg* a)
{
    switch(a->kind)
    {
    case entry_descr:
        line_add(l, " %s %d", a->option, (int)((const struct _rocsparse_mat_descr*)a->ptr)->base);
        break;
    case entry_operation:
        line_add(l, " %s %c", a->option, operation_letter(a->value));
        break;
    case entry_partition:
        line_add(l, " %s %s", a->option, partition_name(a->value));
        break;
    case entry_scalar:
        if(scalar_on_host(handle, a->ptr))
        {
            double    re, im;
            const int digits = value_parts(prec, a->ptr, &re, &im);
            line_add(l, " %s %.*g", a->option, digits, re);
            if(precision_complex(prec))
                line_add(l, " %si %.*g", a->option, digits, im);
        }
        break;
    default:
        if((a->flags & ENTRY_LETTERS) && a->value >= 0 && (size_t)a->value < strlen((const char*)a->ptr))
            line_add(l, " %s %c", a->option, ((const char*)a->ptr)[a->value]);
        else
            line_add(l, " %s %d", a->option, a->value);
        break;
    }
}

/* The options an argument gives: itself, or for the HYB a routine reads,
 * its shape, or for the descriptor of a triangle also its fill mode and
 * diagonal type. Returns how many it wrote into out (at most 5). */
static size_t bench_options_of(const entry_arg* a, entry_arg* out)
{
    if(a->kind == entry_descr && (a->flags & ENTRY_FILL))
    {
        const struct _rocsparse_mat_descr* d = (const struct _rocsparse_mat_descr*)a->ptr;
        const entry_arg triangle[]           = {
            *a,
            ARG_BENCH_LETTER("--uplo", d->fill_mode == rocsparse_fill_mode_upper, "LU"),
            ARG_BENCH_LETTER("--diag", d->diag_type == rocsparse_diag_type_unit, "NU"),
        };
        memcpy(out, triangle, sizeof(triangle));
        return sizeof(triangle) / sizeof(triangle[0]);
    }
    if(a->kind != entry_hyb || !(a->flags & ENTRY_MATRIX))
    {
        out[0] = *a;
        return 1;
    }
    const struct _rocsparse_hyb_mat* hyb = (const struct _rocsparse_hyb_mat*)a->ptr;
    /* The HYB does not know how many ELL slots are padding: --nnz counts
     * them, an upper bound of the matrix's entries. */
    const entry_arg shape[] = {
        ARG_INT(hyb->m, "-m"),
        ARG_INT(hyb->n, "-n"),
        ARG_INT(hyb->ell_nnz + hyb->coo_nnz, "--nnz"),
        ARG_PARTITION(hyb->partition, "--partition"),
        ARG_INT(hyb->ell_width, "--ell_width"),
    };
    memcpy(out, shape, sizeof(shape));
    return sizeof(shape) / sizeof(shape[0]);
}

void log_bench_args(rocsparse_handle handle, const char* routine, precision prec, const entry_arg* args,
                    size_t count)
{
    for(size_t i = 0; i < count; ++i)
        if(args[i].kind == entry_no_bench)
            return;
    const char* name  = routine + strlen("rocsparse_");
    const int   typed = name[0] == 'X';
    log_line    l     = {.len = 0};
    line_add(&l, FSPARSE_BENCH_COMMAND " -f %s", name + typed);
    if(typed)
        line_add(&l, " -r %c", precision_letter(prec));
    for(size_t o = 0; o < sizeof(bench_order) / sizeof(bench_order[0]); ++o)
        for(size_t i = 0; i < count; ++i)
        {
            entry_arg    options[5];
            const size_t n = bench_options_of(&args[i], options);
            for(size_t k = 0; k < n; ++k)
                if(options[k].option != NULL && strcmp(options[k].option, bench_order[o]) == 0)
                    bench_option(&l, handle, prec, &options[k]);
        }
    line_write(&l, handle->log_bench);
}
