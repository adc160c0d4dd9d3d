/* What the library's opaque objects hold. The core knows nothing of
 * devices: a backend keeps what it needs in the handle's workspace and
 * device fields. */
#ifndef FSPARSE_OBJECTS_H
#define FSPARSE_OBJECTS_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "rocsparse/rocsparse.h"

/* Each object carries a tag (first, except in the HYB, whose fields come in
 * rocSPARSE's order), so that a destroy or use of the wrong kind of object,
 * or of one already destroyed, is caught instead of freed. */
enum object_tag
{
    tag_handle    = 0x48414e44, /* "HAND" */
    tag_mat_descr = 0x44455343, /* "DESC" */
    tag_hyb_mat   = 0x48594232, /* "HYB2" */
    tag_mat_info  = 0x494e464f, /* "INFO" */
    tag_dead      = 0x44454144  /* "DEAD" */
};

/* The settings through which a test forces a routine's kernel
 * (FSPARSE_FORCE_KERNEL, read at handle creation: forced_kernel.c). The
 * handle keeps, per setting, 0 for the automatic choice or 1 + the index
 * of the forced strategy in the list backend_forcible_kernels gives. */
#define FORCED_SETTINGS(X) \
    X(csrmv) X(csr_loads) X(csrmm) X(trsv) X(trlevels) X(trfactor) X(csrgemm) X(csr2csc) X(csrsort) X(coosort)
typedef enum forced_setting
{
#define FORCED_SETTING_ENUM(name) forced_##name,
    FORCED_SETTINGS(FORCED_SETTING_ENUM)
#undef FORCED_SETTING_ENUM
    forced_setting_count
} forced_setting;

struct _rocsparse_handle
{
    uint32_t               tag;
    int                    device;    /* the device current at creation */
    int                    warp_size; /* of that device; 1 on the host */
    size_t                 l2_bytes;  /* its L2 cache; 0 on the host */
    hipStream_t            stream;    /* 0: the default stream */
    rocsparse_pointer_mode pointer_mode;
    /* Device scratch owned by the handle, so that no routine allocates:
     * reductions keep their partial results here. */
    void*  workspace;
    size_t workspace_size;
    /* Logging, read from the environment at creation. */
    unsigned layer;      /* rocsparse_layer_mode bits */
    FILE*    log_trace;  /* never null when the trace bit is set */
    FILE*    log_bench;  /* never null when the bench bit is set */
    int      own_trace;  /* the handle opened it and closes it */
    int      own_bench;
    /* Validation mode (FSPARSE_CHECK_INPUT, read at creation): routines
     * check the index arrays they are given before they use them. */
    int check_input;
    /* Kernels forced for testing, read from the environment at creation;
     * all 0 (automatic) in normal use. */
    unsigned char forced[forced_setting_count];
};

struct _rocsparse_mat_descr
{
    uint32_t              tag;
    rocsparse_matrix_type type;
    rocsparse_fill_mode   fill_mode;
    rocsparse_diag_type   diag_type;
    rocsparse_index_base  base;
};

/* HYB = an ELL part (column-major, ell_width per row) plus a COO part,
 * both in device memory, both owned by the object. Unlike the other
 * objects its tag comes last, after rocSPARSE's fields in rocSPARSE's order
 * and types: rocSPARSE's own tests read a HYB through a copy of its struct. */
struct _rocsparse_hyb_mat
{
    rocsparse_int           m, n;
    rocsparse_hyb_partition partition;
    rocsparse_int           ell_nnz, ell_width;
    rocsparse_int*          ell_col_ind;
    void*                   ell_val;
    rocsparse_int           coo_nnz;
    rocsparse_int*          coo_row_ind;
    rocsparse_int*          coo_col_ind;
    void*                   coo_val;
    uint32_t                tag;
};

/* A zeroed object of bytes, at least as large as a HYB: the tag check of
 * another kind of object given as a HYB then reads inside it. */
static inline void* object_calloc(size_t bytes)
{
    return calloc(1, bytes > sizeof(struct _rocsparse_hyb_mat) ? bytes : sizeof(struct _rocsparse_hyb_mat));
}

/* What rocsparse_Xcsrmv_analysis learnt of one matrix: the problem it was
 * made for (a product of another one, or with another descriptor, is
 * refused) and the backend's data. */
typedef struct csrmv_analysis
{
    rocsparse_operation  trans;
    rocsparse_int        m, n, nnz;
    rocsparse_mat_descr  descr; /* compared, never read */
    const rocsparse_int* csr_row_ptr;
    const rocsparse_int* csr_col_ind;
    void*                backend; /* made by backend_csrmv_analysis */
} csrmv_analysis;

/* One analysis of a triangle of a square CSR matrix (core/trm_info.h),
 * shared by the routines that name it in users (trm_user bits): the
 * problem it was made for, so that a solve of another matrix is refused,
 * and the backend's data. */
typedef struct trm_analysis
{
    rocsparse_operation  trans; /* none or transpose */
    rocsparse_fill_mode  fill;
    rocsparse_int        m, nnz;
    rocsparse_index_base base;
    const rocsparse_int* csr_row_ptr; /* compared, never read */
    const rocsparse_int* csr_col_ind;
    unsigned             users;
    void*                backend; /* made by backend_trm_analysis */
} trm_analysis;

/* A zero pivot cell: device memory the kernels lower (rocsparse_int max:
 * none), allocated at the first analysis that needs it. set: an analysis,
 * solve or factorization reset it since the last clear; base: the
 * descriptor's, in which the row is reported. */
typedef struct trm_pivot
{
    rocsparse_int*       cell;
    rocsparse_index_base base;
    int                  set;
} trm_pivot;

/* The pivot cells, one per routine (csrsv one per fill mode). */
typedef enum trm_pivot_slot
{
    trm_pivot_csrsv_lower,
    trm_pivot_csrsv_upper,
    trm_pivot_csrsm,
    trm_pivot_csric0,
    trm_pivot_csrilu0,
    trm_pivot_count
} trm_pivot_slot;

/* The terms of C = alpha * A * B + beta * D that csrgemm_buffer_size was
 * given (a null alpha or beta drops its term): csrgemm_nnz takes no
 * scalars, so info_C tells it which patterns C joins. 0: no buffer size
 * query yet. */
enum
{
    csrgemm_term_product = 1,
    csrgemm_term_sum     = 2
};

/* Analysis data that routines attach to a matrix; each part is null until
 * its analysis runs, and freed by its clear function or by destroy. The
 * triangle analyses are indexed by fill mode (lower, upper) and by
 * operation (none, transpose; a conjugate transpose uses the transpose's). */
struct _rocsparse_mat_info
{
    uint32_t        tag;
    csrmv_analysis* csrmv;
    trm_analysis*   trm[2][2];
    trm_pivot       pivot[trm_pivot_count];
    unsigned        csrgemm_terms; /* csrgemm_term_* bits */
};

#endif /* FSPARSE_OBJECTS_H */
