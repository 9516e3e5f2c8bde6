package dev.perflab.hello;

import java.util.OptionalInt;

import reactor.core.publisher.Mono;

import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.HandlerFunction;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;

/**
 * {@code GET /items/{id}?bytes=N} and {@code GET /search?q=...&bytes=N}: a JSON list of N
 * bytes ({@link BodySize}), 400 for a size out of range.
 * <p>
 * The id and the query leave the document as it is: putting them in would build or copy
 * it per request, and the backend must stay cheap next to the gateway in front of it.
 */
final class ListHandler implements HandlerFunction<ServerResponse> {

	private final JsonDocuments documents;

	private final String instance;

	/**
	 * @param documents the documents by size
	 * @param instance the value of {@value ApiRoutes#INSTANCE_HEADER} on every list
	 */
	ListHandler(JsonDocuments documents, String instance) {
		this.documents = documents;
		this.instance = instance;
	}

	@Override
	public Mono<ServerResponse> handle(ServerRequest request) {
		OptionalInt size = BodySize.parse(request.queryParam("bytes"));
		if (size.isEmpty()) {
			return ServerResponse.badRequest()
				.contentType(MediaType.TEXT_PLAIN)
				.bodyValue("bytes must be a whole number from " + BodySize.MIN + " to " + BodySize.MAX);
		}
		return ServerResponse.ok()
			.contentType(MediaType.APPLICATION_JSON)
			.header(ApiRoutes.INSTANCE_HEADER, this.instance)
			.bodyValue(this.documents.ofSize(size.getAsInt()));
	}

}
