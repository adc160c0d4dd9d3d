/* One csrmv analysis used by products on two handles at once, as rocSPARSE
 * allows: two threads, each with its own handle, queue several products
 * with the same analysed info before anything is waited for. On the HIP
 * backend each handle has its own stream, created non-blocking, so the
 * products of both run on the device at the same time; on the host
 * backend the threads run them. The kernel that keeps partial sums of long
 * rows is forced (the work units; the host's chunks), on matrices whose
 * long rows have several chunks. Every product's y is checked. */
#include "config.h"

#ifdef FSPARSE_BACKEND_HIP
#include <hip/hip_runtime_api.h>
#endif

#include <stdio.h>
#include <stdlib.h>

#include "sparse_gen.h"

typedef rocsparse_status (*csrmv_fn)(rocsparse_handle, rocsparse_int, rocsparse_int, rocsparse_int, const void*,
                                     const rocsparse_mat_descr, const void*, const rocsparse_int*,
                                     const rocsparse_int*, rocsparse_mat_info, const void*, void*);
typedef rocsparse_status (*analysis_fn)(rocsparse_handle, rocsparse_int, rocsparse_int, rocsparse_int,
                                        const rocsparse_mat_descr, const void*, const rocsparse_int*,
                                        const rocsparse_int*, rocsparse_mat_info);

/* y = alpha * A * x (beta 0), and the analysis, for op = none. */
#define WRAP(p, T)                                                                                             \
    static rocsparse_status csrmv_##p(rocsparse_handle h, rocsparse_int m, rocsparse_int n, rocsparse_int nnz, \
                                      const void* alpha, const rocsparse_mat_descr d, const void* val,         \
                                      const rocsparse_int* rp, const rocsparse_int* ci, rocsparse_mat_info info, \
                                      const void* x, void* y)                                                  \
    {                                                                                                          \
        const T zero = {0};                                                                                    \
        return rocsparse_##p##csrmv(h, rocsparse_operation_none, m, n, nnz, (const T*)alpha, d, (const T*)val, \
                                    rp, ci, info, (const T*)x, &zero, (T*)y);                                  \
    }                                                                                                          \
    static rocsparse_status analysis_##p(rocsparse_handle h, rocsparse_int m, rocsparse_int n, rocsparse_int nnz, \
                                         const rocsparse_mat_descr d, const void* val, const rocsparse_int* rp,   \
                                         const rocsparse_int* ci, rocsparse_mat_info info)                         \
    {                                                                                                          \
        return rocsparse_##p##csrmv_analysis(h, rocsparse_operation_none, m, n, nnz, d, (const T*)val, rp, ci,  \
                                             info);                                                            \
    }
TEST_FOR_ALL(WRAP)

typedef struct routine
{
    const char*      name;
    const test_prec* prec;
    csrmv_fn         mv;
    analysis_fn      analysis;
} routine;

#define ROW(p, T) {"rocsparse_" #p "csrmv", &prec_##p, csrmv_##p, analysis_##p},
static const routine routines[] = {TEST_FOR_ALL(ROW)};

#ifdef FSPARSE_BACKEND_HIP
static const forced_kernel partial_sums = {"csrmv:units", 1, 0};
#else
static const forced_kernel partial_sums = {"csrmv:chunks", 1, 0};
#endif

/* Long rows of several chunks (the device's chunks have 2048 entries, the
 * host's long rows over 2048): every row, or one among short ones. */
static const csr_shape shapes[] = {
    {"200 x 12000 with rows of 1 to 6000", 200, 12000, 6000, 0, 0},
    {"3000 x 40000 with a row of 20000", 3000, 40000, 6, 20000, 10},
};

enum
{
    threads = 2,
    rounds  = 4
};

