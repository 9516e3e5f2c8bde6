package dev.perflab.perf.metrics;

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
		RoundMetrics metrics, WrkSummary wrk, CpuTicks cpuTicks) {

	static Round of(RawRound raw, RoundMetrics metrics) {
		return new Round(raw.sequence(), raw.round(), raw.jvmPair(), raw.target(), raw.url(), raw.startMs(),
				raw.endMs(), metrics, raw.wrk(), raw.cpuTicks());
	}

}
