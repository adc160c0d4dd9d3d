! csrgemm through the generated modules, one-based, on device memory, in
! double and double complex: C = alpha * A * B + beta * D with the product
! only, the sum only and both, in both pointer modes (nnz_C on the device
! in device mode), on fresh random matrices with empty rows, against a
! dense reference: C's row pointers and nnz_C, its columns ascending in
! each row and exactly the pattern of the terms present, its values.
program test_csrgemm
    use iso_c_binding
    use ieee_arithmetic, only: ieee_value, ieee_quiet_nan
    use rocsparse
    use rocsparse_enums
    use device_buffers
    use tap
    implicit none

    integer, parameter :: wk = c_double_complex
    integer, parameter :: m = 9, k = 6, n = 11
    integer(c_int), parameter :: success = rocsparse_status_success
    integer(c_int), parameter :: base = rocsparse_index_base_one
    integer(c_int), parameter :: none = rocsparse_operation_none
    integer(c_int), parameter :: modes(2) = [rocsparse_pointer_mode_host, rocsparse_pointer_mode_device]
    character(len=13), parameter :: terms_names(3) = ['alpha only   ', 'beta only    ', 'alpha, beta  ']

    ! The matrices: dense values with their patterns, and their CSR arrays
    ! on the device.
    type csr_matrix
        complex(wk), allocatable :: a(:, :)
        logical, allocatable :: pat(:, :)
        integer(c_int) :: nnz = 0
        type(c_ptr) :: val = c_null_ptr, row_ptr = c_null_ptr, col_ind = c_null_ptr
    end type csr_matrix

    type(c_ptr), save :: handle = c_null_ptr, descr = c_null_ptr
    logical, save :: is_complex
    ! Host scalars for host pointer mode: alpha and beta.
    real(c_double), target, save :: host_d(2)
    complex(c_double_complex), target, save :: host_z(2)
    type(csr_matrix) :: mat_a, mat_b, mat_d
    integer :: p, md, t

    call random_seed()
    call is_int(rocsparse_create_handle(handle), success, 'create handle')
    call is_int(rocsparse_create_mat_descr(descr), success, 'create descriptor')
    call is_int(rocsparse_set_mat_index_base(descr, base), success, 'one-based descriptor')
    do p = 1, 2
        is_complex = p == 2
        do t = 1, 3
            do md = 1, 2
                call new_matrix(mat_a, m, k, 2)
                call new_matrix(mat_b, k, n, 4)
                call new_matrix(mat_d, m, n, 5)
                call check_product(t, modes(md))
                call drop_matrix(mat_a)
                call drop_matrix(mat_b)
                call drop_matrix(mat_d)
            end do
        end do
    end do
    call is_int(rocsparse_destroy_mat_descr(descr), success, 'destroy descriptor')
    call is_int(rocsparse_destroy_handle(handle), success, 'destroy handle')
    call done_testing()

