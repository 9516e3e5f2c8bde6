package dev.perflab.perf.calibration;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

class CalibrationTests {

	/** The default gate: 6 JVM pairs, threshold 3%, one-sided 95% bounds. */
	private static final Calibration.Gate GATE = new Calibration.Gate(6, 3, 0.90);

	@Test
	void splitsTheSpreadIntoBetweenPairsAndBetweenWindows() {
		// Unit means 0.02 and 0; each window 0.01 from its unit's mean, with 4 windows
		// and 2 means: 2 degrees of freedom.
		Calibration calibration = Calibration.of(List.of(new double[] { 0.01, 0.03 }, new double[] { -0.01, 0.01 }));
		assertThat(calibration.unitLogRatios()).hasSize(2);
		assertThat(calibration.unitLogRatios()[0]).isCloseTo(0.02, within(1e-12));
		assertThat(calibration.unitLogRatios()[1]).isCloseTo(0.0, within(1e-12));
		assertThat(calibration.betweenUnitSdPercent()).isCloseTo(Math.sqrt(2), within(1e-9));
		assertThat(calibration.withinUnitSd()).isCloseTo(0.01 * Math.sqrt(2), within(1e-12));
	}

	@Test
	void predictsFewFalseAlarmsAndFullPowerForALargeChange() {
		Calibration calibration = Calibration.of(normalUnits(200, 0.016, new SplittableRandom(3)));
		Calibration.Prediction aa = calibration.predict(GATE, 0, 4_000, 11);
		assertThat(aa.regressed()).isLessThan(0.05);
		assertThat(aa.improved()).isLessThan(0.05);
		assertThat(calibration.predict(GATE, 10, 4_000, 11).regressed()).isEqualTo(1.0);
	}

	@Test
	void agreesWithTheSensitivityARunStatesForTheSameSpread() {
		// Two independent ways to the change caught in 95% of runs: resampling 200 A/A
		// units of sd 1.6%, and the normal-theory figure that a run's summary shows
		// for a spread of 1.6% (max(1.5%, t se) + t se with se = 1.6% / sqrt 6, t =
		// 2.015).
		Calibration calibration = Calibration.of(normalUnits(200, 0.016, new SplittableRandom(5)));
		double resampled = calibration.minimumDetected(GATE, 0.95, 4_000, 13);
		double se = calibration.betweenUnitSdPercent() / Math.sqrt(6);
		double stated = Math.max(1.5, 2.015 * se) + 2.015 * se;
		assertThat(resampled).isCloseTo(stated, within(0.5));
	}

	@Test
	void needsTwoUnits() {
		assertThatIllegalArgumentException().isThrownBy(() -> Calibration.of(List.of(new double[] { 0.01 })))
			.withMessage("a calibration needs at least 2 units (A/A JVM pairs), got 1");
	}

	/**
	 * Returns units of 4 windows each: a unit offset of sd {@code spread}, windows 1%
	 * around it.
	 */
	private static List<double[]> normalUnits(int count, double spread, SplittableRandom random) {
		List<double[]> units = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			double offset = spread * random.nextGaussian();
			double[] windows = new double[4];
			for (int w = 0; w < windows.length; w++) {
				windows[w] = offset + 0.01 * random.nextGaussian();
			}
			units.add(windows);
		}
		return units;
	}

}
