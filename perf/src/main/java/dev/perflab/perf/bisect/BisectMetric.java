package dev.perflab.perf.bisect;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

import dev.perflab.perf.metrics.Metric;

/**
 * What a bisection judges a commit by: one of the gated metrics, whose verdict in the
 * compare against the good commit decides it. A step of the trend names its series, and
 * an allocation step is bisected by allocation: a commit can move one gated metric and
 * not the other.
 */
enum BisectMetric {

	CPU(Metric.CPU_PER_REQUEST),

	ALLOCATION(Metric.ALLOCATION_PER_REQUEST);

	private final Metric metric;

	BisectMetric(Metric metric) {
		this.metric = metric;
	}

	Metric metric() {
		return this.metric;
	}

	/** The option's value, e.g. {@code cpu}. */
	String id() {
		return name().toLowerCase(Locale.ROOT);
	}

	/**
	 * Returns the metric of an option value.
	 * @throws IllegalArgumentException naming the values there are
	 */
	static BisectMetric of(String id) {
		return Arrays.stream(values())
			.filter((m) -> m.id().equals(id))
			.findFirst()
			.orElseThrow(() -> new IllegalArgumentException("--metric must be one of "
					+ Arrays.stream(values()).map(BisectMetric::id).collect(Collectors.joining(", ")) + ", was '" + id
					+ "'"));
	}

}
