package dev.perflab.perf.comment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import dev.perflab.perf.report.ReportFiles;
import dev.perflab.perf.trend.TrendCommand;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The GitHub workflows cannot run on a developer's machine, so what they promise is
 * checked here, on the parsed YAML, next to the code they call: the security rules every
 * job follows, that every step doing work runs a script of the repository, and that the
 * names the workflows pass to each other (artifacts, files, the comment marker, the
 * workflow name) match. actionlint and zizmor ({@code .ci/lint}) check syntax and the
 * known dangerous patterns.
 */
class WorkflowContractTests {

	private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

	private static final Pattern ACTION = Pattern.compile("([\\w.-]+/[\\w.-]+)@(\\S+)");

	/** The comment after a pinned sha: the version it is, for people and Dependabot. */
	private static final Pattern VERSION_COMMENT = Pattern.compile(" v\\d+\\.\\d+\\.\\d+");

	/**
	 * A step that does work runs a script of the repository; the build tool is the
	 * exception.
	 */
	private static final Pattern SCRIPT = Pattern.compile(
			"(\\.github/scripts/[a-z-]+\\.sh|\\.ci/lint|\\.ci/test-scripts|\\.ci/check-doc-commands)( \"\\$[A-Z_]+\")*|mvn -B -ntp verify");

	private static final String BENCHMARK_ACTION = "benchmark-action/github-action-benchmark";

	private static Map<String, YamlNode> workflows;

	@BeforeAll
	static void readWorkflows() throws IOException {
		workflows = new LinkedHashMap<>();
		try (Stream<Path> files = Files.list(ROOT.resolve(".github/workflows"))) {
			for (Path file : files.sorted().toList()) {
				workflows.put(file.getFileName().toString(), YamlNode.read(file));
			}
		}
		assertThat(workflows).containsOnlyKeys("ci.yml", "perf.yml", "perf-comment.yml");
	}

	@Test
	void pinsEveryActionToOneFullShaWithItsVersion() {
		Map<String, String> pinOf = new HashMap<>();
		workflows.forEach((name, workflow) -> workflow.everyValueOf("uses").forEach((uses) -> {
			String pin = uses.text() + " #" + uses.comment();
			Matcher action = ACTION.matcher(uses.text());
			assertThat(action.matches()).as("%s: uses: %s names owner/repository@ref", name, pin).isTrue();
			assertThat(action.group(2)).as("%s: %s", name, pin).matches("[0-9a-f]{40}");
			assertThat(uses.comment()).as("%s: %s", name, pin).matches(VERSION_COMMENT);
			String before = pinOf.putIfAbsent(action.group(1), pin);
			assertThat(before).as("%s pinned the same everywhere", action.group(1)).isIn(null, pin);
		}));
		assertThat(pinOf).containsOnlyKeys("actions/checkout", "actions/setup-java", "actions/upload-artifact",
				"actions/download-artifact", "actions/cache", BENCHMARK_ACTION);
	}

	@Test
	void grantsNothingAtTheTopAndACommentedMinimumPerJob() {
		workflows.forEach((name, workflow) -> {
			assertThat(workflow.get("permissions").isMapping()).as("%s: permissions: {}", name).isTrue();
			assertThat(workflow.get("permissions").entries()).as("%s: permissions", name).isEmpty();
			assertThat(workflow.get("on").texts()).as("%s: on", name).doesNotContain("pull_request_target");
			jobs(workflow).forEach((job, definition) -> {
				assertThat(definition.text("timeout-minutes")).as("%s: job %s", name, job).matches("\\d+");
				YamlNode permissions = definition.get("permissions");
				assertThat(permissions.isMapping()).as("%s: job %s: permissions, one by one", name, job).isTrue();
				permissions.entries()
					.forEach((scope, grant) -> assertThat(grant.comment())
						.as("%s: %s: %s needs a comment", name, job, scope)
						.isNotBlank());
			});
		});
		assertThat(grants(workflows.get("perf-comment.yml"), "comment")).containsEntry("pull-requests", "write");
		assertThat(grants(workflows.get("perf.yml"), "publish")).containsEntry("contents", "write");
		workflows.forEach((name, workflow) -> jobs(workflow).keySet().forEach((job) -> {
			if (!(name.equals("perf.yml") && job.equals("publish")) && !name.equals("perf-comment.yml")) {
				assertThat(grants(workflow, job)).as("%s: %s", name, job).doesNotContainValue("write");
			}
		}));
	}

