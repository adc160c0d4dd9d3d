! The triangular solves and incomplete factorizations through the generated
! modules, one-based, on device memory, for each of the four precisions,
! against dense double-precision references on fresh random matrices:
! csrsv (both triangles, both diagonal types, every operation, both
! pointer modes), csrsm (trans_A none and transpose, trans_B none and
! transpose, padded ldb), csrilu0 (L * U = A on A's pattern, then the
! solves with L and U on the same mat_info), csric0 (L * L^H = A on the
! lower pattern, upper entries untouched, then the solves with L and L^H),
! a structural zero pivot in both pointer modes, and what each *_clear
! forgets.
program test_trm
    use iso_c_binding
    use ieee_arithmetic, only: ieee_value, ieee_quiet_nan
    use rocsparse
    use rocsparse_enums
    use device_buffers
    use tap
    implicit none

    integer, parameter :: wk = c_double_complex
    integer, parameter :: m = 24
    integer(c_int), parameter :: success = rocsparse_status_success
    integer(c_int), parameter :: base = rocsparse_index_base_one
    integer(c_int), parameter :: ops(3) = [rocsparse_operation_none, rocsparse_operation_transpose, &
                                           rocsparse_operation_conjugate_transpose]
    integer(c_int), parameter :: modes(2) = [rocsparse_pointer_mode_host, rocsparse_pointer_mode_device]
    integer(c_int), parameter :: fills(2) = [rocsparse_fill_mode_lower, rocsparse_fill_mode_upper]
    integer(c_int), parameter :: diags(2) = [rocsparse_diag_type_non_unit, rocsparse_diag_type_unit]
    character(len=1), parameter :: letters(4) = ['s', 'd', 'c', 'z']
    integer(c_size_t), parameter :: sizes(4) = [4_c_size_t, 8_c_size_t, 8_c_size_t, 16_c_size_t]

    type(c_ptr), save :: handle = c_null_ptr
    ! The precision under test (1 to 4: s, d, c, z) and the current
    ! matrix: dense with its pattern, and its CSR arrays on the device.
    integer, save :: prec
    complex(wk), save :: a(m, m)
    logical, save :: pat(m, m)
    integer, save :: nnz
    integer(c_int), allocatable, target, save :: row_ptr(:), col_ind(:)
    type(c_ptr), save :: d_val = c_null_ptr, d_row_ptr = c_null_ptr, d_col_ind = c_null_ptr
    ! Host scalars, one per precision, for host pointer mode.
    real(c_float), target, save :: host_s
    real(c_double), target, save :: host_d
    complex(c_float_complex), target, save :: host_c
    complex(c_double_complex), target, save :: host_z

    call random_seed()
    call is_int(rocsparse_create_handle(handle), success, 'create handle')
    do prec = 1, 4
        call test_csrsv()
        call test_csrsm()
        call test_csrilu0()
        call test_csric0()
        call test_zero_pivot()
    end do
    call is_int(rocsparse_destroy_handle(handle), success, 'destroy handle')
    call done_testing()

