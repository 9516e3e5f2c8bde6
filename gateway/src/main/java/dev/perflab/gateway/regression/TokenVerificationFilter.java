package dev.perflab.gateway.regression;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PublicKey;
import java.security.Signature;
import java.util.Base64;

import reactor.core.publisher.Mono;

import org.springframework.cloud.gateway.filter.GatewayFilterChain;
import org.springframework.cloud.gateway.filter.GlobalFilter;
import org.springframework.context.annotation.Profile;
import org.springframework.core.Ordered;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ServerWebExchange;

/**
 * Token crypto per request, as spring-security #4959 and #9516 report it: the caller's
 * token verified on every request, with nothing cached.
 * <p>
 * The lab's callers send an opaque bearer token, which the auth service checks; this
 * filter stands for a resource server that also verifies a JWT signed with RS256 (RSA
 * 2048, the most common choice): a JWT made at start-up is verified per request, its RSA
 * public-key operation on the event loop. A fix: verify once per token and cache the
 * result until it expires, or a cheaper algorithm (ES256 verifies in a fraction), or
 * verification off the loop.
 */
@Component
@Profile("token-verification")
class TokenVerificationFilter implements GlobalFilter, Ordered {

	static final String ALGORITHM = "SHA256withRSA";

	private final PublicKey key;

	private final String signedPart;

	private final byte[] signature;

	TokenVerificationFilter() {
		try {
			KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
			generator.initialize(2048);
			KeyPair pair = generator.generateKeyPair();
			Base64.Encoder base64 = Base64.getUrlEncoder().withoutPadding();
			this.signedPart = base64
				.encodeToString("{\"alg\":\"RS256\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8)) + "."
					+ base64.encodeToString(
							"{\"sub\":\"lab-client\",\"scope\":\"hello\"}".getBytes(StandardCharsets.UTF_8));
			Signature signer = Signature.getInstance(ALGORITHM);
			signer.initSign(pair.getPrivate());
			signer.update(this.signedPart.getBytes(StandardCharsets.US_ASCII));
			this.signature = signer.sign();
			this.key = pair.getPublic();
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("RS256 is not available", ex);
		}
	}

	@Override
	public Mono<Void> filter(ServerWebExchange exchange, GatewayFilterChain chain) {
		if (!verified()) {
			exchange.getResponse().setStatusCode(HttpStatus.UNAUTHORIZED);
			return exchange.getResponse().setComplete();
		}
		return chain.filter(exchange);
	}

	boolean verified() {
		try {
			Signature verifier = Signature.getInstance(ALGORITHM);
			verifier.initVerify(this.key);
			verifier.update(this.signedPart.getBytes(StandardCharsets.US_ASCII));
			return verifier.verify(this.signature);
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("cannot verify with " + ALGORITHM, ex);
		}
	}

	@Override
	public int getOrder() {
		return -175;
	}

}
