/* fsparse-bench: the structural routines as a table (see structural.h):
 * per routine its operands, its timed call per precision (one X-macro)
 * and its check. */
#include <stdlib.h>
#include <string.h>

#include <rocsparse/fsparse-device.h>

#include "bench/random.h"
#include "bench/structural.h"

#define NONE rocsparse_operation_none

static int out_of_memory(void)
{
    fprintf(stderr, "fsparse-bench: out of host memory\n");
    return 0;
}

static int say(const char* what, const char* err)
{
    fprintf(stderr, "fsparse-bench: %s: %s\n", what, err);
    return 0;
}

/* ------------------------------------------------------------ operands */
/* Values rounded to the precision, so that the host sees what the device
 * computes with. */
static void round_values(precision prec, bench_matrix* M)
{
    if(prec == precision_s || prec == precision_c)
        for(int64_t k = 0; k < M->nnz; ++k)
            M->val[k] = (float)M->val[k];
}

/* count values of prec from real parts (imaginary parts 0). */
static void* precision_values(precision prec, const double* re, int64_t count)
{
    void* v = malloc(precision_size(prec) * (size_t)count + 1);
    if(v != NULL)
#pragma omp parallel for schedule(static)
        for(int64_t k = 0; k < count; ++k)
            value_set(prec, v, (size_t)k, complex_of(re[k], 0.0));
    return v;
}

/* Indices plus base, for the device. */
static int32_t* based(const int32_t* ind, int64_t count, int base)
{
    int32_t* out = (int32_t*)malloc(sizeof(int32_t) * (size_t)count + 1);
    if(out != NULL)
#pragma omp parallel for schedule(static)
        for(int64_t k = 0; k < count; ++k)
            out[k] = ind[k] + base;
    return out;
}

/* Row (or column) of each entry of M, plus base. */
static int32_t* expanded_rows(const bench_matrix* M, int base)
{
    int32_t* out = (int32_t*)malloc(sizeof(int32_t) * (size_t)M->nnz + 1);
    if(out != NULL)
#pragma omp parallel for schedule(dynamic, 1024)
        for(int64_t i = 0; i < M->m; ++i)
            for(int64_t k = M->row_ptr[i]; k < M->row_ptr[i + 1]; ++k)
                out[k] = (int32_t)i + base;
    return out;
}

/* Uploads indices plus base. */
static int upload_indices(rocsparse_int** dev, const int32_t* ind, int64_t count, int base)
{
    int32_t* host = based(ind, count, base);
    int      ok   = host != NULL ? structural_upload((void**)dev, host, sizeof(int32_t) * (size_t)count)
                                 : out_of_memory();
    free(host);
    return ok;
}

static int upload_values(void** dev, precision prec, const double* re, int64_t count)
{
    void* host = precision_values(prec, re, count);
    int   ok   = host != NULL ? structural_upload(dev, host, precision_size(prec) * (size_t)count) : out_of_memory();
    free(host);
    return ok;
}

static int upload_csr(const structural_problem* p, const bench_matrix* M, void** val, rocsparse_int** ptr,
                      rocsparse_int** ind)
{
    return upload_values(val, p->prec, M->val, M->nnz) && upload_indices(ptr, M->row_ptr, M->m + 1, (int)p->base)
           && upload_indices(ind, M->col_ind, M->nnz, (int)p->base);
}

/* The matrix of --matrix, or a random one of -m, -n, --nnz (defaults m
 * 1000, n m, nnz 5 per row). */
static int load_matrix(structural_problem* p)
{
    const bench_options* o = p->opts;
    char                 err[512];
    const int64_t        m = o->m >= 0 ? o->m : 1000, n = o->n >= 0 ? o->n : m;
    const int64_t        nnz = o->nnz_given ? o->nnz : 5 * m < m * n ? 5 * m : m * n;
    if(o->matrix != NULL ? !bench_matrix_load(o->matrix, o->seed, o->cache, &p->A, err, sizeof(err))
                         : !bench_matrix_random(m, n, nnz, o->seed, &p->A, err, sizeof(err)))
        return say(o->matrix != NULL ? o->matrix : "random matrix", err);
    if(p->A.nnz > INT32_MAX || p->A.m > INT32_MAX || p->A.n > INT32_MAX)
        return say(p->opts->matrix, "too large for 32-bit indices");
    round_values(p->prec, &p->A);
    p->m   = p->A.m;
    p->n   = p->A.n;
    p->nnz = p->A.nnz;
    return 1;
}

