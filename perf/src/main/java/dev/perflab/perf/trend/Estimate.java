package dev.perflab.perf.trend;

import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.compare.MetricComparison;

/**
 * One metric's ratio as a compare measured it, with its interval: what a move of the
 * reference keeps of the compare that measured the new reference against the old one.
 *
 * @param metric the metric's JSON key, e.g. {@code cpuUsPerRequest}
 * @param ratio new / old
 * @param jvmPairs the independent JVM pairs the interval came from
 * @param level the interval's two-sided level, e.g. 0.9
 */
record Estimate(String metric, double ratio, double low, double high, int jvmPairs, double level) {

	Estimate {
		if (Metric.ofId(metric).isEmpty()) {
			throw new IllegalArgumentException("'" + metric + "' is not a metric");
		}
		LogRatio.of(ratio, low, high, jvmPairs, level);
	}

	/**
	 * Returns a compare's estimate of one metric, at its interval's own level, or null
	 * when the compare has no interval for it (too few JVM pairs).
	 */
	static Estimate of(MetricComparison metric) {
		if (metric.ratio() == null || metric.interval().low() == null || metric.sensitivity() == null) {
			return null;
		}
		return new Estimate(metric.metric().id(), metric.ratio(), metric.interval().low(), metric.interval().high(),
				metric.sensitivity().jvmPairs(), metric.interval().level());
	}

	LogRatio logRatio() {
		return LogRatio.of(this.ratio, this.low, this.high, this.jvmPairs, this.level);
	}

}
