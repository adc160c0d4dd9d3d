! A small TAP producer for the Fortran tests: one "ok"/"not ok" line per
! check, read by Automake's tap-driver.sh. The plan is printed first by
! plan() or last by done_testing(), which TAP allows either way.
module tap
    use iso_fortran_env, only: output_unit
    implicit none
    private
    public :: plan, ok, is_int, is_real, diag, done_testing

    integer, save :: tests_run = 0
    integer, save :: tests_failed = 0
    logical, save :: plan_printed = .false.

    ! Compares within a tolerance relative to the expected value's magnitude,
    ! absolute near zero: |got - expected| <= tolerance * max(1, |expected|).
    interface is_real
        module procedure is_real_single, is_real_double
    end interface is_real

contains

    subroutine plan(count)
        integer, intent(in) :: count
        character(len=16) :: text
        write(text, '(i0)') count
        call emit('1..' // trim(text))
        plan_printed = .true.
    end subroutine plan

    subroutine ok(condition, name)
        logical, intent(in)          :: condition
        character(len=*), intent(in) :: name
        character(len=16) :: number
        tests_run = tests_run + 1
        write(number, '(i0)') tests_run
        if(condition) then
            call emit('ok ' // trim(number) // ' - ' // name)
        else
            tests_failed = tests_failed + 1
            call emit('not ok ' // trim(number) // ' - ' // name)
        end if
    end subroutine ok

    subroutine is_int(got, expected, name)
        integer, intent(in)          :: got, expected
        character(len=*), intent(in) :: name
        character(len=64) :: detail
        call ok(got == expected, name)
        if(got /= expected) then
            write(detail, '(a, i0, a, i0)') 'got ', got, ', expected ', expected
            call diag(trim(detail))
        end if
    end subroutine is_int

    subroutine is_real_double(got, expected, tolerance, name)
        double precision, intent(in) :: got, expected, tolerance
        character(len=*), intent(in) :: name
        character(len=128) :: detail
        logical :: close_enough
        close_enough = abs(got - expected) <= tolerance * max(1.0d0, abs(expected))
        call ok(close_enough, name)
        if(.not. close_enough) then
            write(detail, '(a, es24.16, a, es24.16, a, es10.3)') 'got ', got, ', expected ', expected, &
                ', tolerance ', tolerance
            call diag(trim(detail))
        end if
    end subroutine is_real_double

    subroutine is_real_single(got, expected, tolerance, name)
        real, intent(in)             :: got, expected, tolerance
        character(len=*), intent(in) :: name
        call is_real_double(dble(got), dble(expected), dble(tolerance), name)
    end subroutine is_real_single

    ! Comment lines, shown by the driver in the log.
    subroutine diag(message)
        character(len=*), intent(in) :: message
        call emit('# ' // message)
    end subroutine diag

    subroutine done_testing()
        character(len=64) :: text
        if(.not. plan_printed) call plan(tests_run)
        if(tests_failed > 0) then
            write(text, '(a, i0, a, i0)') 'failed ', tests_failed, ' of ', tests_run
            call diag(trim(text))
        end if
    end subroutine done_testing

    ! Flushed at once so that the lines keep their order with anything the
    ! library writes.
    subroutine emit(line)
        character(len=*), intent(in) :: line
        write(output_unit, '(a)') line
        flush(output_unit)
    end subroutine emit

end module tap
