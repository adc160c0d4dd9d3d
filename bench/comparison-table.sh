#!/bin/bash
# comparison-table.sh: the Markdown table of fsparse against cuSPARSE, made
# from the out folders of one or more run-comparison.sh calls (a suite split
# over several calls makes one table).
#
# Usage:
#     bench/comparison-table.sh DIR... >comparison.md
#     bench/comparison-table.sh --public-suite | --solve-suite | --factor-suite | --structural-suite
# Each DIR holds what run-comparison.sh wrote: fsparse.log, cusparse.log
# and run-info. The output: what ran, then one row per matrix, precision
# and routine with the cold figures first (the ones that count) and the
# warm ones beside them, then the summary blocks that
# bench/update-summary.sh copies into README.md and PERFORMANCE.md: for
# each routine and precision, the geometric mean and the lowest of the
# ratios over the matrices of its suite, cold and warm. The products'
# block (between the perf-summary markers) is over the public suite; the
# triangular solves' and factorizations' (between the
# perf-summary-triangular markers) over the solve suite (csrsv, csrsm) and
# the factorization suite (csrilu0, csric0); a block appears when the table
# has rows of its routines. The solves and factorizations also get rows
# for their analysis (ROUTINE analysis: fsparse's against cuSPARSE's, each
# the setup column's median) and csrsm for analysis and solve together
# (the sum of the two medians), and the triangular block a table of the
# analysis as a multiple of one call of fsparse. The structural routines
# (csrgemm, csr2csc, the sorts, identity, nnz) have their block too
# (perf-summary-structural, over the structural suite), and csrgemm a
# table of its sizes and device memory (the '# gemm-info' lines of both
# programs); a cuSPARSE routine that could not run (an UNABLE line: out of
# memory, or missing from its CUDA) shows its reason in place of a time.
# --public-suite, --solve-suite, --factor-suite and --structural-suite
# print those matrices, comma separated.
set -euo pipefail

# The matrices the summaries are over; other matrices (e.g. the smaller
# stencils used while tuning) appear in the table only.
public_suite=lap2d5_2000,lap3d7_160,lap3d27_100,lap3d27_48,powerlaw_2M,rand3_8M,dense2000_20k,tall_4Mx1k
solve_suite=lap3d7_100_L,lap3d7_100_U,lap3d7_200_L,lap3d7_200_U,lap3d27_100_L,lap3d27_100_U,powerlaw_2M_L,powerlaw_2M_U,chain_1M_L,chain_1M_U
factor_suite=lap3d7_100,lap3d7_200,lap3d27_100,convdiff7_100
structural_suite=lap3d7_100,lap3d27_100,powerlaw_500k,galerkin_AP_100,galerkin_RAP_100,dense_10000x10000,lap3d27_150

die() { echo "comparison-table.sh: $*" >&2; exit 2; }
case ${1:-} in
--public-suite) echo "$public_suite"; exit 0 ;;
--solve-suite) echo "$solve_suite"; exit 0 ;;
--factor-suite) echo "$factor_suite"; exit 0 ;;
--structural-suite) echo "$structural_suite"; exit 0 ;;
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
echo "  SpMV (cuSPARSE has no ELL/HYB SpMV); csrsv and csrsm against SpSV and SpSM, csrilu0 and csric0"
echo "  against csrilu02 and csric02 (level policy); their analysis rows set the setups against each other"
echo "  (csrsm: analysis + solve, the sum of the two medians)"
echo "- structural routines: csrgemm (buffer size, nnz and product, allocations of the buffer and C included;"
echo "  its setup column: the numeric part alone) against SpGEMM (work estimation, compute and copy,"
echo "  allocations included); csr2csc against Csr2cscEx2; the sorts (identity permutation, sort, gather of"
echo "  the values through it) against Xcsrsort, Xcscsort, XcoosortByRow, XcoosortByColumn done alike;"
echo "  identity against CreateIdentityPermutation, nnz against <t>nnz"
echo

