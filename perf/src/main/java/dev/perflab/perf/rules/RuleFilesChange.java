package dev.perflab.perf.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import com.fasterxml.jackson.annotation.JsonIgnore;

/**
 * What a pull request changed in the files that judge it. A head that deletes the rule
 * its regression would trip passes the check; the reviewer must see that beside the
 * verdict, not in the diff only.
 *
 * @param added files only head has
 * @param removed files only base has
 * @param changed files both have, with other content
 */
public record RuleFilesChange(List<String> added, List<String> removed, List<String> changed) {

	public RuleFilesChange {
		added = List.copyOf(added);
		removed = List.copyOf(removed);
		changed = List.copyOf(changed);
	}

	/**
	 * Compares base's files with head's, by file name.
	 */
	public static RuleFilesChange between(RuleFiles base, RuleFiles head) {
		List<String> added = new ArrayList<>();
		List<String> removed = new ArrayList<>();
		List<String> changed = new ArrayList<>();
		TreeSet<String> names = new TreeSet<>(base.digests().keySet());
		names.addAll(head.digests().keySet());
		for (String name : names) {
			String before = base.digests().get(name);
			String after = head.digests().get(name);
			if (before == null) {
				added.add(name);
			}
			else if (after == null) {
				removed.add(name);
			}
			else if (!before.equals(after)) {
				changed.add(name);
			}
		}
		return new RuleFilesChange(added, removed, changed);
	}

	@JsonIgnore
	public boolean isEmpty() {
		return this.added.isEmpty() && this.removed.isEmpty() && this.changed.isEmpty();
	}

}
