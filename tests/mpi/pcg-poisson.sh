#!/bin/sh
# The main job under MPI (TAP): examples/pcg_poisson on FSPARSE_TEST_RANKS
# ranks (default 2) with each preconditioner, both stencils and a Matrix
# Market file; its failures (no convergence, bad options) must exit
# non-zero; then the same sources are built from outside the tree against
# a staged `make install` with only pkg-config and the MPI compiler
# wrapper, and run.
#
# Run by `make check` from the top build directory, which writes what the
# build knows about MPI into tests/mpi/config.sh.

config=tests/mpi/config.sh
if [ ! -r "$config" ]; then
    echo "1..0 # SKIP $config missing: run this through 'make check'"
    exit 0
fi
. "./$config"
if [ "$enabled" != yes ]; then
    echo "1..0 # SKIP configure found no MPI for Fortran (Debian: apt-get install openmpi-bin libopenmpi-dev)"
    exit 0
fi
if [ -z "$MPIEXEC" ]; then
    echo "1..0 # SKIP no mpiexec or mpirun"
    exit 0
fi

ranks=${FSPARSE_TEST_RANKS:-2}
# Open MPI refuses to run as root, and more ranks than cores, unless told;
# the ranks share the machine, so each uses one OpenMP thread.
launch="$MPIEXEC"
if "$MPIEXEC" --version 2>/dev/null | grep -q -i -e 'open mpi' -e 'openrte'; then
    launch="$launch --oversubscribe"
    [ "$(id -u)" -eq 0 ] && launch="$launch --allow-run-as-root"
fi
OMP_NUM_THREADS=1
export OMP_NUM_THREADS

stage=$(mktemp -d "${TMPDIR:-/tmp}/fsparse-mpi.XXXXXX") || exit 1
trap 'rm -rf "$stage"' EXIT

# In a build with LeakSanitizer, MPI's own allocations, kept until exit
# by libraries and plugins that the sanitizer cannot even name, would fail
# every run: leaks do not set the exit status here; a leak whose stack
# passes through the example or the library fails the test point instead.
LSAN_OPTIONS="exitcode=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export LSAN_OPTIONS
ours=' in (__pcg_[a-z_]*_MOD_|pcg_poisson|MAIN__|backend_|rocsparse_|fsparse_)'

n=0
failed=0
pass() { n=$((n + 1)); echo "ok $n - $1"; }
fail() { n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"; }
diag() { sed -e 's/^/# /' "$1"; }

# A run that must converge, print its summary and exit 0.
solves() { # name program arguments...
    name=$1
    shift
    # shellcheck disable=SC2086 # launch is a command and its options
    if $launch -np "$ranks" "$@" >"$stage/out" 2>&1 &&
        grep -q '^converged in' "$stage/out" && grep -q 'relative error' "$stage/out" &&
        ! grep -q -E "$ours" "$stage/out"; then
        pass "$name"
    else
        diag "$stage/out"
        fail "$name"
    fi
}

# A run that must fail: exit non-zero, and say why.
refuses() { # name pattern program arguments...
    name=$1
    pattern=$2
    shift 2
    # shellcheck disable=SC2086
    if $launch -np "$ranks" "$@" >"$stage/out" 2>&1; then
        diag "$stage/out"
        fail "$name (exited 0)"
    elif grep -q -e "$pattern" "$stage/out"; then
        pass "$name"
    else
        diag "$stage/out"
        fail "$name (no '$pattern' in the output)"
    fi
}

# A symmetric 2D Laplacian on a k x k grid, lower triangle stored.
laplacian_2d() { # k
    awk -v k="$1" 'BEGIN {
        m = k * k; e = 0
        for(i = 0; i < m; i++) e += 1 + (i % k > 0) + (i >= k)
        print "%%MatrixMarket matrix coordinate real symmetric"
        print "% 2D Laplacian, 5-point stencil"
        print m, m, e
        for(i = 0; i < m; i++) {
            if(i >= k) print i + 1, i - k + 1, -1
            if(i % k > 0) print i + 1, i, -1
            print i + 1, i + 1, 4
        }
    }'
}

