package dev.perflab.perf.run;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Waits until a service answers {@code GET /health} with 2xx. On a starved machine three
 * JVMs have taken over three minutes to start, so it says every 10 s what it waits for.
 */
final class HealthCheck {

	private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();

	private HealthCheck() {
	}

	static void await(LabProcess process, int port, Duration timeout, Progress progress) {
		long start = System.nanoTime();
		long nextReport = start + Duration.ofSeconds(10).toNanos();
		HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health"))
			.timeout(Duration.ofSeconds(1))
			.build();
		while (true) {
			try {
				int status = CLIENT.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
				if (status >= 200 && status < 300) {
					return;
				}
			}
			catch (IOException ex) {
				// Not listening yet.
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				throw new LabException("interrupted while waiting for " + process.name());
			}
			if (!process.isAlive()) {
				throw new LabException(process.name() + " exited during start-up" + process.tail());
			}
			long now = System.nanoTime();
			if (now - start > timeout.toNanos()) {
				throw new LabException(process.name() + " not healthy on port " + port + " after " + timeout.toSeconds()
						+ " s (--start-timeout)" + process.tail());
			}
			if (now >= nextReport) {
				progress.log("waiting for " + process.name() + " to become healthy: "
						+ Duration.ofNanos(now - start).toSeconds() + " s (at most " + timeout.toSeconds() + " s)");
				nextReport += Duration.ofSeconds(10).toNanos();
			}
			Sleep.millis(250);
		}
	}

}
