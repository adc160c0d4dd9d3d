/* csrgemm: C = alpha * A * B + beta * D through the three calls (buffer
 * size, nnz, values), against a reference of the test's own that keeps
 * row by row a map from column to sum in long double.
 *
 * Inputs are drawn afresh, with columns in random order within rows (and,
 * in one shape, repeated: a repeated column counts once, its values
 * summed); outputs are poisoned, with guard entries past their ends. Each
 * shape runs with the product only, the sum only and both, in both
 * pointer modes (nnz_C and the scalars on the device in device mode), in
 * every precision, with the bases of A, B, D and C all zero, all one and
 * mixed. Shapes: rectangular (m, k and n differ) with empty rows, rows
 * whose products cancel (their entries stay, valued 0), repeated
 * columns, enough work for the host backend's threads, and rows whose
 * products pass 4096 and 8192 distinct columns (a GPU backend's long-row
 * path, whose split strategy cuts the first into 6 pieces of A's entries)
 * or whose entries outnumber the threads a GPU backend gives their row,
 * and a row long by D's 10000 entries alone. Also the quick returns (m or n 0), a product whose nnz_C passes
 * INT_MAX (invalid_size, found by the count alone), validation mode on
 * valid unsorted input, and every strategy the backend lets a test force
 * (setting csrgemm of FSPARSE_FORCE_KERNEL) on every shape. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "sparse_gen.h"

/* Entries past the end of each output, and what C's poisoned integer
 * arrays hold. */
enum
{
    guard      = 8,
    poison_int = -77
};

/* ---------------------------------------------------------- the routines */

/* A CSR operand on the device, as the calls take it. */
typedef struct dev_operand
{
    rocsparse_mat_descr descr;
    rocsparse_int       nnz;
    const void*         val;
    const rocsparse_int* row_ptr;
    const rocsparse_int* col_ind;
} dev_operand;

typedef rocsparse_status (*buffer_size_fn)(rocsparse_handle handle, rocsparse_int m, rocsparse_int n, rocsparse_int k,
                                           const void* alpha, const dev_operand* A, const dev_operand* B,
                                           const void* beta, const dev_operand* D, rocsparse_mat_info info,
                                           size_t* size);
typedef rocsparse_status (*compute_fn)(rocsparse_handle handle, rocsparse_int m, rocsparse_int n, rocsparse_int k,
                                       const void* alpha, const dev_operand* A, const dev_operand* B,
                                       const void* beta, const dev_operand* D, rocsparse_mat_descr descr_C,
                                       void* val_C, const rocsparse_int* row_ptr_C, rocsparse_int* col_ind_C,
                                       rocsparse_mat_info info, void* temp);

typedef struct gemm_routine
{
    const char*      name;
    const test_prec* prec;
    buffer_size_fn   buffer_size;
    compute_fn       compute;
} gemm_routine;

#define NONE rocsparse_operation_none
#define WRAP(p, T)                                                                                                \
    static rocsparse_status buffer_size_##p(rocsparse_handle handle, rocsparse_int m, rocsparse_int n,            \
                                            rocsparse_int k, const void* alpha, const dev_operand* A,             \
                                            const dev_operand* B, const void* beta, const dev_operand* D,         \
                                            rocsparse_mat_info info, size_t* size)                                \
    {                                                                                                             \
        return rocsparse_##p##csrgemm_buffer_size(handle, NONE, NONE, m, n, k, alpha, A->descr, A->nnz,           \
                                                  A->row_ptr, A->col_ind, B->descr, B->nnz, B->row_ptr,           \
                                                  B->col_ind, beta, D->descr, D->nnz, D->row_ptr, D->col_ind,     \
                                                  info, size);                                                    \
    }                                                                                                             \
    static rocsparse_status compute_##p(rocsparse_handle handle, rocsparse_int m, rocsparse_int n,                \
                                        rocsparse_int k, const void* alpha, const dev_operand* A,                 \
                                        const dev_operand* B, const void* beta, const dev_operand* D,             \
                                        rocsparse_mat_descr descr_C, void* val_C, const rocsparse_int* row_ptr_C, \
                                        rocsparse_int* col_ind_C, rocsparse_mat_info info, void* temp)            \
    {                                                                                                             \
        return rocsparse_##p##csrgemm(handle, NONE, NONE, m, n, k, alpha, A->descr, A->nnz, A->val, A->row_ptr,   \
                                      A->col_ind, B->descr, B->nnz, B->val, B->row_ptr, B->col_ind, beta,         \
                                      D->descr, D->nnz, D->val, D->row_ptr, D->col_ind, descr_C, val_C,           \
                                      row_ptr_C, col_ind_C, info, temp);                                          \
    }
TEST_FOR_ALL(WRAP)

