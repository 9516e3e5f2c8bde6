package dev.perflab.perf.compare;

import java.nio.file.Path;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.MetricsCalculator;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.raw.AtRate;
import dev.perflab.perf.raw.RawRunJson;
import dev.perflab.perf.view.ComparisonReasons;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The latency phase's percentiles are compared like any ratio metric, one window pair per
 * JVM pair, from the histogram that raw/run.json keeps; a gateway that did not sustain
 * the rate has no latency, and its pair drops out rather than being read.
 */
class LatencyAtRateTests {

	@TempDir
	Path directory;

	@Test
	void aDelayedTailReadsAsARegressionOfP99AndNotOfP50() {
		// Base: every request 2 ms. Head: one request in 50 takes 30 ms more.
		List<Round> rounds = rounds(4, false);
		Comparison comparison = BaseHeadComparator.compare(rounds, CompareSettings.defaults());
		MetricComparison p99 = row(comparison, Metric.LATENCY_AT_RATE_P99);
		assertThat(p99.windowPairs()).isEqualTo(4);
		assertThat(p99.base()).isCloseTo(2.0, within(0.01));
		assertThat(p99.ratio()).isGreaterThan(10);
		assertThat(p99.verdict()).isEqualTo(Verdict.REGRESSED);
		assertThat(row(comparison, Metric.LATENCY_AT_RATE_P50).changePercent()).isCloseTo(0, within(1.0));
		// It fails the gate, with the reason a reviewer reads.
		assertThat(comparison.regressions()).extracting(MetricComparison::metric)
			.containsExactly(Metric.LATENCY_AT_RATE_P99);
		assertThat(ComparisonReasons.failures(comparison.metrics()))
			.anySatisfy((reason) -> assertThat(reason).startsWith("latency p99 at the rate regressed by +"));
	}

	@Test
	void anInconclusiveP99LeavesTheGateToWhatMustBeAnswered() {
		// The last head fell behind: 3 pairs, no interval, p99 inconclusive.
		Comparison comparison = BaseHeadComparator.compare(rounds(4, true), CompareSettings.defaults());
		assertThat(row(comparison, Metric.LATENCY_AT_RATE_P99).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
		assertThat(ComparisonReasons.inconclusive(comparison.metrics()))
			.noneSatisfy((reason) -> assertThat(reason).contains("at the rate"));
	}

	@Test
	void aGatewayThatDidNotKeepUpIsNotReadAsLatency() {
		List<Round> rounds = rounds(4, true);
		assertThat(rounds.stream().filter((round) -> round.atRate() != null)).hasSize(8);
		assertThat(rounds.stream().map(Metric.LATENCY_AT_RATE_P99::valueOf).filter((p99) -> p99 != null)).hasSize(7);
		MetricComparison p99 = row(BaseHeadComparator.compare(rounds, CompareSettings.defaults()),
				Metric.LATENCY_AT_RATE_P99);
		assertThat(p99.windowPairs()).isEqualTo(3);
		assertThat(p99.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
	}

	/**
	 * 130 answers a window, as on a slow runner at the default rate: p99 is then the
	 * slowest answer or the one before it, and is not read, even where the tail moved (no
	 * row to judge); p90 (13 answers beyond it) still is.
	 */
	@Test
	void aPercentileWithTooFewAnswersBeyondItIsNotRead() {
		assertThat(AtRate.requestsToRead(99)).isEqualTo(1_000);
		assertThat(AtRate.requestsToRead(99.9)).isEqualTo(10_000);
		assertThat(AtRate.requestsToRead(90)).isEqualTo(100);
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(this.directory).run("windows", 1);
		for (int pair = 1; pair <= 4; pair++) {
			fixture.gateway(pair, "base", 20_000, 900).set("jvmPair", pair).atRate(window(130, 2_000, 0, false)).add();
			fixture.gateway(pair, "head", 20_000, 900)
				.set("jvmPair", pair)
				.atRate(window(130, 2_000, 30_000 + 100 * pair, false))
				.add();
		}
		List<Round> rounds = MetricsCalculator.derive(RawRunJson.read(fixture.write()).rounds());
		assertThat(rounds.stream().map(Metric.LATENCY_AT_RATE_P99::valueOf)).containsOnlyNulls();
		assertThat(rounds.stream().map(Metric.LATENCY_AT_RATE_P90::valueOf)).doesNotContainNull();
		Comparison comparison = BaseHeadComparator.compare(rounds, CompareSettings.defaults());
		assertThat(comparison.metrics()).extracting(MetricComparison::metric)
			.contains(Metric.LATENCY_AT_RATE_P90)
			.doesNotContain(Metric.LATENCY_AT_RATE_P99);
		assertThat(comparison.regressions()).isEmpty();
	}

	private List<Round> rounds(int pairs, boolean lastHeadsFallBehind) {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(this.directory).run("windows", 1);
		for (int pair = 1; pair <= pairs; pair++) {
			boolean behind = lastHeadsFallBehind && pair == pairs;
			fixture.gateway(pair, "base", 20_000, 900).set("jvmPair", pair).atRate(window(2_000, 0, false)).add();
			fixture.gateway(pair, "head", 20_000, 900)
				.set("jvmPair", pair)
				.atRate(window(2_000, 30_000 + 100 * pair, behind))
				.add();
		}
		return MetricsCalculator.derive(RawRunJson.read(fixture.write()).rounds());
	}

	/** 4,000 requests of this latency, one in 50 later by {@code tailMicros}. */
	private static AtRate window(long micros, long tailMicros, boolean behind) {
		return window(4_000, micros, tailMicros, behind);
	}

	/**
	 * {@code requests} of this latency in 10 s, one in 50 later by {@code tailMicros};
	 * behind: answered over 12.5 s instead.
	 */
	private static AtRate window(int requests, long micros, long tailMicros, boolean behind) {
		Histogram latencies = AtRate.newHistogram();
		for (int i = 1; i <= requests; i++) {
			latencies.recordValue(micros + ((i % 50 == 0) ? tailMicros : 0));
		}
		return AtRate.of(requests / 10.0, requests, 0, behind ? 12_500 : 10_010, latencies, List.of());
	}

	private static MetricComparison row(Comparison comparison, Metric metric) {
		return comparison.metrics().stream().filter((row) -> row.metric() == metric).findFirst().orElseThrow();
	}

}
