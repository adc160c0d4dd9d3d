#!/bin/bash
# gpu-run-pcg.sh: runs the MPI example that gpu-build-nvidia.sh staged
# (examples/pcg_poisson) on the GPU machine: on one rank, then on two ranks
# that share the GPU (both pick device 0: their node-local rank modulo the
# device count).
#
# Usage (on the GPU machine, from any directory; the program sits beside
# the script in examples/):
#     gpu-run-pcg.sh [PCG_POISSON-OPTIONS...]      (e.g. --n 128 --pc ic0)
#     gpu-run-pcg.sh --scaling N [PCG_POISSON-OPTIONS...]
#
# --scaling N runs the N^3 grid on one rank and on two (strong scaling: the
# same problem), then the 2N x N x N grid on two ranks (weak scaling: the
# same problem per rank). Two ranks take devices 0 and 1 where the machine
# has two GPUs, and share device 0 where it has one; each run prints the
# device of each rank.
#
# The program is linked against the MPI libraries of the build machine
# (Open MPI from Debian); the GPU machine needs that runtime and its
# launcher. Where it lacks them, the script says what is missing and exits
# with status 77 (skipped), before any run.
set -u

suite=$(cd "$(dirname "$0")" && pwd)
program=$suite/examples/pcg_poisson
[ -x "$program" ] || { echo "gpu-run-pcg.sh: $program was not staged (no MPI on the build machine?)"; exit 77; }

missing=$(ldd "$program" 2>&1 | awk '/not found/ { print $1 }' | tr '\n' ' ')
if [ -n "$missing" ]; then
    echo "gpu-run-pcg.sh: this machine lacks the MPI runtime the example needs: ${missing}"
    exit 77
fi
launcher=$(command -v mpirun || command -v mpiexec) || {
    echo "gpu-run-pcg.sh: this machine has no mpirun or mpiexec"
    exit 77
}
flags=()
if "$launcher" --version 2>/dev/null | grep -q -i -e 'open mpi' -e 'openrte'; then
    flags+=(--oversubscribe)
    [ "$(id -u)" -eq 0 ] && flags+=(--allow-run-as-root)
fi

status=0
if [ "${1:-}" = --scaling ]; then
    n=${2:?--scaling needs the grid size N}
    shift 2
    # The process grid of two ranks splits x: doubling x gives each rank an
    # N^3 block.
    runs=("1 --n $n" "2 --n $n" "2 --nx $((2 * n)) --ny $n --nz $n")
    for run in "${runs[@]}"; do
        read -r ranks grid <<<"$run"
        printf '\n==== %s rank(s), %s\n' "$ranks" "$grid"
        # shellcheck disable=SC2086 # grid is a list of options
        "$launcher" "${flags[@]}" -np "$ranks" "$program" $grid "$@" || status=1
    done
    exit $status
fi
for ranks in 1 2; do
    printf '\n==== %s rank(s) on this machine'"'"'s GPU(s)\n' "$ranks"
    "$launcher" "${flags[@]}" -np "$ranks" "$program" "$@" || status=1
done
exit $status