/* Device bytes equal to host bytes (an index or value array). */
static int same_bytes(const char* what, const void* dev, const void* want, size_t bytes)
{
    void* got = malloc(bytes + 1);
    int   ok  = got != NULL;
    if(!ok)
        return out_of_memory();
    ok = structural_status("copy to host", fsparse_copy_to_host(got, dev, bytes)) && memcmp(got, want, bytes) == 0;
    if(!ok)
        fprintf(stderr, "fsparse-bench: check failed: %s differs from the host's\n", what);
    free(got);
    return ok;
}

static int same_indices(const char* what, const rocsparse_int* dev, const int32_t* ind, int64_t count, int base)
{
    int32_t* want = based(ind, count, base);
    int      ok   = want != NULL ? same_bytes(what, dev, want, sizeof(int32_t) * (size_t)count) : out_of_memory();
    free(want);
    return ok;
}

static int same_values(const char* what, const structural_problem* p, const void* dev, const double* re, int64_t count)
{
    void* want = precision_values(p->prec, re, count);
    int   ok   = want != NULL ? same_bytes(what, dev, want, precision_size(p->prec) * (size_t)count) : out_of_memory();
    free(want);
    return ok;
}

static double index_bytes(double count)
{
    return 4.0 * count;
}

static double value_bytes(const structural_problem* p, double count)
{
    return (double)precision_size(p->prec) * count;
}

/* ------------------------------------------------------------- csrgemm */
static const bench_matrix* right_operand(const structural_problem* p)
{
    return p->same ? &p->A : &p->B;
}

static int csrgemm_prepare(structural_problem* p)
{
    char                err[512];
    const bench_matrix* B;
    if(p->opts->matrix == NULL)
        return say("csrgemm", "needs --matrix NAME (see --help)");
    if(!bench_product_operands(p->opts->matrix, p->opts->seed, p->opts->cache, &p->A, &p->B, &p->same, err,
                               sizeof(err)))
        return say(p->opts->matrix, err);
    B = right_operand(p);
    round_values(p->prec, &p->A);
    round_values(p->prec, &p->B);
    p->m        = p->A.m;
    p->n        = B->n;
    p->nnz      = p->A.nnz;
    p->products = bench_product_count(&p->A, B);
    value_set(p->prec, p->alpha, 0, complex_of(1.0, 0.0));
    if(!upload_csr(p, &p->A, &p->val_A, &p->ptr_A, &p->ind_A))
        return 0;
    if(p->same)
    {
        p->val_B = p->val_A;
        p->ptr_B = p->ptr_A;
        p->ind_B = p->ind_A;
    }
    else if(!upload_csr(p, B, &p->val_B, &p->ptr_B, &p->ind_B))
        return 0;
    return structural_status("rocsparse_create_mat_info", rocsparse_create_mat_info(&p->info))
           && structural_alloc((void**)&p->out_ptr, sizeof(rocsparse_int) * (size_t)(p->m + 1));
}

/* C's columns and values, from an earlier call. */
static rocsparse_status csrgemm_free_c(structural_problem* p)
{
    rocsparse_status a = fsparse_free(p->out_ind), b = fsparse_free(p->out_val);
    p->out_ind         = NULL;
    p->out_val         = NULL;
    return a != rocsparse_status_success ? a : b;
}

typedef rocsparse_status (*gemm_size_call)(structural_problem* p, size_t* size);

/* The symbolic part as a user makes it: the buffer size, the buffer,
 * csrgemm_nnz (nnz_C to the host), C's columns and values allocated. */
static rocsparse_status csrgemm_symbolic(structural_problem* p, gemm_size_call size_call)
{
    const bench_matrix* B = right_operand(p);
    rocsparse_status    s = size_call(p, &p->buffer_size);
    if(s == rocsparse_status_success)
        s = fsparse_malloc(&p->buffer, p->buffer_size);
    if(s == rocsparse_status_success)
        s = rocsparse_csrgemm_nnz(p->handle, NONE, NONE, (rocsparse_int)p->m, (rocsparse_int)p->n,
                                  (rocsparse_int)p->A.n, p->descr_A, (rocsparse_int)p->A.nnz, p->ptr_A, p->ind_A,
                                  p->descr_B, (rocsparse_int)B->nnz, p->ptr_B, p->ind_B, NULL, 0, NULL, NULL,
                                  p->descr_C, p->out_ptr, &p->nnz_C, p->info, p->buffer);
    if(s == rocsparse_status_success)
        s = fsparse_malloc((void**)&p->out_ind, sizeof(rocsparse_int) * (size_t)p->nnz_C + 1);
    if(s == rocsparse_status_success)
        s = fsparse_malloc(&p->out_val, precision_size(p->prec) * (size_t)p->nnz_C + 1);
    return s;
}

