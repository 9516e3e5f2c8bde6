#!/usr/bin/env bash
# perf/selftest.sh: does the pipeline catch the regressions it exists for?
#
# Runs perf/local.sh --compare HEAD --gateway-profile P for the clean gateway and for each
# regression profile (base: the clean gateway of the same commit; head: this work tree's gateway
# with profile P), then tabulates, per profile, the detector that should catch it, what fired, the
# throughput and CPU-per-request changes, and whether it was caught.
#
# Run `perf/selftest.sh --help` for options and exit codes.
set -euo pipefail

readonly EXIT_PASS=0 EXIT_MISSED=1 EXIT_USAGE=2 EXIT_ENV=3 EXIT_INTERRUPTED=130
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
readonly ALL_PROFILES="clean,blocking-auth,sync-logging,async-logging,uuid-request-id,token-lock,cpu-burn-5us,entropy-starvation"

# Tunables: flags override these environment defaults.
PROFILES="${SELFTEST_PROFILES:-$ALL_PROFILES}"
RUNS="${SELFTEST_RUNS:-1}"
SMOKE=0
BUILD="${PERF_BUILD:-1}"
OUT_DIR="${SELFTEST_OUT:-}"
GATEWAY_PORT="${PERF_GATEWAY_PORT:-39071}"
HELLO_PORT="${PERF_HELLO_PORT:-39072}"
AUTH_PORT="${PERF_AUTH_PORT:-39073}"
BASE_PORT="${PERF_BASE_PORT:-39081}"
START_TIMEOUT="${PERF_START_TIMEOUT:-}"
JAVA_HOME_OPT="${PERF_JAVA_HOME:-${JAVA_HOME:-}}"
LOCAL_ARGS=()

# State, for cleanup.
RUN_PID=""

