#!/usr/bin/env bash
# .github/scripts/install-perf-tools.sh: installs what perf/local.sh and perf's tests need beyond a
# JDK and Maven on a Debian or Ubuntu machine (GitHub's runners included): wrk (and taskset and curl
# if missing) from the distribution, and vegeta, the latency phase's open-model load (perf run
# --rate), with `go install` into $(go env GOPATH)/bin: Debian packages no open-model load tool, and
# vegeta builds in well under a minute from the Go module proxy (oha compiles for 3-4 minutes).
#
# Prints the directory to put on PATH for vegeta (standard output; everything else goes to standard
# error); on GitHub's runners it also adds it to $GITHUB_PATH for the steps that follow.
#
# Usage: PATH="$PATH:$(.github/scripts/install-perf-tools.sh)"
# Exit codes: 0 installed (or already there), 3 Go is missing.
set -euo pipefail

readonly VEGETA=github.com/tsenart/vegeta/v12@v12.13.0

log() {
	printf '[install-perf-tools] %s\n' "$*" >&2
}

as_root() {
	if [[ $(id -u) == 0 ]]; then "$@"; else sudo "$@"; fi
}

install_packages() {
	local -a missing=()
	command -v wrk >/dev/null || missing+=(wrk)
	command -v taskset >/dev/null || missing+=(util-linux)
	command -v curl >/dev/null || missing+=(curl)
	if ((${#missing[@]} == 0)); then
		return 0
	fi
	log "installing ${missing[*]}"
	as_root apt-get update -qq >&2
	as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
}

install_vegeta() {
	# Go sits in /usr/local/go on some machines without being on PATH.
	command -v go >/dev/null || PATH="$PATH:/usr/local/go/bin"
	if ! command -v go >/dev/null; then
		log "go not found: install Go 1.21 or newer (https://go.dev/dl/) for vegeta ($VEGETA)"
		exit 3
	fi
	local bin
	bin="$(go env GOPATH)/bin"
	if [[ ! -x "$bin/vegeta" ]]; then
		log "go install $VEGETA"
		go install "$VEGETA" >&2
	fi
	echo "$bin"
}

main() {
	install_packages
	local bin
	bin="$(install_vegeta)"
	if [[ -n "${GITHUB_PATH:-}" ]]; then
		echo "$bin" >>"$GITHUB_PATH"
	fi
	echo "$bin"
}

main "$@"
