#!/bin/bash
# comparison-table.sh: the Markdown table of fsparse against cuSPARSE, made
# from the out folders of one or more run-comparison.sh calls (a suite split
# over several calls makes one table).
#
# Usage:
#     bench/comparison-table.sh DIR... >comparison.md
#     bench/comparison-table.sh --public-suite
# Each DIR holds what run-comparison.sh wrote: fsparse.log, cusparse.log
# and run-info. The output: what ran, then one row per matrix, precision
# and routine with the cold figures first (the ones that count) and the
# warm ones beside them, then the summary block between the perf-summary
# markers that bench/update-summary.sh copies into README.md and
# PERFORMANCE.md: for each routine and precision, the geometric mean and
# the lowest of the ratios over the matrices of the public suite, cold and
# warm. --public-suite prints those matrices, comma separated.
set -euo pipefail

# The matrices the summary is over; other matrices (e.g. the smaller
# stencils used while tuning) appear in the table only.
public_suite=lap2d5_2000,lap3d7_160,lap3d27_100,lap3d27_48,powerlaw_2M,rand3_8M,dense2000_20k,tall_4Mx1k

die() { echo "comparison-table.sh: $*" >&2; exit 2; }
case ${1:-} in
--public-suite) echo "$public_suite"; exit 0 ;;
-h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
'') die "no folder given (see --help)" ;;
esac
logs=()
for dir in "$@"; do
    for file in fsparse.log cusparse.log run-info; do
        [ -f "$dir/$file" ] || die "$dir has no $file (not an out folder of run-comparison.sh)"
    done
    logs+=("$dir/fsparse.log" "$dir/cusparse.log")
done
# distinct KEY: the values of KEY over every run-info, each once, in order.
dirs=("$@")
distinct() {
    for dir in "${dirs[@]}"; do sed -n "s/^$1: //p" "$dir/run-info"; done | awk '!seen[$0]++'
}

echo "# fsparse against cuSPARSE"
echo
for dir in "$@"; do
    value() { sed -n "s/^$1: //p" "$dir/run-info" | paste -sd';' - | sed 's/;/; /g'; }
    echo "- $(value date), GPU: $(value gpu)"
    echo "  - fsparse: $(value fsparse); $(value build)"
    echo "  - cuSPARSE: $(value cusparse), CUDA $(value cuda)"
    echo "  - command: \`$(value command)\`"
done
echo "- times: median of the timed calls, after the warm-up calls, device events around each call, in two modes"
echo "  in the same process: **cold** (before each timed call, and each timed setup, a kernel reads twice the"
echo "  L2's size, untimed, for both libraries alike), then **warm** (calls back to back: each may find the"
echo "  previous call's data in the L2). Cold is what counts; GB/s (minimum-bytes model: each array read once,"
echo "  each output written once) and setup are cold; setup: median of 3 after one untimed, and as a multiple"
echo "  of one product"
echo "- ratio = cuSPARSE time / fsparse time (above 1: fsparse is faster). csrmv+analysis is set against the"
echo "  faster, in each mode, of cuSPARSE SpMV with and without SpMV_preprocess; ellmv and hybmv against CSR"
echo "  SpMV (cuSPARSE has no ELL/HYB SpMV)"
echo