#define DEFINE_GEMM_CALLS(p, T)                                                                                      \
    static rocsparse_status gemm_size_##p(structural_problem* s, size_t* size)                                       \
    {                                                                                                                \
        const bench_matrix* B = right_operand(s);                                                                    \
        return rocsparse_##p##csrgemm_buffer_size(s->handle, NONE, NONE, (rocsparse_int)s->m, (rocsparse_int)s->n,   \
                                                  (rocsparse_int)s->A.n, (const T*)s->alpha, s->descr_A,             \
                                                  (rocsparse_int)s->A.nnz, s->ptr_A, s->ind_A, s->descr_B,           \
                                                  (rocsparse_int)B->nnz, s->ptr_B, s->ind_B, NULL, NULL, 0, NULL,    \
                                                  NULL, s->info, size);                                              \
    }                                                                                                                \
    static rocsparse_status gemm_numeric_##p(structural_problem* s)                                                  \
    {                                                                                                                \
        const bench_matrix* B = right_operand(s);                                                                    \
        return rocsparse_##p##csrgemm(s->handle, NONE, NONE, (rocsparse_int)s->m, (rocsparse_int)s->n,               \
                                      (rocsparse_int)s->A.n, (const T*)s->alpha, s->descr_A, (rocsparse_int)s->A.nnz, \
                                      (const T*)s->val_A, s->ptr_A, s->ind_A, s->descr_B, (rocsparse_int)B->nnz,     \
                                      (const T*)s->val_B, s->ptr_B, s->ind_B, NULL, NULL, 0, NULL, NULL, NULL,       \
                                      s->descr_C, (T*)s->out_val, s->out_ptr, s->out_ind, s->info, s->buffer);       \
    }                                                                                                                \
    /* The whole product, allocations included; the buffer freed at the end. */                                     \
    static rocsparse_status gemm_##p(structural_problem* s)                                                          \
    {                                                                                                                \
        rocsparse_status status = csrgemm_symbolic(s, gemm_size_##p);                                                \
        rocsparse_status freed;                                                                                      \
        if(status == rocsparse_status_success)                                                                       \
            status = gemm_numeric_##p(s);                                                                            \
        freed     = fsparse_free(s->buffer);                                                                         \
        s->buffer = NULL;                                                                                            \
        return status != rocsparse_status_success ? status : freed;                                                  \
    }
FSPARSE_FOR_ALL(DEFINE_GEMM_CALLS)

#define ALL(name) {name##_s, name##_d, name##_c, name##_z}

const structural_call structural_csrgemm_numeric[4] = ALL(gemm_numeric);

int structural_csrgemm_symbolic(structural_problem* p)
{
    static const gemm_size_call sizes[4] = ALL(gemm_size);
    fsparse_free(p->buffer);
    p->buffer = NULL;
    return structural_status("freeing C", csrgemm_free_c(p))
           && structural_status("the symbolic part of csrgemm", csrgemm_symbolic(p, sizes[p->prec]));
}

/* Row pointers in full, then the columns and values of the check's blocks
 * of rows, against the host's product. */
static int csrgemm_check(structural_problem* p)
{
    const bench_matrix* B      = right_operand(p);
    const size_t        S      = precision_size(p->prec);
    int32_t*            ptr    = (int32_t*)malloc(sizeof(int32_t) * (size_t)(p->m + 1));
    const double        eps    = p->prec == precision_s || p->prec == precision_c ? 1.1920929e-07 : 2.220446049250313e-16;
    int64_t             blocks = bench_check_block_count(p->m), bad = 0;
    int                 ok     = ptr != NULL || out_of_memory();
    char                err[512];
    ok = ok && structural_status("copy to host", fsparse_copy_to_host(ptr, p->out_ptr, sizeof(int32_t) * (size_t)(p->m + 1)));
    if(ok && (ptr[0] != (int32_t)p->base || ptr[p->m] - ptr[0] != p->nnz_C))
    {
        fprintf(stderr, "fsparse-bench: check failed: C's row pointers run from %d to %d, nnz_C %d, base %d\n", ptr[0],
                ptr[p->m], p->nnz_C, (int)p->base);
        ok = 0;
    }
    for(int64_t b = 0; ok && bad == 0 && b < blocks; ++b)
    {
        int64_t       first, count;
        bench_check_block(p->m, b, &first, &count);
        const int64_t begin = ptr[first] - ptr[0], len = ptr[first + count] - ptr[first];
        int32_t*      col   = (int32_t*)malloc(sizeof(int32_t) * (size_t)len + 1);
        void*         val   = malloc(S * (size_t)len + 1);
        ok = (col != NULL && val != NULL) || out_of_memory();
        ok = ok
             && structural_status("copy to host", fsparse_copy_to_host(col, p->out_ind + begin, sizeof(int32_t) * (size_t)len))
             && structural_status("copy to host", fsparse_copy_to_host(val, (char*)p->out_val + S * (size_t)begin, S * (size_t)len));
        if(ok)
            bad = bench_check_product_rows(&p->A, B, first, count, ptr + first, col, val, (bench_kind)p->prec,
                                           (int)p->base, eps, err, sizeof(err));
        free(col);
        free(val);
    }
    free(ptr);
    if(bad < 0)
        return out_of_memory();
    if(bad > 0)
        return say("check failed", err);
    return ok;
}

static double csrgemm_bytes(const structural_problem* p)
{
    const bench_matrix* B = right_operand(p);
    double              b = index_bytes((double)p->A.m + 1 + p->A.nnz) + value_bytes(p, (double)p->A.nnz);
    if(!p->same)
        b += index_bytes((double)B->m + 1 + B->nnz) + value_bytes(p, (double)B->nnz);
    return b + index_bytes((double)p->m + 1 + p->nnz_C) + value_bytes(p, (double)p->nnz_C);
}

/* ------------------------------------------------------------- csr2csc */
static int csr2csc_prepare(structural_problem* p)
{
    char err[512];
    if(!load_matrix(p))
        return 0;
    if(!bench_matrix_transpose(&p->A, &p->T, err, sizeof(err)))
        return say("transpose", err);
    return upload_csr(p, &p->A, &p->val_A, &p->ptr_A, &p->ind_A)
           && structural_alloc((void**)&p->out_ptr, sizeof(rocsparse_int) * (size_t)(p->n + 1))
           && structural_alloc((void**)&p->out_ind, sizeof(rocsparse_int) * (size_t)p->nnz)
           && structural_alloc(&p->out_val, precision_size(p->prec) * (size_t)p->nnz)
           && structural_status("rocsparse_csr2csc_buffer_size",
                                rocsparse_csr2csc_buffer_size(p->handle, (rocsparse_int)p->m, (rocsparse_int)p->n,
                                                              (rocsparse_int)p->nnz, p->ptr_A, p->ind_A,
                                                              p->opts->action, &p->buffer_size))
           && structural_alloc(&p->buffer, p->buffer_size);
}

/* A symbolic transpose leaves the values alone: it gets none. */
static void* csc_values(const structural_problem* p)
{
    return p->opts->action == rocsparse_action_numeric ? p->out_val : NULL;
}

#define DEFINE_CSR2CSC(p, T)                                                                                   \
    static rocsparse_status csr2csc_##p(structural_problem* s)                                                 \
    {                                                                                                          \
        return rocsparse_##p##csr2csc(s->handle, (rocsparse_int)s->m, (rocsparse_int)s->n, (rocsparse_int)s->nnz, \
                                      (const T*)s->val_A, s->ptr_A, s->ind_A, csc_values(s), s->out_ind,       \
                                      s->out_ptr, s->opts->action, s->base, s->buffer);                        \
    }
