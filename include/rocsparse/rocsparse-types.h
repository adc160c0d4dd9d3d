/* fsparse: types and enumerations of the rocSPARSE API.
 * Values are those of rocSPARSE, so existing rocSPARSE code compiles and
 * behaves unchanged. Compiles as C99 and as C++, with or without HIP. */
#ifndef ROCSPARSE_TYPES_H
#define ROCSPARSE_TYPES_H

#include <stddef.h>
#include <stdint.h>

#include "rocsparse-version.h"
#include "rocsparse-complex-types.h"

/* Index type of every array of indices. */
typedef int32_t rocsparse_int;

/* The stream type: HIP's own when its headers came first, else a
 * declaration of the same type so that no HIP header is needed. */
#if !defined(HIP_INCLUDE_HIP_HIP_RUNTIME_API_H) && !defined(ROCSPARSE_HAVE_HIP_STREAM_T)
#define ROCSPARSE_HAVE_HIP_STREAM_T 1
#if ROCSPARSE_PLATFORM_NVIDIA
typedef struct CUstream_st* hipStream_t;
#else
typedef struct ihipStream_t* hipStream_t;
#endif
#endif

/* Opaque objects, created and destroyed by the auxiliary functions. */
typedef struct _rocsparse_handle*    rocsparse_handle;
typedef struct _rocsparse_mat_descr* rocsparse_mat_descr;
typedef struct _rocsparse_hyb_mat*   rocsparse_hyb_mat;
typedef struct _rocsparse_mat_info*  rocsparse_mat_info;

#ifdef __cplusplus
extern "C" {
#endif

typedef enum rocsparse_operation_
{
    rocsparse_operation_none                = 111,
    rocsparse_operation_transpose           = 112,
    rocsparse_operation_conjugate_transpose = 113
} rocsparse_operation;

typedef enum rocsparse_index_base_
{
    rocsparse_index_base_zero = 0,
    rocsparse_index_base_one  = 1
} rocsparse_index_base;

typedef enum rocsparse_matrix_type_
{
    rocsparse_matrix_type_general    = 0,
    rocsparse_matrix_type_symmetric  = 1,
    rocsparse_matrix_type_hermitian  = 2,
    rocsparse_matrix_type_triangular = 3
} rocsparse_matrix_type;

typedef enum rocsparse_diag_type_
{
    rocsparse_diag_type_non_unit = 0,
    rocsparse_diag_type_unit     = 1
} rocsparse_diag_type;

typedef enum rocsparse_fill_mode_
{
    rocsparse_fill_mode_lower = 0,
    rocsparse_fill_mode_upper = 1
} rocsparse_fill_mode;

typedef enum rocsparse_action_
{
    rocsparse_action_symbolic = 0,
    rocsparse_action_numeric  = 1
} rocsparse_action;

/* Whether a dense matrix is traversed by rows or by columns (rocsparse_nnz
 * counts per row or per column). */
typedef enum rocsparse_direction_
{
    rocsparse_direction_row    = 0,
    rocsparse_direction_column = 1
} rocsparse_direction;

typedef enum rocsparse_hyb_partition_
{
    rocsparse_hyb_partition_auto = 0,
    rocsparse_hyb_partition_user = 1,
    rocsparse_hyb_partition_max  = 2
} rocsparse_hyb_partition;

typedef enum rocsparse_analysis_policy_
{
    rocsparse_analysis_policy_reuse = 0,
    rocsparse_analysis_policy_force = 1
} rocsparse_analysis_policy;

typedef enum rocsparse_solve_policy_
{
    rocsparse_solve_policy_auto = 0
} rocsparse_solve_policy;

typedef enum rocsparse_pointer_mode_
{
    rocsparse_pointer_mode_host   = 0,
    rocsparse_pointer_mode_device = 1
} rocsparse_pointer_mode;

typedef enum rocsparse_layer_mode
{
    rocsparse_layer_mode_none      = 0x0,
    rocsparse_layer_mode_log_trace = 0x1,
    rocsparse_layer_mode_log_bench = 0x2
} rocsparse_layer_mode;

typedef enum rocsparse_status_
{
    rocsparse_status_success         = 0,
    rocsparse_status_invalid_handle  = 1,
    rocsparse_status_not_implemented = 2,
    rocsparse_status_invalid_pointer = 3,
    rocsparse_status_invalid_size    = 4,
    rocsparse_status_memory_error    = 5,
    rocsparse_status_internal_error  = 6,
    rocsparse_status_invalid_value   = 7,
    rocsparse_status_arch_mismatch   = 8,
    rocsparse_status_zero_pivot      = 9
} rocsparse_status;

#ifdef __cplusplus
}
#endif

#endif /* ROCSPARSE_TYPES_H */
