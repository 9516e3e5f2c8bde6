#!/usr/bin/env bash
# Tests of .github/scripts/gh-pages.sh against a local bare repository as the remote: the first publish
# creates gh-pages (an orphan branch with the trend page) where there was none, github-action-benchmark
# can then fetch, switch and append, and later publishes keep its data (and update the page only when it
# changed).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=.github/scripts/tests/lib.sh
source "$HERE/lib.sh"
readonly SCRIPT="$HERE/../gh-pages.sh"

# What github-action-benchmark does with auto-push: fetch gh-pages, switch to it, write data.js, push.
benchmark_action_appends() { # remote work-dir value
	git_quiet clone --quiet "$1" "$2"
	git_quiet -C "$2" fetch --quiet origin gh-pages:gh-pages
	git_quiet -C "$2" switch --quiet gh-pages
	echo "window.BENCHMARK_DATA = {\"value\": $3};" >"$2/dev/bench/data.js"
	git_quiet -C "$2" add dev/bench/data.js
	git_quiet -C "$2" commit --quiet -m "add benchmark result $3"
	git_quiet -C "$2" push --quiet origin gh-pages
}

# github-action-benchmark's append with its real data format: one point of commit SHA, value VALUE,
# in two series (an index one and an absolute one), on top of what data.js holds.
benchmark_action_appends_point() { # remote work-dir sha value
	rm -rf "$2"
	git_quiet clone --quiet "$1" "$2"
	git_quiet -C "$2" fetch --quiet origin gh-pages:gh-pages
	git_quiet -C "$2" switch --quiet gh-pages
	python3 - "$2/dev/bench/data.js" "$3" "$4" <<'PY'
import json, os, sys
path, sha, value = sys.argv[1], sys.argv[2], float(sys.argv[3])
prefix = "window.BENCHMARK_DATA = "
data = json.loads(open(path).read()[len(prefix):]) if os.path.exists(path) else {"entries": {}}
for series in ("index (smaller is better) · JDK 17", "gateway beside the reference (smaller is better) · JDK 17"):
    data["entries"].setdefault(series, []).append({"commit": {"id": sha}, "date": 0, "tool": "customSmallerIsBetter",
        "benches": [{"name": "CPU per request", "unit": "x", "value": value}]})
open(path, "w").write(prefix + json.dumps(data) + "\n")
PY
	git_quiet -C "$2" add dev/bench/data.js
	git_quiet -C "$2" commit --quiet -m "add benchmark result $4"
	git_quiet -C "$2" push --quiet origin gh-pages
}

# A re-run of a push's publish ("Re-run jobs"): one point per series and commit, the newer one.
test_one_point_per_commit() {
	local dir remote first=1111111111111111111111111111111111111111 second=2222222222222222222222222222222222222222
	dir="$(tmp_dir)"
	remote="$dir/remote.git"
	git_quiet init --quiet --bare "$remote"
	run_capture "$SCRIPT" --remote "$remote" --drop-commit "$first"
	expect_eq "created" created "$OUT"
	benchmark_action_appends_point "$remote" "$dir/work" "$first" 100
	run_capture "$SCRIPT" --remote "$remote" --drop-commit "$second"
	expect_eq "another commit drops nothing" unchanged "$OUT"
	benchmark_action_appends_point "$remote" "$dir/work" "$second" 103
	run_capture "$SCRIPT" --remote "$remote" --drop-commit "$second"
	expect_status 0 "a re-run's publish"
	expect_eq "the re-run drops the earlier point of the commit in each series" \
		"updated (dropped 2 earlier points of $second)" "$OUT"
	benchmark_action_appends_point "$remote" "$dir/work" "$second" 104
	local points
	points="$(git --git-dir "$remote" show gh-pages:dev/bench/data.js | python3 -c '
import json, sys
text = sys.stdin.read()
data = json.loads(text[text.index("=") + 1:])
for series, runs in sorted(data["entries"].items()):
    print(series, [(r["commit"]["id"][:1], r["benches"][0]["value"]) for r in runs])')"
	expect_eq "one point per series and commit, the newer one" \
		"gateway beside the reference (smaller is better) · JDK 17 [('1', 100.0), ('2', 104.0)]
index (smaller is better) · JDK 17 [('1', 100.0), ('2', 104.0)]" "$points"
	run_capture "$SCRIPT" --remote "$remote" --drop-commit main
	expect_status 2 "--drop-commit must be a sha"
}

