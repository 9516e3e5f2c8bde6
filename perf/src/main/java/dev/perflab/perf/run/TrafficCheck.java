package dev.perflab.perf.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import dev.perflab.perf.raw.Traffic;
import dev.perflab.perf.raw.WrkSummary;
import dev.perflab.perf.workload.Request;
import dev.perflab.perf.workload.Workload;
import dev.perflab.perf.workload.WrkScript;

/**
 * Where a run's load went: each request of the workload sent once to the gateways before
 * the load (what head does not serve ends the run, what only base does not serve is left
 * out of both sides), the wrk script of what both serve, a check of the statuses after a
 * window in which wrk counted errors, and the routes the head gateway counted. Its record
 * is {@link Traffic}.
 */
final class TrafficCheck {

	private final Workload workload;

	private final Progress progress;

	/** What wrk sends: the workload less what base does not serve, once checked. */
	private Workload sent;

	private final List<Traffic.Sent> requests = new ArrayList<>();

	private final List<Traffic.Mismatch> mismatches = new ArrayList<>();

	private List<Traffic.Route> routes = List.of();

	private String routesUnknown = "not asked: the run ended before its first fork was measured";

	TrafficCheck(Workload workload, Progress progress) {
		this.workload = workload;
		this.progress = progress;
	}

	/**
	 * Sends each request once to head and base (null in a single run), before anything is
	 * measured, and writes the wrk script of what both serve.
	 * @param report {@code perf/wrk/report.lua}, which the script ends with
	 * @param script where to write it
	 * @return the script
	 * @throws UnexpectedStatusException when head answers a request with another status
	 */
	Path before(Gateway head, Gateway base, Path report, Path script) {
		GatewayRoutes routes = new GatewayRoutes(head.port());
		try {
			routes.ids();
		}
		catch (GatewayRoutes.Unknown ex) {
			routes = null;
			this.routesUnknown = ex.getMessage();
		}
		Map<String, RequestCheck.Answer> heads = RequestCheck.send(head.port(), this.workload, routes);
		Map<String, RequestCheck.Answer> bases = (base != null) ? RequestCheck.send(base.port(), this.workload, null)
				: Map.of();
		List<String> wrong = new ArrayList<>();
		Set<String> leftOut = new LinkedHashSet<>();
		for (Request request : this.workload.sent()) {
			int status = heads.get(request.name()).status();
			if (status != request.status()) {
				this.mismatches.add(
						new Traffic.Mismatch(head.name(), request.name(), status, request.status(), "before the load"));
				wrong.add("'" + request.name() + "' (" + request.method() + " " + request.path() + ") answered "
						+ describe(status) + ", the workload expects " + request.status());
			}
			else if (base != null && bases.get(request.name()).status() != request.status()) {
				leftOut.add(request.name());
			}
		}
		if (!wrong.isEmpty()) {
			throw new UnexpectedStatusException(head.name() + ": " + String.join("; ", wrong) + " ("
					+ this.workload.file() + "); nothing was measured");
		}
		if (leftOut.size() == this.workload.sent().size()) {
			throw new LabException("base serves none of the workload's requests (" + this.workload.file()
					+ "): there is nothing to compare");
		}
		this.sent = this.workload.without(leftOut);
		for (Request request : this.workload.requests()) {
			String why = (request.weight() == 0) ? "weight 0"
					: leftOut.contains(request.name()) ? "base answered " + describe(bases.get(request.name()).status())
							+ " (a route head adds?): left out of both sides" : null;
			RequestCheck.Answer answer = heads.get(request.name());
			this.requests.add(new Traffic.Sent(request.name(), request.method(), request.path(),
					(why == null) ? this.sent.share(request) : 0, request.status(),
					(answer != null) ? answer.route() : null, why));
			if (why != null && request.weight() > 0) {
				this.progress.log("request '" + request.name() + "': " + why);
			}
		}
		try {
			Files.writeString(script, WrkScript.of(this.sent, Files.readString(report)));
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot write " + script, ex);
		}
		this.progress.log("workload " + this.workload.file().getFileName() + ": " + this.sent.sent().size()
				+ " requests, each answered as declared by " + head.name()
				+ ((base != null) ? " and " + base.name() : ""));
		return script;
	}

	/**
	 * Returns what both sides are sent: the workload less what base does not serve.
	 * @throws IllegalStateException before {@link #before} checked the requests
	 */
	Workload sent() {
		if (this.sent == null) {
			throw new IllegalStateException("the requests are not checked yet");
		}
		return this.sent;
	}

	/**
	 * After a window in which wrk counted error statuses, sends each request sent once to
	 * each gateway that had them and records which request answers what: wrk counts them
	 * without a per-answer callback, so it cannot say.
	 * @param wrk the window's summaries, by gateway name
	 * @param when the window, as the progress names it
	 */
	void afterWindow(Map<String, WrkSummary> wrk, List<Gateway> sides, String when) {
		for (Gateway gateway : sides) {
			WrkSummary summary = wrk.get(gateway.name());
			if (summary == null || summary.errors().status() == 0) {
				continue;
			}
			Map<String, RequestCheck.Answer> answers = RequestCheck.send(gateway.port(), this.sent, null);
			for (Request request : this.sent.sent()) {
				int status = answers.get(request.name()).status();
				if (status != request.status() && this.mismatches.stream()
					.noneMatch((m) -> m.gateway().equals(gateway.name()) && m.request().equals(request.name()))) {
					this.mismatches.add(new Traffic.Mismatch(gateway.name(), request.name(), status, request.status(),
							"after " + when));
					this.progress.log(gateway.name() + ": request '" + request.name() + "' answered " + describe(status)
							+ " after " + when + ", the workload expects " + request.status());
				}
			}
		}
	}

	/** Reads the head gateway's routes and what it counted on each. */
	void countRoutes(Gateway head) {
		GatewayRoutes routes = new GatewayRoutes(head.port());
		try {
			Map<String, Long> counts = routes.counts();
			this.routes = routes.ids()
				.stream()
				.map((id) -> new Traffic.Route(id, counts.getOrDefault(id, 0L)))
				.toList();
			this.routesUnknown = null;
		}
		catch (GatewayRoutes.Unknown ex) {
			this.routes = List.of();
			this.routesUnknown = ex.getMessage();
		}
	}

	/** Returns the record of the run's traffic, as far as the run got. */
	Traffic record() {
		List<Traffic.Sent> described = this.requests;
		if (described.isEmpty()) {
			// Ended before the check: the file's requests, not known to be served.
			described = this.workload.requests()
				.stream()
				.map((request) -> new Traffic.Sent(request.name(), request.method(), request.path(),
						(request.weight() > 0) ? this.workload.share(request) : 0, request.status(), null,
						(request.weight() > 0) ? null : "weight 0"))
				.toList();
		}
		return new Traffic(
				this.workload.file().toString(), this.workload.sha256(), described, this.routes, this.routes.isEmpty()
						? Objects.requireNonNullElse(this.routesUnknown, "the gateway lists no route") : null,
				this.mismatches);
	}

	private static String describe(int status) {
		return (status == 0) ? "nothing (no connection or a timeout)" : Integer.toString(status);
	}

}
