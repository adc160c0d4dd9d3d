// cusparse-baseline: the structural routines (the counterparts of
// fsparse-bench's csrgemm, csr2csc, csrsort, cscsort, coosort_by_row,
// coosort_by_column, identity and nnz). A part of cusparse_baseline.cu,
// included by it after its timer, eviction and line printer, which it
// uses; the inputs (operands.c) and checks are fsparse-bench's.
//
// What each times (cold: the eviction before each timed call):
//   spgemm: SpGEMM_createDescr, the C descriptor, SpGEMM_workEstimation
//     twice, SpGEMM_compute twice, SpGEMM_copy, with the allocation of
//     both buffers and of C's columns and values, and the release of the
//     buffers and the SpGEMM descriptor (C's row offsets allocated
//     before); a product that fails (out of memory) is reported as an
//     UNABLE line, not as a crash;
//   csr2cscEx2: Csr2cscEx2, numeric, the deterministic algorithm (the
//     buffer allocated before);
//   Xcsrsort, Xcscsort, XcoosortByRow, XcoosortByColumn: as cuSPARSE's
//     documentation sorts a matrix with its values: CreateIdentityPermutation,
//     the sort, and the values gathered through the permutation (Gather);
//     the buffer allocated before, the shuffled input restored before each
//     call, untimed;
//   identity: CreateIdentityPermutation;
//   nnz: <t>nnz per row, the total to the host.
// A routine this CUDA's cusparse.h lacks (run-comparison.sh defines
// FSPARSE_HAVE_<name> for those it has) gives an UNABLE line.

#include "operands.h"

static bool is_structural(const std::string& r)
{
    static const char* const names[] = {"spgemm",         "csr2cscEx2",       "Xcsrsort", "Xcscsort",
                                        "XcoosortByRow", "XcoosortByColumn", "identity", "nnz"};
    for(const char* n : names)
        if(r == n)
            return true;
    return false;
}

// A routine that could not run: the reason, on a line comparison-table.sh reads.
static void unable(const char* routine, const char* matrix, char prec, const std::string& why)
{
    std::printf("UNABLE %s %s %c %s\n", routine, matrix, prec, why.c_str());
    std::fflush(stdout);
}

template <typename T>
static T* upload_array(const T* host, size_t count)
{
    T* dev = nullptr;
    CHECK_CUDA(cudaMalloc(&dev, sizeof(T) * count + 1));
    CHECK_CUDA(cudaMemcpy(dev, host, sizeof(T) * count, cudaMemcpyHostToDevice));
    return dev;
}

template <typename T>
static std::vector<T> values_of(const double* re, int64_t count)
{
    std::vector<T> v((size_t)count);
    for(int64_t k = 0; k < count; ++k)
        v[k] = (T)re[k];
    return v;
}

// The device array equals the host one, byte for byte.
template <typename T>
static bool same_array(const char* routine, const char* what, const T* dev, const T* want, size_t count)
{
    std::vector<T> got(count);
    CHECK_CUDA(cudaMemcpy(got.data(), dev, sizeof(T) * count, cudaMemcpyDeviceToHost));
    if(count > 0 && std::memcmp(got.data(), want, sizeof(T) * count) != 0)
    {
        std::fprintf(stderr, "cusparse-baseline: %s: check failed: %s differs from the host's\n", routine, what);
        return false;
    }
    return true;
}

static void round_to(bench_matrix* M, bool single)
{
    for(int64_t k = 0; single && k < M->nnz; ++k)
        M->val[k] = (float)M->val[k];
}

static bench_matrix shape_of(int64_t m, int64_t n, int64_t nnz)
{
    bench_matrix s;
    std::memset(&s, 0, sizeof(s));
    s.m   = m;
    s.n   = n;
    s.nnz = nnz;
    return s;
}

