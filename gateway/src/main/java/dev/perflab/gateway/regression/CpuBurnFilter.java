package dev.perflab.gateway.regression;

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
	 * Returns the number of blocks that take the given CPU time on this thread, measured
	 * after the loop has been compiled (the interpreter is ten times slower).
	 */
	private long calibrate(long nanos) {
		long x = 1;
		long warmEnd = System.nanoTime() + 300_000_000L;
		while (System.nanoTime() < warmEnd) {
			x = spin(1_000, x);
		}
		long count = 0;
		long start = this.threads.getCurrentThreadCpuTime();
		long end = start + 50_000_000L;
		long now;
		do {
			x = spin(1_000, x);
			count += 1_000;
			now = this.threads.getCurrentThreadCpuTime();
		}
		while (now < end);
		this.seed = x;
		return Math.max(1, Math.round((double) count * nanos / (now - start)));
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
