! Block-Jacobi preconditioners: each rank applies one to its own diagonal
! block (the rows and columns of its own unknowns), so applying them needs
! no communication.
!   jacobi  z = D^-1 r, as a product with the diagonal matrix D^-1
!   ic0     A_rank ~ L L^T (csric0), z = L^-T L^-1 r: two csrsv solves on
!           the same lower triangle, the second with the transpose
!   ilu0    A_rank ~ L U (csrilu0), L unit lower, z = U^-1 L^-1 r
!   none    z = r (the caller uses r itself)
module pcg_precond
    use iso_c_binding
    use rocsparse
    use rocsparse_enums
    use fsparse_device
    use pcg_check
    use pcg_device
    use pcg_partition
    implicit none
    private
    public :: preconditioner, precond_setup, precond_apply, precond_free

    type preconditioner
        character(8) :: kind = 'none'
        integer :: n = 0, nnz = 0
        ! The matrix applied: D^-1 for jacobi, the factors for ic0 and ilu0.
        type(c_ptr) :: d_row_ptr = c_null_ptr, d_col = c_null_ptr, d_val = c_null_ptr
        type(c_ptr) :: descr = c_null_ptr, descr_l = c_null_ptr, descr_u = c_null_ptr
        type(c_ptr) :: info = c_null_ptr, buffer = c_null_ptr, d_tmp = c_null_ptr
    end type preconditioner

    real(c_double), target, save :: one = 1, zero = 0

