#!/usr/bin/env bash
# .github/scripts/perf-ci.sh: what the perf workflow runs, and what you run to do exactly the same on
# your machine (without GITHUB_* variables it only skips writing GitHub's files).
#
# Usage: .github/scripts/perf-ci.sh [options]
#
#   --base REF        compare mode: measure REF (the base) against this work tree (the head), judged
#                     with the gate of REF: its jfr-rules/rules, jfr-rules/settings/*.jfc and
#                     .github/perf-gate.properties (gate-config.sh); without it, single mode
#                                                                            [PERF_BASE_SHA]
#   --reference FILE  trend mode (a push to main): measure the commit that FILE names (the trend's
#                     reference, .github/perf-reference) against this work tree, judged with this
#                     work tree's gate, then write the index files (perf.jar trend index):
#                     index-smaller.json, index-bigger.json beside benchmark-*.json, all checked
#                     against the publishing contract; on GitHub their points name this workflow run,
#                     whose artifacts keep the push's differential flame graphs [PERF_REFERENCE_FILE]
#                     The trend's compare runs at most 3 forks (6 JVM pairs) in 540 s unless
#                     PERF_FORKS and PERF_BUDGET say otherwise (a pull request's default budget,
#                     380 s, fits 2): 3 forks of 2 windows take about what 2 forks of 4 windows
#                     took, and the push job fits 12 minutes on 2 vCPUs; a step of the trend is
#                     judged over several pushes, not by one point's interval.
#   --out DIR         the run directory (default perf/target/run-<timestamp>)   [PERF_OUT]
#   --gate-dir DIR    where the base's gate goes (default perf/target/gate-base)  [PERF_GATE_DIR]
#   --comment-dir DIR the pull-request comment data (default perf/target/perf-comment), written
#                     only with PR_NUMBER set                                    [PERF_COMMENT_DIR]
#   --pipeline CMD    the pipeline to run (default perf/local.sh; the tests put a stub here)
#                                                                            [PERF_PIPELINE]
#   -h, --help        this help
#
# perf/local.sh's other options come from the environment as always (PERF_ROUNDS, PERF_DURATION,
# PERF_WARMUP_MAX, PERF_GATEWAY_PROFILE, PERF_BUDGET), and perf/local.sh checks them. Then:
#   - the gate: in compare mode the base's rules, .jfc and thresholds go to perf/local.sh (--rules,
#     --jfr-settings, --threshold-*); when the head changes the rules, the head's own rules are run
#     on head.jfr as information only;
#   - the job summary, for every outcome: DIR/job-summary.md, appended to $GITHUB_STEP_SUMMARY: the
#     gate's origin and summary.md (its links to the differential flame graphs point to the workflow
#     run's artifacts when GITHUB_RUN_ID is set), or, for a run that did not complete, the exit code,
#     what failed and the end of the log that says why;
#   - annotations on standard output: `perf.jar annotate` (each fired rule, regressed metric,
#     warning), or one ::error for a run that did not complete;
#   - in single mode, benchmark-bigger.json and benchmark-smaller.json are checked against
#     github-action-benchmark's custom format (perf.jar validate-benchmark) before anyone publishes;
#   - with PR_NUMBER set, the pull-request comment data goes to the comment directory:
#       comment.properties  schema=1, pr.number, pr.head_sha, pr.head_ref, perf.exit_code, and
#                           perf.failed_build=head|base when a build stopped the run
#       build-log-tail.txt  then the last lines of that build's log
#       results.json        the run's results.json, if the report tool got to write one
#     perf-comment.yml renders it with the default branch's perf.jar, never with this code;
#   - $GITHUB_OUTPUT: dir, completed (true/false), exit-code.
#
# Environment also: PR_NUMBER, PR_HEAD_SHA, PR_HEAD_REF (the comment data).
#
# Shards (perf.yml's matrix when the repository variable PERF_SHARDS asks for more than 1 runner):
#   PERF_SHARDS=N, PERF_SHARD=K  this run is shard K of N: its run says so (--meta perf.shard=K), it
#                     writes no comment data and no trend index (the pool's are the ones published),
#                     and its gate does not fail the job (exit 1 becomes 0): the pool's verdict is the
#                     one that counts
#   PERF_POOL=DIR     pool mode: instead of measuring, `perf.jar pool` over the shards' run
#                     directories downloaded into DIR (every DIR/results.json and DIR/*/results.json,
#                     each numbered by its run's perf.shard; a shard of 1..N with none is named as
#                     missing), then the job summary, annotations, comment data and trend index as
#                     above, from the pooled results.json. Builds perf/target/perf.jar first if it is
#                     not there.
#
# Exit codes: those of perf/local.sh (0 pass, 1 gate failed, 2 usage, 3 environment, 130
# interrupted); 2 when a benchmark file breaks the
# publishing contract or an option is wrong; 3 when the base's gate cannot be read.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readonly ROOT
readonly LOG_TAIL_LINES=40
readonly TREND_FORKS=3 TREND_BUDGET=540

