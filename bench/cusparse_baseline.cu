// cusparse-baseline: the cuSPARSE side of the comparison. It times
// cuSPARSE's generic API on the same matrices as fsparse-bench (it
// compiles the same bench/matrices.c), with the same dense operands, the
// same timing (events around each call, median of the timed calls after a
// warm-up, cold with the same eviction kernel, bench/evict_l2.h, and/or
// warm) and the same output line, so that run-comparison.sh can set the
// two side by side. Built on the GPU machine with its own CUDA:
//
//   nvcc -O2 -std=c++17 -arch=sm_90 -Xcompiler -fopenmp -o cusparse-baseline
//        cusparse_baseline.cu matrices.c reference.c operands.c -lcusparse -lgomp
// (run-comparison.sh also defines FSPARSE_HAVE_<NAME> for the legacy
// routines its cusparse.h declares: see cusparse_structural.h)
//
// Usage: cusparse-baseline (--matrix NAME | --mtx FILE | -m M -n N --nnz NNZ)
//        [-r s|d] [--routines LIST] [--cols LIST] [--alpha A] [--beta B]
//        [--uplo L|U] [-i ITERS] [--warmup N] [--l2 cold|warm|both]
//        [--seed S] [--cache DIR] [-v 0|1]
// LIST is comma separated: routines spmv_csr, spmv_csr+preprocess, spmv_coo,
// spmm_csr (default: these four), spsv, spsv_unit, spsm, spsm_unit (a unit
// diagonal), csrilu02, csric02, and the structural ones, alone in a run, on
// --matrix (cusparse_structural.h: spgemm, csr2cscEx2, Xcsrsort, Xcscsort,
// XcoosortByRow, XcoosortByColumn, identity, nnz); --cols the dense columns of spmm_csr and
// spsm (default 8,32); --uplo the triangle of spsv and spsm (default L).
// --l2 as fsparse-bench's (default cold): a line per mode, cold first.
// The solves and factorizations time their analysis as setup (the buffer
// size query untimed, a fresh descriptor or info before each), are checked
// by the residual of each right-hand side and against a factorization on
// the host (reference.c, as fsparse-bench), and the factorizations get
// their values restored, untimed, before each call.
#include <cuda_runtime.h>
// csrilu02 and csric02 are deprecated since CUDA 12, with no generic
// replacement: they are what cuSPARSE has to compare with.
#define DISABLE_CUSPARSE_DEPRECATED
#include <cusparse.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "evict_l2.h"
#include "matrices.h"
#include "reference.h"

// The seeds of fsparse-bench's dense operands (bench/sparse.c), so that
// both programs multiply the same x.
static const uint64_t seed_x = 0x78ull, seed_y = 0x79ull;
static const int      setup_repeats = 3;

#define CHECK_CUDA(call)                                                                                   \
    do                                                                                                     \
    {                                                                                                      \
        cudaError_t e_ = (call);                                                                           \
        if(e_ != cudaSuccess)                                                                              \
        {                                                                                                  \
            std::fprintf(stderr, "cusparse-baseline: %s:%d: %s: %s\n", __FILE__, __LINE__, #call,         \
                         cudaGetErrorString(e_));                                                          \
            std::exit(1);                                                                                  \
        }                                                                                                  \
    } while(0)
#define CHECK_CUSPARSE(call)                                                                               \
    do                                                                                                     \
    {                                                                                                      \
        cusparseStatus_t s_ = (call);                                                                      \
        if(s_ != CUSPARSE_STATUS_SUCCESS)                                                                  \
        {                                                                                                  \
            std::fprintf(stderr, "cusparse-baseline: %s:%d: %s: %s\n", __FILE__, __LINE__, #call,         \
                         cusparseGetErrorString(s_));                                                      \
            std::exit(1);                                                                                  \
        }                                                                                                  \
    } while(0)

struct options
{
    std::string              matrix, mtx, cache;
    long long                m = -1, n = -1, nnz = -1;
    char                     prec    = 'd';
    std::vector<std::string> routines{"spmv_csr", "spmv_csr+preprocess", "spmv_coo", "spmm_csr"};
    std::vector<int>         cols{8, 32};
    double                   alpha = 1, beta = 0;
    int                      iters = 20, warmup = 2, verify = 1;
    uint64_t                 seed = 20261121u;
    std::vector<bool>        modes{true, false}; // whether to time cold (0) and warm (1)
    bool                     lower = true;
};

static const char* const mode_names[2] = {"cold", "warm"};

static std::vector<std::string> split(const std::string& s)
{
    std::vector<std::string> out;
    size_t                   at = 0;
    while(at <= s.size())
    {
        size_t comma = s.find(',', at);
        if(comma == std::string::npos)
            comma = s.size();
        if(comma > at)
            out.push_back(s.substr(at, comma - at));
        at = comma + 1;
    }
    return out;
}