contains

    ! d_ident and d_id_ptr: the pattern of the n x n identity (one-based).
    subroutine precond_setup(pc, kind, handle, sys, d_ident, d_id_ptr)
        type(preconditioner), intent(out) :: pc
        character(*), intent(in) :: kind
        type(c_ptr), intent(in) :: handle, d_ident, d_id_ptr
        type(local_system), intent(in) :: sys
        real(c_double), allocatable :: diag_inv(:)
        real(c_double), allocatable :: block_val(:)
        integer(c_int), allocatable :: block_ptr(:), block_col(:)
        integer(c_size_t), target :: size_factor, size_first, size_second
        integer(c_int), target :: pivot
        integer :: row, k, count

        pc%kind = kind
        pc%n = sys%n_own
        if(kind == 'none') return
        call check(rocsparse_create_mat_descr(pc%descr), 'rocsparse_create_mat_descr')
        call check(rocsparse_set_mat_index_base(pc%descr, rocsparse_index_base_one), 'rocsparse_set_mat_index_base')

        if(kind == 'jacobi') then
            allocate(diag_inv(pc%n))
            do row = 1, pc%n
                diag_inv(row) = 0
                do k = sys%row_ptr(row), sys%row_ptr(row + 1) - 1
                    if(sys%col(k) == row) diag_inv(row) = 1 / sys%val(k)
                end do
                if(diag_inv(row) == 0) call fail('jacobi: a row without a diagonal entry')
            end do
            pc%nnz = pc%n
            pc%d_val = upload_real(diag_inv)
            pc%d_row_ptr = d_id_ptr
            pc%d_col = d_ident
            return
        end if

        ! The rank's diagonal block: its rows' entries in own columns.
        allocate(block_ptr(pc%n + 1))
        block_ptr(1) = 1
        do row = 1, pc%n
            count = 0
            do k = sys%row_ptr(row), sys%row_ptr(row + 1) - 1
                if(sys%col(k) <= pc%n) count = count + 1
            end do
            block_ptr(row + 1) = block_ptr(row) + count
        end do
        pc%nnz = block_ptr(pc%n + 1) - 1
        block_col = pack(sys%col, sys%col <= pc%n)
        block_val = pack(sys%val, sys%col <= pc%n)
        pc%d_row_ptr = upload_int(block_ptr)
        pc%d_col = upload_int(block_col)
        pc%d_val = upload_real(block_val)
        pc%d_tmp = device_zeros(pc%n)
        call check(rocsparse_create_mat_info(pc%info), 'rocsparse_create_mat_info')

        ! Both factors live in the block's arrays: the lower triangle (with
        ! the diagonal for IC(0), unit for ILU(0)) and, for ILU(0), the
        ! upper triangle with the diagonal.
        call check(rocsparse_create_mat_descr(pc%descr_l), 'rocsparse_create_mat_descr')
        call check(rocsparse_set_mat_index_base(pc%descr_l, rocsparse_index_base_one), 'rocsparse_set_mat_index_base')
        call check(rocsparse_set_mat_fill_mode(pc%descr_l, rocsparse_fill_mode_lower), 'rocsparse_set_mat_fill_mode')
        if(kind == 'ic0') then
            call check(rocsparse_dcsric0_buffer_size(handle, pc%n, pc%nnz, pc%descr, pc%d_val, pc%d_row_ptr, &
                       pc%d_col, pc%info, c_loc(size_factor)), 'rocsparse_dcsric0_buffer_size')
            call solve_buffer_size(pc%descr_l, rocsparse_operation_none, size_first)
            call solve_buffer_size(pc%descr_l, rocsparse_operation_transpose, size_second)
        else
            call check(rocsparse_set_mat_diag_type(pc%descr_l, rocsparse_diag_type_unit), 'rocsparse_set_mat_diag_type')
            call check(rocsparse_create_mat_descr(pc%descr_u), 'rocsparse_create_mat_descr')
            call check(rocsparse_set_mat_index_base(pc%descr_u, rocsparse_index_base_one), 'rocsparse_set_mat_index_base')
            call check(rocsparse_set_mat_fill_mode(pc%descr_u, rocsparse_fill_mode_upper), 'rocsparse_set_mat_fill_mode')
            call check(rocsparse_dcsrilu0_buffer_size(handle, pc%n, pc%nnz, pc%descr, pc%d_val, pc%d_row_ptr, &
                       pc%d_col, pc%info, c_loc(size_factor)), 'rocsparse_dcsrilu0_buffer_size')
            call solve_buffer_size(pc%descr_l, rocsparse_operation_none, size_first)
            call solve_buffer_size(pc%descr_u, rocsparse_operation_none, size_second)
        end if
        call check(fsparse_malloc(pc%buffer, max(size_factor, size_first, size_second)), 'fsparse_malloc')

        ! The analyses depend on the pattern only: made once, before the
        ! factorization, and kept in pc%info for every solve.
        if(kind == 'ic0') then
            call check(rocsparse_dcsric0_analysis(handle, pc%n, pc%nnz, pc%descr, pc%d_val, pc%d_row_ptr, pc%d_col, &
                       pc%info, rocsparse_analysis_policy_reuse, rocsparse_solve_policy_auto, pc%buffer), &
                       'rocsparse_dcsric0_analysis')
            call analyse(pc%descr_l, rocsparse_operation_none)
            call analyse(pc%descr_l, rocsparse_operation_transpose)
            call check(rocsparse_dcsric0(handle, pc%n, pc%nnz, pc%descr, pc%d_val, pc%d_row_ptr, pc%d_col, pc%info, &
                       rocsparse_solve_policy_auto, pc%buffer), 'rocsparse_dcsric0')
            call zero_pivot(rocsparse_csric0_zero_pivot(handle, pc%info, c_loc(pivot)))
        else
            call check(rocsparse_dcsrilu0_analysis(handle, pc%n, pc%nnz, pc%descr, pc%d_val, pc%d_row_ptr, pc%d_col, &
                       pc%info, rocsparse_analysis_policy_reuse, rocsparse_solve_policy_auto, pc%buffer), &
                       'rocsparse_dcsrilu0_analysis')
            call analyse(pc%descr_l, rocsparse_operation_none)
            call analyse(pc%descr_u, rocsparse_operation_none)
            call check(rocsparse_dcsrilu0(handle, pc%n, pc%nnz, pc%descr, pc%d_val, pc%d_row_ptr, pc%d_col, pc%info, &
                       rocsparse_solve_policy_auto, pc%buffer), 'rocsparse_dcsrilu0')
            call zero_pivot(rocsparse_csrilu0_zero_pivot(handle, pc%info, c_loc(pivot)))
        end if

    contains

        subroutine solve_buffer_size(descr, trans, bytes)
            type(c_ptr), intent(in) :: descr
            integer(c_int), intent(in) :: trans
            integer(c_size_t), intent(out), target :: bytes

            call check(rocsparse_dcsrsv_buffer_size(handle, trans, pc%n, pc%nnz, descr, pc%d_val, pc%d_row_ptr, &
                       pc%d_col, pc%info, c_loc(bytes)), 'rocsparse_dcsrsv_buffer_size')
        end subroutine solve_buffer_size

        subroutine analyse(descr, trans)
            type(c_ptr), intent(in) :: descr
            integer(c_int), intent(in) :: trans

            call check(rocsparse_dcsrsv_analysis(handle, trans, pc%n, pc%nnz, descr, pc%d_val, pc%d_row_ptr, &
                       pc%d_col, pc%info, rocsparse_analysis_policy_reuse, rocsparse_solve_policy_auto, &
                       pc%buffer), 'rocsparse_dcsrsv_analysis')
        end subroutine analyse

        ! The factorization of a matrix that is not positive definite (or
        ! whose diagonal is missing) breaks down at a pivot.
        subroutine zero_pivot(stat)
            integer(c_int), intent(in) :: stat
            character(64) :: text

            if(stat == rocsparse_status_zero_pivot) then
                write(text, '(a,i0)') 'zero pivot in the factorization at local row ', pivot + 1
                call fail(trim(kind) // ': ' // trim(text))
            end if
            call check(stat, trim(kind) // ' zero pivot query')
        end subroutine zero_pivot

    end subroutine precond_setup

    ! z = M^-1 r on the rank's own unknowns.
    subroutine precond_apply(pc, handle, d_r, d_z)
        type(preconditioner), intent(in) :: pc
        type(c_ptr), intent(in) :: handle, d_r, d_z

        select case(pc%kind)
        case('jacobi')
            call check(rocsparse_dcsrmv(handle, rocsparse_operation_none, pc%n, pc%n, pc%nnz, c_loc(one), pc%descr, &
                       pc%d_val, pc%d_row_ptr, pc%d_col, c_null_ptr, d_r, c_loc(zero), d_z), 'rocsparse_dcsrmv')
        case('ic0')
            call solve(pc%descr_l, rocsparse_operation_none, d_r, pc%d_tmp)
            call solve(pc%descr_l, rocsparse_operation_transpose, pc%d_tmp, d_z)
        case('ilu0')
            call solve(pc%descr_l, rocsparse_operation_none, d_r, pc%d_tmp)
            call solve(pc%descr_u, rocsparse_operation_none, pc%d_tmp, d_z)
        end select

    contains

        subroutine solve(descr, trans, d_in, d_out)
            type(c_ptr), intent(in) :: descr, d_in, d_out
            integer(c_int), intent(in) :: trans

            call check(rocsparse_dcsrsv_solve(handle, trans, pc%n, pc%nnz, c_loc(one), descr, pc%d_val, &
                       pc%d_row_ptr, pc%d_col, pc%info, d_in, d_out, rocsparse_solve_policy_auto, pc%buffer), &
                       'rocsparse_dcsrsv_solve')
        end subroutine solve

    end subroutine precond_apply

    ! Jacobi borrows the identity's index arrays from the caller: they are
    ! the caller's to free.
    subroutine precond_free(pc)
        type(preconditioner), intent(inout) :: pc

        if(pc%kind /= 'jacobi') then
            call check(fsparse_free(pc%d_row_ptr), 'fsparse_free')
            call check(fsparse_free(pc%d_col), 'fsparse_free')
        end if
        call check(fsparse_free(pc%d_val), 'fsparse_free')
        call check(fsparse_free(pc%d_tmp), 'fsparse_free')
        call check(fsparse_free(pc%buffer), 'fsparse_free')
        if(c_associated(pc%info)) call check(rocsparse_destroy_mat_info(pc%info), 'rocsparse_destroy_mat_info')
        if(c_associated(pc%descr)) call check(rocsparse_destroy_mat_descr(pc%descr), 'rocsparse_destroy_mat_descr')
        if(c_associated(pc%descr_l)) call check(rocsparse_destroy_mat_descr(pc%descr_l), 'rocsparse_destroy_mat_descr')
        if(c_associated(pc%descr_u)) call check(rocsparse_destroy_mat_descr(pc%descr_u), 'rocsparse_destroy_mat_descr')
        pc = preconditioner()
    end subroutine precond_free

end module pcg_precond
