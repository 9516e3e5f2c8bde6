package dev.perflab.perf.cli;

import java.util.List;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import dev.perflab.perf.run.RunSettings;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The ports are the shared options whose defaults differ by command ({@code perf
 * selftest} runs beside a {@code perf/local.sh} run): they are the initial values each
 * command gives its {@link PortOptions}, not annotation defaults, so each parse and each
 * help text must still start from them.
 */
class PortOptionsTests {

	private static final RunSettings.Ports DEFAULTS = new RunSettings.Ports(1001, 1011, 1002, 1003);

	@Test
	void eachCommandDefaultsToItsOwnPorts() {
		assertThat(ports(new RunCommand(), "--out", "out")).containsExactly(38071, 38081, 38072, 38073);
		assertThat(ports(new SelftestRunCommand())).containsExactly(39071, 39081, 39072, 39073);
	}

	@Test
	void aPortGivenReplacesItsDefaultAlone() {
		PortOptions options = new PortOptions(DEFAULTS);
		new CommandLine(new Lab(options)).parseArgs("--hello-port", "2002");
		assertThat(options.ports()).isEqualTo(new RunSettings.Ports(1001, 1011, 2002, 1003));
	}

	@Test
	void aSecondParseStartsFromTheDefaultsAgain() {
		PortOptions options = new PortOptions(DEFAULTS);
		CommandLine line = new CommandLine(new Lab(options));
		line.parseArgs("--gateway-port", "2001", "--auth-port", "2003");
		line.parseArgs("--base-port", "2011");
		assertThat(options.ports()).isEqualTo(new RunSettings.Ports(1001, 2011, 1002, 1003));
	}

	@Test
	void theHelpOfEachCommandNamesItsOwnDefaults() {
		assertThat(CommandRun.of("run", "--help").out()).contains("Gateway port (default: 38071).",
				"hello-service port (default: 38072).", "auth-service port (default: 38073).");
		assertThat(CommandRun.of("selftest", "--help").out()).contains("Head gateway port (default: 39071).",
				"hello-service port (default: 39072).", "auth-service port (default: 39073).");
	}

	private static List<Object> ports(Object command, String... args) {
		CommandLine line = new CommandLine(command);
		line.parseArgs(args);
		return List.of("--gateway-port", "--base-port", "--hello-port", "--auth-port")
			.stream()
			.map((name) -> line.getCommandSpec().findOption(name).getValue())
			.toList();
	}

	/** A command with nothing but the ports, given their defaults. */
	@Command
	static final class Lab {

		@Mixin
		private final PortOptions ports;

		Lab(PortOptions ports) {
			this.ports = ports;
		}

	}

}
