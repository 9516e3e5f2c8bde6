#!/usr/bin/env bash
# .github/scripts/install-linters.sh: installs the linters .ci/lint runs, at the versions this
# project checks with, for the current user: actionlint (Go 1.25+ needed) into $(go env GOPATH)/bin,
# zizmor with pip (or pipx) into the user's Python bin directory. shellcheck comes from the system
# (apt-get install -y shellcheck). On GitHub's runners it also puts both directories on PATH for the
# steps that follow.
set -euo pipefail

readonly ACTIONLINT_VERSION=v1.7.12 ZIZMOR_VERSION=1.32.0

log() {
	printf '[install-linters] %s\n' "$*" >&2
}

main() {
	local -a paths=()
	if ! command -v actionlint >/dev/null || [[ "$(actionlint --version | head -n 1)" != "$ACTIONLINT_VERSION" ]]; then
		command -v go >/dev/null || { log "go not found: actionlint $ACTIONLINT_VERSION is built with Go 1.25+"; exit 3; }
		log "go install actionlint $ACTIONLINT_VERSION"
		go install "github.com/rhysd/actionlint/cmd/actionlint@$ACTIONLINT_VERSION"
	fi
	command -v go >/dev/null && paths+=("$(go env GOPATH)/bin")

	if ! command -v zizmor >/dev/null || [[ "$(zizmor --version)" != "zizmor $ZIZMOR_VERSION" ]]; then
		log "installing zizmor $ZIZMOR_VERSION"
		if command -v pipx >/dev/null; then
			pipx install --force "zizmor==$ZIZMOR_VERSION"
			paths+=("$HOME/.local/bin")
		else
			python3 -m pip install --user "zizmor==$ZIZMOR_VERSION"
			paths+=("$(python3 -m site --user-base)/bin")
		fi
	fi

	((${#paths[@]} > 0)) || return 0
	if [[ -n "${GITHUB_PATH:-}" ]]; then
		printf '%s\n' "${paths[@]}" >>"$GITHUB_PATH"
	else
		log "put these on PATH if they are not: ${paths[*]}"
	fi
}

main "$@"
