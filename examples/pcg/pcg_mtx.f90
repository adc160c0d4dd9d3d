! A user's own system from a Matrix Market file (coordinate; real, integer
! or pattern; general or symmetric): rank r keeps rows offsets(r) ..
! offsets(r+1)-1, the rows split in nearly equal blocks. Every rank reads
! the file, in two passes (count, then fill), keeping only its own rows.
module pcg_mtx
    use iso_c_binding
    use iso_fortran_env, only: int64
    use mpi_f08
    use pcg_check
    use pcg_partition
    implicit none
    private
    public :: mtx_system

contains

    subroutine mtx_system(file, sys, comm)
        character(*), intent(in) :: file
        type(local_system), intent(out) :: sys
        type(MPI_Comm), intent(in) :: comm
        character(1024) :: line
        character(32) :: object, format, field, symmetry
        integer(int64), allocatable :: offsets(:), gcol(:)
        integer(int64) :: m, n, nz, e, i, j, lo, hi
        integer, allocatable :: fill(:)
        real(c_double) :: v
        logical :: symmetric, pattern
        integer :: unit, ios, me, nranks, pass, r, k

        call MPI_Comm_rank(comm, me)
        call MPI_Comm_size(comm, nranks)
        open(newunit=unit, file=file, status='old', action='read', iostat=ios)
        if(ios /= 0) call fail('cannot open ' // trim(file))
        read(unit, '(a)', iostat=ios) line
        read(line, *, iostat=ios) object, object, format, field, symmetry
        call lower(object)
        call lower(format)
        call lower(field)
        call lower(symmetry)
        if(ios /= 0 .or. line(1:14) /= '%%MatrixMarket' .or. object /= 'matrix') &
            call fail(trim(file) // ' is not a Matrix Market matrix')
        if(format /= 'coordinate') call fail(trim(file) // ': only the coordinate format is read')
        if(field /= 'real' .and. field /= 'integer' .and. field /= 'pattern' .and. field /= 'double') &
            call fail(trim(file) // ': a ' // trim(field) // ' matrix; real, integer or pattern expected')
        if(symmetry /= 'general' .and. symmetry /= 'symmetric') &
            call fail(trim(file) // ': a ' // trim(symmetry) // ' matrix; general or symmetric expected')
        symmetric = symmetry == 'symmetric'
        pattern = field == 'pattern'
        call read_sizes()
        if(m /= n) call fail(trim(file) // ' is not square')
        if(m > huge(1_c_int) - 1) call fail(trim(file) // ' has too many rows for rocsparse_int')
        if(m < nranks) call fail('more ranks than rows in ' // trim(file))

        allocate(offsets(0:nranks))
        do r = 0, nranks
            offsets(r) = r * m / nranks
        end do
        lo = offsets(me)
        hi = offsets(me + 1)
        sys%n_global = m
        sys%natural = [(e, e = lo, hi - 1)]
        allocate(sys%row_ptr(hi - lo + 1))

        ! Pass 1 counts the entries of each own row; pass 2 puts them in.
        do pass = 1, 2
            if(pass == 1) then
                sys%row_ptr = 0
            else
                sys%row_ptr(1) = 1
                do k = 1, int(hi - lo)
                    sys%row_ptr(k + 1) = sys%row_ptr(k + 1) + sys%row_ptr(k)
                end do
                allocate(gcol(sys%row_ptr(hi - lo + 1) - 1), sys%val(sys%row_ptr(hi - lo + 1) - 1))
                fill = sys%row_ptr(1:hi - lo)
                rewind(unit)
                call read_sizes()
            end if
            sys%nnz_global = 0
            do e = 1, nz
                v = 1
                if(pattern) then
                    read(unit, *, iostat=ios) i, j
                else
                    read(unit, *, iostat=ios) i, j, v
                end if
                if(ios /= 0) call fail(trim(file) // ': cannot read entry ' // number(e))
                if(i < 1 .or. i > m .or. j < 1 .or. j > n) &
                    call fail(trim(file) // ': entry ' // number(e) // ' is outside the matrix')
                call keep(i - 1, j - 1)
                if(symmetric .and. i /= j) call keep(j - 1, i - 1)
            end do
        end do
        close(unit)
        call localize(sys, gcol, offsets, comm)

    contains

        ! Skips the comments; the line after them holds the sizes.
        subroutine read_sizes()
            do
                read(unit, '(a)', iostat=ios) line
                if(ios /= 0) call fail(trim(file) // ' ends before its sizes')
                if(line(1:1) /= '%' .and. len_trim(line) > 0) exit
            end do
            read(line, *, iostat=ios) m, n, nz
            if(ios /= 0) call fail(trim(file) // ': bad size line')
        end subroutine read_sizes

        ! Entry (row, column), zero-based, if the row is this rank's.
        subroutine keep(row, column)
            integer(int64), intent(in) :: row, column
            integer :: local

            sys%nnz_global = sys%nnz_global + 1
            if(row < lo .or. row >= hi) return
            local = int(row - lo) + 1
            if(pass == 1) then
                sys%row_ptr(local + 1) = sys%row_ptr(local + 1) + 1
            else
                gcol(fill(local)) = column
                sys%val(fill(local)) = v
                fill(local) = fill(local) + 1
            end if
        end subroutine keep

    end subroutine mtx_system

    subroutine lower(s)
        character(*), intent(inout) :: s
        integer :: k

        do k = 1, len(s)
            if(s(k:k) >= 'A' .and. s(k:k) <= 'Z') s(k:k) = achar(iachar(s(k:k)) + 32)
        end do
    end subroutine lower

    function number(k) result(text)
        integer(int64), intent(in) :: k
        character(:), allocatable :: text
        character(24) :: buffer

        write(buffer, '(i0)') k
        text = trim(buffer)
    end function number

end module pcg_mtx
