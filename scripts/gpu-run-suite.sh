#!/bin/bash
# gpu-run-suite.sh: runs the test suite that gpu-build-nvidia.sh staged,
# on a GPU machine that has neither a compiler nor make.
#
# Usage (on the GPU machine, from any directory; the script finds its suite
# beside it):
#     gpu-run-suite.sh [--memcheck] [--racecheck] [--timeout SECONDS] [--jobs N] LOGDIR [PROGRAM...]
#
#   LOGDIR      where each program's output (its TAP stream, and the
#               sanitizer's report) is kept: LOGDIR/<program>.log with the
#               slashes of the program's path turned into '_'. Give a
#               folder that is brought back from the GPU machine.
#   PROGRAM     run only these (paths as in MANIFEST, e.g. tests/test_doti);
#               default: every program of MANIFEST, in its order.
#   --memcheck, --racecheck
#               run each program under `compute-sanitizer --tool memcheck`
#               (or racecheck; both: once under each); a sanitizer report
#               fails the run. compute-sanitizer is looked for in PATH, then
#               in /usr/local/cuda/bin. Extra sanitizer options may be given
#               in FSPARSE_SANITIZER_ARGS (e.g. "--leak-check full").
#   --timeout   limit of one run in seconds (default 120, 600 under a
#               sanitizer); a run killed by it is a failure.
#   --jobs N    run N programs at a time (default 1): the programs check
#               results, not timings, so they may share the GPU, and the
#               suite then fits a shorter stay on the GPU machine. Each
#               run's line is printed as it ends, and its log is complete
#               in LOGDIR from then on, so a LOGDIR that is brought back
#               keeps what ran even when the whole command is cut short.
#
# Programs run from the suite folder with srcdir set to it, as make check
# runs them from the build tree. Prints one line per run, then, last,
# "N passed, N failed": the TAP test points that passed and failed over all
# runs (a "not ok # TODO" counts as passed, an "ok # TODO" as failed, as
# Automake's TAP driver has them). A run that crashes or exits non-zero,
# bails out, has no plan or a plan that disagrees with its test points adds
# one failure. The exit status is 0 when nothing failed.
set -u

suite=$(cd "$(dirname "$0")" && pwd)
tools=()
timeout_s=
jobs=1
while [ $# -gt 0 ]; do
    case $1 in
    --memcheck) tools+=(memcheck) ;;
    --racecheck) tools+=(racecheck) ;;
    --timeout) timeout_s=${2:?--timeout needs a number of seconds}; shift ;;
    --timeout=*) timeout_s=${1#--timeout=} ;;
    --jobs) jobs=${2:?--jobs needs a number}; shift ;;
    --jobs=*) jobs=${1#--jobs=} ;;
    -h | --help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    --) shift; break ;;
    -*) echo "gpu-run-suite.sh: unknown option $1" >&2; exit 2 ;;
    *) break ;;
    esac
    shift
done
if [ $# -lt 1 ]; then
    echo "usage: gpu-run-suite.sh [--memcheck] [--racecheck] [--timeout SECONDS] [--jobs N] LOGDIR [PROGRAM...]" >&2
    exit 2
fi
case $jobs in
'' | *[!0-9]* | 0) echo "gpu-run-suite.sh: --jobs takes a positive number" >&2; exit 2 ;;
esac
logdir=$1
shift
mkdir -p "$logdir" && logdir=$(cd "$logdir" && pwd) || exit 2

# The programs come packed (gpu-build-nvidia.sh): unpack them once, with
# python's lzma where tar cannot read xz.
if [ -f "$suite/programs.tar.xz" ] && [ ! -f "$suite/.unpacked" ]; then
    (cd "$suite" && { tar -xJf programs.tar.xz 2>/dev/null ||
        python3 -c 'import lzma, sys, tarfile; tarfile.open(fileobj=lzma.open(sys.argv[1])).extractall(".")' programs.tar.xz; }) ||
        { echo "gpu-run-suite.sh: cannot unpack programs.tar.xz" >&2; exit 2; }
    touch "$suite/.unpacked"
fi

