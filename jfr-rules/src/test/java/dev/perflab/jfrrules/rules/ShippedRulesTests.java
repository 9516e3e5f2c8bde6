package dev.perflab.jfrrules.rules;

import java.nio.file.Path;
import java.util.List;

import dev.perflab.jfrrules.check.CheckOptions;
import dev.perflab.jfrrules.check.CheckReport;
import dev.perflab.jfrrules.check.RuleCheck;
import dev.perflab.jfrrules.check.RuleResult;
import dev.perflab.jfrrules.check.Status;
import dev.perflab.jfrrules.check.ViolationGroup;
import dev.perflab.jfrrules.fixtures.TestRecordings;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestInstance.Lifecycle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The bundled rules against real recordings: each fires on its positive case, with
 * evidence naming the thread and the frames, and stays silent on the negatives.
 */
class ShippedRulesTests {

	/**
	 * Every group, not just the 10 largest a report keeps: the tests look for small ones.
	 */
	private static final CheckOptions ALL_GROUPS = new CheckOptions(CheckOptions.defaults().eventLoopThreadPattern(),
			1000, 12);

	/**
	 * Whole stacks: class loading puts a dozen JDK frames between a wait and the code
	 * that caused it.
	 */
	private static final CheckOptions WHOLE_STACKS = new CheckOptions(CheckOptions.defaults().eventLoopThreadPattern(),
			1000, 64);

	private static final String MONITOR_CLASS = "CLASS_NAME(\"monitorClass\")";

	private static final String NESTED_JAR = "dev.perflab.jfrrules.fixtures.NestedJar";

	static RuleResult result(CheckReport report, String id) {
		return report.results()
			.stream()
			.filter((result) -> result.rule().id().equals(id))
			.findFirst()
			.orElseThrow(() -> new AssertionError("no result for " + id));
	}

	private static List<String> threadsOf(RuleResult result) {
		return result.groups().stream().flatMap((group) -> group.threads().stream()).distinct().toList();
	}

	private static ViolationGroup group(RuleResult result, String eventType, String thread) {
		return group(result, eventType, thread, null);
	}

	/** The group of an event type on a thread, with this detail unless null. */
	private static ViolationGroup group(RuleResult result, String eventType, String thread, String detail) {
		return groups(result, eventType, thread, detail).stream()
			.findFirst()
			.orElseThrow(() -> new AssertionError(
					"no " + eventType + " group on " + thread + " in " + result.rule().id() + ": " + result.groups()));
	}

	@Nested
	@TestInstance(Lifecycle.PER_CLASS)
	class OnABlockingApplication {

		private CheckReport report;

		@BeforeAll
		void check() {
			this.report = RuleCheck.run(TestRecordings.blocking(), null, ALL_GROUPS);
		}

		@Test
		void eventLoopBlockingFailsWithEveryKindOfBlockingCall() {
			RuleResult result = result(this.report, "event-loop-blocking");
			assertThat(result.status()).isEqualTo(Status.FAIL);
			assertThat(group(result, "jdk.ThreadPark", "reactor-http-nio-1").topFrames())
				.anyMatch((frame) -> frame.startsWith("dev.perflab.jfrrules.fixtures.BlockingWork.park"));
			assertThat(group(result, "jdk.ThreadSleep", "reactor-http-nio-2").topFrames())
				.anyMatch((frame) -> frame.startsWith("dev.perflab.jfrrules.fixtures.BlockingWork.sleep"));
			ViolationGroup socket = group(result, "jdk.SocketRead", "reactor-http-epoll-1");
			// JDK 17 records java.net.Socket frames on top; JDK 22+ starts at their
			// caller.
			assertThat(socket.firstNonJdkFrame()).startsWith("dev.perflab.jfrrules.fixtures.BlockingWork.readSocket");
			assertThat(socket.detail()).matches(".*:\\d+");
			ViolationGroup monitor = group(result, "jdk.JavaMonitorEnter", "reactor-http-epoll-2");
			assertThat(monitor.firstNonJdkFrame())
				.startsWith("dev.perflab.jfrrules.fixtures.BlockingWork.contendOnMonitor");
			assertThat(monitor.maxDurationNanos()).isGreaterThan(5_000_000L);
			assertThat(group(result, "jdk.JavaMonitorWait", "reactor-http-nio-3").firstNonJdkFrame())
				.startsWith("dev.perflab.jfrrules.fixtures.BlockingWork.waitOnMonitor");
			assertThat(group(result, "jdk.FileWrite", "reactor-http-epoll-3").firstNonJdkFrame())
				.startsWith("dev.perflab.jfrrules.fixtures.BlockingWork.writeAndReadFile");
			assertThat(group(result, "jdk.FileRead", "reactor-http-epoll-3").firstNonJdkFrame())
				.startsWith("dev.perflab.jfrrules.fixtures.BlockingWork.writeAndReadFile");
		}

