#!/usr/bin/env bash
# Tests of .github/scripts/resolve-base.sh on a throw-away repository with a real merge commit, the
# way actions/checkout leaves a pull_request run: GitHub's merge of the pull request into the current
# tip of the base branch, cloned with fetch-depth 2.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=.github/scripts/tests/lib.sh
source "$HERE/lib.sh"
readonly SCRIPT="$HERE/../resolve-base.sh"

main() {
	local repo
	repo="$(tmp_dir)/repo"
	new_repo "$repo"
	echo one >"$repo/file"
	local stale_base
	stale_base="$(commit_all "$repo" "base: the event's pull_request.base.sha")"
	git_quiet -C "$repo" checkout --quiet -b feature
	echo feature >"$repo/feature"
	local pr_head
	pr_head="$(commit_all "$repo" "the pull request")"
	git_quiet -C "$repo" checkout --quiet main
	echo two >"$repo/file"
	local tip
	tip="$(commit_all "$repo" "merged into main after the pull request was opened")"
	git_quiet -C "$repo" merge --quiet --no-ff --no-edit feature
	local merge
	merge="$(git -C "$repo" rev-parse HEAD)"

	run_capture "$SCRIPT" --repo "$repo"
	expect_status 0 "merge commit"
	expect_eq "base of the merge = its first parent (the current tip), not the stale base" "$tip" "$OUT"
	expect_contains "says why" "$ERR" "is a merge commit"

	# What a pull_request checkout has: the merge and its two parents only.
	local shallow
	shallow="$(tmp_dir)/shallow"
	git_quiet -C "$repo" update-ref refs/pull/1/merge "$merge"
	git_quiet clone --quiet --depth 2 --no-local --branch main "file://$repo" "$shallow"
	run_capture "$SCRIPT" --repo "$shallow"
	expect_status 0 "fetch-depth 2"
	expect_eq "fetch-depth 2 has the base" "$tip" "$OUT"
	run_capture git -C "$shallow" cat-file -e "$stale_base^{commit}"
	expect_status 128 "the stale base is not even in a depth-2 clone"

	local output
	output="$(tmp_dir)/github_output"
	GITHUB_OUTPUT="$output" run_capture "$SCRIPT" --repo "$repo" "$merge"
	expect_eq "GITHUB_OUTPUT" "sha=$tip" "$(cat "$output")"

	run_capture "$SCRIPT" --repo "$repo" "$pr_head"
	expect_status 2 "not a merge commit, no fallback"
	expect_contains "says it is not a merge" "$ERR" "is not a merge commit"
	expect_eq "prints nothing" "" "$OUT"

	run_capture "$SCRIPT" --repo "$repo" --fallback "$stale_base" "$pr_head"
	expect_status 0 "fallback"
	expect_eq "falls back to the explicit base" "$stale_base" "$OUT"
	expect_contains "says so" "$ERR" "is not a merge commit: using the fallback"

	PERF_BASE_FALLBACK=main run_capture "$SCRIPT" --repo "$repo" "$pr_head"
	expect_eq "fallback from the environment" "$(git -C "$repo" rev-parse main)" "$OUT"

	run_capture "$SCRIPT" --repo "$repo" --fallback no-such-ref "$pr_head"
	expect_status 3 "a fallback that is no commit"
	run_capture "$SCRIPT" --repo "$(tmp_dir)"
	expect_status 3 "not a repository"
	run_capture "$SCRIPT" --bogus
	expect_status 2 "unknown option"
	run_capture "$SCRIPT" --help
	expect_status 0 "help"
	expect_contains "help" "$OUT" "Usage: .github/scripts/resolve-base.sh"
	finish
}

main "$@"
