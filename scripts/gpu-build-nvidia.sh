#!/bin/bash
# gpu-build-nvidia.sh: builds the NVIDIA variant of the library (HIP on
# CUDA 11.8) and stages its test suite for a GPU machine.
#
# Usage (on the build machine, from any directory of the checkout):
#     scripts/gpu-build-nvidia.sh [-j N] [--reconfigure] [-- CONFIGURE-ARGS...]
#
#   1. Installs what is missing of the toolchain (nvcc 11.8, CUB and
#      clang++-14 from Debian's non-free component, HIP's headers, the
#      Autotools; as root or through sudo) from Debian's packages, so that a
#      fresh build machine needs nothing installed by hand.
#   2. Bootstraps (autogen.sh) when there is no configure yet.
#   3. Configures build-nvidia/ (a VPATH build) with --with-hip=nvidia and
#      CONFIGURE-ARGS, unless it is configured for NVIDIA already (or
#      --reconfigure is given); then make, and `make check TESTS=`, which
#      builds every test program of make check and runs none.
#   4. Stages into .device/suite/, a staging folder to copy to the GPU
#      machine (ignored by git), rebuilt from scratch:
#      the test programs (the TESTS that are check_PROGRAMS, C and Fortran,
#      as `make print-gpu-suite-programs` lists them, so new tests come
#      along) and the files in gpu_suite_data, packed into
#      programs.tar.xz, MANIFEST (the programs, in order), BUILD-INFO and
#      gpu-run-suite.sh, which unpacks the archive there. It checks that no program
#      needs a CUDA or HIP library at run time (cudart is linked
#      statically) and that the folder stays under 60 MiB, so that it is
#      quick to copy.
#
# Then copy .device/suite/ to the GPU machine and run there, with a log
# folder that is brought back:
#     .device/suite/gpu-run-suite.sh LOGDIR
# (add --memcheck or --racecheck for compute-sanitizer; see that script),
# and, where the build found MPI, the main job on one and two ranks:
#     .device/suite/gpu-run-pcg.sh --n 128
#
# Environment: FSPARSE_BUILD_DIR (default: build-nvidia) and
# FSPARSE_SUITE_DIR (default: .device/suite), relative to the checkout.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
jobs=2
reconfigure=no
while [ $# -gt 0 ]; do
    case $1 in
    -j) jobs=${2:?-j needs a number}; shift ;;
    -j*) jobs=${1#-j} ;;
    --reconfigure) reconfigure=yes ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    --) shift; break ;;
    *) echo "gpu-build-nvidia.sh: unknown argument $1 (configure arguments go after --)" >&2; exit 2 ;;
    esac
    shift
done
build=$top/${FSPARSE_BUILD_DIR:-build-nvidia}
suite=$top/${FSPARSE_SUITE_DIR:-.device/suite}
size_limit=$((60 * 1024 * 1024))

step() { printf '\n==== %s\n' "$*"; }
die() { echo "gpu-build-nvidia.sh: $*" >&2; exit 1; }

# ------------------------------------------------------------ 1. toolchain
step "toolchain"
missing=()
[ -x /usr/bin/nvcc ] || missing+=(nvidia-cuda-toolkit nvidia-cuda-dev)
[ -f /usr/include/cub/cub.cuh ] || missing+=(libcub-dev)
command -v clang++-14 >/dev/null || missing+=(clang-14)
[ -f /usr/include/hip/hip_runtime.h ] || missing+=(libamdhip64-dev)
if [ ! -x "$top/configure" ]; then
    for tool in autoconf automake libtoolize pkg-config; do
        command -v $tool >/dev/null || missing+=("$tool")
    done
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing: ${missing[*]}"
    as_root=
    [ "$(id -u)" -eq 0 ] || as_root=sudo
    # CUDA 11.8 is in contrib/non-free: a second source derived from the
    # existing one, so that it names the same mirror.
    if [ ! -f /etc/apt/sources.list.d/debian-nonfree.sources ] &&
        grep -qs '^Components: main$' /etc/apt/sources.list.d/debian.sources; then
        sed -e 's/^Components: main$/Components: contrib non-free/' /etc/apt/sources.list.d/debian.sources |
            $as_root tee /etc/apt/sources.list.d/debian-nonfree.sources >/dev/null
    fi
    packages=()
    for package in "${missing[@]}"; do
        case $package in
        libtoolize) packages+=(libtool) ;;
        *) packages+=("$package") ;;
        esac
    done
    $as_root apt-get update -q
    DEBIAN_FRONTEND=noninteractive $as_root apt-get install -y -q --no-install-recommends "${packages[@]}"
fi
/usr/bin/nvcc --version | tail -n 2

# ------------------------------------------------------------ 2. bootstrap
if [ ! -x "$top/configure" ]; then
    step "bootstrap"
    # The lock: two builds of one checkout must not bootstrap at once.
    (cd "$top" && flock "${TMPDIR:-/tmp}/fsparse-autoreconf.lock" ./autogen.sh)
fi

