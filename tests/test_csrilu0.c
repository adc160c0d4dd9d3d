/* rocsparse_Xcsrilu0_buffer_size, _analysis, rocsparse_Xcsrilu0,
 * rocsparse_csrilu0_zero_pivot and rocsparse_csrilu0_clear: ILU(0) in place,
 * L * U equal to A on A's pattern (L unit lower, U upper), then the solves
 * with L and U on the same mat_info (trm_factor.c says what is covered). */
#include "trm_factor.h"

#define WRAP_ilu0(p, T) FACTOR_WRAPPERS(ilu0, p, T)
TEST_FOR_ALL(WRAP_ilu0)

#define ROW(p, T) FACTOR_ROW(ilu0, p),
static const factor_routine routines[] = {TEST_FOR_ALL(ROW)};

int main(void)
{
    const factor_family family = {"csrilu0", 0, rocsparse_csrilu0_zero_pivot, rocsparse_csrilu0_clear, routines,
                                  sizeof(routines) / sizeof(routines[0])};
    return factor_main(&family);
}