usage() {
	sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

log() {
	printf '[perf-ci] %s\n' "$*" >&2
}

die() { # exit-code message
	log "$2"
	exit "$1"
}

# shellcheck disable=SC2317 # run by the EXIT trap
cleanup() {
	: # the pipeline stops what it started; nothing in the work tree is changed
}

# One key=value line; java.util.Properties reads a backslash as an escape.
prop() {
	printf '%s=%s\n' "$1" "${2//\\/\\\\}"
}

java_bin() {
	if [[ -n "${PERF_JAVA_HOME:-}" ]]; then
		echo "$PERF_JAVA_HOME/bin/java"
	elif [[ -n "${JAVA_HOME:-}" ]]; then
		echo "$JAVA_HOME/bin/java"
	else
		echo java
	fi
}

exit_meaning() {
	case "$1" in
	0) echo pass ;;
	1) echo "the gate failed" ;;
	2) echo "usage error" ;;
	3) echo "environment error: a missing tool, a busy port, a build or a service that failed" ;;
	130) echo interrupted ;;
	*) echo unexpected ;;
	esac
}

# Text for inside <pre>: GitHub renders the job summary as Markdown with HTML.
html() {
	sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g'
}

# A workflow command's message: escaped as GitHub's toolkit escapes it.
command_data() {
	local text="$1"
	text="${text//'%'/%25}"
	text="${text//$'\r'/%0D}"
	echo "${text//$'\n'/%0A}"
}

# Which side's build stopped the run (perf/local.sh says "the head build failed" or "the base build
# failed; its log: PATH"): sets FAILED_BUILD and FAILED_BUILD_LOG, or leaves them empty.
find_failed_build() {
	FAILED_BUILD="" FAILED_BUILD_LOG=""
	[[ -s "${STDERR_LOG:-}" ]] || return 0
	local line
	line="$(grep -E '^perf/local.sh: the (head|base) build failed' "$STDERR_LOG" | tail -n 1 || true)"
	[[ -n "$line" ]] || return 0
	FAILED_BUILD="$(sed -E 's/^perf\/local.sh: the (head|base) build.*/\1/' <<<"$line")"
	FAILED_BUILD_LOG="$(grep -oE '/[^[:space:]]+\.log' <<<"$line" | tail -n 1 || true)"
}

write_comment_data() { # exit-code
	rm -rf "$COMMENT_DIR"
	mkdir -p "$COMMENT_DIR"
	{
		prop schema 1
		prop pr.number "$PR_NUMBER"
		prop pr.head_sha "${PR_HEAD_SHA:-}"
		prop pr.head_ref "${PR_HEAD_REF:-}"
		prop perf.exit_code "$1"
		[[ -z "$FAILED_BUILD" ]] || prop perf.failed_build "$FAILED_BUILD"
	} >"$COMMENT_DIR/comment.properties"
	if [[ -n "$FAILED_BUILD_LOG" && -f "$FAILED_BUILD_LOG" ]]; then
		tail -n "$LOG_TAIL_LINES" "$FAILED_BUILD_LOG" | cut -c1-400 >"$COMMENT_DIR/build-log-tail.txt"
	fi
	if [[ -f "$OUT/results.json" ]]; then
		cp "$OUT/results.json" "$COMMENT_DIR/results.json"
	fi
	log "comment data: $COMMENT_DIR"
}

