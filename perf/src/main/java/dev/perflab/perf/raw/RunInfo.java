package dev.perflab.perf.raw;

import java.util.Map;

/**
 * {@code raw/run.properties}: what was run, where, and how.
 *
 * @param schema the raw-data schema version (1)
 * @param mode single or compare
 * @param startedAt when the run started, ISO-8601 as written
 * @param gitHead the commit measured (head in compare mode)
 * @param gitBase the base commit (compare mode), else null
 * @param gitBaseRef the ref the base was named by (compare mode), else null
 * @param javaVersion the JDK's version string
 * @param javaHome the JDK's directory
 * @param wrkVersion wrk's version line
 * @param os {@code uname -sr}
 * @param cpuModel the CPU model, may be empty
 * @param cpuCount {@code nproc}
 * @param layout the CPU pinning
 * @param wrkThreads wrk's {@code -t}
 * @param wrkConnections wrk's {@code -c}
 * @param roundDurationSeconds wrk's {@code -d} per round
 * @param rounds the planned number of rounds per target
 * @param warmupSeconds how long the warm-up took
 * @param warmupStable whether the warm-up settled (JIT quiet, cost steady) within its
 * bound
 * @param gatewayProfile the gateway's regression profile ({@code clean} by default)
 * @param jfrWindowStartMs start of the measured window (epoch ms), null if not recorded
 * @param jfrWindowEndMs end of the measured window (epoch ms), null if not recorded
 * @param extra keys this tool does not interpret, passed through to results.json
 */
public record RunInfo(int schema, Mode mode, String startedAt, String gitHead, String gitBase, String gitBaseRef,
		String javaVersion, String javaHome, String wrkVersion, String os, String cpuModel, int cpuCount, Layout layout,
		int wrkThreads, int wrkConnections, double roundDurationSeconds, int rounds, double warmupSeconds,
		boolean warmupStable, String gatewayProfile, Long jfrWindowStartMs, Long jfrWindowEndMs,
		Map<String, String> extra) {

}