		@Test
		void eventLoopBlockingNamesOnlyEventLoopThreads() {
			RuleResult result = result(this.report, "event-loop-blocking");
			assertThat(threadsOf(result)).isNotEmpty().allMatch((thread) -> thread.startsWith("reactor-http-"));
		}

		@Test
		void lockContentionWarnsAboveItsBudget() {
			RuleResult result = result(this.report, "lock-contention");
			assertThat(result.status()).isEqualTo(Status.WARN);
			assertThat(result.rowCount()).isGreaterThan(result.rule().limit());
			ViolationGroup group = group(result, "jdk.JavaMonitorEnter", "boundedElastic-1");
			assertThat(group.detail()).isEqualTo("java.lang.Object");
			assertThat(group.firstNonJdkFrame())
				.startsWith("dev.perflab.jfrrules.fixtures.BlockingWork.contendOnMonitor");
		}

		@Test
		void secureRandomBlockingStaysSilent() {
			assertThat(result(this.report, "securerandom-blocking").status()).isEqualTo(Status.PASS);
		}

	}

	@Nested
	@TestInstance(Lifecycle.PER_CLASS)
	class OnACleanApplication {

		private CheckReport report;

		@BeforeAll
		void check() {
			this.report = RuleCheck.run(TestRecordings.clean(), null, ALL_GROUPS);
		}

		@Test
		void everyRulePasses() {
			assertThat(this.report.results())
				.allSatisfy((result) -> assertThat(result.status()).as("%s: %s", result.rule().id(), result.groups())
					.isEqualTo(Status.PASS));
			assertThat(this.report.verdict()).isEqualTo(Status.PASS);
		}

		@Test
		void nettyOwnNonBlockingSocketCallsAreExcludedByFrames() {
			// Precondition: the recording does hold socket events on the event loop, made
			// by
			// the NioSocketChannel stand-in; the rule passes because it excludes them.
			CheckReport sockets = eventLoopEvents(TestRecordings.clean(), "jdk.SocketRead", "CAST(NULL AS VARCHAR)");
			ViolationGroup group = group(sockets.results().get(0), "jdk.SocketRead", "reactor-http-nio-1");
			assertThat(group.firstNonJdkFrame()).startsWith("io.netty.channel.socket.nio.NioSocketChannel.doReadBytes");
			assertThat(result(this.report, "event-loop-blocking").rowCount()).isZero();
		}

		@Test
		void twoEventLoopsMeetingInSpringsWriteBarrierAreExcludedByFrame() {
			// Precondition: the recording holds the monitor enter at the barrier, on an
			// event
			// loop; the rule passes because it excludes it.
			CheckReport enters = eventLoopEvents(TestRecordings.clean(), "jdk.JavaMonitorEnter", MONITOR_CLASS);
			ViolationGroup group = group(enters.results().get(0), "jdk.JavaMonitorEnter", "reactor-http-epoll-3",
					"org.springframework.http.server.reactive.ChannelSendOperator$WriteBarrier");
			assertThat(group.topFrames().get(0))
				.startsWith("org.springframework.http.server.reactive.ChannelSendOperator$WriteBarrier.subscribe");
			assertThat(result(this.report, "event-loop-blocking").rowCount()).isZero();
		}

