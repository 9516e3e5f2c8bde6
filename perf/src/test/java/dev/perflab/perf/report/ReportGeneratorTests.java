package dev.perflab.perf.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import dev.perflab.perf.results.Outcome;
import dev.perflab.perf.RunDirectoryFixture;
import dev.perflab.perf.TestRuns;
import dev.perflab.perf.compare.CompareSettings;
import dev.perflab.perf.raw.RawDataException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.within;

class ReportGeneratorTests {

	private static final ObjectMapper JSON = new ObjectMapper();

	@TempDir
	Path directory;

	@Test
	void writesTheResultsOfASingleRun() throws IOException {
		Results report = generate(TestRuns.single(this.directory).write());
		assertThat(report.gate().passed()).isTrue();
		assertThat(report.warnings()).isEmpty();
		JsonNode results = read("results.json");
		assertThat(results.get("schemaVersion").asInt()).isEqualTo(ResultsJson.SCHEMA_VERSION);
		assertThat(results.get("mode").asText()).isEqualTo("single");
		assertThat(results.get("verdict").asText()).isEqualTo("pass");
		assertThat(results.get("exitCode").asInt()).isZero();
		assertThat(results.at("/run/gitHead").asText()).isEqualTo("4f1c2a9e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a39");
		assertThat(results.at("/run/warmup/seconds").asDouble()).isEqualTo(42.0);
		assertThat(results.at("/environment/cpuCount").asInt()).isEqualTo(2);
		assertThat(results.at("/layout/gatewayCpus").asText()).isEqualTo("1");
		assertThat(results.at("/load/wrkConnections").asInt()).isEqualTo(10);
		assertThat(results.get("rounds")).hasSize(6);
		JsonNode gatewayRound = results.at("/rounds/1");
		assertThat(gatewayRound.get("target").asText()).isEqualTo("gateway");
		assertThat(gatewayRound.get("sequence").asInt()).isEqualTo(2);
		assertThat(gatewayRound.at("/metrics/rps").asDouble()).isEqualTo(4_900.0);
		assertThat(gatewayRound.at("/metrics/ratioToDirect").asDouble()).isEqualTo(0.1225);
		assertThat(gatewayRound.at("/metrics/cpuUsPerRequest").asDouble()).isEqualTo(180.0);
		assertThat(results.at("/targets/gateway/cpuUsPerRequestByProcess/auth/median").asDouble()).isEqualTo(30.0);
		assertThat(gatewayRound.at("/metrics/latencyP50Ms").asDouble()).isEqualTo(1.8);
		assertThat(gatewayRound.at("/wrk/requests").asLong()).isEqualTo(49_000);
		assertThat(gatewayRound.at("/cpuTicks/clkTck").asInt()).isEqualTo(100);
		assertThat(results.at("/rounds/0/metrics/ratioToDirect").isNull()).isTrue();
		JsonNode gateway = results.at("/targets/gateway");
		assertThat(gateway.get("rounds").asInt()).isEqualTo(3);
		assertThat(gateway.at("/metrics/rps/median").asDouble()).isEqualTo(5_000.0);
		assertThat(gateway.at("/metrics/rps/min").asDouble()).isEqualTo(4_900.0);
		assertThat(gateway.at("/metrics/rps/max").asDouble()).isEqualTo(5_100.0);
		assertThat(gateway.at("/metrics/rps/cv").asDouble()).isEqualTo(0.02);
		assertThat(gateway.at("/metrics/ratioToDirect/median").asDouble()).isEqualTo(0.125);
		assertThat(results.at("/targets/direct/metrics/rps/median").asDouble()).isEqualTo(40_000.0);
		assertThat(results.get("comparison").isNull()).isTrue();
		assertThat(results.at("/rules/status").asText()).isEqualTo("skipped");
		assertThat(results.get("files")).extracting(JsonNode::asText)
			.containsExactly("results.json", "benchmark-bigger.json", "benchmark-smaller.json");
	}

