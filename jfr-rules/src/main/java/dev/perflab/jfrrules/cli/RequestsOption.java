package dev.perflab.jfrrules.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --requests N}, shared by {@code check} and {@code query}: the requests the
 * recorded JVM served in the judged window, which {@code REQUESTS()} returns.
 * <p>
 * Parsed here, not by a picocli converter, so that a bad value is a usage error (exit 2)
 * whose message names the option, as the window options' are.
 */
final class RequestsOption {

	@Spec(Spec.Target.MIXEE)
	private CommandSpec spec;

	@Option(names = "--requests", paramLabel = "N",
			description = { "The requests the recorded JVM served in the judged window: REQUESTS() in rules.",
					"Without it REQUESTS() is NULL and per-request rules find nothing." })
	String value;

	/**
	 * Returns the count asked for.
	 * @return the count, {@code null} without the option
	 * @throws ParameterException if the value is not a whole number of 0 or more
	 */
	Long requests() {
		if (this.value == null) {
			return null;
		}
		long requests;
		try {
			requests = Long.parseLong(this.value.strip().replace("_", "").replace(",", ""));
		}
		catch (NumberFormatException ex) {
			throw new ParameterException(this.spec.commandLine(),
					"--requests: '" + this.value + "' is not a whole number of requests (e.g. 120000)", ex);
		}
		if (requests < 0) {
			throw new ParameterException(this.spec.commandLine(),
					"--requests: '" + this.value + "' is negative: give the requests served, 0 or more");
		}
		return requests;
	}

}
