package dev.perflab.jfrrules.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.text.ParseException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

import jdk.jfr.Configuration;
import jdk.jfr.Recording;

/**
 * Makes a large recording for the jfr-rules benchmark: threads named like Reactor event
 * loops and like ordinary workers park, sleep, contend on a monitor, read a local socket
 * and read and write a file, recorded with the rules' own settings file, until the
 * recording reaches the requested size.
 * <p>
 * Usage:
 * {@code java -cp jfr-rules/target/test-classes dev.perflab.jfrrules.bench.BenchmarkRecording
 * OUT.jfr [SIZE_MB] [SETTINGS.jfc]}; {@code jfr-rules/bench/run-benchmark.sh} does that,
 * then times {@code java -jar jfr-rules/target/jfr-rules.jar check OUT.jfr --timings} in
 * a fresh JVM, so that nothing this generator warmed up helps the check.
 * <p>
 * It lives with the tests, not in the jar: only the benchmark runs it, and it needs
 * nothing but the JDK, so the test classes are its whole class path.
 * <p>
 * Stacks vary in depth (0 to 7 extra frames) so that the recording has many distinct
 * stack traces, as a real application does; with one stack per operation every event
 * would point at the same few constants and the load would be unrealistically cheap.
 */
public final class BenchmarkRecording {

	private static final String[] THREAD_NAMES = { "reactor-http-nio-1", "reactor-http-nio-2", "worker-1", "worker-2" };

	private final AtomicBoolean running = new AtomicBoolean(true);

	private final Object sharedMonitor = new Object();

	private final Path scratch;

	private final int port;

	private BenchmarkRecording(Path scratch, int port) {
		this.scratch = scratch;
		this.port = port;
	}

	public static void main(String[] args) throws Exception {
		if (args.length < 1) {
			System.err.println("usage: BenchmarkRecording OUT.jfr [SIZE_MB (default 60)] [SETTINGS.jfc]");
			System.exit(2);
		}
		Path out = Path.of(args[0]);
		long targetBytes = ((args.length > 1) ? Long.parseLong(args[1]) : 60) * 1_000_000L;
		Path settings = Path.of((args.length > 2) ? args[2] : "jfr-rules/settings/jfr-rules.jfc");
		long start = System.nanoTime();
		long size = record(out, targetBytes, settings);
		System.out.printf(Locale.ROOT, "wrote %s: %.1f MB in %.1f s%n", out, size / 1e6,
				(System.nanoTime() - start) / 1e9);
	}

	private static long record(Path out, long targetBytes, Path settings)
			throws IOException, ParseException, InterruptedException {
		Path scratch = Files.createTempDirectory("jfr-rules-bench");
		try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
				Recording recording = new Recording(Configuration.create(settings))) {
			BenchmarkRecording workload = new BenchmarkRecording(scratch, server.getLocalPort());
			Thread writer = new Thread(() -> workload.serve(server), "bench-socket-server");
			writer.setDaemon(true);
			writer.start();
			recording.start();
			List<Thread> threads = new ArrayList<>();
			for (String name : THREAD_NAMES) {
				Thread thread = new Thread(workload::work, name);
				threads.add(thread);
				thread.start();
			}
			while (recording.getSize() < targetBytes) {
				Thread.sleep(200);
			}
			workload.running.set(false);
			for (Thread thread : threads) {
				thread.join();
			}
			recording.stop();
			recording.dump(out);
			return Files.size(out);
		}
		finally {
			try (var files = Files.list(scratch)) {
				for (Path file : files.toList()) {
					Files.deleteIfExists(file);
				}
			}
			Files.deleteIfExists(scratch);
		}
	}

	/**
	 * Writes an endless byte stream to every client, so that reads return at once.
	 */
	private void serve(ServerSocket server) {
		while (!server.isClosed()) {
			try {
				Socket client = server.accept();
				Thread thread = new Thread(() -> {
					byte[] chunk = new byte[64 * 1024];
					try (client; OutputStream output = client.getOutputStream()) {
						while (this.running.get()) {
							output.write(chunk);
						}
					}
					catch (IOException ex) {
						// the reader went away: done
					}
				}, "bench-socket-writer");
				thread.setDaemon(true);
				thread.start();
			}
			catch (IOException ex) {
				return;
			}
		}
	}

	private void work() {
		Path file = this.scratch.resolve(Thread.currentThread().getName() + ".bin");
		byte[] buffer = new byte[64];
		try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), this.port);
				InputStream socketIn = socket.getInputStream()) {
			for (int i = 0; this.running.get(); i++) {
				operation(i % 8, i % 7, socketIn, file, buffer);
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * Recurses {@code depth} frames, then does one blocking operation.
	 */
	private void operation(int kind, int depth, InputStream socketIn, Path file, byte[] buffer) throws IOException {
		if (depth > 0) {
			operation(kind, depth - 1, socketIn, file, buffer);
			return;
		}
		switch (kind) {
			case 0, 1, 2 -> {
				// A park that returns at once: the permit is already there.
				LockSupport.unpark(Thread.currentThread());
				LockSupport.parkNanos(Duration.ofMillis(1).toNanos());
			}
			case 3, 4 -> socketIn.readNBytes(buffer, 0, buffer.length);
			case 5 -> {
				try (OutputStream output = Files.newOutputStream(file)) {
					output.write(buffer);
				}
			}
			case 6 -> {
				try (InputStream input = Files.newInputStream(file)) {
					input.read(buffer);
				}
				catch (NoSuchFileException ex) {
					// not written yet
				}
			}
			default -> {
				synchronized (this.sharedMonitor) {
					LockSupport.parkNanos(1000);
				}
			}
		}
	}

}
