package dev.perflab.gateway.regression;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;

import reactor.core.publisher.Mono;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.context.annotation.Profile;
import org.springframework.core.Ordered;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ServerWebExchange;

/**
 * A known amount of extra CPU per request, to calibrate the pipeline: does the perf diff
 * see it, and how often? No seed round; it stands for every small regression that is only
 * CPU (a heavier serializer, one more header parse), which no JFR rule can name.
 * <p>
 * Per request the event loop spins until its own CPU time ({@link ThreadMXBean}, not the
 * wall clock: a descheduled thread burns nothing, and a frozen host would make a
 * wall-clock burn cost less CPU) has grown by
 * {@code lab.regression.cpu-burn.cpu-per-request}. A fixed time, not a percentage: the
 * relative change it makes is that time over the clean gateway's own cost on the machine
 * that measures, which the perf diff reports as the base's CPU per request.
 * <p>
 * {@code perf/local.sh --gateway-profile cpu-burn-6us} runs this profile with
 * {@code lab.regression.cpu-burn.cpu-per-request=6us}.
 */
@Component
@Profile("cpu-burn")
class CpuBurnFilter implements GlobalFilter, Ordered {

	static final Duration MAX = Duration.ofMillis(10);

	/** CPU time of one calibration slice. */
	private static final long SLICE_NANOS = 2_000_000L;

	/**
	 * Blocks between two reads of the thread's CPU clock while calibrating: enough that
	 * the read (a system call) adds under 1% to what it times.
	 */
	private static final long SLICE_BLOCKS = 10_000;

	/**
	 * Slices in a row, none faster and no compilation, after which the speed is final.
	 */
	private static final int SETTLED_SLICES = 50;

	/** The calibration's wall-clock cap, for a machine whose speed never settles. */
	private static final long CALIBRATION_CAP_NANOS = 5_000_000_000L;

	private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

	private final long burnNanos;

	/** Blocks of arithmetic that take {@link #burnNanos} of CPU, from the calibration. */
	private final long blocks;

	/** Where the arithmetic goes, so that the JIT cannot drop it. */
	private long seed = 1;

	CpuBurnFilter(@Value("${lab.regression.cpu-burn.cpu-per-request}") Duration cpuPerRequest) {
		if (cpuPerRequest.isNegative() || cpuPerRequest.isZero() || cpuPerRequest.compareTo(MAX) > 0) {
			throw new IllegalArgumentException(
					"lab.regression.cpu-burn.cpu-per-request must be more than 0 and at most 10ms, got "
							+ cpuPerRequest);
		}
		if (!this.threads.isCurrentThreadCpuTimeSupported()) {
			throw new IllegalStateException("this JVM cannot measure a thread's CPU time; cpu-burn needs it");
		}
		this.burnNanos = cpuPerRequest.toNanos();
		this.blocks = calibrate(this.burnNanos);
	}

	long burnNanos() {
		return this.burnNanos;
	}

	@Override
	public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {
		burn();
		return chain.filter(exchange);
	}

	/**
	 * Burns a fixed amount of arithmetic, as many blocks as the calibration found to take
	 * the configured CPU time. No clock is read per request: on the lab machine a burn
	 * that read the thread's CPU clock in its loop (two or more system calls per request,
	 * or a PAUSE loop) cost a gateway several times its own time once other processes
	 * shared the CPU, so the burn would not have been the change it claims to be.
	 */
	void burn() {
		this.seed = spin(this.blocks, this.seed);
	}

	/**
	 * Returns the number of blocks that take the given CPU time on this thread, at the
	 * speed of the compiled loop. The interpreter and C1 are several times slower than
	 * C2, and when C2 arrives depends on the machine: a calibration after a fixed 300 ms
	 * of warm-up, on a 2-core CI machine whose JIT still had a test JVM's Spring contexts
	 * to compile, measured the slow code, and the burn then took 2.6 ms for a target of
	 * 10 ms. A steady speed does not tell the final one (the loop runs steadily in C1
	 * while its C2 compile waits in the queue), so the loop is timed in short slices of
	 * its own CPU time until, for {@link #SETTLED_SLICES} slices in a row, no slice was
	 * faster by more than 1% and the JIT finished no compilation at all (or the
	 * wall-clock cap passed). The fastest slice counts, not the mean: a slice can only be
	 * slowed (a cache shared with another process, a compile in between), never sped up.
	 */
	private long calibrate(long nanos) {
		CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
		boolean jitTimed = jit != null && jit.isCompilationTimeMonitoringSupported();
		long x = 1;
		double fastest = Double.MAX_VALUE;
		long compiling = -1;
		int settled = 0;
		long deadline = System.nanoTime() + CALIBRATION_CAP_NANOS;
		while (settled < SETTLED_SLICES && System.nanoTime() < deadline) {
			long count = 0;
			long start = this.threads.getCurrentThreadCpuTime();
			long now;
			do {
				x = spin(SLICE_BLOCKS, x);
				count += SLICE_BLOCKS;
				now = this.threads.getCurrentThreadCpuTime();
			}
			while (now - start < SLICE_NANOS);
			double nanosPerBlock = (double) (now - start) / count;
			long compiled = jitTimed ? jit.getTotalCompilationTime() : 0;
			boolean faster = nanosPerBlock < fastest * 0.99;
			settled = (faster || compiled != compiling) ? 0 : settled + 1;
			compiling = compiled;
			fastest = Math.min(fastest, nanosPerBlock);
		}
		this.seed = x;
		return Math.max(1, Math.round(nanos / fastest));
	}

	private static long spin(long blocks, long seed) {
		long x = seed;
		for (long block = 0; block < blocks; block++) {
			for (int i = 0; i < 16; i++) {
				x = x * 6364136223846793005L + 1442695040888963407L;
			}
		}
		return x;
	}

	@Override
	public int getOrder() {
		return -180;
	}

}
