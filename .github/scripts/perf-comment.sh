#!/usr/bin/env bash
# .github/scripts/perf-comment.sh DATA_DIR: creates or updates the one perf comment of a pull request
# from the comment data its perf run uploaded. perf-comment.yml runs it from the default branch; run it
# yourself with PERF_COMMENT_DRY_RUN=1 to see the comment without posting anything:
#
#   PERF_COMMENT_DRY_RUN=1 EXPECTED_HEAD_SHA=<the pr.head_sha in DATA_DIR> .github/scripts/perf-comment.sh DATA_DIR
#
# The data is untrusted: the pull request's own code wrote it. Nothing here executes or sources any of
# it. `perf.jar comment`, built from this checkout, checks it (only comment.properties and
# results.json, a size limit, a plain pull-request number, the head sha equal to the workflow run's)
# and renders the Markdown, showing every string from the data inside a code span. This script then
# checks that the pull request still points at the measured head sha (so data naming another pull
# request is never posted there), looks for the comment of PERF_COMMENT_AUTHOR that starts with the
# marker, and updates it, or creates it.
#
# Environment:
#   EXPECTED_HEAD_SHA     github.event.workflow_run.head_sha (GitHub sets it; the pull request cannot)
#   RUN_URL               github.event.workflow_run.html_url, linked from the comment (optional);
#                         its #artifacts anchor is the artifacts link
#   GITHUB_REPOSITORY     owner/name: the gh-pages trend page is linked (optional)
#   GITHUB_REPOSITORY     owner/name
#   GH_TOKEN              a token allowed to write pull-request comments (not for a dry run)
#   PERF_COMMENT_AUTHOR   whose comment is updated (default github-actions[bot], the GITHUB_TOKEN's)
#   PERF_COMMENT_DRY_RUN  1: render and print, post nothing
#
# Exit codes: 0 posted, updated, skipped (the pull request has moved on, or the run uploaded no data:
# DATA_DIR without comment.properties) or dry run; 2 usage or invalid data; 3 environment (a missing
# tool, the build or the GitHub API failed).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readonly ROOT
readonly MARKER='<!-- gateway-perf-lab -->'

log() {
	printf '[perf-comment] %s\n' "$*" >&2
}

die() { # exit-code message
	log "$2"
	exit "$1"
}

# Prints a file to the log with workflow commands off: no line of it can act as `::command::`.
print_inert() {
	if [[ "${GITHUB_ACTIONS:-}" == true ]]; then
		local token
		token="$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
		echo "::stop-commands::$token"
		cat "$1"
		echo "::$token::"
	else
		cat "$1"
	fi
}

perf_jar() {
	local jar="$ROOT/perf/target/perf.jar"
	if [[ ! -f "$jar" ]]; then
		command -v mvn >/dev/null || die 3 "mvn not found: install Maven 3.8+, or build perf/target/perf.jar first"
		log "building perf/target/perf.jar from this checkout"
		mvn -B -q -ntp -f "$ROOT/pom.xml" -pl perf -am package -DskipTests >&2 || die 3 "the build of perf.jar failed"
	fi
	echo "$jar"
}

java_bin() {
	if [[ -n "${JAVA_HOME:-}" ]]; then echo "$JAVA_HOME/bin/java"; else echo java; fi
}

