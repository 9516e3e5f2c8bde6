package dev.perflab.perf.cli;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

import dev.perflab.perf.run.RunDefaults;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The help texts live in resource bundles beside the commands, looked up by key: a key
 * misspelt there would leave an option undescribed without any error, and a key no
 * command asks for is text nobody sees. An option of a shared mixin takes the text of the
 * command it is mixed into, so that one declaration can mean what each command makes of
 * it.
 */
class HelpTextTests {

	@Test
	void everyCommandOptionAndParameterIsDescribed() {
		for (CommandSpec command : commands()) {
			assertThat(String.join("", command.usageMessage().description())).as(command.qualifiedName()).isNotBlank();
			for (ArgSpec arg : command.args()) {
				assertThat(String.join("", arg.description())).as(command.qualifiedName() + " " + label(arg))
					.isNotBlank();
			}
		}
	}

	@Test
	void everyKeyOfABundleIsAskedForByACommand() {
		Set<String> asked = new HashSet<>();
		for (CommandSpec command : commands()) {
			for (String key : List.of("usage.description", "usage.exitCodeList", "usage.exitCodeListHeading")) {
				asked.add(key);
				asked.add(command.qualifiedName(".") + "." + key);
			}
			command.options().forEach((option) -> asked.add(option.longestName().replaceFirst("^-+", "")));
			command.positionalParameters().forEach((parameter) -> asked.add(label(parameter)));
		}
		for (CommandSpec command : commands()) {
			if (command.resourceBundle() != null) {
				for (String key : command.resourceBundle().keySet()) {
					assertThat(asked).as(command.resourceBundleBaseName() + ": " + key)
						.contains(key.replaceFirst("\\.[0-9]+$", ""));
				}
			}
		}
	}

	@Test
	void anOptionOfAMixinIsDescribedInTheWordsOfEachCommand() {
		CommandLine perf = new CommandLine(new PerfCommand());
		assertThat(description(perf, "run", "--windows")).isEqualTo("Measured windows per fork (default: "
				+ RunDefaults.WINDOWS + "; single run " + RunDefaults.SINGLE_WINDOWS + ").");
		assertThat(description(perf, "selftest", "--windows")).isEqualTo("Passed to perf run.");
		assertThat(description(perf, "run", "--root")).startsWith("The project's root: where the jars");
		assertThat(description(perf, "workload", "--root")).startsWith("The repository, for perf/wrk/report.lua");
	}

	private static String description(CommandLine perf, String command, String option) {
		return String.join("", perf.getSubcommands().get(command).getCommandSpec().findOption(option).description());
	}

	private static String label(ArgSpec arg) {
		return (arg instanceof OptionSpec option) ? option.longestName()
				: arg.paramLabel() + "[" + ((PositionalParamSpec) arg).index() + "]";
	}

	private static List<CommandSpec> commands() {
		List<CommandSpec> commands = new ArrayList<>();
		add(new CommandLine(new PerfCommand()), commands);
		assertThat(commands).hasSizeGreaterThan(10);
		return commands;
	}

	private static void add(CommandLine line, List<CommandSpec> commands) {
		commands.add(line.getCommandSpec());
		line.getSubcommands().values().forEach((sub) -> add(sub, commands));
	}

}
