package dev.perflab.perf.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import dev.perflab.perf.TestRecordings;
import dev.perflab.perf.TestRuns;
import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.metrics.Threshold;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A pull request is judged with its base's JFR rules and thresholds
 * ({@code .github/scripts/gate-config.sh} feeding {@code perf report}), even when it
 * deletes a rule and widens the thresholds itself: on a throw-away repository whose head
 * commit does exactly that, and a compare run where head is about 10% slower and its
 * recording fires the base's rule.
 */
class GateFromBaseTests {

	private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

	@TempDir
	Path directory;

	@Test
	void judgesAHeadThatWeakensTheGateWithTheBasesRulesAndThresholds() throws Exception {
		Path repo = Files.createDirectories(this.directory.resolve("repo"));
		Path rules = Files.createDirectories(repo.resolve("jfr-rules/rules"));
		Files.createDirectories(repo.resolve("jfr-rules/settings"));
		Files.createDirectories(repo.resolve(".github"));
		Files.writeString(rules.resolve("busy.sql"), rule("busy-thread", "fail", 0));
		Files.writeString(rules.resolve("quiet.sql"), rule("quiet", "warn", 1_000_000_000));
		Files.writeString(repo.resolve("jfr-rules/settings/jfr-rules.jfc"), "<configuration version=\"2.0\"/>\n");
		Files.writeString(repo.resolve(".github/perf-gate.properties"),
				"# base\nthreshold.cpu=3\nthreshold.rps=5\nthreshold.latency=10\nconfidence=0.95\n");
		git(repo, "init", "--quiet");
		git(repo, "add", "-A");
		git(repo, "commit", "--quiet", "-m", "base");
		String base = git(repo, "rev-parse", "HEAD").strip();
		// The pull request: deletes the rule that would catch it, widens every threshold.
		Files.delete(rules.resolve("busy.sql"));
		Files.writeString(repo.resolve(".github/perf-gate.properties"),
				"threshold.cpu=50\nthreshold.rps=50\nthreshold.latency=50\n");
		git(repo, "commit", "--quiet", "-a", "-m", "head: weaker gate");

		Path gate = this.directory.resolve("gate");
		String printed = run(repo, "bash", ROOT.resolve(".github/scripts/gate-config.sh").toString(), "--repo",
				repo.toString(), "--out", gate.toString(), base);
		assertThat(printed.strip()).isEqualTo(gate.toRealPath().toString());
		assertThat(gate.resolve("rules/busy.sql")).exists();
		assertThat(gate.resolve("settings/jfr-rules.jfc")).exists();
		List<String> args = Files.readAllLines(gate.resolve("report-args"));
		assertThat(args).containsExactly("--rules", gate.toRealPath().resolve("rules").toString(), "--threshold-cpu",
				"3", "--threshold-rps", "5", "--threshold-latency", "10", "--confidence", "0.95");
		assertThat(Files.readAllLines(gate.resolve("head-changes")))
			.containsExactlyInAnyOrder("M\t.github/perf-gate.properties", "D\tjfr-rules/rules/busy.sql");

		// The head's own gate lets it pass ...
		CommandRun own = CommandRun.of("report", compareRun("own").toString(), "--rules", rules.toString(),
				"--threshold-cpu", "50", "--threshold-rps", "50", "--threshold-latency", "50");
		assertThat(own.exitCode()).as(own.out() + own.err()).isZero();

		// ... the base's fails it, on the rule and on the metrics.
		List<String> report = new ArrayList<>(List.of("report", compareRun("base").toString()));
		report.addAll(args);
		CommandRun judged = CommandRun.of(report.toArray(String[]::new));
		assertThat(judged.exitCode()).as(judged.out() + judged.err()).isEqualTo(1);
		assertThat(judged.out()).contains("  - JFR rule busy-thread failed: ")
			.contains("  - CPU per request regressed by +10.0%");
	}

	@Test
	void refusesAMalformedThresholdInTheBase() throws Exception {
		Path repo = Files.createDirectories(this.directory.resolve("repo"));
		Files.createDirectories(repo.resolve("jfr-rules/rules"));
		Files.createDirectories(repo.resolve(".github"));
		Files.writeString(repo.resolve("jfr-rules/rules/quiet.sql"), rule("quiet", "warn", 1));
		Files.writeString(repo.resolve(".github/perf-gate.properties"), "threshold.cpu=3%\n");
		git(repo, "init", "--quiet");
		git(repo, "add", "-A");
		git(repo, "commit", "--quiet", "-m", "base");
		Process process = new ProcessBuilder("bash", ROOT.resolve(".github/scripts/gate-config.sh").toString(),
				"--repo", repo.toString(), "--out", this.directory.resolve("gate").toString(), "HEAD")
			.redirectErrorStream(true)
			.start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
		assertThat(process.exitValue()).as(output).isEqualTo(2);
		assertThat(output).contains("is not a number");
	}

	@Test
	void theGateFileHoldsTheReportToolsDefaults() throws IOException {
		Properties gate = new Properties();
		try (var in = Files.newBufferedReader(ROOT.resolve(".github/perf-gate.properties"))) {
			gate.load(in);
		}
		assertThat(gate).hasSize(Threshold.values().length + 1);
		for (Threshold threshold : Threshold.values()) {
			assertThat(Double.parseDouble(gate.getProperty("threshold." + threshold.shortName())))
				.as(threshold.option())
				.isEqualTo(threshold.defaultValue());
		}
		assertThat(Double.parseDouble(gate.getProperty("confidence"))).isEqualTo(CompareSettings.DEFAULT_CONFIDENCE);
	}

	private Path compareRun(String name) throws IOException {
		Path run = TestRuns.compareSlowerHead(this.directory.resolve(name)).write();
		Files.copy(TestRecordings.shared(), run.resolve("head.jfr"));
		return run;
	}

	private static String rule(String id, String severity, long limit) {
		return "-- id: " + id + "\n-- title: Samples of the test's work loop\n-- severity: " + severity + "\n-- limit: "
				+ limit + "\n-- why: a test\n-- fix: none, it is a test\n"
				+ "SELECT 'jdk.ExecutionSample' AS \"eventType\", \"s\".\"sampledThread\".\"javaName\" AS \"thread\", "
				+ "\"s\".\"stackTrace\"\nFROM \"jfr\".\"jdk.ExecutionSample\" AS \"s\"\n";
	}

	private static String git(Path repo, String... args) throws IOException, InterruptedException {
		List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=test", "-c",
				"user.email=test@example.invalid", "-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null"));
		command.addAll(List.of(args));
		return run(repo, command.toArray(String[]::new));
	}

	private static String run(Path directory, String... command) throws IOException, InterruptedException {
		ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile());
		builder.environment().put("GIT_CONFIG_NOSYSTEM", "1");
		builder.redirectError(ProcessBuilder.Redirect.INHERIT);
		Process process = builder.start();
		String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(process.waitFor(60, TimeUnit.SECONDS)).as(String.join(" ", command)).isTrue();
		assertThat(process.exitValue()).as(String.join(" ", command)).isZero();
		return out;
	}

}
