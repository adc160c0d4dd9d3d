! Random sparsity patterns for the Level 2/3 and conversion tests, one-based,
! and the index arrays of the other formats derived from them by plain
! Fortran loops: the reference the library's conversions are compared with.
! Precision-free; the tests attach values of their own kind.
module csr_patterns
    use iso_c_binding
    implicit none
    private
    public :: csr_pattern, random_pattern, row_lengths, coo_rows, ell_width_of, hyb_width_bound, ell_slots, ell_columns

    type csr_pattern
        integer :: m = 0, n = 0, nnz = 0
        integer(c_int), allocatable :: row_ptr(:)   ! m + 1 entries, row_ptr(1) = 1
        integer(c_int), allocatable :: col_ind(:)   ! nnz entries, increasing within a row
    end type csr_pattern

contains

    ! An m x n pattern: the rows listed in `empty` have no entry, row `full`
    ! (when in 1..m) has all n columns, every other row 0 to max_len distinct
    ! random columns.
    function random_pattern(m, n, max_len, empty, full) result(p)
        integer, intent(in) :: m, n, max_len, empty(:), full
        type(csr_pattern) :: p
        logical :: chosen(n)
        integer :: i, j, length, placed
        p%m = m
        p%n = n
        allocate(p%row_ptr(m + 1), p%col_ind(0))
        p%row_ptr(1) = 1
        do i = 1, m
            chosen = .false.
            if(i == full) then
                chosen = .true.
            else if(all(empty /= i) .and. n > 0) then
                length = random_below(min(max_len, n) + 1)
                placed = 0
                do while(placed < length)
                    call choose(chosen, random_below(n) + 1, placed)
                end do
            end if
            p%col_ind = [p%col_ind, pack([(int(j, c_int), j = 1, n)], chosen)]
            p%row_ptr(i + 1) = size(p%col_ind) + 1
        end do
        p%nnz = size(p%col_ind)
    end function random_pattern

    subroutine choose(chosen, j, placed)
        logical, intent(inout) :: chosen(:)
        integer, intent(in)    :: j
        integer, intent(inout) :: placed
        if(.not. chosen(j)) placed = placed + 1
        chosen(j) = .true.
    end subroutine choose

    ! Uniform in 0..k-1.
    function random_below(k) result(r)
        integer, intent(in) :: k
        integer :: r
        real :: u
        call random_number(u)
        r = min(k - 1, int(u * k))
    end function random_below

    function row_lengths(p) result(lengths)
        type(csr_pattern), intent(in) :: p
        integer :: lengths(p%m)
        lengths = p%row_ptr(2:) - p%row_ptr(:p%m)
    end function row_lengths

    ! The one-based row of every entry, in CSR order.
    function coo_rows(p) result(rows)
        type(csr_pattern), intent(in) :: p
        integer(c_int) :: rows(p%nnz)
        integer :: i
        do i = 1, p%m
            rows(p%row_ptr(i):p%row_ptr(i + 1) - 1) = i
        end do
    end function coo_rows

    function ell_width_of(p) result(width)
        type(csr_pattern), intent(in) :: p
        integer :: width
        width = 0
        if(p%m > 0) width = maxval(row_lengths(p))
    end function ell_width_of

    ! The widest ELL part csr2hyb accepts, any partition: rocSPARSE's
    ! 2 * (nnz - 1) / m + 1 in integer division, never below 0; no bound
    ! (huge) for a matrix without rows or columns, a quick return.
    function hyb_width_bound(p) result(bound)
        type(csr_pattern), intent(in) :: p
        integer :: bound
        bound = huge(bound)
        if(p%m > 0 .and. p%n > 0) bound = max(0, 2 * (p%nnz - 1) / p%m + 1)
    end function hyb_width_bound

    ! For each slot of an ELL matrix of this width, column-major (entry j of
    ! row i at j*m + i, j from 0): the CSR position it holds, 0 for padding.
    function ell_slots(p, width) result(slots)
        type(csr_pattern), intent(in) :: p
        integer, intent(in) :: width
        integer :: slots(p%m * width)
        integer :: i, j
        slots = 0
        do i = 1, p%m
            do j = 0, min(width, p%row_ptr(i + 1) - p%row_ptr(i)) - 1
                slots(j * p%m + i) = p%row_ptr(i) + j
            end do
        end do
    end function ell_slots

    ! ELL column indices in base `base`; padding is -1 whatever the base.
    function ell_columns(p, width, base) result(columns)
        type(csr_pattern), intent(in) :: p
        integer, intent(in) :: width, base
        integer(c_int) :: columns(p%m * width)
        integer :: slots(p%m * width), s
        slots = ell_slots(p, width)
        do s = 1, size(slots)
            columns(s) = -1
            if(slots(s) > 0) columns(s) = p%col_ind(slots(s)) - 1 + base
        end do
    end function ell_columns

end module csr_patterns
