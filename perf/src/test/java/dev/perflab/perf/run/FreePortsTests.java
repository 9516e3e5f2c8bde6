package dev.perflab.perf.run;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatNoException;

/**
 * The lab's ports checked before anything starts.
 */
class FreePortsTests {

	@Test
	void aPortHeldThroughTheWaitIsNamed() throws IOException {
		try (ServerSocket held = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			assertThatExceptionOfType(LabException.class)
				.isThrownBy(() -> new FreePorts(Duration.ofMillis(300)).check(List.of(held.getLocalPort())))
				.withMessage("port " + held.getLocalPort() + " is already in use; stop that process or choose "
						+ "other ports (--gateway-port, --base-port, --hello-port, --auth-port)");
		}
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
		assertThatNoException().isThrownBy(() -> new FreePorts(Duration.ofSeconds(5)).check(List.of(port)));
	}

}
