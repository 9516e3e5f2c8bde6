package dev.perflab.perf.calibration;

import java.util.Arrays;

import dev.perflab.perf.metrics.Threshold;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The default of a {@code --threshold-*} option: its {@link Threshold} row's, so that the
 * calibration predicts what the gate does without a copy of the gate's defaults.
 */
public final class ThresholdDefaults implements IDefaultValueProvider {

	@Override
	public String defaultValue(ArgSpec argSpec) {
		if (!(argSpec instanceof OptionSpec option)) {
			return null;
		}
		return Arrays.stream(Threshold.values())
			.filter((threshold) -> threshold.option().equals(option.longestName()))
			.map((threshold) -> String.valueOf(threshold.defaultValue()))
			.findFirst()
			.orElse(null);
	}

}
