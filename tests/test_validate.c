/* The index validators of validation mode (src/core/validate.h) called
 * directly, and the object registry behind the object checks. Unlike the
 * other tests this one includes library headers: the validators are the
 * core's, reached by the entry points, and are proven here on their own.
 *
 * Each validator is given fresh random matrices of every test shape and
 * both bases, first as they are (no report), then with a few random
 * corruptions. An independent serial reference finds the first entry
 * that breaks a rule; the validator must return invalid_value and name
 * that very array, position and value in its one line of the trace log
 * (or success and no line). A few lines are checked word for word. */
/* For setenv, mkstemp and dup under a strict -std. */
#define _POSIX_C_SOURCE 200809L

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/registry.h"
#include "core/validate.h"
#include "sparse_gen.h"

/* ------------------------------------------------------- the trace log */

static char trace_path[4096];
static long trace_read; /* bytes of the log already looked at */

/* What the log gained since the last call (at most size - 1 bytes). */
static const char* trace_news(char* buf, size_t size)
{
    buf[0] = '\0';
    FILE* f = fopen(trace_path, "r");
    if(f == NULL)
        bail_out("cannot read the trace log %s", trace_path);
    fseek(f, trace_read, SEEK_SET);
    size_t got = fread(buf, 1, size - 1, f);
    buf[got]   = '\0';
    fseek(f, 0, SEEK_END);
    trace_read = ftell(f);
    fclose(f);
    return buf;
}

/* A handle in validation mode whose trace log is a new temporary file;
 * the handle's own creation line is consumed. */
static rocsparse_handle traced_handle(void)
{
    const char* dir = getenv("TMPDIR");
    snprintf(trace_path, sizeof(trace_path), "%s/fsparse-validate-XXXXXX", dir != NULL ? dir : "/tmp");
    int fd = mkstemp(trace_path);
    if(fd < 0)
        bail_out("mkstemp failed");
    close(fd);
    setenv("ROCSPARSE_LAYER", "1", 1);
    setenv("ROCSPARSE_LOG_TRACE_PATH", trace_path, 1);
    setenv("FSPARSE_CHECK_INPUT", "1", 1);
    rocsparse_handle handle = test_handle();
    unsetenv("ROCSPARSE_LAYER");
    unsetenv("ROCSPARSE_LOG_TRACE_PATH");
    char buf[256];
    trace_news(buf, sizeof(buf));
    return handle;
}

/* --------------------------------------------------- expected reports */

/* The first entry that breaks a rule, as the reference finds it. */
typedef struct expected
{
    long long     pos; /* -1: none */
    const char*   array;
    rocsparse_int value;
} expected;

static const expected nothing = {-1, NULL, 0};

/* Two checks: the status, and the log line (none for a sound input; else
 * one line that begins "ROUTINE: ARRAY[POS] = VALUE "). */
static void check_report(rocsparse_status status, const expected* want, const char* routine, const char* label)
{
    char log[4096], prefix[256];
    trace_news(log, sizeof(log));
    if(want->pos < 0)
    {
        is_status(status, rocsparse_status_success, "%s: accepted", label);
        ok(log[0] == '\0', "%s: nothing logged", label);
        if(log[0] != '\0')
            diag("    logged: %s", log);
        return;
    }
    is_status(status, rocsparse_status_invalid_value, "%s: refused", label);
    snprintf(prefix, sizeof(prefix), "%s: %s[%lld] = %d ", routine, want->array, want->pos, want->value);
    const char* newline = strchr(log, '\n');
    int         one     = newline != NULL && newline[1] == '\0';
    ok(one && strncmp(log, prefix, strlen(prefix)) == 0, "%s: one line naming %s[%lld]", label, want->array,
       want->pos);
    if(!one || strncmp(log, prefix, strlen(prefix)) != 0)
        diag("    logged: %s    expected a line starting: %s", log, prefix);
}

