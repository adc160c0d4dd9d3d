! fsparse example: triangular solves and incomplete factorizations from
! Fortran, one-based, on a 2D Laplacian A:
!
!   IC(0):  A ~ L L^T (csric0), then z = (L L^T)^-1 r with csrsv: L t = r, L^T z = t
!   ILU(0): A ~ L U (csrilu0, L with a unit diagonal), then L t = r, U z = t
!   csrsm:  U X = B for several right-hand sides at once, U A's upper triangle
!
! Each routine needs a temporary buffer (its *_buffer_size), an analysis
! kept in the matrix info (it depends on the pattern only; under policy
! reuse the factorizations and csrsv's lower solve share one), then the
! work; *_zero_pivot returns rocsparse_status_zero_pivot and the row when a
! diagonal was missing or zero. Results are checked by multiplying back on
! the host.
program fortran_solves
    use iso_c_binding
    use rocsparse_enums
    use rocsparse
    use fsparse_device
    use example_util
    implicit none

    integer, parameter :: nx = 12, ny = 9, m = nx * ny, nrhs = 2
    real(c_double), parameter :: tol = 1.0e-13_c_double
    integer(c_int), allocatable, target :: row_ptr(:), col_ind(:)
    real(c_double), allocatable, target :: val(:), factor(:)
    real(c_double), target :: r(m), z(m), t(m), back(m), x_true(m, nrhs), b(m, nrhs)
    real(c_double), target :: one = 1.0_c_double
    integer(c_int), target :: pivot
    integer(c_int) :: nnz
    integer :: j
    type(c_ptr) :: handle, lower, lower_unit, upper, info
    type(c_ptr) :: d_row_ptr, d_col_ind, d_val, d_r, d_t, d_z, d_b, d_buffer

    call laplacian_2d(nx, ny, row_ptr, col_ind, val)
    nnz = size(val)
    allocate(factor(nnz))
    call random_number(r)
    call random_number(x_true)

    call check(rocsparse_create_handle(handle), 'rocsparse_create_handle')
    ! Three views of one CSR matrix: its lower triangle (non-unit), the
    ! same with a unit diagonal (ILU's L), and its upper triangle.
    call new_descr(lower, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit)
    call new_descr(lower_unit, rocsparse_fill_mode_lower, rocsparse_diag_type_unit)
    call new_descr(upper, rocsparse_fill_mode_upper, rocsparse_diag_type_non_unit)

    call to_device(d_row_ptr, c_loc(row_ptr), size(row_ptr) * c_sizeof(row_ptr(1)))
    call to_device(d_col_ind, c_loc(col_ind), size(col_ind) * c_sizeof(col_ind(1)))
    call to_device(d_r, c_loc(r), c_sizeof(r))
    call check(fsparse_malloc(d_val, size(val) * c_sizeof(val(1))), 'fsparse_malloc')
    call check(fsparse_malloc(d_t, c_sizeof(t)), 'fsparse_malloc')
    call check(fsparse_malloc(d_z, c_sizeof(z)), 'fsparse_malloc')
    call check(rocsparse_create_mat_info(info), 'rocsparse_create_mat_info')
    call allocate_buffer()

    ! ---- IC(0) and its two solves.
    call check(fsparse_copy_to_device(d_val, c_loc(val), size(val) * c_sizeof(val(1))), 'fsparse_copy_to_device')
    call check(rocsparse_dcsric0_analysis(handle, m, nnz, lower, d_val, d_row_ptr, d_col_ind, info, &
               rocsparse_analysis_policy_reuse, rocsparse_solve_policy_auto, d_buffer), 'rocsparse_dcsric0_analysis')
    call check(rocsparse_dcsric0(handle, m, nnz, lower, d_val, d_row_ptr, d_col_ind, info, &
               rocsparse_solve_policy_auto, d_buffer), 'rocsparse_dcsric0')
    call check(rocsparse_csric0_zero_pivot(handle, info, c_loc(pivot)), 'rocsparse_csric0_zero_pivot')
    call solve(rocsparse_operation_none, lower, d_r, d_t)
    call solve(rocsparse_operation_transpose, lower, d_t, d_z)
    call check(fsparse_copy_to_host(c_loc(factor), d_val, size(factor) * c_sizeof(factor(1))), 'fsparse_copy_to_host')
    call check(fsparse_copy_to_host(c_loc(z), d_z, c_sizeof(z)), 'fsparse_copy_to_host')
    call triangle_apply(row_ptr, col_ind, factor, .true., .false., .true., z, t)
    call triangle_apply(row_ptr, col_ind, factor, .true., .false., .false., t, back)
    call expect_close('IC(0) then csrsv twice: L L^T z = r', back, r, tol)
    call check(rocsparse_destroy_mat_info(info), 'rocsparse_destroy_mat_info')

    ! ---- ILU(0) and its two solves, with a fresh info.
    call check(rocsparse_create_mat_info(info), 'rocsparse_create_mat_info')
    call check(fsparse_copy_to_device(d_val, c_loc(val), size(val) * c_sizeof(val(1))), 'fsparse_copy_to_device')
    call check(rocsparse_dcsrilu0_analysis(handle, m, nnz, lower, d_val, d_row_ptr, d_col_ind, info, &
               rocsparse_analysis_policy_reuse, rocsparse_solve_policy_auto, d_buffer), 'rocsparse_dcsrilu0_analysis')
    call check(rocsparse_dcsrilu0(handle, m, nnz, lower, d_val, d_row_ptr, d_col_ind, info, &
               rocsparse_solve_policy_auto, d_buffer), 'rocsparse_dcsrilu0')
    call check(rocsparse_csrilu0_zero_pivot(handle, info, c_loc(pivot)), 'rocsparse_csrilu0_zero_pivot')
    call solve(rocsparse_operation_none, lower_unit, d_r, d_t)
    call solve(rocsparse_operation_none, upper, d_t, d_z)
    call check(fsparse_copy_to_host(c_loc(factor), d_val, size(factor) * c_sizeof(factor(1))), 'fsparse_copy_to_host')
    call check(fsparse_copy_to_host(c_loc(z), d_z, c_sizeof(z)), 'fsparse_copy_to_host')
    call triangle_apply(row_ptr, col_ind, factor, .false., .false., .false., z, t)
    call triangle_apply(row_ptr, col_ind, factor, .true., .true., .false., t, back)
    call expect_close('ILU(0) then csrsv twice: L U z = r', back, r, tol)
    call check(rocsparse_destroy_mat_info(info), 'rocsparse_destroy_mat_info')

    ! ---- csrsm with A's upper triangle: B = U X_true, solved in place.
    call check(rocsparse_create_mat_info(info), 'rocsparse_create_mat_info')
    call check(fsparse_copy_to_device(d_val, c_loc(val), size(val) * c_sizeof(val(1))), 'fsparse_copy_to_device')
    do j = 1, nrhs
        call triangle_apply(row_ptr, col_ind, val, .false., .false., .false., x_true(:, j), b(:, j))
    end do
    call to_device(d_b, c_loc(b), c_sizeof(b))
    call check(rocsparse_dcsrsm_analysis(handle, rocsparse_operation_none, rocsparse_operation_none, m, &
               nrhs, nnz, c_loc(one), upper, d_val, d_row_ptr, d_col_ind, d_b, m, info, &
               rocsparse_analysis_policy_reuse, rocsparse_solve_policy_auto, d_buffer), 'rocsparse_dcsrsm_analysis')
    call check(rocsparse_dcsrsm_solve(handle, rocsparse_operation_none, rocsparse_operation_none, m, &
               nrhs, nnz, c_loc(one), upper, d_val, d_row_ptr, d_col_ind, d_b, m, info, &
               rocsparse_solve_policy_auto, d_buffer), 'rocsparse_dcsrsm_solve')
    call check(rocsparse_csrsm_zero_pivot(handle, info, c_loc(pivot)), 'rocsparse_csrsm_zero_pivot')
    call check(fsparse_copy_to_host(c_loc(b), d_b, c_sizeof(b)), 'fsparse_copy_to_host')
    call expect_close('csrsm: U X = B', reshape(b, [m * nrhs]), reshape(x_true, [m * nrhs]), tol)
    call check(rocsparse_destroy_mat_info(info), 'rocsparse_destroy_mat_info')

    call check(fsparse_free(d_buffer), 'fsparse_free')
    call check(fsparse_free(d_row_ptr), 'fsparse_free')
    call check(fsparse_free(d_col_ind), 'fsparse_free')
    call check(fsparse_free(d_val), 'fsparse_free')
    call check(fsparse_free(d_r), 'fsparse_free')
    call check(fsparse_free(d_t), 'fsparse_free')
    call check(fsparse_free(d_z), 'fsparse_free')
    call check(fsparse_free(d_b), 'fsparse_free')
    call check(rocsparse_destroy_mat_descr(lower), 'rocsparse_destroy_mat_descr')
    call check(rocsparse_destroy_mat_descr(lower_unit), 'rocsparse_destroy_mat_descr')
    call check(rocsparse_destroy_mat_descr(upper), 'rocsparse_destroy_mat_descr')
    call check(rocsparse_destroy_handle(handle), 'rocsparse_destroy_handle')
    ! Allocatables of the main program are not freed at its end by the
    ! language: a leak checker would report them.
    deallocate(row_ptr, col_ind, val, factor)

contains

    ! A one-based descriptor of the given triangle and diagonal type.
    subroutine new_descr(descr, fill, diag)
        type(c_ptr), intent(out) :: descr
        integer(c_int), intent(in) :: fill, diag
        call check(rocsparse_create_mat_descr(descr), 'rocsparse_create_mat_descr')
        call check(rocsparse_set_mat_index_base(descr, rocsparse_index_base_one), 'rocsparse_set_mat_index_base')
        call check(rocsparse_set_mat_fill_mode(descr, fill), 'rocsparse_set_mat_fill_mode')
        call check(rocsparse_set_mat_diag_type(descr, diag), 'rocsparse_set_mat_diag_type')
    end subroutine new_descr

    ! One buffer for every routine here: the largest size any of them asks
    ! (the sizes look at the info, they do not change it).
    subroutine allocate_buffer()
        integer(c_size_t), target :: bytes, largest
        largest = 0
        call check(rocsparse_dcsric0_buffer_size(handle, m, nnz, lower, d_val, d_row_ptr, d_col_ind, &
                   info, c_loc(bytes)), 'rocsparse_dcsric0_buffer_size')
        largest = max(largest, bytes)
        call check(rocsparse_dcsrilu0_buffer_size(handle, m, nnz, lower, d_val, d_row_ptr, d_col_ind, &
                   info, c_loc(bytes)), 'rocsparse_dcsrilu0_buffer_size')
        largest = max(largest, bytes)
        call check(rocsparse_dcsrsv_buffer_size(handle, rocsparse_operation_transpose, m, nnz, lower, &
                   d_val, d_row_ptr, d_col_ind, info, c_loc(bytes)), 'rocsparse_dcsrsv_buffer_size')
        largest = max(largest, bytes)
        call check(rocsparse_dcsrsv_buffer_size(handle, rocsparse_operation_none, m, nnz, upper, &
                   d_val, d_row_ptr, d_col_ind, info, c_loc(bytes)), 'rocsparse_dcsrsv_buffer_size')
        largest = max(largest, bytes)
        call check(rocsparse_dcsrsm_buffer_size(handle, rocsparse_operation_none, rocsparse_operation_none, &
                   m, nrhs, nnz, c_loc(one), upper, d_val, d_row_ptr, d_col_ind, d_z, m, info, &
                   rocsparse_solve_policy_auto, c_loc(bytes)), 'rocsparse_dcsrsm_buffer_size')
        largest = max(largest, bytes)
        call check(fsparse_malloc(d_buffer, largest), 'fsparse_malloc(buffer)')
    end subroutine allocate_buffer

    ! op(T) y = x for the triangle that descr names: the analysis of that
    ! triangle and operation (shared with the factorization's where they
    ! are the same), the solve, and the zero pivot check.
    subroutine solve(op, descr, d_in, d_out)
        integer(c_int), intent(in) :: op
        type(c_ptr), intent(in) :: descr, d_in, d_out
        call check(rocsparse_dcsrsv_analysis(handle, op, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, &
                   rocsparse_analysis_policy_reuse, rocsparse_solve_policy_auto, d_buffer), 'rocsparse_dcsrsv_analysis')
        call check(rocsparse_dcsrsv_solve(handle, op, m, nnz, c_loc(one), descr, d_val, d_row_ptr, d_col_ind, &
                   info, d_in, d_out, rocsparse_solve_policy_auto, d_buffer), 'rocsparse_dcsrsv_solve')
        call check(rocsparse_csrsv_zero_pivot(handle, descr, info, c_loc(pivot)), 'rocsparse_csrsv_zero_pivot')
    end subroutine solve

end program fortran_solves