	@Test
	void checksOutWithoutPersistedCredentials() {
		workflows.forEach((name, workflow) -> allSteps(workflow).filter(uses("actions/checkout"))
			.forEach((step) -> assertThat(with(step, "persist-credentials")).as(name).isEqualTo("false")));
		// The privileged workflow: the default branch only, and no cache a pull request
		// could have written.
		YamlNode comment = workflows.get("perf-comment.yml");
		assertThat(comment.everyValueOf("ref")).isEmpty();
		assertThat(comment.everyValueOf("cache")).isEmpty();
		assertThat(allSteps(comment).filter(uses("actions/cache"))).isEmpty();
		assertThat(comment.everyValueOf("run")).extracting(YamlNode::text).noneMatch((run) -> run.contains("mvn "));
	}

	@Test
	void runsRepositoryScriptsWithEventFieldsOnlyThroughTheEnvironment() {
		workflows.forEach((name, workflow) -> {
			List<YamlNode> runs = workflow.everyValueOf("run").toList();
			assertThat(runs).as(name).isNotEmpty();
			for (YamlNode run : runs) {
				assertThat(run.isBlockScalar()).as("%s: run: %s is one line", name, run.text()).isFalse();
				assertThat(run.text()).as("%s: run: %s", name, run.text()).matches(SCRIPT);
			}
		});
	}

	@Test
	void publishesEachBenchmarkFileWithItsDirectionOnlyFromMain() {
		YamlNode perf = workflows.get("perf.yml");
		List<YamlNode> publishes = allSteps(perf).filter(uses(BENCHMARK_ACTION)).toList();
		// Per JDK, the series of .github/trend-series.tsv in its order
		// (perf/trend-publish.sh
		// runs the same list on a developer's machine): the index against the reference,
		// then
		// head's absolute figures beside it; each file with its direction and a name of
		// its own.
		List<String[]> perJdk = trendSeries();
		assertThat(perJdk).extracting((series) -> series[0])
			.containsExactly(TrendCommand.SMALLER, TrendCommand.BIGGER, ReportFiles.BENCHMARK_BIGGER,
					ReportFiles.BENCHMARK_SMALLER);
		assertThat(publishes).hasSize(2 * perJdk.size());
		for (int i = 0; i < publishes.size(); i++) {
			String jdk = (i < perJdk.size()) ? "17" : "25";
			String[] expected = perJdk.get(i % perJdk.size());
			String file = "perf-trend/jdk" + jdk + "/" + expected[0];
			YamlNode publish = publishes.get(i);
			assertThat(with(publish, "tool")).isEqualTo(expected[1]);
			assertThat(with(publish, "output-file-path")).isEqualTo(file);
			assertThat(publish.text("if")).contains("hashFiles('" + file + "')");
			assertThat(with(publish, "name")).isEqualTo(expected[2] + " · JDK " + jdk);
			assertThat(with(publish, "auto-push")).isEqualTo("true");
			assertThat(with(publish, "benchmark-data-dir-path")).isEqualTo("dev/bench");
		}
		YamlNode publish = jobs(perf).get("publish");
		assertThat(steps(publish).filter(uses(BENCHMARK_ACTION))).isNotEmpty();
		assertThat(publish.get("concurrency").text("group")).isEqualTo("gh-pages-publish");
		assertThat(publish.get("concurrency").text("cancel-in-progress")).isEqualTo("false");
		assertThat(steps(publish).filter(runs(".github/scripts/gh-pages.sh"))).isNotEmpty();
		// The change points come last, over everything the action steps appended.
		List<YamlNode> publishSteps = steps(publish).toList();
		YamlNode last = publishSteps.get(publishSteps.size() - 1);
		assertThat(runs(".github/scripts/gh-pages.sh").test(last)).isTrue();
		assertThat(last.get("env").text("PERF_PAGES_CHANGES")).isEqualTo("true");
		assertThat(indexOfFirst(publishSteps, uses(BENCHMARK_ACTION))).isLessThan(publishSteps.size() - 1);
		assertThat(publish.text("if")).contains("github.event_name == 'push' && github.ref == 'refs/heads/main'");
		jobs(perf).forEach((job, definition) -> {
			if (!job.equals("publish")) {
				assertThat(definition.everyValueOf("auto-push")).as(job).isEmpty();
				assertThat(definition.texts()).as(job).noneMatch((text) -> text.contains("github-action-benchmark"));
			}
		});
		assertThat(Stream.of("ci.yml", "perf-comment.yml")
			.flatMap((name) -> workflows.get(name).everyValueOf("auto-push"))).isEmpty();
	}