	@Test
	void writesBenchmarkFilesWithStableNames() throws IOException {
		generate(TestRuns.single(this.directory).write());
		JsonNode bigger = read("benchmark-bigger.json");
		assertThat(bigger).extracting((node) -> node.get("name").asText())
			.containsExactly("gateway RPS", "direct RPS", "gateway/direct RPS ratio");
		assertThat(bigger).extracting((node) -> node.get("value").asDouble()).containsExactly(5000.0, 40000.0, 0.125);
		assertThat(bigger.at("/0/unit").asText()).isEqualTo("req/s");
		assertThat(bigger.at("/0/range").asText()).isEqualTo("± 2.0%");
		assertThat(bigger.at("/1/range").asText()).isEqualTo("± 0.0%");
		assertThat(bigger.at("/0/extra").asText()).isEqualTo("commit 4f1c2a9e8b7d; JDK 17.0.15; "
				+ "CPU Intel(R) Xeon(R) Platinum 8259CL CPU @ 2.50GHz; 2 vCPUs; layout gateway=1 services=0 wrk=0; "
				+ "wrk -t1 -c10, 3 x 10 s; profile clean; rules skipped");
		JsonNode smaller = read("benchmark-smaller.json");
		assertThat(smaller).extracting((node) -> node.get("name").asText())
			.containsExactly("gateway CPU per request", "gateway allocation per request", "gateway latency p50",
					"gateway latency p99");
		assertThat(smaller).extracting((node) -> node.get("unit").asText())
			.containsExactly("us/request", "B/request", "ms", "ms");
		assertThat(smaller).extracting((node) -> node.get("value").asDouble())
			.containsExactly(180.0,
					read("results.json").at("/targets/gateway/metrics/allocatedBytesPerRequest/median").asDouble(), 1.8,
					4.0);
		// Heap bytes per request, whatever the runner's speed: about 43 kB in the
		// fixture.
		assertThat(smaller.at("/1/value").asDouble()).isBetween(43_000.0, 43_050.0);
	}

	@Test
	void summarizesASingleRun() throws IOException {
		generate(TestRuns.single(this.directory).write());
		String summary = Files.readString(this.directory.resolve("summary.md"));
		assertThat(summary).startsWith("## ✅ Gateway performance: pass\n\n");
		assertThat(summary).contains("Commit `4f1c2a9e8b7d` · profile `clean` · 3 rounds of 10 s per target");
		assertThat(summary).contains("| throughput (req/s) | 40,000 | **5,000** | 4,900 – 5,100 | 2.0% |");
		assertThat(summary).contains("| gateway / direct RPS |  | **0.125** | 0.123 – 0.128 | 2.0% |");
		assertThat(summary).contains("| CPU per request (µs) | 20.0 | **180.0** | 180.0 – 190.0 | 3.1% |");
		assertThat(summary).contains("| latency p50 (ms) | 0.200 | **1.800** | 1.800 – 1.800 | 0.0% |");
		assertThat(summary).contains("Failed requests (errors + non-2xx): gateway 0 of 150,000, direct 0.");
		assertThat(summary).contains("`auth` 30.0 µs, `gateway` 180.0 µs, `hello` 20.0 µs per request");
		assertThat(summary).contains("### JFR rules: skipped");
		assertThat(summary).contains("**Environment:** JDK `17.0.15`");
		assertThat(summary).contains(
				"**Files:** `results.json` · `benchmark-bigger.json` · " + "`benchmark-smaller.json` · `summary.md`");
		assertThat(summary).doesNotContain("**Logs:**");
	}

