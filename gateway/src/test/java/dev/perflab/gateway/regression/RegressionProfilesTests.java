package dev.perflab.gateway.regression;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.mock.http.server.reactive.MockServerHttpRequest;
import org.springframework.mock.web.server.MockServerWebExchange;

import reactor.core.publisher.Mono;

import dev.perflab.gateway.tracing.RequestIdGenerator;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(OutputCaptureExtension.class)
class RegressionProfilesTests {

	@Test
	void uuidProfileMakesRandomUuids() {
		RequestIdGenerator ids = new UuidRequestIdProfile().uuidRequestIds();
		assertThat(ids.next()).matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")
			.isNotEqualTo(ids.next());
	}

	@Test
	void requestLoggingWritesTwoInfoLinesPerRequest(CapturedOutput output) {
		RequestLoggingFilter filter = new RequestLoggingFilter();
		GatewayFilterChain chain = (exchange) -> Mono.empty();

		filter.filter(MockServerWebExchange.from(MockServerHttpRequest.get("/service/hello")), chain).block();

		assertThat(output.getOut().lines().filter((line) -> line.contains("RequestLoggingFilter"))).hasSize(2)
			.allSatisfy((line) -> assertThat(line).contains("INFO").contains("/service/hello"));
	}

	@Test
	void profilesAreOffUnlessNamed() {
		new ApplicationContextRunner().withUserConfiguration(BlockingAuthProfile.class, UuidRequestIdProfile.class)
			.run((context) -> assertThat(context).doesNotHaveBean(RequestIdGenerator.class)
				.doesNotHaveBean("blockingTokenVerifier"));
	}

}
