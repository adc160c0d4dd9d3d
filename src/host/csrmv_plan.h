/* The host backend's csrmv analysis: the rows cut into chunks of about
 * equal numbers of entries, so that OpenMP threads get equal work whatever
 * the row lengths, and the rows too long for any chunk, which are summed by
 * all threads together. And the two ways of a product, which a test may
 * force (FSPARSE_FORCE_KERNEL=csrmv:rows or csrmv:chunks). */
#ifndef FSPARSE_HOST_CSRMV_PLAN_H
#define FSPARSE_HOST_CSRMV_PLAN_H

#include "rocsparse/rocsparse.h"

typedef struct host_csrmv_plan
{
    rocsparse_int  chunks;    /* number of chunks */
    rocsparse_int* chunk_row; /* chunks + 1 row boundaries, 0 ... m */
    rocsparse_int  long_row;  /* rows longer than this are long rows */
    rocsparse_int  long_rows; /* how many */
    rocsparse_int* long_row_ind;
} host_csrmv_plan;

/* The strategies, in the order of their names (level2.c): rows splits the
 * rows evenly among the threads, as without analysis; chunks follows the
 * plan, and so needs one (without analysis, forcing it changes nothing). */
#define HOST_CSRMV_KERNELS(X) X(rows) X(chunks)
enum host_csrmv_kernel
{
    host_csrmv_auto,
#define HOST_CSRMV_KERNEL_ENUM(name) host_csrmv_##name,
    HOST_CSRMV_KERNELS(HOST_CSRMV_KERNEL_ENUM)
#undef HOST_CSRMV_KERNEL_ENUM
};

/* The one choice of the host csrmv: the plan a product follows, or NULL
 * for rows. Automatic: the plan when there is one. */
static inline const host_csrmv_plan* host_csrmv_choose(const host_csrmv_plan* plan, int forced)
{
    return forced == host_csrmv_rows ? NULL : plan;
}

#endif /* FSPARSE_HOST_CSRMV_PLAN_H */
