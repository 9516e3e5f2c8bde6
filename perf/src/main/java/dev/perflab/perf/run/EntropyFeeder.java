package dev.perflab.perf.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.List;

/**
 * The entropy-starvation profile's slow entropy source: a named pipe that the gateway
 * reads as {@code -Djava.security.egd=file:PIPE}, fed a few bytes every 20 ms.
 * <p>
 * Pitfalls, each seen in a run: the pipe is opened here (read-write, which does not block
 * on Linux) before the gateway starts, else the gateway waits inside {@code open()},
 * which JFR does not record. It holds 1 KiB for the gateway's start-up (a DRBG seeds
 * itself when created), then nothing until the measured windows begin: whatever a slow
 * feed wrote during warm-up would sit in the pipe (up to 64 KiB, thousands of request
 * ids) and serve the measured requests without a wait. 1 byte per 20 ms (50 B/s) starves
 * a gateway doing more than ~3 requests per second (each request id asks for 16 bytes or
 * more); 8 bytes kept up with a gateway at 10 req/s on a starved host.
 */
final class EntropyFeeder implements AutoCloseable {

	private final Path fifo;

	private final int bytesPer20Millis;

	private final OutputStream pipe;

	private Thread feeder;

	private EntropyFeeder(Path fifo, int bytesPer20Millis, OutputStream pipe) {
		this.fifo = fifo;
		this.bytesPer20Millis = bytesPer20Millis;
		this.pipe = pipe;
	}

	/**
	 * Creates the pipe and opens it.
	 * @param bytesPer20Millis the feed once {@link #startFeeding()} is called
	 */
	static EntropyFeeder open(Path fifo, int bytesPer20Millis) {
		try {
			Files.deleteIfExists(fifo);
			Commands.run(List.of("mkfifo", fifo.toString()), "creating the entropy pipe");
			FileChannel channel = FileChannel.open(fifo, StandardOpenOption.READ, StandardOpenOption.WRITE);
			OutputStream pipe = Channels.newOutputStream(channel);
			return new EntropyFeeder(fifo, bytesPer20Millis, pipe);
		}
		catch (IOException ex) {
			throw new LabException("cannot open the entropy pipe " + fifo + " (" + ex.getMessage() + ")", ex);
		}
	}

	Path fifo() {
		return this.fifo;
	}

	/** Writes the 1 KiB a gateway needs to start (before each fork's gateway starts). */
	void prime() {
		try {
			this.pipe.write(random(1024));
			this.pipe.flush();
		}
		catch (IOException ex) {
			throw new LabException("cannot write into the entropy pipe " + this.fifo, ex);
		}
	}

	/** Starts the slow feed: from the first measured window on. */
	void startFeeding() {
		if (this.feeder != null) {
			return;
		}
		// A daemon: once the gateway stops reading, a full pipe blocks the write forever.
		this.feeder = new Thread(() -> {
			try {
				while (!Thread.currentThread().isInterrupted()) {
					this.pipe.write(random(this.bytesPer20Millis));
					this.pipe.flush();
					Thread.sleep(20);
				}
			}
			catch (IOException | InterruptedException ex) {
				// Closed or stopped: the run is over.
			}
		}, "entropy-feeder");
		this.feeder.setDaemon(true);
		this.feeder.start();
	}

	private static byte[] random(int bytes) {
		byte[] data = new byte[bytes];
		new SecureRandom().nextBytes(data);
		return data;
	}

	@Override
	public void close() {
		if (this.feeder != null) {
			this.feeder.interrupt();
		}
		try {
			Files.deleteIfExists(this.fifo);
		}
		catch (IOException ex) {
			// Inside the run directory: harmless if it stays.
		}
	}

}
