package dev.perflab.perf.benchmark;

import java.math.BigDecimal;
import java.math.MathContext;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.util.StdConverter;

/**
 * One point of a github-action-benchmark chart (its "custom" input format), written as it
 * is by {@link BenchmarkJson}.
 *
 * @param name the chart's key: must stay the same across runs, or the trend breaks
 * @param unit the unit shown on the axis
 * @param range the spread, shown in the tooltip (the action never uses it), or null
 * @param extra text for the tooltip, or null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record BenchmarkEntry(String name, String unit, @JsonSerialize(converter = SixDigits.class) double value,
		String range, String extra) {

	/**
	 * Six significant digits: more is noise, and 5400.000000001 reads badly in a tooltip.
	 */
	static final class SixDigits extends StdConverter<Double, BigDecimal> {

		private static final MathContext PRECISION = new MathContext(6);

		@Override
		public BigDecimal convert(Double value) {
			return new BigDecimal(value).round(PRECISION).stripTrailingZeros();
		}

	}

}
