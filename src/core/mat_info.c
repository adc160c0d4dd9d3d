/* The matrix info object: analysis data attached by later routines. */
#include <stdlib.h>

#include "core/status.h"

rocsparse_status rocsparse_create_mat_info(rocsparse_mat_info* info)
{
    if(info == NULL)
        return rocsparse_status_invalid_pointer;
    rocsparse_mat_info i = (rocsparse_mat_info)calloc(1, sizeof(*i));
    *info                = i;
    if(i == NULL)
        return rocsparse_status_memory_error;
    i->tag = tag_mat_info;
    return rocsparse_status_success;
}

rocsparse_status rocsparse_destroy_mat_info(rocsparse_mat_info info)
{
    if(info == NULL || info->tag != tag_mat_info)
        return rocsparse_status_invalid_pointer;
    info->tag = tag_dead;
    free(info);
    return rocsparse_status_success;
}