FSPARSE_FOR_ALL(DEFINE_CSR2CSC)

static int csr2csc_check(structural_problem* p)
{
    return same_indices("csc_col_ptr", p->out_ptr, p->T.row_ptr, p->T.m + 1, (int)p->base)
           && same_indices("csc_row_ind", p->out_ind, p->T.col_ind, p->nnz, (int)p->base)
           && (p->opts->action != rocsparse_action_numeric || same_values("csc_val", p, p->out_val, p->T.val, p->nnz));
}

static double csr2csc_bytes(const structural_problem* p)
{
    return index_bytes((double)p->m + 1 + p->n + 1 + 2.0 * p->nnz)
           + (p->opts->action == rocsparse_action_numeric ? value_bytes(p, 2.0 * p->nnz) : 0.0);
}

/* ---------------------------------------------------------------- sorts */
typedef enum sort_kind
{
    SORT_CSR,
    SORT_CSC,
    SORT_COO_ROW,
    SORT_COO_COLUMN
} sort_kind;

/* What a sort must give: A's entries in CSR order, or in CSC order (A^T's
 * CSR order). */
static const bench_matrix* sorted_form(const structural_problem* p, sort_kind kind)
{
    return kind == SORT_CSC || kind == SORT_COO_COLUMN ? &p->T : &p->A;
}

/* Shuffled input, its values in the precision, the permutation, the
 * gathered values and the buffer; the index arrays a sort overwrites are
 * restored before each call. ptr_A/ind_A: CSR or CSC arrays, or COO rows
 * and columns. */
