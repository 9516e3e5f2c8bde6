#!/usr/bin/env bash
# Tests of .github/scripts/perf-ci.sh with stub pipelines in place of perf/local.sh (no load test):
# the job summary and the annotation of a run that did not complete, and for a judged compare run the
# base's thresholds passed on, the gate's origin in the job summary, the annotations and the comment
# data. Needs perf/target/perf.jar (mvn -B package -DskipTests).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=.github/scripts/tests/lib.sh
source "$HERE/lib.sh"
readonly ROOT="$HERE/../../.."
readonly SCRIPT="$HERE/../perf-ci.sh"
readonly HEAD_SHA=9c1e4b7a2f3d5e6c8b9a0f1e2d3c4b5a69788796

# A perf/local.sh that stops on a service that did not start, as perf/local.sh does (exit 3).
write_incomplete_stub() { # file
	cat >"$1" <<'STUB'
#!/usr/bin/env bash
set -euo pipefail
mkdir -p "$PERF_OUT/logs"
touch "$PERF_OUT/INCOMPLETE"
for i in $(seq 1 60); do echo "gateway log line $i"; done >"$PERF_OUT/logs/gateway.log"
echo 'Caused by: <script>alert(1)</script> & more' >>"$PERF_OUT/logs/gateway.log"
echo "[perf 10:00:00] starting the gateway" >&2
echo "perf/local.sh: the gateway did not become healthy within 90 s; its log: $PERF_OUT/logs/gateway.log" >&2
exit 3
STUB
	chmod +x "$1"
}

# A perf/local.sh whose report failed the gate on a rule (exit 1); it records its arguments. Its
# results.json is the golden compare run of perf's tests (a valid results.json, as perf.jar annotate
# reads only those) with the gate failed on a rule instead of a metric.
write_judged_stub() { # file
	jq '.verdict = "fail" | .exitCode = 1
		| .gate |= (.passed = false | .outcome = "fail" | .reasons = ["JFR rule `busy` failed: 3 rows (limit 0)"])
		| .warnings = ["host froze 80% of the time"]
		| .comparison.metrics |= map(.verdict = "unchanged")
		| .rules = {status: "fail", reason: null, filesChanged: null, check: {file: "rules.json",
			recording: "head.jfr", summary: {pass: 0, warn: 0, fail: 1}, results: [{id: "busy",
			severity: "fail", status: "fail", rows: 3, limit: 0, finding: null}], parametersSet: []}}' \
		"$ROOT/perf/src/test/resources/results/compare.json" >"$(dirname "$1")/results.json"
	cat >"$1" <<'STUB'
#!/usr/bin/env bash
set -euo pipefail
printf '%s\n' "$@" >"$PERF_OUT/pipeline-args"
{
	echo "STUB SUMMARY"
	echo '[`flamegraph-diff.html`](flamegraph-diff.html), [`flamegraph-diff-gone.html`](flamegraph-diff-gone.html)'
	echo '[`flamegraph-alloc-diff.html`](flamegraph-alloc-diff.html), [`flamegraph-alloc-diff-gone.html`](flamegraph-alloc-diff-gone.html)'
	echo '[`flamegraph.html`](flamegraph.html)'
} >"$PERF_OUT/summary.md"
cp "$(dirname "$0")/results.json" "$PERF_OUT/results.json"
exit 1
STUB
	chmod +x "$1"
}

