package dev.perflab.gateway.auth;

/**
 * auth-service gave no usable answer: the gateway fails closed.
 */
class AuthServiceUnavailableException extends RuntimeException {

	AuthServiceUnavailableException(String message) {
		super(message, null, false, false);
	}

}
