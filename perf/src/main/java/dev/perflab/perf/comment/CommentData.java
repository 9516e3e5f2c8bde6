package dev.perflab.perf.comment;

import java.util.Locale;

import dev.perflab.perf.results.Results;

/**
 * The comment data of one perf run of a pull request, checked.
 *
 * @param headSha the head commit the run measured: equal to the workflow run's head sha
 * @param headRef the pull request's branch as the pull request named it (shown only as
 * inert text), or null
 * @param exitCode {@code perf/local.sh}'s exit code
 * @param results the run's results.json, read strictly, or null when the run stopped
 * before the report was written
 * @param failedBuild the side whose build stopped the run, or null
 * @param buildLogTail the last lines of that build's log (pull-request text: rendered
 * inert), or null
 */
record CommentData(int pullRequest, String headSha, String headRef, int exitCode, Results results, Side failedBuild,
		String buildLogTail) {

	/** A side of the compare. */
	enum Side {

		HEAD, BASE;

		String id() {
			return name().toLowerCase(Locale.ROOT);
		}

	}

}