# --- the gate from the base ------------------------------------------------------------------------

# Reads the base's gate into GATE_ARGS (rules and thresholds, for perf/local.sh, which passes them to
# perf.jar run), adds the base's .jfc, and sets RULES_CHANGED.
take_gate_from_base() {
	"$ROOT/.github/scripts/gate-config.sh" --out "$GATE_DIR" "$BASE" >/dev/null ||
		die 3 "cannot read the gate of the base $BASE"
	mapfile -t GATE_ARGS <"$GATE_DIR/report-args"
	[[ ! -f "$GATE_DIR/settings/jfr-rules.jfc" ]] || GATE_ARGS+=(--jfr-settings "$GATE_DIR/settings/jfr-rules.jfc")
	RULES_CHANGED=false
	grep -q $'\tjfr-rules/rules/' "$GATE_DIR/head-changes" && RULES_CHANGED=true
	return 0
}

# The base's rules judged the run; the head's own rules run on head.jfr as information only.
check_head_rules() {
	local rules_jar="$ROOT/jfr-rules/target/jfr-rules.jar" info=0
	[[ -f "$rules_jar" && -f "$OUT/head.jfr" ]] || return 0
	log "the head changes jfr-rules/rules: its own rules on head.jfr, as information"
	"$(java_bin)" -jar "$rules_jar" check --rules "$ROOT/jfr-rules/rules" --markdown "$OUT/head-rules.md" \
		"$OUT/head.jfr" >"$OUT/logs/head-rules.log" 2>&1 || info=$?
	HEAD_RULES_VERDICT="$(case "$info" in 0) echo pass ;; 1) echo fail ;; *) echo "not run (exit $info)" ;; esac)"
}

# --- the job summary ---------------------------------------------------------------------------------

gate_section() {
	[[ -n "$BASE" ]] || return 0
	local sha
	sha="$(git -C "$ROOT" rev-parse --short=12 "$BASE^{commit}" 2>/dev/null || echo "$BASE")"
	echo "**Gate:** JFR rules, recording settings and thresholds of the base \`$sha\`."
	if [[ -s "$GATE_DIR/head-changes" ]]; then
		echo
		echo "This pull request changes the gate; the changes apply from the next pull request on, after review:"
		echo
		# shellcheck disable=SC2016 # Markdown backticks, no expansion meant
		sed -e 's/^\([A-Z]\)[0-9]*\t\(.*\)$/- `\2` (\1)/' "$GATE_DIR/head-changes"
		if [[ -n "${HEAD_RULES_VERDICT:-}" ]]; then
			echo
			echo "With the head's own rules on \`head.jfr\` the rule check would be: **$HEAD_RULES_VERDICT** (information only; \`head-rules.md\` in the run's artifact)."
		fi
	fi
	echo
}

# The last line perf/local.sh wrote about why it stopped, and the log it names.
incomplete_section() { # exit-code
	local reason="$FAILURE" named_log=""
	if [[ -z "$reason" && -s "$STDERR_LOG" ]]; then
		reason="$(grep -E '^(perf/local.sh|perf run|perf pool): ' "$STDERR_LOG" | tail -n 1 || true)"
		[[ -n "$reason" ]] || reason="$(grep -v '^[[:space:]]*$' "$STDERR_LOG" | tail -n 1 || true)"
	fi
	named_log="$(grep -oE '/[^[:space:]]+\.log' <<<"$reason" | tail -n 1 || true)"
	INCOMPLETE_REASON="${reason:-no message (see the log)}"
	echo "## ⚠️ Gateway performance: the run did not complete"
	echo
	if [[ -n "$FAILED_BUILD" ]]; then
		echo "**The $FAILED_BUILD build failed**: the run exited with **$1** before anything was measured."
	else
		echo "The run exited with **$1** ($(exit_meaning "$1")) before it was judged; nothing was published."
	fi
	echo
	echo "**What failed:**"
	echo
	echo "<pre>$(html <<<"$INCOMPLETE_REASON")</pre>"
	echo
	local tail_of="$STDERR_LOG"
	[[ -n "$named_log" && -f "$named_log" ]] && tail_of="$named_log"
	if [[ -s "$tail_of" ]]; then
		echo "<details open><summary>The last $LOG_TAIL_LINES lines of <code>${tail_of#"$OUT"/}</code></summary>"
		echo
		echo "<pre>$(tail -n "$LOG_TAIL_LINES" "$tail_of" | html)</pre>"
		echo
		echo "</details>"
		echo
	fi
	if [[ -d "$OUT/logs" ]]; then
		local logs
		# shellcheck disable=SC2016 # Markdown backticks, no expansion meant
		logs="$(find "$OUT/logs" -maxdepth 1 -type f -printf '`%f`\n' | sort | paste -sd ' ')"
		echo "**Logs** (in the run's artifact, under \`logs/\`): $logs"
		echo
	fi
}

