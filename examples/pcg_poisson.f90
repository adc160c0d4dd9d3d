! pcg_poisson: the conjugate gradient method with a block-Jacobi
! preconditioner, distributed over MPI ranks, every sparse operation done
! by the library through its Fortran modules with one-based indices.
!
! It solves A x = b for the 3D Poisson problem (or a Matrix Market matrix
! given with --mtx), with b = A x* for a known x*, and reports the residual
! as it goes, then the error against x* and where the time went. It exits
! with status 1 when it does not converge or the error is too large.
!
! Each rank binds one handle to one device: its rank among the ranks of
! its node, modulo the node's device count, so that ranks spread over the
! GPUs of a node (on the host backend there is one "device", the CPU).
!
! The library has no dense vector operations (those are BLAS's): the dense
! updates are sparse Level 1 calls on the full index list 1..n (axpyi,
! doti), and p = z + beta p is a product with the identity matrix.
program pcg_poisson
    use iso_c_binding
    use iso_fortran_env, only: int64, output_unit, error_unit
    use mpi_f08
    use rocsparse
    use rocsparse_enums
    use fsparse_device
    use pcg_check
    use pcg_options
    use pcg_partition
    use pcg_grid
    use pcg_mtx
    use pcg_device
    use pcg_halo
    use pcg_precond
    implicit none

    ! Where the time of the iterations goes, accumulated per rank.
    integer, parameter :: t_product = 1, t_halo = 2, t_precond = 3, t_dots = 4, t_update = 5, n_phases = 5
    character(14), parameter :: phase_name(n_phases) = &
        [character(14) :: 'product', 'halo', 'preconditioner', 'dots', 'vector updates']

    type(options) :: opt
    character(512) :: message
    type(local_system) :: sys
    type(halo_plan) :: halo
    type(preconditioner) :: pc
    type(MPI_Comm) :: comm, node
    integer :: me, nranks, node_rank, dims(3), iter, k
    integer(c_int) :: n_devices, device, n, n_cols, nnz
    type(c_ptr) :: handle, descr, info
    type(c_ptr) :: d_row_ptr, d_col, d_val, d_ident, d_id_ptr, d_ones
    type(c_ptr) :: d_x, d_r, d_z, d_p, d_ap
    real(c_double), target :: one = 1, zero = 0, alpha, minus_alpha, beta, local_dot(2), dots(2)
    real(c_double), allocatable, target :: x_true(:), b(:), x(:), ax(:), ident_val(:)
    integer(c_int), allocatable :: ident(:), id_ptr(:)
    double precision :: norm_b, rel_res, rz, rz_old, pap, error, true_res, sums(3)
    double precision :: phase(n_phases), phase_sum(n_phases), t0, t_setup, t_loop, t_loop_max, bytes
    ! Device memory in use before and after the setup (bytes), and the
    ! device's size: to show how full a run keeps each device.
    double precision :: memory_before, memory_after, memory_total, memory_use(2)
    logical :: converged, ok

    call MPI_Init()
    call MPI_Comm_rank(MPI_COMM_WORLD, me)
    call MPI_Comm_size(MPI_COMM_WORLD, nranks)
    call parse_options(opt, message)
    if(len_trim(message) > 0 .or. opt%help) then
        if(me == 0 .and. opt%help) call usage(output_unit)
        if(me == 0 .and. len_trim(message) > 0) write(error_unit, '(2a)') 'pcg_poisson: ', trim(message)
        call MPI_Finalize()
        if(opt%help) stop
        error stop 1
    end if

    ! One device per rank, from the rank's place on its node.
    call MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, me, MPI_INFO_NULL, node)
    call MPI_Comm_rank(node, node_rank)
    call check(fsparse_get_device_count(n_devices), 'fsparse_get_device_count')
    if(n_devices < 1) call fail('no device found (is the GPU visible to this process?)')
    call check(fsparse_set_device(mod(node_rank, n_devices)), 'fsparse_set_device')
    call check(fsparse_get_device(device), 'fsparse_get_device')
    call check(rocsparse_create_handle(handle), 'rocsparse_create_handle')
    call memory_in_use(memory_before, memory_total)

    t0 = MPI_Wtime()
    dims = [nranks, 1, 1]
    if(len_trim(opt%mtx) > 0) then
        comm = MPI_COMM_WORLD
        call mtx_system(opt%mtx, sys, comm)
    else
        call poisson_system(opt, sys, comm, dims)
    end if
    n = sys%n_own
    n_cols = sys%n_own + sys%n_ghost
    nnz = sys%row_ptr(n + 1) - 1
    call print_configuration()

    ! The local matrix, analysed once for all the products.
    d_row_ptr = upload_int(sys%row_ptr)
    d_col = upload_int(sys%col)
    d_val = upload_real(sys%val)
    call check(rocsparse_create_mat_descr(descr), 'rocsparse_create_mat_descr')
    call check(rocsparse_set_mat_index_base(descr, rocsparse_index_base_one), 'rocsparse_set_mat_index_base')
    call check(rocsparse_create_mat_info(info), 'rocsparse_create_mat_info')
    call check(rocsparse_dcsrmv_analysis(handle, rocsparse_operation_none, n, n_cols, nnz, descr, d_val, d_row_ptr, &
               d_col, info), 'rocsparse_dcsrmv_analysis')

    ! The index list 1..n and the identity matrix's CSR arrays.
    ident = [(int(k, c_int), k = 1, n)]
    id_ptr = [(int(k, c_int), k = 1, n + 1)]
    allocate(ident_val(n), source=1.0_c_double)
    d_ident = upload_int(ident)
    d_id_ptr = upload_int(id_ptr)
    d_ones = upload_real(ident_val)

    call halo_setup(halo, sys, comm, opt%gpu_aware)
    call precond_setup(pc, trim(opt%pc), handle, sys, d_ident, d_id_ptr)

    d_x = device_zeros(n)
    d_r = device_zeros(n)
    d_p = device_zeros(n_cols)
    d_ap = device_zeros(n)
    d_z = d_r
    if(opt%pc /= 'none') d_z = device_zeros(n)

    ! b = A x*, by the same distributed product the solver uses.
    allocate(x_true(n), b(n), x(n), ax(n))
    x_true = known_solution(sys%natural)
    call product_of(x_true, b)
    norm_b = sqrt(global_sum(sum(b**2)))
    call check(fsparse_copy_to_device(d_r, c_loc(b), int(n, c_size_t) * c_sizeof(one)), 'fsparse_copy_to_device')
    call check(fsparse_device_synchronize(), 'fsparse_device_synchronize')
    t_setup = MPI_Wtime() - t0
    call memory_in_use(memory_after, memory_total)

    ! x = 0, r = b, z = M^-1 r, p = z.
    phase = 0
    t0 = MPI_Wtime()
    call apply_preconditioner()
    call update_direction(0.0_c_double)
    call residual_dots()
    rz = dots(2)
    rel_res = sqrt(dots(1)) / norm_b
    if(me == 0 .and. opt%print_every > 0) then
        write(output_unit, '(a)') '  iteration   relative residual'
        call progress(0)
    end if
    converged = rel_res <= opt%tol
    iter = 0
    do while(.not. converged .and. iter < opt%maxit)
        iter = iter + 1
        call timed_halo(d_p)
        call product(d_p, d_ap)
        pap = dot(d_p, d_ap)
        if(.not. (pap > 0)) call fail('p^T A p is not positive: the matrix is not symmetric positive definite')
        alpha = rz / pap
        minus_alpha = -alpha
        call start(t_update)
        call check(rocsparse_daxpyi(handle, n, c_loc(alpha), d_p, d_ident, d_x, rocsparse_index_base_one), &
                   'rocsparse_daxpyi')
        call check(rocsparse_daxpyi(handle, n, c_loc(minus_alpha), d_ap, d_ident, d_r, rocsparse_index_base_one), &
                   'rocsparse_daxpyi')
        call finish(t_update)
        call apply_preconditioner()
        call residual_dots()
        rel_res = sqrt(dots(1)) / norm_b
        converged = rel_res <= opt%tol
        if(me == 0 .and. opt%print_every > 0) then
            if(mod(iter, opt%print_every) == 0 .or. converged .or. iter == opt%maxit) call progress(iter)
        end if
        if(converged) exit
        rz_old = rz
        rz = dots(2)
        call update_direction(rz / rz_old)
    end do
    call check(fsparse_device_synchronize(), 'fsparse_device_synchronize')
    t_loop = MPI_Wtime() - t0

    ! The true residual and the error, from x itself.
    call download_real(x, d_x)
    call product_of(x, ax)
    sums = [sum((b - ax)**2), sum((x - x_true)**2), sum(x_true**2)]
    call MPI_Allreduce(MPI_IN_PLACE, sums, 3, MPI_DOUBLE_PRECISION, MPI_SUM, comm)
    true_res = sqrt(sums(1)) / norm_b
    error = sqrt(sums(2) / sums(3))
    call MPI_Reduce(phase, phase_sum, n_phases, MPI_DOUBLE_PRECISION, MPI_SUM, 0, comm)
    call MPI_Reduce(t_loop, t_loop_max, 1, MPI_DOUBLE_PRECISION, MPI_MAX, 0, comm)
    call MPI_Reduce([memory_before, memory_after], memory_use, 2, MPI_DOUBLE_PRECISION, MPI_MAX, 0, comm)
    ok = converged .and. error <= opt%max_error
    if(me == 0) call print_results()

    ! Everything back, as a program that goes on to other work must.
    if(opt%pc /= 'none') call free_all([d_z])
    call precond_free(pc)
    call halo_free(halo)
    call free_all([d_row_ptr, d_col, d_val, d_ident, d_id_ptr, d_ones, d_x, d_r, d_p, d_ap])
    call check(rocsparse_destroy_mat_info(info), 'rocsparse_destroy_mat_info')
    call check(rocsparse_destroy_mat_descr(descr), 'rocsparse_destroy_mat_descr')
    call check(rocsparse_destroy_handle(handle), 'rocsparse_destroy_handle')
    deallocate(x_true, b, x, ax, ident_val, ident, id_ptr)
    sys = local_system()
    call MPI_Finalize()
    if(.not. ok) error stop 1

