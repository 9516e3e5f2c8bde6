package dev.perflab.jfrrules.check;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import dev.perflab.jfrrules.recording.JudgedWindow;
import dev.perflab.jfrrules.recording.LoadStatistics;

/**
 * The result of checking one recording against a rule set: what the JSON and Markdown
 * reports and the CLI summary show.
 *
 * @param recording the recording file
 * @param recordingSize its size in bytes
 * @param window the part of the recording judged; null for a report not made from a
 * recording file (a canned one)
 * @param eventLoopThreadPattern the pattern {@code IS_EVENT_LOOP_THREAD} used
 * @param load the single pass over the recording
 * @param results one result per rule, in rule order
 * @param elapsed the wall time of the whole check, from opening the recording
 * @param requests the request count {@code REQUESTS()} returned; null if none was given
 */
public record CheckReport(Path recording, long recordingSize, JudgedWindow window, String eventLoopThreadPattern,
		LoadStatistics load, List<RuleResult> results, Duration elapsed, Long requests) {

	/**
	 * Creates a report of a check that was given no request count.
	 * @param recording the recording file
	 * @param recordingSize its size in bytes
	 * @param window the part of the recording judged; null for a canned report
	 * @param eventLoopThreadPattern the pattern {@code IS_EVENT_LOOP_THREAD} used
	 * @param load the single pass over the recording
	 * @param results one result per rule, in rule order
	 * @param elapsed the wall time of the whole check
	 */
	public CheckReport(Path recording, long recordingSize, JudgedWindow window, String eventLoopThreadPattern,
			LoadStatistics load, List<RuleResult> results, Duration elapsed) {
		this(recording, recordingSize, window, eventLoopThreadPattern, load, results, elapsed, null);
	}

	/** The version of the JSON report format; bump it on any incompatible change. */
	public static final int SCHEMA_VERSION = 1;

	/**
	 * Creates a report that states no window.
	 * @param recording the recording file
	 * @param recordingSize its size in bytes
	 * @param eventLoopThreadPattern the pattern {@code IS_EVENT_LOOP_THREAD} used
	 * @param load the single pass over the recording
	 * @param results one result per rule, in rule order
	 * @param elapsed the wall time of the whole check
	 */
	public CheckReport(Path recording, long recordingSize, String eventLoopThreadPattern, LoadStatistics load,
			List<RuleResult> results, Duration elapsed) {
		this(recording, recordingSize, null, eventLoopThreadPattern, load, results, elapsed);
	}

	/**
	 * Returns whether the JVM's start-up was judged with the rest: the window starts with
	 * a recording that started at the JVM's launch.
	 * @return true if so; false if not, or if the recording does not say when its JVM
	 * started
	 */
	public boolean startUpIncluded() {
		return this.window != null && this.window.includesStartUp(this.load.jvmStart());
	}

	/**
	 * Returns the overall verdict: the worst status of all rules.
	 * @return fail if a fail rule fired, else warn if a warn rule fired, else pass
	 */
	public Status verdict() {
		Status verdict = Status.PASS;
		for (RuleResult result : this.results) {
			verdict = Status.worst(verdict, result.status());
		}
		return verdict;
	}

	/**
	 * Returns how many rules ended with the given status.
	 * @param status the status
	 * @return the number of rules
	 */
	public long count(Status status) {
		return this.results.stream().filter((result) -> result.status() == status).count();
	}

}
