package dev.perflab.perf.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.perflab.perf.workload.Workload;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class GatewayTests {

	private final RunSettings settings = new RunSettings(Path.of("/run"), Path.of("/jdk/bin/java"),
			Path.of("/head.jar"), Path.of("/base.jar"), true, Path.of("/hello.jar"), Path.of("/auth.jar"), "clean", 1,
			List.of(Path.of("/a.jfc"), Path.of("/b.jfc")), Path.of("/report.lua"),
			new Workload(Path.of("/w.yaml"), "00", List.of()), new RunSettings.Ports(38071, 38081, 38072, 38073), 3, 0,
			2, 4, 10, 5, 150, 8, 0, 90, false, null, 10, Map.of());

	@Test
	void startsWithTheErgonomicsOfTheCpusItIsMeasuredOn() {
		List<String> command = new Gateway("head", Path.of("/head.jar"), "clean", 38071, true).command(this.settings,
				CpuLayout.choose(CpuSet.parse("0-1")), Path.of("/run"), null);
		assertThat(command)
			.startsWith("/jdk/bin/java", "-XX:+UseSerialGC", "-Xms512m", "-Xmx512m", "-XX:ActiveProcessorCount=1")
			.contains("-XX:StartFlightRecording:name=launch,maxage=2m,settings=/a.jfc,settings=/b.jfc",
					"-XX:FlightRecorderOptions:repository=/run/raw/jfr-repository/head,stackdepth=256",
					"-XX:TLABSize=1m", "-XX:-ResizeTLAB")
			.endsWith("-jar", "/head.jar", "--server.port=38071", "--lab.hello.uri=http://127.0.0.1:38072",
					"--lab.auth.uri=http://127.0.0.1:38073");
	}

	@Test
	void recordsNothingWhenAskedNotTo() {
		List<String> command = new Gateway("base", Path.of("/base.jar"), "clean", 38081, false).command(this.settings,
				CpuLayout.choose(CpuSet.parse("0-3")), Path.of("/run"), null);
		assertThat(command).noneMatch((argument) -> argument.contains("FlightRecord") || argument.contains("TLAB"))
			.contains("-XX:+UseParallelGC", "-XX:ActiveProcessorCount=2");
	}

	@Test
	void passesEachProfileItsArguments() {
		assertThat(Gateway.profileArguments("clean")).isEmpty();
		assertThat(Gateway.profileArguments("cpu-burn-5us")).containsExactly("--spring.profiles.active=cpu-burn",
				"--lab.regression.cpu-burn.cpu-per-request=5us");
		assertThat(Gateway.profileArguments("heap-churn-448b")).containsExactly("--spring.profiles.active=heap-churn",
				"--lab.regression.heap-churn.bytes-per-request=448B");
		assertThat(Gateway.profileArguments("token-lock")).containsExactly("--spring.profiles.active=token-lock");
		assertThat(new Gateway("head", Path.of("/head.jar"), "entropy-starvation", 38071, true).command(this.settings,
				CpuLayout.choose(CpuSet.parse("0-1")), Path.of("/run"), Path.of("/run/raw/entropy.fifo")))
			.contains("-Djava.security.egd=file:/run/raw/entropy.fifo", "--spring.profiles.active=entropy-starvation");
	}

}