static void usage(const char* why)
{
    std::fprintf(stderr,
                 "cusparse-baseline: %s\nusage: cusparse-baseline (--matrix NAME | --mtx FILE | -m M -n N --nnz NNZ) "
                 "[-r s|d] [--routines spmv_csr,spmv_csr+preprocess,spmv_coo,spmm_csr,spsv,spsv_unit,spsm,spsm_unit,"
                 "csrilu02,csric02 | spgemm,csr2cscEx2,Xcsrsort,Xcscsort,XcoosortByRow,XcoosortByColumn,identity,nnz] [--cols 8,32] [--alpha A] [--beta B] [--uplo L|U] [-i N] [--warmup N] "
                 "[--l2 cold|warm|both] [--seed S] [--cache DIR] [-v 0|1]\n",
                 why);
    std::exit(2);
}

static options parse(int argc, char** argv)
{
    options o;
    if(const char* c = std::getenv("FSPARSE_BENCH_CACHE"))
        o.cache = c;
    for(int i = 1; i < argc; ++i)
    {
        const std::string a = argv[i];
        if(i + 1 >= argc)
            usage(("missing value after " + a).c_str());
        const char* v = argv[++i];
        if(a == "--matrix")
            o.matrix = v;
        else if(a == "--mtx")
            o.mtx = v;
        else if(a == "--cache")
            o.cache = v;
        else if(a == "-m")
            o.m = std::atoll(v);
        else if(a == "-n")
            o.n = std::atoll(v);
        else if(a == "--nnz")
            o.nnz = std::atoll(v);
        else if(a == "-r" && (v[0] == 's' || v[0] == 'd') && v[1] == '\0')
            o.prec = v[0];
        else if(a == "--routines")
            o.routines = split(v);
        else if(a == "--cols")
        {
            o.cols.clear();
            for(const std::string& c : split(v))
                o.cols.push_back(std::atoi(c.c_str()));
        }
        else if(a == "--uplo" && (!std::strcmp(v, "L") || !std::strcmp(v, "U")))
            o.lower = v[0] == 'L';
        else if(a == "--alpha")
            o.alpha = std::atof(v);
        else if(a == "--beta")
            o.beta = std::atof(v);
        else if(a == "-i")
            o.iters = std::max(1, std::atoi(v));
        else if(a == "--warmup")
            o.warmup = std::max(0, std::atoi(v));
        else if(a == "--seed")
            o.seed = std::strtoull(v, nullptr, 10);
        else if(a == "-v")
            o.verify = std::atoi(v);
        else if(a == "--l2" && (!std::strcmp(v, "cold") || !std::strcmp(v, "warm") || !std::strcmp(v, "both")))
            o.modes = {std::strcmp(v, "warm") != 0, std::strcmp(v, "cold") != 0};
        else
            usage(("unknown option " + a).c_str());
    }
    if(o.matrix.empty() == o.mtx.empty() && (o.m < 0 || o.n < 0 || o.nnz < 0))
        usage("give one of --matrix, --mtx, or -m, -n and --nnz");
    return o;
}

// The eviction's buffer (zeroed, and a sink word after it), read by the
// kernel of evict_l2.h before each cold timed call.
struct eviction
{
    int4*  data  = nullptr;
    size_t words = 0;
    eviction()
    {
        int            device = 0;
        cudaDeviceProp prop;
        CHECK_CUDA(cudaGetDevice(&device));
        CHECK_CUDA(cudaGetDeviceProperties(&prop, device));
        words = bench_evict_bytes(prop.l2CacheSize) / sizeof(int4);
        CHECK_CUDA(cudaMalloc(&data, (words + 1) * sizeof(int4)));
        CHECK_CUDA(cudaMemset(data, 0, (words + 1) * sizeof(int4)));
    }
    ~eviction() { cudaFree(data); }
    void run() const
    {
        bench_evict_read<<<bench_evict_blocks(words), BENCH_EVICT_THREADS, 0, 0>>>(
            data, words, reinterpret_cast<int*>(data + words));
        CHECK_CUDA(cudaGetLastError());
    }
};

// Events around each call; read after all of them. A cold timer runs the
// eviction on the same stream before each start event.
struct event_timer
{
    std::vector<cudaEvent_t> start, stop;
    const eviction*          evict;
    event_timer(int count, const eviction* cold) : start(count), stop(count), evict(cold)
    {
        for(int i = 0; i < count; ++i)
        {
            CHECK_CUDA(cudaEventCreate(&start[i]));
            CHECK_CUDA(cudaEventCreate(&stop[i]));
        }
    }
    ~event_timer()
    {
        for(size_t i = 0; i < start.size(); ++i)
        {
            cudaEventDestroy(start[i]);
            cudaEventDestroy(stop[i]);
        }
    }
    void begin(int i)
    {
        if(evict != nullptr)
            evict->run();
        CHECK_CUDA(cudaEventRecord(start[i], 0));
    }
    void end(int i) { CHECK_CUDA(cudaEventRecord(stop[i], 0)); }
    // median and minimum in microseconds
    void summary(double* median, double* min)
    {
        std::vector<double> us(start.size());
        for(size_t i = 0; i < us.size(); ++i)
        {
            float ms = 0;
            CHECK_CUDA(cudaEventSynchronize(stop[i]));
            CHECK_CUDA(cudaEventElapsedTime(&ms, start[i], stop[i]));
            us[i] = 1e3 * ms;
        }
        std::sort(us.begin(), us.end());
        const size_t n = us.size();
        *median        = n % 2 ? us[n / 2] : 0.5 * (us[n / 2 - 1] + us[n / 2]);
        *min           = us[0];
    }
};

