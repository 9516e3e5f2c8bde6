package dev.perflab.perf.compare;

import java.nio.file.Path;
import java.util.List;

import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.TestRuns;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Threshold;
import dev.perflab.perf.metrics.MetricsCalculator;
import dev.perflab.perf.metrics.Round;
import dev.perflab.perf.raw.RawRunJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class BaseHeadComparatorTests {

	@TempDir
	Path directory;

	@Test
	void reportsAClearlySlowerHeadAsRegressed() {
		Comparison comparison = compare(TestRuns.compareSlowerHead(this.directory));
		assertThat(comparison.pairedRounds()).containsExactly(1, 2, 3, 4, 5);
		MetricComparison cpu = metric(comparison, Metric.CPU_PER_REQUEST);
		assertThat(cpu.windowPairs()).isEqualTo(5);
		assertThat(cpu.base()).isCloseTo(180.0, within(1e-9));
		assertThat(cpu.head()).isCloseTo(198.0, within(1e-9));
		assertThat(cpu.changePercent()).isCloseTo(10.0, within(0.05));
		assertThat(cpu.interval().low()).isGreaterThan(1.09);
		assertThat(cpu.interval().high()).isLessThan(1.11);
		assertThat(cpu.verdict()).isEqualTo(Verdict.REGRESSED);
		MetricComparison rps = metric(comparison, Metric.RPS);
		assertThat(rps.base()).isEqualTo(5_000.0);
		assertThat(rps.head()).isEqualTo(4_500.0);
		assertThat(rps.ratio()).isCloseTo(0.9, within(1e-12));
		assertThat(rps.verdict()).isEqualTo(Verdict.REGRESSED);
		MetricComparison p50 = metric(comparison, Metric.LATENCY_P50);
		assertThat(p50.changePercent()).isCloseTo(11.11, within(0.01));
		assertThat(p50.verdict()).isEqualTo(Verdict.REGRESSED);
		// p90 2.5 -> 2.8 ms is +12%; p99 4.0 -> 4.3 ms is +7.5%, beyond half the 10%
		// threshold.
		assertThat(metric(comparison, Metric.LATENCY_P90).verdict()).isEqualTo(Verdict.REGRESSED);
		assertThat(metric(comparison, Metric.LATENCY_P99).verdict()).isEqualTo(Verdict.REGRESSED);
		// Only CPU per request gates; the others carry a verdict for the reader.
		assertThat(comparison.regressions()).extracting(MetricComparison::metric)
			.containsExactly(Metric.CPU_PER_REQUEST);
	}

	@Test
	void findsNothingWhenBaseAndHeadAreIdentical() {
		Comparison comparison = compare(TestRuns.compareIdentical(this.directory));
		for (MetricComparison metric : comparison.metrics()) {
			assertThat(metric.ratio()).as(metric.metric().id()).isCloseTo(1.0, within(1e-12));
			assertThat(metric.interval().low()).isCloseTo(1.0, within(1e-12));
			assertThat(metric.interval().high()).isCloseTo(1.0, within(1e-12));
			assertThat(metric.verdict()).isEqualTo(Verdict.UNCHANGED);
		}
	}

	@Test
	void doesNotCallANoisyMetricARegression() {
		Comparison comparison = compare(TestRuns.compareNoisyP99(this.directory));
		MetricComparison p99 = metric(comparison, Metric.LATENCY_P99);
		// ratios 2.2, 0.444, 3.25, 0.417, 1.667: geometric mean 1.172, beyond 10% ...
		assertThat(p99.changePercent()).isCloseTo(17.2, within(0.1));
		// ... but the pairs disagree, so the interval spans no change.
		assertThat(p99.interval().low()).isLessThan(1.0);
		assertThat(p99.interval().high()).isGreaterThan(1.0);
		// Nor "unchanged": an interval this wide would hold a 50% regression too.
		assertThat(p99.detectableChangePercent()).isGreaterThan(10);
		assertThat(p99.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
		assertThat(comparison.regressions()).isEmpty();
	}

	@Test
	void leavesUnpairedRoundsOut() {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(this.directory)
			.gateway(1, "base", 50_000, 900)
			.add()
			.gateway(1, "head", 50_000, 900)
			.add()
			.gateway(2, "base", 50_000, 900)
			.add();
		Comparison comparison = compare(fixture);
		assertThat(comparison.pairedRounds()).containsExactly(1);
		assertThat(comparison.unpairedRounds()).containsExactly(2);
		MetricComparison cpu = metric(comparison, Metric.CPU_PER_REQUEST);
		assertThat(cpu.windowPairs()).isEqualTo(1);
		assertThat(cpu.interval().low()).isNull();
		assertThat(cpu.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
		assertThat(cpu.note()).isEqualTo("fewer than 4 base/head JVM pairs: no interval, no verdict");
	}

	@Test
	void hasNoRatioForAZeroValue() {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(this.directory);
		for (int round = 1; round <= 3; round++) {
			fixture.gateway(round, "base", 50_000, 0).add().gateway(round, "head", 50_000, 900).add();
		}
		MetricComparison cpu = metric(compare(fixture), Metric.CPU_PER_REQUEST);
		assertThat(cpu.ratio()).isNull();
		assertThat(cpu.windowRatios()).containsOnlyNulls().hasSize(3);
		assertThat(cpu.verdict()).isEqualTo(Verdict.INCONCLUSIVE);
		assertThat(cpu.note()).startsWith("a zero value");
	}

	@Test
	void honoursTheThresholds() {
		Comparison comparison = BaseHeadComparator.compare(rounds(TestRuns.compareSlowerHead(this.directory)),
				new CompareSettings(everyThresholdAt(25), 0.95));
		assertThat(comparison.regressions()).isEmpty();
	}

	private static Comparison compare(RunDirectoryFixture fixture) {
		return BaseHeadComparator.compare(rounds(fixture), CompareSettings.defaults());
	}

	private static List<Round> rounds(RunDirectoryFixture fixture) {
		return MetricsCalculator.derive(RawRunJson.read(fixture.write()).rounds());
	}

	private static MetricComparison metric(Comparison comparison, Metric metric) {
		return comparison.metrics().stream().filter((m) -> m.metric() == metric).findFirst().orElseThrow();
	}

	@Test
	void takesOneRatioPerForkSoThatWindowsOfOneJvmPairCountOnce() {
		// Fork 1: head 10% slower in both windows; fork 2: 0% in three windows. Pooled
		// by window this would lean towards fork 2; by fork, it is the mean of +10% and
		// 0%.
		List<double[]> pairs = List.of(new double[] { 100, 110 }, new double[] { 100, 110 }, new double[] { 100, 100 },
				new double[] { 100, 100 }, new double[] { 100, 100 });
		double[] perFork = PairSpreads
			.of(List.copyOf(BaseHeadComparator.windowLogRatiosByUnit(pairs, List.of(1, 1, 2, 2, 2)).values()))
			.pairMeans();
		assertThat(perFork).containsExactly(Math.log(1.1), 0.0);
		// Without forks, every pair is its own unit.
		assertThat(BaseHeadComparator.windowLogRatiosByUnit(pairs, List.of(-1, -2, -3, -4, -5))).hasSize(5);
	}

	private static Thresholds everyThresholdAt(double value) {
		Thresholds thresholds = Thresholds.defaults();
		for (Threshold threshold : Threshold.values()) {
			thresholds = thresholds.with(threshold, value);
		}
		return thresholds;
	}

}
