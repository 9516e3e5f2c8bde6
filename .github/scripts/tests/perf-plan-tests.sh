#!/usr/bin/env bash
# Tests of .github/scripts/perf-plan.sh: the repository variables PERF_SHARDS and PERF_BUDGET turned
# into the matrix and the budget of perf.yml's measuring jobs, and what it refuses.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=.github/scripts/tests/lib.sh
source "$HERE/lib.sh"
readonly SCRIPT="$HERE/../perf-plan.sh"

test_default_is_one_runner_of_the_tools_budget() {
	local dir
	dir="$(tmp_dir)"
	GITHUB_OUTPUT="$dir/output" PERF_SHARDS="" PERF_BUDGET="" run_capture "$SCRIPT"
	expect_status 0 "unset: one shard"
	expect_eq "outputs: one shard, no budget of its own" $'count=1\nshards=[1]\nbudget=' "$(cat "$dir/output")"
}

test_shards_become_the_matrix() {
	local dir
	dir="$(tmp_dir)"
	GITHUB_OUTPUT="$dir/output" PERF_SHARDS=3 PERF_BUDGET=330 run_capture "$SCRIPT"
	expect_status 0 "3 shards"
	expect_eq "outputs: the matrix and the budget" $'count=3\nshards=[1,2,3]\nbudget=330' "$(cat "$dir/output")"
	expect_eq "stdout says the same" $'count=3\nshards=[1,2,3]\nbudget=330' "$OUT"
	PERF_SHARDS=1 PERF_BUDGET=0 run_capture "$SCRIPT"
	expect_status 0 "budget 0: no bound but --forks"
	expect_contains "budget 0 passed on" "$OUT" "budget=0"
}

test_refuses_what_is_not_a_count() {
	local value
	for value in 0 9 -1 two '1;2' ' 2' 99999999999999999999; do
		PERF_SHARDS="$value" run_capture "$SCRIPT"
		expect_status 2 "PERF_SHARDS='$value' refused"
		expect_contains "the message names the variable" "$ERR" "the variable PERF_SHARDS must be a number from 1 to 8"
	done
	run_capture "$SCRIPT" --shards 2
	expect_status 2 "no arguments"
}

test_refuses_what_is_not_a_budget() {
	local value
	for value in -1 5m 330.5 1801 ' 330' 0330 99999999999999999999; do
		PERF_SHARDS=2 PERF_BUDGET="$value" run_capture "$SCRIPT"
		expect_status 2 "PERF_BUDGET='$value' refused"
		expect_contains "the message names the variable" "$ERR" \
			"the variable PERF_BUDGET must be a whole number of seconds from 0 to 1800"
	done
}

main() {
	test_default_is_one_runner_of_the_tools_budget
	test_shards_become_the_matrix
	test_refuses_what_is_not_a_count
	test_refuses_what_is_not_a_budget
	finish
}

main "$@"
