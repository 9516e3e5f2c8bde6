package dev.perflab.perf.run;

import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The gateway's calibration profile {@code cpu-burn-Nus}: N µs of thread CPU per request,
 * N from 1 to {@value #MAX_MICROSECONDS} (what the gateway's cpu-burn profile accepts).
 */
public final class CpuBurnProfile {

	/** Every profile name of this family, valid or not. */
	public static final String PREFIX = "cpu-burn";

	static final int MAX_MICROSECONDS = 10_000;

	private static final Pattern NAME = Pattern.compile("cpu-burn-([1-9][0-9]{0,4})us");

	private CpuBurnProfile() {
	}

	/**
	 * Returns the burn of a profile name: N of a valid {@code cpu-burn-Nus}, empty for
	 * any other name.
	 */
	public static OptionalInt microseconds(String profile) {
		Matcher name = NAME.matcher(profile);
		if (!name.matches()) {
			return OptionalInt.empty();
		}
		int microseconds = Integer.parseInt(name.group(1));
		return (microseconds <= MAX_MICROSECONDS) ? OptionalInt.of(microseconds) : OptionalInt.empty();
	}

}
