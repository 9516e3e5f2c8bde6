package dev.perflab.hello;

import java.nio.charset.StandardCharsets;

import reactor.core.publisher.Mono;

import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.HandlerFunction;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;

/**
 * {@code POST /orders}: reads the whole body and answers 201
 * {@code {"accepted":true,"bytes":N}}.
 * <p>
 * The body is counted buffer by buffer as it arrives and each buffer released at once: no
 * String, no joined copy, so a body of any size costs the backend no more than reading
 * it.
 */
final class OrderHandler implements HandlerFunction<ServerResponse> {

	private final String instance;

	/**
	 * @param instance the value of {@value ApiRoutes#INSTANCE_HEADER} on every answer
	 */
	OrderHandler(String instance) {
		this.instance = instance;
	}

	@Override
	public Mono<ServerResponse> handle(ServerRequest request) {
		return request.bodyToFlux(DataBuffer.class)
			.reduce(0L, OrderHandler::countAndRelease)
			.flatMap((bytes) -> ServerResponse.status(HttpStatus.CREATED)
				.contentType(MediaType.APPLICATION_JSON)
				.header(ApiRoutes.INSTANCE_HEADER, this.instance)
				.bodyValue(receipt(bytes)));
	}

	private static long countAndRelease(long count, DataBuffer buffer) {
		long total = count + buffer.readableByteCount();
		DataBufferUtils.release(buffer);
		return total;
	}

	/**
	 * As bytes: a String with a JSON content type could be taken for an object to encode.
	 */
	static byte[] receipt(long bytes) {
		return ("{\"accepted\":true,\"bytes\":" + bytes + "}").getBytes(StandardCharsets.US_ASCII);
	}

}
