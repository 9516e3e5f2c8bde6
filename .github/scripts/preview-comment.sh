#!/usr/bin/env bash
# .github/scripts/preview-comment.sh: renders a pull-request comment (or any summary.md) as GitHub
# would show it, to look at before it is posted: Markdown -> HTML (pandoc's GitHub-flavoured reader)
# -> a PNG screenshot from headless Chromium.
#
# Usage: .github/scripts/preview-comment.sh [options] MARKDOWN_FILE
#   --out PNG       the screenshot (default: MARKDOWN_FILE with .png)             [PREVIEW_OUT]
#   --width PX      the page width (default 1000, GitHub's comment column)         [PREVIEW_WIDTH]
#   -h, --help      this help
#
# Needs pandoc and chromium (Debian/Ubuntu: apt-get install -y pandoc chromium). Nothing is fetched:
# the page has no scripts and no remote styles.
#
# Exit codes: 0 written; 2 usage; 3 a missing tool or a failed render.
set -euo pipefail

OUT="${PREVIEW_OUT:-}"
WIDTH="${PREVIEW_WIDTH:-1000}"
WORK=""

usage() {
	sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

die() { # exit-code message
	printf 'preview-comment.sh: %s\n' "$2" >&2
	exit "$1"
}

# shellcheck disable=SC2317 # run by the EXIT trap
cleanup() {
	[[ -z "$WORK" ]] || rm -rf "$WORK"
}

main() {
	local input=""
	while (($# > 0)); do
		case "$1" in
		-h | --help) usage; exit 0 ;;
		--out | --width)
			(($# >= 2)) || die 2 "$1 needs a value"
			[[ "$1" == --out ]] && OUT="$2" || WIDTH="$2"
			shift
			;;
		-*) die 2 "unknown option '$1' (--help for usage)" ;;
		*) [[ -z "$input" ]] || die 2 "one MARKDOWN_FILE only"; input="$1" ;;
		esac
		shift
	done
	[[ -n "$input" ]] || die 2 "MARKDOWN_FILE is missing (--help for usage)"
	[[ -f "$input" ]] || die 2 "$input: no such file"
	[[ "$WIDTH" =~ ^[1-9][0-9]{2,3}$ ]] || die 2 "--width needs a width in pixels like 1000, got '$WIDTH'"
	command -v pandoc >/dev/null || die 3 "pandoc not found (apt-get install -y pandoc)"
	command -v chromium >/dev/null || die 3 "chromium not found (apt-get install -y chromium)"
	OUT="${OUT:-${input%.*}.png}"

	trap cleanup EXIT
	WORK="$(mktemp -d)"
	{
		cat <<'HTML'
<!doctype html><html><head><meta charset="utf-8"><style>
body { font: 14px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; margin: 16px; }
table { border-collapse: collapse; margin: 8px 0; } th, td { border: 1px solid #d1d9e0; padding: 4px 10px; }
tr:nth-child(2n) { background: #f6f8fa; } code { background: #eff1f3; padding: 1px 4px; border-radius: 4px; font-size: 85%; }
h2 { border-bottom: 1px solid #d1d9e0; padding-bottom: 4px; } details { margin: 8px 0; }
</style></head><body>
HTML
		pandoc -f gfm -t html "$input"
		echo '</body></html>'
	} >"$WORK/comment.html" || die 3 "pandoc could not render $input"
	chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$WIDTH,2400" \
		--screenshot="$OUT" "file://$WORK/comment.html" >"$WORK/chromium.log" 2>&1 ||
		die 3 "chromium could not take the screenshot: $(tail -n 3 "$WORK/chromium.log")"
	[[ -s "$OUT" ]] || die 3 "chromium wrote no $OUT"
	echo "$OUT"
}

main "$@"
