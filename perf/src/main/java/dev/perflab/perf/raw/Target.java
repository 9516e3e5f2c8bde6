package dev.perflab.perf.raw;

import java.util.Locale;

/**
 * What one wrk round drove.
 */
public enum Target {

	/**
	 * hello-service directly: the control that tells machine drift from gateway change.
	 */
	DIRECT("hello"),

	/** The gateway route, in single mode. */
	GATEWAY("gateway"),

	/** The base gateway, in compare mode. */
	BASE("base"),

	/** The head gateway, in compare mode. */
	HEAD("head");

	private final String process;

	Target(String process) {
		this.process = process;
	}

	public String id() {
		return name().toLowerCase(Locale.ROOT);
	}

	/**
	 * Returns the process that serves this target's requests first, whose CPU time per
	 * request is the target's headline CPU figure.
	 * @return its name among the {@code cpuTicks.processes} of a round
	 */
	public String process() {
		return this.process;
	}

	/**
	 * Returns whether this target is a gateway (its RPS is compared with the direct
	 * backend's).
	 * @return true for gateway, base and head
	 */
	public boolean isGateway() {
		return this != DIRECT;
	}

}