// What one cache mode measured.
struct timing
{
    double median = 0, min = 0, setup_us = 0;
};

// The timed calls of one mode (the warm-up is the caller's), each after
// before(), untimed.
template <typename F, typename B>
static void time_calls(const options& o, const eviction* cold, F call, B before, timing* t)
{
    event_timer timer(o.iters, cold);
    for(int i = 0; i < o.iters; ++i)
    {
        before();
        timer.begin(i);
        call();
        timer.end(i);
    }
    CHECK_CUDA(cudaGetLastError());
    timer.summary(&t->median, &t->min);
}

// Timed setup in one mode: setup_repeats times, each after undo; the
// caller has made it once untimed, and the last one stays for the calls.
template <typename Setup, typename Undo>
static double time_setup(const eviction* cold, Setup setup, Undo undo)
{
    event_timer t(setup_repeats, cold);
    for(int i = 0; i < setup_repeats; ++i)
    {
        undo();
        t.begin(i);
        setup();
        t.end(i);
    }
    double median, min;
    t.summary(&median, &min);
    return median;
}

// The setup once untimed, then timed in each mode asked for.
template <typename Setup, typename Undo>
static void time_setups(const options& o, const eviction& evict, Setup setup, Undo undo, timing t[2])
{
    setup();
    for(int m = 0; m < 2; ++m)
        if(o.modes[m])
            t[m].setup_us = time_setup(m == 0 ? &evict : nullptr, setup, undo);
}

// The warm-up calls, then the timed calls of each mode asked for; each
// after before(), untimed.
template <typename F, typename B>
static void time_modes(const options& o, const eviction& evict, F call, timing t[2], B before)
{
    for(int i = 0; i < o.warmup; ++i)
    {
        before();
        call();
    }
    for(int m = 0; m < 2; ++m)
        if(o.modes[m])
            time_calls(o, m == 0 ? &evict : nullptr, call, before, &t[m]);
}

template <typename F>
static void time_modes(const options& o, const eviction& evict, F call, timing t[2])
{
    time_modes(o, evict, call, t, []() {});
}

// A line for each mode asked for, cold first; flops of one call (the
// factorizations: 0, not counted).
static void print_lines(const char* routine, const char* matrix, char prec, const bench_matrix& A, int cols,
                        const options& o, const timing t[2], double bytes, const char* setup, double flops)
{
    for(int m = 0; m < 2; ++m)
    {
        if(!o.modes[m])
            continue;
        const double seconds = t[m].median * 1e-6;
        char         s[96];
        if(setup != nullptr)
            std::snprintf(s, sizeof(s), "%-16s %12.3f %9.2f", setup, t[m].setup_us,
                          t[m].median > 0 ? t[m].setup_us / t[m].median : 0.0);
        else
            std::snprintf(s, sizeof(s), "%-16s %12s %9s", "-", "-", "-");
        std::printf("%-16s %-16s %4c %9lld %9lld %10lld %5d %5s %4d %6d %12.3f %12.3f %9.2f %9.2f %s %4s\n", routine,
                    matrix, prec, (long long)A.m, (long long)A.n, (long long)A.nnz, cols, "N", 0, o.iters,
                    t[m].median, t[m].min, seconds > 0 ? bytes / seconds * 1e-9 : 0.0,
                    seconds > 0 ? flops / seconds * 1e-9 : 0.0, s, mode_names[m]);
    }
    std::fflush(stdout);
}

template <typename T>
static T* upload(const std::vector<T>& host)
{
    T* dev = nullptr;
    CHECK_CUDA(cudaMalloc(&dev, sizeof(T) * host.size() + 1));
    CHECK_CUDA(cudaMemcpy(dev, host.data(), sizeof(T) * host.size(), cudaMemcpyHostToDevice));
    return dev;
}

// y (m x cols, column-major) against alpha*A*X + beta*Y0 in double.
template <typename T>
static bool check(const bench_matrix& A, const std::vector<T>& val, const std::vector<T>& x,
                  const std::vector<T>& y0, const T* dev_y, int cols, const options& o, const char* routine)
{
    std::vector<T> got(y0.size());
    CHECK_CUDA(cudaMemcpy(got.data(), dev_y, sizeof(T) * got.size(), cudaMemcpyDeviceToHost));
    const double eps = sizeof(T) == 4 ? 1.1920929e-07 : 2.220446049250313e-16;
    long long    bad = 0;
#pragma omp parallel for reduction(+ : bad) schedule(dynamic, 64)
    for(long long i = 0; i < A.m; ++i)
        for(int c = 0; c < cols; ++c)
        {
            double sum = 0, scale = 0;
            for(long long k = A.row_ptr[i]; k < A.row_ptr[i + 1]; ++k)
            {
                const double t = (double)val[k] * (double)x[A.col_ind[k] + (size_t)c * A.n];
                sum += t;
                scale += std::fabs(t);
            }
            const size_t at   = i + (size_t)c * A.m;
            const double want = o.alpha * sum + (o.beta != 0 ? o.beta * (double)y0[at] : 0.0);
            scale             = std::fabs(o.alpha) * scale + std::fabs(o.beta) * std::fabs((double)y0[at]);
            const double tol  = (double)(A.row_ptr[i + 1] - A.row_ptr[i] + 4) * 2 * eps * scale;
            if(!(std::fabs((double)got[at] - want) <= tol))
                ++bad;
        }
    if(bad)
        std::fprintf(stderr, "cusparse-baseline: %s: check failed on %lld entries\n", routine, bad);
    return bad == 0;
}

