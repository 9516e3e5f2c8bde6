#!/usr/bin/env bash
# .github/scripts/gh-pages.sh: makes sure the gh-pages branch exists and carries this project's trend
# page, before github-action-benchmark appends to it. The action fetches and switches to the branch,
# and fails when there is none; it writes its own index.html only where there is none yet.
#
#   no gh-pages on the remote   creates it: an orphan commit with the page in DATA_DIR/ and an empty
#                               .nojekyll, pushed without force (if another run created it meanwhile,
#                               that one is taken as it is)
#   gh-pages there              updates the page files in DATA_DIR/ when they differ from PAGE_DIR's,
#                               and, with --drop-commit SHA, removes that commit's points from every
#                               series of DATA_DIR/data.js (a re-run of a push then leaves one point
#                               per series, the newer one that github-action-benchmark appends next),
#                               as one more commit on top; otherwise leaves the branch alone
#   --changes                   after github-action-benchmark: merges data.js into the full history,
#                               DATA_DIR/history/YYYY-MM.js, one compact shard per month, a push
#                               rewriting its month's only (trend-history.py: github-action-benchmark
#                               keeps 500 points per chart, the history all; a single-file
#                               DATA_DIR/history.js of before is split into the shards once and
#                               removed), finds the steps of every index
#                               series of that history (trend-changes.py, with the acknowledgements of
#                               --acknowledged) and commits DATA_DIR/changes.js, and DATA_DIR/trend.js,
#                               what the page loads (the newest 500 pushes whole, older ones thinned);
#                               the steps go to $GITHUB_STEP_SUMMARY (if set), a new regression is an
#                               ::error (::warning for a series that is not gated, ::notice when
#                               acknowledged)
#
# Usage: .github/scripts/gh-pages.sh [options]
#
#   --remote URL     the repository to publish to (default: https://github.com/$GITHUB_REPOSITORY.git
#                    on GitHub, else this clone's origin)                          [PERF_PAGES_REMOTE]
#   --branch NAME    default gh-pages                                              [PERF_PAGES_BRANCH]
#   --page-dir DIR   the page's files (default .github/trend-page)                 [PERF_PAGE_DIR]
#   --data-dir PATH  where in the branch github-action-benchmark keeps data.js (default dev/bench),
#                    the benchmark-data-dir-path of perf.yml                       [PERF_PAGES_DATA_DIR]
#   --drop-commit SHA  the commit about to be published: its earlier points go    [PERF_PAGES_DROP_COMMIT]
#   --changes        find and publish the change points (see above)               [PERF_PAGES_CHANGES=true]
#   --acknowledged TSV  acknowledged steps (default .github/trend-acknowledged.tsv, if there): an
#                    acknowledged regression does not fail; a malformed or stale line is exit 2
#                                                                                  [PERF_TREND_ACKNOWLEDGED]
#   --python PATH    the Python with trend-requirements.txt (default: install-trend-tools.sh
#                    installs it into a virtual environment of its own)            [PERF_TREND_PYTHON]
#
# Authentication: with GH_TOKEN set and a https://github.com/ remote, the token goes to git as an
# HTTP header through GIT_CONFIG_* variables: never on a command line, in a URL or in a config file.
#
# Prints created, updated or unchanged (and how many points of --drop-commit were dropped), then any
# annotations of --changes. Exit codes: 0 done; 1 done, and --changes found a new regression of CPU
# per request (the publish job's check fails); 2 usage, or an acknowledgement file that names no step
# (nothing published; trend-changes.py names the file and line); 3 the remote cannot be read or
# written (a push rejected three times, a token without contents: write), its data.js or a shard of
# its history cannot be read (nothing published; trend-history.py names the file), or the detector's
# Python lacks its libraries.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readonly ROOT EXIT_USAGE=2 EXIT_ENV=3 ATTEMPTS=3

WORK=""

