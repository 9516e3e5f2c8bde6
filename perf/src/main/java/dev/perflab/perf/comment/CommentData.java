package dev.perflab.perf.comment;

import dev.perflab.perf.view.RunView;

/**
 * The comment data of one perf run of a pull request, checked.
 *
 * @param pullRequest the pull request's number
 * @param headSha the head commit the run measured: equal to the workflow run's head sha
 * @param headRef the pull request's branch as the pull request named it (shown only as
 * inert text), or null
 * @param exitCode {@code perf/local.sh}'s exit code
 * @param results what the run's results.json says, or null when the run stopped before
 * the report was written
 * @param unknownMetrics compared metrics this version does not know, left out
 */
record CommentData(int pullRequest, String headSha, String headRef, int exitCode, RunView results, int unknownMetrics) {

}
