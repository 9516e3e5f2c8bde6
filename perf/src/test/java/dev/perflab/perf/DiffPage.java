package dev.perflab.perf;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a differential flame graph page of async-profiler's converter draws, read back
 * from its script: each frame's title with the difference it is coloured by ({@code d=}:
 * head minus base in samples, {@code d=U} a frame the other side never ran). The page
 * lists its titles sorted, each sharing a prefix with the one before ({@code 'Xrest'}, X
 * = the prefix length + ' '), and a frame by its title's index × 8.
 *
 * @param title the page's title
 * @param frames the frames in drawing order
 */
public record DiffPage(String title, List<Frame> frames) {

	/** A frame of the graph: {@code difference} null for a new frame. */
	public record Frame(String title, int level, Long difference) {

	}

	private static final Pattern FRAME = Pattern.compile("([fun])\\((\\d+)(?:,(\\d+))?[,)].*");

	public static DiffPage of(byte[] html) {
		String page = new String(html, StandardCharsets.UTF_8);
		String title = page.substring(page.indexOf("<h1>") + 4, page.indexOf("</h1>"));
		List<String> cpool = new ArrayList<>(List.of("all"));
		String[] lines = page.split("\n");
		int line = 0;
		while (!lines[line].contains("const cpool")) {
			line++;
		}
		line += 2;
		String previous = "";
		for (; lines[line].startsWith("'"); line++) {
			String packed = lines[line].substring(1, lines[line].lastIndexOf('\''))
				.replace("\\'", "'")
				.replace("\\\\", "\\");
			previous = previous.substring(0, packed.charAt(0) - ' ') + packed.substring(1);
			cpool.add(previous);
		}
		List<Frame> frames = new ArrayList<>();
		Long difference = 0L;
		int level = 0;
		for (; line < lines.length && !lines[line].startsWith("</script>"); line++) {
			String text = lines[line].strip();
			if (text.startsWith("d=")) {
				difference = text.equals("d=U") ? null : Long.valueOf(text.substring(2));
				continue;
			}
			Matcher frame = FRAME.matcher(text);
			if (!frame.matches()) {
				continue;
			}
			switch (frame.group(1)) {
				case "f" -> level = Integer.parseInt(frame.group(3));
				case "u" -> level++;
				default -> {
				}
			}
			frames.add(new Frame(cpool.get(Integer.parseInt(frame.group(2)) >>> 3), level, difference));
		}
		return new DiffPage(title, frames);
	}

	/** Returns each title's frames' differences added up (new frames: not counted). */
	public Map<String, Long> differences() {
		Map<String, Long> sums = new HashMap<>();
		this.frames.stream()
			.filter((frame) -> frame.difference() != null)
			.forEach((frame) -> sums.merge(frame.title(), frame.difference(), Long::sum));
		return sums;
	}

}
