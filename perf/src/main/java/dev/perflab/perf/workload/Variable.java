package dev.perflab.perf.workload;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A variable part of a request's path, drawn anew for each variant of the request: an id
 * from a range, a page size from a list.
 */
public sealed interface Variable {

	/** Returns one value, drawn with the given generator. */
	String draw(RandomGenerator random);

	/** Returns how many different values it can take. */
	long size();

	/**
	 * Whole numbers from {@code low} to {@code high}, both included, drawn uniformly.
	 */
	record Range(long low, long high) implements Variable {

		@Override
		public String draw(RandomGenerator random) {
			return Long.toString(random.nextLong(this.low, this.high + 1));
		}

		@Override
		public long size() {
			return this.high - this.low + 1;
		}

	}

	/**
	 * One of a list of values, each as likely.
	 */
	record Choice(List<String> values) implements Variable {

		public Choice {
			values = List.copyOf(values);
		}

		@Override
		public String draw(RandomGenerator random) {
			return this.values.get(random.nextInt(this.values.size()));
		}

		@Override
		public long size() {
			return this.values.size();
		}

	}

}
