#!/bin/bash
# update-summary.sh: copies the performance summary of a comparison table
# into README.md and PERFORMANCE.md, so that both show the same figures.
#
# Usage (in the checkout, after the comparison has run on the GPU machine):
#     bench/update-summary.sh COMPARISON.md [FILE...]
# COMPARISON.md is the comparison.md of run-comparison.sh (or the output
# of comparison-table.sh for a suite split over several calls). In each
# FILE (default: README.md and PERFORMANCE.md of this checkout), the lines
# from the one starting "<!-- perf-summary" to "<!-- /perf-summary -->"
# are replaced by the same lines of COMPARISON.md. A file without exactly
# one such block is left alone and reported; the exit status is then 1.
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

# blocks FILE: how many summary blocks FILE has, well formed.
blocks() {
    awk '/^<!-- perf-summary/ { if (open) bad = 1; open = 1; next }
         /^<!-- \/perf-summary -->$/ { if (!open) bad = 1; open = 0; n++ }
         END { print (bad || open) ? -1 : n }' "$1"
}
[ -f "$table" ] || die "$table: no such file"
[ "$(blocks "$table")" = 1 ] || die "$table has no summary block (or more than one)"
block=$(mktemp "${TMPDIR:-/tmp}/perf-summary.XXXXXX")
trap 'rm -f "$block" "$block.new"' EXIT
awk '/^<!-- perf-summary/ { on = 1 } on { print } /^<!-- \/perf-summary -->$/ { on = 0 }' "$table" >"$block"

status=0
for file in "$@"; do
    if [ "$(blocks "$file")" != 1 ]; then
        echo "update-summary.sh: $file has no summary block (or more than one): left alone" >&2
        status=1
        continue
    fi
    awk -v block="$block" '
        /^<!-- perf-summary/ { while ((getline line <block) > 0) print line; skip = 1; next }
        skip && /^<!-- \/perf-summary -->$/ { skip = 0; next }
        !skip { print }' "$file" >"$block.new"
    if cmp -s "$file" "$block.new"; then
        echo "$file: unchanged"
    else
        cat "$block.new" >"$file"
        echo "$file: summary updated"
    fi
done
exit $status
