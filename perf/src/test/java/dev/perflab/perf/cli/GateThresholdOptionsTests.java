package dev.perflab.perf.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.metrics.Threshold;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.OptionSpec;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The gate's {@code --threshold-*} options are made from the {@link Threshold} rows: each
 * parses into the gate's map, takes its row's default, reads as it did when each was
 * written out, and a value out of range exits 2 naming the option. The calibration takes
 * the gated metrics' the same way, and bisect's help names the gated metrics from the
 * rows.
 */
class GateThresholdOptionsTests {

	@Test
	void aThresholdOptionParsesIntoTheMap() {
		Gated gated = new Gated();
		new CommandLine(gated).parseArgs("--threshold-cpu", "2");
		assertThat(gated.gate.thresholds).containsEntry(Threshold.CPU, 2.0)
			.containsEntry(Threshold.RPS, 5.0)
			.containsEntry(Threshold.LATENCY, 10.0)
			.containsEntry(Threshold.ALLOCATION, 1.0)
			.containsEntry(Threshold.EXCEPTIONS, 1.0)
			.hasSize(Threshold.values().length);
	}

	@Test
	void everyRowHasItsOptionWhereTheHelpListedThem() {
		CommandLine report = new CommandLine(new PerfCommand()).getSubcommands().get("report");
		List<String> names = report.getCommandSpec().options().stream().map(OptionSpec::longestName).toList();
		assertThat(names).containsSubsequence("--rules", "--threshold-cpu", "--threshold-rps", "--threshold-latency",
				"--threshold-allocation", "--threshold-exceptions", "--confidence");
		OptionSpec exceptions = report.getCommandSpec().findOption("--threshold-exceptions");
		assertThat(exceptions.paramLabel()).isEqualTo("PER_1000");
		assertThat(exceptions.defaultValue()).isEqualTo("1.0");
		assertThat(report.getUsageMessage())
			.contains("--threshold-cpu=PCT   Compare: change of CPU per request that can be a\n")
			.contains("regression (default: 3.0).\n");
		assertThat(new CommandLine(new PerfCommand()).getSubcommands()
			.get("run")
			.getCommandSpec()
			.findOption("--threshold-allocation")).isNotNull();
	}

	@Test
	void aValueOutOfRangeExits2NamingTheOption() {
		CommandRun run = CommandRun.of("report", "no-such-run", "--threshold-cpu", "150");
		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err()).contains("--threshold-cpu must be a percentage from 0 up to 100, got 150.0");
		CommandRun exceptions = CommandRun.of("report", "no-such-run", "--threshold-exceptions", "-1");
		assertThat(exceptions.exitCode()).isEqualTo(2);
		assertThat(exceptions.err())
			.contains("--threshold-exceptions must be a count per 1,000 requests from 0 up, got -1.0");
	}

	@Test
	void calibrateTakesTheGatedMetricsThresholdsAsTheGateHasThem() {
		CommandLine calibrate = new CommandLine(new PerfCommand()).getSubcommands().get("calibrate");
		List<String> names = calibrate.getCommandSpec().options().stream().map(OptionSpec::longestName).toList();
		List<String> gated = Metric.gated().stream().map((metric) -> metric.threshold().option()).toList();
		List<String> expected = new ArrayList<>(List.of("--units"));
		expected.addAll(gated);
		expected.add("--confidence");
		assertThat(gated).contains("--threshold-cpu", "--threshold-allocation");
		assertThat(names).containsSubsequence(expected);
		assertThat(names).doesNotContainAnyElementsOf(Arrays.stream(Threshold.values())
			.map(Threshold::option)
			.filter((option) -> !gated.contains(option))
			.toList());
		assertThat(calibrate.getCommandSpec().findOption("--threshold-allocation").defaultValue()).isEqualTo("1.0");
		CommandRun run = CommandRun.of("calibrate", "no-such-run", "--threshold-allocation", "150");
		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err()).contains("--threshold-allocation must be a percentage from 0 up to 100, got 150.0");
	}

	@Test
	void bisectsHelpNamesTheGatedMetricsFromTheRows() {
		String usage = new CommandLine(new PerfCommand()).getSubcommands().get("bisect").getUsageMessage();
		// The help wraps its lines: the values read as one line.
		assertThat(usage.replaceAll("\\s+", " ")).contains("--metric=METRIC")
			.contains(String.join(", ",
					Metric.gated().stream().map((metric) -> metric.threshold().shortName()).toList()));
	}

	@Command(name = "gated")
	static final class Gated {

		@Mixin
		GateOptions gate;

	}

}
