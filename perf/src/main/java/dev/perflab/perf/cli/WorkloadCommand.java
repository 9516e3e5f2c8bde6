package dev.perflab.perf.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import dev.perflab.perf.workload.Request;
import dev.perflab.perf.workload.Workload;
import dev.perflab.perf.workload.WorkloadReader;
import dev.perflab.perf.workload.WrkScript;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code perf workload FILE}: a workload file checked as a run would check it, and what
 * it sends, without starting anything; {@code --wrk-script} writes the script wrk would
 * run, to run wrk by hand (against your own gateway, say).
 */
@Command(name = "workload", resourceBundle = "dev.perflab.perf.cli.workload", mixinStandardHelpOptions = true)
final class WorkloadCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(paramLabel = "FILE")
	private Path file;

	@Option(names = "--wrk-script", paramLabel = "OUT")
	private Path script;

	@Mixin
	private RootOption root;

	@Override
	public Integer call() throws IOException {
		Workload workload = WorkloadReader.read(this.file);
		PrintWriter out = this.spec.commandLine().getOut();
		out.println(this.file + " (sha256 " + workload.sha256().substring(0, 12) + "): " + workload.sent().size()
				+ " requests sent");
		for (Request request : workload.requests()) {
			out.println(String.format(Locale.ROOT, "  %-16s %5.1f%%  %s %s -> %d%s", request.name(),
					(request.weight() > 0) ? workload.share(request) * 100 : 0.0, request.method(),
					WrkScript.paths(request).get(0), request.status(),
					(request.body() != null) ? ", body: " + request.body().source() : ""));
		}
		if (this.script != null) {
			Path report = this.root.directory.resolve("perf/wrk/report.lua");
			Files.writeString(this.script, WrkScript.of(workload, Files.readString(report)));
			out.println("wrk script: " + this.script + " (wrk -s " + this.script + " http://HOST:PORT)");
		}
		return 0;
	}

}
