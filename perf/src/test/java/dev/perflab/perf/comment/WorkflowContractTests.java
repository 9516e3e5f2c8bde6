package dev.perflab.perf.comment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.perflab.perf.report.ReportFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The GitHub workflows cannot run on a developer's machine, so what they promise is
 * checked here, as text, next to the code they call: the security rules every job
 * follows, that every step doing work runs a script of the repository, and that the names
 * the workflows pass to each other (artifacts, files, the comment marker, the workflow
 * name) match. actionlint and zizmor ({@code .ci/lint}) check syntax and the known
 * dangerous patterns.
 */
class WorkflowContractTests {

	private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

	private static final Pattern USES = Pattern.compile("uses: ([\\w.-]+/[\\w.-]+)@(\\S+)(.*)");

	private static final Pattern PINNED_COMMENT = Pattern.compile(" # v\\d+\\.\\d+\\.\\d+");

	private static final Pattern RUN = Pattern.compile("^\\s+run: (.*)$", Pattern.MULTILINE);

	/**
	 * A step that does work runs a script of the repository; the build tool is the
	 * exception.
	 */
	private static final Pattern SCRIPT = Pattern.compile(
			"(\\.github/scripts/[a-z-]+\\.sh|\\.ci/lint|\\.ci/test-scripts|\\.ci/check-doc-commands)( \"\\$[A-Z_]+\")*|mvn -B -ntp verify");

	private static final Pattern GRANT = Pattern.compile("^      ([a-z-]+): (read|write)(.*)$", Pattern.MULTILINE);

	private static Map<String, String> workflows;

	@BeforeAll
	static void readWorkflows() throws IOException {
		workflows = new LinkedHashMap<>();
		try (Stream<Path> files = Files.list(ROOT.resolve(".github/workflows"))) {
			for (Path file : files.sorted().toList()) {
				workflows.put(file.getFileName().toString(), Files.readString(file));
			}
		}
		assertThat(workflows).containsOnlyKeys("ci.yml", "perf.yml", "perf-comment.yml");
	}

	@Test
	void pinsEveryActionToOneFullShaWithItsVersion() {
		Map<String, String> shaOf = new HashMap<>();
		workflows.forEach((name, text) -> {
			Matcher uses = USES.matcher(text);
			while (uses.find()) {
				assertThat(uses.group(2)).as("%s: %s", name, uses.group()).matches("[0-9a-f]{40}");
				assertThat(uses.group(3)).as("%s: %s", name, uses.group()).matches(PINNED_COMMENT);
				String before = shaOf.putIfAbsent(uses.group(1), uses.group(2) + uses.group(3));
				assertThat(before).as("%s pinned the same everywhere", uses.group(1))
					.isIn(null, uses.group(2) + uses.group(3));
			}
		});
		assertThat(shaOf).containsOnlyKeys("actions/checkout", "actions/setup-java", "actions/upload-artifact",
				"actions/download-artifact", "actions/cache", "benchmark-action/github-action-benchmark");
	}

	@Test
	void grantsNothingAtTheTopAndACommentedMinimumPerJob() {
		workflows.forEach((name, text) -> {
			assertThat(text).as(name)
				.containsPattern("(?m)^permissions: \\{\\}$")
				.doesNotContain("pull_request_target");
			jobs(text).forEach((job, block) -> {
				assertThat(block).as("%s: job %s", name, job)
					.containsPattern("(?m)^    timeout-minutes: \\d+$")
					.containsPattern("(?m)^    permissions:$");
				Matcher grant = GRANT.matcher(block);
				while (grant.find()) {
					assertThat(grant.group(3)).as("%s: %s: %s needs a comment", name, job, grant.group(1))
						.startsWith(" # ");
				}
			});
		});
		assertThat(workflows.get("perf-comment.yml")).contains("pull-requests: write");
		assertThat(jobs(workflows.get("perf.yml")).get("publish")).contains("contents: write");
		workflows.forEach((name, text) -> jobs(text).forEach((job, block) -> {
			if (!(name.equals("perf.yml") && job.equals("publish")) && !name.equals("perf-comment.yml")) {
				assertThat(block).as("%s: %s", name, job).doesNotContain(": write");
			}
		}));
	}

	@Test
	void checksOutWithoutPersistedCredentials() {
		workflows.forEach((name, text) -> {
			for (String step : steps(text)) {
				if (step.contains("actions/checkout@")) {
					assertThat(step).as(name).contains("persist-credentials: false");
				}
			}
		});
		// The privileged workflow: the default branch only, and no cache a pull request
		// could
		// have written.
		String comment = workflows.get("perf-comment.yml");
		assertThat(comment).doesNotContain("ref:").doesNotContain("cache:").doesNotContain("mvn ");
	}

	@Test
	void runsRepositoryScriptsWithEventFieldsOnlyThroughTheEnvironment() {
		workflows.forEach((name, text) -> {
			Matcher run = RUN.matcher(text);
			int count = 0;
			while (run.find()) {
				count++;
				assertThat(run.group(1)).as("%s: run: %s", name, run.group(1)).matches(SCRIPT);
			}
			assertThat(count).as(name).isPositive();
			assertThat(text).as(name).doesNotContain("run: |").doesNotContain("run: >");
		});
	}

