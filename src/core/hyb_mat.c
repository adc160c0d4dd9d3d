/* The HYB matrix object: creation, destruction, and hyb_replace, through
 * which every conversion gives a HYB new contents. */
#include <limits.h>
#include <stdlib.h>

#include "backend.h"
#include "core/hyb_mat.h"
#include "core/status.h"

rocsparse_status rocsparse_create_hyb_mat(rocsparse_hyb_mat* hyb)
{
    if(hyb == NULL)
        return rocsparse_status_invalid_pointer;
    rocsparse_hyb_mat h = (rocsparse_hyb_mat)object_calloc(sizeof(*h));
    *hyb                = h;
    if(h == NULL)
        return rocsparse_status_memory_error;
    h->tag       = tag_hyb_mat;
    h->partition = rocsparse_hyb_partition_auto;
    if(registry_add(h, tag_hyb_mat) != rocsparse_status_success)
    {
        free(h);
        *hyb = NULL;
        return rocsparse_status_memory_error;
    }
    return rocsparse_status_success;
}

rocsparse_status hyb_free_arrays(rocsparse_hyb_mat hyb)
{
    /* Free every array even if one fails; report the first failure. */
    void* arrays[] = {hyb->ell_col_ind, hyb->ell_val, hyb->coo_row_ind, hyb->coo_col_ind, hyb->coo_val};
    rocsparse_status status = rocsparse_status_success;
    for(size_t i = 0; i < sizeof(arrays) / sizeof(arrays[0]); ++i)
    {
        const rocsparse_status s = backend_free(arrays[i]);
        if(status == rocsparse_status_success)
            status = s;
    }
    hyb->ell_col_ind = hyb->coo_row_ind = hyb->coo_col_ind = NULL;
    hyb->ell_val = hyb->coo_val = NULL;
    hyb->ell_width = hyb->ell_nnz = hyb->coo_nnz = 0;
    return status;
}

/* *array = bytes of backend memory, or NULL for none. */
static rocsparse_status allocate(void** array, size_t bytes)
{
    *array = NULL;
    return bytes == 0 ? rocsparse_status_success : backend_malloc(array, bytes);
}

rocsparse_status hyb_replace(
    rocsparse_hyb_mat hyb, const hyb_layout* layout, size_t value_size, hyb_fill_fn fill, void* ctx)
{
    /* ell_nnz is a rocsparse_int: a larger ELL part cannot be described. */
    const long long ell_nnz = (long long)layout->m * layout->ell_width;
    if(ell_nnz > INT_MAX)
        return rocsparse_status_invalid_size;

    struct _rocsparse_hyb_mat next = {0};
    next.tag                       = tag_hyb_mat;
    next.m                         = layout->m;
    next.n                         = layout->n;
    next.partition                 = layout->partition;
    next.ell_width                 = layout->ell_width;
    next.ell_nnz                   = (rocsparse_int)ell_nnz;
    next.coo_nnz                   = layout->coo_nnz;

    const size_t ell = (size_t)ell_nnz, coo = (size_t)layout->coo_nnz;
    const size_t bytes[5]  = {ell * sizeof(rocsparse_int), ell * value_size, coo * sizeof(rocsparse_int),
                              coo * sizeof(rocsparse_int), coo * value_size};
    void*        arrays[5] = {NULL, NULL, NULL, NULL, NULL};
    rocsparse_status status = rocsparse_status_success;
    for(int a = 0; a < 5 && status == rocsparse_status_success; ++a)
        status = allocate(&arrays[a], bytes[a]);
    next.ell_col_ind = (rocsparse_int*)arrays[0];
    next.ell_val     = arrays[1];
    next.coo_row_ind = (rocsparse_int*)arrays[2];
    next.coo_col_ind = (rocsparse_int*)arrays[3];
    next.coo_val     = arrays[4];
    if(status == rocsparse_status_success && fill != NULL)
        status = fill(ctx, &next);
    if(status != rocsparse_status_success)
    {
        (void)hyb_free_arrays(&next);
        return status;
    }

    /* The new contents are complete: the old arrays go. A failure to free
     * one is reported, but hyb holds the new matrix either way. */
    status = hyb_free_arrays(hyb);
    *hyb   = next;
    return status;
}

rocsparse_status rocsparse_destroy_hyb_mat(rocsparse_hyb_mat hyb)
{
    if(!hyb_valid(hyb))
        return rocsparse_status_invalid_pointer;
    const rocsparse_status status = hyb_free_arrays(hyb);
    registry_remove(hyb);
    hyb->tag = tag_dead;
    free(hyb);
    return status;
}
