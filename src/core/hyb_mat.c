/* The HYB matrix object; csr2hyb fills it, destroy frees its arrays. */
#include <stdlib.h>

#include "backend.h"
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
    return rocsparse_status_success;
}

rocsparse_status rocsparse_destroy_hyb_mat(rocsparse_hyb_mat hyb)
{
    if(!hyb_valid(hyb))
        return rocsparse_status_invalid_pointer;
    /* Free every array even if one fails; report the first failure. */
    void* arrays[] = {hyb->ell_col_ind, hyb->ell_val, hyb->coo_row_ind, hyb->coo_col_ind, hyb->coo_val};
    rocsparse_status status = rocsparse_status_success;
    for(size_t i = 0; i < sizeof(arrays) / sizeof(arrays[0]); ++i)
    {
        rocsparse_status s = backend_free(arrays[i]);
        if(status == rocsparse_status_success)
            status = s;
    }
    hyb->tag = tag_dead;
    free(hyb);
    return status;
}
