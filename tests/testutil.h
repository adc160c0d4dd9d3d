/* What the C tests share: random data that is new on every run (and can be
 * replayed), the value types handled once for all precisions, device memory
 * through the public fsparse-device.h only, a reference type wider than any
 * tested one, and the argument checks every Level 1 routine makes. */
#ifndef FSPARSE_TESTUTIL_H
#define FSPARSE_TESTUTIL_H

#include <complex.h>
#include <stddef.h>
#include <stdint.h>

#include "rocsparse/fsparse-device.h"
#include "rocsparse/rocsparse.h"
#include "tap.h"

/* ------------------------------------------------------------ precisions */

/* The reference computes in this type: real tests leave the imaginary part 0. */
typedef long double _Complex ref_t;

typedef struct test_prec
{
    char        letter;     /* s, d, c or z, as in the routine names */
    size_t      size;       /* bytes of one value */
    int         is_complex;
    long double eps;        /* machine epsilon of the component type */
} test_prec;

extern const test_prec prec_s, prec_d, prec_c, prec_z;

/* X-macros over the precisions, X(letter, C type), for the thin typed
 * wrappers each test needs around the public entry points. */
#define TEST_FOR_REAL(X) X(s, float) X(d, double)
#define TEST_FOR_COMPLEX(X) X(c, rocsparse_float_complex) X(z, rocsparse_double_complex)
#define TEST_FOR_ALL(X) TEST_FOR_REAL(X) TEST_FOR_COMPLEX(X)

/* Element i of a buffer of values of precision p, widened to ref_t; and back. */
ref_t value_get(const test_prec* p, const void* buf, size_t i);
void  value_set(const test_prec* p, void* buf, size_t i, ref_t v);

/* Entries with real and imaginary parts uniform in [-1, 1). */
void random_values(const test_prec* p, void* buf, size_t n);

/* NaN in every component: an output the routine forgot is never mistaken for a result. */
void poison(const test_prec* p, void* buf, size_t n);

/* c = a * b + c in the precision of p itself, the way rocSPARSE's own test
 * reference (math_fma) computes it: one fused multiply-add for a real
 * value; for a complex one, each part two fused multiply-adds,
 *   re = fma(-a.im, b.im, fma(a.re, b.re, c.re)),
 *   im = fma(a.re, b.im, fma(a.im, b.re, c.im)).
 * a, b and c point to one value each. */
void value_mul_add(const test_prec* p, const void* a, const void* b, void* c);

/* ------------------------------------------------------------ randomness */

/* Seeds the generator from FSPARSE_TEST_SEED or else the clock, and prints
 * the seed as a TAP diagnostic so that a failing run can be replayed. */
void test_init(void);

uint64_t      rand_u64(void);
rocsparse_int rand_int(rocsparse_int lo, rocsparse_int hi); /* lo..hi inclusive */

/* nnz distinct indices in [base, base + range), in random order. */
void random_indices(rocsparse_int* ind, rocsparse_int nnz, rocsparse_int range, rocsparse_index_base base);

/* --------------------------------------------------------- device memory */

/* Each bails out of the test on failure: nothing after it could be trusted.
 * dev_download waits for the device first. Sizes of 0 give null pointers. */
void* dev_alloc(size_t bytes);
void* dev_upload(const void* host, size_t bytes);
void  dev_download(void* host, const void* dev, size_t bytes);
void  dev_store(void* dev, const void* host, size_t bytes); /* into an existing allocation */
void  dev_free(void* dev);

/* A scalar argument or result where the pointer mode wants it: the host
 * value itself in host mode, a device copy of it in device mode. */
void* scalar_arg(rocsparse_pointer_mode mode, void* host_value, size_t bytes);
/* Brings a result back into host_value (device mode) and frees the copy. */
void scalar_done(rocsparse_pointer_mode mode, void* host_value, void* arg, size_t bytes);

const char* mode_name(rocsparse_pointer_mode mode);

/* "rocsparse_daxpyi host mode base 1 nnz 13": names the checks of one run. */
const char* case_label(char* buf, size_t size, const char* routine, rocsparse_pointer_mode mode,
                       rocsparse_index_base base, rocsparse_int nnz);

