package dev.perflab.perf.flamegraph;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import dev.perflab.perf.DiffPage;
import dev.perflab.perf.TestRecordings;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * Differential flame graphs of real recordings of this JVM: the per-request scaling on
 * one recording given as both sides, and frames that only one side runs.
 */
class DiffFlameGraphRendererTests {

	private static volatile long sink;

	private static volatile boolean burns;

	@TempDir
	static Path directory;

	/** A workload of the shared method only. */
	private static Path shared;

	/** The same workload, and a burn that the other never runs. */
	private static Path burning;

	@BeforeAll
	static void record() throws IOException {
		burns = false;
		shared = TestRecordings.workload(directory.resolve("shared.jfr"), DiffFlameGraphRendererTests::unit);
		burns = true;
		burning = TestRecordings.workload(directory.resolve("burning.jfr"), DiffFlameGraphRendererTests::unit);
	}

	@Test
	void oneRecordingAgainstItselfPerTheSameRequestsChangesNoFrame() {
		DiffFlameGraphs graphs = DiffFlameGraphRenderer.render(Weighing.CPU,
				new DiffSide("base a", List.of(shared), 400, 50_000),
				new DiffSide("head a", List.of(shared), 400, 50_000));
		DiffPage page = DiffPage.of(graphs.html());
		assertThat(page.frames()).extracting(DiffPage.Frame::title).anyMatch((title) -> title.endsWith(".shared"));
		assertThat(page.frames()).allSatisfy((frame) -> assertThat(frame.difference()).isZero());
		assertThat(graphs.base().perRequest()).isEqualTo(graphs.head().perRequest()).isEqualTo(50_000);
		assertThat(graphs.base().samples()).isEqualTo(graphs.head().samples()).isPositive();
		assertThat(graphs.base().recordings()).isEqualTo(1);
	}

	@Test
	void aSideWithHalfTheMeasuredCpuPerRequestSharesOutHalfTheNanoseconds() {
		DiffFlameGraphs graphs = DiffFlameGraphRenderer.render(Weighing.CPU,
				new DiffSide("base a", List.of(shared), 400, 50_000),
				new DiffSide("head a", List.of(shared), 800, 25_000));
		DiffPage page = DiffPage.of(graphs.html());
		long samples = graphs.base().samples();
		// Every frame that ran on its own (self samples) is blue; none is red.
		assertThat(page.frames()).allSatisfy((frame) -> assertThat(frame.difference()).isNotNull().isNotPositive());
		// The frames add up to each side's CPU per request: the differences to -25,000 ns
		// (each stack rounded to a whole ns).
		assertThat(-page.differences().values().stream().mapToLong(Long::longValue).sum())
			.isBetween(25_000L - page.frames().size(), 25_000L + page.frames().size());
		assertThat(page.title()).contains("head a against base a")
			.contains("ns of CPU per request")
			.contains("base a 50,000 ns per request from " + String.format(Locale.ROOT, "%,d", samples)
					+ " execution samples over 400 requests, head a 25,000 ns per request from");
		// The other page has base's shape: every frame red.
		assertThat(DiffPage.of(graphs.goneHtml()).frames())
			.allSatisfy((frame) -> assertThat(frame.difference()).isNotNull().isNotNegative());
	}

	@Test
	void aFrameOnlyOneSideRunsIsRedByItsOwnSamplesInThatSidesGraph() {
		String burn = DiffFlameGraphRendererTests.class.getName().replace('.', '/') + ".burn";
		// The burn doubles the work: head's measured CPU per request is twice base's.
		DiffFlameGraphs added = DiffFlameGraphRenderer.render(Weighing.CPU,
				new DiffSide("base", List.of(shared), 1000, 10_000),
				new DiffSide("head", List.of(burning), 1000, 20_000));
		DiffPage head = DiffPage.of(added.html());
		// Not the converter's yellow, whatever its size: red by what it costs, and the
		// reddest of the graph, as the burn takes about half the samples.
		assertThat(head.frames()).noneMatch((frame) -> frame.difference() == null);
		assertThat(head.differences().get(burn)).isPositive()
			.isEqualTo(head.differences().values().stream().mapToLong(Long::longValue).max().orElseThrow());
		assertThat(DiffPage.of(added.goneHtml()).frames()).extracting(DiffPage.Frame::title).doesNotContain(burn);
		DiffFlameGraphs removed = DiffFlameGraphRenderer.render(Weighing.CPU,
				new DiffSide("base", List.of(burning), 1000, 20_000),
				new DiffSide("head", List.of(shared), 1000, 10_000));
		assertThat(DiffPage.of(removed.html()).frames()).extracting(DiffPage.Frame::title).doesNotContain(burn);
		DiffPage gone = DiffPage.of(removed.goneHtml());
		assertThat(gone.frames()).noneMatch((frame) -> frame.difference() == null);
		assertThat(gone.differences().get(burn)).isPositive();
	}

	@Test
	void sumsTheRecordingsOfASide() {
		DiffFlameGraphs graphs = DiffFlameGraphRenderer.render(Weighing.CPU,
				new DiffSide("base", List.of(shared, shared), 800, 30_000),
				new DiffSide("head", List.of(shared), 400, 30_000));
		assertThat(graphs.base().samples()).isEqualTo(2 * graphs.head().samples());
		assertThat(graphs.base().recordings()).isEqualTo(2);
		assertThat(DiffPage.of(graphs.html()).frames()).allSatisfy((frame) -> assertThat(frame.difference()).isZero());
	}

	@Test
	void refusesASideWithoutRequestsOrRecordings() {
		assertThatIllegalArgumentException().isThrownBy(() -> DiffFlameGraphRenderer.render(Weighing.CPU,
				new DiffSide("base", List.of(shared), 0, 1), new DiffSide("head", List.of(shared), 10, 1)))
			.withMessage("base served no request in its windows");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> DiffFlameGraphRenderer.render(Weighing.CPU, new DiffSide("base", List.of(shared), 10, 1),
					new DiffSide("head", List.of(), 10, 1)))
			.withMessage("head has no window recording");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> DiffFlameGraphRenderer.render(Weighing.CPU, new DiffSide("base", List.of(shared), 10, 0),
					new DiffSide("head", List.of(shared), 10, 1)))
			.withMessage("base has no measured CPU per request to share out");
		assertThatIllegalArgumentException()
			.isThrownBy(() -> DiffFlameGraphRenderer.render(Weighing.ALLOCATION,
					new DiffSide("base", List.of(shared), 10, 0), new DiffSide("head", List.of(shared), 10, 0)))
			.withMessage("base's recordings hold no allocation sample");
	}

	private static void unit() {
		sink += shared(sink);
		if (burns) {
			sink += burn(sink);
		}
	}

	private static long shared(long seed) {
		long value = seed;
		for (int i = 0; i < 20_000; i++) {
			value = value * 6364136223846793005L + 1442695040888963407L;
			value ^= (value >>> 21);
		}
		return value;
	}

	private static long burn(long seed) {
		long value = seed;
		for (int i = 0; i < 20_000; i++) {
			value = value * 2862933555777941757L + 3037000493L;
			value ^= (value >>> 19);
		}
		return value;
	}

}
