/* The matrix descriptor: type, fill mode, diagonal type, index base. */
#include <stdlib.h>

#include "core/status.h"

rocsparse_status rocsparse_create_mat_descr(rocsparse_mat_descr* descr)
{
    if(descr == NULL)
        return rocsparse_status_invalid_pointer;
    rocsparse_mat_descr d = (rocsparse_mat_descr)object_calloc(sizeof(*d));
    *descr                = d;
    if(d == NULL)
        return rocsparse_status_memory_error;
    d->tag       = tag_mat_descr;
    d->type      = rocsparse_matrix_type_general;
    d->fill_mode = rocsparse_fill_mode_lower;
    d->diag_type = rocsparse_diag_type_non_unit;
    d->base      = rocsparse_index_base_zero;
    if(registry_add(d, tag_mat_descr) != rocsparse_status_success)
    {
        free(d);
        *descr = NULL;
        return rocsparse_status_memory_error;
    }
    return rocsparse_status_success;
}

rocsparse_status rocsparse_destroy_mat_descr(rocsparse_mat_descr descr)
{
    /* Nothing to destroy, as delete of a null pointer in rocSPARSE; a
     * destroyed or foreign object is still refused. */
    if(descr == NULL)
        return rocsparse_status_success;
    if(!descr_valid(descr))
        return rocsparse_status_invalid_pointer;
    registry_remove(descr);
    descr->tag = tag_dead;
    free(descr);
    return rocsparse_status_success;
}

rocsparse_status rocsparse_copy_mat_descr(rocsparse_mat_descr dest, const rocsparse_mat_descr src)
{
    if(!descr_valid(dest) || !descr_valid(src))
        return rocsparse_status_invalid_pointer;
    /* A copy onto itself changes nothing and succeeds, as in rocSPARSE. */
    *dest = *src;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_set_mat_index_base(rocsparse_mat_descr descr, rocsparse_index_base base)
{
    if(!descr_valid(descr))
        return rocsparse_status_invalid_pointer;
    if(!index_base_valid(base))
        return rocsparse_status_invalid_value;
    descr->base = base;
    return rocsparse_status_success;
}

rocsparse_index_base rocsparse_get_mat_index_base(const rocsparse_mat_descr descr)
{
    return descr_valid(descr) ? descr->base : rocsparse_index_base_zero;
}

rocsparse_status rocsparse_set_mat_type(rocsparse_mat_descr descr, rocsparse_matrix_type mat_type)
{
    if(!descr_valid(descr))
        return rocsparse_status_invalid_pointer;
    if(mat_type != rocsparse_matrix_type_general && mat_type != rocsparse_matrix_type_symmetric
       && mat_type != rocsparse_matrix_type_hermitian && mat_type != rocsparse_matrix_type_triangular)
        return rocsparse_status_invalid_value;
    descr->type = mat_type;
    return rocsparse_status_success;
}

rocsparse_matrix_type rocsparse_get_mat_type(const rocsparse_mat_descr descr)
{
    return descr_valid(descr) ? descr->type : rocsparse_matrix_type_general;
}

rocsparse_status rocsparse_set_mat_fill_mode(rocsparse_mat_descr descr, rocsparse_fill_mode fill_mode)
{
    if(!descr_valid(descr))
        return rocsparse_status_invalid_pointer;
    if(fill_mode != rocsparse_fill_mode_lower && fill_mode != rocsparse_fill_mode_upper)
        return rocsparse_status_invalid_value;
    descr->fill_mode = fill_mode;
    return rocsparse_status_success;
}

rocsparse_fill_mode rocsparse_get_mat_fill_mode(const rocsparse_mat_descr descr)
{
    return descr_valid(descr) ? descr->fill_mode : rocsparse_fill_mode_lower;
}

rocsparse_status rocsparse_set_mat_diag_type(rocsparse_mat_descr descr, rocsparse_diag_type diag_type)
{
    if(!descr_valid(descr))
        return rocsparse_status_invalid_pointer;
    if(diag_type != rocsparse_diag_type_non_unit && diag_type != rocsparse_diag_type_unit)
        return rocsparse_status_invalid_value;
    descr->diag_type = diag_type;
    return rocsparse_status_success;
}

rocsparse_diag_type rocsparse_get_mat_diag_type(const rocsparse_mat_descr descr)
{
    return descr_valid(descr) ? descr->diag_type : rocsparse_diag_type_non_unit;
}
