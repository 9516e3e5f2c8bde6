#!/usr/bin/env bash
# Tests of .github/scripts/perf-shards.sh: the repository variable PERF_SHARDS turned into the matrix
# of perf.yml's measuring jobs, and what it refuses.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=.github/scripts/tests/lib.sh
source "$HERE/lib.sh"
readonly SCRIPT="$HERE/../perf-shards.sh"

test_default_is_one_runner() {
	local dir
	dir="$(tmp_dir)"
	GITHUB_OUTPUT="$dir/output" PERF_SHARDS="" run_capture "$SCRIPT"
	expect_status 0 "unset: one shard"
	expect_eq "outputs: one shard" $'count=1\nshards=[1]' "$(cat "$dir/output")"
}

test_shards_become_the_matrix() {
	local dir
	dir="$(tmp_dir)"
	GITHUB_OUTPUT="$dir/output" PERF_SHARDS=3 run_capture "$SCRIPT"
	expect_status 0 "3 shards"
	expect_eq "outputs: the matrix" $'count=3\nshards=[1,2,3]' "$(cat "$dir/output")"
	expect_eq "stdout says the same" $'count=3\nshards=[1,2,3]' "$OUT"
}

test_refuses_what_is_not_a_count() {
	local value
	for value in 0 9 -1 two '1;2' ' 2'; do
		PERF_SHARDS="$value" run_capture "$SCRIPT"
		expect_status 2 "PERF_SHARDS='$value' refused"
		expect_contains "the message names the variable" "$ERR" "the variable PERF_SHARDS must be a number from 1 to 8"
	done
	run_capture "$SCRIPT" --shards 2
	expect_status 2 "no arguments"
}

main() {
	test_default_is_one_runner
	test_shards_become_the_matrix
	test_refuses_what_is_not_a_count
	finish
}

main "$@"