# ---------------------------------------------------- 3. configure and build
mkdir -p "$build"
cd "$build"
if [ $reconfigure = no ] && [ $# -eq 0 ] && [ -x config.status ] &&
    ./config.status --config | grep -q -- "--with-hip=nvidia"; then
    step "build-nvidia is configured for NVIDIA: make reconfigures it if configure changed"
else
    step "configure"
    "$top/configure" --with-hip=nvidia "$@"
fi
grep -q '^#define FSPARSE_BACKEND_HIP 1' config.h || die "$build is not configured for the HIP backend"
step "make"
make -j"$jobs"
step "make check TESTS= (builds the test programs, runs none)"
make -j"$jobs" check TESTS=

# ------------------------------------------------------------------ 4. stage
step "stage $suite"
mapfile -t programs < <(make --no-print-directory -s print-gpu-suite-programs)
mapfile -t data < <(make --no-print-directory -s print-gpu-suite-data)
[ ${#programs[@]} -gt 0 ] || die "make print-gpu-suite-programs lists no test program"
rm -rf "$suite"
mkdir -p "$suite"

# Only these libraries may be loaded from the GPU machine's system (C, C++,
# Fortran and OpenMP run-times); above all no libcudart.so.
allowed='^(ld-linux[^ ]*|lib(c|m|dl|rt|pthread|stdc\+\+|gcc_s|gfortran|gomp|quadmath)\.so(\.[0-9]+)*)$'
for program in "${programs[@]}"; do
    binary=$program
    # A libtool wrapper script stands for the real program in .libs/.
    if [ "$(head -c 2 "$binary")" = "#!" ]; then
        binary=$(dirname "$program")/.libs/$(basename "$program")
    fi
    [ "$(head -c 4 "$binary" | tail -c 3)" = ELF ] || die "$program: not an ELF program ($binary)"
    while read -r needed; do
        [[ $needed =~ $allowed ]] || die "$program needs $needed, which the GPU machine may not have"
    done < <(objdump -p "$binary" | awk '$1 == "NEEDED" { print $2 }')
    mkdir -p "$suite/$(dirname "$program")"
    cp "$binary" "$suite/$program"
    echo "$program" >>"$suite/MANIFEST"
done
for file in "${data[@]}"; do
    source=$top/$file
    [ -e "$source" ] || source=$build/$file
    [ -e "$source" ] || die "gpu_suite_data: $file is neither in the source nor in the build tree"
    mkdir -p "$suite/$(dirname "$file")"
    cp -R "$source" "$suite/$file"
done
cp "$top/scripts/gpu-run-suite.sh" "$suite/gpu-run-suite.sh"
chmod +x "$suite/gpu-run-suite.sh"

# The MPI example, where configure found MPI: no test of the suite (it
# needs an MPI runtime on the GPU machine, which gpu-run-pcg.sh checks),
# so it may need MPI's libraries besides those above, and nothing else.
if [ -e examples/pcg_poisson ]; then
    binary=examples/pcg_poisson
    [ "$(head -c 2 "$binary")" = "#!" ] && binary=examples/.libs/pcg_poisson
    mpi_libraries='^lib(mpi[a-z0-9_]*|open-(rte|pal)|hwloc|event[a-z0-9_.-]*|z|udev)\.so(\.[0-9]+)*$'
    while read -r needed; do
        [[ $needed =~ $allowed || $needed =~ $mpi_libraries ]] ||
            die "examples/pcg_poisson needs $needed, which is neither MPI's nor allowed"
    done < <(objdump -p "$binary" | awk '$1 == "NEEDED" { print $2 }')
    mkdir -p "$suite/examples"
    cp "$binary" "$suite/examples/pcg_poisson"
    strip --strip-debug "$suite/examples/pcg_poisson"
    cp "$top/scripts/gpu-run-pcg.sh" "$suite/gpu-run-pcg.sh"
    chmod +x "$suite/gpu-run-pcg.sh"
fi
{
    echo "revision: $(cd "$top" && git rev-parse --short=12 HEAD 2>/dev/null || echo unknown)$(cd "$top" && git diff --quiet HEAD 2>/dev/null || echo ' (with local changes)')"
    echo "built: $(date -u '+%Y-%m-%d %H:%M:%S UTC') on $(uname -n)"
    echo "configure: $(./config.status --config)"
    sed -n "s/^\(HIP_LIBS\|NVCC\|FSPARSE_HIP_COMPILE_FLAGS\)='\(.*\)'$/\1: \2/p" config.log
} >"$suite/BUILD-INFO"

# Every program carries the whole library and cudart: packed together with
# a dictionary that spans several programs, the copies compress to a few
# MiB, which keeps the folder small enough to send to the GPU machine.
# gpu-run-suite.sh unpacks them there before the first run.
while read -r program; do strip --strip-debug "$suite/$program"; done <"$suite/MANIFEST"
(cd "$suite" && tar -cf - $(sed 's|/.*||' MANIFEST | sort -u) | xz -T"$jobs" -6 --lzma2=dict=64MiB >programs.tar.xz &&
    rm -rf $(sed 's|/.*||' MANIFEST | sort -u))
size=$(du -sb "$suite" | cut -f1)
[ "$size" -lt $size_limit ] || die "the suite is $((size / 1024 / 1024)) MiB, over the limit of 60 MiB"
echo "staged ${#programs[@]} programs and ${#data[@]} data files: $((size / 1024)) KiB in $suite"
echo "then on the GPU machine, with the staged folder copied there: .device/suite/gpu-run-suite.sh LOGDIR"
