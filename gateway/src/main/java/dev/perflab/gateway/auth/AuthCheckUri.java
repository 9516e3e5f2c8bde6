package dev.perflab.gateway.auth;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * {@code {auth-service}/auth?token=...} for a token.
 */
public final class AuthCheckUri {

	private final String prefix;

	public AuthCheckUri(URI authServiceUri) {
		// Built once: expanding a URI template per request costs more than the rest of
		// the call.
		this.prefix = authServiceUri.toString().replaceAll("/+$", "") + "/auth?token=";
	}

	public URI forToken(String token) {
		return URI.create(this.prefix + URLEncoder.encode(token, StandardCharsets.UTF_8));
	}

}
