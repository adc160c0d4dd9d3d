/* The kernels of structural.c that read or move values, for one precision
 * (P as in conversion_template.h). */
#define HOST_CAT_(a, b) a##_##b
#define HOST_CAT(a, b) HOST_CAT_(a, b)
#define T HOST_CAT(host, P)
#define FN(name) HOST_CAT(name, P)

/* Each entry of the CSR matrix, in row order, to the next free place of its
 * column (cursor[c], advanced): rows come out ascending within columns.
 * Values move only when csr_val is not null (action numeric). */
static void FN(host_csr2csc_scatter)(rocsparse_int m, rocsparse_int n, rocsparse_int nnz, rocsparse_int base,
                                     const void* csr_val_, const rocsparse_int* row_ptr, const rocsparse_int* col_ind,
                                     void* csc_val_, rocsparse_int* row_ind, rocsparse_int* cursor)
{
    const T* csr_val = (const T*)csr_val_;
    T*       csc_val = (T*)csc_val_;
    for(rocsparse_int i = 0; i < m; ++i)
    {
        rocsparse_int begin, end;
        host_segment(row_ptr, i, base, nnz, &begin, &end);
        for(rocsparse_int p = begin; p < end; ++p)
        {
            const rocsparse_int c = col_ind[p] - base;
            if(c < 0 || c >= n)
                continue; /* outside the matrix: left out */
            const rocsparse_int q = cursor[c]++;
            row_ind[q]            = i + base;
            if(csr_val != NULL)
                csc_val[q] = csr_val[p];
        }
    }
}

/* The non-zeros of a column-major m x n matrix per row (counts of m) or per
 * column (counts of n); returns their total. Rows are counted a block at a
 * time, so that each thread reads columns contiguously. */
static int64_t FN(host_nnz)(rocsparse_direction dir, rocsparse_int m, rocsparse_int n, const void* A_,
                            rocsparse_int ld, rocsparse_int* counts)
{
    const T* A     = (const T*)A_;
    int64_t  total = 0;
    if(dir == rocsparse_direction_column)
    {
#pragma omp parallel for reduction(+ : total) if((int64_t)m * n > HOST_PARALLEL_MIN)
        for(rocsparse_int j = 0; j < n; ++j)
        {
            const T*      col   = A + (size_t)j * ld;
            rocsparse_int count = 0;
            for(rocsparse_int i = 0; i < m; ++i)
                count += col[i] != 0;
            counts[j] = count;
            total += count;
        }
        return total;
    }
    const rocsparse_int blocks = (m + HOST_NNZ_ROW_BLOCK - 1) / HOST_NNZ_ROW_BLOCK;
#pragma omp parallel for reduction(+ : total) if((int64_t)m * n > HOST_PARALLEL_MIN)
    for(rocsparse_int b = 0; b < blocks; ++b)
    {
        const rocsparse_int first = b * HOST_NNZ_ROW_BLOCK;
        const rocsparse_int last  = m - first < HOST_NNZ_ROW_BLOCK ? m : first + HOST_NNZ_ROW_BLOCK;
        for(rocsparse_int i = first; i < last; ++i)
            counts[i] = 0;
        for(rocsparse_int j = 0; j < n; ++j)
        {
            const T* col = A + (size_t)j * ld;
            for(rocsparse_int i = first; i < last; ++i)
                counts[i] += col[i] != 0;
        }
        for(rocsparse_int i = first; i < last; ++i)
            total += counts[i];
    }
    return total;
}

#undef T
#undef FN
#undef HOST_CAT
#undef HOST_CAT_
