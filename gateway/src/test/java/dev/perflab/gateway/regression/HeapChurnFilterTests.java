package dev.perflab.gateway.regression;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicBoolean;

import com.sun.management.ThreadMXBean;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;

import org.springframework.boot.convert.ApplicationConversionService;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.web.server.MockServerWebExchange;
import org.springframework.util.unit.DataSize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class HeapChurnFilterTests {

	private final ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();

	@Test
	void allocatesItsBytesPerRequestOnTheHeap() {
		HeapChurnFilter filter = new HeapChurnFilter(DataSize.ofBytes(448));
		assertThat(filter.length()).isEqualTo(448 - HeapChurnFilter.ARRAY_HEADER);
		for (int i = 0; i < 20_000; i++) {
			filter.churn();
		}
		long before = this.threads.getCurrentThreadAllocatedBytes();
		int requests = 100_000;
		for (int i = 0; i < requests; i++) {
			filter.churn();
		}
		double perRequest = (double) (this.threads.getCurrentThreadAllocatedBytes() - before) / requests;
		// 448 bytes each, stored so that escape analysis cannot remove them; the reading
		// itself allocates a little.
		assertThat(perRequest).isBetween(440.0, 460.0);
	}

	@Test
	void passesTheExchangeOn() {
		HeapChurnFilter filter = new HeapChurnFilter(DataSize.ofBytes(448));
		AtomicBoolean called = new AtomicBoolean();
		GatewayFilterChain chain = (exchange) -> {
			called.set(true);
			return Mono.empty();
		};
		filter.filter(MockServerWebExchange.from(MockServerHttpRequest.get("/service/hello")), chain).block();
		assertThat(called).isTrue();
	}

	@Test
	void offUnlessNamedAndConfiguredByProperties() {
		new ApplicationContextRunner().withUserConfiguration(HeapChurnFilter.class)
			.run((context) -> assertThat(context).doesNotHaveBean(HeapChurnFilter.class));
		// Boot's conversion service, as in the application: it reads "448B" as a
		// DataSize.
		new ApplicationContextRunner()
			.withInitializer((context) -> context.getBeanFactory()
				.setConversionService(ApplicationConversionService.getSharedInstance()))
			.withUserConfiguration(HeapChurnFilter.class)
			.withPropertyValues("spring.profiles.active=heap-churn", "lab.regression.heap-churn.bytes-per-request=448B")
			.run((context) -> assertThat(context.getBean(HeapChurnFilter.class).length()).isEqualTo(432));
	}

	@Test
	void rejectsLessThanAnArrayAndMoreThanAMegabyte() {
		assertThatIllegalArgumentException().isThrownBy(() -> new HeapChurnFilter(DataSize.ofBytes(8)))
			.withMessageContaining("lab.regression.heap-churn.bytes-per-request");
		assertThatIllegalArgumentException().isThrownBy(() -> new HeapChurnFilter(DataSize.ofMegabytes(2)));
	}

}
