package dev.perflab.perf.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

import org.apache.commons.statistics.descriptive.Median;

import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.raw.Target;

/**
 * Pairs base and head rounds by round number and compares every metric compared as a
 * ratio ({@link Metric#comparedAsRatios()}), and exceptions as a difference.
 */
public final class BaseHeadComparator {

	/**
	 * Fewer pairs give no interval, hence no verdict but inconclusive: a spread estimated
	 * from one or two degrees of freedom says little about the next run. (In a 2-pair A/A
	 * smoke run on this project's machine both pairs came out -18%, the head JVM less
	 * warmed.)
	 */
	public static final int MIN_PAIRS = 4;

	private BaseHeadComparator() {
	}

	/**
	 * Compares.
	 * @param rounds the derived rounds of a compare run
	 */
	public static Comparison compare(List<Round> rounds, CompareSettings settings) {
		Map<Integer, Round> base = byRound(rounds, Target.BASE);
		Map<Integer, Round> head = byRound(rounds, Target.HEAD);
		List<Integer> paired = new ArrayList<>();
		List<Integer> unpaired = new ArrayList<>();
		TreeSet<Integer> all = new TreeSet<>(base.keySet());
		all.addAll(head.keySet());
		for (Integer round : all) {
			((base.containsKey(round) && head.containsKey(round)) ? paired : unpaired).add(round);
		}
		double confidence = settings.intervalConfidence();
		List<MetricComparison> metrics = new ArrayList<>();
		for (Metric metric : Metric.comparedAsRatios()) {
			MetricComparison compared = compare(metric, paired, base, head, settings.thresholds().of(metric),
					confidence);
			if (compared != null) {
				metrics.add(compared);
			}
		}
		return new Comparison(settings, List.copyOf(paired), List.copyOf(unpaired), List.copyOf(metrics),
				ExceptionChange.of(rounds, settings.thresholds().of(Metric.EXCEPTIONS_PER_1K_REQUESTS)));
	}

	private static MetricComparison compare(Metric metric, List<Integer> paired, Map<Integer, Round> base,
			Map<Integer, Round> head, double threshold, double confidence) {
		List<double[]> pairs = new ArrayList<>();
		List<Integer> units = new ArrayList<>();
		for (Integer round : paired) {
			Double b = metric.valueOf(base.get(round));
			Double h = metric.valueOf(head.get(round));
			if (b != null && h != null) {
				pairs.add(new double[] { b, h });
				units.add(unitOf(head.get(round)));
			}
		}
		if (pairs.isEmpty() && metric != Metric.CPU_PER_REQUEST) {
			// Not measured (a run of an older perf, a count not read): no row, rather
			// than
			// an inconclusive one that would hold the verdict.
			return null;
		}
		if (pairs.isEmpty()) {
			return MetricComparison.of(metric, 0, null, null, null, Interval.NONE, null, threshold,
					Verdict.INCONCLUSIVE, "no base/head pairs", List.of());
		}
		double[] baseValues = pairs.stream().mapToDouble((pair) -> pair[0]).toArray();
		double[] headValues = pairs.stream().mapToDouble((pair) -> pair[1]).toArray();
		double baseMedian = Median.withDefaults().evaluate(baseValues);
		double headMedian = Median.withDefaults().evaluate(headValues);
		List<Double> windowRatios = pairs.stream()
			.map((pair) -> pair[1] / pair[0])
			.map((ratio) -> Double.isFinite(ratio) ? ratio : null)
			.toList();
		if (pairs.stream().anyMatch((pair) -> !(pair[0] > 0 && pair[1] > 0))) {
			// A zero (no CPU tick in a very short round) has no ratio.
			return MetricComparison.of(metric, pairs.size(), baseMedian, headMedian, null, Interval.NONE, null,
					threshold, Verdict.INCONCLUSIVE, "a zero value: no ratio (rounds too short?)", windowRatios);
		}
		PairSpreads spreads = PairSpreads.of(List.copyOf(windowLogRatiosByUnit(pairs, units).values()));
		double[] logRatios = spreads.pairMeans();
		double ratio = Math.exp(PairedTInterval.mean(logRatios));
		if (logRatios.length < MIN_PAIRS) {
			return MetricComparison.of(metric, pairs.size(), baseMedian, headMedian, ratio, Interval.NONE, null,
					threshold, Verdict.INCONCLUSIVE,
					"fewer than " + MIN_PAIRS + " base/head JVM pairs: no interval, no verdict", windowRatios);
		}
		double[] interval = PairedTInterval.meanInterval(logRatios, confidence);
		double low = Math.exp(interval[0]);
		double high = Math.exp(interval[1]);
		Verdict verdict = VerdictRule.decide(metric.direction(), ratio, low, high, threshold);
		Sensitivity sensitivity = Sensitivity.of(spreads, confidence, threshold);
		return MetricComparison.of(metric, pairs.size(), baseMedian, headMedian, ratio,
				new Interval(low, high, confidence), sensitivity, threshold, verdict, null, windowRatios);
	}