	@Test
	void queuesEveryPublishInsteadOfCancellingTheOneWaiting() throws IOException {
		// By default a run entering a concurrency group cancels the one pending there: of
		// three pushes within one publish, the middle one's point would never be drawn.
		// queue: max keeps up to 100 waiting, in order; GitHub refuses it beside
		// cancel-in-progress: true. actionlint does not know the key yet, so its value is
		// checked here.
		YamlNode concurrency = jobs(workflows.get("perf.yml")).get("publish").get("concurrency");
		assertThat(concurrency.text("group")).isEqualTo("gh-pages-publish");
		assertThat(concurrency.text("cancel-in-progress")).isEqualTo("false");
		assertThat(concurrency.text("queue")).isEqualTo("max");
		assertThat(workflows.values().stream().flatMap((workflow) -> workflow.everyValueOf("queue")))
			.as("queue: only the publish job's")
			.hasSize(1);
		// actionlint's ignore of the unknown key: that one message, in perf.yml only.
		YamlNode paths = YamlNode.read(ROOT.resolve(".github/actionlint.yaml")).get("paths");
		assertThat(paths.entries()).containsOnlyKeys(".github/workflows/perf.yml");
		assertThat(paths.get(".github/workflows/perf.yml").get("ignore").items()).extracting(YamlNode::text)
			.singleElement()
			.asString()
			.startsWith("unexpected key \"queue\" for \"concurrency\" section");
	}

	@Test
	void measuresAgainstTheMergeCommitsFirstParentAndBootstrapsGhPages() {
		YamlNode perf = workflows.get("perf.yml");
		List<YamlNode> pullRequest = steps(jobs(perf).get("pull-request")).toList();
		assertThat(pullRequest).filteredOn(uses("actions/checkout"))
			.singleElement()
			.satisfies((checkout) -> assertThat(with(checkout, "fetch-depth")).isEqualTo("2"));
		assertThat(pullRequest).filteredOn((step) -> step.has("id") && step.text("id").equals("base"))
			.singleElement()
			.satisfies((base) -> assertThat(base.text("run")).isEqualTo(".github/scripts/resolve-base.sh"));
		assertThat(pullRequest).filteredOn((step) -> step.has("env"))
			.extracting((step) -> step.get("env").entries())
			.anySatisfy((env) -> assertThat(env).hasEntrySatisfying("PERF_BASE_SHA",
					(sha) -> assertThat(sha.text()).isEqualTo("${{ steps.base.outputs.sha }}")));
		assertThat(pullRequest).filteredOn(uses("actions/cache")).singleElement().satisfies((cache) -> {
			assertThat(with(cache, "path")).isEqualTo("perf/target/base-cache/${{ steps.base.outputs.sha }}");
			assertThat(with(cache, "key")).isEqualTo("perf-base-gateway-${{ steps.base.outputs.sha }}-jdk17");
		});
		assertThat(perf.texts()).noneMatch((text) -> text.contains("pull_request.base.sha"));
		assertThat(perf.everyValueOf("alert-threshold")).isEmpty();
		for (String event : List.of("pull_request", "push")) {
			assertThat(perf.get("on").get(event).get("paths-ignore").items()).as(event)
				.extracting(YamlNode::text)
				.containsExactly("**.md");
		}
		workflows.forEach((name, workflow) -> allSteps(workflow).filter(uses("actions/upload-artifact"))
			.forEach((step) -> assertThat(with(step, "overwrite")).as(name).isEqualTo("true")));
		List<YamlNode> publish = steps(jobs(perf).get("publish")).toList();
		int bootstrap = indexOfFirst(publish, runs(".github/scripts/gh-pages.sh"));
		assertThat(bootstrap).isNotNegative().isLessThan(indexOfFirst(publish, uses(BENCHMARK_ACTION)));
		List<YamlNode> downloads = allSteps(workflows.get("perf-comment.yml")).filter(uses("actions/download-artifact"))
			.toList();
		assertThat(downloads).anySatisfy((step) -> assertThat(with(step, "pattern")).isEqualTo("perf-comment"))
			.noneSatisfy((step) -> assertThat(step.get("with").has("name")).isTrue());
	}

