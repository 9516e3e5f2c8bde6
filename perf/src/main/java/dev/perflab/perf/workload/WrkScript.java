package dev.perflab.perf.workload;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A workload as a wrk Lua script: the requests are formatted once per wrk thread, at
 * {@code init}, as wrk's own documentation advises, and each {@code request()} only picks
 * one from a table (by weight, through a table of slots) and counts it under its name. No
 * {@code response()} callback: with one, wrk parses every answer's headers and body into
 * Lua values, which costs it more than the requests.
 * <p>
 * The variable parts of paths are drawn here, with a fixed seed, not in Lua: base and
 * head are sent the same paths, and every run of a workload file the same.
 */
public final class WrkScript {

	/** How many paths are drawn for a request with variable parts. */
	static final int PATHS_PER_REQUEST = 100;

	/** How many slots the weights are spread over: a share is stated to 0.1%. */
	static final int SLOTS = 1000;

	/** The seed of the draws: fixed, so that a workload file is always the same load. */
	static final long SEED = 38071;

	private WrkScript() {
	}

	/**
	 * Returns the Lua source of a workload's wrk script.
	 * @param report {@code perf/wrk/report.lua}, whose {@code done()} prints the summary
	 * and the requests sent per name
	 */
	public static String of(Workload workload, String report) {
		List<Request> sent = workload.sent();
		StringBuilder lua = new StringBuilder();
		lua.append("-- Made by perf from ")
			.append(workload.file().getFileName())
			.append(" (sha256 ")
			.append(workload.sha256(), 0, 12)
			.append("); a run writes it anew.\n");
		lua.append("perf_names = {");
		for (Request request : sent) {
			lua.append(quote(request.name())).append(", ");
		}
		lua.append("}\n\nlocal specs = {\n");
		for (Request request : sent) {
			lua.append("  { method = ").append(quote(request.method())).append(", headers = {");
			for (Map.Entry<String, String> header : request.headers().entrySet()) {
				lua.append("[")
					.append(quote(header.getKey()))
					.append("] = ")
					.append(quote(header.getValue()))
					.append(", ");
			}
			lua.append("},\n    body = ")
				.append((request.body() != null) ? quote(request.body().bytes()) : "nil")
				.append(",\n    paths = {");
			for (String path : paths(request)) {
				lua.append(quote(path)).append(", ");
			}
			lua.append("} },\n");
		}
		lua.append("}\n\nlocal slots = {");
		for (int slot : slots(sent)) {
			lua.append(slot).append(',');
		}
		lua.append("}\n\n").append("""
				local formatted = {}
				local nslots = #slots
				perf_sent = {}
				perf_threads = {}

				function setup(thread)
				  table.insert(perf_threads, thread)
				  thread:set("perf_thread", #perf_threads)
				end

				function init(args)
				  math.randomseed(perf_thread or 1)
				  for i, spec in ipairs(specs) do
				    formatted[i] = {}
				    for j, path in ipairs(spec.paths) do
				      formatted[i][j] = wrk.format(spec.method, path, spec.headers, spec.body)
				    end
				    perf_sent[i] = 0
				  end
				end

				function request()
				  local i = slots[math.random(nslots)]
				  perf_sent[i] = perf_sent[i] + 1
				  local variants = formatted[i]
				  return variants[math.random(#variants)]
				end

				""");
		lua.append(report);
		return lua.toString();
	}

	/**
	 * Returns the paths wrk sends for a request, drawn with a seed of its own (the fixed
	 * seed and its name): the same in every run of the file, whatever the other requests,
	 * and the first of them is what the checks before and after the load send.
	 */
	public static List<String> paths(Request request) {
		return request.paths(new SplittableRandom(SEED ^ request.name().hashCode()), PATHS_PER_REQUEST);
	}

	/**
	 * Returns the slot table: each request's index (1-based, as Lua counts) in as many of
	 * {@link #SLOTS} slots as its share, the remainders going to the largest fractions,
	 * so that a request of any weight above 0 has at least one slot.
	 */
	static List<Integer> slots(List<Request> requests) {
		double total = requests.stream().mapToDouble(Request::weight).sum();
		int[] counts = new int[requests.size()];
		double[] fractions = new double[requests.size()];
		int given = 0;
		for (int i = 0; i < requests.size(); i++) {
			double exact = requests.get(i).weight() / total * SLOTS;
			counts[i] = Math.max(1, (int) Math.floor(exact));
			fractions[i] = exact - Math.floor(exact);
			given += counts[i];
		}
		while (given < SLOTS) {
			int largest = 0;
			for (int i = 1; i < fractions.length; i++) {
				if (fractions[i] > fractions[largest]) {
					largest = i;
				}
			}
			counts[largest]++;
			fractions[largest] = -1;
			given++;
		}
		List<Integer> slots = new ArrayList<>(given);
		for (int i = 0; i < counts.length; i++) {
			for (int n = 0; n < counts[i]; n++) {
				slots.add(i + 1);
			}
		}
		return slots;
	}

	static String quote(String text) {
		return quote(text.getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * Returns a Lua string literal of the bytes: printable ASCII as is, the rest escaped.
	 */
	static String quote(byte[] bytes) {
		StringBuilder quoted = new StringBuilder(bytes.length + 2).append('"');
		for (byte b : bytes) {
			int c = b & 0xff;
			if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
				quoted.append((char) c);
			}
			else {
				quoted.append('\\').append(String.format("%03d", c));
			}
		}
		return quoted.append('"').toString();
	}

}
