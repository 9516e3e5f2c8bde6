package dev.perflab.perf.calibration;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * The pool's prediction on seeded A/A runs whose pairs spread 2% (sd of the log-ratio),
 * about what the 2-vCPU VMs measure.
 */
class PooledPredictionTests {

	private static final Calibration.Gate GATE = new Calibration.Gate(8, 3, 0.90);

	private static final List<double[]> RUNS = runs(8, 16, 0.02, new SplittableRandom(7));

	@Test
	void keepsTheFalseAlarmsOfAnUnchangedHeadLow() {
		PooledPrediction aa = PooledPrediction.of(RUNS, 3, 8, 0, GATE, 4_000, 3);
		assertThat(aa.changePercent()).isZero();
		assertThat(aa.regressed()).isLessThan(0.05);
		assertThat(aa.improved()).isLessThan(0.05);
	}

	@Test
	void narrowsTheIntervalByAboutTheSquareRootOfTheShards() {
		PooledPrediction pooled = PooledPrediction.of(RUNS, 3, 8, 0, GATE, 4_000, 3);
		// sqrt 3 × t(7) / t(23) = 1.91 for one sample; the runs' own means differ by
		// chance, so some pools get the wider random-effects interval.
		assertThat(pooled.shardHalfWidthPercent() / pooled.pooledHalfWidthPercent()).isBetween(1.4, 2.3);
	}

	/**
	 * More runners catch a change more often, and from 4 shards about as often as one
	 * runner measuring all their pairs would. (Two shards gain least: a pool that Q calls
	 * heterogeneous gets Hartung and Knapp's interval with 1 degree of freedom.)
	 */
	@Test
	void catchesAChangeMoreOftenWithMoreRunners() {
		double two = PooledPrediction.of(RUNS, 2, 8, 2, GATE, 4_000, 3).regressed();
		double three = PooledPrediction.of(RUNS, 3, 8, 2, GATE, 4_000, 3).regressed();
		double four = PooledPrediction.of(RUNS, 4, 8, 2, GATE, 4_000, 3).regressed();
		double oneRunnerOfTheirPairs = Calibration.of(units(RUNS))
			.predict(new Calibration.Gate(4 * 8, 3, 0.90), 2, 4_000, 3)
			.regressed();
		assertThat(three).isGreaterThan(two);
		assertThat(four).isGreaterThan(three).isGreaterThan(0.95 * oneRunnerOfTheirPairs);
		assertThat(PooledPrediction.of(RUNS, 4, 8, 5, GATE, 4_000, 3).regressed()).isGreaterThan(0.99);
	}

	@Test
	void needsARunPerShard() {
		assertThatIllegalArgumentException().isThrownBy(() -> PooledPrediction.of(RUNS, 9, 8, 0, GATE, 10, 3))
			.withMessage("--shards must be 2 to the 8 runs given (each stands in for a runner), got 9");
	}

	/**
	 * Returns runs of pair log-ratios, each pair normal around 0 with sd {@code spread}.
	 */
	private static List<double[]> runs(int count, int pairs, double spread, SplittableRandom random) {
		List<double[]> runs = new ArrayList<>();
		for (int r = 0; r < count; r++) {
			double[] run = new double[pairs];
			for (int i = 0; i < pairs; i++) {
				run[i] = spread * random.nextGaussian();
			}
			runs.add(run);
		}
		return runs;
	}

	/** Returns every pair of the runs as a unit of one window. */
	private static List<double[]> units(List<double[]> runs) {
		return runs.stream().flatMapToDouble(Arrays::stream).mapToObj((pair) -> new double[] { pair }).toList();
	}

}