/* One word-for-word check of the line. */
static void check_line(rocsparse_status status, rocsparse_status want, const char* line, const char* label)
{
    char log[4096];
    trace_news(log, sizeof(log));
    is_status(status, want, "%s: status", label);
    ok(strcmp(log, line) == 0, "%s: the line reads \"%.*s\"", label, (int)strcspn(line, "\n"), line);
    if(strcmp(log, line) != 0)
        diag("    logged: %s", log);
}

/* ---------------------------------------------------- the references */

static int out_of(rocsparse_int v, rocsparse_int base, rocsparse_int len)
{
    long long c = (long long)v - base;
    return c < 0 || (len >= 0 && c >= len);
}

static expected ref_csr(rocsparse_int m, rocsparse_int n, rocsparse_int nnz, rocsparse_int base,
                        const rocsparse_int* rp, const rocsparse_int* ci, int sorted)
{
    expected e = nothing;
    e.array    = "csr_row_ptr";
    for(rocsparse_int i = 0; i <= m; ++i)
        if((i == 0 && rp[0] != base) || (i > 0 && rp[i] < rp[i - 1])
           || (i == m && nnz >= 0 && rp[m] != (long long)nnz + base))
        {
            e.pos   = i;
            e.value = rp[i];
            return e;
        }
    if(ci == NULL)
        return nothing;
    e.array = "csr_col_ind";
    for(rocsparse_int i = 0; i < m; ++i)
        for(rocsparse_int p = rp[i] - base; p < rp[i + 1] - base; ++p)
            if(out_of(ci[p], base, n) || (sorted && p > rp[i] - base && ci[p] <= ci[p - 1]))
            {
                e.pos   = p;
                e.value = ci[p];
                return e;
            }
    return nothing;
}

static expected ref_coo(const char* prefix, rocsparse_int m, rocsparse_int n, rocsparse_int nnz,
                        rocsparse_int base, const rocsparse_int* row, const rocsparse_int* col, int sorted,
                        char* names)
{
    expected e = nothing;
    for(rocsparse_int k = 0; k < nnz; ++k)
    {
        if(out_of(row[k], base, m) || (k > 0 && row[k] < row[k - 1]))
        {
            sprintf(names, "%scoo_row_ind", prefix);
            e.pos   = k;
            e.value = row[k];
            e.array = names;
            return e;
        }
        if(col != NULL
           && (out_of(col[k], base, n) || (sorted && k > 0 && row[k] == row[k - 1] && col[k] <= col[k - 1])))
        {
            sprintf(names, "%scoo_col_ind", prefix);
            e.pos   = k;
            e.value = col[k];
            e.array = names;
            return e;
        }
    }
    return nothing;
}

/* Slots in memory order: padding is -1, anything else must be in range
 * and must not follow padding in its row. */
static expected ref_ell(const char* array, rocsparse_int m, rocsparse_int n, rocsparse_int width,
                        rocsparse_int base, const rocsparse_int* col)
{
    expected e = nothing;
    for(long long s = 0; s < (long long)m * width; ++s)
    {
        if(col[s] == -1)
            continue;
        if(out_of(col[s], base, n) || (s >= m && col[s - m] == -1))
        {
            e.pos   = s;
            e.value = col[s];
            e.array = array;
            return e;
        }
    }
    return nothing;
}

/* ------------------------------------------------------- corruptions */

static rocsparse_int any_index(rocsparse_int base, rocsparse_int len)
{
    switch(rand_int(0, 5))
    {
    case 0: return INT_MIN;
    case 1: return INT_MAX;
    case 2: return base - 1;
    case 3: return base + len;
    default: return base + rand_int(-2, len + 1);
    }
}

static size_t ints(size_t n)
{
    return n * sizeof(rocsparse_int);
}

/* ---------------------------------------------------------------- CSR */

