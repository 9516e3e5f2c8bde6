package dev.perflab.perf.pool;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;

import dev.perflab.perf.report.ReportFiles;
import dev.perflab.perf.report.StagedOutput;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.results.ResultsJson;
import dev.perflab.perf.view.RunMarkdown;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perf pool --out DIR RESULTS...}: one verdict from the compares of several
 * runners ({@link PooledResults}).
 */
@Command(name = "pool", resourceBundle = "dev.perflab.perf.pool.pool", mixinStandardHelpOptions = true,
		sortOptions = false)
public final class PoolCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(arity = "1..*", paramLabel = "RESULTS")
	private List<Path> files;

	@Option(names = "--out", paramLabel = "DIR", required = true)
	private Path out;

	@Option(names = "--shards", paramLabel = "N")
	private Integer shards;

	private final Clock clock;

	public PoolCommand() {
		this(Clock.systemUTC());
	}

	PoolCommand(Clock clock) {
		this.clock = clock;
	}

	@Override
	public Integer call() {
		ShardFiles read = ShardFiles.read(this.files, this.shards);
		for (Path absent : read.absentFiles()) {
			this.spec.commandLine().getErr().println("perf pool: " + absent + ": absent, a shard that left no results");
		}
		Results results = PooledResults.of(read, Instant.now(this.clock));
		byte[] summary = RunMarkdown.render(results).getBytes(StandardCharsets.UTF_8);
		try {
			Files.createDirectories(this.out);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot create --out " + this.out + ": " + ex.getMessage(), ex);
		}
		try (StagedOutput staged = new StagedOutput(this.out)) {
			staged.stage(ReportFiles.RESULTS, ResultsJson.write(results));
			staged.stage(ReportFiles.SUMMARY, summary);
			staged.commit(List.of());
		}
		this.spec.commandLine()
			.getOut()
			.println("perf pool: " + read.shards().size() + " of " + results.pool().expected() + " shards, "
					+ results.verdict().id() + "; wrote " + this.out.resolve(ReportFiles.RESULTS) + " and "
					+ ReportFiles.SUMMARY);
		return results.exitCode();
	}

}
