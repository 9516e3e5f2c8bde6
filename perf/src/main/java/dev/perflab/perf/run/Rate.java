package dev.perflab.perf.run;

import java.util.Locale;

/**
 * What the latency phase asks of each gateway ({@code --rate}): a share of the capacity
 * the run measured (the closed-loop windows of its first fork), or a fixed number of
 * requests a second. One rate for the whole run, base and head alike: latencies at two
 * rates are not comparable, and a share of each side's own capacity would give a slower
 * head a lighter load.
 *
 * @param share of the capacity, above 0 and below 1; 0 when a number is given
 * @param perSecond requests a second; 0 when a share is given
 */
public record Rate(double share, long perSecond) {

	/** What {@code --rate} takes to run no latency phase. */
	public static final String OFF = "off";

	/**
	 * Reads {@code --rate}: {@code 25%}, {@code 400} or {@link #OFF}.
	 * @param option the option, for the message
	 * @return the rate, or null for {@link #OFF} (no latency phase)
	 * @throws IllegalArgumentException naming the option, when it is none of them
	 */
	public static Rate parse(String option, String text) {
		String value = text.strip();
		if (value.equals(OFF)) {
			return null;
		}
		try {
			if (value.endsWith("%")) {
				double percent = Double.parseDouble(value.substring(0, value.length() - 1));
				if (percent > 0 && percent < 100) {
					return new Rate(percent / 100, 0);
				}
			}
			else {
				long perSecond = Long.parseLong(value);
				if (perSecond > 0) {
					return new Rate(0, perSecond);
				}
			}
		}
		catch (NumberFormatException ex) {
			// Said below, with what is accepted.
		}
		throw new IllegalArgumentException(option + " takes a share of the measured capacity (e.g. 50%, above 0 and "
				+ "below 100) or requests a second for each gateway (e.g. 400), or " + OFF
				+ " for no latency phase, got '" + text + "'");
	}

	/**
	 * Returns the requests a second to send each gateway.
	 * @param capacity what one gateway served a second in the closed-loop windows
	 */
	long perGateway(double capacity) {
		return (this.share > 0) ? Math.max(1, Math.round(this.share * capacity)) : this.perSecond;
	}

	/** Describes it, e.g. {@code 50% of the measured capacity}. */
	String describe() {
		return (this.share > 0)
				? String.format(Locale.ROOT, "%s%% of the capacity measured in fork 1",
						java.math.BigDecimal.valueOf(this.share * 100).stripTrailingZeros().toPlainString())
				: this.perSecond + "/s for each gateway, as given";
	}

}