static int sort_prepare(structural_problem* p, sort_kind kind)
{
    char          err[512];
    bench_matrix  M;
    const int     base = (int)p->base;
    rocsparse_status size_status;
    if(!load_matrix(p))
        return 0;
    if((kind == SORT_CSC || kind == SORT_COO_COLUMN) && !bench_matrix_transpose(&p->A, &p->T, err, sizeof(err)))
        return say("transpose", err);
    memset(&M, 0, sizeof(M));
    if(kind == SORT_CSR || kind == SORT_CSC)
    {
        const bench_matrix* from = sorted_form(p, kind);
        /* A copy of the sorted form, shuffled within its rows. */
        M         = *from;
        M.col_ind = (int32_t*)malloc(sizeof(int32_t) * (size_t)M.nnz + 1);
        M.val     = (double*)malloc(sizeof(double) * (size_t)M.nnz + 1);
        if(M.col_ind == NULL || M.val == NULL)
        {
            free(M.col_ind);
            free(M.val);
            return out_of_memory();
        }
        memcpy(M.col_ind, from->col_ind, sizeof(int32_t) * (size_t)M.nnz);
        memcpy(M.val, from->val, sizeof(double) * (size_t)M.nnz);
        bench_matrix_shuffle_rows(&M, p->opts->seed, err, sizeof(err));
        p->coo_col      = based(M.col_ind, M.nnz, base);
        p->shuffled_val = precision_values(p->prec, M.val, M.nnz);
        free(M.col_ind);
        free(M.val);
        if(p->coo_col == NULL || p->shuffled_val == NULL)
            return out_of_memory();
        if(!upload_indices(&p->ptr_A, from->row_ptr, from->m + 1, base))
            return 0;
    }
    else
    {
        double* val;
        int32_t *row, *col;
        if(!bench_coo_shuffled(&p->A, p->opts->seed, &row, &col, &val, err, sizeof(err)))
            return say("shuffle", err);
        p->coo_row      = based(row, p->nnz, base);
        p->coo_col      = based(col, p->nnz, base);
        p->shuffled_val = precision_values(p->prec, val, p->nnz);
        free(row);
        free(col);
        free(val);
        if(p->coo_row == NULL || p->coo_col == NULL || p->shuffled_val == NULL)
            return out_of_memory();
        if(!structural_upload((void**)&p->ptr_A, p->coo_row, sizeof(int32_t) * (size_t)p->nnz))
            return 0;
        p->restore[1] = (structural_restore){p->ptr_A, p->coo_row, sizeof(int32_t) * (size_t)p->nnz};
    }
    if(!structural_upload((void**)&p->ind_A, p->coo_col, sizeof(int32_t) * (size_t)p->nnz)
       || !structural_upload(&p->val_A, p->shuffled_val, precision_size(p->prec) * (size_t)p->nnz)
       || !structural_alloc(&p->out_val, precision_size(p->prec) * (size_t)p->nnz)
       || !structural_alloc((void**)&p->perm, sizeof(rocsparse_int) * (size_t)p->nnz))
        return 0;
    p->restore[0] = (structural_restore){p->ind_A, p->coo_col, sizeof(int32_t) * (size_t)p->nnz};
    if(p->opts->perm && !p->opts->sort_values)
    {
        /* The sort alone: perm starts as the identity, reset untimed. */
        p->identity = (int32_t*)malloc(sizeof(int32_t) * (size_t)p->nnz + 1);
        if(p->identity == NULL)
            return out_of_memory();
        for(int64_t k = 0; k < p->nnz; ++k)
            p->identity[k] = (int32_t)k;
        p->restore[2] = (structural_restore){p->perm, p->identity, sizeof(int32_t) * (size_t)p->nnz};
    }
    const rocsparse_int m = (rocsparse_int)p->m, n = (rocsparse_int)p->n, nnz = (rocsparse_int)p->nnz;
    switch(kind)
    {
    case SORT_CSR:
        size_status = rocsparse_csrsort_buffer_size(p->handle, m, n, nnz, p->ptr_A, p->ind_A, &p->buffer_size);
        break;
    case SORT_CSC:
        size_status = rocsparse_cscsort_buffer_size(p->handle, m, n, nnz, p->ptr_A, p->ind_A, &p->buffer_size);
        break;
    default:
        size_status = rocsparse_coosort_buffer_size(p->handle, m, n, nnz, p->ptr_A, p->ind_A, &p->buffer_size);
        break;
    }
    return structural_status("the sort's buffer size", size_status) && structural_alloc(&p->buffer, p->buffer_size);
}

/* perm read back: the shuffled values gathered through it on the host
 * are the sorted ones. */
