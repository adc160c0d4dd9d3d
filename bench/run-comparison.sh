#!/bin/bash
# run-comparison.sh: fsparse against cuSPARSE on the GPU machine, side by
# side in one invocation, and the table for PERFORMANCE.md.
#
# bench/stage-gpu-bench.sh stages, on the build machine, the NVIDIA
# fsparse-bench, the baseline's sources and these scripts into the staging
# folder .device/bench/. Copy that folder to the GPU machine (at the same
# place in a checkout, or anywhere) and run there:
#     .device/bench/run-comparison.sh --out DIR [options]
# Options (a run of the whole suite may be split over several calls, by
# matrices or routines, and the tables merged afterwards, see below):
#     --out DIR          where the results go (default: ./comparison); on
#                        the GPU machine, a folder that is brought back
#     --suite NAME       the defaults of --matrices, --routines and
#                        --precisions: products (the default), solves,
#                        factorizations, triangular (both of these), or
#                        structural (csrgemm, csr2csc, the sorts, identity,
#                        nnz)
#     --matrices LIST    default: the suite's (comparison-table.sh
#                        --public-suite, --solve-suite, --factor-suite,
#                        --structural-suite)
#     --routines LIST    of csrmv csrmv+analysis coomv ellmv hybmv csrmm8
#                        csrmm32 (the products' default), csrsv csrsv_unit
#                        csrsm8 csrsm32 (the solves'), csrilu0 csric0 (the
#                        factorizations'), csrgemm csr2csc csrsort cscsort
#                        coosort_by_row coosort_by_column identity nnz (the
#                        structural ones'); csrsmN for N right-hand sides.
#                        A routine runs on the matrices it applies to: the
#                        solves on triangles NAME_L and NAME_U (--uplo from
#                        the name), the others on the rest, csric0 not on
#                        the nonsymmetric convdiff* matrices; csrgemm on
#                        the product cases (galerkin_AP_G, galerkin_RAP_G,
#                        and A*A of the others), nnz on dense_MxN only,
#                        the other structural ones not on those nor on
#                        lap3d27_150 (the memory case of csrgemm)
#     --precisions LIST  of s d (default: both for products, d for the
#                        solves and factorizations)
#     --iters N          timed calls per measurement and mode (default 50,
#                        at least 20)
#     --warmup N         untimed calls before them (default 5)
#     --l2 MODE          cold, warm or both (default both)
#     --timeout S        seconds each program call may take (default 600);
#                        a call past it is killed and its line FAILED
#     --skip-fsparse     the baseline alone (to try it before the library
#                        has the routines); the table then has no ratios
# The solves and factorizations in calls of under 10 minutes each (the
# durations estimated from the sizes, not yet measured; the chain's depend
# on how fast a 1M-row chain is solved, unknown for both libraries, so it
# runs alone, cold only, its time bounded by --timeout):
#     --suite solves --matrices lap3d7_100_L,lap3d7_100_U,lap3d27_100_L,lap3d27_100_U,lap3d7_200_L,lap3d7_200_U
#         --iters 30 --warmup 3 --timeout 240                     (4-6 min)
#     --suite solves --matrices powerlaw_2M_L,powerlaw_2M_U --iters 30 --warmup 3 --timeout 240   (1-3 min)
#     --suite solves --matrices chain_1M_L,chain_1M_U --routines csrsv,csrsv_unit --iters 20 --warmup 1
#         --l2 cold --timeout 90                                   (at most 6 calls of 90 s)
#     the same with --routines csrsm8,csrsm32, if those took little
#     --suite factorizations --precisions d,s --iters 30 --warmup 3 --timeout 240   (3-6 min)
# The structural suite, double precision, in one call:
#     --suite structural --iters 20 --warmup 2 --l2 cold --timeout 300
# LISTs are comma separated. It builds the baseline with the machine's
# CUDA (nvcc from $NVCC, else /usr/local/cuda/bin/nvcc), then for each
# matrix and precision runs fsparse-bench for each routine and
# cusparse-baseline right after, on the same generated matrix (cached as a
# binary file in ${TMPDIR:-/tmp}, a scratch folder, so it is generated
# once). Both programs time every measurement twice in the same process:
# cold first (before each timed call, and each timed setup, a kernel reads
# twice the L2's size, untimed: bench/evict_l2.h, the same kernel for both
# libraries), then warm (calls back to back, each finding what the previous
# one left in the L2). Cold is the figure that counts.
#
# Writes into the out folder: comparison.md (the table, by
# comparison-table.sh: ratio = cuSPARSE time / fsparse time, above 1 means
# fsparse is faster, cold and warm side by side, and the summary block that
# bench/update-summary.sh copies into README.md and PERFORMANCE.md),
# fsparse.log and cusparse.log (every output line), run-info (what ran,
# where), errors.log (stderr of both and any failure), build.log. The table
# is printed last. For a suite split over several calls, bring the out
# folders back and, in the checkout:
#     bench/comparison-table.sh DIR1 DIR2 ... >comparison.md
#     bench/update-summary.sh comparison.md
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
suite=products matrices='' routines='' precisions=''
iters=50
warmup=5
l2=both
limit=600
skip_fsparse=0
out=$PWD/comparison
while [ $# -gt 0 ]; do
    case $1 in
    --suite) suite=$2; shift ;;
    --matrices) matrices=$2; shift ;;
    --routines) routines=$2; shift ;;
    --precisions) precisions=$2; shift ;;
    --iters) iters=$2; shift ;;
    --warmup) warmup=$2; shift ;;
    --l2) l2=$2; shift ;;
    --timeout) limit=$2; shift ;;
    --out) out=$2; shift ;;
    --skip-fsparse) skip_fsparse=1 ;;
    -h | --help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "run-comparison.sh: unknown argument $1" >&2; exit 2 ;;
    esac
    shift
