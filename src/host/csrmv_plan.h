/* The host backend's csrmv analysis: the rows cut into chunks of about
 * equal numbers of entries, so that OpenMP threads get equal work whatever
 * the row lengths, and the rows too long for any chunk, which are summed by
 * all threads together. */
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

#endif /* FSPARSE_HOST_CSRMV_PLAN_H */