static const gemm_routine routines[] = {
    {"rocsparse_scsrgemm", &prec_s, buffer_size_s, compute_s},
    {"rocsparse_dcsrgemm", &prec_d, buffer_size_d, compute_d},
    {"rocsparse_ccsrgemm", &prec_c, buffer_size_c, compute_c},
    {"rocsparse_zcsrgemm", &prec_z, buffer_size_z, compute_z},
};

/* ------------------------------------------------------------ the inputs */

/* A CSR matrix on the host (zero-based, as drawn) and on the device (in
 * its base). */
typedef struct gmat
{
    const test_prec*     prec;
    rocsparse_int        rows, cols, nnz;
    rocsparse_index_base base;
    rocsparse_int*       ptr; /* rows + 1, zero-based */
    rocsparse_int*       col; /* nnz, zero-based, any order, maybe repeated */
    void*                val;
    rocsparse_mat_descr  descr;
    rocsparse_int*       d_ptr;
    rocsparse_int*       d_col;
    void*                d_val;
} gmat;

/* Uploads M in base (replacing a previous upload). */
static void gmat_upload(gmat* M, rocsparse_index_base base)
{
    if(M->descr != NULL)
    {
        rocsparse_destroy_mat_descr(M->descr);
        dev_free(M->d_ptr), dev_free(M->d_col), dev_free(M->d_val);
    }
    M->base                 = base;
    M->descr                = test_descr(base, rocsparse_matrix_type_general);
    rocsparse_int* ptr      = xmalloc(sizeof(rocsparse_int) * ((size_t)M->rows + 1));
    rocsparse_int* col      = xmalloc(sizeof(rocsparse_int) * ((size_t)M->nnz + 1));
    for(rocsparse_int i = 0; i <= M->rows; ++i)
        ptr[i] = M->ptr[i] + (rocsparse_int)base;
    for(rocsparse_int q = 0; q < M->nnz; ++q)
        col[q] = M->col[q] + (rocsparse_int)base;
    M->d_ptr = dev_upload(ptr, sizeof(rocsparse_int) * ((size_t)M->rows + 1));
    M->d_col = dev_upload(col, sizeof(rocsparse_int) * (size_t)M->nnz);
    M->d_val = dev_upload(M->val, M->prec->size * (size_t)M->nnz);
    free(ptr), free(col);
}

static void gmat_free(gmat* M)
{
    rocsparse_destroy_mat_descr(M->descr);
    dev_free(M->d_ptr), dev_free(M->d_col), dev_free(M->d_val);
    free(M->ptr), free(M->col), free(M->val);
    memset(M, 0, sizeof(*M));
}

/* A rows x cols matrix whose row i has len[i] distinct columns in random
 * order (plus, with repeats, some of them again), random values. */
static void gmat_random(gmat* M, const test_prec* p, rocsparse_int rows, rocsparse_int cols, const rocsparse_int* len,
                        int repeats)
{
    memset(M, 0, sizeof(*M));
    M->prec = p, M->rows = rows, M->cols = cols;
    M->ptr  = xmalloc(sizeof(rocsparse_int) * ((size_t)rows + 1));
    M->ptr[0] = 0;
    for(rocsparse_int i = 0; i < rows; ++i)
        M->ptr[i + 1] = M->ptr[i] + len[i] + (repeats ? len[i] / 2 : 0);
    M->col             = xmalloc(sizeof(rocsparse_int) * ((size_t)M->ptr[rows] + 1));
    rocsparse_int* use = xmalloc(sizeof(rocsparse_int) * ((size_t)cols + 1));
    rocsparse_int* all = xmalloc(sizeof(rocsparse_int) * ((size_t)cols + 1));
    for(rocsparse_int j = 0; j < cols; ++j)
        use[j] = -1, all[j] = j;
    for(rocsparse_int i = 0; i < rows; ++i)
    {
        rocsparse_int* c = M->col + M->ptr[i];
        if(len[i] * 2 > cols)
            for(rocsparse_int t = 0; t < len[i]; ++t) /* a partial shuffle of all columns */
            {
                const rocsparse_int s = rand_int(t, cols - 1), x = all[t];
                all[t] = all[s], all[s] = x, c[t] = all[t];
            }
        else
            for(rocsparse_int t = 0; t < len[i]; ++t) /* draws until a new one */
            {
                rocsparse_int j;
                do
                    j = rand_int(0, cols - 1);
                while(use[j] == i);
                use[j] = i, c[t] = j;
            }
        for(rocsparse_int t = len[i]; t < M->ptr[i + 1] - M->ptr[i]; ++t)
            c[t] = c[rand_int(0, len[i] - 1)];
    }
    M->nnz = M->ptr[rows];
    M->val = xmalloc(p->size * ((size_t)M->nnz + 1));
    random_values(p, M->val, (size_t)M->nnz);
    free(use), free(all);
}

