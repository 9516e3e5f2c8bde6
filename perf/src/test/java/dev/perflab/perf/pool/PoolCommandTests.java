package dev.perflab.perf.pool;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.cli.PerfCommand;
import dev.perflab.perf.compare.MetricComparison;
import dev.perflab.perf.compare.ShardPooling;
import dev.perflab.perf.compare.Verdict;
import dev.perflab.perf.metrics.Metric;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import dev.perflab.perf.results.ResultsSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code perf pool} on shards reported from raw runs made in the test: each shard a
 * compare of 4 forks of one JVM pair, 2 windows each, whose head/base CPU per request is
 * given fork by fork.
 */
class PoolCommandTests {

	private static final ObjectMapper JSON = new ObjectMapper();

	@TempDir
	Path directory;

	@Test
	void oneShardGivesExactlyItsOwnVerdict() throws IOException {
		Path shard = shard("one", 1, "base1", 1.020, 1.030, 1.025, 1.035);
		Results own = ResultsJson.read(shard, 1 << 24);
		Run pooled = pool("--shards", "1", shard.toString());
		assertThat(pooled.exitCode()).isEqualTo(own.exitCode());
		assertThat(pooled.results().comparison()).isEqualTo(own.comparison());
		assertThat(pooled.results().gate()).isEqualTo(own.gate());
		assertThat(pooled.results().pool().shards()).singleElement()
			.satisfies((described) -> assertThat(described.cpu()).isEqualTo(cpu(own)));
	}

	@Test
	void shardsThatAgreePoolTheirPairsAndNarrowTheInterval() throws IOException {
		Path a = shard("a", 1, "base1", 1.010, 1.040, 1.015, 1.035);
		Path b = shard("b", 2, "base1", 1.030, 1.005, 1.040, 1.020);
		Path c = shard("c", 3, "base1", 1.020, 1.035, 1.000, 1.030);
		Run pooled = pool(a.toString(), b.toString(), c.toString());
		Results results = pooled.results();
		MetricComparison cpu = cpu(results);
		assertThat(results.pool().metrics()).filteredOn((pooling) -> pooling.metric() == Metric.CPU_PER_REQUEST)
			.singleElement()
			.satisfies((pooling) -> assertThat(pooling.method()).isEqualTo(ShardPooling.Method.PAIRS));
		assertThat(cpu.sensitivity().jvmPairs()).isEqualTo(12);
		for (Path shard : List.of(a, b, c)) {
			assertThat(halfWidth(cpu)).isLessThan(halfWidth(cpu(ResultsJson.read(shard, 1 << 24))) / 1.5);
		}
		assertThat(cpu.verdict()).isEqualTo(Verdict.REGRESSED);
		assertThat(pooled.exitCode()).isEqualTo(1);
		assertThat(Files.readString(this.directory.resolve("out/summary.md"))).contains("#### The runners")
			.contains("pairs as one sample");
		assertThat(ResultsSchema.errors(Files.readString(this.directory.resolve("out/results.json")))).isEmpty();
	}

	@Test
	void namesEachCpusWorstFreezeOnceAndTheShardThatFroze() throws IOException {
		Path a = shard("a", 1, "base1", List.of(),
				(fixture) -> fixture.hostFreeze(0, 60_000, 0, 0, 0).hostFreeze(1, 60_000, 600, 20, 30), 1.01, 1.02,
				1.01, 1.02);
		Path b = shard("b", 2, "base1", List.of(),
				(fixture) -> fixture.hostFreeze(0, 60_000, 1_200, 40, 30).hostFreeze(1, 60_000, 24_000, 620, 41), 1.01,
				1.02, 1.01, 1.02);
		Results pooled = pool(a.toString(), b.toString()).results();
		assertThat(pooled.environment().hostFreezes()).extracting((freeze) -> freeze.cpu() + ":" + freeze.frozenMs())
			.containsExactly("0:1200", "1:24000");
		assertThat(Files.readString(this.directory.resolve("out/summary.md")))
			.contains("host froze (the worst shard) cpu0 2.0%, cpu1 40.0%");
		assertThat(pooled.warnings())
			.anySatisfy((warning) -> assertThat(warning).startsWith("shard 2: The host froze CPU 1"));
	}

