package dev.perflab.perf.run;

import java.nio.file.Path;
import java.util.List;

import dev.perflab.perf.workload.Workload;

/**
 * What one run measures and how.
 *
 * @param outDirectory the run directory (exists, empty of results)
 * @param java the JDK's java launcher for the services and gateways
 * @param headJar the gateway measured (head in a compare, the gateway otherwise)
 * @param baseJar the base gateway of a compare, null for a single run
 * @param baseRecorded whether the base gateway records JFR (false when measuring what JFR
 * costs)
 * @param profile the head gateway's regression profile ({@code clean} by default)
 * @param entropyBytes the entropy-starvation feed, bytes per 20 ms
 * @param jfrSettings the recordings' {@code .jfc} files
 * @param wrkScript {@code perf/wrk/report.lua}: the summary every wrk script ends with
 * @param workload the requests sent to the gateways
 * @param forks rounds of fresh gateway JVMs, one after another; a compare's most, as it
 * stops once its answer is known
 * @param budgetSeconds the most seconds a compare may take, services included, 0 for no
 * bound: a fork that would end past it is not started
 * @param pairs base/head JVM pairs of a compare that run at the same time in each fork
 * @param windows measured windows per fork
 * @param windowSeconds length of a measured window
 * @param probeSeconds length of a warm-up probe
 * @param warmupMaxSeconds longest warm-up of a fork before measuring anyway
 * @param connections wrk connections per gateway
 * @param wrkThreads wrk threads, 0 for one per wrk CPU
 * @param startTimeoutSeconds how long a service may take to become healthy
 * @param noise whether a noisy neighbour shares the gateways' CPU
 * @param rate the latency phase's rate ({@code --rate}); null for no phase
 * @param phaseMostWindows the latency phase's longest, in windows ({@link PhaseWindow})
 * @param metadata git and run facts for raw/run.json ({@code git.head}, ...), as given
 */
public record RunSettings(Path outDirectory, Path java, Path headJar, Path baseJar, boolean baseRecorded, Path helloJar,
		Path authJar, String profile, int entropyBytes, List<Path> jfrSettings, Path wrkScript, Workload workload,
		Ports ports, int forks, int budgetSeconds, int pairs, int windows, int windowSeconds, int probeSeconds,
		int warmupMaxSeconds, int connections, int wrkThreads, int startTimeoutSeconds, boolean noise, Rate rate,
		int phaseMostWindows, java.util.Map<String, String> metadata) {

	public boolean compare() {
		return this.baseJar != null;
	}

	/**
	 * The lab's ports.
	 *
	 * @param gateway the (head) gateway
	 * @param base the base gateway of a compare
	 */
	public record Ports(int gateway, int base, int hello, int auth) {

		/**
		 * Returns the ports of a compare's gateways: the gateway port, the base port and
		 * the ports after the base port, one per gateway.
		 * @param pairs base/head pairs at the same time
		 * @return 2 x pairs ports
		 */
		List<Integer> gateways(int pairs) {
			List<Integer> ports = new java.util.ArrayList<>(List.of(this.gateway));
			for (int i = 0; i < 2 * pairs - 1; i++) {
				ports.add(this.base + i);
			}
			return ports;
		}

		List<Integer> all(boolean compare, int pairs) {
			List<Integer> ports = new java.util.ArrayList<>(compare ? gateways(pairs) : List.of(this.gateway));
			ports.add(this.hello);
			ports.add(this.auth);
			return ports;
		}

	}

}
