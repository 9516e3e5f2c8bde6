package dev.perflab.perf.cli;

import java.util.ArrayList;
import java.util.List;

import dev.perflab.perf.metrics.Threshold;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Makes the gate's {@code --threshold-*} options from the {@link Threshold} rows: name,
 * value label, help and default are the row's, and a value goes into
 * {@link GateOptions#thresholds}, so that a new threshold needs no option written here.
 * <p>
 * A mixin's model transformer runs on the command it is mixed into, once its options are
 * there: the thresholds are put right after {@code --rules}, where the help has always
 * listed them (the commands do not sort their options).
 */
final class ThresholdOptions implements IModelTransformer {

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
		List<OptionSpec> options = command.options();
		List<OptionSpec> after = new ArrayList<>(
				options.subList(options.indexOf(command.findOption("--rules")) + 1, options.size()));
		after.forEach(command::remove);
		for (Threshold threshold : Threshold.values()) {
			command.addOption(option(threshold, gate));
		}
		after.forEach(command::addOption);
		return command;
	}

	private static OptionSpec option(Threshold threshold, GateOptions gate) {
		return OptionSpec.builder(threshold.option())
			.paramLabel(threshold.kind().paramLabel())
			.type(double.class)
			.defaultValue("" + threshold.defaultValue())
			.description(threshold.description())
			.setter(new ISetter() {
				@Override
				public <T> T set(T value) {
					gate.thresholds.put(threshold, (Double) value);
					return null;
				}
			})
			.getter(new IGetter() {
				@Override
				@SuppressWarnings("unchecked")
				public <T> T get() {
					return (T) gate.thresholds.get(threshold);
				}
			})
			.build();
	}

}
