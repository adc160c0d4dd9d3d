/* csrgemm's values on the host backend for one precision (P as in
 * level1_template.h); csrgemm.c includes it once per precision, after the
 * pattern helpers it calls. */
#define HOST_CAT_(a, b) a##_##b
#define HOST_CAT(a, b) HOST_CAT_(a, b)
#define T HOST_CAT(host, P)
#define FN(name) HOST_CAT(name, P)

/* Row by row: the row's columns (gather_row_columns, sorted), their
 * positions in pos, then every product and D's entries added in place. */
static void FN(host_csrgemm)(rocsparse_int m, rocsparse_int n, const void* alpha_, const csr_operand* A,
                             const csr_operand* B, const void* beta_, const csr_operand* D, rocsparse_int c_base,
                             void* csr_val_C_, const rocsparse_int* csr_row_ptr_C, rocsparse_int* csr_col_ind_C,
                             rocsparse_int* work)
{
    const T  alpha     = A != NULL ? *(const T*)alpha_ : (T)0;
    const T  beta      = D != NULL ? *(const T*)beta_ : (T)0;
    T*       csr_val_C = (T*)csr_val_C_;
    const T* val_A     = A != NULL ? (const T*)A->val : NULL;
    const T* val_B     = A != NULL ? (const T*)B->val : NULL;
    const T* val_D     = D != NULL ? (const T*)D->val : NULL;
#pragma omp parallel if(host_csrgemm_parallel(m, A, B, D))
    {
        rocsparse_int* pos = thread_markers(work, n);
#pragma omp for schedule(dynamic, 16)
        for(rocsparse_int i = 0; i < m; ++i)
        {
            const rocsparse_int begin = csr_row_ptr_C[i] - c_base;
            const rocsparse_int end   = csr_row_ptr_C[i + 1] - c_base;
            gather_row_columns(i, A, B, D, begin, csr_col_ind_C, pos);
            for(rocsparse_int p = begin; p < end; ++p)
            {
                pos[csr_col_ind_C[p]] = p;
                csr_val_C[p]          = 0;
            }
            if(A != NULL)
                for(rocsparse_int q = A->row_ptr[i] - A->base; q < A->row_ptr[i + 1] - A->base; ++q)
                {
                    const rocsparse_int l  = A->col_ind[q] - A->base;
                    const T             aa = alpha * val_A[q];
                    for(rocsparse_int r = B->row_ptr[l] - B->base; r < B->row_ptr[l + 1] - B->base; ++r)
                        csr_val_C[pos[B->col_ind[r] - B->base]] += aa * val_B[r];
                }
            if(D != NULL)
                for(rocsparse_int q = D->row_ptr[i] - D->base; q < D->row_ptr[i + 1] - D->base; ++q)
                    csr_val_C[pos[D->col_ind[q] - D->base]] += beta * val_D[q];
            for(rocsparse_int p = begin; p < end; ++p)
                csr_col_ind_C[p] += c_base;
        }
    }
}

#undef FN
#undef T
#undef HOST_CAT
#undef HOST_CAT_
