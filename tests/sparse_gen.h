/* What the Level 2/3 and conversion tests share: random CSR matrices of
 * chosen shapes (empty rows, one very long row, m != n), the test's own
 * host-side COO and ELL forms of them, a naive reference product in the
 * wide reference type, and checks that failing calls leave outputs alone. */
#ifndef FSPARSE_SPARSE_GEN_H
#define FSPARSE_SPARSE_GEN_H

#include "testutil.h"

/* ---------------------------------------------------------- matrix shapes */

typedef struct csr_shape
{
    const char*   name;
    rocsparse_int m, n;
    rocsparse_int max_len;   /* an ordinary row has 1..max_len entries */
    rocsparse_int long_len;  /* one random row has this many; 0: none */
    int           empty_pct; /* share of the ordinary rows left empty */
} csr_shape;

/* Square, wide, tall, with empty rows, more than 8192 rows (the host
 * backend's OpenMP threshold), and one row of 5000 entries. */
extern const csr_shape test_shapes[];
extern const size_t    test_shape_count;

/* ------------------------------------------------------------ CSR matrix */

/* A CSR matrix with sorted, distinct columns per row, on the host and on
 * the device, and a general descriptor of its base. */
typedef struct test_csr
{
    const test_prec*     prec;
    rocsparse_int        m, n, nnz;
    rocsparse_index_base base;
    rocsparse_int        max_row; /* longest row */
    rocsparse_int*       row_ptr; /* m + 1, in base */
    rocsparse_int*       col_ind; /* nnz, in base */
    void*                val;     /* nnz values of prec */
    rocsparse_int*       d_row_ptr;
    rocsparse_int*       d_col_ind;
    void*                d_val;
    rocsparse_mat_descr  descr;
} test_csr;

void csr_random(test_csr* A, const test_prec* p, const csr_shape* shape, rocsparse_index_base base);
void csr_free(test_csr* A);

/* The COO row indices (base of A) of A's entries, malloc'd. */
rocsparse_int* csr_host_coo_rows(const test_csr* A);

/* A in ELL form of the given width (>= A->max_row), built on the host:
 * column-major, padding column -1 and value 0, indices in ell_base.
 * Both arrays malloc'd, m * width entries. */
void csr_host_ell(const test_csr* A, rocsparse_int width, rocsparse_index_base ell_base, rocsparse_int** col_ind,
                  void** val);

/* A descriptor of this base and type; bails out on failure. */
rocsparse_mat_descr test_descr(rocsparse_index_base base, rocsparse_matrix_type type);

/* The widest ELL part csr2hyb accepts for A (any partition): rocSPARSE's
 * 2 * (nnz - 1) / m + 1 in C's integer division, never below 0. */
rocsparse_int hyb_width_bound(const test_csr* A);
/* A user ELL width of at most 2 that csr2hyb accepts for A: narrow, so that
 * long rows leave a COO part. */
rocsparse_int hyb_narrow_width(const test_csr* A);

/* ------------------------------------------------------------- reference */

/* |re| + |im|: within a factor sqrt(2) of |v| and far cheaper than cabsl,
 * which the bounds would otherwise call for every term. */
long double ref_mag1(ref_t v);
/* a * b without the NaN and infinity recovery of the C complex product
 * (for finite inputs), which is most of a reference's time. */
ref_t ref_mul(ref_t a, ref_t b);

/* n values of precision p widened to ref_t, malloc'd. */
ref_t* ref_copy(const test_prec* p, const void* buf, size_t n);

/* want = alpha * op(A) * x + beta * y0 with its error bound, per output
 * entry (m of them for none, n otherwise). beta == 0 ignores y0 (it may be
 * NaN). The bound grows like the square root of the terms summed. */
void ref_spmv(const test_csr* A, rocsparse_operation trans, ref_t alpha, const ref_t* x, ref_t beta, const ref_t* y0,
              ref_t* want, long double* bound);

const char* trans_name(rocsparse_operation trans);

/* ---------------------------------------------------- Level 2 driver */

/* One product y = alpha * op(A) * x + beta * y with these device arguments
 * (alpha and beta already placed where the pointer mode wants them). */
typedef rocsparse_status (*mv_call)(const void* ctx, const void* alpha, const void* x, const void* beta, void* y);

typedef struct mv_variant
{
    const char* name; /* "without analysis", "hybmv", ... */
    mv_call     call;
    const void* ctx;
} mv_variant;

/* Draws x, y, alpha and beta (beta 0 over a NaN y if beta_zero), runs each
 * variant on the same inputs, and checks each against the reference: the
 * output, and guard entries past its end unchanged. With more than one
 * variant, each also agrees with the first within both their bounds. In
 * host pointer mode, also alpha 0 and beta 1: y left as it is, bit for bit,
 * though x is NaN and y holds -0. */
void check_mv(const char* label, const test_csr* A, rocsparse_operation trans, rocsparse_pointer_mode mode,
              int beta_zero, const mv_variant* variants, int n_variants);