gpu=$(distinct gpu | sed 's/,.*//' | awk '!seen[$0]++' | paste -sd, - | sed 's/,/, /g')
commits=$(distinct build | sed -n 's/^commit //p' | paste -sd, - | sed 's/,/, /g')
dates=$(distinct date | sed 's/ [0-9:]* UTC//' | awk '!seen[$0]++' | paste -sd, - | sed 's/,/, /g')
awk -v suite="$public_suite" -v gpu="${gpu:-unknown GPU}" -v commits="${commits:-unknown commit}" -v dates="$dates" '
# field numbers of a data line of either program: 1 routine 2 matrix 3 prec
# 7 cols 11 median_us 13 GB/s 15 setup 16 setup_us 17 setup_x 18 l2
function fsparse_setup(name, us, x) { return name == "-" ? "-" : sprintf("%s %.1f us (%.1fx)", name, us, x) }
function fmt(v, digits) { return v == "" ? "-" : sprintf("%." digits "f", v) }
# The baseline key of row k in a mode, the faster for csrmv+analysis; the
# name of that baseline routine in base_name.
function baseline(k, mode,   f, r, base, ck, pk) {
    split(k, f, SUBSEP)
    r = f[3]
    base = r == "coomv" ? "spmv_coo" : r ~ /^csrmm/ ? "spmm_csr" : "spmv_csr"
    ck = f[1] SUBSEP f[2] SUBSEP base SUBSEP cols[k]
    if (r == "csrmv+analysis") {
        pk = f[1] SUBSEP f[2] SUBSEP "spmv_csr+preprocess" SUBSEP cols[k]
        if (((pk, mode) in cu) && (!((ck, mode) in cu) || cu[pk, mode] + 0 < cu[ck, mode] + 0)) {
            base = "spmv_csr+preprocess"; ck = pk
        }
    }
    base_name = base == "spmm_csr" ? base cols[k] : base
    return ck
}
BEGIN { n_suite = split(suite, s, ","); for (i = 1; i <= n_suite; i++) in_suite[s[i]] = 1 }
$1 == "FAILED" { failed[++n_failed] = $0; next }
/^#/ || NF < 18 { next }
FILENAME ~ /fsparse\.log$/ {
    name = $1 == "csrmm" ? "csrmm" $7 : $1
    k = $2 SUBSEP $3 SUBSEP name
    if (!(k in cols)) { order[++n] = k; cols[k] = $7 }
    if (!(name in name_seen)) { name_seen[name] = 1; names[++n_names] = name }
    if (!($3 in prec_seen)) { prec_seen[$3] = 1; precs[++n_precs] = $3 }
    us[k, $18] = $11; gbs[k, $18] = $13; setup[k, $18] = fsparse_setup($15, $16, $17)
    next
}
{
    c = $2 SUBSEP $3 SUBSEP $1 SUBSEP $7
    cu[c, $18] = $11; cu_setup[c, $18] = $15 == "-" ? "-" : sprintf("%s %.1f us", $15, $16)
}
END {
    print "| matrix | prec | routine | fsparse us | fsparse GB/s | fsparse setup | cuSPARSE | cuSPARSE us | cuSPARSE setup | ratio | warm: fsparse us | warm: cuSPARSE us | warm: ratio |"
    print "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
    for (i = 1; i <= n; i++) {
        k = order[i]
        split(k, f, SUBSEP)
        for (m = 1; m <= 2; m++) {
            mode = m == 1 ? "cold" : "warm"
            ck = baseline(k, mode)
            if (m == 1) cold_base = base_name
            t[m] = (ck, mode) in cu ? cu[ck, mode] : ""
            st[m] = (ck, mode) in cu ? cu_setup[ck, mode] : "-"
            u[m] = (k, mode) in us ? us[k, mode] : ""
            ratio[m] = t[m] != "" && u[m] != "" && u[m] > 0 ? t[m] / u[m] : ""
            if (ratio[m] != "" && (f[1] in in_suite)) {
                g = f[3] SUBSEP f[2] SUBSEP mode
                lsum[g] += log(ratio[m]); cnt[g]++
                if (!(g in low) || ratio[m] < low[g]) { low[g] = ratio[m]; low_at[g] = f[1] }
                if (m == 1) summarised[f[1]] = 1
            }
        }
        printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", f[1], f[2], f[3], fmt(u[1], 2),
            fmt(gbs[k, "cold"], 0), (k, "cold") in setup ? setup[k, "cold"] : "-", cold_base, fmt(t[1], 2), st[1],
            fmt(ratio[1], 2), fmt(u[2], 2), fmt(t[2], 2), fmt(ratio[2], 2)
    }
    for (i = 1; i <= n_failed; i++) printf "| FAILED | | %s |\n", failed[i]
    print ""

    missing = ""
    for (i = 1; i <= n_suite; i++) if (!(s[i] in summarised)) missing = missing (missing == "" ? "" : ", ") s[i]
    n_in = 0
    for (x in summarised) n_in++
    print "<!-- perf-summary: written by bench/update-summary.sh from the table of bench/run-comparison.sh; do not edit by hand -->"
    printf "Ratio = cuSPARSE time / fsparse time (above 1: fsparse is faster) on %s, fsparse at %s, %s,\n", gpu, commits, dates
    printf "over %s of the %d matrices of the public suite%s; geometric mean and lowest (matrix).\n", n_in, n_suite,
        missing == "" ? "" : " (missing: " missing ")"
    print "**Cold**, the figures that count: the L2 evicted before every timed call, for both libraries alike."
    print "Warm: calls back to back, each finding part of the previous call'"'"'s data in the L2."
    print ""
    print "| routine | prec | matrices | cold: geometric mean | cold: lowest | warm: geometric mean | warm: lowest |"
    print "|---|---|---|---|---|---|---|"
    for (a = 1; a <= n_names; a++)
        for (b = 1; b <= n_precs; b++) {
            gc = names[a] SUBSEP precs[b] SUBSEP "cold"; gw = names[a] SUBSEP precs[b] SUBSEP "warm"
            if (!(gc in cnt) && !(gw in cnt)) continue
            printf "| %s | %s | %d | %s | %s | %s | %s |\n", names[a], precs[b], cnt[gc],
                gc in cnt ? sprintf("%.2f", exp(lsum[gc] / cnt[gc])) : "-",
                gc in cnt ? sprintf("%.2f (%s)", low[gc], low_at[gc]) : "-",
                gw in cnt ? sprintf("%.2f", exp(lsum[gw] / cnt[gw])) : "-",
                gw in cnt ? sprintf("%.2f (%s)", low[gw], low_at[gw]) : "-"
        }
    print "<!-- /perf-summary -->"
}' "${logs[@]}"
