package dev.perflab.perf.metrics;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The lists the pipeline used to spell out, now derived from the metric rows, are what
 * they were: a row added or changed moves them, nothing else does.
 */
class MetricTests {

	@Test
	void theComparedMetricsAreTheFormerListInItsOrder() {
		// BaseHeadComparator.METRICS
		// with the latency phase's p99 gated, after the other gated rows
		assertThat(Metric.comparedAsRatios()).containsExactly(Metric.CPU_PER_REQUEST, Metric.ALLOCATION_PER_REQUEST,
				Metric.LATENCY_AT_RATE_P99, Metric.RPS, Metric.LATENCY_P50, Metric.LATENCY_P90, Metric.LATENCY_P99,
				Metric.LATENCY_AT_RATE_P50, Metric.LATENCY_AT_RATE_P90, Metric.LATENCY_AT_RATE_P999);
	}

	@Test
	void cpuAndAllocationDecideTheGateAndTheLatencyPhasesP99FailsItOnARegression() {
		// BaseHeadComparator.GATED, BisectMetric's values
		assertThat(Metric.gated()).containsExactly(Metric.CPU_PER_REQUEST, Metric.ALLOCATION_PER_REQUEST,
				Metric.LATENCY_AT_RATE_P99);
		assertThat(Metric.gated()).extracting((metric) -> metric.threshold().shortName())
			.containsExactly("cpu", "allocation", "latency-at-rate");
		assertThat(Metric.deciding()).containsExactly(Metric.CPU_PER_REQUEST, Metric.ALLOCATION_PER_REQUEST);
		assertThat(Metric.LATENCY_AT_RATE_P99.gating()).isEqualTo(Gating.REGRESSION_ONLY);
	}

	@Test
	void theTrendPublishesWhatItDid() {
		// TrendIndex.PUBLISHED (one direction each but throughput, so the order within a
		// direction is what a reader sees) and LATER
		assertThat(Metric.published()).containsExactlyInAnyOrder(Metric.CPU_PER_REQUEST, Metric.ALLOCATION_PER_REQUEST,
				Metric.LATENCY_AT_RATE_P99, Metric.LATENCY_P50, Metric.LATENCY_P99, Metric.RPS);
		assertThat(Metric.published().stream().filter((m) -> m.direction() == Direction.SMALLER_IS_BETTER))
			.containsExactly(Metric.CPU_PER_REQUEST, Metric.ALLOCATION_PER_REQUEST, Metric.LATENCY_AT_RATE_P99,
					Metric.LATENCY_P50, Metric.LATENCY_P99);
		assertThat(Arrays.stream(Metric.values()).filter((m) -> m.trend() == TrendSeries.PUBLISHED_LATER))
			.containsExactly(Metric.ALLOCATION_PER_REQUEST, Metric.LATENCY_AT_RATE_P99);
	}

	@Test
	void aSingleRunShowsEveryRowInTheFormerOrder() {
		// RunMarkdown.SINGLE_ROWS
		assertThat(Metric.values()).containsExactly(Metric.RPS, Metric.RATIO_TO_DIRECT, Metric.CPU_PER_REQUEST,
				Metric.ALLOCATION_PER_REQUEST, Metric.EXCEPTIONS_PER_1K_REQUESTS, Metric.LATENCY_P50,
				Metric.LATENCY_P90, Metric.LATENCY_P99, Metric.LATENCY_P999, Metric.LATENCY_MAX,
				Metric.LATENCY_AT_RATE_P50, Metric.LATENCY_AT_RATE_P90, Metric.LATENCY_AT_RATE_P99,
				Metric.LATENCY_AT_RATE_P999);
	}

	@Test
	void eachRowReadsAsTheFormerSwitchesHadIt() {
		// RunMarkdown.label and Figures.metric
		assertThat(Metric.RATIO_TO_DIRECT.heading()).isEqualTo("gateway / direct RPS");
		assertThat(Metric.CPU_PER_REQUEST.heading()).isEqualTo("CPU per request (µs)");
		assertThat(Metric.ALLOCATION_PER_REQUEST.heading()).isEqualTo("allocation per request (B, heap)");
		assertThat(Metric.EXCEPTIONS_PER_1K_REQUESTS.heading()).isEqualTo("exceptions per 1,000 requests");
		assertThat(Metric.LATENCY_P90.heading()).isEqualTo("latency p90 (ms)");
		assertThat(Metric.RPS.heading()).isEqualTo("throughput (req/s)");
		assertThat(List.of(Metric.RPS, Metric.CPU_PER_REQUEST, Metric.ALLOCATION_PER_REQUEST,
				Metric.EXCEPTIONS_PER_1K_REQUESTS, Metric.RATIO_TO_DIRECT, Metric.LATENCY_P50))
			.extracting((metric) -> metric.format().format(12345.678))
			.containsExactly("12,346", "12,345.7", "12,346", "12,345.68", "12345.678", "12,345.7");
		assertThat(Metric.LATENCY_P99.format().format(1.5)).isEqualTo("1.500");
		assertThat(Metric.LATENCY_P99.format().format(12.345)).isEqualTo("12.35");
	}

	@Test
	void eachComparedMetricHasItsFormerThresholdAndSpending() {
		// Thresholds.percentFor and AlphaSpending.of
		assertThat(Metric.comparedAsRatios()).extracting(Metric::threshold)
			.containsExactly(Threshold.CPU, Threshold.ALLOCATION, Threshold.LATENCY_AT_RATE, Threshold.RPS,
					Threshold.LATENCY, Threshold.LATENCY, Threshold.LATENCY, Threshold.LATENCY_AT_RATE,
					Threshold.LATENCY_AT_RATE, Threshold.LATENCY_AT_RATE);
		assertThat(Metric.EXCEPTIONS_PER_1K_REQUESTS.threshold()).isEqualTo(Threshold.EXCEPTIONS);
		assertThat(Metric.LATENCY_MAX.threshold()).isNull();
		assertThat(Metric.RATIO_TO_DIRECT.threshold()).isNull();
		assertThat(Arrays.stream(Metric.values()).filter((m) -> m.spending() == AlphaSpending.POCOCK))
			.containsExactly(Metric.ALLOCATION_PER_REQUEST);
		assertThat(Metric.LATENCY_AT_RATE_P99.spending()).isEqualTo(AlphaSpending.O_BRIEN_FLEMING);
		assertThat(Arrays.stream(Threshold.values()).map(Threshold::defaultValue)).containsExactly(3.0, 5.0, 10.0, 60.0,
				1.0, 1.0);
	}

}
