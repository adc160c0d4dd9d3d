#include "core/trm_info.h"

#include <limits.h>
#include <stdlib.h>

#include "backend.h"
#include "core/checks.h"

static trm_problem problem(unsigned user, trm_pivot_slot slot, rocsparse_operation trans, rocsparse_fill_mode fill,
                           rocsparse_diag_type diag, rocsparse_int m, rocsparse_int nnz,
                           const struct _rocsparse_mat_descr* descr, const rocsparse_int* csr_row_ptr,
                           const rocsparse_int* csr_col_ind)
{
    const trm_problem p = {.user        = user,
                           .slot        = slot,
                           .trans       = trans,
                           .fill        = fill,
                           .diag        = diag,
                           .m           = m,
                           .nnz         = nnz,
                           .base        = descr_valid(descr) ? descr->base : rocsparse_index_base_zero,
                           .csr_row_ptr = csr_row_ptr,
                           .csr_col_ind = csr_col_ind};
    return p;
}

trm_problem trm_solve_problem(unsigned user, trm_pivot_slot slot, rocsparse_operation trans, rocsparse_int m,
                              rocsparse_int nnz, const struct _rocsparse_mat_descr* descr,
                              const rocsparse_int* csr_row_ptr, const rocsparse_int* csr_col_ind)
{
    const int valid = descr_valid(descr);
    return problem(user, slot, trans, valid ? descr->fill_mode : rocsparse_fill_mode_lower,
                   valid ? descr->diag_type : rocsparse_diag_type_non_unit, m, nnz, descr, csr_row_ptr,
                   csr_col_ind);
}

trm_problem trm_factor_problem(unsigned user, trm_pivot_slot slot, rocsparse_int m, rocsparse_int nnz,
                               const struct _rocsparse_mat_descr* descr, const rocsparse_int* csr_row_ptr,
                               const rocsparse_int* csr_col_ind)
{
    return problem(user, slot, rocsparse_operation_none, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit, m,
                   nnz, descr, csr_row_ptr, csr_col_ind);
}

rocsparse_status trm_minimal_buffer_size(size_t* buffer_size)
{
    *buffer_size = 256;
    return rocsparse_status_success;
}

/* The place of p's record: a conjugate transpose has the transpose's
 * dependencies. fill and trans come from enums already checked. */
static trm_analysis** slot_of(rocsparse_mat_info info, rocsparse_fill_mode fill, rocsparse_operation trans)
{
    return &info->trm[fill == rocsparse_fill_mode_upper][trans != rocsparse_operation_none];
}

/* Whether record a was made for p's matrix, as trm_usable words it. */
static rocsparse_status fits(const trm_analysis* a, const trm_problem* p)
{
    if(a->m != p->m || a->nnz != p->nnz)
        return rocsparse_status_invalid_size;
    if(a->base != p->base)
        return rocsparse_status_invalid_value;
    if(a->csr_row_ptr != p->csr_row_ptr || a->csr_col_ind != p->csr_col_ind)
        return rocsparse_status_invalid_pointer;
    return rocsparse_status_success;
}

/* The one place that frees a record or puts another in its place. */
static rocsparse_status replace(trm_analysis** place, trm_analysis* record)
{
    trm_analysis* old = *place;
    *place            = record;
    if(old == NULL)
        return rocsparse_status_success;
    const rocsparse_status status = backend_trm_analysis_free(old->backend);
    free(old);
    return status;
}

/* Resets p's pivot cell before work that lowers it: to the first row
 * without a diagonal entry (non-unit), or to none (unit: the diagonal is
 * 1 wherever it is stored). The cell is made at the first analysis. */
static rocsparse_status pivot_reset(rocsparse_handle handle, rocsparse_mat_info info, const trm_problem* p,
                                    const trm_analysis* a)
{
    trm_pivot* pivot = &info->pivot[p->slot];
    if(pivot->cell == NULL)
        RETURN_IF_ERROR(backend_malloc((void**)&pivot->cell, sizeof(*pivot->cell)));
    pivot->base = p->base;
    pivot->set  = 1;
    if(p->diag == rocsparse_diag_type_unit)
        return backend_store_int(handle, pivot->cell, INT_MAX);
    return backend_trm_structural_pivot(handle, a->backend, pivot->cell);
}

/* The factorizations' own part of a's analysis (backend_trm_factor_analysis),
 * for each of them among a's users: made where a factorization joins a
 * record, and where a record is rebuilt for users that include one. */
static rocsparse_status factor_analysis(rocsparse_handle handle, const trm_analysis* a, const trm_problem* p)
{
    if(a->users & trm_user_csrilu0)
        RETURN_IF_ERROR(backend_trm_factor_analysis(handle, a->backend, 0, p->base, p->csr_row_ptr, p->csr_col_ind));
    if(a->users & trm_user_csric0)
        RETURN_IF_ERROR(backend_trm_factor_analysis(handle, a->backend, 1, p->base, p->csr_row_ptr, p->csr_col_ind));
    return rocsparse_status_success;
}

