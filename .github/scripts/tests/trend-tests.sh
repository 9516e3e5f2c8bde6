#!/usr/bin/env bash
# Tests of the trend's publish path after github-action-benchmark: the change-point detector
# (trend-changes.py, its pytest tests on seeded series), the history's monthly shards
# (trend-history.py, test_trend_history.py) and gh-pages.sh --changes against a local
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
	(cd "$HERE" && "$PYTHON" -m pytest -q -p no:cacheprovider test_trend_changes.py test_trend_history.py) || status=$?
	expect_eq "pytest test_trend_changes.py test_trend_history.py" 0 "$status"
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

# The triage through the publish: an acknowledged step passes, a later new one fails, an
# acknowledgement file that names no step is exit 2 naming its line, with nothing published.
test_acknowledged_steps() {
	local dir remote ack series="CPU per request · index (smaller is better) · JDK 17"
	local step="0000000000000000000000000000000000000005"
	dir="$(tmp_dir)"
	remote="$dir/remote.git"
	ack="$dir/trend-acknowledged.tsv"
	git_quiet init --quiet --bare "$remote"
	run_capture "$SCRIPT" --remote "$remote"
	pages_with_data "$remote" "$dir/work" 8
	printf '# commit\tseries\twho\twhy\n%s\t%s\talice\tTLS on the backend hop, #99\n' "${step:0:12}" "$series" >"$ack"
	run_capture "$SCRIPT" --remote "$remote" --changes --python "$PYTHON" --acknowledged "$ack"
	expect_status 0 "an acknowledged regression does not fail the publish"
	expect_contains "a notice says who and why" "$OUT" "::notice title=trend: CPU per request regressed +"
	expect_contains "with the file and line" "$OUT" "acknowledged by alice: TLS on the backend hop, #99 ($ack:2)"
	expect_not_contains "and no error" "$OUT" "::error"
	local published
	published="$(git --git-dir "$remote" show gh-pages:dev/bench/changes.js)"
	expect_contains "changes.js carries the acknowledgement for the page" "$published" '"who": "alice"'
	expect_eq "the history is published, one shard per month" "dev/bench/history/2023-11.js" \
		"$(git --git-dir "$remote" ls-tree -r --name-only gh-pages dev/bench/history/)"
	expect_contains "and trend.js" "$(git --git-dir "$remote" ls-tree --name-only gh-pages dev/bench/)" "dev/bench/trend.js"

	local head
	head="$(git --git-dir "$remote" rev-parse gh-pages)"
	printf '%s\t%s\talice\tmeant\n' "0000000000000000000000000000000000000003" "$series" >>"$ack"
	run_capture "$SCRIPT" --remote "$remote" --changes --python "$PYTHON" --acknowledged "$ack"
	expect_status 2 "a stale acknowledgement (a commit that is no step)"
	expect_contains "names the file and line" "$ERR" "$ack:3: 0000000000000000000000000000000000000003 is no step of '$series'"
	expect_eq "nothing published" "$head" "$(git --git-dir "$remote" rev-parse gh-pages)"
	local line
	for line in "${step}	$series	alice" "${step}	CPU per request · index (smaller is better) · JDK 99	alice	meant" "HEAD	$series	alice	meant"; do
		printf '# commit\tseries\twho\twhy\n\n%s\n' "$line" >"$ack"
		run_capture "$SCRIPT" --remote "$remote" --changes --python "$PYTHON" --acknowledged "$ack"
		expect_status 2 "a malformed acknowledgement: $line"
		expect_contains "names the file and line" "$ERR" "trend-changes.py: $ack:3: "
	done
	run_capture "$SCRIPT" --remote "$remote" --changes --python "$PYTHON" --acknowledged "$dir/none.tsv"
	expect_status 2 "an --acknowledged file that is not there"

	# A new step after the acknowledged one fails as before: +3% again from push 13 of 20.
	printf '%s\t%s\talice\tmeant\n' "$step" "$series" >"$ack"
	rm -rf "$dir/work"
	git_quiet clone --quiet "$remote" "$dir/work"
	git_quiet -C "$dir/work" fetch --quiet origin gh-pages:gh-pages
	git_quiet -C "$dir/work" switch --quiet gh-pages
	(cd "$HERE" && "$PYTHON" - "$dir/work/dev/bench/data.js" <<'PY'
import json, math, sys
import test_trend_changes as t
values = t.plateau(seed=3, n=20, end=20)
values[12:] += 100 * math.log1p(0.03)
open(sys.argv[1], "w").write(t.trend_changes.DATA_PREFIX + json.dumps({"entries": t.cpu_series(values)}) + ";\n")
PY
	)
	git_quiet -C "$dir/work" commit --quiet -am "20 pushes"
	git_quiet -C "$dir/work" push --quiet origin gh-pages
	run_capture "$SCRIPT" --remote "$remote" --changes --python "$PYTHON" --acknowledged "$ack"
	expect_status 1 "a new step after the acknowledged one fails"
	expect_contains "with its ::error" "$OUT" "--bisect 000000000000000000000000000000000000000c 000000000000000000000000000000000000000d"
}

