package dev.perflab.perf.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;

/**
 * The lab's ports checked before anything starts.
 */
class FreePortsTests {

	private final StringWriter log = new StringWriter();

	private final Progress progress = new Progress(new PrintWriter(this.log));

	@Test
	void aPortAServerListensOnThroughTheWaitIsNamed() throws IOException {
		try (ServerSocket held = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			assertThatExceptionOfType(LabException.class)
				.isThrownBy(() -> new FreePorts(Duration.ofMillis(300), Duration.ofMinutes(5), this.progress)
					.check(List.of(held.getLocalPort())))
				.withMessage("port " + held.getLocalPort() + " is already in use; stop that process or choose "
						+ "other ports (--gateway-port, --base-port, --hello-port, --auth-port)");
		}
		assertThat(this.log.toString()).isEmpty();
	}

	@Test
	void aPortFreedWithinTheWaitIsTaken() throws IOException {
		ServerSocket held = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
		int port = held.getLocalPort();
		CompletableFuture.runAsync(() -> {
			try {
				held.close();
			}
			catch (IOException ex) {
				throw new IllegalStateException(ex);
			}
		}, CompletableFuture.delayedExecutor(400, TimeUnit.MILLISECONDS));
		assertThatNoException().isThrownBy(
				() -> new FreePorts(Duration.ofSeconds(5), Duration.ofSeconds(5), this.progress).check(List.of(port)));
	}

	/**
	 * A client that closes first leaves its port in TIME_WAIT, which no server can bind
	 * for 60 s: the check says so and waits its longer patience, not the listener's.
	 */
	@Test
	void aPortHeldByAClosedConnectionIsWaitedForAndNamedAsSuch() throws IOException {
		int port = closedClientPort();
		assertThatExceptionOfType(LabException.class)
			.isThrownBy(() -> new FreePorts(Duration.ZERO, Duration.ofSeconds(1), this.progress).check(List.of(port)))
			.withMessageStartingWith("port " + port + " is still held by a closed connection after ")
			.withMessageEndingWith(" s (TCP TIME_WAIT lasts 60 s); try again or choose other ports (--gateway-port, "
					+ "--base-port, --hello-port, --auth-port)");
		assertThat(this.log.toString())
			.contains("port " + port + " is held by a closed connection (TCP TIME_WAIT); waiting up to 1 s for it");
	}

	private static int closedClientPort() throws IOException {
		InetAddress loopback = InetAddress.getLoopbackAddress();
		try (ServerSocket server = new ServerSocket(0, 1, loopback)) {
			Socket client = new Socket();
			client.bind(new InetSocketAddress(loopback, 0));
			client.connect(server.getLocalSocketAddress());
			try (Socket accepted = server.accept()) {
				int port = client.getLocalPort();
				client.close();
				return port;
			}
		}
	}

}
