/* A HYB matrix's arrays change hands in one place, the same for both
 * backends: hyb_replace. */
#ifndef FSPARSE_HYB_MAT_H
#define FSPARSE_HYB_MAT_H

#include <stddef.h>

#include "core/objects.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The shape of a HYB's new contents: an ELL part of m * ell_width entries
 * and a COO part of coo_nnz. */
typedef struct hyb_layout
{
    rocsparse_int           m, n;
    rocsparse_hyb_partition partition;
    rocsparse_int           ell_width;
    rocsparse_int           coo_nnz;
} hyb_layout;

/* Writes the new contents into next, whose arrays are allocated for the
 * layout (null for an empty part); may queue device work. */
typedef rocsparse_status (*hyb_fill_fn)(void* ctx, rocsparse_hyb_mat next);

/* Gives hyb new contents: allocates the arrays of layout (values of
 * value_size bytes), lets fill (if any) write them, and only then frees
 * hyb's old arrays and puts the new ones in their place. When anything
 * fails before that, the new arrays are freed and hyb is left exactly as
 * it was, so that a failed conversion never costs the user the old
 * matrix; the price is that both matrices are held for a moment. */
rocsparse_status hyb_replace(
    rocsparse_hyb_mat hyb, const hyb_layout* layout, size_t value_size, hyb_fill_fn fill, void* ctx);

/* Frees every array hyb holds and leaves it empty (destroy). */
rocsparse_status hyb_free_arrays(rocsparse_hyb_mat hyb);

#ifdef __cplusplus
}
#endif

#endif /* FSPARSE_HYB_MAT_H */
