package dev.perflab.perf.run;

/**
 * The defaults of a run's options ({@code perf run}, {@code perf selftest}), chosen from
 * the A/A calibration in the README; {@code perf calibrate} plans with them too.
 */
public final class RunDefaults {

	public static final int FORKS = 3;

	/**
	 * A compare's most seconds, services to the last fork: with the report, 6 minutes.
	 */
	public static final int BUDGET = 330;

	public static final int PAIRS = 2;

	public static final int WINDOWS = 4;

	public static final int SINGLE_WINDOWS = 5;

	public static final int WINDOW_SECONDS = 10;

	public static final int PROBE_SECONDS = 5;

	/**
	 * A single gateway's warm-up asks for a cost step within 3% of ~30,000 requests (3 s
	 * at ~10,000 req/s), and two probes are a third of its 30 s goal; a duet's ratio, two
	 * gateways at half the rate each, needs the longer probes.
	 */
	public static final int SINGLE_PROBE_SECONDS = 3;

	public static final int WARMUP_MAX = 150;

	public static final int ENTROPY_BYTES = 1;

	public static final int CONNECTIONS = 8;

	public static final int START_TIMEOUT = 90;

	private RunDefaults() {
	}

}
