#!/usr/bin/env bash
# .github/scripts/install-perf-tools.sh: installs what perf/local.sh needs beyond a JDK and Maven on a
# Debian or Ubuntu machine (GitHub's runners included): wrk, and taskset and curl if missing.
set -euo pipefail

as_root() {
	if [[ $(id -u) == 0 ]]; then "$@"; else sudo "$@"; fi
}

main() {
	local -a missing=()
	command -v wrk >/dev/null || missing+=(wrk)
	command -v taskset >/dev/null || missing+=(util-linux)
	command -v curl >/dev/null || missing+=(curl)
	if ((${#missing[@]} == 0)); then
		echo "[install-perf-tools] nothing to install"
		return 0
	fi
	echo "[install-perf-tools] installing ${missing[*]}"
	as_root apt-get update -qq
	as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
}

main "$@"