static void csr_rounds(rocsparse_handle handle, const csr_shape* shape, rocsparse_index_base base)
{
    test_csr A;
    csr_random(&A, &prec_d, shape, base);
    const rocsparse_int b  = (rocsparse_int)base;
    rocsparse_int*      rp = xmalloc(ints((size_t)A.m + 1));
    rocsparse_int*      ci = xmalloc(ints((size_t)A.nnz + 1));
    char                label[256];
    for(int round = 0; round < 24; ++round)
    {
        memcpy(rp, A.row_ptr, ints((size_t)A.m + 1));
        memcpy(ci, A.col_ind, ints((size_t)A.nnz));
        /* Round 0 is the sound matrix; then 1 to 3 corruptions. */
        const int changes = round == 0 ? 0 : rand_int(1, 3);
        for(int c = 0; c < changes; ++c)
        {
            const int kind = rand_int(0, 5);
            if(kind == 0)
                rp[rand_int(0, A.m)] += rand_int(-2, 2);
            else if(kind == 1)
                rp[0] = b + 1; /* a one-based start, or past the base */
            else if(A.nnz > 0 && kind == 2)
                ci[rand_int(0, A.nnz - 1)] = any_index(b, A.n);
            else if(A.nnz > 1 && kind == 3)
            {
                /* Two neighbours swapped (unsorted when in one row). */
                rocsparse_int p = rand_int(1, A.nnz - 1), t = ci[p];
                ci[p]           = ci[p - 1];
                ci[p - 1]       = t;
            }
            else if(A.nnz > 1 && kind == 4)
            {
                rocsparse_int p = rand_int(1, A.nnz - 1);
                ci[p]           = ci[p - 1]; /* a duplicate when in one row */
            }
            else
                rp[A.m] += rand_int(1, 2); /* nnz disagrees */
        }
        const rocsparse_int nnz    = round % 3 == 2 ? -1 : A.nnz;
        const rocsparse_int n      = round % 4 == 3 ? -1 : A.n;
        const int           sorted = round % 2 == 0;
        /* With no nnz given, the last row pointer is the total: it may
         * shrink but not grow past what col_ind holds. */
        if(nnz < 0 && rp[A.m] > A.row_ptr[A.m])
            rp[A.m] = A.row_ptr[A.m];
        const expected want = ref_csr(A.m, n, nnz, b, rp, ci, sorted);
        dev_store(A.d_row_ptr, rp, ints((size_t)A.m + 1));
        dev_store(A.d_col_ind, ci, ints((size_t)A.nnz));
        snprintf(label, sizeof(label), "validate_csr %s base %d round %d (nnz %s, n %s, %s)", shape->name, b, round,
                 nnz < 0 ? "unknown" : "given", n < 0 ? "unknown" : "given", sorted ? "sorted" : "any order");
        rocsparse_status s = validate_csr(handle, precision_d, "rocsparse_Xcsrmv", A.m, n, nnz, base, A.d_row_ptr,
                                          A.d_col_ind, sorted ? VALIDATE_SORTED : 0);
        check_report(s, &want, "rocsparse_dcsrmv", label);
    }
    /* Row pointers only: broken columns go unseen. */
    memcpy(rp, A.row_ptr, ints((size_t)A.m + 1));
    dev_store(A.d_row_ptr, rp, ints((size_t)A.m + 1));
    if(A.nnz > 0)
    {
        ci[0] = INT_MIN;
        dev_store(A.d_col_ind, ci, ints((size_t)A.nnz));
    }
    snprintf(label, sizeof(label), "validate_csr %s base %d, row pointers only", shape->name, b);
    check_report(validate_csr(handle, precision_s, "rocsparse_csr2coo", A.m, A.n, A.nnz, base, A.d_row_ptr, NULL, 0),
                 &nothing, "rocsparse_csr2coo", label);
    free(rp);
    free(ci);
    csr_free(&A);
}

/* ---------------------------------------------------------------- COO */

