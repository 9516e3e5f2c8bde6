package dev.perflab.perf.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class RunCommandTests {

	/** The shipped default, for the commands whose root holds none. */
	static final String WORKLOAD = Path.of("workloads/default.yaml").toAbsolutePath().toString();

	@TempDir
	Path directory;

	@Test
	void rejectsABurnWithoutItsMicroseconds() {
		for (String profile : new String[] { "cpu-burn", "cpu-burn-5", "cpu-burn-0us", "cpu-burn-20000us" }) {
			CommandRun run = CommandRun.of("run", "--out", out(), "--gateway-profile", profile);
			assertThat(run.exitCode()).as(profile).isEqualTo(2);
			assertThat(run.err()).contains("--gateway-profile " + profile
					+ ": cpu-burn takes the extra CPU per request in microseconds, 1 to 10000: cpu-burn-Nus");
		}
	}

	@Test
	void rejectsAChurnWithoutItsBytes() {
		for (String profile : new String[] { "heap-churn", "heap-churn-448", "heap-churn-8b", "heap-churn-2000000b" }) {
			CommandRun run = CommandRun.of("run", "--out", out(), "--gateway-profile", profile);
			assertThat(run.exitCode()).as(profile).isEqualTo(2);
			assertThat(run.err()).contains("--gateway-profile " + profile
					+ ": heap-churn takes the extra heap bytes per request, 16 to 1048576: heap-churn-Nb");
		}
	}

	@Test
	void rejectsZeroForks() {
		CommandRun run = CommandRun.of("run", "--out", out(), "--forks", "0");
		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err()).contains("--forks needs a positive whole number, got 0");
	}

	@Test
	void namesTheOptionOfEveryValueOutOfRangeInOneLine() {
		Map<List<String>, String> errors = Map.of(List.of("--threshold-cpu", "-5"),
				"perf run: --threshold-cpu must be a percentage from 0 up to 100, got -5.0",
				List.of("--threshold-latency", "100"),
				"perf run: --threshold-latency must be a percentage from 0 up to 100, got 100.0",
				List.of("--confidence", "2"),
				"perf run: --confidence must be between 0 and 1 (a one-sided level, e.g. 0.95), got 2.0",
				List.of("--max-errors", "101"), "perf run: --max-errors must be a percentage from 0 to 100, got 101.0",
				List.of("--forks", "0"), "perf run: --forks needs a positive whole number, got 0",
				List.of("--confidence", "high"), "perf run: Invalid value for option '--confidence': 'high' is not a");
		errors.forEach((option, message) -> {
			List<String> args = new ArrayList<>(List.of("run", "--out", out(), "--workload", WORKLOAD));
			args.addAll(option);
			CommandRun run = CommandRun.of(args.toArray(String[]::new));
			assertThat(run.exitCode()).as("%s", option).isEqualTo(2);
			assertThat(run.err().lines()).as("%s", option)
				.singleElement()
				.asString()
				.startsWith(message)
				.endsWith("(perf run --help lists the options)");
		});
		assertThat(this.directory.resolve("out")).as("nothing written").doesNotExist();
	}

	@Test
	void needsAnOutputDirectory() {
		CommandRun run = CommandRun.of("run");
		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err()).contains("Missing required option: '--out=DIR'");
	}

	@Test
	void isAnEnvironmentErrorWithoutTheJarsAndKeepsTheRunIncomplete() {
		CommandRun run = CommandRun.of("run", "--out", out(), "--root", this.directory.resolve("nowhere").toString(),
				"--workload", WORKLOAD);
		assertThat(run.exitCode()).isEqualTo(3);
		assertThat(run.err()).contains("gateway.jar not found: build first");
		assertThat(this.directory.resolve("out/INCOMPLETE")).exists();
		assertThat(this.directory.resolve("out/results.json")).doesNotExist();
	}

	@Test
	void listsItsOptionsAndExitCodes() {
		CommandRun run = CommandRun.of("run", "--help");
		assertThat(run.exitCode()).isZero();
		assertThat(run.out()).contains("--forks=K", "--pairs=P", "--noise", "--base-jar=JAR", "Exit codes:",
				"130   interrupted");
	}

	@Test
	void namesTheWorkloadFileLineAndFieldThatIsWrongBeforeAnythingStarts() throws IOException {
		Path workload = this.directory.resolve("bad.yaml");
		Files.writeString(workload, "requests:\n  - name: a\n    path: a\n");
		CommandRun run = CommandRun.of("run", "--out", out(), "--workload", workload.toString());
		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err())
			.startsWith("perf run: " + workload + ":3: request 'a', field 'path': 'a' must start with '/'");
		assertThat(this.directory.resolve("out")).as("nothing written").doesNotExist();
	}

	private String out() {
		return this.directory.resolve("out").toString();
	}

}
