! The halo exchange of a vector laid out as the local system's columns
! (own values, then ghosts): receives are posted first, the values the
! neighbours need are gathered on the device with gthr, and go out either
! staged through host buffers or, where MPI is GPU-aware, straight from
! device memory.
module pcg_halo
    use iso_c_binding
    use mpi_f08
    use rocsparse
    use rocsparse_enums
    use fsparse_device
    use pcg_check
    use pcg_device
    use pcg_partition
    implicit none
    private
    public :: halo_plan, halo_setup, halo_exchange, halo_free

    type halo_plan
        integer :: n_own = 0, n_neigh = 0, n_send = 0, n_recv = 0
        integer, allocatable :: neigh(:), send_ptr(:), recv_ptr(:)
        type(c_ptr) :: d_send_idx = c_null_ptr, d_send = c_null_ptr
        real(c_double), allocatable :: send_host(:), recv_host(:)
        type(MPI_Request), allocatable :: requests(:)
        type(MPI_Comm) :: comm = MPI_COMM_NULL
        logical :: gpu_aware = .false.
    end type halo_plan

    integer, parameter :: tag = 17

contains

    subroutine halo_setup(h, sys, comm, gpu_aware)
        type(halo_plan), intent(out) :: h
        type(local_system), intent(in) :: sys
        type(MPI_Comm), intent(in) :: comm
        logical, intent(in) :: gpu_aware

        h%n_own = sys%n_own
        h%n_neigh = sys%n_neigh
        h%n_send = size(sys%send_idx)
        h%n_recv = sys%n_ghost
        h%neigh = sys%neigh
        h%send_ptr = sys%send_ptr
        h%recv_ptr = sys%recv_ptr
        h%comm = comm
        h%gpu_aware = gpu_aware
        h%d_send_idx = upload_int(sys%send_idx)
        h%d_send = device_zeros(h%n_send)
        allocate(h%send_host(h%n_send), h%recv_host(h%n_recv), h%requests(2 * h%n_neigh))
    end subroutine halo_setup

    ! Fills the ghosts of device vector d_v (n_own + n_ghost values).
    subroutine halo_exchange(h, handle, d_v)
        type(halo_plan), intent(inout), target :: h
        type(c_ptr), intent(in) :: handle, d_v
        real(c_double), pointer, contiguous :: recv(:), send(:)
        type(c_ptr) :: d_ghosts
        integer :: i

        if(h%n_neigh == 0) return
        d_ghosts = byte_offset(d_v, int(h%n_own, c_size_t) * c_sizeof(0.0_c_double))
        if(h%gpu_aware) then
            call c_f_pointer(d_ghosts, recv, [h%n_recv])
            call c_f_pointer(h%d_send, send, [h%n_send])
        else
            recv => h%recv_host
            send => h%send_host
        end if
        do i = 1, h%n_neigh
            call MPI_Irecv(recv(h%recv_ptr(i):h%recv_ptr(i + 1) - 1), h%recv_ptr(i + 1) - h%recv_ptr(i), &
                           MPI_DOUBLE_PRECISION, h%neigh(i), tag, h%comm, h%requests(i))
        end do
        call check(rocsparse_dgthr(handle, h%n_send, d_v, h%d_send, h%d_send_idx, rocsparse_index_base_one), &
                   'rocsparse_dgthr')
        if(h%gpu_aware) then
            ! MPI reads the buffer outside the handle's stream.
            call check(fsparse_device_synchronize(), 'fsparse_device_synchronize')
        else
            call download_real(h%send_host, h%d_send)
        end if
        do i = 1, h%n_neigh
            call MPI_Isend(send(h%send_ptr(i):h%send_ptr(i + 1) - 1), h%send_ptr(i + 1) - h%send_ptr(i), &
                           MPI_DOUBLE_PRECISION, h%neigh(i), tag, h%comm, h%requests(h%n_neigh + i))
        end do
        call MPI_Waitall(2 * h%n_neigh, h%requests, MPI_STATUSES_IGNORE)
        if(.not. h%gpu_aware .and. h%n_recv > 0) &
            call check(fsparse_copy_to_device(d_ghosts, c_loc(h%recv_host), &
                                              int(h%n_recv, c_size_t) * c_sizeof(0.0_c_double)), &
                       'fsparse_copy_to_device')
    end subroutine halo_exchange

    subroutine halo_free(h)
        type(halo_plan), intent(inout) :: h

        call check(fsparse_free(h%d_send_idx), 'fsparse_free')
        call check(fsparse_free(h%d_send), 'fsparse_free')
        h = halo_plan()
    end subroutine halo_free

end module pcg_halo
