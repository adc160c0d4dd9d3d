/* Conversion kernels of the host backend that move values, for one
 * precision (P as in level1_template.h). */
#define HOST_CAT_(a, b) a##_##b
#define HOST_CAT(a, b) HOST_CAT_(a, b)
#define T HOST_CAT(host, P)
#define FN(name) HOST_CAT(name, P)

/* Row i's first `width` entries into ELL slots (column-major), padded with
 * column -1 and value 0; the rest of the row is left to the caller. */
static void FN(host_csr2ell)(rocsparse_int m, rocsparse_int csr_base, const void* csr_val_,
                             const rocsparse_int* row_ptr, const rocsparse_int* csr_col, rocsparse_int ell_base,
                             rocsparse_int width, void* ell_val_, rocsparse_int* ell_col)
{
    const T* csr_val = (const T*)csr_val_;
    T*       ell_val = (T*)ell_val_;
#pragma omp parallel for if((long long)m * width > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < m; ++i)
    {
        const rocsparse_int begin = row_ptr[i] - csr_base;
        const rocsparse_int len   = row_ptr[i + 1] - row_ptr[i];
        for(rocsparse_int p = 0; p < width; ++p)
        {
            const size_t slot = (size_t)p * m + i;
            if(p < len)
            {
                ell_col[slot] = csr_col[begin + p] - csr_base + ell_base;
                ell_val[slot] = csr_val[begin + p];
            }
            else
            {
                ell_col[slot] = -1;
                ell_val[slot] = 0;
            }
        }
    }
}

/* Row i's valid ELL entries, in slot order, from CSR position row_ptr[i]. */
static void FN(host_ell2csr)(rocsparse_int m, rocsparse_int n, rocsparse_int ell_base, rocsparse_int width,
                             const void* ell_val_, const rocsparse_int* ell_col, rocsparse_int csr_base,
                             void* csr_val_, const rocsparse_int* row_ptr, rocsparse_int* csr_col)
{
    const T* ell_val = (const T*)ell_val_;
    T*       csr_val = (T*)csr_val_;
#pragma omp parallel for if((long long)m * width > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < m; ++i)
    {
        rocsparse_int q = row_ptr[i] - csr_base;
        for(rocsparse_int p = 0; p < width; ++p)
        {
            const size_t        slot = (size_t)p * m + i;
            const rocsparse_int c    = ell_col[slot] - ell_base;
            if(c >= 0 && c < n)
            {
                csr_col[q] = c + csr_base;
                csr_val[q] = ell_val[slot];
                ++q;
            }
        }
    }
}

/* The entries of each row past the ELL width, to COO position coo_ptr[i]. */
static void FN(host_csr2hyb_coo)(rocsparse_int m, rocsparse_int base, const void* csr_val_,
                                 const rocsparse_int* row_ptr, const rocsparse_int* csr_col, rocsparse_int width,
                                 const rocsparse_int* coo_ptr, void* coo_val_, rocsparse_int* coo_row,
                                 rocsparse_int* coo_col)
{
    const T* csr_val = (const T*)csr_val_;
    T*       coo_val = (T*)coo_val_;
#pragma omp parallel for if(coo_ptr[m] > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < m; ++i)
    {
        const rocsparse_int begin = row_ptr[i] - base;
        rocsparse_int       q     = coo_ptr[i];
        for(rocsparse_int p = begin + width; p < row_ptr[i + 1] - base; ++p, ++q)
        {
            coo_row[q] = i + base;
            coo_col[q] = csr_col[p];
            coo_val[q] = csr_val[p];
        }
    }
}

/* Each row's COO entries (from coo_ptr[i]) after its ELL entries (from
 * row_ptr[i]; the ELL part of width 0 when there is none). */
static void FN(host_hyb2csr_coo)(rocsparse_int m, rocsparse_int base, const rocsparse_hyb_mat hyb,
                                 const rocsparse_int* coo_ptr, void* csr_val_, const rocsparse_int* row_ptr,
                                 rocsparse_int* csr_col)
{
    const T* coo_val = (const T*)hyb->coo_val;
    T*       csr_val = (T*)csr_val_;
#pragma omp parallel for if(hyb->coo_nnz > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < m; ++i)
    {
        rocsparse_int q = row_ptr[i + 1] - base - (coo_ptr[i + 1] - coo_ptr[i]);
        for(rocsparse_int e = coo_ptr[i]; e < coo_ptr[i + 1]; ++e, ++q)
        {
            csr_col[q] = hyb->coo_col_ind[e];
            csr_val[q] = coo_val[e];
        }
    }
}

#undef FN
#undef T
#undef HOST_CAT
#undef HOST_CAT_
