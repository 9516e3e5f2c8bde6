package dev.perflab.perf.workload;

import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A workload as vegeta's targets ({@code -format=json}: one JSON object a line, the body
 * in Base64), for the latency phase's open-model load. vegeta sends its targets in turn,
 * over and over, so the weights are the slot table wrk draws from
 * ({@link WrkScript#slots}), shuffled once with the fixed seed: the mix is interleaved,
 * each request in its share, and every run of a file sends the same sequence. The paths
 * are wrk's ({@link WrkScript#paths}), each request's in turn over its slots, so both
 * tools send the same requests.
 */
public final class VegetaTargets {

	private static final ObjectMapper JSON = new ObjectMapper();

	private VegetaTargets() {
	}

	/**
	 * Returns the targets of a workload against one server.
	 * @param baseUrl the server's address, e.g. {@code http://127.0.0.1:38071}
	 * @return the lines of vegeta's JSON targets format, each ending with a newline
	 */
	public static String of(Workload workload, String baseUrl) {
		List<Request> sent = workload.sent();
		List<Integer> slots = new ArrayList<>(WrkScript.slots(sent));
		Collections.shuffle(slots, new Random(WrkScript.SEED));
		List<List<String>> paths = sent.stream().map(WrkScript::paths).toList();
		int[] next = new int[sent.size()];
		StringBuilder lines = new StringBuilder();
		for (int slot : slots) {
			int index = slot - 1;
			List<String> own = paths.get(index);
			String path = own.get(next[index]++ % own.size());
			lines.append(line(sent.get(index), baseUrl + path)).append('\n');
		}
		return lines.toString();
	}

	private static String line(Request request, String url) {
		Map<String, Object> target = new LinkedHashMap<>();
		target.put("method", request.method());
		target.put("url", url);
		Map<String, List<String>> headers = new LinkedHashMap<>();
		request.headers().forEach((name, value) -> headers.put(name, List.of(value)));
		target.put("header", headers);
		if (request.body() != null) {
			target.put("body", Base64.getEncoder().encodeToString(request.body().bytes()));
		}
		try {
			return JSON.writeValueAsString(target);
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("cannot write a target of " + request.name(), ex);
		}
	}

}
