package dev.perflab.perf.metrics;

import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import dev.perflab.perf.raw.AtRate;
import dev.perflab.perf.raw.WrkSummary.Latency;

/**
 * A per-round figure that is aggregated over rounds and, in compare mode, compared
 * between base and head: one row per metric, holding everything the pipeline does with
 * it. How it is compared ({@link Compared}), whether it gates and at what threshold
 * ({@link Threshold}) with which α spending ({@link AlphaSpending}), how it reads (label,
 * unit, table heading, {@link Format}) and whether the trend publishes it
 * ({@link TrendSeries}), and how its figure is derived from a measured round
 * ({@link MeasuredRound}): the figures of a round, the lists of the compare, the gate,
 * the tables, the trend and the bisection are derived from the rows, so that a metric is
 * added here (and named in results.schema.json).
 * <p>
 * The rows are in the order a single run's table shows them.
 */
public enum Metric {

	/** Completed requests per second of wrk's measured duration. */
	RPS("rps", "throughput", "req/s", Direction.BIGGER_IS_BETTER, MeasuredRound::rps, null, Format.WHOLE,
			Compared.RATIO, Threshold.RPS, Gating.NONE, AlphaSpending.DEFAULT, TrendSeries.PUBLISHED),

	/**
	 * Gateway RPS over the direct backend's RPS in the same round number: machine drift
	 * moves both, so the ratio is steadier than either over time. Shown in a single run;
	 * a compare has no direct rounds.
	 */
	RATIO_TO_DIRECT("ratioToDirect", "RPS / direct RPS", "ratio", Direction.BIGGER_IS_BETTER,
			MeasuredRound::ratioToDirect, "gateway / direct RPS", Format.THOUSANDTHS, Compared.SHOWN, null, Gating.NONE,
			AlphaSpending.DEFAULT, TrendSeries.NONE),

	/**
	 * CPU time of the target's own process per request. On a CPU-pinned gateway this is
	 * the steadiest figure: it barely moves when another process steals time, while RPS
	 * does. It gates, and spends its α by O'Brien-Fleming's function: its JVM pairs
	 * spread 1.1-3.7%, so an early look must be sure.
	 */
	CPU_PER_REQUEST("cpuUsPerRequest", "CPU per request", "µs", Direction.SMALLER_IS_BETTER,
			MeasuredRound::cpuUsPerRequest, "CPU per request (µs)", Format.TENTHS, Compared.RATIO, Threshold.CPU,
			Gating.DECIDES, AlphaSpending.O_BRIEN_FLEMING, TrendSeries.PUBLISHED),

	/**
	 * Heap bytes the target's own process allocated per request, all its threads. No
	 * clock moves it: between two JVMs of one jar it differs only by what the JIT's
	 * escape analysis removed in each, about a fifth of CPU time's spread. Netty's pooled
	 * direct buffers are off-heap and not in it. It gates like CPU per request.
	 * <p>
	 * Why it spends its α evenly (Pocock's function): its JVM pairs spread 0.27-0.39%,
	 * CPU's 1.1-3.7%, so what a run catches in allocation is mostly the verdict rule's
	 * minimum effect (half the 1% threshold), not the interval, and a wider last look
	 * costs little; an early answer saves a whole fork (2.7 minutes on a 2-vCPU runner).
	 * Measured on the five compares of a 1.04% allocation step (docs/measurements.md,
	 * 2026-11-28): at the first look (4 of 8 pairs) O'Brien-Fleming's 0.56% one-sided
	 * level called 2 of 5 regressed and 3 inconclusive, each of those paying a fork more
	 * (one took 6 min 27 s); Pocock's 3.1% would have called all 5 regressed there. On
	 * the five A/A compares every look of Pocock's stayed unchanged, the widest interval
	 * at the last look ±0.55%. The seeded simulations in the tests keep its false-alarm
	 * rate under α. Its own false alarms are rare (none in the A/A runs of
	 * docs/measurements.md), as its minimum effect lies many of its standard errors from
	 * zero, so it gates at the run's whole α rather than halving CPU's.
	 * <p>
	 * Its trend series came after the first moves of the reference.
	 */
	ALLOCATION_PER_REQUEST("allocatedBytesPerRequest", "allocation per request", "B", Direction.SMALLER_IS_BETTER,
			(round) -> round.perRequests(round.raw().allocatedBytes(), 1), "allocation per request (B, heap)",
			Format.WHOLE, Compared.RATIO, Threshold.ALLOCATION, Gating.DECIDES, AlphaSpending.POCOCK,
			TrendSeries.PUBLISHED_LATER),