test_incomplete_run() {
	local dir stub
	dir="$(tmp_dir)"
	stub="$dir/stub.sh"
	write_incomplete_stub "$stub"
	: >"$dir/step-summary"
	GITHUB_STEP_SUMMARY="$dir/step-summary" GITHUB_OUTPUT="$dir/output" PR_NUMBER=7 PR_HEAD_SHA="$HEAD_SHA" \
		PR_HEAD_REF=feature run_capture "$SCRIPT" --out "$dir/run" --comment-dir "$dir/comment" --pipeline "$stub"
	expect_status 3 "incomplete run: perf/local.sh's exit code"
	local summary
	summary="$(cat "$dir/step-summary")"
	expect_eq "job summary = DIR/job-summary.md" "$(cat "$dir/run/job-summary.md")" "$summary"
	expect_contains "summary: title" "$summary" "## ⚠️ Gateway performance: the run did not complete"
	expect_contains "summary: exit code" "$summary" "exited with **3** (environment error"
	expect_contains "summary: what failed" "$summary" \
		"<pre>perf/local.sh: the gateway did not become healthy within 90 s; its log: $dir/run/logs/gateway.log</pre>"
	expect_contains "summary: which log" "$summary" "The last 40 lines of <code>logs/gateway.log</code>"
	expect_contains "summary: the log's end" "$summary" "gateway log line 60"
	expect_not_contains "summary: only the end" "$summary" "gateway log line 20"$'\n'
	expect_contains "summary: log text is inert" "$summary" "Caused by: &lt;script&gt;alert(1)&lt;/script&gt; &amp; more"
	expect_contains "summary: the logs" "$summary" "\`gateway.log\` \`perf-ci.stderr.log\`"
	expect_eq "annotation" \
		"::error title=perf run incomplete (exit 3)::perf/local.sh: the gateway did not become healthy within 90 s; its log: $dir/run/logs/gateway.log (job summary: the end of the log)" \
		"$OUT"
	expect_contains "outputs" "$(cat "$dir/output")" $'completed=false\nexit-code=3'
	expect_contains "comment data: exit code" "$(cat "$dir/comment/comment.properties")" "perf.exit_code=3"
	CHECKS=$((CHECKS + 1))
	[[ ! -e "$dir/comment/results.json" ]] || fail "comment data of an incomplete run has a results.json"
	expect_contains "stderr still on the console" "$ERR" "perf/local.sh: the gateway did not become healthy"
}

test_usage_error() {
	local dir stub
	dir="$(tmp_dir)"
	stub="$dir/stub.sh"
	printf '#!/usr/bin/env bash\necho "perf/local.sh: unknown option %s" >&2\nexit 2\n' "'--bogus'" >"$stub"
	chmod +x "$stub"
	run_capture "$SCRIPT" --out "$dir/run" --pipeline "$stub"
	expect_status 2 "usage error"
	local summary
	summary="$(cat "$dir/run/job-summary.md")"
	expect_contains "usage: exit code" "$summary" "exited with **2** (usage error)"
	expect_contains "usage: what failed" "$summary" "<pre>perf/local.sh: unknown option '--bogus'</pre>"
	expect_contains "usage: the log" "$summary" "The last 40 lines of <code>logs/perf-ci.stderr.log</code>"
}

test_judged_compare_run() {
	local dir stub base
	dir="$(tmp_dir)"
	stub="$dir/stub.sh"
	write_judged_stub "$stub"
	base="$(git -C "$ROOT" rev-parse HEAD)"
	: >"$dir/step-summary"
	GITHUB_STEP_SUMMARY="$dir/step-summary" GITHUB_OUTPUT="$dir/output" PR_NUMBER=7 PR_HEAD_SHA="$HEAD_SHA" \
		GITHUB_REPOSITORY=acme/gateway GITHUB_RUN_ID=99 \
		run_capture "$SCRIPT" --base "$base" --out "$dir/run" --gate-dir "$dir/gate" --comment-dir "$dir/comment" \
		--pipeline "$stub"
	expect_status 1 "gate failed"
	expect_eq "perf/local.sh gets the base's rules, workload, thresholds and .jfc" \
		"--compare $base --rules $dir/gate/rules --workload $dir/gate/workloads/default.yaml --threshold-cpu 3 --threshold-rps 5 --threshold-latency 10 --threshold-latency-at-rate 60 --threshold-allocation 1 --threshold-exceptions 1 --confidence 0.95 --jfr-settings $dir/gate/settings/jfr-rules.jfc" \
		"$(paste -sd ' ' "$dir/run/pipeline-args")"
	local summary
	summary="$(cat "$dir/step-summary")"
	expect_contains "summary: the gate's origin" "$summary" \
		"**Gate:** JFR rules, recording settings and thresholds of the base \`${base:0:12}\`."
	expect_contains "summary: summary.md" "$summary" "STUB SUMMARY"
	expect_contains "summary: the differential flame graphs link the run's artifacts" "$summary" \
		"[\`flamegraph-diff.html\`](https://github.com/acme/gateway/actions/runs/99#artifacts), [\`flamegraph-diff-gone.html\`](https://github.com/acme/gateway/actions/runs/99#artifacts)"
	expect_contains "summary: the allocation flame graphs link the run's artifacts" "$summary" \
		"[\`flamegraph-alloc-diff.html\`](https://github.com/acme/gateway/actions/runs/99#artifacts), [\`flamegraph-alloc-diff-gone.html\`](https://github.com/acme/gateway/actions/runs/99#artifacts)"
	expect_contains "summary: no other link changed" "$summary" "[\`flamegraph.html\`](flamegraph.html)"
	expect_contains "summary.md: its links stay beside it" "$(cat "$dir/run/summary.md")" \
		"[\`flamegraph-diff.html\`](flamegraph-diff.html)"
	expect_contains "annotation: the rule" "$OUT" \
		"::error title=JFR rule busy failed::JFR rule busy failed: 3 rows (limit 0). Thread, duration and stack"
	expect_contains "annotation: the warning" "$OUT" "::warning title=perf run warning::host froze 80%25 of the time"
	expect_contains "outputs" "$(cat "$dir/output")" $'completed=true\nexit-code=1'
	expect_eq "comment data: results.json" "$(cat "$dir/run/results.json")" "$(cat "$dir/comment/results.json")"
	expect_contains "comment data: exit code" "$(cat "$dir/comment/comment.properties")" "perf.exit_code=1"
}

