package dev.perflab.perf.compare;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.raw.RawRound;

/**
 * Judges a compare's rounds look by look ({@link SequentialDesign}): after each fork
 * whose pairs give an interval, every metric is compared at its own level in that look
 * (by its row's α spending) and the gated metrics decide together
 * ({@link Verdict#ofGate}); the first look with an answer (regressed, improved or
 * unchanged) is the run's, else its last look.
 * <p>
 * The run asks this after every fork whether to go on, and the report asks it again from
 * raw/run.json: the same rounds, the same design and the same last look give the same
 * verdict.
 */
public final class SequentialCompare {

	private SequentialCompare() {
	}

	/**
	 * The judgement of a run so far.
	 *
	 * @param comparison every metric at the last look's level (at the settings' own when
	 * no look had pairs enough)
	 * @param looks the looks in order; the last one is the run's
	 */
	public record Judgement(Comparison comparison, List<SequentialDesign.Look> looks) {

		/** Returns whether the run's answer is known at its last look. */
		public boolean answered() {
			return !this.looks.isEmpty() && this.looks.get(this.looks.size() - 1).answered();
		}

	}

	/**
	 * Judges the rounds of a compare.
	 * @param rounds the derived rounds of the forks measured so far
	 * @param pairsPerFork the JVM pairs of each fork (their units are numbered fork by
	 * fork)
	 * @param settings the thresholds and the run's one-sided confidence
	 * @param design the looks' levels
	 * @param ended whether the run measures no more forks whatever the last look says
	 * (its forks or its budget are spent)
	 */
	public static Judgement judge(List<Round> rounds, int pairsPerFork, CompareSettings settings,
			SequentialDesign design, boolean ended) {
		int forks = rounds.stream().mapToInt((round) -> forkOf(round, pairsPerFork)).max().orElse(0);
		int[] pairsAfterFork = new int[forks];
		for (int fork = 1; fork <= forks; fork++) {
			pairsAfterFork[fork - 1] = BaseHeadComparator
				.windowLogRatiosByUnit(upTo(rounds, pairsPerFork, fork), Metric.CPU_PER_REQUEST)
				.size();
		}
		Map<Integer, Comparison> byFork = new HashMap<>();
		List<SequentialDesign.Look> looks = design.looks(pairsAfterFork, ended, (fork, levels) -> {
			Comparison comparison = atLevels(upTo(rounds, pairsPerFork, fork), settings.thresholds(), levels);
			byFork.put(fork, comparison);
			// Stopped by what must be answered: a row that only fails on a regression
			// would keep every compare to its budget waiting for a tail to narrow.
			return Verdict.ofGate(comparison.metrics()
				.stream()
				.filter((metric) -> metric.metric().gating().decides())
				.map(MetricComparison::verdict)
				.toList());
		});
		Comparison last = looks.isEmpty() ? BaseHeadComparator.compare(rounds, settings)
				: byFork.get(looks.get(looks.size() - 1).forks());
		return new Judgement(last, looks);
	}

	/**
	 * Compares every metric at its own one-sided level: once per distinct level, each
	 * metric's row taken from the comparison at its level. The comparison's own settings
	 * are at the first compared metric's level (the first gated one's).
	 */
	private static Comparison atLevels(List<Round> rounds, Thresholds thresholds, Map<Metric, Double> levels) {
		Map<Double, Comparison> byLevel = new HashMap<>();
		for (double level : levels.values()) {
			byLevel.computeIfAbsent(level,
					(key) -> BaseHeadComparator.compare(rounds, new CompareSettings(thresholds, 1 - key)));
		}
		Comparison comparison = byLevel.get(levels.values().iterator().next());
		for (Map.Entry<Metric, Double> level : levels.entrySet()) {
			comparison = comparison.withMetricOf(byLevel.get(level.getValue()), level.getKey());
		}
		return comparison;
	}

	private static List<Round> upTo(List<Round> rounds, int pairsPerFork, int fork) {
		return rounds.stream().filter((round) -> forkOf(round, pairsPerFork) <= fork).toList();
	}

	private static int forkOf(Round round, int pairsPerFork) {
		return RawRound.forkOf(round.jvmPair(), pairsPerFork);
	}

}
