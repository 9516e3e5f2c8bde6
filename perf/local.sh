#!/usr/bin/env bash
# perf/local.sh: the whole performance pipeline on one machine.
#
# Builds the lab, pins each process to its CPUs, starts the services and the gateway with JDK Flight
# Recorder running from launch, warms up, measures interleaved wrk rounds (direct backend vs
# gateway, or base vs head gateway with --compare), records the measured window, and hands the raw
# data to the Java report tool (results, statistics, JFR rules, flame graph, verdict).
#
# Run `perf/local.sh --help` for options and exit codes.
set -euo pipefail

readonly EXIT_PASS=0 EXIT_GATE=1 EXIT_USAGE=2 EXIT_ENV=3 EXIT_INTERRUPTED=130
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
readonly TOKEN="perf-lab-token"

# Tunables: flags override these environment defaults.
BUILD="${PERF_BUILD:-1}"
SMOKE=0
COMPARE_REF="${PERF_COMPARE:-}"
JFR_OVERHEAD=0
ROUNDS="${PERF_ROUNDS:-}"
DURATION="${PERF_DURATION:-}"
WARMUP_MAX="${PERF_WARMUP_MAX:-}"
CONNECTIONS="${PERF_CONNECTIONS:-10}"
WRK_THREADS="${PERF_WRK_THREADS:-}"
JAVA_HOME_OPT="${PERF_JAVA_HOME:-${JAVA_HOME:-}}"
GATEWAY_PORT="${PERF_GATEWAY_PORT:-38071}"
HELLO_PORT="${PERF_HELLO_PORT:-38072}"
AUTH_PORT="${PERF_AUTH_PORT:-38073}"
BASE_PORT="${PERF_BASE_PORT:-38081}"
OUT_DIR="${PERF_OUT:-}"
GATEWAY_PROFILE="${PERF_GATEWAY_PROFILE:-clean}"
# entropy-starvation: bytes the feeder writes into the gateway's entropy pipe every 20 ms. Each
# request id asks for 16 or more bytes (JDK 17 and 25), so 1 byte (50 B/s) starves a gateway doing
# more than ~3 requests per second, however slow its host. 8 bytes (400 B/s) kept up with a gateway
# at 10 req/s on a starved host: no read waited, and the rule rightly saw nothing.
ENTROPY_BYTES="${PERF_ENTROPY_BYTES:-1}"
START_TIMEOUT="${PERF_START_TIMEOUT:-90}"
REPORT_ARGS=()

# State, for cleanup.
declare -A PID_OF=()
declare -a STARTED=()
declare -a STALL_PROBES=()
RUN_DIR=""
BASE_WORKTREE=""
FINISHED=0
ENTROPY_FEEDER_PID=""
ENTROPY_FIFO=""

