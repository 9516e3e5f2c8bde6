package dev.perflab.perf.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * Unpacks Spring Boot jars before a run ({@code java -Djarmode=tools -jar app.jar
 * extract}), so that the gateways start from plain jars on the class path, as Spring
 * Boot's own docs advise for production.
 * <p>
 * Why: from its jar, Boot's launcher reads every class out of a jar nested in the jar.
 * Four gateways started at once on a 2-vCPU VM, as a fork starts them, were all up after
 * 27.8-29.1 s unpacked against 32.5-32.7 s from the jar, with 55-57 CPU seconds against
 * 64; unpacking one takes 1.2 s, on the gateway CPU while the services start on theirs. A
 * compare starts its gateways once a fork, so it saves that twice or more.
 * <p>
 * Pitfall: {@code -Djarmode=tools} is read by Boot's launcher; given to any other jar, it
 * starts the application itself, which never exits. So a jar is unpacked only when its
 * manifest names Boot's launcher and it carries Boot's tools; any other (an older Boot's,
 * a plain one) starts as it is.
 */
final class UnpackedJar {

	private static final String LAUNCHER = "org.springframework.boot.loader.launch.";

	private static final String TOOLS = "BOOT-INF/lib/spring-boot-jarmode-tools-";

	private UnpackedJar() {
	}

	/**
	 * Unpacks the jars that can be, all at once.
	 * @param jars the jars, each unpacked once however often it is listed
	 * @param directory where they go, one directory each
	 * @param cpus where the unpacking runs
	 * @return the jar to start for each of {@code jars}: the unpacked one, or the jar
	 * itself
	 * @throws LabException if unpacking fails
	 */
	static Map<Path, Path> unpack(List<Path> jars, Path directory, CpuSet cpus, Path java, Progress progress) {
		List<List<String>> commands = new ArrayList<>();
		Map<Path, Path> runnable = new LinkedHashMap<>();
		for (Path jar : jars) {
			if (runnable.containsKey(jar)) {
				continue;
			}
			if (!unpackable(jar)) {
				progress.log("starting " + jar + " as it is: not a jar that Spring Boot's tools can unpack");
				runnable.put(jar, jar);
				continue;
			}
			Path destination = directory.resolve(Integer.toString(runnable.size() + 1));
			commands.add(List.of("taskset", "-c", cpus.toString(), java.toString(), "-Djarmode=tools", "-jar",
					jar.toString(), "extract", "--destination", destination.toString()));
			runnable.put(jar, destination.resolve(jar.getFileName()));
		}
		if (!commands.isEmpty()) {
			long start = System.nanoTime();
			Commands.runAll(commands, "unpacking the gateway jars");
			progress.log(String.format(Locale.ROOT, "unpacked %d gateway jar%s for a faster start (%.1f s)",
					commands.size(), (commands.size() > 1) ? "s" : "", (System.nanoTime() - start) / 1e9));
		}
		for (Path jar : runnable.values()) {
			if (!Files.isRegularFile(jar)) {
				throw new LabException("unpacking the gateway jars: " + jar + " was not written");
			}
		}
		return runnable;
	}

	/**
	 * Returns whether a jar is one of Spring Boot's with its tools.
	 */
	static boolean unpackable(Path jar) {
		try (JarFile file = new JarFile(jar.toFile())) {
			Manifest manifest = file.getManifest();
			String main = (manifest != null) ? manifest.getMainAttributes().getValue("Main-Class") : null;
			return main != null && main.startsWith(LAUNCHER)
					&& file.stream().anyMatch((entry) -> entry.getName().startsWith(TOOLS));
		}
		catch (IOException ex) {
			return false;
		}
	}

}
