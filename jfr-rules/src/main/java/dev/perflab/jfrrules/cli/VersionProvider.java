package dev.perflab.jfrrules.cli;

import picocli.CommandLine.IVersionProvider;

/**
 * Reads the version from the jar manifest ({@code Implementation-Version}).
 */
final class VersionProvider implements IVersionProvider {

	@Override
	public String[] getVersion() {
		String version = JfrRulesCommand.class.getPackage().getImplementationVersion();
		return new String[] { "jfr-rules " + ((version != null) ? version : "(development build)"),
				"Java " + Runtime.version() };
	}

}
