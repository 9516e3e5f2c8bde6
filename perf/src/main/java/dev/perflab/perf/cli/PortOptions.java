package dev.perflab.perf.cli;

import dev.perflab.perf.run.RunSettings;
import picocli.CommandLine.Option;

/**
 * The lab's ports: the (head) gateway's, the base gateway's (and the ports after it, one
 * per gateway of a compare), hello-service's and auth-service's.
 * <p>
 * Each command gives its own defaults, as the fields' initial values: {@code perf
 * selftest}'s are not {@code perf run}'s, so that a self-test can run beside a
 * {@code perf/local.sh} run. An annotation's {@code defaultValue} would be one for every
 * command; picocli shows an initial value as {@code ${DEFAULT-VALUE}} all the same, and
 * sets it again before each parse.
 */
final class PortOptions {

	@Option(names = "--gateway-port", paramLabel = "N")
	private int gateway;

	@Option(names = "--base-port", paramLabel = "N")
	private int base;

	@Option(names = "--hello-port", paramLabel = "N")
	private int hello;

	@Option(names = "--auth-port", paramLabel = "N")
	private int auth;

	/**
	 * Creates the options of a command.
	 * @param defaults the command's ports when none is given
	 */
	PortOptions(RunSettings.Ports defaults) {
		this.gateway = defaults.gateway();
		this.base = defaults.base();
		this.hello = defaults.hello();
		this.auth = defaults.auth();
	}

	/**
	 * Returns the ports chosen, each the command's default where not given.
	 * @return the ports
	 */
	RunSettings.Ports ports() {
		return new RunSettings.Ports(this.gateway, this.base, this.hello, this.auth);
	}

}
