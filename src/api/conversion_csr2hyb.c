/* rocsparse_Xcsr2hyb: CSR to HYB, an ELL part of a width the partition
 * chooses and a COO part for the entries that do not fit in it. Blocks:
 * the width and the COO part's size are needed on the host. */
#include <limits.h>

#include "backend.h"
#include "core/checks.h"
#include "core/entry.h"
#include "core/validate.h"
#include "core/hyb_mat.h"

/* Empties hyb and sets its shape: what csr2hyb writes for a matrix with no
 * rows or no columns. */
static rocsparse_status hyb_make_empty(rocsparse_hyb_mat hyb, rocsparse_int m, rocsparse_int n,
                                       rocsparse_hyb_partition partition)
{
    const hyb_layout layout = {m, n, partition, 0, 0};
    return hyb_replace(hyb, &layout, 0, NULL, NULL);
}

/* The ELL width that partition auto or max gives this matrix of nnz
 * entries. */
static rocsparse_status partition_width(rocsparse_handle handle, rocsparse_hyb_partition partition, rocsparse_int m,
                                        const rocsparse_int* csr_row_ptr, rocsparse_int nnz, rocsparse_int* width)
{
    if(partition == rocsparse_hyb_partition_max)
    {
        /* The longest row, as csr2ell_width finds it, into a host int. */
        return backend_csr2ell_width(handle, rocsparse_pointer_mode_host, m, csr_row_ptr, width);
    }
    /* auto: the average row length rounded up, so that most rows fit the
     * ELL part; none when that part would hold more than twice the entries
     * (many empty rows), as then the padding costs more than COO. */
    long long w = ((long long)nnz + m - 1) / m;
    if(w * m > 2 * (long long)nnz)
        w = 0;
    *width = (rocsparse_int)w;
    return rocsparse_status_success;
}

/* The widest ELL part a matrix of nnz entries and m rows may have, as
 * rocSPARSE bounds it (about twice the mean row, in its integer
 * arithmetic), whatever the partition: a wider one is mostly padding. Never
 * below 0: rocSPARSE's is -1 for a single empty row, refusing every width. */
static long long width_bound(rocsparse_int nnz, rocsparse_int m)
{
    const long long bound = 2 * ((long long)nnz - 1) / m + 1;
    return bound > 0 ? bound : 0;
}

static rocsparse_status csr2hyb(rocsparse_handle          handle,
                                precision                 prec,
                                rocsparse_int             m,
                                rocsparse_int             n,
                                const rocsparse_mat_descr descr,
                                const void*               csr_val,
                                const rocsparse_int*      csr_row_ptr,
                                const rocsparse_int*      csr_col_ind,
                                rocsparse_hyb_mat         hyb,
                                rocsparse_int             user_ell_width,
                                rocsparse_hyb_partition   partition)
{
    const entry_arg args[] = {
        ARG_HANDLE(handle),
        ARG_SIZE(m, "-m"),
        ARG_SIZE(n, "-n"),
        ARG_DESCR(descr, "--indexbaseA"),
        ARG_ARRAY(csr_val, 0),
        ARG_ARRAY(csr_row_ptr, 1),
        ARG_ARRAY(csr_col_ind, 0),
        ARG_HYB(hyb),
        ARG_INT(user_ell_width, "--ell_width"),
        ARG_PARTITION(partition, "--partition"),
        ARG_QUICK(m == 0 || n == 0),
    };
    ENTRY_CHECK(prec, "rocsparse_Xcsr2hyb", args, hyb_make_empty(hyb, m, n, partition));
    /* An empty matrix may come without values and columns. */
    int empty;
    RETURN_IF_ERROR(csr_arrays_check(handle, csr_row_ptr, m, csr_val, csr_col_ind, &empty));
    VALIDATE(handle, validate_csr(handle, prec, "rocsparse_Xcsr2hyb", m, n, -1, descr->base, csr_row_ptr,
                                  csr_col_ind, VALIDATE_SORTED));
    rocsparse_int nnz;
    RETURN_IF_ERROR(csr_nnz_of(handle, csr_row_ptr, m, &nnz));
    rocsparse_int width = user_ell_width;
    if(partition != rocsparse_hyb_partition_user)
        RETURN_IF_ERROR(partition_width(handle, partition, m, csr_row_ptr, nnz, &width));
    if(width < 0 || width > width_bound(nnz, m))
        return rocsparse_status_invalid_value;
    /* The bound keeps the ELL part within an int but for huge matrices. */
    if((long long)width * m > INT_MAX)
        return rocsparse_status_invalid_size;
    return backend_csr2hyb(handle, prec, m, n, descr->base, csr_val, csr_row_ptr, csr_col_ind, width, partition, hyb);
}

#define EXPORT_CSR2HYB(p, T)                                                                                \
    rocsparse_status rocsparse_##p##csr2hyb(rocsparse_handle handle, rocsparse_int m, rocsparse_int n,      \
                                            const rocsparse_mat_descr descr, const T* csr_val,              \
                                            const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind, \
                                            rocsparse_hyb_mat hyb, rocsparse_int user_ell_width,            \
                                            rocsparse_hyb_partition partition_type)                         \
    {                                                                                                       \
        return csr2hyb(handle, precision_##p, m, n, descr, csr_val, csr_row_ptr, csr_col_ind, hyb,         \
                       user_ell_width, partition_type);                                                     \
    }
FSPARSE_FOR_ALL(EXPORT_CSR2HYB)