usage() {
	cat <<'EOF'
Usage: perf/local.sh [options]

Builds the lab, starts hello-service, auth-service and the gateway pinned to CPUs (the gateway with
JDK Flight Recorder from launch), warms up, measures interleaved wrk rounds, then reports metrics,
JFR rule results and a verdict into one output directory.

Modes:
  (default)            direct backend vs gateway, interleaved
  --compare REF        base (REF, built in a separate worktree) vs head (this work tree) gateways,
                       interleaved in the same run; reports each metric's change with an interval
  --jfr-overhead       the same build twice, JFR off (base) vs on (head), interleaved: what
                       recording costs (the rules then run on head)
  --smoke              the whole pipeline with short durations (CI)

Options (environment default in brackets):
  --no-build           use the jars already built                                [PERF_BUILD=0]
  --rounds N           measured rounds per target (default 5, smoke 2)          [PERF_ROUNDS]
  --duration S         seconds per round (default 10, smoke 3)                  [PERF_DURATION]
  --warmup-max S       longest warm-up before measuring anyway (default 90, smoke 20) [PERF_WARMUP_MAX]
  --connections N      wrk connections (default 10)                             [PERF_CONNECTIONS]
  --threads N          wrk threads (default: one per wrk CPU)                   [PERF_WRK_THREADS]
  --java-home DIR      JDK for the services, the gateway and the tools          [PERF_JAVA_HOME, JAVA_HOME]
  --gateway-profile P  Spring profile of the (head) gateway, e.g. blocking-auth [PERF_GATEWAY_PROFILE]
                       (see gateway/.../regression); two are more than a profile:
                       cpu-burn-N  profile cpu-burn with N% (1-1000) of the reference CPU per
                                   request burnt on the event loop (lab.regression.cpu-burn.percent)
                       entropy-starvation  also starts the gateway with
                                   -Djava.security.egd=file:RUN_DIR/raw/entropy.fifo, a named pipe
                                   that holds 1 KiB for start-up, then is fed PERF_ENTROPY_BYTES (1)
                                   bytes every 20 ms from the first measured round (the gateway
                                   starves through warm-up); the writer is stopped with the run
  --gateway-port N     gateway port (default 38071); --base-port N: base gateway (38081)
  --hello-port N       hello-service port (default 38072)
  --auth-port N        auth-service port (default 38073)
  --start-timeout S    how long a service may take to become healthy (default 90)
  --out DIR            output directory (default perf/target/run-<timestamp>)   [PERF_OUT]
  --threshold-cpu PCT, --threshold-rps PCT, --threshold-latency PCT
                       regression thresholds for --compare (passed to the report tool)
  --confidence LEVEL   family-wise confidence of the --compare intervals (default 0.95, so each
                       of the five metrics' intervals is a 99% one); lower is more sensitive and
                       cries wolf more often
  -h, --help           this help

Output: DIR/summary.md, results.json, benchmark-bigger.json, benchmark-smaller.json, rules.json,
flamegraph.html, the recording(s) (*.jfr), logs/, raw/. perf/target/latest points to the last
completed run; a run that did not complete keeps an INCOMPLETE file and never becomes latest.

Exit codes:
  0    pass
  1    gate failed: a `fail` JFR rule fired, or a metric regressed beyond its threshold
  2    usage error
  3    environment error: missing tool, busy port, a service that failed to start or died
  130  interrupted (Ctrl-C); everything started was stopped
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

require_number() { # option value
	[[ "$2" =~ ^[1-9][0-9]*$ ]] || die_usage "$1 needs a positive whole number, got '$2'"
}

parse_args() {
	while (($# > 0)); do
		case "$1" in
		-h | --help) usage; exit "$EXIT_PASS" ;;
		--no-build) BUILD=0 ;;
		--smoke) SMOKE=1 ;;
		--jfr-overhead) JFR_OVERHEAD=1 ;;
		--compare | --rounds | --duration | --warmup-max | --connections | --threads | --java-home | \
			--gateway-profile | --gateway-port | --base-port | --hello-port | --auth-port | \
			--start-timeout | --out | --threshold-cpu | --threshold-rps | --threshold-latency | --confidence)
			(($# >= 2)) || die_usage "$1 needs a value"
			set_option "$1" "$2"
			shift
			;;
		*) die_usage "unknown option '$1'" ;;
		esac
		shift
	done
	if ((SMOKE)); then
		ROUNDS="${ROUNDS:-2}" DURATION="${DURATION:-3}" WARMUP_MAX="${WARMUP_MAX:-20}"
	fi
	ROUNDS="${ROUNDS:-5}" DURATION="${DURATION:-10}" WARMUP_MAX="${WARMUP_MAX:-90}"
	local option
	for option in ROUNDS DURATION WARMUP_MAX CONNECTIONS GATEWAY_PORT HELLO_PORT AUTH_PORT BASE_PORT START_TIMEOUT; do
		require_number "--$(tr '[:upper:]_' '[:lower:]-' <<<"$option")" "${!option}"
	done
	[[ -z "$WRK_THREADS" ]] || require_number --threads "$WRK_THREADS"
	if ((JFR_OVERHEAD)); then
		[[ -z "$COMPARE_REF" ]] || die_usage "--jfr-overhead and --compare exclude each other"
		COMPARE_REF=HEAD
	fi
	[[ "$GATEWAY_PROFILE" =~ ^[a-z0-9-]+$ ]] || die_usage "--gateway-profile: '$GATEWAY_PROFILE' is not a profile name (a-z, 0-9, -)"
	check_profile "$GATEWAY_PROFILE"
	require_number PERF_ENTROPY_BYTES "$ENTROPY_BYTES"
}

# Profiles that need more than --spring.profiles.active: cpu-burn-N carries its percentage.
check_profile() { # profile
	local percent
	case "$1" in
	cpu-burn) die_usage "--gateway-profile cpu-burn needs the extra CPU per request in percent: cpu-burn-N, e.g. cpu-burn-5" ;;
	cpu-burn-*)
		percent="${1#cpu-burn-}"
		if [[ ! "$percent" =~ ^[1-9][0-9]{0,3}$ ]] || ((percent > 1000)); then
			die_usage "--gateway-profile $1: N in cpu-burn-N must be a whole percentage from 1 to 1000, got '$percent'"
		fi
		;;
	esac
}

# The gateway's Spring arguments for a profile (in APP_ARGS) and its extra JVM options (in
# PROFILE_JVM_ARGS).
apply_profile() { # profile
	PROFILE_JVM_ARGS=()
	case "$1" in
	clean) ;;
	cpu-burn-*) APP_ARGS+=("--spring.profiles.active=cpu-burn" "--lab.regression.cpu-burn.percent=${1#cpu-burn-}") ;;
	entropy-starvation)
		APP_ARGS+=("--spring.profiles.active=$1")
		PROFILE_JVM_ARGS=("-Djava.security.egd=file:$ENTROPY_FIFO")
		;;
	*) APP_ARGS+=("--spring.profiles.active=$1") ;;
	esac
}

set_option() { # option value
	case "$1" in
	--compare) COMPARE_REF="$2" ;;
	--rounds) ROUNDS="$2" ;;
	--duration) DURATION="$2" ;;
	--warmup-max) WARMUP_MAX="$2" ;;
	--connections) CONNECTIONS="$2" ;;
	--threads) WRK_THREADS="$2" ;;
	--java-home) JAVA_HOME_OPT="$2" ;;
	--gateway-profile) GATEWAY_PROFILE="$2" ;;
	--gateway-port) GATEWAY_PORT="$2" ;;
	--base-port) BASE_PORT="$2" ;;
	--hello-port) HELLO_PORT="$2" ;;
	--auth-port) AUTH_PORT="$2" ;;
	--start-timeout) START_TIMEOUT="$2" ;;
	--out) OUT_DIR="$2" ;;
	--threshold-cpu | --threshold-rps | --threshold-latency)
		[[ "$2" =~ ^[0-9]+([.][0-9]+)?$ ]] || die_usage "$1 needs a percentage like 3 or 2.5, got '$2'"
		REPORT_ARGS+=("$1" "$2")
		;;
	--confidence)
		[[ "$2" =~ ^0[.][0-9]*[1-9]$ ]] || die_usage "$1 needs a level between 0 and 1 like 0.95, got '$2'"
		REPORT_ARGS+=("$1" "$2")
		;;
	esac
}

