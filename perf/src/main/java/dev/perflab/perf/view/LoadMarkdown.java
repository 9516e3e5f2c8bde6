package dev.perflab.perf.view;

import java.nio.file.Path;

import dev.perflab.perf.raw.Traffic;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.text.InertText;

/**
 * The load of a run, for people: which workload, each request's share and what was sent,
 * the route that served it, and the gateway's routes with what each counted, so that a
 * route the load never reaches is seen, not assumed.
 */
final class LoadMarkdown {

	private LoadMarkdown() {
	}

	static String render(Results results, String sentTo) {
		Results.Load load = results.load();
		Traffic traffic = load.traffic();
		StringBuilder md = new StringBuilder("### The load\n\n");
		md.append("Workload ")
			.append(InertText.code(Path.of(traffic.workload()).getFileName().toString(), 80))
			.append(" (sha256 ")
			.append(InertText.code(traffic.sha256().substring(0, 12), 20))
			.append("), wrk -t")
			.append(load.wrkThreads())
			.append(" -c")
			.append(load.wrkConnections())
			.append(" per gateway.\n\n");
		md.append("| request | sent as | share | sent to ").append(sentTo).append(" | route |\n");
		md.append("|---|---|--:|--:|---|\n");
		for (Traffic.Sent request : traffic.requests()) {
			md.append("| ")
				.append(InertText.code(request.name(), 60))
				.append(" | ")
				.append(InertText.code(request.method() + " " + request.path(), 100))
				.append(" → ")
				.append(request.status())
				.append(" | ")
				.append((request.leftOut() != null) ? "not sent: " + InertText.clean(request.leftOut(), 120)
						: Figures.percent(request.share()))
				.append(" | ")
				.append(Figures.count(load.sent().getOrDefault(request.name(), 0L)))
				.append(" | ")
				.append((request.route() != null) ? InertText.code(request.route(), 80) : "?")
				.append(" |\n");
		}
		md.append('\n');
		if (traffic.routesUnknown() != null) {
			md.append("Routes: unknown (").append(InertText.clean(traffic.routesUnknown(), 300)).append(").\n\n");
			return md.toString();
		}
		long total = traffic.routes().stream().mapToLong(Traffic.Route::requests).sum();
		md.append("Routes, as ").append(sentTo).append(" lists them, with its count of requests on each (last fork): ");
		StringBuilder list = new StringBuilder();
		for (Traffic.Route route : traffic.routes()) {
			if (route.requests() > 0) {
				list.append((list.length() > 0) ? ", " : "")
					.append(InertText.code(route.id(), 80))
					.append(' ')
					.append(Figures.percent((double) route.requests() / total));
			}
		}
		md.append((list.length() > 0) ? list : "none counted").append(".");
		int unrouted = traffic.unrouted().size();
		if (unrouted > 0) {
			md.append(" **No request:** ")
				.append(String.join(", ",
						traffic.unrouted().stream().limit(8).map((id) -> InertText.code(id, 80)).toList()))
				.append((unrouted > 8) ? " and " + (unrouted - 8) + " more" : "")
				.append('.');
		}
		return md.append("\n\n").toString();
	}

}
