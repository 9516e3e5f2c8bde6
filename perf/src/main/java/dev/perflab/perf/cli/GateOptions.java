package dev.perflab.perf.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import dev.perflab.jfrrules.JfrRulesException;
import dev.perflab.jfrrules.rules.ParameterOverride;
import dev.perflab.jfrrules.rules.RuleSet;
import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.compare.Thresholds;
import dev.perflab.perf.metrics.Threshold;
import dev.perflab.perf.report.ReportOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * What judges a run: rules, thresholds, confidence and the request-error limit. Shared by
 * {@code perf run} and {@code perf report}, so both judge alike.
 */
@Command(modelTransformer = GateThresholdOptions.class)
final class GateOptions {

	@Option(names = "--rules", paramLabel = "DIR")
	Path rules;

	/**
	 * The {@code --threshold-*} options' values, one per {@link Threshold} row: the
	 * options are made from the rows ({@link GateThresholdOptions}).
	 */
	final Map<Threshold, Double> thresholds = new EnumMap<>(Threshold.class);

	@Option(names = "--confidence", paramLabel = "LEVEL", defaultValue = "" + CompareSettings.DEFAULT_CONFIDENCE)
	double confidence;

	@Option(names = "--max-errors", paramLabel = "PCT", defaultValue = "0.1")
	double maxErrorsPercent;

	@Option(names = "--fail-on-inconclusive")
	boolean failOnInconclusive;

	@Option(names = "--fail-on-unrouted")
	boolean failOnUnrouted;

	@Option(names = "--base-rule-files", paramLabel = "PATH", split = ",")
	List<Path> baseRuleFiles = new ArrayList<>();

	@Option(names = "--head-rule-files", paramLabel = "PATH", split = ",")
	List<Path> headRuleFiles = new ArrayList<>();

	@Option(names = "--set", paramLabel = "RULE.PARAM=VALUE")
	List<String> ruleParameters = new ArrayList<>();

	/**
	 * Returns the report's options.
	 * @param runDirectory the run directory
	 * @param skipJfr whether to skip the rules and the flame graph
	 * @return the options
	 * @throws IllegalArgumentException naming the option out of range
	 */
	ReportOptions toReportOptions(Path runDirectory, boolean skipJfr) {
		CompareSettings compare = new CompareSettings(Thresholds.of(this.thresholds),
				CompareSettings.checkConfidence("--confidence", this.confidence));
		if (!(this.maxErrorsPercent >= 0 && this.maxErrorsPercent <= 100)) {
			throw new IllegalArgumentException(
					"--max-errors must be a percentage from 0 to 100, got " + this.maxErrorsPercent);
		}
		if (this.baseRuleFiles.isEmpty() != this.headRuleFiles.isEmpty()) {
			throw new IllegalArgumentException(
					"--base-rule-files and --head-rule-files are compared together: " + "give both or neither");
		}
		return new ReportOptions(runDirectory, this.rules, compare, this.maxErrorsPercent / 100, skipJfr,
				this.failOnInconclusive, this.baseRuleFiles, this.headRuleFiles, this.failOnUnrouted, ruleOverrides());
	}

	/**
	 * Returns the {@code --set} values, checked against the rules now: a name or value
	 * the rules cannot take is a usage error before the lab runs, not after.
	 */
	private List<ParameterOverride> ruleOverrides() {
		List<ParameterOverride> overrides = new ArrayList<>();
		try {
			for (String value : this.ruleParameters) {
				overrides.add(ParameterOverride.parse(value));
			}
			if (!overrides.isEmpty()) {
				RuleSet.load(this.rules).withOverrides(overrides);
			}
		}
		catch (IllegalArgumentException | JfrRulesException ex) {
			throw new IllegalArgumentException(
					ex.getMessage().startsWith("--set") ? ex.getMessage() : "--set: " + ex.getMessage(), ex);
		}
		return overrides;
	}

}
