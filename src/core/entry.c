#include "core/entry.h"

#include "core/log.h"

/* Each phase after the handle is one question asked of every descriptor
 * (those it does not concern pass) and the status of the first that fails. */
typedef struct phase
{
    int (*passes)(const entry_arg* a);
    rocsparse_status fails_with;
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
    case entry_partition:
        return partition_valid((rocsparse_hyb_partition)a->value);
    case entry_value_rule:
        return a->value;
    default:
        return 1;
    }
}

static int supported(const entry_arg* a)
{
    switch(a->kind)
    {
    case entry_descr:
        return (a->flags & ENTRY_ANY_TYPE)
               || ((const struct _rocsparse_mat_descr*)a->ptr)->type == rocsparse_matrix_type_general;
    case entry_operation:
        return !(a->flags & ENTRY_NONE_ONLY) || a->value == rocsparse_operation_none;
    default:
        return 1;
    }
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

/* rocSPARSE's order: the handle, the objects, logging, then these. */
static const phase after_logging[] = {
    {value_valid, rocsparse_status_invalid_value},
    {supported, rocsparse_status_not_implemented},
    {size_valid, rocsparse_status_invalid_size},
    {early_pointer_given, rocsparse_status_invalid_pointer},
    {not_quick, ENTRY_QUICK},
    {late_pointer_given, rocsparse_status_invalid_pointer},
};

static rocsparse_status run_phases(const phase* phases, size_t n, const entry_arg* args, size_t count)
{
    for(size_t p = 0; p < n; ++p)
        for(size_t i = 0; i < count; ++i)
            if(!phases[p].passes(&args[i]))
                return phases[p].fails_with;
    return rocsparse_status_success;
}

rocsparse_status entry_check(const char* routine, precision prec, const entry_arg* args, size_t count)
{
    rocsparse_handle handle = NULL;
    for(size_t i = 0; i < count && handle == NULL; ++i)
        if(args[i].kind == entry_handle)
            handle = (rocsparse_handle)args[i].ptr;
    if(!handle_valid(handle))
        return rocsparse_status_invalid_handle;
    const phase objects = {object_valid, rocsparse_status_invalid_pointer};
    RETURN_IF_ERROR(run_phases(&objects, 1, args, count));
    if(log_tracing(handle))
        log_trace_args(handle, routine, prec, args, count);
    if(log_benching(handle))
        log_bench_args(handle, routine, prec, args, count);
    return run_phases(after_logging, sizeof(after_logging) / sizeof(after_logging[0]), args, count);
}
