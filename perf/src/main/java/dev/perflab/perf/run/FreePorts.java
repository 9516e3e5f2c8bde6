package dev.perflab.perf.run;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;

/**
 * Checks that the lab's ports are free before anything starts, giving a busy port time to
 * free itself: a few seconds when a server listens on it (one that is stopping), up to
 * TCP's TIME_WAIT when only a closed connection holds it.
 * <p>
 * Why wait: the lab's ports (38071.., the self-test's 39071..) lie in Linux's ephemeral
 * range (32768-60999), so any process's short-lived connection may hold one. A client's
 * port in TIME_WAIT cannot be bound for 60 s, SO_REUSEADDR or not, since the client did
 * not set it: on 2 December a run started a minute after the test suite failed on "port
 * 38081 is already in use" with nothing listening there, only a TIME_WAIT connection of
 * 38081 to 43365, and passed once it had expired. In CI a self-test's three runs all
 * failed within one second the same way. A server that keeps listening is still refused,
 * after the short wait.
 *
 * @param listenerPatience how long a port with a server listening on it may take to free
 * @param connectionPatience how long a port held by connections only may take to free
 * @param progress where a long wait says so
 */
record FreePorts(Duration listenerPatience, Duration connectionPatience, Progress progress) {

	/** Long enough for a stopping server, short beside a run. */
	static final Duration LISTENER_PATIENCE = Duration.ofSeconds(5);

	/** Linux's TIME_WAIT (60 s, fixed in the kernel), and a second. */
	static final Duration CONNECTION_PATIENCE = Duration.ofSeconds(61);

	private static final long POLL_MILLIS = 200;

	static FreePorts defaults(Progress progress) {
		return new FreePorts(LISTENER_PATIENCE, CONNECTION_PATIENCE, progress);
	}

	/**
	 * Returns once every port can be bound on the loopback address.
	 * @param ports the ports
	 * @throws LabException naming the first port still busy after the wait
	 */
	void check(List<Integer> ports) {
		long start = System.nanoTime();
		for (int port : ports) {
			boolean said = false;
			boolean listening = false;
			while (!free(port)) {
				// Once answered, a listener stays one: a server that does not
				// accept fills its backlog, and later probes time out as if no one
				// listened.
				listening = listening || listening(port);
				Duration patience = listening ? this.listenerPatience : this.connectionPatience;
				if (System.nanoTime() - start > patience.toNanos()) {
					throw new LabException("port " + port
							+ (listening ? " is already in use; stop that process"
									: " is still held by a closed connection after "
											+ Math.round((System.nanoTime() - start) / 1e9)
											+ " s (TCP TIME_WAIT lasts 60 s); try again")
							+ " or choose other ports (--gateway-port, --base-port, --hello-port, --auth-port)");
				}
				if (!listening && !said) {
					this.progress.log("port " + port + " is held by a closed connection (TCP TIME_WAIT); waiting up to "
							+ this.connectionPatience.toSeconds() + " s for it");
					said = true;
				}
				Sleep.millis(POLL_MILLIS);
			}
		}
	}

	private static boolean free(int port) {
		try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
			return true;
		}
		catch (IOException ex) {
			return false;
		}
	}

	private static boolean listening(int port) {
		try (Socket socket = new Socket()) {
			socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 200);
			return true;
		}
		catch (IOException ex) {
			return false;
		}
	}

}
