package dev.perflab.gateway.routing;

import java.util.List;

import reactor.netty.http.client.HttpClient;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.cloud.gateway.config.GatewayProperties;
import org.springframework.cloud.gateway.config.HttpClientProperties;
import org.springframework.cloud.gateway.filter.NettyWriteResponseFilter;
import org.springframework.cloud.gateway.filter.headers.HttpHeadersFilter;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The proxy: {@link OnePassRoutingFilter} in place of Spring Cloud Gateway's
 * {@code NettyRoutingFilter}, which {@code global-filter.netty-routing.enabled: false}
 * turns off (application.yml). The same switch turns off the filter that writes the
 * routed service's answer, which is Spring Cloud Gateway's own again here.
 */
@Configuration(proxyBeanMethods = false)
class OnePassRoutingConfiguration {

	@Bean
	OnePassRoutingFilter onePassRoutingFilter(HttpClient httpClient, HttpClientProperties properties,
			List<UpstreamRequestHeaders> additions) {
		return new OnePassRoutingFilter(httpClient, properties,
				List.of(new UpstreamRequestHeadersFilter(additions), new ResponseHopByHopFilter()));
	}

	@Bean
	NettyWriteResponseFilter nettyWriteResponseFilter(GatewayProperties properties,
			ObjectProvider<List<HttpHeadersFilter>> headersFilters) {
		return new NettyWriteResponseFilter(properties.getStreamingMediaTypes(), headersFilters);
	}

}
