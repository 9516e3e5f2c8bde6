#!/usr/bin/env bash
# perf/trend-publish.sh: the perf workflow's publish job on your machine. Each RUN_DIR (a push's run
# directory of .github/scripts/perf-ci.sh --reference, or its perf-trend artifact), in push order, is
# published as the job publishes it, into the gh-pages branch of a repository of yours:
#   1. .github/scripts/gh-pages.sh --drop-commit SHA   (the page; the push's earlier points go)
#   2. github-action-benchmark, at the commit perf.yml pins, run by node as the Actions runner runs it,
#      once per series of .github/trend-series.tsv whose file the run has, named "... · JDK N"
#   3. .github/scripts/gh-pages.sh --changes           (the change points, changes.js)
# Then the branch is copied to SITE: open SITE/dev/bench/index.html.
#
# Usage: perf/trend-publish.sh --action DIR [options] RUN_DIR...
#
#   --action DIR   github-action-benchmark's repository (a clone or a bare mirror); the commit that
#                  perf.yml pins is taken from it                           [PERF_BENCHMARK_ACTION]
#   --pages REPO   the repository to publish to; a bare one is created if REPO does not exist
#                  (default perf/target/trend-pages.git)
#   --site DIR     where the published branch is copied (default perf/target/trend-site)
#   --jdk N        the JDK of the runs, as the series' names say it (default 17)
#   --python PATH  Python for the change points (default: what install-trend-tools.sh installs)
#   -h, --help     this help
#
# Each push's job summary (the action's and the change points') goes to SITE/../trend-summaries/.
# Exit codes: 0 published; 1 published, and a push brought a new regression of CPU per request (the
# publish job's check would have failed there); 2 usage; 3 environment (node, the action's commit, the
# repository).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT EXIT_USAGE=2 EXIT_ENV=3
readonly SERIES="$ROOT/.github/trend-series.tsv" REPOSITORY=local/gateway-perf-lab

WORK=""

usage() {
	sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

log() {
	printf '[trend-publish] %s\n' "$*" >&2
}

die() { # exit-code message
	log "$2"
	exit "$1"
}

# shellcheck disable=SC2317 # run by the EXIT trap
cleanup() {
	[[ -z "$WORK" ]] || rm -rf "$WORK"
}

# The commit of github-action-benchmark that perf.yml uses (every use pins the same one).
pinned_action() {
	local shas
	shas="$(grep -oE 'benchmark-action/github-action-benchmark@[0-9a-f]{40}' "$ROOT/.github/workflows/perf.yml" |
		sed 's/.*@//' | sort -u)"
	[[ "$(wc -l <<<"$shas")" == 1 && -n "$shas" ]] || die "$EXIT_ENV" "perf.yml must pin github-action-benchmark to one commit"
	echo "$shas"
}

unpack_action() { # repository
	local sha
	sha="$(pinned_action)"
	git -C "$1" cat-file -e "$sha^{commit}" 2>/dev/null ||
		die "$EXIT_ENV" "--action $1 has no commit $sha (the one perf.yml pins)"
	mkdir -p "$WORK/action"
	git -C "$1" archive "$sha" | tar -x -C "$WORK/action"
	[[ -f "$WORK/action/dist/src/index.js" && -d "$WORK/action/node_modules" ]] ||
		die "$EXIT_ENV" "--action: commit $sha has no dist/src/index.js with node_modules"
	log "github-action-benchmark $sha"
}

# The push event that the action reads its commit from.
event_of() { # sha
	local subject="trend point" when author="trend-publish"
	if git -C "$ROOT" cat-file -e "$1^{commit}" 2>/dev/null; then
		subject="$(git -C "$ROOT" log -1 --format=%s "$1")"
		when="$(git -C "$ROOT" log -1 --format=%cI "$1")"
		author="$(git -C "$ROOT" log -1 --format=%an "$1")"
	fi
	jq -n --arg id "$1" --arg message "$subject" --arg when "${when:-$(date -Iseconds)}" --arg author "$author" \
		--arg repo "$REPOSITORY" '{
			head_commit: {id: $id, message: $message, timestamp: $when,
				url: ("https://github.com/" + $repo + "/commit/" + $id),
				author: {name: $author, username: $author}, committer: {name: $author, username: $author}},
			repository: {html_url: ("https://github.com/" + $repo)}}'
}

# One github-action-benchmark step: its inputs as the runner passes them (INPUT_<NAME>, defaults of
# action.yml included), in a clone whose branch it switches, pushing to PAGES through git's URL
# rewriting of the token URL it builds for github.com.
run_action() { # run-dir file tool name summary
	local clone="$WORK/checkout" token=local-token status=0
	rm -rf "$clone"
	git init --quiet "$clone"
	git -C "$clone" -c user.name=trend-publish -c user.email=trend@example.invalid commit --quiet --allow-empty -m checkout
	(
		cd "$clone"
		export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0="url.$PAGES.insteadOf"
		export GIT_CONFIG_VALUE_0="https://x-access-token:$token@github.com/$REPOSITORY.git"
		env "INPUT_NAME=$4" "INPUT_TOOL=$3" "INPUT_OUTPUT-FILE-PATH=$1/$2" "INPUT_GH-PAGES-BRANCH=gh-pages" \
			"INPUT_BENCHMARK-DATA-DIR-PATH=dev/bench" "INPUT_GITHUB-TOKEN=$token" "INPUT_AUTO-PUSH=true" \
			"INPUT_SKIP-FETCH-GH-PAGES=false" "INPUT_COMMENT-ALWAYS=false" "INPUT_SUMMARY-ALWAYS=true" \
			"INPUT_SAVE-DATA-FILE=true" "INPUT_COMMENT-ON-ALERT=false" "INPUT_ALERT-THRESHOLD=200%" \
			"INPUT_FAIL-ON-ALERT=false" "INPUT_MAX-ITEMS-IN-CHART=500" "INPUT_GO-FORCE-PACKAGE-SUFFIX=false" \
			GITHUB_EVENT_NAME=push GITHUB_EVENT_PATH="$WORK/event.json" GITHUB_REPOSITORY="$REPOSITORY" \
			GITHUB_SHA="$SHA" GITHUB_REF=refs/heads/main GITHUB_SERVER_URL=https://github.com GITHUB_WORKFLOW=perf \
			GITHUB_STEP_SUMMARY="$5" GITHUB_OUTPUT="$WORK/action-output" GITHUB_WORKSPACE="$clone" \
			node "$WORK/action/dist/src/index.js"
	) >"$WORK/action.log" 2>&1 || status=$?
	# The action reports a failure as ::error and exit 1.
	if ((status != 0)) || grep -q '^::error' "$WORK/action.log"; then
		sed 's/^/    /' "$WORK/action.log" >&2
		die "$EXIT_ENV" "github-action-benchmark failed on $1/$2 ($4)"
	fi
}