	/**
	 * Returns one metric's window log-ratios ln(head / base) of each unit (JVM pair) of a
	 * compare run, from the window pairs where both sides have a positive value: the
	 * pairing the comparison uses, for those that resample it (the calibration).
	 * @param rounds the derived rounds of a compare run
	 * @return one array per unit, by unit: its JVM pair's number
	 */
	public static SortedMap<Integer, double[]> windowLogRatiosByUnit(List<Round> rounds, Metric metric) {
		Map<Integer, Round> base = byRound(rounds, Target.BASE);
		List<double[]> pairs = new ArrayList<>();
		List<Integer> units = new ArrayList<>();
		for (Round head : byRound(rounds, Target.HEAD).values()) {
			Round paired = base.get(head.round());
			Double b = (paired != null) ? metric.valueOf(paired) : null;
			Double h = metric.valueOf(head);
			if (b != null && h != null && b > 0 && h > 0) {
				pairs.add(new double[] { b, h });
				units.add(unitOf(head));
			}
		}
		return windowLogRatiosByUnit(pairs, units);
	}

	/**
	 * Returns the independent unit a pair belongs to: its JVM pair. In runs without
	 * forks, each pair is its own unit.
	 */
	private static int unitOf(Round round) {
		return (round.jvmPair() > 0) ? round.jvmPair() : -round.round();
	}

	/**
	 * Returns the window log-ratios ln(head / base) of each unit, in unit order. A unit's
	 * log-ratio is the mean over its windows ({@link PairSpreads}): the windows of one
	 * fork share their two JVMs, so they are not independent; the JIT's choices in each
	 * JVM shift every window of the fork alike (1-1.5% between two starts of one jar on
	 * the lab machine), and only the spread between forks says how far another run could
	 * land.
	 * @param pairs the window pairs {base, head}
	 * @param units the unit of each window pair
	 */
	static SortedMap<Integer, double[]> windowLogRatiosByUnit(List<double[]> pairs, List<Integer> units) {
		SortedMap<Integer, List<Double>> byUnit = new TreeMap<>();
		for (int i = 0; i < pairs.size(); i++) {
			double[] pair = pairs.get(i);
			byUnit.computeIfAbsent(units.get(i), (unit) -> new ArrayList<>()).add(Math.log(pair[1] / pair[0]));
		}
		SortedMap<Integer, double[]> arrays = new TreeMap<>();
		byUnit.forEach((unit, logs) -> arrays.put(unit, logs.stream().mapToDouble(Double::doubleValue).toArray()));
		return arrays;
	}

	static Map<Integer, Round> byRound(List<Round> rounds, Target target) {
		Map<Integer, Round> byRound = new TreeMap<>();
		rounds.stream()
			.filter((round) -> round.target() == target)
			.forEach((round) -> byRound.put(round.round(), round));
		return byRound;
	}

}