gpu=$(distinct gpu | sed 's/,.*//' | awk '!seen[$0]++' | paste -sd, - | sed 's/,/, /g')
commits=$(distinct build | sed -n 's/^commit //p' | paste -sd, - | sed 's/,/, /g')
dates=$(distinct date | sed 's/ [0-9:]* UTC//' | awk '!seen[$0]++' | paste -sd, - | sed 's/,/, /g')
awk -v suite="$public_suite" -v solve_suite="$solve_suite" -v factor_suite="$factor_suite" \
    -v structural_suite="$structural_suite" \
    -v gpu="${gpu:-unknown GPU}" -v commits="${commits:-unknown commit}" -v dates="$dates" '
# field numbers of a data line of either program: 1 routine 2 matrix 3 prec
# 7 cols 11 median_us 13 GB/s 15 setup 16 setup_us 17 setup_x 18 l2
function fsparse_setup(name, us, x) { return name == "-" ? "-" : sprintf("%s %.1f us (%.1fx)", name, us, x) }
function fmt(v, digits) { return v == "" ? "-" : sprintf("%." digits "f", v) }
# The family of one of our routines: its summary block and suite.
function family(name) {
    return name ~ /^csrs[vm]/ ? "solve" : name ~ /^csr(ilu|ic)0/ ? "factor" : (name in structural_base) ? "structural" \
        : "product"
}
function bytes(x) { return x >= 1e9 ? sprintf("%.2f GB", x / 1e9) : sprintf("%.1f MB", x / 1e6) }
# Our routine name of a line: csrmm and csrsm carry their columns.
function our_name(r, c) {
    if (r == "csrmm") return "csrmm" c
    if (r ~ /^csrsm/) { sub(/^csrsm/, "csrsm" c, r); return r }
    return r
}
# The baseline key of row k in a mode, the faster for csrmv+analysis; the
# name of that baseline routine in base_name.
function baseline(k, mode,   f, r, base, ck, pk) {
    split(k, f, SUBSEP)
    r = f[3]
    base = (r in structural_base) ? structural_base[r] : r == "coomv" ? "spmv_coo" : r ~ /^csrmm/ ? "spmm_csr" : r == "csrsv" ? "spsv" : r == "csrsv_unit" ? "spsv_unit" \
        : r ~ /^csrsm[0-9]+_unit$/ ? "spsm_unit" : r ~ /^csrsm/ ? "spsm" : r == "csrilu0" ? "csrilu02" \
        : r == "csric0" ? "csric02" : "spmv_csr"
    ck = f[1] SUBSEP f[2] SUBSEP base SUBSEP cols[k]
    if (r == "csrmv+analysis") {
        pk = f[1] SUBSEP f[2] SUBSEP "spmv_csr+preprocess" SUBSEP cols[k]
        if (((pk, mode) in cu) && (!((ck, mode) in cu) || cu[pk, mode] + 0 < cu[ck, mode] + 0)) {
            base = "spmv_csr+preprocess"; ck = pk
        }
    }
    base_name = base ~ /^sp[ms]m/ ? base cols[k] : base
    if (base_name ~ /^spsm[0-9]/ && base ~ /_unit$/) { base_name = "spsm" cols[k] "_unit" }
    return ck
}
# A row of the table and its ratios into the summaries: times u[1..2]
# (ours) and t[1..2] (cuSPARSE), cold and warm.
function row(matrix, prec, name, gbs_cold, our_setup, base, their_setup, note,   m, ratio, g, fam, in_fam) {
    fam = family(name)
    for (m = 1; m <= 2; m++) {
        ratio[m] = t[m] != "" && u[m] != "" && u[m] > 0 ? t[m] / u[m] : ""
        in_fam = fam == "product" ? (matrix in in_suite) : fam == "solve" ? (matrix in in_solve) \
            : fam == "structural" ? (matrix in in_struct) : (matrix in in_factor)
        if (ratio[m] != "" && in_fam) {
            g = name SUBSEP prec SUBSEP (m == 1 ? "cold" : "warm")
            lsum[g] += log(ratio[m]); cnt[g]++
            if (!(g in low) || ratio[m] < low[g]) { low[g] = ratio[m]; low_at[g] = matrix }
            if (m == 1) summarised[fam, matrix] = 1
        }
    }
    if (name != "-" && !(name in name_seen)) { name_seen[name] = 1; names[++n_names] = name; name_family[name] = fam }
    printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", matrix, prec, name, fmt(u[1], 2),
        gbs_cold, our_setup, base, t[1] == "" && note != "" ? note : fmt(t[1], 2), their_setup, fmt(ratio[1], 2),
        fmt(u[2], 2), t[2] == "" && note != "" ? note : fmt(t[2], 2), fmt(ratio[2], 2)
}
# The summary table of a family over the matrices of list (n_list of them).
function summary(fam, list, n_list, what,   i, a, b, gc, gw, missing, n_in, x) {
    missing = ""; n_in = 0
    for (i = 1; i <= n_list; i++)
        if ((fam, list[i]) in summarised) n_in++
        else missing = missing (missing == "" ? "" : ", ") list[i]
    printf "Ratio = cuSPARSE time / fsparse time (above 1: fsparse is faster) on %s, fsparse at %s, %s,\n", gpu, commits, dates
    printf "over %s of the %d matrices of %s%s; geometric mean and lowest (matrix).\n", n_in, n_list, what,
        missing == "" ? "" : " (missing: " missing ")"
    print "**Cold**, the figures that count: the L2 evicted before every timed call, for both libraries alike."
    print "Warm: calls back to back, each finding part of the previous call'"'"'s data in the L2."
    print ""
    print "| routine | prec | matrices | cold: geometric mean | cold: lowest | warm: geometric mean | warm: lowest |"
    print "|---|---|---|---|---|---|---|"
    for (a = 1; a <= n_names; a++)
        for (b = 1; b <= n_precs; b++) {
            x = names[a]
            gc = x SUBSEP precs[b] SUBSEP "cold"; gw = x SUBSEP precs[b] SUBSEP "warm"
            if (name_family[x] != fam || (!(gc in cnt) && !(gw in cnt))) continue
            printf "| %s | %s | %d | %s | %s | %s | %s |\n", x, precs[b], cnt[gc],
                gc in cnt ? sprintf("%.2f", exp(lsum[gc] / cnt[gc])) : "-",
                gc in cnt ? sprintf("%.2f (%s)", low[gc], low_at[gc]) : "-",
                gw in cnt ? sprintf("%.2f", exp(lsum[gw] / cnt[gw])) : "-",
                gw in cnt ? sprintf("%.2f (%s)", low[gw], low_at[gw]) : "-"
        }
    if (fam == "product" || fam == "structural") return
    print ""
    print "fsparse'"'"'s analysis as a multiple of one call of its routine (cold; over every matrix of the table):"
    print ""
    print "| routine | prec | matrices | geometric mean | highest (matrix) |"
    print "|---|---|---|---|---|"
    for (a = 1; a <= n_names; a++)
        for (b = 1; b <= n_precs; b++) {
            gc = names[a] SUBSEP precs[b]
            if (name_family[names[a]] != fam || !(gc in xcnt)) continue
            printf "| %s | %s | %d | %.2f | %.2f (%s) |\n", names[a], precs[b], xcnt[gc], exp(xsum[gc] / xcnt[gc]),
                xhigh[gc], xhigh_at[gc]
        }
}
function block_start(marker) {
    print ""
    print "<!-- " marker ": written by bench/update-summary.sh from the table of bench/run-comparison.sh; do not edit by hand -->"
}
BEGIN {
    n_suite = split(suite, s, ","); for (i = 1; i <= n_suite; i++) in_suite[s[i]] = 1
    n_solve = split(solve_suite, sv, ","); for (i = 1; i <= n_solve; i++) in_solve[sv[i]] = 1
    n_factor = split(factor_suite, fv, ","); for (i = 1; i <= n_factor; i++) in_factor[fv[i]] = 1
    n_struct = split(structural_suite, stv, ","); for (i = 1; i <= n_struct; i++) in_struct[stv[i]] = 1
    split("csrgemm spgemm csr2csc csr2cscEx2 csrsort Xcsrsort cscsort Xcscsort coosort_by_row XcoosortByRow " \
        "coosort_by_column XcoosortByColumn identity identity nnz nnz", pairs, " ")
    for (i = 1; i in pairs; i += 2) { structural_base[pairs[i]] = pairs[i + 1]; structural_theirs[pairs[i + 1]] = 1 }
}
# csrgemm sizes: "# gemm-info MATRIX PREC products N nnz_C N buffer_bytes N C_bytes N peak_bytes N", or
# "... products N failed: WHY".
$2 == "gemm-info" {
    k = $3 SUBSEP $4
    if (!(k in gi_seen)) { gi_seen[k] = 1; gi_order[++n_gi] = k }
    gi_products[k] = $6
    side = FILENAME ~ /fsparse\.log$/ ? "f" : "c"
    if ($7 == "failed:") { why = $0; sub(/.* failed: /, "", why); gi[side, k] = "failed: " why; next }
    gi_nnz[k] = $8
    gi[side, k] = bytes($10) " (" bytes($14) " with C)"
    next
}
# A routine that could not run: "UNABLE ROUTINE MATRIX PREC WHY".
$1 == "UNABLE" {
    c = $3 SUBSEP $4 SUBSEP $2 SUBSEP 1
    why = $0; sub(/^UNABLE [^ ]+ [^ ]+ [^ ]+ /, "", why)
    unable[c] = "unable: " why
    if (!(c in cu_seen)) { cu_seen[c] = 1; cu_order[++n_cu] = c }
    next
}
$1 == "FAILED" { failed[++n_failed] = $0; next }
/^#/ || NF < 18 { next }
FILENAME ~ /fsparse\.log$/ {
    name = our_name($1, $7)
    k = $2 SUBSEP $3 SUBSEP name
    if (!(k in cols)) { order[++n] = k; cols[k] = $7 }
    if (!($3 in prec_seen)) { prec_seen[$3] = 1; precs[++n_precs] = $3 }
    us[k, $18] = $11; gbs[k, $18] = $13; setup[k, $18] = fsparse_setup($15, $16, $17)
    if ($15 != "-") { sus[k, $18] = $16; sname[k] = $15 }
    # The analysis as a multiple of one call, from the times (setup_x is rounded).
    if ($15 != "-" && $18 == "cold" && family(name) != "product" && $11 > 0 && $16 > 0) {
        g = name SUBSEP $3; x = $16 / $11
        xsum[g] += log(x); xcnt[g]++
        if (!(g in xhigh) || x > xhigh[g]) { xhigh[g] = x; xhigh_at[g] = $2 }
    }
    next
}
{
    c = $2 SUBSEP $3 SUBSEP $1 SUBSEP $7
    if (!(c in cu_seen)) { cu_seen[c] = 1; cu_order[++n_cu] = c }
    cu[c, $18] = $11; cu_setup[c, $18] = $15 == "-" ? "-" : sprintf("%s %.1f us", $15, $16)
    if ($15 != "-") { cu_sus[c, $18] = $16; cu_sname[c] = $15 }
}
END {
    print "| matrix | prec | routine | fsparse us | fsparse GB/s | fsparse setup | cuSPARSE | cuSPARSE us | cuSPARSE setup | ratio | warm: fsparse us | warm: cuSPARSE us | warm: ratio |"
    print "|---|---|---|---|---|---|---|---|---|---|---|---|---|"
    for (i = 1; i <= n; i++) {
        k = order[i]
        split(k, f, SUBSEP)
        for (m = 1; m <= 2; m++) {
            mode = m == 1 ? "cold" : "warm"
            ck[m] = baseline(k, mode)
            if (m == 1) cold_base = base_name
            t[m] = (ck[m], mode) in cu ? cu[ck[m], mode] : ""
            st[m] = (ck[m], mode) in cu ? cu_setup[ck[m], mode] : "-"
            u[m] = (k, mode) in us ? us[k, mode] : ""
        }
        used[ck[1]] = used[ck[2]] = 1
        row(f[1], f[2], f[3], fmt(gbs[k, "cold"], 0), (k, "cold") in setup ? setup[k, "cold"] : "-", cold_base, st[1],
            ck[1] in unable ? unable[ck[1]] : "")
        if (family(f[3]) == "product" || family(f[3]) == "structural" || !(k in sname)) continue
        # The analysis, and for csrsm analysis and solve together.
        for (pass = 1; pass <= (f[3] ~ /^csrsm/ ? 2 : 1); pass++) {
            for (m = 1; m <= 2; m++) {
                mode = m == 1 ? "cold" : "warm"
                have = ((k, mode) in sus) && ((ck[m], mode) in cu_sus)
                u[m] = !have ? "" : pass == 1 ? sus[k, mode] : sus[k, mode] + us[k, mode]
                t[m] = !have ? "" : pass == 1 ? cu_sus[ck[m], mode] : cu_sus[ck[m], mode] + cu[ck[m], mode]
            }
            row(f[1], f[2], f[3] (pass == 1 ? " analysis" : " analysis+solve"), "-", "-",
                (ck[1] in cu_sname ? cu_sname[ck[1]] : "-") (pass == 1 ? "" : " + " cold_base), "-", "")
        }
    }
    # What cuSPARSE ran that no fsparse line matches (e.g. --skip-fsparse).
    for (i = 1; i <= n_cu; i++) {
        c = cu_order[i]
        split(c, f, SUBSEP)
        if ((c in used) || !(f[3] in structural_theirs)) continue
        for (m = 1; m <= 2; m++) { mode = m == 1 ? "cold" : "warm"; u[m] = ""; t[m] = (c, mode) in cu ? cu[c, mode] : "" }
        row(f[1], f[2], "-", "-", "-", f[3], (c, "cold") in cu_setup ? cu_setup[c, "cold"] : "-", c in unable ? unable[c] : "")
    }
    for (i = 1; i <= n_failed; i++) printf "| FAILED | | %s |\n", failed[i]
    if (n_gi > 0) {
        print ""
        print "Sparse-sparse products: intermediate products, nnz of C, and the device memory each library takes"
        print "besides the operands (fsparse: the csrgemm buffer; cuSPARSE: SpGEMM'"'"'s two buffers; and with C)."
        print ""
        print "| matrix | prec | intermediate products | nnz_C | fsparse | cuSPARSE |"
        print "|---|---|---|---|---|---|"
        for (i = 1; i <= n_gi; i++) {
            k = gi_order[i]; split(k, f, SUBSEP)
            printf "| %s | %s | %s | %s | %s | %s |\n", f[1], f[2], gi_products[k], k in gi_nnz ? gi_nnz[k] : "-",
                ("f", k) in gi ? gi["f", k] : "-", ("c", k) in gi ? gi["c", k] : "-"
        }
    }
    for (a = 1; a <= n_names; a++) fams[name_family[names[a]]] = 1
    if ("product" in fams) {
        block_start("perf-summary")
        summary("product", s, n_suite, "the public suite")
        print "<!-- /perf-summary -->"
    }
    if (("solve" in fams) || ("factor" in fams)) {
        block_start("perf-summary-triangular")
        if ("solve" in fams) summary("solve", sv, n_solve, "the triangular solve suite")
        if (("solve" in fams) && ("factor" in fams)) print ""
        if ("factor" in fams) summary("factor", fv, n_factor, "the factorization suite")
        print "<!-- /perf-summary-triangular -->"
    }
    if ("structural" in fams) {
        block_start("perf-summary-structural")
        summary("structural", stv, n_struct, "the structural suite")
        print "<!-- /perf-summary-structural -->"
    }
}' "${logs[@]}"
