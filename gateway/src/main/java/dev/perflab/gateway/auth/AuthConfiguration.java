package dev.perflab.gateway.auth;

import io.netty.channel.ChannelOption;
import reactor.netty.http.client.HttpClient;
import reactor.netty.resources.ConnectionProvider;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
class AuthConfiguration {

	/**
	 * The timeout lives in Netty, on the connection's own event loop (connect timeout,
	 * then a response timeout). {@code Mono.timeout()} would instead schedule a task on
	 * Reactor's shared timer for every request: a locked delay queue, touched twice per
	 * request by the event loop.
	 */
	@Bean
	TokenVerifier authServiceClient(AuthProperties properties) {
		ConnectionProvider pool = ConnectionProvider.builder("auth-service")
			.maxConnections(properties.maxConnections())
			.build();
		HttpClient httpClient = HttpClient.create(pool)
			.option(ChannelOption.CONNECT_TIMEOUT_MILLIS, Math.toIntExact(properties.timeout().toMillis()))
			.responseTimeout(properties.timeout());
		return new AuthServiceClient(httpClient, new AuthCheckUri(properties.uri()));
	}

}