contains

    ! Values of the precision under test on the device, and back.
    function device_values(v) result(d)
        complex(wk), intent(in) :: v(:)
        type(c_ptr) :: d
        real(c_double), allocatable, target :: vd(:)
        complex(c_double_complex), allocatable, target :: vz(:)
        if(is_complex) then
            vz = v
            d = device_copy_of(c_loc(vz), int(max(size(v), 1), c_size_t) * 16)
        else
            vd = real(v, c_double)
            d = device_copy_of(c_loc(vd), int(max(size(v), 1), c_size_t) * 8)
        end if
    end function device_values

    function fetch_values(d, count) result(v)
        type(c_ptr), intent(in) :: d
        integer, intent(in) :: count
        complex(wk) :: v(count)
        real(c_double), allocatable, target :: vd(:)
        complex(c_double_complex), allocatable, target :: vz(:)
        if(is_complex) then
            allocate(vz(count))
            call copy_to_host(c_loc(vz), d, int(count, c_size_t) * 16)
            v = vz
        else
            allocate(vd(count))
            call copy_to_host(c_loc(vd), d, int(count, c_size_t) * 8)
            v = cmplx(vd, 0, wk)
        end if
    end function fetch_values

    function random_values(count) result(v)
        integer, intent(in) :: count
        complex(wk) :: v(count)
        real(c_double) :: re(count), im(count)
        call random_number(re)
        call random_number(im)
        if(.not. is_complex) im = 0.5
        v = cmplx(2 * re - 1, 2 * im - 1, wk)
    end function random_values

    ! A scalar where the pointer mode wants it (slot 1: alpha, 2: beta).
    function scalar(s, mode, slot) result(ptr)
        complex(wk), intent(in) :: s
        integer(c_int), intent(in) :: mode
        integer, intent(in) :: slot
        type(c_ptr) :: ptr
        if(mode == rocsparse_pointer_mode_device) then
            ptr = device_values([s])
        else if(is_complex) then
            host_z(slot) = s
            ptr = c_loc(host_z(slot))
        else
            host_d(slot) = real(s, c_double)
            ptr = c_loc(host_d(slot))
        end if
    end function scalar

    ! A rows x cols matrix of random pattern (about a third full) with row
    ! empty_row empty; its columns uploaded in reverse order within rows.
    subroutine new_matrix(x, rows, cols, empty_row)
        type(csr_matrix), intent(inout) :: x
        integer, intent(in) :: rows, cols, empty_row
        real(c_double) :: u(rows, cols)
        integer(c_int), allocatable, target :: row_ptr(:), col_ind(:)
        complex(wk), allocatable :: vals(:)
        integer :: i, j, e
        call random_number(u)
        x%pat = u < 0.35
        x%pat(empty_row, :) = .false.
        x%a = reshape(random_values(rows * cols), [rows, cols])
        where(.not. x%pat) x%a = 0
        x%nnz = count(x%pat)
        allocate(row_ptr(rows + 1), col_ind(max(x%nnz, 1)), vals(max(x%nnz, 1)))
        e = 0
        row_ptr(1) = 1
        do i = 1, rows
            do j = cols, 1, -1
                if(.not. x%pat(i, j)) cycle
                e = e + 1
                col_ind(e) = j
                vals(e) = x%a(i, j)
            end do
            row_ptr(i + 1) = e + 1
        end do
        x%row_ptr = device_copy_of(c_loc(row_ptr), int(rows + 1, c_size_t) * 4)
        x%col_ind = device_copy_of(c_loc(col_ind), int(max(x%nnz, 1), c_size_t) * 4)
        x%val = device_values(vals)
    end subroutine new_matrix

    subroutine drop_matrix(x)
        type(csr_matrix), intent(inout) :: x
        call device_release(x%val)
        call device_release(x%row_ptr)
        call device_release(x%col_ind)
    end subroutine drop_matrix

    ! The three calls with the terms of set t (1: product, 2: sum, 3: both).
    subroutine check_product(t, mode)
        integer, intent(in) :: t
        integer(c_int), intent(in) :: mode
        logical :: mul, add, pat_c(m, n), cols_ok
        complex(wk) :: scalars(2), alpha, beta, want(m, n)
        complex(wk), allocatable :: got(:)
        type(c_ptr) :: alpha_p, beta_p, info, temp, row_ptr_c, nnz_p, col_c, val_c
        integer(c_size_t), target :: buffer_size
        integer(c_int), target :: nnz_c, ptr_c(m + 1)
        integer(c_int), allocatable, target :: cols(:)
        real(c_double) :: nan
        character(len=:), allocatable :: what
        integer :: i, j, e, nnz_want
        integer(c_int8_t), allocatable, target :: junk(:)

        what = merge('zcsrgemm ', 'dcsrgemm ', is_complex) // trim(terms_names(t)) // &
               merge(', device mode', ', host mode  ', mode == rocsparse_pointer_mode_device)
        mul = t /= 2
        add = t /= 1
        scalars = random_values(2)
        alpha = scalars(1)
        beta = scalars(2)
        want = 0
        pat_c = .false.
        if(mul) then
            want = alpha * matmul(mat_a%a, mat_b%a)
            do j = 1, n
                do i = 1, m
                    pat_c(i, j) = any(mat_a%pat(i, :) .and. mat_b%pat(:, j))
                end do
            end do
        end if
        if(add) then
            want = want + beta * mat_d%a
            pat_c = pat_c .or. mat_d%pat
        end if
        nnz_want = count(pat_c)

        call is_int(rocsparse_set_pointer_mode(handle, mode), success, 'pointer mode')
        alpha_p = c_null_ptr
        beta_p = c_null_ptr
        if(mul) alpha_p = scalar(alpha, mode, 1)
        if(add) beta_p = scalar(beta, mode, 2)
        call is_int(rocsparse_create_mat_info(info), success, what // ': create info')

        buffer_size = 0
        if(is_complex) then
            call is_int(rocsparse_zcsrgemm_buffer_size(handle, none, none, m, n, k, alpha_p, descr, mat_a%nnz, &
                        mat_a%row_ptr, mat_a%col_ind, descr, mat_b%nnz, mat_b%row_ptr, mat_b%col_ind, beta_p, &
                        descr, mat_d%nnz, mat_d%row_ptr, mat_d%col_ind, info, c_loc(buffer_size)), success, &
                        what // ': buffer_size')
        else
            call is_int(rocsparse_dcsrgemm_buffer_size(handle, none, none, m, n, k, alpha_p, descr, mat_a%nnz, &
                        mat_a%row_ptr, mat_a%col_ind, descr, mat_b%nnz, mat_b%row_ptr, mat_b%col_ind, beta_p, &
                        descr, mat_d%nnz, mat_d%row_ptr, mat_d%col_ind, info, c_loc(buffer_size)), success, &
                        what // ': buffer_size')
        end if
        call ok(buffer_size > 0, what // ': the buffer size is not 0')
        allocate(junk(max(buffer_size, 1_c_size_t)))
        junk = 85
        temp = device_copy_of(c_loc(junk), max(buffer_size, 1_c_size_t))

        ptr_c = -9
        row_ptr_c = device_copy_of(c_loc(ptr_c), int(m + 1, c_size_t) * 4)
        nnz_c = -9
        if(mode == rocsparse_pointer_mode_device) then
            nnz_p = device_copy_of(c_loc(nnz_c), 4_c_size_t)
        else
            nnz_p = c_loc(nnz_c)
        end if
        call is_int(rocsparse_csrgemm_nnz(handle, none, none, m, n, k, descr, mat_a%nnz, mat_a%row_ptr, &
                    mat_a%col_ind, descr, mat_b%nnz, mat_b%row_ptr, mat_b%col_ind, descr, mat_d%nnz, &
                    mat_d%row_ptr, mat_d%col_ind, descr, row_ptr_c, nnz_p, info, temp), success, &
                    what // ': csrgemm_nnz')
        if(mode == rocsparse_pointer_mode_device) then
            call copy_to_host(c_loc(nnz_c), nnz_p, 4_c_size_t)
            call device_release(nnz_p)
        end if
        call is_int(nnz_c, nnz_want, what // ': nnz_C')
        call copy_to_host(c_loc(ptr_c), row_ptr_c, int(m + 1, c_size_t) * 4)
        call ok(ptr_c(1) == 1 .and. all(ptr_c(2:) - ptr_c(:m) == count(pat_c, dim=2)), what // ': row pointers of C')

        nan = ieee_value(nan, ieee_quiet_nan)
        allocate(cols(nnz_want + 1))
        cols = -9
        col_c = device_copy_of(c_loc(cols), int(nnz_want + 1, c_size_t) * 4)
        val_c = device_values([(cmplx(nan, nan, wk), i = 1, nnz_want + 1)])
        if(is_complex) then
            call is_int(rocsparse_zcsrgemm(handle, none, none, m, n, k, alpha_p, descr, mat_a%nnz, mat_a%val, &
                        mat_a%row_ptr, mat_a%col_ind, descr, mat_b%nnz, mat_b%val, mat_b%row_ptr, mat_b%col_ind, &
                        beta_p, descr, mat_d%nnz, mat_d%val, mat_d%row_ptr, mat_d%col_ind, descr, val_c, &
                        row_ptr_c, col_c, info, temp), success, what // ': csrgemm')
        else
            call is_int(rocsparse_dcsrgemm(handle, none, none, m, n, k, alpha_p, descr, mat_a%nnz, mat_a%val, &
                        mat_a%row_ptr, mat_a%col_ind, descr, mat_b%nnz, mat_b%val, mat_b%row_ptr, mat_b%col_ind, &
                        beta_p, descr, mat_d%nnz, mat_d%val, mat_d%row_ptr, mat_d%col_ind, descr, val_c, &
                        row_ptr_c, col_c, info, temp), success, what // ': csrgemm')
        end if
        call copy_to_host(c_loc(cols), col_c, int(nnz_want + 1, c_size_t) * 4)
        got = fetch_values(val_c, nnz_want + 1)
        ! Row by row: the columns of the pattern, ascending; their values.
        cols_ok = cols(nnz_want + 1) == -9
        e = 0
        do i = 1, m
            do j = 1, n
                if(.not. pat_c(i, j)) cycle
                e = e + 1
                if(cols(e) /= j) cols_ok = .false.
                if(cols(e) == j) got(e) = got(e) - want(i, j)
            end do
        end do
        call ok(cols_ok, what // ': columns of C, ascending, nothing past them')
        call ok(all(abs(got(:nnz_want)) <= 1.0e-12_c_double * max(1.0_c_double, maxval(abs(want)))), &
                what // ': values of C')
        call ok(isnan(real(got(nnz_want + 1))), what // ': no value written past C''s entries')

        call device_release(col_c)
        call device_release(val_c)
        call device_release(row_ptr_c)
        call device_release(temp)
        call is_int(rocsparse_destroy_mat_info(info), success, what // ': destroy info')
        if(mode == rocsparse_pointer_mode_device) then
            if(mul) call device_release(alpha_p)
            if(add) call device_release(beta_p)
        end if
    end subroutine check_product

end program test_csrgemm
