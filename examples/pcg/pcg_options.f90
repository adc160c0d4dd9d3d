! The command line of pcg_poisson. Every rank reads the same arguments, so
! every rank comes to the same decision without communicating.
module pcg_options
    implicit none
    private
    public :: options, parse_options, usage

    type options
        integer :: nx = 32, ny = 32, nz = 32       ! global grid points
        integer :: stencil = 7                     ! 7 or 27 points
        character(8) :: pc = 'ic0'                 ! none, jacobi, ic0, ilu0
        double precision :: tol = 1d-8             ! on ||r|| / ||b||
        integer :: maxit = 1000
        integer :: print_every = 10                ! progress line period
        double precision :: max_error = 1d-4       ! accepted ||x - x*|| / ||x*||
        character(4096) :: mtx = ''                ! a Matrix Market system instead
        logical :: gpu_aware = .false.             ! MPI reads device memory
        logical :: help = .false.
    end type options

contains

    subroutine usage(unit)
        integer, intent(in) :: unit
        write(unit, '(a)') &
            'usage: pcg_poisson [options]', &
            '  --n N              grid of N x N x N points (default 32)', &
            '  --nx N --ny N --nz N  one dimension of the grid', &
            '  --stencil 7|27     7-point or 27-point Laplacian (default 7)', &
            '  --pc NAME          block-Jacobi preconditioner per rank: none, jacobi,', &
            '                     ic0 (default) or ilu0', &
            '  --tol T            relative residual to reach (default 1e-8)', &
            '  --maxit K          iterations at most (default 1000)', &
            '  --print-every K    a progress line every K iterations (default 10, 0: none)', &
            '  --max-error E      largest accepted relative error against the known', &
            '                     solution (default 1e-4)', &
            '  --mtx FILE         solve this Matrix Market matrix (real, symmetric positive', &
            '                     definite) instead; rows are split in blocks over the ranks', &
            '                     and the right-hand side comes from a known solution', &
            '  --gpu-aware        MPI reads and writes device memory: no staging through', &
            '                     the host for the halo exchange', &
            '  --help             this text'
    end subroutine usage

    ! Returns an empty message when the arguments are good.
    subroutine parse_options(opt, message)
        type(options), intent(out) :: opt
        character(*), intent(out) :: message
        character(4096) :: arg, val
        integer :: i, n, ios

        message = ''
        i = 1
        n = command_argument_count()
        do while(i <= n)
            call get_command_argument(i, arg)
            i = i + 1
            select case(trim(arg))
            case('--help', '-h')
                opt%help = .true.
                cycle
            case('--gpu-aware')
                opt%gpu_aware = .true.
                cycle
            case('--n', '--nx', '--ny', '--nz', '--stencil', '--pc', '--tol', '--maxit', &
                 '--print-every', '--max-error', '--mtx')
                if(i > n) then
                    message = trim(arg) // ' needs a value'
                    return
                end if
                call get_command_argument(i, val)
                i = i + 1
            case default
                message = 'unknown option ' // trim(arg) // ' (see --help)'
                return
            end select
            ios = 0
            select case(trim(arg))
            case('--n')
                read(val, *, iostat=ios) opt%nx
                opt%ny = opt%nx
                opt%nz = opt%nx
            case('--nx'); read(val, *, iostat=ios) opt%nx
            case('--ny'); read(val, *, iostat=ios) opt%ny
            case('--nz'); read(val, *, iostat=ios) opt%nz
            case('--stencil'); read(val, *, iostat=ios) opt%stencil
            case('--pc')
                if(len_trim(val) > len(opt%pc)) ios = 1
                opt%pc = val(1:len(opt%pc))
            case('--tol'); read(val, *, iostat=ios) opt%tol
            case('--maxit'); read(val, *, iostat=ios) opt%maxit
            case('--print-every'); read(val, *, iostat=ios) opt%print_every
            case('--max-error'); read(val, *, iostat=ios) opt%max_error
            case('--mtx'); opt%mtx = val
            end select
            if(ios /= 0) then
                message = 'bad value for ' // trim(arg) // ': ' // trim(val)
                return
            end if
        end do

        if(min(opt%nx, opt%ny, opt%nz) < 1) then
            message = 'the grid needs at least one point in each dimension'
        else if(opt%stencil /= 7 .and. opt%stencil /= 27) then
            message = '--stencil takes 7 or 27'
        else if(all(opt%pc /= [character(8) :: 'none', 'jacobi', 'ic0', 'ilu0'])) then
            message = '--pc takes none, jacobi, ic0 or ilu0'
        else if(.not. (opt%tol > 0 .and. opt%tol < 1)) then
            message = '--tol takes a number between 0 and 1'
        else if(opt%maxit < 1) then
            message = '--maxit takes a positive number'
        else if(opt%print_every < 0) then
            message = '--print-every takes 0 or more'
        else if(.not. (opt%max_error > 0)) then
            message = '--max-error takes a positive number'
        end if
    end subroutine parse_options

end module pcg_options
