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
	void readsThatDoNotWaitDoNotMatch() throws URISyntaxException {
		Path rules = Path.of(getClass().getResource("/example-rules").toURI());
		RuleResult result = RuleCheck.run(TestRecordings.clean(), rules).results().get(0);
		// In the clean recording reactor-http-nio-1 reads a SocketChannel (non-blocking)
		// and
		// worker-3 a java.net.Socket: only the latter is this rule's business.
		assertThat(result.groups()).isNotEmpty()
			.allSatisfy((group) -> assertThat(group.threads()).containsExactly("worker-3"));
	}

}
