package dev.perflab.jfrrules.schema;

import java.util.Arrays;
import java.util.List;

/**
 * A recorded stack trace, top frame first: the value of every {@code stackTrace} column.
 * <p>
 * SQL sees it as an opaque value that only the stack functions
 * ({@code HAS_MATCHING_FRAME}, {@code TOP_FRAME}, ...) look into. Instances are shared:
 * JFR stores each distinct stack once per chunk and the loader converts each once, so
 * thousands of events can point at one instance.
 */
public final class StackTrace {

	private final StackFrame[] frames;

	private final boolean truncated;

	public StackTrace(List<StackFrame> frames, boolean truncated) {
		this.frames = frames.toArray(new StackFrame[0]);
		this.truncated = truncated;
	}

	/**
	 * Returns the frames, top (innermost) first.
	 * @return the frames
	 */
	public List<StackFrame> frames() {
		return List.of(this.frames);
	}

	/**
	 * Returns the frame at {@code index} without copying; index 0 is the top frame.
	 * @param index the frame index
	 * @return the frame
	 */
	public StackFrame frame(int index) {
		return this.frames[index];
	}

	public int depth() {
		return this.frames.length;
	}

	/**
	 * Whether JFR cut the stack at its depth limit (64 frames by default): a frame a rule
	 * looks for may then be missing, which matters for frames near the bottom such as
	 * thread entry points.
	 * @return {@code true} if frames were dropped at the bottom
	 */
	public boolean isTruncated() {
		return this.truncated;
	}

	/**
	 * Returns at most {@code count} frames from the top.
	 * @param count the maximum number of frames
	 * @return the top frames
	 */
	public List<StackFrame> top(int count) {
		return List.of(Arrays.copyOf(this.frames, Math.max(0, Math.min(count, this.frames.length))));
	}

	@Override
	public String toString() {
		if (this.frames.length == 0) {
			return "(empty stack)";
		}
		String more = (this.frames.length > 1) ? " (+" + (this.frames.length - 1) + " frames)" : "";
		return this.frames[0] + more;
	}

}