// The legacy incomplete factorizations of each precision (cuSPARSE has
// no generic ones).
template <typename T>
struct legacy;
#define LEGACY(T, P)                                                           \
    template <>                                                                \
    struct legacy<T>                                                           \
    {                                                                          \
        static constexpr auto ilu_buffer_size = &cusparse##P##csrilu02_bufferSize; \
        static constexpr auto ilu_analysis    = &cusparse##P##csrilu02_analysis;   \
        static constexpr auto ilu             = &cusparse##P##csrilu02;            \
        static constexpr auto ic_buffer_size  = &cusparse##P##csric02_bufferSize;  \
        static constexpr auto ic_analysis     = &cusparse##P##csric02_analysis;    \
        static constexpr auto ic              = &cusparse##P##csric02;             \
    };
LEGACY(float, S)
LEGACY(double, D)

// SpSV (cols 1) or SpSM: op(A) * Y = alpha * X, A's triangle by --uplo,
// X and Y column-major. The analysis is the setup, on a fresh descriptor
// each time; the result is checked by its residual.
template <typename T>
static bool solve(const options& o, const bench_matrix& A, const bench_matrix& A_rounded, bench_kind kind, double eps,
                  bool sm, bool unit, int cols, const char* name, char prec, cusparseHandle_t handle,
                  const eviction& evict, int32_t* d_row, int32_t* d_col, T* d_val, T* d_x, T* d_y,
                  const std::vector<T>& x, timing t[2])
{
    const cudaDataType       dt    = sizeof(T) == 4 ? CUDA_R_32F : CUDA_R_64F;
    const T                  alpha = (T)o.alpha;
    const cusparseOperation_t none = CUSPARSE_OPERATION_NON_TRANSPOSE;
    cusparseFillMode_t       fill  = o.lower ? CUSPARSE_FILL_MODE_LOWER : CUSPARSE_FILL_MODE_UPPER;
    cusparseDiagType_t       diag  = unit ? CUSPARSE_DIAG_TYPE_UNIT : CUSPARSE_DIAG_TYPE_NON_UNIT;
    cusparseSpMatDescr_t     mat;
    cusparseDnVecDescr_t     vx = nullptr, vy = nullptr;
    cusparseDnMatDescr_t     mb = nullptr, mc = nullptr;
    cusparseSpSVDescr_t      sv = nullptr;
    cusparseSpSMDescr_t      smd = nullptr;
    size_t                   buffer_size = 0;
    void*                    buffer      = nullptr;
    CHECK_CUSPARSE(cusparseCreateCsr(&mat, A.m, A.n, A.nnz, d_row, d_col, d_val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                     CUSPARSE_INDEX_BASE_ZERO, dt));
    CHECK_CUSPARSE(cusparseSpMatSetAttribute(mat, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof(fill)));
    CHECK_CUSPARSE(cusparseSpMatSetAttribute(mat, CUSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof(diag)));
    if(sm)
    {
        CHECK_CUSPARSE(cusparseCreateDnMat(&mb, A.m, cols, A.m, d_x, dt, CUSPARSE_ORDER_COL));
        CHECK_CUSPARSE(cusparseCreateDnMat(&mc, A.m, cols, A.m, d_y, dt, CUSPARSE_ORDER_COL));
    }
    else
    {
        CHECK_CUSPARSE(cusparseCreateDnVec(&vx, A.m, d_x, dt));
        CHECK_CUSPARSE(cusparseCreateDnVec(&vy, A.m, d_y, dt));
    }
    // A descriptor without analysis, and the buffer (allocated once).
    auto fresh = [&]() {
        if(sm)
        {
            if(smd != nullptr)
                CHECK_CUSPARSE(cusparseSpSM_destroyDescr(smd));
            CHECK_CUSPARSE(cusparseSpSM_createDescr(&smd));
            CHECK_CUSPARSE(cusparseSpSM_bufferSize(handle, none, none, &alpha, mat, mb, mc, dt,
                                                   CUSPARSE_SPSM_ALG_DEFAULT, smd, &buffer_size));
        }
        else
        {
            if(sv != nullptr)
                CHECK_CUSPARSE(cusparseSpSV_destroyDescr(sv));
            CHECK_CUSPARSE(cusparseSpSV_createDescr(&sv));
            CHECK_CUSPARSE(cusparseSpSV_bufferSize(handle, none, &alpha, mat, vx, vy, dt, CUSPARSE_SPSV_ALG_DEFAULT,
                                                   sv, &buffer_size));
        }
        if(buffer == nullptr)
            CHECK_CUDA(cudaMalloc(&buffer, buffer_size + 1));
    };
    auto analysis = [&]() {
        if(sm)
            CHECK_CUSPARSE(cusparseSpSM_analysis(handle, none, none, &alpha, mat, mb, mc, dt, CUSPARSE_SPSM_ALG_DEFAULT,
                                                 smd, buffer));
        else
            CHECK_CUSPARSE(cusparseSpSV_analysis(handle, none, &alpha, mat, vx, vy, dt, CUSPARSE_SPSV_ALG_DEFAULT, sv,
                                                 buffer));
    };
    auto call = [&]() {
        if(sm)
            CHECK_CUSPARSE(
                cusparseSpSM_solve(handle, none, none, &alpha, mat, mb, mc, dt, CUSPARSE_SPSM_ALG_DEFAULT, smd));
        else
            CHECK_CUSPARSE(cusparseSpSV_solve(handle, none, &alpha, mat, vx, vy, dt, CUSPARSE_SPSV_ALG_DEFAULT, sv));
    };
    std::string routine = std::string(sm ? "spsm" : "spsv") + (unit ? "_unit" : "");
    bool        ok      = true;
    fresh();
    time_setups(o, evict, analysis, fresh, t);
    call();
    if(o.verify)
    {
        std::vector<T> got((size_t)A.m * cols);
        CHECK_CUDA(cudaMemcpy(got.data(), d_y, sizeof(T) * got.size(), cudaMemcpyDeviceToHost));
        const bench_solve  s      = {o.lower, unit, 0, {o.alpha, 0}};
        const bench_layout layout = {cols, 1, A.m};
        char               err[256];
        const long long    bad = bench_check_solve(&A_rounded, &s, kind, &layout, x.data(), got.data(), eps, err,
                                                   sizeof(err));
        if(bad != 0)
            std::fprintf(stderr, "cusparse-baseline: %s: check failed: %s\n", routine.c_str(),
                         bad < 0 ? "out of host memory" : err);
        ok = bad == 0;
    }
    time_modes(o, evict, call, t);
    const double S = sizeof(T);
    print_lines(routine.c_str(), name, prec, A, cols, o, t,
                4.0 * (A.m + 1 + A.nnz) + S * A.nnz + 2 * S * (double)A.m * cols, sm ? "SpSM_analysis" : "SpSV_analysis",
                2.0 * (double)A.nnz * cols);
    if(sm)
    {
        CHECK_CUSPARSE(cusparseSpSM_destroyDescr(smd));
        CHECK_CUSPARSE(cusparseDestroyDnMat(mb));
        CHECK_CUSPARSE(cusparseDestroyDnMat(mc));
    }
    else
    {
        CHECK_CUSPARSE(cusparseSpSV_destroyDescr(sv));
        CHECK_CUSPARSE(cusparseDestroyDnVec(vx));
        CHECK_CUSPARSE(cusparseDestroyDnVec(vy));
    }
    CHECK_CUSPARSE(cusparseDestroySpMat(mat));
    CHECK_CUDA(cudaFree(buffer));
    return ok;
}

