#!/bin/bash
# gpu-run-pcg.sh: runs the MPI example that gpu-build-nvidia.sh staged
# (examples/pcg_poisson) on the GPU machine: on one rank, then on two ranks
# that share the GPU (both pick device 0: their node-local rank modulo the
# device count).
#
# Usage (on the GPU machine, from any directory; the program sits beside
# the script in examples/):
#     gpu-run-pcg.sh [PCG_POISSON-OPTIONS...]      (e.g. --n 128 --pc ic0)
#     gpu-run-pcg.sh --scaling N|fill[=F] [--logs DIR] [PCG_POISSON-OPTIONS...]
#
# --scaling N runs the N^3 grid on one rank and on two (strong scaling: the
# same problem), then the 2N x N x N grid on two ranks (weak scaling: the
# same problem per rank). Two ranks take devices 0 and 1 where the machine
# has two GPUs, and share device 0 where it has one; each run prints the
# device of each rank. At the end a table gives, per run, the iterations,
# the time per iteration, the halo exchange's share and the parallel
# efficiency: one rank's time over twice the time of two ranks on the same
# problem (strong), one rank's time per iteration over that of two ranks
# on the doubled problem (weak).
#
# --scaling fill=F (F a fraction, default 0.7) chooses N so that one rank's
# N^3 problem takes about F of one device's memory: a small calibration run
# (100^3, the same options, one iteration) measures the device bytes a row
# takes; N is also kept where a rank's matrix stays below 1.9 G entries
# (the library's indices are 32-bit).
#
# --logs DIR keeps each run's output in DIR (run-1.log, run-2.log,
# run-2w.log) and the table in DIR/summary.md.
#
# The program is linked against the MPI libraries of the build machine
# (Open MPI from Debian); the GPU machine needs a runtime of that ABI and
# its launcher. Where it lacks them, the script says what is missing and
# exits with status 77 (skipped), before any run.
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
    size=${2:?--scaling needs the grid size N or fill[=F]}
    shift 2
    logs=
    if [ "${1:-}" = --logs ]; then
        logs=${2:?--logs needs a folder}
        shift 2
        mkdir -p "$logs" || exit 1
    fi
    work=$(mktemp -d) || exit 1
    trap 'rm -rf "$work"' EXIT
    [ -n "$logs" ] || logs=$work
    stencil=7
    prev=
    for arg in "$@"; do
        [ "$prev" = --stencil ] && stencil=$arg
        prev=$arg
    done

    case $size in
    fill | fill=*)
        fraction=0.7
        [ "$size" = fill ] || fraction=${size#fill=}
        printf '\n==== calibration: 1 rank, 100^3, one iteration\n'
        # One iteration does not converge, so the status is not looked at.
        "$launcher" "${flags[@]}" -np 1 "$program" --n 100 "$@" --maxit 1 --print-every 0 >"$work/calibration.log" 2>&1
        cat "$work/calibration.log"
        n=$(awk -v fraction="$fraction" -v stencil="$stencil" '
            /^  unknowns/ { rows = $2 + 0 }
            /device memory/ { after = $3; before = $9; sub(/\(/, "", before); total = $13 }
            END {
                if (rows <= 0 || after <= before || total <= 0) exit 1
                per_row = (after - before) * 2^30 / rows
                room = fraction * total * 2^30 - before * 2^30
                if (room < 8 * per_row) exit 1
                n = int(exp(log(room / per_row) / 3))
                while (n > 1 && n^3 * stencil > 1.9e9) n--
                printf "%d\n", n
                printf "%.0f bytes of device memory a row; N = %d\n", per_row, n > "/dev/stderr"
            }' "$work/calibration.log") || {
            echo "gpu-run-pcg.sh: no grid fits: the calibration run printed no device memory line, or the device is too full"
            exit 1
        }
        ;;
    *) n=$size ;;
    esac

    # The process grid of two ranks splits x: doubling x gives each rank an
    # N^3 block.
    runs=("1 1 --n $n" "2 2 --n $n" "2w 2 --nx $((2 * n)) --ny $n --nz $n")
    for run in "${runs[@]}"; do
        read -r tag ranks grid <<<"$run"
        printf '\n==== %s rank(s), %s\n' "$ranks" "$grid"
        # shellcheck disable=SC2086 # grid is a list of options
        "$launcher" "${flags[@]}" -np "$ranks" "$program" $grid "$@" 2>&1 | tee "$logs/run-$tag.log"
        [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
    done

    # One line per run, then the efficiencies against the one-rank run.
    awk '
        FNR == 1 { run++; tag[run] = FILENAME; sub(/.*run-/, "", tag[run]); sub(/\.log$/, "", tag[run]) }
        /^  grid/ { grid[run] = $2 "x" $4 "x" $6 }
        /^  ranks/ { ranks[run] = $2 }
        /onverged in/ { iters[run] = $(NF - 1); if ($1 == "NOT") iters[run] = iters[run] " (not converged)" }
        /time per iteration/ { per_iter[run] = $4; line = $0; sub(/.*solve */, "", line); solve[run] = line + 0
                               line = $0; sub(/.*setup */, "", line); setup[run] = line + 0 }
        /share of the time/ { line = $0; sub(/.*halo */, "", line); halo[run] = line + 0 }
        /device memory / { memory[run] = $3 " of " $13 }
        END {
            print "| run | grid | ranks | iterations | time per iteration (ms) | solve (s) | setup (s) | halo share | device memory (GiB) | parallel efficiency |"
            print "|---|---|---|---|---|---|---|---|---|---|"
            for (r = 1; r <= run; r++) {
                eff = "-"
                if (tag[r] == "2" && solve[r] > 0)
                    eff = sprintf("strong %.2f (per iteration %.2f)", solve[1] / (2 * solve[r]), per_iter[1] / (2 * per_iter[r]))
                if (tag[r] == "2w" && per_iter[r] > 0)
                    eff = sprintf("weak %.2f (per iteration)", per_iter[1] / per_iter[r])
                printf "| %s | %s | %s | %s | %s | %.2f | %.1f | %.1f%% | %s | %s |\n", tag[r], grid[r], ranks[r], iters[r], per_iter[r], solve[r], setup[r], halo[r], memory[r], eff
            }
        }' "$logs/run-1.log" "$logs/run-2.log" "$logs/run-2w.log" | tee "$logs/summary.md"
    exit $status
fi
for ranks in 1 2; do
    printf '\n==== %s rank(s) on this machine'"'"'s GPU(s)\n' "$ranks"
    "$launcher" "${flags[@]}" -np "$ranks" "$program" "$@" || status=1
done
exit $status
