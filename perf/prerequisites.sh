#!/usr/bin/env bash
# perf/prerequisites.sh: sourced by perf/local.sh and perf/selftest.sh, never run. What the lab needs
# on the machine, each missing piece named with the Debian/Ubuntu package that brings it.
#
# Expects of the script that sources it: JAVA_HOME_OPT (a JDK directory, or empty for the java on
# PATH), BUILD (1 when Maven will build) and die_env MESSAGE (exit 3). Sets JAVA.

# JAVA: the java of JAVA_HOME_OPT, else the one on PATH; fails when there is none.
find_java() {
	if [[ -n "$JAVA_HOME_OPT" ]]; then
		JAVA="$JAVA_HOME_OPT/bin/java"
		[[ -x "$JAVA" ]]
	else
		JAVA="$(readlink -f "$(command -v java)")"
	fi
}

# A full JDK (jcmd starts the recordings), wrk, taskset, renice, git, mkfifo, and Maven when building;
# vegeta put on PATH when Go installed it.
check_lab_tools() {
	find_java || die_env "java not found: install a JDK 17+ (apt-get install -y openjdk-17-jdk) or pass --java-home"
	[[ -x "$(dirname "$JAVA")/jcmd" ]] || die_env "$(dirname "$JAVA")/jcmd not found: $JAVA belongs to a JRE, the pipeline needs a full JDK"
	local tool
	for tool in wrk taskset renice git mkfifo; do
		command -v "$tool" >/dev/null || die_env "$tool not found: install it (Debian/Ubuntu: apt-get install -y $(package_of "$tool"))"
	done
	# vegeta (perf run --rate, the latency phase) is where `go install` puts it, which is not always
	# on PATH; perf itself names it when --rate is given and it is missing.
	if ! command -v vegeta >/dev/null && command -v go >/dev/null; then
		PATH="$PATH:$(go env GOPATH)/bin"
	fi
	if ((BUILD)); then
		command -v mvn >/dev/null || die_env "mvn not found: install Maven 3.8+ (apt-get install -y maven), or pass --no-build"
	fi
}

package_of() {
	case "$1" in
	taskset | mkfifo) echo util-linux coreutils ;;
	renice) echo bsdutils ;;
	*) echo "$1" ;;
	esac
}