// csrilu02 or csric02 in place on d_val, level policy; the values
// restored before each call, the analysis (the setup) on a fresh info each
// time; the factor checked against reference.c's.
template <typename T>
static bool factorize(const options& o, const bench_matrix& A, const bench_matrix& A_rounded, bench_kind kind,
                      double eps, bool ic, const char* name, char prec, cusparseHandle_t handle, const eviction& evict,
                      int32_t* d_row, int32_t* d_col, T* d_val, const std::vector<T>& val, timing t[2])
{
    const cusparseSolvePolicy_t policy = CUSPARSE_SOLVE_POLICY_USE_LEVEL;
    const int                   m = (int)A.m, nnz = (int)A.nnz;
    cusparseMatDescr_t          descr;
    csrilu02Info_t              ilu_info = nullptr;
    csric02Info_t               ic_info  = nullptr;
    int                         buffer_size = 0;
    void*                       buffer      = nullptr;
    CHECK_CUSPARSE(cusparseCreateMatDescr(&descr));
    CHECK_CUSPARSE(cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ZERO));
    CHECK_CUSPARSE(cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL));
    auto restore = [&]() { CHECK_CUDA(cudaMemcpy(d_val, val.data(), sizeof(T) * val.size(), cudaMemcpyHostToDevice)); };
    auto fresh   = [&]() {
        if(ic)
        {
            if(ic_info != nullptr)
                CHECK_CUSPARSE(cusparseDestroyCsric02Info(ic_info));
            CHECK_CUSPARSE(cusparseCreateCsric02Info(&ic_info));
            CHECK_CUSPARSE(legacy<T>::ic_buffer_size(handle, m, nnz, descr, d_val, d_row, d_col, ic_info, &buffer_size));
        }
        else
        {
            if(ilu_info != nullptr)
                CHECK_CUSPARSE(cusparseDestroyCsrilu02Info(ilu_info));
            CHECK_CUSPARSE(cusparseCreateCsrilu02Info(&ilu_info));
            CHECK_CUSPARSE(
                legacy<T>::ilu_buffer_size(handle, m, nnz, descr, d_val, d_row, d_col, ilu_info, &buffer_size));
        }
        if(buffer == nullptr)
            CHECK_CUDA(cudaMalloc(&buffer, (size_t)buffer_size + 1));
    };
    auto analysis = [&]() {
        if(ic)
            CHECK_CUSPARSE(legacy<T>::ic_analysis(handle, m, nnz, descr, d_val, d_row, d_col, ic_info, policy, buffer));
        else
            CHECK_CUSPARSE(
                legacy<T>::ilu_analysis(handle, m, nnz, descr, d_val, d_row, d_col, ilu_info, policy, buffer));
    };
    auto call = [&]() {
        if(ic)
            CHECK_CUSPARSE(legacy<T>::ic(handle, m, nnz, descr, d_val, d_row, d_col, ic_info, policy, buffer));
        else
            CHECK_CUSPARSE(legacy<T>::ilu(handle, m, nnz, descr, d_val, d_row, d_col, ilu_info, policy, buffer));
    };
    const char* routine = ic ? "csric02" : "csrilu02";
    bool        ok      = true;
    fresh();
    time_setups(o, evict, analysis, fresh, t);
    restore();
    call();
    int                    pivot  = -1;
    const cusparseStatus_t status = ic ? cusparseXcsric02_zeroPivot(handle, ic_info, &pivot)
                                       : cusparseXcsrilu02_zeroPivot(handle, ilu_info, &pivot);
    if(status != CUSPARSE_STATUS_SUCCESS)
    {
        std::fprintf(stderr, "cusparse-baseline: %s: zero pivot at row %d (%s)\n", routine, pivot,
                     cusparseGetErrorString(status));
        ok = false;
    }
    if(o.verify)
    {
        std::vector<T>      got(val.size());
        std::vector<double> want(A_rounded.val, A_rounded.val + A.nnz);
        char                err[256];
        CHECK_CUDA(cudaMemcpy(got.data(), d_val, sizeof(T) * got.size(), cudaMemcpyDeviceToHost));
        long long bad = (ic ? bench_ic0(&A_rounded, want.data()) : bench_ilu0(&A_rounded, want.data())) < -1
                            ? -1
                            : bench_check_factor(&A_rounded, want.data(), kind, got.data(), ic, eps, err, sizeof(err));
        if(bad != 0)
            std::fprintf(stderr, "cusparse-baseline: %s: check failed: %s\n", routine,
                         bad < 0 ? "out of host memory" : err);
        ok = ok && bad == 0;
    }
    time_modes(o, evict, call, t, restore);
    restore(); // the next routine of the run finds A as it was
    print_lines(routine, name, prec, A, 1, o, t, 4.0 * (A.m + 1 + A.nnz) + 2.0 * sizeof(T) * A.nnz,
                ic ? "csric02_analysis" : "csrilu02_analysis", 0);
    if(ic)
        CHECK_CUSPARSE(cusparseDestroyCsric02Info(ic_info));
    else
        CHECK_CUSPARSE(cusparseDestroyCsrilu02Info(ilu_info));
    CHECK_CUSPARSE(cusparseDestroyMatDescr(descr));
    CHECK_CUDA(cudaFree(buffer));
    return ok;
}