done
[ "$iters" -ge 20 ] || { echo "run-comparison.sh: --iters must be at least 20" >&2; exit 2; }
case $l2 in cold | warm | both) ;; *) echo "run-comparison.sh: --l2 takes cold, warm or both" >&2; exit 2 ;; esac
solve_routines=csrsv,csrsv_unit,csrsm8,csrsm32 factor_routines=csrilu0,csric0
structural_routines=csrgemm,csr2csc,csrsort,cscsort,coosort_by_row,coosort_by_column,identity,nnz
case $suite in
products) suite_matrices=$("$here/comparison-table.sh" --public-suite)
    suite_routines=csrmv,csrmv+analysis,coomv,ellmv,hybmv,csrmm8,csrmm32 suite_precisions=s,d ;;
solves) suite_matrices=$("$here/comparison-table.sh" --solve-suite)
    suite_routines=$solve_routines suite_precisions=d ;;
factorizations) suite_matrices=$("$here/comparison-table.sh" --factor-suite)
    suite_routines=$factor_routines suite_precisions=d ;;
triangular) suite_matrices=$("$here/comparison-table.sh" --solve-suite),$("$here/comparison-table.sh" --factor-suite)
    suite_routines=$solve_routines,$factor_routines suite_precisions=d ;;
structural) suite_matrices=$("$here/comparison-table.sh" --structural-suite)
    suite_routines=$structural_routines suite_precisions=d ;;
*) echo "run-comparison.sh: unknown suite $suite (products, solves, factorizations, triangular, structural)" >&2; exit 2 ;;
esac
matrices=${matrices:-$suite_matrices} routines=${routines:-$suite_routines} precisions=${precisions:-$suite_precisions}

work=${TMPDIR:-/tmp}/fsparse-comparison
mkdir -p "$out" "$work/cache"
export FSPARSE_BENCH_CACHE=$work/cache
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$(nproc)}
ours=$out/fsparse.log theirs=$out/cusparse.log errors=$out/errors.log build=$out/build.log
: >"$ours"; : >"$theirs"; : >"$errors"
bench=$here/fsparse-bench
baseline=$work/cusparse-baseline
start=$(date +%s)
elapsed() { echo "$(($(date +%s) - start)) s"; }

