package dev.perflab.gateway.logging;

import java.time.Duration;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import reactor.core.publisher.Operators;
import reactor.util.context.Context;

import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

import static org.assertj.core.api.Assertions.assertThat;

@ExtendWith(OutputCaptureExtension.class)
class DroppedErrorsHookTests {

	private static final String REACTOR_DEFAULT = "Operator called default onErrorDropped";

	private final DroppedErrorsHook hook = new DroppedErrorsHook();

	@AfterEach
	void removeHook() {
		this.hook.destroy();
	}

	@Test
	void droppedErrorIsSummarisedByAWorkerInsteadOfLoggedWithAStackTrace(CapturedOutput output)
			throws InterruptedException {
		this.hook.afterPropertiesSet();

		Operators.onErrorDropped(new IllegalStateException("Rejecting additional inbound receiver"), Context.empty());

		String summary = awaitLine(output, "error(s) dropped");
		assertThat(summary).contains("1 error(s) dropped after their subscriber had cancelled")
			.contains("[oundedElastic-")
			.endsWith("java.lang.IllegalStateException: Rejecting additional inbound receiver");
		assertThat(output.getOut()).doesNotContain(REACTOR_DEFAULT).doesNotContain("\tat ");
	}

	@Test
	void destroyRestoresReactorsDefault(CapturedOutput output) {
		this.hook.afterPropertiesSet();
		this.hook.destroy();

		Operators.onErrorDropped(new IllegalStateException("after shutdown"), Context.empty());

		assertThat(output.getOut()).contains(REACTOR_DEFAULT);
	}

	private static String awaitLine(CapturedOutput output, String text) throws InterruptedException {
		long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
		while (System.nanoTime() < deadline) {
			for (String line : output.getOut().lines().toList()) {
				if (line.contains(text)) {
					return line;
				}
			}
			Thread.sleep(20);
		}
		throw new AssertionError("no line with '" + text + "' within 30 s; output:\n" + output.getOut());
	}

}
