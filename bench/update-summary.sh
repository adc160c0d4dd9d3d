#!/bin/bash
# update-summary.sh: copies the performance summary of a comparison table
# into README.md and PERFORMANCE.md, so that both show the same figures.
#
# Usage (in the checkout, after the comparison has run on the GPU machine):
#     bench/update-summary.sh COMPARISON.md [FILE...]
# COMPARISON.md is the comparison.md of run-comparison.sh (or the output
# of comparison-table.sh for a suite split over several calls). It has
# some of the summary blocks: the products' (the lines from the one
# starting "<!-- perf-summary:" to "<!-- /perf-summary -->"), the
# triangular solves' and factorizations' ("<!-- perf-summary-triangular:"
# to "<!-- /perf-summary-triangular -->"), and the structural routines'
# ("<!-- perf-summary-structural:" to "<!-- /perf-summary-structural -->").
# In each FILE (default: README.md and PERFORMANCE.md of this checkout),
# each block the table has replaces the same block. A file without
# exactly one such block is left alone for that block and reported; the
# exit status is then 1.
set -euo pipefail

die() { echo "update-summary.sh: $*" >&2; exit 1; }
case ${1:-} in
-h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
'') die "no comparison table given (see --help)" ;;
esac
table=$1
shift
top=$(cd "$(dirname "$0")/.." && pwd)
[ $# -gt 0 ] || set -- "$top/README.md" "$top/PERFORMANCE.md"

# blocks NAME FILE: how many blocks NAME FILE has, well formed.
blocks() {
    awk -v name="$1" '
        index($0, "<!-- " name ":") == 1 { if (open) bad = 1; open = 1; next }
        $0 == "<!-- /" name " -->" { if (!open) bad = 1; open = 0; n++ }
        END { print (bad || open) ? -1 : n + 0 }' "$2"
}
[ -f "$table" ] || die "$table: no such file"
block=$(mktemp "${TMPDIR:-/tmp}/perf-summary.XXXXXX")
trap 'rm -f "$block" "$block.new"' EXIT

status=0 found=0
for name in perf-summary perf-summary-triangular perf-summary-structural; do
    case $(blocks "$name" "$table") in
    0) continue ;;
    1) found=1 ;;
    *) die "$table has more than one $name block, or a broken one" ;;
    esac
    awk -v name="$name" 'index($0, "<!-- " name ":") == 1 { on = 1 } on { print } $0 == "<!-- /" name " -->" { on = 0 }' \
        "$table" >"$block"
    for file in "$@"; do
        if [ "$(blocks "$name" "$file")" != 1 ]; then
            echo "update-summary.sh: $file has no $name block (or more than one): left alone" >&2
            status=1
            continue
        fi
        awk -v name="$name" -v block="$block" '
            index($0, "<!-- " name ":") == 1 { while ((getline line <block) > 0) print line; close(block); skip = 1; next }
            skip && $0 == "<!-- /" name " -->" { skip = 0; next }
            !skip { print }' "$file" >"$block.new"
        if cmp -s "$file" "$block.new"; then
            echo "$file: $name unchanged"
        else
            cat "$block.new" >"$file"
            echo "$file: $name updated"
        fi
    done
done
[ $found = 1 ] || die "$table has no summary block"
exit $status
