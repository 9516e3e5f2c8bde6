package dev.perflab.perf.cli;

import java.util.List;

import dev.perflab.perf.metrics.Threshold;
import dev.perflab.perf.options.ThresholdOptions;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Gives the gate every {@code --threshold-*} option, one per {@link Threshold} row
 * ({@link ThresholdOptions}), right after {@code --rules}; a value goes into
 * {@link GateOptions#thresholds}.
 * <p>
 * A mixin's model transformer runs on the command it is mixed into, once its options are
 * there.
 */
final class GateThresholdOptions implements IModelTransformer {

	@Override
	public CommandSpec transform(CommandSpec command) {
		GateOptions gate = command.mixins()
			.values()
			.stream()
			.map(CommandSpec::userObject)
			.filter(GateOptions.class::isInstance)
			.map(GateOptions.class::cast)
			.findFirst()
			.orElseThrow(() -> new IllegalStateException(command.qualifiedName() + " has no GateOptions"));
		ThresholdOptions.add(command, "--rules", List.of(Threshold.values()), gate.thresholds);
		return command;
	}

}
