package org.springframework.core.io.buffer;

/**
 * Test stand-in with the name of Spring's DataBufferUtils (Spring is not on this module's
 * classpath): {@code join} copies buffers into one, as the real one does for a body of
 * several buffers.
 */
public final class DataBufferUtils {

	private DataBufferUtils() {
	}

	/**
	 * Returns one array holding the given ones in order.
	 */
	public static byte[] join(byte[]... buffers) {
		int length = 0;
		for (byte[] buffer : buffers) {
			length += buffer.length;
		}
		byte[] joined = new byte[length];
		int offset = 0;
		for (byte[] buffer : buffers) {
			System.arraycopy(buffer, 0, joined, offset, buffer.length);
			offset += buffer.length;
		}
		return joined;
	}

}
