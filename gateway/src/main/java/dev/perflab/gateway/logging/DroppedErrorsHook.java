package dev.perflab.gateway.logging;

import java.time.Duration;

import reactor.core.publisher.Hooks;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.stereotype.Component;

/**
 * Reports errors that Reactor drops, because their subscriber had already cancelled, once
 * per 10 s from a worker thread instead of one ERROR with a stack trace each from the
 * thread that dropped it.
 * <p>
 * A client that disconnects while its request is being proxied (a load generator
 * stopping, a browser closing a tab) makes Spring's response handling subscribe to the
 * cancelled connection's body a second time: Reactor Netty rejects that ("Rejecting
 * additional inbound receiver", spring-framework issue 26699), nobody is left to receive
 * the error, and Reactor's default logs it at ERROR from the event loop. Two lab runs
 * failed event-loop-blocking on that console write when wrk stopped at the end of a
 * round. The count and the latest error stay visible in the summary line.
 */
@Component
class DroppedErrorsHook implements InitializingBean, DisposableBean {

	private final IntervalSummaryLog log = new IntervalSummaryLog(DroppedErrorsHook.class, Duration.ofSeconds(10),
			(count, latest) -> count + " error(s) dropped after their subscriber had cancelled since the last report "
					+ "(e.g. clients that disconnected mid-request); latest: " + latest);

	@Override
	public void afterPropertiesSet() {
		Hooks.onErrorDropped(this.log::record);
	}

	@Override
	public void destroy() {
		Hooks.resetOnErrorDropped();
	}

}
