package io.netty.channel.socket.nio;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/**
 * Test stand-in with the name of Netty's NIO channel (Netty is not on this module's
 * classpath). It does what the real one does on an event loop: non-blocking reads and
 * writes of a SocketChannel, which JFR records as
 * {@code jdk.SocketRead}/{@code jdk.SocketWrite} events. event-loop-blocking must exclude
 * them by this frame.
 */
public final class NioSocketChannel {

	private NioSocketChannel() {
	}

	/**
	 * Writes and reads a few bytes over a non-blocking channel to a local server.
	 */
	public static void doReadBytes() {
		try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
				SocketChannel channel = SocketChannel
					.open(new InetSocketAddress(server.getInetAddress(), server.getLocalPort()));
				Socket accepted = server.accept();
				OutputStream out = accepted.getOutputStream()) {
			channel.configureBlocking(false);
			out.write(new byte[] { 1, 2, 3 });
			out.flush();
			ByteBuffer buffer = ByteBuffer.allocate(16);
			for (int i = 0; i < 50 && buffer.position() < 3; i++) {
				channel.read(buffer);
				Thread.sleep(1);
			}
			channel.write(ByteBuffer.wrap(new byte[] { 4 }));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

}