# A gh-pages branch with the single-file history.js of before: the publish splits it into the monthly
# shards once and removes it, and the steps stay where they were.
test_single_history_is_split_into_shards() {
	local dir remote
	dir="$(tmp_dir)"
	remote="$dir/remote.git"
	git_quiet init --quiet --bare "$remote"
	run_capture "$SCRIPT" --remote "$remote"
	pages_with_data "$remote" "$dir/work" 12
	# history.js as trend-history.py wrote it before the shards: data.js's format under another name.
	(cd "$HERE" && "$PYTHON" - "$dir/work/dev/bench" <<'PY'
import json, sys
import test_trend_changes as t
entries = t.cpu_series(t.plateau(seed=3))
open(sys.argv[1] + "/history.js", "w").write(t.trend_changes.HISTORY_PREFIX + json.dumps({"entries": entries}) + ";\n")
entries = {t.CPU: entries[t.CPU][6:]}  # data.js has dropped the oldest six
open(sys.argv[1] + "/data.js", "w").write(t.trend_changes.DATA_PREFIX + json.dumps({"entries": entries}) + ";\n")
PY
	)
	git_quiet -C "$dir/work" add -A
	git_quiet -C "$dir/work" commit --quiet -m "history.js of before"
	git_quiet -C "$dir/work" push --quiet origin gh-pages
	run_capture "$SCRIPT" --remote "$remote" --changes --python "$PYTHON"
	expect_status 1 "the steps of the full history: the regression at push 5 is new"
	expect_contains "the step that data.js alone no longer has" "$OUT" "--bisect 0000000000000000000000000000000000000004 0000000000000000000000000000000000000005"
	expect_eq "history.js split into the shards and removed" "dev/bench/history/2023-11.js" \
		"$(git --git-dir "$remote" ls-tree -r --name-only gh-pages dev/bench/ | grep history)"
	local pushes
	pushes="$(git --git-dir "$remote" show gh-pages:dev/bench/history/2023-11.js | "$PYTHON" -c '
import json, sys
text = sys.stdin.read()
print(len(json.loads(text[text.index("=") + 1:].strip().rstrip(";"))["commits"]["id"]))')"
	expect_eq "every push of the old file is in the shard" 12 "$pushes"

	# A shard that does not parse: nothing published, the file named.
	rm -rf "$dir/work"
	git_quiet clone --quiet --branch gh-pages "$remote" "$dir/work"
	echo 'window.TREND_HISTORY_MONTH = {' >"$dir/work/dev/bench/history/2023-11.js"
	git_quiet -C "$dir/work" commit --quiet -am "a broken shard"
	git_quiet -C "$dir/work" push --quiet origin gh-pages
	local head
	head="$(git --git-dir "$remote" rev-parse gh-pages)"
	run_capture "$SCRIPT" --remote "$remote" --changes --python "$PYTHON"
	expect_status 3 "a shard that cannot be read"
	expect_contains "names the shard" "$ERR" "dev/bench/history/2023-11.js: line 1, column"
	expect_eq "nothing published" "$head" "$(git --git-dir "$remote" rev-parse gh-pages)"
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
	test_acknowledged_steps
	test_single_history_is_split_into_shards
	test_local_driver_usage
	finish
}

main "$@"