# ---------------------------------------------------------------- build
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
echo "== building cusparse-baseline with $nvcc" | tee "$build"
"$nvcc" --version >>"$build" 2>&1
cuda_top=$(cd "$(dirname "$nvcc")/.." && pwd)
cuda_lib=$cuda_top/lib64 # found at run time through the rpath
# The legacy routines that this CUDA's cusparse.h still declares: the
# baseline times those, and says UNABLE for the others.
header=$(ls "$cuda_top/include/cusparse.h" "$cuda_top"/targets/*/include/cusparse.h /usr/include/cusparse.h 2>/dev/null | head -n 1)
have=()
for symbol in cusparseDnnz cusparseXcsrsort cusparseXcscsort cusparseXcoosortByRow cusparseCreateIdentityPermutation; do
    if [ -n "$header" ] && grep -qw "$symbol" "$header"; then
        have+=("-DFSPARSE_HAVE_$(echo "$symbol" | tr '[:lower:]' '[:upper:]')")
    fi
done
echo "cusparse.h: ${header:-not found}; defines: ${have[*]:-none}" >>"$build"
if ! "$nvcc" -O2 -std=c++17 -arch=sm_90 -Xcompiler -fopenmp -I"$here" "${have[@]}" -o "$baseline" \
    "$here/cusparse_baseline.cu" "$here/matrices.c" "$here/reference.c" "$here/operands.c" -lcusparse -lgomp \
    -Xlinker -rpath="$cuda_lib" >>"$build" 2>&1; then
    echo "run-comparison.sh: the baseline did not build (see build.log)" | tee -a "$errors" >&2
    tail -n 30 "$build" >&2
    exit 1
fi
echo "built in $(elapsed)" | tee -a "$build"
[ $skip_fsparse = 1 ] || [ -x "$bench" ] || { echo "run-comparison.sh: no fsparse-bench in $here (run stage-gpu-bench.sh on the build machine first)" >&2; exit 1; }

# ------------------------------------------------------------------ runs
# One of our routines: its options (on matrix $2: a triangle's --uplo).
our_args() {
    local uplo=L
    case $2 in *_U) uplo=U ;; esac
    case $1 in
    csrmv) echo "-f csrmv" ;;
    csrmv+analysis) echo "-f csrmv --analysis 1" ;;
    coomv | ellmv | hybmv | csrilu0 | csric0) echo "-f $1" ;;
    csrmm[0-9]*) echo "-f csrmm --cols ${1#csrmm}" ;;
    csrsv) echo "-f csrsv --uplo $uplo" ;;
    csrsv_unit) echo "-f csrsv --uplo $uplo --diag U" ;;
    csrsm[0-9]*) echo "-f csrsm --cols ${1#csrsm} --uplo $uplo" ;;
    csrgemm | csr2csc | identity | nnz) echo "-f $1" ;;
    csrsort | cscsort | coosort_by_row | coosort_by_column) echo "-f $1 --perm 1 --sort-values 1" ;;
    *) return 1 ;;
    esac
}
# Whether routine $1 applies to matrix $2 (see --routines).
applies() {
    case $1:$2 in
    csrsv*:*_[LU] | csrsm*:*_[LU]) return 0 ;;
    csrsv*:* | csrsm*:* | *:*_[LU]) return 1 ;;
    csric0:convdiff*) return 1 ;;
    nnz:dense_*) return 0 ;;
    nnz:* | *:dense_*) return 1 ;;
    csrgemm:*) return 0 ;;
    *:galerkin_* | *:lap3d27_150) return 1 ;;
    esac
}
# Why a call failed: past the time limit, or the last line it wrote to stderr.
failure() {
    if [ "$1" -eq 124 ]; then echo "killed after $limit s (--timeout)"; else tail -n 1 "$work/err"; fi
}
IFS=, read -r -a matrix_list <<<"$matrices"
IFS=, read -r -a routine_list <<<"$routines"
IFS=, read -r -a precision_list <<<"$precisions"
for r in "${routine_list[@]}"; do
    our_args "$r" x >/dev/null || { echo "run-comparison.sh: unknown routine $r" >&2; exit 2; }
done

# The baseline's name of one of our structural routines; 1 for the others.
structural_name() {
    case $1 in
    csrgemm) echo spgemm ;;
    csr2csc) echo csr2cscEx2 ;;
    csrsort) echo Xcsrsort ;;
    cscsort) echo Xcscsort ;;
    coosort_by_row) echo XcoosortByRow ;;
    coosort_by_column) echo XcoosortByColumn ;;
    identity | nnz) echo "$1" ;;
    *) return 1 ;;
    esac
}
# What the baseline runs for the routines asked for that apply to matrix
# $1: its options; with $2 = structural, for the structural routines
# alone (the baseline runs those in a call of their own).
cusparse_args() {
    local r routines=() cols=() uplo=L name
    case $1 in *_U) uplo=U ;; esac
    for r in "${routine_list[@]}"; do
        applies "$r" "$1" || continue
        if name=$(structural_name "$r"); then
            [ "${2:-}" = structural ] && routines+=("$name")
            continue
        fi
        [ "${2:-}" = structural ] && continue
        case $r in
        csrmv | ellmv | hybmv) routines+=(spmv_csr) ;;
        csrmv+analysis) routines+=(spmv_csr spmv_csr+preprocess) ;;
        coomv) routines+=(spmv_coo) ;;
        csrmm*) routines+=(spmm_csr); cols+=("${r#csrmm}") ;;
        csrsv | csrsv_unit) routines+=("${r/csr/sp}") ;;
        csrsm*) routines+=(spsm); cols+=("${r#csrsm}") ;;
        csrilu0) routines+=(csrilu02) ;;
        csric0) routines+=(csric02) ;;
        esac
    done
    [ ${#routines[@]} -gt 0 ] || return 1
    list() { printf '%s\n' "$@" | awk '!seen[$0]++' | paste -sd, -; }
    if [ "${2:-}" = structural ]; then
        echo "--routines $(list "${routines[@]}")"
    else
        echo "--routines $(list "${routines[@]}") --cols $(list "${cols[@]:-8}") --uplo $uplo"
    fi
}

{
    echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "gpu: $(nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null || echo unknown)"
    if [ $skip_fsparse = 1 ]; then
        echo "fsparse: not run (--skip-fsparse)"
    else
        echo "fsparse: $("$bench" -f csrmv -m 10 -i 20 2>/dev/null | grep -m1 '^# fsparse' | sed 's/^# //')"
    fi
    sed 's/^/build: /' "$here/BUILD-INFO" 2>/dev/null
    echo "cuda: $("$nvcc" --version | sed -n 's/.*release \([0-9.]*\).*/\1/p')"
    echo "command: run-comparison.sh --matrices $matrices --routines $routines --precisions $precisions --iters $iters --warmup $warmup --l2 $l2"
    echo "iters: $iters"
    echo "warmup: $warmup"
} >"$out/run-info"

