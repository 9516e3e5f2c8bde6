package dev.perflab.perf.run;

/**
 * The defaults of a run's options ({@code perf run}, {@code perf selftest}), chosen from
 * the A/A calibration in the README; {@code perf calibrate} plans with them too.
 */
public final class RunDefaults {

	/**
	 * A compare's most forks: on the 2-vCPU VMs a fork of 2 pairs costs 85-100 s, so the
	 * budget ends most compares after 3; a faster runner gets a fourth. Fewer forks than
	 * the budget fits would waste it, more would make the early looks spend less.
	 */
	public static final int FORKS = 4;

	/**
	 * A compare's most seconds, services to the last fork: with the report (about 20 s) a
	 * default compare ends within 7 minutes. Measured on the 2-vCPU Intel VM of 2
	 * December, a fork of 2 pairs with its latency phase costs 153-168 s (start 25-29 s,
	 * warm-up 82-101 s, 2 windows 21 s, the phase 11-12 s), so 380 s fit 2 forks, 4
	 * pairs; the 540 s before fit 3, and a compare took 8 min 24 s. That is the trade: 4
	 * pairs state an interval sqrt(6/4) = 1.22 times as wide as 6, for 2 1/2 minutes less
	 * on every pull request (ForkBudget: never fewer pairs than a look needs). The trend
	 * keeps 540 s (perf-ci.sh), and more runners (PERF_SHARDS) buy pairs without the
	 * wait.
	 */
	public static final int BUDGET = 380;

	public static final int PAIRS = 2;

	/**
	 * A compare's windows per fork: Kalibera and Jones' rule on the A/A variance budget
	 * of 27 November (windows 0.9%, pairs 2.0%, forks 0% sd; a fork's start, warm-up and
	 * stop 87 s against 10 s a window) gives the fewest windows that still show a spread
	 * within a pair: the variance is between JVM pairs, and seconds buy pairs.
	 */
	public static final int WINDOWS = 2;

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

	/**
	 * The latency phase's rate ({@code --rate}): an eighth of the capacity fork 1
	 * measured, on every run. Why that light: the phase's floor is queueing behind the
	 * host's slow moments (docs/measurements.md, 2026-12-02, third session), and it grows
	 * much faster than the load. At 216-266/s a gateway of four (a quarter, on a 2-vCPU
	 * VM) the base's p99 read 32-136 ms, over a 50 ms delay of 2% of the requests, which
	 * p99 did not see; at 104-128/s that delay read p99 +51.7% and +90.2%, regressed. At
	 * half, no gateway kept up: vegeta costs the load's CPU several times what wrk does a
	 * request, and that CPU runs hello- and auth-service too. A share rather than a
	 * number, so that a faster runner asks more of the same gateway.
	 */
	public static final String RATE = "12.5%";

	/**
	 * The latency phase's longest, in measured windows ({@link PhaseWindow}): 10, so that
	 * p99 is read down to 10 requests a second; a smoke keeps one, since it reads
	 * nothing.
	 */
	public static final int PHASE_MOST_WINDOWS = 10;

	private RunDefaults() {
	}

}