# --- environment ---------------------------------------------------------------------------------

check_prerequisites() {
	if [[ -n "$JAVA_HOME_OPT" ]]; then
		[[ -x "$JAVA_HOME_OPT/bin/java" ]] || die_env "--java-home $JAVA_HOME_OPT has no bin/java"
		JAVA="$JAVA_HOME_OPT/bin/java"
	else
		JAVA="$(command -v java)" || die_env "java not found: install a JDK 17+ (apt-get install -y openjdk-17-jdk) or pass --java-home"
		JAVA="$(readlink -f "$JAVA")"
	fi
	JCMD="$(dirname "$JAVA")/jcmd"
	[[ -x "$JCMD" ]] || die_env "$JCMD not found: $JAVA belongs to a JRE, the pipeline needs a full JDK (jcmd)"
	JAVA_HOME="$(dirname "$(dirname "$JAVA")")"
	export JAVA_HOME

	local tool
	for tool in wrk taskset curl git; do
		command -v "$tool" >/dev/null || die_env "$tool not found: install it (Debian/Ubuntu: apt-get install -y $(package_of "$tool"))"
	done
	if ((BUILD)); then
		command -v mvn >/dev/null || die_env "mvn not found: install Maven 3.8+ (apt-get install -y maven), or pass --no-build"
	fi

	if [[ -n "$COMPARE_REF" ]]; then
		BASE_SHA="$(git -C "$ROOT" rev-parse --verify --quiet "$COMPARE_REF^{commit}")" ||
			die_usage "--compare: '$COMPARE_REF' is not a commit of this repository"
	fi

	local port
	for port in "$GATEWAY_PORT" "$HELLO_PORT" "$AUTH_PORT" ${COMPARE_REF:+"$BASE_PORT"}; do
		if port_in_use "$port"; then
			die_env "port $port is already in use$(port_holder "$port"); stop that process or choose other ports (--gateway-port, --hello-port, --auth-port, --base-port)"
		fi
	done
}

package_of() {
	case "$1" in
	taskset) echo util-linux ;;
	*) echo "$1" ;;
	esac
}

