package dev.perflab.gateway.regression;

import reactor.core.publisher.Mono;

import org.springframework.cloud.gateway.filter.GatewayFilter;
import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.cloud.gateway.filter.NettyWriteResponseFilter;
import org.springframework.cloud.gateway.filter.factory.rewrite.ModifyResponseBodyGatewayFilterFactory;
import org.springframework.cloud.gateway.support.ServerWebExchangeUtils;
import org.springframework.context.annotation.Profile;
import org.springframework.core.Ordered;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ServerWebExchange;

/**
 * Whole-body buffering, as SCG #760 (2,247 to 333 requests a second), #1448 and
 * #2408/#2467 (OutOfDirectMemoryError) report it: every response, on every route, is
 * rewritten into an envelope with Spring Cloud Gateway's own
 * {@link ModifyResponseBodyGatewayFilterFactory}, the way its documentation shows: a JSON
 * answer as {@code {"data":<the answer>}}, anything else as a string,
 * {@code {"data":"..."}}.
 * <p>
 * The filter cannot stream: it decodes the whole upstream body into a String (joining its
 * buffers), rewrites it and encodes the result, so every response is held in memory at
 * least twice, and the decoding, the rewrite and the codec machinery run on the event
 * loop per request. On {@code /service/hello} (12 bytes) most of what this costs is that
 * machinery; on the {@code /api} routes' JSON lists (sized per request) the copies grow
 * with the bodies. Allocation per request shows it, and JFR's allocation samples name the
 * frames.
 */
@Component
@Profile("response-rewrite")
class ResponseEnvelopeFilter implements GlobalFilter, Ordered {

	private final GatewayFilter rewrite;

	ResponseEnvelopeFilter(ModifyResponseBodyGatewayFilterFactory factory) {
		this.rewrite = factory.apply(new ModifyResponseBodyGatewayFilterFactory.Config()
			.setRewriteFunction(String.class, String.class, (exchange, body) -> Mono.just(envelope(body,
					exchange.getAttribute(ServerWebExchangeUtils.ORIGINAL_RESPONSE_CONTENT_TYPE_ATTR)))));
	}

	/**
	 * The envelope of an answer of the given content type: a JSON answer goes in as it
	 * is, anything else as a JSON string.
	 */
	static String envelope(String body, String contentType) {
		if (body != null && isJson(contentType)) {
			return "{\"data\":" + body + "}";
		}
		return envelope(body);
	}

	static String envelope(String body) {
		String text = (body != null) ? body : "";
		return "{\"data\":\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"}";
	}

	private static boolean isJson(String contentType) {
		return contentType != null
				&& (contentType.regionMatches(true, 0, "application/json", 0, 16) || contentType.contains("+json"));
	}

	@Override
	public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {
		return this.rewrite.filter(exchange, chain);
	}

	/**
	 * Before the filter that writes the response, so that it writes the decorated one.
	 */
	@Override
	public int getOrder() {
		return NettyWriteResponseFilter.WRITE_RESPONSE_FILTER_ORDER - 1;
	}

}
