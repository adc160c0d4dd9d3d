/* rocsparse_Xnnz: the non-zero entries of a dense column-major matrix per
 * row or per column, and their total. */
#include "backend.h"
#include "core/checks.h"
#include "core/entry.h"

static int direction_valid(rocsparse_direction dir)
{
    return dir == rocsparse_direction_row || dir == rocsparse_direction_column;
}

/* An empty matrix has no entries: the total is 0 (where a total is asked
 * for: rocSPARSE 1.8.9 checks the pointers only after this). */
static rocsparse_status empty_total(rocsparse_handle handle, rocsparse_int* nnz_total)
{
    return nnz_total != NULL ? write_int_result(handle, nnz_total, 0) : rocsparse_status_success;
}

static rocsparse_status nnz(rocsparse_handle          handle,
                            precision                 prec,
                            rocsparse_direction       dir,
                            rocsparse_int             m,
                            rocsparse_int             n,
                            const rocsparse_mat_descr descr,
                            const void*               A,
                            rocsparse_int             ld,
                            rocsparse_int*            nnz_per_row_columns,
                            rocsparse_int*            nnz_total_dev_host_ptr)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_ENUM(dir, "--dir", "RC"),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_DESCR(descr, NULL),
        ARG_ARRAY(A, 1),
        ARG_INT(ld, "--ld"),
        ARG_ARRAY(nnz_per_row_columns, 1),
        ARG_ARRAY(nnz_total_dev_host_ptr, 1),
        ARG_VALUE_RULE(direction_valid(dir)),
        ARG_SIZE_RULE(ld >= m),
        ARG_QUICK(m == 0 || n == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xnnz", args, empty_total(handle, nnz_total_dev_host_ptr));
    return backend_nnz(handle, prec, dir, m, n, A, ld, nnz_per_row_columns, handle->pointer_mode,
                       nnz_total_dev_host_ptr);
}

#define EXPORT_NNZ(p, T)                                                                                     \
    rocsparse_status rocsparse_##p##nnz(rocsparse_handle handle, rocsparse_direction dir, rocsparse_int m,   \
                                        rocsparse_int n, const rocsparse_mat_descr descr, const T* A,        \
                                        rocsparse_int ld, rocsparse_int* nnz_per_row_columns,                \
                                        rocsparse_int* nnz_total_dev_host_ptr)                               \
    {                                                                                                        \
        return nnz(handle, precision_##p, dir, m, n, descr, A, ld, nnz_per_row_columns,                      \
                   nnz_total_dev_host_ptr);                                                                  \
    }
FSPARSE_FOR_ALL(EXPORT_NNZ)
