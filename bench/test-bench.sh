#!/bin/sh
# Smoke test of rocsparse-bench, TAP output. It runs lines as the library
# logs them (ROCSPARSE_LAYER=2) and checks that the driver exits 0, prints one
# well-formed report line, and makes exactly the call the line names: the
# library, logging again, must write back the very same line for every call.
# Run from the build directory (make check does), or set ROCSPARSE_BENCH.

bench=${ROCSPARSE_BENCH:-./bench/rocsparse-bench}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/test-bench.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
count=0
failed=0

ok() { # ok CONDITION-STATUS DESCRIPTION
    count=$((count + 1))
    if [ "$1" -eq 0 ]; then
        echo "ok $count - $2"
    else
        echo "not ok $count - $2"
        failed=$((failed + 1))
    fi
}

diag() {
    sed 's/^/# /' "$@"
}

# run_logged ARGS...: runs the driver with bench logging into $tmp/log;
# stdout in $tmp/out, stderr in $tmp/err, exit status in $status.
run_logged() {
    rm -f "$tmp/log"
    ROCSPARSE_LAYER=2 ROCSPARSE_LOG_BENCH_PATH="$tmp/log" "$bench" "$@" >"$tmp/out" 2>"$tmp/err"
    status=$?
}

# The report line: function prec nnz n base iters median_us min_us GB/s GFLOP/s.
number='[0-9][0-9]*\.[0-9][0-9][0-9]'
report_format="^[a-z][a-z]* *[sdcz] *[0-9][0-9]* *[0-9][0-9]* *[01] *[0-9][0-9]* *$number *$number *$number *($number|-)\$"

# check_report FUNCTION PREC NNZ BASE ITERS: the one data line has these.
check_report() {
    data=$(grep -v '^#' "$tmp/out")
    [ "$(grep -vc '^#' "$tmp/out")" -eq 1 ] || return 1
    echo "$data" | grep -Eq "$report_format" || return 1
    # shellcheck disable=SC2086 # split into its columns
    set -- "$1" "$2" "$3" "$4" "$5" $data
    [ "$6" = "$1" ] && [ "$7" = "$2" ] && [ "$8" = "$3" ] && [ "${10}" = "$4" ] && [ "${11}" = "$5" ] || return 1
    # the median is not below the minimum; flops only where arithmetic is done
    awk -v m="${12}" -v n="${13}" 'BEGIN { exit !(m + 0 >= n + 0) }' || return 1
    case $1 in
    gthr | gthrz | sctr) [ "${15}" = - ] ;;
    *) [ "$3" -eq 0 ] || [ "${15}" != - ] ;;
    esac
}

# replay LINE: runs a logged line split into words, as a shell would, and
# checks the report and that each call was logged again as LINE.
replay() {
    line=$1
    set -f
    # shellcheck disable=SC2086 # split into words, nothing else
    set -- $line
    set +f
    shift # the program's name
    run_logged "$@"
    function=$2 prec=$4 nnz=$6
    base=$(echo "$line" | sed 's/.*--indexbaseA \([01]\).*/\1/')
    [ "$status" -eq 0 ] && check_report "$function" "$prec" "$nnz" "$base" 20
    ok $? "runs and reports: $line"
    [ "$status" -eq 0 ] || diag "$tmp/err"
    # 2 warm-up calls and 20 timed ones, each logged as the line itself
    calls=$(grep -c . "$tmp/log" 2>/dev/null)
    others=$(grep -vcxF -e "$line" "$tmp/log" 2>/dev/null)
    [ "$calls" = 22 ] && [ "$others" = 0 ]
    ok $? "repeats the call exactly: $line"
    [ "$others" = 0 ] || diag "$tmp/log"
}

# Lines in the library's log format, one per routine and precision kind,
# complex scalars, both bases, and values written with all their digits.
while IFS= read -r line; do
    replay "$line"
