package dev.perflab.perf.flamegraph;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import dev.perflab.perf.hotspots.MethodSamples;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A real recording of this JVM with both samplers on, as the gateways are recorded: one
 * thread burning CPU in Java, one waiting in a native accept, which only
 * {@code jdk.NativeMethodSample} sees.
 */
class ExecutionStacksTests {

	private static volatile long sink;

	@TempDir
	static Path directory;

	private static Path recording;

	@BeforeAll
	static void record() throws IOException, InterruptedException {
		recording = directory.resolve("burn-and-wait.jfr");
		try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			Thread waiter = new Thread(() -> {
				try {
					server.accept();
				}
				catch (IOException ex) {
					// Closed at the end: the wait is over.
				}
			}, "waits-in-accept");
			waiter.start();
			try (Recording jfr = new Recording()) {
				jfr.enable(MethodSamples.EVENT).withPeriod(Duration.ofMillis(10));
				jfr.enable("jdk.NativeMethodSample").withPeriod(Duration.ofMillis(10));
				jfr.start();
				burn(Duration.ofSeconds(1));
				jfr.stop();
				jfr.dump(recording);
			}
			server.close();
			waiter.join();
		}
	}

	@Test
	void countsTheExecutionSamplesAndNotTheNativeOnes() throws IOException {
		List<RecordedEvent> events = RecordingFile.readAllEvents(recording);
		long execution = events.stream()
			.filter((event) -> event.getEventType().getName().equals(MethodSamples.EVENT))
			.filter((event) -> event.getStackTrace() != null && !event.getStackTrace().getFrames().isEmpty())
			.count();
		long nativeWaits = events.stream()
			.filter((event) -> event.getEventType().getName().equals("jdk.NativeMethodSample"))
			.filter((event) -> "waits-in-accept".equals(event.getThread("sampledThread").getJavaName()))
			.count();
		assertThat(nativeWaits).as("native samples of the waiting thread").isPositive();

		Map<String, Long> stacks = ExecutionStacks.read(recording);

		assertThat(stacks.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(execution).isPositive();
		assertThat(stacks.keySet()).noneMatch((stack) -> stack.contains("ServerSocket.accept"));
		assertThat(stacks.keySet())
			.anyMatch((stack) -> stack.contains("dev/perflab/perf/flamegraph/ExecutionStacksTests.burn_["));
	}

	@Test
	void namesFramesAsTheConverterDoesRootFirst() {
		Map<String, Long> stacks = ExecutionStacks.read(recording);

		String burning = stacks.keySet()
			.stream()
			.filter((stack) -> stack.contains("ExecutionStacksTests.burn_["))
			.findFirst()
			.orElseThrow();
		String[] frames = burning.split(";");
		assertThat(frames[0]).doesNotContain("ExecutionStacksTests.burn");
		assertThat(frames).allMatch((frame) -> frame.contains("/") && !frame.contains(" "));
		assertThat(burning).containsPattern("burn_\\[[0ji]\\]");
	}

	@Test
	void aFlameGraphIsDrawnFromTheExecutionSamplesOnly() {
		FlameGraph graph = FlameGraphRenderer.render(recording, "burn and wait");

		assertThat(graph.samples())
			.isEqualTo(ExecutionStacks.read(recording).values().stream().mapToLong(Long::longValue).sum());
		// The page stores each name after the prefix it shares with the name before it.
		assertThat(new String(graph.html(), StandardCharsets.UTF_8)).contains("burn");
	}

	@Test
	void aDifferentialGraphSharesTheCpuOutOverTheExecutionSamplesOnly() {
		CollapsedStacks stacks = CollapsedStacks.read(List.of(recording, recording), Weighing.CPU);

		long execution = ExecutionStacks.read(recording).values().stream().mapToLong(Long::longValue).sum();
		assertThat(stacks.samples()).isEqualTo(stacks.total()).isEqualTo(2 * execution);
		assertThat(stacks.counts().keySet()).noneMatch((stack) -> stack.contains("ServerSocket.accept"));
	}

	/** Burns this thread's CPU for a while, bounded by wall time on a loaded machine. */
	private static void burn(Duration cpu) {
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		long cpuEnd = threads.getCurrentThreadCpuTime() + cpu.toNanos();
		long wallEnd = System.nanoTime() + Duration.ofSeconds(20).toNanos();
		while (threads.getCurrentThreadCpuTime() < cpuEnd && System.nanoTime() < wallEnd) {
			long value = sink;
			for (int i = 0; i < 100_000; i++) {
				value = value * 6364136223846793005L + 1442695040888963407L;
				value ^= (value >>> 17);
			}
			sink = value;
		}
	}

}
