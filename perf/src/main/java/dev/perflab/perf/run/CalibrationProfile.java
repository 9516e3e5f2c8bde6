package dev.perflab.perf.run;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The gateway's calibration profiles: a known amount more of one figure per request, the
 * amount in the profile's name. {@code cpu-burn-Nus} burns N µs of thread CPU (1 to
 * 10,000), {@code heap-churn-Nb} allocates N heap bytes (16, an empty array, to 1 MiB),
 * as the gateway's profiles of those names accept. They stand for the regressions no JFR
 * rule names: a change only of CPU time, or only of allocation.
 */
public enum CalibrationProfile {

	/** N µs more event-loop CPU per request. */
	CPU_BURN("cpu-burn", "us", "us", 1, 10_000, "lab.regression.cpu-burn.cpu-per-request", "cpuUsPerRequest", "µs",
			"cpu-burn takes the extra CPU per request in microseconds, 1 to 10000: cpu-burn-Nus, e.g. cpu-burn-6us"),

	/** N heap bytes more per request, kept alive. */
	HEAP_CHURN("heap-churn", "b", "B", 16, 1 << 20, "lab.regression.heap-churn.bytes-per-request",
			"allocatedBytesPerRequest", "B",
			"heap-churn takes the extra heap bytes per request, 16 to 1048576: heap-churn-Nb, e.g. heap-churn-448b");

	private final String prefix;

	private final String springUnit;

	private final int min;

	private final int max;

	private final String property;

	private final String metric;

	private final String unit;

	private final String usage;

	private final Pattern name;

	CalibrationProfile(String prefix, String suffix, String springUnit, int min, int max, String property,
			String metric, String unit, String usage) {
		this.prefix = prefix;
		this.springUnit = springUnit;
		this.min = min;
		this.max = max;
		this.property = property;
		this.metric = metric;
		this.unit = unit;
		this.usage = usage;
		this.name = Pattern.compile(Pattern.quote(prefix) + "-([1-9][0-9]{0,6})" + suffix);
	}

	/**
	 * A calibration profile with its amount.
	 *
	 * @param profile its family
	 * @param amount how much more per request, in the family's unit
	 */
	public record Amount(CalibrationProfile profile, int amount) {

		/** Returns the gateway's Spring arguments for it. */
		public List<String> springArguments() {
			return List.of("--spring.profiles.active=" + this.profile.prefix,
					"--" + this.profile.property + "=" + this.amount + this.profile.springUnit);
		}

	}

	/**
	 * Returns the calibration of a profile name: a valid {@code cpu-burn-Nus} or
	 * {@code heap-churn-Nb}, empty for any other name.
	 */
	public static Optional<Amount> of(String profile) {
		for (CalibrationProfile family : values()) {
			Matcher matched = family.name.matcher(profile);
			if (matched.matches()) {
				int amount = Integer.parseInt(matched.group(1));
				return (amount >= family.min && amount <= family.max) ? Optional.of(new Amount(family, amount))
						: Optional.empty();
			}
		}
		return Optional.empty();
	}

	/**
	 * Returns the family a profile name claims by its prefix, valid or not, for a message
	 * that says how to name it.
	 */
	public static Optional<CalibrationProfile> claimedBy(String profile) {
		return Arrays.stream(values())
			.filter((family) -> profile.equals(family.prefix) || profile.startsWith(family.prefix + "-"))
			.findFirst();
	}

	/** Returns the id of the metric it moves, e.g. {@code cpuUsPerRequest}. */
	public String metric() {
		return this.metric;
	}

	/** Returns its amount's unit as a reader writes it, e.g. {@code µs}. */
	public String unit() {
		return this.unit;
	}

	/** Returns how a profile of this family is named, for an error message. */
	public String usage() {
		return this.usage;
	}

}
