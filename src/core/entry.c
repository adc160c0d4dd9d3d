#include "core/entry.h"

#include "core/log.h"

/* Each phase after the handle is one question asked of every descriptor
 * (those it does not concern pass) and the status of the first that fails.
 * A descriptor marked ENTRY_LATE is asked only by the phases marked so:
 * the same questions again, after the pointer checks. */
typedef struct phase
{
    int (*passes)(const entry_arg* a);
    rocsparse_status fails_with;
    int              late; /* 0 or ENTRY_LATE */
} phase;

static int object_valid(const entry_arg* a)
{
    switch(a->kind)
    {
    case entry_descr:
        return descr_valid((const struct _rocsparse_mat_descr*)a->ptr);
    case entry_info:
        return ((a->flags & ENTRY_OPTIONAL) && a->ptr == NULL) || mat_info_valid((rocsparse_mat_info)a->ptr);
    case entry_hyb:
        return hyb_valid((const struct _rocsparse_hyb_mat*)a->ptr);
    case entry_pointer:
        return !(a->flags & ENTRY_BEFORE_LOG) || a->ptr != NULL;
    default:
        return 1;
    }
}

static int value_valid(const entry_arg* a)
{
    switch(a->kind)
    {
    case entry_descr:
        return index_base_valid(((const struct _rocsparse_mat_descr*)a->ptr)->base);
    case entry_operation:
        return operation_valid((rocsparse_operation)a->value);
    case entry_base:
        return index_base_valid((rocsparse_index_base)a->value);
    case entry_value_rule:
        return a->value;
    default:
        return 1;
    }
}

static int type_supported(const entry_arg* a)
{
    if(a->kind != entry_descr || (a->flags & ENTRY_ANY_TYPE))
        return 1;
    const rocsparse_matrix_type type = ((const struct _rocsparse_mat_descr*)a->ptr)->type;
    return type == rocsparse_matrix_type_general
           || ((a->flags & ENTRY_TRIANGLE) && type == rocsparse_matrix_type_triangular);
}

static int partition_given(const entry_arg* a)
{
    return a->kind != entry_partition || partition_valid((rocsparse_hyb_partition)a->value);
}

static int size_valid(const entry_arg* a)
{
    switch(a->kind)
    {
    case entry_int:
        return !(a->flags & ENTRY_SIZE) || a->value >= 0;
    case entry_size_rule:
        return a->value;
    default:
        return 1;
    }
}

static int pointer_given(const entry_arg* a)
{
    return !(a->flags & ENTRY_REQUIRED) || a->ptr != NULL;
}

static int early_pointer_given(const entry_arg* a)
{
    return !(a->flags & ENTRY_EARLY) || pointer_given(a);
}

static int not_quick(const entry_arg* a)
{
    return a->kind != entry_quick || !a->value;
}

static int late_pointer_given(const entry_arg* a)
{
    return (a->flags & ENTRY_EARLY) || pointer_given(a);
}

static int status_success(const entry_arg* a)
{
    return a->kind != entry_status || a->value == rocsparse_status_success;
}

static int operation_supported(const entry_arg* a)
{
    return (!(a->flags & ENTRY_NONE_ONLY) || a->value == rocsparse_operation_none)
           && (!(a->flags & ENTRY_NO_CONJ) || a->value != rocsparse_operation_conjugate_transpose);
}

/* A phase whose failing descriptor gives its own status (ARG_STATUS). */
#define ENTRY_OWN_STATUS ((rocsparse_status)0x7172)

/* rocSPARSE's order: the handle, the objects, logging, then these; the
 * idle scalars; then the operations implemented only as none. */
static const phase after_logging[] = {
    {value_valid, rocsparse_status_invalid_value, 0},
    {type_supported, rocsparse_status_not_implemented, 0},
    {partition_given, rocsparse_status_invalid_value, 0},
    {size_valid, rocsparse_status_invalid_size, 0},
    {early_pointer_given, rocsparse_status_invalid_pointer, 0},
    {not_quick, ENTRY_QUICK, 0},
    {late_pointer_given, rocsparse_status_invalid_pointer, 0},
    {not_quick, ENTRY_QUICK, ENTRY_LATE},
    {size_valid, rocsparse_status_invalid_size, ENTRY_LATE},
    {status_success, ENTRY_OWN_STATUS, 0},
};
static const phase after_idle[] = {
    {operation_supported, rocsparse_status_not_implemented, 0},
};

static rocsparse_status run_phases(const phase* phases, size_t n, const entry_arg* args, size_t count)
{
    for(size_t p = 0; p < n; ++p)
        for(size_t i = 0; i < count; ++i)
            if((args[i].flags & ENTRY_LATE) == phases[p].late && !phases[p].passes(&args[i]))
                return phases[p].fails_with == ENTRY_OWN_STATUS ? (rocsparse_status)args[i].value
                                                                : phases[p].fails_with;
    return rocsparse_status_success;
}

/* Whether the list has idle scalars and, in host pointer mode, each is at
 * its idle value: then the call would leave its output as it is. Device
 * pointer mode never asks, as the values are not on the host. */
static int idle(rocsparse_handle handle, precision prec, const entry_arg* args, size_t count)
{
    if(handle->pointer_mode != rocsparse_pointer_mode_host)
        return 0;
    int any = 0;
    for(size_t i = 0; i < count; ++i)
        if(args[i].flags & ENTRY_IDLE)
        {
            double re, im;
            precision_value_parts(prec, args[i].ptr, &re, &im);
            if(re != args[i].value || im != 0.0)
                return 0;
            any = 1;
        }
    return any;
}

rocsparse_status entry_check(const char* routine, precision prec, const entry_arg* args, size_t count)
{
    rocsparse_handle handle = NULL;
    for(size_t i = 0; i < count && handle == NULL; ++i)
        if(args[i].kind == entry_handle)
            handle = (rocsparse_handle)args[i].ptr;
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    const phase objects = {object_valid, rocsparse_status_invalid_pointer, 0};
    RETURN_IF_ERROR(run_phases(&objects, 1, args, count));
    if(log_tracing(handle))
        log_trace_args(handle, routine, prec, args, count);
    if(log_benching(handle))
        log_bench_args(handle, routine, prec, args, count);
    RETURN_IF_ERROR(run_phases(after_logging, sizeof(after_logging) / sizeof(after_logging[0]), args, count));
    if(idle(handle, prec, args, count))
        return ENTRY_QUICK;
    return run_phases(after_idle, sizeof(after_idle) / sizeof(after_idle[0]), args, count);
}
