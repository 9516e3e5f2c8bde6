package dev.perflab.perf.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Warms one fork's gateways: their application threads on the gateway CPUs from the
 * start, their JIT compiler threads on every CPU until the JIT has quietened; then the
 * compiler threads join the others, and probes go on until warm there
 * ({@link WarmUpDetector}), within {@code --warmup-max}.
 * <p>
 * Why: two JVMs compiling on the one gateway CPU took well over four minutes to warm on
 * the lab machine; compiling on both CPUs, then re-pinning every thread, settled in about
 * fifty seconds. But with the whole JVM on every CPU, its still-interpreted request
 * handling took the other CPU from the JIT as well. Pinning the application's threads
 * first leaves the other CPU to the JIT: in a compare (four JVMs on 2 vCPUs) the JIT
 * phase ended after 70-75 s where it had run into its 90 s bound. (The first probes after
 * the JIT quietened still fell by up to 40%, with or without the early pin: that is the
 * JVM still warming, not the move.) The first phase only asks whether the JIT is still
 * busy, so its probes are short ({@link #JIT_PROBE_SECONDS}): with probes of 5 s the pin
 * came up to 5 s after the JIT had quietened, most of the margin between a single run's
 * ~25 s of compilation and its 30 s goal. The second phase compares cost per request,
 * which wants {@code --probe}'s longer probes.
 * <p>
 * Throughout, the JIT runs first: every thread but the compiler threads is lowered in
 * priority ({@link ThreadNice#GATEWAYS}) as the warm-up starts, and the compiler threads
 * join them at its end, so the windows meet a JVM whose threads share a priority as
 * before. On a fork of four JVMs the one C2 thread per JVM is what the warm-up waits for,
 * and at equal priority the scheduler gave it a thread's share (the JIT about 50% of the
 * gateways' CPU for the whole first phase), while the requests it served ran in code not
 * yet compiled. The move comes after the gateways are healthy: lowered from launch, the
 * application's start lost to the JIT too (four gateways healthy after 71-107 s against
 * 36-55 s).
 *
 * @param load runs the probes
 */
record WarmUp(Load load, CpuLayout layout, RunSettings settings, Progress progress) {

	/** Length of a probe that only asks whether the JIT still compiles. */
	static final int JIT_PROBE_SECONDS = 2;

	/** The share of {@code --warmup-max} that the first phase may take. */
	private static final double FIRST_PHASE_SHARE = 0.6;

	private static final WarmUpDetector DETECTOR = WarmUpDetector.defaults();

	/**
	 * How a warm-up ended.
	 *
	 * @param warm whether it settled within the bound (else the fork is measured anyway)
	 * @param compilerShare the JIT's share of the gateways' CPU over the last two probes
	 */
	record Outcome(double seconds, boolean warm, double compilerShare) {
	}

	/**
	 * Warms the gateways.
	 * @param what the prefix of progress lines ("fork 2/3: ")
	 * @param targets the gateways' load targets, base before head
	 * @param processes the gateways by name
	 */
	Outcome run(String what, List<Load.Target> targets, Map<String, LabProcess> processes) {
		long start = System.nanoTime();
		long bound = Duration.ofSeconds(this.settings.warmupMaxSeconds()).toNanos();
		int jitProbe = Math.min(JIT_PROBE_SECONDS, this.settings.probeSeconds());
		processes.values().forEach((process) -> process.pinAllButCompilers(this.layout.gateway()));
		processes.values().forEach((process) -> process.niceAllButCompilers(ThreadNice.GATEWAYS));
		this.progress.log(what + "warming up on CPU " + this.layout.gateway() + ", the JIT on CPU " + this.layout.all()
				+ " and first (the rest at nice " + ThreadNice.GATEWAYS + "), until the JIT has done its bulk (under "
				+ percent(DETECTOR.maxPinShare()) + " of the gateways' CPU over two probes of " + jitProbe
				+ " s), then with the JIT on CPU " + this.layout.gateway() + " too until it is quiet (under "
				+ percent(DETECTOR.maxCompilerShare()) + ", probes of " + this.settings.probeSeconds() + " s); at most "
				+ this.settings.warmupMaxSeconds() + " s in all");
		List<Probe> early = new ArrayList<>();
		while (!DETECTOR.readyToPin(early) && System.nanoTime() - start < bound * FIRST_PHASE_SHARE) {
			early.add(probe(targets, processes, jitProbe));
			this.progress.log(what + "warm-up " + elapsed(start) + " s: " + describe(early));
		}
		processes.values().forEach((process) -> process.pin(this.layout.gateway()));
		this.progress.log(what + "pinned to CPU " + this.layout.gateway());
		List<Probe> pinned = new ArrayList<>();
		boolean warm = false;
		while (!warm && System.nanoTime() - start < bound) {
			pinned.add(probe(targets, processes, this.settings.probeSeconds()));
			this.progress.log(what + "warm-up " + elapsed(start) + " s: " + describe(pinned));
			warm = DETECTOR.warm(pinned);
		}
		processes.values().forEach((process) -> process.niceAll(ThreadNice.GATEWAYS));
		double seconds = (System.nanoTime() - start) / 1e9;
		double compilerShare = WarmUpDetector.compilerShare(pinned.isEmpty() ? early : pinned);
		this.progress.log(what + (warm ? "warm after " + Math.round(seconds) + " s"
				: "WARNING: not warm after " + Math.round(seconds) + " s, the JIT at " + percent(compilerShare)
						+ " of the gateways' CPU over the last two probes; measuring anyway (raise --warmup-max)"));
		return new Outcome(seconds, warm, compilerShare);
	}

	private Probe probe(List<Load.Target> targets, Map<String, LabProcess> processes, int seconds) {
		Load.Result result = this.load.run(targets, seconds, processes);
		Map<String, Probe.Side> sides = new LinkedHashMap<>();
		processes.keySet()
			.forEach((name) -> sides.put(name,
					new Probe.Side(result.wrk().get(name).requests(), result.cpu().get(name))));
		return new Probe(sides);
	}

	/** Describes the last probe, and the JIT's share over the last two. */
	private static String describe(List<Probe> probes) {
		Probe probe = probes.get(probes.size() - 1);
		StringBuilder line = new StringBuilder();
		probe.sides()
			.forEach((name, side) -> line.append(String.format(Locale.ROOT, "%s %.0f µs/req (JIT %.1f%%)  ", name,
					side.cpuMicrosPerRequest(), side.cpu().compilerShare() * 100)));
		probe.sides()
			.keySet()
			.stream()
			.filter((name) -> name.startsWith("head"))
			.forEach((head) -> line
				.append(String.format(Locale.ROOT, "%s/base %.3f  ", head, WarmUpDetector.ratio(probe, head))));
		if (probes.size() >= 2) {
			line.append("JIT over two probes ").append(percent(WarmUpDetector.compilerShare(probes)));
		}
		return line.toString().strip();
	}

	private static String percent(double share) {
		return String.format(Locale.ROOT, "%.1f%%", share * 100);
	}

	private static long elapsed(long startNanos) {
		return Math.round((System.nanoTime() - startNanos) / 1e9);
	}

}
