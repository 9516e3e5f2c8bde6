package dev.perflab.perf.report;

/**
 * Safe Markdown pieces for text that comes from the run's files (commit refs, CPU model,
 * thread names): a pull request controls some of them, and the summary becomes a PR
 * comment, so such text only ever appears inside code spans, where GitHub renders neither
 * Markdown nor HTML.
 */
final class Markdown {

	private Markdown() {
	}

	/**
	 * Returns an inline code span of any text: the fence is one backtick longer than the
	 * longest run of backticks inside, line breaks become spaces, and {@code |} is
	 * escaped because GitHub splits table cells on it even inside code spans.
	 * @param text the text
	 * @return the code span
	 */
	static String code(String text) {
		String flat = text.replace("\r", " ").replace("\n", " ").replace("|", "\\|");
		int longest = 0;
		int run = 0;
		for (int i = 0; i < flat.length(); i++) {
			run = (flat.charAt(i) == '`') ? run + 1 : 0;
			longest = Math.max(longest, run);
		}
		String fence = "`".repeat(longest + 1);
		boolean pad = flat.startsWith("`") || flat.endsWith("`") || flat.isEmpty();
		return fence + (pad ? " " : "") + flat + (pad ? " " : "") + fence;
	}

}
