package dev.perflab.gateway.routing;

import org.springframework.cloud.gateway.config.HttpClientCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The proxy's response timeout, set on Reactor Netty's client instead of Spring Cloud
 * Gateway's {@code httpclient.response-timeout}.
 *
 * <p>
 * The gateway property wraps every proxied response in {@code Flux.timeout()}, which
 * schedules a task on Reactor's shared {@code parallel} timer and cancels it when the
 * answer arrives: two trips per request through a locked delay queue, and a timer thread
 * woken on the gateway's only CPU. The first measured run of this lab caught the event
 * loop parked on that queue's lock. Reactor Netty's {@code responseTimeout} is a read
 * timeout handler on the connection's own event loop: no other thread, no lock.
 */
@Configuration(proxyBeanMethods = false)
class UpstreamTimeoutConfiguration {

	@Bean
	HttpClientCustomizer upstreamResponseTimeout(UpstreamProperties properties) {
		return (httpClient) -> httpClient.responseTimeout(properties.responseTimeout());
	}

	@Bean
	UpstreamTimeoutFilter upstreamTimeoutFilter() {
		return new UpstreamTimeoutFilter();
	}

}
