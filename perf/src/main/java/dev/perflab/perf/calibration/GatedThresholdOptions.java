package dev.perflab.perf.calibration;

import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.options.ThresholdOptions;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Gives {@code perf calibrate} the {@code --threshold-*} option of each gated metric, as
 * the gate has them ({@link ThresholdOptions}), right after {@code --units}: it predicts
 * what the gate does, so it takes the thresholds the gate judges by and no other.
 */
final class GatedThresholdOptions implements IModelTransformer {

	@Override
	public CommandSpec transform(CommandSpec command) {
		CalibrateCommand calibrate = (CalibrateCommand) command.userObject();
		ThresholdOptions.add(command, "--units", Metric.gated().stream().map(Metric::threshold).toList(),
				calibrate.thresholds);
		return command;
	}

}