usage() {
	cat <<'EOF'
Usage: perf/selftest.sh [options]

For the clean gateway and each regression profile, runs
  perf/local.sh --compare HEAD --gateway-profile P
(base: the clean gateway of HEAD, resolved once at the start; head: this work tree's gateway with P,
interleaved),
then prints a table: profile, seed round, expected detector, observed detector (JFR rules that
failed or warned, metrics that regressed), throughput and CPU-per-request change with its interval,
caught yes/no. The table also goes to OUT/selftest.md and OUT/selftest.json.

Options (environment default in brackets):
  --profiles LIST      comma-separated profiles [SELFTEST_PROFILES]; default all:
                       clean,blocking-auth,sync-logging,async-logging,uuid-request-id,token-lock,
                       cpu-burn-5us,entropy-starvation (cpu-burn-Nus: N µs of thread CPU per
                       request, N from 1 to 10000; the summary shows N over the base's cost)
  --runs N             runs per profile, for detection rates (default 1)     [SELFTEST_RUNS]
  --smoke              short runs (perf/local.sh --smoke): the pipeline end to end, for CI
  --rounds N, --duration S, --warmup-max S
                       passed to perf/local.sh
  --no-build           use the jars already built (else: mvn package once)  [PERF_BUILD=0]
  --java-home DIR      JDK for everything                          [PERF_JAVA_HOME, JAVA_HOME]
  --gateway-port N     head gateway (default 39071); --base-port N: base gateway (39081)
  --hello-port N       hello-service (default 39072); --auth-port N: auth-service (39073)
                       [PERF_GATEWAY_PORT, PERF_BASE_PORT, PERF_HELLO_PORT, PERF_AUTH_PORT]
                       (not perf/local.sh's defaults, so that both can run on one machine)
  --start-timeout S    passed to perf/local.sh                               [PERF_START_TIMEOUT]
  --out DIR            output directory (default perf/target/selftest-<timestamp>) [SELFTEST_OUT]
  -h, --help           this help

Output: OUT/selftest.md, OUT/selftest.json, OUT/runs.properties (what was run), and per run
OUT/runs/PROFILE-N/ (perf/local.sh's output directory) with its log OUT/runs/PROFILE-N.log.

A profile is caught in a run when one of its expected detectors went off; the clean gateway passes
a run when it completed, no `fail` rule fired and no metric regressed or improved (that would be a
false alarm). Numbers on a shared or small machine are noisy: use --runs for rates.

Exit codes:
  0    every profile caught in every run, and the clean gateway passed every run
  1    an expected detection was missed, a run has no results, or the clean gateway did not pass
  2    usage error
  3    environment error (a missing tool or jar, a failed build)
  130  interrupted; the run in progress was stopped
EOF
}

log() {
	printf '[selftest %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

die_usage() {
	printf 'perf/selftest.sh: %s\nRun perf/selftest.sh --help for usage.\n' "$1" >&2
	exit "$EXIT_USAGE"
}

die_env() {
	printf 'perf/selftest.sh: %s\n' "$1" >&2
	exit "$EXIT_ENV"
}

require_number() { # option value
	[[ "$2" =~ ^[1-9][0-9]{0,5}$ ]] || die_usage "$1 needs a positive whole number, got '$2'"
}

parse_args() {
	while (($# > 0)); do
		case "$1" in
		-h | --help) usage; exit "$EXIT_PASS" ;;
		--smoke) SMOKE=1 ;;
		--no-build) BUILD=0 ;;
		--profiles | --runs | --out | --gateway-port | --base-port | --hello-port | --auth-port | \
			--start-timeout | --java-home | --rounds | --duration | --warmup-max)
			(($# >= 2)) || die_usage "$1 needs a value"
			case "$1" in
			--profiles) PROFILES="$2" ;;
			--runs) RUNS="$2" ;;
			--out) OUT_DIR="$2" ;;
			--gateway-port) GATEWAY_PORT="$2" ;;
			--base-port) BASE_PORT="$2" ;;
			--hello-port) HELLO_PORT="$2" ;;
			--auth-port) AUTH_PORT="$2" ;;
			--start-timeout) START_TIMEOUT="$2" ;;
			--java-home) JAVA_HOME_OPT="$2" ;;
			*)
				require_number "$1" "$2"
				LOCAL_ARGS+=("$1" "$2")
				;;
			esac
			shift
			;;
		*) die_usage "unknown option '$1'" ;;
		esac
		shift
	done
	require_number --runs "$RUNS"
	local port
	for port in GATEWAY_PORT BASE_PORT HELLO_PORT AUTH_PORT; do
		require_number "--$(tr '[:upper:]_' '[:lower:]-' <<<"$port")" "${!port}"
	done
	[[ -z "$START_TIMEOUT" ]] || require_number --start-timeout "$START_TIMEOUT"
	local profile
	IFS=, read -r -a PROFILE_LIST <<<"$PROFILES"
	((${#PROFILE_LIST[@]} > 0)) || die_usage "--profiles needs at least one profile"
	for profile in "${PROFILE_LIST[@]}"; do
		[[ -n "$(catalogue "$profile")" ]] ||
			die_usage "--profiles: '$profile' is not in the catalogue (${ALL_PROFILES//,/, }, cpu-burn-Nus)"
	done
}

# The catalogue: profile -> "seed round|expected detectors". A detector is rule:ID (a jfr-rules
# rule that failed or warned), rule:ID@TEXT (such a rule with TEXT in its evidence: event type,
# detail, thread or one of the top frames, so that a rule firing for another reason does not
# count), or metric:ID (a compared metric that regressed); any one of them catches the profile.
# The evidence has the top 12 frames only: a socket event on the event loop stands for the blocking
# client (the clean gateway has none), the console appender's write for synchronous logging (which
# the clean gateway also does when it reports an auth-service failure, at most once per 10 s).
# The clean gateway expects none: it must pass.
catalogue() { # profile
	case "$1" in
	clean) echo "-|" ;;
	blocking-auth) echo "1|rule:event-loop-blocking@jdk.Socket metric:rps metric:cpuUsPerRequest" ;;
	sync-logging) echo "2|rule:event-loop-blocking@ConsoleTarget metric:cpuUsPerRequest" ;;
	async-logging) echo "3a|rule:event-loop-blocking@AsyncAppender rule:lock-contention@AsyncAppender metric:cpuUsPerRequest" ;;
	uuid-request-id) echo "3c|rule:securerandom-blocking" ;;
	token-lock) echo "Zuul 2019|rule:event-loop-blocking@SharedTokenSigner rule:lock-contention@SharedTokenSigner" ;;
	cpu-burn-[1-9]*us) [[ ! "${1#cpu-burn-}" =~ ^[0-9]+us$ ]] || echo "calibration|metric:cpuUsPerRequest" ;;
	entropy-starvation) echo "3c (entropy)|rule:securerandom-blocking@SeedGenerator metric:rps" ;;
	esac
}

# shellcheck disable=SC2317 # invoked by the EXIT trap
cleanup() {
	local status=$?
	trap - EXIT
	trap '' INT TERM # a second signal must not cut the stop of the run in progress short
	if [[ -n "$RUN_PID" ]]; then
		# perf/local.sh stops everything it started on TERM (its own trap).
		kill -TERM "$RUN_PID" 2>/dev/null || true
		wait "$RUN_PID" 2>/dev/null || true
	fi
	exit "$status"
}

# shellcheck disable=SC2317 # invoked by the INT and TERM traps
on_signal() {
	log "interrupted: stopping the run in progress"
	exit "$EXIT_INTERRUPTED"
}

check_prerequisites() {
	if [[ -n "$JAVA_HOME_OPT" ]]; then
		[[ -x "$JAVA_HOME_OPT/bin/java" ]] || die_env "--java-home $JAVA_HOME_OPT has no bin/java"
		JAVA="$JAVA_HOME_OPT/bin/java"
		LOCAL_ARGS+=(--java-home "$JAVA_HOME_OPT")
	else
		JAVA="$(command -v java)" || die_env "java not found: install a JDK 17+ or pass --java-home"
	fi
	[[ -x "$ROOT/perf/local.sh" ]] || die_env "$ROOT/perf/local.sh is missing or not executable"
}

