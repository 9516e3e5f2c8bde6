package dev.perflab.perf.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How to start one gateway JVM of a fork.
 *
 * @param name {@code base}, {@code head} or {@code gateway}
 * @param profile its regression profile, {@code clean} for none
 * @param recorded whether JFR records it
 */
record Gateway(String name, Path jar, String profile, int port, boolean recorded) {

	/** Frames JFR keeps of a stack (its default: 64). */
	static final int STACK_DEPTH = 256;

	/**
	 * A recorded gateway's thread-local allocation buffers, fixed at 1 MB.
	 * <p>
	 * JFR takes an allocation sample only when a thread starts a new buffer (or allocates
	 * outside one). Sized by the JVM from the 512 MB heap, the event loop's buffer was
	 * 2.7 MB: about 12 samples a second per JVM of a compare, 1,200 a side at 4 pairs,
	 * and the allocation flame graph of a 1% step showed the added frame as its reddest
	 * in 3 of 5 compares (a dozen samples either way on Netty's frames outweighed it). At
	 * 1 MB a compare takes about 2.9 times the samples, and the added frame was the
	 * reddest in 5 of 5.
	 * <p>
	 * Pitfall: the samples are not free, each costs a stack walk of up to
	 * {@value #STACK_DEPTH} frames. Measured in one compare each, base with the JVM's own
	 * buffers: 256 KB (7 times the samples) cost +5.7% (+2.9 … +8.5%) of CPU per request;
	 * 1 MB +1.8% (-0.2 … +3.9%), within the run's interval. Base and head pay it alike.
	 * Bytes per request do not depend on it: they are the threads' own counters, exact
	 * whatever the buffer's size. Only recorded gateways: {@code --jfr-overhead} measures
	 * it as part of what recording costs.
	 */
	static final List<String> ALLOCATION_BUFFER = List.of("-XX:TLABSize=1m", "-XX:-ResizeTLAB");

	/**
	 * The JIT's thresholds, halved: a method is compiled after half the calls.
	 * <p>
	 * Why: on a mix of routes the JIT does not stop when its burst ends. A code path that
	 * only some requests take reaches C2's thresholds minutes after the common one:
	 * {@code -XX:+PrintCompilation} counted about 70 C2 compilations per 10 s in a
	 * gateway 20 s after the burst, and the four JVMs of a fork went on spending 4-8% of
	 * their CPU compiling for another 30-40 s. Halved, the late paths come in sooner.
	 * <p>
	 * Pitfall: it is a flag on the user's gateway, and production runs with the default
	 * thresholds. What a compare measures is the warm state, and that did not move: base
	 * at the default, head halved, the same jar, CPU per request +0.7% (-0.6 … +1.9%),
	 * allocation +0.1% (-0.2 … +0.4%), both unchanged. Base and head get it alike.
	 * <p>
	 * Nor does it make the warm-up longer where the JIT's CPU is what a fork waits for
	 * (docs/measurements.md, 3 December, evening): at the default thresholds a gateway of
	 * four made 2,107-2,182 C2 compilations on the way to warm, halved 2,309-2,327, and
	 * the fork at the default was not warm any sooner (not warm after 242 s, against 205
	 * s halved, in a slower hour of the same VM).
	 */
	static final String JIT_THRESHOLDS = "-XX:CompileThresholdScaling=0.5";

	/**
	 * Returns the command that starts it.
	 * <p>
	 * It starts on every CPU of the layout and is pinned to the gateway CPUs after its
	 * JIT has done the bulk of its work: two JVMs compiling on one CPU took well over
	 * four minutes to warm, while compiling on both CPUs for a minute and a half and then
	 * re-pinning settled in about fifty seconds. {@code -XX:ActiveProcessorCount} keeps
	 * the JVM's ergonomics (GC, compiler threads, event loops) those of the CPUs it is
	 * measured on, the compiler threads' count included: one C1 and one C2 thread. That
	 * C2 thread is busy from launch until the fork is nearly warm (about 170 s on the AMD
	 * VM, four gateways), but what it waits for is CPU, not a second thread: with
	 * {@code -XX:CICompilerCount=3} (two C2 threads) a gateway compiled a third more code
	 * on the way (7.2-7.6 MB against 5.7-5.8 MB) and the fork warmed later (223 s against
	 * 205 s).
	 * <p>
	 * No class-data archive: on 2 vCPUs, AppCDS (JDK 17) and the AOT cache (JDK 25, with
	 * or without its method profiles) made a fork's four JVMs healthy 4-7 s sooner, and
	 * the warm-up took those seconds back (start and warm-up 75-89 s a fork, against
	 * 77-79 s without), since the JIT is what they wait for. Either would also need a
	 * training run per head build, with exactly the run's options: {@code
	 * -XX:StartFlightRecording} alone makes the JVM refuse an AOT cache trained without
	 * it.
	 * @param runDirectory where the launch recording's repository goes
	 * @param entropyFifo the entropy pipe of the entropy-starvation profile, else null
	 */
	List<String> command(RunSettings settings, CpuLayout layout, Path runDirectory, Path entropyFifo) {
		int cpus = layout.gateway().size();
		List<String> command = new ArrayList<>(
				List.of(settings.java().toString(), (cpus > 1) ? "-XX:+UseParallelGC" : "-XX:+UseSerialGC", "-Xms512m",
						"-Xmx512m", "-XX:ActiveProcessorCount=" + cpus, JIT_THRESHOLDS));
		if (this.recorded) {
			StringBuilder jfr = new StringBuilder("-XX:StartFlightRecording:name=launch,maxage=2m");
			settings.jfrSettings().forEach((file) -> jfr.append(",settings=").append(file));
			command.add(jfr.toString());
			// Whole stacks: JFR keeps the top 64 frames by default, and the gateway's
			// (Reactor) go deeper. A cut stack is drawn as a root of its own in a flame
			// graph, not under the event loop that ran it: in an A/A compare, 45% of the
			// samples were.
			command.add("-XX:FlightRecorderOptions:repository="
					+ runDirectory.resolve("raw/jfr-repository").resolve(this.name) + ",stackdepth=" + STACK_DEPTH);
			command.addAll(ALLOCATION_BUFFER);
		}
		if (this.profile.equals("entropy-starvation")) {
			command.add("-Djava.security.egd=file:" + entropyFifo);
		}
		command.addAll(List.of("-jar", this.jar.toString(), "--server.port=" + this.port,
				"--lab.hello.uri=http://127.0.0.1:" + settings.ports().hello(),
				"--lab.auth.uri=http://127.0.0.1:" + settings.ports().auth()));
		command.addAll(profileArguments(this.profile));
		return command;
	}

	/**
	 * Returns the Spring arguments of a profile, none for {@code clean}: a calibration
	 * profile ({@code cpu-burn-Nus}, {@code heap-churn-Nb}) carries its amount.
	 */
	static List<String> profileArguments(String profile) {
		if (profile.equals("clean")) {
			return List.of();
		}
		Optional<CalibrationProfile.Amount> calibration = CalibrationProfile.of(profile);
		if (calibration.isPresent()) {
			return calibration.get().springArguments();
		}
		return List.of("--spring.profiles.active=" + profile);
	}

}
