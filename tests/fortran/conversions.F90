! The format conversions of one precision through the generated module, on
! device memory: each output against arrays built here by plain loops
! (csr_patterns), and the round trips CSR -> COO -> CSR, CSR -> ELL -> CSR
! and CSR -> HYB -> CSR exact. One-based throughout, plus a zero-based ELL
! between one-based CSRs; the sizes that csr2ell_width and ell2csr_nnz return
! in both pointer modes. Compiled once per precision (-DPRECISION_S, ...).
#include "sparse_precision.h"

program test_conversions
    use iso_c_binding
    use rocsparse
    use fsparse_device, only: fsparse_malloc
    use csr_patterns
    use tap
    use KIT
    implicit none

    type(csr_pattern), allocatable :: matrices(:)
    type(c_ptr) :: zero_descr, size_argument
    integer(c_int), target :: size_host
    integer :: k

    call kit_setup()
    call is_int(rocsparse_create_mat_descr(zero_descr), success, 'create zero-based descriptor')
    matrices = test_matrices()
    do k = 1, size(matrices)
        call test_coo(matrices(k))
        call test_ell(matrices(k))
        call test_hyb(matrices(k))
    end do
    call test_bad_arguments()
    call is_int(rocsparse_destroy_mat_descr(zero_descr), success, 'destroy zero-based descriptor')
    call kit_teardown()
    deallocate(matrices)
    call done_testing()

