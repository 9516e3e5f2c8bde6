package dev.perflab.perf.metrics;

import java.util.Map;
import java.util.TreeMap;

import dev.perflab.perf.json.Nullable;
import dev.perflab.perf.raw.AtRate;
import dev.perflab.perf.raw.CpuTicks;
import dev.perflab.perf.raw.RawRound;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.raw.WrkSummary;

/**
 * A round as results.json's {@code rounds[]} holds it: the measured round
 * ({@link RawRound} describes its facts) with the figures derived from it.
 * <p>
 * Flat rather than a {@code RawRound} under {@code @JsonUnwrapped}: Jackson 2 cannot
 * reject an unknown key next to an unwrapped value, and the strict results.json reader
 * must (the comment renders untrusted runs; databind issue 650, fixed in 3.1 only).
 */
public record Round(int sequence, int round, int jvmPair, Target target, String url, long startMs, long endMs,
		RoundMetrics metrics, WrkSummary wrk, CpuTicks cpuTicks, @Nullable Long allocatedBytes,
		@Nullable Long throwables, @Nullable AtRate atRate) {

	/**
	 * Returns this round numbered after another compare's: pooled shards
	 * ({@code perf pool}) keep their rounds and JVM pairs apart.
	 * @param sequences added to the sequence number
	 * @param rounds added to the round number
	 * @param jvmPairs added to the JVM pair number
	 */
	public Round after(int sequences, int rounds, int jvmPairs) {
		return new Round(this.sequence + sequences, this.round + rounds, this.jvmPair + jvmPairs, this.target, this.url,
				this.startMs, this.endMs, this.metrics, this.wrk, this.cpuTicks, this.allocatedBytes, this.throwables,
				this.atRate);
	}

	/** Returns the CPU microseconds per request of every process read around it. */
	public Map<String, Double> cpuUsPerRequestByProcess() {
		return cpuUsPerRequest(this.cpuTicks, this.wrk);
	}

	/**
	 * CPU microseconds per request: (after - before - jit) over the requests, every
	 * thread's CPU but the JIT compilers' ({@link CpuTicks.Span#serving()}); none without
	 * a completed request. The CPU is read around the whole wrk run, connection set-up
	 * included.
	 */
	static Map<String, Double> cpuUsPerRequest(CpuTicks cpu, WrkSummary wrk) {
		Map<String, Double> perRequest = new TreeMap<>();
		if (wrk.requests() > 0) {
			cpu.processes()
				.forEach((process, span) -> perRequest.put(process,
						span.serving() * 1e6 / cpu.clkTck() / wrk.requests()));
		}
		return perRequest;
	}

	static Round of(RawRound raw, RoundMetrics metrics) {
		return new Round(raw.sequence(), raw.round(), raw.jvmPair(), raw.target(), raw.url(), raw.startMs(),
				raw.endMs(), metrics, raw.wrk(), raw.cpuTicks(), raw.allocatedBytes(), raw.throwables(), raw.atRate());
	}

}