port_in_use() {
	(exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

port_holder() {
	command -v ss >/dev/null || return 0
	local holder
	holder="$(ss -Hltnp "sport = :$1" 2>/dev/null | grep -o 'users:(([^)]*' | head -n 1 | sed 's/users:((//')"
	[[ -z "$holder" ]] || printf ' (by %s)' "$holder"
}

# --- layout --------------------------------------------------------------------------------------

# The CPUs this script may use, one per line, from its own affinity mask (a container or a
# `taskset` around this script may allow fewer than nproc reports on some systems).
allowed_cpus() {
	local list range
	list="$(taskset -cp $$ | sed 's/.*: //')"
	for range in ${list//,/ }; do
		if [[ "$range" == *-* ]]; then
			seq "${range%-*}" "${range#*-}"
		else
			echo "$range"
		fi
	done
}

# Gateway alone on its CPU(s); services and wrk share the rest. The gateway is what is measured, so
# it must never wait for a CPU that wrk or a backend is using.
choose_layout() {
	local -a cpus
	mapfile -t cpus < <(allowed_cpus)
	local n=${#cpus[@]}
	if ((n >= 4)); then
		GATEWAY_CPUS="${cpus[2]},${cpus[3]}" SERVICES_CPUS="${cpus[1]}" WRK_CPUS="${cpus[0]}"
	elif ((n >= 2)); then
		GATEWAY_CPUS="${cpus[1]}" SERVICES_CPUS="${cpus[0]}" WRK_CPUS="${cpus[0]}"
		((n == 3)) && WRK_CPUS="${cpus[2]}"
	else
		GATEWAY_CPUS="${cpus[0]}" SERVICES_CPUS="${cpus[0]}" WRK_CPUS="${cpus[0]}"
		log "WARNING: one CPU only: gateway, services and wrk share it; numbers will be noisy"
	fi
	WRK_THREADS="${WRK_THREADS:-$(tr ',' '\n' <<<"$WRK_CPUS" | wc -l)}"
	log "layout: $n CPUs; gateway on $GATEWAY_CPUS, services on $SERVICES_CPUS, wrk on $WRK_CPUS ($WRK_THREADS threads, $CONNECTIONS connections)"
}

# --- processes -----------------------------------------------------------------------------------

# Waits for a background job of this shell (remembered for cleanup), printing a progress line
# every 10 s so that long phases never look hung.
wait_for() { # label pid
	local label="$1" pid="$2" start=$SECONDS next=$((SECONDS + 10)) status=0
	PID_OF["job-$pid"]=$pid
	while kill -0 "$pid" 2>/dev/null; do
		sleep 0.2
		if ((SECONDS >= next)); then
			log "$label: $((SECONDS - start)) s"
			next=$((next + 10))
		fi
	done
	wait "$pid" || status=$?
	unset "PID_OF[job-$pid]"
	return "$status"
}

start_jvm() { # name cpus jar [jvm and app args...]
	local name="$1" cpu_list="$2" jar="$3"
	shift 3
	[[ -f "$jar" ]] || die_env "$jar not found: build first (drop --no-build)"
	taskset -c "$cpu_list" "$JAVA" "$@" -jar "$jar" "${APP_ARGS[@]}" >"$RUN_DIR/logs/$name.log" 2>&1 &
	PID_OF[$name]=$!
	STARTED+=("$name")
	log "started $name (pid ${PID_OF[$name]}, cpus $cpu_list)"
}

# A progress line every 10 s: on a starved machine three JVMs have taken over 3 minutes to start.
wait_healthy() { # name port
	local name="$1" port="$2" start=$SECONDS deadline=$((SECONDS + START_TIMEOUT)) next=$((SECONDS + 10))
	until curl -sf -o /dev/null --max-time 1 "http://127.0.0.1:$port/health"; do
		if ! kill -0 "${PID_OF[$name]}" 2>/dev/null; then
			tail -n 20 "$RUN_DIR/logs/$name.log" >&2 || true
			die_env "$name exited during start-up; its log: $RUN_DIR/logs/$name.log"
		fi
		((SECONDS < deadline)) || die_env "$name not healthy on port $port after ${START_TIMEOUT}s; its log: $RUN_DIR/logs/$name.log"
		if ((SECONDS >= next)); then
			log "waiting for $name to become healthy: $((SECONDS - start)) s (at most $START_TIMEOUT s)"
			next=$((next + 10))
		fi
		sleep 0.5
	done
}

check_alive() {
	local name
	for name in "${STARTED[@]}"; do
		kill -0 "${PID_OF[$name]}" 2>/dev/null ||
			die_env "$name (pid ${PID_OF[$name]}) died during the run; its log: $RUN_DIR/logs/$name.log"
	done
}

# utime + stime of a process, in clock ticks: fields 14 and 15 of /proc/PID/stat, counted after
# the command name, which may itself contain spaces and parentheses.
cpu_ticks() {
	local stat fields
	{ stat="$(<"/proc/$1/stat")"; } 2>/dev/null || die_env "cannot read /proc/$1/stat: the process is gone"
	read -r -a fields <<<"${stat##*) }"
	echo $((fields[11] + fields[12]))
}

stop_all() {
	local i name pid
	for ((i = ${#STARTED[@]} - 1; i >= 0; i--)); do
		name="${STARTED[i]}"
		pid="${PID_OF[$name]}"
		kill "$pid" 2>/dev/null || true
	done
	for name in "${STARTED[@]}"; do
		pid="${PID_OF[$name]}"
		for _ in $(seq 100); do
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.1
		done
		kill -9 "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
		unset "PID_OF[$name]"
	done
	STARTED=()
}

# shellcheck disable=SC2317 # invoked by the EXIT trap
cleanup() {
	local status=$?
	# Ignore (not default) further INT/TERM: a second signal must not kill this shell halfway
	# through stopping what it started (a JVM waiting for entropy can take 10 s to die).
	trap - EXIT
	trap '' INT TERM
	local name
	for name in "${!PID_OF[@]}"; do
		if [[ "$name" == job-* ]]; then
			kill "${PID_OF[$name]}" 2>/dev/null || true
			wait "${PID_OF[$name]}" 2>/dev/null || true
		fi
	done
	((${#STARTED[@]} == 0)) || stop_all
	stop_entropy_feeder
	if [[ -n "$BASE_WORKTREE" ]]; then
		git -C "$ROOT" worktree remove --force "$BASE_WORKTREE" 2>/dev/null || true
		rm -rf "$(dirname "$BASE_WORKTREE")"
	fi
	if [[ -n "$RUN_DIR" ]] && ((!FINISHED)); then
		log "the run did not complete (exit $status); partial output kept in $RUN_DIR"
	fi
	exit "$status"
}

# shellcheck disable=SC2317 # invoked by the INT and TERM traps
on_signal() {
	log "interrupted: stopping everything this run started"
	exit "$EXIT_INTERRUPTED"
}

# --- build ---------------------------------------------------------------------------------------

build() {
	if ((!BUILD)); then
		log "build skipped (--no-build)"
		return
	fi
	log "building the lab, jfr-rules and the report tool (mvn package -DskipTests)"
	mvn -B -q -f "$ROOT/pom.xml" -DskipTests package >"$RUN_DIR/logs/build.log" 2>&1 &
	wait_for build $! || die_env "the build failed; its log: $RUN_DIR/logs/build.log"
}

# The base gateway of --compare: built once per commit in a throw-away worktree, then cached.
build_base() {
	local sha="$BASE_SHA"
	if ((JFR_OVERHEAD)); then
		BASE_JAR="$ROOT/gateway/target/gateway.jar"
		return
	fi
	BASE_JAR="$ROOT/perf/target/base-cache/$sha/gateway.jar"
	if [[ -f "$BASE_JAR" ]]; then
		log "base $COMPARE_REF ($sha): cached gateway jar"
		return
	fi
	# A worktree and a jar of our own (named by this process), renamed into the cache in one
	# step: two runs that build the same commit at once each publish a whole jar.
	BASE_WORKTREE="$(mktemp -d)/base-$$"
	git -C "$ROOT" worktree add --quiet --detach "$BASE_WORKTREE" "$sha" ||
		die_env "cannot check out $COMPARE_REF into a worktree"
	[[ -f "$BASE_WORKTREE/gateway/pom.xml" ]] || die_env "--compare $COMPARE_REF: that commit has no gateway module to compare with"
	log "building the base gateway at $COMPARE_REF ($sha)"
	mvn -B -q -f "$BASE_WORKTREE/pom.xml" -DskipTests -pl gateway -am package >"$RUN_DIR/logs/base-build.log" 2>&1 &
	wait_for "base build" $! || die_env "the base build failed; its log: $RUN_DIR/logs/base-build.log"
	mkdir -p "$(dirname "$BASE_JAR")"
	cp "$BASE_WORKTREE/gateway/target/gateway.jar" "$BASE_JAR.tmp-$$"
	mv -f "$BASE_JAR.tmp-$$" "$BASE_JAR"
	git -C "$ROOT" worktree remove --force "$BASE_WORKTREE"
	rm -rf "$(dirname "$BASE_WORKTREE")"
	BASE_WORKTREE=""
}

# --- the lab -------------------------------------------------------------------------------------

start_lab() {
	local services_jvm=(-XX:+UseSerialGC -Xms128m -Xmx256m)
	APP_ARGS=("--server.port=$HELLO_PORT")
	start_jvm hello "$SERVICES_CPUS" "$ROOT/services/hello-service/target/hello-service.jar" "${services_jvm[@]}"
	APP_ARGS=("--server.port=$AUTH_PORT")
	start_jvm auth "$SERVICES_CPUS" "$ROOT/services/auth-service/target/auth-service.jar" "${services_jvm[@]}"
	[[ "$GATEWAY_PROFILE" != entropy-starvation ]] || start_entropy_feeder

	if [[ -n "$COMPARE_REF" ]]; then
		start_gateway base "$BASE_PORT" "$BASE_JAR" clean "$((!JFR_OVERHEAD))"
		start_gateway head "$GATEWAY_PORT" "$ROOT/gateway/target/gateway.jar" "$GATEWAY_PROFILE"
	else
		start_gateway gateway "$GATEWAY_PORT" "$ROOT/gateway/target/gateway.jar" "$GATEWAY_PROFILE"
	fi

	wait_healthy hello "$HELLO_PORT"
	wait_healthy auth "$AUTH_PORT"
	local name
	for name in "${GATEWAYS[@]}"; do
		wait_healthy "$name" "${PORT_OF[$name]}"
	done
	log "all services healthy"
}

# JFR runs from launch: attaching it to a warm JVM deoptimises it and cost ~90% of the throughput
# for over a minute in our measurements. The measured window is a second recording, started after
# warm-up, with the same settings: it changes no instrumentation and cuts the data exactly.
start_gateway() { # name port jar profile [record: 1|0]
	local name="$1" port="$2" jar="$3" profile="$4" record="${5:-1}" gc=-XX:+UseSerialGC
	local -a jfr=("-XX:StartFlightRecording:name=launch,maxage=2m,$JFR_SETTINGS"
		"-XX:FlightRecorderOptions:repository=$RUN_DIR/raw/jfr-repository")
	[[ "$GATEWAY_CPUS" == *,* ]] && gc=-XX:+UseParallelGC
	GATEWAYS+=("$name")
	((record)) && RECORDED+=("$name")
	PORT_OF[$name]="$port"
	APP_ARGS=("--server.port=$port" "--lab.hello.uri=http://127.0.0.1:$HELLO_PORT"
		"--lab.auth.uri=http://127.0.0.1:$AUTH_PORT")
	apply_profile "$profile"
	((record)) || jfr=()
	start_jvm "$name" "$GATEWAY_CPUS" "$jar" "$gc" -Xms512m -Xmx512m "${jfr[@]}" ${PROFILE_JVM_ARGS[@]+"${PROFILE_JVM_ARGS[@]}"}
}

# entropy-starvation: a named pipe as the gateway's entropy source, fed slowly. The writer opens
# it (read-write, which does not block on Linux) before the gateway starts: if it opened late, the
# gateway would wait inside open(), which JFR does not record, instead of in the reads it records.
# The writer is a session of its own, so that stopping it also stops a `head` blocked on a full pipe.
# It writes 1 KiB for the gateway's start-up (a DRBG seeds itself when it is created), then nothing
# until the measured rounds begin (start_entropy_feed): whatever a slow feed wrote while the gateway
# started and warmed up would sit in the pipe (up to 64 KiB, thousands of request ids) and serve the
# window's requests without a wait. Fed from warm-up on, a smoke run on a starved host served 13 of its
# window's requests from such a backlog, and a single read waited. Starved through warm-up instead,
# the gateway's reads all wait once the rounds start.
start_entropy_feeder() {
	ENTROPY_FIFO="$RUN_DIR/raw/entropy.fifo"
	rm -f "$ENTROPY_FIFO" "$RUN_DIR/raw/entropy.go"
	mkfifo "$ENTROPY_FIFO" || die_env "mkfifo $ENTROPY_FIFO failed"
	# shellcheck disable=SC2016 # expanded by the feeder's shell
	taskset -c "$SERVICES_CPUS" setsid bash -c 'exec 3<>"$1"; head -c 1024 /dev/urandom >&3; until [[ -e "$3" ]]; do sleep 0.2; done
		while :; do head -c "$2" /dev/urandom >&3; sleep 0.02; done' \
		entropy-feeder "$ENTROPY_FIFO" "$ENTROPY_BYTES" "$RUN_DIR/raw/entropy.go" >"$RUN_DIR/logs/entropy-feeder.log" 2>&1 &
	ENTROPY_FEEDER_PID=$!
	echo "$ENTROPY_FEEDER_PID" >"$RUN_DIR/raw/entropy-feeder.pid"
	local deadline=$((SECONDS + 10))
	until [[ "$(readlink "/proc/$ENTROPY_FEEDER_PID/fd/3" 2>/dev/null)" == "$ENTROPY_FIFO" ]]; do
		((SECONDS < deadline)) || die_env "the entropy feeder (pid $ENTROPY_FEEDER_PID) did not open $ENTROPY_FIFO; its log: $RUN_DIR/logs/entropy-feeder.log"
		sleep 0.1
	done
	log "entropy feeder (pid $ENTROPY_FEEDER_PID) writes $ENTROPY_BYTES bytes every 20 ms into $ENTROPY_FIFO"
}

start_entropy_feed() {
	[[ -z "$ENTROPY_FEEDER_PID" ]] || touch "$RUN_DIR/raw/entropy.go"
}

stop_entropy_feeder() {
	[[ -n "$ENTROPY_FEEDER_PID" ]] || return 0
	# Its own process group (setsid): the loop, and a head or sleep it is waiting for.
	kill -- "-$ENTROPY_FEEDER_PID" 2>/dev/null || kill "$ENTROPY_FEEDER_PID" 2>/dev/null || true
	wait "$ENTROPY_FEEDER_PID" 2>/dev/null || true
	ENTROPY_FEEDER_PID=""
	rm -f "$ENTROPY_FIFO" "$RUN_DIR/raw/entropy.go"
}

wrk_url() { # target
	case "$1" in
	direct) echo "http://127.0.0.1:$HELLO_PORT/hello" ;;
	*) echo "http://127.0.0.1:${PORT_OF[$1]}/service/hello" ;;
	esac
}

# One wrk run against a target; leaves wrk's summary as key=value lines in OUT (see
# perf/wrk/report.lua). wrk is bounded twice: by its duration and by `timeout`.
run_wrk() { # target seconds out
	local target="$1" seconds="$2" out="$3"
	timeout $((seconds + 30)) taskset -c "$WRK_CPUS" wrk -t"$WRK_THREADS" -c"$CONNECTIONS" -d"${seconds}s" --timeout 2s \
		-s "$ROOT/perf/wrk/report.lua" -H "Authorization: Bearer $TOKEN" "$(wrk_url "$target")" >"$out.wrk" 2>&1 &
	wait_for "wrk $target" $! || die_env "wrk failed against $target: $(cat "$out.wrk")"
	grep '^wrk\.' "$out.wrk" >"$out" || die_env "wrk printed no summary against $target: $(cat "$out.wrk")"
	rm -f "$out.wrk"
}

value_of() { # key, reads key=value lines on stdin
	grep "^$1=" | head -n 1 | cut -d= -f2
}

rps_of() { # file with wrk summary lines
	local requests duration
	requests="$(value_of wrk.requests <"$1")"
	duration="$(value_of wrk.duration_us <"$1")"
	echo $((requests * 1000000 / duration))
}

# Warm-up until each gateway's throughput is stable: three consecutive chunks within 5% of each
# other, bounded by --warmup-max. A gateway pinned to one CPU took 30-100 s of load to settle.
warm_up() {
	local chunk=5 start=$SECONDS name summary="$RUN_DIR/raw/warmup.properties" all_stable=0
	local -A history=()
	local -a values
	((SMOKE)) && chunk=2
	log "warming up (chunks of ${chunk} s, at most ${WARMUP_MAX} s)"
	run_wrk direct "$chunk" "$summary"
	while ((SECONDS - start < WARMUP_MAX)); do
		all_stable=1
		for name in "${GATEWAYS[@]}"; do
			run_wrk "$name" "$chunk" "$summary"
			history[$name]="${history[$name]:-} $(rps_of "$summary")"
			read -r -a values <<<"${history[$name]}"
			is_stable "${values[@]}" || all_stable=0
		done
		check_alive
		log "warm-up $((SECONDS - start)) s:$(for name in "${GATEWAYS[@]}"; do printf ' %s %s req/s' "$name" "${history[$name]##* }"; done)"
		((all_stable)) && break
	done
	rm -f "$summary"
	WARMUP_SECONDS=$((SECONDS - start))
	WARMUP_STABLE=$([[ $all_stable == 1 ]] && echo true || echo false)
	if ((all_stable)); then
		log "warm: stable after ${WARMUP_SECONDS} s"
	else
		log "WARNING: throughput still moving after ${WARMUP_SECONDS} s; measuring anyway (raise --warmup-max)"
	fi
}

is_stable() { # rps values, oldest first
	(($# >= 3)) || return 1
	local -a last=("${@: -3}")
	local min=${last[0]} max=${last[0]} value
	for value in "${last[@]}"; do
		((value < min)) && min=$value
		((value > max)) && max=$value
	done
	((max * 100 <= min * 105))
}

measure() {
	local round target sequence=0 file summary="$RUN_DIR/raw/round.wrk.properties"
	local -a order
	if [[ -n "$COMPARE_REF" ]]; then order=(base head); else order=(direct gateway); fi
	start_window
	for ((round = 1; round <= ROUNDS; round++)); do
		# Alternate who goes first (AB BA AB ...), so that a drift over time favours neither.
		local -a targets=("${order[@]}")
		((round % 2 == 0)) && targets=("${order[1]}" "${order[0]}")
		for target in "${targets[@]}"; do
			sequence=$((sequence + 1))
			file="$RUN_DIR/raw/rounds/$(printf '%03d' "$sequence")-$target.properties"
			log "round $round/$ROUNDS: $target for ${DURATION} s"
			{
				echo "round=$round"
				echo "target=$target"
				echo "url=$(wrk_url "$target")"
				echo "cpu.clk_tck=$(getconf CLK_TCK)"
				record_cpu before
				echo "start_ms=$(date +%s%3N)"
			} >"$file.tmp"
			run_wrk "$target" "$DURATION" "$summary"
			{
				echo "end_ms=$(date +%s%3N)"
				record_cpu after
				cat "$summary"
			} >>"$file.tmp"
			mv "$file.tmp" "$file"
			rm -f "$summary"
			check_alive
			log "round $round/$ROUNDS: $target $(rps_of "$file") req/s"
		done
	done
	stop_window
}

record_cpu() { # before|after
	local name
	for name in "${STARTED[@]}"; do
		echo "cpu.$name.$1=$(cpu_ticks "${PID_OF[$name]}")"
	done
}

# --- host freezes ---------------------------------------------------------------------------------

# A virtual machine's CPU can be frozen by its host for hundreds of milliseconds at a time (seen on
# the 2-core VMs this was built on: 40-60% of the wall time when the host was busy). The guest
# charges that time as CPU to whatever was running, so CPU per request and latency swell with no
# change in the code. One sleeping probe per CPU wakes every 10 ms and sees a freeze as a late
# wake-up (a busy CPU still wakes a sleeper within a few ms); it costs ~100 wake-ups a second.
STALL_MS=20

stall_probe() { # cpu file: sums this CPU's late wake-ups until TERM, then writes the totals
	local cpu="$1" file="$2" fifo fd start now last late frozen=0 longest=0 count=0
	fifo="$(mktemp -u)"
	mkfifo "$fifo"
	exec {fd}<>"$fifo" # never written: read -t on it sleeps without forking
	rm -f "$fifo"
	# shellcheck disable=SC2317 # invoked by the TERM trap
	write_totals() {
		{
			prop "host.cpu$cpu.wall_ms" $(((now - start) / 1000))
			prop "host.cpu$cpu.frozen_ms" "$frozen"
			prop "host.cpu$cpu.longest_ms" "$longest"
			prop "host.cpu$cpu.freezes" "$count"
		} >"$file.tmp" && mv "$file.tmp" "$file"
		exit 0
	}
	trap write_totals TERM
	start=${EPOCHREALTIME//[!0-9]/}
	now=$start last=$start
	while :; do
		read -r -t 0.01 -u "$fd" _ || true
		now=${EPOCHREALTIME//[!0-9]/}
		late=$(((now - last) / 1000 - 10))
		if ((late >= STALL_MS)); then
			frozen=$((frozen + late)) count=$((count + 1))
			((late <= longest)) || longest=$late
		fi
		last=$now
	done
}

start_stall_probes() {
	local cpu pid
	mkdir -p "$RUN_DIR/raw/host"
	for cpu in $(tr ',' '\n' <<<"$GATEWAY_CPUS,$SERVICES_CPUS,$WRK_CPUS" | sort -nu); do
		stall_probe "$cpu" "$RUN_DIR/raw/host/cpu$cpu.properties" &
		pid=$!
		PID_OF["job-$pid"]=$pid
		STALL_PROBES+=("$pid")
		taskset -pc "$cpu" "$pid" >/dev/null
	done
}

stop_stall_probes() {
	local pid
	for pid in "${STALL_PROBES[@]}"; do
		kill -TERM "$pid" 2>/dev/null || true
		wait "$pid" 2>/dev/null || true
		unset "PID_OF[job-$pid]"
	done
	STALL_PROBES=()
}

start_window() {
	start_stall_probes
	WINDOW_START_MS="$(date +%s%3N)"
	local name
	for name in "${RECORDED[@]}"; do
		"$JCMD" "${PID_OF[$name]}" JFR.start name=window "${JFR_SETTINGS_JCMD[@]}" >>"$RUN_DIR/logs/jcmd.log" 2>&1 ||
			die_env "could not start the measured JFR window on $name; see $RUN_DIR/logs/jcmd.log"
	done
}

stop_window() {
	WINDOW_END_MS="$(date +%s%3N)"
	stop_stall_probes
	local name
	for name in "${RECORDED[@]}"; do
		"$JCMD" "${PID_OF[$name]}" JFR.stop name=window "filename=$RUN_DIR/$name.jfr" >>"$RUN_DIR/logs/jcmd.log" 2>&1 ||
			die_env "could not save the JFR window of $name; see $RUN_DIR/logs/jcmd.log"
	done
	log "recorded the measured window: $(for name in "${RECORDED[@]}"; do printf '%s.jfr ' "$name"; done)"
}

# --- results -------------------------------------------------------------------------------------

prop() { # key value; java.util.Properties escapes backslashes
	printf '%s=%s\n' "$1" "${2//\\/\\\\}"
}

write_run_properties() {
	local file="$RUN_DIR/raw/run.properties"
	{
		prop schema 1
		prop mode "$([[ -n "$COMPARE_REF" ]] && echo compare || echo single)"
		prop started_at "$STARTED_AT"
		prop git.head "$(git -C "$ROOT" rev-parse HEAD 2>/dev/null || echo unknown)$(git -C "$ROOT" diff --quiet HEAD 2>/dev/null || echo -dirty)"
		if [[ -n "$COMPARE_REF" ]]; then
			prop git.base "$BASE_SHA"
			prop git.base_ref "$( ((JFR_OVERHEAD)) && echo "same build, JFR off" || echo "$COMPARE_REF")"
		fi
		prop java.version "$("$JAVA" -version 2>&1 | head -n 1)"
		prop java.home "$JAVA_HOME"
		prop wrk.version "$(wrk -v 2>&1 | head -n 1 | cut -d' ' -f1-2)"
		prop os "$(uname -sr)"
		prop cpu.model "$(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
		prop cpu.count "$(nproc)"
		prop layout.gateway_cpus "$GATEWAY_CPUS"
		prop layout.services_cpus "$SERVICES_CPUS"
		prop layout.wrk_cpus "$WRK_CPUS"
		prop wrk.threads "$WRK_THREADS"
		prop wrk.connections "$CONNECTIONS"
		prop round.duration_s "$DURATION"
		prop rounds "$ROUNDS"
		prop warmup.seconds "$WARMUP_SECONDS"
		prop warmup.stable "$WARMUP_STABLE"
		prop gateway.profile "$GATEWAY_PROFILE"
		prop jfr.overhead_mode "$( ((JFR_OVERHEAD)) && echo true || echo false)"
		prop jfr.window_start_ms "$WINDOW_START_MS"
		prop jfr.window_end_ms "$WINDOW_END_MS"
		cat "$RUN_DIR"/raw/host/cpu*.properties 2>/dev/null || true
	} >"$file.tmp"
	mv "$file.tmp" "$file"
}

report() {
	local jar="$ROOT/perf/target/perf.jar" status=0
	[[ -f "$jar" ]] || die_env "$jar not found: build first (drop --no-build)"
	log "reporting: metrics, JFR rules, flame graph"
	"$JAVA" -jar "$jar" report "$RUN_DIR" "${REPORT_ARGS[@]}" >"$RUN_DIR/logs/report.log" 2>&1 &
	wait_for report $! || status=$?
	case "$status" in
	"$EXIT_PASS" | "$EXIT_GATE") ;;
	*)
		cat "$RUN_DIR/logs/report.log" >&2
		die_env "the report tool failed (exit $status); its log: $RUN_DIR/logs/report.log"
		;;
	esac
	return "$status"
}

publish_latest() {
	rm -f "$RUN_DIR/INCOMPLETE"
	FINISHED=1
	local latest="$ROOT/perf/target/latest"
	if [[ "$(dirname "$RUN_DIR")" == "$ROOT/perf/target" ]]; then
		# Atomic: a new link under a temporary name, renamed over the old one.
		ln -sfn "$(basename "$RUN_DIR")" "$latest.tmp"
		mv -T "$latest.tmp" "$latest"
	fi
}

main() {
	parse_args "$@"
	trap cleanup EXIT
	trap on_signal INT TERM
	check_prerequisites

	STARTED_AT="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
	RUN_DIR="${OUT_DIR:-$ROOT/perf/target/run-$(date +%Y%m%d-%H%M%S)}"
	[[ ! -e "$RUN_DIR/results.json" ]] || die_usage "--out $RUN_DIR already holds a run; choose another directory"
	mkdir -p "$RUN_DIR/logs" "$RUN_DIR/raw/rounds"
	RUN_DIR="$(cd "$RUN_DIR" && pwd)"
	touch "$RUN_DIR/INCOMPLETE"
	log "output: $RUN_DIR"

	local settings="$ROOT/jfr-rules/settings/jfr-rules.jfc" samples="$ROOT/perf/jfr/execution-samples.jfc"
	JFR_SETTINGS="settings=$settings,settings=$samples"
	JFR_SETTINGS_JCMD=("settings=$settings" "settings=$samples")
	declare -gA PORT_OF=()
	declare -ga GATEWAYS=() RECORDED=()

	build
	[[ -z "$COMPARE_REF" ]] || build_base
	choose_layout
	start_lab
	warm_up
	start_entropy_feed
	measure
	stop_all
	stop_entropy_feeder
	# The launch recordings' chunks: the JVMs are stopped and the window recordings saved.
	rm -rf "$RUN_DIR/raw/jfr-repository"
	write_run_properties

	local status=0
	report || status=$?
	publish_latest
	log "summary: $RUN_DIR/summary.md"
	if ((status == EXIT_GATE)); then
		log "GATE FAILED: see the summary"
	else
		log "pass"
	fi
	exit "$status"
}

main "$@"
