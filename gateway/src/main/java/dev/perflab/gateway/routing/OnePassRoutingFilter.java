package dev.perflab.gateway.routing;

import java.util.List;

import reactor.netty.http.client.HttpClient;

import org.springframework.cloud.gateway.config.HttpClientProperties;
import org.springframework.cloud.gateway.filter.NettyRoutingFilter;
import org.springframework.cloud.gateway.filter.headers.HttpHeadersFilter;

/**
 * Spring Cloud Gateway's proxy, with the lab's two header filters in place of every
 * {@link HttpHeadersFilter} bean: {@link UpstreamRequestHeadersFilter} and
 * {@link ResponseHopByHopFilter} do in one pass each what the chain of Spring Cloud
 * Gateway's filters did in five copies.
 */
final class OnePassRoutingFilter extends NettyRoutingFilter {

	private final List<HttpHeadersFilter> headersFilters;

	OnePassRoutingFilter(HttpClient httpClient, HttpClientProperties properties,
			List<HttpHeadersFilter> headersFilters) {
		// The provider of header filter beans is never read: getHeadersFilters() is the
		// only reader, and it is overridden.
		super(httpClient, null, properties);
		this.headersFilters = List.copyOf(headersFilters);
	}

	@Override
	public List<HttpHeadersFilter> getHeadersFilters() {
		return this.headersFilters;
	}

}