	@Test
	void keepsEachPushsDifferentialFlameGraphsWhereTheTrendsStepLinksThem() throws IOException {
		YamlNode main = jobs(workflows.get("perf.yml")).get("main");
		assertThat(steps(main).filter(uses("actions/upload-artifact")))
			.filteredOn((step) -> with(step, "name").startsWith("perf-flamegraph-diff-jdk${{ matrix.java }}"))
			.singleElement()
			.satisfies((step) -> {
				assertThat(with(step, "path").lines()).containsExactly(
						"perf/target/ci-run/" + ReportFiles.FLAME_GRAPH_DIFF,
						"perf/target/ci-run/" + ReportFiles.FLAME_GRAPH_DIFF_GONE,
						"perf/target/ci-run/" + ReportFiles.ALLOCATION_FLAME_GRAPH_DIFF,
						"perf/target/ci-run/" + ReportFiles.ALLOCATION_FLAME_GRAPH_DIFF_GONE);
				assertThat(with(step, "retention-days")).isEqualTo("90");
				assertThat(step.text("if")).contains("steps.perf.outputs.completed == 'true'");
			});
		// The index points name the workflow run that holds them; the step's annotation
		// links
		// it.
		assertThat(Files.readString(ROOT.resolve(".github/scripts/perf-ci.sh")))
			.contains("run_url=(--run-url \"${GITHUB_SERVER_URL:-https://github.com}/$GITHUB_REPOSITORY/actions/runs/"
					+ "$GITHUB_RUN_ID\")");
		assertThat(Files.readString(ROOT.resolve(".github/scripts/trend-changes.py")))
			.contains("{change.run}#artifacts");
	}

	@Test
	void passesTheCommentDataFromPerfToPerfComment() throws IOException {
		YamlNode perf = workflows.get("perf.yml");
		YamlNode comment = workflows.get("perf-comment.yml");
		assertThat(perf.text("name")).isEqualTo("perf");
		assertThat(allSteps(perf).filter(uses("actions/upload-artifact")).map((step) -> with(step, "name")))
			.contains("perf-comment");
		assertThat(comment.text("name")).isEqualTo("perf-comment");
		assertThat(comment.get("on").get("workflow_run").get("workflows").items()).extracting(YamlNode::text)
			.containsExactly("perf");
		assertThat(allSteps(comment).filter(uses("actions/download-artifact")).map((step) -> with(step, "run-id")))
			.containsExactly("${{ github.event.workflow_run.id }}");
		assertThat(allSteps(comment).filter((step) -> step.has("env")).map((step) -> step.get("env").entries()))
			.anySatisfy((env) -> assertThat(env).hasEntrySatisfying("EXPECTED_HEAD_SHA",
					(sha) -> assertThat(sha.text()).isEqualTo("${{ github.event.workflow_run.head_sha }}")));
		String script = Files.readString(ROOT.resolve(".github/scripts/perf-comment.sh"));
		assertThat(script).contains("readonly MARKER='" + CommentMarkdown.MARKER + "'");
		String ci = Files.readString(ROOT.resolve(".github/scripts/perf-ci.sh"));
		for (String key : List.of("schema", "pr.number", "pr.head_sha", "pr.head_ref", "perf.exit_code")) {
			assertThat(ci).contains("prop " + key + " ");
		}
		assertThat(ci).contains(CommentDataReader.PROPERTIES, ReportFiles.RESULTS);
	}

