package dev.perflab.gateway;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

import reactor.blockhound.BlockHound;

/**
 * BlockHound, recording instead of throwing, for Reactor Netty's event loops only.
 * <p>
 * BlockHound can be installed once per JVM and stays installed, so every test class
 * shares this one recorder. Only {@code reactor-http-*} threads count: Reactor's timer
 * threads idle in a park that BlockHound also reports (seen while an earlier test's
 * delayed answer was still pending).
 */
public final class EventLoopBlockingRecorder {

	private static final Queue<String> calls = new ConcurrentLinkedQueue<>();

	static {
		BlockHound.install((builder) -> builder.blockingMethodCallback((method) -> {
			String thread = Thread.currentThread().getName();
			if (thread.startsWith("reactor-http-")) {
				StackTraceElement[] stack = new Exception().getStackTrace();
				calls.add(method + " on " + thread + " at "
						+ Arrays.toString(Arrays.copyOfRange(stack, 0, Math.min(stack.length, 16))));
			}
		}));
	}

	private EventLoopBlockingRecorder() {
	}

	/**
	 * Installs BlockHound (once: see {@link BlockHoundSessionListener}) and forgets what
	 * was recorded so far.
	 */
	public static void reset() {
		calls.clear();
	}

	public static List<String> calls() {
		return new ArrayList<>(calls);
	}

}
