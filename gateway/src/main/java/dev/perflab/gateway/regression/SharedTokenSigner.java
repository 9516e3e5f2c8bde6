package dev.perflab.gateway.regression;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;

import javax.crypto.KeyGenerator;
import javax.crypto.Mac;
import javax.crypto.SecretKey;

/**
 * One signer for the whole gateway, behind one lock: the token creation of the 2019 Zuul
 * gateway write-up, whose {@code jstack} showed threads queueing on "JwtToken creation"
 * (left unsolved there, with "make static initialization" as the idea).
 * <p>
 * Each call builds its {@link Mac} (provider lookup, key schedule) and signs, all inside
 * {@code synchronized}. One thread at a time signs; on a gateway with several event loops
 * the others wait for the monitor whenever the owner is descheduled mid-signature, and
 * JFR records a {@code jdk.JavaMonitorEnter} on this class on a {@code reactor-http-*}
 * thread. A fix is a {@code Mac} per thread (or per call) without the shared lock.
 */
class SharedTokenSigner {

	private static final String ALGORITHM = "HmacSHA256";

	private final SecretKey key;

	SharedTokenSigner() {
		try {
			this.key = KeyGenerator.getInstance(ALGORITHM).generateKey();
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException(ALGORITHM + " is not available", ex);
		}
	}

	/**
	 * The HMAC-SHA256 of {@code subject}, base64url without padding.
	 */
	synchronized String sign(String subject) {
		try {
			Mac mac = Mac.getInstance(ALGORITHM);
			mac.init(this.key);
			byte[] signature = mac.doFinal(subject.getBytes(StandardCharsets.UTF_8));
			return Base64.getUrlEncoder().withoutPadding().encodeToString(signature);
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("cannot sign with " + ALGORITHM, ex);
		}
	}

}