static int perm_check(const structural_problem* p, const bench_matrix* want)
{
    const size_t S    = precision_size(p->prec);
    int32_t*     perm = (int32_t*)malloc(sizeof(int32_t) * (size_t)p->nnz + 1);
    char*        got  = (char*)malloc(S * (size_t)p->nnz + 1);
    void*        sorted = precision_values(p->prec, want->val, p->nnz);
    int          ok   = (perm != NULL && got != NULL && sorted != NULL) || out_of_memory();
    ok = ok && structural_status("copy to host", fsparse_copy_to_host(perm, p->perm, sizeof(int32_t) * (size_t)p->nnz));
    for(int64_t k = 0; ok && k < p->nnz; ++k)
    {
        ok = perm[k] >= 0 && perm[k] < p->nnz;
        if(ok)
            memcpy(got + S * (size_t)k, (const char*)p->shuffled_val + S * (size_t)perm[k], S);
    }
    if(ok && memcmp(got, sorted, S * (size_t)p->nnz) != 0)
        ok = 0;
    if(perm != NULL && got != NULL && sorted != NULL && !ok)
        fprintf(stderr, "fsparse-bench: check failed: the permutation does not sort the values\n");
    free(perm);
    free(got);
    free(sorted);
    return ok;
}

static int sort_check(structural_problem* p, sort_kind kind)
{
    const bench_matrix* want = sorted_form(p, kind);
    const int           base = (int)p->base;
    int                 ok;
    if(kind == SORT_CSR || kind == SORT_CSC)
        ok = same_indices("the sorted indices", p->ind_A, want->col_ind, p->nnz, base);
    else
    {
        int32_t* major = expanded_rows(want, base);
        int32_t* minor = based(want->col_ind, p->nnz, base);
        /* By row: (row, column) in CSR order; by column: rows are the minor key. */
        ok = (major != NULL && minor != NULL) || out_of_memory();
        ok = ok
             && same_bytes("the sorted row indices", p->ptr_A, kind == SORT_COO_ROW ? major : minor,
                           sizeof(int32_t) * (size_t)p->nnz)
             && same_bytes("the sorted column indices", p->ind_A, kind == SORT_COO_ROW ? minor : major,
                           sizeof(int32_t) * (size_t)p->nnz);
        free(major);
        free(minor);
    }
    if(ok && p->opts->sort_values)
        ok = same_values("the values gathered through perm", p, p->out_val, want->val, p->nnz);
    else if(ok && p->opts->perm)
        ok = perm_check(p, want);
    return ok;
}

/* The sort, with perm or without (--perm); with --sort-values, as the
 * API's users sort a matrix with its values: the identity before, the
 * values gathered through the permutation after. */
#define SORT_CALL(sort, ...)                                                                                        \
    rocsparse_status s = rocsparse_status_success;                                                                  \
    if(p->opts->sort_values)                                                                                        \
        s = rocsparse_create_identity_permutation(p->handle, (rocsparse_int)p->nnz, p->perm);                       \
    if(s == rocsparse_status_success)                                                                               \
        s = sort(p->handle, (rocsparse_int)p->m, (rocsparse_int)p->n, (rocsparse_int)p->nnz, __VA_ARGS__,            \
                 p->opts->perm ? p->perm : NULL, p->buffer);                                                        \
    if(s == rocsparse_status_success && p->opts->sort_values)                                                       \
        s = gather[p->prec](p);                                                                                     \
    return s;

#define DEFINE_GATHER(p, T)                                                                                  \
    static rocsparse_status gather_##p(structural_problem* s)                                                \
    {                                                                                                        \
        return rocsparse_##p##gthr(s->handle, (rocsparse_int)s->nnz, (const T*)s->val_A, (T*)s->out_val,     \
                                   s->perm, rocsparse_index_base_zero);                                      \
    }
FSPARSE_FOR_ALL(DEFINE_GATHER)
static const structural_call gather[4] = ALL(gather);

static rocsparse_status csrsort_call(structural_problem* p)
{
    SORT_CALL(rocsparse_csrsort, p->descr_A, p->ptr_A, p->ind_A)
}

static rocsparse_status cscsort_call(structural_problem* p)
{
    SORT_CALL(rocsparse_cscsort, p->descr_A, p->ptr_A, p->ind_A)
}

static rocsparse_status coosort_row_call(structural_problem* p)
{
    SORT_CALL(rocsparse_coosort_by_row, p->ptr_A, p->ind_A)
}

static rocsparse_status coosort_column_call(structural_problem* p)
{
    SORT_CALL(rocsparse_coosort_by_column, p->ptr_A, p->ind_A)
}

#define DEFINE_SORT(name, kind)                              \
    static int name##_prepare(structural_problem* p)         \
    {                                                        \
        return sort_prepare(p, kind);                        \
    }                                                        \
    static int name##_check(structural_problem* p)           \
    {                                                        \
        return sort_check(p, kind);                          \
    }
