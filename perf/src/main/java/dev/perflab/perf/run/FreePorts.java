package dev.perflab.perf.run;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;

/**
 * Checks that the lab's ports are free before anything starts, giving a busy port a few
 * seconds to free itself.
 * <p>
 * Why wait: the lab's ports (38071.., the self-test's 39071..) lie in Linux's ephemeral
 * range (32768-60999), so any process's short-lived connection may hold one for a moment.
 * In CI a self-test's three runs all failed within one second on "port 39072 is already
 * in use", and the same runs passed a minute later with nothing changed. A port held by a
 * server that keeps running is still refused, once the wait is over.
 *
 * @param patience how long a busy port may take to free itself
 */
record FreePorts(Duration patience) {

	/** Long enough for a closing connection, short beside a run. */
	static final Duration PATIENCE = Duration.ofSeconds(5);

	private static final long POLL_MILLIS = 200;

	/**
	 * Returns once every port can be bound on the loopback address.
	 * @param ports the ports
	 * @throws LabException naming the first port still busy after the wait
	 */
	void check(List<Integer> ports) {
		long deadline = System.nanoTime() + this.patience.toNanos();
		for (int port : ports) {
			while (!free(port)) {
				if (System.nanoTime() > deadline) {
					throw new LabException("port " + port + " is already in use; stop that process or choose other "
							+ "ports (--gateway-port, --base-port, --hello-port, --auth-port)");
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

}
