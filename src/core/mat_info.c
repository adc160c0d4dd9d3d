/* The matrix info object: analysis data attached by later routines. */
#include <stdlib.h>

#include "backend.h"
#include "core/status.h"
#include "core/trm_info.h"

rocsparse_status rocsparse_create_mat_info(rocsparse_mat_info* info)
{
    if(info == NULL)
        return rocsparse_status_invalid_pointer;
    rocsparse_mat_info i = (rocsparse_mat_info)object_calloc(sizeof(*i));
    *info                = i;
    if(i == NULL)
        return rocsparse_status_memory_error;
    i->tag = tag_mat_info;
    if(registry_add(i, tag_mat_info) != rocsparse_status_success)
    {
        free(i);
        *info = NULL;
        return rocsparse_status_memory_error;
    }
    return rocsparse_status_success;
}

rocsparse_status mat_info_clear_csrmv(rocsparse_mat_info info)
{
    csrmv_analysis* a = info->csrmv;
    if(a == NULL)
        return rocsparse_status_success;
    info->csrmv = NULL;
    rocsparse_status status = backend_csrmv_analysis_free(a->backend);
    free(a);
    return status;
}

rocsparse_status rocsparse_destroy_mat_info(rocsparse_mat_info info)
{
    if(!mat_info_valid(info))
        return rocsparse_status_invalid_pointer;
    rocsparse_status status = mat_info_clear_csrmv(info);
    const rocsparse_status trm = trm_free_all(info);
    status                     = status != rocsparse_status_success ? status : trm;
    registry_remove(info);
    info->tag = tag_dead;
    free(info);
    return status;
}