done <<'EOF'
rocsparse-bench -f axpyi -r d --nnz 1000 --alpha 2 --indexbaseA 1
rocsparse-bench -f axpyi -r c --nnz 100 --alpha 0.5 --alphai -1.25 --indexbaseA 0
rocsparse-bench -f doti -r z --nnz 1000 --indexbaseA 0
rocsparse-bench -f doti -r s --nnz 333 --indexbaseA 1
rocsparse-bench -f dotci -r c --nnz 50 --indexbaseA 1
rocsparse-bench -f dotci -r z --nnz 0 --indexbaseA 0
rocsparse-bench -f gthr -r s --nnz 64 --indexbaseA 0
rocsparse-bench -f gthrz -r z --nnz 64 --indexbaseA 1
rocsparse-bench -f sctr -r d --nnz 7 --indexbaseA 0
rocsparse-bench -f roti -r d --nnz 10 --alpha 0.59999999999999998 --beta 0.80000000000000004 --indexbaseA 0
rocsparse-bench -f roti -r s --nnz 10 --alpha 0.600000024 --beta -0.800000012 --indexbaseA 1
EOF

# A line produced by a tiny run (the imaginary part comes back as --alphai),
# then replayed.
run_logged -f axpyi -r z --nnz 5 --alpha 3 --alphai -0.5 --indexbaseA 1 -i 1 --warmup 0
produced=$(head -n 1 "$tmp/log" 2>/dev/null)
[ "$status" -eq 0 ] && [ "$produced" = 'rocsparse-bench -f axpyi -r z --nnz 5 --alpha 3 --alphai -0.5 --indexbaseA 1' ]
ok $? "a tiny run logs its call: $produced"
replay "$produced"

# Options that are not in log lines.
run_logged -f sctr -r c --nnz 40 -n 40 -i 3 --warmup 0 --seed 7 -v 0 --device 0
[ "$status" -eq 0 ] && check_report sctr c 40 0 3 && [ "$(grep -c . "$tmp/log")" = 3 ] \
    && grep -v '^#' "$tmp/out" | awk '{ exit !($4 == 40) }'
ok $? "-n, -i, --warmup, --seed, -v, --device"
run_logged --function=gthr --precision=d --nnz=12 --iters=2
[ "$status" -eq 0 ] && check_report gthr d 12 0 2 && grep -v '^#' "$tmp/out" | awk '{ exit !($4 == 120) }'
ok $? "long options with '=', the dense length defaults to 10*nnz"

"$bench" --help >"$tmp/out" 2>"$tmp/err"
status=$?
missing=0
for f in axpyi doti dotci gthr gthrz roti sctr --indexbaseA --alphai --betai --iters --seed; do
    grep -q -e "$f" "$tmp/out" || missing=1
done
[ "$status" -eq 0 ] && [ "$missing" -eq 0 ] && [ ! -s "$tmp/err" ]
ok $? "--help exits 0 and names every function and option"

# Bad command lines: exit 2, a usage message on stderr, no report.
while IFS= read -r args; do
    set -f
    # shellcheck disable=SC2086 # split into words, nothing else
    "$bench" $args >"$tmp/out" 2>"$tmp/err"
    status=$?
    set +f
    [ "$status" -eq 2 ] && grep -q '^usage: rocsparse-bench' "$tmp/err" && [ ! -s "$tmp/out" ]
    ok $? "rejected with exit 2: $args"
done <<'EOF'
--nnz 10
-f nosuch
-f axpyi --bogus
-f axpyi -r q
-f axpyi -r dd
-f dotci -r d
-f roti -r c
-f axpyi --nnz 20 -n 10
-f axpyi --nnz -1
-f axpyi --nnz 12x
-f axpyi --alpha (1;
-f axpyi --alpha (1;2)x
-f axpyi --alpha nan
-f axpyi --alphai (1;2)
-f axpyi --indexbaseA 2
-f axpyi -i 0
-f axpyi -v 2
-f axpyi extra
EOF

echo "1..$count"
[ "$failed" -eq 0 ]
