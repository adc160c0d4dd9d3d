/* rocsparse_Xcsric0_buffer_size, _analysis and rocsparse_Xcsric0,
 * rocsparse_csric0_zero_pivot and rocsparse_csric0_clear: the incomplete
 * Cholesky factorization IC(0) in place of a CSR matrix's values. */
#include "api/precond_factor.h"

static const factor_routine csric0 = {
    .buffer_size_name = "rocsparse_Xcsric0_buffer_size",
    .analysis_name    = "rocsparse_Xcsric0_analysis",
    .factor_name      = "rocsparse_Xcsric0",
    .zero_pivot_name  = "rocsparse_csric0_zero_pivot",
    .clear_name       = "rocsparse_csric0_clear",
    .user             = trm_user_csric0,
    .slot             = trm_pivot_csric0,
    .kernel           = backend_csric0,
};

#define EXPORT_CSRIC0(p, T) EXPORT_FACTOR_TYPED(csric0, &csric0, p, T)
FSPARSE_FOR_ALL(EXPORT_CSRIC0)
EXPORT_FACTOR(csric0, &csric0)