	@Test
	void failsTheGateOnARegressedHead() throws IOException {
		Results report = generate(TestRuns.compareSlowerHead(this.directory).write());
		assertThat(report.gate().exitCode()).isEqualTo(1);
		// Only CPU per request gates: throughput and latency are shown, not judged.
		assertThat(report.gate().reasons()).hasSize(1)
			.first()
			.asString()
			.startsWith("CPU per request regressed by +10.0% (interval +");
		JsonNode results = read("results.json");
		assertThat(results.get("verdict").asText()).isEqualTo("fail");
		assertThat(results.at("/comparison/pairedRounds")).hasSize(5);
		assertThat(results.at("/comparison/metrics/0/metric").asText()).isEqualTo("cpuUsPerRequest");
		assertThat(results.at("/comparison/metrics/0/verdict").asText()).isEqualTo("regressed");
		assertThat(results.at("/comparison/metrics/0/direction").asText()).isEqualTo("smallerIsBetter");
		assertThat(results.at("/comparison/thresholdsPercent/cpuUsPerRequest").asDouble()).isEqualTo(3.0);
		assertThat(results.at("/comparison/confidence").asDouble()).isEqualTo(0.95);
		assertThat(results.at("/comparison/perMetricConfidence").asDouble()).isCloseTo(0.90, within(1e-12));
		assertThat(results.at("/comparison/metrics/2/windowRatios")).extracting(JsonNode::asDouble)
			.containsExactly(0.9, 0.9, 0.9, 0.9, 0.9);
		String summary = Files.readString(this.directory.resolve("summary.md"));
		assertThat(summary).startsWith("## ❌ Gateway performance, head vs base: CPU per request 10.0% worse "
				+ "(+10.0% … +10.0%), and 4 more metrics worse\n\n");
		assertThat(summary).contains("**Why the gate failed:**\n\n- `CPU per request regressed by +10.0%");
		assertThat(summary).contains("Head `4f1c2a9e8b7d` vs base `0a1b2c3d4e5f` (`origin/main`)")
			.contains(
					"90% intervals (Student t over the pairs; each end a one-sided 95% bound, and CPU per request and "
							+ "allocation per request gate; a regression of latency p99 at the rate fails it too)")
			.contains(
					"| metric | base | head (base × ratio) | change | interval | caught at 95% | threshold | verdict |");
		assertThat(summary).contains("| CPU per request (µs) | 180.0 | 198.0 | ▲ +10.0% | +10.0% … +10.0% | ±1.5% | "
				+ "±3% | 🔴 **regressed** |");
		assertThat(summary)
			.contains("| throughput (req/s) | 5,000 | 4,500 | ▲ -10.0% | -10.0% … -10.0% | ±2.5% | ±5% |");
		assertThat(summary).contains(
				"| latency p99 (ms) | 4.000 | 4.300 | ▲ +7.5% | +7.5% … +7.5% | ±5.0% | ±10% | 🔴 **regressed** |");
		assertThat(results.at("/gate/outcome").asText()).isEqualTo("fail");
		assertThat(results.at("/comparison/metrics/0/detectableChangePercent").asDouble()).isLessThan(3);
	}

	@Test
	void passesIdenticalBaseAndHead() throws IOException {
		Results report = generate(TestRuns.compareIdentical(this.directory).write());
		assertThat(report.gate().passed()).isTrue();
		String summary = Files.readString(this.directory.resolve("summary.md"));
		assertThat(summary).startsWith("## ✅ Gateway performance, head vs base: No change beyond ±3% in CPU per "
				+ "request (+0.0% … +0.0%)\n");
		assertThat(summary)
			.contains("| CPU per request (µs) | 180.0 | 180.0 | +0.0% | +0.0% … +0.0% | ±1.5% | ±3% | ⚪ unchanged |");
		// In compare mode the benchmark files describe head, under the same names.
		assertThat(read("benchmark-bigger.json").at("/0/name").asText()).isEqualTo("gateway RPS");
	}

	@Test
	void callsANoisyCpuInconclusiveNotAPass() throws IOException {
		Results report = generate(TestRuns.compareNoisyCpu(this.directory).write());
		assertThat(report.gate().outcome()).isEqualTo(Outcome.INCONCLUSIVE);
		// Not a red check by default: the runner's noise is not the pull request's fault.
		assertThat(report.gate().exitCode()).isZero();
		String summary = Files.readString(this.directory.resolve("summary.md"));
		assertThat(summary)
			.startsWith("## ⚠️ Gateway performance, head vs base: Inconclusive: this run catches changes of ")
			.doesNotContain("✅");
		assertThat(summary).containsPattern("\\| CPU per request \\(µs\\) \\| [0-9.]+ \\| [0-9.]+ \\| [^|]+ \\| "
				+ "-\\d+\\.\\d% … \\+\\d+\\.\\d% \\| ±\\d+\\.\\d% \\| ±3% \\| ⚠️ inconclusive \\|");
		assertThat(read("results.json").get("verdict").asText()).isEqualTo("inconclusive");
		assertThat(read("results.json").at("/gate/inconclusive/0").asText())
			.startsWith("CPU per request: this run catches changes of ");
	}