main() {
	(($# == 1)) || die 2 "usage: .github/scripts/perf-comment.sh DATA_DIR (see the header of this script)"
	local data="$1"
	if [[ ! -f "$data/comment.properties" ]]; then
		# The perf run stopped before it uploaded its comment data (cancelled, a runner lost): quiet.
		log "no comment data in $data: the perf run uploaded none, nothing to post"
		if [[ -n "${GITHUB_STEP_SUMMARY:-}" ]]; then
			echo "No comment data: the perf run stopped before it uploaded any. Nothing was posted." >>"$GITHUB_STEP_SUMMARY"
		fi
		return 0
	fi
	[[ "${EXPECTED_HEAD_SHA:-}" =~ ^[0-9a-f]{40}([0-9a-f]{24})?$ ]] || die 2 "EXPECTED_HEAD_SHA must be a full commit sha"
	local dry_run="${PERF_COMMENT_DRY_RUN:-0}"
	local author="${PERF_COMMENT_AUTHOR:-github-actions[bot]}"
	[[ "$author" =~ ^[A-Za-z0-9-]+(\[bot\])?$ ]] || die 2 "PERF_COMMENT_AUTHOR is not a login"

	local jar work
	jar="$(perf_jar)"
	work="$(mktemp -d)"
	# shellcheck disable=SC2064 # expand now: $work is fixed
	trap "rm -rf '$work'" EXIT

	local -a args=(comment "$data" --expected-head-sha "$EXPECTED_HEAD_SHA" --out "$work/comment.md")
	[[ -z "${RUN_URL:-}" ]] || args+=(--run-url "$RUN_URL")
	# The trend page of this repository's gh-pages (github-action-benchmark's dev/bench).
	if [[ "${GITHUB_REPOSITORY:-}" =~ ^([A-Za-z0-9-]+)/([A-Za-z0-9._-]+)$ ]]; then
		args+=(--trend-url "https://${BASH_REMATCH[1]}.github.io/${BASH_REMATCH[2]}/dev/bench/")
	fi
	local pr status=0
	pr="$("$(java_bin)" -jar "$jar" "${args[@]}")" || status=$?
	((status == 0)) || die 2 "perf.jar comment rejected the data (exit $status): nothing is posted"
	[[ "$pr" =~ ^[1-9][0-9]{0,9}$ ]] || die 2 "perf.jar comment printed no pull-request number"
	[[ "$(head -n 1 "$work/comment.md")" == "$MARKER" ]] || die 2 "the rendered comment does not start with the marker"

	log "comment for pull request #$pr, head $EXPECTED_HEAD_SHA:"
	print_inert "$work/comment.md"
	if [[ "$dry_run" == 1 ]]; then
		log "dry run: nothing posted"
		return 0
	fi

	local tool
	for tool in gh jq; do
		command -v "$tool" >/dev/null || die 3 "$tool not found (GitHub's runners have it)"
	done
	[[ -n "${GH_TOKEN:-}" ]] || die 3 "GH_TOKEN is not set"
	[[ "${GITHUB_REPOSITORY:-}" =~ ^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]] || die 2 "GITHUB_REPOSITORY must be owner/name"
	local repo="repos/$GITHUB_REPOSITORY"

	local head
	head="$(gh api "$repo/pulls/$pr" --jq .head.sha)" || die 3 "cannot read pull request #$pr"
	if [[ "$head" != "$EXPECTED_HEAD_SHA" ]]; then
		log "pull request #$pr now points at $head, not at the measured $EXPECTED_HEAD_SHA: no comment (a newer run comments)"
		return 0
	fi

	# --paginate prints one JSON array per page; jq reads them one after the other.
	gh api --paginate "$repo/issues/$pr/comments?per_page=100" >"$work/comments.json" ||
		die 3 "cannot list the comments of pull request #$pr"
	local -a ids
	mapfile -t ids < <(jq -r --arg author "$author" --arg marker "$MARKER" \
		'.[] | select(.user.login == $author and (.body | startswith($marker))) | .id' "$work/comments.json")
	jq -n --rawfile body "$work/comment.md" '{body: $body}' >"$work/request.json"
	if ((${#ids[@]} > 0)); then
		[[ "${ids[0]}" =~ ^[0-9]+$ ]] || die 3 "unexpected comment id from the API"
		gh api --method PATCH "$repo/issues/comments/${ids[0]}" --input "$work/request.json" --silent ||
			die 3 "cannot update comment ${ids[0]}"
		log "updated comment ${ids[0]} on pull request #$pr"
	else
		gh api --method POST "$repo/issues/$pr/comments" --input "$work/request.json" --silent ||
			die 3 "cannot comment on pull request #$pr"
		log "commented on pull request #$pr"
	fi
}

main "$@"
