! The structural routines through the generated modules, one-based, on
! device memory, against references built here from a random dense
! pattern: csr2csc (double and double complex, numeric, and symbolic
! leaving the values alone), csrsort of shuffled rows with a permutation
! started from rocsparse_create_identity_permutation and the values
! gathered through it (rocsparse_dgthr), cscsort, coosort by row and by
! column of shuffled COO entries, and nnz per row and per column in both
! pointer modes with ld > m.
program test_structural
    use iso_c_binding
    use rocsparse
    use rocsparse_enums
    use device_buffers
    use tap
    implicit none

    integer, parameter :: m = 9, n = 7, ld = m + 2
    integer(c_int), parameter :: success = rocsparse_status_success
    integer(c_int), parameter :: base = rocsparse_index_base_one
    integer(c_size_t), parameter :: isz = 4_c_size_t

    type(c_ptr), save :: handle = c_null_ptr, descr = c_null_ptr
    ! The pattern, its values, and its CSR and CSC forms (one-based).
    logical, save :: pat(m, n)
    real(c_double), save :: a(m, n)
    integer, save :: nnz
    integer(c_int), allocatable, target, save :: row_ptr(:), col_ind(:), col_ptr(:), row_ind(:), coo_row(:)
    real(c_double), allocatable, target, save :: csr_val(:), csc_val(:)

    call random_seed()
    call is_int(rocsparse_create_handle(handle), success, 'create handle')
    call is_int(rocsparse_create_mat_descr(descr), success, 'create descriptor')
    call is_int(rocsparse_set_mat_index_base(descr, base), success, 'one-based descriptor')
    call make_matrix()
    call test_csr2csc()
    call test_csr2csc_complex()
    call test_identity()
    call test_csrsort()
    call test_cscsort()
    call test_coosort()
    call test_nnz()
    ! The main program's allocatables are not freed at its end.
    deallocate(row_ptr, col_ind, csr_val, col_ptr, row_ind, csc_val, coo_row)
    call is_int(rocsparse_destroy_mat_descr(descr), success, 'destroy descriptor')
    call is_int(rocsparse_destroy_handle(handle), success, 'destroy handle')
    call done_testing()

