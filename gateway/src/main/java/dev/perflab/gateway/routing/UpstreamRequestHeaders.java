package dev.perflab.gateway.routing;

import org.springframework.http.HttpHeaders;
import org.springframework.web.server.ServerWebExchange;

/**
 * Adds headers to every proxied request. A bean of this type writes into the copy of the
 * headers that the proxy sends anyway; mutating the exchange's request instead copies
 * every header once more per request.
 */
@FunctionalInterface
public interface UpstreamRequestHeaders {

	/**
	 * Adds this bean's headers.
	 * @param upstream the headers the routed service will get (writable)
	 * @param exchange the exchange being proxied
	 */
	void addTo(HttpHeaders upstream, ServerWebExchange exchange);

}
