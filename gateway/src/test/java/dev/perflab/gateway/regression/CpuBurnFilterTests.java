package dev.perflab.gateway.regression;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;

import org.springframework.boot.convert.ApplicationConversionService;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.web.server.MockServerWebExchange;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class CpuBurnFilterTests {

	private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

	@Test
	void burnsItsTimeInCpuTimeOfTheCallingThread() {
		CpuBurnFilter filter = new CpuBurnFilter(Duration.ofMillis(10));
		assertThat(filter.burnNanos()).isEqualTo(10_000_000L);

		// Calibrated once, then a fixed amount of arithmetic: close to the target, on a
		// machine whose speed does not change between the calibration and the burn.
		long before = this.threads.getCurrentThreadCpuTime();
		for (int i = 0; i < 10; i++) {
			filter.burn();
		}
		long burnt = (this.threads.getCurrentThreadCpuTime() - before) / 10;

		assertThat(burnt).isBetween(5_000_000L, 20_000_000L);
	}

	@Test
	void passesTheExchangeOn() {
		CpuBurnFilter filter = new CpuBurnFilter(Duration.ofNanos(1_000));
		AtomicBoolean called = new AtomicBoolean();
		GatewayFilterChain chain = (exchange) -> {
			called.set(true);
			return Mono.empty();
		};

		filter.filter(MockServerWebExchange.from(MockServerHttpRequest.get("/service/hello")), chain).block();

		assertThat(called).isTrue();
	}

	@Test
	void rejectsNothingAndMoreThanTenMilliseconds() {
		assertThatIllegalArgumentException().isThrownBy(() -> new CpuBurnFilter(Duration.ZERO))
			.withMessageContaining("lab.regression.cpu-burn.cpu-per-request");
		assertThatIllegalArgumentException().isThrownBy(() -> new CpuBurnFilter(Duration.ofMillis(11)));
	}

	@Test
	void offUnlessNamedAndConfiguredByProperties() {
		new ApplicationContextRunner().withUserConfiguration(CpuBurnFilter.class)
			.run((context) -> assertThat(context).doesNotHaveBean(CpuBurnFilter.class));
		// Boot's conversion service, as in the application: it reads "200us" as a
		// Duration
		new ApplicationContextRunner()
			.withInitializer((context) -> context.getBeanFactory()
				.setConversionService(ApplicationConversionService.getSharedInstance()))
			.withUserConfiguration(CpuBurnFilter.class)
			.withPropertyValues("spring.profiles.active=cpu-burn", "lab.regression.cpu-burn.cpu-per-request=5us")
			.run((context) -> assertThat(context.getBean(CpuBurnFilter.class).burnNanos()).isEqualTo(5_000L));
	}

}
