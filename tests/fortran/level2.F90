! The Level 2 and Level 3 products of one precision through the generated
! module, one-based, on device memory, against a dense double-precision
! reference on fresh random matrices: coomv, csrmv without and with analysis
! (and the analysis' life cycle), ellmv, hybmv for each partition, csrmm with
! every trans_A/trans_B and padded leading dimensions; beta = 0 over NaN; bad
! arguments. Compiled once per precision (-DPRECISION_S, _D, _C or _Z).
#include "sparse_precision.h"

program test_level2
    use iso_c_binding
    use rocsparse
    use csr_patterns
    use tap
    use KIT
    implicit none

    type(csr_pattern), allocatable :: matrices(:)
    integer :: k

    call kit_setup()
    matrices = test_matrices()
    do k = 1, size(matrices)
        call test_coomv(matrices(k))
        call test_csrmv(matrices(k))
        call test_ellmv(matrices(k))
        call test_hybmv(matrices(k))
        call test_csrmm(matrices(k))
    end do
    call test_csrmv_analysis_life(matrices(1))
    call test_beta_zero_over_nan(matrices(1))
    call test_bad_arguments()
    call kit_teardown()
    deallocate(matrices)
    call done_testing()

contains

    subroutine test_coomv(p)
        type(csr_pattern), intent(in) :: p
        type(product_case) :: c
        integer :: t, md
        do t = 1, size(operations)
            do md = 1, size(modes)
                c = new_case(p, operations(t), modes(md), 1, rocsparse_operation_none, 0, .false.)
                call finish_case(c, COOMV(handle, c%trans, p%m, p%n, p%nnz, c%p_alpha, descr, c%d_val, &
                                          c%d_coo_row, c%d_col_ind, c%d_x, c%p_beta, c%d_y), &
                                 case_label('coomv', p, operations(t), modes(md)))
            end do
        end do
    end subroutine test_coomv

    ! Without analysis (info null), then with a fresh analysis of the same
    ! operation, whose values change after the analysis: it depends on the
    ! structure only.
    subroutine test_csrmv(p)
        type(csr_pattern), intent(in) :: p
        type(product_case) :: c
        type(c_ptr) :: info
        SCALAR_T :: analysed_val(p%nnz)
        integer :: t, md
        do t = 1, size(operations)
            do md = 1, size(modes)
                c = new_case(p, operations(t), modes(md), 1, rocsparse_operation_none, 0, .false.)
                call finish_case(c, CSRMV(handle, c%trans, p%m, p%n, p%nnz, c%p_alpha, descr, c%d_val, &
                                          c%d_row_ptr, c%d_col_ind, c_null_ptr, c%d_x, c%p_beta, c%d_y), &
                                 case_label('csrmv', p, operations(t), modes(md)) // ' no analysis')

                c = new_case(p, operations(t), modes(md), 1, rocsparse_operation_none, 0, .false.)
                call random_values(analysed_val)
                call release(c%d_val)
                c%d_val = device_values(analysed_val)
                call is_int(rocsparse_create_mat_info(info), success, 'create mat info')
                call is_int(CSRMV_ANALYSIS(handle, c%trans, p%m, p%n, p%nnz, descr, c%d_val, c%d_row_ptr, &
                                           c%d_col_ind, info), success, &
                            case_label('csrmv_analysis', p, operations(t), modes(md)))
                call release(c%d_val)
                c%d_val = device_values(c%val)
                call finish_case(c, CSRMV(handle, c%trans, p%m, p%n, p%nnz, c%p_alpha, descr, c%d_val, &
                                          c%d_row_ptr, c%d_col_ind, info, c%d_x, c%p_beta, c%d_y), &
                                 case_label('csrmv', p, operations(t), modes(md)) // ' analysed')
                call is_int(rocsparse_destroy_mat_info(info), success, 'destroy mat info with analysis')
            end do
        end do
    end subroutine test_csrmv

    ! An info analysed for one problem refuses another (trans, sizes, arrays),
    ! a new analysis replaces the old one, and csrmv_clear forgets it: then
    ! any problem runs, without analysis.
    subroutine test_csrmv_analysis_life(p)
        type(csr_pattern), intent(in) :: p
        integer(c_int), parameter :: none = rocsparse_operation_none, trans = rocsparse_operation_transpose
        type(product_case) :: c
        type(c_ptr) :: info, other_row_ptr
        character(len=*), parameter :: name = 'csrmv analysed for N'
        call is_int(rocsparse_create_mat_info(info), success, 'create mat info')
        call expect(rocsparse_csrmv_clear(handle, info), success, 'csrmv_clear without analysis')
        c = new_case(p, none, rocsparse_pointer_mode_host, 1, none, 0, .false.)
        call expect(CSRMV_ANALYSIS(handle, none, p%m, p%n, p%nnz, descr, c%d_val, c%d_row_ptr, c%d_col_ind, info), &
                    success, 'csrmv_analysis N')
        call expect(CSRMV(handle, trans, p%m, p%n, p%nnz, c%p_alpha, descr, c%d_val, c%d_row_ptr, c%d_col_ind, &
                          info, c%d_y, c%p_beta, c%d_x), rocsparse_status_invalid_value, name // ', called with T')
        call expect(CSRMV(handle, none, p%m - 1, p%n, p%nnz, c%p_alpha, descr, c%d_val, c%d_row_ptr, c%d_col_ind, &
                          info, c%d_x, c%p_beta, c%d_y), rocsparse_status_invalid_size, name // ', other m')
        call expect(CSRMV(handle, none, p%m, p%n - 1, p%nnz, c%p_alpha, descr, c%d_val, c%d_row_ptr, c%d_col_ind, &
                          info, c%d_x, c%p_beta, c%d_y), rocsparse_status_invalid_size, name // ', other n')
        call expect(CSRMV(handle, none, p%m, p%n, p%nnz - 1, c%p_alpha, descr, c%d_val, c%d_row_ptr, c%d_col_ind, &
                          info, c%d_x, c%p_beta, c%d_y), rocsparse_status_invalid_size, name // ', other nnz')
        other_row_ptr = device_indices(p%row_ptr)
        call expect(CSRMV(handle, none, p%m, p%n, p%nnz, c%p_alpha, descr, c%d_val, other_row_ptr, c%d_col_ind, &
                          info, c%d_x, c%p_beta, c%d_y), rocsparse_status_invalid_pointer, name // ', other row_ptr')
        call release(other_row_ptr)
        ! The refused calls left y alone: the product below sees the original.
        call finish_case(c, CSRMV(handle, none, p%m, p%n, p%nnz, c%p_alpha, descr, c%d_val, c%d_row_ptr, &
                                  c%d_col_ind, info, c%d_x, c%p_beta, c%d_y), &
                         PREFIX // name // ' after refused calls')

        ! A second analysis, for T, replaces the first.
        c = new_case(p, trans, rocsparse_pointer_mode_host, 1, none, 0, .false.)
        call expect(CSRMV_ANALYSIS(handle, trans, p%m, p%n, p%nnz, descr, c%d_val, c%d_row_ptr, c%d_col_ind, info), &
                    success, 'csrmv_analysis T over N')
        call expect(CSRMV(handle, none, p%m, p%n, p%nnz, c%p_alpha, descr, c%d_val, c%d_row_ptr, c%d_col_ind, &
                          info, c%d_y, c%p_beta, c%d_x), rocsparse_status_invalid_value, &
                    'csrmv analysed again for T, called with N')
        call finish_case(c, CSRMV(handle, trans, p%m, p%n, p%nnz, c%p_alpha, descr, c%d_val, c%d_row_ptr, &
                                  c%d_col_ind, info, c%d_x, c%p_beta, c%d_y), &
                         PREFIX // 'csrmv analysed again for T, called with T')

        call expect(rocsparse_csrmv_clear(handle, info), success, 'csrmv_clear')
        c = new_case(p, none, rocsparse_pointer_mode_host, 1, none, 0, .false.)
        call finish_case(c, CSRMV(handle, none, p%m, p%n, p%nnz, c%p_alpha, descr, c%d_val, c%d_row_ptr, &
                                  c%d_col_ind, info, c%d_x, c%p_beta, c%d_y), &
                         PREFIX // 'csrmv N with a cleared info (analysed for T)')
        call expect(rocsparse_csrmv_clear(c_null_ptr, info), rocsparse_status_invalid_handle, &
                    'csrmv_clear null handle')
        call expect(rocsparse_csrmv_clear(handle, c_null_ptr), rocsparse_status_invalid_pointer, &
                    'csrmv_clear null info')
        call is_int(rocsparse_destroy_mat_info(info), success, 'destroy mat info')
    end subroutine test_csrmv_analysis_life

    ! ELL made here from the pattern, at its own width and wider (more
    ! padding); only op = N exists.
    subroutine test_ellmv(p)
        type(csr_pattern), intent(in) :: p
        type(product_case) :: c
        type(c_ptr) :: d_ell_val, d_ell_col
        integer :: md, width
        do md = 1, size(modes)
            ! Padding only where there are columns: slots in a matrix
            ! without columns are an invalid size.
            width = ell_width_of(p)
            if(p%n > 0) width = width + 2 * (md - 1)
            c = new_case(p, rocsparse_operation_none, modes(md), 1, rocsparse_operation_none, 0, .false.)
            d_ell_val = device_values(ell_values(p, c%val, width))
            d_ell_col = device_indices(ell_columns(p, width, base))
            call finish_case(c, ELLMV(handle, c%trans, p%m, p%n, c%p_alpha, descr, d_ell_val, d_ell_col, width, &
                                      c%d_x, c%p_beta, c%d_y), &
                             case_label('ellmv', p, rocsparse_operation_none, modes(md)) // ' width ' // text_of(width))
            call release(d_ell_val)
            call release(d_ell_col)
        end do
    end subroutine test_ellmv

    ! Each partition: auto, user (widths 0 and 1: mostly or all COO), max
    ! (no COO part) where the longest row is within csr2hyb's bound. The hyb
    ! is converted from CSR by csr2hyb.
    subroutine test_hybmv(p)
        type(csr_pattern), intent(in) :: p
        integer(c_int), parameter :: partitions(4) = [rocsparse_hyb_partition_auto, rocsparse_hyb_partition_user, &
                                                      rocsparse_hyb_partition_user, rocsparse_hyb_partition_max]
        integer(c_int), parameter :: user_widths(4) = [0, 0, 1, 0]
        character(len=*), parameter :: names(4) = ['auto  ', 'user 0', 'user 1', 'max   ']
        type(product_case) :: c
        type(c_ptr) :: hyb
        integer :: h
        do h = 1, size(partitions)
            c = new_case(p, rocsparse_operation_none, modes(mod(h, 2) + 1), 1, rocsparse_operation_none, 0, .false.)
            call is_int(rocsparse_create_hyb_mat(hyb), success, 'create hyb')
            call expect(CSR2HYB(handle, p%m, p%n, descr, c%d_val, c%d_row_ptr, c%d_col_ind, hyb, user_widths(h), &
                                partitions(h)), hyb_status(p, partitions(h), user_widths(h)), &
                        'csr2hyb ' // trim(names(h)) // ' ' // trim(matrix_label(p)))
            if(hyb_status(p, partitions(h), user_widths(h)) == success) then
                call finish_case(c, HYBMV(handle, c%trans, c%p_alpha, descr, hyb, c%d_x, c%p_beta, c%d_y), &
                                 case_label('hybmv', p, rocsparse_operation_none, c%mode) // ' ' // trim(names(h)))
            else
                call release_case(c)
            end if
            call is_int(rocsparse_destroy_hyb_mat(hyb), success, 'destroy hyb')
        end do
    end subroutine test_hybmv

    ! Every trans_A x trans_B, with 1 and 8 columns; B and C with leading
    ! dimensions 3 beyond what they need; scalars on host and device in turn.
    subroutine test_csrmm(p)
        type(csr_pattern), intent(in) :: p
        integer, parameter :: column_counts(2) = [1, 8], pad = 3
        type(product_case) :: c
        integer :: ta, tb, nc, mode_index
        character(len=:), allocatable :: name
        mode_index = 0
        do ta = 1, size(operations)
            do tb = 1, size(operations)
                do nc = 1, size(column_counts)
                    mode_index = mod(mode_index, 2) + 1
                    c = new_case(p, operations(ta), modes(mode_index), column_counts(nc), operations(tb), pad, .false.)
                    name = case_label('csrmm', p, operations(ta), modes(mode_index)) // ' op(B)=' // &
                           operation_label(operations(tb)) // ' n=' // text_of(column_counts(nc))
                    call finish_case(c, CSRMM(handle, c%trans, c%trans_b, p%m, c%ncols, p%n, p%nnz, c%p_alpha, &
                                              descr, c%d_val, c%d_row_ptr, c%d_col_ind, c%d_x, c%ldx, c%p_beta, &
                                              c%d_y, c%ldy), name)
                end do
            end do
        end do
    end subroutine test_csrmm

    ! beta = 0 writes alpha op(A) x over whatever y held, NaN included.
    subroutine test_beta_zero_over_nan(p)
        type(csr_pattern), intent(in) :: p
        integer(c_int), parameter :: none = rocsparse_operation_none, host = rocsparse_pointer_mode_host
        type(product_case) :: c
        type(c_ptr) :: d_ell_val, d_ell_col, hyb
        c = new_case(p, none, host, 1, none, 0, .true.)
        call finish_case(c, COOMV(handle, none, p%m, p%n, p%nnz, c%p_alpha, descr, c%d_val, c%d_coo_row, &
                                  c%d_col_ind, c%d_x, c%p_beta, c%d_y), PREFIX // 'coomv beta 0, y NaN')
        c = new_case(p, none, host, 1, none, 0, .true.)
        call finish_case(c, CSRMV(handle, none, p%m, p%n, p%nnz, c%p_alpha, descr, c%d_val, c%d_row_ptr, &
                                  c%d_col_ind, c_null_ptr, c%d_x, c%p_beta, c%d_y), PREFIX // 'csrmv beta 0, y NaN')
        c = new_case(p, none, host, 1, none, 0, .true.)
        d_ell_val = device_values(ell_values(p, c%val, ell_width_of(p)))
        d_ell_col = device_indices(ell_columns(p, ell_width_of(p), base))
        call finish_case(c, ELLMV(handle, none, p%m, p%n, c%p_alpha, descr, d_ell_val, d_ell_col, ell_width_of(p), &
                                  c%d_x, c%p_beta, c%d_y), PREFIX // 'ellmv beta 0, y NaN')
        call release(d_ell_val)
        call release(d_ell_col)
        c = new_case(p, none, host, 1, none, 0, .true.)
        call is_int(rocsparse_create_hyb_mat(hyb), success, 'create hyb')
        call expect(CSR2HYB(handle, p%m, p%n, descr, c%d_val, c%d_row_ptr, c%d_col_ind, hyb, 0, &
                            rocsparse_hyb_partition_auto), success, 'csr2hyb auto')
        call finish_case(c, HYBMV(handle, none, c%p_alpha, descr, hyb, c%d_x, c%p_beta, c%d_y), &
                         PREFIX // 'hybmv beta 0, y NaN')
        call is_int(rocsparse_destroy_hyb_mat(hyb), success, 'destroy hyb')
        c = new_case(p, none, host, 8, none, 0, .true.)
        call finish_case(c, CSRMM(handle, none, none, p%m, 8, p%n, p%nnz, c%p_alpha, descr, c%d_val, c%d_row_ptr, &
                                  c%d_col_ind, c%d_x, c%ldx, c%p_beta, c%d_y, c%ldy), PREFIX // 'csrmm beta 0, C NaN')
    end subroutine test_beta_zero_over_nan

    ! ---------------------------------------------------- bad arguments

    ! Null handle, negative size, unknown operation, missing array, and the
    ! operations ellmv and hybmv do not have; y stays as it was.
    subroutine test_bad_arguments()
        integer(c_int), parameter :: none = rocsparse_operation_none, trans = rocsparse_operation_transpose
        integer(c_int), parameter :: bad_op = 5, host = rocsparse_pointer_mode_host
        integer(c_int), parameter :: bad_handle = rocsparse_status_invalid_handle
        integer(c_int), parameter :: bad_size = rocsparse_status_invalid_size
        integer(c_int), parameter :: bad_value = rocsparse_status_invalid_value
        integer(c_int), parameter :: bad_pointer = rocsparse_status_invalid_pointer
        integer(c_int), parameter :: missing = rocsparse_status_not_implemented
        type(csr_pattern) :: p
        type(product_case) :: c
        type(c_ptr) :: null, ell_v, ell_c, hyb, info
        integer :: m, n, nnz, w
        SCALAR_T :: y_before(4)
        null = c_null_ptr
        p = random_pattern(4, 4, 3, [2], 3)
        m = p%m
        n = p%n
        nnz = p%nnz
        w = ell_width_of(p)
        c = new_case(p, none, host, 1, none, 0, .false.)
        y_before = fetch_values(c%d_y, m)
        associate(a => c%p_alpha, b => c%p_beta, v => c%d_val, r => c%d_row_ptr, ci => c%d_col_ind, &
                  cr => c%d_coo_row, x => c%d_x, y => c%d_y)
            call expect(COOMV(null, none, m, n, nnz, a, descr, v, cr, ci, x, b, y), bad_handle, 'coomv null handle')
            call expect(COOMV(handle, bad_op, m, n, nnz, a, descr, v, cr, ci, x, b, y), bad_value, 'coomv op 5')
            call expect(COOMV(handle, none, -1, n, nnz, a, descr, v, cr, ci, x, b, y), bad_size, 'coomv m -1')
            call expect(COOMV(handle, none, m, n, -1, a, descr, v, cr, ci, x, b, y), bad_size, 'coomv nnz -1')
            call expect(COOMV(handle, none, m, n, nnz, a, null, v, cr, ci, x, b, y), bad_pointer, 'coomv null descr')
            call expect(COOMV(handle, none, m, n, nnz, a, descr, v, cr, null, x, b, y), bad_pointer, &
                        'coomv null col_ind')
            call expect(COOMV(handle, none, m, n, nnz, a, descr, v, cr, ci, x, null, y), bad_pointer, &
                        'coomv null beta')

            call expect(CSRMV(null, none, m, n, nnz, a, descr, v, r, ci, null, x, b, y), bad_handle, &
                        'csrmv null handle')
            call expect(CSRMV(handle, bad_op, m, n, nnz, a, descr, v, r, ci, null, x, b, y), bad_value, 'csrmv op 5')
            call expect(CSRMV(handle, none, -1, n, nnz, a, descr, v, r, ci, null, x, b, y), bad_size, 'csrmv m -1')
            call expect(CSRMV(handle, none, m, -1, nnz, a, descr, v, r, ci, null, x, b, y), bad_size, 'csrmv n -1')
            call expect(CSRMV(handle, none, m, n, nnz, a, descr, v, null, ci, null, x, b, y), bad_pointer, &
                        'csrmv null row_ptr')
            call expect(CSRMV(handle, none, m, n, nnz, null, descr, v, r, ci, null, x, b, y), bad_pointer, &
                        'csrmv null alpha')
            call is_int(rocsparse_create_mat_info(info), success, 'create mat info')
            call expect(CSRMV_ANALYSIS(null, none, m, n, nnz, descr, v, r, ci, info), bad_handle, &
                        'csrmv_analysis null handle')
            call expect(CSRMV_ANALYSIS(handle, bad_op, m, n, nnz, descr, v, r, ci, info), bad_value, &
                        'csrmv_analysis op 5')
            call expect(CSRMV_ANALYSIS(handle, none, -1, n, nnz, descr, v, r, ci, info), bad_size, &
                        'csrmv_analysis m -1')
            call expect(CSRMV_ANALYSIS(handle, none, m, n, nnz, descr, v, r, ci, null), bad_pointer, &
                        'csrmv_analysis null info')
            call is_int(rocsparse_destroy_mat_info(info), success, 'destroy mat info')

            ell_v = device_values(ell_values(p, c%val, w))
            ell_c = device_indices(ell_columns(p, w, base))
            call expect(ELLMV(null, none, m, n, a, descr, ell_v, ell_c, w, x, b, y), bad_handle, 'ellmv null handle')
            call expect(ELLMV(handle, bad_op, m, n, a, descr, ell_v, ell_c, w, x, b, y), bad_value, 'ellmv op 5')
            call expect(ELLMV(handle, trans, m, n, a, descr, ell_v, ell_c, w, x, b, y), missing, 'ellmv op T')
            call expect(ELLMV(handle, rocsparse_operation_conjugate_transpose, m, n, a, descr, ell_v, ell_c, w, x, b, &
                              y), missing, 'ellmv op H')
            call expect(ELLMV(handle, none, -1, n, a, descr, ell_v, ell_c, w, x, b, y), bad_size, 'ellmv m -1')
            call expect(ELLMV(handle, none, m, n, a, descr, ell_v, ell_c, -1, x, b, y), bad_size, 'ellmv width -1')
            call expect(ELLMV(handle, none, m, n, a, descr, ell_v, null, w, x, b, y), bad_pointer, &
                        'ellmv null col_ind')
            call release(ell_v)
            call release(ell_c)

            call is_int(rocsparse_create_hyb_mat(hyb), success, 'create hyb')
            call expect(CSR2HYB(handle, m, n, descr, v, r, ci, hyb, 0, rocsparse_hyb_partition_auto), success, &
                        'csr2hyb auto')
            call expect(HYBMV(null, none, a, descr, hyb, x, b, y), bad_handle, 'hybmv null handle')
            call expect(HYBMV(handle, bad_op, a, descr, hyb, x, b, y), bad_value, 'hybmv op 5')
            call expect(HYBMV(handle, trans, a, descr, hyb, x, b, y), missing, 'hybmv op T')
            call expect(HYBMV(handle, none, a, descr, null, x, b, y), bad_pointer, 'hybmv null hyb')
            call expect(HYBMV(handle, none, a, descr, hyb, null, b, y), bad_pointer, 'hybmv null x')
            call is_int(rocsparse_destroy_hyb_mat(hyb), success, 'destroy hyb')

            ! B and C are 4 x 1 here: ld 4 is enough, 3 is not.
            call expect(CSRMM(null, none, none, m, 1, n, nnz, a, descr, v, r, ci, x, n, b, y, m), bad_handle, &
                        'csrmm null handle')
            call expect(CSRMM(handle, bad_op, none, m, 1, n, nnz, a, descr, v, r, ci, x, n, b, y, m), bad_value, &
                        'csrmm trans_A 5')
            call expect(CSRMM(handle, none, bad_op, m, 1, n, nnz, a, descr, v, r, ci, x, n, b, y, m), bad_value, &
                        'csrmm trans_B 5')
            call expect(CSRMM(handle, none, none, -1, 1, n, nnz, a, descr, v, r, ci, x, n, b, y, m), bad_size, &
                        'csrmm m -1')
            call expect(CSRMM(handle, none, none, m, -1, n, nnz, a, descr, v, r, ci, x, n, b, y, m), bad_size, &
                        'csrmm n -1')
            call expect(CSRMM(handle, none, none, m, 1, n, nnz, a, descr, v, r, ci, x, n - 1, b, y, m), bad_size, &
                        'csrmm ldb < k')
            call expect(CSRMM(handle, none, none, m, 1, n, nnz, a, descr, v, r, ci, x, n, b, y, m - 1), bad_size, &
                        'csrmm ldc < m')
            call expect(CSRMM(handle, none, none, m, 1, n, nnz, a, descr, v, r, ci, null, n, b, y, m), bad_pointer, &
                        'csrmm null B')
        end associate
        call check_equal(fetch_values(c%d_y, m), y_before, PREFIX // ' rejected calls leave y unchanged')
        call release_case(c)
    end subroutine test_bad_arguments

end program test_level2