build() {
	if ((!BUILD)); then
		log "build skipped (--no-build)"
		return
	fi
	command -v mvn >/dev/null || die_env "mvn not found: install Maven 3.8+, or pass --no-build"
	log "building once for all runs (mvn package -DskipTests; log: $OUT_DIR/build.log)"
	mvn -B -q -f "$ROOT/pom.xml" -DskipTests package >"$OUT_DIR/build.log" 2>&1 ||
		die_env "the build failed; its log: $OUT_DIR/build.log"
}

# One perf/local.sh run in the background, with a progress line every 30 s (the last line of its
# log), so that a long run never looks hung; leaves its exit code in RUN_STATUS.
run_local() { # label log [local.sh args...]
	local label="$1" logfile="$2" next=$((SECONDS + 30)) start=$SECONDS
	shift 2
	"$ROOT/perf/local.sh" "$@" >"$logfile" 2>&1 &
	RUN_PID=$!
	while kill -0 "$RUN_PID" 2>/dev/null; do
		sleep 1
		if ((SECONDS >= next)); then
			log "$label: $((SECONDS - start)) s: $(tail -n 1 "$logfile" | sed 's/^\[perf [0-9:]*\] //')"
			next=$((next + 30))
		fi
	done
	RUN_STATUS=0
	wait "$RUN_PID" || RUN_STATUS=$?
	RUN_PID=""
}

prop() { # key value; java.util.Properties escapes backslashes
	printf '%s=%s\n' "$1" "${2//\\/\\\\}"
}

main() {
	parse_args "$@"
	trap cleanup EXIT
	trap on_signal INT TERM
	check_prerequisites

	OUT_DIR="${OUT_DIR:-$ROOT/perf/target/selftest-$(date +%Y%m%d-%H%M%S)}"
	mkdir -p "$OUT_DIR/runs"
	OUT_DIR="$(cd "$OUT_DIR" && pwd)"
	local manifest="$OUT_DIR/runs.properties"
	[[ ! -e "$manifest" ]] || die_usage "--out $OUT_DIR already holds a self-test; choose another directory"
	log "output: $OUT_DIR; profiles: ${PROFILE_LIST[*]}; $RUNS run(s) each$( ((SMOKE)) && echo ', smoke')"
	build
	[[ -f "$ROOT/perf/target/perf.jar" ]] || die_env "$ROOT/perf/target/perf.jar not found: build first (drop --no-build)"

	# One base for all runs: HEAD as it is now (commits made meanwhile would each rebuild it).
	local base
	base="$(git -C "$ROOT" rev-parse --verify HEAD)" || die_env "cannot resolve HEAD in $ROOT"
	log "base of every comparison: HEAD = $base (the clean gateway); head: this work tree's gateway"
	local -a common=(--compare "$base" --no-build --gateway-port "$GATEWAY_PORT" --base-port "$BASE_PORT"
		--hello-port "$HELLO_PORT" --auth-port "$AUTH_PORT" ${LOCAL_ARGS[@]+"${LOCAL_ARGS[@]}"})
	((SMOKE)) && common+=(--smoke)
	[[ -z "$START_TIMEOUT" ]] || common+=(--start-timeout "$START_TIMEOUT")

	local total=$((${#PROFILE_LIST[@]} * RUNS)) n=0 run profile entry name
	for ((run = 1; run <= RUNS; run++)); do
		for profile in "${PROFILE_LIST[@]}"; do
			n=$((n + 1))
			entry="$(catalogue "$profile")"
			name="$profile-$run"
			log "[$n/$total] $profile, run $run/$RUNS (log: runs/$name.log)"
			run_local "[$n/$total] $profile" "$OUT_DIR/runs/$name.log" "${common[@]}" \
				--gateway-profile "$profile" --out "$OUT_DIR/runs/$name"
			case "$RUN_STATUS" in
			0 | 1) log "[$n/$total] $profile: perf/local.sh exit $RUN_STATUS" ;;
			2) die_usage "perf/local.sh rejected its arguments; see $OUT_DIR/runs/$name.log" ;;
			130) exit "$EXIT_INTERRUPTED" ;;
			*) log "[$n/$total] $profile: perf/local.sh exit $RUN_STATUS (environment); see $OUT_DIR/runs/$name.log" ;;
			esac
			{
				prop "run.$n.profile" "$profile"
				prop "run.$n.index" "$run"
				prop "run.$n.seed" "${entry%%|*}"
				prop "run.$n.expect" "${entry#*|}"
				prop "run.$n.dir" "$OUT_DIR/runs/$name"
				prop "run.$n.exit" "$RUN_STATUS"
			} >>"$manifest"
		done
	done

	local status=0
	"$JAVA" -jar "$ROOT/perf/target/perf.jar" selftest-summary "$manifest" --out "$OUT_DIR" || status=$?
	case "$status" in
	0) log "every profile caught; the clean gateway passed ($OUT_DIR/selftest.md)" ;;
	"$EXIT_MISSED") log "MISSED: see the table ($OUT_DIR/selftest.md)" ;;
	*) die_env "perf.jar selftest-summary failed (exit $status)" ;;
	esac
	exit "$status"
}

main "$@"
