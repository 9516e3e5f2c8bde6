package dev.perflab.gateway.auth;

/**
 * Reads the token of an {@code Authorization: Bearer <token>} header (RFC 6750).
 */
final class BearerToken {

	private static final String SCHEME = "Bearer ";

	/** Far above any real token, far below the server's 8 KiB header limit. */
	static final int MAX_LENGTH = 1024;

	private BearerToken() {
	}

	/**
	 * The token, or {@code null} when the header is missing, uses another scheme, or the
	 * token is empty, too long or not {@code b64token} syntax
	 * ({@code A-Z a-z 0-9 - . _ ~ + /} then {@code =} padding). Rejecting bad syntax here
	 * keeps garbage away from auth-service.
	 */
	static String from(String authorization) {
		if (authorization == null || !authorization.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
			return null;
		}
		String token = authorization.substring(SCHEME.length());
		return isB64Token(token) ? token : null;
	}

	private static boolean isB64Token(String token) {
		int length = token.length();
		if (length == 0 || length > MAX_LENGTH) {
			return false;
		}
		int end = length;
		while (end > 0 && token.charAt(end - 1) == '=') {
			end--;
		}
		if (end == 0) {
			return false;
		}
		for (int i = 0; i < end; i++) {
			if (!isTokenChar(token.charAt(i))) {
				return false;
			}
		}
		return true;
	}

	private static boolean isTokenChar(char c) {
		return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.'
				|| c == '_' || c == '~' || c == '+' || c == '/';
	}

}
