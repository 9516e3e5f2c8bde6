package dev.perflab.auth;

import java.util.Set;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The accepted tokens ({@code auth.tokens=a,b} or {@code AUTH_TOKENS=a,b}).
 *
 * @param tokens the tokens for which the service answers {@code true}
 */
@ConfigurationProperties("auth")
record AuthProperties(@DefaultValue("perf-lab-token") Set<String> tokens) {

	AuthProperties {
		tokens = Set.copyOf(tokens);
	}

	boolean accepts(String token) {
		return this.tokens.contains(token);
	}

}
