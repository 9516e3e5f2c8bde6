#!/usr/bin/env bash
# .github/scripts/install-linters.sh: installs the linters .ci/lint runs, at the versions this project
# checks with, for the current user, and prints the directories to put on PATH (colon-separated, on
# standard output; everything else goes to standard error). On GitHub's runners it also adds them to
# $GITHUB_PATH for the steps that follow.
#
#   actionlint v1.7.12  go install (needs Go 1.21+, which fetches the Go 1.25 toolchain it asks for)
#                       into $(go env GOPATH)/bin
#   zizmor 1.32.0       pipx install, or else pip into a virtual environment of its own
#                       (Debian's own Python refuses `pip install --user`)
#   ShellCheck          not installed here: apt-get install -y shellcheck
#
# Usage: PATH="$PATH:$(.github/scripts/install-linters.sh)"
# Exit codes: 0 installed (or already there), 3 a prerequisite (Go, Python) is missing.
set -euo pipefail

readonly ACTIONLINT_VERSION=v1.7.12 ZIZMOR_VERSION=1.32.0
readonly VENV="${XDG_DATA_HOME:-$HOME/.local/share}/gateway-perf-lab/zizmor-venv"

log() {
	printf '[install-linters] %s\n' "$*" >&2
}

die() {
	log "$1"
	exit 3
}

install_actionlint() {
	command -v go >/dev/null ||
		die "go not found: install Go 1.21 or newer (https://go.dev/dl/; Debian 12's golang-go 1.19 is too old)"
	local bin
	bin="$(go env GOPATH)/bin"
	if [[ "$("$bin/actionlint" --version 2>/dev/null | sed -n 1p)" != "$ACTIONLINT_VERSION" ]]; then
		log "go install actionlint $ACTIONLINT_VERSION"
		go install "github.com/rhysd/actionlint/cmd/actionlint@$ACTIONLINT_VERSION" >&2
	fi
	echo "$bin"
}

install_zizmor() {
	if command -v pipx >/dev/null; then
		local bin="${PIPX_BIN_DIR:-$HOME/.local/bin}"
		if [[ "$("$bin/zizmor" --version 2>/dev/null)" != "zizmor $ZIZMOR_VERSION" ]]; then
			log "pipx install zizmor $ZIZMOR_VERSION"
			pipx install --force "zizmor==$ZIZMOR_VERSION" >&2
		fi
		echo "$bin"
		return
	fi
	command -v python3 >/dev/null || die "python3 not found: install it, or pipx (apt-get install -y pipx)"
	if [[ "$("$VENV/bin/zizmor" --version 2>/dev/null)" != "zizmor $ZIZMOR_VERSION" ]]; then
		log "pip install zizmor $ZIZMOR_VERSION into $VENV"
		python3 -m venv "$VENV" >&2 || die "python3 -m venv failed: apt-get install -y python3-venv (or pipx)"
		"$VENV/bin/pip" install --quiet "zizmor==$ZIZMOR_VERSION" >&2
	fi
	echo "$VENV/bin"
}

main() {
	local actionlint_bin zizmor_bin
	actionlint_bin="$(install_actionlint)"
	zizmor_bin="$(install_zizmor)"
	command -v shellcheck >/dev/null || log "shellcheck not found: apt-get install -y shellcheck"
	if [[ -n "${GITHUB_PATH:-}" ]]; then
		printf '%s\n' "$actionlint_bin" "$zizmor_bin" >>"$GITHUB_PATH"
	fi
	echo "$actionlint_bin:$zizmor_bin"
}

main "$@"
