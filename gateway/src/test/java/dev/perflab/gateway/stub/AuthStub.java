package dev.perflab.gateway.stub;

/** How the stand-in for auth-service answers {@code GET /auth?token=...}. */
public enum AuthStub {

	/**
	 * As auth-service does: {@code true} for {@value StubServers#VALID_TOKEN},
	 * {@code false} for any other token.
	 */
	CHECKS_TOKEN,

	/**
	 * With the token itself, so that a test chooses the answer; a token {@code status-N}
	 * is answered with status N instead.
	 */
	ECHOES_TOKEN,

	/** Not at all: nothing listens on its port, so connections are refused at once. */
	DOWN

}
