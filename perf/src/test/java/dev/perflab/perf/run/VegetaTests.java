package dev.perflab.perf.run;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

import com.sun.net.httpserver.HttpServer;
import dev.perflab.perf.raw.AtRate;
import dev.perflab.perf.workload.Request;
import dev.perflab.perf.workload.VegetaTargets;
import dev.perflab.perf.workload.Workload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The latency phase's load, run by the real vegeta against servers of the test's own: a
 * delay of a few requests that costs the server nothing shows in p99 and not in p50, and
 * a server that cannot keep up at the rate is not read as latency. Each window's first
 * second, the ramp, is sent and left out.
 */
class VegetaTests {

	static {
		// Without it the JDK's server waits for delayed ACKs (40 ms): every latency would
		// read as that.
		System.setProperty("sun.net.httpserver.nodelay", "true");
	}

	@TempDir
	Path directory;

	@Test
	void aDelayOfOneRequestInTwentyShowsInP99AndNotInP50() throws Exception {
		AtomicLong count = new AtomicLong();
		AtRate window = attack(200, 2, 16, () -> {
			if (count.incrementAndGet() % 20 == 0) {
				Thread.sleep(40);
			}
		});
		assertThat(window.sustained()).as("%s", window).isTrue();
		// vegeta sends 3 s at 200 a second; the ramp is the first 200 of them, counted.
		// Cut by time, the one due at 1 s often went before the first's time plus 1 s.
		assertThat(window.sent()).isEqualTo(400);
		assertThat(window.errors()).isZero();
		assertThat(window.achievedPerSecond()).isGreaterThan(0.98 * 200);
		assertThat(window.percentileMs(50)).isLessThan(10);
		assertThat(window.percentileMs(99)).isGreaterThanOrEqualTo(40);
		assertThat(AtRate.SUSTAINED_SHARE).isLessThan(1);
	}

	@Test
	void aServerThatCannotKeepUpIsNotSustained() throws Exception {
		// One thread answering in 20 ms serves 50 a second; asked 150, the queue grows.
		AtRate window = attack(150, 2, 1, () -> Thread.sleep(20));
		assertThat(window.sustained()).as("%s", window).isFalse();
		assertThat(window.achievedPerSecond()).isLessThan(0.98 * 150);
	}

	@Test
	void readsVegetasCsvCountingTheAnswersOutsideTheDeclaredStatusesAsErrors() {
		// At 2 a second the ramp is the first two sent, left out: their answers are slow
		// and one failed. The third was sent a little early, as vegeta's pacer does, and
		// is read all the same; results may come in out of their send order.
		String csv = """
				1500000000,0,2000000000,0,0,"Get ""http://127.0.0.1:1/a"": dial tcp: connection refused",,head,1,GET,http://127.0.0.1:1/a,
				1000000000,200,90000000,0,10,,,head,0,GET,http://127.0.0.1:1/a,
				1999900000,200,2000000,0,10,,,head,2,GET,http://127.0.0.1:1/a,
				2005000000,201,3000000,10,10,,,head,3,POST,http://127.0.0.1:1/b,
				2010000000,0,2000000000,0,0,"Get ""http://127.0.0.1:1/a"": context deadline exceeded, or so",,head,4,GET,http://127.0.0.1:1/a,
				2015000000,503,1000000,0,0,503 Service Unavailable,,head,5,GET,http://127.0.0.1:1/a,
				""";
		AtRate window = Vegeta.Running.read(csv, 2, Set.of(200, 201));
		assertThat(window.sent()).isEqualTo(4);
		assertThat(window.answered()).isEqualTo(2);
		assertThat(window.errors()).isEqualTo(2);
		assertThat(window.spanMs()).isEqualTo(2010);
		assertThat(window.percentileMs(100)).isBetween(2.99, 3.01);
		assertThat(window.sustained()).isFalse();
		assertThatExceptionOfType(LabException.class)
			.isThrownBy(() -> Vegeta.Running.read("a,b,c,d\n", 200, Set.of(200)))
			.withMessageContaining("not its CSV encoding");
	}

	interface Pause {

		void run() throws InterruptedException;

	}

	private AtRate attack(long perSecond, int seconds, int threads, Pause pause) throws Exception {
		HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 256);
		ExecutorService executor = Executors.newFixedThreadPool(threads);
		server.setExecutor(executor);
		server.createContext("/", (exchange) -> {
			exchange.getRequestBody().readAllBytes();
			try {
				pause.run();
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
			}
			byte[] answer = "ok".getBytes(StandardCharsets.US_ASCII);
			exchange.sendResponseHeaders(200, answer.length);
			exchange.getResponseBody().write(answer);
			exchange.close();
		});
		server.start();
		ProcessRegistry registry = new ProcessRegistry(new Progress(new PrintWriter(new StringWriter())));
		try {
			Workload workload = new Workload(Path.of("w.yaml"), "00",
					List.of(new Request("hello", "GET", "/hello", Map.of(), Map.of(), null, 200, 1)));
			Path targets = this.directory.resolve("targets.json");
			Files.writeString(targets, VegetaTargets.of(workload, "http://127.0.0.1:" + server.getAddress().getPort()));
			return new Vegeta(CpuSet.allowed())
				.start(registry, "test", targets, perSecond, seconds, this.directory.resolve("results.bin"))
				.await(Set.of(200));
		}
		finally {
			registry.stopAll();
			server.stop(0);
			executor.shutdownNow();
		}
	}

}
