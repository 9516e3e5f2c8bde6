package reactor.netty.transport;

import java.io.IOException;
import java.net.SocketAddress;
import java.nio.channels.SocketChannel;
import java.util.List;

import dev.perflab.jfrrules.fixtures.KindWork;

/**
 * Test stand-in with the name of Reactor Netty's connector (Reactor Netty is not on this
 * module's classpath): {@code connect} opens a real connection, then builds what a new
 * channel gets (its pipeline's handlers and buffers) beneath its own frame, as the real
 * one does, and returns the open channel.
 */
public final class TransportConnector {

	private TransportConnector() {
	}

	/**
	 * Connects to {@code remote} and allocates {@code pipelineBytes} for the new channel.
	 * @return the connected channel, and what it holds
	 */
	public static Connected connect(SocketAddress remote, int pipelineBytes) throws IOException {
		SocketChannel channel = SocketChannel.open(remote);
		return new Connected(channel, KindWork.pieces(pipelineBytes));
	}

	/** A connected channel and its pipeline. */
	public record Connected(SocketChannel channel, List<byte[]> pipeline) {
	}

}
