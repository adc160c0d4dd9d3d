! The device-memory routines of fsparse_device, which the other Fortran
! tests build on: a round trip of random data, empty sizes, and errors.
program test_device
    use iso_c_binding
    use rocsparse_enums
    use fsparse_device
    use tap
    implicit none

    integer, parameter :: n = 1000
    integer(c_int), parameter :: success = rocsparse_status_success
    integer(c_size_t), parameter :: bytes = n * (storage_size(1.0_c_double) / 8)
    real(c_double), target :: sent(n), received(n)
    type(c_ptr) :: device, empty
    integer(c_int) :: count, current
    integer(c_size_t), target :: free_bytes, total_bytes

    call random_number(sent)
    device = c_null_ptr
    call is_int(fsparse_malloc(device, bytes), success, 'fsparse_malloc')
    call ok(c_associated(device), 'fsparse_malloc gives memory')
    call is_int(fsparse_copy_to_device(device, c_loc(sent), bytes), success, 'fsparse_copy_to_device')
    call is_int(fsparse_device_synchronize(), success, 'fsparse_device_synchronize')
    received = -1
    call is_int(fsparse_copy_to_host(c_loc(received), device, bytes), success, 'fsparse_copy_to_host')
    call ok(all(received == sent), 'the data come back unchanged')
    ! Half the data, to see that the size is respected.
    received = -1
    call is_int(fsparse_copy_to_host(c_loc(received), device, bytes / 2), success, 'fsparse_copy_to_host half')
    call ok(all(received(1:n / 2) == sent(1:n / 2)) .and. all(received(n / 2 + 1:) == -1), &
            'a partial copy stops at its size')
    call is_int(fsparse_free(device), success, 'fsparse_free')

    empty = c_loc(sent)
    call is_int(fsparse_malloc(empty, 0_c_size_t), success, 'fsparse_malloc of 0 bytes')
    call ok(.not. c_associated(empty), 'fsparse_malloc of 0 bytes gives a null pointer')
    call is_int(fsparse_free(c_null_ptr), success, 'fsparse_free of a null pointer')
    call is_int(fsparse_copy_to_device(c_null_ptr, c_loc(sent), 0_c_size_t), success, 'copy of 0 bytes')
    call is_int(fsparse_copy_to_device(c_null_ptr, c_loc(sent), bytes), rocsparse_status_invalid_pointer, &
                'fsparse_copy_to_device to null')
    call is_int(fsparse_copy_to_host(c_loc(received), c_null_ptr, bytes), rocsparse_status_invalid_pointer, &
                'fsparse_copy_to_host from null')

    ! Choosing a device: the current one is among those counted, setting it
    ! again keeps it, and a number outside the count is refused.
    count = -1
    current = -1
    call is_int(fsparse_get_device_count(count), success, 'fsparse_get_device_count')
    call ok(count >= 1, 'at least one device where the other tests run')
    call is_int(fsparse_get_device(current), success, 'fsparse_get_device')
    call ok(current >= 0 .and. current < count, 'the current device is one of those counted')
    call is_int(fsparse_set_device(current), success, 'fsparse_set_device of the current device')
    call is_int(fsparse_set_device(count - 1), success, 'fsparse_set_device of the last device')
    current = -1
    call is_int(fsparse_get_device(current), success, 'fsparse_get_device after setting')
    call is_int(current, count - 1, 'the device set is the current one')
    call is_int(fsparse_set_device(count), rocsparse_status_invalid_value, 'fsparse_set_device past the count')
    call is_int(fsparse_set_device(-1), rocsparse_status_invalid_value, 'fsparse_set_device of -1')

    ! The memory of the current device: some of it free, the free part at
    ! most the whole, and both outputs required.
    free_bytes = huge(free_bytes)
    total_bytes = 0
    call is_int(fsparse_get_memory_info(c_loc(free_bytes), c_loc(total_bytes)), success, 'fsparse_get_memory_info')
    call ok(total_bytes > 0, 'the device has memory')
    call ok(free_bytes > 0 .and. free_bytes <= total_bytes, 'some of it is free, at most all of it')
    call is_int(fsparse_get_memory_info(c_null_ptr, c_loc(total_bytes)), rocsparse_status_invalid_pointer, &
                'fsparse_get_memory_info without free')
    call is_int(fsparse_get_memory_info(c_loc(free_bytes), c_null_ptr), rocsparse_status_invalid_pointer, &
                'fsparse_get_memory_info without total')
    call done_testing()
end program test_device
