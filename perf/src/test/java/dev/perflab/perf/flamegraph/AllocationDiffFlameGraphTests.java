package dev.perflab.perf.flamegraph;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;

import dev.perflab.perf.DiffPage;
import dev.perflab.perf.TestRecordings;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Allocation differential flame graphs of real recordings of this JVM: a "request" is one
 * unit of a workload that allocates in a known method, and head's unit allocates as much
 * again in a method base never runs.
 */
class AllocationDiffFlameGraphTests {

	private static final String EXTRA = AllocationDiffFlameGraphTests.class.getName().replace('.', '/')
			+ ".allocateExtra";

	/** What each unit allocates escapes here, so that the JIT cannot drop it. */
	private static volatile Object sink;

	private static volatile boolean extra;

	private static long units;

	@TempDir
	static Path directory;

	private static DiffSide base;

	private static DiffSide again;

	private static DiffSide head;

	@BeforeAll
	static void record() throws IOException {
		// Thrown away: in the full suite the first recording of the class came out a half
		// heavier per unit than the next ones (the JVM's other threads, and the workload
		// not yet compiled, allocate in it too).
		side("warm-up", "warm-up.jfr", false);
		base = side("base", "base.jfr", false);
		again = side("base again", "again.jfr", false);
		head = side("head", "head.jfr", true);
	}

	private static DiffSide side(String name, String file, boolean allocatesExtra) throws IOException {
		extra = allocatesExtra;
		units = 0;
		Path recording = TestRecordings.allocations(directory.resolve(file), AllocationDiffFlameGraphTests::unit);
		return new DiffSide(name, List.of(recording), units, 0);
	}

	@Test
	void theReddestFrameOfHeadIsWhatTheMethodItAddedAllocates() {
		DiffFlameGraphs graphs = DiffFlameGraphRenderer.render(Weighing.ALLOCATION, base, head);
		DiffPage page = DiffPage.of(graphs.html());
		DiffPage.Frame reddest = page.frames()
			.stream()
			.filter((frame) -> frame.difference() != null)
			.max(Comparator.comparingLong(DiffPage.Frame::difference))
			.orElseThrow();
		// The leaf is the allocated class, under the method that allocated it.
		assertThat(parent(page, reddest).title()).isEqualTo(EXTRA);
		assertThat(reddest.title()).contains("long[]");
		// Head's extra method allocates about as much per unit as the shared one: about
		// half of head's bytes per request, all of it red.
		assertThat(reddest.difference()).isGreaterThan(Math.round(graphs.head().perRequest() / 4));
		assertThat(graphs.head().perRequest()).isGreaterThan(graphs.base().perRequest());
		assertThat(graphs.base().samples()).isPositive();
		assertThat(page.title()).contains("bytes allocated per request").contains("allocation samples over");
		// What head no longer does: nothing of base is gone.
		assertThat(DiffPage.of(graphs.goneHtml()).frames()).extracting(DiffPage.Frame::title).doesNotContain(EXTRA);
	}

	@Test
	void twoRecordingsOfTheSameWorkPerRequestShowNoStrongRed() {
		DiffFlameGraphs graphs = DiffFlameGraphRenderer.render(Weighing.ALLOCATION, base, again);
		DiffPage page = DiffPage.of(graphs.html());
		long reddest = page.frames()
			.stream()
			.filter((frame) -> frame.difference() != null)
			.mapToLong(DiffPage.Frame::difference)
			.max()
			.orElseThrow();
		// Sampled weights scatter a little; a tenth of what a request allocates is far
		// from the half the extra method adds.
		assertThat(reddest).isLessThan(Math.round(graphs.base().perRequest() / 10));
	}

	private static DiffPage.Frame parent(DiffPage page, DiffPage.Frame frame) {
		int index = page.frames().indexOf(frame);
		for (int i = index - 1; i >= 0; i--) {
			if (page.frames().get(i).level() == frame.level() - 1) {
				return page.frames().get(i);
			}
		}
		throw new AssertionError("no parent of " + frame);
	}

	private static void unit() {
		units++;
		sink = allocateShared();
		if (extra) {
			sink = allocateExtra();
		}
	}

	/**
	 * Large arrays: the more bytes the test's thread allocates a second, the less what
	 * the JVM's other threads allocate meanwhile weighs per unit.
	 */
	private static byte[] allocateShared() {
		return new byte[32 * 1024];
	}

	private static long[] allocateExtra() {
		return new long[4 * 1024];
	}

}
