package io.netty.channel.socket.nio;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
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
		// Both ends are channels: JFR's event for a java.net.Socket stream names its host
		// by a reverse lookup of the address (one /etc/hosts read per event, seen with
		// strace), which a 20 ms native sample caught on the event loop now and then, and
		// event-loop-name-lookup rightly failed the clean recording.
		try (ServerSocketChannel server = ServerSocketChannel.open()
			.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1);
				SocketChannel channel = SocketChannel.open(server.getLocalAddress());
				SocketChannel accepted = server.accept()) {
			channel.configureBlocking(false);
			accepted.write(ByteBuffer.wrap(new byte[] { 1, 2, 3 }));
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