// Out of memory and failed calls of the product, as its result.
struct spgemm_failure
{
    std::string why;
    bool        cuda(cudaError_t e, const char* step, size_t bytes)
    {
        if(e == cudaSuccess)
            return true;
        cudaGetLastError(); // an allocation failure is not sticky: clear it
        char text[256];
        std::snprintf(text, sizeof(text), "%s: %s (%zu bytes asked for)", step, cudaGetErrorString(e), bytes);
        why = text;
        return false;
    }
    bool sparse(cusparseStatus_t s, const char* step)
    {
        if(s == CUSPARSE_STATUS_SUCCESS)
            return true;
        why = std::string(step) + ": " + cusparseGetErrorString(s);
        return false;
    }
};

template <typename T>
static bool spgemm(const options& o, const char* name, cusparseHandle_t handle, const eviction& evict, timing t[2])
{
    const cudaDataType        dt   = sizeof(T) == 4 ? CUDA_R_32F : CUDA_R_64F;
    const char                prec = sizeof(T) == 4 ? 's' : 'd';
    const cusparseOperation_t op   = CUSPARSE_OPERATION_NON_TRANSPOSE;
    const T                   alpha = 1, beta = 0;
    bench_matrix              A, Bown;
    int                       same = 0;
    char                      err[512];
    if(!bench_product_operands(name, o.seed, o.cache.empty() ? nullptr : o.cache.c_str(), &A, &Bown, &same, err,
                               sizeof(err)))
    {
        std::fprintf(stderr, "cusparse-baseline: %s\n", err);
        return false;
    }
    const bench_matrix& B = same ? A : Bown;
    round_to(&A, sizeof(T) == 4);
    round_to(&Bown, sizeof(T) == 4);
    const int64_t  m = A.m, n = B.n, products = bench_product_count(&A, &B);
    std::vector<T> va = values_of<T>(A.val, A.nnz), vb = values_of<T>(B.val, B.nnz);
    int32_t *      a_row = upload_array(A.row_ptr, A.m + 1), *a_col = upload_array(A.col_ind, A.nnz);
    T*             a_val = upload_array(va.data(), va.size());
    int32_t *      b_row = same ? a_row : upload_array(B.row_ptr, B.m + 1), *b_col = same ? a_col : upload_array(B.col_ind, B.nnz);
    T*             b_val = same ? a_val : upload_array(vb.data(), vb.size());
    int32_t*       c_row = nullptr;
    int32_t*       c_col = nullptr;
    T*             c_val = nullptr;
    void *         buffer1 = nullptr, *buffer2 = nullptr;
    size_t         size1 = 0, size2 = 0;
    int64_t        c_nnz = 0;
    cusparseSpMatDescr_t mat_a, mat_b, mat_c = nullptr;
    CHECK_CUDA(cudaMalloc(&c_row, sizeof(int32_t) * (m + 1)));
    CHECK_CUSPARSE(cusparseCreateCsr(&mat_a, A.m, A.n, A.nnz, a_row, a_col, a_val, CUSPARSE_INDEX_32I,
                                     CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, dt));
    CHECK_CUSPARSE(cusparseCreateCsr(&mat_b, B.m, B.n, B.nnz, b_row, b_col, b_val, CUSPARSE_INDEX_32I,
                                     CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, dt));
    // C of the previous call, released untimed.
    auto release_c = [&]() {
        if(mat_c != nullptr)
            CHECK_CUSPARSE(cusparseDestroySpMat(mat_c));
        cudaFree(c_col);
        cudaFree(c_val);
        mat_c = nullptr;
        c_col = nullptr;
        c_val = nullptr;
    };
    // The product as cuSPARSE's documentation makes it; false with f.why
    // set when a step fails.
    auto product = [&](spgemm_failure& f) {
        cusparseSpGEMMDescr_t d;
        // Each step twice: its buffer's size, then the step with the buffer.
        auto estimate = [&](void* buffer) {
            return cusparseSpGEMM_workEstimation(handle, op, op, &alpha, mat_a, mat_b, &beta, mat_c, dt,
                                                 CUSPARSE_SPGEMM_DEFAULT, d, &size1, buffer);
        };
        auto compute = [&](void* buffer) {
            return cusparseSpGEMM_compute(handle, op, op, &alpha, mat_a, mat_b, &beta, mat_c, dt,
                                          CUSPARSE_SPGEMM_DEFAULT, d, &size2, buffer);
        };
        bool ok = f.sparse(cusparseSpGEMM_createDescr(&d), "SpGEMM_createDescr")
                  && f.sparse(cusparseCreateCsr(&mat_c, m, n, 0, c_row, nullptr, nullptr, CUSPARSE_INDEX_32I,
                                                CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, dt),
                              "CreateCsr C")
                  && f.sparse(estimate(nullptr), "SpGEMM_workEstimation (size)")
                  && f.cuda(cudaMalloc(&buffer1, size1), "buffer 1", size1)
                  && f.sparse(estimate(buffer1), "SpGEMM_workEstimation")
                  && f.sparse(compute(nullptr), "SpGEMM_compute (size)")
                  && f.cuda(cudaMalloc(&buffer2, size2), "buffer 2", size2)
                  && f.sparse(compute(buffer2), "SpGEMM_compute");
        int64_t rows = 0, cols = 0;
        ok = ok && f.sparse(cusparseSpMatGetSize(mat_c, &rows, &cols, &c_nnz), "SpMatGetSize")
             && f.cuda(cudaMalloc(&c_col, sizeof(int32_t) * c_nnz + 1), "C's columns", sizeof(int32_t) * c_nnz + 1)
             && f.cuda(cudaMalloc(&c_val, sizeof(T) * c_nnz + 1), "C's values", sizeof(T) * c_nnz + 1)
             && f.sparse(cusparseCsrSetPointers(mat_c, c_row, c_col, c_val), "CsrSetPointers")
             && f.sparse(cusparseSpGEMM_copy(handle, op, op, &alpha, mat_a, mat_b, &beta, mat_c, dt,
                                             CUSPARSE_SPGEMM_DEFAULT, d),
                         "SpGEMM_copy");
        cudaFree(buffer1);
        cudaFree(buffer2);
        buffer1 = buffer2 = nullptr;
        cusparseSpGEMM_destroyDescr(d);
        return ok;
    };
    spgemm_failure first;
    bool           ok       = product(first);
    const double   c_bytes  = 4.0 * (m + 1) + (4.0 + sizeof(T)) * (double)c_nnz;
    CHECK_CUDA(cudaDeviceSynchronize());
    if(ok)
        std::printf("# gemm-info %s %c products %lld nnz_C %lld buffer_bytes %zu C_bytes %.0f peak_bytes %.0f\n", name,
                    prec, (long long)products, (long long)c_nnz, size1 + size2, c_bytes, (double)(size1 + size2) + c_bytes);
    else
    {
        std::printf("# gemm-info %s %c products %lld failed: %s\n", name, prec, (long long)products, first.why.c_str());
        unable("spgemm", name, prec, first.why);
    }
    bool checked = true;
    if(ok && o.verify)
    {
        std::vector<int32_t> ptr(m + 1);
        CHECK_CUDA(cudaMemcpy(ptr.data(), c_row, sizeof(int32_t) * (m + 1), cudaMemcpyDeviceToHost));
        const double eps = sizeof(T) == 4 ? 1.1920929e-07 : 2.220446049250313e-16;
        int64_t      bad = 0;
        for(int64_t b = 0; bad == 0 && b < bench_check_block_count(m); ++b)
        {
            int64_t first_row, count;
            bench_check_block(m, b, &first_row, &count);
            const int64_t        begin = ptr[first_row], len = ptr[first_row + count] - begin;
            std::vector<int32_t> col(len + 1);
            std::vector<T>       val(len + 1);
            CHECK_CUDA(cudaMemcpy(col.data(), c_col + begin, sizeof(int32_t) * len, cudaMemcpyDeviceToHost));
            CHECK_CUDA(cudaMemcpy(val.data(), c_val + begin, sizeof(T) * len, cudaMemcpyDeviceToHost));
            bad = bench_check_product_rows(&A, &B, first_row, count, ptr.data() + first_row, col.data(), val.data(),
                                           sizeof(T) == 4 ? BENCH_KIND_FLOAT : BENCH_KIND_DOUBLE, 0, eps, err,
                                           sizeof(err));
        }
        if(bad != 0)
            std::fprintf(stderr, "cusparse-baseline: spgemm: check failed: %s\n", bad < 0 ? "out of host memory" : err);
        checked = bad == 0;
    }
    if(ok)
    {
        auto call = [&]() {
            spgemm_failure f;
            if(!product(f))
            {
                std::fprintf(stderr, "cusparse-baseline: spgemm: %s\n", f.why.c_str());
                std::exit(1);
            }
        };
        time_modes(o, evict, call, t, release_c);
        const bench_matrix s = shape_of(m, n, A.nnz);
        const double       bytes = 4.0 * (A.m + 1 + A.nnz) + sizeof(T) * (double)A.nnz
                             + (same ? 0.0 : 4.0 * (B.m + 1 + B.nnz) + sizeof(T) * (double)B.nnz) + c_bytes;
        print_lines("spgemm", name, prec, s, 1, o, t, bytes, nullptr, 2.0 * (double)products);
    }
    release_c();
    CHECK_CUSPARSE(cusparseDestroySpMat(mat_a));
    CHECK_CUSPARSE(cusparseDestroySpMat(mat_b));
    cudaFree(a_row);
    cudaFree(a_col);
    cudaFree(a_val);
    if(!same)
    {
        cudaFree(b_row);
        cudaFree(b_col);
        cudaFree(b_val);
    }
    cudaFree(c_row);
    bench_matrix_free(&A);
    bench_matrix_free(&Bown);
    return checked;
}

