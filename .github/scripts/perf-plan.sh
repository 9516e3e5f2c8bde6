#!/usr/bin/env bash
# .github/scripts/perf-plan.sh: how many runners the perf workflow spreads a compare over, and how
# long each may measure.
#
# Usage: PERF_SHARDS=N PERF_BUDGET=S .github/scripts/perf-plan.sh
#
# Reads two repository variables and writes, to $GITHUB_OUTPUT when it is set and to standard
# output always:
#   count=N           the shards (PERF_SHARDS; empty or unset: 1)
#   shards=[1,...,N]  the matrix of the measuring jobs
#   budget=S          each compare's --budget in seconds (PERF_BUDGET; empty or unset: empty, the
#                     perf tool's default; 0: no bound but --forks)
# Each shard is a full compare of base and head on its own runner; with more than 1, a last job
# pools them into one verdict (perf-ci.sh with PERF_POOL). More than MAX_SHARDS is refused: each
# shard holds a runner for the whole compare. Shards and budget trade against each other: N shards
# of a shorter budget can measure more JVM pairs in less wall time than one runner of the default
# (perf.jar calibrate --shards N --units PAIRS predicts what they catch).
#
# Exit codes: 0 written; 2 PERF_SHARDS is not a number from 1 to MAX_SHARDS, or PERF_BUDGET is
# not a whole number of seconds up to MAX_BUDGET.
set -euo pipefail

readonly MAX_SHARDS=8
# The measuring jobs' timeout is 45 minutes, builds included.
readonly MAX_BUDGET=1800

usage() {
	sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

main() {
	if (($# > 0)); then
		case "$1" in
		-h | --help) usage; exit 0 ;;
		*) printf 'perf-plan.sh: no arguments, got %s (--help for usage)\n' "$1" >&2; exit 2 ;;
		esac
	fi
	local count="${PERF_SHARDS:-}" budget="${PERF_BUDGET:-}"
	count="${count:-1}"
	if ! [[ "$count" =~ ^[1-9][0-9]{0,5}$ ]] || ((count > MAX_SHARDS)); then
		printf 'perf-plan.sh: the variable PERF_SHARDS must be a number from 1 to %d, got %q\n' \
			"$MAX_SHARDS" "$count" >&2
		exit 2
	fi
	if [[ -n "$budget" ]] && { ! [[ "$budget" =~ ^(0|[1-9][0-9]{0,5})$ ]] || ((budget > MAX_BUDGET)); }; then
		printf 'perf-plan.sh: the variable PERF_BUDGET must be a whole number of seconds from 0 to %d, got %q\n' \
			"$MAX_BUDGET" "$budget" >&2
		exit 2
	fi
	local shards="[1" shard
	for ((shard = 2; shard <= count; shard++)); do
		shards+=",$shard"
	done
	shards+="]"
	printf 'count=%s\nshards=%s\nbudget=%s\n' "$count" "$shards" "$budget" | tee -a "${GITHUB_OUTPUT:-/dev/null}"
}

main "$@"
