package dev.perflab.perf.metrics;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How large a change must be before it can be called a regression or an improvement: one
 * row per option of the gate ({@code --threshold-cpu}, ...), each named by the metric
 * rows that it judges ({@link Metric#threshold()}). Starting points, to be calibrated
 * with A/A runs on the machine that gates.
 * <p>
 * A row holds everything said about its threshold: the option's name and help, the key
 * results.json and {@code .github/perf-gate.properties} give it, its default and what
 * values it takes. The options, the file's keys and the checks are made from the rows, so
 * that a threshold is added here and nowhere else.
 */
public enum Threshold {

	/** CPU per request of the gateway process. */
	CPU("cpu", "cpuUsPerRequest", 3, Kind.PERCENT,
			"Compare: change of CPU per request that can be a regression (default: ${DEFAULT-VALUE})."),

	/** Throughput. */
	RPS("rps", "rps", 5, Kind.PERCENT,
			"Compare: change of throughput that can be a regression (default: ${DEFAULT-VALUE})."),

	/** The latency percentiles (p50, p90, p99), one threshold for all. */
	LATENCY("latency", "latency", 10, Kind.PERCENT,
			"Compare: change of latency p50/p90/p99 that can be a regression (default: ${DEFAULT-VALUE})."),

	/**
	 * The latency phase's percentiles at the rate, one threshold for all; the p99 fails
	 * the gate when it regressed by half of it and its bound excludes no change
	 * ({@link Gating#REGRESSION_ONLY}). Why 60%: a run's A/A change of p99 at the rate
	 * moves more from run to run than its JVM pairs say. Within one compare the pairs
	 * lean the same way (all four of one A/A read head 9-26% slower, all four of another
	 * 0.5-14% faster), so its interval can exclude no change while the next run's says
	 * the opposite. At 20% one A/A compare of five on a 2-vCPU AMD EPYC VM failed the
	 * gate, +16.7% (+8.7 … +25.3%) regressed. Over eleven A/A compares on two VMs the
	 * change spread 12.3% (sd of the log-ratio; -18.4% to +23.4%): half of 20% lay 0.8 of
	 * those from no change, half of 60%, the least a run now calls regressed, lies 2.1 (a
	 * normal tail of 1.7%, before the bound must exclude no change too). What it gives up
	 * is little: a delay of a few per cent of the requests moved p99 at the rate +52% to
	 * +790% in every held-out compare at the default rate (docs/measurements.md,
	 * 2026-12-02).
	 */
	LATENCY_AT_RATE("latency-at-rate", "latencyAtRate", 60, Kind.PERCENT,
			"Compare: change of a latency percentile at the rate (--rate) that can be a regression; a regression "
					+ "of the p99 fails the gate (default: ${DEFAULT-VALUE})."),

	/**
	 * Heap bytes allocated per request, gating at ±1% by default, so that a change of
	 * 0.5% (the rule's minimum effect) and more can fail a pull request. Why that low:
	 * its spread between JVM pairs is a fraction of CPU time's (docs/measurements.md,
	 * "Counts no clock moves"), so a default compare's interval is a few tenths of a
	 * percent wide, and the minimum effect, not the interval, decides what it catches: at
	 * a 2% threshold a run would catch only 1.3% and more. And a count that moves is code
	 * that changed what every request does, which a reviewer wants named even when the
	 * runner's clock cannot see it yet.
	 */
	ALLOCATION("allocation", "allocatedBytesPerRequest", 1, Kind.PERCENT,
			"Compare: change of heap bytes allocated per request that can be a regression; it gates like CPU "
					+ "(default: ${DEFAULT-VALUE})."),

	/**
	 * The rise in throwables per 1,000 requests that every JVM pair must show before
	 * exceptions are called risen: a difference, not a percentage, as the clean gateway's
	 * figure is about zero. By default one more per 1,000 requests in every JVM pair: far
	 * above the clean gateway's about zero, far below an exception per request.
	 */
	EXCEPTIONS("exceptions", "exceptionsPer1kRequests", 1, Kind.PER_1000,
			"Compare: how many more throwables per 1,000 requests every JVM pair must show before exceptions are "
					+ "called risen, a warning (default: ${DEFAULT-VALUE}).");

	/** What values a threshold takes. */
	public enum Kind {

		/** A change in percent, from 0 up to 100. */
		PERCENT("PCT") {
			@Override
			boolean accepts(double value) {
				return value >= 0 && value < 100;
			}

			@Override
			String range() {
				return "a percentage from 0 up to 100";
			}
		},

		/** A count per 1,000 requests, from 0 up. */
		PER_1000("PER_1000") {
			@Override
			boolean accepts(double value) {
				return value >= 0 && Double.isFinite(value);
			}

			@Override
			String range() {
				return "a count per 1,000 requests from 0 up";
			}
		};

		private final String paramLabel;

		Kind(String paramLabel) {
			this.paramLabel = paramLabel;
		}

		/** Returns the option's value label in the help, e.g. {@code PCT}. */
		public String paramLabel() {
			return this.paramLabel;
		}

		abstract boolean accepts(double value);

		abstract String range();

	}

	private final String name;

	private final String id;

	private final double defaultValue;

	private final Kind kind;

	private final String description;

	Threshold(String name, String id, double defaultValue, Kind kind, String description) {
		this.name = name;
		this.id = id;
		this.defaultValue = defaultValue;
		this.kind = kind;
		this.description = description;
	}

	/**
	 * Returns the threshold of a results.json key, e.g. {@code cpuUsPerRequest}, if any
	 * has it.
	 */
	public static Optional<Threshold> ofId(String id) {
		return Arrays.stream(values()).filter((threshold) -> threshold.id.equals(id)).findFirst();
	}

	/** Returns every threshold's results.json key, in row order. */
	public static Set<String> ids() {
		return Arrays.stream(values()).map(Threshold::id).collect(Collectors.toCollection(LinkedHashSet::new));
	}

	/**
	 * Returns its short name, e.g. {@code cpu}: the option's suffix and the key
	 * {@code threshold.cpu} of {@code .github/perf-gate.properties}.
	 */
	public String shortName() {
		return this.name;
	}

	/** Returns the option that sets it, e.g. {@code --threshold-cpu}. */
	public String option() {
		return "--threshold-" + this.name;
	}

	/**
	 * Returns its key in results.json's {@code thresholdsPercent}, e.g.
	 * {@code cpuUsPerRequest}.
	 */
	public String id() {
		return this.id;
	}

	public double defaultValue() {
		return this.defaultValue;
	}

	public Kind kind() {
		return this.kind;
	}

	/**
	 * Returns the option's help, picocli's {@code ${DEFAULT-VALUE}} standing for the
	 * default.
	 */
	public String description() {
		return this.description;
	}

	/**
	 * Checks a value of this threshold.
	 * @param as what it was given as, for the message: the option, e.g.
	 * {@code --threshold-cpu}
	 * @return the value
	 * @throws IllegalArgumentException naming it, unless in the kind's range
	 */
	public double check(String as, double value) {
		if (!this.kind.accepts(value)) {
			throw new IllegalArgumentException(as + " must be " + this.kind.range() + ", got " + value);
		}
		return value;
	}

}