contains

    ! csr2coo gives the row of each entry; coo2csr gives the row pointers back.
    subroutine test_coo(p)
        type(csr_pattern), intent(in) :: p
        type(c_ptr) :: d_row_ptr, d_coo_row, d_back
        character(len=:), allocatable :: name
        name = PREFIX // ' ' // trim(matrix_label(p))
        d_row_ptr = device_indices(p%row_ptr)
        ! csr2coo wants its output array even without entries to write.
        d_coo_row = poisoned_indices(max(p%nnz, 1))
        call expect(rocsparse_csr2coo(handle, d_row_ptr, p%nnz, p%m, d_coo_row, base), success, &
                    'csr2coo ' // name)
        call check_indices(fetch_indices(d_coo_row, p%nnz), coo_rows(p), 'csr2coo ' // name // ': rows')
        d_back = poisoned_indices(p%m + 1)
        call expect(rocsparse_coo2csr(handle, d_coo_row, p%nnz, p%m, d_back, base), success, 'coo2csr ' // name)
        call check_indices(fetch_indices(d_back, p%m + 1), p%row_ptr, 'coo2csr ' // name // ': csr -> coo -> csr')
        call release(d_row_ptr)
        call release(d_coo_row)
        call release(d_back)
    end subroutine test_coo

    ! csr2ell_width, csr2ell at that width and 2 wider, ell2csr_nnz and
    ! ell2csr back; host then device pointer mode for the returned sizes.
    ! The second round goes through a zero-based ELL.
    subroutine test_ell(p)
        type(csr_pattern), intent(in) :: p
        SCALAR_T, allocatable :: val(:)
        type(c_ptr) :: d_val, d_row_ptr, d_col_ind, ell_descr, ell_val, ell_col, csr_val, csr_row_ptr, csr_col
        integer(c_int) :: width, nnz
        integer :: md, ell_base
        character(len=:), allocatable :: name
        do md = 1, size(modes)
            ell_descr = descr
            ell_base = base
            if(md == 2) then
                ell_descr = zero_descr
                ell_base = rocsparse_index_base_zero
            end if
            name = PREFIX // ' ' // trim(matrix_label(p)) // ' sizes on ' // trim(mode_label(modes(md)))
            if(md == 2) name = name // ', ELL zero-based'
            val = random_array(p%nnz)
            d_val = device_values(val)
            d_row_ptr = device_indices(p%row_ptr)
            d_col_ind = device_indices(p%col_ind)

            call set_mode(modes(md))
            call prepare_size(modes(md))
            width = returned_size(modes(md), rocsparse_csr2ell_width(handle, p%m, descr, d_row_ptr, ell_descr, &
                                                                      size_argument), 'csr2ell_width ' // name)
            call is_int(width, ell_width_of(p), 'csr2ell_width ' // name // ': longest row')
            width = ell_width_of(p) + 2 * (md - 1)
            ell_val = poisoned_values(p%m * width)
            ell_col = poisoned_indices(p%m * width)
            call expect(CSR2ELL(handle, p%m, descr, d_val, d_row_ptr, d_col_ind, ell_descr, width, ell_val, ell_col), &
                        success, 'csr2ell ' // name)
            call check_indices(fetch_indices(ell_col, p%m * width), ell_columns(p, width, ell_base), &
                               'csr2ell ' // name // ': col_ind, width ' // text_of(width))
            call check_equal(fetch_values(ell_val, p%m * width), ell_values(p, val, width), &
                             'csr2ell ' // name // ': val')

            csr_row_ptr = poisoned_indices(p%m + 1)
            call prepare_size(modes(md))
            nnz = returned_size(modes(md), rocsparse_ell2csr_nnz(handle, p%m, p%n, ell_descr, width, ell_col, descr, &
                                                                 csr_row_ptr, size_argument), 'ell2csr_nnz ' // name)
            call is_int(nnz, p%nnz, 'ell2csr_nnz ' // name // ': nnz')
            call check_indices(fetch_indices(csr_row_ptr, p%m + 1), p%row_ptr, 'ell2csr_nnz ' // name // ': row_ptr')
            csr_val = poisoned_values(p%nnz)
            csr_col = poisoned_indices(p%nnz)
            call expect(ELL2CSR(handle, p%m, p%n, ell_descr, width, ell_val, ell_col, descr, csr_val, csr_row_ptr, &
                                csr_col), success, 'ell2csr ' // name)
            call check_indices(fetch_indices(csr_col, p%nnz), p%col_ind, 'ell2csr ' // name // ': csr -> ell -> csr col_ind')
            call check_equal(fetch_values(csr_val, p%nnz), val, 'ell2csr ' // name // ': csr -> ell -> csr val')
            call set_mode(rocsparse_pointer_mode_host)
            call release(d_val)
            call release(d_row_ptr)
            call release(d_col_ind)
            call release(ell_val)
            call release(ell_col)
            call release(csr_val)
            call release(csr_row_ptr)
            call release(csr_col)
        end do
    end subroutine test_ell

    ! csr2ell_width and ell2csr_nnz return a size through size_argument,
    ! which prepare_size points at size_host or at device memory as the
    ! pointer mode says; returned_size reads it after the call.
    function returned_size(mode, status, name) result(got)
        integer(c_int), intent(in) :: mode, status
        character(len=*), intent(in) :: name
        integer(c_int) :: got, fetched(1)
        call is_int(status, success, name // ': status')
        got = size_host
        if(mode == rocsparse_pointer_mode_device) then
            fetched = fetch_indices(size_argument, 1)
            got = fetched(1)
            call release(size_argument)
        end if
    end function returned_size

    subroutine prepare_size(mode)
        integer(c_int), intent(in) :: mode
        size_host = index_poison
        size_argument = c_loc(size_host)
        if(mode == rocsparse_pointer_mode_device) size_argument = poisoned_indices(1)
    end subroutine prepare_size

    ! csr2hyb for each partition, then hyb2csr_buffer_size and hyb2csr give
    ! the CSR matrix back; an ELL width over the bound is refused.
    subroutine test_hyb(p)
        type(csr_pattern), intent(in) :: p
        integer(c_int) :: partitions(5), user_widths(5)
        character(len=*), parameter :: names(5) = ['auto        ', 'user 0      ', 'user 1      ', &
                                                   'user longest', 'max         ']
        SCALAR_T, allocatable :: val(:)
        type(c_ptr) :: d_val, d_row_ptr, d_col_ind, hyb, csr_val, csr_row_ptr, csr_col, buffer
        integer(c_size_t), target :: buffer_size
        integer :: h
        character(len=:), allocatable :: name
        partitions = [rocsparse_hyb_partition_auto, rocsparse_hyb_partition_user, rocsparse_hyb_partition_user, &
                      rocsparse_hyb_partition_user, rocsparse_hyb_partition_max]
        user_widths = [0, 0, min(1, ell_width_of(p)), ell_width_of(p), 0]
        do h = 1, size(partitions)
            name = PREFIX // ' ' // trim(matrix_label(p)) // ' ' // trim(names(h))
            val = random_array(p%nnz)
            d_val = device_values(val)
            d_row_ptr = device_indices(p%row_ptr)
            d_col_ind = device_indices(p%col_ind)
            call is_int(rocsparse_create_hyb_mat(hyb), success, 'create hyb')
            call expect(CSR2HYB(handle, p%m, p%n, descr, d_val, d_row_ptr, d_col_ind, hyb, user_widths(h), &
                                partitions(h)), hyb_status(p, partitions(h), user_widths(h)), 'csr2hyb ' // name)
            if(hyb_status(p, partitions(h), user_widths(h)) /= success) then
                call is_int(rocsparse_destroy_hyb_mat(hyb), success, 'destroy hyb')
                call release(d_val)
                call release(d_row_ptr)
                call release(d_col_ind)
                cycle
            end if
            csr_val = poisoned_values(p%nnz)
            csr_row_ptr = poisoned_indices(p%m + 1)
            csr_col = poisoned_indices(p%nnz)
            buffer_size = 0
            call expect(rocsparse_hyb2csr_buffer_size(handle, descr, hyb, csr_row_ptr, c_loc(buffer_size)), success, &
                        'hyb2csr_buffer_size ' // name)
            call ok(buffer_size > 0, PREFIX // 'hyb2csr_buffer_size ' // name // ': not 0')
            buffer = c_null_ptr
            call is_int(fsparse_malloc(buffer, max(buffer_size, 1_c_size_t)), success, 'fsparse_malloc buffer')
            call expect(HYB2CSR(handle, descr, hyb, csr_val, csr_row_ptr, csr_col, buffer), success, 'hyb2csr ' // name)
            call check_indices(fetch_indices(csr_row_ptr, p%m + 1), p%row_ptr, 'hyb2csr ' // name // ': row_ptr')
            call check_indices(fetch_indices(csr_col, p%nnz), p%col_ind, 'hyb2csr ' // name // ': col_ind')
            call check_equal(fetch_values(csr_val, p%nnz), val, 'hyb2csr ' // name // ': val')
            call is_int(rocsparse_destroy_hyb_mat(hyb), success, 'destroy hyb')
            call release(buffer)
            call release(d_val)
            call release(d_row_ptr)
            call release(d_col_ind)
            call release(csr_val)
            call release(csr_row_ptr)
            call release(csr_col)
        end do
    end subroutine test_hyb

    ! ---------------------------------------------------- bad arguments

    subroutine test_bad_arguments()
        integer(c_int), parameter :: bad_handle = rocsparse_status_invalid_handle
        integer(c_int), parameter :: bad_size = rocsparse_status_invalid_size
        integer(c_int), parameter :: bad_value = rocsparse_status_invalid_value
        integer(c_int), parameter :: bad_pointer = rocsparse_status_invalid_pointer
        integer(c_int), parameter :: user = rocsparse_hyb_partition_user, bad_base = 2, bad_partition = 3
        type(csr_pattern) :: p
        SCALAR_T, allocatable :: val(:)
        type(c_ptr) :: null, v, r, ci, coo, ev, ec, out_v, out_r, out_c, hyb, buffer
        integer(c_int), target :: width, nnz
        integer(c_size_t), target :: buffer_size
        integer :: m, n, w, i
        null = c_null_ptr
        p = random_pattern(5, 4, 3, [2], 4)
        m = p%m
        n = p%n
        w = ell_width_of(p)
        val = random_array(p%nnz)
        v = device_values(val)
        r = device_indices(p%row_ptr)
        ci = device_indices(p%col_ind)
        coo = device_indices(coo_rows(p))
        ev = device_values(ell_values(p, val, w))
        ec = device_indices(ell_columns(p, w, base))
        out_v = poisoned_values(max(p%nnz, m * w))
        out_r = poisoned_indices(m + 1)
        out_c = poisoned_indices(max(p%nnz, m * w))

        call expect(rocsparse_csr2coo(null, r, p%nnz, m, out_c, base), bad_handle, 'csr2coo null handle')
        call expect(rocsparse_csr2coo(handle, r, p%nnz, m, out_c, bad_base), bad_value, 'csr2coo base 2')
        call expect(rocsparse_csr2coo(handle, r, p%nnz, -1, out_c, base), bad_size, 'csr2coo m -1')
        call expect(rocsparse_csr2coo(handle, r, -1, m, out_c, base), bad_size, 'csr2coo nnz -1')
        call expect(rocsparse_csr2coo(handle, null, p%nnz, m, out_c, base), bad_pointer, 'csr2coo null row_ptr')

        call expect(rocsparse_coo2csr(null, coo, p%nnz, m, out_r, base), bad_handle, 'coo2csr null handle')
        call expect(rocsparse_coo2csr(handle, coo, p%nnz, m, out_r, bad_base), bad_value, 'coo2csr base 2')
        call expect(rocsparse_coo2csr(handle, coo, p%nnz, -1, out_r, base), bad_size, 'coo2csr m -1')
        call expect(rocsparse_coo2csr(handle, coo, p%nnz, m, null, base), bad_pointer, 'coo2csr null row_ptr')

        call expect(rocsparse_csr2ell_width(null, m, descr, r, descr, c_loc(width)), bad_handle, &
                    'csr2ell_width null handle')
        call expect(rocsparse_csr2ell_width(handle, -1, descr, r, descr, c_loc(width)), bad_size, &
                    'csr2ell_width m -1')
        call expect(rocsparse_csr2ell_width(handle, m, null, r, descr, c_loc(width)), bad_pointer, &
                    'csr2ell_width null csr descr')
        call expect(rocsparse_csr2ell_width(handle, m, descr, r, descr, null), bad_pointer, &
                    'csr2ell_width null ell_width')

        call expect(CSR2ELL(null, m, descr, v, r, ci, descr, w, out_v, out_c), bad_handle, 'csr2ell null handle')
        call expect(CSR2ELL(handle, -1, descr, v, r, ci, descr, w, out_v, out_c), bad_size, 'csr2ell m -1')
        call expect(CSR2ELL(handle, m, descr, v, r, ci, descr, -1, out_v, out_c), bad_size, 'csr2ell width -1')
        call expect(CSR2ELL(handle, m, descr, v, r, ci, null, w, out_v, out_c), bad_pointer, 'csr2ell null ell descr')
        call expect(CSR2ELL(handle, m, descr, v, r, ci, descr, w, null, out_c), bad_pointer, 'csr2ell null ell_val')

        call expect(rocsparse_ell2csr_nnz(null, m, n, descr, w, ec, descr, out_r, c_loc(nnz)), bad_handle, &
                    'ell2csr_nnz null handle')
        call expect(rocsparse_ell2csr_nnz(handle, -1, n, descr, w, ec, descr, out_r, c_loc(nnz)), bad_size, &
                    'ell2csr_nnz m -1')
        call expect(rocsparse_ell2csr_nnz(handle, m, n, descr, -1, ec, descr, out_r, c_loc(nnz)), bad_size, &
                    'ell2csr_nnz width -1')
        call expect(rocsparse_ell2csr_nnz(handle, m, n, descr, w, ec, descr, out_r, null), bad_pointer, &
                    'ell2csr_nnz null csr_nnz')

        call expect(ELL2CSR(null, m, n, descr, w, ev, ec, descr, out_v, r, out_c), bad_handle, 'ell2csr null handle')
        call expect(ELL2CSR(handle, m, -1, descr, w, ev, ec, descr, out_v, r, out_c), bad_size, 'ell2csr n -1')
        call expect(ELL2CSR(handle, m, n, descr, w, ev, ec, descr, out_v, null, out_c), bad_pointer, &
                    'ell2csr null row_ptr')

        call is_int(rocsparse_create_hyb_mat(hyb), success, 'create hyb')
        call expect(CSR2HYB(null, m, n, descr, v, r, ci, hyb, 0, user), bad_handle, 'csr2hyb null handle')
        call expect(CSR2HYB(handle, m, n, descr, v, r, ci, hyb, 0, bad_partition), bad_value, 'csr2hyb partition 3')
        call expect(CSR2HYB(handle, -1, n, descr, v, r, ci, hyb, 0, user), bad_size, 'csr2hyb m -1')
        call expect(CSR2HYB(handle, m, n, descr, v, r, ci, hyb, -1, user), bad_value, 'csr2hyb user width -1')
        call expect(CSR2HYB(handle, m, n, descr, v, r, ci, null, 0, user), bad_pointer, 'csr2hyb null hyb')
        call expect(CSR2HYB(handle, m, n, descr, v, null, ci, hyb, 0, user), bad_pointer, 'csr2hyb null row_ptr')

        call expect(CSR2HYB(handle, m, n, descr, v, r, ci, hyb, 1, user), success, 'csr2hyb user 1')
        call expect(rocsparse_hyb2csr_buffer_size(null, descr, hyb, out_r, c_loc(buffer_size)), bad_handle, &
                    'hyb2csr_buffer_size null handle')
        call expect(rocsparse_hyb2csr_buffer_size(handle, descr, null, out_r, c_loc(buffer_size)), bad_pointer, &
                    'hyb2csr_buffer_size null hyb')
        call expect(rocsparse_hyb2csr_buffer_size(handle, descr, hyb, out_r, null), bad_pointer, &
                    'hyb2csr_buffer_size null buffer_size')
        buffer = poisoned_values(64)
        call expect(HYB2CSR(null, descr, hyb, out_v, out_r, out_c, buffer), bad_handle, 'hyb2csr null handle')
        call expect(HYB2CSR(handle, null, hyb, out_v, out_r, out_c, buffer), bad_pointer, 'hyb2csr null descr')
        call expect(HYB2CSR(handle, descr, null, out_v, out_r, out_c, buffer), bad_pointer, 'hyb2csr null hyb')
        call expect(HYB2CSR(handle, descr, hyb, out_v, out_r, out_c, null), bad_pointer, 'hyb2csr null buffer')
        call is_int(rocsparse_destroy_hyb_mat(hyb), success, 'destroy hyb')

        ! The rejected calls wrote nothing.
        call check_indices(fetch_indices(out_r, m + 1), [(index_poison, i = 1, m + 1)], &
                           PREFIX // ' rejected calls leave row pointers unwritten')
        call check_equal(fetch_values(out_v, max(p%nnz, m * w)), [(poison, i = 1, max(p%nnz, m * w))], &
                         PREFIX // ' rejected calls leave values unwritten')
        call release(buffer)
        call release(v)
        call release(r)
        call release(ci)
        call release(coo)
        call release(ev)
        call release(ec)
        call release(out_v)
        call release(out_r)
        call release(out_c)
    end subroutine test_bad_arguments

end program test_conversions