echo "1..13"
program=./examples/pcg_poisson
for pc in ic0 ilu0 jacobi none; do
    solves "$ranks ranks, 7-point stencil, preconditioner $pc" $program --n 20 --pc $pc
done
solves "$ranks ranks, 27-point stencil, ic0, an uneven grid" $program --nx 17 --ny 12 --nz 9 --stencil 27
solves "$ranks ranks, the halo handed to MPI in device buffers (--gpu-aware)" $program --n 16 --gpu-aware
laplacian_2d 40 >"$stage/laplacian.mtx"
solves "$ranks ranks, a Matrix Market file, ic0" $program --mtx "$stage/laplacian.mtx" --pc ic0
# A diagonal matrix with a negative entry in every block: IC(0) breaks down.
{
    echo "%%MatrixMarket matrix coordinate real general"
    echo "8 8 8"
    for i in 1 2 3 4 5 6 7 8; do echo "$i $i -1"; done
} >"$stage/negative.mtx"
refuses "a matrix that is not positive definite stops IC(0) at a zero pivot" 'zero pivot' \
    $program --mtx "$stage/negative.mtx" --pc ic0
refuses "no convergence in 3 iterations exits non-zero" 'NOT converged' $program --n 20 --maxit 3
refuses "an unknown preconditioner exits non-zero" 'takes none, jacobi, ic0 or ilu0' $program --pc ilu1
refuses "a missing Matrix Market file exits non-zero" 'cannot open' $program --mtx "$stage/none.mtx"

# The solver as a user builds it: stage `make install`, point pkg-config
# at the staged rocsparse.pc, compile with the MPI wrapper outside the tree.
# The wrapper is told to use the compiler the library was built with (Open
# MPI reads OMPI_FC, MPICH MPICH_FC): the .mod files are that compiler's.
root=$stage/root
if env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL "$MAKE" -C "$abs_top_builddir" install DESTDIR="$root" \
        >"$stage/install.log" 2>&1; then
    PKG_CONFIG_PATH=$root$pkgconfigdir
    PKG_CONFIG_LIBDIR=$root$pkgconfigdir
    export PKG_CONFIG_PATH PKG_CONFIG_LIBDIR
    unset PKG_CONFIG_SYSROOT_DIR
    defines=
    for var in prefix exec_prefix libdir includedir fmoddir; do
        value=$("$PKG_CONFIG" --variable="$var" rocsparse)
        [ -n "$value" ] && defines="$defines --define-variable=$var=$root$value"
    done
    # shellcheck disable=SC2086 # defines is a list of words
    flags="$("$PKG_CONFIG" $defines --cflags rocsparse) $("$PKG_CONFIG" $defines --libs --static rocsparse)"
    mkdir "$stage/user"
    src=$abs_top_srcdir/examples
    # shellcheck disable=SC2086 # flags is a list of words
    if (cd "$stage/user" && OMPI_FC=$FC MPICH_FC=$FC "$MPIFC" -o pcg_poisson "$src"/pcg/pcg_check.f90 "$src"/pcg/pcg_options.f90 \
        "$src"/pcg/pcg_partition.f90 "$src"/pcg/pcg_grid.f90 "$src"/pcg/pcg_mtx.f90 "$src"/pcg/pcg_device.f90 \
        "$src"/pcg/pcg_halo.f90 "$src"/pcg/pcg_precond.f90 "$src"/pcg_poisson.f90 $flags) >"$stage/build.log" 2>&1
    then
        pass "pcg_poisson builds against the installed library with pkg-config and $(basename "$MPIFC")"
        solves "the installed build runs on $ranks ranks" "$stage/user/pcg_poisson" --n 16
    else
        echo "# flags: $flags"
        diag "$stage/build.log"
        fail "pcg_poisson builds against the installed library with pkg-config and $(basename "$MPIFC")"
        fail "the installed build runs on $ranks ranks"
    fi
else
    diag "$stage/install.log"
    fail "make install DESTDIR=<stage>"
    fail "the installed build runs on $ranks ranks"
fi

[ $failed -eq 0 ]
