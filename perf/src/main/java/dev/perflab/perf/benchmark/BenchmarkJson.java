package dev.perflab.perf.benchmark;

import java.util.List;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * Writes benchmark entries as github-action-benchmark's custom JSON: an array of
 * {@code {name, unit, value, range?, extra?}}.
 */
public final class BenchmarkJson {

	private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
		.enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);

	private BenchmarkJson() {
	}

	/**
	 * Renders entries as JSON text, UTF-8.
	 */
	public static byte[] toJson(List<BenchmarkEntry> entries) {
		try {
			return MAPPER.writeValueAsBytes(entries);
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("cannot render benchmark JSON", ex);
		}
	}

}
