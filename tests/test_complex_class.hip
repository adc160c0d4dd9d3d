// The complex class that a GPU compiler sees in rocsparse-complex-types.h:
// every operation, on the host and in a kernel, against std::complex<double>
// computed on the host from the same random values; its << output against
// std::complex's; and a program written the way rocSPARSE's dotci sample is,
// which compiles only where the class is in effect.
#include <hip/hip_runtime.h>
#include <rocsparse/rocsparse.h>

#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <iomanip>
#include <limits>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

// The TAP writer and the seeded generator are C; testutil.h itself is C99
// only (complex.h), so the two functions needed from it are declared here.
extern "C" {
#include "tap.h"
void     test_init(void);
uint64_t rand_u64(void);
}

template <typename T>
using cplx = rocsparse_complex_num<T>;

// What a GPU compiler must see: the class, not the C struct.
static_assert(std::is_constructible<rocsparse_double_complex, double, double>::value,
              "rocsparse_double_complex is constructed from its parts");
static_assert(std::is_same<rocsparse_float_complex, cplx<float>>::value, "rocsparse_float_complex is the class");
static_assert(std::is_same<decltype(std::real(rocsparse_float_complex())), float>::value,
              "std::real of a float complex is a float");
static_assert(std::is_convertible<cplx<float>, cplx<double>>::value, "float complex widens implicitly");
static_assert(!std::is_convertible<cplx<double>, cplx<float>>::value, "double complex narrows only explicitly");
static_assert(std::is_trivial<rocsparse_double_complex>::value && sizeof(rocsparse_double_complex) == 16
                  && alignof(rocsparse_double_complex) == alignof(double),
              "the class keeps the C layout");

