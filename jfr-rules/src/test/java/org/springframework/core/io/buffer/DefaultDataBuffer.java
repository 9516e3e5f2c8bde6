package org.springframework.core.io.buffer;

import java.nio.charset.Charset;

/**
 * Test stand-in with the name of Spring's DefaultDataBuffer (Spring is not on this
 * module's classpath): {@code toString} decodes the whole buffer, as the real one does
 * for a joined body read as text.
 */
public final class DefaultDataBuffer {

	private final byte[] bytes;

	public DefaultDataBuffer(byte[] bytes) {
		this.bytes = bytes;
	}

	/**
	 * Returns the buffer's bytes decoded as text.
	 */
	public String toString(Charset charset) {
		return new String(this.bytes, charset);
	}

}
