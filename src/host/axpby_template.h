/* Value helpers shared by the host product templates, for one precision
 * (T and FN as the including template defines them). */

/* alpha * sum + beta * old, where beta == 0 ignores old (it may be NaN)
 * and beta == NULL means "add to old". */
static inline T FN(host_axpby)(T alpha, T sum, const T* beta, T old)
{
    if(beta == NULL)
        return old + alpha * sum;
    if(*beta == 0)
        return alpha * sum;
    return alpha * sum + *beta * old;
}

/* y = beta * y over len entries, with the same rules. */
static inline void FN(host_scale)(rocsparse_int len, const T* beta, T* y)
{
    if(beta == NULL)
        return;
    const T b = *beta;
#pragma omp parallel for if(len > HOST_PARALLEL_MIN)
    for(rocsparse_int i = 0; i < len; ++i)
        y[i] = b == 0 ? 0 : b * y[i];
}