/* Row lengths uniform in [0, max], a share empty_pct of them 0. */
static rocsparse_int* random_lengths(rocsparse_int rows, rocsparse_int max, int empty_pct)
{
    rocsparse_int* len = xmalloc(sizeof(rocsparse_int) * ((size_t)rows + 1));
    for(rocsparse_int i = 0; i < rows; ++i)
        len[i] = rand_int(0, 99) < empty_pct ? 0 : rand_int(1, max);
    return len;
}

/* The operands of one shape: A (m x k), B (k x n), D (m x n). */
typedef struct gemm_inputs
{
    const char*   name;
    rocsparse_int m, n, k;
    gmat          A, B, D;
} gemm_inputs;

enum
{
    shape_rectangular,
    shape_cancel,
    shape_repeats,
    shape_threads,
    shape_long_rows,
    shape_count
};
static const char* const shape_names[shape_count]
    = {"rectangular", "cancelling", "repeated columns", "many rows", "long rows"};

/* B's odd rows copy the even ones, and A's even rows hold pairs (2t, v),
 * (2t + 1, -v): every product of such a row meets its negative. */
static void make_cancelling(gemm_inputs* in, const test_prec* p)
{
    const rocsparse_int half = in->k / 2;
    rocsparse_int*      len  = random_lengths(half, 6, 10);
    gmat                H;
    gmat_random(&H, p, half, in->n, len, 0);
    gmat* B = &in->B;
    memset(B, 0, sizeof(*B));
    B->prec = p, B->rows = in->k, B->cols = in->n, B->nnz = 2 * H.nnz;
    B->ptr = xmalloc(sizeof(rocsparse_int) * ((size_t)in->k + 1));
    B->col = xmalloc(sizeof(rocsparse_int) * ((size_t)B->nnz + 1));
    B->val = xmalloc(p->size * ((size_t)B->nnz + 1));
    B->ptr[0] = 0;
    for(rocsparse_int r = 0; r < in->k; ++r)
    {
        const rocsparse_int h = r / 2, l = H.ptr[h + 1] - H.ptr[h];
        B->ptr[r + 1]         = B->ptr[r] + l;
        memcpy(B->col + B->ptr[r], H.col + H.ptr[h], sizeof(rocsparse_int) * (size_t)l);
        memcpy((char*)B->val + p->size * (size_t)B->ptr[r], (char*)H.val + p->size * (size_t)H.ptr[h],
               p->size * (size_t)l);
    }
    free(H.ptr), free(H.col), free(H.val), free(len);

    len = random_lengths(in->m, 3, 10);
    gmat_random(&in->A, p, in->m, half, len, 0); /* columns t of the pairs */
    gmat* A = &in->A;
    rocsparse_int* ptr = xmalloc(sizeof(rocsparse_int) * ((size_t)in->m + 1));
    rocsparse_int* col = xmalloc(sizeof(rocsparse_int) * ((size_t)A->nnz * 2 + 1));
    void*          val = xmalloc(p->size * ((size_t)A->nnz * 2 + 1));
    ptr[0]             = 0;
    for(rocsparse_int i = 0; i < in->m; ++i)
    {
        rocsparse_int q = ptr[i];
        for(rocsparse_int s = A->ptr[i]; s < A->ptr[i + 1]; ++s)
        {
            const ref_t v = value_get(p, A->val, (size_t)s);
            if(i % 2 == 0)
            {
                col[q] = 2 * A->col[s], value_set(p, val, (size_t)q++, v);
                col[q] = 2 * A->col[s] + 1, value_set(p, val, (size_t)q++, -v);
            }
            else
                col[q] = 2 * A->col[s] + rand_int(0, 1), value_set(p, val, (size_t)q++, v);
        }
        ptr[i + 1] = q;
    }
    free(A->ptr), free(A->col), free(A->val), free(len);
    A->ptr = ptr, A->col = col, A->val = val, A->cols = in->k, A->nnz = ptr[in->m];
    /* Pairs listed backwards in some rows, so that C's sort is not given
     * them in order. */
    for(rocsparse_int i = 0; i < in->m; i += 4)
        for(rocsparse_int s = ptr[i], e = ptr[i + 1] - 1; s < e; ++s, --e)
        {
            const rocsparse_int c = col[s];
            const ref_t         v = value_get(p, val, (size_t)s);
            col[s] = col[e], value_set(p, val, (size_t)s, value_get(p, val, (size_t)e));
            col[e] = c, value_set(p, val, (size_t)e, v);
        }
}

