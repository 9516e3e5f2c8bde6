package dev.perflab.perf.hotspots;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.apache.commons.statistics.inference.FisherExactTest;

/**
 * Compares base's and head's execution samples method by method and keeps the shifts that
 * sampling noise does not explain.
 * <p>
 * For each method and measure, the 2x2 table (samples with / without the method, in head
 * / in base) gets Fisher's exact test, two-sided: exact also for the many methods seen a
 * handful of times, where a chi-squared approximation is not. Thousands of methods are
 * tested at once, so the family-wise error rate is controlled with Bonferroni, over only
 * the testable tables (Tarone): a method seen in 3 samples in all cannot reach p =
 * 0.05/2000 however its samples split, and counting it would only cost the others power.
 * That is how JDK and framework methods drop out: by their counts, never by their names.
 * <p>
 * Execution samples are not independent draws: a method that runs for 50 ms is sampled
 * several times in a row, so Fisher's p is smaller than it should be for a long-running
 * method. A shift must also move the method's share by {@link #MIN_SHARE_CHANGE} or more
 * to be listed, a size below which a share is not worth reading even if the shift is real
 * (two JVMs of one jar inline and compile differently).
 * <p>
 * Nor are samples independent across JVMs: each JVM's JIT inlines and compiles in its own
 * way, so a method can show up in one head JVM's stacks and in no base JVM's, and the
 * pooled counts call that a shift. With several base/head JVM pairs, a shift is listed
 * only when it goes the same way in every pair: a regression of the code is in every head
 * JVM, an accident of one JVM's JIT is not.
 */
public final class HotspotAnalyzer {

	/** Family-wise error rate of all the tests of one comparison. */
	public static final double ALPHA = 0.05;

	/** One percentage point of the samples. */
	public static final double MIN_SHARE_CHANGE = 0.01;

	private static final FisherExactTest FISHER = FisherExactTest.withDefaults();

	private HotspotAnalyzer() {
	}

	/**
	 * Compares with the defaults.
	 */
	public static HotspotComparison compare(MethodSamples base, MethodSamples head) {
		return compare(base, head, ALPHA, MIN_SHARE_CHANGE);
	}

	/**
	 * Compares the pooled samples of base/head JVM pairs with the defaults, keeping only
	 * the shifts that go the same way in every pair.
	 * @param bases each pair's base samples
	 * @param heads each pair's head samples, in the same order
	 * @throws IllegalArgumentException if the lists differ in length
	 */
	public static HotspotComparison compare(List<MethodSamples> bases, List<MethodSamples> heads) {
		if (bases.size() != heads.size()) {
			throw new IllegalArgumentException(bases.size() + " base and " + heads.size() + " head recordings");
		}
		HotspotComparison pooled = compare(MethodSamples.sum(bases), MethodSamples.sum(heads));
		List<MethodShift> consistent = pooled.shifts()
			.stream()
			.filter((shift) -> sameWayInEveryPair(shift, bases, heads))
			.toList();
		return new HotspotComparison(pooled.baseSamples(), pooled.headSamples(), pooled.alpha(), pooled.tests(),
				pooled.minShareChange(), consistent);
	}