	@Test
	void publishesEachBenchmarkFileWithItsDirectionOnlyFromMain() {
		String perf = workflows.get("perf.yml");
		List<String> publishes = steps(perf).stream()
			.filter((step) -> step.contains("benchmark-action/github-action-benchmark@"))
			.toList();
		assertThat(publishes).hasSize(4);
		for (int i = 0; i < 4; i++) {
			String jdk = (i < 2) ? "17" : "25";
			boolean bigger = i % 2 == 0;
			String file = bigger ? ReportFiles.BENCHMARK_BIGGER : ReportFiles.BENCHMARK_SMALLER;
			assertThat(publishes.get(i)).contains(
					"tool: " + (bigger ? "customBiggerIsBetter" : "customSmallerIsBetter"),
					"output-file-path: perf-trend/jdk" + jdk + "/" + file,
					"hashFiles('perf-trend/jdk" + jdk + "/" + file + "')",
					"name: gateway (" + (bigger ? "bigger" : "smaller") + " is better) · JDK " + jdk, "auto-push: true",
					"benchmark-data-dir-path: dev/bench");
		}
		String publish = jobs(perf).get("publish");
		assertThat(publish).contains("github-action-benchmark@", "group: gh-pages-publish", "cancel-in-progress: false",
				"run: .github/scripts/gh-pages.sh", "github.event_name == 'push' && github.ref == 'refs/heads/main'");
		jobs(perf).forEach((job, block) -> {
			if (!job.equals("publish")) {
				assertThat(block).as(job).doesNotContain("auto-push").doesNotContain("github-action-benchmark");
			}
		});
		assertThat(workflows.get("ci.yml") + workflows.get("perf-comment.yml")).doesNotContain("auto-push");
	}

	@Test
	void measuresAgainstTheMergeCommitsFirstParentAndBootstrapsGhPages() {
		String perf = workflows.get("perf.yml");
		String pullRequest = jobs(perf).get("pull-request");
		assertThat(pullRequest).contains("fetch-depth: 2", "id: base", "run: .github/scripts/resolve-base.sh",
				"PERF_BASE_SHA: ${{ steps.base.outputs.sha }}",
				"path: perf/target/base-cache/${{ steps.base.outputs.sha }}",
				"key: perf-base-gateway-${{ steps.base.outputs.sha }}-jdk17");
		assertThat(perf).doesNotContain("pull_request.base.sha").doesNotContain("alert-threshold");
		assertThat(perf.split("paths-ignore: \\['\\*\\*\\.md'\\]", -1)).hasSize(3);
		workflows.forEach((name, text) -> steps(text).stream()
			.filter((step) -> step.contains("actions/upload-artifact@"))
			.forEach((step) -> assertThat(step).as(name).contains("overwrite: true")));
		String publish = jobs(perf).get("publish");
		assertThat(publish.indexOf("run: .github/scripts/gh-pages.sh"))
			.isLessThan(publish.indexOf("github-action-benchmark@"));
		assertThat(workflows.get("perf-comment.yml")).contains("pattern: perf-comment")
			.doesNotContain("name: perf-comment\n          path");
	}

	@Test
	void passesTheCommentDataFromPerfToPerfComment() throws IOException {
		String perf = workflows.get("perf.yml");
		String comment = workflows.get("perf-comment.yml");
		assertThat(perf).containsPattern("(?m)^name: perf$").contains("name: perf-comment\n");
		assertThat(comment).contains("workflows: [perf]", "name: perf-comment\n",
				"run-id: ${{ github.event.workflow_run.id }}",
				"EXPECTED_HEAD_SHA: ${{ github.event.workflow_run.head_sha }}");
		String script = Files.readString(ROOT.resolve(".github/scripts/perf-comment.sh"));
		assertThat(script).contains("readonly MARKER='" + CommentMarkdown.MARKER + "'");
		String ci = Files.readString(ROOT.resolve(".github/scripts/perf-ci.sh"));
		for (String key : List.of("schema", "pr.number", "pr.head_sha", "pr.head_ref", "perf.exit_code")) {
			assertThat(ci).contains("prop " + key + " ");
		}
		assertThat(ci).contains(CommentDataReader.PROPERTIES, ReportFiles.RESULTS);
	}

	/** Each job's text by id: the lines under {@code jobs:} indented by two spaces. */
	private static Map<String, String> jobs(String workflow) {
		Map<String, String> jobs = new LinkedHashMap<>();
		String[] lines = workflow.substring(workflow.indexOf("\njobs:\n")).split("\n");
		String job = null;
		StringBuilder block = new StringBuilder();
		for (String line : lines) {
			Matcher header = Pattern.compile("^  ([a-z0-9_-]+):\\s*$").matcher(line);
			if (header.matches()) {
				if (job != null) {
					jobs.put(job, block.toString());
				}
				job = header.group(1);
				block.setLength(0);
			}
			else if (job != null) {
				block.append(line).append('\n');
			}
		}
		if (job != null) {
			jobs.put(job, block.toString());
		}
		return jobs;
	}

	/** Each step's text: from one {@code - } at six spaces to the next. */
	private static List<String> steps(String workflow) {
		List<String> steps = new ArrayList<>();
		StringBuilder step = null;
		for (String line : workflow.split("\n")) {
			if (line.startsWith("      - ")) {
				if (step != null) {
					steps.add(step.toString());
				}
				step = new StringBuilder();
			}
			else if (!line.startsWith("       ") && step != null && !line.isBlank()) {
				steps.add(step.toString());
				step = null;
			}
			if (step != null) {
				step.append(line).append('\n');
			}
		}
		if (step != null) {
			steps.add(step.toString());
		}
		return steps;
	}

}
