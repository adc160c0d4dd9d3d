! What the Level 2/3 and conversion tests of one precision share: the
! handle and a one-based descriptor, the test matrices with random values,
! device copies, a dense double-precision reference of the products with a
! rounding bound per entry, and the checks. Compiled once per precision into
! module sparse_kit_s, _d, _c or _z (KIT), as sparse_precision.h says.
#include "sparse_precision.h"

module KIT
    use iso_c_binding
    use ieee_arithmetic, only: ieee_value, ieee_quiet_nan
    use rocsparse
    use device_buffers
    use csr_patterns
    use tap
    implicit none
    public

    integer(c_int), parameter :: base = rocsparse_index_base_one
    integer(c_int), parameter :: success = rocsparse_status_success
    integer(c_int), parameter :: modes(2) = [rocsparse_pointer_mode_host, rocsparse_pointer_mode_device]
    integer(c_int), parameter :: operations(3) = [rocsparse_operation_none, rocsparse_operation_transpose, &
                                                  rocsparse_operation_conjugate_transpose]
    real(RK), parameter :: eps = epsilon(real(1, RK))
    SCALAR_T, parameter :: poison = -777
    integer(c_int), parameter :: index_poison = -777
    integer(c_size_t), parameter :: value_bytes = storage_size(poison) / 8
    integer(c_size_t), parameter :: index_bytes = storage_size(0_c_int) / 8

    ! The handle and a general one-based descriptor, made by kit_setup.
    type(c_ptr), save :: handle = c_null_ptr, descr = c_null_ptr

    ! One product y = alpha op(A) x + beta y (x, y one column each) or
    ! C = alpha op(A) op(B) + beta C, set up on the device with its expected
    ! outcome. Y is stored with leading dimension ldy; entries between the
    ! rows of a column are padding that must stay as they were.
    type product_case
        integer(c_int) :: trans, trans_b, mode
        integer :: rows_out, inner, ncols, ldx, ldy
        SCALAR_T, allocatable :: val(:)
        SCALAR_T :: alpha, beta
        WK_T, allocatable :: expected(:)   ! the stored y after the call
        real(c_double), allocatable :: bound(:)
        type(c_ptr) :: d_val, d_row_ptr, d_col_ind, d_coo_row, d_x, d_y, p_alpha, p_beta
    end type product_case

