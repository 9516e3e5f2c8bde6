package dev.perflab.gateway.regression;

import java.security.DrbgParameters;

import org.junit.jupiter.api.Test;

import org.springframework.boot.test.context.runner.ApplicationContextRunner;

import dev.perflab.gateway.tracing.RequestIdGenerator;

import static org.assertj.core.api.Assertions.assertThat;

class PredictionResistantRequestIdProfileTests {

	@Test
	void idsAre128RandomBitsInHex() {
		RequestIdGenerator ids = new PredictionResistantRequestIdProfile().predictionResistantRequestIds();

		assertThat(ids.next()).matches("[0-9a-f]{32}").isNotEqualTo(ids.next());
	}

	@Test
	void everyDrawAsksForFreshEntropy() {
		// Prediction resistance is what makes each nextBytes read the entropy source.
		assertThat(PredictionResistantRequestIdProfile.predictionResistantRandom().getParameters())
			.isInstanceOfSatisfying(DrbgParameters.Instantiation.class,
					(parameters) -> assertThat(parameters.getCapability())
						.isEqualTo(DrbgParameters.Capability.PR_AND_RESEED));
	}

	@Test
	void offUnlessNamed() {
		new ApplicationContextRunner().withUserConfiguration(PredictionResistantRequestIdProfile.class)
			.run((context) -> assertThat(context).doesNotHaveBean(RequestIdGenerator.class));
		new ApplicationContextRunner().withUserConfiguration(PredictionResistantRequestIdProfile.class)
			.withPropertyValues("spring.profiles.active=entropy-starvation")
			.run((context) -> assertThat(context).hasSingleBean(RequestIdGenerator.class));
	}

}
