package dev.perflab.perf.trend;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.perflab.perf.benchmark.BenchmarkEntry;
import dev.perflab.perf.benchmark.Benchmarks;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.within;

class TrendIndexTests {

	static final String OLD = "1111111111111111111111111111111111111111";

	@Test
	void indexesHeadAgainstTheReferenceWithItsIntervalAndFacts() throws IOException {
		Results compare = golden();
		Benchmarks index = TrendIndex.of(compare, ReferenceFile.of(compare.run().gitBase()));
		// The bench names are a contract with every published point.
		assertThat(index.smaller()).extracting(BenchmarkEntry::name)
			.containsExactly("CPU per request", "allocation per request", "latency p50", "latency p99");
		assertThat(index.bigger()).extracting(BenchmarkEntry::name).containsExactly("throughput");
		BenchmarkEntry cpu = index.smaller().get(0);
		assertThat(cpu.unit()).isEqualTo(TrendIndex.UNIT);
		assertThat(cpu.value()).isEqualTo(110.0);
		assertThat(cpu.range()).isEqualTo("110.00 … 110.00");
		JsonNode extra = new ObjectMapper().readTree(cpu.extra());
		assertThat(extra.get("verdict").asText()).isEqualTo("regressed");
		assertThat(extra.get("reference").asText()).isEqualTo(compare.run().gitBase());
		assertThat(extra.get("head").asText()).isEqualTo(compare.run().gitHead());
		assertThat(extra.get("cpu").asText()).startsWith("Intel(R) Xeon(R)");
		assertThat(extra.get("jdk").asText()).isEqualTo("17.0.15");
		assertThat(extra.get("low").asDouble()).isEqualTo(110.0);
		assertThat(index.bigger().get(0).value()).isEqualTo(90.0);
		BenchmarkEntry allocation = index.smaller().get(1);
		assertThat(allocation.unit()).isEqualTo(TrendIndex.UNIT);
		assertThat(allocation.value()).isEqualTo(100.0);
		assertThat(new ObjectMapper().readTree(allocation.extra()).get("verdict").asText()).isEqualTo("unchanged");
	}

	@Test
	void chainsAllocationAcrossAMoveThatMeasuredIt() throws IOException {
		Results compare = golden();
		Estimate cpu = new Estimate("cpuUsPerRequest", 0.9, 0.88, 0.92, 6, 0.9);
		Estimate allocation = new Estimate("allocatedBytesPerRequest", 1.05, 1.04, 1.06, 6, 0.9);
		ReferenceFile moved = ReferenceFile.of(OLD)
			.moveTo(compare.run().gitBase(),
					List.of(new ReferenceFile.Link("17", List.of(cpu, allocation, rps(), p50(), p99()))));
		BenchmarkEntry chained = TrendIndex.of(compare, moved).smaller().get(1);
		assertThat(chained.name()).isEqualTo("allocation per request");
		assertThat(chained.value()).isCloseTo(105.0, within(0.01));
	}

	@Test
	void leavesAllocationOutAcrossAMoveMeasuredBeforeItWasCompared() throws IOException {
		// A move measured before allocation was compared has no link for it: its index
		// cannot reach the first reference, and CPU's must not fail for that.
		Results compare = golden();
		Estimate cpu = new Estimate("cpuUsPerRequest", 0.9, 0.88, 0.92, 6, 0.9);
		ReferenceFile moved = ReferenceFile.of(OLD)
			.moveTo(compare.run().gitBase(), List.of(new ReferenceFile.Link("17", List.of(cpu, rps(), p50(), p99()))));
		assertThat(TrendIndex.of(compare, moved).smaller()).extracting(BenchmarkEntry::name)
			.containsExactly("CPU per request", "latency p50", "latency p99");
	}

	@Test
	void chainsAcrossAMoveOfTheReferenceAndWidensTheInterval() throws IOException {
		Results compare = golden();
		Estimate link = new Estimate("cpuUsPerRequest", 0.9, 0.88, 0.92, 6, 0.9);
		ReferenceFile moved = new ReferenceFile(compare.run().gitBase(), List.of(new ReferenceFile.Move(OLD,
				compare.run().gitBase(), List.of(new ReferenceFile.Link("17", List.of(link, rps(), p50(), p99()))))));
		BenchmarkEntry cpu = TrendIndex.of(compare, moved).smaller().get(0);
		assertThat(cpu.value()).isCloseTo(99.0, within(0.01));
		JsonNode extra = new ObjectMapper().readTree(cpu.extra());
		// The head's own interval is nearly a point; the link's width carries over.
		assertThat(extra.get("high").asDouble() - extra.get("low").asDouble()).isBetween(3.5, 5.0);
		// The point's noise for the change-point detector: the link's standard error in
		// log
		// percent (its half-width over t(5) at 95%), the head's own being nearly nothing.
		assertThat(extra.get("se").asDouble()).isCloseTo(100 * (Math.log(0.92) - Math.log(0.88)) / 2 / 2.015,
				within(0.02));
	}

	@Test
	void refusesARunWhoseBaseIsNotTheReference() throws IOException {
		assertThatExceptionOfType(TrendException.class).isThrownBy(() -> TrendIndex.of(golden(), ReferenceFile.of(OLD)))
			.withMessageContaining("not the reference " + OLD);
	}

	@Test
	void refusesToChainAcrossAMoveNotMeasuredOnThisJdk() throws IOException {
		Results compare = golden();
		ReferenceFile moved = ReferenceFile.of(OLD)
			.moveTo(compare.run().gitBase(), List.of(new ReferenceFile.Link("25", List.of(rps()))));
		assertThatExceptionOfType(TrendException.class).isThrownBy(() -> TrendIndex.of(compare, moved))
			.withMessageContaining("measured on JDK 17");
	}

	@Test
	void readsTheFeatureReleaseOfEitherFormOfAJavaVersion() {
		assertThat(TrendIndex.featureRelease("17.0.15")).isEqualTo("17");
		assertThat(TrendIndex.featureRelease("openjdk version \"25.0.1\" 2025-10-21")).isEqualTo("25");
	}

	static Results golden() throws IOException {
		try (InputStream in = TrendIndexTests.class.getResourceAsStream("/results/compare.json")) {
			return ResultsJson.read(in.readAllBytes(), "compare.json");
		}
	}

	private static Estimate rps() {
		return new Estimate("rps", 1.0, 0.98, 1.02, 6, 0.9);
	}

	private static Estimate p50() {
		return new Estimate("latencyP50Ms", 1.0, 0.98, 1.02, 6, 0.9);
	}

	private static Estimate p99() {
		return new Estimate("latencyP99Ms", 1.0, 0.98, 1.02, 6, 0.9);
	}

}
