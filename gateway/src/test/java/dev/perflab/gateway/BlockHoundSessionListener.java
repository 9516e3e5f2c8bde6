package dev.perflab.gateway;

import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

/**
 * Installs BlockHound when the test JVM's launcher session opens, before any test creates
 * a thread: BlockHound only watches threads started after it is installed, and Reactor
 * Netty's event loops are shared by every test class in the JVM.
 */
public class BlockHoundSessionListener implements LauncherSessionListener {

	@Override
	public void launcherSessionOpened(LauncherSession session) {
		EventLoopBlockingRecorder.reset();
	}

}