#if defined(FSPARSE_HAVE_CUSPARSEXCSRSORT) && defined(FSPARSE_HAVE_CUSPARSEXCSCSORT)                   \
    && defined(FSPARSE_HAVE_CUSPARSEXCOOSORTBYROW) && defined(FSPARSE_HAVE_CUSPARSECREATEIDENTITYPERMUTATION)
#define FSPARSE_LEGACY_SORTS 1
#endif

// The sorts: which one, and its input's form.
enum class sort_kind
{
    csr,
    csc,
    coo_row,
    coo_column
};

#if defined(FSPARSE_LEGACY_SORTS)
template <typename T>
static bool sort(const options& o, const char* name, sort_kind kind, const bench_matrix& A, const bench_matrix& At,
                 cusparseHandle_t handle, const eviction& evict, timing t[2])
{
    const cudaDataType  dt       = sizeof(T) == 4 ? CUDA_R_32F : CUDA_R_64F;
    const char          prec     = sizeof(T) == 4 ? 's' : 'd';
    const char* const   routines[] = {"Xcsrsort", "Xcscsort", "XcoosortByRow", "XcoosortByColumn"};
    const char*         routine  = routines[(int)kind];
    const bool          csc      = kind == sort_kind::csc || kind == sort_kind::coo_column;
    const bench_matrix& want     = csc ? At : A; // the sorted form
    const int           m = (int)A.m, n = (int)A.n, nnz = (int)A.nnz;
    char                err[512];
    std::vector<int32_t> major, minor; // the shuffled input: pointers or rows, and indices
    std::vector<T>       shuffled;
    if(kind == sort_kind::csr || kind == sort_kind::csc)
    {
        bench_matrix M = want;
        std::vector<int32_t> col(want.col_ind, want.col_ind + nnz);
        std::vector<double>  val(want.val, want.val + nnz);
        M.col_ind = col.data();
        M.val     = val.data();
        bench_matrix_shuffle_rows(&M, o.seed, err, sizeof(err));
        major.assign(want.row_ptr, want.row_ptr + want.m + 1);
        minor    = col;
        shuffled = values_of<T>(val.data(), nnz);
    }
    else
    {
        int32_t *row, *col;
        double*  val;
        if(!bench_coo_shuffled(&A, o.seed, &row, &col, &val, err, sizeof(err)))
        {
            std::fprintf(stderr, "cusparse-baseline: %s\n", err);
            return false;
        }
        major.assign(row, row + nnz);
        minor.assign(col, col + nnz);
        shuffled = values_of<T>(val, nnz);
        std::free(row);
        std::free(col);
        std::free(val);
    }
    int32_t* d_major = upload_array(major.data(), major.size());
    int32_t* d_minor = upload_array(minor.data(), minor.size());
    T*       d_val   = upload_array(shuffled.data(), shuffled.size());
    int32_t* d_perm  = nullptr;
    T*       d_out   = nullptr;
    void*    buffer  = nullptr;
    size_t   size    = 0;
    CHECK_CUDA(cudaMalloc(&d_perm, sizeof(int32_t) * nnz + 1));
    CHECK_CUDA(cudaMalloc(&d_out, sizeof(T) * nnz + 1));
    cusparseMatDescr_t   descr;
    cusparseDnVecDescr_t vy;
    cusparseSpVecDescr_t vx;
    CHECK_CUSPARSE(cusparseCreateMatDescr(&descr));
    CHECK_CUSPARSE(cusparseCreateDnVec(&vy, nnz, d_val, dt));
    CHECK_CUSPARSE(cusparseCreateSpVec(&vx, nnz, nnz, d_perm, d_out, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, dt));
    switch(kind)
    {
    case sort_kind::csr:
        CHECK_CUSPARSE(cusparseXcsrsort_bufferSizeExt(handle, m, n, nnz, d_major, d_minor, &size));
        break;
    case sort_kind::csc:
        CHECK_CUSPARSE(cusparseXcscsort_bufferSizeExt(handle, m, n, nnz, d_major, d_minor, &size));
        break;
    default:
        CHECK_CUSPARSE(cusparseXcoosort_bufferSizeExt(handle, m, n, nnz, d_major, d_minor, &size));
        break;
    }
    CHECK_CUDA(cudaMalloc(&buffer, size + 1));
    auto restore = [&]() {
        CHECK_CUDA(cudaMemcpy(d_minor, minor.data(), sizeof(int32_t) * nnz, cudaMemcpyHostToDevice));
        if(kind == sort_kind::coo_row || kind == sort_kind::coo_column)
            CHECK_CUDA(cudaMemcpy(d_major, major.data(), sizeof(int32_t) * nnz, cudaMemcpyHostToDevice));
    };
    auto call = [&]() {
        CHECK_CUSPARSE(cusparseCreateIdentityPermutation(handle, nnz, d_perm));
        switch(kind)
        {
        case sort_kind::csr:
            CHECK_CUSPARSE(cusparseXcsrsort(handle, m, n, nnz, descr, d_major, d_minor, d_perm, buffer));
            break;
        case sort_kind::csc:
            CHECK_CUSPARSE(cusparseXcscsort(handle, m, n, nnz, descr, d_major, d_minor, d_perm, buffer));
            break;
        case sort_kind::coo_row:
            CHECK_CUSPARSE(cusparseXcoosortByRow(handle, m, n, nnz, d_major, d_minor, d_perm, buffer));
            break;
        case sort_kind::coo_column:
            CHECK_CUSPARSE(cusparseXcoosortByColumn(handle, m, n, nnz, d_major, d_minor, d_perm, buffer));
            break;
        }
        CHECK_CUSPARSE(cusparseGather(handle, vy, vx));
    };
    restore();
    call();
    bool ok = true;
    if(o.verify)
    {
        std::vector<T> want_val = values_of<T>(want.val, nnz);
        if(kind == sort_kind::csr || kind == sort_kind::csc)
            ok = same_array(routine, "the sorted indices", d_minor, want.col_ind, nnz);
        else
        {
            std::vector<int32_t> rows(nnz);
            for(int64_t i = 0; i < want.m; ++i)
                for(int64_t k = want.row_ptr[i]; k < want.row_ptr[i + 1]; ++k)
                    rows[k] = (int32_t)i;
            // By column, the rows are the minor key of the sorted form.
            ok = same_array(routine, "the sorted row indices", d_major, csc ? want.col_ind : rows.data(), nnz)
                 && same_array(routine, "the sorted column indices", d_minor, csc ? rows.data() : want.col_ind, nnz);
        }
        ok = ok && same_array(routine, "the values gathered through perm", d_out, want_val.data(), nnz);
    }
    time_modes(o, evict, call, t, restore);
    const double ptr_count = kind == sort_kind::csr ? m + 1.0 : kind == sort_kind::csc ? n + 1.0 : 2.0 * nnz;
    print_lines(routine, name, prec, A, 1, o, t, 4.0 * (ptr_count + 3.0 * nnz) + 2.0 * sizeof(T) * nnz, nullptr, 0);
    CHECK_CUSPARSE(cusparseDestroyDnVec(vy));
    CHECK_CUSPARSE(cusparseDestroySpVec(vx));
    CHECK_CUSPARSE(cusparseDestroyMatDescr(descr));
    cudaFree(d_major);
    cudaFree(d_minor);
    cudaFree(d_val);
    cudaFree(d_perm);
    cudaFree(d_out);
    cudaFree(buffer);
    return ok;
}
#endif

