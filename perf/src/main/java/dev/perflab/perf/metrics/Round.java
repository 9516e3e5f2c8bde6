package dev.perflab.perf.metrics;

import dev.perflab.perf.raw.CpuTicks;
import dev.perflab.perf.raw.RawRound;
import dev.perflab.perf.raw.Target;
import dev.perflab.perf.raw.WrkSummary;

/**
 * A round as results.json's {@code rounds[]} holds it: the measured round
 * ({@link RawRound} describes its facts) with the figures derived from it.
 */
public record Round(int sequence, int round, int jvmPair, Target target, String url, long startMs, long endMs,
		RoundMetrics metrics, WrkSummary wrk, CpuTicks cpuTicks) {

	static Round of(RawRound raw, RoundMetrics metrics) {
		return new Round(raw.sequence(), raw.round(), raw.jvmPair(), raw.target(), raw.url(), raw.startMs(),
				raw.endMs(), metrics, raw.wrk(), raw.cpuTicks());
	}

}
