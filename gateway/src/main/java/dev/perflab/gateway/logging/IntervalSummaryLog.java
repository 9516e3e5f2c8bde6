package dev.perflab.gateway.logging;

import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

import reactor.core.scheduler.Schedulers;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/**
 * Reports a failure that can happen on every request as one warning per interval, with
 * the number of failures since the previous one and the latest of them, written by a
 * worker thread.
 * <p>
 * The alternative, a line (often with a stack trace) per failure, is written by the
 * thread that saw the failure, which in this gateway is an event loop, through the
 * synchronous console appender: a blocking file write per request, exactly when the
 * gateway is already in trouble. The event-loop-blocking rule caught that twice on a
 * starved machine (failed auth calls, and errors dropped after a client disconnected).
 */
public final class IntervalSummaryLog {

	private final Log logger;

	private final long intervalNanos;

	private final Summary summary;

	private final LongSupplier nanoClock;

	private final Executor writer;

	private final AtomicLong failures = new AtomicLong();

	private final AtomicLong nextReport;

	/**
	 * Creates a log that writes from Reactor's bounded-elastic workers.
	 * @param source the class whose logger writes the summaries
	 * @param interval the least time between two summaries
	 * @param summary the text of a summary
	 */
	public IntervalSummaryLog(Class<?> source, Duration interval, Summary summary) {
		this(LogFactory.getLog(source), interval, summary, System::nanoTime,
				(task) -> Schedulers.boundedElastic().schedule(task));
	}

	IntervalSummaryLog(Log logger, Duration interval, Summary summary, LongSupplier nanoClock, Executor writer) {
		this.logger = logger;
		this.intervalNanos = interval.toNanos();
		this.summary = summary;
		this.nanoClock = nanoClock;
		this.writer = writer;
		this.nextReport = new AtomicLong(nanoClock.getAsLong());
	}

	/**
	 * Counts one failure; the first one, and the first one after each interval, also
	 * schedules a summary. Cheap and non-blocking: callable from an event loop.
	 * @param failure what failed
	 */
	public void record(Throwable failure) {
		this.failures.incrementAndGet();
		long now = this.nanoClock.getAsLong();
		long next = this.nextReport.get();
		if (now - next >= 0 && this.nextReport.compareAndSet(next, now + this.intervalNanos)) {
			String message = this.summary.describe(this.failures.getAndSet(0), failure);
			this.writer.execute(() -> this.logger.warn(message));
		}
	}

	/**
	 * The text of one summary.
	 */
	@FunctionalInterface
	public interface Summary {

		/**
		 * Describes the failures since the previous summary.
		 * @param count how many failures, at least 1
		 * @param latest the latest of them
		 * @return the line to log, without a stack trace
		 */
		String describe(long count, Throwable latest);

	}

}
