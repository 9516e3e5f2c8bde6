#!/usr/bin/env bash
# .github/scripts/gate-config.sh: takes the perf gate's configuration from a trusted commit (a pull
# request's base), so that a pull request is never judged by rules or thresholds it changes itself.
#
# Usage: .github/scripts/gate-config.sh [--repo DIR] [--out DIR] [--head REF] BASE
#
#   BASE           the trusted commit (resolve-base.sh prints it for a pull request)
#   --repo DIR     the repository (default: this script's)                          [PERF_REPO]
#   --out DIR      where to write (default perf/target/gate-base; emptied first)    [PERF_GATE_DIR]
#   --head REF     the commit being judged, for the list of its changes (default HEAD)
#
# Writes, all from BASE:
#   DIR/rules/            jfr-rules/rules/*.sql: the JFR rules that gate, and the views they read
#   DIR/settings/         jfr-rules/settings/*.jfc: what the gateways are recorded with
#   DIR/workloads/        perf/workloads: the load sent (when BASE has perf/workloads/default.yaml)
#   DIR/report-args       the options for perf/local.sh, one a line: --rules DIR/rules,
#                         --workload DIR/workloads/default.yaml (unless PERF_WORKLOAD is set),
#                         and --threshold-X for each threshold.X (cpu, rps, latency, allocation,
#                         exceptions), --confidence from .github/perf-gate.properties
#                         (none when BASE has no such file: the tools' defaults then)
#   DIR/head-changes      `git diff --name-status BASE HEAD` of those paths: what the pull request
#                         changes in its own gate (empty: nothing); shown as information only
# and prints DIR on standard output.
#
# Exit codes: 0 written; 2 usage, or a malformed value in BASE's perf-gate.properties; 3 not a
# repository, BASE not a commit, or BASE has no jfr-rules/rules.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readonly ROOT EXIT_USAGE=2 EXIT_ENV=3
readonly RULES=jfr-rules/rules SETTINGS=jfr-rules/settings PROPERTIES=.github/perf-gate.properties
readonly WORKLOADS=perf/workloads
# key in perf-gate.properties -> option of perf.jar report and perf/local.sh: threshold.X is --threshold-X
# for every threshold perf knows (its Threshold rows; perf itself refuses one it does not know, exit 2),
# confidence is --confidence.
readonly KEY='^(threshold\.[a-z][a-z-]*|confidence)$'

WORK=""

