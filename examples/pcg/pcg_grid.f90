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
        integer :: n(3), coords(3), me, nranks, d, k, row, x, y, z, dx, dy, dz, nnz
        integer :: own_lo(3), own_hi(3), g(3)
        integer, allocatable :: starts(:, :), owner(:, :), rank_of(:, :, :)
        integer(int64), allocatable :: offsets(:), gcol(:)
        integer(int64) :: n_own, own_number, entries, step(27)
        integer :: box(3), offset(3, 27), n_points, p
        real(c_double) :: weight(27)

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
        box = own_hi - own_lo + 1
        ! The stencil's points, in the order (dz, dy, dx) that makes a row's
        ! own columns increase, each with its step in the box's numbering
        ! (x fastest) and its value.
        n_points = 0
        do dz = -1, 1
            do dy = -1, 1
                do dx = -1, 1
                    if(opt%stencil == 7 .and. abs(dx) + abs(dy) + abs(dz) > 1) cycle
                    n_points = n_points + 1
                    offset(:, n_points) = [dx, dy, dz]
                    step(n_points) = dx + box(1) * (dy + int(box(2), int64) * dz)
                    weight(n_points) = merge(real(opt%stencil - 1, c_double), -1.0_c_double, &
                                             dx == 0 .and. dy == 0 .and. dz == 0)
                end do
            end do
        end do

        ! The library's indices are 32-bit: a rank's entries must stay below
        ! 2^31.
        entries = count_entries()
        if(entries > huge(nnz)) &
            call fail('a rank''s rows would hold 2^31 or more matrix entries: use more ranks or a smaller grid')
        nnz = int(entries)
        allocate(sys%row_ptr(n_own + 1), gcol(nnz), sys%val(nnz), sys%natural(n_own))
        sys%n_global = product(int(n, int64))

        ! Large grids spend their setup here: a point whose neighbours all
        ! lie in the rank's own box takes the fixed steps; only the others
        ! check the grid's edges and look up the owners of other boxes.
        row = 0
        k = 0
        do z = own_lo(3), own_hi(3)
            do y = own_lo(2), own_hi(2)
                do x = own_lo(1), own_hi(1)
                    row = row + 1
                    own_number = offsets(me) + row - 1
                    sys%row_ptr(row) = k + 1
                    sys%natural(row) = x + int(n(1), int64) * (y + int(n(2), int64) * z)
                    if(x > own_lo(1) .and. x < own_hi(1) .and. y > own_lo(2) .and. y < own_hi(2) .and. &
                       z > own_lo(3) .and. z < own_hi(3)) then
                        gcol(k + 1:k + n_points) = own_number + step(1:n_points)
                        sys%val(k + 1:k + n_points) = weight(1:n_points)
                        k = k + n_points
                        cycle
                    end if
                    do p = 1, n_points
                        g = [x, y, z] + offset(:, p)
                        if(any(g < 0) .or. any(g >= n)) cycle
                        k = k + 1
                        if(all(g >= own_lo) .and. all(g <= own_hi)) then
                            gcol(k) = own_number + step(p)
                        else
                            gcol(k) = global_number(g)
                        end if
                        sys%val(k) = weight(p)
                    end do
                end do
            end do
        end do
        sys%row_ptr(row + 1) = k + 1
        if(k /= nnz) call fail('the grid''s entries were miscounted')
        call MPI_Allreduce(int(k, int64), sys%nnz_global, 1, MPI_INTEGER8, MPI_SUM, cart)
        call localize(sys, gcol, offsets, cart)

    contains

        ! The entries of the rank's rows, from the box alone: along dimension
        ! d the box's points have 3 (or, 7-point, 2 off-centre) neighbour
        ! offsets each, less one at each edge of the grid that the box
        ! touches.
        integer(int64) function count_entries()
            integer(int64) :: along(3)
            integer :: i

            do i = 1, 3
                along(i) = 2 * int(box(i), int64) - merge(1, 0, own_lo(i) == 0) - merge(1, 0, own_hi(i) == n(i) - 1)
            end do
            if(opt%stencil == 27) then
                count_entries = product(along + box)
            else
                count_entries = n_own + along(1) * box(2) * box(3) + along(2) * box(1) * box(3) &
                    + along(3) * box(1) * box(2)
            end if
        end function count_entries

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
