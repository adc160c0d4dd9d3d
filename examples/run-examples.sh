#!/bin/sh
# Runs every example built by `make check` (TAP): each checks its own
# result and exits non-zero on a wrong one. The names come from
# examples/list.sh, which the Makefile writes; run from the top build
# directory.
list=examples/list.sh
if [ ! -r "$list" ]; then
    echo "1..0 # SKIP $list missing: run this through 'make check'"
    exit 0
fi
. "./$list"

# shellcheck disable=SC2154 # examples_c and examples_fortran come from the list
set -- $examples_c $examples_fortran
echo "1..$#"
n=0
failed=0
out=${TMPDIR:-/tmp}/fsparse-example.$$
trap 'rm -f "$out"' EXIT
for name in "$@"; do
    n=$((n + 1))
    if "./examples/$name" >"$out" 2>&1; then
        echo "ok $n - $name"
    else
        failed=$((failed + 1))
        echo "not ok $n - $name"
    fi
    # What the example printed, as diagnostics in the log.
    sed -e 's/^/# /' "$out"
done
[ $failed -eq 0 ]