/* The quick returns of a product whose matrix contributes nothing (m, n
 * or nnz 0): with x of in_len entries (null when 0) and an output of
 * out_len, checks y = beta * y for a random beta and 0 over a NaN y for
 * beta == 0, guards past the end untouched. */
void check_mv_scaling(const char* label, const test_prec* p, rocsparse_int in_len, rocsparse_int out_len,
                      rocsparse_pointer_mode mode, mv_call call, const void* ctx);

/* A call refused as not implemented (a transpose) with alpha 0 and beta 1:
 * in host pointer mode it does nothing and succeeds, as rocSPARSE looks at
 * the scalars first; in device pointer mode it is refused. y (y_len
 * entries) is left as it is either way. */
void check_refused_after_idle(const char* label, const test_prec* p, rocsparse_pointer_mode mode, const void* x,
                              void* y, size_t y_len, mv_call call, const void* ctx);

/* ------------------------------------------------ failing calls */

/* Snapshots outputs; each expect_status then checks a status and that
 * every output is still as snapshot. */
typedef struct out_watch
{
    int     n;
    out_buf outs[4];
    void*   before[4];
} out_watch;

void watch_start(out_watch* w, const out_buf* outs, int n);
void expect_status(out_watch* w, rocsparse_status got, rocsparse_status want, const char* fmt, ...) TAP_PRINTF(4, 5);
void watch_end(out_watch* w);

/* q[0..n) = ptrs with entry k replaced by NULL: the k-th null-pointer case. */
void null_one(const void* const* ptrs, int n, int k, const void** q);

/* ------------------------------------------------------------ small helpers */

/* Host memory; bails out when there is none. */
void* xmalloc(size_t bytes);

/* n random values of p on the device (NaN if poisoned); n ints all equal
 * to v (a value no routine writes, to see the entries it forgot). */
void*          dev_random(const test_prec* p, size_t n, int poisoned);
rocsparse_int* dev_ints(size_t n, rocsparse_int v);

/* New objects; bail out on failure. */
rocsparse_mat_info test_info(void);
rocsparse_hyb_mat  test_hyb(void);

/* The pointer modes, bases and operations every test loops over. */
extern const rocsparse_pointer_mode test_modes[2];
extern const rocsparse_index_base   test_bases[2];
extern const rocsparse_operation    test_ops[3];


/* ------------------------------------------------------ forced kernels */

/* A strategy that a test forces through FSPARSE_FORCE_KERNEL (README,
 * Testing): a routine of several kernels runs each on every test shape. */
typedef struct forced_kernel
{
    const char* setting;        /* "csrmv:units", as the variable takes it */
    int         needs_analysis; /* it serves products with analysis only */
    int         wave64;         /* it exists only where the wavefront has 64 lanes */
} forced_kernel;

/* A handle created with FSPARSE_FORCE_KERNEL=setting (k's, or k's with
 * more settings after it); the variable is unset again at once. NULL, with
 * a note, when k is a 64-lane strategy that this platform refuses; any
 * other refusal fails a check and bails out. */
rocsparse_handle forced_handle(const forced_kernel* k, const char* setting);

/* Checks that rocsparse_create_handle refuses FSPARSE_FORCE_KERNEL=setting
 * (a setting or strategy that does not exist) with invalid_value. */
void forced_setting_refused(const char* setting);

/* With FSPARSE_TEST_STRATEGY=setting:NAME, a run covers one strategy (for
 * a run under a sanitizer, where every strategy on every shape takes
 * longer than a run may): the named setting runs on NAME's forced handle
 * alone, every other setting on the automatic choice alone. For setting,
 * whose strategies are list: NULL where the variable is unset or empty
 * (every strategy runs), "automatic" where it names another setting, else
 * the variable's value; it bails out where list has no such NAME. */
const char* test_only_strategy(const char* setting, const char* const* list);

/* ------------------------------------------------ product test driver */

/* The program of a product test: for each routine of the table, the
 * argument checks and quick returns in both pointer modes, then the
 * numeric test on every shape in both bases. Each entry of the table
 * starts with the members of product_routine_head. */
typedef struct product_routine_head
{
    const char*      name;
    const test_prec* prec;
} product_routine_head;

typedef struct product_family
{
    void (*bad_args)(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode);
    void (*quick_return)(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode);
    void (*numeric)(rocsparse_handle handle, const void* routine, size_t shape, const test_csr* A);
    /* Where the backend has several kernels: each of the forced_count
     * strategies forced in turn on every shape and base, through
     * numeric_forced (handle: the one forcing it; k its index). */
    const forced_kernel* forced;
    size_t               forced_count;
    void (*numeric_forced)(rocsparse_handle handle, const void* routine, size_t shape, const test_csr* A,
                           const forced_kernel* k, size_t index);
} product_family;

/* Returns the program's exit status. */
int product_main(const product_family* family, const void* routines, size_t count, size_t size);
#define PRODUCT_MAIN(family, routines) \
    product_main(&(family), (routines), sizeof(routines) / sizeof((routines)[0]), sizeof((routines)[0]))

#endif /* FSPARSE_SPARSE_GEN_H */
