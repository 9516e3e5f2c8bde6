package dev.perflab.jfrrules.check;

import java.util.List;

/**
 * Rows of one rule that share an event type, a detail and the same top frames: one
 * finding, however many events it took.
 *
 * @param eventType the {@code eventType} column, e.g. {@code jdk.SocketRead}
 * @param detail the {@code detail} column (monitor class, host:port, file), may be null
 * @param threads the distinct thread names, sorted, at most
 * {@value EvidenceCollector#MAX_THREAD_NAMES}
 * @param threadCount the number of distinct threads, also those not listed
 * @param count the number of rows (events)
 * @param totalDurationNanos the sum of the {@code duration} column, null if no row had
 * one
 * @param maxDurationNanos the largest {@code duration}, null if no row had one
 * @param topFrames the top frames shared by these rows, innermost first
 * @param firstNonJdkFrame the first frame outside the JDK's own packages, usually the
 * application or library code that made the blocking call; null if none
 */
public record ViolationGroup(String eventType, String detail, List<String> threads, int threadCount, long count,
		Long totalDurationNanos, Long maxDurationNanos, List<String> topFrames, String firstNonJdkFrame) {

}