// The deterministic algorithm: CUSPARSE_CSR2CSC_ALG1 in CUDA 11, named
// CUSPARSE_CSR2CSC_ALG_DEFAULT since; both are 1.
static const cusparseCsr2CscAlg_t csr2csc_alg = (cusparseCsr2CscAlg_t)1;

template <typename T>
static bool csr2csc(const options& o, const char* name, const bench_matrix& A, const bench_matrix& At,
                    cusparseHandle_t handle, const eviction& evict, timing t[2])
{
    const cudaDataType dt   = sizeof(T) == 4 ? CUDA_R_32F : CUDA_R_64F;
    const char         prec = sizeof(T) == 4 ? 's' : 'd';
    const int          m = (int)A.m, n = (int)A.n, nnz = (int)A.nnz;
    std::vector<T>     val = values_of<T>(A.val, nnz), want = values_of<T>(At.val, nnz);
    int32_t *          d_row = upload_array(A.row_ptr, A.m + 1), *d_col = upload_array(A.col_ind, A.nnz);
    T*                 d_val = upload_array(val.data(), val.size());
    int32_t *          c_ptr = nullptr, *c_ind = nullptr;
    T*                 c_val  = nullptr;
    void*              buffer = nullptr;
    size_t             size   = 0;
    CHECK_CUDA(cudaMalloc(&c_ptr, sizeof(int32_t) * (n + 1)));
    CHECK_CUDA(cudaMalloc(&c_ind, sizeof(int32_t) * nnz + 1));
    CHECK_CUDA(cudaMalloc(&c_val, sizeof(T) * nnz + 1));
    CHECK_CUSPARSE(cusparseCsr2cscEx2_bufferSize(handle, m, n, nnz, d_val, d_row, d_col, c_val, c_ptr, c_ind, dt,
                                                 CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO, csr2csc_alg,
                                                 &size));
    CHECK_CUDA(cudaMalloc(&buffer, size + 1));
    auto call = [&]() {
        CHECK_CUSPARSE(cusparseCsr2cscEx2(handle, m, n, nnz, d_val, d_row, d_col, c_val, c_ptr, c_ind, dt,
                                          CUSPARSE_ACTION_NUMERIC, CUSPARSE_INDEX_BASE_ZERO, csr2csc_alg,
                                          buffer));
    };
    call();
    bool ok = !o.verify
              || (same_array("csr2cscEx2", "csc_col_ptr", c_ptr, At.row_ptr, n + 1)
                  && same_array("csr2cscEx2", "csc_row_ind", c_ind, At.col_ind, nnz)
                  && same_array("csr2cscEx2", "csc_val", c_val, want.data(), nnz));
    time_modes(o, evict, call, t);
    print_lines("csr2cscEx2", name, prec, A, 1, o, t, 4.0 * (m + n + 2.0 + 2.0 * nnz) + 2.0 * sizeof(T) * nnz,
                nullptr, 0);
    cudaFree(d_row);
    cudaFree(d_col);
    cudaFree(d_val);
    cudaFree(c_ptr);
    cudaFree(c_ind);
    cudaFree(c_val);
    cudaFree(buffer);
    return ok;
}

