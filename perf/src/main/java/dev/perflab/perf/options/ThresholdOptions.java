package dev.perflab.perf.options;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.perflab.perf.metrics.Threshold;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Makes {@code --threshold-*} options from {@link Threshold} rows: name, value label,
 * help and default are the row's, so that a new threshold needs no option written by hand
 * in any command that takes it (the gate's, the calibration's).
 * <p>
 * Called from a command's model transformer, once its own options are there: the new
 * options go right after a given one, where the help has always listed them (the commands
 * do not sort their options).
 */
public final class ThresholdOptions {

	private ThresholdOptions() {
	}

	/**
	 * Adds an option per row.
	 * @param after the option the new ones follow, e.g. {@code --rules}
	 * @param values where each option's value goes, by row
	 */
	public static void add(CommandSpec command, String after, List<Threshold> rows, Map<Threshold, Double> values) {
		List<OptionSpec> options = command.options();
		OptionSpec anchor = command.findOption(after);
		if (anchor == null) {
			throw new IllegalStateException(command.qualifiedName() + " has no option " + after);
		}
		List<OptionSpec> following = new ArrayList<>(options.subList(options.indexOf(anchor) + 1, options.size()));
		following.forEach(command::remove);
		rows.forEach((threshold) -> command.addOption(option(threshold, values)));
		following.forEach(command::addOption);
	}

	private static OptionSpec option(Threshold threshold, Map<Threshold, Double> values) {
		return OptionSpec.builder(threshold.option())
			.paramLabel(threshold.kind().paramLabel())
			.type(double.class)
			.defaultValue("" + threshold.defaultValue())
			.description(threshold.description())
			.setter(new ISetter() {
				@Override
				public <T> T set(T value) {
					values.put(threshold, (Double) value);
					return null;
				}
			})
			.getter(new IGetter() {
				@Override
				@SuppressWarnings("unchecked")
				public <T> T get() {
					return (T) values.get(threshold);
				}
			})
			.build();
	}

}
