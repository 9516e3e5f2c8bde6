package dev.perflab.readiness;

import org.junit.jupiter.api.Test;

import org.springframework.boot.availability.ApplicationAvailability;
import org.springframework.boot.availability.ReadinessState;
import org.springframework.test.web.reactive.server.WebTestClient;

import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.mock;

class ReadinessAutoConfigurationTests {

	private final ApplicationAvailability availability = mock(ApplicationAvailability.class);

	private final WebTestClient client = WebTestClient
		.bindToRouterFunction(new ReadinessAutoConfiguration().readinessRoute(this.availability))
		.build();

	@Test
	void readyApplicationAnswers200() {
		given(this.availability.getReadinessState()).willReturn(ReadinessState.ACCEPTING_TRAFFIC);
		this.client.get()
			.uri("/health")
			.exchange()
			.expectStatus()
			.isOk()
			.expectBody(String.class)
			.isEqualTo("ACCEPTING_TRAFFIC");
	}

	@Test
	void applicationNotYetReadyAnswers503() {
		given(this.availability.getReadinessState()).willReturn(ReadinessState.REFUSING_TRAFFIC);
		this.client.get()
			.uri("/health")
			.exchange()
			.expectStatus()
			.isEqualTo(503)
			.expectBody(String.class)
			.isEqualTo("REFUSING_TRAFFIC");
	}

}