// csrgemm, csr2csc, the sorts, the identity and nnz: their own part.
#include "cusparse_structural.h"

template <typename T>
static int run(const options& o, const bench_matrix& A, const char* name)
{
    const cudaDataType dt = sizeof(T) == 4 ? CUDA_R_32F : CUDA_R_64F;
    const char         prec = sizeof(T) == 4 ? 's' : 'd';
    const double       S = sizeof(T);
    const T            alpha = (T)o.alpha, beta = (T)o.beta;
    int                failed = 0;
    const int          max_cols = o.cols.empty() ? 1 : std::max(1, *std::max_element(o.cols.begin(), o.cols.end()));

    std::vector<T> val(A.nnz), x((size_t)A.n * max_cols), y0((size_t)A.m * max_cols);
#pragma omp parallel for
    for(long long k = 0; k < A.nnz; ++k)
        val[k] = (T)A.val[k];
    // The same operands as fsparse-bench: x, B and y, C start alike.
#pragma omp parallel for
    for(long long i = 0; i < (long long)x.size(); ++i)
        x[i] = (T)bench_value(o.seed ^ seed_x, i);
#pragma omp parallel for
    for(long long i = 0; i < (long long)y0.size(); ++i)
        y0[i] = (T)bench_value(o.seed ^ seed_y, i);
    std::vector<int32_t> row_ptr(A.row_ptr, A.row_ptr + A.m + 1), col(A.col_ind, A.col_ind + A.nnz);
    // A with the values the device holds, for the references of reference.c.
    std::vector<double> val_rounded(val.begin(), val.end());
    bench_matrix        A_rounded = A;
    A_rounded.val                 = val_rounded.data();
    A_rounded.val_imag            = nullptr;
    const bench_kind kind         = sizeof(T) == 4 ? BENCH_KIND_FLOAT : BENCH_KIND_DOUBLE;
    const double     eps          = sizeof(T) == 4 ? 1.1920929e-07 : 2.220446049250313e-16;

    int32_t* d_row = upload(row_ptr);
    int32_t* d_col = upload(col);
    T*       d_val = upload(val);
    T*       d_x   = upload(x);
    T*       d_y   = upload(y0);
    int32_t* d_coo = nullptr;
    CHECK_CUDA(cudaMalloc(&d_coo, sizeof(int32_t) * A.nnz + 1));

    cusparseHandle_t handle;
    CHECK_CUSPARSE(cusparseCreate(&handle));
    CHECK_CUSPARSE(cusparseSetPointerMode(handle, CUSPARSE_POINTER_MODE_HOST));

    const double csr_bytes = 4.0 * (A.m + 1 + A.nnz) + S * A.nnz;
    const double coo_bytes = 8.0 * A.nnz + S * A.nnz;
    auto dense_bytes = [&](int cols) { return S * cols * ((double)A.n + (double)A.m * (o.beta != 0 ? 2 : 1)); };
    auto reset_y     = [&](size_t count) {
        CHECK_CUDA(cudaMemcpy(d_y, y0.data(), sizeof(T) * count, cudaMemcpyHostToDevice));
    };

    const eviction evict;
    for(const std::string& r : o.routines)
    {
        timing t[2];
        if(r == "spmv_csr" || r == "spmv_csr+preprocess" || r == "spmv_coo")
        {
            const bool          coo = r == "spmv_coo";
            const bool          pre = r == "spmv_csr+preprocess";
            cusparseSpMatDescr_t mat = nullptr;
            cusparseDnVecDescr_t vx, vy;
            size_t               buffer_size = 0;
            void*                buffer      = nullptr;
            const cusparseSpMVAlg_t alg      = coo ? CUSPARSE_SPMV_COO_ALG1 : CUSPARSE_SPMV_CSR_ALG1;
            CHECK_CUSPARSE(cusparseCreateDnVec(&vx, A.n, d_x, dt));
            CHECK_CUSPARSE(cusparseCreateDnVec(&vy, A.m, d_y, dt));
            auto make = [&]() {
                if(coo)
                    CHECK_CUSPARSE(cusparseCreateCoo(&mat, A.m, A.n, A.nnz, d_coo, d_col, d_val, CUSPARSE_INDEX_32I,
                                                     CUSPARSE_INDEX_BASE_ZERO, dt));
                else
                    CHECK_CUSPARSE(cusparseCreateCsr(&mat, A.m, A.n, A.nnz, d_row, d_col, d_val, CUSPARSE_INDEX_32I,
                                                     CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, dt));
                if(buffer == nullptr)
                {
                    CHECK_CUSPARSE(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, mat, vx,
                                                           &beta, vy, dt, alg, &buffer_size));
                    CHECK_CUDA(cudaMalloc(&buffer, buffer_size + 1));
                }
            };
            auto drop = [&]() {
                if(mat != nullptr)
                    CHECK_CUSPARSE(cusparseDestroySpMat(mat));
                mat = nullptr;
            };
            const char* setup = nullptr;
            if(coo)
            {
                // fsparse-bench's coomv starts from CSR too: csr2coo is its setup.
                setup = "csr2coo";
                time_setups(
                    o, evict,
                    [&]() {
                        CHECK_CUSPARSE(cusparseXcsr2coo(handle, d_row, (int)A.nnz, (int)A.m, d_coo,
                                                        CUSPARSE_INDEX_BASE_ZERO));
                    },
                    []() {}, t);
                make();
            }
            else if(pre)
            {
                setup = "SpMV_preprocess";
                time_setups(
                    o, evict,
                    [&]() {
                        make();
                        CHECK_CUSPARSE(cusparseSpMV_preprocess(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, mat,
                                                               vx, &beta, vy, dt, alg, buffer));
                    },
                    drop, t);
            }
            else
                make();
            auto call = [&]() {
                CHECK_CUSPARSE(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, mat, vx, &beta, vy, dt,
                                            alg, buffer));
            };
            reset_y(A.m);
            call();
            if(o.verify && !check(A, val, x, y0, d_y, 1, o, r.c_str()))
                failed = 1;
            time_modes(o, evict, call, t);
            print_lines(r.c_str(), name, prec, A, 1, o, t, (coo ? coo_bytes : csr_bytes) + dense_bytes(1), setup,
                        2.0 * (double)A.nnz);
            drop();
            CHECK_CUSPARSE(cusparseDestroyDnVec(vx));
            CHECK_CUSPARSE(cusparseDestroyDnVec(vy));
            CHECK_CUDA(cudaFree(buffer));
        }
        else if(r == "spmm_csr")
        {
            for(int cols : o.cols)
            {
                cusparseSpMatDescr_t mat;
                cusparseDnMatDescr_t mb, mc;
                size_t               buffer_size = 0;
                void*                buffer      = nullptr;
                CHECK_CUSPARSE(cusparseCreateCsr(&mat, A.m, A.n, A.nnz, d_row, d_col, d_val, CUSPARSE_INDEX_32I,
                                                 CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, dt));
                CHECK_CUSPARSE(cusparseCreateDnMat(&mb, A.n, cols, A.n, d_x, dt, CUSPARSE_ORDER_COL));
                CHECK_CUSPARSE(cusparseCreateDnMat(&mc, A.m, cols, A.m, d_y, dt, CUSPARSE_ORDER_COL));
                CHECK_CUSPARSE(cusparseSpMM_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                                       CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, mat, mb, &beta, mc, dt,
                                                       CUSPARSE_SPMM_ALG_DEFAULT, &buffer_size));
                CHECK_CUDA(cudaMalloc(&buffer, buffer_size + 1));
                auto call = [&]() {
                    CHECK_CUSPARSE(cusparseSpMM(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                                CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, mat, mb, &beta, mc, dt,
                                                CUSPARSE_SPMM_ALG_DEFAULT, buffer));
                };
                reset_y((size_t)A.m * cols);
                call();
                if(o.verify && !check(A, val, x, y0, d_y, cols, o, "spmm_csr"))
                    failed = 1;
                time_modes(o, evict, call, t);
                print_lines("spmm_csr", name, prec, A, cols, o, t, csr_bytes + dense_bytes(cols), nullptr,
                            2.0 * (double)A.nnz * cols);
                CHECK_CUSPARSE(cusparseDestroySpMat(mat));
                CHECK_CUSPARSE(cusparseDestroyDnMat(mb));
                CHECK_CUSPARSE(cusparseDestroyDnMat(mc));
                CHECK_CUDA(cudaFree(buffer));
            }
        }
        else if((r == "spsv" || r == "spsv_unit" || r == "spsm" || r == "spsm_unit") && A.m == A.n)
        {
            const bool             sm     = r.compare(0, 4, "spsm") == 0;
            const std::vector<int> widths = sm ? o.cols : std::vector<int>{1};
            for(int cols : widths)
                if(!solve(o, A, A_rounded, kind, eps, sm, r.size() > 4, cols, name, prec, handle, evict, d_row, d_col,
                          d_val, d_x, d_y, x, t))
                    failed = 1;
        }
        else if((r == "csrilu02" || r == "csric02") && A.m == A.n)
        {
            if(!factorize(o, A, A_rounded, kind, eps, r == "csric02", name, prec, handle, evict, d_row, d_col, d_val,
                          val, t))
                failed = 1;
        }
        else
        {
            std::fprintf(stderr, "cusparse-baseline: unknown routine '%s' (or a solve or factorization of a "
                                 "rectangular matrix)\n", r.c_str());
            failed = 1;
        }
    }
    CHECK_CUSPARSE(cusparseDestroy(handle));
    cudaFree(d_row);
    cudaFree(d_col);
    cudaFree(d_val);
    cudaFree(d_x);
    cudaFree(d_y);
    cudaFree(d_coo);
    return failed;
}

