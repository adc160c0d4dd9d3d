! Every auxiliary routine through the generated Fortran module: handle,
! stream, pointer mode, version, revision, matrix descriptor, HYB matrix and
! matrix info, with their documented defaults and their errors. The build
! passes the version and revision configure knows as EXPECTED_*.
program test_auxiliary
    use iso_c_binding
    use rocsparse
    use tap
    implicit none

    integer(c_int), parameter :: success = rocsparse_status_success
    type(c_ptr) :: handle

    ! An enum, bind(c) enumerator has the kind of C int: the modules rely on it.
    call is_int(kind(rocsparse_status_success), c_int, 'enumerators have the kind c_int')
    call is_int(rocsparse_index_base_one, 1, 'rocsparse_index_base_one is 1')
    call is_int(rocsparse_operation_conjugate_transpose, 113, 'rocsparse_operation_conjugate_transpose is 113')

    handle = c_null_ptr
    call is_int(rocsparse_create_handle(handle), success, 'create_handle')
    call ok(c_associated(handle), 'create_handle gives a handle')

    call test_stream()
    call test_pointer_mode()
    call test_version()
    call test_mat_descr()
    call test_hyb_mat()
    call test_mat_info()

    call is_int(rocsparse_destroy_handle(handle), success, 'destroy_handle')
    call is_int(rocsparse_destroy_handle(c_null_ptr), rocsparse_status_invalid_handle, 'destroy_handle null')
    call done_testing()