# summary.md links its files beside it (the differential flame graphs); in the job summary they are in
# the workflow run's artifacts. Only these fixed link targets change.
artifact_links() {
	if [[ -n "${GITHUB_RUN_ID:-}" && -n "${GITHUB_REPOSITORY:-}" ]]; then
		local artifacts="${GITHUB_SERVER_URL:-https://github.com}/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID#artifacts"
		sed -E "s|\]\((flamegraph(-alloc)?-diff(-gone)?\.html)\)|](${artifacts})|g"
	else
		cat
	fi
}

# The files written after the run's summary.md (the trend's index, the head's own rules, this job
# summary), for its Files line: ' · `NAME`' each.
later_files() {
	local file
	for file in index-bigger.json index-smaller.json head-rules.md job-summary.md; do
		# shellcheck disable=SC2016 # Markdown backticks, no expansion meant
		[[ "$file" != job-summary.md && ! -f "$OUT/$file" ]] || printf ' · `%s`' "$file"
	done
}

write_job_summary() { # exit-code reported
	local file="$OUT/job-summary.md"
	if [[ "$2" == true ]]; then
		{
			gate_section
			artifact_links <"$OUT/summary.md" | sed "/^\*\*Files:\*\* /s/\$/$(later_files)/"
		} >"$file"
	else
		incomplete_section "$1" >"$file"
	fi
	if [[ -n "${GITHUB_STEP_SUMMARY:-}" ]]; then
		cat "$file" >>"$GITHUB_STEP_SUMMARY"
	fi
	log "job summary: $file"
}

annotate() { # exit-code reported
	if [[ "$2" == true && -f "$OUT/results.json" ]]; then
		"$(java_bin)" -jar "$ROOT/perf/target/perf.jar" annotate "$OUT/results.json" ||
			log "perf.jar annotate failed: no annotations"
	elif [[ -n "$FAILED_BUILD" ]]; then
		local last=""
		[[ ! -f "$FAILED_BUILD_LOG" ]] || last="$(grep -v '^[[:space:]]*$' "$FAILED_BUILD_LOG" | tail -n 5 || true)"
		echo "::error title=the $FAILED_BUILD build failed (exit $1)::$(command_data "$INCOMPLETE_REASON
$last")"
	elif [[ "$2" != true ]]; then
		echo "::error title=perf run incomplete (exit $1)::$(command_data "$INCOMPLETE_REASON (job summary: the end of the log)")"
	fi
}

# The one commit a reference file names (comment lines start with #); perf.jar trend index reads
# it again, strictly, and refuses a run whose base is another commit.
reference_commit() { # file
	local sha
	[[ -f "$1" ]] || die 2 "--reference: no file $1"
	sha="$(sed -e 's/#.*//' -e 's/[[:space:]]//g' "$1" | sed -n '/./p')"
	[[ "$sha" =~ ^[0-9a-f]{40}$ ]] || die 2 "--reference: $1 must name one commit of 40 hex digits"
	echo "$sha"
}

# --- shards ------------------------------------------------------------------------------------------