#if defined(FSPARSE_HAVE_CUSPARSECREATEIDENTITYPERMUTATION)
template <typename T>
static bool identity(const options& o, const char* name, const bench_matrix& A, cusparseHandle_t handle,
                     const eviction& evict, timing t[2])
{
    const int            nnz = (int)A.nnz;
    int32_t*             p   = nullptr;
    std::vector<int32_t> want(nnz);
    for(int k = 0; k < nnz; ++k)
        want[k] = k;
    CHECK_CUDA(cudaMalloc(&p, sizeof(int32_t) * nnz + 1));
    auto call = [&]() { CHECK_CUSPARSE(cusparseCreateIdentityPermutation(handle, nnz, p)); };
    call();
    const bool ok = !o.verify || same_array("identity", "the identity permutation", p, want.data(), nnz);
    time_modes(o, evict, call, t);
    print_lines("identity", name, sizeof(T) == 4 ? 's' : 'd', A, 1, o, t, 4.0 * nnz, nullptr, 0);
    cudaFree(p);
    return ok;
}
#endif

#if defined(FSPARSE_HAVE_CUSPARSEDNNZ)
template <typename T>
struct dense_count;
template <>
struct dense_count<float>
{
    static constexpr auto call = &cusparseSnnz;
};
template <>
struct dense_count<double>
{
    static constexpr auto call = &cusparseDnnz;
};
#endif

