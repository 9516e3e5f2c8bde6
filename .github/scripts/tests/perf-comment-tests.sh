#!/usr/bin/env bash
# Tests of .github/scripts/perf-comment.sh that need no GitHub: a perf run that uploaded no comment data
# is nothing to post (exit 0, a line in the job summary), never a red comment workflow.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=.github/scripts/tests/lib.sh
source "$HERE/lib.sh"
readonly SCRIPT="$HERE/../perf-comment.sh"

main() {
	local dir
	dir="$(tmp_dir)"
	: >"$dir/summary"
	GITHUB_STEP_SUMMARY="$dir/summary" EXPECTED_HEAD_SHA=9c1e4b7a2f3d5e6c8b9a0f1e2d3c4b5a69788796 \
		run_capture "$SCRIPT" "$dir/no-artifact"
	expect_status 0 "no artifact downloaded"
	expect_contains "says so" "$ERR" "nothing to post"
	expect_eq "job summary" "No comment data: the perf run stopped before it uploaded any. Nothing was posted." \
		"$(cat "$dir/summary")"
	mkdir "$dir/empty"
	EXPECTED_HEAD_SHA=9c1e4b7a2f3d5e6c8b9a0f1e2d3c4b5a69788796 run_capture "$SCRIPT" "$dir/empty"
	expect_status 0 "an empty download"
	run_capture "$SCRIPT"
	expect_status 2 "no DATA_DIR"
	finish
}

main "$@"
