#!/usr/bin/env bash
# Benchmark of jfr-rules: every shipped rule over one large recording, in a fresh JVM.
#
#   jfr-rules/bench/run-benchmark.sh [SIZE_MB (default 60)] [RECORDING (default jfr-rules/target/benchmark.jfr)]
#
# Makes the recording first if it does not exist (BenchmarkRecording, a test class that is not
# in the jar: threads named like Reactor event loops and like workers park, sleep, contend, read a
# socket and files, recorded with jfr-rules/settings/jfr-rules.jfc), then times `check --timings`
# on it. The check runs in its own JVM on purpose: a CI job pays for a cold JVM, cold Calcite
# and a cold JIT, so that is what is measured. Prints size, events, events/s, time per rule,
# total, and CPU seconds, which are steadier than wall time on a shared machine. The check exits
# 1 here: half of the events are violations by construction.
set -euo pipefail

main() {
	local here jar generator size_mb recording status
	here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
	jar="$here/target/jfr-rules.jar"
	# -DskipTests compiles the test classes (only -Dmaven.test.skip does not).
	generator="$here/target/test-classes/dev/perflab/jfrrules/bench/BenchmarkRecording.class"
	size_mb="${1:-60}"
	recording="${2:-$here/target/benchmark.jfr}"
	if [[ ! -f "$jar" || ! -f "$generator" ]]; then
		echo "no $jar or no $generator: build them first with: mvn -pl jfr-rules -am package -DskipTests" >&2
		exit 2
	fi
	if [[ ! -f "$recording" ]]; then
		java -cp "$here/target/test-classes" dev.perflab.jfrrules.bench.BenchmarkRecording "$recording" \
			"$size_mb" "$here/settings/jfr-rules.jfc"
	fi
	echo "machine: $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg), $(java -version 2>&1 | head -n 1)"
	TIMEFORMAT='process: wall %R s, user %U s, sys %S s'
	status=0
	time java -jar "$jar" check "$recording" --timings || status=$?
	if [[ "$status" -gt 1 ]]; then
		echo "check failed with exit $status" >&2
		exit "$status"
	fi
}

main "$@"
