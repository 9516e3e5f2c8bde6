package dev.perflab.perf.workload;

import java.nio.file.Path;
import java.util.List;

/**
 * The load a run sends: named requests, each with its weight in the mix. Read and checked
 * once ({@link WorkloadReader}); what the engines take is made from it (for wrk,
 * {@link WrkScript}).
 *
 * @param file where it was read from
 * @param sha256 the file's SHA-256, in hex: two runs with the same one sent the same mix
 * @param requests the requests, in the file's order
 */
public record Workload(Path file, String sha256, List<Request> requests) {

	public Workload {
		requests = List.copyOf(requests);
	}

	/** Returns the requests that are sent: those of a weight above 0. */
	public List<Request> sent() {
		return this.requests.stream().filter((request) -> request.weight() > 0).toList();
	}

	/** Returns a request's share of the mix, from 0 to 1. */
	public double share(Request request) {
		double total = sent().stream().mapToDouble(Request::weight).sum();
		return request.weight() / total;
	}

	/**
	 * Returns the workload without the named requests (a route that base cannot serve).
	 */
	public Workload without(java.util.Set<String> names) {
		return new Workload(this.file, this.sha256,
				this.requests.stream().filter((request) -> !names.contains(request.name())).toList());
	}

}
