package dev.perflab.perf.view;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

import dev.perflab.perf.metrics.Metric;

/**
 * How figures read in the summary and the comment, in {@link Locale#ROOT}. The numbers
 * come from the pull request's data, so a figure too large for its usual format is shown
 * in scientific notation rather than as hundreds of digits.
 */
public final class Figures {

	private static final double LARGE = 1e12;

	private static final String DIRTY = "-dirty";

	private static final Pattern QUOTED_VERSION = Pattern.compile("version \"([^\"]+)\"");

	private static final MathContext SIGNIFICANT = new MathContext(6);

	private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

	private Figures() {
	}

	/** A metric's figure in its row's format ({@link Metric#format()}). */
	public static String metric(Metric metric, Double value) {
		if (value == null) {
			return "–";
		}
		if (Math.abs(value) >= LARGE) {
			return String.format(Locale.ROOT, "%.3e", value);
		}
		return metric.format().format(value);
	}

	/**
	 * A size of change in percent, unsigned, with two decimals under 1%: the counts are
	 * caught at tenths of a percent, where one decimal would round 0.74 to 0.7.
	 */
	public static String percentSize(double percent) {
		return String.format(Locale.ROOT, (Math.abs(percent) < 1) ? "%.2f%%" : "%.1f%%", percent);
	}

	/** A change in percent, signed: {@code +10.0%}. */
	public static String change(Double percent) {
		if (percent == null) {
			return "–";
		}
		if (Math.abs(percent) >= LARGE) {
			return String.format(Locale.ROOT, "%+.3e%%", percent);
		}
		return String.format(Locale.ROOT, "%+.1f%%", percent);
	}

	/** A ratio (head / base) as a change in percent. */
	public static String ratioChange(Double ratio) {
		return (ratio != null) ? change((ratio - 1) * 100) : "–";
	}

	/** A fraction as a percentage: {@code 12.5%}. */
	public static String percent(Double fraction) {
		return (fraction != null) ? String.format(Locale.ROOT, "%.1f%%", fraction * 100) : "–";
	}

	/** A count with grouped thousands. */
	public static String count(long count) {
		return String.format(Locale.ROOT, "%,d", count);
	}

	/** Seconds as typed: {@code 10 s}, {@code 2.5 s}. */
	public static String seconds(double seconds) {
		if (Math.abs(seconds) >= LARGE) {
			return String.format(Locale.ROOT, "%.3e s", seconds);
		}
		return (seconds == Math.rint(seconds)) ? String.format(Locale.ROOT, "%.0f s", seconds)
				: String.format(Locale.ROOT, "%.1f s", seconds);
	}

	/** A setting as typed: {@code 3}, {@code 2.5}. */
	public static String plain(Double value) {
		if (value == null) {
			return "–";
		}
		if (Math.abs(value) >= LARGE) {
			return String.format(Locale.ROOT, "%.3e", value);
		}
		return new BigDecimal(value).round(SIGNIFICANT).stripTrailingZeros().toPlainString();
	}

	/**
	 * A confidence level as a percentage, to one decimal: 0.95 is {@code 95}, a
	 * sequential look's 0.911149 is {@code 91.1}. More decimals only where one would read
	 * 100: 0.99995 is {@code 99.995}. The exact level is in results.json; a reader wants
	 * the figure.
	 */
	public static String level(double confidence) {
		BigDecimal percent = BigDecimal.valueOf(confidence).movePointRight(2);
		BigDecimal shown = percent.setScale(1, RoundingMode.HALF_EVEN);
		for (int scale = 2; shown.compareTo(HUNDRED) >= 0 && confidence < 1 && scale <= 6; scale++) {
			shown = percent.setScale(scale, RoundingMode.HALF_EVEN);
		}
		return shown.stripTrailingZeros().toPlainString();
	}

	/**
	 * Returns the version of a {@code java -version} first line such as
	 * {@code openjdk version "17.0.15" 2025-04-15}, or the text as it is.
	 */
	public static String jdk(String javaVersion) {
		Matcher matcher = QUOTED_VERSION.matcher(javaVersion);
		return matcher.find() ? matcher.group(1) : javaVersion;
	}

	public static String orUnknown(String text) {
		return (text == null || text.isEmpty()) ? "unknown" : text;
	}

	/**
	 * A commit as the summary, the comment and the tooltips show it: 12 hex digits,
	 * keeping the {@code -dirty} mark of a work tree with uncommitted changes (those
	 * numbers are not of the commit named). Anything that is not a commit (it can come
	 * from a pull request's data) is returned as it is, for the caller to render inert.
	 * @param sha a commit, possibly with {@code -dirty}, or null
	 * @return e.g. {@code 4f1c2a9e8b7d-dirty}, or {@code unknown} for null
	 */
	public static String shortSha(String sha) {
		if (sha == null) {
			return "unknown";
		}
		String suffix = sha.endsWith(DIRTY) ? DIRTY : "";
		String commit = sha.substring(0, sha.length() - suffix.length());
		return commit.matches("[0-9a-f]{40}|[0-9a-f]{64}") ? commit.substring(0, 12) + suffix : sha;
	}

}
