package dev.perflab.perf.benchmark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Spread;
import dev.perflab.perf.metrics.TargetSummary;

/**
 * The two github-action-benchmark inputs of a run: bigger-is-better (throughput) and
 * smaller-is-better (CPU and allocation per request, latency). The action takes one
 * direction per step, so the directions go to two files.
 * <p>
 * The names key the gh-pages trend charts: renaming one starts a new chart and orphans
 * the old one, so they are constants.
 */
public record Benchmarks(List<BenchmarkEntry> bigger, List<BenchmarkEntry> smaller) {

	public static final String GATEWAY_RPS = "gateway RPS";

	public static final String DIRECT_RPS = "direct RPS";

	public static final String RATIO = "gateway/direct RPS ratio";

	public static final String GATEWAY_CPU = "gateway CPU per request";

	/**
	 * Heap bytes per request. Unlike CPU time it does not depend on the runner's speed,
	 * so its absolute figure is comparable across runners of one JDK.
	 */
	public static final String GATEWAY_ALLOCATION = "gateway allocation per request";

	public static final String GATEWAY_P50 = "gateway latency p50";

	public static final String GATEWAY_P99 = "gateway latency p99";

	/**
	 * The latency phase's p99, in milliseconds: like CPU time, it depends on the runner,
	 * so its chart is read per CPU model.
	 */
	public static final String GATEWAY_P99_AT_RATE = "gateway latency p99 at the rate";

	/**
	 * Builds the entries from the medians over the rounds.
	 * @param gateway the measured gateway's aggregates (head in compare mode)
	 * @param direct the direct backend's aggregates, or null if no direct rounds ran
	 * @param extra the environment fingerprint for every tooltip
	 */
	public static Benchmarks of(TargetSummary gateway, TargetSummary direct, String extra) {
		List<BenchmarkEntry> bigger = new ArrayList<>();
		add(bigger, GATEWAY_RPS, "req/s", gateway.get(Metric.RPS), extra);
		if (direct != null) {
			add(bigger, DIRECT_RPS, "req/s", direct.get(Metric.RPS), extra);
		}
		add(bigger, RATIO, "ratio", gateway.get(Metric.RATIO_TO_DIRECT), extra);
		List<BenchmarkEntry> smaller = new ArrayList<>();
		add(smaller, GATEWAY_CPU, "us/request", gateway.get(Metric.CPU_PER_REQUEST), extra);
		add(smaller, GATEWAY_ALLOCATION, "B/request", gateway.get(Metric.ALLOCATION_PER_REQUEST), extra);
		add(smaller, GATEWAY_P50, "ms", gateway.get(Metric.LATENCY_P50), extra);
		add(smaller, GATEWAY_P99, "ms", gateway.get(Metric.LATENCY_P99), extra);
		add(smaller, GATEWAY_P99_AT_RATE, "ms", gateway.get(Metric.LATENCY_AT_RATE_P99), extra);
		return new Benchmarks(List.copyOf(bigger), List.copyOf(smaller));
	}

	private static void add(List<BenchmarkEntry> entries, String name, String unit, Spread spread, String extra) {
		if (spread != null) {
			entries.add(new BenchmarkEntry(name, unit, spread.median(), range(spread), extra));
		}
	}

	/**
	 * The spread over rounds as the coefficient of variation, e.g. {@code ± 3.1%}: the
	 * number to hold a point-to-point change on the chart against.
	 */
	static String range(Spread spread) {
		return (spread.cv() != null) ? String.format(Locale.ROOT, "± %.1f%%", spread.cv() * 100) : null;
	}

}