usage() {
	sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

log() {
	printf '[gh-pages] %s\n' "$*" >&2
}

die() { # exit-code message
	log "$2"
	exit "$1"
}

# shellcheck disable=SC2317 # run by the EXIT trap
cleanup() {
	[[ -z "$WORK" ]] || rm -rf "$WORK"
}

git_work() {
	git -C "$WORK/repo" -c user.name='github-actions[bot]' \
		-c user.email='41898282+github-actions[bot]@users.noreply.github.com' -c commit.gpgsign=false \
		-c core.hooksPath=/dev/null "$@"
}

authenticate() { # remote
	[[ -n "${GH_TOKEN:-}" && "$1" == https://github.com/* ]] || return 0
	local header
	header="AUTHORIZATION: basic $(printf 'x-access-token:%s' "$GH_TOKEN" | base64 -w0)"
	export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=http.https://github.com/.extraheader GIT_CONFIG_VALUE_0="$header"
}

# 0: the branch exists, 2: it does not; anything else: the remote cannot be read.
remote_has_branch() {
	local status=0
	git ls-remote --exit-code --heads "$REMOTE" "refs/heads/$BRANCH" >/dev/null || status=$?
	case "$status" in
	0 | 2) return "$status" ;;
	*) die "$EXIT_ENV" "cannot read $REMOTE (git ls-remote exit $status)" ;;
	esac
}

copy_page() { # into-directory
	mkdir -p "$1/$DATA_DIR"
	cp -R "$PAGE_DIR/." "$1/$DATA_DIR/"
}

# data.js without the points of one commit, in every series; prints how many went. data.js is
# github-action-benchmark's: `window.BENCHMARK_DATA = {...}`, entries by series, each a list of points
# with commit.id.
drop_points() { # data.js sha
	python3 - "$1" "$2" <<'PY'
import json, os, sys
path, sha = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
prefix = "window.BENCHMARK_DATA = "
if not text.startswith(prefix):
    sys.exit("%s: not github-action-benchmark's data.js" % path)
data = json.loads(text[len(prefix):].strip().rstrip(";"))
dropped = 0
for series, points in data.get("entries", {}).items():
    kept = [p for p in points if p.get("commit", {}).get("id") != sha]
    dropped += len(points) - len(kept)
    data["entries"][series] = kept
if dropped:
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write(prefix + json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    os.replace(path + ".tmp", path)
print(dropped)
PY
}

# The steps of data.js into changes.js beside it; the summary and annotations wait in WORK until the
# push has gone through (an attempt that loses a race runs again on the newer data.js).
find_changes() {
	local dir="$WORK/repo/$DATA_DIR" status=0
	local -a acknowledged=()
	[[ -z "$ACKNOWLEDGED" ]] || acknowledged=(--acknowledged "$ACKNOWLEDGED")
	rm -f "$WORK/summary.md" "$WORK/annotations"
	"$PYTHON" "$ROOT/.github/scripts/trend-history.py" merge --data "$dir/data.js" --history "$dir/history" \
		--migrate "$dir/history.js" ||
		die "$EXIT_ENV" "cannot merge $BRANCH:$DATA_DIR/data.js into history/ (trend-history.py's message above names the file)"
	rm -f "$dir/history.js" # split into the shards (when it was there)
	"$PYTHON" "$ROOT/.github/scripts/trend-changes.py" --data "$dir/history" --out "$dir/changes.js" \
		--summary "$WORK/summary.md" "${acknowledged[@]}" >"$WORK/annotations" || status=$?
	case "$status" in
	0 | 1) CHANGES_STATUS="$status" ;;
	2) die "$EXIT_USAGE" "bad input for the change points (trend-changes.py's message above): nothing published" ;;
	*) die "$EXIT_ENV" "cannot find the change points of $BRANCH:$DATA_DIR/history/ (trend-changes.py exit $status)" ;;
	esac
	"$PYTHON" "$ROOT/.github/scripts/trend-history.py" page --history "$dir/history" --changes "$dir/changes.js" \
		--out "$dir/trend.js" || die "$EXIT_ENV" "cannot write $BRANCH:$DATA_DIR/trend.js (trend-history.py)"
}

