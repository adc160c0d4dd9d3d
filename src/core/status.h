/* Small checks that every entry point makes in the same way. */
#ifndef FSPARSE_STATUS_H
#define FSPARSE_STATUS_H

#include "core/objects.h"
#include "core/registry.h"

/* Each object check looks the pointer up in the registry first in
 * validation mode (core/registry.h), so that a pointer the library does
 * not know is refused before it is read; then it checks the tag. */
static inline int handle_valid(rocsparse_handle handle)
{
    return handle != NULL && object_known(handle, tag_handle) && handle->tag == tag_handle;
}

static inline int index_base_valid(rocsparse_index_base base)
{
    return base == rocsparse_index_base_zero || base == rocsparse_index_base_one;
}

static inline int operation_valid(rocsparse_operation op)
{
    return op == rocsparse_operation_none || op == rocsparse_operation_transpose
           || op == rocsparse_operation_conjugate_transpose;
}

static inline int partition_valid(rocsparse_hyb_partition p)
{
    return p == rocsparse_hyb_partition_auto || p == rocsparse_hyb_partition_user || p == rocsparse_hyb_partition_max;
}

static inline int mat_info_valid(rocsparse_mat_info info)
{
    return info != NULL && object_known(info, tag_mat_info) && info->tag == tag_mat_info;
}

static inline int descr_valid(const struct _rocsparse_mat_descr* descr)
{
    return descr != NULL && object_known(descr, tag_mat_descr) && descr->tag == tag_mat_descr;
}

static inline int hyb_valid(const struct _rocsparse_hyb_mat* hyb)
{
    return hyb != NULL && object_known(hyb, tag_hyb_mat) && hyb->tag == tag_hyb_mat;
}

/* Frees the csrmv analysis of info, if any (mat_info.c). */
rocsparse_status mat_info_clear_csrmv(rocsparse_mat_info info);

/* Returns from the calling function unless status is success. */
#define RETURN_IF_ERROR(expr)                        \
    do                                               \
    {                                                \
        rocsparse_status status_ = (expr);           \
        if(status_ != rocsparse_status_success)      \
            return status_;                          \
    } while(0)

#endif /* FSPARSE_STATUS_H */