# Trend mode: perf/local.sh compares the reference with this work tree under the head's own gate; the
# index files come from the compare's results and go through the publishing contract with the
# absolute files. The golden compare's base is the reference here.
test_trend_run() {
	local dir stub reference
	dir="$(tmp_dir)"
	stub="$dir/stub.sh"
	reference="$(jq -r .run.gitBase "$ROOT/perf/src/test/resources/results/compare.json")"
	printf '# the reference\n%s\n' "$reference" >"$dir/perf-reference"
	jq '.verdict = "pass" | .exitCode = 0 | .gate |= (.passed = true | .outcome = "pass" | .reasons = [])' \
		"$ROOT/perf/src/test/resources/results/compare.json" >"$dir/results.json"
	echo '[{"name": "gateway RPS", "unit": "req/s", "value": 900}]' >"$dir/benchmark-bigger.json"
	echo '[{"name": "gateway CPU per request", "unit": "us/request", "value": 150}]' >"$dir/benchmark-smaller.json"
	cat >"$stub" <<'STUB'
#!/usr/bin/env bash
set -euo pipefail
printf '%s\n' "$@" >"$PERF_OUT/pipeline-args"
printf 'STUB SUMMARY\n\n**Files:** `results.json` · `summary.md`\n' >"$PERF_OUT/summary.md"
cp "$(dirname "$0")"/{results,benchmark-bigger,benchmark-smaller}.json "$PERF_OUT/"
STUB
	chmod +x "$stub"
	GITHUB_OUTPUT="$dir/output" GITHUB_REPOSITORY=acme/gateway GITHUB_RUN_ID=99 \
		run_capture "$SCRIPT" --reference "$dir/perf-reference" --out "$dir/run" --pipeline "$stub"
	expect_status 0 "trend run"
	expect_eq "index: each point names the workflow run that keeps the push's differential flame graphs" \
		"https://github.com/acme/gateway/actions/runs/99" "$(jq -r '.[0].extra | fromjson | .run' "$dir/run/index-smaller.json")"
	expect_eq "perf/local.sh compares the reference, with the head's own gate, and says it is the reference" \
		"--compare $reference --meta trend.reference=$dir/perf-reference" "$(paste -sd ' ' "$dir/run/pipeline-args")"
	# shellcheck disable=SC2016 # Markdown backticks, no expansion meant
	expect_contains "the job summary's Files line lists the files written after summary.md too" \
		"$(cat "$dir/run/job-summary.md")" \
		'**Files:** `results.json` · `summary.md` · `index-bigger.json` · `index-smaller.json` · `job-summary.md`'
	expect_contains "index: CPU per request first, with its interval" "$(cat "$dir/run/index-smaller.json")" \
		'"name" : "CPU per request"'
	expect_contains "index: throughput" "$(cat "$dir/run/index-bigger.json")" '"name" : "throughput"'
	expect_contains "outputs" "$(cat "$dir/output")" $'completed=true\nexit-code=0'

	printf '%s\n' "${reference//0/1}" >"$dir/perf-reference"
	GITHUB_OUTPUT="$dir/output2" run_capture "$SCRIPT" --reference "$dir/perf-reference" --out "$dir/run2" \
		--pipeline "$stub"
	expect_status 2 "a run against another commit than the reference is not published"
	expect_contains "why" "$ERR" "not the reference"
	expect_contains "outputs" "$(cat "$dir/output2")" 'completed=false'

	# A shard of several: the pool indexes and publishes, the shard does not.
	GITHUB_OUTPUT="$dir/output3" PERF_SHARDS=2 PERF_SHARD=1 run_capture "$SCRIPT" \
		--reference "$dir/perf-reference" --out "$dir/run3" --pipeline "$stub"
	expect_status 0 "a shard of a trend run"
	[[ ! -e "$dir/run3/index-smaller.json" ]] || fail "a shard wrote the trend's index"
	expect_contains "outputs: judged, for the pool" "$(cat "$dir/output3")" $'completed=true\nexit-code=0'
}

