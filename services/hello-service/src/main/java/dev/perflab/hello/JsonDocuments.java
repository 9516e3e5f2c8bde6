package dev.perflab.hello;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * List documents of an exact size, {@code {"items":[{"sku":...},...],"next":"..."}},
 * built once per size and then served as they are.
 * <p>
 * The backend must stay cheap next to the gateway it serves: a request costs a map
 * lookup, and the bytes are wrapped, not copied. Only the first
 * {@value #MAX_CACHED_SIZES} sizes asked for are kept (at most 16 MB), so that a caller
 * walking through every size cannot fill the heap; a size past them is built per request.
 * A load uses a few.
 */
final class JsonDocuments {

	static final int MAX_CACHED_SIZES = 256;

	private static final String HEAD = "{\"items\":[";

	/** An empty cursor: what padding with a cursor costs before its first character. */
	private static final String NEXT = ",\"next\":\"\"";

	private static final String[] PRODUCTS = { "Walnut desk lamp", "Steel water bottle", "Linen shirt",
			"Trail running shoe", "Espresso grinder", "Wool throw blanket", "Noise-cancelling headset",
			"Cast iron skillet" };

	private static final String CURSOR = "c2t1LTAwMDAwMS9wYWdlLTI=";

	private final Map<Integer, byte[]> bySize = new ConcurrentHashMap<>();

	/**
	 * Returns a document of exactly {@code size} bytes.
	 * @param size from {@link BodySize#MIN} to {@link BodySize#MAX}
	 * @return the document, UTF-8 (all ASCII); the same array for the same size, never to
	 * be changed
	 */
	byte[] ofSize(int size) {
		byte[] document = this.bySize.get(size);
		if (document != null) {
			return document;
		}
		document = build(size);
		if (this.bySize.size() < MAX_CACHED_SIZES) {
			byte[] earlier = this.bySize.putIfAbsent(size, document);
			return (earlier != null) ? earlier : document;
		}
		return document;
	}

	int cachedSizes() {
		return this.bySize.size();
	}

	/**
	 * As many items as fit, then a {@code next} cursor that pads the document to the
	 * exact size (or spaces, where not even an empty cursor fits).
	 */
	static byte[] build(int size) {
		if (size < HEAD.length() + 2) {
			throw new IllegalArgumentException("a document needs at least " + (HEAD.length() + 2) + " bytes");
		}
		StringBuilder json = new StringBuilder(size).append(HEAD);
		for (int i = 1;; i++) {
			String item = ((i > 1) ? "," : "") + item(i);
			if (json.length() + item.length() + 2 > size) {
				break;
			}
			json.append(item);
		}
		json.append(']');
		int room = size - json.length() - 1;
		if (room >= NEXT.length()) {
			json.append(",\"next\":\"");
			for (int i = 0; i < room - NEXT.length(); i++) {
				json.append(CURSOR.charAt(i % CURSOR.length()));
			}
			json.append('"');
		}
		else {
			json.append(" ".repeat(room));
		}
		return json.append('}').toString().getBytes(StandardCharsets.UTF_8);
	}

	private static String item(int i) {
		int cents = 499 + (i * 7919) % 20000;
		return "{\"sku\":\"SKU-" + String.format("%06d", i) + "\",\"name\":\"" + PRODUCTS[i % PRODUCTS.length]
				+ "\",\"price\":" + (cents / 100) + "." + String.format("%02d", cents % 100) + ",\"currency\":\"EUR\""
				+ ",\"inStock\":" + (i % 5 != 0) + "}";
	}

}
