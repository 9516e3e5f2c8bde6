package dev.perflab.gateway.regression;

import reactor.core.publisher.Mono;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.context.annotation.Profile;
import org.springframework.core.Ordered;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;
import org.springframework.web.server.ServerWebExchange;

/**
 * A known number of heap bytes more per request, to calibrate allocation per request as
 * {@link CpuBurnFilter} calibrates CPU per request: does the perf diff see it, and the
 * trend? It stands for every small regression that allocates (a header map copied, a
 * string built for a log line that is not written), which no clock sees at first.
 * <p>
 * Per request one array of {@code lab.regression.heap-churn.bytes-per-request} (header
 * included) is made and kept in a field, so that it escapes: an array that stayed local
 * would be removed by the JIT's escape analysis, and the change would not be the one it
 * claims to be. {@code perf/local.sh --gateway-profile heap-churn-448b} runs this profile
 * with 448 bytes, about 1% of the clean gateway's allocation per request.
 */
@Component
@Profile("heap-churn")
class HeapChurnFilter implements GlobalFilter, Ordered {

	/** A byte array's header on a 64-bit JVM with compressed class pointers. */
	static final int ARRAY_HEADER = 16;

	static final DataSize MAX = DataSize.ofMegabytes(1);

	private final int length;

	/** The last request's array: stored, so that it escapes. */
	private byte[] kept;

	HeapChurnFilter(@Value("${lab.regression.heap-churn.bytes-per-request}") DataSize bytesPerRequest) {
		if (bytesPerRequest.toBytes() < ARRAY_HEADER || bytesPerRequest.compareTo(MAX) > 0) {
			throw new IllegalArgumentException("lab.regression.heap-churn.bytes-per-request must be from "
					+ ARRAY_HEADER + "B (an empty array) to 1MB, got " + bytesPerRequest);
		}
		this.length = (int) bytesPerRequest.toBytes() - ARRAY_HEADER;
	}

	@Override
	public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {
		churn();
		return chain.filter(exchange);
	}

	void churn() {
		this.kept = new byte[this.length];
	}

	int length() {
		return this.length;
	}

	@Override
	public int getOrder() {
		return -180;
	}

}
