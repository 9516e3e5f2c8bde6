package dev.perflab.perf.compare;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class VerdictTests {

	@Test
	void aRegressionInAnyGatedMetricIsTheGatesAnswer() {
		assertThat(Verdict.ofGate(List.of(Verdict.INCONCLUSIVE, Verdict.REGRESSED))).isEqualTo(Verdict.REGRESSED);
		assertThat(Verdict.ofGate(List.of(Verdict.IMPROVED, Verdict.REGRESSED))).isEqualTo(Verdict.REGRESSED);
	}

	@Test
	void theGateHasNoAnswerWhileAnyIsInconclusive() {
		assertThat(Verdict.ofGate(List.of(Verdict.UNCHANGED, Verdict.INCONCLUSIVE))).isEqualTo(Verdict.INCONCLUSIVE);
		assertThat(Verdict.ofGate(List.of(Verdict.IMPROVED, Verdict.INCONCLUSIVE))).isEqualTo(Verdict.INCONCLUSIVE);
	}

	@Test
	void anImprovementOverUnchangedIsAnImprovement() {
		assertThat(Verdict.ofGate(List.of(Verdict.UNCHANGED, Verdict.IMPROVED))).isEqualTo(Verdict.IMPROVED);
		assertThat(Verdict.ofGate(List.of(Verdict.UNCHANGED, Verdict.UNCHANGED))).isEqualTo(Verdict.UNCHANGED);
	}

	@Test
	void needsAGatedMetric() {
		assertThatIllegalArgumentException().isThrownBy(() -> Verdict.ofGate(List.of()));
	}

}