main() {
	test_one_point_per_commit
	local dir remote
	dir="$(tmp_dir)"
	remote="$dir/remote.git"
	git_quiet init --quiet --bare "$remote"
	new_repo "$dir/project"
	echo code >"$dir/project/file"
	commit_all "$dir/project" "main" >/dev/null
	git_quiet -C "$dir/project" push --quiet "$remote" main
	local main_before
	main_before="$(git --git-dir "$remote" rev-parse main)"

	run_capture "$SCRIPT" --remote "$remote"
	expect_status 0 "first publish"
	expect_eq "first publish creates gh-pages" created "$OUT"
	# The page and uPlot, vendored beside it (no CDN).
	expect_eq "the branch's files" $'.nojekyll\ndev/bench/index.html\ndev/bench/vendor/README.md\ndev/bench/vendor/uPlot.LICENSE\ndev/bench/vendor/uPlot.iife.min.js\ndev/bench/vendor/uPlot.min.css' \
		"$(git --git-dir "$remote" ls-tree -r --name-only gh-pages)"
	expect_eq "an orphan: no parent" 1 "$(git --git-dir "$remote" rev-list --count gh-pages)"
	expect_eq "the page is the project's" "$(cat "$HERE/../../trend-page/index.html")" \
		"$(git --git-dir "$remote" show gh-pages:dev/bench/index.html)"
	expect_eq "main untouched" "$main_before" "$(git --git-dir "$remote" rev-parse main)"

	benchmark_action_appends "$remote" "$dir/action1" 1
	run_capture "$SCRIPT" --remote "$remote"
	expect_status 0 "second publish"
	expect_eq "second publish: nothing to change" unchanged "$OUT"
	expect_eq "the action's data stays" 'window.BENCHMARK_DATA = {"value": 1};' \
		"$(git --git-dir "$remote" show gh-pages:dev/bench/data.js)"
	benchmark_action_appends "$remote" "$dir/action2" 2
	expect_eq "the action appends" 3 "$(git --git-dir "$remote" rev-list --count gh-pages)"

	# A new version of the page: one more commit, data and history kept.
	cp -R "$HERE/../../trend-page" "$dir/page"
	echo "<!-- v2 -->" >>"$dir/page/index.html"
	run_capture "$SCRIPT" --remote "$remote" --page-dir "$dir/page"
	expect_eq "a changed page is updated" updated "$OUT"
	expect_eq "on top of the history" 4 "$(git --git-dir "$remote" rev-list --count gh-pages)"
	expect_contains "the new page" "$(git --git-dir "$remote" show gh-pages:dev/bench/index.html)" "<!-- v2 -->"
	expect_eq "the data stays" 'window.BENCHMARK_DATA = {"value": 2};' \
		"$(git --git-dir "$remote" show gh-pages:dev/bench/data.js)"

	# Another branch name and data directory, as perf.yml could set them.
	run_capture "$SCRIPT" --remote "$remote" --branch pages --data-dir trend
	expect_eq "other branch" created "$OUT"
	expect_eq "other data dir" $'.nojekyll\ntrend/index.html\ntrend/vendor/README.md\ntrend/vendor/uPlot.LICENSE\ntrend/vendor/uPlot.iife.min.js\ntrend/vendor/uPlot.min.css' \
		"$(git --git-dir "$remote" ls-tree -r --name-only pages)"

	run_capture "$SCRIPT" --remote "$dir/no-such-remote.git"
	expect_status 3 "a remote that cannot be read"
	run_capture "$SCRIPT" --remote "$remote" --data-dir ../up
	expect_status 2 "a data dir outside the branch"
	run_capture "$SCRIPT" --remote "$remote" --page-dir "$dir"
	expect_status 2 "a page dir without index.html"
	finish
}

main "$@"