for matrix in "${matrix_list[@]}"; do
    for prec in "${precision_list[@]}"; do
        for r in "${routine_list[@]}"; do
            [ $skip_fsparse = 0 ] || break
            applies "$r" "$matrix" || continue
            # shellcheck disable=SC2046 # the options split into words
            timeout "$limit" "$bench" $(our_args "$r" "$matrix") -r "$prec" --matrix "$matrix" -i "$iters" \
                --warmup "$warmup" --l2 "$l2" >"$work/out" 2>"$work/err"
            status=$?
            [ $status -eq 0 ] || echo "FAILED $r $matrix $prec: $(failure $status)" >>"$ours"
            cat "$work/out" >>"$ours"
            sed "s|^|[fsparse $r $matrix $prec] |" "$work/err" >>"$errors"
        done
        for kind in classic structural; do
            theirs_args=$(cusparse_args "$matrix" $kind) || continue
            # shellcheck disable=SC2086 # the options split into words
            timeout "$limit" "$baseline" --matrix "$matrix" -r "$prec" $theirs_args -i "$iters" --warmup "$warmup" \
                --l2 "$l2" >"$work/out" 2>"$work/err"
            status=$?
            [ $status -eq 0 ] || echo "FAILED cusparse $matrix $prec: $(failure $status)" >>"$theirs"
            cat "$work/out" >>"$theirs"
            sed "s|^|[cusparse $matrix $prec] |" "$work/err" >>"$errors"
        done
        echo "$matrix $prec done at $(elapsed)" >&2
    done
    rm -f "$work/cache/$matrix"-*.csr # the next matrix needs the room more
done

# ----------------------------------------------------------------- table
echo "cusparse: $(grep -m1 '^# cusparse-baseline' "$theirs" | sed 's/^# cusparse-baseline: //')" >>"$out/run-info"
"$here/comparison-table.sh" "$out" >"$out/comparison.md"
echo "total $(elapsed)" >>"$errors"
cat "$out/comparison.md"
echo "(logs in $out: fsparse.log cusparse.log run-info errors.log build.log; total $(elapsed))"