// <t>nnz per row on the dense matrix dense_MxN of operands.c.
template <typename T>
static bool count_nonzeros(const options& o, const char* name, int64_t m, int64_t n, cusparseHandle_t handle,
                           const eviction& evict, timing t[2])
{
    const char prec = sizeof(T) == 4 ? 's' : 'd';
#if defined(FSPARSE_HAVE_CUSPARSEDNNZ)
    std::vector<T>       dense((size_t)(m * n));
    std::vector<int32_t> want(m, 0);
    int                  total = 0;
    int64_t              want_total = 0;
#pragma omp parallel for schedule(static)
    for(int64_t j = 0; j < n; ++j)
        for(int64_t i = 0; i < m; ++i)
            dense[i + j * m] = (T)bench_dense_value(o.seed, m, n, i, j);
    for(int64_t j = 0; j < n; ++j)
        for(int64_t i = 0; i < m; ++i)
            if(dense[i + j * m] != 0)
            {
                want[i]++;
                want_total++;
            }
    T*                 d_a   = upload_array(dense.data(), dense.size());
    int32_t*           d_cnt = nullptr;
    cusparseMatDescr_t descr;
    CHECK_CUSPARSE(cusparseCreateMatDescr(&descr));
    CHECK_CUDA(cudaMalloc(&d_cnt, sizeof(int32_t) * m + 1));
    auto call = [&]() {
        CHECK_CUSPARSE(dense_count<T>::call(handle, CUSPARSE_DIRECTION_ROW, (int)m, (int)n, descr, d_a, (int)m, d_cnt,
                                            &total));
    };
    call();
    bool ok = !o.verify || (same_array("nnz", "the counts per row", d_cnt, want.data(), m) && total == want_total);
    if(!ok)
        std::fprintf(stderr, "cusparse-baseline: nnz: total %d, the host counts %lld\n", total, (long long)want_total);
    time_modes(o, evict, call, t);
    print_lines("nnz", name, prec, shape_of(m, n, want_total), 1, o, t, sizeof(T) * (double)m * n + 4.0 * m, nullptr,
                0);
    CHECK_CUSPARSE(cusparseDestroyMatDescr(descr));
    cudaFree(d_a);
    cudaFree(d_cnt);
    return ok;
#else
    (void)o, (void)m, (void)n, (void)handle, (void)evict, (void)t;
    unable("nnz", name, prec, "cusparse<t>nnz is not in this CUDA's cusparse.h: nothing timed");
    return true;
#endif
}

