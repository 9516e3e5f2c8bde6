package dev.perflab.perf.cli;

import picocli.CommandLine.IVersionProvider;

/**
 * The version from the jar's manifest ({@code Implementation-Version}).
 */
final class VersionProvider implements IVersionProvider {

	@Override
	public String[] getVersion() {
		String version = VersionProvider.class.getPackage().getImplementationVersion();
		return new String[] { "perf " + ((version != null) ? version : "(development build)") };
	}

}
