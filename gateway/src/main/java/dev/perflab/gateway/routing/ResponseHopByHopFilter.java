package dev.perflab.gateway.routing;

import java.util.ArrayList;
import java.util.List;

import org.springframework.cloud.gateway.filter.headers.HttpHeadersFilter;
import org.springframework.http.HttpHeaders;
import org.springframework.web.server.ServerWebExchange;

/**
 * Leaves the routed service's hop-by-hop headers ({@link HopByHop}) out of the answer.
 * The proxy hands its header filters a fresh copy of the answer's headers, so they are
 * removed in place instead of copying the rest once more.
 */
final class ResponseHopByHopFilter implements HttpHeadersFilter {

	@Override
	public boolean supports(Type type) {
		return type == Type.RESPONSE;
	}

	@Override
	public HttpHeaders filter(HttpHeaders answer, ServerWebExchange exchange) {
		HopByHop hopByHop = HopByHop.of(answer);
		List<String> removed = new ArrayList<>(2);
		for (String name : answer.headerNames()) {
			if (hopByHop.contains(name)) {
				removed.add(name);
			}
		}
		removed.forEach(answer::remove);
		return answer;
	}

}
