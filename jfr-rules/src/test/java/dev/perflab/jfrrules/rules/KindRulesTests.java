package dev.perflab.jfrrules.rules;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;

import dev.perflab.jfrrules.check.CheckOptions;
import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleCheck;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.fixtures.KindWork;
import dev.perflab.jfrrules.fixtures.SampleCounts;
import dev.perflab.jfrrules.fixtures.TestRecordings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.cloud.gateway.handler.RoutePredicateHandlerMapping;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rules that name the kinds of bottleneck gateway users report, on recordings made in
 * the test: each kind's work fails its own rule, with the frame in the evidence, and no
 * other rule; the same work where the rule does not look (off the event loop, or below
 * its share) passes.
 */
class KindRulesTests {

	private static final Duration WORK = Duration.ofMillis(800);

	private static final String LOOP = "reactor-http-epoll-1";

	private static final CheckOptions ALL_GROUPS = new CheckOptions(CheckOptions.defaults().eventLoopThreadPattern(),
			1000, 12);

	/** Each kind: its recording, the rule that names it and a text of its evidence. */
	enum Kind {

		LOGGING("event-loop-logging", "java.util.logging", LOOP, () -> KindWork.log(WORK)),

		NAME_LOOKUP("event-loop-name-lookup", "java.net.Inet", LOOP, () -> KindWork.lookUpNames(WORK)),

		STACK_TRACES("stack-trace-capture", "java.lang.", "worker-1", () -> KindWork.captureStacks(WORK)),

		CRYPTO("request-crypto", "%", "boundedElastic-1", () -> KindWork.hashPasswords(WORK)),

		CONSTRUCTION("per-request-construction", "DocumentBuilderFactory.newDefaultInstance", LOOP,
				() -> KindWork.buildFactories(WORK)),

		CONNECTIONS("connection-per-request", "TransportConnector.connect", "worker-1",
				() -> KindWork.openConnections(WORK)),

		ROUTE_LOOKUP("route-lookup", "RoutePredicateHandlerMapping.lookupRoute", LOOP,
				() -> RoutePredicateHandlerMapping.lookupRoute(Duration.ofMillis(500), Duration.ofMillis(300))),

		BODY_BUFFERING("body-buffering", "% of the heap bytes buffer bodies", "worker-1",
				() -> KindWork.bufferBodies(WORK));

		final String rule;

		final String evidence;

		final String thread;

		final Runnable work;

		Kind(String rule, String evidence, String thread, Runnable work) {
			this.rule = rule;
			this.evidence = evidence;
			this.thread = thread;
			this.work = work;
		}

		Path recording() {
			return TestRecordings.kind(name().toLowerCase(), this.thread, this.work);
		}

	}

	private static final Set<String> KIND_RULES = Set.of("event-loop-logging", "event-loop-name-lookup",
			"stack-trace-capture", "request-crypto", "per-request-construction", "connection-per-request",
			"route-lookup", "body-buffering");

	@ParameterizedTest
	@EnumSource(Kind.class)
	void eachKindFailsItsOwnRuleAndNoOther(Kind kind) {
		CheckReport report = RuleCheck.run(kind.recording(), null, ALL_GROUPS);
		RuleResult own = ShippedRulesTests.result(report, kind.rule);
		assertThat(own.status()).as("%s on %s", kind.rule, SampleCounts.of(kind.recording())).isEqualTo(Status.FAIL);
		assertThat(own.groups()).as(kind.rule)
			.anySatisfy((group) -> assertThat(group.threads()).contains(kind.thread))
			.anySatisfy((group) -> assertThat(group.detail()).contains(kind.evidence));
		assertThat(fired(report)).as("rules that fired on " + kind).containsExactly(kind.rule);
	}

	@Test
	void theKindRulesPassAWellBehavedApplication() {
		for (Path recording : List.of(TestRecordings.clean(), TestRecordings.sampledEventLoop(),
				TestRecordings.blocking())) {
			CheckReport report = RuleCheck.run(recording, null, ALL_GROUPS);
			assertThat(fired(report)).as(recording.getFileName().toString()).doesNotContainAnyElementsOf(KIND_RULES);
		}
	}

	@Test
	void loggingAndNameLookupsOffTheEventLoopAreNotTheirs() {
		Path logging = TestRecordings.kind("logging-on-a-worker", "worker-1", () -> KindWork.log(WORK));
		assertThat(ShippedRulesTests.result(RuleCheck.run(logging, null, ALL_GROUPS), "event-loop-logging").status())
			.isEqualTo(Status.PASS);
		Path lookups = TestRecordings.kind("lookups-on-a-worker", "worker-1", () -> KindWork.lookUpNames(WORK));
		assertThat(
				ShippedRulesTests.result(RuleCheck.run(lookups, null, ALL_GROUPS), "event-loop-name-lookup").status())
			.isEqualTo(Status.PASS);
	}

