! The 3D Poisson problem on an nx x ny x nz grid (Dirichlet boundary, the
! 7-point or 27-point Laplacian of HPCG) split over a Cartesian grid of
! ranks: each rank owns a box of points, numbered x fastest, and the
! global numbering takes the ranks' boxes one after the other.
module pcg_grid
    use iso_c_binding
    use iso_fortran_env, only: int64
    use mpi_f08
    use pcg_check
    use pcg_options
    use pcg_partition
    implicit none
    private
    public :: poisson_system

contains

    ! Builds this rank's rows; cart is the Cartesian communicator created
    ! here (ranks keep their numbers: no reordering), dims its shape.
    subroutine poisson_system(opt, sys, cart, dims)
        type(options), intent(in) :: opt
        type(local_system), intent(out) :: sys
        type(MPI_Comm), intent(out) :: cart
        integer, intent(out) :: dims(3)
        integer :: n(3), coords(3), me, nranks, d, k, row, x, y, z, dx, dy, dz, reach, nnz
        integer :: own_lo(3), own_hi(3), g(3)
        integer, allocatable :: starts(:, :), owner(:, :), rank_of(:, :, :)
        integer(int64), allocatable :: offsets(:), gcol(:)
        integer(int64) :: n_own

        n = [opt%nx, opt%ny, opt%nz]
        call MPI_Comm_size(MPI_COMM_WORLD, nranks)
        dims = 0
        call MPI_Dims_create(nranks, 3, dims)
        if(any(dims > n)) call fail('more ranks along a dimension than grid points: use a larger grid')
        call MPI_Cart_create(MPI_COMM_WORLD, 3, dims, [.false., .false., .false.], .false., cart)
        call MPI_Comm_rank(cart, me)
        call MPI_Cart_coords(cart, me, 3, coords)

        ! Along each dimension, rank coordinate c owns points starts(c) ..
        ! starts(c+1)-1 (zero-based), and owner maps a point to its c.
        allocate(starts(0:maxval(dims), 3), owner(0:maxval(n) - 1, 3))
        do d = 1, 3
            do k = 0, dims(d)
                starts(k, d) = int(int(k, int64) * n(d) / dims(d))
            end do
            do k = 0, dims(d) - 1
                owner(starts(k, d):starts(k + 1, d) - 1, d) = k
            end do
        end do
        allocate(rank_of(0:dims(1) - 1, 0:dims(2) - 1, 0:dims(3) - 1))
        do z = 0, dims(3) - 1
            do y = 0, dims(2) - 1
                do x = 0, dims(1) - 1
                    call MPI_Cart_rank(cart, [x, y, z], rank_of(x, y, z))
                end do
            end do
        end do
        allocate(offsets(0:nranks))
        offsets(0) = 0
        do z = 0, dims(3) - 1
            do y = 0, dims(2) - 1
                do x = 0, dims(1) - 1
                    offsets(rank_of(x, y, z) + 1) = int(starts(x + 1, 1) - starts(x, 1), int64) &
                        * (starts(y + 1, 2) - starts(y, 2)) * (starts(z + 1, 3) - starts(z, 3))
                end do
            end do
        end do
        do k = 1, nranks
            offsets(k) = offsets(k - 1) + offsets(k)
        end do

        do d = 1, 3
            own_lo(d) = starts(coords(d), d)
            own_hi(d) = starts(coords(d) + 1, d) - 1
        end do
        n_own = offsets(me + 1) - offsets(me)
        reach = 1
        nnz = int(n_own) * merge(7, 27, opt%stencil == 7)
        allocate(sys%row_ptr(n_own + 1), gcol(nnz), sys%val(nnz), sys%natural(n_own))
        sys%n_global = product(int(n, int64))

        row = 0
        k = 0
        do z = own_lo(3), own_hi(3)
            do y = own_lo(2), own_hi(2)
                do x = own_lo(1), own_hi(1)
                    row = row + 1
                    sys%row_ptr(row) = k + 1
                    sys%natural(row) = x + int(n(1), int64) * (y + int(n(2), int64) * z)
                    do dz = -reach, reach
                        do dy = -reach, reach
                            do dx = -reach, reach
                                if(opt%stencil == 7 .and. abs(dx) + abs(dy) + abs(dz) > 1) cycle
                                g = [x + dx, y + dy, z + dz]
                                if(any(g < 0) .or. any(g >= n)) cycle
                                k = k + 1
                                gcol(k) = global_number(g)
                                sys%val(k) = merge(real(opt%stencil - 1, c_double), -1.0_c_double, &
                                                   dx == 0 .and. dy == 0 .and. dz == 0)
                            end do
                        end do
                    end do
                end do
            end do
        end do
        sys%row_ptr(row + 1) = k + 1
        sys%val = sys%val(1:k)
        call MPI_Allreduce(int(k, int64), sys%nnz_global, 1, MPI_INTEGER8, MPI_SUM, cart)
        call localize(sys, gcol(1:k), offsets, cart)

    contains

        ! The global number of grid point g: its owner's first number plus
        ! its place in the owner's box.
        integer(int64) function global_number(g)
            integer, intent(in) :: g(3)
            integer :: b(3), box_lo(3), box_len(3), i

            do i = 1, 3
                b(i) = owner(g(i), i)
                box_lo(i) = starts(b(i), i)
                box_len(i) = starts(b(i) + 1, i) - box_lo(i)
            end do
            global_number = offsets(rank_of(b(1), b(2), b(3))) + (g(1) - box_lo(1)) &
                + int(box_len(1), int64) * ((g(2) - box_lo(2)) + int(box_len(2), int64) * (g(3) - box_lo(3)))
        end function global_number

    end subroutine poisson_system

end module pcg_grid
