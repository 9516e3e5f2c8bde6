package dev.perflab.gateway.routing;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.springframework.http.HttpHeaders;

/**
 * Headers that belong to one connection and are never passed on by a proxy (RFC 9110
 * 7.6.1): the fixed ones, and those that {@code Connection} names.
 */
final class HopByHop {

	/** Spring Cloud Gateway's list (its RemoveHopByHopHeadersFilter), lower case. */
	private static final List<String> FIXED = List.of("connection", "keep-alive", "transfer-encoding", "te", "trailer",
			"proxy-authorization", "proxy-authenticate", "x-application-context", "upgrade");

	private final Set<String> named;

	private HopByHop(Set<String> named) {
		this.named = named;
	}

	/**
	 * Returns the hop-by-hop headers of one message.
	 * @param headers its headers
	 * @return what to leave out of them
	 */
	static HopByHop of(HttpHeaders headers) {
		List<String> options = headers.getConnection();
		return new HopByHop(options.isEmpty() ? Set.of()
				: Set.copyOf(options.stream().map((option) -> option.toLowerCase(Locale.ROOT)).toList()));
	}

	/**
	 * Whether a header is hop-by-hop. Compares ignoring case instead of lower-casing
	 * every name: the common header is none of them, and a copy per name was what the
	 * chain of filters spent its time on.
	 * @param name the header's name
	 * @return true to leave it out
	 */
	boolean contains(String name) {
		for (String fixed : FIXED) {
			if (fixed.equalsIgnoreCase(name)) {
				return true;
			}
		}
		return !this.named.isEmpty() && this.named.contains(name.toLowerCase(Locale.ROOT));
	}

}
