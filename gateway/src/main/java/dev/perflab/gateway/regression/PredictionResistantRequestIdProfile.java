package dev.perflab.gateway.regression;

import java.security.DrbgParameters;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import org.springframework.context.annotation.Profile;

import dev.perflab.gateway.tracing.RequestIdGenerator;

/**
 * Seed round 3c, the entropy half: request ids from a {@code SecureRandom} that waits for
 * the operating system's entropy source on every request. In the seed lab (Java 8)
 * {@code UUID.randomUUID()} could block "if the system uses /dev/random and the entropy
 * is low".
 * <p>
 * On JDK 17 and 25 {@code UUID.randomUUID()} no longer does that: its shared DRBG is
 * seeded once, so a slow source costs one wait at the first request (measured with
 * {@code strace}: one read of the {@code java.security.egd} source for 50 UUIDs, on both
 * JDKs). What still reads the source on every call is a SUN {@code DRBG} with prediction
 * resistance, as here (and {@code generateSeed}): each {@code nextBytes} asks
 * {@code SeedGenerator} for fresh entropy, 16 bytes, from the file that
 * {@code java.security.egd} (or {@code securerandom.source}) names. With the JDK's
 * default source that is a fast read of {@code /dev/random} on a modern kernel; with a
 * slow source every request waits for it on the event loop (JFR: long
 * {@code jdk.FileRead} events with {@code SeedGenerator} frames).
 * {@code perf/local.sh --gateway-profile entropy-starvation} starts the gateway with
 * {@code -Djava.security.egd=file:FIFO}, a named pipe fed slowly, to reproduce the
 * starved machine on any kernel.
 */
@Configuration(proxyBeanMethods = false)
@Profile("entropy-starvation")
class PredictionResistantRequestIdProfile {

	@Bean
	@Primary
	RequestIdGenerator predictionResistantRequestIds() {
		SecureRandom random = predictionResistantRandom();
		HexFormat hex = HexFormat.of();
		return () -> {
			byte[] id = new byte[16];
			random.nextBytes(id);
			return hex.formatHex(id);
		};
	}

	static SecureRandom predictionResistantRandom() {
		try {
			return SecureRandom.getInstance("DRBG",
					DrbgParameters.instantiation(128, DrbgParameters.Capability.PR_AND_RESEED, null));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("the JDK has no DRBG SecureRandom", ex);
		}
	}

}
