package dev.perflab.perf.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.perflab.perf.raw.RunInfo;

/**
 * How long the host froze each CPU during the measured rounds, from the sleeping probes
 * of {@code perf/local.sh} ({@code host.cpuN.*} in {@code run.properties}).
 * <p>
 * A virtual CPU that its host deschedules stops for hundreds of milliseconds, and the
 * guest charges that time as CPU to whatever was running: CPU per request and latency
 * grow with no change in the code, and alike for both sides of an interleaved comparison.
 * Absolute figures from such a run are inflated; ratios over interleaved rounds still
 * hold.
 *
 * @param cpu the CPU number
 * @param wallMillis how long the probe ran
 * @param frozenMillis the sum of its late wake-ups
 * @param longestMillis the longest one
 * @param freezes how many wake-ups were late
 */
record HostFreezes(int cpu, long wallMillis, long frozenMillis, long longestMillis, long freezes) {

	/** Above this share of the wall time, absolute figures get a warning. */
	static final double WARNING_FRACTION = 0.05;

	private static final Pattern KEY = Pattern.compile("host\\.cpu(\\d+)\\.wall_ms");

	double frozenFraction() {
		return (this.wallMillis > 0) ? (double) this.frozenMillis / this.wallMillis : 0;
	}

	/**
	 * Reads the probes' totals, by CPU. Keys that are missing or not numbers leave that
	 * CPU out: the figures inform, they never fail a report.
	 * @param info the run
	 * @return one entry per probed CPU, none for runs made before the probes existed
	 */
	static List<HostFreezes> of(RunInfo info) {
		Map<String, String> extra = info.extra();
		List<HostFreezes> freezes = new ArrayList<>();
		for (String key : extra.keySet()) {
			Matcher matcher = KEY.matcher(key);
			if (!matcher.matches()) {
				continue;
			}
			String prefix = "host.cpu" + matcher.group(1) + ".";
			try {
				freezes.add(new HostFreezes(Integer.parseInt(matcher.group(1)), number(extra, prefix + "wall_ms"),
						number(extra, prefix + "frozen_ms"), number(extra, prefix + "longest_ms"),
						number(extra, prefix + "freezes")));
			}
			catch (NumberFormatException ex) {
				// an incomplete probe file: nothing to report for this CPU
			}
		}
		freezes.sort((a, b) -> Integer.compare(a.cpu(), b.cpu()));
		return List.copyOf(freezes);
	}

	private static long number(Map<String, String> extra, String key) {
		String value = extra.get(key);
		if (value == null) {
			throw new NumberFormatException(key + " is missing");
		}
		return Long.parseLong(value.trim());
	}

}
