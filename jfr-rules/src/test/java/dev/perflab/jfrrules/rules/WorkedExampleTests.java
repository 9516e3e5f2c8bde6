package dev.perflab.jfrrules.rules;

import java.net.URISyntaxException;
import java.nio.file.Path;

import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleCheck;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.fixtures.TestRecordings;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The worked example of jfr-rules/README.md, "Rule files": the rule file is
 * {@code src/test/resources/example-rules/blocking-socket-reads.sql}, exactly as printed
 * there.
 */
class WorkedExampleTests {

	@Test
	void blockingSocketReadsWarnAndNameTheThread() throws URISyntaxException {
		Path rules = Path.of(getClass().getResource("/example-rules").toURI());
		CheckReport report = RuleCheck.run(TestRecordings.blocking(), rules);
		RuleResult result = report.results().get(0);
		assertThat(result.rule().id()).isEqualTo("blocking-socket-reads");
		assertThat(result.status()).isEqualTo(Status.WARN);
		assertThat(result.groups()).anySatisfy((group) -> {
			assertThat(group.threads()).contains("worker-2");
			assertThat(group.firstNonJdkFrame()).startsWith("dev.perflab.jfrrules.fixtures.BlockingWork.readSocket");
		});
	}

	@Test
	void theReadThatWaitsMatchesByItsThreadAndFrame() throws URISyntaxException {
		Path rules = Path.of(getClass().getResource("/example-rules").toURI());
		RuleResult result = RuleCheck.run(TestRecordings.clean(), rules).results().get(0);
		// In the clean recording worker-3 reads a java.net.Socket that answers after
		// 5 ms, and reactor-http-nio-1 a non-blocking SocketChannel. The rule goes by
		// duration only, so a non-blocking read matches too when its thread is
		// preempted inside it (2.9 ms once, on 2 CPUs shared by this recording's dozen
		// threads and a build): the test claims the wait it is written for, not that
		// nothing else ever waits.
		assertThat(result.groups()).anySatisfy((group) -> {
			assertThat(group.threads()).containsExactly("worker-3");
			assertThat(group.firstNonJdkFrame()).startsWith("dev.perflab.jfrrules.fixtures.BlockingWork.readSocket");
			assertThat(group.maxDurationNanos()).isGreaterThanOrEqualTo(2_000_000L);
		});
	}

}
