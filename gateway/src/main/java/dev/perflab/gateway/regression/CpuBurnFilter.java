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
 * see +N% CPU per request, and how often? No seed round; it stands for every small
 * regression that is only CPU (a heavier serializer, one more header parse), which no JFR
 * rule can name.
 * <p>
 * Per request the event loop spins until its own CPU time ({@link ThreadMXBean}, not the
 * wall clock: a descheduled thread burns nothing) has grown by
 * {@code percent / 100 x baseline}, where {@code lab.regression.cpu-burn.baseline} is the
 * clean gateway's CPU per request on the reference machine (default 150 us, what a
 * 1-CPU-pinned gateway measured on the lab's 2-core machine). On a machine where the
 * clean gateway costs more (or less), the relative change is smaller (or larger) than
 * {@code percent}: set the baseline to the machine's own figure to make it exact.
 * <p>
 * {@code perf/local.sh --gateway-profile cpu-burn-5} runs this profile with
 * {@code lab.regression.cpu-burn.percent=5}.
 */
@Component
@Profile("cpu-burn")
class CpuBurnFilter implements GlobalFilter, Ordered {

	static final int MAX_PERCENT = 1000;

	private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

	private final long burnNanos;

	CpuBurnFilter(@Value("${lab.regression.cpu-burn.percent}") int percent,
			@Value("${lab.regression.cpu-burn.baseline:150us}") Duration baseline) {
		if (percent < 1 || percent > MAX_PERCENT) {
			throw new IllegalArgumentException(
					"lab.regression.cpu-burn.percent must be 1.." + MAX_PERCENT + ", got " + percent);
		}
		if (baseline.isNegative() || baseline.isZero()) {
			throw new IllegalArgumentException("lab.regression.cpu-burn.baseline must be positive, got " + baseline);
		}
		if (!this.threads.isCurrentThreadCpuTimeSupported()) {
			throw new IllegalStateException("this JVM cannot measure a thread's CPU time; cpu-burn needs it");
		}
		this.burnNanos = baseline.toNanos() * percent / 100;
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
