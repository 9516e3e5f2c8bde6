#!/usr/bin/env bash
# .github/scripts/perf-ci.sh: what the perf workflow runs, and what you run to do exactly the same
# on your machine (without GITHUB_* variables it only skips writing GitHub's files).
#
#   perf/local.sh [--compare "$PERF_BASE_SHA"]   the pipeline; its options also come from the
#                                                 environment (PERF_ROUNDS, PERF_DURATION,
#                                                 PERF_WARMUP_MAX, PERF_GATEWAY_PROFILE), which
#                                                 perf/local.sh checks
#   then:
#   - summary.md is appended to the job summary ($GITHUB_STEP_SUMMARY);
#   - in single mode, benchmark-bigger.json and benchmark-smaller.json are checked against
#     github-action-benchmark's custom format (perf.jar validate-benchmark) before anyone publishes;
#   - with PR_NUMBER set, the pull-request comment data is written to PERF_COMMENT_DIR:
#       comment.properties  schema=1, pr.number, pr.head_sha, pr.head_ref, perf.exit_code
#       results.json        the run's results.json, if the report tool got to write one
#     perf-comment.yml renders it with the default branch's perf.jar, never with this code;
#   - the output directory and whether the run completed go to $GITHUB_OUTPUT (dir, completed).
#
# Environment: PERF_OUT (output directory; default perf/target/run-<timestamp>), PERF_BASE_SHA,
# PR_NUMBER, PR_HEAD_SHA, PR_HEAD_REF, PERF_COMMENT_DIR (default perf/target/perf-comment).
#
# Exit codes: those of perf/local.sh (0 pass, 1 gate failed, 2 usage, 3 environment), or 2 when a
# benchmark file breaks the publishing contract.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readonly ROOT

log() {
	printf '[perf-ci] %s\n' "$*" >&2
}

# One key=value line; java.util.Properties reads a backslash as an escape.
prop() {
	printf '%s=%s\n' "$1" "${2//\\/\\\\}"
}

java_bin() {
	if [[ -n "${PERF_JAVA_HOME:-}" ]]; then
		echo "$PERF_JAVA_HOME/bin/java"
	elif [[ -n "${JAVA_HOME:-}" ]]; then
		echo "$JAVA_HOME/bin/java"
	else
		echo java
	fi
}

write_comment_data() { # exit-code
	local dir="${PERF_COMMENT_DIR:-$ROOT/perf/target/perf-comment}"
	rm -rf "$dir"
	mkdir -p "$dir"
	{
		prop schema 1
		prop pr.number "$PR_NUMBER"
		prop pr.head_sha "${PR_HEAD_SHA:-}"
		prop pr.head_ref "${PR_HEAD_REF:-}"
		prop perf.exit_code "$1"
	} >"$dir/comment.properties"
	if [[ -f "$PERF_OUT/results.json" ]]; then
		cp "$PERF_OUT/results.json" "$dir/results.json"
	fi
	log "comment data: $dir"
}

main() {
	cd "$ROOT"
	export PERF_OUT="${PERF_OUT:-$ROOT/perf/target/run-$(date +%Y%m%d-%H%M%S)}"
	local -a args=()
	if [[ -n "${PERF_BASE_SHA:-}" ]]; then
		[[ "$PERF_BASE_SHA" != -* ]] || { log "PERF_BASE_SHA must be a commit, got '$PERF_BASE_SHA'"; exit 2; }
		args+=(--compare "$PERF_BASE_SHA")
	fi

	local status=0
	log "perf/local.sh ${args[*]} (output: $PERF_OUT)"
	perf/local.sh "${args[@]}" || status=$?
	log "perf/local.sh exited with $status"

	local completed=false
	if [[ -f "$PERF_OUT/summary.md" && ! -e "$PERF_OUT/INCOMPLETE" ]]; then
		completed=true
		if [[ -n "${GITHUB_STEP_SUMMARY:-}" ]]; then
			cat "$PERF_OUT/summary.md" >>"$GITHUB_STEP_SUMMARY"
		fi
	fi

	if [[ "$completed" == true && -z "${PERF_BASE_SHA:-}" ]]; then
		if ! "$(java_bin)" -jar perf/target/perf.jar validate-benchmark \
			"$PERF_OUT/benchmark-bigger.json" "$PERF_OUT/benchmark-smaller.json"; then
			log "a benchmark file breaks the publishing contract: nothing will be published"
			completed=false
			((status != 0)) || status=2
		fi
	fi

	if [[ -n "${PR_NUMBER:-}" ]]; then
		write_comment_data "$status"
	fi

	if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
		{
			echo "dir=$PERF_OUT"
			echo "completed=$completed"
		} >>"$GITHUB_OUTPUT"
	fi
	exit "$status"
}

main "$@"