	/**
	 * Throwables the target's own process created per 1,000 requests. The clean gateway's
	 * is about zero, so it is compared as a difference ({@code ExceptionChange}), never
	 * as a ratio, and a rise warns, never fails.
	 */
	EXCEPTIONS_PER_1K_REQUESTS("exceptionsPer1kRequests", "exceptions per 1,000 requests", "count",
			Direction.SMALLER_IS_BETTER, (round) -> round.perRequests(round.raw().throwables(), 1000),
			"exceptions per 1,000 requests", Format.HUNDREDTHS, Compared.DIFFERENCE, Threshold.EXCEPTIONS, Gating.NONE,
			AlphaSpending.DEFAULT, TrendSeries.NONE),

	LATENCY_P50("latencyP50Ms", "latency p50", "ms", Direction.SMALLER_IS_BETTER,
			(round) -> round.latencyMs(Latency::p50), null, Format.MILLIS, Compared.RATIO, Threshold.LATENCY,
			Gating.NONE, AlphaSpending.DEFAULT, TrendSeries.PUBLISHED),

	LATENCY_P90("latencyP90Ms", "latency p90", "ms", Direction.SMALLER_IS_BETTER,
			(round) -> round.latencyMs(Latency::p90), null, Format.MILLIS, Compared.RATIO, Threshold.LATENCY,
			Gating.NONE, AlphaSpending.DEFAULT, TrendSeries.NONE),

	LATENCY_P99("latencyP99Ms", "latency p99", "ms", Direction.SMALLER_IS_BETTER,
			(round) -> round.latencyMs(Latency::p99), null, Format.MILLIS, Compared.RATIO, Threshold.LATENCY,
			Gating.NONE, AlphaSpending.DEFAULT, TrendSeries.PUBLISHED),

	/** A few hundred requests of a window: shown, never compared. */
	LATENCY_P999("latencyP999Ms", "latency p99.9", "ms", Direction.SMALLER_IS_BETTER,
			(round) -> round.latencyMs(Latency::p999), null, Format.MILLIS, Compared.SHOWN, null, Gating.NONE,
			AlphaSpending.DEFAULT, TrendSeries.NONE),

	/** One GC pause or scheduler hiccup sets it: shown, never compared. */
	LATENCY_MAX("latencyMaxMs", "latency max", "ms", Direction.SMALLER_IS_BETTER,
			(round) -> round.latencyMs(Latency::max), null, Format.MILLIS, Compared.SHOWN, null, Gating.NONE,
			AlphaSpending.DEFAULT, TrendSeries.NONE),

	/**
	 * The latency phase's median: every gateway at one arrival rate (--rate), each
	 * request timed from when it was due ({@link dev.perflab.perf.raw.AtRate}). One value
	 * per JVM, so its pairs are the JVM pairs themselves. Compared, not gated: a delay of
	 * a few per cent of the requests barely moves a median (the held-out backoff of
	 * docs/measurements.md read +1.4% to +17.9% on it, inconclusive, in 3 of 3).
	 */
	LATENCY_AT_RATE_P50("latencyAtRateP50Ms", "latency p50 at the rate", "ms", Direction.SMALLER_IS_BETTER,
			(round) -> round.atRateMs(50), null, Format.MILLIS, Compared.RATIO, Threshold.LATENCY_AT_RATE, Gating.NONE,
			AlphaSpending.DEFAULT, TrendSeries.NONE),