/* Draws the shape's operands (zero-based; gemm_bases uploads them). */
static void make_inputs(gemm_inputs* in, int shape, const test_prec* p)
{
    static const rocsparse_int dims[shape_count][3] = {
        {37, 51, 23}, {30, 35, 40}, {29, 17, 31}, {3000, 2500, 2000}, {40, 30000, 3000}};
    memset(in, 0, sizeof(*in));
    in->name = shape_names[shape];
    in->m = dims[shape][0], in->n = dims[shape][1], in->k = dims[shape][2];
    const int      repeats = shape == shape_repeats;
    rocsparse_int* len;
    if(shape == shape_cancel)
        make_cancelling(in, p);
    else
    {
        len = random_lengths(in->m, shape == shape_threads ? 8 : 5, 20);
        /* About 12000, 6000 and 2800 products; then about 400, 800 and
         * 1500, from more entries of A than the threads of the row. */
        if(shape == shape_long_rows)
        {
            len[0] = in->k, len[1] = in->k / 2, len[2] = in->k / 4;
            len[3] = in->k / 30, len[4] = in->k / 15, len[5] = in->k / 8;
        }
        gmat_random(&in->A, p, in->m, in->k, len, repeats);
        free(len);
        len = random_lengths(in->k, shape == shape_long_rows ? 7 : 6, shape == shape_long_rows ? 0 : 20);
        gmat_random(&in->B, p, in->k, in->n, len, repeats);
        free(len);
    }
    len = random_lengths(in->m, 4, 30);
    /* A row of D of 10000 entries, long with D alone: a strategy that
     * splits long rows over blocks cuts it into several pieces. */
    if(shape == shape_long_rows)
        len[3] = in->n / 3;
    gmat_random(&in->D, p, in->m, in->n, len, repeats);
    free(len);
}

static void free_inputs(gemm_inputs* in)
{
    gmat_free(&in->A), gmat_free(&in->B), gmat_free(&in->D);
}

/* ----------------------------------------------------------- reference */

/* C in CSR, zero-based, columns ascending; each value with its error
 * bound. */
typedef struct ref_csr
{
    rocsparse_int* ptr;
    rocsparse_int* col;
    ref_t*         val;
    long double*   bound;
} ref_csr;

static int compare_ints(const void* a, const void* b)
{
    const rocsparse_int x = *(const rocsparse_int*)a, y = *(const rocsparse_int*)b;
    return (x > y) - (x < y);
}

/* One row's entries in a map from column to (sum, sum of magnitudes,
 * terms): a dense array of n slots, a slot in use when its stamp is the
 * row. */
typedef struct row_map
{
    rocsparse_int* stamp;
    rocsparse_int* cols;
    rocsparse_int  count;
    ref_t*         sum;
    long double*   mag;
    long*          terms;
} row_map;

static void map_add(row_map* r, rocsparse_int row, rocsparse_int j, ref_t v)
{
    if(r->stamp[j] != row)
    {
        r->stamp[j] = row, r->cols[r->count++] = j;
        r->sum[j] = 0, r->mag[j] = 0, r->terms[j] = 0;
    }
    r->sum[j] += v, r->mag[j] += ref_mag1(v), r->terms[j] += 1;
}

static void reference(const gemm_inputs* in, const ref_t* alpha, const ref_t* beta, ref_csr* R)
{
    const test_prec* p = in->D.prec;
    const rocsparse_int n = in->n;
    row_map r = {xmalloc(sizeof(rocsparse_int) * (size_t)n), xmalloc(sizeof(rocsparse_int) * (size_t)n), 0,
                 xmalloc(sizeof(ref_t) * (size_t)n), xmalloc(sizeof(long double) * (size_t)n),
                 xmalloc(sizeof(long) * (size_t)n)};
    for(rocsparse_int j = 0; j < n; ++j)
        r.stamp[j] = -1;
    size_t cap = 1024, used = 0;
    R->ptr   = xmalloc(sizeof(rocsparse_int) * ((size_t)in->m + 1));
    R->col   = xmalloc(sizeof(rocsparse_int) * cap);
    R->val   = xmalloc(sizeof(ref_t) * cap);
    R->bound = xmalloc(sizeof(long double) * cap);
    R->ptr[0] = 0;
    for(rocsparse_int i = 0; i < in->m; ++i)
    {
        r.count = 0;
        if(alpha != NULL)
            for(rocsparse_int s = in->A.ptr[i]; s < in->A.ptr[i + 1]; ++s)
            {
                const rocsparse_int l  = in->A.col[s];
                const ref_t         aa = *alpha * value_get(p, in->A.val, (size_t)s);
                for(rocsparse_int t = in->B.ptr[l]; t < in->B.ptr[l + 1]; ++t)
                    map_add(&r, i, in->B.col[t], aa * value_get(p, in->B.val, (size_t)t));
            }
        if(beta != NULL)
            for(rocsparse_int s = in->D.ptr[i]; s < in->D.ptr[i + 1]; ++s)
                map_add(&r, i, in->D.col[s], *beta * value_get(p, in->D.val, (size_t)s));
        qsort(r.cols, (size_t)r.count, sizeof(rocsparse_int), compare_ints);
        if(used + (size_t)r.count > cap)
        {
            cap      = 2 * (used + (size_t)r.count);
            R->col   = realloc(R->col, sizeof(rocsparse_int) * cap);
            R->val   = realloc(R->val, sizeof(ref_t) * cap);
            R->bound = realloc(R->bound, sizeof(long double) * cap);
            if(R->col == NULL || R->val == NULL || R->bound == NULL)
                bail_out("out of host memory for the reference");
        }
        for(rocsparse_int t = 0; t < r.count; ++t, ++used)
        {
            const rocsparse_int j = r.cols[t];
            R->col[used]          = j;
            R->val[used]          = r.sum[j];
            /* Each term rounded a few times (alpha * a, its product with
             * b, the sum it joins), complex products in two parts. */
            R->bound[used] = 4 * p->eps * (long double)(r.terms[j] + 4) * r.mag[j];
        }
        R->ptr[i + 1] = (rocsparse_int)used;
    }
    free(r.stamp), free(r.cols), free(r.sum), free(r.mag), free(r.terms);
}

