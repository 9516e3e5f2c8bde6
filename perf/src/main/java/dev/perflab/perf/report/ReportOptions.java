package dev.perflab.perf.report;

import java.nio.file.Path;
import java.util.List;

import dev.perflab.jfrrules.rules.ParameterOverride;
import dev.perflab.perf.compare.CompareSettings;

/**
 * How to build the report of a run.
 *
 * @param rules a rules directory, or null for the bundled rules
 * @param compare thresholds and confidence
 * @param maxErrorRate the share of failed requests (socket errors + non-2xx) the measured
 * gateway may have before the gate fails
 * @param skipJfr skip the rule check, the flame graph and the hotspots (raw data without
 * recordings)
 * @param failOnInconclusive exit 1 when the run is inconclusive (see {@link Gate})
 * @param baseRuleFiles the base's rule files and .jfc (directories or files), empty when
 * not compared
 * @param headRuleFiles the head's rule files and .jfc, compared with the base's
 * @param failOnUnrouted fail the gate when a route of the gateway got no request (else a
 * warning)
 * @param ruleOverrides other values for rule parameters in the check ({@code --set
 * RULE.PARAM=VALUE}), empty for the rule files' own
 */
public record ReportOptions(Path runDirectory, Path rules, CompareSettings compare, double maxErrorRate,
		boolean skipJfr, boolean failOnInconclusive, List<Path> baseRuleFiles, List<Path> headRuleFiles,
		boolean failOnUnrouted, List<ParameterOverride> ruleOverrides) {

	/**
	 * A gateway answering errors is fast and useless: without this gate, a head that
	 * rejects every request with 503 would "improve" throughput. 0.1% tolerates a stray
	 * socket error at the end of a round.
	 */
	public static final double DEFAULT_MAX_ERROR_RATE = 0.001;

	public ReportOptions {
		if (!(maxErrorRate >= 0 && maxErrorRate <= 1)) {
			throw new IllegalArgumentException("the maximum error rate must be between 0 and 1, was " + maxErrorRate);
		}
		baseRuleFiles = List.copyOf(baseRuleFiles);
		ruleOverrides = List.copyOf(ruleOverrides);
		headRuleFiles = List.copyOf(headRuleFiles);
		if (baseRuleFiles.isEmpty() != headRuleFiles.isEmpty()) {
			throw new IllegalArgumentException(
					"the base's and the head's rule files are compared together: " + "give both or neither");
		}
	}

	public ReportOptions(Path runDirectory, Path rules, CompareSettings compare, double maxErrorRate, boolean skipJfr) {
		this(runDirectory, rules, compare, maxErrorRate, skipJfr, false, List.of(), List.of(), false);
	}

	public ReportOptions(Path runDirectory, Path rules, CompareSettings compare, double maxErrorRate, boolean skipJfr,
			boolean failOnInconclusive, List<Path> baseRuleFiles, List<Path> headRuleFiles, boolean failOnUnrouted) {
		this(runDirectory, rules, compare, maxErrorRate, skipJfr, failOnInconclusive, baseRuleFiles, headRuleFiles,
				failOnUnrouted, List.of());
	}

	/**
	 * Returns whether the rule files of base and head are to be compared (both were
	 * given).
	 */
	public boolean comparesRuleFiles() {
		return !this.baseRuleFiles.isEmpty();
	}

}