	@Test
	void showsANoisyUngatedMetricWithoutMakingTheRunInconclusive() throws IOException {
		// Throughput and latency of two gateways on one CPU are shown, not judged.
		Results report = generate(TestRuns.compareNoisyP99(this.directory).write());
		assertThat(report.gate().outcome()).isEqualTo(Outcome.PASS);
		assertThat(Files.readString(this.directory.resolve("summary.md")))
			.containsPattern("\\| latency p99 \\(ms\\) \\| [^\\n]* \\| ⚠️ inconclusive \\|");
	}

	@Test
	void failsAnInconclusiveRunOnlyWhenAskedTo() throws IOException {
		Path run = TestRuns.compareNoisyCpu(this.directory).write();
		Results report = ReportGenerator.generate(new ReportOptions(run, null, CompareSettings.defaults(),
				ReportOptions.DEFAULT_MAX_ERROR_RATE, true, true, java.util.List.of(), java.util.List.of(), false));
		assertThat(report.gate().exitCode()).isEqualTo(1);
		assertThat(read("results.json").at("/gate/failOnInconclusive").asBoolean()).isTrue();
	}

	@Test
	void callsACompareRunWithAnUnsettledWarmupInconclusive() throws IOException {
		Results report = generate(TestRuns.compareIdentical(this.directory).warmUps(42, true, false).write());
		assertThat(report.gate().outcome()).isEqualTo(Outcome.INCONCLUSIVE);
		assertThat(report.gate().inconclusive()).first()
			.isEqualTo("The warm-up did not settle within 42 s in 1 of 2 forks: base and head were not measured in a "
					+ "steady state. At its end the JIT still took 31.2% of the gateways' CPU (quiet is at most 2.0%), and "
					+ "the gateways took up to 12 s to start: on a slow or crowded machine give it longer (--warmup-max) "
					+ "or run on a faster one.");
		assertThat(Files.readString(this.directory.resolve("summary.md")))
			.startsWith("## ⚠️ Gateway performance, head vs base: Inconclusive: the warm-up did not settle")
			.doesNotContain("✅");
	}

	@Test
	void namesAQuietJitWhenAnUnsettledWarmupHadNothingLeftToCompile() throws IOException {
		Results report = generate(TestRuns.compareIdentical(this.directory)
			.warmUps(42, false, false)
			.compilerShares(0.007, 0.011)
			.write());
		assertThat(report.gate().outcome()).isEqualTo(Outcome.INCONCLUSIVE);
		assertThat(report.gate().inconclusive()).first()
			.isEqualTo("The warm-up did not settle within 42 s in 2 of 2 forks: base and head were not measured in a "
					+ "steady state. The JIT was quiet at its end (0.7% and 1.1% of the gateways' CPU), but their cost "
					+ "per request still moved between its last probes: on a noisy machine give it longer "
					+ "(--warmup-max) or run on a quieter one.");
	}

	@Test
	void failsTheGateWhenTheGatewayAnswersErrors() throws IOException {
		RunDirectoryFixture fixture = TestRuns.single(this.directory);
		fixture.gateway(4, "gateway", 50_000, 900).errors(0, 0, 0, 20_000, 0).add();
		Results report = generate(fixture.run("windows", 4).write());
		assertThat(report.gate().reasons()).containsExactly("gateway answered 20,000 of 200,000 requests with errors "
				+ "(0 socket errors, 20,000 non-2xx): 10.00%, more than the 0.1% allowed");
		assertThat(report.warnings()).isEmpty();
	}

	@Test
	void failsTheGateWhenTheGatewayCompletesNoRequestInARound() throws IOException {
		RunDirectoryFixture fixture = TestRuns.single(this.directory);
		fixture.gateway(4, "gateway", 0, 0).add();
		Results report = generate(fixture.run("windows", 4).write());
		assertThat(report.gate().reasons())
			.containsExactly("gateway completed no request in 1 of 4 rounds: it stalled or stopped answering");
		JsonNode rounds = read("results.json").get("rounds");
		JsonNode stalled = rounds.get(rounds.size() - 1).get("metrics");
		assertThat(rounds.get(rounds.size() - 1).get("round").asInt()).isEqualTo(4);
		assertThat(stalled.get("rps").asDouble()).isZero();
		assertThat(stalled.get("latencyP50Ms").isNull()).isTrue();
		assertThat(stalled.get("cpuUsPerRequest").isNull()).isTrue();
		assertThat(read("results.json").at("/targets/gateway/metrics/latencyP50Ms/n").asInt()).isEqualTo(3);
	}

