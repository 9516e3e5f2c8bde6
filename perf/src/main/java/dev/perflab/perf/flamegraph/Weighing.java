package dev.perflab.perf.flamegraph;

/**
 * What a differential flame graph weighs its stacks by, and the files it is drawn to.
 * <p>
 * Pitfall: an allocation sample ({@code jdk.ObjectAllocationSample}) stands for all the
 * bytes the thread allocated since its previous sample (its {@code weight}), not for one
 * object: JFR throttles the samples (150 a second), so a count of samples says how often
 * the sampler fired, not how much was allocated. The allocation graph therefore sums the
 * weights (the converter's {@code --alloc --total}); the CPU graph counts samples, each
 * one period of running Java code.
 */
public enum Weighing {

	/** {@code jdk.ExecutionSample}, counted. */
	CPU("flamegraph-diff.html", "flamegraph-diff-gone.html", "execution sample", "ns", "ns of CPU per request",
			"more CPU time per request"),

	/**
	 * {@code jdk.ObjectAllocationSample}, weighted by the bytes each stands for; the
	 * allocated class is the leaf frame, under the allocating method.
	 */
	ALLOCATION("flamegraph-alloc-diff.html", "flamegraph-alloc-diff-gone.html", "allocation sample", "B",
			"bytes allocated per request", "more bytes allocated per request");

	private final String file;

	private final String goneFile;

	private final String sample;

	private final String symbol;

	private final String unit;

	private final String more;

	Weighing(String file, String goneFile, String sample, String symbol, String unit, String more) {
		this.file = file;
		this.goneFile = goneFile;
		this.sample = sample;
		this.symbol = symbol;
		this.unit = unit;
		this.more = more;
	}

	/** Returns head against base's file name. */
	public String file() {
		return this.file;
	}

	/** Returns base against head's file name: what head no longer does. */
	public String goneFile() {
		return this.goneFile;
	}

	/** Returns what one event is called, e.g. {@code execution sample}. */
	String sample() {
		return this.sample;
	}

	/** Returns the unit's symbol after a figure, e.g. {@code ns}. */
	public String symbol() {
		return this.symbol;
	}

	/** Returns the unit of the graph's values in words. */
	public String unit() {
		return this.unit;
	}

	/** Returns what red means, in words. */
	public String more() {
		return this.more;
	}

}
