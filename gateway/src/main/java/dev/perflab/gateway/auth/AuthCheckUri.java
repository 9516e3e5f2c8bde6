package dev.perflab.gateway.auth;

import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

import reactor.netty.http.client.HttpClient;

/**
 * {@code {auth-service}/auth?token=...} for a token, as a whole URI or as a path on a
 * client aimed at auth-service ({@link #aim(HttpClient)}).
 */
public final class AuthCheckUri {

	private final URI service;

	private final String pathPrefix;

	private final String uriPrefix;

	/**
	 * @param authServiceUri base URI of auth-service: {@code http} or {@code https}, with
	 * a host, optionally a path
	 * @throws IllegalArgumentException naming the URI when it is not such a URI
	 */
	public AuthCheckUri(URI authServiceUri) {
		String scheme = authServiceUri.getScheme();
		if (!("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme))
				|| authServiceUri.getHost() == null) {
			throw new IllegalArgumentException(
					"lab.auth.uri must be an http or https URI with a host, got '" + authServiceUri + "'");
		}
		this.service = authServiceUri;
		// Built once: expanding a URI template per request costs more than the rest of
		// the call.
		String basePath = (authServiceUri.getRawPath() != null) ? authServiceUri.getRawPath() : "";
		this.pathPrefix = basePath.replaceAll("/+$", "") + "/auth?token=";
		this.uriPrefix = scheme + "://" + authServiceUri.getRawAuthority() + this.pathPrefix;
	}

	/**
	 * Returns the whole URI, for clients that take one.
	 * @param token the bearer token
	 * @return {@code {auth-service}/auth?token={token}}, the token URL-encoded
	 */
	public URI forToken(String token) {
		return URI.create(this.uriPrefix + encoded(token));
	}

	/**
	 * Returns the path and query, for a client that {@link #aim(HttpClient) is aimed} at
	 * auth-service.
	 * @param token the bearer token
	 * @return {@code /auth?token={token}} below the service's path, the token URL-encoded
	 */
	String pathForToken(String token) {
		return this.pathPrefix + encoded(token);
	}

	/**
	 * Aims a client at auth-service, so that its requests name only a path.
	 * <p>
	 * Why: given a whole URI, Reactor Netty takes it apart again for every request (a
	 * regular expression over a string, or a {@code java.net.URI} parsed first); given a
	 * path on a client that already knows where to connect, it takes the path as it is.
	 * The address stays unresolved, as a URI's host would: Netty's resolver looks it up
	 * when the pool opens a connection, not once at start-up for good.
	 * @param client the client
	 * @return the client, connecting to auth-service's host and port (TLS for https)
	 */
	HttpClient aim(HttpClient client) {
		boolean secure = "https".equalsIgnoreCase(this.service.getScheme());
		int port = (this.service.getPort() != -1) ? this.service.getPort() : (secure ? 443 : 80);
		InetSocketAddress address = InetSocketAddress.createUnresolved(this.service.getHost(), port);
		HttpClient aimed = client.remoteAddress(() -> address);
		return secure ? aimed.secure() : aimed;
	}

	private static String encoded(String token) {
		return URLEncoder.encode(token, StandardCharsets.UTF_8);
	}

}
