package dev.perflab.perf.run;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

class UnpackedJarTests {

	private static final String LAUNCHER = "org.springframework.boot.loader.launch.JarLauncher";

	private static final String TOOLS = "BOOT-INF/lib/spring-boot-jarmode-tools-4.0.7.jar";

	@TempDir
	Path directory;

	private final StringWriter log = new StringWriter();

	private final Progress progress = new Progress(new PrintWriter(this.log));

	@Test
	void onlyABootJarWithItsToolsIsUnpacked() throws IOException {
		assertThat(UnpackedJar.unpackable(jar("boot.jar", LAUNCHER, TOOLS))).isTrue();
		assertThat(UnpackedJar.unpackable(jar("older-boot.jar", LAUNCHER, "BOOT-INF/lib/spring-core-6.2.0.jar")))
			.isFalse();
		assertThat(UnpackedJar.unpackable(jar("plain.jar", "com.acme.Main", TOOLS))).isFalse();
		assertThat(UnpackedJar.unpackable(jar("no-main.jar", null, TOOLS))).isFalse();
		Path notAJar = Files.writeString(this.directory.resolve("notes.jar"), "not a zip");
		assertThat(UnpackedJar.unpackable(notAJar)).isFalse();
	}

	@Test
	void aJarThatCannotBeUnpackedStartsAsItIs() throws IOException {
		Path head = jar("head.jar", "com.acme.Main");
		Path base = jar("base.jar", "com.acme.Main");

		Map<Path, Path> started = UnpackedJar.unpack(List.of(head, base, head), this.directory.resolve("jars"),
				CpuSet.allowed(), javaHome(), this.progress);

		assertThat(started).containsExactly(entry(head, head), entry(base, base));
		assertThat(this.log.toString()).contains("starting " + head + " as it is")
			.contains("starting " + base + " as it is")
			.doesNotContain("unpacked");
		assertThat(this.directory.resolve("jars")).doesNotExist();
	}

	@Test
	void aFailedUnpackingStopsTheRunWithWhatFailed() throws IOException {
		// Boot's manifest and tools entry, none of its classes: the JVM cannot find the
		// launcher.
		Path broken = jar("broken.jar", LAUNCHER, TOOLS);

		assertThatThrownBy(() -> UnpackedJar.unpack(List.of(broken), this.directory.resolve("jars"), CpuSet.allowed(),
				javaHome(), this.progress))
			.isInstanceOf(LabException.class)
			.hasMessageContaining("unpacking the gateway jars");
	}

	private static Path javaHome() {
		return Path.of(System.getProperty("java.home"), "bin", "java");
	}

	private Path jar(String name, String mainClass, String... entries) throws IOException {
		Manifest manifest = new Manifest();
		manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
		if (mainClass != null) {
			manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, mainClass);
		}
		Path jar = this.directory.resolve(name);
		try (OutputStream file = Files.newOutputStream(jar);
				JarOutputStream out = new JarOutputStream(file, manifest)) {
			for (String entry : entries) {
				out.putNextEntry(new JarEntry(entry));
				out.closeEntry();
			}
		}
		return jar;
	}

}
