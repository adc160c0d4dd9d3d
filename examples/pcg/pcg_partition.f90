! One rank's share of a distributed sparse system, stored as HPCG stores
! it: the rank's own unknowns are columns 1..n_own, the neighbours'
! unknowns that its rows read (ghosts) follow as n_own+1..n_own+n_ghost,
! grouped by the rank that owns them, so that the values received from one
! neighbour land in one contiguous piece of the vector.
module pcg_partition
    use iso_c_binding
    use iso_fortran_env, only: int64
    use mpi_f08
    use pcg_check
    implicit none
    private
    public :: local_system, localize

    type local_system
        integer :: n_own = 0, n_ghost = 0
        integer(int64) :: n_global = 0, nnz_global = 0
        ! One-based CSR, columns sorted within each row.
        integer(c_int), allocatable :: row_ptr(:), col(:)
        real(c_double), allocatable :: val(:)
        ! Each own row's number in the problem's own numbering (zero-based,
        ! the same whatever the number of ranks): the known solution is a
        ! function of it, so every run solves the same system.
        integer(int64), allocatable :: natural(:)
        ! The halo: for neighbour i, the own unknowns send_idx(send_ptr(i)
        ! .. send_ptr(i+1)-1) go to it, and ghosts recv_ptr(i) ..
        ! recv_ptr(i+1)-1 (counted from 1) come from it.
        integer :: n_neigh = 0
        integer, allocatable :: neigh(:), send_ptr(:), recv_ptr(:)
        integer(c_int), allocatable :: send_idx(:)
    end type local_system

