package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class HeapAllocationTests {

	@TempDir
	Path directory;

	/**
	 * A JVM that allocates a known amount in threads that end: the count must include
	 * them, which JFR's per-thread statistic would not.
	 */
	public static final class Allocator {

		/** Bytes each ended thread allocated, at least. */
		static final int PER_THREAD = 64 << 20;

		static volatile Object sink;

		public static void main(String[] args) throws Exception {
			System.out.println("ready");
			System.out.flush();
			while (System.in.read() != -1) {
				Thread thread = new Thread(() -> {
					for (int i = 0; i < PER_THREAD / 1024; i++) {
						sink = new byte[1024 - 16];
					}
				});
				thread.start();
				thread.join();
				System.out.println("done");
				System.out.flush();
			}
		}

	}

	@Test
	void countsTheBytesOfThreadsThatEndedBetweenTwoReadings() throws IOException, InterruptedException {
		Path java = Path.of(System.getProperty("java.home"), "bin", "java");
		Process process = new ProcessBuilder(java.toString(), "-Xmx256m", "-cp", System.getProperty("java.class.path"),
				Allocator.class.getName())
			.redirectError(this.directory.resolve("err.log").toFile())
			.start();
		LabProcess allocator = new LabProcess("allocator", process, this.directory.resolve("err.log"));
		try {
			var out = new java.io.BufferedReader(new java.io.InputStreamReader(process.getInputStream()));
			assertThat(out.readLine()).isEqualTo("ready");
			try (HeapAllocation heap = HeapAllocation.of(allocator)) {
				long before = heap.allocatedBytes();
				process.getOutputStream().write('\n');
				process.getOutputStream().flush();
				assertThat(out.readLine()).isEqualTo("done");
				long after = heap.allocatedBytes();
				// The thread has ended: its 64 MiB are counted all the same; a little
				// more
				// for the thread itself and the JMX calls.
				assertThat(after - before).isBetween((long) Allocator.PER_THREAD, Allocator.PER_THREAD + (8L << 20));
			}
		}
		finally {
			process.destroy();
			process.waitFor(10, TimeUnit.SECONDS);
		}
	}

}