	@Test
	void shardsThatDisagreeGetTheWiderRandomEffectsInterval() throws IOException {
		Path a = shard("a", 1, "base1", 1.000, 1.004, 0.998, 1.002);
		Path b = shard("b", 2, "base1", 1.060, 1.064, 1.058, 1.062);
		Path asOne = shard("asOne", 1, "base1", 1.000, 1.004, 0.998, 1.002, 1.060, 1.064, 1.058, 1.062);
		Results pooled = pool(a.toString(), b.toString()).results();
		assertThat(pooled.pool().metrics()).filteredOn((pooling) -> pooling.metric() == Metric.CPU_PER_REQUEST)
			.singleElement()
			.satisfies((pooling) -> {
				assertThat(pooling.method()).isEqualTo(ShardPooling.Method.RANDOM_EFFECTS);
				assertThat(pooling.heterogeneity().pValue()).isLessThan(0.001);
			});
		// The same eight pairs as one runner's: the runner effect widens the interval.
		assertThat(halfWidth(cpu(pooled))).isGreaterThan(2 * halfWidth(cpu(ResultsJson.read(asOne, 1 << 24))));
		assertThat(cpu(pooled).verdict()).isEqualTo(Verdict.INCONCLUSIVE);
		assertThat(ResultsSchema.errors(Files.readString(this.directory.resolve("out/results.json")))).isEmpty();
	}

	@Test
	void shardsOfOnePairEachHaveNoSpreadToTestAndArePooledAsOneSample() throws IOException {
		List<String> files = new ArrayList<>();
		double[] ratios = { 1.010, 1.040, 1.015, 1.035 };
		for (int shard = 1; shard <= ratios.length; shard++) {
			files.add(shard("s" + shard, shard, "base1", ratios[shard - 1]).toString());
		}
		Results pooled = pool(files.toArray(String[]::new)).results();
		assertThat(cpu(pooled).sensitivity().jvmPairs()).isEqualTo(4);
		assertThat(pooled.pool().metrics()).filteredOn((pooling) -> pooling.metric() == Metric.CPU_PER_REQUEST)
			.singleElement()
			.satisfies((pooling) -> {
				assertThat(pooling.method()).isEqualTo(ShardPooling.Method.PAIRS);
				assertThat(pooling.heterogeneity()).isNull();
			});
	}

	@Test
	void aMissingShardIsNamedAndTheOthersAreJudged() throws IOException {
		Path a = shard("a", 1, "base1", 1.010, 1.040, 1.015, 1.035);
		Path c = shard("c", 3, "base1", 1.020, 1.035, 1.000, 1.030);
		Run pooled = pool("--shards", "3", a.toString(), this.directory.resolve("b/results.json").toString(),
				c.toString());
		assertThat(pooled.results().pool().missing()).containsExactly(2);
		assertThat(pooled.results().pool().shards()).extracting(Results.Shard::shard).containsExactly(1, 3);
		assertThat(pooled.err()).contains("b/results.json: absent");
		assertThat(pooled.results().warnings()).anySatisfy((warning) -> assertThat(warning).startsWith("shard 2 of 3"));
		assertThat(Files.readString(this.directory.resolve("out/summary.md"))).contains("Judged on 2 of 3 shards")
			.containsSubsequence("| 1 | ", "| 2 | – | – | – | – | missing: failed or cancelled |", "| 3 | ");
	}

	@Test
	void noShardIsNoVerdict() {
		Run pooled = pool("--shards", "2", this.directory.resolve("a/results.json").toString(),
				this.directory.resolve("b/results.json").toString());
		assertThat(pooled.exitCode()).isEqualTo(3);
		assertThat(pooled.err()).contains("perf pool: no shard to pool");
		assertThat(this.directory.resolve("out/results.json")).doesNotExist();
	}