if [ $# -gt 0 ]; then
    programs=("$@")
else
    mapfile -t programs < <(grep -v '^[[:space:]]*\(#\|$\)' "$suite/MANIFEST")
fi
if [ ${#programs[@]} -eq 0 ]; then
    echo "gpu-run-suite.sh: no programs in $suite/MANIFEST" >&2
    exit 2
fi

sanitizer=
if [ ${#tools[@]} -gt 0 ]; then
    sanitizer=$(command -v compute-sanitizer || true)
    [ -n "$sanitizer" ] || [ ! -x /usr/local/cuda/bin/compute-sanitizer ] ||
        sanitizer=/usr/local/cuda/bin/compute-sanitizer
    if [ -z "$sanitizer" ]; then
        echo "gpu-run-suite.sh: compute-sanitizer not found" >&2
        exit 2
    fi
    : "${timeout_s:=600}"
else
    tools=(none)
    : "${timeout_s:=120}"
fi
run_limit=()
if command -v timeout >/dev/null; then
    run_limit=(timeout -k 10 "$timeout_s")
fi

# Counts a TAP stream: "ok notok plan plans bailed" (plan -1 when none).
tap_counts() {
    awk '
        /^not ok([ \t]|$)/ { if ($0 ~ /#[ \t]*[Tt][Oo][Dd][Oo]/) ok++; else notok++; next }
        /^ok([ \t]|$)/     { if ($0 ~ /#[ \t]*[Tt][Oo][Dd][Oo]/) notok++; else ok++; next }
        /^1\.\.[0-9]+/     { if (plans++ == 0) plan = substr($1, 4) + 0; next }
        /^Bail out!/       { bailed = 1 }
        END { print ok + 0, notok + 0, (plans ? plan : -1), plans + 0, bailed + 0 }
    ' "$1"
}

# Why an exit status is a failure, in words; nothing for 0.
describe_status() {
    case $1 in
    0) ;;
    124) echo "timed out after ${timeout_s}s" ;;
    86) echo "sanitizer errors" ;;
    *) if [ "$1" -gt 128 ]; then echo "killed by signal $(($1 - 128))"; else echo "exit status $1"; fi ;;
    esac
}

export srcdir=$suite

# One run: its line (and first failures) on stdout, and its counts, "ok
# failures", in LOGDIR/NAME.counts for the totals.
run_one() { # program tool
    local program=$1 tool=$2 name label log status ok notok plan plans bailed detail problem
    local command problems=()
    name=$(echo "$program" | tr '/' '_')
    command=("$suite/$program")
    label=$program
    if [ "$tool" != none ]; then
        name=$name.$tool
        label="$program ($tool)"
        # Some programs (the header checks) never call CUDA: not an error.
        # shellcheck disable=SC2086  # the extra options are words
        command=("$sanitizer" --tool "$tool" --require-cuda-init=no --error-exitcode 86 ${FSPARSE_SANITIZER_ARGS:-} "${command[@]}")
    fi
    log=$logdir/$name.log
    if [ ! -x "$suite/$program" ]; then
        echo "FAIL $label: not in the suite" | tee "$log"
        echo "0 1" >"$logdir/$name.counts"
        return
    fi
    # The braces keep the shell's own "Segmentation fault" notice quiet:
    # the run's line below says it.
    { (cd "$suite" && exec "${run_limit[@]}" "${command[@]}") >"$log" 2>&1 </dev/null; } 2>/dev/null
    status=$?
    read -r ok notok plan plans bailed < <(tap_counts "$log")
    [ "$status" -eq 0 ] || problems+=("$(describe_status "$status")")
    [ "$bailed" -eq 0 ] || problems+=("bailed out")
    if [ "$plans" -eq 0 ]; then
        problems+=("no plan")
    elif [ "$plans" -gt 1 ]; then
        problems+=("$plans plans")
    elif [ "$plan" -ne $((ok + notok)) ]; then
        problems+=("planned $plan, ran $((ok + notok))")
    fi
    echo "$ok $((notok + (${#problems[@]} > 0 ? 1 : 0)))" >"$logdir/$name.counts"
    if [ "$notok" -eq 0 ] && [ ${#problems[@]} -eq 0 ]; then
        echo "PASS $label: $ok ok"
    else
        detail="$ok ok, $notok not ok"
        for problem in "${problems[@]}"; do
            detail="$detail, $problem"
        done
        # One write of the whole report, so that parallel runs do not
        # interleave their lines.
        detail="FAIL $label: $detail (log: $log)"
        problem=$(grep -E '^(not ok|Bail out!)|^=+ +(ERROR|Invalid|Race|Leaked)' "$log" | head -n 5 | sed 's/^/    /')
        printf '%s\n' "$detail${problem:+
$problem}"
    fi
}

rm -f "$logdir"/*.counts
running=0
for program in "${programs[@]}"; do
    for tool in "${tools[@]}"; do
        if [ "$jobs" -eq 1 ]; then
            run_one "$program" "$tool"
            continue
        fi
        if [ "$running" -ge "$jobs" ]; then
            wait -n
            running=$((running - 1))
        fi
        run_one "$program" "$tool" &
        running=$((running + 1))
    done
done
wait

passed=0
failed=0
for counts in "$logdir"/*.counts; do
    [ -f "$counts" ] || continue
    read -r ok bad <"$counts"
    passed=$((passed + ok))
    failed=$((failed + bad))
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