static void coo_rounds(rocsparse_handle handle, const csr_shape* shape, rocsparse_index_base base)
{
    test_csr A;
    csr_random(&A, &prec_d, shape, base);
    const rocsparse_int b     = (rocsparse_int)base;
    rocsparse_int*      rows0 = csr_host_coo_rows(&A);
    rocsparse_int*      rows  = xmalloc(ints((size_t)A.nnz + 1));
    rocsparse_int*      cols  = xmalloc(ints((size_t)A.nnz + 1));
    rocsparse_int*      d_rows = dev_upload(rows0, ints((size_t)A.nnz));
    char                label[256], names[64];
    for(int round = 0; round < 24 && A.nnz > 0; ++round)
    {
        memcpy(rows, rows0, ints((size_t)A.nnz));
        memcpy(cols, A.col_ind, ints((size_t)A.nnz));
        const int changes = round == 0 ? 0 : rand_int(1, 3);
        for(int c = 0; c < changes; ++c)
        {
            const rocsparse_int k    = rand_int(0, A.nnz - 1);
            const int           kind = rand_int(0, 3);
            if(kind == 0)
                rows[k] = any_index(b, A.m);
            else if(kind == 1)
                cols[k] = any_index(b, A.n);
            else
            {
                /* Entries k and j swapped: rows or columns out of order. */
                const rocsparse_int j = rand_int(0, A.nnz - 1);
                rocsparse_int       t = rows[k];
                rows[k]               = rows[j];
                rows[j]               = t;
                t                     = cols[k];
                cols[k]               = cols[j];
                cols[j]               = t;
            }
        }
        const int      sorted    = round % 2 == 0;
        const int      rows_only = round % 5 == 4;
        const expected want
            = ref_coo("", A.m, A.n, A.nnz, b, rows, rows_only ? NULL : cols, sorted, names);
        dev_store(d_rows, rows, ints((size_t)A.nnz));
        dev_store(A.d_col_ind, cols, ints((size_t)A.nnz));
        snprintf(label, sizeof(label), "validate_coo %s base %d round %d (%s%s)", shape->name, b, round,
                 rows_only ? "rows only, " : "", sorted ? "sorted" : "any column order");
        rocsparse_status s = validate_coo(handle, precision_z, "rocsparse_Xcoomv", A.m, A.n, A.nnz, base, d_rows,
                                          rows_only ? NULL : A.d_col_ind, sorted ? VALIDATE_SORTED : 0);
        check_report(s, &want, "rocsparse_zcoomv", label);
    }
    dev_free(d_rows);
    free(rows0);
    free(rows);
    free(cols);
    csr_free(&A);
}

/* ---------------------------------------------------------------- ELL */

static void ell_corrupt(rocsparse_int* col, rocsparse_int m, rocsparse_int n, rocsparse_int width,
                        rocsparse_int base, int changes)
{
    for(int c = 0; c < changes; ++c)
    {
        const size_t s = (size_t)rand_int(0, m * width - 1);
        switch(rand_int(0, 2))
        {
        case 0: col[s] = any_index(base, n); break;
        case 1: col[s] = -1; break; /* padding, maybe before an entry */
        default: col[s] = base + rand_int(0, n - 1); break; /* maybe after padding */
        }
    }
}

static void ell_rounds(rocsparse_handle handle, const csr_shape* shape, rocsparse_index_base base)
{
    test_csr A;
    csr_random(&A, &prec_d, shape, base);
    const rocsparse_int width = A.max_row + 1; /* one padding column at least */
    if((long long)A.m * width > 4000000)
    {
        csr_free(&A);
        return;
    }
    const rocsparse_int b = (rocsparse_int)base;
    rocsparse_int*      col0;
    void*               val;
    csr_host_ell(&A, width, base, &col0, &val);
    const size_t   slots = (size_t)A.m * (size_t)width;
    rocsparse_int* col   = xmalloc(ints(slots));
    rocsparse_int* d_col = dev_upload(col0, ints(slots));
    char           label[256];
    for(int round = 0; round < 16; ++round)
    {
        memcpy(col, col0, ints(slots));
        ell_corrupt(col, A.m, A.n, width, b, round == 0 ? 0 : rand_int(1, 3));
        const expected want = ref_ell("ell_col_ind", A.m, A.n, width, b, col);
        dev_store(d_col, col, ints(slots));
        snprintf(label, sizeof(label), "validate_ell %s base %d round %d", shape->name, b, round);
        check_report(validate_ell(handle, precision_s, "rocsparse_Xellmv", A.m, A.n, width, base, d_col), &want,
                     "rocsparse_sellmv", label);
    }
    dev_free(d_col);
    free(col0);
    free(col);
    free(val);
    csr_free(&A);
}

