#!/usr/bin/env bash
# .github/scripts/resolve-base.sh: prints the commit a pull request's head is measured against.
#
# A pull_request run checks out GitHub's merge of the pull request into the *current* tip of the
# base branch (refs/pull/N/merge), not the pull request's head; the event's
# pull_request.base.sha can lag behind that tip, and then everything merged into the base branch
# meanwhile would be measured as the pull request's change. The right base is the merge commit's
# first parent: exactly what the head was built on. It is also the only other commit a
# `fetch-depth: 2` checkout has.
#
# Usage: .github/scripts/resolve-base.sh [--repo DIR] [--fallback REF] [HEAD_REF]
#
#   HEAD_REF         the measured commit (default HEAD)
#   --repo DIR       the repository (default: the current directory)    [PERF_REPO]
#   --fallback REF   when HEAD_REF is not a merge commit (a local branch, a checkout of the pull
#                    request's head): say so and use REF instead; without it that is an error
#                                                                        [PERF_BASE_FALLBACK]
#
# Prints the base's full sha on standard output (and writes sha=<sha> to $GITHUB_OUTPUT when set);
# everything else goes to standard error.
#
# Exit codes: 0 resolved; 2 usage, or not a merge commit and no --fallback; 3 not a git repository
# or a commit that is not there (a shallow clone without the parents: fetch-depth 2 or more).
set -euo pipefail

readonly EXIT_USAGE=2 EXIT_ENV=3

usage() {
	sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

log() {
	printf '[resolve-base] %s\n' "$*" >&2
}

die() { # exit-code message
	log "$2"
	exit "$1"
}

cleanup() {
	: # nothing to clean up: this script creates no files
}

main() {
	trap cleanup EXIT
	local repo="${PERF_REPO:-.}" fallback="${PERF_BASE_FALLBACK:-}" head=""
	while (($# > 0)); do
		case "$1" in
		-h | --help) usage; exit 0 ;;
		--repo | --fallback)
			(($# >= 2)) || die "$EXIT_USAGE" "$1 needs a value"
			[[ "$1" == --repo ]] && repo="$2" || fallback="$2"
			shift
			;;
		-*) die "$EXIT_USAGE" "unknown option '$1' (--help for usage)" ;;
		*)
			[[ -z "$head" ]] || die "$EXIT_USAGE" "one HEAD_REF only (--help for usage)"
			head="$1"
			;;
		esac
		shift
	done
	head="${head:-HEAD}"
	[[ "$fallback" != -* ]] || die "$EXIT_USAGE" "--fallback must be a commit, got '$fallback'"

	git -C "$repo" rev-parse --git-dir >/dev/null 2>&1 || die "$EXIT_ENV" "$repo is not a git repository"
	local commit
	commit="$(git -C "$repo" rev-parse --verify --quiet "$head^{commit}")" ||
		die "$EXIT_ENV" "$head is not a commit in $repo"

	local -a parents
	read -r -a parents <<<"$(git -C "$repo" rev-list --parents -n 1 "$commit")"
	local base
	if ((${#parents[@]} >= 3)); then
		base="${parents[1]}"
		git -C "$repo" cat-file -e "$base^{commit}" 2>/dev/null ||
			die "$EXIT_ENV" "the first parent $base of $commit is not in this clone: fetch with depth 2 or more"
		log "$head ($commit) is a merge commit: base = its first parent $base"
	elif [[ -n "$fallback" ]]; then
		base="$(git -C "$repo" rev-parse --verify --quiet "$fallback^{commit}")" ||
			die "$EXIT_ENV" "--fallback $fallback is not a commit in $repo"
		log "$head ($commit) is not a merge commit: using the fallback $fallback ($base)"
	else
		die "$EXIT_USAGE" "$head ($commit) is not a merge commit, and no --fallback REF was given"
	fi

	if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
		echo "sha=$base" >>"$GITHUB_OUTPUT"
	fi
	echo "$base"
}

main "$@"