	@Test
	void warnsAboutAnUnstableWarmupAndListsTheLogs() throws IOException {
		Path run = TestRuns.single(this.directory).warmUps(42, false).write();
		Files.createDirectories(run.resolve("logs"));
		Files.writeString(run.resolve("logs/gateway.log"), "started\n");
		Files.writeString(run.resolve("logs/hello.log"), "started\n");
		Results report = generate(run);
		assertThat(report.gate().passed()).isTrue();
		assertThat(report.warnings()).singleElement().asString().startsWith("The warm-up did not settle");
		String summary = Files.readString(run.resolve("summary.md"));
		assertThat(summary).contains("- ⚠️ `The warm-up did not settle within its bound (42 s), the JIT at its end "
				+ "31.2% of the gateway's CPU");
		assertThat(summary).contains("warm-up 42 s (**not stable**)");
		assertThat(summary).contains("**Logs:** `logs/gateway.log` · `logs/hello.log`");
	}

	@Test
	void reportsHostFreezesAndWarnsWhenTheyInflateTheFigures() throws IOException {
		Path run = TestRuns.single(this.directory)
			.hostFreeze(0, 30000, 600, 90, 12)
			.hostFreeze(1, 30000, 12000, 620, 41)
			.write();
		Results report = generate(run);
		assertThat(report.gate().passed()).isTrue();
		assertThat(report.warnings()).singleElement()
			.asString()
			.startsWith("The host froze CPU 1 for 40.0% of the measured time (41 freezes, the longest 620 ms)");
		JsonNode freezes = read("results.json").at("/environment/hostFreezes");
		assertThat(freezes).extracting((node) -> node.get("cpu").asInt()).containsExactly(0, 1);
		assertThat(freezes).extracting((node) -> node.get("frozenFraction").asDouble()).containsExactly(0.02, 0.4);
		assertThat(Files.readString(run.resolve("summary.md"))).contains("host froze cpu0 2.0%, cpu1 40.0%");
	}

	@Test
	void leavesNoTemporaryFilesBehind() throws IOException {
		generate(TestRuns.single(this.directory).write());
		try (Stream<Path> files = Files.list(this.directory)) {
			assertThat(files.map((file) -> file.getFileName().toString())).containsExactlyInAnyOrder("raw",
					"results.json", "summary.md", "benchmark-bigger.json", "benchmark-smaller.json");
		}
	}

	@Test
	void keepsThePreviousOutputsWhenTheInputTurnsBad() throws IOException {
		Path run = TestRuns.single(this.directory).write();
		generate(run);
		String summary = Files.readString(run.resolve("summary.md"));
		Path raw = run.resolve("raw/run.json");
		Files.writeString(raw, Files.readString(raw).replace("\"cpuCount\" : 2", "\"cpuCount\" : \"two\""));
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> generate(run))
			.withMessage("raw/run.json: $.info.cpuCount: expected a whole number");
		assertThat(Files.readString(run.resolve("summary.md"))).isEqualTo(summary);
		try (Stream<Path> files = Files.list(run)) {
			assertThat(files.filter((file) -> file.getFileName().toString().startsWith("."))).isEmpty();
		}
	}

	@Test
	void removesAStaleFlameGraph() throws IOException {
		Path run = TestRuns.single(this.directory).write();
		Files.writeString(run.resolve("flamegraph.html"), "<html>an older run</html>");
		generate(run);
		assertThat(run.resolve("flamegraph.html")).doesNotExist();
	}

	@Test
	void requiresTheRecordingUnlessToldToSkipIt() {
		Path run = TestRuns.single(this.directory).write();
		ReportOptions options = new ReportOptions(run, null, CompareSettings.defaults(),
				ReportOptions.DEFAULT_MAX_ERROR_RATE, false);
		assertThatExceptionOfType(RawDataException.class).isThrownBy(() -> ReportGenerator.generate(options))
			.withMessage("gateway.jfr: the recording is missing");
	}

	private Results generate(Path run) {
		return ReportGenerator.generate(
				new ReportOptions(run, null, CompareSettings.defaults(), ReportOptions.DEFAULT_MAX_ERROR_RATE, true));
	}

	private JsonNode read(String file) throws IOException {
		return JSON.readTree(this.directory.resolve(file).toFile());
	}

}
