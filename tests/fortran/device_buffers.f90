! Device copies of host arrays for the Fortran tests, through the library's
! fsparse_device module, so one test runs on the host backend and on a GPU.
! A failing transfer stops the program: the test cannot go on without it
! (test_device checks these routines themselves).
module device_buffers
    use iso_c_binding
    use rocsparse_enums
    use fsparse_device
    implicit none
    private
    public :: device_copy_of, copy_to_host, device_release

contains

    ! New device memory holding the bytes at host.
    function device_copy_of(host, bytes) result(device)
        type(c_ptr), intent(in)        :: host
        integer(c_size_t), intent(in)  :: bytes
        type(c_ptr) :: device
        device = c_null_ptr
        call require(fsparse_malloc(device, bytes), 'fsparse_malloc')
        call require(fsparse_copy_to_device(device, host, bytes), 'fsparse_copy_to_device')
    end function device_copy_of

    subroutine copy_to_host(host, device, bytes)
        type(c_ptr), intent(in)       :: host, device
        integer(c_size_t), intent(in) :: bytes
        call require(fsparse_copy_to_host(host, device, bytes), 'fsparse_copy_to_host')
    end subroutine copy_to_host

    subroutine device_release(device)
        type(c_ptr), intent(inout) :: device
        call require(fsparse_free(device), 'fsparse_free')
        device = c_null_ptr
    end subroutine device_release

    subroutine require(status, what)
        integer(c_int), intent(in)   :: status
        character(len=*), intent(in) :: what
        if(status /= rocsparse_status_success) then
            write(*, '(a, a, a, i0)') 'Bail out! ', what, ' returned status ', status
            error stop 1
        end if
    end subroutine require

end module device_buffers
