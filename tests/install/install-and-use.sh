#!/bin/sh
# Install-and-use test (TAP): stages `make install` under a temporary
# DESTDIR, then builds every example against the staged copy the way a
# user would, with nothing but `pkg-config rocsparse`, and runs them: each
# checks its own result, and the two Level 1 examples' output is compared
# with tests/install/expected-output.txt.
#
# Run by `make check` from the top build directory; the build writes what
# it knows (compilers, install directories) into tests/install/config.sh,
# and the names of the examples into examples/list.sh.

config=tests/install/config.sh
if [ ! -r "$config" ]; then
    echo "1..0 # SKIP $config missing: run this through 'make check'"
    exit 0
fi
. "./$config"
list=examples/list.sh
if [ ! -r "$list" ]; then
    echo "1..0 # SKIP $list missing: run this through 'make check'"
    exit 0
fi
. "./$list"

stage=$(mktemp -d "${TMPDIR:-/tmp}/fsparse-install.XXXXXX") || exit 1
trap 'rm -rf "$stage"' EXIT
work=$stage/work
mkdir "$work"

n=0
failed=0
pass() { n=$((n + 1)); echo "ok $n - $1"; }
fail() { n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"; }
skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }
# Indented diagnostics from a file, for the log.
diag() { sed -e 's/^/# /' "$1"; }

# shellcheck disable=SC2154 # examples_c and examples_fortran come from the list
set -- $examples_c
n_c=$#
set -- $examples_fortran
n_fortran=$#
echo "1..$((4 + n_c + 1 + 2 + n_fortran + 1))"

# 1. The install itself. The inner make must not inherit the outer one's
#    flags (jobserver, TESTS=..., -n); DESTDIR keeps the configured paths,
#    so the installed rocsparse.pc stays exactly what a real install gets.
if env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL "$MAKE" -C "$abs_top_builddir" install \
        DESTDIR="$stage/root" >"$work/install.log" 2>&1; then
    pass "make install DESTDIR=<stage>"
else
    diag "$work/install.log"
    fail "make install DESTDIR=<stage>"
fi
root=$stage/root

# 2. The static library.
if [ -f "$root$libdir/librocsparse.a" ]; then
    pass "librocsparse.a in libdir"
else
    fail "librocsparse.a in libdir ($libdir)"
fi

# 3. The headers: the umbrella, the device-memory helper, and every header
#    that an installed header includes by quoted name.
hdir=$root$includedir/rocsparse
missing=
for h in rocsparse.h fsparse-device.h; do
    [ -f "$hdir/$h" ] || missing="$missing $h"