// The '#' lines of what ran and how, before any data line.
static void print_banner(const options& o)
{
    int major = 0, minor = 0, patch = 0;
    CHECK_CUSPARSE(cusparseGetProperty(MAJOR_VERSION, &major));
    CHECK_CUSPARSE(cusparseGetProperty(MINOR_VERSION, &minor));
    CHECK_CUSPARSE(cusparseGetProperty(PATCH_LEVEL, &patch));
    cudaDeviceProp prop;
    CHECK_CUDA(cudaGetDeviceProperties(&prop, 0));
    std::printf("# cusparse-baseline: cuSPARSE %d.%d.%d, %s\n", major, minor, patch, prop.name);
    std::printf("# timing: cuda-events, %d warm-up and %d timed calls; setup: median of %d after one untimed",
                o.warmup, o.iters, setup_repeats);
    if(o.modes[0])
        std::printf("; cold: before each timed call, a kernel reads %zu bytes (2x the L2)",
                    bench_evict_bytes(prop.l2CacheSize));
    std::printf("\n# %-14s %-16s %4s %9s %9s %10s %5s %5s %4s %6s %12s %12s %9s %9s %-16s %12s %9s %4s\n", "routine",
                "matrix", "prec", "m", "n", "nnz", "cols", "trans", "base", "iters", "median_us", "min_us", "GB/s",
                "GFLOP/s", "setup", "setup_us", "setup_x", "l2");
}