# The pool's pipeline: perf.jar pool over every results.json in $POOL_DIR, numbered by the shard each
# run says it is (--meta perf.shard=K), not by its directory: download-artifact puts a lone artifact
# straight into its path, without the artifact's directory. perf pool names the shards of 1..N that
# left none; with no file at all it is given the one a lone shard would have left, and says so.
# shellcheck disable=SC2317 # run through $PIPELINE
pool_shards() {
	local -a files=()
	mapfile -t files < <(find "$POOL_DIR" -maxdepth 2 -name results.json | sort)
	((${#files[@]} > 0)) || files=("$POOL_DIR/results.json")
	if [[ ! -f "$ROOT/perf/target/perf.jar" ]]; then
		log "building perf/target/perf.jar"
		mvn -B -ntp -q -f "$ROOT/pom.xml" -pl perf -am package -DskipTests >&2
	fi
	"$(java_bin)" -jar "$ROOT/perf/target/perf.jar" pool --shards "$SHARDS" --out "$PERF_OUT" "${files[@]}"
}

# --- main --------------------------------------------------------------------------------------------

parse_args() {
	BASE="${PERF_BASE_SHA:-}"
	REFERENCE_FILE="${PERF_REFERENCE_FILE:-}"
	OUT="${PERF_OUT:-}"
	GATE_DIR="${PERF_GATE_DIR:-$ROOT/perf/target/gate-base}"
	COMMENT_DIR="${PERF_COMMENT_DIR:-$ROOT/perf/target/perf-comment}"
	PIPELINE="${PERF_PIPELINE:-$ROOT/perf/local.sh}"
	SHARDS="${PERF_SHARDS:-1}"
	SHARD="${PERF_SHARD:-1}"
	POOL_DIR="${PERF_POOL:-}"
	while (($# > 0)); do
		case "$1" in
		-h | --help) usage; exit 0 ;;
		--base | --reference | --out | --gate-dir | --comment-dir | --pipeline)
			(($# >= 2)) || die 2 "$1 needs a value"
			case "$1" in
			--base) BASE="$2" ;;
			--reference) REFERENCE_FILE="$2" ;;
			--out) OUT="$2" ;;
			--gate-dir) GATE_DIR="$2" ;;
			--comment-dir) COMMENT_DIR="$2" ;;
			--pipeline) PIPELINE="$2" ;;
			esac
			shift
			;;
		*) die 2 "unknown option '$1' (--help for usage)" ;;
		esac
		shift
	done
	[[ "$BASE" != -* ]] || die 2 "--base must be a commit, got '$BASE'"
	[[ -z "$BASE" || -z "$REFERENCE_FILE" ]] || die 2 "--base and --reference exclude each other"
	[[ "$SHARDS" =~ ^[1-9][0-9]*$ ]] || die 2 "PERF_SHARDS must be a number of runners, 1 or more, got '$SHARDS'"
	if ! [[ "$SHARD" =~ ^[1-9][0-9]*$ ]] || ((SHARD > SHARDS)); then
		die 2 "PERF_SHARD must be 1 to PERF_SHARDS ($SHARDS), got '$SHARD'"
	fi
	[[ -z "$POOL_DIR" || -d "$POOL_DIR" ]] || die 2 "PERF_POOL: no directory $POOL_DIR"
	OUT="${OUT:-$ROOT/perf/target/run-$(date +%Y%m%d-%H%M%S)}"
}

