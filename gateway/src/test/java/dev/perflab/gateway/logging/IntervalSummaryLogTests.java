package dev.perflab.gateway.logging;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.apache.commons.logging.LogFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.STRING;

@ExtendWith(OutputCaptureExtension.class)
class IntervalSummaryLogTests {

	private final AtomicLong now = new AtomicLong(1_000);

	private final List<String> writers = new ArrayList<>();

	private final IntervalSummaryLog log = new IntervalSummaryLog(LogFactory.getLog(IntervalSummaryLogTests.class),
			Duration.ofSeconds(10), (count, latest) -> "backend down, " + count + " failure(s); latest: " + latest,
			this.now::get, (task) -> {
				this.writers.add(Thread.currentThread().getName());
				task.run();
			});

	@Test
	void firstFailureIsReportedAtOnceThenOncePerIntervalWithTheCount(CapturedOutput output) {
		this.log.record(new IllegalStateException("first"));
		this.log.record(new IllegalStateException("second"));
		this.now.addAndGet(Duration.ofSeconds(9).toNanos());
		this.log.record(new IllegalStateException("third"));
		assertThat(reports(output)).singleElement(STRING).contains("1 failure(s)").endsWith("first");

		this.now.addAndGet(Duration.ofSeconds(1).toNanos());
		this.log.record(new IllegalStateException("fourth"));

		assertThat(reports(output)).hasSize(2).last(STRING).contains("3 failure(s)").endsWith("fourth");
	}

	@Test
	void noStackTraceIsWritten(CapturedOutput output) {
		this.log.record(new IllegalStateException("down"));

		assertThat(output.getOut()).contains("backend down").doesNotContain("\tat ");
	}

	@Test
	void onlyReportsGoToTheWriterThread() {
		this.log.record(new IllegalStateException("first"));
		this.log.record(new IllegalStateException("second"));

		assertThat(this.writers).hasSize(1);
	}

	private static List<String> reports(CapturedOutput output) {
		return output.getOut().lines().filter((line) -> line.contains("backend down")).toList();
	}

}
