/* The validators of core/validate.h: the backend finds the first bad
 * entry, this file says in words which rule it breaks. The backend
 * reports only where and what the entry is; the rule follows from the
 * value and the position, so no reason code crosses to the device. */
#include "core/validate.h"

#include <stdarg.h>
#include <stdio.h>

#include "backend.h"
#include "core/checks.h"
#include "core/log.h"

/* One line about routine: in the trace log when tracing, else on stderr. */
static void report(rocsparse_handle handle, precision prec, const char* routine, const char* fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static void report(rocsparse_handle handle, precision prec, const char* routine, const char* fmt, ...)
{
    FILE*   f = log_tracing(handle) ? handle->log_trace : stderr;
    va_list args;
    for(const char* c = routine; *c != '\0'; ++c)
        fputc(*c == 'X' ? precision_letter(prec) : *c, f);
    fputs(": ", f);
    va_start(args, fmt);
    vfprintf(f, fmt, args);
    va_end(args);
    fputc('\n', f);
    fflush(f);
}

/* What every check reports once it has found a bad entry. */
typedef struct validation
{
    rocsparse_handle handle;
    precision        prec;
    const char*      routine;
    const char*      prefix; /* "" or "hyb " before the array names */
} validation;

#define REPORT(v, fmt, ...) report((v)->handle, (v)->prec, (v)->routine, "%s" fmt, (v)->prefix, __VA_ARGS__)

static int in_range(rocsparse_int value, rocsparse_int base, rocsparse_int len)
{
    const long long c = (long long)value - base;
    return c >= 0 && (len < 0 || c < len);
}

/* The range a column index must lie in, for a message: "outside [b, e)"
 * or, with no known length, "less than the index base b". */
static void column_message(const validation* v, const char* array, const index_violation* f, rocsparse_int base,
                           rocsparse_int n)
{
    if(n >= 0)
        REPORT(v, "%s[%lld] = %d is outside [%d, %lld)", array, (long long)f->pos, f->value, base,
               (long long)base + n);
    else
        REPORT(v, "%s[%lld] = %d is less than the index base %d", array, (long long)f->pos, f->value, base);
}

static rocsparse_status check_csr(const validation*    v,
                                  rocsparse_int        m,
                                  rocsparse_int        n,
                                  rocsparse_int        nnz,
                                  rocsparse_index_base base,
                                  const rocsparse_int* row_ptr,
                                  const rocsparse_int* col_ind,
                                  unsigned             flags)
{
    const rocsparse_int b = (rocsparse_int)base;
    if(row_ptr == NULL)
        return rocsparse_status_success;
    index_violation f;
    rocsparse_int   last;
    RETURN_IF_ERROR(backend_validate_row_ptr(v->handle, m, nnz, base, row_ptr, &last, &f));
    if(f.pos == 0 && f.value != b)
        REPORT(v, "csr_row_ptr[0] = %d is not the index base %d", f.value, b);
    else if(f.pos == m && nnz >= 0 && f.value != (long long)nnz + b)
        REPORT(v, "csr_row_ptr[%d] = %d is not nnz + base = %lld", m, f.value, (long long)nnz + b);
    else if(f.pos >= 0)
        REPORT(v, "csr_row_ptr[%lld] = %d is less than the row pointer before it", (long long)f.pos, f.value);
    if(f.pos >= 0)
        return rocsparse_status_invalid_value;

    /* The row pointers are sound: they give the number of entries. */
    const rocsparse_int entries = last - b;
    if(col_ind == NULL || entries == 0)
        return rocsparse_status_success;
    RETURN_IF_ERROR(backend_validate_csr_columns(v->handle, m, n, entries, base, row_ptr, col_ind,
                                                 (flags & VALIDATE_SORTED) != 0, &f));
    if(f.pos < 0)
        return rocsparse_status_success;
    if(!in_range(f.value, b, n))
        column_message(v, "csr_col_ind", &f, b, n);
    else
        REPORT(v, "csr_col_ind[%lld] = %d is not greater than the column before it in its row", (long long)f.pos,
               f.value);
    return rocsparse_status_invalid_value;
}

static rocsparse_status check_coo(const validation*    v,
                                  rocsparse_int        m,
                                  rocsparse_int        n,
                                  rocsparse_int        nnz,
                                  rocsparse_index_base base,
                                  const rocsparse_int* row_ind,
                                  const rocsparse_int* col_ind,
                                  unsigned             flags)
{
    const rocsparse_int b = (rocsparse_int)base;
    if(nnz == 0 || row_ind == NULL)
        return rocsparse_status_success;
    index_violation f;
    RETURN_IF_ERROR(
        backend_validate_coo(v->handle, m, n, nnz, base, row_ind, col_ind, (flags & VALIDATE_SORTED) != 0, &f));
    if(f.pos < 0)
        return rocsparse_status_success;
    if(f.array == 0 && !in_range(f.value, b, m))
        REPORT(v, "coo_row_ind[%lld] = %d is outside [%d, %lld)", (long long)f.pos, f.value, b, (long long)b + m);
    else if(f.array == 0)
        REPORT(v, "coo_row_ind[%lld] = %d is less than the row before it (COO entries are sorted by row)",
               (long long)f.pos, f.value);
    else if(!in_range(f.value, b, n))
        column_message(v, "coo_col_ind", &f, b, n);
    else
        REPORT(v, "coo_col_ind[%lld] = %d is not greater than the column before it in its row", (long long)f.pos,
               f.value);
    return rocsparse_status_invalid_value;
}

static rocsparse_status check_ell(const validation*    v,
                                  rocsparse_int        m,
                                  rocsparse_int        n,
                                  rocsparse_int        width,
                                  rocsparse_index_base base,
                                  const rocsparse_int* col_ind)
{
    const rocsparse_int b = (rocsparse_int)base;
    if(!size_fits((long long)m * width))
        return rocsparse_status_invalid_size;
    if(m == 0 || width == 0 || col_ind == NULL)
        return rocsparse_status_success;
    index_violation f;
    RETURN_IF_ERROR(backend_validate_ell(v->handle, m, n, width, base, col_ind, &f));
    if(f.pos < 0)
        return rocsparse_status_success;
    if(f.value != -1 && !in_range(f.value, b, n))
        REPORT(v, "ell_col_ind[%lld] = %d is neither padding (-1) nor in [%d, %lld)", (long long)f.pos, f.value, b,
               (long long)b + n);
    else
        REPORT(v, "ell_col_ind[%lld] = %d follows padding in its row (row %lld)", (long long)f.pos, f.value,
               (long long)(f.pos % m));
    return rocsparse_status_invalid_value;
}

rocsparse_status validate_csr(rocsparse_handle     handle,
                              precision            prec,
                              const char*          routine,
                              rocsparse_int        m,
                              rocsparse_int        n,
                              rocsparse_int        nnz,
                              rocsparse_index_base base,
                              const rocsparse_int* csr_row_ptr,
                              const rocsparse_int* csr_col_ind,
                              unsigned             flags)
{
    const validation v = {handle, prec, routine, ""};
    return check_csr(&v, m, n, nnz, base, csr_row_ptr, csr_col_ind, flags);
}

rocsparse_status validate_coo(rocsparse_handle     handle,
                              precision            prec,
                              const char*          routine,
                              rocsparse_int        m,
                              rocsparse_int        n,
                              rocsparse_int        nnz,
                              rocsparse_index_base base,
                              const rocsparse_int* coo_row_ind,
                              const rocsparse_int* coo_col_ind,
                              unsigned             flags)
{
    const validation v = {handle, prec, routine, ""};
    return check_coo(&v, m, n, nnz, base, coo_row_ind, coo_col_ind, flags);
}

rocsparse_status validate_ell(rocsparse_handle     handle,
                              precision            prec,
                              const char*          routine,
                              rocsparse_int        m,
                              rocsparse_int        n,
                              rocsparse_int        ell_width,
                              rocsparse_index_base base,
                              const rocsparse_int* ell_col_ind)
{
    const validation v = {handle, prec, routine, ""};
    return check_ell(&v, m, n, ell_width, base, ell_col_ind);
}

rocsparse_status validate_hyb(rocsparse_handle        handle,
                              precision               prec,
                              const char*             routine,
                              const rocsparse_hyb_mat hyb,
                              rocsparse_index_base    base)
{
    const validation v = {handle, prec, routine, "hyb "};
    RETURN_IF_ERROR(check_ell(&v, hyb->m, hyb->n, hyb->ell_width, base, hyb->ell_col_ind));
    /* csr2hyb keeps each row's order in the COO part; whether that is
     * sorted is the CSR matrix's business, so only the rows are required
     * to be. */
    return check_coo(&v, hyb->m, hyb->n, hyb->coo_nnz, base, hyb->coo_row_ind, hyb->coo_col_ind, 0);
}

rocsparse_status validate_indices(rocsparse_handle     handle,
                                  precision            prec,
                                  const char*          routine,
                                  rocsparse_int        nnz,
                                  const rocsparse_int* ind,
                                  rocsparse_index_base base)
{
    const rocsparse_int b = (rocsparse_int)base;
    if(nnz == 0 || ind == NULL)
        return rocsparse_status_success;
    index_violation f;
    RETURN_IF_ERROR(backend_validate_indices(handle, nnz, base, ind, &f));
    if(f.pos < 0)
        return rocsparse_status_success;
    report(handle, prec, routine, "x_ind[%lld] = %d is less than the index base %d", (long long)f.pos, f.value, b);
    return rocsparse_status_invalid_value;
}
