package dev.perflab.perf.run;

import java.io.IOException;
import java.lang.management.ManagementFactory;

import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

import com.sun.management.ThreadMXBean;
import com.sun.tools.attach.AttachNotSupportedException;
import com.sun.tools.attach.VirtualMachine;

/**
 * The heap bytes a gateway JVM has allocated since its launch, all threads together, read
 * through the JVM's own management interface ({@code ThreadMXBean}) over a local JMX
 * connection that the attach mechanism opens.
 * <p>
 * Why this source and not JFR's {@code jdk.ThreadAllocationStatistics}: that event gives
 * each live thread's total, so a thread that ends inside a window takes its bytes since
 * the last event with it, and a window edge between two events has to be interpolated.
 * {@code getTotalThreadAllocatedBytes} adds the bytes of every thread that has ended (it
 * is kept by the JVM), and is read at the same instants as the CPU of the window, so the
 * bytes and the CPU time describe the same requests. Its cost to the gateway: one RMI
 * call at each window edge, nothing in between.
 */
final class HeapAllocation implements AutoCloseable {

	private final String name;

	private final JMXConnector connector;

	private final ThreadMXBean threads;

	private HeapAllocation(String name, JMXConnector connector, ThreadMXBean threads) {
		this.name = name;
		this.connector = connector;
		this.threads = threads;
	}

	/**
	 * Opens the management interface of a running JVM: starts its local JMX agent (a
	 * no-op if running) through the attach mechanism, and connects to it.
	 * @throws LabException naming the process when it cannot be reached
	 */
	static HeapAllocation of(LabProcess process) {
		try {
			VirtualMachine vm = VirtualMachine.attach(Long.toString(process.pid()));
			String address;
			try {
				address = vm.startLocalManagementAgent();
			}
			finally {
				vm.detach();
			}
			JMXConnector connector = JMXConnectorFactory.connect(new JMXServiceURL(address));
			ThreadMXBean threads = ManagementFactory.newPlatformMXBeanProxy(connector.getMBeanServerConnection(),
					ManagementFactory.THREAD_MXBEAN_NAME, ThreadMXBean.class);
			if (!threads.isThreadAllocatedMemorySupported()) {
				connector.close();
				throw new LabException(process.name() + "'s JVM does not measure allocated memory per thread");
			}
			return new HeapAllocation(process.name(), connector, threads);
		}
		catch (IOException | AttachNotSupportedException ex) {
			process.checkAlive();
			throw new LabException("cannot open the management interface of " + process.name() + " (pid "
					+ process.pid() + ") to read its allocated bytes: " + ex.getMessage());
		}
	}

	/**
	 * Returns the heap bytes allocated since the JVM's launch, by live and ended threads.
	 * @throws LabException when the JVM no longer answers
	 */
	long allocatedBytes() {
		try {
			return this.threads.getTotalThreadAllocatedBytes();
		}
		catch (RuntimeException ex) {
			throw new LabException("cannot read the allocated bytes of " + this.name + ": " + ex.getMessage());
		}
	}

	@Override
	public void close() {
		try {
			this.connector.close();
		}
		catch (IOException ex) {
			// The JVM is being stopped: nothing to release on this side.
		}
	}

}