usage() {
	sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

log() {
	printf '[gate-config] %s\n' "$*" >&2
}

die() { # exit-code message
	log "$2"
	exit "$1"
}

cleanup() {
	[[ -z "$WORK" ]] || rm -rf "$WORK"
}

# perf-gate.properties of BASE -> option lines; only known keys with plain numbers.
threshold_args() { # properties-file
	local line key value
	while IFS= read -r line || [[ -n "$line" ]]; do
		line="${line%$'\r'}"
		[[ "$line" =~ ^[[:space:]]*(#|$) ]] && continue
		[[ "$line" =~ ^[[:space:]]*([a-z.-]+)[[:space:]]*=[[:space:]]*([^[:space:]]*)[[:space:]]*$ ]] ||
			die "$EXIT_USAGE" "$PROPERTIES at the base: cannot read the line '$line'"
		key="${BASH_REMATCH[1]}" value="${BASH_REMATCH[2]}"
		[[ "$key" =~ $KEY ]] || die "$EXIT_USAGE" "$PROPERTIES at the base: unknown key '$key'"
		[[ "$value" =~ ^[0-9]+(\.[0-9]+)?$ ]] || die "$EXIT_USAGE" "$PROPERTIES at the base: $key='$value' is not a number"
		printf -- '--%s\n%s\n' "${key//./-}" "$value"
	done <"$1"
}

main() {
	local repo="${PERF_REPO:-$ROOT}" out="${PERF_GATE_DIR:-}" head=HEAD base=""
	while (($# > 0)); do
		case "$1" in
		-h | --help) usage; exit 0 ;;
		--repo | --out | --head)
			(($# >= 2)) || die "$EXIT_USAGE" "$1 needs a value"
			case "$1" in --repo) repo="$2" ;; --out) out="$2" ;; --head) head="$2" ;; esac
			shift
			;;
		-*) die "$EXIT_USAGE" "unknown option '$1' (--help for usage)" ;;
		*)
			[[ -z "$base" ]] || die "$EXIT_USAGE" "one BASE only (--help for usage)"
			base="$1"
			;;
		esac
		shift
	done
	[[ -n "$base" ]] || die "$EXIT_USAGE" "BASE is missing (--help for usage)"
	out="${out:-$repo/perf/target/gate-base}"
	trap cleanup EXIT

	git -C "$repo" rev-parse --git-dir >/dev/null 2>&1 || die "$EXIT_ENV" "$repo is not a git repository"
	local sha
	sha="$(git -C "$repo" rev-parse --verify --quiet "$base^{commit}")" || die "$EXIT_ENV" "$base is not a commit in $repo"
	git -C "$repo" cat-file -e "$sha:$RULES" 2>/dev/null || die "$EXIT_ENV" "the base $sha has no $RULES"

	# Extract into a scratch directory first: a failure leaves no half-written DIR behind.
	WORK="$(mktemp -d)"
	local -a paths=("$RULES")
	git -C "$repo" cat-file -e "$sha:$SETTINGS" 2>/dev/null && paths+=("$SETTINGS")
	git -C "$repo" cat-file -e "$sha:$WORKLOADS/default.yaml" 2>/dev/null && paths+=("$WORKLOADS")
	git -C "$repo" archive --format=tar "$sha" -- "${paths[@]}" | tar -x -C "$WORK"
	mkdir -p "$WORK/gate/settings"
	mv "$WORK/$RULES" "$WORK/gate/rules"
	[[ ! -d "$WORK/$SETTINGS" ]] || cp -R "$WORK/$SETTINGS/." "$WORK/gate/settings/"
	[[ ! -d "$WORK/$WORKLOADS" ]] || mv "$WORK/$WORKLOADS" "$WORK/gate/workloads"

	mkdir -p "$out"
	out="$(cd "$out" && pwd)"
	{
		printf '%s\n%s\n' --rules "$out/rules"
		# The load is part of the gate: a pull request that stops sending requests to a route
		# it slowed down is still loaded as its base loads (a workload given by hand wins).
		if [[ -d "$WORK/gate/workloads" && -z "${PERF_WORKLOAD:-}" ]]; then
			printf '%s\n%s\n' --workload "$out/workloads/default.yaml"
		fi
		if git -C "$repo" cat-file -e "$sha:$PROPERTIES" 2>/dev/null; then
			git -C "$repo" show "$sha:$PROPERTIES" >"$WORK/gate.properties"
			threshold_args "$WORK/gate.properties"
		else
			log "the base has no $PROPERTIES: the report tool's default thresholds apply"
		fi
	} >"$WORK/gate/report-args"
	if git -C "$repo" rev-parse --verify --quiet "$head^{commit}" >/dev/null; then
		git -C "$repo" diff --no-renames --name-status "$sha" "$head" -- "$RULES" "$SETTINGS" "$PROPERTIES" "$WORKLOADS" \
			>"$WORK/gate/head-changes"
	else
		log "--head $head is not a commit: no list of the head's changes"
		: >"$WORK/gate/head-changes"
	fi

	rm -rf "${out:?}/rules" "$out/settings" "$out/workloads" "$out/report-args" "$out/head-changes"
	cp -R "$WORK/gate/." "$out/"
	local views
	views=$(grep -rl --include='*.sql' '^-- view:' "$out/rules" | wc -l || true)
	log "gate configuration of $sha in $out ($(($(find "$out/rules" -name '*.sql' | wc -l) - views)) rules, $views views)"
	if [[ -s "$out/head-changes" ]]; then
		log "the head changes the gate (judged with the base's, shown as information):"
		sed 's/^/  /' "$out/head-changes" >&2
	fi
	echo "$out"
}

main "$@"