	/**
	 * The latency phase's p90: where objectives are often set, and a tail that rests on a
	 * few hundred requests a window, not a few dozen.
	 */
	LATENCY_AT_RATE_P90("latencyAtRateP90Ms", "latency p90 at the rate", "ms", Direction.SMALLER_IS_BETTER,
			(round) -> round.atRateMs(90), null, Format.MILLIS, Compared.RATIO, Threshold.LATENCY_AT_RATE, Gating.NONE,
			AlphaSpending.DEFAULT, TrendSeries.NONE),

	/**
	 * The latency phase's p99: what a delay of a few requests moves (a timer, a backoff,
	 * a wait for a pooled connection) while it costs no CPU, which no closed-loop figure
	 * sees. It fails the gate on a regression and holds nothing else
	 * ({@link Gating#REGRESSION_ONLY}): two JVMs of one jar put its A/A intervals tens of
	 * per cent wide on a 2-vCPU runner, where all four gateways of a fork meet the same
	 * stalls (docs/measurements.md, 2026-12-02), so deciding it would leave nearly every
	 * compare inconclusive. O'Brien-Fleming's spending, as a tail on 4 JVM pairs is what
	 * an early look should least trust. Its trend series came after the first moves of
	 * the reference.
	 */
	LATENCY_AT_RATE_P99("latencyAtRateP99Ms", "latency p99 at the rate", "ms", Direction.SMALLER_IS_BETTER,
			(round) -> round.atRateMs(AtRate.GATED_PERCENTILE), null, Format.MILLIS, Compared.RATIO,
			Threshold.LATENCY_AT_RATE, Gating.REGRESSION_ONLY, AlphaSpending.O_BRIEN_FLEMING,
			TrendSeries.PUBLISHED_LATER),

	/**
	 * The latency phase's p99.9: read only from windows of 10,000 answers
	 * ({@link dev.perflab.perf.raw.AtRate#TAIL_REQUESTS} beyond it), so on a 2-vCPU
	 * runner at the default rate (800-2,700 answers a window) it is shown in the phase's
	 * table and not compared.
	 */
	LATENCY_AT_RATE_P999("latencyAtRateP999Ms", "latency p99.9 at the rate", "ms", Direction.SMALLER_IS_BETTER,
			(round) -> round.atRateMs(99.9), null, Format.MILLIS, Compared.RATIO, Threshold.LATENCY_AT_RATE,
			Gating.NONE, AlphaSpending.DEFAULT, TrendSeries.NONE);

	/**
	 * Gated rows first, each group in row order: the compare's table and the trend's
	 * charts lead with what gates.
	 */
	private static final Comparator<Metric> GATED_FIRST = Comparator
		.comparing((Metric metric) -> !metric.gating.fails())
		.thenComparing(Comparator.naturalOrder());

	private final String id;

	private final String label;

	private final String unit;

	private final Direction direction;

	private final Function<MeasuredRound, Double> derivation;

	private final String heading;

	private final Format format;

	private final Compared compared;

	private final Threshold threshold;

	private final Gating gating;

	private final AlphaSpending spending;

	private final TrendSeries trend;

