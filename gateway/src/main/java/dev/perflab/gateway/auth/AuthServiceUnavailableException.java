package dev.perflab.gateway.auth;

/**
 * auth-service gave no usable answer: the gateway fails closed.
 */
public class AuthServiceUnavailableException extends RuntimeException {

	public AuthServiceUnavailableException(String message) {
		super(message, null, false, false);
	}

}