contains

    subroutine test_stream()
        type(c_ptr) :: stream
        integer, target :: marker
        ! Poisoned, so that the default stream has to be written.
        stream = c_loc(marker)
        call is_int(rocsparse_get_stream(handle, stream), success, 'get_stream')
        call ok(.not. c_associated(stream), 'a new handle is on the default stream')
        call is_int(rocsparse_set_stream(handle, c_null_ptr), success, 'set_stream default')
        stream = c_loc(marker)
        call is_int(rocsparse_get_stream(handle, stream), success, 'get_stream after set_stream')
        call ok(.not. c_associated(stream), 'get_stream gives what set_stream set')
        call is_int(rocsparse_set_stream(c_null_ptr, c_null_ptr), rocsparse_status_invalid_handle, &
                    'set_stream null handle')
        call is_int(rocsparse_get_stream(c_null_ptr, stream), rocsparse_status_invalid_handle, &
                    'get_stream null handle')
    end subroutine test_stream

    subroutine test_pointer_mode()
        integer(c_int) :: mode
        mode = -1
        call is_int(rocsparse_get_pointer_mode(handle, mode), success, 'get_pointer_mode')
        call is_int(mode, rocsparse_pointer_mode_host, 'a new handle is in host pointer mode')
        call is_int(rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_device), success, &
                    'set_pointer_mode device')
        call is_int(rocsparse_get_pointer_mode(handle, mode), success, 'get_pointer_mode after set')
        call is_int(mode, rocsparse_pointer_mode_device, 'pointer mode is device')
        call is_int(rocsparse_set_pointer_mode(handle, 5), rocsparse_status_invalid_value, &
                    'set_pointer_mode 5 is invalid')
        call is_int(rocsparse_get_pointer_mode(handle, mode), success, 'get_pointer_mode after invalid set')
        call is_int(mode, rocsparse_pointer_mode_device, 'an invalid mode changes nothing')
        call is_int(rocsparse_set_pointer_mode(handle, rocsparse_pointer_mode_host), success, &
                    'set_pointer_mode host')
        call is_int(rocsparse_get_pointer_mode(handle, mode), success, 'get_pointer_mode back')
        call is_int(mode, rocsparse_pointer_mode_host, 'pointer mode is host again')
        call is_int(rocsparse_set_pointer_mode(c_null_ptr, rocsparse_pointer_mode_host), &
                    rocsparse_status_invalid_handle, 'set_pointer_mode null handle')
        call is_int(rocsparse_get_pointer_mode(c_null_ptr, mode), rocsparse_status_invalid_handle, &
                    'get_pointer_mode null handle')
    end subroutine test_pointer_mode

    subroutine test_version()
        integer(c_int) :: version
        character(kind=c_char) :: rev(64)
        character(len=64) :: text
        integer :: length, i
        version = -1
        call is_int(rocsparse_get_version(handle, version), success, 'get_version')
        call is_int(version, EXPECTED_VERSION_MAJOR * 100000 + EXPECTED_VERSION_MINOR * 100 + EXPECTED_VERSION_PATCH, &
                    'version is the rocSPARSE API''s major * 100000 + minor * 100 + patch')
        call is_int(rocsparse_get_version(c_null_ptr, version), rocsparse_status_invalid_handle, &
                    'get_version null handle')

        rev = 'X'
        call is_int(rocsparse_get_git_rev(handle, rev), success, 'get_git_rev')
        length = findloc(rev, c_null_char, 1) - 1
        call ok(length >= 0, 'get_git_rev writes a terminated string within 64 bytes')
        text = ' '
        do i = 1, length
            text(i:i) = rev(i)
        end do
        call ok(length >= 0 .and. trim(text) == EXPECTED_GIT_REV, 'get_git_rev gives the revision')
        call diag('revision: ' // trim(text))
        call is_int(rocsparse_get_git_rev(c_null_ptr, rev), rocsparse_status_invalid_handle, &
                    'get_git_rev null handle')
    end subroutine test_version

    ! Each property: its default, a set and get, and an invalid value.
    subroutine test_mat_descr()
        type(c_ptr) :: descr, copy
        descr = c_null_ptr
        call is_int(rocsparse_create_mat_descr(descr), success, 'create_mat_descr')
        call ok(c_associated(descr), 'create_mat_descr gives a descriptor')

        call is_int(rocsparse_get_mat_index_base(descr), rocsparse_index_base_zero, 'default index base is zero')
        call is_int(rocsparse_get_mat_type(descr), rocsparse_matrix_type_general, 'default type is general')
        call is_int(rocsparse_get_mat_fill_mode(descr), rocsparse_fill_mode_lower, 'default fill mode is lower')
        call is_int(rocsparse_get_mat_diag_type(descr), rocsparse_diag_type_non_unit, 'default diag type is non-unit')

        call is_int(rocsparse_set_mat_index_base(descr, rocsparse_index_base_one), success, 'set_mat_index_base one')
        call is_int(rocsparse_get_mat_index_base(descr), rocsparse_index_base_one, 'get_mat_index_base gives one')
        call is_int(rocsparse_set_mat_type(descr, rocsparse_matrix_type_triangular), success, 'set_mat_type triangular')
        call is_int(rocsparse_get_mat_type(descr), rocsparse_matrix_type_triangular, 'get_mat_type gives triangular')
        call is_int(rocsparse_set_mat_fill_mode(descr, rocsparse_fill_mode_upper), success, 'set_mat_fill_mode upper')
        call is_int(rocsparse_get_mat_fill_mode(descr), rocsparse_fill_mode_upper, 'get_mat_fill_mode gives upper')
        call is_int(rocsparse_set_mat_diag_type(descr, rocsparse_diag_type_unit), success, 'set_mat_diag_type unit')
        call is_int(rocsparse_get_mat_diag_type(descr), rocsparse_diag_type_unit, 'get_mat_diag_type gives unit')

        call is_int(rocsparse_set_mat_index_base(descr, 2), rocsparse_status_invalid_value, 'set_mat_index_base 2')
        call is_int(rocsparse_set_mat_type(descr, 4), rocsparse_status_invalid_value, 'set_mat_type 4')
        call is_int(rocsparse_set_mat_fill_mode(descr, 2), rocsparse_status_invalid_value, 'set_mat_fill_mode 2')
        call is_int(rocsparse_set_mat_diag_type(descr, 2), rocsparse_status_invalid_value, 'set_mat_diag_type 2')
        call is_int(rocsparse_get_mat_index_base(descr), rocsparse_index_base_one, 'invalid index base changes nothing')

        call is_int(rocsparse_set_mat_index_base(c_null_ptr, rocsparse_index_base_one), rocsparse_status_invalid_pointer, &
                    'set_mat_index_base null descr')
        call is_int(rocsparse_set_mat_type(c_null_ptr, rocsparse_matrix_type_general), rocsparse_status_invalid_pointer, &
                    'set_mat_type null descr')
        call is_int(rocsparse_set_mat_fill_mode(c_null_ptr, rocsparse_fill_mode_lower), rocsparse_status_invalid_pointer, &
                    'set_mat_fill_mode null descr')
        call is_int(rocsparse_set_mat_diag_type(c_null_ptr, rocsparse_diag_type_unit), rocsparse_status_invalid_pointer, &
                    'set_mat_diag_type null descr')
        ! A null descriptor reads as the defaults.
        call is_int(rocsparse_get_mat_index_base(c_null_ptr), rocsparse_index_base_zero, 'get_mat_index_base null descr')
        call is_int(rocsparse_get_mat_type(c_null_ptr), rocsparse_matrix_type_general, 'get_mat_type null descr')
        call is_int(rocsparse_get_mat_fill_mode(c_null_ptr), rocsparse_fill_mode_lower, 'get_mat_fill_mode null descr')
        call is_int(rocsparse_get_mat_diag_type(c_null_ptr), rocsparse_diag_type_non_unit, 'get_mat_diag_type null descr')

        copy = c_null_ptr
        call is_int(rocsparse_create_mat_descr(copy), success, 'create_mat_descr for a copy')
        call is_int(rocsparse_copy_mat_descr(copy, descr), success, 'copy_mat_descr')
        call is_int(rocsparse_get_mat_index_base(copy), rocsparse_index_base_one, 'copy has the index base')
        call is_int(rocsparse_get_mat_type(copy), rocsparse_matrix_type_triangular, 'copy has the type')
        call is_int(rocsparse_get_mat_fill_mode(copy), rocsparse_fill_mode_upper, 'copy has the fill mode')
        call is_int(rocsparse_get_mat_diag_type(copy), rocsparse_diag_type_unit, 'copy has the diag type')
        call is_int(rocsparse_copy_mat_descr(copy, c_null_ptr), rocsparse_status_invalid_pointer, 'copy_mat_descr null src')
        call is_int(rocsparse_copy_mat_descr(c_null_ptr, descr), rocsparse_status_invalid_pointer, 'copy_mat_descr null dest')

        call is_int(rocsparse_destroy_mat_descr(copy), success, 'destroy_mat_descr copy')
        call is_int(rocsparse_destroy_mat_descr(descr), success, 'destroy_mat_descr')
        call is_int(rocsparse_destroy_mat_descr(c_null_ptr), success, 'destroy_mat_descr null')
    end subroutine test_mat_descr

    subroutine test_hyb_mat()
        type(c_ptr) :: hyb
        hyb = c_null_ptr
        call is_int(rocsparse_create_hyb_mat(hyb), success, 'create_hyb_mat')
        call ok(c_associated(hyb), 'create_hyb_mat gives an object')
        call is_int(rocsparse_destroy_hyb_mat(hyb), success, 'destroy_hyb_mat')
        call is_int(rocsparse_destroy_hyb_mat(c_null_ptr), rocsparse_status_invalid_pointer, 'destroy_hyb_mat null')
    end subroutine test_hyb_mat

    subroutine test_mat_info()
        type(c_ptr) :: info
        info = c_null_ptr
        call is_int(rocsparse_create_mat_info(info), success, 'create_mat_info')
        call ok(c_associated(info), 'create_mat_info gives an object')
        call is_int(rocsparse_destroy_mat_info(info), success, 'destroy_mat_info')
        call is_int(rocsparse_destroy_mat_info(c_null_ptr), rocsparse_status_invalid_pointer, 'destroy_mat_info null')
    end subroutine test_mat_info

end program test_auxiliary