	@Test
	void shardsOfDifferentCommitsOrGatesAreRefusedNamingTheFile() throws IOException {
		Path a = shard("a", 1, "base1", 1.010, 1.040, 1.015, 1.035);
		Path other = shard("other", 2, "base2", 1.010, 1.040, 1.015, 1.035);
		Run commits = pool(a.toString(), other.toString());
		assertThat(commits.exitCode()).isEqualTo(2);
		assertThat(commits.err()).contains(other + ": base commit base2, but shard 1");
		Path gate = shard("gate", 2, "base1", List.of("--threshold-cpu", "5"), 1.010, 1.040, 1.015, 1.035);
		Run gates = pool(a.toString(), gate.toString());
		assertThat(gates.exitCode()).isEqualTo(2);
		assertThat(gates.err()).contains(gate + ": thresholds");
		Path load = shard("load", 2, "base1", List.of(),
				(fixture) -> fixture.run("traffic.sha256", "ab12" + "0".repeat(60)), 1.010, 1.040, 1.015, 1.035);
		Run loads = pool(a.toString(), load.toString());
		assertThat(loads.exitCode()).isEqualTo(2);
		assertThat(loads.err()).contains(load + ": workload (sha256) ab1200");
		Run twice = pool(a.toString(), a.toString());
		assertThat(twice.exitCode()).isEqualTo(2);
		assertThat(twice.err()).contains("shard 1 again");
		// As a new user would: a copy of shard 1 renumbered as 2, one metric row edited
		// away.
		Path copy = Files.createDirectories(this.directory.resolve("copy")).resolve("results.json");
		ObjectNode edited = (ObjectNode) JSON.readTree(a.toFile());
		((ObjectNode) edited.get("run").get("extra")).put(Results.Run.SHARD, "2");
		ArrayNode metrics = (ArrayNode) edited.get("comparison").get("metrics");
		metrics.remove(metrics.size() - 1);
		JSON.writeValue(copy.toFile(), edited);
		Run copied = pool(a.toString(), copy.toString());
		assertThat(copied.exitCode()).isEqualTo(2);
		assertThat(copied.err()).contains(copy + ": the measurement of shard 1 (" + a + ") again: its base window of ")
			.contains("a copy of a shard is not another shard");
		assertThat(this.directory.resolve("out/results.json")).doesNotExist();
	}

	private Path shard(String name, int number, String base, double... ratios) throws IOException {
		return shard(name, number, base, List.of(), UnaryOperator.identity(), ratios);
	}

	private Path shard(String name, int number, String base, List<String> reportOptions, double... ratios)
			throws IOException {
		return shard(name, number, base, reportOptions, UnaryOperator.identity(), ratios);
	}

	/**
	 * Writes and reports one shard: a fork per ratio, of one JVM pair and two windows
	 * whose head/base CPU per request straddle the ratio by ±0.2%.
	 */
	private Path shard(String name, int number, String base, List<String> reportOptions,
			UnaryOperator<RunDirectoryFixture> more, double... ratios) throws IOException {
		Path run = this.directory.resolve(name);
		RunDirectoryFixture fixture = more.apply(RunDirectoryFixture.compare(run))
			.run("forks", ratios.length)
			.run("windows", 2)
			.run("gitBase", base)
			.run("meta", Map.of(Results.Run.SHARD, String.valueOf(number)))
			.warmUps(40.0, stable(ratios.length));
		for (int fork = 1; fork <= ratios.length; fork++) {
			for (int window = 1; window <= 2; window++) {
				int round = (fork - 1) * 2 + window;
				long head = Math.round(900 * ratios[fork - 1] * ((window == 1) ? 1.002 : 0.998));
				// Each shard measured its own windows, an hour after the one before.
				long start = 1795256100000L + number * 3_600_000L + round * 30_000L;
				fixture.gateway(round, "base", 50_000, 900)
					.set("jvmPair", fork)
					.set("startMs", start)
					.set("endMs", start + 10_000)
					.add();
				fixture.gateway(round, "head", 50_000, head)
					.set("jvmPair", fork)
					.set("startMs", start)
					.set("endMs", start + 10_000)
					.add();
			}
		}
		fixture.write();
		List<String> args = new ArrayList<>(List.of("report", run.toString(), "--no-jfr"));
		args.addAll(reportOptions);
		PerfCommand.execute(args.toArray(String[]::new), new PrintWriter(new StringWriter()),
				new PrintWriter(new StringWriter()));
		return run.resolve("results.json");
	}

	private static boolean[] stable(int forks) {
		boolean[] stable = new boolean[forks];
		Arrays.fill(stable, true);
		return stable;
	}

	private Run pool(String... files) {
		List<String> args = new ArrayList<>(List.of("pool", "--out", this.directory.resolve("out").toString()));
		args.addAll(List.of(files));
		StringWriter out = new StringWriter();
		StringWriter err = new StringWriter();
		int exitCode = PerfCommand.execute(args.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
		Path written = this.directory.resolve("out/results.json");
		Results results = Files.exists(written) ? ResultsJson.read(written, 1 << 24) : null;
		return new Run(exitCode, results, err.toString());
	}

	private static MetricComparison cpu(Results results) {
		return results.comparison()
			.metrics()
			.stream()
			.filter((metric) -> metric.metric() == Metric.CPU_PER_REQUEST)
			.findFirst()
			.orElseThrow();
	}

	private static double halfWidth(MetricComparison metric) {
		return Math.log(metric.interval().high() / metric.interval().low()) / 2;
	}

	private record Run(int exitCode, Results results, String err) {

	}

}