		@Test
		void aLoopThreadThatEndsIsExcludedByFrame() {
			assumeTrue(Runtime.version().feature() < 19, "JDK 19+ threads end without their ThreadGroup's lock");
			// Precondition: the recording holds the loop's wait for its ThreadGroup's
			// lock
			// in Thread.exit; the rule passes because it excludes it.
			CheckReport enters = eventLoopEvents(TestRecordings.clean(), "jdk.JavaMonitorEnter", MONITOR_CLASS);
			ViolationGroup group = group(enters.results().get(0), "jdk.JavaMonitorEnter", "reactor-http-epoll-4",
					"java.lang.ThreadGroup");
			assertThat(group.topFrames()).anyMatch((frame) -> frame.startsWith("java.lang.Thread.exit"));
			assertThat(result(this.report, "event-loop-blocking").rowCount()).isZero();
		}

	}

	/**
	 * Every event of one type on an event-loop thread, with no exclusions: what the
	 * shipped rule sees before it excludes anything, grouped by the detail (the monitor
	 * class keeps the barrier apart from a thread's exit), with whole stacks.
	 */
	private static CheckReport eventLoopEvents(Path recording, String eventType, String detail) {
		return RuleCheck.run(
				recording, RulesDirectory
					.write("event-loop-events",
							"""
									-- id: event-loop-events
									-- title: events on the event loop
									-- severity: fail
									-- why: test
									-- fix: test
									SELECT '%1$s' AS "eventType", "eventThread"."javaName" AS "thread", "duration", "stackTrace",
									       %2$s AS "detail"
									FROM "jfr"."%1$s"
									WHERE IS_EVENT_LOOP_THREAD("eventThread"."javaName")
									"""
								.formatted(eventType, detail))
					.toPath(),
				WHOLE_STACKS);
	}

	/** The groups of an event type on a thread, with this detail unless null. */
	private static List<ViolationGroup> groups(RuleResult result, String eventType, String thread, String detail) {
		return result.groups()
			.stream()
			.filter((group) -> eventType.equals(group.eventType()) && group.threads().contains(thread)
					&& (detail == null || detail.equals(group.detail())))
			.toList();
	}

	private static boolean hasFrame(ViolationGroup group, String prefix) {
		return group.topFrames().stream().anyMatch((frame) -> frame.startsWith(prefix));
	}

	@Nested
	@TestInstance(Lifecycle.PER_CLASS)
	class OnStartUpClassLoading {

		private CheckReport report;

		@BeforeAll
		void check() {
			this.report = RuleCheck.run(TestRecordings.startUpClassLoading(), null, WHOLE_STACKS);
		}

		@Test
		void theEventLoopWaitsForTheJarInClassLoadingWhileMainLoadsFromIt() {
			// Precondition: the loop's first request waited for the jar's lock that main
			// held, inside the JDK's class loading, caused by the request's own code.
			CheckReport enters = eventLoopEvents(TestRecordings.startUpClassLoading(), "jdk.JavaMonitorEnter",
					MONITOR_CLASS);
			assertThat(groups(enters.results().get(0), "jdk.JavaMonitorEnter", "reactor-http-epoll-1", NESTED_JAR))
				.anySatisfy((wait) -> {
					assertThat(wait.maxDurationNanos()).isGreaterThanOrEqualTo(1_000_000L);
					assertThat(hasFrame(wait, "java.lang.ClassLoader.loadClass")).isTrue();
					assertThat(hasFrame(wait, "java.net.URLClassLoader.findClass")).isTrue();
					assertThat(hasFrame(wait, "jdk.internal.loader.URLClassPath")).isTrue();
					assertThat(hasFrame(wait, "dev.perflab.jfrrules.fixtures.app.RequestHandler.apply")).isTrue();
					assertThat(hasFrame(wait, "java.lang.Class.forName")).isFalse();
				});
		}

		@Test
		void everyRulePasses() {
			assertThat(this.report.results())
				.allSatisfy((result) -> assertThat(result.status()).as("%s: %s", result.rule().id(), result.groups())
					.isEqualTo(Status.PASS));
			assertThat(result(this.report, "event-loop-blocking").rowCount()).isZero();
		}

	}

