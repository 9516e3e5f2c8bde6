package dev.perflab.gateway;

import org.springframework.boot.context.event.ApplicationEnvironmentPreparedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;

/**
 * Sizes Reactor Netty's event loop group before anything creates it.
 * <p>
 * Reactor Netty defaults to {@code max(cpus, 4)} event loops. On a gateway pinned to one
 * or two CPUs the extra loops only add wake-ups and context switches: measured on one
 * pinned CPU, one loop cost ~20% less CPU per proxied request than four. So the default
 * here is one loop per CPU. In order of precedence:
 * <ol>
 * <li>an explicit {@code -Dreactor.netty.ioWorkerCount=N};</li>
 * <li>the Spring property {@value #EVENT_LOOPS} (command line, environment
 * {@code LAB_EVENT_LOOPS}, or a profile's {@code application-PROFILE.yml}, such as the
 * regression profile {@code token-lock});</li>
 * <li>one per available CPU.</li>
 * </ol>
 * It runs when the environment is prepared (profiles and their files loaded), which is
 * before Reactor Netty reads the system property: its {@code LoopResources} are created
 * with the web server, during the context refresh.
 */
final class EventLoops implements ApplicationListener<ApplicationEnvironmentPreparedEvent>, Ordered {

	static final String IO_WORKER_COUNT = "reactor.netty.ioWorkerCount";

	static final String EVENT_LOOPS = "lab.event-loops";

	@Override
	public void onApplicationEvent(ApplicationEnvironmentPreparedEvent event) {
		size(event.getEnvironment());
	}

	static void size(Environment environment) {
		if (System.getProperty(IO_WORKER_COUNT) != null) {
			return;
		}
		Integer configured = environment.getProperty(EVENT_LOOPS, Integer.class);
		if (configured != null && configured < 1) {
			throw new IllegalArgumentException(EVENT_LOOPS + " must be at least 1, got " + configured);
		}
		int loops = (configured != null) ? configured : Runtime.getRuntime().availableProcessors();
		System.setProperty(IO_WORKER_COUNT, Integer.toString(loops));
	}

	/**
	 * After the listener that loads the configuration files of the active profiles.
	 */
	@Override
	public int getOrder() {
		return Ordered.LOWEST_PRECEDENCE;
	}

}