	/**
	 * The shards: one plan job turns the variables PERF_SHARDS and PERF_BUDGET into the
	 * matrix and the budget of the measuring jobs; each shard says which it is; a pool
	 * job per compare judges them, also when a shard failed; with one shard, the names a
	 * user sees (the required check, the artifacts, the comment data) are an unsharded
	 * run's.
	 */
	@Test
	void spreadsACompareOverThePlannedShardsAndPoolsThem() throws IOException {
		Map<String, YamlNode> jobs = jobs(workflows.get("perf.yml"));
		YamlNode plan = jobs.get("plan");
		assertThat(steps(plan).filter(runs(".github/scripts/perf-plan.sh"))).singleElement().satisfies((step) -> {
			assertThat(step.get("env").text("PERF_SHARDS")).isEqualTo("${{ vars.PERF_SHARDS }}");
			assertThat(step.get("env").text("PERF_BUDGET")).isEqualTo("${{ vars.PERF_BUDGET }}");
		});
		assertThat(plan.get("outputs").text("shards")).isEqualTo("${{ steps.shards.outputs.shards }}");
		assertThat(plan.get("outputs").text("budget")).isEqualTo("${{ steps.shards.outputs.budget }}");
		String oneShard = "needs.plan.outputs.count == '1'";
		String sharded = "needs.plan.outputs.count != '1'";
		for (String measuring : List.of("pull-request", "main")) {
			YamlNode job = jobs.get(measuring);
			assertThat(job.text("needs")).as(measuring).isEqualTo("plan");
			assertThat(job.get("strategy").get("matrix").text("shard")).as(measuring)
				.isEqualTo("${{ fromJSON(needs.plan.outputs.shards) }}");
			assertThat(job.get("strategy").text("fail-fast")).as(measuring).isEqualTo("false");
			assertThat(job.text("name")).as(measuring)
				.contains("${{ " + sharded + " && format(' · shard {0}', matrix.shard) || '' }}");
			assertThat(steps(job).filter(runs(".github/scripts/perf-ci.sh"))).as(measuring)
				.singleElement()
				.satisfies((step) -> {
					assertThat(step.get("env").text("PERF_SHARDS")).isEqualTo("${{ needs.plan.outputs.count }}");
					assertThat(step.get("env").text("PERF_SHARD")).isEqualTo("${{ matrix.shard }}");
					assertThat(step.get("env").text("PERF_BUDGET")).isEqualTo("${{ needs.plan.outputs.budget }}");
				});
		}
		assertThat(jobs.get("pull-request").text("name")).startsWith("perf diff (head vs base)${{");
		Map<String, String> pools = Map.of("pull-request-pool", "perf-run-shard-*", "main-pool",
				"perf-run-jdk${{ matrix.java }}-shard-*");
		pools.forEach((pool, pattern) -> {
			YamlNode job = jobs.get(pool);
			assertThat(job.text("if")).as(pool).contains("!cancelled()", sharded);
			assertThat(grants(workflows.get("perf.yml"), pool)).as(pool).containsExactly(Map.entry("contents", "read"));
			List<YamlNode> poolSteps = steps(job).toList();
			assertThat(poolSteps).filteredOn(uses("actions/download-artifact")).singleElement().satisfies((step) -> {
				assertThat(with(step, "pattern")).isEqualTo(pattern);
				assertThat(with(step, "path")).isEqualTo("perf/target/shards");
			});
			assertThat(poolSteps).filteredOn(runs(".github/scripts/perf-ci.sh"))
				.singleElement()
				.satisfies((step) -> assertThat(step.get("env").text("PERF_POOL"))
					.isEqualTo("${{ github.workspace }}/perf/target/shards"));
		});
		assertThat(jobs.get("pull-request-pool").get("needs").items()).extracting(YamlNode::text)
			.containsExactly("plan", "pull-request");
		assertThat(jobs.get("main-pool").get("needs").items()).extracting(YamlNode::text)
			.containsExactly("plan", "main");
		assertThat(jobs.get("publish").get("needs").items()).extracting(YamlNode::text)
			.containsExactly("main", "main-pool");
		// What the shards upload is what the pools download, and what perf-ci.sh finds in
		// it.
		assertThat(steps(jobs.get("pull-request")).filter(uses("actions/upload-artifact")).map((s) -> with(s, "name")))
			.contains("${{ " + oneShard + " && 'perf-run' || format('perf-run-shard-{0}', matrix.shard) }}");
		assertThat(steps(jobs.get("main")).filter(uses("actions/upload-artifact")).map((s) -> with(s, "name")))
			.contains(
					"perf-run-jdk${{ matrix.java }}${{ " + sharded + " && format('-shard-{0}', matrix.shard) || '' }}");
		// download-artifact puts a lone artifact straight into its path: the pool finds
		// every results.json there, numbered by the shard its run says it is.
		assertThat(Files.readString(ROOT.resolve(".github/scripts/perf-ci.sh")))
			.contains("find \"$POOL_DIR\" -maxdepth 2 -name results.json");
		// One comment and one trend point per compare: from the shard when alone, else
		// the pool.
		assertThat(steps(jobs.get("pull-request")).filter(uses("actions/upload-artifact")))
			.filteredOn((step) -> with(step, "name").equals("perf-comment"))
			.singleElement()
			.satisfies((step) -> assertThat(step.text("if")).contains(oneShard));
		assertThat(steps(jobs.get("pull-request-pool")).filter(uses("actions/upload-artifact")))
			.extracting((step) -> with(step, "name"))
			.contains("perf-comment", "perf-run");
		assertThat(steps(jobs.get("main")).filter(uses("actions/upload-artifact")))
			.filteredOn((step) -> with(step, "name").equals("perf-trend-jdk${{ matrix.java }}"))
			.singleElement()
			.satisfies((step) -> assertThat(step.text("if")).contains(oneShard));
		assertThat(steps(jobs.get("main-pool")).filter(uses("actions/upload-artifact")))
			.extracting((step) -> with(step, "name"))
			.contains("perf-trend-jdk${{ matrix.java }}");
	}

