package dev.perflab.gateway.auth;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.STRING;

@ExtendWith(OutputCaptureExtension.class)
class AuthOutageLogTests {

	private final AtomicLong now = new AtomicLong(1_000);

	private final List<String> writers = new ArrayList<>();

	private final AuthOutageLog log = new AuthOutageLog(Duration.ofSeconds(10), this.now::get, (task) -> {
		this.writers.add(Thread.currentThread().getName());
		task.run();
	});

	@Test
	void firstFailureIsReportedAtOnceThenOncePerIntervalWithTheCount(CapturedOutput output) {
		this.log.failed(new IllegalStateException("first"));
		this.log.failed(new IllegalStateException("second"));
		this.now.addAndGet(Duration.ofSeconds(9).toNanos());
		this.log.failed(new IllegalStateException("third"));
		assertThat(reports(output)).singleElement(STRING).contains("1 request(s) answered 503").endsWith("first");

		this.now.addAndGet(Duration.ofSeconds(1).toNanos());
		this.log.failed(new IllegalStateException("fourth"));

		assertThat(reports(output)).hasSize(2).last(STRING).contains("3 request(s) answered 503").endsWith("fourth");
	}

	@Test
	void noStackTraceIsWritten(CapturedOutput output) {
		this.log.failed(new IllegalStateException("down"));

		assertThat(output.getOut()).contains("auth-service unavailable").doesNotContain("\tat ");
	}

	@Test
	void onlyReportsGoToTheWriterThread() {
		this.log.failed(new IllegalStateException("first"));
		this.log.failed(new IllegalStateException("second"));

		assertThat(this.writers).hasSize(1);
	}

	private static List<String> reports(CapturedOutput output) {
		return output.getOut().lines().filter((line) -> line.contains("auth-service unavailable")).toList();
	}

}
