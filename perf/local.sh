#!/usr/bin/env bash
# perf/local.sh: the whole performance pipeline on one machine.
#
# The entry point: builds the lab (and the base gateway of a compare), checks the tools the run
# needs, then hands over to the Java orchestrator `perf.jar run`, which starts and pins the
# processes, warms up, measures, records, reports and judges. Options it does not know itself are
# passed to `perf.jar run` as they are.
#
# Run `perf/local.sh --help` for options and exit codes.
set -euo pipefail

readonly EXIT_PASS=0 EXIT_USAGE=2 EXIT_ENV=3
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
# shellcheck source=perf/prerequisites.sh
source "$ROOT/perf/prerequisites.sh"

# Tunables: flags override these environment defaults.
BUILD="${PERF_BUILD:-1}"
COMPARE_REF="${PERF_COMPARE:-}"
HEAD_REF=""
BISECT=()
GATEWAY_JAR=""
JFR_OVERHEAD=0
JAVA_HOME_OPT="${PERF_JAVA_HOME:-${JAVA_HOME:-}}"
OUT_DIR="${PERF_OUT:-}"
RUN_ARGS=()

# State, for cleanup.
BASE_WORKTREE=""

usage() {
	cat <<'EOF'
Usage: perf/local.sh [options] [perf run options]

Builds the lab, then runs it (java -jar perf/target/perf.jar run): hello-service and auth-service,
the gateway(s) pinned to their CPUs with JDK Flight Recorder from launch, warmed until warm,
measured in windows by wrk; then metrics, JFR rule results and a verdict in one output directory.

Modes:
  (default)            one gateway against the direct backend, in alternating windows
  --compare REF        base (REF, built in a separate worktree and cached) against head (this work
                       tree): both gateways at the same time on the same CPU, each loaded by its own
                       wrk, in fresh JVM pairs, fork after fork until the gated metrics' answer
                       is known (a sequential test over the pairs), --forks or --budget run out
  --compare REF --head REF2
                       the same with head = REF2's gateway, built like the base (cached)
  --bisect GOOD BAD    the first commit of GOOD..BAD whose CPU per request regressed against
                       GOOD: one compare per step (--compare GOOD --head COMMIT), BAD first;
                       --metric allocation judges by heap allocation per request instead;
                       other options go to every compare (java -jar perf/target/perf.jar bisect --help)
  --jfr-overhead       the same build twice, JFR off (base) vs on (head): what recording costs
  --smoke              every stage, short (CI)
  --workload FILE      the requests sent, a YAML file (default perf/workloads/default.yaml; the lab's one
                       request before workloads: perf/workloads/single.yaml)

Options of this script (environment default in brackets):
  --no-build           use the jars already built                       [PERF_BUILD=0]
  --java-home DIR      JDK for the services, the gateways and the tools  [PERF_JAVA_HOME, JAVA_HOME]
  --out DIR            output directory (default perf/target/run-<timestamp>) [PERF_OUT]
  --rounds N           the same as --windows N                          [PERF_ROUNDS]
  --duration S         the same as --window S                           [PERF_DURATION]
  -h, --help           this help, then the options of perf.jar run

Environment defaults of run options: PERF_WARMUP_MAX (--warmup-max), PERF_FORKS (--forks),
PERF_BUDGET (--budget), PERF_GATEWAY_PROFILE (--gateway-profile), PERF_CONNECTIONS (--connections),
PERF_ENTROPY_BYTES (--entropy-bytes), PERF_START_TIMEOUT (--start-timeout), PERF_WORKLOAD (--workload).

Output: DIR/summary.md, results.json, benchmark-bigger.json, benchmark-smaller.json, rules.json,
flamegraph.html, the recordings (gateway.jfr, or base.jfr and head.jfr), logs/, raw/.
perf/target/latest points to the last completed run; a run that did not complete keeps an
INCOMPLETE file and never becomes latest.

Exit codes:
  0    pass
  1    gate failed: a `fail` JFR rule fired, CPU or allocation per request or p99 at the rate
       regressed, or requests failed
  2    usage error
  3    environment error: missing tool, busy port, a build or a service that failed
  130  interrupted (Ctrl-C, or SIGTERM to its process group); everything started was stopped
EOF
}