contains

    ! A random pattern with an empty row and an empty column, its values,
    ! and its CSR (rows in order, columns ascending) and CSC forms.
    subroutine make_matrix()
        real(c_double) :: r(m, n)
        integer :: i, j, k
        call random_number(r)
        pat = r < 0.45d0
        pat(4, :) = .false.
        pat(:, 3) = .false.
        call random_number(r)
        a = merge(2 * r - 1 + 0.125d0, 0.0d0, pat)
        nnz = count(pat)
        allocate(row_ptr(m + 1), col_ind(nnz), csr_val(nnz), col_ptr(n + 1), row_ind(nnz), csc_val(nnz), &
                 coo_row(nnz))
        k = 0
        row_ptr(1) = 1
        do i = 1, m
            do j = 1, n
                if(pat(i, j)) then
                    k = k + 1
                    col_ind(k) = j
                    csr_val(k) = a(i, j)
                    coo_row(k) = i
                end if
            end do
            row_ptr(i + 1) = k + 1
        end do
        k = 0
        col_ptr(1) = 1
        do j = 1, n
            do i = 1, m
                if(pat(i, j)) then
                    k = k + 1
                    row_ind(k) = i
                    csc_val(k) = a(i, j)
                end if
            end do
            col_ptr(j + 1) = k + 1
        end do
    end subroutine make_matrix

    ! A random permutation of 1..len.
    function shuffled(len) result(p)
        integer, intent(in) :: len
        integer :: p(len), i, j, t
        real(c_double) :: r
        p = [(i, i = 1, len)]
        do i = len, 2, -1
            call random_number(r)
            j = 1 + int(r * i)
            t = p(i)
            p(i) = p(j)
            p(j) = t
        end do
    end function shuffled

    function buffer_of(bytes) result(buf)
        integer(c_size_t), intent(in) :: bytes
        type(c_ptr) :: buf
        integer(c_int8_t), allocatable, target :: junk(:)
        allocate(junk(max(bytes, 1_c_size_t)))
        junk = 0
        buf = device_copy_of(c_loc(junk), max(bytes, 1_c_size_t))
    end function buffer_of

    ! ------------------------------------------------------------ csr2csc

    subroutine test_csr2csc()
        type(c_ptr) :: d_ptr, d_col, d_val, o_ptr, o_ind, o_val, buf
        integer(c_size_t), target :: bytes
        integer(c_int), target :: got_ptr(n + 1), got_ind(nnz)
        real(c_double), target :: got_val(nnz), poison(nnz)
        d_ptr = device_copy_of(c_loc(row_ptr), isz * (m + 1))
        d_col = device_copy_of(c_loc(col_ind), isz * nnz)
        d_val = device_copy_of(c_loc(csr_val), 8 * int(nnz, c_size_t))
        poison = -999.0d0
        got_ptr = -7
        got_ind = -7
        o_ptr = device_copy_of(c_loc(got_ptr), isz * (n + 1))
        o_ind = device_copy_of(c_loc(got_ind), isz * nnz)
        o_val = device_copy_of(c_loc(poison), 8 * int(nnz, c_size_t))
        bytes = 0
        call is_int(rocsparse_csr2csc_buffer_size(handle, m, n, nnz, d_ptr, d_col, rocsparse_action_numeric, &
                    c_loc(bytes)), success, 'rocsparse_csr2csc_buffer_size')
        call ok(bytes > 0, 'rocsparse_csr2csc_buffer_size is not 0')
        buf = buffer_of(bytes)
        call is_int(rocsparse_dcsr2csc(handle, m, n, nnz, d_val, d_ptr, d_col, o_val, o_ind, o_ptr, &
                    rocsparse_action_symbolic, base, buf), success, 'rocsparse_dcsr2csc symbolic')
        call copy_to_host(c_loc(got_ptr), o_ptr, isz * (n + 1))
        call copy_to_host(c_loc(got_ind), o_ind, isz * nnz)
        call copy_to_host(c_loc(got_val), o_val, 8 * int(nnz, c_size_t))
        call ok(all(got_ptr == col_ptr) .and. all(got_ind == row_ind), 'rocsparse_dcsr2csc symbolic: the pattern')
        call ok(all(got_val == poison), 'rocsparse_dcsr2csc symbolic: csc_val untouched')
        call is_int(rocsparse_dcsr2csc(handle, m, n, nnz, d_val, d_ptr, d_col, o_val, o_ind, o_ptr, &
                    rocsparse_action_numeric, base, buf), success, 'rocsparse_dcsr2csc numeric')
        call copy_to_host(c_loc(got_ptr), o_ptr, isz * (n + 1))
        call copy_to_host(c_loc(got_ind), o_ind, isz * nnz)
        call copy_to_host(c_loc(got_val), o_val, 8 * int(nnz, c_size_t))
        call ok(all(got_ptr == col_ptr), 'rocsparse_dcsr2csc numeric: csc_col_ptr')
        call ok(all(got_ind == row_ind), 'rocsparse_dcsr2csc numeric: csc_row_ind')
        call ok(all(got_val == csc_val), 'rocsparse_dcsr2csc numeric: csc_val')
        call device_release(buf)
        call device_release(d_ptr)
        call device_release(d_col)
        call device_release(d_val)
        call device_release(o_ptr)
        call device_release(o_ind)
        call device_release(o_val)
    end subroutine test_csr2csc

    subroutine test_csr2csc_complex()
        type(c_ptr) :: d_ptr, d_col, d_val, o_ptr, o_ind, o_val, buf
        integer(c_size_t), target :: bytes
        integer(c_int), target :: got_ptr(n + 1), got_ind(nnz)
        complex(c_double_complex), target :: val(nnz), got_val(nnz), want(nnz)
        integer :: k, p
        ! Imaginary parts that tell the entries apart: the row and column.
        do k = 1, nnz
            val(k) = cmplx(csr_val(k), 10 * coo_row(k) + col_ind(k), c_double_complex)
        end do
        do k = 1, n
            do p = col_ptr(k), col_ptr(k + 1) - 1
                want(p) = cmplx(csc_val(p), 10 * row_ind(p) + k, c_double_complex)
            end do
        end do
        d_ptr = device_copy_of(c_loc(row_ptr), isz * (m + 1))
        d_col = device_copy_of(c_loc(col_ind), isz * nnz)
        d_val = device_copy_of(c_loc(val), 16 * int(nnz, c_size_t))
        got_val = (0.0d0, 0.0d0)
        o_ptr = device_copy_of(c_loc(got_ptr), isz * (n + 1))
        o_ind = device_copy_of(c_loc(got_ind), isz * nnz)
        o_val = device_copy_of(c_loc(got_val), 16 * int(nnz, c_size_t))
        call is_int(rocsparse_csr2csc_buffer_size(handle, m, n, nnz, d_ptr, d_col, rocsparse_action_numeric, &
                    c_loc(bytes)), success, 'rocsparse_csr2csc_buffer_size (complex)')
        buf = buffer_of(bytes)
        call is_int(rocsparse_zcsr2csc(handle, m, n, nnz, d_val, d_ptr, d_col, o_val, o_ind, o_ptr, &
                    rocsparse_action_numeric, base, buf), success, 'rocsparse_zcsr2csc numeric')
        call copy_to_host(c_loc(got_val), o_val, 16 * int(nnz, c_size_t))
        call ok(all(got_val == want), 'rocsparse_zcsr2csc numeric: csc_val')
        call device_release(buf)
        call device_release(d_ptr)
        call device_release(d_col)
        call device_release(d_val)
        call device_release(o_ptr)
        call device_release(o_ind)
        call device_release(o_val)
    end subroutine test_csr2csc_complex

    ! ------------------------------------------------------------ sorts

    subroutine test_identity()
        integer(c_int), target :: p(50)
        type(c_ptr) :: d_p
        integer :: i
        p = -7
        d_p = device_copy_of(c_loc(p), isz * 50)
        call is_int(rocsparse_create_identity_permutation(handle, 50, d_p), success, &
                    'rocsparse_create_identity_permutation')
        call copy_to_host(c_loc(p), d_p, isz * 50)
        call ok(all(p == [(i, i = 0, 49)]), 'rocsparse_create_identity_permutation: 0, 1, ..., 49 (zero-based)')
        call device_release(d_p)
    end subroutine test_identity

    ! Each row's entries shuffled; csrsort with perm from the identity sorts
    ! the columns back, and the shuffled values gathered through perm
    ! (zero-based) are the values in CSR order.
    subroutine test_csrsort()
        integer(c_int), target :: cols(nnz), perm(nnz)
        real(c_double), target :: vals(nnz), sorted(nnz)
        integer :: i, len, q(n)
        type(c_ptr) :: d_ptr, d_col, d_perm, d_val, d_sorted, buf
        integer(c_size_t), target :: bytes
        do i = 1, m
            len = row_ptr(i + 1) - row_ptr(i)
            if(len == 0) cycle
            q(1:len) = row_ptr(i) - 1 + shuffled(len)
            cols(row_ptr(i):row_ptr(i + 1) - 1) = col_ind(q(1:len))
            vals(row_ptr(i):row_ptr(i + 1) - 1) = csr_val(q(1:len))
        end do
        d_ptr = device_copy_of(c_loc(row_ptr), isz * (m + 1))
        d_col = device_copy_of(c_loc(cols), isz * nnz)
        perm = -7
        d_perm = device_copy_of(c_loc(perm), isz * nnz)
        call is_int(rocsparse_create_identity_permutation(handle, nnz, d_perm), success, &
                    'rocsparse_create_identity_permutation for csrsort')
        call is_int(rocsparse_csrsort_buffer_size(handle, m, n, nnz, d_ptr, d_col, c_loc(bytes)), success, &
                    'rocsparse_csrsort_buffer_size')
        buf = buffer_of(bytes)
        call is_int(rocsparse_csrsort(handle, m, n, nnz, descr, d_ptr, d_col, d_perm, buf), success, &
                    'rocsparse_csrsort')
        call copy_to_host(c_loc(cols), d_col, isz * nnz)
        call ok(all(cols == col_ind), 'rocsparse_csrsort: columns sorted')
        d_val = device_copy_of(c_loc(vals), 8 * int(nnz, c_size_t))
        sorted = -999.0d0
        d_sorted = device_copy_of(c_loc(sorted), 8 * int(nnz, c_size_t))
        call is_int(rocsparse_dgthr(handle, nnz, d_val, d_sorted, d_perm, rocsparse_index_base_zero), success, &
                    'rocsparse_dgthr through perm')
        call copy_to_host(c_loc(sorted), d_sorted, 8 * int(nnz, c_size_t))
        call ok(all(sorted == csr_val), 'rocsparse_csrsort: values gathered through perm sorted')
        call device_release(buf)
        call device_release(d_ptr)
        call device_release(d_col)
        call device_release(d_perm)
        call device_release(d_val)
        call device_release(d_sorted)
    end subroutine test_csrsort

    ! Each column's rows shuffled; cscsort without perm sorts them back.
    subroutine test_cscsort()
        integer(c_int), target :: rows(nnz)
        integer :: j, len
        type(c_ptr) :: d_ptr, d_row, buf
        integer(c_size_t), target :: bytes
        do j = 1, n
            len = col_ptr(j + 1) - col_ptr(j)
            if(len > 0) rows(col_ptr(j):col_ptr(j + 1) - 1) = row_ind(col_ptr(j) - 1 + shuffled(len))
        end do
        d_ptr = device_copy_of(c_loc(col_ptr), isz * (n + 1))
        d_row = device_copy_of(c_loc(rows), isz * nnz)
        call is_int(rocsparse_cscsort_buffer_size(handle, m, n, nnz, d_ptr, d_row, c_loc(bytes)), success, &
                    'rocsparse_cscsort_buffer_size')
        buf = buffer_of(bytes)
        call is_int(rocsparse_cscsort(handle, m, n, nnz, descr, d_ptr, d_row, c_null_ptr, buf), success, &
                    'rocsparse_cscsort without perm')
        call copy_to_host(c_loc(rows), d_row, isz * nnz)
        call ok(all(rows == row_ind), 'rocsparse_cscsort: rows sorted')
        call device_release(buf)
        call device_release(d_ptr)
        call device_release(d_row)
    end subroutine test_cscsort

    ! All entries shuffled: by row gives the CSR order (perm from the
    ! identity brings the values along), by column the CSC order.
    subroutine test_coosort()
        integer(c_int), target :: rows(nnz), cols(nnz), perm(nnz), csc_col(nnz)
        real(c_double), target :: vals(nnz), sorted(nnz)
        integer :: s(nnz), j
        type(c_ptr) :: d_row, d_col, d_perm, d_val, d_sorted, buf
        integer(c_size_t), target :: bytes
        s = shuffled(nnz)
        rows = coo_row(s)
        cols = col_ind(s)
        vals = csr_val(s)
        do j = 1, n
            csc_col(col_ptr(j):col_ptr(j + 1) - 1) = j
        end do
        d_row = device_copy_of(c_loc(rows), isz * nnz)
        d_col = device_copy_of(c_loc(cols), isz * nnz)
        perm = -7
        d_perm = device_copy_of(c_loc(perm), isz * nnz)
        call is_int(rocsparse_create_identity_permutation(handle, nnz, d_perm), success, &
                    'rocsparse_create_identity_permutation for coosort')
        call is_int(rocsparse_coosort_buffer_size(handle, m, n, nnz, d_row, d_col, c_loc(bytes)), success, &
                    'rocsparse_coosort_buffer_size')
        buf = buffer_of(bytes)
        call is_int(rocsparse_coosort_by_row(handle, m, n, nnz, d_row, d_col, d_perm, buf), success, &
                    'rocsparse_coosort_by_row')
        call copy_to_host(c_loc(rows), d_row, isz * nnz)
        call copy_to_host(c_loc(cols), d_col, isz * nnz)
        call ok(all(rows == coo_row) .and. all(cols == col_ind), 'rocsparse_coosort_by_row: CSR order')
        d_val = device_copy_of(c_loc(vals), 8 * int(nnz, c_size_t))
        sorted = -999.0d0
        d_sorted = device_copy_of(c_loc(sorted), 8 * int(nnz, c_size_t))
        call is_int(rocsparse_dgthr(handle, nnz, d_val, d_sorted, d_perm, rocsparse_index_base_zero), success, &
                    'rocsparse_dgthr through perm')
        call copy_to_host(c_loc(sorted), d_sorted, 8 * int(nnz, c_size_t))
        call ok(all(sorted == csr_val), 'rocsparse_coosort_by_row: values gathered through perm sorted')
        call is_int(rocsparse_coosort_by_column(handle, m, n, nnz, d_row, d_col, c_null_ptr, buf), success, &
                    'rocsparse_coosort_by_column without perm')
        call copy_to_host(c_loc(rows), d_row, isz * nnz)
        call copy_to_host(c_loc(cols), d_col, isz * nnz)
        call ok(all(rows == row_ind) .and. all(cols == csc_col), 'rocsparse_coosort_by_column: CSC order')
        call device_release(buf)
        call device_release(d_row)
        call device_release(d_col)
        call device_release(d_perm)
        call device_release(d_val)
        call device_release(d_sorted)
    end subroutine test_coosort

    ! ---------------------------------------------------------------- nnz

    function mode_name(md) result(name)
        integer, intent(in) :: md
        character(len=11) :: name
        name = 'host mode'
        if(md == 2) name = 'device mode'
    end function mode_name

    subroutine test_nnz()
        real(c_double), target :: dense(ld, n)
        complex(c_double_complex), target :: zdense(ld, n)
        integer(c_int), target :: counts(max(m, n)), total, zero_total(1)
        integer(c_int), parameter :: dirs(2) = [rocsparse_direction_row, rocsparse_direction_column]
        integer(c_int), parameter :: modes(2) = [rocsparse_pointer_mode_host, rocsparse_pointer_mode_device]
        integer :: d, md, want_len
        integer, allocatable :: want(:)
        type(c_ptr) :: d_a, d_z, d_counts, d_total, result
        character(len=40) :: what
        ! Rows past m are not the matrix: ones there must not count.
        dense = 1.0d0
        dense(1:m, :) = a
        ! Complex: the same pattern, some entries with a zero real part.
        zdense = (1.0d0, 0.0d0)
        zdense(1:m, :) = merge(cmplx(0.0d0, a, c_double_complex), cmplx(a, 0.0d0, c_double_complex), a > 0)
        d_a = device_copy_of(c_loc(dense), 8 * int(ld * n, c_size_t))
        d_z = device_copy_of(c_loc(zdense), 16 * int(ld * n, c_size_t))
        counts = -7
        d_counts = device_copy_of(c_loc(counts), isz * max(m, n))
        zero_total = -7
        d_total = device_copy_of(c_loc(zero_total), isz)
        do d = 1, 2
            do md = 1, 2
                if(dirs(d) == rocsparse_direction_row) then
                    want = count(pat, dim=2)
                    what = 'per row, ' // trim(mode_name(md))
                else
                    want = count(pat, dim=1)
                    what = 'per column, ' // trim(mode_name(md))
                end if
                want_len = size(want)
                call is_int(rocsparse_set_pointer_mode(handle, modes(md)), success, 'set pointer mode')
                result = c_loc(total)
                if(modes(md) == rocsparse_pointer_mode_device) result = d_total
                total = -7
                call is_int(rocsparse_dnnz(handle, dirs(d), m, n, descr, d_a, ld, d_counts, result), success, &
                            'rocsparse_dnnz ' // trim(what))
                call copy_to_host(c_loc(counts), d_counts, isz * want_len)
                if(modes(md) == rocsparse_pointer_mode_device) call copy_to_host(c_loc(total), d_total, isz)
                call ok(all(counts(1:want_len) == want), 'rocsparse_dnnz ' // trim(what) // ': counts')
                call is_int(total, count(pat), 'rocsparse_dnnz ' // trim(what) // ': total')
                total = -7
                call is_int(rocsparse_znnz(handle, dirs(d), m, n, descr, d_z, ld, d_counts, result), success, &
                            'rocsparse_znnz ' // trim(what))
                call copy_to_host(c_loc(counts), d_counts, isz * want_len)
                if(modes(md) == rocsparse_pointer_mode_device) call copy_to_host(c_loc(total), d_total, isz)
                call ok(all(counts(1:want_len) == want), 'rocsparse_znnz ' // trim(what) // ': counts')
                call is_int(total, count(pat), 'rocsparse_znnz ' // trim(what) // ': total')
            end do
        end do
        call is_int(rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_host), success, 'host pointer mode')
        call device_release(d_a)
        call device_release(d_z)
        call device_release(d_counts)
        call device_release(d_total)
    end subroutine test_nnz

end program test_structural