	@Test
	void aLevelCheckThatSaysNoIsNotLogging() {
		Path recording = TestRecordings.kind("level-checks", LOOP, () -> KindWork.checkLevels(WORK));
		RuleResult result = ShippedRulesTests.result(RuleCheck.run(recording, null, ALL_GROUPS), "event-loop-logging");
		assertThat(result.status()).as(SampleCounts.of(recording)).isEqualTo(Status.PASS);
		assertThat(result.rowCount()).isZero();
	}

	@Test
	void routeLookupCountsTheLookupAndNotTheRequestHandledBeneathIt() {
		// 20 ms of lookup, then 800 ms of the request's filters beneath lookupRoute's
		// frame:
		// about 2%, under the budget; counting any frame would make it 100%.
		Path recording = TestRecordings.kind("route-found-quickly", LOOP,
				() -> RoutePredicateHandlerMapping.lookupRoute(Duration.ofMillis(20), WORK));
		RuleResult result = ShippedRulesTests.result(RuleCheck.run(recording, null, ALL_GROUPS), "route-lookup");
		assertThat(result.status()).isEqualTo(Status.PASS);
		assertThat(result.rowCount()).isZero();
	}

	@Test
	void stacksCapturedInsideTheJvmAreSeenByTheBytesTheyAllocate() {
		// fillInStackTrace runs in the JVM: execution samples see next to none of it.
		Path recording = TestRecordings.kind("exceptions-deep", "worker-1", () -> KindWork.createExceptions(WORK));
		RuleResult result = ShippedRulesTests.result(RuleCheck.run(recording, null, ALL_GROUPS), "stack-trace-capture");
		assertThat(result.status()).as(SampleCounts.of(recording)).isEqualTo(Status.FAIL);
		// On a busy host a few execution samples may land there too (3 of 5 once, beside
		// 115 allocation samples): the bytes must judge it, the samples may join in.
		assertThat(result.groups())
			.allSatisfy((group) -> assertThat(group.detail()).startsWith("java.lang.Throwable.fillInStackTrace"))
			.anySatisfy(
					(group) -> assertThat(group.detail()).contains("% of the heap bytes capture a stack, budget 3%)"));
	}

	@Test
	void aBodyReadAsTextIsBodyBuffering() {
		// A joined body on Netty is a composite of its buffers, no copy: the cost a
		// decorator adds is the text it makes of the whole body.
		Path recording = TestRecordings.kind("bodies-as-text", "worker-1", () -> KindWork.readBodiesAsText(WORK));
		RuleResult result = ShippedRulesTests.result(RuleCheck.run(recording, null, ALL_GROUPS), "body-buffering");
		assertThat(result.status()).as(SampleCounts.of(recording)).isEqualTo(Status.FAIL);
		assertThat(result.groups()).anySatisfy((group) -> assertThat(group.detail()).contains("buffer bodies"));
	}

	@Test
	void bodyBufferingIsAShareOfTheBytesNotOfTheSamples() {
		Path recording = TestRecordings.kind("allocation-without-bodies", "worker-1", () -> KindWork.allocate(WORK));
		assertThat(ShippedRulesTests.result(RuleCheck.run(recording, null, ALL_GROUPS), "body-buffering").status())
			.isEqualTo(Status.PASS);
	}

	@Test
	void exceptionsPerRequestCountsThrowablesOverTheRequestsTheCheckIsTold() {
		// Exceptions made and caught in a loop: thousands in 800 ms. JFR reads its count
		// every
		// 100 ms here, as the pipeline's settings do.
		Path recording = TestRecordings.record("exceptions.jfr",
				() -> List.of(TestRecordings.named(LOOP, () -> KindWork.throwAndCatch(WORK))),
				(settings) -> settings.enable("jdk.ExceptionStatistics").withPeriod(Duration.ofMillis(100)));
		RuleResult few = ShippedRulesTests.result(RuleCheck.run(recording, null, ALL_GROUPS.withRequests(1_000L)),
				"exceptions-per-request");
		assertThat(few.status()).isEqualTo(Status.FAIL);
		assertThat(few.groups()).singleElement()
			.satisfies((group) -> assertThat(group.detail()).contains("throwables for 1000 requests"));
		RuleResult many = ShippedRulesTests
			.result(RuleCheck.run(recording, null, ALL_GROUPS.withRequests(1_000_000_000L)), "exceptions-per-request");
		assertThat(many.status()).isEqualTo(Status.PASS);
		RuleResult unknown = ShippedRulesTests.result(RuleCheck.run(recording, null, ALL_GROUPS),
				"exceptions-per-request");
		assertThat(unknown.status()).isEqualTo(Status.PASS);
		// Fewer throwables than min-throwables are a window's own, whatever the requests.
		RuleResult floor = ShippedRulesTests.result(
				RuleCheck.run(recording, null,
						ALL_GROUPS.withRequests(1_000L)
							.withOverrides(List
								.of(ParameterOverride.parse("exceptions-per-request.min-throwables=1000000000")))),
				"exceptions-per-request");
		assertThat(floor.status()).isEqualTo(Status.PASS);
	}

	private static List<String> fired(CheckReport report) {
		return report.results()
			.stream()
			.filter((result) -> result.status() != Status.PASS)
			.map((result) -> result.rule().id())
			.toList();
	}

}
