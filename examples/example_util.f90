! What the Fortran examples share: stopping at the first failed call, the
! 2D Laplacian that the matrix examples work on (one-based CSR), products
! with it and with a triangle of a CSR matrix computed on the host, and the
! comparison of a result with them, and device copies of host arrays. Kept out of the examples so that each
! of them shows only its own routines. (fortran_level1.f90, the first
! program to copy, stands alone on purpose.)
module example_util
    use iso_c_binding
    use iso_fortran_env, only: error_unit
    use rocsparse_enums
    use fsparse_device
    implicit none
    private
    public :: check, to_device, expect_close, laplacian_2d, laplacian_2d_apply, triangle_apply

contains

    ! Every call returns a status; stop at the first failure and say which.
    subroutine check(status, what)
        integer(c_int), intent(in) :: status
        character(len=*), intent(in) :: what
        if (status /= rocsparse_status_success) then
            write(error_unit, '(a, a, i0)') what, ' failed with rocsparse_status ', status
            error stop 1
        end if
    end subroutine check

    ! A device copy of bytes of host memory.
    subroutine to_device(d, h, bytes)
        type(c_ptr), intent(out) :: d
        type(c_ptr), intent(in) :: h
        integer(c_size_t), intent(in) :: bytes
        call check(fsparse_malloc(d, bytes), 'fsparse_malloc')
        call check(fsparse_copy_to_device(d, h, bytes), 'fsparse_copy_to_device')
    end subroutine to_device

    ! Prints the largest difference, relative to the largest reference
    ! value, and stops with failure when it is above tol (a NaN fails too).
    subroutine expect_close(what, got, want, tol)
        character(len=*), intent(in) :: what
        real(c_double), intent(in) :: got(:), want(:), tol
        real(c_double) :: rel
        rel = maxval(abs(got - want)) / max(maxval(abs(want)), 1.0e-300_c_double)
        write(*, '(a, a, es8.1)') what, ': largest relative difference ', rel
        if (.not. (rel <= tol)) then
            write(error_unit, '(a, a, es10.3)') what, ': wrong result, relative difference ', rel
            error stop 1
        end if
    end subroutine expect_close

    ! The 5-point Laplacian of an nx x ny grid, point (i, j) being row
    ! i + nx * (j - 1): 4 on the diagonal, -1 for each neighbour inside the
    ! grid. One-based CSR with sorted columns.
    subroutine laplacian_2d(nx, ny, row_ptr, col_ind, val)
        integer, intent(in) :: nx, ny
        integer(c_int), allocatable, intent(out) :: row_ptr(:), col_ind(:)
        real(c_double), allocatable, intent(out) :: val(:)
        integer :: i, j, k, row, nnz
        integer :: cols(5)
        logical :: keep(5)
        allocate(row_ptr(nx * ny + 1), col_ind(5 * nx * ny), val(5 * nx * ny))
        nnz = 0
        do j = 1, ny
            do i = 1, nx
                row = i + nx * (j - 1)
                ! In column order: below, left, the point, right, above.
                cols = [row - nx, row - 1, row, row + 1, row + nx]
                keep = [j > 1, i > 1, .true., i < nx, j < ny]
                row_ptr(row) = nnz + 1
                do k = 1, 5
                    if (keep(k)) then
                        nnz = nnz + 1
                        col_ind(nnz) = cols(k)
                        val(nnz) = merge(4.0_c_double, -1.0_c_double, cols(k) == row)
                    end if
                end do
            end do
        end do
        row_ptr(nx * ny + 1) = nnz + 1
        col_ind = col_ind(1:nnz)
        val = val(1:nnz)
    end subroutine laplacian_2d

    ! y = A * x from the stencil itself, not from the CSR arrays: the
    ! independent result that the products are compared with.
    subroutine laplacian_2d_apply(nx, ny, x, y)
        integer, intent(in) :: nx, ny
        real(c_double), intent(in) :: x(:)
        real(c_double), intent(out) :: y(:)
        integer :: i, j, row
        do j = 1, ny
            do i = 1, nx
                row = i + nx * (j - 1)
                y(row) = 4 * x(row)
                if (i > 1) y(row) = y(row) - x(row - 1)
                if (i < nx) y(row) = y(row) - x(row + 1)
                if (j > 1) y(row) = y(row) - x(row - nx)
                if (j < ny) y(row) = y(row) - x(row + nx)
            end do
        end do
    end subroutine laplacian_2d_apply

    ! y = T * x or T^T * x on the host, T the lower (lower true) or upper
    ! triangle of a one-based CSR matrix, with 1 on the diagonal when unit
    ! is true: what the solves and factorizations are checked with.
    subroutine triangle_apply(row_ptr, col_ind, val, lower, unit, transposed, x, y)
        integer(c_int), intent(in) :: row_ptr(:), col_ind(:)
        real(c_double), intent(in) :: val(:), x(:)
        logical, intent(in) :: lower, unit, transposed
        real(c_double), intent(out) :: y(:)
        integer :: i, j, k
        real(c_double) :: t
        ! A unit diagonal is 1 whatever the matrix stores there.
        if (unit) then
            y = x
        else
            y = 0
        end if
        do i = 1, size(row_ptr) - 1
            do k = row_ptr(i), row_ptr(i + 1) - 1
                j = col_ind(k)
                if (j == i) then
                    if (unit) cycle
                    t = val(k)
                else if ((lower .and. j < i) .or. (.not. lower .and. j > i)) then
                    t = val(k)
                else
                    cycle
                end if
                if (transposed) then
                    y(j) = y(j) + t * x(i)
                else
                    y(i) = y(i) + t * x(j)
                end if
            end do
        end do
    end subroutine triangle_apply

end module example_util
