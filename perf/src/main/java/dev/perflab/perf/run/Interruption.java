package dev.perflab.perf.run;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Which signal is stopping this JVM. Ctrl-C (SIGINT) and a cancelled GitHub job (SIGTERM)
 * reach the whole process group at once: wrk, the services and the gateways die of the
 * same signal, and the run's thread can see one of them end ({@code wrk failed (exit
 * 143)}) before the shutdown hook has stopped the rest. Knowing the signal, the run says
 * once that it was interrupted and by which signal, and blames no child that died of it.
 */
public final class Interruption {

	private static Interruption installed;

	private final CountDownLatch received = new CountDownLatch(1);

	private volatile String signal;

	private Interruption() {
	}

	/**
	 * Records SIGINT and SIGTERM from now on, then ends the JVM as its own handler does
	 * (exit 128 + the signal's number, which runs the shutdown hooks). A signal that was
	 * ignored when the JVM started (a job a shell started in the background) stays
	 * ignored.
	 * @return this JVM's one instance
	 */
	public static synchronized Interruption install() {
		if (installed == null) {
			installed = new Interruption();
			List.of("INT", "TERM").forEach((name) -> installed.handle(new Signal(name)));
		}
		return installed;
	}

	private void handle(Signal signal) {
		SignalHandler previous = Signal.handle(signal, (received) -> {
			this.signal = "SIG" + received.getName();
			this.received.countDown();
			Runtime.getRuntime().exit(128 + received.getNumber());
		});
		if (previous == SignalHandler.SIG_IGN) {
			Signal.handle(signal, SignalHandler.SIG_IGN);
		}
	}

	/** Returns the signal that is stopping the JVM ({@code SIGTERM}), if one is. */
	public Optional<String> signal() {
		return Optional.ofNullable(this.signal);
	}

	/**
	 * Returns the signal that is stopping the JVM, if handlers are installed and one is:
	 * for what the run's thread would say while it unwinds, which the interrupted run's
	 * one line says instead.
	 */
	static synchronized Optional<String> current() {
		return (installed != null) ? installed.signal() : Optional.empty();
	}

	/**
	 * Waits for a signal. A child that died of the group's signal can be seen before this
	 * JVM's handler has run, by a few milliseconds.
	 * @param timeout how long to wait
	 * @return whether a signal is stopping the JVM
	 */
	public boolean await(Duration timeout) {
		try {
			return this.received.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return this.signal != null;
		}
	}

}