done
for h in "$hdir"/*.h; do
    [ -f "$h" ] || continue
    for inc in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$h"); do
        [ -f "$hdir/$inc" ] || missing="$missing $inc(from $(basename "$h"))"
    done
done
if [ -z "$missing" ]; then
    pass "headers in includedir/rocsparse"
else
    echo "# missing:$missing"
    fail "headers in includedir/rocsparse ($includedir/rocsparse)"
fi

# 4. pkg-config finds and reads the staged rocsparse.pc. Every directory
#    variable is redirected into the stage; other flags (Libs.private of a
#    GPU build) stay as they are, which PKG_CONFIG_SYSROOT_DIR would not do.
PKG_CONFIG_PATH=$root$pkgconfigdir
PKG_CONFIG_LIBDIR=$root$pkgconfigdir
export PKG_CONFIG_PATH PKG_CONFIG_LIBDIR
unset PKG_CONFIG_SYSROOT_DIR
pc_defines=
if [ -f "$root$pkgconfigdir/rocsparse.pc" ] && "$PKG_CONFIG" --exists --print-errors rocsparse 2>"$work/pc.log"; then
    for var in prefix exec_prefix libdir includedir fmoddir; do
        value=$("$PKG_CONFIG" --variable="$var" rocsparse)
        [ -n "$value" ] && pc_defines="$pc_defines --define-variable=$var=$root$value"
    done
    pass "rocsparse.pc in pkgconfigdir, read by pkg-config"
else
    [ -f "$work/pc.log" ] && diag "$work/pc.log"
    fail "rocsparse.pc in pkgconfigdir ($pkgconfigdir), read by pkg-config"
fi
# shellcheck disable=SC2086 # pc_defines is a list of words
cflags=$("$PKG_CONFIG" $pc_defines --cflags rocsparse 2>/dev/null)
# shellcheck disable=SC2086
libs=$("$PKG_CONFIG" $pc_defines --libs --static rocsparse 2>/dev/null)
echo "# cflags: $cflags"
echo "# libs:   $libs"

# Runs an example binary and compares its output with the expected text.
check_output() { # name binary
    if "$2" >"$work/$1.out" 2>"$work/$1.err" && cmp -s "$work/$1.out" "$abs_top_srcdir/tests/install/expected-output.txt"; then
        pass "$1 runs and prints the expected results"
    else
        echo "# output of $1:"
        diag "$work/$1.out"
        diag "$work/$1.err"
        fail "$1 runs and prints the expected results"
    fi
}

# Builds one example from the source tree with pkg-config's flags only and
# runs it; it exits non-zero on a wrong result.
build_and_run() { # name compiler extra-arguments...
    name=$1
    shift
    # shellcheck disable=SC2086 # cflags and libs are lists of words
    if (cd "$work" && "$@" $cflags $libs) >"$work/$name.build.log" 2>&1; then
        if "$work/$name" >"$work/$name.out" 2>"$work/$name.err"; then
            pass "$name builds with pkg-config --cflags / --libs --static and runs"
            return
        fi
        diag "$work/$name.out"
        diag "$work/$name.err"
    else
        diag "$work/$name.build.log"
    fi
    fail "$name builds with pkg-config --cflags / --libs --static and runs"
}

# C: every example, then the first one's output.
for name in $examples_c; do
    # shellcheck disable=SC2086 # CC may hold flags
    build_and_run "$name" $CC -o "$name" "$abs_top_srcdir/examples/$name.c"
done
if [ -x "$work/c_level1" ]; then
    check_output c_level1 "$work/c_level1"
else
    fail "c_level1 runs and prints the expected results"
fi

# Fortran: the modules must sit in a directory that --cflags names; the
# examples' helper module is compiled first, into the work directory.
if [ "$enable_fortran" != yes ]; then
    skip "Fortran modules (Fortran disabled)"
    skip "Fortran examples' helper module (Fortran disabled)"
    skip "fortran_level1 output (Fortran disabled)"
else
    missing=
    for mod in rocsparse rocsparse_enums fsparse_device; do
        found=no
        for flag in $cflags; do
            case $flag in
            -I*) [ -f "${flag#-I}/$mod.$FC_MODEXT" ] && found=yes ;;
            esac
        done
        [ $found = yes ] || missing="$missing $mod.$FC_MODEXT"
    done
    if [ -z "$missing" ]; then
        pass "Fortran modules in a directory that pkg-config --cflags names"
    else
        echo "# missing:$missing"
        fail "Fortran modules in a directory that pkg-config --cflags names"
    fi
    # shellcheck disable=SC2086
    if (cd "$work" && $FC -c "$abs_top_srcdir/examples/example_util.f90" $cflags) >"$work/util.log" 2>&1; then
        pass "the Fortran examples' helper module compiles with pkg-config --cflags"
    else
        diag "$work/util.log"
        fail "the Fortran examples' helper module compiles with pkg-config --cflags"
    fi
    for name in $examples_fortran; do
        # The module files go to the work directory, not beside the source.
        helper=
        [ "$name" = fortran_level1 ] || helper=example_util.o
        # shellcheck disable=SC2086 # FC may hold flags
        build_and_run "$name" $FC -o "$name" "$abs_top_srcdir/examples/$name.f90" $helper
    done
    if [ -x "$work/fortran_level1" ]; then
        check_output fortran_level1 "$work/fortran_level1"
    else
        fail "fortran_level1 runs and prints the expected results"
    fi
fi

[ $failed -eq 0 ]