static void ref_free(ref_csr* R)
{
    free(R->ptr), free(R->col), free(R->val), free(R->bound);
}

/* ------------------------------------------------------------- one run */

/* Which terms a run has, and the bases of A, B, D and C. */
typedef struct gemm_case
{
    int                  mul, add;
    rocsparse_index_base base_A, base_B, base_D, base_C;
} gemm_case;

static dev_operand device_operand(const gmat* M, int used)
{
    const dev_operand none = {NULL, 0, NULL, NULL, NULL};
    const dev_operand op   = {M->descr, M->nnz, M->d_val, M->d_ptr, M->d_col};
    return used ? op : none;
}

static const char* terms_name(const gemm_case* c)
{
    return c->mul && c->add ? "alpha and beta" : c->mul ? "alpha only" : "beta only";
}

/* Both outputs' guard entries still poisoned. */
static int guards_intact(const test_prec* p, const rocsparse_int* col, const void* val, rocsparse_int nnz)
{
    unsigned char poisoned[sizeof(rocsparse_double_complex) * guard];
    poison(p, poisoned, guard);
    for(int g = 0; g < guard; ++g)
        if(col[nnz + g] != poison_int)
            return 0;
    return memcmp((const char*)val + p->size * (size_t)nnz, poisoned, p->size * guard) == 0;
}

/* The three calls on in with c's terms and bases, checked against the
 * reference; note (or NULL) ends the label. */
