package dev.perflab.gateway;

import io.netty.util.ResourceLeakDetector;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;

@SpringBootApplication
@ConfigurationPropertiesScan
public class GatewayApplication {

	/** Netty's own switch, honoured when given. */
	static final String LEAK_DETECTION = "io.netty.leakDetection.level";

	public static void main(String[] args) {
		// Netty's leak detection is a debugging aid that every message pays for: each
		// channel handler touches each message, and buffers are sampled for tracking.
		// On the lab gateway the touches alone were 1.5% of the CPU samples. The tests
		// start the application without main(), so they still run with Netty's default.
		if (System.getProperty(LEAK_DETECTION) == null) {
			ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED);
		}
		SpringApplication application = new SpringApplication(GatewayApplication.class);
		application.addListeners(new EventLoops());
		application.run(args);
	}

}
