! Device arrays from host arrays, through fsparse_device: on the host
! backend they are host memory, on a GPU build the current GPU's.
module pcg_device
    use iso_c_binding
    use fsparse_device
    use pcg_check
    implicit none
    private
    public :: upload_int, upload_real, device_zeros, download_real, byte_offset

contains

    type(c_ptr) function upload_int(a)
        integer(c_int), intent(in), target, contiguous :: a(:)

        upload_int = upload(c_loc(a), size(a, kind=c_size_t) * (storage_size(a) / 8))
    end function upload_int

    type(c_ptr) function upload_real(a)
        real(c_double), intent(in), target, contiguous :: a(:)

        upload_real = upload(c_loc(a), size(a, kind=c_size_t) * (storage_size(a) / 8))
    end function upload_real

    ! New device memory holding a copy of bytes bytes at host address source.
    type(c_ptr) function upload(source, bytes) result(d)
        type(c_ptr), intent(in) :: source
        integer(c_size_t), intent(in) :: bytes

        call check(fsparse_malloc(d, bytes), 'fsparse_malloc')
        call check(fsparse_copy_to_device(d, source, bytes), 'fsparse_copy_to_device')
    end function upload

    type(c_ptr) function device_zeros(n) result(d)
        integer, intent(in) :: n
        real(c_double), allocatable, target :: zeros(:)

        allocate(zeros(n), source=0.0_c_double)
        d = upload_real(zeros)
    end function device_zeros

    ! The first size(a) values of device array d.
    subroutine download_real(a, d)
        real(c_double), intent(out), target, contiguous :: a(:)
        type(c_ptr), intent(in) :: d

        call check(fsparse_copy_to_host(c_loc(a), d, size(a, kind=c_size_t) * (storage_size(a) / 8)), &
                   'fsparse_copy_to_host')
    end subroutine download_real

    ! The device address bytes past p (a device pointer is an address that
    ! the host may compute with, not read through).
    type(c_ptr) function byte_offset(p, bytes)
        type(c_ptr), intent(in) :: p
        integer(c_size_t), intent(in) :: bytes

        byte_offset = transfer(transfer(p, 0_c_intptr_t) + int(bytes, c_intptr_t), byte_offset)
    end function byte_offset

end module pcg_device
