package dev.perflab.gateway.tracing;

/**
 * What a request id may look like when a caller sends one.
 */
final class RequestIds {

	static final String HEADER = "X-Request-Id";

	static final int MAX_LENGTH = 64;

	private RequestIds() {
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
