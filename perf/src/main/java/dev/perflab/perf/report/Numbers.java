package dev.perflab.perf.report;

import java.util.Locale;

import dev.perflab.perf.metrics.Metric;

/**
 * How figures read in the summary: grouped thousands, a precision that fits the metric,
 * always {@link Locale#ROOT} so a German runner does not print "5.400,0".
 */
final class Numbers {

	private Numbers() {
	}

	static String metric(Metric metric, Double value) {
		if (value == null) {
			return "–";
		}
		return switch (metric) {
			case RPS -> String.format(Locale.ROOT, "%,.0f", value);
			case CPU_PER_REQUEST -> String.format(Locale.ROOT, "%,.1f", value);
			case RATIO_TO_DIRECT -> String.format(Locale.ROOT, "%.3f", value);
			default -> millis(value);
		};
	}

	/** Latency: three significant digits are all wrk's histogram supports. */
	static String millis(double value) {
		if (value < 10) {
			return String.format(Locale.ROOT, "%.3f", value);
		}
		if (value < 100) {
			return String.format(Locale.ROOT, "%.2f", value);
		}
		return String.format(Locale.ROOT, "%,.1f", value);
	}

	static String percent(Double fraction) {
		return (fraction != null) ? String.format(Locale.ROOT, "%.1f%%", fraction * 100) : "–";
	}

	static String change(Double percent) {
		return (percent != null) ? String.format(Locale.ROOT, "%+.1f%%", percent) : "–";
	}

	/** A setting as typed: {@code 3}, {@code 2.5}. */
	static String plain(double value) {
		return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
	}

	/** A confidence level as a percentage: 0.95 is {@code 95}, 0.975 is {@code 97.5}. */
	static String level(double confidence) {
		return java.math.BigDecimal.valueOf(confidence).movePointRight(2).stripTrailingZeros().toPlainString();
	}

	static String count(long count) {
		return String.format(Locale.ROOT, "%,d", count);
	}

	static String seconds(double seconds) {
		return (seconds == Math.rint(seconds)) ? String.format(Locale.ROOT, "%.0f s", seconds)
				: String.format(Locale.ROOT, "%.1f s", seconds);
	}

}
