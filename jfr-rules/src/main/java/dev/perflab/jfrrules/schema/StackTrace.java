package dev.perflab.jfrrules.schema;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

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

	/**
	 * Pairs of (pattern, index of its first matching frame) already computed for this
	 * stack.
	 */
	private volatile Object[] matches = new Object[0];

	public StackTrace(List<StackFrame> frames) {
		this.frames = frames.toArray(new StackFrame[0]);
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

	/**
	 * Returns the index of the topmost frame whose method contains a match for the
	 * pattern.
	 * <p>
	 * Memoized per pattern: a rule applies the same few patterns to every event, and
	 * millions of events share a few thousand stacks, so each (stack, pattern) pair is
	 * searched once instead of running the regex over every frame of every event.
	 * @param pattern the pattern, compared by identity (callers pass cached instances)
	 * @return the frame index, or -1 if no frame matches
	 */
	public int indexOfFirstMatch(Pattern pattern) {
		Object[] known = this.matches;
		for (int i = 0; i < known.length; i += 2) {
			if (known[i] == pattern) {
				return (Integer) known[i + 1];
			}
		}
		int index = -1;
		for (int i = 0; i < this.frames.length && index < 0; i++) {
			if (pattern.matcher(this.frames[i].method()).find()) {
				index = i;
			}
		}
		synchronized (this) {
			Object[] grown = Arrays.copyOf(this.matches, this.matches.length + 2);
			grown[grown.length - 2] = pattern;
			grown[grown.length - 1] = index;
			this.matches = grown;
		}
		return index;
	}

}
