package dev.perflab.perf;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordingFile;

/**
 * Makes short real JFR recordings in the test JVM.
 */
public final class TestRecordings {

	private static volatile long sink;

	private static Path shared;

	private TestRecordings() {
	}

	/**
	 * Returns one recording of CPU work for the whole test run: recording takes seconds
	 * on a loaded machine, and every test only reads it.
	 * @return a recording with execution samples; copy it before changing it
	 * @throws IOException if recording fails
	 */
	public static synchronized Path shared() throws IOException {
		if (shared == null) {
			Path directory = Files.createTempDirectory("perf-test-recording");
			Path file = cpuWork(directory.resolve("cpu-work.jfr"));
			file.toFile().deleteOnExit();
			directory.toFile().deleteOnExit();
			shared = file;
		}
		return shared;
	}

	/**
	 * Records CPU work with execution samples every 10 ms, the way the pipeline records
	 * the gateway (only much shorter), and thread parks for the rules. On a loaded
	 * machine the sampler thread may not get the CPU for a while, so a recording without
	 * samples is tried again (up to 5 x 1 s of CPU work).
	 * @param file where to write the recording
	 * @return the file
	 * @throws IOException if the dump fails
	 */
	public static Path cpuWork(Path file) throws IOException {
		for (int attempt = 0; attempt < 5; attempt++) {
			record(file);
			if (executionSamples(file) >= 5) {
				return file;
			}
		}
		throw new IllegalStateException("JFR took no execution samples of 5 s of CPU work");
	}

	private static void record(Path file) throws IOException {
		try (Recording recording = new Recording()) {
			recording.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(10));
			recording.enable("jdk.ThreadPark").withThreshold(Duration.ZERO).withStackTrace();
			recording.start();
			// CPU time, not wall time: on a loaded machine 400 ms of wall time can be
			// almost no
			// CPU, and then there is nothing to sample. Bounded by wall time all the
			// same.
			ThreadMXBean threads = ManagementFactory.getThreadMXBean();
			long cpuEnd = threads.getCurrentThreadCpuTime() + Duration.ofSeconds(1).toNanos();
			long wallEnd = System.nanoTime() + Duration.ofSeconds(20).toNanos();
			while (threads.getCurrentThreadCpuTime() < cpuEnd && System.nanoTime() < wallEnd) {
				for (int i = 0; i < 1000; i++) {
					sink += work(sink);
				}
			}
			recording.stop();
			recording.dump(file);
		}
	}

	/**
	 * Records a workload with execution samples every 10 ms for about a second of this
	 * thread's CPU time, tried again with twice the CPU (up to 4 times) when the sampler
	 * took too few samples: on a slow, loaded 2-vCPU machine five tries of one second
	 * each all came back with fewer than 40 samples (about 100 expected).
	 * @param file where to write the recording
	 * @param unit one small unit of the workload, run again and again
	 * @return the file
	 * @throws IOException if the dump fails
	 */
	public static Path workload(Path file, Runnable unit) throws IOException {
		long samples = 0;
		for (int attempt = 0; attempt < 4; attempt++) {
			try (Recording recording = new Recording()) {
				recording.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(10));
				recording.start();
				ThreadMXBean threads = ManagementFactory.getThreadMXBean();
				long cpuEnd = threads.getCurrentThreadCpuTime() + Duration.ofSeconds(1L << attempt).toNanos();
				long wallEnd = System.nanoTime() + Duration.ofSeconds(20).toNanos();
				while (threads.getCurrentThreadCpuTime() < cpuEnd && System.nanoTime() < wallEnd) {
					unit.run();
				}
				recording.stop();
				recording.dump(file);
			}
			samples = executionSamples(file);
			if (samples >= 40) {
				return file;
			}
		}
		throw new IllegalStateException(
				"JFR took too few execution samples of the workload: " + samples + " in the last try (40 needed)");
	}

	/**
	 * Records a workload with allocation samples ({@code jdk.ObjectAllocationSample} with
	 * stacks, as the pipeline records the gateway, but sampled more often so that a
	 * second of work gives a few hundred samples) for about a second of this thread's CPU
	 * time.
	 * @param file where to write the recording
	 * @param unit one small unit of the workload, run again and again; it must let what
	 * it allocates escape, or the JIT may not allocate it at all
	 * @return the file
	 * @throws IOException if the dump fails
	 */
	public static Path allocations(Path file, Runnable unit) throws IOException {
		try (Recording recording = new Recording()) {
			recording.enable("jdk.ObjectAllocationSample").with("throttle", "1000/s").withStackTrace();
			recording.start();
			ThreadMXBean threads = ManagementFactory.getThreadMXBean();
			long cpuEnd = threads.getCurrentThreadCpuTime() + Duration.ofSeconds(1).toNanos();
			long wallEnd = System.nanoTime() + Duration.ofSeconds(20).toNanos();
			while (threads.getCurrentThreadCpuTime() < cpuEnd && System.nanoTime() < wallEnd) {
				unit.run();
			}
			recording.stop();
			recording.dump(file);
		}
		return file;
	}

	private static long executionSamples(Path file) throws IOException {
		return RecordingFile.readAllEvents(file)
			.stream()
			.filter((event) -> event.getEventType().getName().equals("jdk.ExecutionSample"))
			.count();
	}

	private static long work(long seed) {
		long value = seed;
		for (int i = 0; i < 10_000; i++) {
			value = value * 6364136223846793005L + 1442695040888963407L;
			value ^= (value >>> 17);
		}
		return value;
	}

}
