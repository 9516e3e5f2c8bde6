package dev.perflab.perf.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import dev.perflab.perf.run.RunDefaults;
import dev.perflab.perf.run.RunSettings;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code perf selftest}: its arguments, and the whole loop on a root without jars, where
 * every run ends at once as an environment error.
 */
class SelftestRunCommandTests {

	@TempDir
	Path directory;

	@Test
	void rejectsAProfileOutsideTheCatalogue() {
		CommandRun run = CommandRun.of("selftest", "--out", out(), "--profiles", "clean,cpu-burn-0us");
		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err()).contains("--profiles: 'cpu-burn-0us' is not in the catalogue (clean, blocking-auth, ");
		assertThat(this.directory.resolve("out")).doesNotExist();
	}

	@Test
	void rejectsZeroRuns() {
		CommandRun run = CommandRun.of("selftest", "--out", out(), "--runs", "0");
		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err()).contains("--runs needs a positive whole number, got 0");
	}

	@Test
	void neverWritesOverAnEarlierSelftest() throws IOException {
		Files.createDirectories(this.directory.resolve("out"));
		Files.writeString(this.directory.resolve("out/runs.properties"), "run.1.profile=clean\n");
		CommandRun run = CommandRun.of("selftest", "--out", out());
		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err()).contains("already holds a self-test; choose another directory");
		assertThat(this.directory.resolve("out/runs.properties")).hasContent("run.1.profile=clean");
	}

	@Test
	void runsEveryProfileLogsEachRunAndTabulatesWhatCameOfIt() throws IOException {
		CommandRun run = CommandRun.of("selftest", "--out", out(), "--root",
				this.directory.resolve("nowhere").toString(), "--workload", RunCommandTests.WORKLOAD, "--smoke",
				"--profiles", "clean,blocking-auth", "--meta", "git.head=abc");
		// No jars: every run is an environment error, so no run has results: missed.
		assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
		assertThat(run.err()).contains("[1/2] clean, run 1/1 (log: runs/clean-1.log)")
			.contains("[2/2] blocking-auth: perf run exit 3 (environment)");
		assertThat(this.directory.resolve("out/runs/clean-1.log")).content().contains("gateway.jar not found");
		String manifest = Files.readString(this.directory.resolve("out/runs.properties"));
		assertThat(manifest).contains("run.1.profile=clean\n", "run.1.exit=3\n", "run.2.profile=blocking-auth\n",
				"run.2.seed=1\n",
				"run.2.expect=rule:event-loop-blocking@jdk.Socket metric:rps metric:cpuUsPerRequest\n",
				"run.2.dir=" + this.directory.resolve("out/runs/blocking-auth-1"));
		assertThat(this.directory.resolve("out/selftest.md")).exists();
		assertThat(run.out()).contains("blocking-auth");
	}

	@Test
	void passesTheNoisyNeighbourToEveryRun() {
		SelftestRunCommand command = new SelftestRunCommand();
		new CommandLine(command).parseArgs("--noise", "--windows", "3", "--meta", "git.head=abc", "--workload",
				RunCommandTests.WORKLOAD);
		RunSettings settings = command.settings(Path.of("/root"), Path.of("/g.jar"), "cpu-burn-6us",
				Path.of("/out/runs/cpu-burn-6us-1"));
		assertThat(settings.noise()).isTrue();
		assertThat(settings.windows()).isEqualTo(3);
		assertThat(settings.baseJar()).isEqualTo(settings.headJar()).isEqualTo(Path.of("/g.jar"));
		assertThat(settings.profile()).isEqualTo("cpu-burn-6us");
		assertThat(settings.ports()).isEqualTo(new RunSettings.Ports(39071, 39081, 39072, 39073));
		assertThat(settings.metadata()).containsExactly(Map.entry("git.head", "abc"));
		SelftestRunCommand quiet = new SelftestRunCommand();
		new CommandLine(quiet).parseArgs("--workload", RunCommandTests.WORKLOAD);
		RunSettings defaults = quiet.settings(Path.of("/root"), Path.of("/g.jar"), "clean",
				Path.of("/out/runs/clean-1"));
		assertThat(defaults.noise()).isFalse();
		assertThat(defaults.windows()).isEqualTo(RunDefaults.WINDOWS);
		assertThat(defaults.forks()).isEqualTo(RunDefaults.FORKS);
		assertThat(defaults.budgetSeconds()).isEqualTo(RunDefaults.BUDGET);
	}

	@Test
	void rejectsARunOptionOutOfRangeBeforeItsFirstRun() {
		CommandRun run = CommandRun.of("selftest", "--out", out(), "--windows", "0");
		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err()).contains("--windows needs a positive whole number, got 0");
		assertThat(this.directory.resolve("out")).doesNotExist();
	}

	private String out() {
		return this.directory.resolve("out").toString();
	}

}
