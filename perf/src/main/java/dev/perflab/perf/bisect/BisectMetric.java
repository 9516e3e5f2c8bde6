package dev.perflab.perf.bisect;

import java.util.Iterator;
import java.util.stream.Collectors;

import dev.perflab.perf.metrics.Metric;

/**
 * What a bisection judges a commit by: one of the gated metrics ({@link Metric#gated()}),
 * whose verdict in the compare against the good commit decides it. A step of the trend
 * names its series, and an allocation step is bisected by allocation: a commit can move
 * one gated metric and not the other. The option's value is the metric's threshold's
 * short name ({@code cpu}, {@code allocation}), as in {@code --threshold-cpu}.
 */
final class BisectMetric {

	private BisectMetric() {
	}

	/**
	 * The option's values, for its help ({@code ${COMPLETION-CANDIDATES}}): a new gated
	 * metric is one without a word of the help changed.
	 */
	static final class Ids implements Iterable<String> {

		@Override
		public Iterator<String> iterator() {
			return Metric.gated().stream().map(BisectMetric::id).iterator();
		}

	}

	/** The option's value of a gated metric, e.g. {@code cpu}. */
	static String id(Metric metric) {
		return metric.threshold().shortName();
	}

	/**
	 * Returns the gated metric of an option value.
	 * @throws IllegalArgumentException naming the values there are
	 */
	static Metric of(String id) {
		return Metric.gated()
			.stream()
			.filter((metric) -> id(metric).equals(id))
			.findFirst()
			.orElseThrow(() -> new IllegalArgumentException("--metric must be one of "
					+ Metric.gated().stream().map(BisectMetric::id).collect(Collectors.joining(", ")) + ", was '" + id
					+ "'"));
	}

}
