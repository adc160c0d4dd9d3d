! fsparse example: the auxiliary functions from Fortran: the handle, the
! version, pointer modes, the stream, the matrix descriptor, the HYB matrix
! and the matrix info. Each setting is read back and checked.
!
! Enumerations are integer(c_int) constants of the rocsparse_enums module;
! results that C returns through a pointer (a new handle, the version, the
! pointer mode) are ordinary Fortran variables passed by reference.
program fortran_auxiliary
    use iso_c_binding
    use rocsparse_enums
    use rocsparse
    use fsparse_device
    use example_util
    implicit none

    type(c_ptr) :: handle, descr, copy, hyb, info, stream
    integer(c_int) :: version, mode
    character(kind=c_char) :: rev(64)
    integer :: length

    call check(rocsparse_create_handle(handle), 'rocsparse_create_handle')

    ! fsparse implements rocSPARSE 1.8.9's API, and reports that version:
    ! major * 100000 + minor * 100 + patch.
    call check(rocsparse_get_version(handle, version), 'rocsparse_get_version')
    write(*, '(a, i0, a, i0, a, i0)') 'rocSPARSE API version ', version / 100000, '.', &
        mod(version / 100, 1000), '.', mod(version, 100)
    call expect_equal('API major version', version / 100000, 1)
    ! The revision is a C string: the characters before the NUL.
    call check(rocsparse_get_git_rev(handle, rev), 'rocsparse_get_git_rev')
    length = findloc(rev, c_null_char, 1) - 1
    if (length < 0) error stop 'rocsparse_get_git_rev: no terminating NUL'
    write(*, '(a, 64a)') 'revision ', rev(1:length)

    ! Host pointer mode (the default): scalars such as alpha and results
    ! such as a dot product are host variables. Device mode: device memory.
    call check(rocsparse_get_pointer_mode(handle, mode), 'rocsparse_get_pointer_mode')
    call expect_equal('pointer mode of a new handle', mode, rocsparse_pointer_mode_host)
    call check(rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_device), &
               'rocsparse_set_pointer_mode(device)')
    call check(rocsparse_get_pointer_mode(handle, mode), 'rocsparse_get_pointer_mode')
    call expect_equal('pointer mode after setting device', mode, rocsparse_pointer_mode_device)
    ! A mode outside the enum is refused and changes nothing.
    call expect_equal('set_pointer_mode(7)', rocsparse_set_pointer_mode(handle, 7), &
                      rocsparse_status_invalid_value)
    call check(rocsparse_get_pointer_mode(handle, mode), 'rocsparse_get_pointer_mode')
    call expect_equal('pointer mode after the refused call', mode, rocsparse_pointer_mode_device)
    call check(rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_host), &
               'rocsparse_set_pointer_mode(host)')

    ! The stream of a new handle is the default stream, a null pointer.
    call check(rocsparse_get_stream(handle, stream), 'rocsparse_get_stream')
    call expect_equal('stream of a new handle is null', merge(1, 0, c_associated(stream)), 0)

    ! A new descriptor: general, zero-based, lower, non-unit. Fortran
    ! programs set the base to one.
    call check(rocsparse_create_mat_descr(descr), 'rocsparse_create_mat_descr')
    call expect_equal('descriptor type', rocsparse_get_mat_type(descr), rocsparse_matrix_type_general)
    call expect_equal('descriptor base', rocsparse_get_mat_index_base(descr), rocsparse_index_base_zero)
    call expect_equal('descriptor fill', rocsparse_get_mat_fill_mode(descr), rocsparse_fill_mode_lower)
    call expect_equal('descriptor diagonal', rocsparse_get_mat_diag_type(descr), &
                      rocsparse_diag_type_non_unit)
    call check(rocsparse_set_mat_index_base(descr, rocsparse_index_base_one), 'rocsparse_set_mat_index_base')
    call check(rocsparse_set_mat_fill_mode(descr, rocsparse_fill_mode_upper), 'rocsparse_set_mat_fill_mode')
    call check(rocsparse_set_mat_diag_type(descr, rocsparse_diag_type_unit), 'rocsparse_set_mat_diag_type')
    call check(rocsparse_create_mat_descr(copy), 'rocsparse_create_mat_descr')
    call check(rocsparse_copy_mat_descr(copy, descr), 'rocsparse_copy_mat_descr')
    call expect_equal('copied base', rocsparse_get_mat_index_base(copy), rocsparse_index_base_one)
    call expect_equal('copied fill', rocsparse_get_mat_fill_mode(copy), rocsparse_fill_mode_upper)
    call expect_equal('copied diagonal', rocsparse_get_mat_diag_type(copy), rocsparse_diag_type_unit)

    ! The HYB matrix (filled by csr2hyb) and the matrix info (the analyses
    ! of csrmv, csrsv, csrsm, csric0 and csrilu0) are opaque objects too.
    call check(rocsparse_create_hyb_mat(hyb), 'rocsparse_create_hyb_mat')
    call check(rocsparse_create_mat_info(info), 'rocsparse_create_mat_info')

    call check(rocsparse_destroy_mat_info(info), 'rocsparse_destroy_mat_info')
    call check(rocsparse_destroy_hyb_mat(hyb), 'rocsparse_destroy_hyb_mat')
    call check(rocsparse_destroy_mat_descr(copy), 'rocsparse_destroy_mat_descr')
    call check(rocsparse_destroy_mat_descr(descr), 'rocsparse_destroy_mat_descr')
    call check(fsparse_device_synchronize(), 'fsparse_device_synchronize')
    call check(rocsparse_destroy_handle(handle), 'rocsparse_destroy_handle')
    write(*, '(a)') 'fortran_auxiliary: all settings read back as set'

contains

    ! Stops with a message when a read-back value is not the expected one.
    subroutine expect_equal(what, got, want)
        character(len=*), intent(in) :: what
        integer(c_int), intent(in) :: got, want
        write(*, '(a, a, i0)') what, ': ', got
        if (got /= want) then
            write(*, '(a, a, i0)') what, ': expected ', want
            error stop 1
        end if
    end subroutine expect_equal

end program fortran_auxiliary
