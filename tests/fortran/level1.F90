! Every Level 1 routine of one precision through the generated Fortran
! modules, one-based, on device memory from fsparse_device, against a plain
! Fortran reference on fresh random data. The build compiles this file once
! per precision, with -DPRECISION_S, _D, _C or _Z.
#if defined(PRECISION_S)
#  define RK c_float
#  define SCALAR_T real(c_float)
#  define CONJ(v) (v)
#  define PREFIX "s"
#  define AXPYI rocsparse_saxpyi
#  define DOTI rocsparse_sdoti
#  define GTHR rocsparse_sgthr
#  define GTHRZ rocsparse_sgthrz
#  define ROTI rocsparse_sroti
#  define SCTR rocsparse_ssctr
#elif defined(PRECISION_D)
#  define RK c_double
#  define SCALAR_T real(c_double)
#  define CONJ(v) (v)
#  define PREFIX "d"
#  define AXPYI rocsparse_daxpyi
#  define DOTI rocsparse_ddoti
#  define GTHR rocsparse_dgthr
#  define GTHRZ rocsparse_dgthrz
#  define ROTI rocsparse_droti
#  define SCTR rocsparse_dsctr
#elif defined(PRECISION_C)
#  define IS_COMPLEX 1
#  define RK c_float
#  define SCALAR_T complex(c_float_complex)
#  define CONJ(v) conjg(v)
#  define PREFIX "c"
#  define AXPYI rocsparse_caxpyi
#  define DOTI rocsparse_cdoti
#  define DOTCI rocsparse_cdotci
#  define GTHR rocsparse_cgthr
#  define GTHRZ rocsparse_cgthrz
#  define SCTR rocsparse_csctr
#elif defined(PRECISION_Z)
#  define IS_COMPLEX 1
#  define RK c_double
#  define SCALAR_T complex(c_double_complex)
#  define CONJ(v) conjg(v)
#  define PREFIX "z"
#  define AXPYI rocsparse_zaxpyi
#  define DOTI rocsparse_zdoti
#  define DOTCI rocsparse_zdotci
#  define GTHR rocsparse_zgthr
#  define GTHRZ rocsparse_zgthrz
#  define SCTR rocsparse_zsctr
#else
#  error "define one of PRECISION_S, PRECISION_D, PRECISION_C, PRECISION_Z"
#endif

program test_level1
    use iso_c_binding
    use rocsparse
    use device_buffers
    use tap
    implicit none

    integer(c_int), parameter :: base = rocsparse_index_base_one
    integer(c_int), parameter :: modes(2) = [rocsparse_pointer_mode_host, rocsparse_pointer_mode_device]
    ! For the labels of routines without scalar arguments.
    integer(c_int), parameter :: no_scalars = -1
    ! A small case and one above the host backend threshold for threads.
    integer, parameter :: dense_sizes(2) = [200, 40000]
    integer, parameter :: nnz_sizes(2) = [57, 12000]
    real(RK), parameter :: eps = epsilon(real(1, RK))
    SCALAR_T, parameter :: poison = -777
    SCALAR_T, parameter :: zero = 0
    integer(c_size_t), parameter :: value_bytes = storage_size(zero) / 8
    integer(c_size_t), parameter :: index_bytes = storage_size(0_c_int) / 8
    ! Statuses the bad-argument checks expect.
    integer(c_int), parameter :: bad_handle = rocsparse_status_invalid_handle
    integer(c_int), parameter :: bad_size = rocsparse_status_invalid_size
    integer(c_int), parameter :: bad_value = rocsparse_status_invalid_value
    integer(c_int), parameter :: bad_pointer = rocsparse_status_invalid_pointer

    type(c_ptr) :: handle
    integer :: k

    call random_seed()
    handle = c_null_ptr
    call is_int(rocsparse_create_handle(handle), rocsparse_status_success, 'create handle')
    do k = 1, size(dense_sizes)
        call test_axpyi(dense_sizes(k), nnz_sizes(k))
        call test_dot(DOTI, .false., 'doti', dense_sizes(k), nnz_sizes(k))
#ifdef IS_COMPLEX
        call test_dot(DOTCI, .true., 'dotci', dense_sizes(k), nnz_sizes(k))