/* ---------------------------------------------------------------- HYB */

/* The hyb's arrays are the backend's: read and written as device memory. */
static void hyb_rounds(rocsparse_handle handle, const csr_shape* shape, rocsparse_index_base base)
{
    test_csr A;
    csr_random(&A, &prec_d, shape, base);
    rocsparse_hyb_mat hyb = test_hyb();
    /* A narrow ELL part, so that long rows leave a COO part. */
    if(rocsparse_dcsr2hyb(handle, A.m, A.n, A.descr, A.d_val, A.d_row_ptr, A.d_col_ind, hyb, hyb_narrow_width(&A),
                          rocsparse_hyb_partition_user)
       != rocsparse_status_success)
        bail_out("rocsparse_dcsr2hyb failed");
    char log[256];
    trace_news(log, sizeof(log)); /* its trace line */
    const rocsparse_int b      = (rocsparse_int)base;
    const size_t        slots  = (size_t)hyb->m * (size_t)hyb->ell_width;
    const size_t        coo    = (size_t)hyb->coo_nnz;
    rocsparse_int*      ell0   = xmalloc(ints(slots));
    rocsparse_int*      rows0  = xmalloc(ints(coo));
    rocsparse_int*      cols0  = xmalloc(ints(coo));
    rocsparse_int*      ell    = xmalloc(ints(slots));
    rocsparse_int*      rows   = xmalloc(ints(coo));
    rocsparse_int*      cols   = xmalloc(ints(coo));
    char                label[256], names[64];
    dev_download(ell0, hyb->ell_col_ind, ints(slots));
    dev_download(rows0, hyb->coo_row_ind, ints(coo));
    dev_download(cols0, hyb->coo_col_ind, ints(coo));
    for(int round = 0; round < 16; ++round)
    {
        memcpy(ell, ell0, ints(slots));
        memcpy(rows, rows0, ints(coo));
        memcpy(cols, cols0, ints(coo));
        const int changes = round == 0 ? 0 : rand_int(1, 2);
        if(round % 2 == 1 && slots > 0)
            ell_corrupt(ell, hyb->m, hyb->n, hyb->ell_width, b, changes);
        else if(coo > 0)
            for(int c = 0; c < changes; ++c)
            {
                const rocsparse_int k = rand_int(0, (rocsparse_int)coo - 1);
                if(rand_int(0, 1))
                    rows[k] = any_index(b, hyb->m);
                else
                    cols[k] = any_index(b, hyb->n);
            }
        expected want = ref_ell("hyb ell_col_ind", hyb->m, hyb->n, hyb->ell_width, b, ell);
        if(want.pos < 0)
            want = ref_coo("hyb ", hyb->m, hyb->n, (rocsparse_int)coo, b, rows, cols, 0, names);
        if(slots > 0)
            dev_store(hyb->ell_col_ind, ell, ints(slots));
        if(coo > 0)
        {
            dev_store(hyb->coo_row_ind, rows, ints(coo));
            dev_store(hyb->coo_col_ind, cols, ints(coo));
        }
        snprintf(label, sizeof(label), "validate_hyb %s base %d round %d (ELL width %d, COO %zu)", shape->name, b,
                 round, hyb->ell_width, coo);
        check_report(validate_hyb(handle, precision_d, "rocsparse_Xhybmv", hyb, base), &want, "rocsparse_dhybmv",
                     label);
    }
    free(ell0);
    free(rows0);
    free(cols0);
    free(ell);
    free(rows);
    free(cols);
    rocsparse_destroy_hyb_mat(hyb);
    csr_free(&A);
}

/* ------------------------------------------------------------ indices */

