/* rocsparse_Xcsrilu0_buffer_size, _analysis and rocsparse_Xcsrilu0,
 * rocsparse_csrilu0_zero_pivot and rocsparse_csrilu0_clear: the incomplete
 * LU factorization ILU(0) in place of a CSR matrix's values. */
#include "api/precond_factor.h"

static const factor_routine csrilu0 = {
    .buffer_size_name = "rocsparse_Xcsrilu0_buffer_size",
    .analysis_name    = "rocsparse_Xcsrilu0_analysis",
    .factor_name      = "rocsparse_Xcsrilu0",
    .zero_pivot_name  = "rocsparse_csrilu0_zero_pivot",
    .clear_name       = "rocsparse_csrilu0_clear",
    .user             = trm_user_csrilu0,
    .slot             = trm_pivot_csrilu0,
    .kernel           = backend_csrilu0,
};

#define EXPORT_CSRILU0(p, T) EXPORT_FACTOR_TYPED(csrilu0, &csrilu0, p, T)
FSPARSE_FOR_ALL(EXPORT_CSRILU0)
EXPORT_FACTOR(csrilu0, &csrilu0)