contains

    ! A smooth known solution, a function of the problem's own numbering.
    elemental double precision function known_solution(i)
        integer(int64), intent(in) :: i

        known_solution = 1 + sin(0.001d0 * i) / 2
    end function known_solution

    subroutine free_all(list)
        type(c_ptr), intent(in) :: list(:)
        integer :: i

        do i = 1, size(list)
            call check(fsparse_free(list(i)), 'fsparse_free')
        end do
    end subroutine free_all

    ! y = A v for host vectors of the own unknowns (setup and check only).
    subroutine product_of(v, y)
        real(c_double), intent(in), target :: v(:)
        real(c_double), intent(out) :: y(:)

        call check(fsparse_copy_to_device(d_p, c_loc(v), int(n, c_size_t) * c_sizeof(one)), 'fsparse_copy_to_device')
        call halo_exchange(halo, handle, d_p)
        call product(d_p, d_ap)
        call download_real(y, d_ap)
    end subroutine product_of

    subroutine product(d_in, d_out)
        type(c_ptr), intent(in) :: d_in, d_out

        call start(t_product)
        call check(rocsparse_dcsrmv(handle, rocsparse_operation_none, n, n_cols, nnz, c_loc(one), descr, d_val, &
                   d_row_ptr, d_col, info, d_in, c_loc(zero), d_out), 'rocsparse_dcsrmv')
        call finish(t_product)
    end subroutine product

    subroutine timed_halo(d_v)
        type(c_ptr), intent(in) :: d_v

        call start(t_halo)
        call halo_exchange(halo, handle, d_v)
        call finish(t_halo)
    end subroutine timed_halo

    subroutine apply_preconditioner()
        if(pc%kind == 'none') return
        call start(t_precond)
        call precond_apply(pc, handle, d_r, d_z)
        call finish(t_precond)
    end subroutine apply_preconditioner

    ! p = z + beta p: the product of the identity with z, plus beta p.
    subroutine update_direction(beta_value)
        real(c_double), intent(in) :: beta_value

        beta = beta_value
        call start(t_update)
        call check(rocsparse_dcsrmv(handle, rocsparse_operation_none, n, n, n, c_loc(one), descr, d_ones, d_id_ptr, &
                   d_ident, c_null_ptr, d_z, c_loc(beta), d_p), 'rocsparse_dcsrmv')
        call finish(t_update)
    end subroutine update_direction

    ! dots = (r.r, r.z) over all ranks, in one reduction.
    subroutine residual_dots()
        call start(t_dots)
        call check(rocsparse_ddoti(handle, n, d_r, d_ident, d_r, c_loc(local_dot(1)), rocsparse_index_base_one), &
                   'rocsparse_ddoti')
        if(pc%kind == 'none') then
            local_dot(2) = local_dot(1)
        else
            call check(rocsparse_ddoti(handle, n, d_r, d_ident, d_z, c_loc(local_dot(2)), rocsparse_index_base_one), &
                       'rocsparse_ddoti')
        end if
        call MPI_Allreduce(local_dot, dots, 2, MPI_DOUBLE_PRECISION, MPI_SUM, comm)
        call finish(t_dots)
    end subroutine residual_dots

    double precision function dot(d_a, d_b)
        type(c_ptr), intent(in) :: d_a, d_b

        call start(t_dots)
        call check(rocsparse_ddoti(handle, n, d_a, d_ident, d_b, c_loc(local_dot(1)), rocsparse_index_base_one), &
                   'rocsparse_ddoti')
        call MPI_Allreduce(local_dot(1), dot, 1, MPI_DOUBLE_PRECISION, MPI_SUM, comm)
        call finish(t_dots)
    end function dot

    ! Bytes in use on this rank's device, as the driver counts them (every
    ! process on the device), and the device's size.
    subroutine memory_in_use(used, total)
        double precision, intent(out) :: used, total
        integer(c_size_t), target :: free_bytes, total_bytes

        call check(fsparse_get_memory_info(c_loc(free_bytes), c_loc(total_bytes)), 'fsparse_get_memory_info')
        used = dble(total_bytes - free_bytes)
        total = dble(total_bytes)
    end subroutine memory_in_use

    double precision function global_sum(value)
        double precision, intent(in) :: value

        call MPI_Allreduce(value, global_sum, 1, MPI_DOUBLE_PRECISION, MPI_SUM, comm)
    end function global_sum

    ! Phase timing: the device finishes a phase's work before its clock
    ! stops (on a GPU the calls return before the work is done).
    subroutine start(which)
        integer, intent(in) :: which

        call check(fsparse_device_synchronize(), 'fsparse_device_synchronize')
        phase(which) = phase(which) - MPI_Wtime()
    end subroutine start

    subroutine finish(which)
        integer, intent(in) :: which

        call check(fsparse_device_synchronize(), 'fsparse_device_synchronize')
        phase(which) = phase(which) + MPI_Wtime()
    end subroutine finish

    subroutine progress(k)
        integer, intent(in) :: k

        write(output_unit, '(i11,es20.3)') k, rel_res
        flush(output_unit)
    end subroutine progress

    subroutine print_configuration()
        integer :: rows(2), ghosts
        integer(int64) :: neighbours
        integer :: rank_device(0:nranks - 1)
        integer, parameter :: devices_listed = 16

        ! Each rank's device, so that a run on several GPUs shows that the
        ! ranks really spread over them.
        call MPI_Gather(int(device), 1, MPI_INTEGER, rank_device, 1, MPI_INTEGER, 0, comm)
        call MPI_Reduce([-n, n], rows, 2, MPI_INTEGER, MPI_MAX, 0, comm)
        call MPI_Reduce(sys%n_ghost, ghosts, 1, MPI_INTEGER, MPI_MAX, 0, comm)
        call MPI_Reduce(int(sys%n_neigh, int64), neighbours, 1, MPI_INTEGER8, MPI_MAX, 0, comm)
        if(me /= 0) return
        if(len_trim(opt%mtx) > 0) then
            write(output_unit, '(2a)') 'pcg_poisson: preconditioned CG on ', trim(opt%mtx)
        else
            write(output_unit, '(a,i0,a)') 'pcg_poisson: preconditioned CG on the 3D Poisson problem, ', &
                opt%stencil, '-point stencil'
            write(output_unit, '(a,i0,a,i0,a,i0,a)') '  grid            ', opt%nx, ' x ', opt%ny, ' x ', opt%nz, ' points'
        end if
        write(output_unit, '(a,i0,a,i0,a)') '  unknowns        ', sys%n_global, ', ', sys%nnz_global, ' matrix entries'
        write(output_unit, '(a,i0,a,i0,a,i0,a,i0,a)') '  ranks           ', nranks, ' (process grid ', dims(1), ' x ', &
            dims(2), ' x ', dims(3), ')'
        write(output_unit, '(a,i0,a,i0,a,i0,a,i0,a)') '  per rank        ', -rows(1), ' to ', rows(2), &
            ' rows, at most ', ghosts, ' ghosts from ', neighbours, ' neighbours'
        write(output_unit, '(a,i0,a,*(1x,i0))') '  devices         ', n_devices, &
            ' on rank 0''s node; the device of each rank:', rank_device(0:min(nranks, devices_listed) - 1)
        if(nranks > devices_listed) write(output_unit, '(a,i0,a)') '                  (the first ', devices_listed, ' ranks)'
        write(output_unit, '(2a)') '  halo exchange   ', trim(merge('GPU-aware MPI (device buffers)', &
                                                                    'staged through host buffers   ', opt%gpu_aware))
        write(output_unit, '(2a)') '  preconditioner  ', trim(describe(opt%pc))
        write(output_unit, '(a,es8.1,a,i0,a)') '  stop at         relative residual ', opt%tol, ' or ', opt%maxit, &
            ' iterations'
        flush(output_unit)
    end subroutine print_configuration

    function describe(kind) result(text)
        character(*), intent(in) :: kind
        character(64) :: text

        select case(kind)
        case('none'); text = 'none'
        case('jacobi'); text = 'Jacobi (diagonal)'
        case('ic0'); text = 'block-Jacobi IC(0), one block per rank'
        case default; text = 'block-Jacobi ILU(0), one block per rank'
        end select
    end function describe

    subroutine print_results()
        double precision :: per_iter, total

        if(converged) then
            write(output_unit, '(a,i0,a)') 'converged in ', iter, ' iterations'
        else
            write(output_unit, '(a,i0,a)') 'NOT converged in ', iter, ' iterations'
        end if
        write(output_unit, '(a,es10.3)') '  relative residual ||b - A x|| / ||b||  ', true_res
        write(output_unit, '(a,es10.3,a,es8.1,a)') '  relative error ||x - x*|| / ||x*||     ', error, &
            merge(' (at most ', ' (ABOVE   ', error <= opt%max_error), opt%max_error, ')'
        per_iter = t_loop_max / max(iter, 1)
        write(output_unit, '(a,f10.3,a,f8.3,a,f8.3,a)') '  time per iteration ', 1d3 * per_iter, ' ms (solve ', &
            t_loop_max, ' s, setup ', t_setup, ' s)'
        total = sum(phase_sum)
        write(output_unit, '(a)', advance='no') '  share of the time '
        do k = 1, n_phases
            write(output_unit, '(1x,a,f6.1,a)', advance='no') trim(phase_name(k)), &
                100 * phase_sum(k) / max(total, 1d-300), '%'
        end do
        write(output_unit, '(a)') ''
        bytes = iteration_bytes()
        write(output_unit, '(5a)') '  memory traffic     about ', fixed(bytes / 1d6), &
            ' MB per iteration on all ranks, ', fixed(bytes / per_iter / 1d9), ' GB/s'
        write(output_unit, '(7a)') '  device memory      ', fixed(memory_use(2) / 2d0**30), ' GiB in use after setup (', &
            fixed(memory_use(1) / 2d0**30), ' GiB before) of ', fixed(memory_total / 2d0**30), &
            ' GiB, on the fullest device'
        if(.not. ok) write(output_unit, '(a)') 'FAILED'
    end subroutine print_results

    function fixed(value) result(text)
        double precision, intent(in) :: value
        character(:), allocatable :: text
        character(24) :: buffer

        write(buffer, '(f24.2)') value
        text = trim(adjustl(buffer))
    end function fixed

    ! The bytes one iteration must move at least, summed over the ranks
    ! (8-byte values, 4-byte indices), to compare its time with what the
    ! memory bandwidth allows.
    double precision function iteration_bytes()
        double precision :: rows, entries, factor_entries

        rows = dble(sys%n_global)
        entries = dble(sys%nnz_global)
        ! The product: values and columns, row pointers, x and y.
        iteration_bytes = 12 * entries + 4 * rows + 16 * rows
        ! Three dots (two without preconditioner): index list and two vectors.
        iteration_bytes = iteration_bytes + merge(2, 3, opt%pc == 'none') * 20 * rows
        ! Two axpyi (index, x, y read and written) and p = z + beta p.
        iteration_bytes = iteration_bytes + 2 * 28 * rows + 40 * rows
        select case(opt%pc)
        case('jacobi')
            iteration_bytes = iteration_bytes + 32 * rows
        case('ic0', 'ilu0')
            ! Two triangular solves over the block (about the whole matrix
            ! within the ranks' blocks), each reading its input and writing
            ! its output.
            factor_entries = entries
            iteration_bytes = iteration_bytes + 12 * (factor_entries + rows) + 8 * rows + 32 * rows
        end select
    end function iteration_bytes

end program pcg_poisson
