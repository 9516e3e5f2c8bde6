package dev.perflab.gateway.regression;

import java.util.UUID;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import org.springframework.context.annotation.Profile;

import dev.perflab.gateway.tracing.RequestIdGenerator;

/**
 * Seed round 3c: {@code UUID.randomUUID()} for every request id. It draws from the JDK's
 * one shared {@code SecureRandom}, so the event loops contend on its lock (JFR: monitor
 * enters on {@code SecureRandom} / {@code NativePRNG$RandomIO}) and read
 * {@code /dev/urandom}. Cheap in CPU, visible in the recording.
 */
@Configuration(proxyBeanMethods = false)
@Profile("uuid-request-id")
class UuidRequestIdProfile {

	@Bean
	@Primary
	RequestIdGenerator uuidRequestIds() {
		return () -> UUID.randomUUID().toString();
	}

}
