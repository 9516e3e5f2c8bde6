package dev.perflab.gateway.auth;

import java.net.URI;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class AuthCheckUriTests {

	@Test
	void theCheckSitsBelowTheServicePath() {
		AuthCheckUri checkUri = new AuthCheckUri(URI.create("http://auth.internal:8080/checks//"));

		assertThat(checkUri.pathForToken("abc")).isEqualTo("/checks/auth?token=abc");
		assertThat(checkUri.forToken("abc")).isEqualTo(URI.create("http://auth.internal:8080/checks/auth?token=abc"));
	}

	@Test
	void withoutAServicePathTheCheckIsAtTheRoot() {
		assertThat(new AuthCheckUri(URI.create("http://127.0.0.1:38073")).pathForToken("abc"))
			.isEqualTo("/auth?token=abc");
	}

	@Test
	void theTokenIsEncodedAsAQueryValue() {
		AuthCheckUri checkUri = new AuthCheckUri(URI.create("http://127.0.0.1:38073"));

		assertThat(checkUri.pathForToken("a b+c/=&d")).isEqualTo("/auth?token=a+b%2Bc%2F%3D%26d");
		assertThat(checkUri.forToken("a b+c/=&d").getRawQuery()).isEqualTo("token=a+b%2Bc%2F%3D%26d");
	}

	@Test
	void onlyHttpUrisWithAHostAreAccepted() {
		for (String uri : new String[] { "ftp://auth.internal/", "auth.internal:8080", "http:/auth" }) {
			assertThatIllegalArgumentException().isThrownBy(() -> new AuthCheckUri(URI.create(uri)))
				.as(uri)
				.withMessage("lab.auth.uri must be an http or https URI with a host, got '" + uri + "'");
		}
	}

}
