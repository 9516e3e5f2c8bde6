package org.springframework.http.server.reactive;

import java.time.Duration;

/**
 * Test stand-in with the name of Spring Framework's {@code ChannelSendOperator}
 * (spring-web is not on this module's classpath). Its {@link WriteBarrier}, like the real
 * one, guards the first signals of one response with {@code synchronized} blocks that two
 * event loops can meet in: the loop of the upstream connection that delivers the body,
 * and the loop of the server connection that subscribes to write it. event-loop-blocking
 * must exclude the monitor enter at the barrier by this frame.
 */
public final class ChannelSendOperator {

	private ChannelSendOperator() {
	}

	/**
	 * One response's barrier.
	 */
	public static final class WriteBarrier {

		private volatile boolean held;

		/**
		 * Holds the barrier while computing, as the loop delivering the first signal
		 * does.
		 * @param time how long to hold it
		 */
		public void onNext(Duration time) {
			synchronized (this) {
				this.held = true;
				long end = System.nanoTime() + time.toNanos();
				while (System.nanoTime() < end) {
					Thread.onSpinWait();
				}
			}
		}

		/**
		 * Enters the barrier once another thread holds it, so that this thread waits for
		 * the monitor. Spins rather than parks until then: a park on an event loop would
		 * be a finding of its own.
		 */
		public void subscribe() {
			while (!this.held) {
				Thread.onSpinWait();
			}
			synchronized (this) {
				this.held = false;
			}
		}

	}

}