static void run_case(rocsparse_handle handle, const gemm_routine* r, rocsparse_pointer_mode mode,
                     const gemm_inputs* in, const gemm_case* c, const char* note)
{
    const test_prec* p = r->prec;
    char             label[256];
    snprintf(label, sizeof(label), "%s %s, %s, %s, bases A %d B %d D %d C %d%s%s", r->name, in->name,
             mode_name(mode), terms_name(c), c->base_A, c->base_B, c->base_D, c->base_C, note != NULL ? ", " : "",
             note != NULL ? note : "");
    set_mode(handle, mode);

    rocsparse_double_complex alpha_h, beta_h;
    random_values(p, &alpha_h, 1);
    random_values(p, &beta_h, 1);
    const ref_t alpha_r = value_get(p, &alpha_h, 0), beta_r = value_get(p, &beta_h, 0);
    ref_csr     R;
    reference(in, c->mul ? &alpha_r : NULL, c->add ? &beta_r : NULL, &R);
    const rocsparse_int m = in->m, want_nnz = R.ptr[m];

    void* alpha = c->mul ? scalar_arg(mode, &alpha_h, p->size) : NULL;
    void* beta  = c->add ? scalar_arg(mode, &beta_h, p->size) : NULL;
    const dev_operand A = device_operand(&in->A, c->mul), B = device_operand(&in->B, c->mul);
    const dev_operand D = device_operand(&in->D, c->add);
    rocsparse_mat_descr descr_C = test_descr(c->base_C, rocsparse_matrix_type_general);
    rocsparse_mat_info  info    = test_info();

    size_t size = 0;
    is_status(r->buffer_size(handle, m, in->n, in->k, alpha, &A, &B, beta, &D, info, &size),
              rocsparse_status_success, "%s: buffer_size", label);
    ok(size > 0, "%s: the buffer size is not 0", label);
    void*          temp      = dev_alloc(size > 0 ? size : 1);
    rocsparse_int* row_ptr_C = dev_ints((size_t)m + 1, poison_int);
    rocsparse_int  nnz_h     = poison_int;
    rocsparse_int* nnz_arg   = mode == rocsparse_pointer_mode_device ? dev_ints(1, poison_int) : &nnz_h;
    is_status(rocsparse_csrgemm_nnz(handle, NONE, NONE, m, in->n, in->k, A.descr, A.nnz, A.row_ptr, A.col_ind,
                                    B.descr, B.nnz, B.row_ptr, B.col_ind, D.descr, D.nnz, D.row_ptr, D.col_ind,
                                    descr_C, row_ptr_C, nnz_arg, info, temp),
              rocsparse_status_success, "%s: csrgemm_nnz", label);
    if(mode == rocsparse_pointer_mode_device)
        dev_download(&nnz_h, nnz_arg, sizeof(nnz_h)), dev_free(nnz_arg);
    is_int(nnz_h, want_nnz, "%s: nnz_C", label);
    rocsparse_int* got_ptr = xmalloc(sizeof(rocsparse_int) * ((size_t)m + 1));
    dev_download(got_ptr, row_ptr_C, sizeof(rocsparse_int) * ((size_t)m + 1));
    int ptr_ok = 1;
    for(rocsparse_int i = 0; i <= m && ptr_ok; ++i)
        ptr_ok = got_ptr[i] == R.ptr[i] + (rocsparse_int)c->base_C;
    ok(ptr_ok, "%s: C's row pointers", label);

    if(ptr_ok && nnz_h == want_nnz)
    {
        const size_t   len   = (size_t)want_nnz + guard;
        rocsparse_int* col_C = dev_ints(len, poison_int);
        void*          val_C = dev_random(p, len, 1);
        is_status(r->compute(handle, m, in->n, in->k, alpha, &A, &B, beta, &D, descr_C, val_C, row_ptr_C, col_C,
                             info, temp),
                  rocsparse_status_success, "%s: csrgemm", label);
        rocsparse_int* got_col = xmalloc(sizeof(rocsparse_int) * len);
        void*          got_val = xmalloc(p->size * len);
        dev_download(got_col, col_C, sizeof(rocsparse_int) * len);
        dev_download(got_val, val_C, p->size * len);
        int col_ok = 1;
        for(rocsparse_int q = 0; q < want_nnz && col_ok; ++q)
            col_ok = got_col[q] == R.col[q] + (rocsparse_int)c->base_C;
        ok(col_ok, "%s: C's columns, ascending in each row", label);
        check_values(p, got_val, R.val, R.bound, (size_t)want_nnz, "%s: C's values", label);
        ok(guards_intact(p, got_col, got_val, want_nnz), "%s: nothing written past C's entries", label);
        free(got_col), free(got_val);
        dev_free(col_C), dev_free(val_C);
    }
    free(got_ptr);
    dev_free(row_ptr_C), dev_free(temp);
    rocsparse_destroy_mat_info(info);
    rocsparse_destroy_mat_descr(descr_C);
    if(alpha != NULL)
        scalar_done(mode, &alpha_h, alpha, p->size);
    if(beta != NULL)
        scalar_done(mode, &beta_h, beta, p->size);
    ref_free(&R);
}

/* The bases of one combination: all zero, all one, or drawn per matrix. */
static gemm_case bases_of(int combination, int mul, int add)
{
    rocsparse_index_base b[4];
    for(int i = 0; i < 4; ++i)
        b[i] = combination == 2 ? (rocsparse_index_base)rand_int(0, 1) : (rocsparse_index_base)combination;
    const gemm_case c = {mul, add, b[0], b[1], b[2], b[3]};
    return c;
}

static void upload_bases(gemm_inputs* in, const gemm_case* c)
{
    gmat_upload(&in->A, c->base_A);
    gmat_upload(&in->B, c->base_B);
    gmat_upload(&in->D, c->base_D);
}

/* Every terms set, both pointer modes and the three base combinations on
 * one shape; forced names the strategy the handle forces, or is NULL. */
static void all_cases(rocsparse_handle handle, const gemm_routine* r, gemm_inputs* in, const char* forced)
{
    static const int terms[3][2] = {{1, 0}, {0, 1}, {1, 1}};
    for(int combination = 0; combination < 3; ++combination)
    {
        for(int t = 0; t < 3; ++t)
        {
            const gemm_case c = bases_of(combination, terms[t][0], terms[t][1]);
            upload_bases(in, &c);
            for(int md = 0; md < 2; ++md)
                run_case(handle, r, test_modes[md], in, &c, forced);
        }
    }
}

/* ------------------------------------------------------- special cases */

/* m or n 0: the buffer size is not 0, C's row pointers (where it has
 * rows) are its base, nnz_C is 0, and csrgemm writes nothing. */