	/**
	 * @param heading its name in a table, with its unit; null for "label (unit)"
	 * @param threshold what judges it, or null for a metric only shown
	 * @param gating whether its regression fails the gate, and whether it must be
	 * answered
	 * @param spending how its α is spread over a sequential compare's looks
	 */
	Metric(String id, String label, String unit, Direction direction, Function<MeasuredRound, Double> derivation,
			String heading, Format format, Compared compared, Threshold threshold, Gating gating,
			AlphaSpending spending, TrendSeries trend) {
		if ((compared == Compared.SHOWN) != (threshold == null) || (gating.fails() && compared != Compared.RATIO)
				|| (trend.published() && compared != Compared.RATIO)) {
			throw new IllegalStateException(
					id + ": a compared metric has a threshold, and only a ratio gates or " + "is published");
		}
		this.id = id;
		this.label = label;
		this.unit = unit;
		this.direction = direction;
		this.derivation = derivation;
		this.heading = (heading != null) ? heading : label + " (" + unit + ")";
		this.format = format;
		this.compared = compared;
		this.threshold = threshold;
		this.gating = gating;
		this.spending = spending;
		this.trend = trend;
	}

	/**
	 * Returns the metric with a JSON key, e.g. {@code cpuUsPerRequest}, if any has it.
	 */
	public static Optional<Metric> ofId(String id) {
		return Arrays.stream(values()).filter((metric) -> metric.id.equals(id)).findFirst();
	}

	/** Returns every metric's id, in row order. */
	public static Set<String> ids() {
		return Arrays.stream(values()).map(Metric::id).collect(Collectors.toCollection(LinkedHashSet::new));
	}

	/**
	 * Returns the metrics compared as ratios, in the compare's display order: the gated
	 * ones first.
	 */
	public static List<Metric> comparedAsRatios() {
		return Arrays.stream(values())
			.filter((metric) -> metric.compared == Compared.RATIO)
			.sorted(GATED_FIRST)
			.toList();
	}

	/** Returns the metrics whose regression fails the gate, in row order. */
	public static List<Metric> gated() {
		return Arrays.stream(values()).filter(Metric::gates).toList();
	}

	/**
	 * Returns the metrics that must be answered ({@link Gating#decides()}), in row order:
	 * what a compare is planned, calibrated and stopped by.
	 */
	public static List<Metric> deciding() {
		return Arrays.stream(values()).filter((metric) -> metric.gating.decides()).toList();
	}

	/** Returns the metrics the trend publishes, in chart order: the gated ones first. */
	public static List<Metric> published() {
		return Arrays.stream(values()).filter((metric) -> metric.trend.published()).sorted(GATED_FIRST).toList();
	}

	/** Returns the JSON key, e.g. {@code cpuUsPerRequest}. */
	public String id() {
		return this.id;
	}

	/** Returns the human name, e.g. {@code CPU per request}. */
	public String label() {
		return this.label;
	}

	public String unit() {
		return this.unit;
	}

	public Direction direction() {
		return this.direction;
	}

	/** Returns its name in a table, with its unit, e.g. {@code CPU per request (µs)}. */
	public String heading() {
		return this.heading;
	}

	/** Returns how its figure reads. */
	public Format format() {
		return this.format;
	}

	/** Returns how base and head are compared. */
	public Compared compared() {
		return this.compared;
	}

	/** Returns what judges it; null for a metric only shown. */
	public Threshold threshold() {
		return this.threshold;
	}

	/** Returns whether its regression fails the gate. */
	public boolean gates() {
		return this.gating.fails();
	}

	/** Returns whether, and how far, its verdict decides the gate. */
	public Gating gating() {
		return this.gating;
	}

	/**
	 * Returns how a sequential compare spreads its α over the looks: for a gated metric
	 * its own false-alarm rate, for the others the level its interval is reported at.
	 */
	public AlphaSpending spending() {
		return this.spending;
	}

	/** Returns whether, and since when, the trend publishes it. */
	public TrendSeries trend() {
		return this.trend;
	}

	/**
	 * Returns this metric's value in a round, or null when the round does not have it (no
	 * direct round to divide by, or no completed request to time or divide CPU by).
	 */
	public Double valueOf(Round round) {
		return round.metrics().get(this);
	}

	/** Derives this metric's figure of a measured round, or null. */
	Double derive(MeasuredRound round) {
		return this.derivation.apply(round);
	}

}
