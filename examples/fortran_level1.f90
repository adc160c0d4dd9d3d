! fsparse example: Level 1 on a one-based sparse vector, from Fortran.
!
!   y <- y + alpha * x      (rocsparse_daxpyi)
!   d <- x . y              (rocsparse_ddoti)
!
! x is sparse: nnz values with their one-based positions in y, which is
! Fortran's own indexing. The interfaces take C pointers, so the host
! arrays are TARGETs and c_loc gives their addresses; device memory comes
! from the fsparse_device module (no hipfort needed), so the same program
! runs on a GPU build and on the host backend. The program checks both
! results against its own computation and stops with an error on a wrong
! one. It stands alone (no helper module): build it against an installed
! library with
!
!   gfortran fortran_level1.f90 $(pkg-config --cflags rocsparse) &
!            $(pkg-config --libs --static rocsparse) -o fortran_level1
program fortran_level1
    use iso_c_binding
    use rocsparse_enums
    use rocsparse
    use fsparse_device
    implicit none

    integer(c_int), parameter :: n = 8    ! length of the dense vector y
    integer(c_int), parameter :: nnz = 3  ! entries of the sparse vector x

    real(c_double), target :: x_val(nnz) = [1.5_c_double, -2.0_c_double, 4.0_c_double]
    integer(c_int), target :: x_ind(nnz) = [2, 5, 8]  ! one-based positions in y
    real(c_double), target :: y(n) = [1, 2, 3, 4, 5, 6, 7, 8]
    real(c_double), target :: alpha = 2.0_c_double
    real(c_double), target :: dot = 0.0_c_double
    real(c_double) :: want_y(n)

    type(c_ptr) :: handle
    type(c_ptr) :: d_x_val, d_x_ind, d_y

    call check(rocsparse_create_handle(handle), 'rocsparse_create_handle')

    ! The vectors live in device memory; alpha and the dot result stay on
    ! the host (the handle's default, host pointer mode).
    call check(fsparse_malloc(d_x_val, c_sizeof(x_val)), 'fsparse_malloc(x_val)')
    call check(fsparse_malloc(d_x_ind, c_sizeof(x_ind)), 'fsparse_malloc(x_ind)')
    call check(fsparse_malloc(d_y, c_sizeof(y)), 'fsparse_malloc(y)')
    call check(fsparse_copy_to_device(d_x_val, c_loc(x_val), c_sizeof(x_val)), 'fsparse_copy_to_device(x_val)')
    call check(fsparse_copy_to_device(d_x_ind, c_loc(x_ind), c_sizeof(x_ind)), 'fsparse_copy_to_device(x_ind)')
    call check(fsparse_copy_to_device(d_y, c_loc(y), c_sizeof(y)), 'fsparse_copy_to_device(y)')

    call check(rocsparse_daxpyi(handle, nnz, c_loc(alpha), d_x_val, d_x_ind, d_y, &
                                rocsparse_index_base_one), 'rocsparse_daxpyi')
    ! A host result is complete when ddoti returns.
    call check(rocsparse_ddoti(handle, nnz, d_x_val, d_x_ind, d_y, c_loc(dot), &
                               rocsparse_index_base_one), 'rocsparse_ddoti')

    ! The blocking copy also waits for daxpyi.
    call check(fsparse_copy_to_host(c_loc(y), d_y, c_sizeof(y)), 'fsparse_copy_to_host(y)')

    ! The same on the host, in Fortran's own indexing. Every value here is
    ! exact in binary, so the results must be equal, not close.
    want_y = [1, 2, 3, 4, 5, 6, 7, 8]
    want_y(x_ind) = want_y(x_ind) + alpha * x_val
    if (any(y /= want_y) .or. dot /= dot_product(x_val, want_y(x_ind))) then
        write(*, '(a)') 'fortran_level1: wrong result'
        error stop 1
    end if

    ! The same text as the C example prints.
    write(*, '(a, 8(1x, f0.1))') 'y after daxpyi:', y
    write(*, '(a, 1x, f0.1)') 'x . y after daxpyi:', dot

    call check(fsparse_free(d_x_val), 'fsparse_free(x_val)')
    call check(fsparse_free(d_x_ind), 'fsparse_free(x_ind)')
    call check(fsparse_free(d_y), 'fsparse_free(y)')
    call check(rocsparse_destroy_handle(handle), 'rocsparse_destroy_handle')

contains

    ! Every call returns a status; stop at the first failure and say which.
    subroutine check(status, what)
        use iso_fortran_env, only: error_unit
        integer(c_int), intent(in) :: status
        character(len=*), intent(in) :: what
        if (status /= rocsparse_status_success) then
            write(error_unit, '(a, a, a, i0)') 'fortran_level1: ', what, &
                ' failed with rocsparse_status ', status
            error stop 1
        end if
    end subroutine check

end program fortran_level1