# Both run as conditions, where errexit is off: every step returns on failure itself.
create() {
	rm -rf "$WORK/repo"
	git init --quiet "$WORK/repo" || return 1
	git_work checkout --quiet --orphan "$BRANCH" || return 1
	copy_page "$WORK/repo" || return 1
	: >"$WORK/repo/.nojekyll"
	git_work add -A || return 1
	git_work commit --quiet -m "gh-pages: the perf trend page (github-action-benchmark adds $DATA_DIR/data.js)" || return 1
	git_work push --quiet "$REMOTE" "HEAD:refs/heads/$BRANCH" || return 1
	RESULT=created
}

update() {
	rm -rf "$WORK/repo"
	git init --quiet "$WORK/repo" || return 1
	git_work fetch --quiet "$REMOTE" "+refs/heads/$BRANCH:refs/remotes/pages/$BRANCH" || return 1
	git_work checkout --quiet -B "$BRANCH" "refs/remotes/pages/$BRANCH" || return 1
	copy_page "$WORK/repo" || return 1
	local dropped=0 message="gh-pages: update the perf trend page"
	if [[ -n "$DROP_COMMIT" && -f "$WORK/repo/$DATA_DIR/data.js" ]]; then
		dropped="$(drop_points "$WORK/repo/$DATA_DIR/data.js" "$DROP_COMMIT")" || return 1
	fi
	if [[ "$CHANGES" == true && -f "$WORK/repo/$DATA_DIR/data.js" ]]; then
		find_changes || return 1
		message="gh-pages: the trend's change points"
	fi
	((dropped == 0)) || message="gh-pages: drop the $dropped earlier points of $DROP_COMMIT (a re-run)"
	git_work add -A -- "$DATA_DIR" || return 1
	if git_work diff --cached --quiet; then
		RESULT=unchanged
		return 0
	fi
	git_work commit --quiet -m "$message" || return 1
	git_work push --quiet "$REMOTE" "HEAD:refs/heads/$BRANCH" || return 1
	RESULT=updated
	((dropped == 0)) || RESULT="updated (dropped $dropped earlier points of $DROP_COMMIT)"
}

