package dev.perflab.perf.results;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

/**
 * {@code results.schema.json}, the committed JSON Schema of results.json, as a validator
 * for the tests.
 */
public final class ResultsSchema {

	/** Where the schema is, in the module and in the jar. */
	public static final String RESOURCE = "/results.schema.json";

	private static final Schema SCHEMA = load();

	private ResultsSchema() {
	}

	/**
	 * Validates a document.
	 * @param json the document
	 * @return what the schema finds wrong with it, one line each; empty when it is valid
	 */
	public static List<String> errors(JsonNode json) {
		return SCHEMA.validate(json).stream().map(Error::toString).toList();
	}

	/**
	 * Validates a document.
	 * @param json the document's text
	 * @return what the schema finds wrong with it, one line each; empty when it is valid
	 */
	public static List<String> errors(String json) {
		try {
			return errors(new ObjectMapper().readTree(json));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static Schema load() {
		try (InputStream in = ResultsSchema.class.getResourceAsStream(RESOURCE)) {
			if (in == null) {
				throw new IllegalStateException(RESOURCE + " is not on the class path");
			}
			return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(in);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
