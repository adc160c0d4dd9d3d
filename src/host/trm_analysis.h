/* The host backend's triangular analysis (backend_trm_analysis), read by
 * the solves (csrsv, csrsm) and the factorizations (csrilu0, csric0), and
 * the strategies a test may force for them (FSPARSE_FORCE_KERNEL=trsv:...
 * and trfactor:...).
 *
 * Row r of op(T) depends on row c when op(T) has an off-diagonal entry
 * (r, c). A row's level is 0 without dependencies, else 1 + the largest
 * level among them, so the rows of one level depend only on rows of
 * earlier levels and may be solved at the same time. */
#ifndef FSPARSE_HOST_TRM_ANALYSIS_H
#define FSPARSE_HOST_TRM_ANALYSIS_H

#include "rocsparse/rocsparse.h"

typedef struct host_trm
{
    rocsparse_operation trans; /* none or transpose */
    rocsparse_fill_mode fill;
    rocsparse_int       m;
    rocsparse_int       levels;
    int                 any_wide; /* some level is wide: the solves need a team */
    rocsparse_int       missing; /* first row without a diagonal, or int max */
    rocsparse_int*      order;     /* m: rows by increasing level, by index within one */
    rocsparse_int*      level_ptr; /* levels + 1: level l is order[level_ptr[l] .. level_ptr[l+1]) */
    unsigned char*      wide;      /* levels: 1 when the level is worth a parallel loop */
    /* Dependencies in solve order: those of row order[k] are
     * dep_row[dep_ptr[k] .. dep_ptr[k+1]), the entry of op(T) being
     * csr_val[dep_val[.]] (conjugated for a conjugate transpose). */
    rocsparse_int* dep_ptr;
    rocsparse_int* dep_row;
    rocsparse_int* dep_val;
    rocsparse_int* diag_pos; /* m: position of the row's diagonal in csr_val, or -1 */
} host_trm;

/* The forcible strategies, in the order of their names (level2.c), for
 * both settings: levels runs every level as a parallel loop, however thin;
 * sequential takes the rows in index order on the calling thread (for the
 * solves straight from the CSR arrays, without the dependency lists). The
 * automatic choice (triangular.c) is sequential with few threads or
 * without wide levels, else runs wide levels in parallel and runs of thin
 * levels on one thread. */
#define HOST_TRM_KERNELS(X) X(levels) X(sequential)
enum host_trm_kernel
{
    host_trm_auto,
#define HOST_TRM_KERNEL_ENUM(name) host_trm_##name,
    HOST_TRM_KERNELS(HOST_TRM_KERNEL_ENUM)
#undef HOST_TRM_KERNEL_ENUM
};

/* What entry p of row i (column col_ind[p], base removed: c) is to the
 * triangle: its diagonal, an off-diagonal entry, or ignored (the other
 * side, or a column outside [0, m)). */
enum host_trm_entry
{
    host_trm_ignored,
    host_trm_diagonal,
    host_trm_off_diagonal
};
static inline enum host_trm_entry host_trm_classify(rocsparse_fill_mode fill, rocsparse_int m, rocsparse_int i,
                                                    rocsparse_int c)
{
    if(c < 0 || c >= m)
        return host_trm_ignored;
    if(c == i)
        return host_trm_diagonal;
    return (fill == rocsparse_fill_mode_lower) == (c < i) ? host_trm_off_diagonal : host_trm_ignored;
}

#endif /* FSPARSE_HOST_TRM_ANALYSIS_H */
