package dev.perflab.gateway.auth;

import java.net.URI;
import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How the gateway reaches auth-service ({@code lab.auth.*}, or {@code LAB_AUTH_URI} and
 * friends).
 *
 * @param uri base URI of auth-service; the gateway calls {@code {uri}/auth?token=...}
 * @param timeout bound on connecting and on waiting for the answer; past it the request
 * fails closed with 503
 * @param maxConnections size of the connection pool to auth-service
 */
@ConfigurationProperties("lab.auth")
public record AuthProperties(@DefaultValue("http://127.0.0.1:38073") URI uri, @DefaultValue("1s") Duration timeout,
		@DefaultValue("500") int maxConnections) {

}
