package dev.perflab.jfrrules.check;

import java.util.List;

import dev.perflab.jfrrules.functions.EventLoopThreadFunction;
import dev.perflab.jfrrules.recording.Window;
import dev.perflab.jfrrules.rules.ParameterOverride;

/**
 * Settings of one check that are not part of any rule.
 *
 * @param eventLoopThreadPattern the regex {@code IS_EVENT_LOOP_THREAD} matches whole
 * thread names against
 * @param maxGroups how many violation groups each rule reports (the largest first)
 * @param frames how many top frames identify a violation group and are reported
 * @param window the part of the recording to judge; events outside it are never counted
 * @param requests the requests the recorded JVM served in the window, which
 * {@code REQUESTS()} returns; {@code null} if unknown (per-request rules then find
 * nothing)
 * @param overrides other values for rule parameters, {@code RULE.PARAM=VALUE}, in the
 * order given ({@code --set})
 */
public record CheckOptions(String eventLoopThreadPattern, int maxGroups, int frames, Window window, Long requests,
		List<ParameterOverride> overrides) {

	public CheckOptions {
		if (requests != null && requests < 0) {
			throw new IllegalArgumentException("the request count must not be negative: " + requests);
		}
		overrides = List.copyOf(overrides);
	}

	/**
	 * Creates options that override no rule parameter.
	 * @param eventLoopThreadPattern the regex {@code IS_EVENT_LOOP_THREAD} matches whole
	 * thread names against
	 * @param maxGroups how many violation groups each rule reports (the largest first)
	 * @param frames how many top frames identify a violation group and are reported
	 * @param window the part of the recording to judge
	 * @param requests the requests served in the window, or {@code null} if unknown
	 */
	public CheckOptions(String eventLoopThreadPattern, int maxGroups, int frames, Window window, Long requests) {
		this(eventLoopThreadPattern, maxGroups, frames, window, requests, List.of());
	}

	/**
	 * Creates options that know no request count.
	 * @param eventLoopThreadPattern the regex {@code IS_EVENT_LOOP_THREAD} matches whole
	 * thread names against
	 * @param maxGroups how many violation groups each rule reports (the largest first)
	 * @param frames how many top frames identify a violation group and are reported
	 * @param window the part of the recording to judge
	 */
	public CheckOptions(String eventLoopThreadPattern, int maxGroups, int frames, Window window) {
		this(eventLoopThreadPattern, maxGroups, frames, window, null);
	}

	/**
	 * Creates options that judge the whole recording.
	 * @param eventLoopThreadPattern the regex {@code IS_EVENT_LOOP_THREAD} matches whole
	 * thread names against
	 * @param maxGroups how many violation groups each rule reports (the largest first)
	 * @param frames how many top frames identify a violation group and are reported
	 */
	public CheckOptions(String eventLoopThreadPattern, int maxGroups, int frames) {
		this(eventLoopThreadPattern, maxGroups, frames, Window.WHOLE);
	}

	/**
	 * Returns the defaults: Reactor Netty's event loops, 10 groups of 12 frames, the
	 * whole recording.
	 * @return the default options
	 */
	public static CheckOptions defaults() {
		return new CheckOptions(EventLoopThreadFunction.DEFAULT_PATTERN, 10, 12);
	}

	/**
	 * Returns these options with another event-loop thread pattern.
	 * @param pattern a Java regex matching whole thread names, e.g. {@code my-loop-\d+}
	 * @return the new options
	 */
	public CheckOptions withEventLoopThreadPattern(String pattern) {
		return new CheckOptions(pattern, this.maxGroups, this.frames, this.window, this.requests, this.overrides);
	}

	/**
	 * Returns these options judging another window of the recording.
	 * @param window the window, e.g. {@code new Window(TimeBound.skipFirst("30s"), null)}
	 * @return the new options
	 */
	public CheckOptions withWindow(Window window) {
		return new CheckOptions(this.eventLoopThreadPattern, this.maxGroups, this.frames, window, this.requests,
				this.overrides);
	}

	/**
	 * Returns these options with the window's request count, for {@code REQUESTS()}.
	 * @param requests the requests the recorded JVM served in the window, or {@code null}
	 * if unknown
	 * @return the new options
	 * @throws IllegalArgumentException if the count is negative
	 */
	public CheckOptions withRequests(Long requests) {
		return new CheckOptions(this.eventLoopThreadPattern, this.maxGroups, this.frames, this.window, requests,
				this.overrides);
	}

	/**
	 * Returns these options with other values for rule parameters, to try a budget on a
	 * recording without editing the rule.
	 * @param overrides the values, e.g.
	 * {@code ParameterOverride.parse("route-lookup.budget=20%")}
	 * @return the new options
	 */
	public CheckOptions withOverrides(List<ParameterOverride> overrides) {
		return new CheckOptions(this.eventLoopThreadPattern, this.maxGroups, this.frames, this.window, this.requests,
				overrides);
	}

}
