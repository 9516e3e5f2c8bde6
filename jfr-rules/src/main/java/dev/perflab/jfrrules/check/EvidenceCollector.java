package dev.perflab.jfrrules.check;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

import dev.perflab.jfrrules.schema.StackFrame;
import dev.perflab.jfrrules.sql.CompiledQuery;
import dev.perflab.jfrrules.schema.StackTrace;

/**
 * Groups the rows of one rule into {@link ViolationGroup}s.
 * <p>
 * A rule returns one row per event, and a blocking call made per request returns
 * thousands of identical rows. Grouping by event type, detail and top frames turns them
 * into a few findings with counts and total and maximum durations, which is what a
 * reviewer can act on.
 */
final class EvidenceCollector {

	static final int MAX_THREAD_NAMES = 10;

	private static final String UNKNOWN_THREAD = "(unknown)";

	private final int frames;

	private final Map<GroupKey, Accumulator> groups = new HashMap<>();

	private final Map<StackTrace, StackSummary> summaries = new IdentityHashMap<>();

	private final Map<StackSummary, StackSummary> canonicalSummaries = new HashMap<>();

	private long rowCount;

	/**
	 * Creates a collector.
	 * @param frames how many top frames identify a group and are reported
	 */
	EvidenceCollector(int frames) {
		this.frames = frames;
		this.canonicalSummaries.put(StackSummary.NONE, StackSummary.NONE);
	}

	void collect(CompiledQuery query) {
		EvidenceColumns columns = EvidenceColumns.of(query.columnNames());
		for (Object[] row : query.rows()) {
			this.rowCount++;
			StackSummary stack = summarize(value(row, columns.stackTrace()));
			GroupKey key = new GroupKey(text(row, columns.eventType()), text(row, columns.detail()), stack);
			Accumulator accumulator = this.groups.computeIfAbsent(key, (ignored) -> new Accumulator());
			String thread = text(row, columns.thread());
			accumulator.add((thread != null) ? thread : UNKNOWN_THREAD, value(row, columns.duration()));
		}
	}

	long rowCount() {
		return this.rowCount;
	}

	int groupCount() {
		return this.groups.size();
	}

	/**
	 * Returns the largest groups: by total duration, then by count.
	 * @param limit how many to return
	 * @return the groups
	 */
	List<ViolationGroup> largestGroups(int limit) {
		List<ViolationGroup> all = new ArrayList<>(this.groups.size());
		this.groups.forEach((key, accumulator) -> all.add(accumulator.toGroup(key)));
		all.sort(Comparator
			.comparingLong(
					(ViolationGroup group) -> (group.totalDurationNanos() != null) ? group.totalDurationNanos() : 0)
			.thenComparingLong(ViolationGroup::count)
			.reversed()
			.thenComparing((group) -> String.valueOf(group.eventType())));
		return List.copyOf(all.subList(0, Math.min(limit, all.size())));
	}

	private StackSummary summarize(Object value) {
		if (!(value instanceof StackTrace stack)) {
			return StackSummary.NONE;
		}
		return this.summaries.computeIfAbsent(stack, (key) -> {
			StackSummary summary = StackSummary.of(key, this.frames);
			return this.canonicalSummaries.computeIfAbsent(summary, (same) -> same);
		});
	}

	private static Object value(Object[] row, int column) {
		return (column != EvidenceColumns.ABSENT) ? row[column] : null;
	}

	private static String text(Object[] row, int column) {
		Object value = value(row, column);
		return (value != null) ? value.toString() : null;
	}

	/**
	 * A group: compared by the identity of its stack summary, which is canonical (one
	 * instance per distinct top-frame list), so a million rows cost a million cheap
	 * lookups instead of a million hashes of twelve frame strings.
	 */
	private record GroupKey(String eventType, String detail, StackSummary stack) {

		@Override
		public boolean equals(Object other) {
			return other instanceof GroupKey key && Objects.equals(this.eventType, key.eventType)
					&& Objects.equals(this.detail, key.detail) && this.stack == key.stack;
		}

		@Override
		public int hashCode() {
			return Objects.hash(this.eventType, this.detail, System.identityHashCode(this.stack));
		}

	}

	private record StackSummary(List<String> topFrames, String firstNonJdkFrame) {

		static final StackSummary NONE = new StackSummary(List.of(), null);

		static StackSummary of(StackTrace stack, int frames) {
			List<String> top = stack.top(frames).stream().map(StackFrame::toString).toList();
			String firstNonJdk = null;
			for (StackFrame frame : stack.frames()) {
				if (!isJdk(frame.method())) {
					firstNonJdk = frame.toString();
					break;
				}
			}
			return new StackSummary(top, firstNonJdk);
		}

		private static boolean isJdk(String method) {
			return method.startsWith("java.") || method.startsWith("javax.") || method.startsWith("jdk.")
					|| method.startsWith("sun.") || method.startsWith("com.sun.");
		}

	}

	private static final class Accumulator {

		private final TreeSet<String> threads = new TreeSet<>();

		private long count;

		private long total;

		private long max = Long.MIN_VALUE;

		private boolean timed;

		void add(String thread, Object duration) {
			this.count++;
			this.threads.add(thread);
			if (duration instanceof Number number) {
				long nanos = number.longValue();
				this.total += nanos;
				this.max = Math.max(this.max, nanos);
				this.timed = true;
			}
		}

		ViolationGroup toGroup(GroupKey key) {
			List<String> names = this.threads.stream().limit(MAX_THREAD_NAMES).toList();
			return new ViolationGroup(key.eventType(), key.detail(), names, this.threads.size(), this.count,
					this.timed ? this.total : null, this.timed ? this.max : null, key.stack().topFrames(),
					key.stack().firstNonJdkFrame());
		}

	}

}
