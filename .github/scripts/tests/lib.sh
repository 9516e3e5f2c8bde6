#!/usr/bin/env bash
# .github/scripts/tests/lib.sh: the few helpers the script tests share. Sourced, never run.
#
#   tmp_dir                  a fresh directory, removed when the test script exits
#   new_repo DIR             a git repository with a fixed identity and no hooks or signing
#   commit_all DIR MESSAGE   commits everything in DIR, prints the new sha
#   run_capture CMD...       runs CMD, keeping its exit code in $STATUS, its output in $OUT and $ERR;
#                            GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_ENV and GITHUB_PATH that the
#                            test does not set point at fresh files of this one run
#
# The runner's own GitHub files are never the tests': sourcing this points all four at files of the
# test script's own, so a script under test that a test runs without naming them cannot write the
# CI job's outputs or summary (.ci/test-scripts checks that the files it hands in stay untouched).
#   expect_eq WHAT EXPECTED ACTUAL, expect_contains WHAT TEXT NEEDLE, expect_status N
#   finish                   prints the count; exits 1 if any expectation failed
# shellcheck shell=bash disable=SC2034 # OUT, ERR, STATUS are read by the tests that source this

FAILURES=0
CHECKS=0
TMP_ROOT="$(mktemp -d)"
OUT="" ERR="" STATUS=0
readonly GITHUB_FILES=(GITHUB_OUTPUT GITHUB_STEP_SUMMARY GITHUB_ENV GITHUB_PATH)
for github_file in "${GITHUB_FILES[@]}"; do
	export "$github_file=$TMP_ROOT/default-$github_file"
done
unset github_file

cleanup_tmp() {
	rm -rf "$TMP_ROOT"
}
trap cleanup_tmp EXIT

tmp_dir() {
	mktemp -d "$TMP_ROOT/d.XXXXXX"
}

git_quiet() {
	git -c init.defaultBranch=main -c user.name=test -c user.email=test@example.invalid \
		-c commit.gpgsign=false -c core.hooksPath=/dev/null "$@"
}

new_repo() {
	git_quiet init --quiet "$1"
}

commit_all() { # dir message
	git_quiet -C "$1" add -A
	git_quiet -C "$1" commit --quiet --allow-empty -m "$2"
	git -C "$1" rev-parse HEAD
}

run_capture() {
	local out_file="$TMP_ROOT/out" err_file="$TMP_ROOT/err" name
	local -a files=()
	for name in "${GITHUB_FILES[@]}"; do
		if [[ "${!name}" == "$TMP_ROOT/default-$name" ]]; then
			files+=("$name=$(mktemp "$TMP_ROOT/$name.XXXXXX")")
		else
			files+=("$name=${!name}")
		fi
	done
	STATUS=0
	env "${files[@]}" "$@" >"$out_file" 2>"$err_file" || STATUS=$?
	OUT="$(cat "$out_file")"
	ERR="$(cat "$err_file")"
}

fail() {
	FAILURES=$((FAILURES + 1))
	printf 'FAIL: %s\n' "$*" >&2
}

expect_eq() { # what expected actual
	CHECKS=$((CHECKS + 1))
	[[ "$2" == "$3" ]] || fail "$1: expected '$2', got '$3'"
}

expect_contains() { # what text needle
	CHECKS=$((CHECKS + 1))
	[[ "$2" == *"$3"* ]] || fail "$1: expected to contain '$3', got:
$2"
}

expect_not_contains() { # what text needle
	CHECKS=$((CHECKS + 1))
	[[ "$2" != *"$3"* ]] || fail "$1: expected not to contain '$3', got:
$2"
}

expect_status() { # expected-exit-code what
	CHECKS=$((CHECKS + 1))
	[[ "$STATUS" == "$1" ]] || fail "$2: expected exit $1, got $STATUS; stderr:
$ERR"
}

finish() {
	local name
	name="$(basename "$0")"
	if ((FAILURES > 0)); then
		printf '%s: %d of %d checks FAILED\n' "$name" "$FAILURES" "$CHECKS" >&2
		exit 1
	fi
	printf '%s: %d checks passed\n' "$name" "$CHECKS"
}
