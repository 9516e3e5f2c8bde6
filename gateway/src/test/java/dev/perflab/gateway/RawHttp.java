package dev.perflab.gateway;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * Sends bytes no well-behaved HTTP client would, and returns what the server answered.
 */
final class RawHttp {

	private RawHttp() {
	}

	static String exchange(int port, String request) {
		try (Socket socket = new Socket("127.0.0.1", port)) {
			socket.setSoTimeout(5_000);
			socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
			socket.getOutputStream().flush();
			return new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
