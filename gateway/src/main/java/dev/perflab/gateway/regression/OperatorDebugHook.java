package dev.perflab.gateway.regression;

import reactor.core.publisher.Hooks;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.context.annotation.Profile;
import org.springframework.stereotype.Component;

/**
 * Stack traces captured per request: {@code Hooks.onOperatorDebug()} turned on, as
 * reactor-core #417 and a PMD rule set report it (load-test CPU from 20% to 100%), and as
 * many a gateway's {@code main} calls it "for better stack traces" and ships.
 * <p>
 * From then on every Reactor operator assembled records where it was assembled: a stack
 * walk per operator. A gateway assembles its filter chain's operators for every request,
 * so each request pays for dozens of stack walks on the event loop. No exception is
 * created (Reactor walks with {@link StackWalker}), so exceptions per request does not
 * move; CPU samples in the stack walker do. A fix: {@code ReactorDebugAgent} (assembly
 * information added at class load, no stack walk), or no debug hook in production.
 */
@Component
@Profile("operator-debug")
class OperatorDebugHook implements DisposableBean {

	OperatorDebugHook() {
		Hooks.onOperatorDebug();
	}

	@Override
	public void destroy() {
		Hooks.resetOnOperatorDebug();
	}

}