// The structural routines of --routines on --matrix (a suite matrix, a
// product case for spgemm, dense_MxN for nnz).
template <typename T>
static int run_structural(const options& o)
{
    const char*      name   = o.matrix.c_str();
    const char*      cache  = o.cache.empty() ? nullptr : o.cache.c_str();
    const char       prec   = sizeof(T) == 4 ? 's' : 'd';
    (void)prec; // only where a routine is missing
    int              failed = 0;
    bench_matrix     A, At;
    char             err[512];
    cusparseHandle_t handle;
    std::memset(&A, 0, sizeof(A));
    std::memset(&At, 0, sizeof(At));
    CHECK_CUSPARSE(cusparseCreate(&handle));
    CHECK_CUSPARSE(cusparseSetPointerMode(handle, CUSPARSE_POINTER_MODE_HOST));
    const eviction evict;
    // The suite matrix and its transpose, made on first need.
    auto matrix = [&]() {
        if(A.row_ptr == nullptr
           && (!bench_matrix_load(name, o.seed, cache, &A, err, sizeof(err))
               || !bench_matrix_transpose(&A, &At, err, sizeof(err))))
        {
            std::fprintf(stderr, "cusparse-baseline: %s\n", err);
            std::exit(1);
        }
        round_to(&A, sizeof(T) == 4);
        round_to(&At, sizeof(T) == 4);
        return true;
    };
    for(const std::string& r : o.routines)
    {
        timing  t[2];
        int64_t m, n;
        bool    ok = true;
        if(r == "spgemm")
            ok = spgemm<T>(o, name, handle, evict, t);
        else if(r == "nnz" && bench_dense_name(name, &m, &n))
            ok = count_nonzeros<T>(o, name, m, n, handle, evict, t);
        else if(r == "nnz")
        {
            std::fprintf(stderr, "cusparse-baseline: nnz takes --matrix dense_MxN\n");
            ok = false;
        }
        else if(r == "csr2cscEx2" && matrix())
            ok = csr2csc<T>(o, name, A, At, handle, evict, t);
        else if(r == "identity" && matrix())
        {
#if defined(FSPARSE_HAVE_CUSPARSECREATEIDENTITYPERMUTATION)
            ok = identity<T>(o, name, A, handle, evict, t);
#else
            unable("identity", name, prec, "cusparseCreateIdentityPermutation is not in this CUDA's cusparse.h");
#endif
        }
        else if(matrix())
        {
            const sort_kind kind = r == "Xcsrsort"        ? sort_kind::csr
                                   : r == "Xcscsort"      ? sort_kind::csc
                                   : r == "XcoosortByRow" ? sort_kind::coo_row
                                                          : sort_kind::coo_column;
#if defined(FSPARSE_LEGACY_SORTS)
            ok = sort<T>(o, name, kind, A, At, handle, evict, t);
#else
            (void)kind;
            unable(r.c_str(), name, prec, "this CUDA's cusparse.h lacks the legacy sorts or the identity");
#endif
        }
        failed |= !ok;
    }
    bench_matrix_free(&A);
    bench_matrix_free(&At);
    CHECK_CUSPARSE(cusparseDestroy(handle));
    return failed;
}
