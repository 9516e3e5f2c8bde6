package dev.perflab.gateway.regression;

import reactor.core.publisher.Mono;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import org.springframework.context.annotation.Profile;
import org.springframework.http.client.SimpleClientHttpRequestFactory;
import org.springframework.web.client.RestTemplate;

import dev.perflab.gateway.auth.AuthCheckUri;
import dev.perflab.gateway.auth.AuthProperties;
import dev.perflab.gateway.auth.TokenVerifier;

/**
 * Seed round 1: the auth call made with a blocking {@code RestTemplate} inside the
 * reactive filter, so the event loop waits on a socket for every request (14% of the
 * backend's throughput in the seed lab). JFR sees it as socket reads and writes on
 * {@code reactor-http-*} threads with {@code RestTemplate} and {@code HttpURLConnection}
 * frames, and hardly any parks.
 */
@Configuration(proxyBeanMethods = false)
@Profile("blocking-auth")
class BlockingAuthProfile {

	@Bean
	@Primary
	TokenVerifier blockingTokenVerifier(AuthProperties properties) {
		SimpleClientHttpRequestFactory requests = new SimpleClientHttpRequestFactory();
		requests.setConnectTimeout(properties.timeout());
		requests.setReadTimeout(properties.timeout());
		RestTemplate restTemplate = new RestTemplate(requests);
		AuthCheckUri checkUri = new AuthCheckUri(properties.uri());
		// fromCallable runs where it is subscribed: on the event loop. That is the bug.
		return (token) -> Mono
			.fromCallable(() -> "true".equals(restTemplate.getForObject(checkUri.forToken(token), String.class)));
	}

}
