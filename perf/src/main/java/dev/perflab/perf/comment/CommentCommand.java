package dev.perflab.perf.comment;

import dev.perflab.perf.text.InertText;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perf comment DATA_DIR --expected-head-sha SHA}: checks the comment data of a
 * pull request's perf run and renders the pull-request comment. The perf-comment workflow
 * runs it from the default branch, never from the pull request.
 */
@Command(name = "comment", resourceBundle = "dev.perflab.perf.comment.comment", mixinStandardHelpOptions = true,
		sortOptions = false)
public final class CommentCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "DATA_DIR")
	private Path directory;

	@Option(names = "--expected-head-sha", paramLabel = "SHA", required = true)
	private String expectedHeadSha;

	@Option(names = "--run-url", paramLabel = "URL")
	private String runUrl;

	@Option(names = "--trend-url", paramLabel = "URL")
	private String trendUrl;

	@Option(names = "--artifacts-url", paramLabel = "URL")
	private String artifactsUrl;

	@Option(names = "--out", paramLabel = "FILE")
	private Path out;

	@Option(names = "--max-bytes", paramLabel = "N", defaultValue = "" + CommentDataReader.DEFAULT_MAX_BYTES)
	private long maxBytes;

	@Override
	public Integer call() {
		PrintWriter stdout = this.spec.commandLine().getOut();
		if (!CommentDataReader.SHA.matcher(this.expectedHeadSha).matches()) {
			throw new IllegalArgumentException("--expected-head-sha needs a full lower-case commit sha, got '"
					+ InertText.clean(this.expectedHeadSha, 80) + "'");
		}
		if (this.runUrl != null && !CommentMarkdown.RUN_URL.matcher(this.runUrl).matches()) {
			throw new IllegalArgumentException(
					"--run-url is not an https address of a workflow run: '" + InertText.clean(this.runUrl, 80) + "'");
		}
		for (String[] link : new String[][] { { "--trend-url", this.trendUrl },
				{ "--artifacts-url", this.artifactsUrl } }) {
			if (link[1] != null && !CommentMarkdown.RUN_URL.matcher(link[1]).matches()) {
				throw new IllegalArgumentException(
						link[0] + " is not a plain https address: '" + InertText.clean(link[1], 80) + "'");
			}
		}
		if (this.maxBytes <= 0) {
			throw new IllegalArgumentException("--max-bytes must be greater than 0");
		}
		CommentData data = CommentDataReader.read(this.directory, this.expectedHeadSha, this.maxBytes);
		String artifacts = (this.artifactsUrl != null) ? this.artifactsUrl
				: (this.runUrl != null) ? this.runUrl + "#artifacts" : null;
		String markdown = CommentMarkdown.render(data,
				new CommentMarkdown.Links(this.runUrl, this.trendUrl, artifacts));
		if (this.out == null) {
			stdout.print(markdown);
			return 0;
		}
		try {
			Files.writeString(this.out, markdown, StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException("cannot write " + this.out + " (" + ex.getMessage() + ")", ex);
		}
		stdout.println(data.pullRequest());
		return 0;
	}

}
