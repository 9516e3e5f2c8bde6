package dev.perflab.gateway.tracing;

import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;

/**
 * 128 random bits as 32 hex digits, from {@link ThreadLocalRandom}.
 * <p>
 * Not {@code UUID.randomUUID()}: that draws from the JDK's shared {@code SecureRandom},
 * whose lock the event loops then contend on (seed round 3c). A request id needs
 * uniqueness, not unpredictability.
 */
class RandomRequestIdGenerator implements RequestIdGenerator {

	private static final HexFormat HEX = HexFormat.of();

	@Override
	public String next() {
		ThreadLocalRandom random = ThreadLocalRandom.current();
		return HEX.toHexDigits(random.nextLong()) + HEX.toHexDigits(random.nextLong());
	}

}