contains

    ! ------------------------------------------------------------ setup

    subroutine kit_setup()
        call random_seed()
        call is_int(rocsparse_create_handle(handle), success, 'create handle')
        call is_int(rocsparse_create_mat_descr(descr), success, 'create descriptor')
        call is_int(rocsparse_set_mat_index_base(descr, base), success, 'descriptor base one')
    end subroutine kit_setup

    subroutine kit_teardown()
        call is_int(rocsparse_destroy_mat_descr(descr), success, 'destroy descriptor')
        call is_int(rocsparse_destroy_handle(handle), success, 'destroy handle')
    end subroutine kit_teardown

    ! Empty rows at both ends and inside, a row with every column, m > n and
    ! m < n; a matrix with no entries, and one with no columns.
    function test_matrices() result(list)
        type(csr_pattern) :: list(4)
        list(1) = random_pattern(37, 23, 6, [1, 9, 10, 37], 5)
        list(2) = random_pattern(19, 50, 8, [3], 19)
        list(3) = random_pattern(6, 4, 4, [1, 2, 3, 4, 5, 6], 0)
        list(4) = random_pattern(5, 0, 4, [integer ::], 0)
    end function test_matrices

    ! What csr2hyb gives pattern p with this partition and user width:
    ! invalid_value when the ELL width (the user's, or the longest row for
    ! the max partition) is over hyb_width_bound.
    function hyb_status(p, partition, user_width) result(status)
        type(csr_pattern), intent(in) :: p
        integer(c_int), intent(in) :: partition, user_width
        integer(c_int) :: status
        integer :: width
        width = 0
        if(partition == rocsparse_hyb_partition_user) width = user_width
        if(partition == rocsparse_hyb_partition_max) width = ell_width_of(p)
        status = success
        if(width > hyb_width_bound(p)) status = rocsparse_status_invalid_value
    end function hyb_status

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

    function random_array(count) result(v)
        integer, intent(in) :: count
        SCALAR_T :: v(count)
        call random_values(v)
    end function random_array

    function random_scalar() result(s)
        SCALAR_T :: s
        SCALAR_T :: v(1)
        call random_values(v)
        s = v(1)
    end function random_scalar

    function to_wk(v) result(w)
        SCALAR_T, intent(in) :: v(:)
        WK_T :: w(size(v))
        w = v
    end function to_wk

    ! The matrix as a dense array in double precision.
    function dense_of(p, val) result(a)
        type(csr_pattern), intent(in) :: p
        SCALAR_T, intent(in) :: val(:)
        WK_T :: a(p%m, p%n)
        integer :: i, e
        a = 0
        do i = 1, p%m
            do e = p%row_ptr(i), p%row_ptr(i + 1) - 1
                a(i, p%col_ind(e)) = val(e)
            end do
        end do
    end function dense_of

    function op_of(a, trans) result(b)
        WK_T, intent(in) :: a(:, :)
        integer(c_int), intent(in) :: trans
        WK_T, allocatable :: b(:, :)
        if(trans == rocsparse_operation_none) then
            b = a
        else if(trans == rocsparse_operation_transpose) then
            b = transpose(a)
        else
            b = CONJ(transpose(a))
        end if
    end function op_of

    ! ELL values of width `width` (column-major, padding 0).
    function ell_values(p, val, width) result(ell)
        type(csr_pattern), intent(in) :: p
        SCALAR_T, intent(in) :: val(:)
        integer, intent(in) :: width
        SCALAR_T :: ell(p%m * width)
        integer :: slots(p%m * width), s
        slots = ell_slots(p, width)
        ell = 0
        do s = 1, size(slots)
            if(slots(s) > 0) ell(s) = val(slots(s))
        end do
    end function ell_values

    ! ------------------------------------------------ device transfers

    function bytes_of(count) result(bytes)
        integer, intent(in) :: count
        integer(c_size_t) :: bytes
        bytes = int(count, c_size_t) * value_bytes
    end function bytes_of

    ! Empty arrays go as null pointers, as a caller with nothing would pass.
    function device_values(v) result(d)
        SCALAR_T, intent(in), target, contiguous :: v(:)
        type(c_ptr) :: d
        d = c_null_ptr
        if(size(v) > 0) d = device_copy_of(c_loc(v), bytes_of(size(v)))
    end function device_values

    function device_indices(v) result(d)
        integer(c_int), intent(in), target, contiguous :: v(:)
        type(c_ptr) :: d
        d = c_null_ptr
        if(size(v) > 0) d = device_copy_of(c_loc(v), size(v) * index_bytes)
    end function device_indices

    function fetch_values(d, count) result(v)
        type(c_ptr), intent(in) :: d
        integer, intent(in) :: count
        SCALAR_T :: v(count)
        SCALAR_T, target :: buffer(count)
        buffer = poison
        if(count > 0) call copy_to_host(c_loc(buffer), d, bytes_of(count))
        v = buffer
    end function fetch_values

    function fetch_indices(d, count) result(v)
        type(c_ptr), intent(in) :: d
        integer, intent(in) :: count
        integer(c_int) :: v(count)
        integer(c_int), target :: buffer(count)
        buffer = index_poison
        if(count > 0) call copy_to_host(c_loc(buffer), d, count * index_bytes)
        v = buffer
    end function fetch_indices

    ! Device arrays a routine writes: poisoned, so unwritten entries show.
    function poisoned_values(count) result(d)
        integer, intent(in) :: count
        type(c_ptr) :: d
        SCALAR_T :: v(count)
        v = poison
        d = device_values(v)
    end function poisoned_values

    function poisoned_indices(count) result(d)
        integer, intent(in) :: count
        type(c_ptr) :: d
        integer(c_int) :: v(count)
        v = index_poison
        d = device_indices(v)
    end function poisoned_indices

    subroutine release(d)
        type(c_ptr), intent(inout) :: d
        if(c_associated(d)) call device_release(d)
    end subroutine release

    ! Reported only when it fails: it is no subject of these tests.
    subroutine set_mode(mode)
        integer(c_int), intent(in) :: mode
        integer(c_int) :: status
        status = rocsparse_set_pointer_mode(handle, mode)
        if(status /= success) call is_int(status, success, 'set pointer mode')
    end subroutine set_mode

    ! Where a routine finds a scalar: a copy in host memory of its own (it
    ! outlives the variable it came from, as a case is copied around), or
    ! in device memory, as the pointer mode says.
    function scalar_argument(value, mode) result(p)
        SCALAR_T, intent(in), target :: value
        integer(c_int), intent(in) :: mode
        type(c_ptr) :: p
        SCALAR_T, pointer :: held
        if(mode == rocsparse_pointer_mode_device) then
            p = device_copy_of(c_loc(value), value_bytes)
        else
            allocate(held)
            held = value
            p = c_loc(held)
        end if
    end function scalar_argument

    subroutine release_scalar(p, mode)
        type(c_ptr), intent(inout) :: p
        integer(c_int), intent(in) :: mode
        SCALAR_T, pointer :: held
        if(mode == rocsparse_pointer_mode_device) then
            call device_release(p)
        else
            call c_f_pointer(p, held)
            deallocate(held)
            p = c_null_ptr
        end if
    end subroutine release_scalar

    ! ------------------------------------------------------ products

    ! A product of pattern p (m x k) with fresh random values, alpha, beta,
    ! x (or B) and y (or C), all on the device. ncols = 1, pad = 0 is a
    ! Level 2 product; pad adds rows to the leading dimensions of B and C.
    ! nan_y: beta = 0 and y full of NaN, which beta = 0 must overwrite.
    function new_case(p, trans, mode, ncols, trans_b, pad, nan_y) result(c)
        type(csr_pattern), intent(in) :: p
        integer(c_int), intent(in) :: trans, mode, trans_b
        integer, intent(in) :: ncols, pad
        logical, intent(in) :: nan_y
        type(product_case), target :: c
        SCALAR_T, allocatable :: x(:), y(:)
        WK_T, allocatable :: op_a(:, :), op_b(:, :), product(:, :)
        real(c_double), allocatable :: magnitude(:, :)
        integer :: j
        c%trans = trans
        c%trans_b = trans_b
        c%mode = mode
        c%ncols = ncols
        c%val = random_array(p%nnz)
        c%alpha = random_scalar()
        c%beta = random_scalar()
        op_a = op_of(dense_of(p, c%val), trans)
        c%rows_out = size(op_a, 1)
        c%inner = size(op_a, 2)

        ! B is stored as op(B) (inner x ncols) or as its transpose.
        if(trans_b == rocsparse_operation_none) then
            c%ldx = max(1, c%inner + pad)
            x = random_array(c%ldx * ncols)
            op_b = to_wk_matrix(x, c%ldx, c%inner, ncols)
        else
            c%ldx = max(1, ncols + pad)
            x = random_array(c%ldx * c%inner)
            op_b = op_of(to_wk_matrix(x, c%ldx, ncols, c%inner), trans_b)
        end if
        c%ldy = max(1, c%rows_out + pad)
        y = random_array(c%ldy * ncols)
        if(nan_y) then
            c%beta = 0
            y = ieee_value(real(0, RK), ieee_quiet_nan)
        end if

        ! Each entry is a sum of inner products and beta y: its rounding
        ! error, in any order, is below (inner + a few) eps times the sum of
        ! the magnitudes. Padding rows must come back unchanged (bound 0).
        product = c%alpha * matmul(op_a, op_b)
        magnitude = abs(c%alpha) * matmul(abs(op_a), abs(op_b))
        c%expected = to_wk(y)
        allocate(c%bound(size(y)))
        c%bound = 0
        do j = 1, ncols
            call set_column(c, j, product(:, j), magnitude(:, j), y((j - 1) * c%ldy + 1:(j - 1) * c%ldy + c%rows_out))
        end do

        call set_mode(mode)
        c%d_val = device_values(c%val)
        c%d_row_ptr = device_indices(p%row_ptr)
        c%d_col_ind = device_indices(p%col_ind)
        c%d_coo_row = device_indices(coo_rows(p))
        c%d_x = device_values(x)
        c%d_y = device_values(y)
        c%p_alpha = scalar_argument(c%alpha, mode)
        c%p_beta = scalar_argument(c%beta, mode)
    end function new_case

    subroutine set_column(c, j, product, magnitude, y)
        type(product_case), intent(inout) :: c
        integer, intent(in) :: j
        WK_T, intent(in) :: product(:)
        real(c_double), intent(in) :: magnitude(:)
        SCALAR_T, intent(in) :: y(:)
        integer :: first
        real(c_double) :: scale(size(y))
        first = (j - 1) * c%ldy + 1
        scale = magnitude
        c%expected(first:first + c%rows_out - 1) = product
        if(c%beta /= 0) then
            c%expected(first:first + c%rows_out - 1) = product + c%beta * to_wk(y)
            scale = scale + abs(c%beta) * abs(to_wk(y))
        end if
        c%bound(first:first + c%rows_out - 1) = (c%inner + 8) * eps * scale
    end subroutine set_column

    function to_wk_matrix(v, ld, rows, cols) result(a)
        SCALAR_T, intent(in) :: v(:)
        integer, intent(in) :: ld, rows, cols
        WK_T :: a(rows, cols)
        integer :: j
        do j = 1, cols
            a(:, j) = v((j - 1) * ld + 1:(j - 1) * ld + rows)
        end do
    end function to_wk_matrix

    ! Checks the status and y of a case, then frees its device memory.
    subroutine finish_case(c, status, name)
        type(product_case), intent(inout) :: c
        integer(c_int), intent(in) :: status
        character(len=*), intent(in) :: name
        call is_int(status, success, name // ': status')
        call check_close(fetch_values(c%d_y, size(c%expected)), c%expected, c%bound, name // ': y')
        call release_case(c)
    end subroutine finish_case

    subroutine release_case(c)
        type(product_case), intent(inout) :: c
        call release(c%d_val)
        call release(c%d_row_ptr)
        call release(c%d_col_ind)
        call release(c%d_coo_row)
        call release(c%d_x)
        call release(c%d_y)
        call release_scalar(c%p_alpha, c%mode)
        call release_scalar(c%p_beta, c%mode)
        call set_mode(rocsparse_pointer_mode_host)
    end subroutine release_case

    ! ------------------------------------------------------ checks

    subroutine check_close(got, expected, bound, name)
        SCALAR_T, intent(in) :: got(:)
        WK_T, intent(in) :: expected(:)
        real(c_double), intent(in) :: bound(:)
        character(len=*), intent(in) :: name
        real(c_double) :: err(size(got))
        logical :: good
        err = abs(to_wk(got) - expected)
        good = all(err <= bound)   ! NaN fails
        call ok(good, name)
        if(.not. good) call diag_worst(got, expected, maxloc(err - bound, 1, .not. err <= bound))
    end subroutine check_close

    subroutine check_equal(got, expected, name)
        SCALAR_T, intent(in) :: got(:), expected(:)
        character(len=*), intent(in) :: name
        logical :: good
        good = size(got) == size(expected)
        if(good) good = all(got == expected)
        call ok(good, name)
        if(.not. good .and. size(got) == size(expected)) &
            call diag_worst(got, to_wk(expected), maxloc(abs(got - expected), 1, got /= expected))
    end subroutine check_equal

    subroutine check_indices(got, expected, name)
        integer(c_int), intent(in) :: got(:), expected(:)
        character(len=*), intent(in) :: name
        character(len=200) :: text
        logical :: good
        integer :: i
        good = size(got) == size(expected)
        if(good) good = all(got == expected)
        call ok(good, name)
        if(.not. good .and. size(got) == size(expected)) then
            i = findloc(got == expected, .false., 1)
            write(text, '(a, i0, a, i0, a, i0)') 'first difference at ', i, ': got ', got(i), ', expected ', expected(i)
            call diag(trim(text))
        end if
    end subroutine check_indices

    subroutine diag_worst(got, expected, i)
        SCALAR_T, intent(in) :: got(:)
        WK_T, intent(in) :: expected(:)
        integer, intent(in) :: i
        character(len=240) :: text
        if(i < 1) return
        write(text, '(a, i0, a, *(g0, 1x))') 'worst at ', i, ': got ', got(i), 'expected', expected(i)
        call diag(trim(text))
    end subroutine diag_worst

    subroutine expect(status, expected, name)
        integer(c_int), intent(in) :: status, expected
        character(len=*), intent(in) :: name
        call is_int(status, expected, PREFIX // name)
    end subroutine expect

    ! ------------------------------------------------------ labels

    function matrix_label(p) result(text)
        type(csr_pattern), intent(in) :: p
        character(len=40) :: text
        write(text, '(i0, a, i0, a, i0)') p%m, 'x', p%n, ' nnz=', p%nnz
    end function matrix_label

    function operation_label(trans) result(text)
        integer(c_int), intent(in) :: trans
        character(len=1) :: text
        text = 'N'
        if(trans == rocsparse_operation_transpose) text = 'T'
        if(trans == rocsparse_operation_conjugate_transpose) text = 'H'
    end function operation_label

    function mode_label(mode) result(text)
        integer(c_int), intent(in) :: mode
        character(len=6) :: text
        text = 'host'
        if(mode == rocsparse_pointer_mode_device) text = 'device'
    end function mode_label

    ! "<p>routine m x n nnz=.. op=T scalars on device"
    function case_label(routine, p, trans, mode) result(text)
        character(len=*), intent(in) :: routine
        type(csr_pattern), intent(in) :: p
        integer(c_int), intent(in) :: trans, mode
        character(len=:), allocatable :: text
        text = PREFIX // routine // ' ' // trim(matrix_label(p)) // ' op=' // operation_label(trans) // &
               ' scalars on ' // trim(mode_label(mode))
    end function case_label

    function text_of(i) result(text)
        integer, intent(in) :: i
        character(len=:), allocatable :: text
        character(len=12) :: buffer
        write(buffer, '(i0)') i
        text = trim(buffer)
    end function text_of

end module KIT
