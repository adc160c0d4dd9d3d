! fsparse example: a dot product in device pointer mode, from Fortran.
!
! In device pointer mode, scalars (alpha) and results (the dot) are device
! memory: nothing returns to the host, so the calls do not wait and an
! iterative solver can keep its scalars on the GPU. The result is read when
! the program copies it back (a blocking copy, which waits for the work
! before it on the default stream that this handle uses).
!
!   y <- y + alpha * x      (rocsparse_daxpyi, alpha in device memory)
!   d <- x . y              (rocsparse_ddoti, d in device memory)
program fortran_dot_device
    use iso_c_binding
    use rocsparse_enums
    use rocsparse
    use fsparse_device
    use example_util
    implicit none

    integer(c_int), parameter :: n = 1000, nnz = 100
    real(c_double), target :: x_val(nnz), y(n), y_host(n), alpha, dot(1), want(1)
    integer(c_int), target :: x_ind(nnz)
    integer :: i
    type(c_ptr) :: handle, d_x_val, d_x_ind, d_y, d_alpha, d_dot

    call random_number(x_val)
    call random_number(y)
    x_ind = [(10 * i - 3, i = 1, nnz)]  ! distinct one-based positions in y
    alpha = 0.75_c_double

    ! The same on the host, in Fortran's own indexing.
    y_host = y
    y_host(x_ind) = y_host(x_ind) + alpha * x_val
    want(1) = dot_product(x_val, y_host(x_ind))

    call check(rocsparse_create_handle(handle), 'rocsparse_create_handle')
    call check(rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_device), &
               'rocsparse_set_pointer_mode')
    call to_device(d_x_val, c_loc(x_val), c_sizeof(x_val))
    call to_device(d_x_ind, c_loc(x_ind), c_sizeof(x_ind))
    call to_device(d_y, c_loc(y), c_sizeof(y))
    call to_device(d_alpha, c_loc(alpha), c_sizeof(alpha))
    call check(fsparse_malloc(d_dot, c_sizeof(dot)), 'fsparse_malloc')

    ! alpha and the result are device pointers here: passing c_loc of a
    ! host variable in this mode would be wrong (on a GPU, a bad address).
    call check(rocsparse_daxpyi(handle, nnz, d_alpha, d_x_val, d_x_ind, d_y, &
                                rocsparse_index_base_one), 'rocsparse_daxpyi')
    call check(rocsparse_ddoti(handle, nnz, d_x_val, d_x_ind, d_y, d_dot, &
                               rocsparse_index_base_one), 'rocsparse_ddoti')

    call check(fsparse_copy_to_host(c_loc(dot), d_dot, c_sizeof(dot)), 'fsparse_copy_to_host')
    call expect_close('ddoti in device pointer mode', dot, want, 1.0e-14_c_double)

    call check(fsparse_free(d_x_val), 'fsparse_free')
    call check(fsparse_free(d_x_ind), 'fsparse_free')
    call check(fsparse_free(d_y), 'fsparse_free')
    call check(fsparse_free(d_alpha), 'fsparse_free')
    call check(fsparse_free(d_dot), 'fsparse_free')
    call check(rocsparse_destroy_handle(handle), 'rocsparse_destroy_handle')

end program fortran_dot_device