DEFINE_SORT(csrsort, SORT_CSR)
DEFINE_SORT(cscsort, SORT_CSC)
DEFINE_SORT(coosort_row, SORT_COO_ROW)
DEFINE_SORT(coosort_column, SORT_COO_COLUMN)

/* Besides the pointers or rows: indices read and written; perm read and
 * written (written only, from the identity made in the call, with
 * --sort-values); values read and written by the gather. */
static double sort_extra_bytes(const structural_problem* p)
{
    const double perm = !p->opts->perm ? 0.0 : p->opts->sort_values ? 1.0 : 2.0;
    return index_bytes((2.0 + perm) * p->nnz) + (p->opts->sort_values ? value_bytes(p, 2.0 * p->nnz) : 0.0);
}

/* CSR pointers are m + 1, CSC pointers n + 1; COO rows are read and
 * written. */
static double csr_sort_bytes(const structural_problem* p)
{
    return index_bytes((double)p->m + 1) + sort_extra_bytes(p);
}

static double csc_sort_bytes(const structural_problem* p)
{
    return index_bytes((double)p->n + 1) + sort_extra_bytes(p);
}

static double coo_sort_bytes(const structural_problem* p)
{
    return index_bytes(2.0 * p->nnz) + sort_extra_bytes(p);
}

/* ------------------------------------------------------ identity, nnz */
/* n entries: -n (as the library's bench lines give it), else the
 * entries of the matrix. */
static int identity_prepare(structural_problem* p)
{
    if(p->opts->matrix == NULL && p->opts->n >= 0)
    {
        snprintf(p->A.name, sizeof(p->A.name), "n_%lld", (long long)p->opts->n);
        p->m = p->n = p->nnz = p->opts->n;
    }
    else if(!load_matrix(p))
        return 0;
    return structural_alloc((void**)&p->perm, sizeof(rocsparse_int) * (size_t)p->nnz);
}

static rocsparse_status identity_call(structural_problem* p)
{
    return rocsparse_create_identity_permutation(p->handle, (rocsparse_int)p->nnz, p->perm);
}

static int identity_check(structural_problem* p)
{
    int32_t* want = (int32_t*)malloc(sizeof(int32_t) * (size_t)p->nnz + 1);
    int      ok   = want != NULL || out_of_memory();
    for(int64_t k = 0; ok && k < p->nnz; ++k)
        want[k] = (int32_t)k;
    ok = ok && same_bytes("the identity permutation", p->perm, want, sizeof(int32_t) * (size_t)p->nnz);
    free(want);
    return ok;
}

static double identity_bytes(const structural_problem* p)
{
    return index_bytes((double)p->nnz);
}

/* The dense matrix of bench_dense_value, ld x n (--ld; the rows past m
 * hold ones, which must not be counted), the counts per row or column
 * (--dir) kept in B.row_ptr, their total in p->nnz. */
static int nnz_prepare(structural_problem* p)
{
    const bench_options* o = p->opts;
    int64_t              m = o->m, n = o->n, ld;
    double*              dense;
    if(o->matrix != NULL && !bench_dense_name(o->matrix, &m, &n))
        return say(o->matrix, "nnz takes a dense matrix dense_MxN (or -m and -n)");
    if(m < 0)
        m = 1000;
    if(n < 0)
        n = m;
    ld = o->ld >= 0 ? o->ld : m;
    if(ld < m || (double)ld * (double)n > 4e9)
        return say("nnz", "--ld is below m, or the dense matrix holds more than 4e9 entries");
    snprintf(p->A.name, sizeof(p->A.name), "dense_%lldx%lld", (long long)m, (long long)n);
    p->m = p->A.m = m;
    p->n = p->A.n = n;
    p->ld         = ld;
    const int64_t counts = o->dir == rocsparse_direction_row ? m : n;
    dense                = (double*)malloc(sizeof(double) * (size_t)(ld * n) + 1);
    p->B.row_ptr         = (int32_t*)calloc((size_t)counts + 1, sizeof(int32_t));
    if(dense == NULL || p->B.row_ptr == NULL)
    {
        free(dense);
        return out_of_memory();
    }
#pragma omp parallel for schedule(static)
    for(int64_t j = 0; j < n; ++j)
        for(int64_t i = 0; i < ld; ++i)
            dense[i + j * ld] = i < m ? bench_dense_value(o->seed, m, n, i, j) : 1.0;
    p->nnz = 0;
    for(int64_t j = 0; j < n; ++j)
        for(int64_t i = 0; i < m; ++i)
            if(dense[i + j * ld] != 0.0)
            {
                p->B.row_ptr[o->dir == rocsparse_direction_row ? i : j]++;
                p->nnz++;
            }
    const int ok = upload_values(&p->val_A, p->prec, dense, ld * n)
                   && structural_alloc((void**)&p->out_ptr, sizeof(rocsparse_int) * (size_t)counts);
    free(dense);
    return ok;
}

