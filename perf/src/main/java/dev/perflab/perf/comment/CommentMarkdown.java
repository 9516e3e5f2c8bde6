package dev.perflab.perf.comment;

import java.util.regex.Pattern;

import dev.perflab.perf.view.Figures;
import dev.perflab.perf.results.Results;
import dev.perflab.perf.text.InertText;
import dev.perflab.perf.view.RunMarkdown;

/**
 * Renders the pull-request comment: the same {@link RunMarkdown} of the same results as
 * the job summary, from the run's results.json, with what only a comment needs around it:
 * the {@link #MARKER} first (by which the workflow finds its own comment to update), the
 * pull request's branch, an exit code beyond the gate's, the report of a run that stopped
 * before its results, and the links. Text that came from the pull request appears only as
 * {@link InertText} code spans, and lists are cut, so the comment stays far below
 * GitHub's 65,536-character limit whatever the data holds.
 */
final class CommentMarkdown {

	/** Hidden in the rendered comment; the comment script looks for it. */
	static final String MARKER = "<!-- gateway-perf-lab -->";

	/** A workflow run's address as GitHub gives it: nothing that could break a link. */
	static final Pattern RUN_URL = Pattern.compile("https://[A-Za-z0-9.-]+(/[A-Za-z0-9._~-]+)*/?(#[A-Za-z0-9_-]+)?");

	/**
	 * Where the comment links to; each may be null.
	 *
	 * @param run the workflow run
	 * @param trend the gh-pages trend page
	 * @param artifacts the run's artifacts: flame graphs, recordings, logs
	 */
	record Links(String run, String trend, String artifacts) {

		static Links of(String run) {
			return new Links(run, null, (run != null) ? run + "#artifacts" : null);
		}

	}

	private CommentMarkdown() {
	}

	/**
	 * Renders the comment.
	 * @param runUrl the address of the workflow run that produced it (checked against
	 * {@link #RUN_URL}), or null
	 */
	static String render(CommentData data, String runUrl) {
		return render(data, Links.of(runUrl));
	}

	/**
	 * Renders the comment.
	 * @param links where it links to, each checked against {@link #RUN_URL}
	 */
	static String render(CommentData data, Links links) {
		for (String url : new String[] { links.run(), links.trend(), links.artifacts() }) {
			if (url != null && !RUN_URL.matcher(url).matches()) {
				throw new IllegalArgumentException("not a plain https address: " + InertText.clean(url, 80));
			}
		}
		StringBuilder md = new StringBuilder(MARKER).append('\n');
		Results results = data.results();
		if (results == null) {
			incomplete(md, data);
		}
		else {
			md.append(RunMarkdown.render(results, data.headSha(), data.headRef(), links.artifacts()));
			if (data.exitCode() > 1) {
				md.append("⚠️ `perf/local.sh` exited with ")
					.append(data.exitCode())
					.append(" (")
					.append(exitMeaning(data.exitCode()))
					.append(").\n\n");
			}
		}
		footer(md, links, results != null);
		return md.toString();
	}

	private static void incomplete(StringBuilder md, CommentData data) {
		md.append("## ⚠️ Gateway performance: no result\n\n");
		md.append("The perf run of head ")
			.append(InertText.code(Figures.shortSha(data.headSha())))
			.append((data.headRef() != null) ? " (branch " + InertText.code(data.headRef(), 100) + ")" : "")
			.append(" stopped with exit code ")
			.append(data.exitCode())
			.append(" (")
			.append(exitMeaning(data.exitCode()))
			.append(") before the report tool wrote its results.\n\n");
		if (data.failedBuild() != null) {
			md.append("**The ")
				.append(data.failedBuild().id())
				.append(" build failed**")
				.append((data.failedBuild() == CommentData.Side.HEAD) ? ": does the pull request compile?"
						: ": the base branch itself does not build here.")
				.append('\n');
			if (data.buildLogTail() != null && !data.buildLogTail().isBlank()) {
				md.append("\nThe last lines of its log:\n\n").append(InertText.block(data.buildLogTail(), 40, 400));
			}
			md.append('\n');
		}
	}

	private static void footer(StringBuilder md, Links links, boolean reported) {
		String run = (links.run() != null) ? "[workflow run](" + links.run() + ")" : "workflow run";
		if (reported) {
			md.append("The job summary of the ").append(run).append(" has the JFR evidence in full");
			md.append((links.artifacts() != null) ? "; [its artifacts](" + links.artifacts() + ")" : "; its artifacts");
			md.append(" hold the flame graphs, the recordings and the logs");
			if (links.trend() != null) {
				md.append("; the [trend on main](").append(links.trend()).append(") shows where this base stands");
			}
			md.append(". ");
		}
		else {
			md.append("The artifacts of the ").append(run).append(" hold the logs. ");
		}
		md.append("This comment is updated on every push.\n");
	}

	static String exitMeaning(int exitCode) {
		return switch (exitCode) {
			case 0 -> "pass, or inconclusive";
			case 1 -> "the gate failed";
			case 2 -> "usage error";
			case 3 -> "environment error: a missing tool, a busy port, a build or a service that failed";
			case 130 -> "interrupted";
			default -> "unexpected";
		};
	}

}
