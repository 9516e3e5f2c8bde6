package dev.perflab.perf.raw;

import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;

import dev.perflab.perf.json.Nullable;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * What was run, where, and how.
 *
 * @param startedAt when the run started, ISO-8601
 * @param gitHead the commit measured (head in compare mode)
 * @param gitBase the base commit (compare mode), else null
 * @param gitBaseRef the ref the base was named by (compare mode), else null
 * @param javaVersion the first line of {@code java -version}
 * @param wrkVersion wrk's version line
 * @param os the operating system and its version
 * @param cpuModel the CPU model, may be empty
 * @param cpuCount the CPUs the run could use
 * @param wrkThreads wrk's {@code -t}
 * @param wrkConnections wrk's {@code -c}
 * @param roundDurationSeconds wrk's {@code -d} per round
 * @param forks the rounds of fresh gateway JVMs measured, one after another (at most
 * {@code --forks}: a compare stops once its answer is known)
 * @param pairs the base/head JVM pairs that ran at the same time in each fork
 * ({@code --pairs}; 1 in a single run)
 * @param windows the measured windows of each fork
 * @param warmUps the warm-up of each fork, in order (odd forks started base first, even
 * forks head)
 * @param stopping when the run stopped: its forks, its answer or its budget
 * @param gatewayProfile the (head) gateway's regression profile
 * @param noise the noisy neighbour of {@code --noise}, or null
 * @param hostFreezes per probed CPU, how long the host froze it
 * @param traffic the load sent and where the gateway put it
 * @param meta the facts given with {@code --meta} that this tool does not interpret
 */
public record RunInfo(Mode mode, String startedAt, String gitHead, @Nullable String gitBase,
		@Nullable String gitBaseRef, String javaVersion, String javaHome, String wrkVersion, String os, String cpuModel,
		int cpuCount, Layout layout, int wrkThreads, int wrkConnections, double roundDurationSeconds, int forks,
		int pairs, int windows, List<ForkWarmUp> warmUps, Stopping stopping, String gatewayProfile, JfrWindow jfrWindow,
		@Nullable Noise noise, List<HostFreeze> hostFreezes, Traffic traffic, Map<String, String> meta) {

	public RunInfo {
		try {
			DateTimeFormatter.ISO_DATE_TIME.parse(startedAt);
		}
		catch (DateTimeParseException ex) {
			require(false, "startedAt is not an ISO-8601 date and time");
		}
		require(!gitHead.isEmpty(), "gitHead must not be empty");
		require((mode == Mode.COMPARE) == (gitBase != null && gitBaseRef != null),
				"gitBase and gitBaseRef are there in a compare and only there");
		require(cpuCount > 0 && wrkThreads > 0 && wrkConnections > 0, "counts must be positive");
		require(roundDurationSeconds > 0, "roundDurationSeconds must be greater than 0");
		require(forks > 0 && pairs > 0 && windows > 0, "forks, pairs and windows must be positive");
		require(mode == Mode.COMPARE || pairs == 1, "a single run has one gateway: pairs must be 1");
		require(forks <= stopping.maxForks(), "forks must be at most stopping.maxForks");
	}

	/**
	 * Returns the rounds measured per target: forks × pairs × windows.
	 */
	public int rounds() {
		return this.forks * this.pairs * this.windows;
	}

	/**
	 * Returns the longest warm-up of a fork in seconds, 0 when none was recorded.
	 */
	public double warmupSeconds() {
		return this.warmUps.stream().mapToDouble(ForkWarmUp::seconds).max().orElse(0);
	}

	/**
	 * Returns whether every fork warmed up within its bound.
	 */
	public boolean warmupStable() {
		return this.warmUps.stream().allMatch(ForkWarmUp::stable);
	}

}
