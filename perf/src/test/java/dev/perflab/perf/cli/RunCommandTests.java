package dev.perflab.perf.cli;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class RunCommandTests {

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
	void rejectsZeroForks() {
		CommandRun run = CommandRun.of("run", "--out", out(), "--forks", "0");
		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err()).contains("--forks needs a positive whole number, got 0");
	}

	@Test
	void needsAnOutputDirectory() {
		CommandRun run = CommandRun.of("run");
		assertThat(run.exitCode()).isEqualTo(2);
		assertThat(run.err()).contains("Missing required option: '--out=DIR'");
	}

	@Test
	void isAnEnvironmentErrorWithoutTheJarsAndKeepsTheRunIncomplete() {
		CommandRun run = CommandRun.of("run", "--out", out(), "--root", this.directory.resolve("nowhere").toString());
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

	private String out() {
		return this.directory.resolve("out").toString();
	}

}
