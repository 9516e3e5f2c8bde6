package dev.perflab.perf.metrics;

import java.util.Locale;

/**
 * How a metric's figure reads in the summary and the comment, in {@link Locale#ROOT}.
 */
public enum Format {

	/** A whole number with grouped thousands: {@code 5,000}. */
	WHOLE {
		@Override
		public String format(double value) {
			return String.format(Locale.ROOT, "%,.0f", value);
		}
	},

	/** One decimal: {@code 180.0}. */
	TENTHS {
		@Override
		public String format(double value) {
			return String.format(Locale.ROOT, "%,.1f", value);
		}
	},

	/** Two decimals: {@code 0.10}. */
	HUNDREDTHS {
		@Override
		public String format(double value) {
			return String.format(Locale.ROOT, "%,.2f", value);
		}
	},

	/** Three decimals: {@code 0.912}. */
	THOUSANDTHS {
		@Override
		public String format(double value) {
			return String.format(Locale.ROOT, "%.3f", value);
		}
	},

	/** Latency: three significant digits are all wrk's histogram supports. */
	MILLIS {
		@Override
		public String format(double value) {
			if (Math.abs(value) < 10) {
				return String.format(Locale.ROOT, "%.3f", value);
			}
			if (Math.abs(value) < 100) {
				return String.format(Locale.ROOT, "%.2f", value);
			}
			return String.format(Locale.ROOT, "%,.1f", value);
		}
	};

	/** Renders a figure of ordinary size. */
	public abstract String format(double value);

}