#else
        call test_roti(dense_sizes(k), nnz_sizes(k))
#endif
        call test_gather(.false., 'gthr', dense_sizes(k), nnz_sizes(k))
        call test_gather(.true., 'gthrz', dense_sizes(k), nnz_sizes(k))
        call test_sctr(dense_sizes(k), nnz_sizes(k))
    end do
    call test_empty_dot(DOTI, 'doti')
#ifdef IS_COMPLEX
    call test_empty_dot(DOTCI, 'dotci')
#endif
    call test_bad_arguments()
    call is_int(rocsparse_destroy_handle(handle), rocsparse_status_success, 'destroy handle')
    call done_testing()

contains

    ! ------------------------------------------------------------ data

    subroutine random_values(v)
        SCALAR_T, intent(out) :: v(:)
        real(RK) :: re(size(v))
#ifdef IS_COMPLEX
        real(RK) :: im(size(v))
        call random_number(re)
        call random_number(im)
        v = cmplx(2 * re - 1, 2 * im - 1, kind=RK)
#else
        call random_number(re)
        v = 2 * re - 1
#endif
    end subroutine random_values

    function random_scalar() result(s)
        SCALAR_T :: s
        SCALAR_T :: v(1)
        call random_values(v)
        s = v(1)
    end function random_scalar

    ! nnz distinct one-based positions in 1..n, in random order.
    subroutine random_indices(n, ind)
        integer, intent(in)          :: n
        integer(c_int), intent(out)  :: ind(:)
        integer :: perm(n), i, j, t
        real    :: r
        perm = [(i, i = 1, n)]
        do i = 1, size(ind)
            call random_number(r)
            j = min(n, i + int(r * (n - i + 1)))
            t = perm(i)
            perm(i) = perm(j)
            perm(j) = t
        end do
        ind = perm(1:size(ind))
    end subroutine random_indices

    function label(name, n, nnz, mode) result(text)
        character(len=*), intent(in) :: name
        integer, intent(in)          :: n, nnz
        integer(c_int), intent(in)   :: mode
        character(len=96) :: text
        character(len=20) :: where
        where = ''
        if(mode == rocsparse_pointer_mode_host) where = ', scalars on host'
        if(mode == rocsparse_pointer_mode_device) where = ', scalars on device'
        write(text, '(a, a, a, i0, a, i0, a)') PREFIX, name, ' n=', n, ' nnz=', nnz, trim(where)
    end function label

    function bytes_of(count) result(bytes)
        integer, intent(in) :: count
        integer(c_size_t) :: bytes
        bytes = int(count, c_size_t) * value_bytes
    end function bytes_of

    ! --------------------------------------------------- comparisons

    ! Element-wise results of a few operations on values of magnitude <= 1.
    subroutine check_close(got, expected, name)
        SCALAR_T, intent(in)         :: got(:), expected(:)
        character(len=*), intent(in) :: name
        real(RK) :: err(size(got))
        err = abs(got - expected) / max(real(1, RK), abs(expected))
        call ok(all(err <= 16 * eps), trim(name))
        if(any(err > 16 * eps)) call diag_worst(got, expected, maxloc(err, 1))
    end subroutine check_close

    subroutine check_equal(got, expected, name)
        SCALAR_T, intent(in)         :: got(:), expected(:)
        character(len=*), intent(in) :: name
        call ok(all(got == expected), trim(name))
        if(any(got /= expected)) call diag_worst(got, expected, maxloc(abs(got - expected), 1))
    end subroutine check_equal

    subroutine diag_worst(got, expected, i)
        SCALAR_T, intent(in) :: got(:), expected(:)
        integer, intent(in)  :: i
        character(len=200) :: text
        write(text, '(a, i0, a, *(g0, 1x))') 'worst at ', i, ': got ', got(i), 'expected', expected(i)
        call diag(trim(text))
    end subroutine diag_worst

    subroutine set_mode(mode)
        integer(c_int), intent(in) :: mode
        integer(c_int) :: status
        status = rocsparse_set_pointer_mode(handle, mode)
        if(status /= rocsparse_status_success) call diag('rocsparse_set_pointer_mode failed')
    end subroutine set_mode

    ! Where a routine finds a scalar: the host variable, or a device copy.
    function scalar_argument(host, mode) result(p)
        type(c_ptr), intent(in)    :: host
        integer(c_int), intent(in) :: mode
        type(c_ptr) :: p
        p = host
        if(mode == rocsparse_pointer_mode_device) p = device_copy_of(host, value_bytes)
    end function scalar_argument

    subroutine release_scalar(p, mode)
        type(c_ptr), intent(inout) :: p
        integer(c_int), intent(in) :: mode
        if(mode == rocsparse_pointer_mode_device) call device_release(p)
    end subroutine release_scalar

    ! ------------------------------------------------------- routines

    subroutine test_axpyi(n, nnz)
        integer, intent(in) :: n, nnz
        SCALAR_T, target         :: x(nnz), y(n), got(n), expected(n), alpha
        integer(c_int), target   :: ind(nnz)
        type(c_ptr) :: d_x, d_ind, d_y, p_alpha
        integer :: m
        do m = 1, size(modes)
            call random_indices(n, ind)
            call random_values(x)
            call random_values(y)
            alpha = random_scalar()
            expected = y
            expected(ind) = expected(ind) + alpha * x

            call set_mode(modes(m))
            d_x = device_copy_of(c_loc(x), bytes_of(nnz))
            d_ind = device_copy_of(c_loc(ind), nnz * index_bytes)
            d_y = device_copy_of(c_loc(y), bytes_of(n))
            p_alpha = scalar_argument(c_loc(alpha), modes(m))
            call is_int(AXPYI(handle, nnz, p_alpha, d_x, d_ind, d_y, base), rocsparse_status_success, &
                        trim(label('axpyi', n, nnz, modes(m))) // ': status')
            got = poison
            call copy_to_host(c_loc(got), d_y, bytes_of(n))
            call check_close(got, expected, trim(label('axpyi', n, nnz, modes(m))) // ': y')
            call release_scalar(p_alpha, modes(m))
            call device_release(d_x)
            call device_release(d_ind)
            call device_release(d_y)
        end do
        call set_mode(rocsparse_pointer_mode_host)
    end subroutine test_axpyi

    ! doti and dotci, the latter conjugating x.
    subroutine test_dot(routine, conjugate, name, n, nnz)
        procedure(DOTI)              :: routine
        logical, intent(in)          :: conjugate
        character(len=*), intent(in) :: name
        integer, intent(in)          :: n, nnz
        SCALAR_T, target         :: x(nnz), y(n), dot, terms(nnz), expected
        integer(c_int), target   :: ind(nnz)
        type(c_ptr) :: d_x, d_ind, d_y, p_dot
        real(RK)    :: bound
        integer     :: m
        do m = 1, size(modes)
            call random_indices(n, ind)
            call random_values(x)
            call random_values(y)
            terms = x * y(ind)
            if(conjugate) terms = CONJ(x) * y(ind)
            expected = sum(terms)
            ! Rounding errors of a sum grow like sqrt(nnz) in any order; the
            ! factor 4 covers the reference sum too. A wrong or missing term
            ! is far larger, at least in the small case.
            bound = 4 * sqrt(real(nnz, RK)) * eps * sum(abs(x) * abs(y(ind)))

            call set_mode(modes(m))
            d_x = device_copy_of(c_loc(x), bytes_of(nnz))
            d_ind = device_copy_of(c_loc(ind), nnz * index_bytes)
            d_y = device_copy_of(c_loc(y), bytes_of(n))
            dot = poison
            p_dot = scalar_argument(c_loc(dot), modes(m))
            call is_int(routine(handle, nnz, d_x, d_ind, d_y, p_dot, base), rocsparse_status_success, &
                        trim(label(name, n, nnz, modes(m))) // ': status')
            if(modes(m) == rocsparse_pointer_mode_device) call copy_to_host(c_loc(dot), p_dot, value_bytes)
            call ok(abs(dot - expected) <= bound, trim(label(name, n, nnz, modes(m))) // ': result')
            if(.not. abs(dot - expected) <= bound) call diag_worst([dot], [expected], 1)
            call release_scalar(p_dot, modes(m))
            call device_release(d_x)
            call device_release(d_ind)
            call device_release(d_y)
        end do
        call set_mode(rocsparse_pointer_mode_host)
    end subroutine test_dot

    ! A dot product of nothing is zero, written even though no array is read.
    subroutine test_empty_dot(routine, name)
        procedure(DOTI)              :: routine
        character(len=*), intent(in) :: name
        SCALAR_T, target :: dot
        type(c_ptr) :: p_dot
        integer :: m
        do m = 1, size(modes)
            call set_mode(modes(m))
            dot = poison
            p_dot = scalar_argument(c_loc(dot), modes(m))
            call is_int(routine(handle, 0, c_null_ptr, c_null_ptr, c_null_ptr, p_dot, base), &
                        rocsparse_status_success, trim(label(name, 0, 0, modes(m))) // ': status')
            if(modes(m) == rocsparse_pointer_mode_device) call copy_to_host(c_loc(dot), p_dot, value_bytes)
            call ok(dot == zero, trim(label(name, 0, 0, modes(m))) // ': result is zero')
            call release_scalar(p_dot, modes(m))
        end do
        call set_mode(rocsparse_pointer_mode_host)
    end subroutine test_empty_dot

    ! gthr and gthrz, the latter zeroing the gathered entries of y.
    subroutine test_gather(zero_y, name, n, nnz)
        logical, intent(in)          :: zero_y
        character(len=*), intent(in) :: name
        integer, intent(in)          :: n, nnz
        SCALAR_T, target         :: x(nnz), y(n), got_x(nnz), got_y(n), expected_y(n)
        integer(c_int), target   :: ind(nnz)
        type(c_ptr) :: d_x, d_ind, d_y
        call random_indices(n, ind)
        call random_values(y)
        expected_y = y
        if(zero_y) expected_y(ind) = 0
        x = poison
        d_x = device_copy_of(c_loc(x), bytes_of(nnz))
        d_ind = device_copy_of(c_loc(ind), nnz * index_bytes)
        d_y = device_copy_of(c_loc(y), bytes_of(n))
        call is_int(gather(zero_y, handle, nnz, d_y, d_x, d_ind, base), rocsparse_status_success, &
                    trim(label(name, n, nnz, no_scalars)) // ': status')
        got_x = poison
        got_y = poison
        call copy_to_host(c_loc(got_x), d_x, bytes_of(nnz))
        call copy_to_host(c_loc(got_y), d_y, bytes_of(n))
        call check_equal(got_x, y(ind), trim(label(name, n, nnz, no_scalars)) // ': x_val')
        call check_equal(got_y, expected_y, trim(label(name, n, nnz, no_scalars)) // ': y')
        call device_release(d_x)
        call device_release(d_ind)
        call device_release(d_y)
    end subroutine test_gather

    subroutine test_sctr(n, nnz)
        integer, intent(in) :: n, nnz
        SCALAR_T, target         :: x(nnz), y(n), got(n), expected(n)
        integer(c_int), target   :: ind(nnz)
        type(c_ptr) :: d_x, d_ind, d_y
        call random_indices(n, ind)
        call random_values(x)
        call random_values(y)
        expected = y
        expected(ind) = x
        d_x = device_copy_of(c_loc(x), bytes_of(nnz))
        d_ind = device_copy_of(c_loc(ind), nnz * index_bytes)
        d_y = device_copy_of(c_loc(y), bytes_of(n))
        call is_int(SCTR(handle, nnz, d_x, d_ind, d_y, base), rocsparse_status_success, &
                    trim(label('sctr', n, nnz, no_scalars)) // ': status')
        got = poison
        call copy_to_host(c_loc(got), d_y, bytes_of(n))
        call check_equal(got, expected, trim(label('sctr', n, nnz, no_scalars)) // ': y')
        call device_release(d_x)
        call device_release(d_ind)
        call device_release(d_y)
    end subroutine test_sctr

#ifndef IS_COMPLEX
    ! Givens rotation: x <- c x + s y(ind), y(ind) <- c y(ind) - s x.
    subroutine test_roti(n, nnz)
        integer, intent(in) :: n, nnz
        SCALAR_T, target         :: x(nnz), y(n), got_x(nnz), got_y(n), expected_x(nnz), expected_y(n), c, s
        integer(c_int), target   :: ind(nnz)
        type(c_ptr) :: d_x, d_ind, d_y, p_c, p_s
        integer :: m
        do m = 1, size(modes)
            call random_indices(n, ind)
            call random_values(x)
            call random_values(y)
            c = random_scalar()
            s = random_scalar()
            expected_x = c * x + s * y(ind)
            expected_y = y
            expected_y(ind) = c * y(ind) - s * x

            call set_mode(modes(m))
            d_x = device_copy_of(c_loc(x), bytes_of(nnz))
            d_ind = device_copy_of(c_loc(ind), nnz * index_bytes)
            d_y = device_copy_of(c_loc(y), bytes_of(n))
            p_c = scalar_argument(c_loc(c), modes(m))
            p_s = scalar_argument(c_loc(s), modes(m))
            call is_int(ROTI(handle, nnz, d_x, d_ind, d_y, p_c, p_s, base), rocsparse_status_success, &
                        trim(label('roti', n, nnz, modes(m))) // ': status')
            got_x = poison
            got_y = poison
            call copy_to_host(c_loc(got_x), d_x, bytes_of(nnz))
            call copy_to_host(c_loc(got_y), d_y, bytes_of(n))
            call check_close(got_x, expected_x, trim(label('roti', n, nnz, modes(m))) // ': x_val')
            call check_close(got_y, expected_y, trim(label('roti', n, nnz, modes(m))) // ': y')
            call release_scalar(p_c, modes(m))
            call release_scalar(p_s, modes(m))
            call device_release(d_x)
            call device_release(d_ind)
            call device_release(d_y)
        end do
        call set_mode(rocsparse_pointer_mode_host)
    end subroutine test_roti
#endif

    ! gthr and gthrz differ in the constness of y, so neither stands for
    ! the other as a procedure argument: choose here.
    function gather(zero_y, handle, nnz, y, x_val, x_ind, idx_base) result(status)
        logical, intent(in)        :: zero_y
        type(c_ptr), intent(in)    :: handle, y, x_val, x_ind
        integer(c_int), intent(in) :: nnz, idx_base
        integer(c_int) :: status
        if(zero_y) then
            status = GTHRZ(handle, nnz, y, x_val, x_ind, idx_base)
        else
            status = GTHR(handle, nnz, y, x_val, x_ind, idx_base)
        end if
    end function gather

    ! ---------------------------------------------------- bad arguments

    ! Each routine rejects a null handle, a negative nnz, an unknown index
    ! base and a missing array, with the status rocSPARSE gives; the arrays
    ! stay as they were.
    subroutine test_bad_arguments()
        integer, parameter :: n = 4, nnz = 2
        integer(c_int), parameter :: bad_base = 2
        SCALAR_T, target       :: x(nnz), y(n), scalar
        integer(c_int), target :: ind(nnz)
        type(c_ptr) :: x_, i_, y_, p, null
        ind = [1, 3]
        x = 1
        y = 1
        scalar = 1
        null = c_null_ptr
        x_ = device_copy_of(c_loc(x), bytes_of(nnz))
        i_ = device_copy_of(c_loc(ind), nnz * index_bytes)
        y_ = device_copy_of(c_loc(y), bytes_of(n))
        p = c_loc(scalar)

        call expect(AXPYI(null, nnz, p, x_, i_, y_, base), bad_handle, 'axpyi null handle')
        call expect(AXPYI(handle, -1, p, x_, i_, y_, base), bad_size, 'axpyi nnz -1')
        call expect(AXPYI(handle, nnz, p, x_, i_, y_, bad_base), bad_value, 'axpyi base 2')
        call expect(AXPYI(handle, nnz, null, x_, i_, y_, base), bad_pointer, 'axpyi null alpha')
        call expect(AXPYI(handle, nnz, p, null, i_, y_, base), bad_pointer, 'axpyi null x_val')

        call bad_dot(DOTI, 'doti', x_, i_, y_)
#ifdef IS_COMPLEX
        call bad_dot(DOTCI, 'dotci', x_, i_, y_)
#endif
        call bad_gather(.false., 'gthr', i_, y_)
        call bad_gather(.true., 'gthrz', i_, y_)

        call expect(SCTR(null, nnz, x_, i_, y_, base), bad_handle, 'sctr null handle')
        call expect(SCTR(handle, -1, x_, i_, y_, base), bad_size, 'sctr nnz -1')
        call expect(SCTR(handle, nnz, x_, i_, y_, bad_base), bad_value, 'sctr base 2')
        call expect(SCTR(handle, nnz, x_, null, y_, base), bad_pointer, 'sctr null x_ind')

#ifndef IS_COMPLEX
        call expect(ROTI(null, nnz, x_, i_, y_, p, p, base), bad_handle, 'roti null handle')
        call expect(ROTI(handle, -1, x_, i_, y_, p, p, base), bad_size, 'roti nnz -1')
        call expect(ROTI(handle, nnz, x_, i_, y_, p, p, bad_base), bad_value, 'roti base 2')
        call expect(ROTI(handle, nnz, x_, i_, y_, null, p, base), bad_pointer, 'roti null c')
        call expect(ROTI(handle, nnz, x_, i_, null, p, p, base), bad_pointer, 'roti null y')
#endif
        call check_unchanged(x_, x, 'x_val')
        call check_unchanged(y_, y, 'y')
        call device_release(x_)
        call device_release(i_)
        call device_release(y_)
    end subroutine test_bad_arguments

    subroutine bad_dot(routine, name, x_, i_, y_)
        procedure(DOTI)              :: routine
        character(len=*), intent(in) :: name
        type(c_ptr), intent(in)      :: x_, i_, y_
        integer(c_int), parameter :: nnz = 2, bad_base = 2
        SCALAR_T, target :: dot
        type(c_ptr) :: p, null
        null = c_null_ptr
        p = c_loc(dot)
        call expect(routine(null, nnz, x_, i_, y_, p, base), bad_handle, name // ' null handle')
        call expect(routine(handle, -1, x_, i_, y_, p, base), bad_size, name // ' nnz -1')
        call expect(routine(handle, nnz, x_, i_, y_, p, bad_base), bad_value, name // ' base 2')
        call expect(routine(handle, nnz, x_, i_, y_, null, base), bad_pointer, name // ' null result')
        call expect(routine(handle, nnz, x_, i_, null, p, base), bad_pointer, name // ' null y')
    end subroutine bad_dot

    ! x is the output of a gather: it goes to a scratch buffer.
    subroutine bad_gather(zero_y, name, i_, y_)
        logical, intent(in)          :: zero_y
        character(len=*), intent(in) :: name
        type(c_ptr), intent(in)      :: i_, y_
        integer(c_int), parameter :: nnz = 2, bad_base = 2
        SCALAR_T, target :: scratch(nnz)
        type(c_ptr) :: out, null
        null = c_null_ptr
        scratch = poison
        out = device_copy_of(c_loc(scratch), bytes_of(nnz))
        call expect(gather(zero_y, null, nnz, y_, out, i_, base), bad_handle, name // ' null handle')
        call expect(gather(zero_y, handle, -1, y_, out, i_, base), bad_size, name // ' nnz -1')
        call expect(gather(zero_y, handle, nnz, y_, out, i_, bad_base), bad_value, name // ' base 2')
        call expect(gather(zero_y, handle, nnz, y_, null, i_, base), bad_pointer, name // ' null x_val')
        call expect(gather(zero_y, handle, nnz, y_, out, null, base), bad_pointer, name // ' null x_ind')
        call device_release(out)
    end subroutine bad_gather

    subroutine expect(status, expected, name)
        integer(c_int), intent(in)   :: status, expected
        character(len=*), intent(in) :: name
        call is_int(status, expected, PREFIX // name)
    end subroutine expect

    subroutine check_unchanged(d_v, v, name)
        type(c_ptr), intent(in)      :: d_v
        SCALAR_T, intent(in)         :: v(:)
        character(len=*), intent(in) :: name
        SCALAR_T, target :: got(size(v))
        got = poison
        call copy_to_host(c_loc(got), d_v, bytes_of(size(v)))
        call check_equal(got, v, PREFIX // ' rejected calls leave ' // name // ' unchanged')
    end subroutine check_unchanged

end program test_level1
