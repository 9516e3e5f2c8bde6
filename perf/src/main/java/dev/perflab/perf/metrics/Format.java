package dev.perflab.perf.metrics;

import java.util.Locale;

/**
 * How a metric's figure reads in the summary and the comment, in {@link Locale#ROOT}.
 */
public enum Format {

	/** A whole number with grouped thousands: {@code 5,000}. */
	WHOLE("%,.0f"),

	/** One decimal: {@code 180.0}. */
	TENTHS("%,.1f"),

	/** Two decimals: {@code 0.10}. */
	HUNDREDTHS("%,.2f"),

	/** Three decimals: {@code 0.912}. */
	THOUSANDTHS("%.3f"),

	/** Latency: three significant digits are all wrk's histogram supports. */
	MILLIS("%,.1f") {
		@Override
		public String format(double value) {
			if (Math.abs(value) < 10) {
				return THOUSANDTHS.format(value);
			}
			if (Math.abs(value) < 100) {
				return String.format(Locale.ROOT, "%.2f", value);
			}
			return super.format(value);
		}
	};

	private final String pattern;

	Format(String pattern) {
		this.pattern = pattern;
	}

	/** Renders a figure of ordinary size. */
	public String format(double value) {
		return String.format(Locale.ROOT, this.pattern, value);
	}

}
