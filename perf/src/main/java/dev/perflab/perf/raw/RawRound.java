package dev.perflab.perf.raw;

import dev.perflab.perf.json.Nullable;

import static dev.perflab.perf.json.StrictJson.require;

/**
 * One wrk round: one target's window.
 *
 * @param sequence its position in execution order, from 1
 * @param round its number, shared by the base and head rounds of one window of one JVM
 * pair
 * @param jvmPair the base/head JVM pair (a compare's independent unit), from 1; 0 in runs
 * without forks
 * @param url the URL wrk requested
 * @param startMs when wrk started (epoch ms)
 * @param endMs when wrk ended (epoch ms)
 * @param cpuTicks the CPU of each process around it
 * @param allocatedBytes the heap bytes the target's own process allocated over the same
 * span as its CPU, all its threads (those that ended inside the window too); null for the
 * direct backend, which is not read
 * @param throwables the throwables the target's own process created in the window, from
 * its JFR recording; null where none was made (the direct backend, an unrecorded base)
 * @param atRate the gateway JVM's window of the latency phase, on the last round of its
 * fork; null on the other rounds, and in runs without the phase
 */
public record RawRound(int sequence, int round, int jvmPair, Target target, String url, long startMs, long endMs,
		WrkSummary wrk, CpuTicks cpuTicks, @Nullable Long allocatedBytes, @Nullable Long throwables,
		@Nullable AtRate atRate) {

	public RawRound {
		require(sequence >= 1 && round >= 1, "sequence and round start at 1");
		require(jvmPair >= 0, "jvmPair must not be negative");
		require(endMs >= startMs, "endMs is before startMs");
		// The target's own process carries the headline CPU figure: without it the round
		// is useless.
		require(cpuTicks.processes().containsKey(target.process()),
				"cpuTicks.processes has no " + target.process() + ", the process of a " + target.id() + " round");
		require(allocatedBytes == null || allocatedBytes >= 0, "allocatedBytes must not be negative");
		require(throwables == null || throwables >= 0, "throwables must not be negative");
	}

	/** Returns this round with the throwables its recording counted. */
	public RawRound withThrowables(@Nullable Long counted) {
		return new RawRound(this.sequence, this.round, this.jvmPair, this.target, this.url, this.startMs, this.endMs,
				this.wrk, this.cpuTicks, this.allocatedBytes, counted, this.atRate);
	}

	/** Returns this round with its JVM's window of the latency phase. */
	public RawRound withAtRate(AtRate window) {
		return new RawRound(this.sequence, this.round, this.jvmPair, this.target, this.url, this.startMs, this.endMs,
				this.wrk, this.cpuTicks, this.allocatedBytes, this.throwables, window);
	}

	/**
	 * Returns the number of pair {@code pair} of fork {@code fork} (both from 1): the
	 * pairs are numbered fork by fork, {@code pairsPerFork} to a fork.
	 */
	public static int jvmPair(int fork, int pair, int pairsPerFork) {
		return (fork - 1) * pairsPerFork + pair;
	}

	/** Returns the fork of a JVM pair, from 1: the inverse of {@link #jvmPair}. */
	public static int forkOf(int jvmPair, int pairsPerFork) {
		return (jvmPair - 1) / pairsPerFork + 1;
	}

}
