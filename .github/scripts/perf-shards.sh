#!/usr/bin/env bash
# .github/scripts/perf-shards.sh: how many runners the perf workflow spreads a compare over.
#
# Usage: PERF_SHARDS=N .github/scripts/perf-shards.sh
#
# Reads PERF_SHARDS (the repository variable; empty or unset: 1) and writes, to $GITHUB_OUTPUT when
# it is set and to standard output always:
#   count=N           the shards
#   shards=[1,...,N]  the matrix of the measuring jobs
# Each shard is a full compare of base and head on its own runner; with more than 1, a last job
# pools them into one verdict (perf-ci.sh with PERF_POOL). More than MAX_SHARDS is refused: each
# shard holds a runner for the whole compare.
#
# Exit codes: 0 written; 2 PERF_SHARDS is not a number from 1 to MAX_SHARDS.
set -euo pipefail

readonly MAX_SHARDS=8

usage() {
	sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

main() {
	if (($# > 0)); then
		case "$1" in
		-h | --help) usage; exit 0 ;;
		*) printf 'perf-shards.sh: no arguments, got %s (--help for usage)\n' "$1" >&2; exit 2 ;;
		esac
	fi
	local count="${PERF_SHARDS:-}"
	count="${count:-1}"
	if ! [[ "$count" =~ ^[1-9][0-9]*$ ]] || ((count > MAX_SHARDS)); then
		printf 'perf-shards.sh: the variable PERF_SHARDS must be a number from 1 to %d, got %q\n' \
			"$MAX_SHARDS" "$count" >&2
		exit 2
	fi
	local shards="[1" shard
	for ((shard = 2; shard <= count; shard++)); do
		shards+=",$shard"
	done
	shards+="]"
	printf 'count=%s\nshards=%s\n' "$count" "$shards" | tee -a "${GITHUB_OUTPUT:-/dev/null}"
}

main "$@"