	/** Pairs without samples on either side cannot tell, and are passed over. */
	private static boolean sameWayInEveryPair(MethodShift shift, List<MethodSamples> bases, List<MethodSamples> heads) {
		for (int i = 0; i < bases.size(); i++) {
			MethodSamples base = bases.get(i);
			MethodSamples head = heads.get(i);
			if (base.samples() == 0 || head.samples() == 0) {
				continue;
			}
			double baseShare = (double) base.count(shift.measure(), shift.method()) / base.samples();
			double headShare = (double) head.count(shift.measure(), shift.method()) / head.samples();
			boolean sameWay = (shift.shareChange() > 0) ? headShare > baseShare : headShare < baseShare;
			if (!sameWay) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Compares.
	 * @param alpha family-wise error rate
	 * @param minShareChange smallest change of share listed, as a fraction
	 * @return the comparison; no shifts when either recording has no samples
	 */
	public static HotspotComparison compare(MethodSamples base, MethodSamples head, double alpha,
			double minShareChange) {
		if (base.samples() == 0 || head.samples() == 0) {
			return new HotspotComparison(base.samples(), head.samples(), alpha, 0, minShareChange, List.of());
		}
		List<Candidate> candidates = new ArrayList<>();
		for (Measure measure : Measure.values()) {
			TreeSet<String> methods = new TreeSet<>(
					(measure == Measure.ON_STACK) ? base.onStack().keySet() : base.self().keySet());
			methods.addAll((measure == Measure.ON_STACK) ? head.onStack().keySet() : head.self().keySet());
			for (String method : methods) {
				candidates
					.add(new Candidate(method, measure, base.count(measure, method), head.count(measure, method)));
			}
		}
		Map<Long, Double> minimumP = new HashMap<>();
		for (Candidate candidate : candidates) {
			candidate.minimumP = minimumP.computeIfAbsent(candidate.base + candidate.head,
					(total) -> minimumP(total, base.samples(), head.samples()));
		}
		int tests = taroneCount(candidates, alpha);
		double level = alpha / Math.max(tests, 1);
		List<MethodShift> shifts = new ArrayList<>();
		for (Candidate candidate : candidates) {
			if (candidate.minimumP > level) {
				continue;
			}
			MethodShift shift = new MethodShift(candidate.method, candidate.measure, candidate.base, base.samples(),
					candidate.head, head.samples(), 1);
			if (Math.abs(shift.shareChange()) < minShareChange) {
				continue;
			}
			double p = fisher(candidate.base, base.samples(), candidate.head, head.samples());
			if (p <= level) {
				shifts.add(new MethodShift(candidate.method, candidate.measure, candidate.base, base.samples(),
						candidate.head, head.samples(), p));
			}
		}
		shifts.sort(Comparator.comparing(MethodShift::newInHead)
			.reversed()
			.thenComparing(Comparator.comparingDouble((MethodShift shift) -> Math.abs(shift.shareChange())).reversed())
			.thenComparing(MethodShift::method)
			.thenComparing(MethodShift::measure));
		return new HotspotComparison(base.samples(), head.samples(), alpha, tests, minShareChange, shifts);
	}

	/**
	 * Tarone's count: the smallest k such that at most k tables can reach alpha / k at
	 * all.
	 */
	private static int taroneCount(List<Candidate> candidates, double alpha) {
		double[] minima = candidates.stream().mapToDouble((candidate) -> candidate.minimumP).sorted().toArray();
		// How many tables can reach alpha / k only falls as k grows.
		int testable = minima.length;
		for (int k = 1; k <= minima.length; k++) {
			while (testable > 0 && minima[testable - 1] > alpha / k) {
				testable--;
			}
			if (testable <= k) {
				return k;
			}
		}
		return Math.max(minima.length, 1);
	}

	/**
	 * The smallest p any split of {@code total} samples between head and base can give:
	 * all of them in one recording.
	 */
	private static double minimumP(long total, long baseSamples, long headSamples) {
		double allInHead = (total <= headSamples) ? fisher(0, baseSamples, total, headSamples) : 1;
		double allInBase = (total <= baseSamples) ? fisher(total, baseSamples, 0, headSamples) : 1;
		return Math.min(allInHead, allInBase);
	}

	private static double fisher(long baseCount, long baseSamples, long headCount, long headSamples) {
		int[][] table = { { Math.toIntExact(headCount), Math.toIntExact(headSamples - headCount) },
				{ Math.toIntExact(baseCount), Math.toIntExact(baseSamples - baseCount) } };
		return FISHER.test(table).getPValue();
	}

	private static final class Candidate {

		private final String method;

		private final Measure measure;

		private final long base;

		private final long head;

		private double minimumP;

		Candidate(String method, Measure measure, long base, long head) {
			this.method = method;
			this.measure = measure;
			this.base = base;
			this.head = head;
		}

	}

}
