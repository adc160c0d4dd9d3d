#!/bin/sh
# Smoke test of fsparse-bench, TAP output. It runs lines as the library
# logs them (ROCSPARSE_LAYER=2) and checks that the driver exits 0, prints one
# well-formed report line, and makes exactly the call the line names: the
# library, logging again, must write back the very same line for every call.
# Run from the build directory (make check does), or set FSPARSE_BENCH.

bench=${FSPARSE_BENCH:-./bench/fsparse-bench}
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

# The report line: function prec nnz n base iters median_us min_us GB/s
# GFLOP/s l2.
number='[0-9][0-9]*\.[0-9][0-9][0-9]'
report_format="^[a-z][a-z]* *[sdcz] *[0-9][0-9]* *[0-9][0-9]* *[01] *[0-9][0-9]* *$number *$number *$number *($number|-) *(cold|warm)\$"

# check_report FUNCTION PREC NNZ BASE ITERS: the one data line has these,
# and was timed cold (the default).
check_report() {
    data=$(grep -v '^#' "$tmp/out")
    [ "$(grep -vc '^#' "$tmp/out")" -eq 1 ] || return 1
    echo "$data" | grep -Eq "$report_format" || return 1
    # shellcheck disable=SC2086 # split into its columns
    set -- "$1" "$2" "$3" "$4" "$5" $data
    [ "$6" = "$1" ] && [ "$7" = "$2" ] && [ "$8" = "$3" ] && [ "${10}" = "$4" ] && [ "${11}" = "$5" ] \
        && [ "${16}" = cold ] || return 1
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
fsparse-bench -f axpyi -r d --nnz 1000 --alpha 2 --indexbaseA 1
fsparse-bench -f axpyi -r c --nnz 100 --alpha 0.5 --alphai -1.25 --indexbaseA 0
fsparse-bench -f doti -r z --nnz 1000 --indexbaseA 0
fsparse-bench -f doti -r s --nnz 333 --indexbaseA 1
fsparse-bench -f dotci -r c --nnz 50 --indexbaseA 1
fsparse-bench -f dotci -r z --nnz 0 --indexbaseA 0
fsparse-bench -f gthr -r s --nnz 64 --indexbaseA 0
fsparse-bench -f gthrz -r z --nnz 64 --indexbaseA 1
fsparse-bench -f sctr -r d --nnz 7 --indexbaseA 0
fsparse-bench -f roti -r d --nnz 10 --alpha 0.59999999999999998 --beta 0.80000000000000004 --indexbaseA 0
fsparse-bench -f roti -r s --nnz 10 --alpha 0.600000024 --beta -0.800000012 --indexbaseA 1
EOF

# A line produced by a tiny run (the imaginary part comes back as --alphai),
# then replayed.
run_logged -f axpyi -r z --nnz 5 --alpha 3 --alphai -0.5 --indexbaseA 1 -i 1 --warmup 0
produced=$(head -n 1 "$tmp/log" 2>/dev/null)
[ "$status" -eq 0 ] && [ "$produced" = 'fsparse-bench -f axpyi -r z --nnz 5 --alpha 3 --alphai -0.5 --indexbaseA 1' ]
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

# Cache modes: cold (the default) evicts before each timed call, warm does
# not, both times the calls cold and then warm in the same run, a line
# each; the eviction makes no library call.
# check_modes FORMAT TIMES MODE...: the data lines have FORMAT, end with
# these modes in this order, and are the same but for the mode and the
# columns TIMES (space separated numbers: times and rates).
check_modes() {
    format=$1 times=$2
    shift 2
    [ "$(grep -v '^#' "$tmp/out" | grep -Ec "$format")" -eq $# ] || return 1
    [ "$(grep -v '^#' "$tmp/out" | awk '{ print $NF }' | paste -sd' ' -)" = "$*" ] || return 1
    [ "$(grep -v '^#' "$tmp/out" | awk -v times="$times" '
        BEGIN { n = split(times, t, " ") }
        { for (i = 1; i <= n; i++) $t[i] = ""; $NF = ""; print }' | sort -u | wc -l)" -eq 1 ]
}
run_logged -f doti -r d --nnz 300 -i 4 --warmup 1 --l2 both
[ "$status" -eq 0 ] && check_modes "$report_format" "7 8 9 10" cold warm \
    && [ "$(grep -c . "$tmp/log")" = 9 ] && grep -q '^# timing: .*cold: before each timed call' "$tmp/out"
ok $? "--l2 both: 4 calls cold, then 4 warm, a line each"
[ "$status" -eq 0 ] || diag "$tmp/err"
run_logged -f sctr -r z --nnz 30 -i 3 --warmup 0 --l2 warm
[ "$status" -eq 0 ] && check_modes "$report_format" "7 8 9 10" warm && [ "$(grep -c . "$tmp/log")" = 3 ] \
    && ! grep -q 'cold:' "$tmp/out"
ok $? "--l2 warm: back to back, no eviction"
run_logged -f axpyi -r s --nnz 30 -i 3 --l2 cold
[ "$status" -eq 0 ] && check_report axpyi s 30 0 3
ok $? "--l2 cold: as the default"

"$bench" --help >"$tmp/out" 2>"$tmp/err"
status=$?
missing=0
for f in axpyi doti dotci gthr gthrz roti sctr csrmv coomv ellmv hybmv csrmm csrsv csrsm csrilu0 csric0 \
    csrgemm csr2csc csrsort cscsort coosort_by_row coosort_by_column identity nnz \
    lap2d5_2000 tall_4Mx1k lap3d7_200 chain_1M convdiff7_100 NAME_L lap3d27_150 galerkin_AP_G galerkin_RAP_G \
    --indexbaseA --alphai --betai --iters --seed --matrix --mtx --transposeA --transposeB --partition --analysis --cols \
    --l2 --uplo --diag --apolicy --perm --sort-values --action --dir --ld; do
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
    [ "$status" -eq 2 ] && grep -q '^usage: fsparse-bench' "$tmp/err" && [ ! -s "$tmp/out" ]
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
-f csrmv --matrix nosuch
-f csrmv --matrix lap3d27_48 --mtx x.mtx
-f csrmv --transposeA X
-f csrmm --transposeB n
-f hybmv --partition none
-f csrmv --analysis 2
-f coomv --analysis 1
-f csrmm --cols 0
-f axpyi --l2 hot
-f csrmv --l2 Cold
-f csrsv --uplo X
-f csrsv --diag L
-f csrsm --apolicy Q
-f csrilu0 -m 100
-f csric0 --matrix lap3d7_30_Q
-f csrsv_clear
-f csrsort --perm 2
-f csrsort --perm 0 --sort-values 1
-f csr2csc --action Q
-f nnz --dir X
-f nnz --ld 0
-f csrgemm --mtx x.mtx
EOF

# ------------------------------------------------- sparse matrix routines
# Their line: routine matrix prec m n nnz cols trans base iters median_us
# min_us GB/s GFLOP/s setup setup_us setup_x l2.
sparse_format="^[a-z0-9_+]+ +[A-Za-z0-9_.+-]+ +[sdcz] +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+ +[NTC] +[01] +[0-9]+ +$number +$number +[0-9]+\.[0-9][0-9] +[0-9]+\.[0-9][0-9] +([a-z0-9_]+ +$number +[0-9]+\.[0-9][0-9]|- +- +-) +(cold|warm)\$"

# check_sparse ROUTINE MATRIX PREC M N NNZ COLS SETUP: the one data line.
check_sparse() {
    [ "$status" -eq 0 ] && [ "$(grep -vc '^#' "$tmp/out")" -eq 1 ] || return 1
    data=$(grep -v '^#' "$tmp/out")
    echo "$data" | grep -Eq "$sparse_format" || return 1
    # shellcheck disable=SC2086 # split into its columns
    set -- "$@" $data
    [ "$9" = "$1" ] && [ "${10}" = "$2" ] && [ "${11}" = "$3" ] && [ "${12}" = "$4" ] && [ "${13}" = "$5" ] \
        && [ "${14}" = "$6" ] && [ "${15}" = "$7" ] && [ "${23}" = "$8" ] && [ "${26}" = cold ] || return 1
    awk -v m="${19}" -v n="${20}" 'BEGIN { exit !(m + 0 >= n + 0) }'
}

# Each routine on a small random matrix, the first product checked against
# the host reference (exit 1 if it is wrong); complex and both bases. The
# structural routines' setup columns are csrgemm's numeric part alone.
while IFS='|' read -r args expect; do
    set -f
    # shellcheck disable=SC2086 # split into words, nothing else
    run_logged $args -i 3 --warmup 1
    set +f
    # shellcheck disable=SC2086
    check_sparse $expect
    ok $? "runs, checks and reports: $args"
    [ "$status" -eq 0 ] || diag "$tmp/err"
done <<'END'
-f csrmv -r d -m 200 -n 150 --nnz 1500 --beta 0.5|csrmv random d 200 150 1500 1 -
-f csrmv -r z -m 120 -n 130 --nnz 900 --alpha 2 --alphai 1 --transposeA C --indexbaseA 1 --analysis 1|csrmv+analysis random z 120 130 900 1 csrmv_analysis
-f coomv -r s -m 64 -n 100 --nnz 640 --transposeA T --beta 1|coomv random s 64 100 640 1 csr2coo
-f ellmv -r c -m 90 -n 70 --nnz 400 --indexbaseA 1|ellmv random c 90 70 400 1 csr2ell
-f hybmv -r d -m 100 -n 100 --nnz 1000 --partition user --ell_width 4|hybmv random d 100 100 1000 1 csr2hyb
-f hybmv -r z -m 100 -n 80 --nnz 700 --partition max --beta 2|hybmv random z 100 80 700 1 csr2hyb
-f csrmm -r d -m 60 -k 50 -n 5 --nnz 400 --transposeB T --beta 0.5|csrmm random d 60 50 400 5 -
-f csrmm -r c -m 40 -k 70 --nnz 300 --cols 3 --transposeA C --transposeB C --indexbaseA 1|csrmm random c 40 70 300 3 -
-f csrmv -r s --matrix lap3d27_48|csrmv lap3d27_48 s 110592 110592 2863288 1 -
-f csrsv -r d -m 200 --nnz 1500 --alpha 0.5|csrsv random d 200 200 1500 1 csrsv_analysis
-f csrsv -r z -m 150 --nnz 900 --uplo U --diag U --transposeA C --indexbaseA 1 --alpha 2 --alphai 1|csrsv_unit random z 150 150 900 1 csrsv_analysis
-f csrsv -r s -m 120 --nnz 700 --transposeA T --apolicy F|csrsv random s 120 120 700 1 csrsv_analysis
-f csrsv -r d --matrix lap3d7_30_U --uplo U --diag U|csrsv_unit lap3d7_30_U d 27000 27000 105300 1 csrsv_analysis
-f csrsm -r c -m 100 --nnz 600 --cols 4 --transposeB T --uplo U --indexbaseA 1|csrsm random c 100 100 600 4 csrsm_analysis
-f csrsm -r d --matrix lap3d7_30_L --cols 8 --transposeA T|csrsm lap3d7_30_L d 27000 27000 105300 8 csrsm_analysis
-f csrilu0 -r d --matrix convdiff7_30|csrilu0 convdiff7_30 d 27000 27000 183600 1 csrilu0_analysis
-f csrilu0 -r c --matrix convdiff7_30 --indexbaseA 1|csrilu0 convdiff7_30 c 27000 27000 183600 1 csrilu0_analysis
-f csric0 -r s --matrix lap3d7_30 --indexbaseA 1|csric0 lap3d7_30 s 27000 27000 183600 1 csric0_analysis
-f csric0 -r z --matrix lap3d7_30|csric0 lap3d7_30 z 27000 27000 183600 1 csric0_analysis
-f csrgemm -r d --matrix lap3d7_30|csrgemm lap3d7_30 d 27000 27000 183600 1 numeric
-f csrgemm -r s --matrix galerkin_AP_30|csrgemm galerkin_AP_30 s 27000 3375 183600 1 numeric
-f csrgemm -r z --matrix galerkin_RAP_30 --indexbaseA 1|csrgemm galerkin_RAP_30 z 3375 3375 27000 1 numeric
-f csr2csc -r c -m 300 -n 200 --nnz 1500 --indexbaseA 1|csr2csc random c 300 200 1500 1 -
-f csr2csc -r d --matrix lap3d7_30 --action S|csr2csc lap3d7_30 d 27000 27000 183600 1 -
-f csrsort -r d --matrix lap3d7_30 --sort-values 1|csrsort lap3d7_30 d 27000 27000 183600 1 -
-f cscsort -r s -m 300 -n 200 --nnz 1500 --indexbaseA 1|cscsort random s 300 200 1500 1 -
-f coosort_by_row -r z -m 300 -n 200 --nnz 1500 --perm 0|coosort_by_row random z 300 200 1500 1 -
-f coosort_by_column -r d -m 300 -n 200 --nnz 1500 --sort-values 1|coosort_by_column random d 300 200 1500 1 -
-f identity -n 777|identity n_777 d 777 777 777 1 -
-f nnz -r s -m 30 -n 20 --dir C --ld 40|nnz dense_30x20 s 30 20 290 1 -
END

run_logged -f csrgemm -r d --matrix galerkin_RAP_30 -i 2 --warmup 0
grep -Eq '^# gemm-info galerkin_RAP_30 d products 102600 nnz_C 22275 buffer_bytes [0-9]+ C_bytes [0-9]+ peak_bytes [0-9]+$' \
    "$tmp/out"
ok $? "csrgemm: the gemm-info line (intermediate products, nnz_C, memory)"

# Both cache modes on a routine with a setup: each line has the setup timed
# in its own mode; the products: 1 warm-up, 3 cold, 3 warm.
run_logged -f csrmv -r s -m 300 -n 300 --nnz 2000 --analysis 1 -i 3 --warmup 1 --l2 both
[ "$status" -eq 0 ] && check_modes "$sparse_format" "11 12 13 14 16 17" cold warm \
    && [ "$(grep -v '^#' "$tmp/out" | awk '$15 == "csrmv_analysis" && $16 > 0' | wc -l)" -eq 2 ] \
    && [ "$(grep -c '^fsparse-bench -f csrmv .* --alpha ' "$tmp/log")" = 7 ]
ok $? "--l2 both with a setup: csrmv with analysis, cold then warm"
[ "$status" -eq 0 ] || diag "$tmp/err"
run_logged -f hybmv -r d -m 100 -n 100 --nnz 900 -i 2 --warmup 0 --l2 warm
[ "$status" -eq 0 ] && check_modes "$sparse_format" "11 12 13 14 16 17" warm
ok $? "--l2 warm: hybmv, the first timed call checked"
[ "$status" -eq 0 ] || diag "$tmp/err"

# Lines as the library logs them: the driver makes that very call, 22
# times. replay_lines WHICH runs each line of its input; WHICH says which
# other logged lines must be that line too: "products", the lines of the
# function that carry --alpha (the conversion before coomv, csrmv_analysis
# and the like log lines of their own), or "all" (the structural routines;
# a sort's perm, when asked for, is reset to the identity with no call).
replay_lines() {
    which=$1
    while IFS= read -r line; do
        set -f
        # shellcheck disable=SC2086 # split into words, nothing else
        set -- $line
        set +f
        shift
        run_logged "$@"
        function=$2
        calls=$(grep -cxF -e "$line" "$tmp/log" 2>/dev/null)
        if [ "$which" = all ]; then
            others=$(grep -vcxF -e "$line" "$tmp/log" 2>/dev/null)
        else
            others=$(grep "^fsparse-bench -f $function .* --alpha " "$tmp/log" 2>/dev/null | grep -vcxF -e "$line")
        fi
        [ "$status" -eq 0 ] && [ "$calls" = 22 ] && [ "$others" = 0 ]
        ok $? "repeats the call exactly: $line"
        [ "$status" -eq 0 ] || diag "$tmp/err"
        [ "$others" = 0 ] || diag "$tmp/log"
    done
}
replay_lines products <<'END'
fsparse-bench -f csrmv -r d -m 50 -n 40 --nnz 300 --alpha 2 --beta 0.5 --transposeA N --indexbaseA 1 --analysis 0
fsparse-bench -f csrmv -r s -m 50 -n 60 --nnz 300 --alpha 1 --beta 0 --transposeA T --indexbaseA 0 --analysis 1
fsparse-bench -f coomv -r z -m 30 -n 20 --nnz 100 --alpha 1 --alphai 0.5 --beta 0 --betai 0 --transposeA C --indexbaseA 1
fsparse-bench -f ellmv -r d -m 30 -n 20 --ell_width 4 --alpha 1 --beta 1 --transposeA N --indexbaseA 0
fsparse-bench -f csrmm -r d -m 20 -n 3 -k 30 --nnz 100 --alpha 1 --beta 0 --transposeA N --transposeB T --indexbaseA 1
fsparse-bench -f csrsv_solve -r d -m 60 --nnz 400 --alpha 2 --transposeA N --indexbaseA 1 --uplo U --diag N
fsparse-bench -f csrsv_solve -r z -m 30 --nnz 100 --alpha 1 --alphai 0.5 --transposeA C --indexbaseA 0 --uplo L --diag U
fsparse-bench -f csrsm_solve -r c -m 40 -k 3 --nnz 300 --alpha 1 --alphai -0.5 --transposeA T --transposeB T --indexbaseA 0 --uplo L --diag U
END

replay_lines all <<'END'
fsparse-bench -f csrsort -m 300 -n 200 --nnz 1500 --indexbaseA 1 --perm 1
fsparse-bench -f cscsort -m 300 -n 200 --nnz 1500 --indexbaseA 0 --perm 0
fsparse-bench -f coosort_by_row -m 300 -n 200 --nnz 1500 --perm 1
fsparse-bench -f coosort_by_column -m 300 -n 200 --nnz 1500 --perm 0
fsparse-bench -f csr2csc -r c -m 300 -n 200 --nnz 1500 --indexbaseA 1 --action S
fsparse-bench -f nnz -r z -m 30 -n 20 --dir C --ld 40
fsparse-bench -f create_identity_permutation -n 777
END

# The solves' and factorizations' checks fail where they must: a zero on
# the diagonal makes inf (the reference's too, which no tolerance accepts).
printf '%s\n' '%%MatrixMarket matrix coordinate real general' '3 3 5' '1 1 2' '2 1 1' '2 2 0' '3 2 1' '3 3 4' \
    >"$tmp/pivot.mtx"
for f in csrsv csrilu0; do
    run_logged -f $f -r d --mtx "$tmp/pivot.mtx" -i 1 --warmup 0
    [ "$status" -eq 1 ] && grep -q 'check failed' "$tmp/err" && [ ! -s "$tmp/out" ]
    ok $? "$f with a zero pivot: the check fails, exit 1"
done

# What is not supported is refused by the library: exit 1, no report.
run_logged -f ellmv -r d -m 20 -n 20 --nnz 60 --transposeA T
[ "$status" -eq 1 ] && grep -q not_implemented "$tmp/err" && [ ! -s "$tmp/out" ]
ok $? "ellmv with --transposeA T: not_implemented, exit 1"

# Matrix Market: a symmetric file (entries unsorted, a duplicate summed)
# read, expanded and written back in general form; then that file read and
# written again, unchanged; a pattern and a complex hermitian file too.
printf '%s\n' '%%MatrixMarket matrix coordinate real symmetric' '% a comment' '4 4 5' '3 1 -2.5' '1 1 4' \
    '4 2 1e-3' '2 2 3' '3 1 0.5' >"$tmp/sym.mtx"
printf '%s\n' '%%MatrixMarket matrix coordinate real general' '4 4 6' '1 1 4' '1 3 -2' '2 2 3' '2 4 0.001' \
    '3 1 -2' '4 2 0.001' >"$tmp/sym-expected.mtx"
run_logged -f csrmv -r d --mtx "$tmp/sym.mtx" --save-mtx "$tmp/saved.mtx" -i 1
check_sparse csrmv sym.mtx d 4 4 6 1 - && cmp -s "$tmp/saved.mtx" "$tmp/sym-expected.mtx"
ok $? "Matrix Market: a symmetric file read and expanded, written as general"
[ "$status" -eq 0 ] || diag "$tmp/err"
run_logged -f coomv -r s --mtx "$tmp/saved.mtx" --save-mtx "$tmp/again.mtx" -i 1
check_sparse coomv saved.mtx s 4 4 6 1 csr2coo && cmp -s "$tmp/saved.mtx" "$tmp/again.mtx"
ok $? "Matrix Market: round trip of a general file"
printf '%s\n' '%%MatrixMarket matrix coordinate pattern general' '3 5 4' '3 5' '1 2' '1 1' '3 1' >"$tmp/pat.mtx"
printf '%s\n' '%%MatrixMarket matrix coordinate real general' '3 5 4' '1 1 1' '1 2 1' '3 1 1' '3 5 1' \
    >"$tmp/pat-expected.mtx"
run_logged -f csrmm -r z --mtx "$tmp/pat.mtx" --save-mtx "$tmp/pat-saved.mtx" --cols 2 -i 1
check_sparse csrmm pat.mtx z 3 5 4 2 - && cmp -s "$tmp/pat-saved.mtx" "$tmp/pat-expected.mtx"
ok $? "Matrix Market: a pattern file, m != n, values 1"
printf '%s\n' '%%MatrixMarket matrix coordinate complex hermitian' '2 2 2' '2 1 1.5 -2' '1 1 3 0' >"$tmp/herm.mtx"
printf '%s\n' '%%MatrixMarket matrix coordinate complex general' '2 2 3' '1 1 3 0' '1 2 1.5 2' '2 1 1.5 -2' \
    >"$tmp/herm-expected.mtx"
run_logged -f csrmv -r c --mtx "$tmp/herm.mtx" --save-mtx "$tmp/herm-saved.mtx" --transposeA C -i 1
check_sparse csrmv herm.mtx c 2 2 3 1 - && cmp -s "$tmp/herm-saved.mtx" "$tmp/herm-expected.mtx"
ok $? "Matrix Market: a complex hermitian file, conjugated mirror entries"
printf '%s\n' '%%MatrixMarket matrix array real general' '2 2' '1' '2' '3' '4' >"$tmp/array.mtx"
run_logged -f csrmv --mtx "$tmp/array.mtx"
[ "$status" -eq 1 ] && grep -q 'unsupported' "$tmp/err" && [ ! -s "$tmp/out" ]
ok $? "Matrix Market: an array file is refused, exit 1"

echo "1..$count"
[ "$failed" -eq 0 ]
