/* What every C example shares: stopping at the first failed call, copies
 * to and from device memory, the 2D Laplacian that the matrix examples
 * work on, and the comparison with an independent result. Kept out of the
 * examples so that each of them shows only its own routine.
 *
 * Device memory comes from fsparse-device.h, so each example runs on a GPU
 * build and on the host backend alike. */
#ifndef FSPARSE_EXAMPLE_H
#define FSPARSE_EXAMPLE_H

#include <rocsparse/fsparse-device.h>
#include <rocsparse/rocsparse.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* Every call returns a status: stop at the first failure and say which. */
#define CHECK(call)                                                                   \
    do                                                                                \
    {                                                                                 \
        rocsparse_status status_ = (call);                                            \
        if(status_ != rocsparse_status_success)                                       \
        {                                                                             \
            fprintf(stderr, "%s:%d: %s failed with rocsparse_status %d\n", __FILE__, \
                    __LINE__, #call, (int)status_);                                   \
            exit(EXIT_FAILURE);                                                       \
        }                                                                             \
    } while(0)

/* Host memory that must exist: an example has nothing sensible to do
 * without it. */
static inline void* example_alloc(size_t bytes)
{
    void* p = malloc(bytes > 0 ? bytes : 1);
    if(p == NULL)
    {
        fprintf(stderr, "out of host memory (%zu bytes)\n", bytes);
        exit(EXIT_FAILURE);
    }
    return p;
}

/* A device copy of bytes of host memory. */
static inline void* to_device(const void* host, size_t bytes)
{
    void* device = NULL;
    CHECK(fsparse_malloc(&device, bytes));
    CHECK(fsparse_copy_to_device(device, host, bytes));
    return device;
}

/* Copies device memory back; the copy waits for the work before it. */
static inline void to_host(void* host, const void* device, size_t bytes)
{
    CHECK(fsparse_copy_to_host(host, device, bytes));
}

/* The 5-point Laplacian of an nx x ny grid, point (i, j) being row
 * i + nx * j: 4 on the diagonal, -1 for each neighbour inside the grid.
 * CSR with sorted columns in the given base; the arrays are malloc'ed. */
typedef struct
{
    rocsparse_int  m; /* rows and columns */
    rocsparse_int  nnz;
    rocsparse_int* row_ptr;
    rocsparse_int* col_ind;
    double*        val;
} laplacian;

static inline laplacian laplacian_2d(int nx, int ny, rocsparse_index_base base)
{
    laplacian A;
    A.m       = nx * ny;
    A.row_ptr = (rocsparse_int*)example_alloc(sizeof(rocsparse_int) * (A.m + 1));
    A.col_ind = (rocsparse_int*)example_alloc(sizeof(rocsparse_int) * 5 * A.m);
    A.val     = (double*)example_alloc(sizeof(double) * 5 * A.m);
    A.nnz     = 0;
    for(int j = 0; j < ny; ++j)
        for(int i = 0; i < nx; ++i)
        {
            const int row = i + nx * j;
            /* In column order: below, left, the point, right, above. */
            const int  cols[5] = {row - nx, row - 1, row, row + 1, row + nx};
            const int  keep[5] = {j > 0, i > 0, 1, i < nx - 1, j < ny - 1};
            A.row_ptr[row]     = A.nnz + base;
            for(int k = 0; k < 5; ++k)
                if(keep[k])
                {
                    A.col_ind[A.nnz] = cols[k] + base;
                    A.val[A.nnz]     = cols[k] == row ? 4.0 : -1.0;
                    ++A.nnz;
                }
        }
    A.row_ptr[A.m] = A.nnz + base;
    return A;
}

/* A CSR matrix's arrays in device memory. */
typedef struct
{
    rocsparse_int* row_ptr;
    rocsparse_int* col_ind;
    double*        val;
} device_csr;

static inline device_csr csr_to_device(const laplacian* A)
{
    device_csr d;
    d.row_ptr = (rocsparse_int*)to_device(A->row_ptr, sizeof(rocsparse_int) * (A->m + 1));
    d.col_ind = (rocsparse_int*)to_device(A->col_ind, sizeof(rocsparse_int) * A->nnz);
    d.val     = (double*)to_device(A->val, sizeof(double) * A->nnz);
    return d;
}

static inline void device_csr_free(device_csr* d)
{
    CHECK(fsparse_free(d->row_ptr));
    CHECK(fsparse_free(d->col_ind));
    CHECK(fsparse_free(d->val));
}

static inline void laplacian_free(laplacian* A)
{
    free(A->row_ptr);
    free(A->col_ind);
    free(A->val);
}

/* y = A * x from the stencil itself, not from the CSR arrays: the
 * independent result that the products are compared with. */
static inline void laplacian_2d_apply(int nx, int ny, const double* x, double* y)
{
    for(int j = 0; j < ny; ++j)
        for(int i = 0; i < nx; ++i)
        {
            const int row = i + nx * j;
            double    sum = 4.0 * x[row];
            if(i > 0)
                sum -= x[row - 1];
            if(i < nx - 1)
                sum -= x[row + 1];
            if(j > 0)
                sum -= x[row - nx];
            if(j < ny - 1)
                sum -= x[row + nx];
            y[row] = sum;
        }
}

/* One triangle of CSR values as a dense m x m row-major matrix: the lower
 * triangle (lower != 0) or the upper one, with 1 on the diagonal when unit
 * != 0. The factorization examples check the factors with it. */
static inline double* dense_triangle(const laplacian* A, const double* val, int lower, int unit)
{
    const int m = A->m;
    double*   T = (double*)example_alloc(sizeof(double) * m * m);
    for(int k = 0; k < m * m; ++k)
        T[k] = 0.0;
    const int base = A->row_ptr[0];
    for(int i = 0; i < m; ++i)
    {
        for(int k = A->row_ptr[i] - base; k < A->row_ptr[i + 1] - base; ++k)
        {
            const int j = A->col_ind[k] - base;
            if(lower ? j < i : j > i)
                T[i * m + j] = val[k];
            else if(j == i && !unit)
                T[i * m + j] = val[k];
        }
        if(unit)
            T[i * m + i] = 1.0;
    }
    return T;
}

/* y = T * x for a dense m x m row-major T. */
static inline void dense_apply(int m, const double* T, const double* x, double* y)
{
    for(int i = 0; i < m; ++i)
    {
        double sum = 0.0;
        for(int j = 0; j < m; ++j)
            sum += T[i * m + j] * x[j];
        y[i] = sum;
    }
}

/* The entries of the product L * R (both dense m x m row-major) at the
 * positions of A's pattern, in A's order: an incomplete factorization
 * must reproduce A there. */
static inline void product_on_pattern(const laplacian* A, const double* L, const double* R,
                                      double* out)
{
    const int m    = A->m;
    const int base = A->row_ptr[0];
    for(int i = 0; i < m; ++i)
        for(int k = A->row_ptr[i] - base; k < A->row_ptr[i + 1] - base; ++k)
        {
            const int j   = A->col_ind[k] - base;
            double    sum = 0.0;
            for(int l = 0; l < m; ++l)
                sum += L[i * m + l] * R[l * m + j];
            out[k] = sum;
        }
}

/* Values in [-1, 1) from a fixed seed: the examples draw their inputs,
 * and a failure can be repeated. */
static inline double example_random(void)
{
    static unsigned long long state = 12345;
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(state >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

static inline void fill_random(double* v, int n)
{
    for(int i = 0; i < n; ++i)
        v[i] = example_random();
}

/* Prints the largest difference, relative to the largest reference
 * value, and exits with failure when it is above tol. */
static inline void expect_close(const char* what, const double* got, const double* want, int n,
                                double tol)
{
    double diff = 0.0, scale = 0.0;
    for(int i = 0; i < n; ++i)
    {
        const double d = fabs(got[i] - want[i]);
        /* A NaN must fail too, and stay once found. */
        if(d > diff || d != d)
            diff = d;
        if(fabs(want[i]) > scale)
            scale = fabs(want[i]);
    }
    const double rel = diff / (scale > 0.0 ? scale : 1.0);
    printf("%s: largest relative difference %.1e\n", what, rel);
    if(!(rel <= tol))
    {
        fprintf(stderr, "%s: wrong result (relative difference %.3e, allowed %.1e)\n", what,
                rel, tol);
        exit(EXIT_FAILURE);
    }
}

#endif /* FSPARSE_EXAMPLE_H */
