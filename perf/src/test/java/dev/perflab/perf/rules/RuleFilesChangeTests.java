package dev.perflab.perf.rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class RuleFilesChangeTests {

	@TempDir
	Path directory;

	@Test
	void findsTheRuleAPullRequestRemovedChangedOrAdded() throws IOException {
		Path base = Files.createDirectories(this.directory.resolve("base"));
		Path head = Files.createDirectories(this.directory.resolve("head"));
		Files.writeString(base.resolve("event-loop-blocking.sql"), "select 1");
		Files.writeString(base.resolve("lock-contention.sql"), "select 2");
		Files.writeString(base.resolve("README.md"), "not a rule");
		Files.writeString(head.resolve("lock-contention.sql"), "select 2 -- limit 100");
		Files.writeString(head.resolve("new-rule.sql"), "select 3");
		Path baseJfc = Files.writeString(
				Files.createDirectories(this.directory.resolve("base-settings")).resolve("gateway.jfc"), "period=20ms");
		Path headJfc = Files.writeString(
				Files.createDirectories(this.directory.resolve("head-settings")).resolve("gateway.jfc"), "period=1s");
		RuleFilesChange change = RuleFilesChange.between(RuleFiles.of(List.of(base, baseJfc)),
				RuleFiles.of(List.of(head, headJfc)));
		assertThat(change.removed()).containsExactly("event-loop-blocking.sql");
		assertThat(change.added()).containsExactly("new-rule.sql");
		assertThat(change.changed()).containsExactly("gateway.jfc", "lock-contention.sql");
		assertThat(change.isEmpty()).isFalse();
		assertThat(RuleFilesChange.between(RuleFiles.of(List.of(base)), RuleFiles.of(List.of(base))).isEmpty())
			.isTrue();
	}

}
