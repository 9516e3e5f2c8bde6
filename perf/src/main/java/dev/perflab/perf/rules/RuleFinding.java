package dev.perflab.perf.rules;

import java.util.Locale;

import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.check.ViolationGroup;

/**
 * A finding of a rule that fired, in one line of plain text: what a reviewer needs to see
 * in the comment, the annotation and the self-test's table without opening rules.json.
 */
public final class RuleFinding {

	private RuleFinding() {
	}

	/**
	 * Describes a rule's first (largest) group.
	 * @return its group in words ({@link #of(ViolationGroup)}), or null when the rule
	 * passed or has no groups
	 */
	public static String of(RuleResult result) {
		if (result.status() == Status.PASS || result.groups().isEmpty()) {
			return null;
		}
		return of(result.groups().get(0));
	}

	/**
	 * Describes one group of a rule's findings.
	 * @return e.g.
	 * {@code jdk.SocketRead 127.0.0.1:38073 on reactor-http-epoll-1: 212 events,
	 * total 301.2 ms, max 4.1 ms; first frame outside the JDK: ...}
	 */
	public static String of(ViolationGroup group) {
		StringBuilder text = new StringBuilder(String.valueOf(group.eventType()));
		if (group.detail() != null) {
			text.append(' ').append(group.detail());
		}
		text.append(" on ").append(String.join(", ", group.threads()));
		if (group.threadCount() > group.threads().size()) {
			text.append(" +").append(group.threadCount() - group.threads().size()).append(" more");
		}
		text.append(": ").append(group.count()).append((group.count() == 1) ? " event" : " events");
		if (group.totalDurationNanos() != null && group.maxDurationNanos() != null) {
			text.append(String.format(Locale.ROOT, ", total %.1f ms, max %.1f ms", group.totalDurationNanos() / 1e6,
					group.maxDurationNanos() / 1e6));
		}
		if (group.firstNonJdkFrame() != null) {
			text.append("; first frame outside the JDK: ").append(group.firstNonJdkFrame());
		}
		return text.toString();
	}

}