/* A handle for the tests; bails out if there is none. */
rocsparse_handle test_handle(void);
void             set_mode(rocsparse_handle handle, rocsparse_pointer_mode mode);

/* ------------------------------------------------------------ test data */

/* A sparse vector x (nnz values at distinct indices in [base, base + range))
 * and a dense y of ylen > range values, so entries past the indexed range
 * exist and must stay untouched. Host copies and device copies of each. */
typedef struct sparse_case
{
    const test_prec*     prec;
    rocsparse_index_base base;
    rocsparse_int        nnz, range, ylen;
    rocsparse_int*       ind;
    void*                x;
    void*                y;
    rocsparse_int*       d_ind;
    void*                d_x;
    void*                d_y;
} sparse_case;

void sparse_case_init(sparse_case* sc, const test_prec* p, rocsparse_int nnz, rocsparse_index_base base);
void sparse_case_free(sparse_case* sc);

/* Position in y of the i-th sparse entry. */
static inline size_t sc_pos(const sparse_case* sc, rocsparse_int i)
{
    return (size_t)(sc->ind[i] - (rocsparse_int)sc->base);
}

/* The sizes every routine runs at: one entry, a few, just past the host
 * backend's OpenMP threshold (8192), and large. */
#define TEST_NNZ_LIST {1, 13, 9001, 100000}

/* ------------------------------------------------------------ comparisons */

/* One check: |got[i] - want[i]| <= bound[i] for all i (bound NULL: exact).
 * The first mismatches are shown as diagnostics. */
int check_values(const test_prec* p, const void* got, const ref_t* want, const long double* bound, size_t n,
                 const char* fmt, ...) TAP_PRINTF(6, 7);

/* One check: the bytes are what they were. */
int check_unchanged(const void* got, const void* before, size_t bytes, const char* fmt, ...) TAP_PRINTF(4, 5);

/* |v| in the reference type. */
static inline long double ref_abs(ref_t v)
{
    return cabsl(v);
}

/* ------------------------------------------------------ argument checks */

/* An output the failing calls must leave alone. */
typedef struct out_buf
{
    void*  ptr;
    size_t bytes;
    int    on_device; /* 0: host memory (a host-mode result) */
} out_buf;

/* Calls the routine with the given handle, nnz and base, and with pointer
 * argument k replaced by NULL where bit k of null_mask is set. */
typedef rocsparse_status (*bad_arg_call)(void* ctx, rocsparse_handle handle, rocsparse_int nnz, int base,
                                         unsigned null_mask);

#define NULL_IF(mask, bit, ptr) ((((mask) >> (bit)) & 1u) ? NULL : (ptr))

/* Checks rocSPARSE's order of argument checks, each case with every later
 * error present too: null handle, then invalid base (2 and -1), then
 * nnz < 0, then (nnz > 0) each null pointer alone. After each call the
 * outputs must be unchanged. ctx's valid nnz is nnz. */
void check_bad_args(const char* routine, rocsparse_handle handle, void* ctx, bad_arg_call call, rocsparse_int nnz,
                    const char* const* ptr_names, int n_ptrs, const out_buf* outs, int n_outs);

/* ------------------------------------------------- Level 1 test driver */

/* One routine family, three kinds of test, run by run_level1 for each
 * pointer mode, and the numeric one for each size and index base. routine
 * points to the family's own description of one precision's entry point. */
typedef struct level1_family
{
    void (*bad_args)(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode);
    void (*quick_return)(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode);
    void (*numeric)(rocsparse_handle handle, const void* routine, rocsparse_pointer_mode mode, rocsparse_int nnz,
                    rocsparse_index_base base);
} level1_family;

void run_level1(rocsparse_handle handle, const level1_family* family, const void* routine);

/* The whole test program of a Level 1 family: run_level1 for each of the
 * count entries (of size bytes each) of the routines table. Returns the
 * program's exit status. */
int level1_main(const level1_family* family, const void* routines, size_t count, size_t size);
#define LEVEL1_MAIN(family, routines) \
    level1_main(&(family), (routines), sizeof(routines) / sizeof((routines)[0]), sizeof((routines)[0]))

#endif /* FSPARSE_TESTUTIL_H */