	@Nested
	@TestInstance(Lifecycle.PER_CLASS)
	class OnPerRequestBlocking {

		private RuleResult result;

		@BeforeAll
		void check() {
			this.result = result(RuleCheck.run(TestRecordings.perRequestBlocking(), null, WHOLE_STACKS),
					"event-loop-blocking");
		}

		@Test
		void aSynchronizedMethodThatSleepsFailsOnEveryRequestButTheOneInAStaticInitializer() {
			// Precondition: the first call was made inside class initialization, and
			// waited for the lock there too.
			CheckReport sleeps = eventLoopEvents(TestRecordings.perRequestBlocking(), "jdk.ThreadSleep",
					"CAST(NULL AS VARCHAR)");
			assertThat(sleeps.results().get(0).groups())
				.anyMatch((group) -> group.threads().contains("reactor-http-epoll-1")
						&& hasFrame(group, "dev.perflab.jfrrules.fixtures.SharedRegistry$FirstUse.<clinit>"));
			assertThat(this.result.status()).isEqualTo(Status.FAIL);
			List<ViolationGroup> registry = this.result.groups()
				.stream()
				.filter((group) -> group.threads().contains("reactor-http-epoll-1"))
				.toList();
			assertThat(registry)
				.allMatch((group) -> hasFrame(group, "dev.perflab.jfrrules.fixtures.SharedRegistry.register"))
				.noneMatch((group) -> hasFrame(group, "dev.perflab.jfrrules.fixtures.SharedRegistry$FirstUse"));
			int perRequest = TestRecordings.REQUESTS - 1;
			assertThat(count(groups(this.result, "jdk.ThreadSleep", "reactor-http-epoll-1", null)))
				.isEqualTo(perRequest);
			assertThat(count(groups(this.result, "jdk.JavaMonitorEnter", "reactor-http-epoll-1", "java.lang.Class")))
				.isEqualTo(perRequest);
		}

		@Test
		void classForNamePerRequestUnderAContendedLockStaysVisible() {
			List<ViolationGroup> probes = groups(this.result, "jdk.JavaMonitorEnter", "reactor-http-epoll-2",
					NESTED_JAR);
			assertThat(count(probes)).isEqualTo(TestRecordings.REQUESTS);
			assertThat(probes).allMatch((probe) -> hasFrame(probe, "java.lang.Class.forName")
					&& hasFrame(probe, "java.net.URLClassLoader.findClass"));
		}

		private static long count(List<ViolationGroup> groups) {
			return groups.stream().mapToLong(ViolationGroup::count).sum();
		}

	}

	@Nested
	@TestInstance(Lifecycle.PER_CLASS)
	class OnSlowEntropy {

		private CheckReport report;

		@BeforeAll
		void check() {
			this.report = RuleCheck.run(TestRecordings.entropy(), null, ALL_GROUPS);
		}

		@Test
		void secureRandomBlockingFailsOnTheSlowSeedRead() {
			RuleResult result = result(this.report, "securerandom-blocking");
			assertThat(result.status()).isEqualTo(Status.FAIL);
			ViolationGroup read = group(result, "jdk.FileRead", "reactor-http-epoll-1");
			assertThat(read.topFrames()).anyMatch((frame) -> frame.startsWith("sun.security.provider.SeedGenerator"));
			assertThat(read.maxDurationNanos()).isGreaterThanOrEqualTo(1_000_000L);
		}

		@Test
		void secureRandomBlockingReportsTheThreadQueuedBehindIt() {
			RuleResult result = result(this.report, "securerandom-blocking");
			ViolationGroup queued = group(result, "jdk.JavaMonitorEnter", "worker-1");
			assertThat(queued.topFrames()).anyMatch((frame) -> frame.startsWith("sun.security.provider."));
			assertThat(queued.firstNonJdkFrame()).startsWith("dev.perflab.jfrrules.fixtures.SlowEntropyWorkload");
		}

		@Test
		void eventLoopBlockingLeavesSecureRandomToItsOwnRule() {
			assertThat(result(this.report, "event-loop-blocking").status()).isEqualTo(Status.PASS);
		}

	}

}