#define HIP_OK(call)                                                                                              \
    do                                                                                                            \
    {                                                                                                             \
        hipError_t err_ = (call);                                                                                 \
        if(err_ != hipSuccess)                                                                                    \
            bail_out("%s failed: %s", #call, hipGetErrorString(err_));                                            \
    } while(0)

// ------------------------------------------------------------------ the operations

// Each operation once, applied by the kernel and by the host to the same
// inputs; the table below gives its name and what its error scales with.
enum op_id
{
    op_add, op_sub, op_mul, op_div,
    op_add_real, op_real_add, op_sub_real, op_real_sub,
    op_mul_real, op_real_mul, op_div_real, op_real_div,
    op_neg, op_plus,
    op_add_assign, op_sub_assign, op_mul_assign, op_div_assign,
    op_add_assign_real, op_sub_assign_real, op_mul_assign_real, op_div_assign_real,
    op_conj, op_fma, op_real_imag, op_abs,
    op_equal, op_equal_real,
    op_other_precision, op_mixed_mul,
    op_count
};

// How the error bound of an operation scales: with |a| + |b|, |a| |b|, ...
enum scale_kind
{
    scale_sum, scale_sum_real, scale_prod, scale_prod_real, scale_quot, scale_quot_real, scale_real_quot,
    scale_fma, scale_a, scale_exact
};

struct op_info
{
    const char* name;
    scale_kind  scale;
};

static const op_info ops[op_count] = {
    {"a + b", scale_sum},           {"a - b", scale_sum},           {"a * b", scale_prod},
    {"a / b", scale_quot},          {"a + r", scale_sum_real},      {"r + a", scale_sum_real},
    {"a - r", scale_sum_real},      {"r - a", scale_sum_real},      {"a * r", scale_prod_real},
    {"r * a", scale_prod_real},     {"a / r", scale_quot_real},     {"r / a", scale_real_quot},
    {"-a", scale_exact},            {"+a", scale_exact},            {"a += b", scale_sum},
    {"a -= b", scale_sum},          {"a *= b", scale_prod},         {"a /= b", scale_quot},
    {"a += r", scale_sum_real},     {"a -= r", scale_sum_real},     {"a *= r", scale_prod_real},
    {"a /= r", scale_quot_real},    {"std::conj(a)", scale_exact},  {"std::fma(a, b, c)", scale_fma},
    {"std::imag, std::real", scale_exact}, {"std::abs(a)", scale_a}, {"a == b, a != b", scale_exact},
    {"a == r, r != a", scale_exact}, {"to the other precision and back", scale_a},
    {"a times b in the other precision", scale_prod},
};

template <typename T>
using other_t = typename std::conditional<std::is_same<T, float>::value, double, float>::type;

template <typename T>
__host__ __device__ cplx<T> apply(int op, cplx<T> a, const cplx<T>& b, const cplx<T>& c, T r)
{
    switch(op)
    {
    case op_add: return a + b;
    case op_sub: return a - b;
    case op_mul: return a * b;
    case op_div: return a / b;
    case op_add_real: return a + r;
    case op_real_add: return r + a;
    case op_sub_real: return a - r;
    case op_real_sub: return r - a;
    case op_mul_real: return a * r;
    case op_real_mul: return r * a;
    case op_div_real: return a / r;
    case op_real_div: return r / a;
    case op_neg: return -a;
    case op_plus: return +a;
    case op_add_assign: return a += b;
    case op_sub_assign: return a -= b;
    case op_mul_assign: return a *= b;
    case op_div_assign: return a /= b;
    case op_add_assign_real: return a += r;
    case op_sub_assign_real: return a -= r;
    case op_mul_assign_real: return a *= r;
    case op_div_assign_real: return a /= r;
    case op_conj: return std::conj(a);
    case op_fma: return std::fma(a, b, c);
    case op_real_imag: return cplx<T>(std::imag(a), std::real(a));
    case op_abs: return cplx<T>(std::abs(a));
    case op_equal: return cplx<T>(T(a == b), T(a != b));
    case op_equal_real: return cplx<T>(T(a == r), T(r != a));
    case op_other_precision: return cplx<T>(cplx<other_t<T>>(a));
    case op_mixed_mul: return cplx<T>(a * cplx<other_t<T>>(b));
    }
    return cplx<T>(T(0), T(0));
}

template <typename T>
__global__ void apply_kernel(int n, const cplx<T>* a, const cplx<T>* b, const cplx<T>* c, const T* r, cplx<T>* out)
{
    // The class is trivial, so it may live in shared memory.
    __shared__ cplx<T> a_tile[64];
    const int          t = blockIdx.x * blockDim.x + threadIdx.x;
    if(t < n)
        a_tile[threadIdx.x] = a[t];
    __syncthreads();
    if(t >= n)
        return;
    for(int op = 0; op < op_count; ++op)
        out[(size_t)t * op_count + op] = apply(op, a_tile[threadIdx.x], b[t], c[t], r[t]);
}

// z with each part rounded to U: what a conversion to U's complex gives.
template <typename U>
static std::complex<double> round_to(std::complex<double> z)
{
    return std::complex<double>(double(U(z.real())), double(U(z.imag())));
}

// The same operation in std::complex<double>. Inputs of either precision
// are exact in double; where the class converts, the reference rounds alike.
template <typename T>
static std::complex<double> reference(int op, std::complex<double> a, std::complex<double> b, std::complex<double> c,
                                      double r)
{
    typedef std::complex<double> z;
    switch(op)
    {
    case op_add:
    case op_add_assign: return a + b;
    case op_sub:
    case op_sub_assign: return a - b;
    case op_mul:
    case op_mul_assign: return a * b;
    case op_mixed_mul: return a * round_to<other_t<T>>(b);
    case op_div:
    case op_div_assign: return a / b;
    case op_add_real:
    case op_real_add:
    case op_add_assign_real: return a + r;
    case op_sub_real:
    case op_sub_assign_real: return a - r;
    case op_real_sub: return r - a;
    case op_mul_real:
    case op_real_mul:
    case op_mul_assign_real: return a * r;
    case op_div_real:
    case op_div_assign_real: return a / r;
    case op_real_div: return r / a;
    case op_neg: return -a;
    case op_plus: return a;
    case op_conj: return std::conj(a);
    case op_fma: return a * b + c;
    case op_real_imag: return z(a.imag(), a.real());
    case op_abs: return z(std::abs(a));
    case op_equal: return z(double(a == b), double(a != b));
    case op_equal_real: return z(double(a == r), double(r != a));
    case op_other_precision: return round_to<T>(round_to<other_t<T>>(a));
    }
    return z(0, 0);
}

// ------------------------------------------------------------------ inputs and checks

// Uniform in [-1, 1) times a power of two in [2^-4, 2^4], so that parts of
// different magnitudes meet.
static double random_part()
{
    const double unit = double(rand_u64() >> 11) * 0x1p-53 * 2.0 - 1.0;
    return std::ldexp(unit, int(rand_u64() % 9) - 4);
}

template <typename T>
struct inputs
{
    std::vector<cplx<T>> a, b, c;
    std::vector<T>       r;

    explicit inputs(int n)
        : a(n)
        , b(n)
        , c(n)
        , r(n)
    {
        for(int t = 0; t < n; ++t)
        {
            a[t] = cplx<T>(T(random_part()), T(random_part()));
            b[t] = cplx<T>(T(random_part()), T(random_part()));
            c[t] = cplx<T>(T(random_part()), T(random_part()));
            r[t] = T(random_part());
            // Equal operands, and operands equal in the real part only, a
            // quarter of the time each: == and != must look at both parts.
            if(t % 4 == 1)
                b[t] = a[t];
            if(t % 4 == 2)
                a[t] = cplx<T>(r[t]);
            if(t % 4 == 3)
            {
                b[t] = cplx<T>(a[t].x, b[t].y);
                r[t] = a[t].x;
            }
        }
    }
};

static double scale_of(scale_kind kind, std::complex<double> a, std::complex<double> b, std::complex<double> c,
                       double r)
{
    const double na = std::abs(a), nb = std::abs(b), nr = std::fabs(r);
    switch(kind)
    {
    case scale_sum: return na + nb;
    case scale_sum_real: return na + nr;
    case scale_prod: return na * nb;
    case scale_prod_real: return na * nr;
    case scale_quot: return na / nb;
    case scale_quot_real: return na / nr;
    case scale_real_quot: return nr / na;
    case scale_fma: return na * nb + std::abs(c);
    case scale_a: return na;
    case scale_exact: return 0;
    }
    return 0;
}

template <typename T>
static std::complex<double> wide(const cplx<T>& v)
{
    return std::complex<double>(v.x, v.y);
}

// Compares got[t * op_count + op] with the reference for every trial t;
// one TAP line per operation, the first failure shown.
template <typename T>
static void check_results(const char* where, const char* type, const inputs<T>& in, const std::vector<cplx<T>>& got)
{
    // A few rounding errors of T relative to the operands' scale: complex
    // products and quotients round several times.
    const double tol = 8 * double(std::numeric_limits<T>::epsilon());
    const int    n   = int(in.a.size());
    for(int op = 0; op < op_count; ++op)
    {
        int bad = -1;
        for(int t = 0; t < n && bad < 0; ++t)
        {
            const std::complex<double> a = wide(in.a[t]), b = wide(in.b[t]), c = wide(in.c[t]);
            const double               r    = in.r[t];
            const std::complex<double> want = reference<T>(op, a, b, c, r);
            const std::complex<double> have = wide(got[(size_t)t * op_count + op]);
            const double               err  = std::abs(have - want);
            if(!(err <= tol * scale_of(ops[op].scale, a, b, c, r)))
                bad = t;
        }
        if(!ok(bad < 0, "%s %s: %s matches std::complex<double> on %d random operands", where, type, ops[op].name, n))
        {
            const std::complex<double> want = reference<T>(op, wide(in.a[bad]), wide(in.b[bad]), wide(in.c[bad]),
                                                           in.r[bad]);
            const std::complex<double> have = wide(got[(size_t)bad * op_count + op]);
            diag("trial %d: a (%.17g,%.17g) b (%.17g,%.17g) c (%.17g,%.17g) r %.17g: got (%.17g,%.17g) want "
                 "(%.17g,%.17g)",
                 bad, double(in.a[bad].x), double(in.a[bad].y), double(in.b[bad].x), double(in.b[bad].y),
                 double(in.c[bad].x), double(in.c[bad].y), double(in.r[bad]), have.real(), have.imag(), want.real(),
                 want.imag());
        }
    }
}

template <typename T>
static void test_operations(const char* type)
{
    const int   n = 1000;
    inputs<T>   in(n);
    std::vector<cplx<T>> host((size_t)n * op_count), device((size_t)n * op_count);

    for(int t = 0; t < n; ++t)
        for(int op = 0; op < op_count; ++op)
            host[(size_t)t * op_count + op] = apply(op, in.a[t], in.b[t], in.c[t], in.r[t]);
    check_results("host", type, in, host);

    // Poisoned first: a result the kernel forgot is never a right one.
    const cplx<T> nan(std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::quiet_NaN());
    device.assign(device.size(), nan);
    cplx<T> *d_a, *d_b, *d_c, *d_out;
    T*       d_r;
    const size_t bytes = sizeof(cplx<T>) * n;
    HIP_OK(hipMalloc((void**)&d_a, bytes));
    HIP_OK(hipMalloc((void**)&d_b, bytes));
    HIP_OK(hipMalloc((void**)&d_c, bytes));
    HIP_OK(hipMalloc((void**)&d_r, sizeof(T) * n));
    HIP_OK(hipMalloc((void**)&d_out, bytes * op_count));
    HIP_OK(hipMemcpy(d_a, in.a.data(), bytes, hipMemcpyHostToDevice));
    HIP_OK(hipMemcpy(d_b, in.b.data(), bytes, hipMemcpyHostToDevice));
    HIP_OK(hipMemcpy(d_c, in.c.data(), bytes, hipMemcpyHostToDevice));
    HIP_OK(hipMemcpy(d_r, in.r.data(), sizeof(T) * n, hipMemcpyHostToDevice));
    HIP_OK(hipMemcpy(d_out, device.data(), bytes * op_count, hipMemcpyHostToDevice));
    hipLaunchKernelGGL(apply_kernel<T>, dim3((n + 63) / 64), dim3(64), 0, 0, n, d_a, d_b, d_c, d_r, d_out);
    HIP_OK(hipGetLastError());
    HIP_OK(hipMemcpy(device.data(), d_out, bytes * op_count, hipMemcpyDeviceToHost));
    HIP_OK(hipFree(d_a));
    HIP_OK(hipFree(d_b));
    HIP_OK(hipFree(d_c));
    HIP_OK(hipFree(d_r));
    HIP_OK(hipFree(d_out));
    check_results("device", type, in, device);
}

// Division and abs scale their operands: no overflow in the squares of
// parts near the largest value, no underflow near the smallest.
template <typename T>
static void test_extremes(const char* type)
{
    const T big = std::numeric_limits<T>::max() / 4, tiny = std::numeric_limits<T>::min() * 4;
    for(T s : {big, tiny})
    {
        const cplx<T> a(s, s / 2), b(s, -s);
        const cplx<T> q = a / b;
        // (1 + i/2) / (1 - i) = (1 + 3i) / 4
        ok(std::fabs(double(q.x) - 0.25) < 1e-6 && std::fabs(double(q.y) - 0.75) < 1e-6,
           "%s: a / b with parts of %g: (%g,%g), want (0.25,0.75)", type, double(s), double(q.x), double(q.y));
        const double m = double(std::abs(b)) / double(s);
        ok(std::fabs(m - std::sqrt(2.0)) < 1e-6, "%s: std::abs with parts of %g: %g * sqrt(2)", type, double(s), m);
    }
}

// ------------------------------------------------------------------ output and std::complex

// << writes what std::complex's << writes, under the same stream settings.
template <typename T>
static void test_output(const char* type)
{
    const cplx<T>         z = cplx<T>(T(random_part()), T(random_part()));
    const std::complex<T> s(z.x, z.y);
    struct setting
    {
        const char* name;
        void (*apply)(std::ostream&);
    };
    const setting settings[] = {
        {"default", [](std::ostream&) {}},
        {"setprecision(17) scientific", [](std::ostream& o) { o << std::setprecision(17) << std::scientific; }},
        {"setw(40) left, fill *", [](std::ostream& o) { o << std::setw(40) << std::left << std::setfill('*'); }},
    };
    for(const setting& st : settings)
    {
        std::ostringstream ours, theirs;
        st.apply(ours);
        ours << z;
        st.apply(theirs);
        theirs << s;
        ok(ours.str() == theirs.str(), "%s << with %s: \"%s\" as std::complex \"%s\"", type, st.name,
           ours.str().c_str(), theirs.str().c_str());
    }
    std::ostringstream fixed;
    fixed << cplx<T>(T(1.5), T(-2));
    ok(fixed.str() == "(1.5,-2)", "%s << writes (re,im): \"%s\"", type, fixed.str().c_str());

    const cplx<T>         from(s);
    const std::complex<T> back = z;
    ok(from == z && back == s, "%s converts from and to std::complex", type);
}

// ------------------------------------------------------------------ a rocSPARSE program

// Written as rocSPARSE's client samples write it: brace-initialised arrays
// of double literals, a constructor from two parts, std::real and
// std::imag, and << output. None of it compiles with the C struct.
static void test_sample_program()
{
    rocsparse_double_complex a(1.0, 2.0);
    ok(std::real(a) == 1.0 && std::imag(a) == 2.0, "a(1.0, 2.0): std::real 1, std::imag 2");

    rocsparse_handle handle;
    if(rocsparse_create_handle(&handle) != rocsparse_status_success)
        bail_out("rocsparse_create_handle failed");
    int  ver;
    char rev[64];
    rocsparse_get_version(handle, &ver);
    rocsparse_get_git_rev(handle, rev);
    std::ostringstream banner;
    banner << "rocSPARSE version: " << ver / 100000 << "." << ver / 100 % 1000 << "." << ver % 100 << "-" << rev;
    ok(banner.str().compare(0, 25, "rocSPARSE version: 1.8.9-") == 0, "the sample's banner: %s", banner.str().c_str());

    rocsparse_int           hx_ind[3] = {1, 4, 6};
    rocsparse_float_complex hx_val[3] = {{0.5, -1.0}, {2.0, 0.25}, {-3.0, 1.5}};
    rocsparse_float_complex hy[8];
    for(int i = 0; i < 8; ++i)
        hy[i] = rocsparse_float_complex(float(random_part()), float(random_part()));

    rocsparse_int*           dx_ind;
    rocsparse_float_complex *dx_val, *dy;
    HIP_OK(hipMalloc((void**)&dx_ind, sizeof(hx_ind)));
    HIP_OK(hipMalloc((void**)&dx_val, sizeof(hx_val)));
    HIP_OK(hipMalloc((void**)&dy, sizeof(hy)));
    HIP_OK(hipMemcpy(dx_ind, hx_ind, sizeof(hx_ind), hipMemcpyHostToDevice));
    HIP_OK(hipMemcpy(dx_val, hx_val, sizeof(hx_val), hipMemcpyHostToDevice));
    HIP_OK(hipMemcpy(dy, hy, sizeof(hy), hipMemcpyHostToDevice));

    rocsparse_float_complex dot(std::numeric_limits<float>::quiet_NaN());
    is_status(rocsparse_cdotci(handle, 3, dx_val, dx_ind, dy, &dot, rocsparse_index_base_zero),
              rocsparse_status_success, "rocsparse_cdotci from the sample");
    std::complex<double> want = 0;
    for(int i = 0; i < 3; ++i)
        want += std::conj(wide(hx_val[i])) * wide(hy[hx_ind[i]]);
    std::ostringstream line;
    line << "Dot product: " << dot;
    ok(std::abs(wide(dot) - want) <= 1e-5 * (1 + std::abs(want)), "%s, want (%g,%g)", line.str().c_str(),
       want.real(), want.imag());

    HIP_OK(hipFree(dx_ind));
    HIP_OK(hipFree(dx_val));
    HIP_OK(hipFree(dy));
    rocsparse_destroy_handle(handle);
}

int main()
{
    test_init();
    test_operations<float>("rocsparse_float_complex");
    test_operations<double>("rocsparse_double_complex");
    test_extremes<float>("rocsparse_float_complex");
    test_extremes<double>("rocsparse_double_complex");
    test_output<float>("rocsparse_float_complex");
    test_output<double>("rocsparse_double_complex");
    test_sample_program();
    return done_testing();
}