main() {
	parse_args "$@"
	trap cleanup EXIT
	cd "$ROOT"
	GATE_ARGS=() RULES_CHANGED=false HEAD_RULES_VERDICT="" INCOMPLETE_REASON="" FAILURE=""
	local -a args=()
	if [[ -n "$POOL_DIR" ]]; then
		# The shards measured; the pool judges them (the base's gate section still comes from git).
		[[ -z "$BASE" ]] || take_gate_from_base
		PIPELINE=pool_shards
	elif [[ -n "$BASE" ]]; then
		take_gate_from_base
		args+=(--compare "$BASE" "${GATE_ARGS[@]}")
	elif [[ -n "$REFERENCE_FILE" ]]; then
		# The summary then names the base "reference" (perf.jar's RunMarkdown), as the trend does.
		args+=(--compare "$(reference_commit "$REFERENCE_FILE")" --meta "trend.reference=$REFERENCE_FILE")
		export PERF_FORKS="${PERF_FORKS:-$TREND_FORKS}" PERF_BUDGET="${PERF_BUDGET:-$TREND_BUDGET}"
	fi

	if [[ -z "$POOL_DIR" ]] && ((SHARDS > 1)); then
		args+=(--meta "perf.shard=$SHARD")
	fi

	mkdir -p "$OUT/logs"
	OUT="$(cd "$OUT" && pwd)"
	STDERR_LOG="$OUT/logs/perf-ci.stderr.log"
	local status=0
	log "$PIPELINE ${args[*]} (output: $OUT)"
	# stderr to the console and to a log that the job summary can quote; stdout as it is (fd 3).
	set +e
	{ PERF_OUT="$OUT" "$PIPELINE" "${args[@]}" 2>&1 1>&3 3>&- | tee "$STDERR_LOG" >&2; } 3>&1
	status="${PIPESTATUS[0]}"
	set -e
	log "$PIPELINE exited with $status"

	# reported: judged, with a summary.md; completed: also fit to publish.
	local reported=false
	if [[ -f "$OUT/summary.md" && ! -e "$OUT/INCOMPLETE" ]] && ((status == 0 || status == 1)); then
		reported=true
	fi
	if [[ "$reported" == true && "$RULES_CHANGED" == true ]]; then
		check_head_rules
	fi
	local completed="$reported"

	# A shard of several is judged and published by the pool.
	local shard_of_several=false
	[[ -n "$POOL_DIR" ]] || ((SHARDS == 1)) || shard_of_several=true

	if [[ "$completed" == true && -n "$REFERENCE_FILE" && "$shard_of_several" == false ]]; then
		# The index points name this workflow run: its artifacts keep the push's differential flame graphs,
		# which a step of the trend that starts at this push links.
		local -a run_url=()
		[[ -z "${GITHUB_RUN_ID:-}" || -z "${GITHUB_REPOSITORY:-}" ]] ||
			run_url=(--run-url "${GITHUB_SERVER_URL:-https://github.com}/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID")
		if ! "$(java_bin)" -jar perf/target/perf.jar trend index "$OUT/results.json" --reference "$REFERENCE_FILE" \
			--out "$OUT" "${run_url[@]}"; then
			log "no index for the trend: nothing will be published"
			completed=false
			((status != 0)) || status=2
		fi
	fi
	if [[ "$completed" == true && -z "$BASE" && "$shard_of_several" == false ]]; then
		# A pool has no absolute figures of its own (its shards ran on different CPUs): only the index.
		local -a published=()
		[[ -n "$POOL_DIR" ]] || published+=("$OUT/benchmark-bigger.json" "$OUT/benchmark-smaller.json")
		[[ -z "$REFERENCE_FILE" ]] || published+=("$OUT/index-bigger.json" "$OUT/index-smaller.json")
		if ! "$(java_bin)" -jar perf/target/perf.jar validate-benchmark "${published[@]}"; then
			log "a benchmark file breaks the publishing contract: nothing will be published"
			completed=false
			((status != 0)) || status=2
		fi
	fi

	FAILED_BUILD="" FAILED_BUILD_LOG=""
	[[ "$reported" == true ]] || find_failed_build
	write_job_summary "$status" "$reported"
	annotate "$status" "$reported"

	# One comment per pull request: the pool's, when the compare was sharded.
	if [[ -n "${PR_NUMBER:-}" && "$shard_of_several" == false ]]; then
		write_comment_data "$status"
	fi

	if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
		{
			echo "dir=$OUT"
			echo "completed=$completed"
			echo "exit-code=$status"
		} >>"$GITHUB_OUTPUT"
	fi
	if [[ "$shard_of_several" == true ]] && ((status == 1)); then
		log "shard $SHARD of $SHARDS: its own gate failed; the pool's verdict is the one that counts"
		status=0
	fi
	exit "$status"
}

main "$@"