	private static Map<String, YamlNode> jobs(YamlNode workflow) {
		return workflow.get("jobs").entries();
	}

	/** A job's permissions, scope to access. */
	private static Map<String, String> grants(YamlNode workflow, String job) {
		Map<String, String> grants = new LinkedHashMap<>();
		jobs(workflow).get(job).get("permissions").entries().forEach((scope, grant) -> grants.put(scope, grant.text()));
		return grants;
	}

	/** The trend's series: file, tool, chart, from the list both publishers read. */
	private static List<String[]> trendSeries() {
		try {
			return Files.readAllLines(ROOT.resolve(".github/trend-series.tsv"))
				.stream()
				.filter((line) -> !line.isBlank() && !line.startsWith("#"))
				.map((line) -> line.split("\t"))
				.peek((columns) -> assertThat(columns).hasSize(3))
				.toList();
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static Stream<YamlNode> steps(YamlNode job) {
		return job.has("steps") ? job.get("steps").items().stream() : Stream.empty();
	}

	private static Stream<YamlNode> allSteps(YamlNode workflow) {
		return jobs(workflow).values().stream().flatMap(WorkflowContractTests::steps);
	}

	/** A step's input, as written under {@code with:}. */
	private static String with(YamlNode step, String input) {
		return step.get("with").text(input);
	}

	private static Predicate<YamlNode> uses(String action) {
		return (step) -> step.has("uses") && step.text("uses").startsWith(action + "@");
	}

	private static Predicate<YamlNode> runs(String command) {
		return (step) -> step.has("run") && step.text("run").equals(command);
	}

	private static int indexOfFirst(List<YamlNode> steps, Predicate<YamlNode> which) {
		for (int i = 0; i < steps.size(); i++) {
			if (which.test(steps.get(i))) {
				return i;
			}
		}
		return -1;
	}

}
