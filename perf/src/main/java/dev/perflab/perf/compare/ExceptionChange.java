package dev.perflab.perf.compare;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.raw.Target;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * Throwables per 1,000 requests, base against head, as a difference.
 * <p>
 * Not a ratio like the other counts: the clean gateway creates about none, so a ratio is
 * undefined or huge, and a rise from zero is exactly the news (a stack trace captured per
 * request). It has risen when every JVM pair, and at least {@value #MIN_PAIRS}, shows
 * head above base by more than the threshold: one pair in which it did not means the rise
 * is not the code's, and one pair alone cannot tell. A gateway throws a few at the end of
 * every window, when wrk closes its connections (about 15 per window of 8 connections in
 * the smoke runs: 5-7 per 1,000 requests of a 3 s window, 0.3-0.4 of a 10 s one), so a
 * single short pair once read +2.5 per 1,000 requests with no change. The figure is the
 * pair's whole count over its whole requests, so a window with a burst weighs by its
 * requests, not as one in a mean of rates.
 *
 * @param jvmPairs the base/head JVM pairs with a count on both sides
 * @param base base's throwables per 1,000 requests, all its pairs together
 * @param head head's, likewise
 * @param smallestPairRise the smallest head − base of one JVM pair
 * @param thresholdPer1k how much every pair must rise by
 * @param risen whether every pair, and at least {@value #MIN_PAIRS}, rose by more than
 * the threshold
 */
public record ExceptionChange(int jvmPairs, double base, double head, double smallestPairRise, double thresholdPer1k,
		boolean risen) {

	/** The fewest JVM pairs that can show a rise. */
	public static final int MIN_PAIRS = 2;

	public ExceptionChange {
		require(jvmPairs >= 1, "jvmPairs must be at least 1");
		require(base >= 0 && head >= 0, "base and head must not be negative");
		require(risen == rose(jvmPairs, smallestPairRise, thresholdPer1k),
				"risen must be smallestPairRise > thresholdPer1k over at least " + MIN_PAIRS + " pairs");
	}

	private static boolean rose(int jvmPairs, double smallestPairRise, double thresholdPer1k) {
		return jvmPairs >= MIN_PAIRS && smallestPairRise > thresholdPer1k;
	}

	/** Returns head − base, per 1,000 requests. */
	public double change() {
		return this.head - this.base;
	}

	/**
	 * Compares the throwables of a compare's rounds.
	 * @param rounds the derived rounds
	 * @param thresholdPer1k how much every pair must rise by
	 * @return null when no JVM pair has a count on both sides (an unrecorded base, a run
	 * of an older perf)
	 */
	static ExceptionChange of(List<Round> rounds, double thresholdPer1k) {
		Map<Integer, Round> base = BaseHeadComparator.byRound(rounds, Target.BASE);
		Map<Integer, long[]> baseByPair = new TreeMap<>();
		Map<Integer, long[]> headByPair = new TreeMap<>();
		for (Round head : BaseHeadComparator.byRound(rounds, Target.HEAD).values()) {
			Round paired = base.get(head.round());
			if (paired == null || head.throwables() == null || paired.throwables() == null) {
				continue;
			}
			add(baseByPair, paired);
			add(headByPair, head);
		}
		if (headByPair.isEmpty()) {
			return null;
		}
		double smallest = Double.POSITIVE_INFINITY;
		for (Integer pair : headByPair.keySet()) {
			smallest = Math.min(smallest, per1k(headByPair.get(pair)) - per1k(baseByPair.get(pair)));
		}
		return new ExceptionChange(headByPair.size(), per1k(total(baseByPair)), per1k(total(headByPair)), smallest,
				thresholdPer1k, rose(headByPair.size(), smallest, thresholdPer1k));
	}

	private static void add(Map<Integer, long[]> byPair, Round round) {
		long[] sums = byPair.computeIfAbsent(round.jvmPair(), (pair) -> new long[2]);
		sums[0] += round.throwables();
		sums[1] += round.wrk().requests();
	}

	private static long[] total(Map<Integer, long[]> byPair) {
		long[] sums = new long[2];
		byPair.values().forEach((pair) -> {
			sums[0] += pair[0];
			sums[1] += pair[1];
		});
		return sums;
	}

	private static double per1k(long[] sums) {
		return (sums[1] > 0) ? sums[0] * 1000.0 / sums[1] : 0;
	}

}
