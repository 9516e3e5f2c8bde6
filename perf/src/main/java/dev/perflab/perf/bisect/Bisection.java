package dev.perflab.perf.bisect;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * Finds the first commit of a range whose compare against the good commit says
 * "regressed", by binary search, as {@code git bisect run} would with the gate's verdict:
 * regressed is bad; unchanged or improved is good; inconclusive is measured again and
 * then skipped (git bisect's 125), and a commit that cannot be measured at all is
 * skipped.
 * <p>
 * Why the last commit is measured first: git bisect takes "bad" on trust, but a
 * regression seen on a dashboard can be noise, and bisecting a range with no change would
 * blame an innocent commit. Measuring the bad end first turns that case into "no
 * regression in this range".
 */
public final class Bisection {

	/** How a commit's compare is turned into a step. */
	@FunctionalInterface
	public interface Judge {

		/**
		 * Measures one commit against the good one.
		 * @param attempt 1 for the first measurement, 2 for the next ...
		 * @return the compare's verdict on CPU per request
		 */
		Step judge(String commit, int attempt);

	}

	/** What a bisection concluded. */
	public enum Conclusion {

		/** The first bad commit was found. */
		FOUND,
		/** The last commit is not worse than the good one: nothing to bisect. */
		NO_REGRESSION,
		/**
		 * Skipped commits leave more than one candidate, or the last commit could not be
		 * judged.
		 */
		UNDECIDED

	}

	/**
	 * The outcome.
	 *
	 * @param candidates the first bad commit (one when found), or those it may be
	 * @param blamed the step that measured the first bad commit, or null
	 * @param steps every measurement, in order
	 */
	public record Outcome(Conclusion conclusion, List<String> candidates, Step blamed, List<Step> steps) {

	}

	private final Judge judge;

	private final int attempts;

	private final Consumer<Step> progress;

	/**
	 * @param judge measures a commit
	 * @param attempts measurements of a commit before an inconclusive one is skipped
	 * @param progress told of every step as it is taken
	 */
	public Bisection(Judge judge, int attempts, Consumer<Step> progress) {
		if (attempts < 1) {
			throw new IllegalArgumentException("attempts must be 1 or more, was " + attempts);
		}
		this.judge = judge;
		this.attempts = attempts;
		this.progress = progress;
	}

	/**
	 * Bisects.
	 * @param commits the commits after the good one, oldest first, the bad one last
	 */
	public Outcome run(List<String> commits) {
		if (commits.isEmpty()) {
			throw new IllegalArgumentException("no commit after the good one");
		}
		List<Step> steps = new ArrayList<>();
		int last = commits.size() - 1;
		Step end = decide(commits.get(last), steps);
		if (end.decision() == Step.Decision.GOOD) {
			return new Outcome(Conclusion.NO_REGRESSION, List.of(), null, steps);
		}
		if (end.decision() == Step.Decision.SKIP) {
			return new Outcome(Conclusion.UNDECIDED, List.copyOf(commits), null, steps);
		}
		int good = -1;
		int bad = last;
		Step blamed = end;
		Set<Integer> skipped = new TreeSet<>();
		for (int next = pick(good, bad, skipped); next >= 0; next = pick(good, bad, skipped)) {
			Step step = decide(commits.get(next), steps);
			switch (step.decision()) {
				case BAD -> {
					bad = next;
					blamed = step;
				}
				case GOOD -> good = next;
				case SKIP -> skipped.add(next);
			}
		}
		if (bad == good + 1) {
			return new Outcome(Conclusion.FOUND, List.of(commits.get(bad)), blamed, steps);
		}
		return new Outcome(Conclusion.UNDECIDED, List.copyOf(commits.subList(good + 1, bad + 1)), null, steps);
	}

	/**
	 * Returns the untested commit strictly between good and bad nearest their middle, or
	 * -1 when every one is skipped.
	 */
	private static int pick(int good, int bad, Set<Integer> skipped) {
		int middle = (good + bad) / 2;
		for (int offset = 0; offset < bad - good; offset++) {
			for (int candidate : new int[] { middle - offset, middle + offset + 1 }) {
				if (candidate > good && candidate < bad && !skipped.contains(candidate)) {
					return candidate;
				}
			}
		}
		return -1;
	}

	private Step decide(String commit, List<Step> steps) {
		Step step = null;
		for (int attempt = 1; attempt <= this.attempts; attempt++) {
			step = this.judge.judge(commit, attempt);
			steps.add(step);
			this.progress.accept(step);
			if (step.decision() != Step.Decision.SKIP || !step.remeasurable()) {
				break;
			}
		}
		return step;
	}

}
