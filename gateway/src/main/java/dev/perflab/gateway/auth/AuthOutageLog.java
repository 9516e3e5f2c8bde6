package dev.perflab.gateway.auth;

import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

import reactor.core.scheduler.Schedulers;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/**
 * Tells operators that auth-service is failing: one warning per interval, with the number
 * of requests answered 503 since the previous one.
 * <p>
 * Reactor Netty logs every failed auth call at WARN with a stack trace, and the event
 * loop writes it through the synchronous console appender: during an outage, a blocking
 * file write per request on the thread that should be answering 503s quickly. The
 * event-loop-blocking rule caught exactly that on a starved machine. That logger is set
 * to ERROR in {@code application.yml}; this summary replaces it, and is written by a
 * worker thread, never by the event loop.
 */
final class AuthOutageLog {

	private static final Log logger = LogFactory.getLog(AuthOutageLog.class);

	private final long intervalNanos;

	private final LongSupplier nanoClock;

	private final Executor writer;

	private final AtomicLong failures = new AtomicLong();

	private final AtomicLong nextReport;

	AuthOutageLog(Duration interval) {
		this(interval, System::nanoTime, (task) -> Schedulers.boundedElastic().schedule(task));
	}

	AuthOutageLog(Duration interval, LongSupplier nanoClock, Executor writer) {
		this.intervalNanos = interval.toNanos();
		this.nanoClock = nanoClock;
		this.writer = writer;
		this.nextReport = new AtomicLong(nanoClock.getAsLong());
	}

	void failed(Throwable cause) {
		this.failures.incrementAndGet();
		long now = this.nanoClock.getAsLong();
		long next = this.nextReport.get();
		if (now - next >= 0 && this.nextReport.compareAndSet(next, now + this.intervalNanos)) {
			String message = "auth-service unavailable, " + this.failures.getAndSet(0)
					+ " request(s) answered 503 since the last report; latest cause: " + cause;
			this.writer.execute(() -> logger.warn(message));
		}
	}

}
