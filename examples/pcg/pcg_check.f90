! Failing loudly: every status of the library and of the setup is checked,
! and a failure on any rank stops the whole job with a message saying what
! failed, instead of leaving the other ranks waiting in a collective.
module pcg_check
    use iso_c_binding
    use iso_fortran_env, only: error_unit
    use mpi_f08
    use rocsparse_enums
    implicit none
    private
    public :: check, fail

contains

    ! A rocsparse_status; the names are those of rocsparse-types.h.
    subroutine check(stat, what)
        integer(c_int), intent(in) :: stat
        character(*), intent(in) :: what
        character(32) :: name

        if(stat == rocsparse_status_success) return
        select case(stat)
        case(rocsparse_status_invalid_handle); name = 'invalid_handle'
        case(rocsparse_status_not_implemented); name = 'not_implemented'
        case(rocsparse_status_invalid_pointer); name = 'invalid_pointer'
        case(rocsparse_status_invalid_size); name = 'invalid_size'
        case(rocsparse_status_memory_error); name = 'memory_error'
        case(rocsparse_status_internal_error); name = 'internal_error'
        case(rocsparse_status_invalid_value); name = 'invalid_value'
        case(rocsparse_status_arch_mismatch); name = 'arch_mismatch'
        case(rocsparse_status_zero_pivot); name = 'zero_pivot'
        case default; write(name, '(i0)') stat
        end select
        call fail(what // ' returned rocsparse_status_' // trim(name))
    end subroutine check

    subroutine fail(message)
        character(*), intent(in) :: message
        integer :: rank

        call MPI_Comm_rank(MPI_COMM_WORLD, rank)
        write(error_unit, '(a,i0,2a)') 'pcg_poisson: rank ', rank, ': ', message
        flush(error_unit)
        call MPI_Abort(MPI_COMM_WORLD, 2)
        stop 2
    end subroutine fail

end module pcg_check
