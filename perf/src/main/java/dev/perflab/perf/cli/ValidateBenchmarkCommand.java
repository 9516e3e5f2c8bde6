package dev.perflab.perf.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import dev.perflab.perf.benchmark.BenchmarkValidator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perf validate-benchmark FILE...}: the publishing contract, checked before the
 * workflow hands a file to github-action-benchmark.
 */
@Command(name = "validate-benchmark", resourceBundle = "dev.perflab.perf.cli.validate-benchmark",
		mixinStandardHelpOptions = true)
final class ValidateBenchmarkCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(arity = "1..*", paramLabel = "FILE")
	private List<Path> files;

	@Override
	public Integer call() {
		PrintWriter out = this.spec.commandLine().getOut();
		PrintWriter err = this.spec.commandLine().getErr();
		int problems = 0;
		for (Path file : this.files) {
			List<String> found = BenchmarkValidator.validate(file);
			found.forEach(err::println);
			problems += found.size();
			if (found.isEmpty()) {
				out.println(file + ": valid");
			}
		}
		return (problems == 0) ? 0 : 2;
	}

}
