# FSPARSE_CHECK_HIP
# -----------------
# Chooses the backend. Sets, for the rest of the build:
#   fsparse_backend        host | hip
#   fsparse_hip_platform   none | amd | nvidia
#   HIPCC, HIPCCFLAGS      the command and flags that compile src/hip/*.hip
#   HIP_LIBS               what a program linking librocsparse.a also needs
#   FSPARSE_PC_CFLAGS      what rocsparse.pc adds to a user's compile flags
#   AM_CONDITIONAL BACKEND_HIP, HIP_PLATFORM_AMD, HIP_PLATFORM_NVIDIA
# This first version knows only the host backend; HIP detection follows.
AC_DEFUN([FSPARSE_CHECK_HIP], [
AC_ARG_WITH([hip],
  [AS_HELP_STRING([--with-hip@<:@=auto|amd|nvidia|no@:>@],
    [GPU backend through HIP: AMD (hipcc + rocPRIM) or NVIDIA (nvcc + HIP's nvidia headers + CUB); auto uses one when a working toolchain is found, else the host backend (default: auto)])],
  [], [with_hip=auto])
AC_ARG_VAR([HIPCC], [compiler for HIP sources on AMD (default: hipcc)])
AC_ARG_VAR([HIPCCFLAGS], [flags for HIPCC])
AC_ARG_VAR([NVCC], [compiler for HIP sources on NVIDIA (default: nvcc of the CUDA toolkit of --with-cuda)])
AC_ARG_VAR([NVCCFLAGS], [flags for NVCC])
fsparse_backend=host
fsparse_hip_platform=none
fsparse_hipcc_summary=none
fsparse_arch_summary=none
fsparse_primitives=none
HIP_LIBS=
FSPARSE_PC_CFLAGS=
AS_CASE([$with_hip],
  [auto|no], [],
  [AC_MSG_ERROR([--with-hip=$with_hip: this build system does not know HIP yet])])
AC_SUBST([HIP_LIBS])
AM_CONDITIONAL([BACKEND_HIP], [test "x$fsparse_backend" = xhip])
AM_CONDITIONAL([HIP_PLATFORM_AMD], [test "x$fsparse_hip_platform" = xamd])
AM_CONDITIONAL([HIP_PLATFORM_NVIDIA], [test "x$fsparse_hip_platform" = xnvidia])
AS_IF([test "x$fsparse_backend" = xhip],
      [AC_DEFINE([FSPARSE_BACKEND_HIP], [1], [Define to 1 when the HIP backend is built])])
AC_SUBST([FSPARSE_BACKEND_IS_HIP], [`test "x$fsparse_backend" = xhip && echo 1 || echo 0`])
AC_SUBST([FSPARSE_PLATFORM_IS_NVIDIA], [`test "x$fsparse_hip_platform" = xnvidia && echo 1 || echo 0`])
])