contains

    ! Turns global columns (zero-based, in a numbering where rank r owns
    ! offsets(r) .. offsets(r+1)-1) into local ones, sorts each row, and
    ! agrees with the other ranks on who sends what. sys%row_ptr and
    ! sys%val are set on entry; sys%col is set here.
    subroutine localize(sys, gcol, offsets, comm)
        type(local_system), intent(inout) :: sys
        integer(int64), intent(in) :: gcol(:), offsets(0:)
        type(MPI_Comm), intent(in) :: comm
        integer(int64), allocatable :: ghosts(:), wanted(:)
        integer, allocatable :: recv_count(:), send_count(:), rdispl(:), sdispl(:)
        integer(int64) :: lo, hi
        integer :: me, nranks, k, ng, r, i, j

        call MPI_Comm_rank(comm, me)
        call MPI_Comm_size(comm, nranks)
        lo = offsets(me)
        hi = offsets(me + 1)
        sys%n_own = int(hi - lo)

        ! The distinct columns owned elsewhere, in increasing order: by
        ! owner, since each owner's columns are one contiguous range.
        ghosts = pack(gcol, gcol < lo .or. gcol >= hi)
        call sort_int64(ghosts)
        ng = 0
        do k = 1, size(ghosts)
            if(ng > 0) then
                if(ghosts(k) == ghosts(ng)) cycle
            end if
            ng = ng + 1
            ghosts(ng) = ghosts(k)
        end do
        ghosts = ghosts(1:ng)
        sys%n_ghost = ng

        allocate(sys%col(size(gcol)))
        do k = 1, size(gcol)
            if(gcol(k) >= lo .and. gcol(k) < hi) then
                sys%col(k) = int(gcol(k) - lo) + 1
            else
                sys%col(k) = sys%n_own + find(ghosts, gcol(k))
            end if
        end do
        call sort_rows(sys)

        ! How many ghosts each rank owns; the owners learn which of their
        ! unknowns each rank wants.
        allocate(recv_count(0:nranks - 1), send_count(0:nranks - 1), &
                 rdispl(0:nranks - 1), sdispl(0:nranks - 1))
        recv_count = 0
        r = 0
        do k = 1, ng
            do while(ghosts(k) >= offsets(r + 1))
                r = r + 1
            end do
            recv_count(r) = recv_count(r) + 1
        end do
        call MPI_Alltoall(recv_count, 1, MPI_INTEGER, send_count, 1, MPI_INTEGER, comm)
        rdispl(0) = 0
        sdispl(0) = 0
        do r = 1, nranks - 1
            rdispl(r) = rdispl(r - 1) + recv_count(r - 1)
            sdispl(r) = sdispl(r - 1) + send_count(r - 1)
        end do
        allocate(wanted(sum(send_count)))
        call MPI_Alltoallv(ghosts, recv_count, rdispl, MPI_INTEGER8, &
                           wanted, send_count, sdispl, MPI_INTEGER8, comm)
        if(any(wanted < lo .or. wanted >= hi)) call fail('a rank asked for an unknown this rank does not own')
        sys%send_idx = int(wanted - lo, c_int) + 1

        ! The neighbours: the ranks this one exchanges anything with, in
        ! rank order (the order of both lists above).
        sys%n_neigh = count(recv_count + send_count > 0)
        allocate(sys%neigh(sys%n_neigh), sys%send_ptr(sys%n_neigh + 1), sys%recv_ptr(sys%n_neigh + 1))
        i = 0
        sys%send_ptr(1) = 1
        sys%recv_ptr(1) = 1
        do r = 0, nranks - 1
            if(recv_count(r) + send_count(r) == 0) cycle
            i = i + 1
            sys%neigh(i) = r
            sys%send_ptr(i + 1) = sys%send_ptr(i) + send_count(r)
            sys%recv_ptr(i + 1) = sys%recv_ptr(i) + recv_count(r)
        end do
        j = sys%recv_ptr(sys%n_neigh + 1) - 1
        if(j /= ng) call fail('the halo plan does not cover the ghosts')
    end subroutine localize

    ! The position of value in the sorted list (it is there).
    integer function find(list, value)
        integer(int64), intent(in) :: list(:), value
        integer :: low, high, mid

        low = 1
        high = size(list)
        do while(low < high)
            mid = (low + high) / 2
            if(list(mid) < value) then
                low = mid + 1
            else
                high = mid
            end if
        end do
        find = low
    end function find

    ! Columns in increasing order within each row, as the library's CSR
    ! routines require; a column given twice is an error of the input.
    subroutine sort_rows(sys)
        type(local_system), intent(inout) :: sys
        integer :: row, k, j
        integer(c_int) :: c
        real(c_double) :: v

        do row = 1, sys%n_own
            do k = sys%row_ptr(row) + 1, sys%row_ptr(row + 1) - 1
                c = sys%col(k)
                v = sys%val(k)
                j = k - 1
                do while(j >= sys%row_ptr(row))
                    if(sys%col(j) <= c) exit
                    sys%col(j + 1) = sys%col(j)
                    sys%val(j + 1) = sys%val(j)
                    j = j - 1
                end do
                sys%col(j + 1) = c
                sys%val(j + 1) = v
            end do
            do k = sys%row_ptr(row) + 1, sys%row_ptr(row + 1) - 1
                if(sys%col(k) == sys%col(k - 1)) call fail('an entry is given twice in one row')
            end do
        end do
    end subroutine sort_rows

    ! Heapsort: in place, no recursion, n log n whatever the input.
    subroutine sort_int64(a)
        integer(int64), intent(inout) :: a(:)
        integer(int64) :: t
        integer :: n, k

        n = size(a)
        do k = n / 2, 1, -1
            call sift(k, n)
        end do
        do k = n, 2, -1
            t = a(1)
            a(1) = a(k)
            a(k) = t
            call sift(1, k - 1)
        end do
    contains
        subroutine sift(start, last)
            integer, intent(in) :: start, last
            integer :: root, child
            integer(int64) :: s

            root = start
            do while(2 * root <= last)
                child = 2 * root
                if(child < last) then
                    if(a(child + 1) > a(child)) child = child + 1
                end if
                if(a(root) >= a(child)) return
                s = a(root)
                a(root) = a(child)
                a(child) = s
                root = child
            end do
        end subroutine sift
    end subroutine sort_int64

end module pcg_partition
