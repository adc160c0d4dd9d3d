/* The few OpenMP queries the host kernels make, with their serial values
 * when the library is built without OpenMP. */
#ifndef FSPARSE_HOST_OMP_H
#define FSPARSE_HOST_OMP_H

#ifdef _OPENMP
#include <omp.h>
static inline int host_max_threads(void)
{
    return omp_get_max_threads();
}
static inline int host_thread_num(void)
{
    return omp_get_thread_num();
}
static inline int host_num_threads(void)
{
    return omp_get_num_threads();
}
#else
static inline int host_max_threads(void)
{
    return 1;
}
static inline int host_thread_num(void)
{
    return 0;
}
static inline int host_num_threads(void)
{
    return 1;
}
#endif

#endif /* FSPARSE_HOST_OMP_H */
