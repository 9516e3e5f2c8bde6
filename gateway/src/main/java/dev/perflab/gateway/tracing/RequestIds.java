package dev.perflab.gateway.tracing;

import org.springframework.web.server.ServerWebExchange;

/**
 * The request id of an exchange, and what one may look like when a caller sends it.
 */
public final class RequestIds {

	/** The header that carries it, upstream and back to the caller. */
	public static final String HEADER = "X-Request-Id";

	static final int MAX_LENGTH = 64;

	/** The exchange attribute that holds it. */
	public static final String ATTRIBUTE = RequestIds.class.getName() + ".id";

	private RequestIds() {
	}

	/**
	 * Returns the id that {@link RequestIdFilter} gave the exchange: it is kept on the
	 * exchange, not on a mutated request, and goes upstream with the proxy's copy of the
	 * headers ({@code UpstreamRequestHeaders}).
	 * @param exchange the exchange
	 * @return its id, null before the filter ran
	 */
	public static String of(ServerWebExchange exchange) {
		return exchange.getAttribute(ATTRIBUTE);
	}

	static void set(ServerWebExchange exchange, String id) {
		exchange.getAttributes().put(ATTRIBUTE, id);
	}

	/**
	 * Whether a caller's id is safe to keep and to echo: 1 to 64 characters of letters,
	 * digits, {@code - _ . :}. Anything else (empty, too long, spaces, control
	 * characters, header injection attempts) is replaced by a fresh id.
	 */
	static boolean isWellFormed(String id) {
		if (id == null || id.isEmpty() || id.length() > MAX_LENGTH) {
			return false;
		}
		for (int i = 0; i < id.length(); i++) {
			if (!isAllowed(id.charAt(i))) {
				return false;
			}
		}
		return true;
	}

	private static boolean isAllowed(char c) {
		return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_'
				|| c == '.' || c == ':';
	}

}