static void quick_returns(rocsparse_handle handle, const gemm_routine* r, rocsparse_pointer_mode mode)
{
    static const rocsparse_int shapes[2][2] = {{0, 7}, {6, 0}};
    const test_prec*           p            = r->prec;
    set_mode(handle, mode);
    for(int s = 0; s < 2; ++s)
        for(int b = 0; b < 2; ++b)
        {
            const rocsparse_int        m = shapes[s][0], n = shapes[s][1], k = 5;
            const rocsparse_index_base base = test_bases[b];
            char                       label[160];
            snprintf(label, sizeof(label), "%s m %d n %d, %s, base %d", r->name, m, n, mode_name(mode), base);
            rocsparse_double_complex one = {1.0, 0.0};
            void*                    alpha = scalar_arg(mode, &one, p->size), *beta = scalar_arg(mode, &one, p->size);
            rocsparse_mat_descr      descr = test_descr(base, rocsparse_matrix_type_general);
            rocsparse_int*           dummy = dev_ints(8, base);
            const dev_operand        op    = {descr, 0, dummy, dummy, dummy};
            rocsparse_mat_info       info  = test_info();
            size_t                   size  = 0;
            is_status(r->buffer_size(handle, m, n, k, alpha, &op, &op, beta, &op, info, &size),
                      rocsparse_status_success, "%s: buffer_size", label);
            ok(size > 0, "%s: the buffer size is not 0", label);
            void*          temp    = dev_alloc(size > 0 ? size : 1);
            rocsparse_int* ptr     = dev_ints(8, poison_int);
            rocsparse_int  nnz_h   = poison_int;
            rocsparse_int* nnz_arg = mode == rocsparse_pointer_mode_device ? dev_ints(1, poison_int) : &nnz_h;
            is_status(rocsparse_csrgemm_nnz(handle, NONE, NONE, m, n, k, descr, 0, dummy, dummy, descr, 0, dummy, dummy,
                                            descr, 0, dummy, dummy, descr, ptr, nnz_arg, info, temp),
                      rocsparse_status_success, "%s: csrgemm_nnz", label);
            if(mode == rocsparse_pointer_mode_device)
                dev_download(&nnz_h, nnz_arg, sizeof(nnz_h)), dev_free(nnz_arg);
            is_int(nnz_h, 0, "%s: nnz_C is 0", label);
            rocsparse_int got[8];
            dev_download(got, ptr, sizeof(got));
            int fine = 1;
            for(int i = 0; i < 8; ++i)
                fine = fine && got[i] == (i <= m && m > 0 ? (rocsparse_int)base : poison_int);
            ok(fine, "%s: C's row pointers are the base where C has rows, nothing else written", label);
            rocsparse_int* col = dev_ints(4, poison_int);
            void*          val = dev_random(p, 4, 1);
            unsigned char  val_before[4 * sizeof(rocsparse_double_complex)], val_after[sizeof(val_before)];
            rocsparse_int  col_after[4];
            dev_download(val_before, val, p->size * 4);
            is_status(r->compute(handle, m, n, k, alpha, &op, &op, beta, &op, descr, val, ptr, col, info, temp),
                      rocsparse_status_success, "%s: csrgemm", label);
            dev_download(val_after, val, p->size * 4);
            dev_download(col_after, col, sizeof(col_after));
            ok(memcmp(val_before, val_after, p->size * 4) == 0 && col_after[0] == poison_int
                   && col_after[3] == poison_int,
               "%s: csrgemm writes nothing", label);
            dev_free(col), dev_free(val), dev_free(ptr), dev_free(temp), dev_free(dummy);
            rocsparse_destroy_mat_info(info);
            rocsparse_destroy_mat_descr(descr);
            scalar_done(mode, &one, alpha, p->size);
            scalar_done(mode, &one, beta, p->size);
        }
}

/* A column of m ones times a row of n: C would have m * n > INT_MAX
 * entries, which csrgemm_nnz finds from the count alone (C is never
 * allocated). */
static void too_many_entries(rocsparse_handle handle)
{
    const rocsparse_int m = 46341, n = 46341, k = 1; /* 46341^2 = INT_MAX + 4634 */
    set_mode(handle, rocsparse_pointer_mode_host);
    rocsparse_int* ptr_A = xmalloc(sizeof(rocsparse_int) * ((size_t)m + 1));
    rocsparse_int* zeros = xmalloc(sizeof(rocsparse_int) * (size_t)m);
    rocsparse_int* cols  = xmalloc(sizeof(rocsparse_int) * (size_t)n);
    for(rocsparse_int i = 0; i <= m; ++i)
        ptr_A[i] = i;
    for(rocsparse_int i = 0; i < m; ++i)
        zeros[i] = 0;
    random_indices(cols, n, n, rocsparse_index_base_zero);
    const rocsparse_int ptr_B[2] = {0, n};
    rocsparse_int*      d_ptr_A  = dev_upload(ptr_A, sizeof(rocsparse_int) * ((size_t)m + 1));
    rocsparse_int*      d_col_A  = dev_upload(zeros, sizeof(rocsparse_int) * (size_t)m);
    rocsparse_int*      d_ptr_B  = dev_upload(ptr_B, sizeof(ptr_B));
    rocsparse_int*      d_col_B  = dev_upload(cols, sizeof(rocsparse_int) * (size_t)n);
    rocsparse_mat_descr descr    = test_descr(rocsparse_index_base_zero, rocsparse_matrix_type_general);
    rocsparse_mat_info  info     = test_info();
    const double        one      = 1.0;
    size_t              size     = 0;
    is_status(rocsparse_dcsrgemm_buffer_size(handle, NONE, NONE, m, n, k, &one, descr, m, d_ptr_A, d_col_A, descr, n,
                                             d_ptr_B, d_col_B, NULL, NULL, 0, NULL, NULL, info, &size),
              rocsparse_status_success, "C of %d x %d entries: buffer_size", m, n);
    void*          temp    = dev_alloc(size > 0 ? size : 1);
    rocsparse_int* d_ptr_C = dev_alloc(sizeof(rocsparse_int) * ((size_t)m + 1));
    rocsparse_int  nnz_C   = poison_int;
    is_status(rocsparse_csrgemm_nnz(handle, NONE, NONE, m, n, k, descr, m, d_ptr_A, d_col_A, descr, n, d_ptr_B,
                                    d_col_B, NULL, 0, NULL, NULL, descr, d_ptr_C, &nnz_C, info, temp),
              rocsparse_status_invalid_size, "C of %d x %d entries: csrgemm_nnz is invalid_size", m, n);
    dev_free(temp), dev_free(d_ptr_C), dev_free(d_ptr_A), dev_free(d_col_A), dev_free(d_ptr_B), dev_free(d_col_B);
    free(ptr_A), free(zeros), free(cols);
    rocsparse_destroy_mat_info(info);
    rocsparse_destroy_mat_descr(descr);
}

