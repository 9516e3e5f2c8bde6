package dev.perflab.perf.raw;

import java.util.Locale;

/**
 * What a run measured: one gateway, or a base and a head gateway side by side.
 */
public enum Mode {

	/** One gateway ({@code gateway} rounds) against the direct backend. */
	SINGLE,

	/** Two gateways, base and head, in interleaved rounds. */
	COMPARE;

	public String id() {
		return name().toLowerCase(Locale.ROOT);
	}

}
