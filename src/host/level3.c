/* Level 3 of the host backend: the kernels of level3_template.h, one
 * instance per precision. */
#include "backend.h"
#include "host/host_types.h"

#define CONJ(v) (v)
#define P s
#include "host/level3_template.h"
#undef P
#define P d
#include "host/level3_template.h"
#undef P
#undef CONJ
#define CONJ(v) conjf(v)
#define P c
#include "host/level3_template.h"
#undef P
#undef CONJ
#define CONJ(v) conj(v)
#define P z
#include "host/level3_template.h"
#undef P
#undef CONJ

rocsparse_status backend_csrmm(rocsparse_handle     handle,
                               precision            prec,
                               rocsparse_operation  trans_A,
                               rocsparse_operation  trans_B,
                               rocsparse_int        m,
                               rocsparse_int        n,
                               rocsparse_int        k,
                               rocsparse_int        nnz,
                               const void*          alpha,
                               rocsparse_index_base base,
                               const void*          csr_val,
                               const rocsparse_int* csr_row_ptr,
                               const rocsparse_int* csr_col_ind,
                               const void*          B,
                               rocsparse_int        ldb,
                               const void*          beta,
                               void*                C,
                               rocsparse_int        ldc)
{
    (void)handle;
    HOST_DISPATCH(prec, host_csrmm, trans_A, trans_B, m, n, k, nnz, alpha, (rocsparse_int)base, csr_val, csr_row_ptr,
                  csr_col_ind, B, ldb, beta, C, ldc);
    return rocsparse_status_success;
}
