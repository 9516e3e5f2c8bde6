package dev.perflab.gateway;

import java.util.Properties;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.boot.env.YamlPropertySourceLoader;
import org.springframework.core.io.ClassPathResource;
import org.springframework.mock.env.MockEnvironment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class EventLoopsTests {

	private String saved;

	@BeforeEach
	void clear() {
		this.saved = System.getProperty(EventLoops.IO_WORKER_COUNT);
		System.clearProperty(EventLoops.IO_WORKER_COUNT);
	}

	@AfterEach
	void restore() {
		if (this.saved != null) {
			System.setProperty(EventLoops.IO_WORKER_COUNT, this.saved);
		}
		else {
			System.clearProperty(EventLoops.IO_WORKER_COUNT);
		}
	}

	@Test
	void onePerCpuByDefault() {
		EventLoops.size(new MockEnvironment());

		assertThat(System.getProperty(EventLoops.IO_WORKER_COUNT))
			.isEqualTo(Integer.toString(Runtime.getRuntime().availableProcessors()));
	}

	@Test
	void theLabPropertySetsTheCount() {
		EventLoops.size(new MockEnvironment().withProperty("lab.event-loops", "4"));

		assertThat(System.getProperty(EventLoops.IO_WORKER_COUNT)).isEqualTo("4");
	}

	@Test
	void anExplicitSystemPropertyWins() {
		System.setProperty(EventLoops.IO_WORKER_COUNT, "2");

		EventLoops.size(new MockEnvironment().withProperty("lab.event-loops", "4"));

		assertThat(System.getProperty(EventLoops.IO_WORKER_COUNT)).isEqualTo("2");
	}

	@Test
	void rejectsLessThanOneLoop() {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> EventLoops.size(new MockEnvironment().withProperty("lab.event-loops", "0")));
	}

	@ParameterizedTest
	@ValueSource(strings = { "token-lock", "uuid-request-id" })
	void contentionProfilesAskForFourLoops(String profile) throws Exception {
		Properties properties = new Properties();
		new YamlPropertySourceLoader().load(profile, new ClassPathResource("application-" + profile + ".yml"))
			.forEach((source) -> properties.put("lab.event-loops", source.getProperty("lab.event-loops")));

		assertThat(properties).containsEntry("lab.event-loops", 4);
	}

}
