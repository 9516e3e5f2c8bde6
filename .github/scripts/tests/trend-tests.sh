#!/usr/bin/env bash
# Tests of the trend's publish path after github-action-benchmark: the change-point detector
# (trend-changes.py, its pytest tests on seeded series) and gh-pages.sh --changes against a local
# bare repository: a plateau of +3% in the CPU index is published as two steps in changes.js, the new
# regression is an ::error that fails the step, a publish that finds nothing new passes; then the
# usage errors of perf/trend-publish.sh (the local driver; github-action-benchmark itself is not
# on any registry, so it is not run here).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=.github/scripts/tests/lib.sh
source "$HERE/lib.sh"
readonly SCRIPT="$HERE/../gh-pages.sh" PUBLISH="$HERE/../../../perf/trend-publish.sh"
PYTHON=""

test_detector() {
	local status=0
	(cd "$HERE" && "$PYTHON" -m pytest -q -p no:cacheprovider test_trend_changes.py) || status=$?
	expect_eq "pytest test_trend_changes.py" 0 "$status"
}

# data.js with N points of the CPU index: +3% from push 5 to push 8 (seeded noise, the
# detector's tests' generator), as github-action-benchmark writes it.
data_js() { # file pushes
	(cd "$HERE" && "$PYTHON" - "$1" "$2" <<'PY'
import json, sys
import test_trend_changes as t
path, n = sys.argv[1], int(sys.argv[2])
entries = t.cpu_series(t.plateau(seed=3)[:n])
open(path, "w").write(t.trend_changes.DATA_PREFIX + json.dumps({"entries": entries}) + ";\n")
PY
	)
}

pages_with_data() { # remote work-dir pushes
	rm -rf "$2"
	git_quiet clone --quiet "$1" "$2"
	git_quiet -C "$2" fetch --quiet origin gh-pages:gh-pages
	git_quiet -C "$2" switch --quiet gh-pages
	data_js "$2/dev/bench/data.js" "$3"
	git_quiet -C "$2" add dev/bench/data.js
	git_quiet -C "$2" commit --quiet -m "add benchmark result ($3 pushes)"
	git_quiet -C "$2" push --quiet origin gh-pages
}

test_changes_are_published_and_a_new_regression_fails() {
	local dir remote summary
	dir="$(tmp_dir)"
	remote="$dir/remote.git"
	summary="$dir/summary.md"
	git_quiet init --quiet --bare "$remote"
	run_capture "$SCRIPT" --remote "$remote"
	expect_eq "gh-pages created" created "$OUT"

	pages_with_data "$remote" "$dir/work" 12
	GITHUB_STEP_SUMMARY="$summary" run_capture "$SCRIPT" --remote "$remote" --changes --python "$PYTHON"
	expect_status 1 "a new regression of CPU per request"
	local pushes="0000000000000000000000000000000000000004"
	expect_contains "the ::error names the pushes" "$OUT" \
		"::error title=trend: CPU per request regressed +"
	expect_contains "and how to bisect them" "$OUT" "--bisect $pushes 0000000000000000000000000000000000000005"
	expect_contains "the job summary lists both steps" "$(cat "$summary")" "**regression**, new"
	expect_contains "the improvement too" "$(cat "$summary")" "improvement, new"
	local steps
	steps="$(git --git-dir "$remote" show gh-pages:dev/bench/changes.js | "$PYTHON" -c '
import json, sys
text = sys.stdin.read()
document = json.loads(text[text.index("=") + 1:].strip().rstrip(";"))
print(" ".join("%s:%s" % (c["commit"][-1], c["regression"]) for c in document["changes"]))')"
	expect_eq "changes.js on gh-pages: the step in at push 5, out at push 9" "5:True 9:False" "$steps"

	GITHUB_STEP_SUMMARY="$summary" run_capture "$SCRIPT" --remote "$remote" --changes --python "$PYTHON"
	expect_status 0 "the same steps again: nothing new"
	expect_eq "no annotation; changes.js now says they are not new" "updated" "$OUT"
	GITHUB_STEP_SUMMARY="$summary" run_capture "$SCRIPT" --remote "$remote" --changes --python "$PYTHON"
	expect_eq "and a third time leaves the branch alone" "unchanged" "$OUT"

	run_capture "$SCRIPT" --remote "$remote" --changes --python /bin/false
	expect_status 3 "a Python without the detector's libraries"
	expect_contains "says what to install" "$ERR" "install-trend-tools.sh"
}

test_local_driver_usage() {
	local dir
	dir="$(tmp_dir)"
	run_capture "$PUBLISH" "$dir"
	expect_status 2 "no --action"
	expect_contains "names the option" "$ERR" "--action is required"
	run_capture "$PUBLISH" --action "$dir" "$dir"
	expect_status 2 "a directory that is not a trend run"
	expect_contains "names the directory" "$ERR" "$dir has no index-smaller.json"
	mkdir -p "$dir/run"
	echo '[]' >"$dir/run/index-smaller.json"
	new_repo "$dir/action"
	commit_all "$dir/action" "not the action" >/dev/null
	run_capture "$PUBLISH" --action "$dir/action" --python "$PYTHON" --site "$dir/site" --pages "$dir/pages.git" "$dir/run"
	expect_status 3 "an action repository without the pinned commit"
	expect_contains "names the commit" "$ERR" "has no commit"
	expect_eq "nothing published" "" "$(find "$dir" -maxdepth 1 -name 'pages.git' -o -maxdepth 1 -name site)"
}

main() {
	PYTHON="$("$HERE/../install-trend-tools.sh" --with-tests)"
	test_detector
	test_changes_are_published_and_a_new_regression_fails
	test_local_driver_usage
	finish
}

main "$@"