log() {
	printf '[perf %s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

die_usage() {
	printf 'perf/local.sh: %s\nRun perf/local.sh --help for usage.\n' "$1" >&2
	exit "$EXIT_USAGE"
}

die_env() {
	printf 'perf/local.sh: %s\n' "$1" >&2
	exit "$EXIT_ENV"
}

parse_args() {
	local help=0
	while (($# > 0)); do
		case "$1" in
		-h | --help) help=1 ;;
		--no-build) BUILD=0 ;;
		--jfr-overhead) JFR_OVERHEAD=1 ;;
		--bisect)
			(($# >= 3)) || die_usage "--bisect needs GOOD and BAD"
			BISECT=("$2" "$3")
			shift 2
			;;
		--compare | --head | --java-home | --out | --rounds | --duration)
			(($# >= 2)) || die_usage "$1 needs a value"
			case "$1" in
			--compare) COMPARE_REF="$2" ;;
			--head) HEAD_REF="$2" ;;
			--java-home) JAVA_HOME_OPT="$2" ;;
			--out) OUT_DIR="$2" ;;
			--rounds) RUN_ARGS+=(--windows "$2") ;;
			--duration) RUN_ARGS+=(--window "$2") ;;
			esac
			shift
			;;
		*) RUN_ARGS+=("$1") ;;
		esac
		shift
	done
	if ((JFR_OVERHEAD)); then
		[[ -z "$COMPARE_REF" ]] || die_usage "--jfr-overhead and --compare exclude each other"
	fi
	[[ "$COMPARE_REF" != -* ]] || die_usage "--compare needs a commit, got '$COMPARE_REF'"
	[[ -z "$HEAD_REF" || -n "$COMPARE_REF" ]] || die_usage "--head goes with --compare"
	[[ "$HEAD_REF" != -* ]] || die_usage "--head needs a commit, got '$HEAD_REF'"
	if ((${#BISECT[@]} > 0)); then
		[[ -z "$COMPARE_REF" && -z "$OUT_DIR" ]] || die_usage "--bisect chooses its own --compare and --out"
		((!JFR_OVERHEAD)) || die_usage "--bisect and --jfr-overhead exclude each other"
	fi
	if ((help)); then
		usage
		find_java 2>/dev/null && [[ -f "$ROOT/perf/target/perf.jar" ]] &&
			{ echo; "$JAVA" -jar "$ROOT/perf/target/perf.jar" run --help; } ||
			echo $'\n(build once to list the options of perf.jar run: mvn package -DskipTests)'
		exit "$EXIT_PASS"
	fi
}

# Environment defaults go first: a flag given later on the command line wins (picocli takes the
# last value of an option).
environment_args() {
	local pair option variable
	for pair in PERF_ROUNDS:--windows PERF_DURATION:--window PERF_WARMUP_MAX:--warmup-max \
		PERF_FORKS:--forks PERF_BUDGET:--budget PERF_GATEWAY_PROFILE:--gateway-profile PERF_CONNECTIONS:--connections \
		PERF_ENTROPY_BYTES:--entropy-bytes PERF_START_TIMEOUT:--start-timeout PERF_WORKLOAD:--workload; do
		variable="${pair%%:*}" option="${pair#*:}"
		[[ -z "${!variable:-}" ]] || RUN_ARGS=("$option" "${!variable}" ${RUN_ARGS[@]+"${RUN_ARGS[@]}"})
	done
}

check_prerequisites() {
	check_lab_tools
	if [[ -n "$COMPARE_REF" ]]; then
		BASE_SHA="$(resolve_commit --compare "$COMPARE_REF")"
	fi
	if [[ -n "$HEAD_REF" ]]; then
		HEAD_SHA="$(resolve_commit --head "$HEAD_REF")"
	fi
}

resolve_commit() { # option ref
	git -C "$ROOT" rev-parse --verify --quiet "$2^{commit}" ||
		die_usage "$1: '$2' is not a commit of this repository"
}

# shellcheck disable=SC2317 # invoked by the EXIT trap
cleanup() {
	local status=$?
	trap - EXIT
	if [[ -n "$BASE_WORKTREE" ]]; then
		git -C "$ROOT" worktree remove --force "$BASE_WORKTREE" 2>/dev/null || true
		rm -rf "$(dirname "$BASE_WORKTREE")"
	fi
	exit "$status"
}

# Runs a build in the background with a progress line every 10 s: a cold build takes minutes.
run_build() { # label log command...
	local label="$1" log_file="$2" start=$SECONDS next=$((SECONDS + 10)) pid status=0
	shift 2
	mkdir -p "$(dirname "$log_file")"
	"$@" >"$log_file" 2>&1 &
	pid=$!
	while kill -0 "$pid" 2>/dev/null; do
		sleep 0.2
		if ((SECONDS >= next)); then
			log "$label: $((SECONDS - start)) s"
			next=$((next + 10))
		fi
	done
	wait "$pid" || status=$?
	return "$status"
}

build() {
	if ((!BUILD)); then
		log "build skipped (--no-build)"
		return
	fi
	log "building the lab, jfr-rules and the perf tool (mvn package -DskipTests)"
	run_build build "$RUN_DIR/logs/build.log" mvn -B -q -f "$ROOT/pom.xml" -DskipTests package ||
		die_env "the head build failed (this work tree: the lab, jfr-rules and the perf tool); its log: $RUN_DIR/logs/build.log"
}

# A gateway of another commit (the base of --compare, the head of --head): built once per commit
# in a throw-away worktree, then cached. Sets GATEWAY_JAR to the jar's path.
build_gateway_at() { # label sha ref
	local label="$1" sha="$2" ref="$3" jar="$ROOT/perf/target/base-cache/$2/gateway.jar"
	GATEWAY_JAR="$jar"
	if [[ -f "$jar" ]]; then
		log "$label $ref ($sha): cached gateway jar"
		return
	fi
	# A worktree and a jar of our own (named by this process), renamed into the cache in one
	# step: two runs that build the same commit at once each publish a whole jar.
	BASE_WORKTREE="$(mktemp -d)/$label-$$"
	git -C "$ROOT" worktree add --quiet --detach "$BASE_WORKTREE" "$sha" ||
		die_env "cannot check out $ref into a worktree"
	[[ -f "$BASE_WORKTREE/gateway/pom.xml" ]] || die_env "$label $ref: that commit has no gateway module to compare with"
	log "building the $label gateway at $ref ($sha)"
	run_build "$label build" "$RUN_DIR/logs/$label-build.log" \
		mvn -B -q -f "$BASE_WORKTREE/pom.xml" -DskipTests -pl gateway -am package ||
		die_env "the $label build failed; its log: $RUN_DIR/logs/$label-build.log"
	mkdir -p "$(dirname "$jar")"
	cp "$BASE_WORKTREE/gateway/target/gateway.jar" "$jar.tmp-$$"
	mv -f "$jar.tmp-$$" "$jar"
	git -C "$ROOT" worktree remove --force "$BASE_WORKTREE"
	rm -rf "$(dirname "$BASE_WORKTREE")"
	BASE_WORKTREE=""
}

# --bisect: the lab is built once here; every step is a compare of this script with --no-build.
bisect() {
	local jar="$ROOT/perf/target/perf.jar"
	if ((BUILD)); then
		mkdir -p "$ROOT/perf/target"
		log "building the lab, jfr-rules and the perf tool (mvn package -DskipTests)"
		run_build build "$ROOT/perf/target/bisect-build.log" mvn -B -q -f "$ROOT/pom.xml" -DskipTests package ||
			die_env "the build failed; its log: $ROOT/perf/target/bisect-build.log"
	fi
	[[ -f "$jar" ]] || die_env "$jar not found: build first (drop --no-build)"
	exec "$JAVA" -jar "$jar" bisect --root "$ROOT" "${BISECT[@]}" ${RUN_ARGS[@]+"${RUN_ARGS[@]}"}
}

main() {
	parse_args "$@"
	environment_args
	trap cleanup EXIT
	check_prerequisites
	((${#BISECT[@]} == 0)) || bisect

	RUN_DIR="${OUT_DIR:-$ROOT/perf/target/run-$(date +%Y%m%d-%H%M%S)}"
	[[ ! -e "$RUN_DIR/results.json" ]] || die_usage "--out $RUN_DIR already holds a run; choose another directory"
	# Made absolute without creating it: a build creates its logs/ when it runs, and perf run
	# the directory once it has checked its options, so a usage error leaves nothing behind.
	[[ "$RUN_DIR" == /* ]] || RUN_DIR="$PWD/$RUN_DIR"

	build
	local head
	head="$(git -C "$ROOT" rev-parse HEAD 2>/dev/null || echo unknown)$(git -C "$ROOT" diff --quiet HEAD 2>/dev/null || echo -dirty)"
	local -a mode=()
	if [[ -n "$HEAD_REF" ]]; then
		head="$HEAD_SHA"
		build_gateway_at head "$HEAD_SHA" "$HEAD_REF"
		mode+=(--head-jar "$GATEWAY_JAR")
	fi
	mode+=(--meta "git.head=$head")
	if ((JFR_OVERHEAD)); then
		mode+=(--base-jar "$ROOT/gateway/target/gateway.jar" --no-base-jfr --meta "git.base=$head"
			--meta "git.base_ref=same build, JFR off" --meta jfr.overhead_mode=true)
	elif [[ -n "$COMPARE_REF" ]]; then
		build_gateway_at base "$BASE_SHA" "$COMPARE_REF"
		mode+=(--base-jar "$GATEWAY_JAR" --meta "git.base=$BASE_SHA" --meta "git.base_ref=$COMPARE_REF")
	fi
	local jar="$ROOT/perf/target/perf.jar"
	[[ -f "$jar" ]] || die_env "$jar not found: build first (drop --no-build)"
	# perf/target/latest names the last complete run of the default location only.
	[[ "$(dirname "$RUN_DIR")" != "$ROOT/perf/target" ]] || mode+=(--latest "$ROOT/perf/target/latest")
	trap - EXIT
	# exec: Ctrl-C and TERM reach the orchestrator, which stops everything it started.
	exec "$JAVA" -jar "$jar" run --root "$ROOT" --out "$RUN_DIR" "${mode[@]}" ${RUN_ARGS[@]+"${RUN_ARGS[@]}"}
}

main "$@"
