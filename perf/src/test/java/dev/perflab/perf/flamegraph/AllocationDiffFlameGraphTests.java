package dev.perflab.perf.flamegraph;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

import dev.perflab.perf.DiffPage;
import dev.perflab.perf.TestRecordings;
import jdk.jfr.Recording;
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

	/**
	 * Records each side as the pipeline records a window: inside a recording that runs
	 * all along with the same event. Pitfall: a thread's first allocation sample weighs
	 * every byte it allocated since its previous sample; with the event off between the
	 * windows, that is everything in between (here the previous side's dump and the JIT's
	 * warm-up), and an A/A pair came out 25% apart per request.
	 */
	@BeforeAll
	static void record() throws IOException {
		try (Recording launch = new Recording()) {
			launch.enable("jdk.ObjectAllocationSample").with("throttle", "1000/s").withStackTrace();
			launch.start();
			side("warm-up", "warm-up.jfr", false);
			base = side("base", "base.jfr", false);
			again = side("base again", "again.jfr", false);
			head = side("head", "head.jfr", true);
		}
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
		long aa = reddest(DiffPage.of(DiffFlameGraphRenderer.render(Weighing.ALLOCATION, base, again).html()));
		long change = reddest(DiffPage.of(DiffFlameGraphRenderer.render(Weighing.ALLOCATION, base, head).html()));
		// Sampled weights scatter: in this loaded test JVM two recordings of the same
		// work
		// came out up to a fifth apart per unit (in the gateway's windows JFR samples far
		// more units). Strong red is what a change adds, here as much again as the shared
		// method allocates: the A/A pair stays well under half of it.
		assertThat(aa).isLessThan(change / 2);
	}

	private static long reddest(DiffPage page) {
		return page.frames()
			.stream()
			.filter((frame) -> frame.difference() != null)
			.mapToLong(DiffPage.Frame::difference)
			.max()
			.orElseThrow();
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

	/**
	 * One unit: the shared allocation, and in head the extra one, in a random order and
	 * of random sizes (the same on average). Pitfall: a sample weighs every byte since
	 * the thread's previous sample, and JFR samples where a buffer runs out; with two
	 * allocations of fixed sizes in a fixed order the same one kept running it out, took
	 * both's bytes, and the shared method came out redder than the added one.
	 */
	private static void unit() {
		units++;
		ThreadLocalRandom random = ThreadLocalRandom.current();
		if (extra && random.nextBoolean()) {
			sink = allocateExtra(random);
			sink = allocateShared(random);
		}
		else {
			sink = allocateShared(random);
			if (extra) {
				sink = allocateExtra(random);
			}
		}
	}

	/**
	 * Small arrays, well inside a thread's allocation buffer: with arrays of 16 to 48 KB
	 * one run in three drew the shared method redder than the added one (not explained;
	 * allocations outside the buffer, weighed another way, are the suspect).
	 */
	private static byte[] allocateShared(ThreadLocalRandom random) {
		return new byte[random.nextInt(512, 1536)];
	}

	private static long[] allocateExtra(ThreadLocalRandom random) {
		return new long[random.nextInt(64, 192)];
	}

}