# A pull request whose base does not build: the job summary, the annotation and the comment data say
# which side, with the end of its build log.
test_failed_build() {
	local dir stub
	dir="$(tmp_dir)"
	stub="$dir/stub.sh"
	cat >"$stub" <<'STUB'
#!/usr/bin/env bash
set -euo pipefail
mkdir -p "$PERF_OUT/logs"
touch "$PERF_OUT/INCOMPLETE"
for i in $(seq 1 50); do echo "[INFO] build line $i"; done >"$PERF_OUT/logs/base-build.log"
echo "[ERROR] Gateway.java:[12,8] cannot find symbol <b>x</b>" >>"$PERF_OUT/logs/base-build.log"
echo "[perf 10:00:00] building the base gateway at main (abc)" >&2
echo "perf/local.sh: the base build failed; its log: $PERF_OUT/logs/base-build.log" >&2
exit 3
STUB
	chmod +x "$stub"
	GITHUB_STEP_SUMMARY="$dir/step-summary" PR_NUMBER=7 PR_HEAD_SHA="$HEAD_SHA" \
		run_capture "$SCRIPT" --out "$dir/run" --comment-dir "$dir/comment" --pipeline "$stub"
	expect_status 3 "a build failure is an environment error"
	expect_contains "summary: which side" "$(cat "$dir/step-summary")" "**The base build failed**"
	expect_contains "summary: the end of its log" "$(cat "$dir/step-summary")" \
		"[ERROR] Gateway.java:[12,8] cannot find symbol &lt;b&gt;x&lt;/b&gt;"
	expect_contains "annotation: which side, with the last lines" "$OUT" \
		"::error title=the base build failed (exit 3)::perf/local.sh: the base build failed"
	expect_contains "annotation: the compiler's error" "$OUT" "cannot find symbol <b>x</b>"
	expect_contains "comment data: the side" "$(cat "$dir/comment/comment.properties")" "perf.failed_build=base"
	expect_eq "comment data: the last 40 lines of the build log" 40 "$(wc -l <"$dir/comment/build-log-tail.txt")"
	expect_contains "comment data: its last line" "$(tail -n 1 "$dir/comment/build-log-tail.txt")" "cannot find symbol"
}

