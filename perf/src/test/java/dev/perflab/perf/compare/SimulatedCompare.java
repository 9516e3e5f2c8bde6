package dev.perflab.perf.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import dev.perflab.perf.metrics.MetricsCalculator;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.raw.CpuTicks;
import dev.perflab.perf.raw.RawRound;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.raw.WrkSummary;

/**
 * Compare rounds made from chosen window log-ratios of CPU per request (and of allocation
 * per request, when given): base at 100 µs per request, head at 100 µs × e^ratio,
 * numbered as a run numbers them (pair after pair, window after window), so that the code
 * under test reads them as it reads a run.
 */
final class SimulatedCompare {

	private static final long REQUESTS = 10_000;

	private static final long BASE_NANOS = 1_000_000_000L;

	/** 40,000 bytes per request over the rounds' requests. */
	private static final long BASE_BYTES = 40_000 * REQUESTS;

	private SimulatedCompare() {
	}

	/**
	 * Returns the derived rounds of JVM pairs with these window log-ratios.
	 * @param pairs each JVM pair's window log-ratios ln(head / base), in pair order
	 */
	static List<Round> rounds(List<double[]> pairs) {
		return rounds(pairs, null);
	}

	/**
	 * Returns the derived rounds of JVM pairs with these window log-ratios of CPU per
	 * request and of allocation per request (base 40,000 bytes per request), window by
	 * window.
	 * @param cpu each JVM pair's window log-ratios of CPU
	 * @param allocation each JVM pair's window log-ratios of allocation, shaped as cpu;
	 * null for rounds that count no allocation
	 */
	static List<Round> rounds(List<double[]> cpu, List<double[]> allocation) {
		List<RawRound> raw = new ArrayList<>();
		int round = 0;
		for (int pair = 0; pair < cpu.size(); pair++) {
			for (int window = 0; window < cpu.get(pair).length; window++) {
				round++;
				long start = 1_000L * round;
				raw.add(round(raw.size() + 1, round, pair + 1, Target.BASE, start, BASE_NANOS,
						(allocation != null) ? BASE_BYTES : null));
				raw.add(round(raw.size() + 1, round, pair + 1, Target.HEAD, start,
						Math.round(BASE_NANOS * Math.exp(cpu.get(pair)[window])),
						(allocation != null) ? Math.round(BASE_BYTES * Math.exp(allocation.get(pair)[window])) : null));
			}
		}
		return MetricsCalculator.derive(raw);
	}

	/**
	 * Returns JVM pairs of normal offsets with normal windows around them.
	 * @param shift the log-ratio every pair is shifted by (0 for A/A)
	 */
	static List<double[]> normalPairs(int pairs, int windows, double shift, double pairSd, double windowSd,
			SplittableRandom random) {
		List<double[]> result = new ArrayList<>();
		for (int p = 0; p < pairs; p++) {
			double offset = shift + pairSd * random.nextGaussian();
			double[] values = new double[windows];
			for (int w = 0; w < windows; w++) {
				values[w] = offset + windowSd * random.nextGaussian();
			}
			result.add(values);
		}
		return result;
	}

	private static RawRound round(int sequence, int round, int pair, Target target, long start, long nanos,
			Long allocatedBytes) {
		WrkSummary wrk = new WrkSummary(REQUESTS, 10_000_000, 1_000_000, new WrkSummary.Errors(0, 0, 0, 0, 0),
				new WrkSummary.Latency(800, 100, 700, 900, 1_200, 1_500, 2_000), null);
		return new RawRound(sequence, round, pair, target, "http://127.0.0.1/", start, start + 10_000, wrk,
				new CpuTicks(BASE_NANOS, Map.of(target.process(), new CpuTicks.Span(0, nanos, 0))), allocatedBytes,
				null, null);
	}

}
