package dev.perflab.perf.run;

import java.util.List;
import java.util.Map;

import dev.perflab.perf.raw.ForkWarmUp;

/**
 * Decides when gateways are warm, from the probes of the warm-up.
 * <p>
 * What "warm" means here, and why: a JVM is warm when its JIT has stopped compiling and
 * its cost per request has stopped moving. Both are needed. The JIT's own CPU time (its
 * compiler threads, read per thread) says when compilation has quietened, which a
 * throughput criterion cannot see on a closed loop (a 5% band is met while C2 still
 * works). Though a burst of it no longer reads as cost
 * ({@link dev.perflab.perf.raw.CpuTicks.Span#serving()}), a JVM still compiling is still
 * changing its code: the fork's gateways' JIT under 10% together, a fork measured after
 * 48 s with one of them at 22% and its windows at 10-21%, its cost 16% lower in the
 * second than in the first, and the A/A compare read CPU per request +2.3% regressed.
 * Cost per request alone is fooled by host drift: on the lab machine all gateways' cost
 * moved from 200 to 285 µs within two minutes, at once. So with two gateways (a duet) the
 * steadiness asked for is that of their ratio, which the drift does not move, both ways.
 * With one gateway nothing cancels the drift: on a shared 2-vCPU VM a warm gateway's cost
 * moved by 10-30% between 3 s probes (JIT quiet throughout), so a two-sided band was met
 * by chance and added a random 10-30 s to a single run's warm-up. What a JVM still
 * warming does is get cheaper; so a single gateway is warm once its cost has stopped
 * falling: the last probe no more than the band below the one before. Noise upwards is
 * not warming.
 * <p>
 * The bands are wider than the change a compare resolves, on purpose: they must tell a
 * transient from the noise of one probe, not measure. Two 5 s probes of a warm duet
 * differ in their ratio by about 1.8% (sd; 2.6% beside the noisy neighbour), so a band of
 * 1.5% was met by chance only about every other probe per pair, and warm-ups of two pairs
 * ran 70-150 s. The JIT's share, read directly, is the strict criterion: under 2% over
 * both probes.
 * <p>
 * That share is the fork's, pooled over the two probes (all compiler threads' CPU over
 * all the gateways' CPU), not the largest gateway's in either probe. A warm JVM still
 * compiles now and then (a rare path reaching its threshold, a recompilation), and four
 * gateways share one CPU: in a 5 s probe each has about 1.2 s of it, so one C2
 * compilation of 25 ms reads 2%. The largest of eight such readings waited for four JVMs
 * to be silent at once, and on the default mix of routes that added 10-50 s to forks
 * whose JIT was already under 1% of their CPU. Pooled, one gateway's burst of 6% in one
 * probe is under 1% of the fork's, while a gateway still compiling steadily keeps the
 * fork's share up. The first phase ends on the same reading at 5%: the bulk of the JIT's
 * work is done, what is left can share the gateway CPU.
 *
 * @param maxPinShare the JIT's largest share of the fork's CPU over the last two probes
 * for the JIT to join the gateway CPUs
 * @param maxCompilerShare the JIT's largest share of the fork's CPU over the last two
 * probes of a warm fork
 * @param maxRatioStep the largest change of the head/base cost ratio between the last two
 * probes (duet)
 * @param maxCostStep the largest fall of a gateway's cost per request between the last
 * two probes (single gateway)
 */
record WarmUpDetector(double maxPinShare, double maxCompilerShare, double maxRatioStep, double maxCostStep) {

	static WarmUpDetector defaults() {
		return new WarmUpDetector(0.05, ForkWarmUp.QUIET_COMPILER_SHARE, 0.03, 0.03);
	}

	/**
	 * Returns the JIT's share of the gateways' CPU over the last two probes: all their
	 * compiler threads' CPU over all their CPU.
	 * @return the share, 0 without CPU
	 */
	static double compilerShare(List<Probe> probes) {
		long compiler = 0;
		long all = 0;
		for (Probe probe : probes.subList(Math.max(0, probes.size() - 2), probes.size())) {
			for (Probe.Side side : probe.sides().values()) {
				compiler += side.cpu().compilerNanos();
				all += side.cpu().nanos();
			}
		}
		return (all > 0) ? (double) compiler / all : 0;
	}

	/**
	 * Returns whether the bulk of the JIT's work is done, so that the gateways can be
	 * pinned with it: its share over the last two (short) probes is at most
	 * {@code maxPinShare}.
	 * @param probes the probes of the first phase, oldest first
	 */
	boolean readyToPin(List<Probe> probes) {
		return probes.size() >= 2 && compilerShare(probes) <= this.maxPinShare;
	}

	/**
	 * Returns whether the gateways are warm after these probes (taken on their measuring
	 * CPUs).
	 * @param probes the probes since the gateways were pinned, oldest first
	 * @return true when the JIT is quiet over the last two probes and they agree
	 */
	boolean warm(List<Probe> probes) {
		if (probes.size() < 2 || compilerShare(probes) > this.maxCompilerShare) {
			return false;
		}
		Probe last = probes.get(probes.size() - 1);
		Probe previous = probes.get(probes.size() - 2);
		List<String> heads = last.sides().keySet().stream().filter((name) -> name.startsWith("head")).toList();
		if (!heads.isEmpty()) {
			return heads.stream()
				.allMatch((head) -> within(ratio(previous, head), ratio(last, head), this.maxRatioStep));
		}
		for (Map.Entry<String, Probe.Side> side : last.sides().entrySet()) {
			Probe.Side before = previous.sides().get(side.getKey());
			if (before == null || !stoppedFalling(before.cpuMicrosPerRequest(), side.getValue().cpuMicrosPerRequest(),
					this.maxCostStep)) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Returns a head's cost over its base's: head-2 over base-2, head over base.
	 * @return the ratio, NaN without the base
	 */
	static double ratio(Probe probe, String head) {
		Probe.Side base = probe.sides().get("base" + head.substring("head".length()));
		return (base != null) ? probe.sides().get(head).cpuMicrosPerRequest() / base.cpuMicrosPerRequest() : Double.NaN;
	}

	private static boolean stoppedFalling(double before, double after, double step) {
		return Double.isFinite(before) && Double.isFinite(after) && after / before >= 1 - step;
	}

	private static boolean within(double before, double after, double step) {
		return Double.isFinite(before) && Double.isFinite(after) && Math.abs(after / before - 1) <= step;
	}

}
