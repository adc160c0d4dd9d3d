#!/bin/bash
# run-comparison.sh: fsparse against cuSPARSE on the GPU machine, side by
# side in one invocation, and the table for PERFORMANCE.md.
#
# Staged HERE by bench/stage-gpu-bench.sh into .device/bench/ (the NVIDIA
# rocsparse-bench, the baseline's sources, this script); run THERE through
# the device tool, carrying that folder:
#     run(command=".device/bench/run-comparison.sh", carry=[".device/bench"])
# Options (to split the suite over two calls, each under 10 minutes):
#     --matrices LIST    default: the whole suite of shared/docs/benchmarks.md
#     --routines LIST    of csrmv csrmv+analysis coomv ellmv hybmv csrmm8 csrmm32
#                        (default: all)
#     --precisions LIST  of s d (default: both)
#     --iters N          timed calls per measurement (default 50, at least 20)
#     --warmup N         untimed calls before them (default 5)
#     --out DIR          default: $OUT (the device tool's), else ./comparison
# LISTs are comma separated. It builds the baseline with the machine's
# /usr/local/cuda/bin/nvcc (CUDA 13), then for each matrix and precision
# runs rocsparse-bench for each routine and cusparse-baseline right after,
# on the same generated matrix (cached as a binary file in /tmp, so it is
# generated once). Writes into the out folder (5 files): comparison.md (the
# table, ratio = cuSPARSE time / fsparse time: above 1 means fsparse is
# faster), fsparse.log and cusparse.log (every output line), errors.log
# (stderr of both and any failure), build.log. The table is printed last.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
matrices=lap2d5_2000,lap3d7_160,lap3d27_100,lap3d27_48,powerlaw_2M,rand3_8M,dense2000_20k,tall_4Mx1k
routines=csrmv,csrmv+analysis,coomv,ellmv,hybmv,csrmm8,csrmm32
precisions=s,d
iters=50
warmup=5
out=${OUT:-$PWD/comparison}
while [ $# -gt 0 ]; do
    case $1 in
    --matrices) matrices=$2; shift ;;
    --routines) routines=$2; shift ;;
    --precisions) precisions=$2; shift ;;
    --iters) iters=$2; shift ;;
    --warmup) warmup=$2; shift ;;
    --out) out=$2; shift ;;
    -h | --help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "run-comparison.sh: unknown argument $1" >&2; exit 2 ;;
    esac
    shift
done
[ "$iters" -ge 20 ] || { echo "run-comparison.sh: --iters must be at least 20" >&2; exit 2; }

work=/tmp/fsparse-comparison
mkdir -p "$out" "$work/cache"
export FSPARSE_BENCH_CACHE=$work/cache
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$(nproc)}
ours=$out/fsparse.log theirs=$out/cusparse.log errors=$out/errors.log build=$out/build.log
: >"$ours"; : >"$theirs"; : >"$errors"
bench=$here/rocsparse-bench
baseline=$work/cusparse-baseline
start=$(date +%s)
elapsed() { echo "$(($(date +%s) - start)) s"; }

# ---------------------------------------------------------------- build
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc} # NVCC: for a dry run elsewhere
echo "== building cusparse-baseline with $nvcc" | tee "$build"
"$nvcc" --version >>"$build" 2>&1
cuda_lib=$(cd "$(dirname "$nvcc")/.." && pwd)/lib64 # found at run time through the rpath
if ! "$nvcc" -O2 -std=c++17 -arch=sm_90 -Xcompiler -fopenmp -I"$here" -o "$baseline" \
    "$here/cusparse_baseline.cu" "$here/matrices.c" -lcusparse -lgomp -Xlinker -rpath="$cuda_lib" >>"$build" 2>&1; then
    echo "run-comparison.sh: the baseline did not build (see build.log)" | tee -a "$errors" >&2
    tail -n 30 "$build" >&2
    exit 1
fi
echo "built in $(elapsed)" | tee -a "$build"
[ -x "$bench" ] || { echo "run-comparison.sh: no rocsparse-bench in $here (run stage-gpu-bench.sh here first)" >&2; exit 1; }

# ------------------------------------------------------------------ runs
# One of our routines: its options, and the baseline routine it is set against.
our_args() {
    case $1 in
    csrmv) echo "-f csrmv" ;;
    csrmv+analysis) echo "-f csrmv --analysis 1" ;;
    coomv | ellmv | hybmv) echo "-f $1" ;;
    csrmm*) echo "-f csrmm --cols ${1#csrmm}" ;;
    *) return 1 ;;
    esac
}
IFS=, read -r -a matrix_list <<<"$matrices"
IFS=, read -r -a routine_list <<<"$routines"
IFS=, read -r -a precision_list <<<"$precisions"
for r in "${routine_list[@]}"; do
    our_args "$r" >/dev/null || { echo "run-comparison.sh: unknown routine $r" >&2; exit 2; }
done

# What the baseline runs for the routines asked for.
cusparse_routines=() cusparse_cols=()
for r in "${routine_list[@]}"; do
    case $r in
    csrmv | ellmv | hybmv) cusparse_routines+=(spmv_csr) ;;
    csrmv+analysis) cusparse_routines+=(spmv_csr spmv_csr+preprocess) ;;
    coomv) cusparse_routines+=(spmv_coo) ;;
    csrmm*) cusparse_routines+=(spmm_csr); cusparse_cols+=("${r#csrmm}") ;;
    esac
done
cusparse_routines=$(printf '%s\n' "${cusparse_routines[@]}" | awk '!seen[$0]++' | paste -sd, -)
cusparse_cols=$(printf '%s\n' "${cusparse_cols[@]:-8}" | awk '!seen[$0]++' | paste -sd, -)

nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader >"$work/gpu" 2>/dev/null || echo unknown >"$work/gpu"
"$bench" -f csrmv -m 10 -i 20 2>/dev/null | grep '^# fsparse' | head -n 1 >"$work/banner"

for matrix in "${matrix_list[@]}"; do
    for prec in "${precision_list[@]}"; do
        for r in "${routine_list[@]}"; do
            # shellcheck disable=SC2046 # the options split into words
            if ! "$bench" $(our_args "$r") -r "$prec" --matrix "$matrix" -i "$iters" --warmup "$warmup" \
                >"$work/out" 2>"$work/err"; then
                echo "FAILED $r $matrix $prec: $(tail -n 1 "$work/err")" >>"$ours"
            fi
            cat "$work/out" >>"$ours"
            sed "s|^|[fsparse $r $matrix $prec] |" "$work/err" >>"$errors"
        done
        if ! "$baseline" --matrix "$matrix" -r "$prec" --routines "$cusparse_routines" --cols "$cusparse_cols" \
            -i "$iters" --warmup "$warmup" >"$work/out" 2>"$work/err"; then
            echo "FAILED cusparse $matrix $prec: $(tail -n 1 "$work/err")" >>"$theirs"
        fi
        cat "$work/out" >>"$theirs"
        sed "s|^|[cusparse $matrix $prec] |" "$work/err" >>"$errors"
        echo "$matrix $prec done at $(elapsed)" >&2
    done
    rm -f "$work/cache/$matrix"-*.csr # the next matrix needs the room more
done

# ----------------------------------------------------------------- table
{
    echo "# fsparse against cuSPARSE"
    echo
    echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); GPU: $(cat "$work/gpu")"
    echo "- fsparse: $(sed 's/^# //' "$work/banner"); $(cat "$here/BUILD-INFO" 2>/dev/null | paste -sd';' -)"
    echo "- cuSPARSE: $(grep -m1 '^# cusparse-baseline' "$theirs" | sed 's/^# cusparse-baseline: //'), CUDA $("$nvcc" --version | sed -n 's/.*release \([0-9.]*\).*/\1/p')"
    echo "- command: run-comparison.sh --matrices $matrices --routines $routines --precisions $precisions --iters $iters --warmup $warmup"
    echo "- times: median of $iters calls after $warmup warm-up calls, device events around each call; GB/s by the minimum-bytes model (each array read once, each output written once); setup: median of 3 after one untimed, and as a multiple of one product"
    echo "- ratio = cuSPARSE time / fsparse time (above 1: fsparse is faster). csrmv+analysis is set against the faster of cuSPARSE SpMV with and without SpMV_preprocess; ellmv and hybmv against CSR SpMV (cuSPARSE has no ELL/HYB SpMV)"
    echo
    awk '
    # field numbers of a data line: 1 routine 2 matrix 3 prec 4 m 5 n 6 nnz 7 cols 10 iters
    # 11 median_us 12 min_us 13 GB/s 14 GFLOP/s 15 setup 16 setup_us 17 setup_x
    FNR == 1 { file++ }
    /^#/ || NF < 17 { if ($1 == "FAILED" && file == 1) failed[$2 " " $3 " " $4] = $0; next }
    file == 2 { t[$1 " " $2 " " $3 " " $7] = $11; ts[$1 " " $2 " " $3 " " $7] = ($15 == "-") ? "-" : sprintf("%s %.1f us", $15, $16); next }
    { key = $2 " " $3; row[++n] = $0 }
    END {
        print "| matrix | prec | routine | fsparse us (median) | fsparse GB/s | fsparse setup | cuSPARSE | cuSPARSE us | cuSPARSE setup | ratio |"
        print "|---|---|---|---|---|---|---|---|---|---|"
        for (i = 1; i <= n; i++) {
            split(row[i], f, " ")
            r = f[1]; mat = f[2]; p = f[3]; cols = f[7]
            name = r == "csrmm" ? "csrmm" cols : r
            base = r == "coomv" ? "spmv_coo" : r == "csrmm" ? "spmm_csr" : "spmv_csr"
            ck = base " " mat " " p " " cols
            if (r == "csrmv+analysis") {
                pk = "spmv_csr+preprocess " mat " " p " " cols
                if ((pk in t) && (!(ck in t) || t[pk] < t[ck])) { base = "spmv_csr+preprocess"; ck = pk }
            }
            if (base == "spmm_csr") base = "spmm_csr" cols
            setup = f[15] == "-" ? "-" : sprintf("%s %.1f us (%.1fx)", f[15], f[16], f[17])
            if (ck in t) {
                ratio = t[ck] / f[11]
                printf "| %s | %s | %s | %.2f | %.0f | %s | %s | %.2f | %s | %.2f |\n", mat, p, name, f[11], f[13], setup, base, t[ck], ts[ck], ratio
                lsum[name " " p] += log(ratio); cnt[name " " p]++
                if (!(name " " p in minr) || ratio < minr[name " " p]) minr[name " " p] = ratio
            } else
                printf "| %s | %s | %s | %.2f | %.0f | %s | %s | - | - | - |\n", mat, p, name, f[11], f[13], setup, base
        }
        for (k in failed) printf "| %s | FAILED | %s |\n", k, failed[k]
        print ""
        print "| routine | prec | matrices | geometric mean ratio | lowest ratio |"
        print "|---|---|---|---|---|"
        for (k in cnt) { split(k, g, " "); printf "| %s | %s | %d | %.2f | %.2f |\n", g[1], g[2], cnt[k], exp(lsum[k] / cnt[k]), minr[k] }
    }' "$ours" "$theirs"
} >"$out/comparison.md"
echo "total $(elapsed)" >>"$errors"
cat "$out/comparison.md"
echo "(logs in $out: fsparse.log cusparse.log errors.log build.log; total $(elapsed))"
