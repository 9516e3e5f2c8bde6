package dev.perflab.perf.benchmark;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Writes benchmark entries as github-action-benchmark's custom JSON: an array of
 * {@code {name, unit, value, range?, extra?}}.
 */
public final class BenchmarkJson {

	private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
		.enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);

	/**
	 * Six significant digits: more is noise, and 5400.000000001 reads badly in a tooltip.
	 */
	private static final MathContext PRECISION = new MathContext(6);

	private BenchmarkJson() {
	}

	/**
	 * Renders entries.
	 * @param entries the entries
	 * @return the JSON text, UTF-8
	 */
	public static byte[] toJson(List<BenchmarkEntry> entries) {
		ArrayNode array = MAPPER.createArrayNode();
		for (BenchmarkEntry entry : entries) {
			ObjectNode node = array.addObject();
			node.put("name", entry.name());
			node.put("unit", entry.unit());
			node.put("value", new BigDecimal(entry.value()).round(PRECISION).stripTrailingZeros());
			if (entry.range() != null) {
				node.put("range", entry.range());
			}
			if (entry.extra() != null) {
				node.put("extra", entry.extra());
			}
		}
		try {
			return MAPPER.writeValueAsBytes(array);
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("cannot render benchmark JSON", ex);
		}
	}

}
