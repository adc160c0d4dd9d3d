! fsparse example: the sparse products from Fortran, one-based, on a 2D
! Laplacian:
!
!   y = alpha * A * x + beta * y   csrmv (analysed once), coomv, ellmv, hybmv
!   C = alpha * A * B + beta * C   csrmm, B and C dense, column-major
!
! The matrix is built in CSR; COO, ELL and HYB come from the conversion
! routines. Every result is compared with the stencil applied on the host.
program fortran_products
    use iso_c_binding
    use rocsparse_enums
    use rocsparse
    use fsparse_device
    use example_util
    implicit none

    integer, parameter :: nx = 24, ny = 18, m = nx * ny, ncol = 3
    integer(c_int), allocatable, target :: row_ptr(:), col_ind(:)
    real(c_double), allocatable, target :: val(:)
    real(c_double), target :: x(m), y0(m), y(m), want(m), b(m, ncol), c(m, ncol), want_c(m, ncol)
    real(c_double), target :: alpha = 2.0_c_double, beta = -1.0_c_double
    integer(c_int), target :: width
    integer(c_int) :: nnz
    integer(c_size_t) :: vec_bytes
    integer :: j
    type(c_ptr) :: handle, descr, info, hyb
    type(c_ptr) :: d_row_ptr, d_col_ind, d_val, d_row_ind, d_ell_val, d_ell_col, d_x, d_y, d_b, d_c

    call laplacian_2d(nx, ny, row_ptr, col_ind, val)
    nnz = size(val)
    call random_number(x)
    call random_number(y0)
    call random_number(b)
    call random_number(c)
    call laplacian_2d_apply(nx, ny, x, want)
    want = alpha * want + beta * y0
    do j = 1, ncol
        call laplacian_2d_apply(nx, ny, b(:, j), want_c(:, j))
    end do
    want_c = alpha * want_c + beta * c

    call check(rocsparse_create_handle(handle), 'rocsparse_create_handle')
    call check(rocsparse_create_mat_descr(descr), 'rocsparse_create_mat_descr')
    call check(rocsparse_set_mat_index_base(descr, rocsparse_index_base_one), 'rocsparse_set_mat_index_base')
    call check(rocsparse_create_mat_info(info), 'rocsparse_create_mat_info')
    call check(rocsparse_create_hyb_mat(hyb), 'rocsparse_create_hyb_mat')

    vec_bytes = c_sizeof(x)
    call to_device(d_row_ptr, c_loc(row_ptr), size(row_ptr) * c_sizeof(row_ptr(1)))
    call to_device(d_col_ind, c_loc(col_ind), size(col_ind) * c_sizeof(col_ind(1)))
    call to_device(d_val, c_loc(val), size(val) * c_sizeof(val(1)))
    call to_device(d_x, c_loc(x), vec_bytes)
    call to_device(d_y, c_loc(y0), vec_bytes)
    call to_device(d_b, c_loc(b), c_sizeof(b))
    call to_device(d_c, c_loc(c), c_sizeof(c))

    ! csrmv: the analysis once, then the product (as often as needed).
    call check(rocsparse_dcsrmv_analysis(handle, rocsparse_operation_none, m, m, nnz, descr, &
                                         d_val, d_row_ptr, d_col_ind, info), 'rocsparse_dcsrmv_analysis')
    call check(rocsparse_dcsrmv(handle, rocsparse_operation_none, m, m, nnz, c_loc(alpha), descr, &
                                d_val, d_row_ptr, d_col_ind, info, d_x, c_loc(beta), d_y), 'rocsparse_dcsrmv')
    call check(fsparse_copy_to_host(c_loc(y), d_y, vec_bytes), 'fsparse_copy_to_host')
    call expect_close('dcsrmv with analysis', y, want, 1.0e-14_c_double)

    ! coomv: COO row indices from the CSR row pointers.
    call check(fsparse_malloc(d_row_ind, size(col_ind) * c_sizeof(col_ind(1))), 'fsparse_malloc')
    call check(rocsparse_csr2coo(handle, d_row_ptr, nnz, m, d_row_ind, rocsparse_index_base_one), &
               'rocsparse_csr2coo')
    call check(fsparse_copy_to_device(d_y, c_loc(y0), vec_bytes), 'fsparse_copy_to_device')
    call check(rocsparse_dcoomv(handle, rocsparse_operation_none, m, m, nnz, c_loc(alpha), descr, &
                                d_val, d_row_ind, d_col_ind, d_x, c_loc(beta), d_y), 'rocsparse_dcoomv')
    call check(fsparse_copy_to_host(c_loc(y), d_y, vec_bytes), 'fsparse_copy_to_host')
    call expect_close('dcoomv', y, want, 1.0e-14_c_double)

    ! ellmv: the width (longest row) comes back to a host variable.
    call check(rocsparse_csr2ell_width(handle, m, descr, d_row_ptr, descr, c_loc(width)), &
               'rocsparse_csr2ell_width')
    call check(fsparse_malloc(d_ell_val, int(width, c_size_t) * vec_bytes), 'fsparse_malloc')
    call check(fsparse_malloc(d_ell_col, int(width, c_size_t) * m * c_sizeof(width)), 'fsparse_malloc')
    call check(rocsparse_dcsr2ell(handle, m, descr, d_val, d_row_ptr, d_col_ind, descr, width, &
                                  d_ell_val, d_ell_col), 'rocsparse_dcsr2ell')
    call check(fsparse_copy_to_device(d_y, c_loc(y0), vec_bytes), 'fsparse_copy_to_device')
    call check(rocsparse_dellmv(handle, rocsparse_operation_none, m, m, c_loc(alpha), descr, &
                                d_ell_val, d_ell_col, width, d_x, c_loc(beta), d_y), 'rocsparse_dellmv')
    call check(fsparse_copy_to_host(c_loc(y), d_y, vec_bytes), 'fsparse_copy_to_host')
    call expect_close('dellmv', y, want, 1.0e-14_c_double)

    ! hybmv: the library chooses the ELL width (partition auto).
    call check(rocsparse_dcsr2hyb(handle, m, m, descr, d_val, d_row_ptr, d_col_ind, hyb, 0, &
                                  rocsparse_hyb_partition_auto), 'rocsparse_dcsr2hyb')
    call check(fsparse_copy_to_device(d_y, c_loc(y0), vec_bytes), 'fsparse_copy_to_device')
    call check(rocsparse_dhybmv(handle, rocsparse_operation_none, c_loc(alpha), descr, hyb, d_x, &
                                c_loc(beta), d_y), 'rocsparse_dhybmv')
    call check(fsparse_copy_to_host(c_loc(y), d_y, vec_bytes), 'fsparse_copy_to_host')
    call expect_close('dhybmv', y, want, 1.0e-14_c_double)

    ! csrmm: m x m times m x ncol; leading dimensions are the row counts.
    call check(rocsparse_dcsrmm(handle, rocsparse_operation_none, rocsparse_operation_none, m, ncol, &
                                m, nnz, c_loc(alpha), descr, d_val, d_row_ptr, d_col_ind, d_b, m, &
                                c_loc(beta), d_c, m), 'rocsparse_dcsrmm')
    call check(fsparse_copy_to_host(c_loc(c), d_c, c_sizeof(c)), 'fsparse_copy_to_host')
    call expect_close('dcsrmm', reshape(c, [m * ncol]), reshape(want_c, [m * ncol]), 1.0e-14_c_double)

    call check(rocsparse_csrmv_clear(handle, info), 'rocsparse_csrmv_clear')
    call check(fsparse_free(d_row_ptr), 'fsparse_free')
    call check(fsparse_free(d_col_ind), 'fsparse_free')
    call check(fsparse_free(d_val), 'fsparse_free')
    call check(fsparse_free(d_row_ind), 'fsparse_free')
    call check(fsparse_free(d_ell_val), 'fsparse_free')
    call check(fsparse_free(d_ell_col), 'fsparse_free')
    call check(fsparse_free(d_x), 'fsparse_free')
    call check(fsparse_free(d_y), 'fsparse_free')
    call check(fsparse_free(d_b), 'fsparse_free')
    call check(fsparse_free(d_c), 'fsparse_free')
    call check(rocsparse_destroy_hyb_mat(hyb), 'rocsparse_destroy_hyb_mat')
    call check(rocsparse_destroy_mat_info(info), 'rocsparse_destroy_mat_info')
    call check(rocsparse_destroy_mat_descr(descr), 'rocsparse_destroy_mat_descr')
    call check(rocsparse_destroy_handle(handle), 'rocsparse_destroy_handle')
    ! Allocatables of the main program are not freed at its end by the
    ! language: a leak checker would report them.
    deallocate(row_ptr, col_ind, val)

end program fortran_products