rocsparse_status trm_analyse(rocsparse_handle          handle,
                             rocsparse_mat_info        info,
                             const trm_problem*        p,
                             rocsparse_analysis_policy policy,
                             void*                     temp_buffer)
{
    trm_analysis**     place = slot_of(info, p->fill, p->trans);
    const trm_analysis* old  = *place;
    const int           same = old != NULL && fits(old, p) == rocsparse_status_success;
    if(same && policy == rocsparse_analysis_policy_reuse)
    {
        (*place)->users |= p->user;
        RETURN_IF_ERROR(factor_analysis(handle, old, p));
        return pivot_reset(handle, info, p, old);
    }
    trm_analysis* a = (trm_analysis*)malloc(sizeof(*a));
    if(a == NULL)
        return rocsparse_status_memory_error;
    a->trans                = p->trans == rocsparse_operation_none ? rocsparse_operation_none
                                                                    : rocsparse_operation_transpose;
    a->fill                 = p->fill;
    const rocsparse_status status
        = backend_trm_analysis(handle, a->trans, a->fill, p->m, p->nnz, p->base, p->csr_row_ptr, p->csr_col_ind,
                               temp_buffer, &a->backend);
    if(status != rocsparse_status_success)
    {
        free(a);
        return status;
    }
    a->m           = p->m;
    a->nnz         = p->nnz;
    a->base        = p->base;
    a->csr_row_ptr = p->csr_row_ptr;
    a->csr_col_ind = p->csr_col_ind;
    /* A forced analysis of the same matrix serves its other users as well
     * as the old one did; one of another matrix serves only the caller. */
    a->users = (same ? old->users : 0u) | p->user;
    RETURN_IF_ERROR(replace(place, a));
    RETURN_IF_ERROR(factor_analysis(handle, a, p));
    return pivot_reset(handle, info, p, a);
}

rocsparse_status trm_usable(rocsparse_mat_info info, const trm_problem* p)
{
    if(!mat_info_valid(info))
        return rocsparse_status_success;
    const trm_analysis* a = *slot_of(info, p->fill, p->trans);
    if(a == NULL || !(a->users & p->user))
        return rocsparse_status_invalid_pointer;
    return fits(a, p);
}

rocsparse_status trm_prepare(rocsparse_handle   handle,
                             rocsparse_mat_info info,
                             const trm_problem* p,
                             const void**       analysis,
                             rocsparse_int**    pivot)
{
    const trm_analysis* a = *slot_of(info, p->fill, p->trans);
    RETURN_IF_ERROR(pivot_reset(handle, info, p, a));
    *analysis = a->backend;
    *pivot    = info->pivot[p->slot].cell;
    return rocsparse_status_success;
}

rocsparse_status trm_pivot_forget(rocsparse_mat_info info, trm_pivot_slot slot)
{
    info->pivot[slot].set = 0;
    return rocsparse_status_success;
}

rocsparse_status trm_pivot_report(rocsparse_handle handle, rocsparse_mat_info info, trm_pivot_slot slot,
                                  rocsparse_int* position)
{
    const trm_pivot* pivot = &info->pivot[slot];
    rocsparse_int    row   = INT_MAX;
    if(pivot->set)
        RETURN_IF_ERROR(backend_read_to_host(handle, &row, pivot->cell, sizeof(row)));
    if(row == INT_MAX)
        return write_int_result(handle, position, -1);
    RETURN_IF_ERROR(write_int_result(handle, position, row + pivot->base));
    return rocsparse_status_zero_pivot;
}

rocsparse_status trm_clear(rocsparse_mat_info info, unsigned user, unsigned fills, trm_pivot_slot slot)
{
    rocsparse_status status = trm_pivot_forget(info, slot);
    for(int fill = 0; fill < 2; ++fill)
        for(int t = 0; t < 2; ++t)
        {
            trm_analysis* a = info->trm[fill][t];
            if(!(fills & (1u << fill)) || a == NULL)
                continue;
            a->users &= ~user;
            if(a->users == 0)
            {
                const rocsparse_status freed = replace(&info->trm[fill][t], NULL);
                status                       = status != rocsparse_status_success ? status : freed;
            }
        }
    return status;
}

rocsparse_status trm_free_all(rocsparse_mat_info info)
{
    rocsparse_status status = rocsparse_status_success;
    for(int fill = 0; fill < 2; ++fill)
        for(int t = 0; t < 2; ++t)
        {
            const rocsparse_status freed = replace(&info->trm[fill][t], NULL);
            status                       = status != rocsparse_status_success ? status : freed;
        }
    for(int s = 0; s < trm_pivot_count; ++s)
    {
        const rocsparse_status freed = backend_free(info->pivot[s].cell);
        info->pivot[s].cell          = NULL;
        status                       = status != rocsparse_status_success ? status : freed;
    }
    return status;
}