#define DEFINE_NNZ(p, T)                                                                                      \
    static rocsparse_status nnz_##p(structural_problem* s)                                                    \
    {                                                                                                         \
        return rocsparse_##p##nnz(s->handle, s->opts->dir, (rocsparse_int)s->m, (rocsparse_int)s->n,          \
                                  s->descr_A, (const T*)s->val_A, (rocsparse_int)s->ld, s->out_ptr, &s->nnz_C); \
    }
FSPARSE_FOR_ALL(DEFINE_NNZ)

static int nnz_check(structural_problem* p)
{
    const int64_t counts = p->opts->dir == rocsparse_direction_row ? p->m : p->n;
    if(p->nnz_C != p->nnz)
    {
        fprintf(stderr, "fsparse-bench: check failed: nnz total %d, the host counts %lld\n", p->nnz_C,
                (long long)p->nnz);
        return 0;
    }
    return same_bytes("the counts", p->out_ptr, p->B.row_ptr, sizeof(int32_t) * (size_t)counts);
}

/* The m x n entries read (not the padding), the counts written. */
static double nnz_bytes(const structural_problem* p)
{
    return value_bytes(p, (double)p->m * (double)p->n)
           + index_bytes((double)(p->opts->dir == rocsparse_direction_row ? p->m : p->n));
}

/* ---------------------------------------------------------------- table */
const char* structural_timed(const structural_routine* r, const bench_options* opts)
{
    if(!r->is_sort)
        return r->timed;
    if(opts->sort_values)
        return "as a user sorts a matrix with its values: create_identity_permutation, the sort with perm, Xgthr of "
               "the values through perm (the buffer allocated before; the shuffled input restored before each "
               "call, untimed)";
    return opts->perm ? "the sort with perm (the buffer allocated before; the shuffled input and perm, the "
                        "identity, restored before each call, untimed)"
                      : "the sort without perm (the buffer allocated before; the shuffled input restored before "
                        "each call, untimed)";
}

const structural_routine structural_routines[] = {
    {"csrgemm", "C = A*B: csrgemm_buffer_size, csrgemm_nnz, csrgemm (--matrix: a product case)",
     "csrgemm_buffer_size, the buffer's allocation, csrgemm_nnz (nnz_C to the host), the allocation of C's columns "
     "and values, csrgemm, the buffer's release (C's row pointers allocated before; setup columns: csrgemm alone, "
     "on a symbolic part made before)",
     0, csrgemm_prepare, csrgemm_free_c, ALL(gemm), csrgemm_check, csrgemm_bytes},
    {"csr2csc", "the transpose of A (--action)", "csr2csc, --action (buffer allocated before)", 0, csr2csc_prepare, NULL,
     ALL(csr2csc), csr2csc_check, csr2csc_bytes},
    {"csrsort", "columns sorted within rows, shuffled before each call (--perm, --sort-values)", NULL, 1, csrsort_prepare, NULL,
     {csrsort_call, csrsort_call, csrsort_call, csrsort_call}, csrsort_check, csr_sort_bytes},
    {"cscsort", "rows sorted within columns of A's CSC form, shuffled before each call", NULL, 1, cscsort_prepare,
     NULL, {cscsort_call, cscsort_call, cscsort_call, cscsort_call}, cscsort_check, csc_sort_bytes},
    {"coosort_by_row", "A's entries as COO, shuffled, sorted by row then column", NULL, 1, coosort_row_prepare,
     NULL, {coosort_row_call, coosort_row_call, coosort_row_call, coosort_row_call}, coosort_row_check,
     coo_sort_bytes},
    {"coosort_by_column", "A's entries as COO, shuffled, sorted by column then row", NULL, 1,
     coosort_column_prepare, NULL, {coosort_column_call, coosort_column_call, coosort_column_call, coosort_column_call},
     coosort_column_check, coo_sort_bytes},
    {"identity", "create_identity_permutation of nnz(A) (or -n) entries", "create_identity_permutation", 0, identity_prepare,
     NULL, {identity_call, identity_call, identity_call, identity_call}, identity_check, identity_bytes},
    {"nnz", "nonzeros per row or column (--dir) of a dense column-major matrix (--matrix dense_MxN, or -m, -n)",
     "Xnnz, the total to the host", 0, nnz_prepare, NULL, ALL(nnz), nnz_check, nnz_bytes},
};

const size_t structural_routine_count = sizeof(structural_routines) / sizeof(structural_routines[0]);
