/* What the tests of the structural routines (csr2csc, the sorts) share:
 * the handles they run on, the automatic choice and each strategy of a
 * forced setting in turn. */
#ifndef FSPARSE_STRUCTURAL_UTIL_H
#define FSPARSE_STRUCTURAL_UTIL_H

#include "sparse_gen.h"

typedef struct run_handles
{
    size_t            count;     /* 1 + the strategies of the setting; 1 under FSPARSE_TEST_STRATEGY */
    rocsparse_handle* handle;    /* [0]: the automatic choice, or FSPARSE_TEST_STRATEGY's */
    char (*name)[64];            /* "automatic", "csrsort:NAME" */
} run_handles;

/* A handle for the automatic choice, then one per strategy that the
 * backend lists for setting (csr2csc, csrsort, coosort), each created with
 * FSPARSE_FORCE_KERNEL=setting:NAME; and a check that an unknown name is
 * refused. FSPARSE_TEST_STRATEGY=setting:NAME narrows this to one
 * strategy (structural_util.c). */
void run_handles_init(run_handles* h, const char* setting);
void run_handles_free(run_handles* h);

#endif /* FSPARSE_STRUCTURAL_UTIL_H */