static void indices_rounds(rocsparse_handle handle, rocsparse_int nnz, rocsparse_index_base base)
{
    const rocsparse_int b     = (rocsparse_int)base;
    rocsparse_int*      ind   = xmalloc(ints((size_t)nnz));
    rocsparse_int*      d_ind = dev_alloc(ints((size_t)nnz));
    char                label[256];
    for(int round = 0; round < 8; ++round)
    {
        random_indices(ind, nnz, 2 * nnz, base);
        const int changes = round == 0 ? 0 : rand_int(1, 3);
        for(int c = 0; c < changes; ++c)
            ind[rand_int(0, nnz - 1)] = rand_int(0, 1) ? INT_MIN : b - rand_int(1, 3);
        expected want = nothing;
        for(rocsparse_int k = 0; k < nnz && want.pos < 0; ++k)
            if(ind[k] < b)
                want = (expected){k, "x_ind", ind[k]};
        dev_store(d_ind, ind, ints((size_t)nnz));
        snprintf(label, sizeof(label), "validate_indices nnz %d base %d round %d", nnz, b, round);
        check_report(validate_indices(handle, precision_c, "rocsparse_Xsctr", nnz, d_ind, base), &want,
                     "rocsparse_csctr", label);
    }
    dev_free(d_ind);
    free(ind);
}

/* ------------------------------------------------------ word for word */

