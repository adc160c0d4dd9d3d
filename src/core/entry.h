/* One declarative form for an entry point. The routine lists its arguments
 * in the order of its signature, one descriptor each, and its rules;
 * entry_check runs the argument checks in rocSPARSE's order and writes the
 * trace and bench lines from that one list, so that no routine writes a
 * check order or a log format of its own. The phases, each a pass over the
 * whole list, and the status of the first descriptor that fails one:
 *
 *   1. the handle                                          invalid_handle
 *   2. the objects: descriptors, mat_info, hyb_mat;
 *      ARG_RESULT_FIRST                                    invalid_pointer
 *   3. logging: the trace line and the bench line
 *   4. operations, index bases (arguments and descriptors'),
 *      ARG_VALUE_RULE                                      invalid_value
 *   5. a matrix type other than general (or triangular,
 *      where the routine takes a triangle)                 not_implemented
 *   6. partitions                                          invalid_value
 *   7. sizes >= 0, ARG_SIZE_RULE                           invalid_size
 *   8. results (the quick return may write them)           invalid_pointer
 *   9. ARG_QUICK                                           ENTRY_QUICK
 *  10. scalars and arrays                                  invalid_pointer
 *  11. ARG_QUICK_LATE                                      ENTRY_QUICK
 *  12. ARG_SIZE_RULE_LATE                                  invalid_size
 *  13. ARG_STATUS                                          its status
 *  14. in host pointer mode: every ARG_SCALAR_IDLE at its
 *      idle value, so that the output stays as it is       ENTRY_QUICK
 *  15. an operation the routine implements only as none
 *      (or only as none and transpose)                     not_implemented
 *
 * That is rocSPARSE 1.8.9's order. Where one of its routines departs from
 * the usual one, the kinds say so: pointers checked before the quick
 * return (ARG_QUICK_LATE: csr2coo, hybmv), a size that matters only for
 * work done (ARG_SIZE_RULE_LATE: csrmm's leading dimensions), a transpose
 * refused after everything else (ARG_OP_NONE: ellmv, hybmv).
 *
 * To write an entry point: list every argument with the macro of its kind,
 * in signature order (the trace line prints them so), each with the bench
 * option it gives (NULL if none; a new option also goes into bench_order
 * in log.c), then the rules; then
 *
 *     ENTRY_CHECK(prec, "rocsparse_Xname", args, what_the_quick_return_does);
 *     ... index-data validation, where the routine reads any, in one line ...
 *     return backend_name(...);
 *
 * and add a row for the routine to tests/logged_calls.c. The list is built
 * before any check runs: in it, read an object's fields only through a
 * guard (hyb_or_empty, mat_info_valid). */
#ifndef FSPARSE_ENTRY_H
#define FSPARSE_ENTRY_H

#include "core/precision.h"
#include "core/status.h"

typedef enum entry_kind
{
    /* Arguments: printed in the trace line, in the order listed. */
    entry_handle,
    entry_descr,     /* a rocsparse_mat_descr; its base is checked and benched */
    entry_info,      /* a rocsparse_mat_info */
    entry_hyb,       /* a rocsparse_hyb_mat */
    entry_int,       /* an integer; with ENTRY_SIZE it must be >= 0 */
    entry_operation, /* a rocsparse_operation */
    entry_base,      /* a rocsparse_index_base */
    entry_partition, /* a rocsparse_hyb_partition */
    entry_scalar,    /* a scalar: its value in host pointer mode, else its address */
    entry_pointer,   /* any other pointer: an array, a result, a stream */
    /* Rules and bench-only values: not printed in the trace line. */
    entry_value_rule,
    entry_size_rule,
    entry_quick,
    entry_status,
    entry_bench_int,
    entry_no_bench
} entry_kind;

/* Flags of a descriptor. */
enum
{
    ENTRY_REQUIRED   = 1,   /* a pointer that must not be null */
    ENTRY_EARLY      = 2,   /* checked before the quick return (a result) */
    ENTRY_SIZE       = 4,   /* an integer that must be >= 0 */
    ENTRY_NONE_ONLY  = 8,   /* an operation the routine implements only as none */
    ENTRY_ANY_TYPE   = 16,  /* a descriptor of any matrix type, not only general */
    ENTRY_OPTIONAL   = 32,  /* an object that may be null */
    ENTRY_MATRIX     = 64,  /* a hyb_mat that is the routine's input matrix: its
                             * shape goes into the bench line */
    ENTRY_LATE       = 128, /* a rule or quick return after the pointer checks */
    ENTRY_BEFORE_LOG = 256, /* a result checked with the objects, unlogged if null */
    ENTRY_IDLE       = 512, /* a scalar whose value (in value) may make the call idle */
    ENTRY_TRIANGLE   = 1024, /* a descriptor of a general or a triangular matrix */
    ENTRY_FILL       = 2048, /* a descriptor whose fill mode and diagonal type are benched */
    ENTRY_NO_CONJ    = 4096, /* an operation the routine implements as none or transpose */
    ENTRY_LETTERS    = 8192  /* an integer benched as a letter: ptr is the letters, by value */
};