# Shard K of N: the run says which shard it is, writes no comment data (the pool's is the one comment),
# and its own failed gate does not fail the job.
test_shard_run() {
	local dir stub
	dir="$(tmp_dir)"
	stub="$dir/stub.sh"
	write_judged_stub "$stub"
	PR_NUMBER=7 PR_HEAD_SHA="$HEAD_SHA" PERF_SHARDS=3 PERF_SHARD=2 GITHUB_OUTPUT="$dir/output" \
		run_capture "$SCRIPT" --out "$dir/run" --comment-dir "$dir/comment" --pipeline "$stub"
	expect_status 0 "a shard's own gate does not fail its job"
	expect_contains "the run names its shard" "$(paste -sd ' ' "$dir/run/pipeline-args")" "--meta perf.shard=2"
	expect_contains "outputs: the shard's own exit code" "$(cat "$dir/output")" "exit-code=1"
	[[ ! -e "$dir/comment" ]] || fail "a shard wrote comment data"
	PERF_SHARDS=3 PERF_SHARD=4 run_capture "$SCRIPT" --out "$dir/run4" --pipeline "$stub"
	expect_status 2 "a shard beyond PERF_SHARDS"
	expect_contains "the message names it" "$ERR" "PERF_SHARD must be 1 to PERF_SHARDS (3), got '4'"
}

# Pool mode: perf.jar pool over the shards' run directories (shard 2 left none), then the summary, the
# annotations and the comment data of the pooled results.json. The shards are the golden compare run,
# each measured at its own hour (its windows moved), as shards of a fan-out are: the pool refuses a
# shard whose windows are another's.
test_pool_run() {
	local dir pool
	dir="$(tmp_dir)"
	pool="$dir/shards"
	for shard in 1 3; do
		mkdir -p "$pool/perf-run-shard-$shard"
		jq --arg shard "$shard" '.run.extra["perf.shard"] = $shard
			| .rounds |= map(.startMs += ($shard | tonumber) * 3600000 | .endMs += ($shard | tonumber) * 3600000)' \
			"$ROOT/perf/src/test/resources/results/compare.json" >"$pool/perf-run-shard-$shard/results.json"
	done
	: >"$dir/step-summary"
	GITHUB_STEP_SUMMARY="$dir/step-summary" GITHUB_OUTPUT="$dir/output" PR_NUMBER=7 PR_HEAD_SHA="$HEAD_SHA" \
		PERF_SHARDS=3 PERF_POOL="$pool" run_capture "$SCRIPT" --out "$dir/run" --comment-dir "$dir/comment"
	expect_status 1 "the pooled gate: the golden compare regressed"
	local summary
	summary="$(cat "$dir/step-summary")"
	expect_contains "summary: the runners" "$summary" "#### The runners"
	expect_contains "summary: the missing shard" "$summary" "Judged on 2 of 3 shards: shard 2 left no results."
	expect_contains "annotation: the pooled regression" "$OUT" "::error title=CPU per request regressed"
	expect_eq "comment data: the pooled results.json" "$(cat "$dir/run/results.json")" \
		"$(cat "$dir/comment/results.json")"
	expect_eq "comment data: 2 of 3 shards" "2 [2]" \
		"$(jq -c '"\(.pool.shards | length) \(.pool.missing)"' -r "$dir/comment/results.json")"

	# A lone shard's artifact lands straight in the download path, without its directory.
	rm -rf "$pool"/perf-run-shard-*
	jq '.run.extra["perf.shard"] = "2"' "$ROOT/perf/src/test/resources/results/compare.json" >"$pool/results.json"
	PERF_SHARDS=2 PERF_POOL="$pool" run_capture "$SCRIPT" --out "$dir/lone"
	expect_eq "a lone shard is found and numbered by its run" "1 [1] 2" \
		"$(jq -r '"\(.pool.shards | length) \(.pool.missing) \(.pool.shards[0].shard)"' "$dir/lone/results.json")"

	rm -f "$pool/results.json"
	GITHUB_OUTPUT="$dir/output-none" PERF_SHARDS=2 PERF_POOL="$pool" run_capture "$SCRIPT" --out "$dir/none"
	expect_status 3 "no shard: no verdict"
	expect_contains "summary: what failed" "$(cat "$dir/none/job-summary.md")" "perf pool: no shard to pool"
	expect_contains "outputs: not completed" "$(cat "$dir/output-none")" "completed=false"
}

main() {
	[[ -f "$ROOT/perf/target/perf.jar" ]] || {
		echo "perf-ci-tests.sh: perf/target/perf.jar is missing: mvn -B package -DskipTests first" >&2
		exit 1
	}
	test_incomplete_run
	test_usage_error
	test_judged_compare_run
	test_trend_run
	test_failed_build
	test_shard_run
	test_pool_run
	finish
}

main "$@"
