package dev.perflab.jfrrules.rules;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import dev.perflab.jfrrules.check.CheckOptions;
import dev.perflab.jfrrules.check.RuleCheck;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.fixtures.KindWork;
import dev.perflab.jfrrules.fixtures.TestRecordings;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The worked examples of README.md, "Per request and per share": the rule files are
 * {@code src/test/resources/per-request-rules} and {@code per-share-rules}, exactly as
 * printed there, run on recordings made in the test.
 */
class PerRequestAndShareTests {

	private static final Duration WORK = Duration.ofMillis(800);

	@Test
	void aPerRequestRuleFiresWhenTheCountPerRequestIsAboveItsBudget() throws URISyntaxException {
		// The blocking recording has a few dozen contended monitor enters.
		RuleResult few = perRequest(10L);
		assertThat(few.status()).isEqualTo(Status.WARN);
		assertThat(few.groups()).anySatisfy((group) -> assertThat(group.threads()).contains("reactor-http-epoll-2"));
		RuleResult many = perRequest(1_000_000L);
		assertThat(many.status()).isEqualTo(Status.PASS);
		assertThat(many.rowCount()).isZero();
	}

	@Test
	void withoutARequestCountAPerRequestRuleFindsNothing() throws URISyntaxException {
		RuleResult result = perRequest(null);
		assertThat(result.status()).isEqualTo(Status.PASS);
		assertThat(result.rowCount()).isZero();
	}

	@Test
	void aShareRuleFiresAboveItsShare() throws URISyntaxException {
		RuleResult result = RuleCheck.run(TestRecordings.sampledEventLoop(), resource("/per-share-rules"))
			.results()
			.get(0);
		assertThat(result.status()).isEqualTo(Status.WARN);
		// Only the loop's samples: worker-1 encodes all the time and is no event loop.
		assertThat(result.groups()).isNotEmpty()
			.allSatisfy((group) -> assertThat(group.threads()).containsExactly("reactor-http-epoll-1"));
	}

	@Test
	void aShareRuleDoesNotFireBelowItsShare() throws Exception {
		// The loop encodes for about a third of its samples: not more than 60%.
		CheckOptions options = CheckOptions.defaults()
			.withOverrides(List.of(ParameterOverride.parse("event-loop-encoding-share.budget=60%")));
		RuleResult result = RuleCheck.run(TestRecordings.sampledEventLoop(), resource("/per-share-rules"), options)
			.results()
			.get(0);
		assertThat(result.status()).isEqualTo(Status.PASS);
		assertThat(result.rowCount()).isZero();
		assertThat(result.rule().title())
			.isEqualTo("More than 60% of the event loops' execution samples are in encode");
	}

	@Test
	void aShareOfTheHeapSeesWhatTheJvmDoesForJava() throws URISyntaxException {
		Path recording = TestRecordings.kind("exceptions-deep", "worker-1", () -> KindWork.createExceptions(WORK));
		RuleResult result = RuleCheck.run(recording, resource("/per-share-of-either-rules")).results().get(0);
		assertThat(result.status()).isEqualTo(Status.WARN);
		assertThat(result.groups()).anySatisfy((group) -> assertThat(group.detail()).matches(
				"java\\.lang\\.Throwable\\.fillInStackTrace \\(\\d+\\.\\d% of the heap bytes create exceptions, budget 5%\\)"));
	}

	private RuleResult perRequest(Long requests) throws URISyntaxException {
		CheckOptions options = CheckOptions.defaults().withRequests(requests);
		return RuleCheck.run(TestRecordings.blocking(), resource("/per-request-rules"), options).results().get(0);
	}

	private Path resource(String name) throws URISyntaxException {
		return Path.of(getClass().getResource(name).toURI());
	}

}
