package dev.perflab.perf.text;

import java.util.List;

/**
 * Text that came from a pull request, made inert for a GitHub comment or job summary: the
 * one code-span escaper of the summary and the comment.
 * <p>
 * Every string in the comment data was written by the pull request's own code, so any of
 * them may be hostile: Markdown links and images, raw HTML, {@code @mentions}, issue
 * references, shell-looking {@code $(...)}, bidirectional-override characters that make a
 * reviewer read something other than what is there, or a megabyte of text. Such text only
 * ever appears inside an inline code span, where GitHub renders no Markdown and no HTML,
 * and where its mention, reference and autolink filters do not look. Escaping characters
 * one by one would not do: GitHub finds mentions in the rendered text, after entities
 * like {@code &#64;} have been decoded.
 * <p>
 * Before it is put in a span the text is cleaned: control and format characters
 * (including bidirectional overrides and zero-width characters) and unpaired surrogates
 * are dropped, every run of white space (line breaks included) becomes one space, and the
 * text is cut to a number of code points. {@code |} is escaped because GitHub splits
 * table cells on it even inside code spans (outside a table the backslash shows, which is
 * the lesser evil).
 */
public final class InertText {

	/** Longest text shown from the data, in code points. */
	public static final int LIMIT = 200;

	private static final String ELLIPSIS = "…";

	private InertText() {
	}

	/**
	 * Returns an inline code span of cleaned text, cut at {@link #LIMIT} code points.
	 */
	public static String code(String text) {
		return code(text, LIMIT);
	}

	/**
	 * Returns an inline code span of cleaned text. The fence is one backtick longer than
	 * the longest run of backticks inside, so nothing inside can close it; a text that
	 * starts or ends with a backtick is padded with a space, which CommonMark strips.
	 * @param limit the most code points to keep
	 */
	public static String code(String text, int limit) {
		String clean = clean(text, limit).replace("|", "\\|");
		String fence = "`".repeat(longestBacktickRun(clean) + 1);
		boolean pad = clean.isEmpty() || clean.startsWith("`") || clean.endsWith("`");
		return fence + (pad ? " " : "") + clean + (pad ? " " : "") + fence;
	}

	/**
	 * Returns text on one line, without invisible characters, cut to a length.
	 * @param limit the most code points to keep; a cut text ends with an ellipsis
	 */
	public static String clean(String text, int limit) {
		StringBuilder out = new StringBuilder(Math.min(text.length(), limit * 2 + 2));
		int kept = 0;
		boolean pendingSpace = false;
		for (int i = 0; i < text.length();) {
			int codePoint = text.codePointAt(i);
			i += Character.charCount(codePoint);
			if (Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint)) {
				pendingSpace = kept > 0;
				continue;
			}
			if (!visible(codePoint)) {
				continue;
			}
			if (kept + (pendingSpace ? 1 : 0) >= limit) {
				return out.append(ELLIPSIS).toString();
			}
			if (pendingSpace) {
				out.append(' ');
				kept++;
				pendingSpace = false;
			}
			out.appendCodePoint(codePoint);
			kept++;
		}
		return out.toString();
	}

	/**
	 * Returns a fenced code block of cleaned lines: each line as {@link #clean} leaves
	 * it, the last {@code maxLines} of them, under a fence of backticks longer than any
	 * run inside, so that no line can close it and nothing inside is Markdown or HTML.
	 * @param text any text, such as the end of a log
	 * @param maxLines the most lines to keep, from the end
	 * @param lineLimit the most code points of each line
	 * @return the block, ending with a newline
	 */
	public static String block(String text, int maxLines, int lineLimit) {
		List<String> lines = text.lines().map((line) -> clean(line, lineLimit)).toList();
		lines = lines.subList(Math.max(0, lines.size() - maxLines), lines.size());
		String fence = "`".repeat(Math.max(2, longestBacktickRun(String.join("\n", lines))) + 1);
		return fence + "text\n" + String.join("\n", lines) + "\n" + fence + "\n";
	}

	private static int longestBacktickRun(String text) {
		int longest = 0;
		int run = 0;
		for (int i = 0; i < text.length(); i++) {
			run = (text.charAt(i) == '`') ? run + 1 : 0;
			longest = Math.max(longest, run);
		}
		return longest;
	}

	private static boolean visible(int codePoint) {
		return switch (Character.getType(codePoint)) {
			case Character.CONTROL, Character.FORMAT, Character.SURROGATE, Character.UNASSIGNED,
					Character.PRIVATE_USE ->
				false;
			default -> true;
		};
	}

}
