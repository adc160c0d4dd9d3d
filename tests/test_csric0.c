/* rocsparse_Xcsric0_buffer_size, _analysis, rocsparse_Xcsric0,
 * rocsparse_csric0_zero_pivot and rocsparse_csric0_clear: IC(0) in place of
 * the lower triangle of Hermitian positive definite matrices, L * L^H equal
 * to A on its lower pattern, the upper entries untouched, then the solves
 * with L and L^H on the same mat_info (trm_factor.c says what is covered). */
#include "trm_factor.h"

#define WRAP_ic0(p, T) FACTOR_WRAPPERS(ic0, p, T)
TEST_FOR_ALL(WRAP_ic0)

#define ROW(p, T) FACTOR_ROW(ic0, p),
static const factor_routine routines[] = {TEST_FOR_ALL(ROW)};

int main(void)
{
    const factor_family family = {"csric0", 1, rocsparse_csric0_zero_pivot, rocsparse_csric0_clear, routines,
                                  sizeof(routines) / sizeof(routines[0])};
    return factor_main(&family);
}
