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
 * {@code perf/local.sh --gateway-profile cpu-burn-5us} runs this profile with
 * {@code lab.regression.cpu-burn.cpu-per-request=5us}.
 */
@Component
@Profile("cpu-burn")
class CpuBurnFilter implements GlobalFilter, Ordered {

	static final Duration MAX = Duration.ofMillis(10);

	private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

	private final long burnNanos;

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
	}

	long burnNanos() {
		return this.burnNanos;
	}

	@Override
	public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {
		burn();
		return chain.filter(exchange);
	}

	void burn() {
		long end = this.threads.getCurrentThreadCpuTime() + this.burnNanos;
		while (this.threads.getCurrentThreadCpuTime() < end) {
			Thread.onSpinWait();
		}
	}

	@Override
	public int getOrder() {
		return -180;
	}

}
