#!/usr/bin/env bash
# perf/trend-fixture.sh: a throw-away history to check the trend and bisect against a known
# regression. From BASE it commits N commits on a new branch; each touches only
# perf/target-fixture.txt, except commit FROM, which turns a CPU burn of the gateway on by default
# (the cpu-burn profile in application.yml: US µs more event-loop CPU per request), and commit
# UNTIL, which turns it off again (an improvement of the same size). With --heap-bytes B the change
# is B heap bytes more per request instead (the heap-churn profile), a step of allocation per request
# that CPU time barely shows. Nothing else of the code moves.
#
# Usage: perf/trend-fixture.sh --branch NAME [--base REF] [--commits N] [--burn-from K]
#                              [--burn-until M] [--burn-us US | --heap-bytes B]
#
#   --branch NAME   the branch to create (must not exist)
#   --base REF      where it starts (default HEAD)
#   --commits N     commits after BASE (default 12)
#   --burn-from K   the commit that brings the burn, 1..N (default 5)
#   --burn-until M  the commit that removes it, K+1..N, or 0 for never (default 9)
#   --burn-us US    the burn in µs per request (default 6; pick about 3% of the duet cost that a
#                   compare on your machine reports as the base's CPU per request)
#   --heap-bytes B  heap bytes per request instead of a burn, 16..1048576 (448 is about 1% of the
#                   clean gateway's allocation per request)
#
# Prints one line per commit: its number, sha and whether the burn is on. Then, for example:
#   perf/local.sh --bisect BASE NAME       # names commit K
# Exit codes: 0 created; 2 usage.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
readonly CONFIG=gateway/src/main/resources/application.yml

WORKTREE=""

usage() {
	sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

die_usage() {
	printf 'perf/trend-fixture.sh: %s\nRun perf/trend-fixture.sh --help for usage.\n' "$1" >&2
	exit 2
}

# shellcheck disable=SC2317 # run by the EXIT trap
cleanup() {
	[[ -z "$WORKTREE" ]] || git -C "$ROOT" worktree remove --force "$WORKTREE" 2>/dev/null || true
	[[ -z "$WORKTREE" ]] || rm -rf "$(dirname "$WORKTREE")"
}

number() { # option value
	[[ "$2" =~ ^[0-9]{1,4}$ ]] || die_usage "$1 needs a whole number, got '$2'"
}

burn_on() {
	# A profile included in every run, whatever --gateway-profile activates, with its size.
	if ((HEAP_BYTES > 0)); then
		printf '\n---\n# trend fixture: known heap bytes per request, on by default\nspring.profiles.include: heap-churn\nlab.regression.heap-churn.bytes-per-request: %sB\n' \
			"$HEAP_BYTES" >>"$WORKTREE/$CONFIG"
	else
		printf '\n---\n# trend fixture: a known CPU burn per request, on by default\nspring.profiles.include: cpu-burn\nlab.regression.cpu-burn.cpu-per-request: %sus\n' \
			"$BURN_US" >>"$WORKTREE/$CONFIG"
	fi
}

main() {
	local branch="" base=HEAD commits=12 from=5 until=9
	BURN_US=6
	HEAP_BYTES=0
	while (($# > 0)); do
		case "$1" in
		-h | --help) usage; exit 0 ;;
		--branch | --base | --commits | --burn-from | --burn-until | --burn-us | --heap-bytes)
			(($# >= 2)) || die_usage "$1 needs a value"
			case "$1" in
			--branch) branch="$2" ;;
			--base) base="$2" ;;
			--commits) number "$1" "$2"; commits="$2" ;;
			--burn-from) number "$1" "$2"; from="$2" ;;
			--burn-until) number "$1" "$2"; until="$2" ;;
			--burn-us) number "$1" "$2"; BURN_US="$2" ;;
			--heap-bytes) [[ "$2" =~ ^[0-9]{1,7}$ ]] || die_usage "$1 needs a whole number, got '$2'"; HEAP_BYTES="$2" ;;
			esac
			shift
			;;
		*) die_usage "unknown option '$1'" ;;
		esac
		shift
	done
	[[ -n "$branch" ]] || die_usage "--branch is required"
	git -C "$ROOT" check-ref-format --branch "$branch" >/dev/null 2>&1 || die_usage "--branch '$branch' is not a branch name"
	! git -C "$ROOT" rev-parse --verify --quiet "refs/heads/$branch" >/dev/null || die_usage "branch $branch exists"
	local base_sha
	base_sha="$(git -C "$ROOT" rev-parse --verify --quiet "$base^{commit}")" || die_usage "--base: '$base' is not a commit"
	((commits >= 1 && from >= 1 && from <= commits)) || die_usage "--burn-from must be within 1..--commits"
	((until == 0 || (until > from && until <= commits))) || die_usage "--burn-until must be after --burn-from, within --commits, or 0"
	((BURN_US >= 1 && BURN_US <= 10000)) || die_usage "--burn-us must be 1..10000"
	((HEAP_BYTES == 0 || (HEAP_BYTES >= 16 && HEAP_BYTES <= 1048576))) || die_usage "--heap-bytes must be 16..1048576"

	CHANGE=burn
	((HEAP_BYTES == 0)) || CHANGE="heap churn"
	trap cleanup EXIT
	WORKTREE="$(mktemp -d)/fixture"
	git -C "$ROOT" worktree add --quiet -b "$branch" "$WORKTREE" "$base_sha"
	[[ -f "$WORKTREE/$CONFIG" ]] || die_usage "--base has no $CONFIG"
	local i state=off sha
	for ((i = 1; i <= commits; i++)); do
		if ((i == from)); then
			burn_on
			state=on
		elif ((i == until)); then
			git -C "$WORKTREE" checkout --quiet "$base_sha" -- "$CONFIG"
			state=off
		fi
		echo "fixture commit $i" >"$WORKTREE/perf/target-fixture.txt"
		git -C "$WORKTREE" add -A "$CONFIG" perf/target-fixture.txt
		git -C "$WORKTREE" -c user.name=trend-fixture -c user.email=fixture@example.invalid -c commit.gpgsign=false \
			commit --quiet -m "trend fixture $i of $commits: $CHANGE $state"
		sha="$(git -C "$WORKTREE" rev-parse HEAD)"
		printf '%2d %s %s %s\n' "$i" "$sha" "$CHANGE" "$state"
	done
}

main "$@"
