# FSPARSE_CHECK_HIP
# -----------------
# Chooses the backend: the host one (C + OpenMP), or HIP on AMD (hipcc +
# rocPRIM) or on NVIDIA (nvcc + HIP's nvidia headers + CUB). Every decision
# is taken by compiling, linking and (in auto mode) running a small HIP
# program; a version banner only words an error message. Sets, for the
# rest of the build:
#   fsparse_backend          host | hip
#   fsparse_hip_platform     none | amd | nvidia
#   fsparse_hipcc_summary    the HIP compiler, for configure's summary
#   fsparse_arch_summary     the GPU architectures compiled for
#   fsparse_primitives       none | rocPRIM | CUB
#   HIPCC, HIPCCFLAGS        (AMD) compiler of src/hip/*.hip and the user's flags
#   NVCC, NVCCFLAGS, NVCC_CCBIN  (NVIDIA) the same, and nvcc's host compiler
#   FSPARSE_HIP_COMPILE_FLAGS    the flags the platform needs (arch, language, defines)
#   HIP_LIBS                 what a C or Fortran program linking librocsparse.a also needs
#   FSPARSE_PC_CFLAGS        what rocsparse.pc adds to a user's compile flags
#   AM_CONDITIONAL BACKEND_HIP, HIP_PLATFORM_AMD, HIP_PLATFORM_NVIDIA
#   AC_DEFINE FSPARSE_BACKEND_HIP; AC_SUBST FSPARSE_BACKEND_IS_HIP, FSPARSE_PLATFORM_IS_NVIDIA
#
# --with-hip=auto takes HIP when a toolchain compiles and links HIP code,
# whether or not a GPU is present: HPC codes are built on login nodes that
# have none. The summary says which backend was taken; --with-hip=no asks
# for the host backend on a machine that has a HIP toolchain.
AC_DEFUN([FSPARSE_CHECK_HIP], [
AC_REQUIRE([AC_PROG_CC])
AC_ARG_WITH([hip],
  [AS_HELP_STRING([--with-hip@<:@=auto|amd|nvidia|no@:>@],
    [GPU backend through HIP: AMD (hipcc + rocPRIM) or NVIDIA (nvcc + HIP's nvidia headers + CUB). auto takes the first platform, AMD then NVIDIA, whose toolchain works, else the host backend; yes is auto but fails without a working toolchain (default: auto)])],
  [], [with_hip=auto])
AC_ARG_WITH([cuda],
  [AS_HELP_STRING([--with-cuda=DIR],
    [CUDA toolkit for the NVIDIA platform, with DIR/bin/nvcc. HIP 5.2's nvidia headers need CUDA 11.x (default: the first nvcc that compiles them, /usr/bin/nvcc first)])],
  [], [with_cuda=auto])
dnl gfx942 (MI300) is not the default: the clang 15 of HIP 5.2.3 rejects it
dnl ("invalid target ID"). gfx90a (MI200) and gfx908 (MI100) it knows.
AC_ARG_WITH([offload-arch],
  [AS_HELP_STRING([--with-offload-arch=LIST],
    [comma-separated AMD GPU architectures (default: gfx90a,gfx908)])],
  [], [with_offload_arch=gfx90a,gfx908])
AC_ARG_WITH([cuda-arch],
  [AS_HELP_STRING([--with-cuda-arch=LIST],
    [comma-separated NVIDIA architectures, sm_XY (default: sm_90)])],
  [], [with_cuda_arch=sm_90])
AC_ARG_VAR([HIPCC], [compiler for HIP sources on AMD (default: hipcc)])
AC_ARG_VAR([HIPCCFLAGS], [flags for HIPCC])
AC_ARG_VAR([NVCC], [compiler for HIP sources on NVIDIA (default: nvcc of the CUDA toolkit of --with-cuda)])
AC_ARG_VAR([NVCCFLAGS], [flags for NVCC])
dnl Optimised unless the user says otherwise, as CFLAGS defaults to -O2.
: ${HIPCCFLAGS=-O3}
: ${NVCCFLAGS=-O3}
AC_ARG_VAR([NVCC_CCBIN], [host compiler that NVCC runs (-ccbin; default: clang++-14 when found, as CUDA 11.8 rejects gcc 12)])

fsparse_backend=host
fsparse_hip_platform=none
fsparse_hipcc_summary=none
fsparse_arch_summary=none
fsparse_primitives=none
FSPARSE_HIP_COMPILE_FLAGS=
HIP_LIBS=
FSPARSE_PC_CFLAGS=

AS_CASE([$with_hip],
  [auto|yes|no|amd|nvidia], [],
  [AC_MSG_ERROR([--with-hip=$with_hip: expected auto, amd, nvidia or no])])
AS_IF([test "x$with_hip" != xno], [_FSPARSE_HIP_PROBE_FILES])

dnl ---------------------------------------------------------------- AMD
AS_CASE([$with_hip], [auto|yes|amd], [
  _FSPARSE_HIP_TRY_AMD
  AS_IF([test "x$fsparse_amd_ok" = xyes], [fsparse_hip_platform=amd],
        [test "x$with_hip" = xamd], [AC_MSG_ERROR([--with-hip=amd: $fsparse_amd_why])])
])

dnl ------------------------------------------------------------- NVIDIA
AS_IF([test "x$fsparse_hip_platform" = xnone], [
  AS_CASE([$with_hip], [auto|yes|nvidia], [
    _FSPARSE_HIP_TRY_NVIDIA
    AS_IF([test "x$fsparse_nvidia_ok" = xyes], [fsparse_hip_platform=nvidia],
          [test "x$with_hip" = xnvidia], [AC_MSG_ERROR([--with-hip=nvidia: $fsparse_nvidia_why])])
  ])
])

AS_IF([test "x$with_hip" = xyes && test "x$fsparse_hip_platform" = xnone],
      [AC_MSG_ERROR([--with-hip: no working HIP toolchain. AMD: $fsparse_amd_why. NVIDIA: $fsparse_nvidia_why])])
rm -rf conftest_hip* conftest_main*
dnl libtool would pass -fPIC to nvcc, which knows only -Xcompiler -fPIC.
AS_IF([test "x$fsparse_hip_platform" = xnvidia && test "x$enable_shared" = xyes],
      [AC_MSG_ERROR([the NVIDIA platform builds a static library only: configure with --disable-shared])])

AS_CASE([$fsparse_hip_platform],
  [amd], [
    fsparse_backend=hip
    fsparse_hipcc_summary="$HIPCC"
    fsparse_arch_summary="$with_offload_arch"
    fsparse_primitives=rocPRIM
    FSPARSE_HIP_COMPILE_FLAGS="$fsparse_amd_flags"
    HIP_LIBS="$fsparse_amd_libs"
    FSPARSE_PC_CFLAGS="-D__HIP_PLATFORM_AMD__"],
  [nvidia], [
    fsparse_backend=hip
    fsparse_hipcc_summary="$fsparse_nvcc (CUDA $fsparse_nvcc_version${NVCC_CCBIN:+, host compiler $NVCC_CCBIN})"
    fsparse_arch_summary="$with_cuda_arch"
    fsparse_primitives=CUB
    FSPARSE_HIP_COMPILE_FLAGS="$fsparse_nvidia_flags"
    HIP_LIBS="$fsparse_nvidia_libs"
    FSPARSE_PC_CFLAGS="-D__HIP_PLATFORM_NVIDIA__${fsparse_cuda_incdir:+ -I$fsparse_cuda_incdir}${fsparse_hip_incflags:+ $fsparse_hip_incflags}"
    NVCC="$fsparse_nvcc"])

AC_SUBST([FSPARSE_HIP_COMPILE_FLAGS])
AC_SUBST([HIP_LIBS])
AM_CONDITIONAL([BACKEND_HIP], [test "x$fsparse_backend" = xhip])
AM_CONDITIONAL([HIP_PLATFORM_AMD], [test "x$fsparse_hip_platform" = xamd])
AM_CONDITIONAL([HIP_PLATFORM_NVIDIA], [test "x$fsparse_hip_platform" = xnvidia])
AS_IF([test "x$fsparse_backend" = xhip],
      [AC_DEFINE([FSPARSE_BACKEND_HIP], [1], [Define to 1 when the HIP backend is built])])
AC_SUBST([FSPARSE_BACKEND_IS_HIP], [`test "x$fsparse_backend" = xhip && echo 1 || echo 0`])
AC_SUBST([FSPARSE_PLATFORM_IS_NVIDIA], [`test "x$fsparse_hip_platform" = xnvidia && echo 1 || echo 0`])
])

# _FSPARSE_HIP_RUN(COMMAND...)
# ----------------------------
# Runs a command, its line and its output going to config.log; its status
# is the command's. A shell function, so that the probes stay short.
AC_DEFUN([_FSPARSE_HIP_RUN_DEFINE], [
fsparse_hip_run ()
{
  AS_ECHO(["$as_me:${as_lineno-$LINENO}: $[]*"]) >&AS_MESSAGE_LOG_FD
  "$[]@" >&AS_MESSAGE_LOG_FD 2>&1
}
])

# _FSPARSE_HIP_PROBE_FILES
# ------------------------
# Writes the probe sources:
#   conftest_hip.hip   a kernel and a C-callable driver that launches it,
#                      exiting 0 only when a GPU ran it
#   conftest_main.c    a C main calling that driver: linking it with the C
#                      compiler proves HIP_LIBS is complete for C programs
#   conftest_hip_rocprim.hip, conftest_hip_cub.hip   an exclusive scan
AC_DEFUN([_FSPARSE_HIP_PROBE_FILES], [
AC_REQUIRE([_FSPARSE_HIP_RUN_DEFINE])
cat > conftest_hip.hip <<'_FSPARSE_EOF'
#include <hip/hip_runtime.h>
__global__ void fsparse_probe_kernel(int* out)
{
    *out = warpSize;
}
extern "C" int fsparse_probe(void)
{
    int count = 0;
    if(hipGetDeviceCount(&count) != hipSuccess || count < 1)
        return 1;
    int* out = 0;
    if(hipMalloc((void**)&out, sizeof(int)) != hipSuccess)
        return 2;
    fsparse_probe_kernel<<<dim3(1), dim3(1), 0, 0>>>(out);
    int warp = 0;
    hipError_t status = hipMemcpy(&warp, out, sizeof(int), hipMemcpyDeviceToHost);
    (void)hipFree(out);
    return status == hipSuccess && warp > 0 ? 0 : 3;
}
_FSPARSE_EOF
cat > conftest_main.c <<'_FSPARSE_EOF'
int fsparse_probe(void);
int main(void)
{
    return fsparse_probe();
}
_FSPARSE_EOF
cat > conftest_hip_rocprim.hip <<'_FSPARSE_EOF'
#include <hip/hip_runtime.h>
#include <rocprim/rocprim.hpp>
hipError_t fsparse_probe_scan(void* temp, size_t* bytes, const int* in, int* out, size_t n, hipStream_t stream)
{
    return rocprim::exclusive_scan(temp, *bytes, in, out, 0, n, rocprim::plus<int>(), stream);
}
_FSPARSE_EOF
cat > conftest_hip_cub.hip <<'_FSPARSE_EOF'
#include <hip/hip_runtime.h>
#include <cub/cub.cuh>
hipError_t fsparse_probe_scan(void* temp, size_t* bytes, const int* in, int* out, int n, hipStream_t stream)
{
    return hipCUDAErrorTohipError(cub::DeviceScan::ExclusiveSum(temp, *bytes, in, out, n, stream));
}
_FSPARSE_EOF
])

# _FSPARSE_HIP_TRY_LINK(LIBS)
# ---------------------------
# Links conftest_main.c with the compiled probe (conftest_hip.o) by the C
# compiler and LIBS. Sets fsparse_link_ok to yes or no.
AC_DEFUN([_FSPARSE_HIP_TRY_LINK], [
fsparse_link_ok=no
rm -f conftest_main$EXEEXT
AS_IF([fsparse_hip_run $CC $CFLAGS $LDFLAGS conftest_main.c conftest_hip.$OBJEXT $1 -o conftest_main$EXEEXT],
  [fsparse_link_ok=yes])
])

# _FSPARSE_HIP_TRY_AMD
# --------------------
# Sets fsparse_amd_ok (yes/no) and, when no, fsparse_amd_why; when yes,
# fsparse_amd_flags and fsparse_amd_libs.
AC_DEFUN([_FSPARSE_HIP_TRY_AMD], [
fsparse_amd_ok=no
fsparse_amd_why=
AC_PATH_PROGS([HIPCC], [hipcc], [], [$PATH$PATH_SEPARATOR${ROCM_PATH:-/opt/rocm}/bin])
fsparse_amd_flags="-std=c++17"
for fsparse_arch in `echo "$with_offload_arch" | tr ',' ' '`; do
  fsparse_amd_flags="$fsparse_amd_flags --offload-arch=$fsparse_arch"
done
AC_MSG_CHECKING([whether $HIPCC compiles HIP for $with_offload_arch])
AS_IF([test -z "$HIPCC"],
  [AC_MSG_RESULT([no]); fsparse_amd_why="no hipcc found (set HIPCC)"],
  [fsparse_hip_run $HIPCC $fsparse_amd_flags $HIPCCFLAGS -c conftest_hip.hip -o conftest_hip.$OBJEXT],
  [AC_MSG_RESULT([yes])
   dnl libamdhip64 lies in a system directory on Debian, in ROOT/lib under ROCm.
   fsparse_hip_root=`AS_DIRNAME(["$HIPCC"])`
   fsparse_hip_root=`AS_DIRNAME(["$fsparse_hip_root"])`
   AC_MSG_CHECKING([for the libraries a C program needs with HIP on AMD])
   for fsparse_libdir in "" "$fsparse_hip_root/lib" "$fsparse_hip_root/lib64"; do
     fsparse_amd_libs="${fsparse_libdir:+-L$fsparse_libdir }-lamdhip64 -lstdc++ -lm"
     _FSPARSE_HIP_TRY_LINK([$fsparse_amd_libs])
     AS_IF([test "x$fsparse_link_ok" = xyes], [break])
   done
   AS_IF([test "x$fsparse_link_ok" != xyes],
     [AC_MSG_RESULT([none found])
      fsparse_amd_why="a C program cannot link HIP code with -lamdhip64; see config.log"],
     [AC_MSG_RESULT([$fsparse_amd_libs])
      AC_MSG_CHECKING([for rocPRIM])
      AS_IF([fsparse_hip_run $HIPCC $fsparse_amd_flags $HIPCCFLAGS -c conftest_hip_rocprim.hip -o conftest_hip_rocprim.$OBJEXT],
        [AC_MSG_RESULT([yes])
         fsparse_amd_ok=yes],
        [AC_MSG_RESULT([no])
         fsparse_amd_why="rocPRIM is missing or does not compile (rocprim/rocprim.hpp; Debian: librocprim-dev); see config.log"])])],
  [AC_MSG_RESULT([no])
   fsparse_amd_why="$HIPCC cannot compile a HIP program for $with_offload_arch; see config.log"])
AS_IF([test "x$fsparse_amd_ok" != xyes], [AC_MSG_NOTICE([HIP on AMD not used: $fsparse_amd_why])])
])

# _FSPARSE_HIP_TRY_NVIDIA
# -----------------------
# Tries each candidate nvcc in turn; the first that compiles HIP's nvidia
# headers, links for C and has CUB wins. Sets fsparse_nvidia_ok (yes/no),
# fsparse_nvidia_why, and when yes fsparse_nvcc, fsparse_nvcc_version,
# fsparse_nvidia_flags, fsparse_nvidia_libs, fsparse_cuda_incdir.
AC_DEFUN([_FSPARSE_HIP_TRY_NVIDIA], [
fsparse_nvidia_ok=no
fsparse_nvidia_why=
dnl The candidates: the user's choice alone, else Debian's CUDA 11.8 first
dnl (PATH often leads to a CUDA 12/13 that these HIP headers cannot use).
AS_IF([test -n "$NVCC"], [fsparse_nvcc_candidates="$NVCC"],
      [test "x$with_cuda" != xauto && test "x$with_cuda" != xyes], [fsparse_nvcc_candidates="$with_cuda/bin/nvcc"],
      [fsparse_nvcc_candidates="/usr/bin/nvcc"
       fsparse_save_IFS=$IFS; IFS=$PATH_SEPARATOR
       for fsparse_dir in $PATH /usr/local/cuda/bin; do
         IFS=$fsparse_save_IFS
         test -x "$fsparse_dir/nvcc" || continue
         dnl The same file seen through a symbolic link (/bin -> /usr/bin) once only.
         fsparse_seen=no
         for fsparse_known in $fsparse_nvcc_candidates; do
           AS_IF([test "$fsparse_dir/nvcc" -ef "$fsparse_known"], [fsparse_seen=yes])
         done
         AS_IF([test "x$fsparse_seen" = xno],
               [fsparse_nvcc_candidates="$fsparse_nvcc_candidates $fsparse_dir/nvcc"])
       done
       IFS=$fsparse_save_IFS])
dnl CUDA 11.8 rejects gcc 12, the system compiler of Debian 12.
AS_IF([test -z "$NVCC_CCBIN"], [AC_PATH_PROGS([NVCC_CCBIN], [clang++-14])])
dnl HIP's headers: in a system directory on Debian, else under ROCm.
fsparse_hip_incflags=
AS_IF([test ! -f /usr/include/hip/hip_runtime.h && test -f "${ROCM_PATH:-/opt/rocm}/include/hip/hip_runtime.h"],
      [fsparse_hip_incflags="-I${ROCM_PATH:-/opt/rocm}/include"])
fsparse_nvidia_arch_flags=
fsparse_last_arch=
for fsparse_arch in `echo "$with_cuda_arch" | tr ',' ' '`; do
  fsparse_arch=`echo "$fsparse_arch" | sed 's/^sm_//; s/^compute_//'`
  fsparse_nvidia_arch_flags="$fsparse_nvidia_arch_flags -gencode arch=compute_$fsparse_arch,code=sm_$fsparse_arch"
  fsparse_last_arch=$fsparse_arch
done
dnl PTX of the newest architecture too, so that a newer GPU can JIT it.
AS_IF([test -n "$fsparse_last_arch"],
      [fsparse_nvidia_arch_flags="$fsparse_nvidia_arch_flags -gencode arch=compute_$fsparse_last_arch,code=compute_$fsparse_last_arch"])

for fsparse_nvcc in $fsparse_nvcc_candidates; do
  AS_IF([test -x "$fsparse_nvcc"], [], [
    fsparse_nvidia_why="${fsparse_nvidia_why:+$fsparse_nvidia_why; }$fsparse_nvcc is not an executable"
    continue])
  fsparse_nvcc_version=`$fsparse_nvcc --version 2>/dev/null | sed -n 's/.*release \(@<:@0-9.@:>@*\),.*/\1/p'`
  fsparse_nvidia_flags="${NVCC_CCBIN:+-ccbin $NVCC_CCBIN }-std=c++17 -x cu -D__HIP_PLATFORM_NVIDIA__${fsparse_hip_incflags:+ $fsparse_hip_incflags}$fsparse_nvidia_arch_flags"
  AC_MSG_CHECKING([whether $fsparse_nvcc (CUDA $fsparse_nvcc_version) compiles HIP for $with_cuda_arch])
  AS_IF([fsparse_hip_run $fsparse_nvcc $fsparse_nvidia_flags $NVCCFLAGS -c conftest_hip.hip -o conftest_hip.$OBJEXT], [], [
    AC_MSG_RESULT([no])
    AS_CASE([$fsparse_nvcc_version],
      [1@<:@2-9@:>@.*|@<:@2-9@:>@@<:@0-9@:>@.*],
        [fsparse_nvidia_why="${fsparse_nvidia_why:+$fsparse_nvidia_why; }$fsparse_nvcc is CUDA $fsparse_nvcc_version: the nvidia headers of HIP 5.2.3 do not compile with CUDA 12 or 13 (removed and changed runtime APIs); use CUDA 11.x, e.g. Debian's nvidia-cuda-toolkit (/usr/bin/nvcc), through --with-cuda=DIR or NVCC"],
      [fsparse_nvidia_why="${fsparse_nvidia_why:+$fsparse_nvidia_why; }$fsparse_nvcc${NVCC_CCBIN:+ -ccbin $NVCC_CCBIN} cannot compile a HIP program for $with_cuda_arch; see config.log"])
    continue])
  AC_MSG_RESULT([yes])
  dnl Where this nvcc finds cudart: its dry run prints the -I and -L it adds.
  fsparse_nvcc_dryrun=`$fsparse_nvcc --dryrun -x cu -c conftest_hip.hip 2>&1`
  fsparse_cuda_incdir=`echo "$fsparse_nvcc_dryrun" | sed -n 's/^@<:@^A-Z@:>@*INCLUDES="*-I\(@<:@^" @:>@*\).*/\1/p' | sed 1q`
  fsparse_cuda_libdir=`echo "$fsparse_nvcc_dryrun" | sed -n 's/^@<:@^A-Z@:>@*LIBRARIES=//p' | tr ' ' '\n' | sed -n 's/^"*-L\(@<:@^"@:>@*\)"*$/\1/p' | grep -v '/stubs$' | sed 1q`
  dnl System directories need no flag (the linker and compiler search them).
  AS_CASE([$fsparse_cuda_incdir], [/usr/include|/usr/include/], [fsparse_cuda_incdir=])
  AS_CASE([$fsparse_cuda_libdir], [/usr/lib|/usr/lib64|/usr/lib/*-linux-gnu*|/lib|/lib64], [fsparse_cuda_libdir=])
  AC_MSG_CHECKING([for the libraries a C program needs with HIP on NVIDIA])
  dnl Static cudart, as nvcc itself links: the binaries need no CUDA library at run time.
  fsparse_nvidia_libs="${fsparse_cuda_libdir:+-L$fsparse_cuda_libdir }-lcudart_static -ldl -lrt -lpthread -lstdc++ -lm"
  _FSPARSE_HIP_TRY_LINK([$fsparse_nvidia_libs])
  AS_IF([test "x$fsparse_link_ok" = xyes], [AC_MSG_RESULT([$fsparse_nvidia_libs])], [
    AC_MSG_RESULT([none found])
    fsparse_nvidia_why="${fsparse_nvidia_why:+$fsparse_nvidia_why; }a C program cannot link HIP code compiled by $fsparse_nvcc with $fsparse_nvidia_libs; see config.log"
    continue])
  AC_MSG_CHECKING([for CUB])
  AS_IF([fsparse_hip_run $fsparse_nvcc $fsparse_nvidia_flags $NVCCFLAGS -c conftest_hip_cub.hip -o conftest_hip_cub.$OBJEXT], [
    AC_MSG_RESULT([yes])], [
    AC_MSG_RESULT([no])
    fsparse_nvidia_why="${fsparse_nvidia_why:+$fsparse_nvidia_why; }CUB is missing or does not compile with $fsparse_nvcc (cub/cub.cuh; Debian: libcub-dev); see config.log"
    continue])
  fsparse_nvidia_ok=yes
  break
done
AS_IF([test -z "$fsparse_nvidia_why"], [fsparse_nvidia_why="no nvcc found (give --with-cuda=DIR or NVCC)"])
AS_IF([test "x$fsparse_nvidia_ok" != xyes], [AC_MSG_NOTICE([HIP on NVIDIA not used: $fsparse_nvidia_why])])
])