publish() { # run-dir
	local dir="$1" file tool chart summary status=0
	SHA="$(jq -r '.run.gitHead // empty' "$dir/results.json" 2>/dev/null || true)"
	[[ "$SHA" =~ ^[0-9a-f]{40}$ ]] || die "$EXIT_USAGE" "$dir/results.json names no head commit (run.gitHead)"
	summary="$SUMMARIES/$(basename "$dir")-${SHA:0:12}.md"
	: >"$summary"
	log "$(basename "$dir"): ${SHA:0:12}"
	event_of "$SHA" >"$WORK/event.json"
	GITHUB_STEP_SUMMARY="" "$ROOT/.github/scripts/gh-pages.sh" --remote "$PAGES" --drop-commit "$SHA" >/dev/null
	while IFS=$'\t' read -r file tool chart; do
		[[ -z "$file" || "$file" == \#* ]] && continue
		[[ -f "$dir/$file" ]] || continue
		run_action "$dir" "$file" "$tool" "$chart · JDK $JDK" "$summary"
	done <"$SERIES"
	GITHUB_STEP_SUMMARY="$summary" PERF_TREND_PYTHON="$PYTHON" "$ROOT/.github/scripts/gh-pages.sh" --remote "$PAGES" \
		--changes >"$WORK/changes.out" || status=$?
	case "$status" in
	0) ;;
	1) REGRESSIONS+=("${SHA:0:12}") ;;
	*) die "$status" "gh-pages.sh --changes failed at $dir" ;;
	esac
	grep '^::' "$WORK/changes.out" | sed 's/^/    /' >&2 || true
}

main() {
	local action="${PERF_BENCHMARK_ACTION:-}" site="$ROOT/perf/target/trend-site"
	PAGES="$ROOT/perf/target/trend-pages.git" JDK=17 PYTHON=""
	local -a runs=()
	while (($# > 0)); do
		case "$1" in
		-h | --help) usage; exit 0 ;;
		--action | --pages | --site | --jdk | --python)
			(($# >= 2)) || die "$EXIT_USAGE" "$1 needs a value"
			case "$1" in
			--action) action="$2" ;;
			--pages) PAGES="$2" ;;
			--site) site="$2" ;;
			--jdk) JDK="$2" ;;
			--python) PYTHON="$2" ;;
			esac
			shift
			;;
		-*) die "$EXIT_USAGE" "unknown option '$1' (--help for usage)" ;;
		*) runs+=("$1") ;;
		esac
		shift
	done
	[[ -n "$action" ]] || die "$EXIT_USAGE" "--action is required: a clone of github-action-benchmark"
	((${#runs[@]} > 0)) || die "$EXIT_USAGE" "no RUN_DIR given"
	[[ "$JDK" =~ ^[0-9]{1,3}$ ]] || die "$EXIT_USAGE" "--jdk must be a JDK's feature number, got '$JDK'"
	local dir
	for dir in "${runs[@]}"; do
		[[ -f "$dir/index-smaller.json" ]] || die "$EXIT_USAGE" "$dir has no index-smaller.json: not a run of perf-ci.sh --reference"
	done

	trap cleanup EXIT
	WORK="$(mktemp -d)"
	unpack_action "$action"
	command -v node >/dev/null || die "$EXIT_ENV" "node not found: github-action-benchmark runs on node (20 or newer)"
	command -v jq >/dev/null || die "$EXIT_ENV" "jq not found: apt-get install -y jq"
	if [[ ! -e "$PAGES" ]]; then
		git init --quiet --bare "$PAGES"
		log "created the bare repository $PAGES"
	fi
	PAGES="$(cd "$PAGES" && pwd)"
	SUMMARIES="$(dirname "$site")/trend-summaries"
	mkdir -p "$SUMMARIES"
	REGRESSIONS=()
	for dir in "${runs[@]}"; do
		publish "$(cd "$dir" && pwd)"
	done

	rm -rf "$site.tmp"
	mkdir -p "$site.tmp"
	git -C "$PAGES" archive gh-pages | tar -x -C "$site.tmp"
	rm -rf "$site"
	mv "$site.tmp" "$site"
	log "published ${#runs[@]} push(es) to gh-pages of $PAGES; the page: $site/dev/bench/index.html"
	log "job summaries: $SUMMARIES"
	if ((${#REGRESSIONS[@]} > 0)); then
		log "a new regression of CPU or allocation per request was found at: ${REGRESSIONS[*]}"
		exit 1
	fi
}

main "$@"
