#!/usr/bin/env bash
# perf/selftest.sh: does the pipeline catch the regressions it exists for?
#
# Builds the lab once, checks the tools, then hands over to `java -jar perf/target/perf.jar
# selftest`, which runs a compare for the clean gateway and each regression profile and tabulates
# what caught what. Run `perf/selftest.sh --help` for options and exit codes.
set -euo pipefail

readonly EXIT_PASS=0 EXIT_USAGE=2 EXIT_ENV=3
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
# shellcheck source=perf/prerequisites.sh
source "$ROOT/perf/prerequisites.sh"

BUILD="${PERF_BUILD:-1}"
JAVA_HOME_OPT="${PERF_JAVA_HOME:-${JAVA_HOME:-}}"
SELFTEST_ARGS=()

usage() {
	cat <<'USAGE'
Usage: perf/selftest.sh [options] [perf selftest options]

Builds the lab once (mvn package -DskipTests), then runs java -jar perf/target/perf.jar selftest:
for the clean gateway and each regression profile a compare (base: the clean gateway; head: the
same build with the profile), then a table per profile of the expected and observed detectors,
the changes, and whether it was caught (OUT/selftest.md, OUT/selftest.json).

  perf/selftest.sh --smoke --profiles clean,blocking-auth,entropy-starvation   # what CI runs
  perf/selftest.sh --profiles clean,cpu-burn-6us --runs 10                     # a detection rate
  perf/selftest.sh --profiles clean,cpu-burn-6us --runs 5 --noise              # ... on a noisy runner

Options of this script (environment default in brackets):
  --no-build           use the jars already built                       [PERF_BUILD=0]
  --java-home DIR      JDK for everything                               [PERF_JAVA_HOME, JAVA_HOME]
  --rounds N           the same as --windows N
  --duration S         the same as --window S
  -h, --help           this help, then the options of perf.jar selftest

Environment defaults of selftest options: SELFTEST_PROFILES (--profiles), SELFTEST_RUNS (--runs),
SELFTEST_OUT (--out), PERF_GATEWAY_PORT, PERF_BASE_PORT, PERF_HELLO_PORT, PERF_AUTH_PORT (the
ports: 39071, 39081, 39072, 39073 by default, so that it can run beside perf/local.sh),
PERF_START_TIMEOUT (--start-timeout).

Exit codes:
  0    every profile caught in every run, and the clean gateway passed every run
  1    an expected detection was missed, a run has no results, or the clean gateway did not pass
  2    usage error
  3    environment error (a missing tool or jar, a failed build)
  130  interrupted; the run in progress was stopped
USAGE
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

parse_args() {
	local help=0
	while (($# > 0)); do
		case "$1" in
		-h | --help) help=1 ;;
		--no-build) BUILD=0 ;;
		--java-home | --rounds | --duration)
			(($# >= 2)) || die_usage "$1 needs a value"
			case "$1" in
			--java-home) JAVA_HOME_OPT="$2" ;;
			--rounds) SELFTEST_ARGS+=(--windows "$2") ;;
			--duration) SELFTEST_ARGS+=(--window "$2") ;;
			esac
			shift
			;;
		*) SELFTEST_ARGS+=("$1") ;;
		esac
		shift
	done
	if ((help)); then
		usage
		find_java 2>/dev/null && [[ -f "$ROOT/perf/target/perf.jar" ]] &&
			{ echo; "$JAVA" -jar "$ROOT/perf/target/perf.jar" selftest --help; } ||
			echo $'\n(build once to list the options of perf.jar selftest: mvn package -DskipTests)'
		exit "$EXIT_PASS"
	fi
}

# Environment defaults go first: an explicit option later on the command line wins.
environment_args() {
	local pair option variable
	for pair in SELFTEST_PROFILES:--profiles SELFTEST_RUNS:--runs SELFTEST_OUT:--out \
		PERF_GATEWAY_PORT:--gateway-port PERF_BASE_PORT:--base-port PERF_HELLO_PORT:--hello-port \
		PERF_AUTH_PORT:--auth-port PERF_START_TIMEOUT:--start-timeout; do
		variable="${pair%%:*}" option="${pair#*:}"
		[[ -z "${!variable:-}" ]] || SELFTEST_ARGS=("$option" "${!variable}" ${SELFTEST_ARGS[@]+"${SELFTEST_ARGS[@]}"})
	done
}

build() {
	if ((!BUILD)); then
		log "build skipped (--no-build)"
		return
	fi
	local build_log
	build_log="$(mktemp)"
	log "building once for all runs (mvn package -DskipTests)"
	mvn -B -q -f "$ROOT/pom.xml" -DskipTests package >"$build_log" 2>&1 ||
		die_env "the build failed; its log: $build_log"
	rm -f "$build_log"
}

main() {
	parse_args "$@"
	environment_args
	check_lab_tools
	build
	local jar="$ROOT/perf/target/perf.jar"
	[[ -f "$jar" ]] || die_env "$jar not found: build first (drop --no-build)"
	local head
	head="$(git -C "$ROOT" rev-parse HEAD 2>/dev/null || echo unknown)$(git -C "$ROOT" diff --quiet HEAD 2>/dev/null || echo -dirty)"
	# exec: Ctrl-C and TERM reach the Java side, which stops the run in progress.
	exec "$JAVA" -jar "$jar" selftest --root "$ROOT" --meta "git.head=$head" --meta "git.base=$head" \
		--meta "git.base_ref=same build, clean" ${SELFTEST_ARGS[@]+"${SELFTEST_ARGS[@]}"}
}

main "$@"
