package dev.perflab.perf.raw;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * One {@code key=value} file written by {@code perf/local.sh}, with typed getters whose
 * errors name the file and the key.
 * <p>
 * Values are trimmed: a trailing space from {@code echo} must not turn a number into a
 * parse error.
 */
final class PropertiesFile {

	private final String name;

	private final Map<String, String> values;

	private PropertiesFile(String name, Map<String, String> values) {
		this.name = name;
		this.values = values;
	}

	/**
	 * Reads a properties file.
	 * @param file the file
	 * @param name how messages name it, relative to the run directory
	 * @return the file's values
	 * @throws RawDataException if the file is missing or unreadable
	 */
	static PropertiesFile read(Path file, String name) {
		Properties properties = new Properties();
		try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
			properties.load(reader);
		}
		catch (NoSuchFileException ex) {
			throw new RawDataException(name + ": the file is missing");
		}
		catch (IOException | IllegalArgumentException ex) {
			throw new RawDataException(name + ": cannot read it (" + ex.getMessage() + ")", ex);
		}
		Map<String, String> values = new TreeMap<>();
		properties.stringPropertyNames().forEach((key) -> values.put(key, properties.getProperty(key).trim()));
		return new PropertiesFile(name, values);
	}

	String name() {
		return this.name;
	}

	Set<String> keys() {
		return new TreeSet<>(this.values.keySet());
	}

	boolean has(String key) {
		return this.values.containsKey(key);
	}

	/**
	 * Returns a value that must be present; it may be empty (a field the script could not
	 * determine on this machine, such as the CPU model on some virtual machines).
	 */
	String text(String key) {
		String value = this.values.get(key);
		if (value == null) {
			throw missing(key);
		}
		return value;
	}

	/** Returns a value that must be present and not empty. */
	String nonEmptyText(String key) {
		String value = text(key);
		if (value.isEmpty()) {
			throw invalid(key, value, "is empty");
		}
		return value;
	}

	String optionalText(String key) {
		return this.values.get(key);
	}

	long integer(String key) {
		String value = nonEmptyText(key);
		try {
			return Long.parseLong(value);
		}
		catch (NumberFormatException ex) {
			throw invalid(key, value, "is not an integer");
		}
	}

	long nonNegativeInteger(String key) {
		long value = integer(key);
		if (value < 0) {
			throw invalid(key, Long.toString(value), "is negative");
		}
		return value;
	}

	long positiveInteger(String key) {
		long value = integer(key);
		if (value <= 0) {
			throw invalid(key, Long.toString(value), "must be greater than 0");
		}
		return value;
	}

	Long optionalInteger(String key) {
		return has(key) ? integer(key) : null;
	}

	double number(String key) {
		String value = nonEmptyText(key);
		double number;
		try {
			number = Double.parseDouble(value);
		}
		catch (NumberFormatException ex) {
			throw invalid(key, value, "is not a number");
		}
		if (!Double.isFinite(number)) {
			throw invalid(key, value, "is not a finite number");
		}
		return number;
	}

	boolean bool(String key) {
		String value = nonEmptyText(key);
		if (value.equals("true")) {
			return true;
		}
		if (value.equals("false")) {
			return false;
		}
		throw invalid(key, value, "is not true or false");
	}

	RawDataException missing(String key) {
		return new RawDataException(this.name + ": " + key + " is missing");
	}

	RawDataException invalid(String key, String value, String problem) {
		return new RawDataException(this.name + ": " + key + " " + problem + " ('" + abbreviate(value) + "')");
	}

	RawDataException problem(String message) {
		return new RawDataException(this.name + ": " + message);
	}

	private static String abbreviate(String value) {
		return (value.length() <= 60) ? value : value.substring(0, 57) + "...";
	}

}
