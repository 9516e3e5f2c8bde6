package dev.perflab.perf;

import java.nio.file.Path;

/**
 * The run directories the tests share, with figures to check by hand.
 */
public final class TestRuns {

	private TestRuns() {
	}

	/**
	 * A single-mode run of three direct/gateway pairs.
	 * <ul>
	 * <li>direct: 400,000 requests in 10 s = 40,000 RPS; hello 800 ticks = 8 s = 20 µs
	 * per request;</li>
	 * <li>gateway: 49,000 / 50,000 / 51,000 requests = 4,900 / 5,000 / 5,100 RPS (median
	 * 5,000, CV 2%), ratios 0.1225 / 0.125 / 0.1275; gateway 882 / 900 / 969 ticks = 180
	 * / 180 / 190 µs per request; hello 20 µs, auth 30 µs per request; p50 1.8 ms, p99 4
	 * ms.</li>
	 * </ul>
	 */
	public static RunDirectoryFixture single(Path directory) {
		return RunDirectoryFixture.single(directory)
			.direct(1, 400_000, 800)
			.add()
			.gateway(1, "gateway", 49_000, 882)
			.add()
			.direct(2, 400_000, 800)
			.add()
			.gateway(2, "gateway", 50_000, 900)
			.add()
			.direct(3, 400_000, 800)
			.add()
			.gateway(3, "gateway", 51_000, 969)
			.add();
	}

	/**
	 * A compare run of five ABAB pairs where head is clearly slower: about 10% more
	 * gateway CPU per request (base 180 µs, head 198 µs), 10% fewer requests (50,000 vs
	 * 45,000), p50 1.8 ms vs 2.0 ms (+11.1%).
	 */
	public static RunDirectoryFixture compareSlowerHead(Path directory) {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(directory).run("windows", 5);
		long[] baseTicks = { 900, 905, 895, 900, 902 };
		long[] headTicks = { 891, 896, 886, 891, 893 };
		for (int round = 1; round <= 5; round++) {
			fixture.gateway(round, "base", 50_000, baseTicks[round - 1]).add();
			// 45,000 requests: 891 ticks = 8.91 s = 198 µs per request, 10% more than
			// base.
			fixture.gateway(round, "head", 45_000, headTicks[round - 1]).latency(2000, 2800, 4300, 6600, 13000).add();
		}
		return fixture;
	}

	/**
	 * A compare run as perf run writes one: 4 forks of one JVM pair, 2 windows each, with
	 * the noisy neighbour, the host-freeze probes and every fork's warm-up. Head costs
	 * about 2% more CPU per request.
	 */
	public static RunDirectoryFixture compareInForks(Path directory) {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(directory)
			.run("forks", 4)
			.run("windows", 2)
			.run("noise", java.util.Map.of("minMs", 10, "maxMs", 300, "cpuShare", 0.125))
			.hostFreeze(0, 60000, 120, 40, 3)
			.hostFreeze(1, 60000, 3600, 300, 9)
			.warmUps(42.0, true, true, true, true);
		long[] baseTicks = { 900, 910, 890, 905, 895, 900, 904, 898 };
		long[] headTicks = { 918, 925, 910, 921, 912, 920, 919, 915 };
		for (int fork = 1; fork <= 4; fork++) {
			for (int window = 1; window <= 2; window++) {
				int round = (fork - 1) * 2 + window;
				fixture.gateway(round, "base", 50_000, baseTicks[round - 1]).set("jvmPair", fork).add();
				fixture.gateway(round, "head", 50_000, headTicks[round - 1]).set("jvmPair", fork).add();
			}
		}
		return fixture;
	}

	/** A compare run of five pairs where base and head measured exactly the same. */
	public static RunDirectoryFixture compareIdentical(Path directory) {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(directory).run("windows", 5);
		long[] requests = { 49_000, 50_000, 51_000, 50_500, 49_500 };
		for (int round = 1; round <= 5; round++) {
			long ticks = requests[round - 1] * 18 / 1000;
			fixture.gateway(round, "base", requests[round - 1], ticks).add();
			fixture.gateway(round, "head", requests[round - 1], ticks).add();
		}
		return fixture;
	}

	/**
	 * A compare run where everything is identical except p99 latency, which jumps around
	 * in both: head's geometric mean ratio is +17.2% (beyond the 10% threshold) but the
	 * pairs disagree in direction, so the interval spans no change.
	 */
	public static RunDirectoryFixture compareNoisyP99(Path directory) {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(directory).run("windows", 5);
		double[] baseP99 = { 5, 9, 4, 12, 6 };
		double[] headP99 = { 11, 4, 13, 5, 10 };
		for (int round = 1; round <= 5; round++) {
			fixture.gateway(round, "base", 50_000, 900).p99Millis(baseP99[round - 1]).add();
			fixture.gateway(round, "head", 50_000, 900).p99Millis(headP99[round - 1]).add();
		}
		return fixture;
	}

	/**
	 * A compare run whose CPU per request jumps around in both: the pairs disagree in
	 * direction, and the interval is far wider than the 3% threshold.
	 */
	public static RunDirectoryFixture compareNoisyCpu(Path directory) {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(directory).run("windows", 5);
		long[] baseTicks = { 900, 1000, 850, 1100, 950 };
		long[] headTicks = { 1000, 880, 1050, 900, 1020 };
		for (int round = 1; round <= 5; round++) {
			fixture.gateway(round, "base", 50_000, baseTicks[round - 1]).add();
			fixture.gateway(round, "head", 50_000, headTicks[round - 1]).add();
		}
		return fixture;
	}

}
