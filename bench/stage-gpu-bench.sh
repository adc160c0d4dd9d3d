#!/bin/bash
# stage-gpu-bench.sh: stages the fsparse-vs-cuSPARSE comparison for the GPU
# machine into .device/bench/, a staging folder (ignored by git) to copy
# there.
#
# Usage (on the build machine, from any directory of the checkout), after
# the NVIDIA build exists (scripts/gpu-build-nvidia.sh makes build-nvidia/):
#     bench/stage-gpu-bench.sh [BUILD-DIR]
# BUILD-DIR (default: $FSPARSE_BUILD_DIR, else build-nvidia; relative to
# the checkout) must be configured --with-hip=nvidia; its
# bench/fsparse-bench is brought up to date with make, then copied with
# the baseline's sources (cusparse_baseline.cu, cusparse_structural.h,
# evict_l2.h, matrices.c, matrices.h, reference.c, reference.h,
# operands.c, operands.h, copy_bandwidth.cu), run-comparison.sh,
# comparison-table.sh and BUILD-INFO.
#
# Then copy .device/bench/ to the GPU machine and run there, with an
# output folder that is brought back:
#     .device/bench/run-comparison.sh --out DIR
# (see run-comparison.sh for --suite, --matrices, --routines, --precisions,
# --iters).
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$top/${1:-${FSPARSE_BUILD_DIR:-build-nvidia}}
stage=$top/.device/bench
die() { echo "stage-gpu-bench.sh: $*" >&2; exit 1; }

[ -f "$build/config.status" ] || die "$build is not configured (run scripts/gpu-build-nvidia.sh first)"
grep -q "HIP_PLATFORM_NVIDIA_TRUE=''" "$build/config.log" ||
    die "$build is not configured for NVIDIA (--with-hip=nvidia)"
make -C "$build" -j2 bench/fsparse-bench >/dev/null || die "make bench/fsparse-bench failed in $build"

rm -rf "$stage"
mkdir -p "$stage"
cp "$build/bench/fsparse-bench" "$stage/"
cp "$top/bench/cusparse_baseline.cu" "$top/bench/cusparse_structural.h" "$top/bench/evict_l2.h" \
    "$top/bench/matrices.c" "$top/bench/matrices.h" "$top/bench/reference.c" "$top/bench/reference.h" \
    "$top/bench/operands.c" "$top/bench/operands.h" "$top/bench/copy_bandwidth.cu" \
    "$top/bench/run-comparison.sh" "$top/bench/comparison-table.sh" "$stage/"
chmod +x "$stage/run-comparison.sh" "$stage/comparison-table.sh" "$stage/fsparse-bench"

# The GPU machine has no CUDA or HIP runtime library to lend: cudart must
# be linked in.
if ldd "$stage/fsparse-bench" | grep -Eq 'libcudart|libamdhip'; then
    die "fsparse-bench needs a CUDA/HIP library at run time"
fi
{
    echo "commit $(git -C "$top" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)$(git -C "$top" diff --quiet HEAD -- 2>/dev/null || echo ' (with local changes)')"
    echo "built $(date -u '+%Y-%m-%d %H:%M UTC') in $(basename "$build")"
    sed -n 's/^  \$ .*configure /configure /p' "$build/config.log" | head -n 1 | sed 's/ --no-create --no-recursion//'
} >"$stage/BUILD-INFO"
size=$(du -sb "$stage" | cut -f1)
[ "$size" -lt $((60 * 1024 * 1024)) ] || die "the staged folder is $size bytes, over 60 MiB"
echo "staged in $stage ($((size / 1024)) KiB):"
ls -l "$stage"
echo "then on the GPU machine, with the staged folder copied there: .device/bench/run-comparison.sh --out DIR"
