#!/usr/bin/env bash
# .github/scripts/install-trend-tools.sh: installs what the trend's change-point detector
# (trend-changes.py) needs, pinned in trend-requirements.txt, into a virtual environment of its own
# (Debian's and Ubuntu's own Python refuse `pip install`), and prints that environment's python on
# standard output (everything else goes to standard error).
#
# Usage: PERF_TREND_PYTHON="$(.github/scripts/install-trend-tools.sh [--with-tests] [--with-browser])"
#
#   --with-tests   also pytest, for .github/scripts/tests/test_trend_changes.py
#   --with-browser also playwright-core (npm ci in .github/scripts: package-lock.json), with which
#                  check-trend-page.sh drives the page in the system's Chromium (needs node and npm)
#
# Exit codes: 0 installed (or already there); 2 usage; 3 python3 or its venv module is missing, or pip
# failed.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly HERE PYTEST_VERSION=9.2.0
readonly VENV="${XDG_DATA_HOME:-$HOME/.local/share}/gateway-perf-lab/trend-venv"

usage() {
	sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

log() {
	printf '[install-trend-tools] %s\n' "$*" >&2
}

die() {
	log "$1"
	exit 3
}

main() {
	local with_tests=false with_browser=false
	while (($# > 0)); do
		case "$1" in
		--with-tests) with_tests=true ;;
		--with-browser) with_browser=true ;;
		-h | --help) usage; exit 0 ;;
		*) log "unknown option '$1' (--help for usage)"; exit 2 ;;
		esac
		shift
	done
	if [[ "$with_browser" == true && ! -f "$HERE/node_modules/playwright-core/package.json" ]]; then
		command -v npm >/dev/null || die "npm not found: apt-get install -y nodejs npm"
		log "npm ci in $HERE (playwright-core, pinned in package-lock.json)"
		npm ci --prefix "$HERE" --no-audit --no-fund --silent >&2 || die "npm ci failed"
	fi
	command -v python3 >/dev/null || die "python3 not found: apt-get install -y python3 python3-venv"
	local -a wanted=(-r "$HERE/trend-requirements.txt")
	[[ "$with_tests" == false ]] || wanted+=("pytest==$PYTEST_VERSION")
	# A marker per set of requirements: installed once, again when the pins change.
	local marker
	marker="$VENV/installed-$(cat "$HERE/trend-requirements.txt" <(echo "$with_tests") | sha256sum | cut -c1-16)"
	if [[ ! -f "$marker" ]]; then
		log "pip install $(grep -v '^#' "$HERE/trend-requirements.txt" | paste -sd ' ')$([[ "$with_tests" == false ]] || echo " pytest==$PYTEST_VERSION") into $VENV"
		python3 -m venv "$VENV" >&2 || die "python3 -m venv failed: apt-get install -y python3-venv"
		"$VENV/bin/pip" install --quiet --disable-pip-version-check --only-binary=:all: "${wanted[@]}" >&2 ||
			die "pip install failed (see above)"
		: >"$marker"
	fi
	echo "$VENV/bin/python"
}

main "$@"