main() {
	REMOTE="${PERF_PAGES_REMOTE:-}" BRANCH="${PERF_PAGES_BRANCH:-gh-pages}"
	PAGE_DIR="${PERF_PAGE_DIR:-$ROOT/.github/trend-page}" DATA_DIR="${PERF_PAGES_DATA_DIR:-dev/bench}"
	DROP_COMMIT="${PERF_PAGES_DROP_COMMIT:-}" CHANGES="${PERF_PAGES_CHANGES:-false}" PYTHON="${PERF_TREND_PYTHON:-}"
	ACKNOWLEDGED="${PERF_TREND_ACKNOWLEDGED-$ROOT/.github/trend-acknowledged.tsv}"
	while (($# > 0)); do
		case "$1" in
		-h | --help) usage; exit 0 ;;
		--changes) CHANGES=true ;;
		--remote | --branch | --page-dir | --data-dir | --drop-commit | --python | --acknowledged)
			(($# >= 2)) || die "$EXIT_USAGE" "$1 needs a value"
			case "$1" in
			--drop-commit) DROP_COMMIT="$2" ;;
			--python) PYTHON="$2" ;;
			--acknowledged) ACKNOWLEDGED="$2" ;;
			--remote) REMOTE="$2" ;;
			--branch) BRANCH="$2" ;;
			--page-dir) PAGE_DIR="$2" ;;
			--data-dir) DATA_DIR="$2" ;;
			esac
			shift
			;;
		*) die "$EXIT_USAGE" "unknown option '$1' (--help for usage)" ;;
		esac
		shift
	done
	if [[ -z "$REMOTE" ]]; then
		if [[ -n "${GITHUB_REPOSITORY:-}" ]]; then
			REMOTE="https://github.com/$GITHUB_REPOSITORY.git"
		else
			REMOTE="$(git -C "$ROOT" remote get-url origin 2>/dev/null)" || die "$EXIT_USAGE" "no --remote and no origin"
		fi
	fi
	git check-ref-format "refs/heads/$BRANCH" || die "$EXIT_USAGE" "--branch '$BRANCH' is not a branch name"
	[[ "$DATA_DIR" =~ ^[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*$ && "$DATA_DIR" != *..* ]] ||
		die "$EXIT_USAGE" "--data-dir '$DATA_DIR' must be a relative path"
	[[ -f "$PAGE_DIR/index.html" ]] || die "$EXIT_USAGE" "--page-dir $PAGE_DIR has no index.html"
	[[ -z "$DROP_COMMIT" || "$DROP_COMMIT" =~ ^[0-9a-f]{40}$ ]] || die "$EXIT_USAGE" "--drop-commit must be a commit's 40 hex digits, got '$DROP_COMMIT'"
	[[ "$CHANGES" == true || "$CHANGES" == false ]] || die "$EXIT_USAGE" "PERF_PAGES_CHANGES must be true or false, got '$CHANGES'"
	if [[ "$CHANGES" == true && -z "$PYTHON" ]]; then
		PYTHON="$("$ROOT/.github/scripts/install-trend-tools.sh")" || die "$EXIT_ENV" "--changes: install-trend-tools.sh failed"
	fi
	if [[ "$CHANGES" == true ]] && ! "$PYTHON" -c 'import ruptures, scipy' 2>/dev/null; then
		die "$EXIT_ENV" "--changes: $PYTHON lacks ruptures or scipy (.github/scripts/install-trend-tools.sh installs them)"
	fi
	# The default file is optional; one named is not.
	if [[ -n "$ACKNOWLEDGED" && ! -f "$ACKNOWLEDGED" ]]; then
		[[ "$ACKNOWLEDGED" == "$ROOT/.github/trend-acknowledged.tsv" ]] || die "$EXIT_USAGE" "--acknowledged: no file $ACKNOWLEDGED"
		ACKNOWLEDGED=""
	fi
	[[ -z "$ACKNOWLEDGED" ]] || ACKNOWLEDGED="$(cd "$(dirname "$ACKNOWLEDGED")" && pwd)/$(basename "$ACKNOWLEDGED")"
	PAGE_DIR="$(cd "$PAGE_DIR" && pwd)"
	trap cleanup EXIT
	authenticate "$REMOTE"

	WORK="$(mktemp -d)"
	RESULT="" CHANGES_STATUS=0
	local attempt
	for ((attempt = 1; attempt <= ATTEMPTS; attempt++)); do
		if remote_has_branch; then
			update && break
			log "could not update $BRANCH (attempt $attempt of $ATTEMPTS): someone else may have pushed; again"
		else
			create && break
			log "could not create $BRANCH (attempt $attempt of $ATTEMPTS): another run may have; again"
		fi
	done
	[[ -n "$RESULT" ]] || die "$EXIT_ENV" "could not publish the page to $BRANCH of $REMOTE"
	log "$BRANCH of $REMOTE: $RESULT"
	echo "$RESULT"
	if [[ "$CHANGES" == true ]]; then
		[[ ! -f "$WORK/summary.md" || -z "${GITHUB_STEP_SUMMARY:-}" ]] || cat "$WORK/summary.md" >>"$GITHUB_STEP_SUMMARY"
		[[ ! -f "$WORK/annotations" ]] || cat "$WORK/annotations"
	fi
	return "$CHANGES_STATUS"
}

main "$@"
