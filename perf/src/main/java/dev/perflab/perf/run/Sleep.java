package dev.perflab.perf.run;

/**
 * Sleeping that turns an interrupt into the end of the run.
 */
final class Sleep {

	private Sleep() {
	}

	static void millis(long millis) {
		try {
			Thread.sleep(millis);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new LabException("interrupted");
		}
	}

}