typedef struct entry_arg
{
    entry_kind  kind;
    int         flags;
    int         value;  /* an integer, an enum, or a rule's condition */
    const void* ptr;    /* a pointer or an object */
    const char* option; /* the bench option it gives, as written on the command line; or NULL */
} entry_arg;

/* The quick return applies, or the scalars leave the output as it is: a
 * value no API status takes. */
#define ENTRY_QUICK ((rocsparse_status)0x7171)

/* Runs the phases over args. The handle is the entry_handle descriptor; an
 * X in routine is replaced by prec's letter, and the bench line's -f name
 * is routine without "rocsparse_" and that X (-r only when there is one). */
rocsparse_status entry_check(const char* routine, precision prec, const entry_arg* args, size_t count);

/* entry_check, then returns from the caller with its status, or with
 * on_quick (evaluated only then) when the quick return applies; a routine
 * with ARG_SCALAR_IDLE has an on_quick that writes nothing. */
#define ENTRY_CHECK(prec, routine, args, on_quick)                                                           \
    do                                                                                                       \
    {                                                                                                        \
        const rocsparse_status entry_status_                                                                 \
            = entry_check((routine), (prec), (args), sizeof(args) / sizeof((args)[0]));                      \
        if(entry_status_ == ENTRY_QUICK)                                                                     \
            return (on_quick);                                                                               \
        if(entry_status_ != rocsparse_status_success)                                                        \
            return entry_status_;                                                                            \
    } while(0)

/* ----------------------------------------------------------- arguments */

#define ENTRY_ARG_(k, f, v, p, o) \
    {.kind = (k), .flags = (f), .value = (int)(v), .ptr = (const void*)(p), .option = (o)}

#define ARG_HANDLE(h) ENTRY_ARG_(entry_handle, 0, 0, h, NULL)
/* A descriptor of a general matrix; option names its base, "--indexbaseA". */
#define ARG_DESCR(d, option) ENTRY_ARG_(entry_descr, 0, 0, d, option)
#define ARG_DESCR_ANY(d, option) ENTRY_ARG_(entry_descr, ENTRY_ANY_TYPE, 0, d, option)
/* A descriptor of a general or a triangular matrix (other types are
 * not_implemented): _FACTOR for the matrix a factorization reads,
 * _TRIANGLE for the triangle a solve takes from it, whose fill mode and
 * diagonal type are benched too, as "--uplo L|U --diag N|U". */
#define ARG_DESCR_FACTOR(d, option) ENTRY_ARG_(entry_descr, ENTRY_TRIANGLE, 0, d, option)
#define ARG_DESCR_TRIANGLE(d, option) ENTRY_ARG_(entry_descr, ENTRY_TRIANGLE | ENTRY_FILL, 0, d, option)
#define ARG_INFO(i) ENTRY_ARG_(entry_info, 0, 0, i, NULL)
#define ARG_INFO_OPT(i) ENTRY_ARG_(entry_info, ENTRY_OPTIONAL, 0, i, NULL)
/* A HYB; ARG_HYB_MATRIX: the matrix the routine reads, whose -m, -n, --nnz
 * (ELL slots counted), --partition and --ell_width are benched. */
#define ARG_HYB(h) ENTRY_ARG_(entry_hyb, 0, 0, h, NULL)
#define ARG_HYB_MATRIX(h) ENTRY_ARG_(entry_hyb, ENTRY_MATRIX, 0, h, NULL)
/* A size (>= 0), or an integer the entry check leaves to the rules. */
#define ARG_SIZE(v, option) ENTRY_ARG_(entry_int, ENTRY_SIZE, v, NULL, option)
#define ARG_INT(v, option) ENTRY_ARG_(entry_int, 0, v, NULL, option)
/* An enumeration traced as its value and benched as letters[v] ("RF":
 * the analysis policy as --apolicy R or F); the rules check its range. */
#define ARG_ENUM(v, option, letters) ENTRY_ARG_(entry_int, ENTRY_LETTERS, v, letters, option)
/* Benched as N, T or C; ARG_OP_NONE: anything but none is not_implemented
 * (phase 15, after everything else, as rocSPARSE's dispatch refuses it). */
#define ARG_OP(op, option) ENTRY_ARG_(entry_operation, 0, op, NULL, option)
#define ARG_OP_NONE(op, option) ENTRY_ARG_(entry_operation, ENTRY_NONE_ONLY, op, NULL, option)
/* None or transpose; the conjugate transpose is not_implemented (phase 15). */
#define ARG_OP_NO_CONJ(op, option) ENTRY_ARG_(entry_operation, ENTRY_NO_CONJ, op, NULL, option)
#define ARG_BASE(b, option) ENTRY_ARG_(entry_base, 0, b, NULL, option)
#define ARG_PARTITION(p, option) ENTRY_ARG_(entry_partition, 0, p, NULL, option)
/* Required; benched as "--alpha RE" or "--alpha RE --alphai IM" in host
 * pointer mode (the value is not on the host otherwise). */