static void shared_products(rocsparse_handle handle[threads], const routine* r, const csr_shape* shape,
                            rocsparse_index_base base)
{
    const test_prec* p = r->prec;
    test_csr         A;
    csr_random(&A, p, shape, base);
    rocsparse_mat_info info = test_info();
    is_status(r->analysis(handle[0], A.m, A.n, A.nnz, A.descr, A.d_val, A.d_row_ptr, A.d_col_ind, info),
              rocsparse_status_success, "%s, %s base %d: analysis on the first handle succeeds", r->name,
              shape->name, (int)base);
    /* The analysis ran on the first handle's stream: done before the
     * other stream uses it. */
    if(fsparse_device_synchronize() != rocsparse_status_success)
        bail_out("fsparse_device_synchronize failed");

    void* x   = xmalloc(p->size * (size_t)A.n);
    random_values(p, x, (size_t)A.n);
    void* d_x = dev_upload(x, p->size * (size_t)A.n);
    char  alpha[threads][rounds][16];
    void* d_y[threads][rounds];
    for(int t = 0; t < threads; ++t)
        for(int k = 0; k < rounds; ++k)
        {
            random_values(p, alpha[t][k], 1);
            d_y[t][k] = dev_random(p, (size_t)A.m, 1);
        }

    /* Every product queued before any is waited for. */
    rocsparse_status status[threads][rounds];
#pragma omp parallel for num_threads(threads) schedule(static, 1)
    for(int t = 0; t < threads; ++t)
        for(int k = 0; k < rounds; ++k)
            status[t][k] = r->mv(handle[t], A.m, A.n, A.nnz, alpha[t][k], A.descr, A.d_val, A.d_row_ptr,
                                 A.d_col_ind, info, d_x, d_y[t][k]);
    if(fsparse_device_synchronize() != rocsparse_status_success)
        bail_out("fsparse_device_synchronize failed");

    /* A x once; each product's reference and bound scale with its alpha. */
    ref_t*       rx     = ref_copy(p, x, (size_t)A.n);
    ref_t*       ax     = xmalloc(sizeof(ref_t) * (size_t)A.m);
    long double* ax_err = xmalloc(sizeof(long double) * (size_t)A.m);
    ref_t*       want   = xmalloc(sizeof(ref_t) * (size_t)A.m);
    long double* bound  = xmalloc(sizeof(long double) * (size_t)A.m);
    void*        got    = xmalloc(p->size * (size_t)A.m);
    ref_spmv(&A, rocsparse_operation_none, 1, rx, 0, NULL, ax, ax_err);
    for(int t = 0; t < threads; ++t)
        for(int k = 0; k < rounds; ++k)
        {
            char label[192];
            snprintf(label, sizeof(label), "%s, %s base %d, handle %d product %d", r->name, shape->name, (int)base,
                     t, k);
            is_status(status[t][k], rocsparse_status_success, "%s: succeeds", label);
            const ref_t a = value_get(p, alpha[t][k], 0);
            for(rocsparse_int i = 0; i < A.m; ++i)
            {
                want[i]  = a * ax[i];
                bound[i] = ref_abs(a) * ax_err[i];
            }
            dev_download(got, d_y[t][k], p->size * (size_t)A.m);
            check_values(p, got, want, bound, (size_t)A.m, "%s: y matches the reference", label);
            dev_free(d_y[t][k]);
        }
    free(got);
    free(bound);
    free(want);
    free(ax_err);
    free(ax);
    free(rx);
    free(x);
    dev_free(d_x);
    rocsparse_destroy_mat_info(info);
    csr_free(&A);
}

int main(void)
{
    test_init();
    rocsparse_handle handle[threads];
#ifdef FSPARSE_BACKEND_HIP
    hipStream_t stream[threads];
#endif
    for(int t = 0; t < threads; ++t)
    {
        handle[t] = forced_handle(&partial_sums, partial_sums.setting);
#ifdef FSPARSE_BACKEND_HIP
        if(hipStreamCreateWithFlags(&stream[t], hipStreamNonBlocking) != hipSuccess)
            bail_out("hipStreamCreateWithFlags failed");
        is_status(rocsparse_set_stream(handle[t], stream[t]), rocsparse_status_success,
                  "handle %d: a stream of its own, non-blocking", t);
#endif
    }
    for(size_t k = 0; k < sizeof(routines) / sizeof(routines[0]); ++k)
        for(size_t s = 0; s < sizeof(shapes) / sizeof(shapes[0]); ++s)
            shared_products(handle, &routines[k], &shapes[s], test_bases[(k + s) & 1u]);
    for(int t = 0; t < threads; ++t)
    {
        is_status(rocsparse_destroy_handle(handle[t]), rocsparse_status_success, "destroy handle %d", t);
#ifdef FSPARSE_BACKEND_HIP
        if(hipStreamDestroy(stream[t]) != hipSuccess)
            bail_out("hipStreamDestroy failed");
#endif
    }
    return done_testing();
}