/* The long rows are what they are for: rows of C past 8192 entries and
 * between 4096 and 8192 (draws that miss would leave a path untested). */
static void long_rows_drawn(const gemm_inputs* in)
{
    const ref_t   one = 1;
    ref_csr       R;
    reference(in, &one, NULL, &R);
    const rocsparse_int first = R.ptr[1] - R.ptr[0], second = R.ptr[2] - R.ptr[1];
    ok(first > 8192 && second > 4096 && second <= 8192, "long rows: rows of C with %d and %d entries", first,
       second);
    ref_free(&R);
}

/* A handle in validation mode: valid unsorted and repeated input passes. */
static rocsparse_handle validating_handle(void)
{
    if(setenv("FSPARSE_CHECK_INPUT", "1", 1) != 0)
        bail_out("cannot set FSPARSE_CHECK_INPUT");
    rocsparse_handle handle = test_handle();
    unsetenv("FSPARSE_CHECK_INPUT");
    return handle;
}

/* The handles that force each strategy of setting csrgemm, and their
 * names; none on a backend of one kernel. */
static size_t forced_handles(rocsparse_handle** handles, char (**names)[64])
{
    const char* const* list  = backend_forcible_kernels(forced_csrgemm);
    size_t             count = 0;
    while(list[count] != NULL)
        ++count;
    *handles = xmalloc(sizeof(rocsparse_handle) * (count + 1));
    *names   = xmalloc(sizeof(**names) * (count + 1));
    for(size_t f = 0; f < count; ++f)
    {
        snprintf((*names)[f], sizeof((*names)[f]), "csrgemm:%s", list[f]);
        const forced_kernel k = {(*names)[f], 0, 0};
        (*handles)[f]         = forced_handle(&k, (*names)[f]);
    }
    return count;
}

int main(void)
{
    test_init();
    rocsparse_handle handle     = test_handle();
    rocsparse_handle validating = validating_handle();
    rocsparse_handle* forced;
    char (*names)[64];
    const size_t forced_count = forced_handles(&forced, &names);
    diag("%zu strategies of setting csrgemm to force", forced_count);
    forced_setting_refused("csrgemm:no_such_strategy");

    for(size_t k = 0; k < sizeof(routines) / sizeof(routines[0]); ++k)
    {
        const gemm_routine* r = &routines[k];
        for(int md = 0; md < 2; ++md)
            quick_returns(handle, r, test_modes[md]);
        for(int shape = 0; shape < shape_count; ++shape)
        {
            gemm_inputs in;
            make_inputs(&in, shape, r->prec);
            if(shape == shape_long_rows)
                long_rows_drawn(&in);
            all_cases(handle, r, &in, NULL);
            for(size_t f = 0; f < forced_count; ++f)
                all_cases(forced[f], r, &in, names[f]);
            if(shape == shape_repeats || shape == shape_cancel)
            {
                const gemm_case c = bases_of(2, 1, 1);
                upload_bases(&in, &c);
                run_case(validating, r, rocsparse_pointer_mode_host, &in, &c, "validation mode");
            }
            free_inputs(&in);
        }
    }
    too_many_entries(handle);

    for(size_t f = 0; f < forced_count; ++f)
        rocsparse_destroy_handle(forced[f]);
    free(forced), free(names);
    rocsparse_destroy_handle(validating);
    rocsparse_destroy_handle(handle);
    return done_testing();
}