int main(int argc, char** argv)
{
    const options o = parse(argc, argv);
    bench_matrix  A;
    char          err[512];
    int           ok;
    if(std::all_of(o.routines.begin(), o.routines.end(), is_structural))
    {
        if(o.matrix.empty())
            usage("the structural routines take --matrix");
        print_banner(o);
        return o.prec == 's' ? run_structural<float>(o) : run_structural<double>(o);
    }
    if(!o.matrix.empty())
        ok = bench_matrix_load(o.matrix.c_str(), o.seed, o.cache.empty() ? nullptr : o.cache.c_str(), &A, err,
                               sizeof(err));
    else if(!o.mtx.empty())
        ok = bench_matrix_read_mtx(o.mtx.c_str(), &A, err, sizeof(err));
    else
        ok = bench_matrix_random(o.m, o.n, o.nnz, o.seed, &A, err, sizeof(err));
    if(!ok)
    {
        std::fprintf(stderr, "cusparse-baseline: %s\n", err);
        return 1;
    }
    const std::string name = !o.matrix.empty() ? o.matrix : !o.mtx.empty() ? "mtx" : "random";
    print_banner(o);
    const int failed = o.prec == 's' ? run<float>(o, A, name.c_str()) : run<double>(o, A, name.c_str());
    bench_matrix_free(&A);
    return failed;
}
