package dev.perflab.perf.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code perf --help} and every command's: each renders as written. Picocli formats
 * descriptions with {@code String.format}, so a lone percent sign ("5%") makes it warn on
 * standard error and print the text raw; the warning bypasses the command's own writers,
 * hence the captured {@code System.err}.
 */
class PerfCommandTests {

	@Test
	void everyCommandsHelpRendersWithoutAFormattingWarning() {
		List<String[]> invocations = everyCommandWith("--help");
		assertThat(invocations).hasSizeGreaterThan(5);
		for (String[] args : invocations) {
			ByteArrayOutputStream stderr = new ByteArrayOutputStream();
			PrintStream original = System.err;
			CommandRun run;
			System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
			try {
				run = CommandRun.of(args);
			}
			finally {
				System.setErr(original);
			}
			String command = String.join(" ", args);
			assertThat(run.exitCode()).as(command).isZero();
			assertThat(run.out()).as(command).contains("Usage: perf");
			assertThat(stderr.toString(StandardCharsets.UTF_8) + run.err()).as(command).doesNotContain("WARN");
		}
	}

	@Test
	void everyCommandPrintsTheVersion() {
		List<String[]> invocations = everyCommandWith("-V");
		assertThat(invocations).hasSizeGreaterThan(12);
		for (String[] args : invocations) {
			CommandRun run = CommandRun.of(args);
			assertThat(run.exitCode()).as(String.join(" ", args)).isZero();
			assertThat(run.out()).as(String.join(" ", args)).startsWith("perf ");
		}
	}

	/**
	 * The command line of every command and subcommand, down the tree, with one option.
	 */
	private static List<String[]> everyCommandWith(String option) {
		List<String[]> invocations = new ArrayList<>();
		add(new CommandLine(new PerfCommand()), new ArrayList<>(), option, invocations);
		return invocations;
	}

	private static void add(CommandLine command, List<String> path, String option, List<String[]> invocations) {
		List<String> args = new ArrayList<>(path);
		args.add(option);
		invocations.add(args.toArray(String[]::new));
		command.getSubcommands().forEach((name, sub) -> {
			List<String> subPath = new ArrayList<>(path);
			subPath.add(name);
			add(sub, subPath, option, invocations);
		});
	}

}
