package dev.perflab.perf.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.run.RunDefaults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class CalibrateCommandTests {

	@TempDir
	Path directory;

	@Test
	void printsTheVarianceBudgetAndTheSequentialPrediction() {
		Path first = aa(this.directory.resolve("aa-1"), 0);
		Path second = aa(this.directory.resolve("aa-2"), 3);
		CommandRun run = CommandRun.of("calibrate", first.toString(), second.toString(), "--resamples", "200");
		assertThat(run.exitCode()).as(run.err()).isZero();
		assertThat(run.out()).contains("CPU per request: A/A JVM pairs pooled: 12 from 2 runs")
			.contains("allocation per request: A/A JVM pairs pooled: 12 from 2 runs")
			.contains("a sequential compare of at most 4 forks of 2 pairs")
			.contains("variance by level (sd of ln head/base): window ")
			.contains("(24 windows, 12 pairs, 6 forks)")
			// Every fixture fork took 12 s to start, 42 s to warm and 3 s after its
			// windows.
			.contains("cost: a fork of 2 pairs spends 57 s outside its windows (start 12 s, warm-up 42 s, "
					+ "latency phase and stop 3 s; mean of 6 forks), a window 10 s")
			.containsPattern("in " + RunDefaults.BUDGET
					+ " s \\(--budget\\), by Kalibera and Jones' rule: \\d+ windows per fork");
	}

	@Test
	void refusesADesignWithoutRoomForALook() {
		Path run = aa(this.directory.resolve("aa"), 0);
		CommandRun result = CommandRun.of("calibrate", run.toString(), "--forks", "1", "--pairs", "2");
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).contains("--forks × --pairs must be 4 or more");
	}

	@Test
	void refusesACompareWhoseHeadIsNotItsBase() {
		Path run = aa(this.directory.resolve("ab"), 0);
		CommandRun result = CommandRun.of("calibrate", rewrite(run, "gitHead", "4f1c2a9e8b7d").toString());
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).contains(run + ": not an A/A compare: head 4f1c2a9e8b7d is not its base");
		assertThat(result.out()).doesNotContain("pooled");
	}

	@Test
	void refusesACompareOfARegressionProfile() {
		Path run = rewrite(aa(this.directory.resolve("burn"), 0), "gatewayProfile", "cpu-burn-4us");
		CommandRun result = CommandRun.of("calibrate", run.toString());
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err()).contains("not an A/A compare: head runs the profile cpu-burn-4us");
	}

	/** Sets a fact of a written run's raw/run.json. */
	private static Path rewrite(Path run, String key, String value) {
		try {
			Path file = run.resolve("raw/run.json");
			ObjectNode document = (ObjectNode) new ObjectMapper().readTree(file.toFile());
			((ObjectNode) document.get("info")).put(key, value);
			Files.writeString(file, document.toPrettyString());
			return run;
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * An A/A run of 3 forks of 2 pairs of 2 windows: head's CPU a little above or below
	 * base's, by a pattern shifted by {@code offset}.
	 */
	private static Path aa(Path directory, int offset) {
		RunDirectoryFixture fixture = RunDirectoryFixture.compare(directory)
			.run("forks", 3)
			.run("pairs", 2)
			.run("windows", 2)
			.run("gitBase", "4f1c2a9e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a39")
			.warmUps(42.0, true, true, true);
		long[] head = { 903, 897, 910, 905, 894, 899, 901, 890, 906, 902, 898, 895 };
		for (int round = 1; round <= 12; round++) {
			int pair = (round - 1) / 2 + 1;
			fixture.gateway(round, "base", 50_000, 900).set("jvmPair", pair).add();
			fixture.gateway(round, "head", 50_000, head[(round - 1 + offset) % head.length]).set("jvmPair", pair).add();
		}
		return fixture.write();
	}

}