#define ARG_SCALAR(p, option) ENTRY_ARG_(entry_scalar, ENTRY_REQUIRED, 0, p, option)
/* A scalar that, with every other ARG_SCALAR_IDLE of the list at its idle
 * value v (0 or 1; a complex one with imaginary part 0), makes the call
 * leave its output as it is (alpha 0 and beta 1 of y = alpha*A*x + beta*y).
 * Looked at in host pointer mode only, where the value is on the host. */
#define ARG_SCALAR_IDLE(p, option, v) ENTRY_ARG_(entry_scalar, ENTRY_REQUIRED | ENTRY_IDLE, v, p, option)
/* An array, required when the condition holds. */
#define ARG_ARRAY(p, required) ENTRY_ARG_(entry_pointer, (required) ? ENTRY_REQUIRED : 0, 0, p, NULL)
/* A result, always required, checked before the quick return; _FIRST:
 * checked with the objects, so that a null one is not logged. */
#define ARG_RESULT(p) ENTRY_ARG_(entry_pointer, ENTRY_REQUIRED | ENTRY_EARLY, 0, p, NULL)
#define ARG_RESULT_FIRST(p) ENTRY_ARG_(entry_pointer, ENTRY_REQUIRED | ENTRY_BEFORE_LOG, 0, p, NULL)
/* A pointer only printed (a stream). */
#define ARG_PTR(p) ENTRY_ARG_(entry_pointer, 0, 0, p, NULL)

/* An operand that the routine reads only when `used` (csrgemm's terms,
 * which a null alpha or beta drops): unused, its descriptor is only
 * printed, like any pointer, its sizes are not checked, and its operation
 * may be any valid one. */
#define ARG_DESCR_IF(d, option, used) \
    ENTRY_ARG_((used) ? entry_descr : entry_pointer, 0, 0, d, (used) ? (option) : NULL)
#define ARG_SIZE_IF(v, option, used) ENTRY_ARG_(entry_int, (used) ? ENTRY_SIZE : 0, v, NULL, option)
#define ARG_OP_NONE_IF(op, option, used) ENTRY_ARG_(entry_operation, (used) ? ENTRY_NONE_ONLY : 0, op, NULL, option)
/* A scalar that may be null (its term dropped), unless needed: then it is
 * required, and checked before the quick return, so that a call with no
 * term at all is invalid_pointer even when C is empty. */
#define ARG_SCALAR_OPT(p, option, needed) \
    ENTRY_ARG_(entry_scalar, (needed) ? ENTRY_REQUIRED | ENTRY_EARLY : 0, 0, p, option)

/* --------------------------------------------------------------- rules */

/* invalid_value unless ok (phase 4); invalid_size unless ok (phase 7;
 * _LATE: phase 12, after the quick return and the pointers). */
#define ARG_VALUE_RULE(ok) ENTRY_ARG_(entry_value_rule, 0, (ok) != 0, NULL, NULL)
#define ARG_SIZE_RULE(ok) ENTRY_ARG_(entry_size_rule, 0, (ok) != 0, NULL, NULL)
#define ARG_SIZE_RULE_LATE(ok) ENTRY_ARG_(entry_size_rule, ENTRY_LATE, (ok) != 0, NULL, NULL)
/* The quick return: nothing to compute when cond holds (phase 9; _LATE:
 * phase 11, after the pointers). */
#define ARG_QUICK(cond) ENTRY_ARG_(entry_quick, 0, (cond) != 0, NULL, NULL)
#define ARG_QUICK_LATE(cond) ENTRY_ARG_(entry_quick, ENTRY_LATE, (cond) != 0, NULL, NULL)
/* A status the routine finds from its objects' contents (an analysis made
 * for another problem), returned unless success (phase 13). */
#define ARG_STATUS(status) ENTRY_ARG_(entry_status, 0, status, NULL, NULL)
/* A bench option that is no argument ("--analysis"). */
#define ARG_BENCH_INT(option, v) ENTRY_ARG_(entry_bench_int, 0, v, NULL, option)
/* One benched as letters[v] ("--uplo", fill, "LU"). */
#define ARG_BENCH_LETTER(option, v, letters) ENTRY_ARG_(entry_bench_int, ENTRY_LETTERS, v, letters, option)
/* The routine writes no bench line (the bench driver does not run it). */
#define ARG_NO_BENCH ENTRY_ARG_(entry_no_bench, 0, 0, NULL, NULL)

/* A copy of hyb when it is valid, an empty HYB otherwise: for values the
 * list derives from it before the checks. */
static inline struct _rocsparse_hyb_mat hyb_or_empty(const struct _rocsparse_hyb_mat* hyb)
{
    const struct _rocsparse_hyb_mat empty = {0};
    return hyb_valid(hyb) ? *hyb : empty;
}

#endif /* FSPARSE_ENTRY_H */