contains

    ! ------------------------------------------------------------ data

    ! v rounded to the precision under test (imaginary parts dropped for
    ! the real ones): what the device holds.
    elemental function rounded(v) result(r)
        complex(wk), intent(in) :: v
        complex(wk) :: r
        select case(prec)
        case(1)
            r = cmplx(real(real(v), c_float), 0, wk)
        case(2)
            r = cmplx(real(v), 0, wk)
        case(3)
            r = cmplx(cmplx(v, kind=c_float_complex), kind=wk)
        case default
            r = v
        end select
    end function rounded

    function random_array(n) result(v)
        integer, intent(in) :: n
        complex(wk) :: v(n)
        real(c_double) :: re(n), im(n)
        call random_number(re)
        call random_number(im)
        v = rounded(cmplx(2 * re - 1, 2 * im - 1, wk))
    end function random_array

    ! Relative tolerance of the precision under test.
    function tol() result(t)
        real(c_double) :: t
        if(prec == 1 .or. prec == 3) then
            t = 1000 * epsilon(1.0_c_float)
        else
            t = 1000 * epsilon(1.0_c_double)
        end if
    end function tol

    function close_to(got, want) result(yes)
        complex(wk), intent(in) :: got(:), want(:)
        logical :: yes
        yes = .false.
        if(size(got) == 0) then
            yes = .true.
        else if(all(abs(got - want) <= tol() * max(1.0_c_double, maxval(abs(want))))) then
            yes = .true.
        end if
    end function close_to

    function label(what) result(text)
        character(len=*), intent(in) :: what
        character(len=:), allocatable :: text
        text = 'rocsparse_' // letters(prec) // what
    end function label

    function itoa(i) result(text)
        integer, intent(in) :: i
        character(len=12) :: buffer
        character(len=:), allocatable :: text
        write(buffer, '(i0)') i
        text = trim(buffer)
    end function itoa

    ! A random matrix with its diagonal (but at row drop, if > 0), up to
    ! three entries off it per row, rows 3 and 10 without any, values well
    ! conditioned for both triangles; Hermitian positive definite with a
    ! symmetric pattern if hermitian. Uploaded, columns sorted.
    subroutine new_matrix(hermitian, drop)
        logical, intent(in) :: hermitian
        integer, intent(in) :: drop
        real(c_double) :: u
        integer :: i, j, k, e, rc(m), cc(m)
        complex(wk), allocatable, target :: vals(:)
        pat = .false.
        do i = 1, m
            do k = 1, 3
                call random_number(u)
                j = min(m, 1 + int(u * m))
                pat(i, j) = .true.
                if(hermitian) pat(j, i) = .true.
            end do
        end do
        do k = 1, m
            pat(k, k) = .false.
        end do
        pat(3, :) = .false.
        pat(10, :) = .false.
        if(hermitian) then
            pat(:, 3) = .false.
            pat(:, 10) = .false.
        end if
        rc = count(pat, dim=2)
        cc = count(pat, dim=1)
        a = 0
        do i = 1, m
            do j = 1, m
                if(pat(i, j)) a(i, j:j) = rounded(random_array(1) / (2 * (1 + rc(i) + cc(j))))
            end do
        end do
        if(hermitian) then
            do i = 1, m
                do j = i + 1, m
                    a(i, j) = conjg(a(j, i))
                end do
            end do
        end if
        do i = 1, m
            pat(i, i) = i /= drop
            call random_number(u)
            if(hermitian) then
                a(i, i) = rounded(cmplx(1 + sum(abs(a(i, :))) + u, 0, wk))
            else
                a(i, i:i) = random_array(1)
                a(i, i) = rounded((1 + u) * a(i, i) / abs(a(i, i)))
            end if
            if(i == drop) a(i, i) = 0
        end do
        nnz = count(pat)
        if(allocated(row_ptr)) deallocate(row_ptr, col_ind)
        allocate(row_ptr(m + 1), col_ind(nnz), vals(nnz))
        e = 0
        row_ptr(1) = 1
        do i = 1, m
            do j = 1, m
                if(.not. pat(i, j)) cycle
                e = e + 1
                col_ind(e) = j
                vals(e) = a(i, j)
            end do
            row_ptr(i + 1) = e + 1
        end do
        call drop_matrix()
        d_row_ptr = device_copy_of(c_loc(row_ptr), int(m + 1, c_size_t) * 4)
        d_col_ind = device_copy_of(c_loc(col_ind), int(nnz, c_size_t) * 4)
        d_val = device_values(vals)
    end subroutine new_matrix

    subroutine drop_matrix()
        if(c_associated(d_val)) call device_release(d_val)
        if(c_associated(d_row_ptr)) call device_release(d_row_ptr)
        if(c_associated(d_col_ind)) call device_release(d_col_ind)
    end subroutine drop_matrix

    ! The values of the CSR entries, in order, from a dense array.
    function csr_values(dense) result(v)
        complex(wk), intent(in) :: dense(m, m)
        complex(wk) :: v(nnz)
        integer :: i, e
        do i = 1, m
            do e = row_ptr(i), row_ptr(i + 1) - 1
                v(e) = dense(i, col_ind(e))
            end do
        end do
    end function csr_values

    ! The dense matrix of CSR values v on the pattern.
    function dense_of(v) result(d)
        complex(wk), intent(in) :: v(:)
        complex(wk) :: d(m, m)
        integer :: i, e
        d = 0
        do i = 1, m
            do e = row_ptr(i), row_ptr(i + 1) - 1
                d(i, col_ind(e)) = v(e)
            end do
        end do
    end function dense_of

    ! ------------------------------------------------ device transfers

    function device_values(v) result(d)
        complex(wk), intent(in) :: v(:)
        type(c_ptr) :: d
        real(c_float), allocatable, target :: vs(:)
        real(c_double), allocatable, target :: vd(:)
        complex(c_float_complex), allocatable, target :: vc(:)
        complex(c_double_complex), allocatable, target :: vz(:)
        integer(c_size_t) :: bytes
        bytes = size(v) * sizes(prec)
        select case(prec)
        case(1)
            vs = real(v, c_float)
            d = device_copy_of(c_loc(vs), bytes)
        case(2)
            vd = real(v, c_double)
            d = device_copy_of(c_loc(vd), bytes)
        case(3)
            vc = cmplx(v, kind=c_float_complex)
            d = device_copy_of(c_loc(vc), bytes)
        case default
            vz = v
            d = device_copy_of(c_loc(vz), bytes)
        end select
    end function device_values

    function fetch_values(d, n) result(v)
        type(c_ptr), intent(in) :: d
        integer, intent(in) :: n
        complex(wk) :: v(n)
        real(c_float), allocatable, target :: vs(:)
        real(c_double), allocatable, target :: vd(:)
        complex(c_float_complex), allocatable, target :: vc(:)
        complex(c_double_complex), allocatable, target :: vz(:)
        integer(c_size_t) :: bytes
        bytes = n * sizes(prec)
        select case(prec)
        case(1)
            allocate(vs(n))
            call copy_to_host(c_loc(vs), d, bytes)
            v = cmplx(vs, 0, wk)
        case(2)
            allocate(vd(n))
            call copy_to_host(c_loc(vd), d, bytes)
            v = cmplx(vd, 0, wk)
        case(3)
            allocate(vc(n))
            call copy_to_host(c_loc(vc), d, bytes)
            v = cmplx(vc, kind=wk)
        case default
            allocate(vz(n))
            call copy_to_host(c_loc(vz), d, bytes)
            v = vz
        end select
    end function fetch_values

    ! NaN in every entry: what the routine does not write stays NaN.
    function nan_values(n) result(d)
        integer, intent(in) :: n
        type(c_ptr) :: d
        real(c_double) :: nan
        complex(wk) :: v(n)
        nan = ieee_value(nan, ieee_quiet_nan)
        v = cmplx(nan, nan, wk)
        d = device_values(v)
    end function nan_values

    ! A scalar argument where the pointer mode wants it (a device copy to be
    ! released with release_scalar in device mode).
    function scalar(s, mode) result(p)
        complex(wk), intent(in) :: s
        integer(c_int), intent(in) :: mode
        type(c_ptr) :: p
        if(mode == rocsparse_pointer_mode_device) then
            p = device_values([s])
            return
        end if
        select case(prec)
        case(1)
            host_s = real(s, c_float)
            p = c_loc(host_s)
        case(2)
            host_d = real(s, c_double)
            p = c_loc(host_d)
        case(3)
            host_c = cmplx(s, kind=c_float_complex)
            p = c_loc(host_c)
        case default
            host_z = s
            p = c_loc(host_z)
        end select
    end function scalar

    subroutine release_scalar(p, mode)
        type(c_ptr), intent(inout) :: p
        integer(c_int), intent(in) :: mode
        if(mode == rocsparse_pointer_mode_device) call device_release(p)
    end subroutine release_scalar

    ! Device memory of bytes (a temporary buffer), its content arbitrary.
    function device_buffer(bytes) result(d)
        integer(c_size_t), intent(in) :: bytes
        type(c_ptr) :: d
        integer(c_int8_t), allocatable, target :: junk(:)
        allocate(junk(max(bytes, 1_c_size_t)))
        junk = 85
        d = device_copy_of(c_loc(junk), max(bytes, 1_c_size_t))
    end function device_buffer

    function new_descr(mat_type, fill, diag) result(descr)
        integer(c_int), intent(in) :: mat_type, fill, diag
        type(c_ptr) :: descr
        call is_int(rocsparse_create_mat_descr(descr), success, 'create descriptor')
        call is_int(rocsparse_set_mat_index_base(descr, base), success, 'descriptor base one')
        call is_int(rocsparse_set_mat_type(descr, mat_type), success, 'descriptor type')
        call is_int(rocsparse_set_mat_fill_mode(descr, fill), success, 'descriptor fill mode')
        call is_int(rocsparse_set_mat_diag_type(descr, diag), success, 'descriptor diagonal type')
    end function new_descr

    ! ------------------------------------------------------ references

    ! op(T) y = alpha x by substitution, T the triangle of a (fill, diag).
    function ref_solve(fill, diag, trans, alpha, x) result(y)
        integer(c_int), intent(in) :: fill, diag, trans
        complex(wk), intent(in) :: alpha, x(m)
        complex(wk) :: y(m), t(m, m), b(m)
        integer :: i, j
        logical :: lower
        t = 0
        do i = 1, m
            do j = 1, m
                if(.not. pat(i, j)) cycle
                if((fill == rocsparse_fill_mode_lower .and. j < i) .or. &
                   (fill == rocsparse_fill_mode_upper .and. j > i) .or. &
                   (i == j .and. diag == rocsparse_diag_type_non_unit)) t(i, j) = a(i, j)
            end do
            if(diag == rocsparse_diag_type_unit) t(i, i) = 1
        end do
        if(trans == rocsparse_operation_transpose) t = transpose(t)
        if(trans == rocsparse_operation_conjugate_transpose) t = conjg(transpose(t))
        lower = (fill == rocsparse_fill_mode_lower) .eqv. (trans == rocsparse_operation_none)
        b = alpha * x
        if(lower) then
            do i = 1, m
                y(i) = (b(i) - sum(t(i, 1:i - 1) * y(1:i - 1))) / t(i, i)
            end do
        else
            do i = m, 1, -1
                y(i) = (b(i) - sum(t(i, i + 1:m) * y(i + 1:m))) / t(i, i)
            end do
        end if
    end function ref_solve

    ! ------------------------------------------------ precision dispatch

    function sv_buffer_size(trans, descr, info) result(bytes)
        integer(c_int), intent(in) :: trans
        type(c_ptr), intent(in) :: descr, info
        integer(c_size_t), target :: bytes
        integer(c_int) :: status
        select case(prec)
        case(1)
            status = rocsparse_scsrsv_buffer_size(handle, trans, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, &
                                                  c_loc(bytes))
        case(2)
            status = rocsparse_dcsrsv_buffer_size(handle, trans, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, &
                                                  c_loc(bytes))
        case(3)
            status = rocsparse_ccsrsv_buffer_size(handle, trans, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, &
                                                  c_loc(bytes))
        case default
            status = rocsparse_zcsrsv_buffer_size(handle, trans, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, &
                                                  c_loc(bytes))
        end select
        call is_int(status, success, label('csrsv_buffer_size'))
        call ok(bytes > 0, label('csrsv_buffer_size is not 0'))
    end function sv_buffer_size

    function sv_analysis(trans, descr, info, buffer) result(status)
        integer(c_int), intent(in) :: trans
        type(c_ptr), intent(in) :: descr, info, buffer
        integer(c_int) :: status
        integer(c_int), parameter :: reuse = rocsparse_analysis_policy_reuse, auto = rocsparse_solve_policy_auto
        select case(prec)
        case(1)
            status = rocsparse_scsrsv_analysis(handle, trans, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, &
                                               reuse, auto, buffer)
        case(2)
            status = rocsparse_dcsrsv_analysis(handle, trans, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, &
                                               reuse, auto, buffer)
        case(3)
            status = rocsparse_ccsrsv_analysis(handle, trans, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, &
                                               reuse, auto, buffer)
        case default
            status = rocsparse_zcsrsv_analysis(handle, trans, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, &
                                               reuse, auto, buffer)
        end select
    end function sv_analysis

    function sv_solve(trans, alpha, descr, info, x, y, buffer) result(status)
        integer(c_int), intent(in) :: trans
        type(c_ptr), intent(in) :: alpha, descr, info, x, y, buffer
        integer(c_int) :: status
        integer(c_int), parameter :: auto = rocsparse_solve_policy_auto
        select case(prec)
        case(1)
            status = rocsparse_scsrsv_solve(handle, trans, m, nnz, alpha, descr, d_val, d_row_ptr, d_col_ind, info, &
                                            x, y, auto, buffer)
        case(2)
            status = rocsparse_dcsrsv_solve(handle, trans, m, nnz, alpha, descr, d_val, d_row_ptr, d_col_ind, info, &
                                            x, y, auto, buffer)
        case(3)
            status = rocsparse_ccsrsv_solve(handle, trans, m, nnz, alpha, descr, d_val, d_row_ptr, d_col_ind, info, &
                                            x, y, auto, buffer)
        case default
            status = rocsparse_zcsrsv_solve(handle, trans, m, nnz, alpha, descr, d_val, d_row_ptr, d_col_ind, info, &
                                            x, y, auto, buffer)
        end select
    end function sv_solve

    ! csrsm's three calls: what 0 the buffer size, 1 the analysis, 2 the solve.
    function sm_call(what, trans_a, trans_b, nrhs, alpha, descr, b, ldb, info, buffer, bytes) result(status)
        integer, intent(in) :: what
        integer(c_int), intent(in) :: trans_a, trans_b, nrhs, ldb
        type(c_ptr), intent(in) :: alpha, descr, b, info, buffer, bytes
        integer(c_int) :: status
        integer(c_int), parameter :: reuse = rocsparse_analysis_policy_reuse, auto = rocsparse_solve_policy_auto
        select case(prec * 10 + what)
        case(10)
            status = rocsparse_scsrsm_buffer_size(handle, trans_a, trans_b, m, nrhs, nnz, alpha, descr, d_val, &
                                                  d_row_ptr, d_col_ind, b, ldb, info, auto, bytes)
        case(11)
            status = rocsparse_scsrsm_analysis(handle, trans_a, trans_b, m, nrhs, nnz, alpha, descr, d_val, &
                                               d_row_ptr, d_col_ind, b, ldb, info, reuse, auto, buffer)
        case(12)
            status = rocsparse_scsrsm_solve(handle, trans_a, trans_b, m, nrhs, nnz, alpha, descr, d_val, d_row_ptr, &
                                            d_col_ind, b, ldb, info, auto, buffer)
        case(20)
            status = rocsparse_dcsrsm_buffer_size(handle, trans_a, trans_b, m, nrhs, nnz, alpha, descr, d_val, &
                                                  d_row_ptr, d_col_ind, b, ldb, info, auto, bytes)
        case(21)
            status = rocsparse_dcsrsm_analysis(handle, trans_a, trans_b, m, nrhs, nnz, alpha, descr, d_val, &
                                               d_row_ptr, d_col_ind, b, ldb, info, reuse, auto, buffer)
        case(22)
            status = rocsparse_dcsrsm_solve(handle, trans_a, trans_b, m, nrhs, nnz, alpha, descr, d_val, d_row_ptr, &
                                            d_col_ind, b, ldb, info, auto, buffer)
        case(30)
            status = rocsparse_ccsrsm_buffer_size(handle, trans_a, trans_b, m, nrhs, nnz, alpha, descr, d_val, &
                                                  d_row_ptr, d_col_ind, b, ldb, info, auto, bytes)
        case(31)
            status = rocsparse_ccsrsm_analysis(handle, trans_a, trans_b, m, nrhs, nnz, alpha, descr, d_val, &
                                               d_row_ptr, d_col_ind, b, ldb, info, reuse, auto, buffer)
        case(32)
            status = rocsparse_ccsrsm_solve(handle, trans_a, trans_b, m, nrhs, nnz, alpha, descr, d_val, d_row_ptr, &
                                            d_col_ind, b, ldb, info, auto, buffer)
        case(40)
            status = rocsparse_zcsrsm_buffer_size(handle, trans_a, trans_b, m, nrhs, nnz, alpha, descr, d_val, &
                                                  d_row_ptr, d_col_ind, b, ldb, info, auto, bytes)
        case(41)
            status = rocsparse_zcsrsm_analysis(handle, trans_a, trans_b, m, nrhs, nnz, alpha, descr, d_val, &
                                               d_row_ptr, d_col_ind, b, ldb, info, reuse, auto, buffer)
        case default
            status = rocsparse_zcsrsm_solve(handle, trans_a, trans_b, m, nrhs, nnz, alpha, descr, d_val, d_row_ptr, &
                                            d_col_ind, b, ldb, info, auto, buffer)
        end select
    end function sm_call

    ! A factorization's three calls (cholesky: csric0, else csrilu0): what
    ! 0 the buffer size, 1 the analysis, 2 the factorization.
    function factor_call(cholesky, what, descr, info, buffer, bytes) result(status)
        logical, intent(in) :: cholesky
        integer, intent(in) :: what
        type(c_ptr), intent(in) :: descr, info, buffer, bytes
        integer(c_int) :: status
        integer(c_int), parameter :: reuse = rocsparse_analysis_policy_reuse, auto = rocsparse_solve_policy_auto
        integer :: key
        key = prec * 10 + what
        if(cholesky) key = key + 100
        select case(key)
        case(10)
            status = rocsparse_scsrilu0_buffer_size(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, bytes)
        case(11)
            status = rocsparse_scsrilu0_analysis(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, reuse, &
                                                 auto, buffer)
        case(12)
            status = rocsparse_scsrilu0(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, auto, buffer)
        case(20)
            status = rocsparse_dcsrilu0_buffer_size(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, bytes)
        case(21)
            status = rocsparse_dcsrilu0_analysis(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, reuse, &
                                                 auto, buffer)
        case(22)
            status = rocsparse_dcsrilu0(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, auto, buffer)
        case(30)
            status = rocsparse_ccsrilu0_buffer_size(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, bytes)
        case(31)
            status = rocsparse_ccsrilu0_analysis(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, reuse, &
                                                 auto, buffer)
        case(32)
            status = rocsparse_ccsrilu0(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, auto, buffer)
        case(40)
            status = rocsparse_zcsrilu0_buffer_size(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, bytes)
        case(41)
            status = rocsparse_zcsrilu0_analysis(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, reuse, &
                                                 auto, buffer)
        case(42)
            status = rocsparse_zcsrilu0(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, auto, buffer)
        case(110)
            status = rocsparse_scsric0_buffer_size(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, bytes)
        case(111)
            status = rocsparse_scsric0_analysis(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, reuse, &
                                                auto, buffer)
        case(112)
            status = rocsparse_scsric0(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, auto, buffer)
        case(120)
            status = rocsparse_dcsric0_buffer_size(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, bytes)
        case(121)
            status = rocsparse_dcsric0_analysis(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, reuse, &
                                                auto, buffer)
        case(122)
            status = rocsparse_dcsric0(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, auto, buffer)
        case(130)
            status = rocsparse_ccsric0_buffer_size(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, bytes)
        case(131)
            status = rocsparse_ccsric0_analysis(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, reuse, &
                                                auto, buffer)
        case(132)
            status = rocsparse_ccsric0(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, auto, buffer)
        case(140)
            status = rocsparse_zcsric0_buffer_size(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, bytes)
        case(141)
            status = rocsparse_zcsric0_analysis(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, reuse, &
                                                auto, buffer)
        case default
            status = rocsparse_zcsric0(handle, m, nnz, descr, d_val, d_row_ptr, d_col_ind, info, auto, buffer)
        end select
    end function factor_call

    ! ------------------------------------------------------------ tests

    ! One csrsv analysis and solve of the current matrix's triangle, y
    ! poisoned first, against the reference; returns y.
    function solve_once(fill, diag, trans, mode, info, x, name) result(y)
        integer(c_int), intent(in) :: fill, diag, trans, mode
        type(c_ptr), intent(in) :: info
        complex(wk), intent(in) :: x(m)
        character(len=*), intent(in) :: name
        complex(wk) :: y(m), alpha(1)
        type(c_ptr) :: descr, buffer, d_x, d_y, p_alpha
        integer(c_int) :: mat_type
        mat_type = rocsparse_matrix_type_general
        if(trans == rocsparse_operation_transpose) mat_type = rocsparse_matrix_type_triangular
        descr = new_descr(mat_type, fill, diag)
        buffer = device_buffer(sv_buffer_size(trans, descr, info))
        call is_int(sv_analysis(trans, descr, info, buffer), success, name // ' analysis')
        alpha = random_array(1)
        d_x = device_values(x)
        d_y = nan_values(m)
        call is_int(rocsparse_set_pointer_mode(handle, mode), success, 'set pointer mode')
        p_alpha = scalar(alpha(1), mode)
        call is_int(sv_solve(trans, p_alpha, descr, info, d_x, d_y, buffer), success, name // ' solve')
        call release_scalar(p_alpha, mode)
        call is_int(rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_host), success, 'set pointer mode')
        y = fetch_values(d_y, m)
        call ok(close_to(y, ref_solve(fill, diag, trans, alpha(1), x)), name // ' matches the dense reference')
        call device_release(d_x)
        call device_release(d_y)
        call device_release(buffer)
        call is_int(rocsparse_destroy_mat_descr(descr), success, 'destroy descriptor')
    end function solve_once

    subroutine test_csrsv()
        integer :: f, d, t, turn
        type(c_ptr) :: info
        complex(wk) :: y(m)
        character(len=:), allocatable :: name
        call new_matrix(.false., 0)
        turn = 0
        do f = 1, 2
            do d = 1, 2
                do t = 1, 3
                    turn = turn + 1
                    name = label('csrsv fill ' // itoa(int(fills(f))) // ' diag ' // itoa(int(diags(d))) // &
                                 ' trans ' // itoa(int(ops(t))) // ' mode ' // itoa(int(modes(mod(turn, 2) + 1))))
                    call is_int(rocsparse_create_mat_info(info), success, 'create mat info')
                    y = solve_once(fills(f), diags(d), ops(t), modes(mod(turn, 2) + 1), info, random_array(m), name)
                    call is_int(rocsparse_destroy_mat_info(info), success, 'destroy mat info')
                end do
            end do
        end do
        call drop_matrix()
    end subroutine test_csrsv

    ! B is column-major with ldb > its rows: the padding must stay.
    subroutine test_csrsm()
        integer(c_int), parameter :: nrhs = 3
        integer :: ta, tb, j, r
        integer(c_int) :: trans_a, trans_b, ldb, cols
        integer(c_size_t), target :: bytes
        integer(c_int), target :: position
        type(c_ptr) :: info, descr, buffer, d_b, p_alpha
        complex(wk) :: alpha(1)
        complex(wk), allocatable :: b(:), got(:), want(:)
        character(len=:), allocatable :: name
        call new_matrix(.false., 0)
        do ta = 1, 2
            do tb = 1, 2
                trans_a = ops(ta)
                trans_b = ops(tb)
                if(trans_b == rocsparse_operation_none) then
                    ldb = m + 2
                    cols = nrhs
                else
                    ldb = nrhs + 1
                    cols = m
                end if
                name = label('csrsm trans_A ' // itoa(int(trans_a)) // ' trans_B ' // itoa(int(trans_b)))
                call is_int(rocsparse_create_mat_info(info), success, 'create mat info')
                descr = new_descr(rocsparse_matrix_type_general, rocsparse_fill_mode_lower, &
                                  rocsparse_diag_type_non_unit)
                b = random_array(ldb * cols)
                d_b = device_values(b)
                alpha = random_array(1)
                p_alpha = scalar(alpha(1), rocsparse_pointer_mode_host)
                call is_int(sm_call(0, trans_a, trans_b, nrhs, p_alpha, descr, d_b, ldb, info, c_null_ptr, &
                                    c_loc(bytes)), success, name // ' buffer_size')
                buffer = device_buffer(bytes)
                call is_int(sm_call(1, trans_a, trans_b, nrhs, p_alpha, descr, d_b, ldb, info, buffer, c_null_ptr), &
                            success, name // ' analysis')
                call is_int(sm_call(2, trans_a, trans_b, nrhs, p_alpha, descr, d_b, ldb, info, buffer, c_null_ptr), &
                            success, name // ' solve')
                got = fetch_values(d_b, size(b))
                want = b
                do j = 1, nrhs
                    if(trans_b == rocsparse_operation_none) then
                        want((j - 1) * ldb + 1:(j - 1) * ldb + m) = &
                            ref_solve(rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit, trans_a, alpha(1), &
                                      b((j - 1) * ldb + 1:(j - 1) * ldb + m))
                    else
                        want([(j + (r - 1) * ldb, r = 1, m)]) = &
                            ref_solve(rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit, trans_a, alpha(1), &
                                      b([(j + (r - 1) * ldb, r = 1, m)]))
                    end if
                end do
                call ok(close_to(got, want), name // ' matches the dense reference, padding untouched')
                position = -5
                call is_int(rocsparse_csrsm_zero_pivot(handle, info, c_loc(position)), success, &
                            name // ' csrsm_zero_pivot status')
                call is_int(int(position), -1, name // ' csrsm_zero_pivot: none')
                call is_int(rocsparse_csrsm_clear(handle, info), success, name // ' csrsm_clear')
                call is_int(sm_call(2, trans_a, trans_b, nrhs, p_alpha, descr, d_b, ldb, info, buffer, c_null_ptr), &
                            rocsparse_status_invalid_pointer, name // ' a solve after csrsm_clear is refused')
                call device_release(d_b)
                call device_release(buffer)
                call is_int(rocsparse_destroy_mat_descr(descr), success, 'destroy descriptor')
                call is_int(rocsparse_destroy_mat_info(info), success, 'destroy mat info')
            end do
        end do
        call drop_matrix()
    end subroutine test_csrsm

    ! The factorization of the current matrix on info; returns the factor
    ! values (the matrix on the device holds them too).
    function factorize(cholesky, info, name) result(lu)
        logical, intent(in) :: cholesky
        type(c_ptr), intent(in) :: info
        character(len=*), intent(in) :: name
        complex(wk) :: lu(nnz)
        integer(c_size_t), target :: bytes
        type(c_ptr) :: descr, buffer
        descr = new_descr(rocsparse_matrix_type_general, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit)
        call is_int(factor_call(cholesky, 0, descr, info, c_null_ptr, c_loc(bytes)), success, name // ' buffer_size')
        call ok(bytes > 0, name // ' buffer_size is not 0')
        buffer = device_buffer(bytes)
        call is_int(factor_call(cholesky, 1, descr, info, buffer, c_null_ptr), success, name // ' analysis')
        call is_int(factor_call(cholesky, 2, descr, info, buffer, c_null_ptr), success, name // ' factorization')
        lu = fetch_values(d_val, nnz)
        call device_release(buffer)
        call is_int(rocsparse_destroy_mat_descr(descr), success, 'destroy descriptor')
    end function factorize

    ! L * U = A on A's pattern, then L z = x (unit lower) and U y = z with
    ! the factors, on the same info.
    subroutine test_csrilu0()
        type(c_ptr) :: info
        complex(wk) :: lu(m, m), l(m, m), u(m, m), prod(m, m), z(m), y(m)
        complex(wk), allocatable :: a0(:, :)
        character(len=:), allocatable :: name
        integer :: i
        call new_matrix(.false., 0)
        a0 = a
        name = label('csrilu0')
        call is_int(rocsparse_create_mat_info(info), success, 'create mat info')
        lu = dense_of(factorize(.false., info, name))
        l = 0
        u = 0
        do i = 1, m
            l(i, 1:i - 1) = lu(i, 1:i - 1)
            l(i, i) = 1
            u(i, i:m) = lu(i, i:m)
        end do
        prod = matmul(l, u)
        call ok(close_to(pack(prod, pat), pack(a0, pat)), name // ' L * U equals A on its pattern')
        ! The solves read the factors as the current matrix.
        a = lu
        z = solve_once(rocsparse_fill_mode_lower, rocsparse_diag_type_unit, rocsparse_operation_none, &
                       rocsparse_pointer_mode_device, info, random_array(m), name // ' then csrsv L')
        y = solve_once(rocsparse_fill_mode_upper, rocsparse_diag_type_non_unit, rocsparse_operation_none, &
                       rocsparse_pointer_mode_host, info, z, name // ' then csrsv U')
        call is_int(rocsparse_destroy_mat_info(info), success, 'destroy mat info')
        call drop_matrix()
    end subroutine test_csrilu0

    ! L * L^H = A on A's lower pattern, the upper entries untouched, then
    ! L z = x and L^H y = z with the factor, on the same info.
    subroutine test_csric0()
        type(c_ptr) :: info
        complex(wk) :: f(m, m), l(m, m), prod(m, m), z(m), y(m)
        complex(wk), allocatable :: a0(:, :)
        logical :: lower(m, m), upper(m, m)
        character(len=:), allocatable :: name
        integer :: i, j
        call new_matrix(.true., 0)
        a0 = a
        name = label('csric0')
        do i = 1, m
            do j = 1, m
                lower(i, j) = pat(i, j) .and. j <= i
                upper(i, j) = pat(i, j) .and. j > i
            end do
        end do
        call is_int(rocsparse_create_mat_info(info), success, 'create mat info')
        f = dense_of(factorize(.true., info, name))
        l = merge(f, (0.0_c_double, 0.0_c_double), lower)
        prod = matmul(l, conjg(transpose(l)))
        call ok(close_to(pack(prod, lower), pack(a0, lower)), name // ' L * L^H equals A on its lower pattern')
        call ok(all(pack(f, upper) == pack(a0, upper)), name // ' leaves the upper entries untouched')
        a = f
        z = solve_once(rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit, rocsparse_operation_none, &
                       rocsparse_pointer_mode_host, info, random_array(m), name // ' then csrsv L')
        y = solve_once(rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit, &
                       rocsparse_operation_conjugate_transpose, rocsparse_pointer_mode_device, info, z, &
                       name // ' then csrsv L^H')
        call is_int(rocsparse_destroy_mat_info(info), success, 'destroy mat info')
        call drop_matrix()
    end subroutine test_csric0

    ! Row 7 without its diagonal: csrsv and csrilu0 report it, one-based,
    ! after their analyses, in both pointer modes.
    subroutine test_zero_pivot()
        integer :: md
        integer(c_int), target :: position
        integer(c_size_t), target :: bytes
        type(c_ptr) :: info, descr, buffer, d_position
        character(len=:), allocatable :: name
        call new_matrix(.false., 7)
        do md = 1, 2
            name = label('csrsv zero pivot mode ' // itoa(int(modes(md))))
            call is_int(rocsparse_create_mat_info(info), success, 'create mat info')
            descr = new_descr(rocsparse_matrix_type_general, rocsparse_fill_mode_lower, rocsparse_diag_type_non_unit)
            buffer = device_buffer(sv_buffer_size(rocsparse_operation_none, descr, info))
            call is_int(sv_analysis(rocsparse_operation_none, descr, info, buffer), success, name // ' analysis')
            call is_int(factor_call(.false., 0, descr, info, c_null_ptr, c_loc(bytes)), success, &
                        name // ' csrilu0 buffer_size')
            call device_release(buffer)
            buffer = device_buffer(bytes)
            call is_int(factor_call(.false., 1, descr, info, buffer, c_null_ptr), success, name // ' csrilu0 analysis')
            call is_int(rocsparse_set_pointer_mode(handle, modes(md)), success, 'set pointer mode')
            position = -5
            d_position = c_loc(position)
            if(modes(md) == rocsparse_pointer_mode_device) d_position = device_copy_of(c_loc(position), 4_c_size_t)
            call is_int(rocsparse_csrsv_zero_pivot(handle, descr, info, d_position), rocsparse_status_zero_pivot, &
                        name // ' csrsv_zero_pivot status')
            if(modes(md) == rocsparse_pointer_mode_device) call copy_to_host(c_loc(position), d_position, 4_c_size_t)
            call is_int(int(position), 7, name // ' csrsv_zero_pivot position (one-based)')
            position = -5
            if(modes(md) == rocsparse_pointer_mode_device) call device_release(d_position)
            if(modes(md) == rocsparse_pointer_mode_device) d_position = device_copy_of(c_loc(position), 4_c_size_t)
            call is_int(rocsparse_csrilu0_zero_pivot(handle, info, d_position), rocsparse_status_zero_pivot, &
                        name // ' csrilu0_zero_pivot status')
            if(modes(md) == rocsparse_pointer_mode_device) then
                call copy_to_host(c_loc(position), d_position, 4_c_size_t)
                call device_release(d_position)
            end if
            call is_int(int(position), 7, name // ' csrilu0_zero_pivot position (one-based)')
            call is_int(rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_host), success, 'set pointer mode')
            ! csric0 shares the lower triangle's analysis and finds the same
            ! pivot; each clear then forgets its routine's pivot.
            call is_int(factor_call(.true., 1, descr, info, buffer, c_null_ptr), success, name // ' csric0 analysis')
            call is_int(rocsparse_csric0_zero_pivot(handle, info, c_loc(position)), rocsparse_status_zero_pivot, &
                        name // ' csric0_zero_pivot status')
            call is_int(int(position), 7, name // ' csric0_zero_pivot position (one-based)')
            call is_int(rocsparse_csrsv_clear(handle, descr, info), success, name // ' csrsv_clear')
            call is_int(rocsparse_csrsv_zero_pivot(handle, descr, info, c_loc(position)), success, &
                        name // ' csrsv_zero_pivot after csrsv_clear')
            call is_int(int(position), -1, name // ' csrsv_zero_pivot after csrsv_clear: none')
            call is_int(rocsparse_csrilu0_clear(handle, info), success, name // ' csrilu0_clear')
            call is_int(rocsparse_csrilu0_zero_pivot(handle, info, c_loc(position)), success, &
                        name // ' csrilu0_zero_pivot after csrilu0_clear')
            call is_int(int(position), -1, name // ' csrilu0_zero_pivot after csrilu0_clear: none')
            call is_int(rocsparse_csric0_clear(handle, info), success, name // ' csric0_clear')
            call is_int(rocsparse_csric0_zero_pivot(handle, info, c_loc(position)), success, &
                        name // ' csric0_zero_pivot after csric0_clear')
            call is_int(int(position), -1, name // ' csric0_zero_pivot after csric0_clear: none')
            call device_release(buffer)
            call is_int(rocsparse_destroy_mat_descr(descr), success, 'destroy descriptor')
            call is_int(rocsparse_destroy_mat_info(info), success, 'destroy mat info')
        end do
        call drop_matrix()
    end subroutine test_zero_pivot

end program test_trm