static void exact_lines(rocsparse_handle handle)
{
    /* 3 x 8, rows of 6 sorted columns each. */
    rocsparse_int rp[] = {0, 6, 12, 18};
    rocsparse_int ci[18];
    for(int k = 0; k < 18; ++k)
        ci[k] = k % 6;
    ci[17]              = 9;
    rocsparse_int* d_rp = dev_upload(rp, sizeof(rp));
    rocsparse_int* d_ci = dev_upload(ci, sizeof(ci));
    check_line(validate_csr(handle, precision_d, "rocsparse_Xcsrmv", 3, 8, 18, rocsparse_index_base_zero, d_rp, d_ci,
                            VALIDATE_SORTED),
               rocsparse_status_invalid_value, "rocsparse_dcsrmv: csr_col_ind[17] = 9 is outside [0, 8)\n",
               "column past n");
    ci[17] = 5;
    ci[3]  = 2;
    dev_store(d_ci, ci, sizeof(ci));
    check_line(validate_csr(handle, precision_d, "rocsparse_Xcsrmv", 3, 8, 18, rocsparse_index_base_zero, d_rp, d_ci,
                            VALIDATE_SORTED),
               rocsparse_status_invalid_value,
               "rocsparse_dcsrmv: csr_col_ind[3] = 2 is not greater than the column before it in its row\n",
               "unsorted columns");
    check_line(validate_csr(handle, precision_d, "rocsparse_Xcsrmv", 3, 8, 18, rocsparse_index_base_zero, d_rp, d_ci,
                            0),
               rocsparse_status_success, "", "unsorted columns where any order will do");
    check_line(validate_csr(handle, precision_s, "rocsparse_Xcsr2ell", 3, 8, 18, rocsparse_index_base_one, d_rp, d_ci,
                            0),
               rocsparse_status_invalid_value, "rocsparse_scsr2ell: csr_row_ptr[0] = 0 is not the index base 1\n",
               "zero-based row pointers with a one-based descriptor");
    check_line(validate_csr(handle, precision_s, "rocsparse_csr2coo", 3, 8, 17, rocsparse_index_base_zero, d_rp, NULL,
                            0),
               rocsparse_status_invalid_value, "rocsparse_csr2coo: csr_row_ptr[3] = 18 is not nnz + base = 17\n",
               "nnz disagrees");
    rp[2] = 5;
    dev_store(d_rp, rp, sizeof(rp));
    check_line(validate_csr(handle, precision_s, "rocsparse_csr2coo", 3, 8, 18, rocsparse_index_base_zero, d_rp, NULL,
                            0),
               rocsparse_status_invalid_value,
               "rocsparse_csr2coo: csr_row_ptr[2] = 5 is less than the row pointer before it\n",
               "decreasing row pointers");
    rp[2]  = 12;
    ci[3]  = 3;
    ci[14] = -1;
    dev_store(d_rp, rp, sizeof(rp));
    dev_store(d_ci, ci, sizeof(ci));
    check_line(validate_csr(handle, precision_z, "rocsparse_Xcsr2ell", 3, -1, -1, rocsparse_index_base_zero, d_rp,
                            d_ci, 0),
               rocsparse_status_invalid_value, "rocsparse_zcsr2ell: csr_col_ind[14] = -1 is less than the index base 0\n",
               "negative column, no n known");

    /* COO: rows 0 0 1 1 0. */
    rocsparse_int rows[] = {0, 0, 1, 1, 0}, cols[] = {1, 2, 0, 3, 3};
    rocsparse_int* d_rows = dev_upload(rows, sizeof(rows));
    rocsparse_int* d_cols = dev_upload(cols, sizeof(cols));
    check_line(validate_coo(handle, precision_d, "rocsparse_Xcoomv", 2, 4, 5, rocsparse_index_base_zero, d_rows,
                            d_cols, 0),
               rocsparse_status_invalid_value,
               "rocsparse_dcoomv: coo_row_ind[4] = 0 is less than the row before it (COO entries are sorted by row)\n",
               "unsorted COO");

    /* ELL 2 x 3, base 1: row 0 = 1 2 pad, row 1 = 3 pad 9. */
    rocsparse_int  ell[] = {1, 3, 2, -1, -1, 4};
    rocsparse_int* d_ell = dev_upload(ell, sizeof(ell));
    check_line(validate_ell(handle, precision_d, "rocsparse_Xellmv", 2, 4, 3, rocsparse_index_base_one, d_ell),
               rocsparse_status_invalid_value,
               "rocsparse_dellmv: ell_col_ind[5] = 4 follows padding in its row (row 1)\n", "entry after padding");
    ell[5] = -1;
    ell[1] = 5;
    dev_store(d_ell, ell, sizeof(ell));
    check_line(validate_ell(handle, precision_d, "rocsparse_Xellmv", 2, 4, 3, rocsparse_index_base_one, d_ell),
               rocsparse_status_invalid_value,
               "rocsparse_dellmv: ell_col_ind[1] = 5 is neither padding (-1) nor in [1, 5)\n", "ELL column past n");
    ell[1] = 0;
    dev_store(d_ell, ell, sizeof(ell));
    check_line(validate_ell(handle, precision_d, "rocsparse_Xellmv", 2, 4, 3, rocsparse_index_base_one, d_ell),
               rocsparse_status_invalid_value,
               "rocsparse_dellmv: ell_col_ind[1] = 0 is neither padding (-1) nor in [1, 5)\n",
               "ELL column 0 with base one (padding is -1 whatever the base)");
    check_line(validate_ell(handle, precision_d, "rocsparse_Xellmv", 65536, 4, 65536, rocsparse_index_base_zero,
                            d_ell),
               rocsparse_status_invalid_size, "", "ELL of more than INT_MAX slots (not read)");

    rocsparse_int  ind[] = {3, 0, -1};
    rocsparse_int* d_ind = dev_upload(ind, sizeof(ind));
    check_line(validate_indices(handle, precision_z, "rocsparse_Xsctr", 3, d_ind, rocsparse_index_base_zero),
               rocsparse_status_invalid_value, "rocsparse_zsctr: x_ind[2] = -1 is less than the index base 0\n",
               "negative sparse-vector index");
    check_line(validate_indices(handle, precision_z, "rocsparse_Xsctr", 3, d_ind, rocsparse_index_base_one),
               rocsparse_status_invalid_value, "rocsparse_zsctr: x_ind[1] = 0 is less than the index base 1\n",
               "index 0 with base one");
    dev_free(d_rp);
    dev_free(d_ci);
    dev_free(d_rows);
    dev_free(d_cols);
    dev_free(d_ell);
    dev_free(d_ind);
}

/* Without tracing the line goes to stderr; VALIDATE runs its validator
 * only on a handle in validation mode. */
