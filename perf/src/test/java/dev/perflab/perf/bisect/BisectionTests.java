package dev.perflab.perf.bisect;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import dev.perflab.perf.compare.Verdict;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bisection's decisions on stubbed compares: each commit answers with the verdicts it is
 * given, one per attempt.
 */
class BisectionTests {

	private static final List<String> COMMITS = IntStream.range(1, 10).mapToObj((i) -> "c" + i).toList();

	private final Map<String, List<Verdict>> answers = new HashMap<>();

	private final List<String> measured = new ArrayList<>();

	@Test
	void findsTheCommitThatBroughtTheBurn() {
		for (String commit : COMMITS) {
			answer(commit, (COMMITS.indexOf(commit) >= 4) ? Verdict.REGRESSED : Verdict.UNCHANGED);
		}
		Bisection.Outcome outcome = bisect();
		assertThat(outcome.conclusion()).isEqualTo(Bisection.Conclusion.FOUND);
		assertThat(outcome.candidates()).containsExactly("c5");
		assertThat(outcome.blamed().commit()).isEqualTo("c5");
		// the bad end first, then a binary search: 1 + ceil(log2 9) at most
		assertThat(this.measured.get(0)).isEqualTo("c9");
		assertThat(this.measured).hasSizeLessThanOrEqualTo(5);
	}

	@Test
	void saysSoWhenTheRangeHasNoRegression() {
		COMMITS.forEach((commit) -> answer(commit, Verdict.UNCHANGED));
		answer("c9", Verdict.IMPROVED);
		Bisection.Outcome outcome = bisect();
		assertThat(outcome.conclusion()).isEqualTo(Bisection.Conclusion.NO_REGRESSION);
		assertThat(this.measured).containsExactly("c9");
	}

	@Test
	void measuresAnInconclusiveCommitAgainAndTakesTheSecondVerdict() {
		for (String commit : COMMITS) {
			answer(commit, (COMMITS.indexOf(commit) >= 4) ? Verdict.REGRESSED : Verdict.UNCHANGED);
		}
		answer("c5", Verdict.INCONCLUSIVE, Verdict.REGRESSED);
		Bisection.Outcome outcome = bisect();
		assertThat(outcome.candidates()).containsExactly("c5");
		assertThat(outcome.steps()).filteredOn((s) -> s.commit().equals("c5")).extracting(Step::attempt).contains(2);
	}

	@Test
	void skipsACommitThatStaysInconclusiveAndSaysWhichCommitsRemain() {
		for (String commit : COMMITS) {
			answer(commit, (COMMITS.indexOf(commit) >= 4) ? Verdict.REGRESSED : Verdict.UNCHANGED);
		}
		answer("c5", Verdict.INCONCLUSIVE, Verdict.INCONCLUSIVE);
		Bisection.Outcome outcome = bisect();
		// c4 good, c6 bad, c5 skipped: it is c5 or c6, as git bisect would say.
		assertThat(outcome.conclusion()).isEqualTo(Bisection.Conclusion.UNDECIDED);
		assertThat(outcome.candidates()).containsExactly("c5", "c6");
	}

	@Test
	void skipsACommitThatCannotBeMeasuredWithoutMeasuringItAgain() {
		for (String commit : COMMITS) {
			answer(commit, (COMMITS.indexOf(commit) >= 6) ? Verdict.REGRESSED : Verdict.UNCHANGED);
		}
		this.answers.remove("c4");
		Bisection.Outcome outcome = bisect();
		assertThat(outcome.conclusion()).isEqualTo(Bisection.Conclusion.FOUND);
		assertThat(outcome.candidates()).containsExactly("c7");
		assertThat(this.measured).containsOnlyOnce("c4");
	}

	@Test
	void isUndecidedWhenTheBadEndCannotBeJudged() {
		COMMITS.forEach((commit) -> answer(commit, Verdict.INCONCLUSIVE, Verdict.INCONCLUSIVE));
		Bisection.Outcome outcome = bisect();
		assertThat(outcome.conclusion()).isEqualTo(Bisection.Conclusion.UNDECIDED);
		assertThat(this.measured).containsExactly("c9", "c9");
	}

	private void answer(String commit, Verdict... verdicts) {
		this.answers.put(commit, List.of(verdicts));
	}

	private Bisection.Outcome bisect() {
		return new Bisection((commit, attempt) -> {
			this.measured.add(commit);
			List<Verdict> verdicts = this.answers.get(commit);
			if (verdicts == null) {
				return Step.failed(commit, attempt, "the build failed");
			}
			Verdict verdict = verdicts.get(Math.min(attempt, verdicts.size()) - 1);
			return new Step(commit, attempt, verdict, 0.0, -1.0, 1.0, null);
		}, 2, (step) -> {
		}).run(COMMITS);
	}

}
