/* Level 2 of the host backend: the kernels of level2_template.h, one
 * instance per precision, the csrmv analysis (csrmv_plan.h), and the
 * strategies a test may force. */
#include <stdlib.h>

#include "backend.h"
#include "host/csrmv_plan.h"
#include "host/host_omp.h"
#include "host/host_types.h"
#include "host/trm_analysis.h"

#define CONJ(v) (v)
#define P s
#include "host/level2_template.h"
#undef P
#define P d
#include "host/level2_template.h"
#undef P
#undef CONJ
#define CONJ(v) conjf(v)
#define P c
#include "host/level2_template.h"
#undef P
#undef CONJ
#define CONJ(v) conj(v)
#define P z
#include "host/level2_template.h"
#undef P
#undef CONJ

const char* const* backend_forcible_kernels(forced_setting setting)
{
    static const char* const csrmv[] = {
#define HOST_CSRMV_KERNEL_NAME(name) #name,
        HOST_CSRMV_KERNELS(HOST_CSRMV_KERNEL_NAME)
#undef HOST_CSRMV_KERNEL_NAME
            NULL};
    static const char* const trm[] = {
#define HOST_TRM_KERNEL_NAME(name) #name,
        HOST_TRM_KERNELS(HOST_TRM_KERNEL_NAME)
#undef HOST_TRM_KERNEL_NAME
            NULL};
    static const char* const none[] = {NULL};
    switch(setting)
    {
    case forced_csrmv: return csrmv;
    case forced_trsv:
    case forced_trfactor: return trm; /* triangular.c */
    default: return none; /* every other routine has one kernel here */
    }
}

/* Rows of up to this length are never split among threads: for them a
 * parallel reduction costs more than the row. */
#define HOST_LONG_ROW_MIN 2048

rocsparse_status backend_csrmv_analysis(rocsparse_handle     handle,
                                        rocsparse_operation  trans,
                                        rocsparse_int        m,
                                        rocsparse_int        n,
                                        rocsparse_int        nnz,
                                        rocsparse_index_base base,
                                        const rocsparse_int* csr_row_ptr,
                                        const rocsparse_int* csr_col_ind,
                                        void**               analysis)
{
    (void)handle, (void)trans, (void)n, (void)csr_col_ind;
    host_csrmv_plan* plan = (host_csrmv_plan*)calloc(1, sizeof(*plan));
    if(plan == NULL)
        return rocsparse_status_memory_error;
    /* A few chunks per thread, so that dynamic scheduling evens out what
     * the row boundaries leave uneven. */
    long long chunks = 4LL * host_max_threads();
    if(chunks > m)
        chunks = m;
    const long long per_chunk = (nnz + chunks - 1) / chunks;
    plan->chunks              = (rocsparse_int)chunks;
    plan->long_row  = (rocsparse_int)(per_chunk > HOST_LONG_ROW_MIN ? per_chunk : HOST_LONG_ROW_MIN);
    plan->chunk_row = (rocsparse_int*)malloc(((size_t)chunks + 1) * sizeof(rocsparse_int));
    if(plan->chunk_row == NULL)
    {
        free(plan);
        return rocsparse_status_memory_error;
    }
    /* Chunk c starts at the first row that starts at or after entry
     * c * per_chunk: rows stay whole, chunks hold about per_chunk entries
     * (more only when a long row, handled apart, ends in them). */
    plan->chunk_row[0]      = 0;
    plan->chunk_row[chunks] = m;
    rocsparse_int row       = 0;
    for(long long c = 1; c < chunks; ++c)
    {
        const long long target = c * per_chunk;
        while(row < m && (long long)csr_row_ptr[row] - base < target)
            ++row;
        plan->chunk_row[c] = row;
    }
    for(rocsparse_int i = 0; i < m; ++i)
        if(csr_row_ptr[i + 1] - csr_row_ptr[i] > plan->long_row)
            ++plan->long_rows;
    if(plan->long_rows > 0)
    {
        plan->long_row_ind = (rocsparse_int*)malloc((size_t)plan->long_rows * sizeof(rocsparse_int));
        if(plan->long_row_ind == NULL)
        {
            free(plan->chunk_row);
            free(plan);
            return rocsparse_status_memory_error;
        }
        rocsparse_int l = 0;
        for(rocsparse_int i = 0; i < m; ++i)
            if(csr_row_ptr[i + 1] - csr_row_ptr[i] > plan->long_row)
                plan->long_row_ind[l++] = i;
    }
    *analysis = plan;
    return rocsparse_status_success;
}

rocsparse_status backend_csrmv_analysis_free(void* analysis)
{
    host_csrmv_plan* plan = (host_csrmv_plan*)analysis;
    if(plan != NULL)
    {
        free(plan->chunk_row);
        free(plan->long_row_ind);
        free(plan);
    }
    return rocsparse_status_success;
}

rocsparse_status backend_coomv(rocsparse_handle     handle,
                               precision            prec,
                               rocsparse_operation  trans,
                               rocsparse_int        m,
                               rocsparse_int        n,
                               rocsparse_int        nnz,
                               const void*          alpha,
                               rocsparse_index_base base,
                               const void*          coo_val,
                               const rocsparse_int* coo_row_ind,
                               const rocsparse_int* coo_col_ind,
                               const void*          x,
                               const void*          beta,
                               void*                y)
{
    (void)handle;
    HOST_DISPATCH(prec, host_coomv, trans, m, n, nnz, alpha, (rocsparse_int)base, coo_val, coo_row_ind, coo_col_ind,
                  x, beta, y);
    return rocsparse_status_success;
}

rocsparse_status backend_csrmv(rocsparse_handle     handle,
                               precision            prec,
                               rocsparse_operation  trans,
                               rocsparse_int        m,
                               rocsparse_int        n,
                               rocsparse_int        nnz,
                               const void*          alpha,
                               rocsparse_index_base base,
                               const void*          csr_val,
                               const rocsparse_int* csr_row_ptr,
                               const rocsparse_int* csr_col_ind,
                               void*                analysis,
                               const void*          x,
                               const void*          beta,
                               void*                y)
{
    const host_csrmv_plan* plan = host_csrmv_choose((const host_csrmv_plan*)analysis, handle->forced[forced_csrmv]);
    HOST_DISPATCH(prec, host_csrmv, trans, m, n, nnz, alpha, (rocsparse_int)base, csr_val, csr_row_ptr, csr_col_ind,
                  plan, x, beta, y);
    return rocsparse_status_success;
}

rocsparse_status backend_ellmv(rocsparse_handle     handle,
                               precision            prec,
                               rocsparse_operation  trans,
                               rocsparse_int        m,
                               rocsparse_int        n,
                               const void*          alpha,
                               rocsparse_index_base base,
                               const void*          ell_val,
                               const rocsparse_int* ell_col_ind,
                               rocsparse_int        ell_width,
                               const void*          x,
                               const void*          beta,
                               void*                y)
{
    (void)handle, (void)trans; /* only none reaches a backend */
    HOST_DISPATCH(prec, host_ellmv, m, n, alpha, (rocsparse_int)base, ell_val, ell_col_ind, ell_width, x, beta, y);
    return rocsparse_status_success;
}