static void stderr_and_mode(void)
{
    rocsparse_int  ind[] = {1, -4};
    rocsparse_int* d_ind = dev_upload(ind, sizeof(ind));
    unsetenv("FSPARSE_CHECK_INPUT");
    rocsparse_handle plain = test_handle();
    setenv("FSPARSE_CHECK_INPUT", "1", 1);
    rocsparse_handle checking = test_handle();

    char path[4096];
    snprintf(path, sizeof(path), "%s.stderr", trace_path);
    fflush(stderr);
    const int saved = dup(2);
    if(saved < 0 || freopen(path, "w", stderr) == NULL)
        bail_out("cannot redirect stderr");
    rocsparse_status s = validate_indices(plain, precision_d, "rocsparse_Xgthr", 2, d_ind, rocsparse_index_base_zero);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    char  line[256] = "";
    FILE* f         = fopen(path, "r");
    if(f == NULL || fgets(line, sizeof(line), f) == NULL)
        line[0] = '\0';
    if(f != NULL)
        fclose(f);
    remove(path);
    is_status(s, rocsparse_status_invalid_value, "validate_indices on a handle without tracing");
    ok(strcmp(line, "rocsparse_dgthr: x_ind[1] = -4 is less than the index base 0\n") == 0,
       "its line goes to stderr");

    ok(!input_checking(plain) && input_checking(checking), "FSPARSE_CHECK_INPUT=1 at creation sets validation mode");
    rocsparse_destroy_handle(plain);
    rocsparse_destroy_handle(checking);
    dev_free(d_ind);
}

/* ----------------------------------------------------------- registry */

/* Addresses inside a block of the test's own: none is an object of the
 * library's. Many adds and removes in random order exercise the growth
 * and the deletion of the hash set. */
static void registry_churn(void)
{
    enum { count = 20000 };
    char*          block   = xmalloc(16 * (size_t)count);
    unsigned char* present = calloc(count, 1);
    int            errors  = 0;
    for(int step = 0; step < 6 * count; ++step)
    {
        const int   k    = rand_int(0, count - 1);
        const void* addr = block + 16 * (size_t)k;
        if(present[k])
            registry_remove(addr);
        else if(registry_add(addr, (uint32_t)(k % 4)) != rocsparse_status_success)
            bail_out("registry_add failed");
        present[k] ^= 1;
        if(step % 997 == 0)
            for(int j = 0; j < count; ++j)
                errors += registry_contains(block + 16 * (size_t)j, (uint32_t)(j % 4)) != present[j];
    }
    for(int j = 0; j < count; ++j)
    {
        errors += registry_contains(block + 16 * (size_t)j, (uint32_t)(j % 4)) != present[j];
        errors += registry_contains(block + 16 * (size_t)j, (uint32_t)(j % 4 + 1)) != 0; /* wrong kind */
        if(present[j])
            registry_remove(block + 16 * (size_t)j);
    }
    ok(errors == 0, "registry: membership right after %d random adds and removes (%d wrong answers)", 6 * count,
       errors);
    int left = 0;
    for(int j = 0; j < count; ++j)
        left += registry_contains(block + 16 * (size_t)j, (uint32_t)(j % 4));
    ok(left == 0, "registry: empty of them after removing all");
    free(present);
    free(block);
}

int main(void)
{
    test_init();
    rocsparse_handle handle = traced_handle();
    ok(registry_checking(), "a handle made with FSPARSE_CHECK_INPUT=1 turns the registry checks on");
    exact_lines(handle);
    for(int bi = 0; bi < 2; ++bi)
    {
        const rocsparse_index_base base = test_bases[bi];
        for(size_t s = 0; s < test_shape_count; ++s)
        {
            csr_rounds(handle, &test_shapes[s], base);
            coo_rounds(handle, &test_shapes[s], base);
            ell_rounds(handle, &test_shapes[s], base);
            hyb_rounds(handle, &test_shapes[s], base);
        }
        const rocsparse_int sizes[] = TEST_NNZ_LIST;
        for(size_t k = 0; k < sizeof(sizes) / sizeof(sizes[0]); ++k)
            indices_rounds(handle, sizes[k], base);
    }
    stderr_and_mode();
    registry_churn();
    rocsparse_destroy_handle(handle);
    remove(trace_path);
    return done_testing();
}
